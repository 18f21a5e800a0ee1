"""gundam.damage — an attack on a Unit: the battle damage each side deals and takes (AP, HP, Pilots,
"AP+3 during this battle"), destroyed or not, <First Strike>'s order, <Breach> after it.

(5-5-5, 8-5-3, 13-1-5, 13-1-2)"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal, Self

from pydantic import Field, field_validator, model_validator

from bot.engine.games.gundam.battle import Exchange, Fighter, breach, exchange, fighter, shield_area
from bot.engine.games.gundam.cards import GundamCard, GundamCardInput
from bot.engine.games.gundam.printed import GundamScenario, Relevance, gundam_topic
from bot.engine.games.gundam.roles import ATTACKER, BATTLED
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict

DamageQuestion = Literal[
    "attacker_takes", "target_takes", "attacker_destroyed", "target_destroyed", "first", "breach", "breach_to"
]


class DamageAnswers(Answers):
    """What the damage step (8-5-3) and <Breach> (13-1-2) decide."""

    attacker_takes: int | None = Field(
        default=None, description="How much battle damage does the attacker take?"
    )
    target_takes: int | None = Field(
        default=None, description="How much battle damage does the attacked Unit take?"
    )
    attacker_destroyed: bool | None = Field(default=None, description="Is the attacking Unit destroyed?")
    target_destroyed: bool | None = Field(default=None, description="Is the attacked Unit destroyed?")
    first: Literal["simultaneous", "attacker"] | None = Field(
        default=None, description="Who deals battle damage first? (<First Strike>)"
    )
    breach: int | None = Field(
        default=None, description="How much damage does <Breach> deal to the shield area?"
    )
    breach_to: Literal["base", "shield", "nothing"] | None = Field(
        default=None, description="What does <Breach> damage: their Base, top Shield, or nothing?"
    )


class DamageScenario(GundamScenario):
    """An attack on a Unit: damage each side takes, destroyed or not, <First Strike>, <Breach>."""

    area: ClassVar[str] = "battle"
    role_names: ClassVar[dict[str, str]] = {
        "attacker": "attacking",
        "target": "attacked",
        "attacker_pilot": "the attacker's Pilot",
        "target_pilot": "the attacked Unit's Pilot",
        "base": "their Base",
    }
    answer_model = DamageAnswers
    topic: Literal["gundam.damage"] = "gundam.damage"
    attacker: GundamCardInput = Field(
        description='The attacking Unit: "Rick Dom", or Zaku ap=3 hp=2 AP+3 "First Strike"'
    )
    target: GundamCardInput = Field(
        description='The Unit it battles (attacked or blocking): "Gundam Lfrith", or Gm ap=2 hp=3 damage=1'
    )
    question: DamageQuestion = Field(
        default="target_destroyed",
        description="attacker_takes/target_takes; attacker_/target_destroyed; first; breach, breach_to",
    )
    attacker_pilot: GundamCardInput | None = Field(
        default=None, description="The attacker's paired Pilot (adds its AP/HP)."
    )
    target_pilot: GundamCardInput | None = Field(
        default=None, description="The attacked Unit's paired Pilot."
    )
    shields: Annotated[int, Field(ge=0, le=50)] | None = Field(
        default=None, description="<Breach>: how many Shields the attacked Unit's player has."
    )
    base: GundamCardInput | None = Field(
        default=None, description='<Breach>: their Base, e.g. "EX Base" damage=1; left out: none'
    )

    @field_validator("attacker")
    @classmethod
    def _attacker_is_a_unit(cls, card: GundamCard) -> GundamCard | None:
        """3-2-3: only Units attack; a battle with another card attacking is never reached."""
        return ATTACKER.refuse(card)

    @field_validator("target")
    @classmethod
    def _target_is_a_unit(cls, card: GundamCard) -> GundamCard | None:
        """The Unit attacked (8-2-1) or blocking (8-3-1); a Base is the shields check's (8-5-2-4)."""
        return BATTLED.refuse(card)

    @model_validator(mode="after")
    def _breach_inputs(self) -> Self:
        if self.question in ("breach", "breach_to") and self.shields is None:
            raise ValueError("breach needs their shield area: shields=N (and base=… if they have a Base)")
        return self

    def printed_relevance(self) -> Relevance:
        """【Attack】 effects resolve before the damage step (8-2-2); 【Destroyed】 effects follow a
        destruction: either could change what this battle does."""
        return Relevance(frozenset({"attack", "destroyed"}))


