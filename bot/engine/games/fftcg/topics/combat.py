"""fftcg.combat — an attack's results: damage each way, breaks, the player's damage, still a party?"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.fftcg.battle import Battle, resolve
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.state import view
from bot.engine.games.fftcg.topics._common import ATTACKERS, in_battle, names, require
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

CombatQuestion = Literal[
    "to_blocker", "blocker_broken", "to_attacker", "attacker_broken", "player_damage", "still_party"
]
_NEED_BLOCKER = ("to_blocker", "blocker_broken", "to_attacker", "attacker_broken")


class CombatAnswers(Answers):
    """What an attack comes to."""

    to_blocker: int | None = Field(default=None, description="How much damage does the blocker take?")
    blocker_broken: bool | None = Field(default=None, description="Is the blocker broken?")
    to_attacker: int | None = Field(
        default=None, description="How much damage does the blocker deal the attacker (or party)?"
    )
    attacker_broken: bool | None = Field(default=None, description="Is the attacker broken?")
    player_damage: int | None = Field(
        default=None, description="How many points of damage does the player take?"
    )
    still_party: bool | None = Field(default=None, description="Is it (still) a party?")


class CombatScenario(ScenarioBase):
    """Attack results: damage each way, breaks, damage to the player, still a party"""

    answer_model = CombatAnswers
    topic: Literal["fftcg.combat"] = "fftcg.combat"
    attackers: tuple[FFTCGCardInput, ...] = Field(min_length=1, max_length=12, description=ATTACKERS)
    question: CombatQuestion = Field(default="to_blocker", description="Which result to answer.")
    blocker: FFTCGCardInput | None = Field(default=None, description="The blocking Forward; none: unblocked.")

    @model_validator(mode="after")
    def _complete(self) -> Self:
        if all(card.left_field for card in self.attackers):
            raise ValueError("at least one attacker must still be on the field (not left_field)")
        if self.blocker is None:
            if self.question in _NEED_BLOCKER:
                raise ValueError(
                    f"`{self.question}` needs a blocker; for an unblocked attack ask `player_damage` "
                    "or `still_party`"
                )
            return self
        require(self.attackers, "power", "power=N", "to work out the damage")
        require([self.blocker], "power", "power=N", "to work out the damage")
        in_battle((*self.attackers, self.blocker))
        return self


@topic(CombatScenario)
def decide_combat(scenario: CombatScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over `resolve`; a result the text can't decide is "not covered" when asked."""
    attackers = [view(reasoning, card, "attacker") for card in scenario.attackers]
    blocker = view(reasoning, scenario.blocker, "blocker") if scenario.blocker is not None else None
    battle = resolve(reasoning, attackers, blocker)
    asked = scenario.question
    if asked in battle.gaps:
        raise NotCovered(battle.gaps[asked][0].upper() + battle.gaps[asked][1:] + ".")
    answers = CombatAnswers(
        to_blocker=battle.to_blocker,
        blocker_broken=battle.blocker_broken,
        to_attacker=battle.to_attacker,
        attacker_broken=battle.attacker_broken,
        player_damage=battle.player_damage,
        still_party=battle.still_party,
    )
    return reasoning.decided(answers, _headline(asked, battle, scenario, attackers[0].name), _changes(battle))


def _headline(asked: str, battle: Battle, scenario: CombatScenario, first: str) -> str:
    side = "the party" if battle.still_party else battle.remaining[0].name
    Side = side[0].upper() + side[1:]
    blocker = scenario.blocker.name if scenario.blocker is not None else ""
    if asked == "still_party":
        if battle.still_party:
            return f"Yes — {names(battle.remaining)} are on the field, so they are a party."
        if len(scenario.attackers) == 1:
            return f"No — {first} attacks alone; a party is two or more Forwards."
        return f"No — only {side} is left on the field, so it is no longer considered a party."
    if asked == "player_damage":
        if blocker:
            return f"No damage to the player: {side} is blocked by {blocker}."
        if battle.player_damage == 0:
            return f"No damage to the player: {side} is not blocked but cannot deal damage."
        party = " (a party deals it as a single Forward)" if battle.still_party else ""
        return f"1 point of damage to the player: {side} is not blocked{party}."
    if asked in ("to_blocker", "blocker_broken"):
        if battle.order == "block_first" and battle.attacker_broken:
            why = f"{blocker}'s First Strike damage breaks {side} before it deals any"
            return (
                f"No — {blocker} is not broken: {why}."
                if asked == "blocker_broken"
                else f"{blocker} takes 0 damage: {why}."
            )
        parts = " + ".join(f"{a.name} {a.card.power}" for a in battle.dealt_by) or "nothing"
        detail = f" ({parts})" if battle.still_party else ""
        broken = "it is broken" if battle.blocker_broken else "it is not broken"
        if asked == "to_blocker":
            return f"{blocker} takes {battle.to_blocker} damage from {side}{detail}; {broken}."
        lead = "Yes" if battle.blocker_broken else "No"
        return f"{lead} — {blocker} takes {battle.to_blocker} damage from {side}{detail}; {broken}."
    if battle.order == "attack_first" and battle.blocker_broken:
        why = f"{side}'s First Strike damage breaks {blocker} before it deals any"
        if asked == "attacker_broken":
            return f"No — {side} is not broken: {why}."
        return f"{Side} takes 0 damage: {why}."
    survives = "it is broken" if battle.attacker_broken else "it survives"
    if battle.still_party:
        survives = (
            "its controller assigns it among the party's Forwards"
            if battle.attacker_broken is None
            else "however its controller assigns it among them, it breaks none"
        )
    if asked == "to_attacker":
        return f"{Side} takes {battle.to_attacker} damage from {blocker}; {survives}."
    lead = "Yes" if battle.attacker_broken else "No"
    return f"{lead} — {side} takes {battle.to_attacker} damage from {blocker}; {survives}."


def _changes(battle: Battle) -> list[str]:
    found = []
    if battle.still_party and battle.to_blocker:
        found.append("less if the damage were redirected or prevented")
    if battle.unable:
        found.append(f"more if {names(battle.unable)} could legally deal damage")
    return found
