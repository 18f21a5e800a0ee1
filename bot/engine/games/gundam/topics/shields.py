"""gundam.shields — an attack on a player: what it damages (their Base, top Shield, or them), how
many Shields it destroys (<Suppression>), whether the Base is destroyed, defeat (1-2-2), and whether
the attacking Unit takes damage back. (8-5-2, 13-1-7, 1-2-2-1, 5-5-5, 5-5-6)"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field, field_validator

from bot.engine.games.gundam.battle import attack_on_player, base_strikes_back, fighter, shield_area
from bot.engine.games.gundam.cards import GundamCard, GundamCardInput
from bot.engine.games.gundam.printed import GundamScenario, Relevance, gundam_topic
from bot.engine.games.gundam.roles import ATTACKER
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict

ShieldsQuestion = Literal["hits", "shields_destroyed", "base_destroyed", "defeated", "attacker_takes"]


class ShieldsAnswers(Answers):
    """What the damage step of an attack on a player (8-5-2) decides."""

    hits: Literal["base", "shield", "player"] | None = Field(
        default=None, description="What does the attack damage: their Base, their top Shield, or them?"
    )
    shields_destroyed: int | None = Field(default=None, description="How many Shields does it destroy?")
    base_destroyed: bool | None = Field(default=None, description="Is their Base destroyed?")
    defeated: bool | None = Field(default=None, description="Is the player defeated?")
    attacker_takes: int | None = Field(
        default=None, description="Does the attacking Unit take battle damage back?"
    )


class ShieldsScenario(GundamScenario):
    """An attack on a player: Base, Shields (<Suppression>), or the player; defeat (1-2-2)."""

    area: ClassVar[str] = "battle"
    role_names: ClassVar[dict[str, str]] = {
        "attacker": "attacking",
        "pilot": "the attacker's Pilot",
        "base": "their Base",
    }
    answer_model = ShieldsAnswers
    topic: Literal["gundam.shields"] = "gundam.shields"
    attacker: GundamCardInput = Field(
        description='The Unit attacking the player: "Rick Dom", or Zaku ap=3 Suppression'
    )
    shields: Annotated[int, Field(ge=0, le=50)] = Field(
        description="How many Shields the attacked player has (0 for none)."
    )
    base: GundamCardInput | None = Field(
        default=None, description='Their Base, e.g. "EX Base" (0 AP, 3 HP) damage=1; left out: no Base'
    )
    question: ShieldsQuestion = Field(
        default="hits", description="hits; shields_destroyed; base_destroyed; defeated; attacker_takes"
    )
    pilot: GundamCardInput | None = Field(
        default=None, description="The attacker's paired Pilot (adds its AP)."
    )

    @field_validator("attacker")
    @classmethod
    def _attacker_is_a_unit(cls, card: GundamCard) -> GundamCard | None:
        """3-2-3: only Units attack; an attack on the player by another card is never reached."""
        return ATTACKER.refuse(card)

    def printed_relevance(self) -> Relevance:
        """【Attack】 effects resolve before the damage step (8-2-2); a 【Destroyed】 follows the Base."""
        return Relevance(frozenset({"attack", "destroyed"}))


@gundam_topic(ShieldsScenario)
def decide_shields(scenario: ShieldsScenario, reasoning: Reasoning) -> Verdict:
    attacker = fighter(reasoning, scenario.attacker, "attacking", scenario.pilot, hp=False)
    area = shield_area(reasoning, scenario.shields, scenario.base)
    hit = attack_on_player(reasoning, attacker, area)
    answers = ShieldsAnswers(
        hits=hit.hits,
        shields_destroyed=hit.shields_destroyed,
        base_destroyed=hit.base_destroyed if hit.hits == "base" else None,
        defeated=hit.defeated,
    )
    asked = reasoning.question
    name = attacker.name
    where = {
        "base": f"their Base ({area.base.name if area.base else ''})",
        "shield": "their top Shield",
        "player": "the player",
    }[hit.hits]
    if asked == "attacker_takes":
        back = base_strikes_back(reasoning, attacker, hit, area.base)
        return reasoning.decided(
            answers.model_copy(update={"attacker_takes": back}),
            f"{back} — {name} takes no battle damage from attacking {where}.",
        )
    if asked == "base_destroyed":
        if hit.hits != "base":
            return reasoning.decided(
                answers.model_copy(update={"base_destroyed": False}),
                f"No — they have no Base: {name}'s damage goes to {where}.",
            )
        base = area.base
        assert base is not None
        fate = (
            "destroyed"
            if hit.base_destroyed
            else f"not destroyed ({base.damage + hit.damage} damage, {base.hp} HP)"
        )
        return reasoning.decided(
            answers,
            f"{'Yes' if hit.base_destroyed else 'No'} — {name} deals {hit.damage} battle damage to "
            f"{base.name}: {fate}.",
        )
    if asked == "defeated":
        if hit.defeated:
            return reasoning.decided(
                answers,
                f"Yes — with no Base and no Shields, {name}'s {hit.damage} battle damage defeats the "
                f"player: its "
                "player wins the game.",
                ["not if the attack were blocked (then it battles the blocker)"],
            )
        why = (
            f"{name} deals 0 damage, and no damage is dealt"
            if hit.hits == "player"
            else f"the damage goes to {where}"
        )
        return reasoning.decided(
            answers,
            f"No — {why}; a player is defeated by battle damage only with no cards in their shield area.",
            [
                "defeated if they had no Base and no Shields left"
                if hit.hits != "player"
                else f"defeated if {name} had 1 AP or more"
            ],
        )
    if asked == "shields_destroyed":
        count = hit.shields_destroyed
        plural = "Shield" if count == 1 else "Shields"
        tail = " (<Suppression>: the first two at once)" if count == 2 else ""
        return reasoning.decided(
            answers, f"{count} — {name}'s attack destroys {count} {plural}{tail}; damage goes to {where}."
        )
    lead = {"base": "Base", "shield": "Shield", "player": "Player"}[hit.hits]
    extra = {
        "base": f"{hit.damage} battle damage to their Base first (no Shield is damaged while a Base is "
        "present)",
        "shield": f"{hit.damage} damage to their top Shield, destroying {hit.shields_destroyed}",
        "player": f"{hit.damage} battle damage to the player" + (", who is defeated" if hit.defeated else ""),
    }[hit.hits]
    return reasoning.decided(answers, f"{lead} — {name} deals {extra}.")