def _answers(result: Exchange) -> dict[str, object]:
    found: dict[str, object] = {
        "attacker_takes": result.attacker_takes,
        "target_takes": result.target_takes,
        "first": result.first,
    }
    for side in ("attacker", "target"):
        destroyed = getattr(result, f"{side}_destroyed")
        if destroyed is not None:
            found[f"{side}_destroyed"] = destroyed
    return found


def _fate(unit: Fighter, destroyed: bool | None) -> str:
    return f"{unit.name} is destroyed" if destroyed else f"{unit.name} survives ({unit.hp} HP)"


def _headline(asked: str, attacker: Fighter, target: Fighter, result: Exchange) -> str:
    took = f"{attacker.name} takes {result.attacker_takes}, {target.name} takes {result.target_takes}"
    if asked == "attacker_takes":
        taken = result.attacker_takes
        return f"{taken} — {attacker.name} takes {taken} battle damage from {target.name}."
    if asked == "target_takes":
        taken = result.target_takes
        return f"{taken} — {target.name} takes {taken} battle damage from {attacker.name}."
    if asked == "attacker_destroyed":
        yes = "Yes" if result.attacker_destroyed else "No"
        return f"{yes} — {_fate(attacker, result.attacker_destroyed)}: {took}."
    if asked == "first":
        if result.first == "attacker":
            return f"Attacker — {attacker.name} deals its battle damage first (<First Strike>): {took}."
        return f"Simultaneous — both deal battle damage at the same time: {took}."
    yes = "Yes" if result.target_destroyed else "No"
    return f"{yes} — {_fate(target, result.target_destroyed)}: {took}."


_ABOUT: dict[str, Literal["attacker", "target"]] = {
    "attacker_takes": "attacker",
    "attacker_destroyed": "attacker",
}
_FATES: dict[str, tuple[Literal["attacker", "target"], ...]] = {
    "attacker_destroyed": ("attacker",),
    "target_destroyed": ("target",),
    "breach": ("attacker", "target"),
    "breach_to": ("attacker", "target"),
}


@gundam_topic(DamageScenario)
def decide_damage(scenario: DamageScenario, reasoning: Reasoning) -> Verdict:
    attacker = fighter(reasoning, scenario.attacker, "attacking", scenario.attacker_pilot)
    target = fighter(reasoning, scenario.target, "attacked", scenario.target_pilot)
    asked = reasoning.question
    result = exchange(
        reasoning, attacker, target, about=_ABOUT.get(asked, "target"), fates=_FATES.get(asked, ())
    )
    answers = _answers(result)
    changes = (
        []
        if result.first == "attacker"
        else [f"with <First Strike>, {attacker.name} would deal its damage first"]
    )
    if asked in ("breach", "breach_to"):
        area = shield_area(reasoning, scenario.shields, scenario.base)
        hit = breach(reasoning, attacker, target, result, area)
        answers |= {"breach": hit.amount, "breach_to": hit.to}
        if hit.to == "nothing":
            why = (
                f"{attacker.name} has no <Breach>"
                if not attacker.has("<Breach>")
                else f"{target.name} isn't destroyed"
                if not result.target_destroyed
                else "they have neither a Base nor a Shield"
            )
            words = "Nothing" if asked == "breach_to" else "0"
            headline = f"{words} — <Breach> deals no damage: {why}."
        else:
            where = "their Base" if hit.to == "base" else "their top Shield"
            fate = " and destroys it" if hit.destroys else ""
            lead = f"{hit.amount}" if asked == "breach" else ("Base" if hit.to == "base" else "Shield")
            headline = f"{lead} — <Breach> deals {hit.amount} damage to {where}{fate}."
        return reasoning.decided(DamageAnswers.model_validate(answers), headline, changes)
    step = result.attacker_step if asked == "attacker_destroyed" else result.target_step
    if answers.get(asked) is False and step is not None:
        reasoning.decisive(len(reasoning.steps) - step)
    return reasoning.decided(
        DamageAnswers.model_validate(answers), _headline(asked, attacker, target, result), changes
    )
