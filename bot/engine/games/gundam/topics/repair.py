"""gundam.repair — <Repair> at the end of the turn: how much HP the Unit recovers, the damage left,
copies added up. (13-1-1, 5-6, 7-6-4-1)"""

from __future__ import annotations

from typing import ClassVar, Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.battle import keyword_amount
from bot.engine.games.gundam.cards import GundamCardInput
from bot.engine.games.gundam.printed import GundamScenario, Relevance, gundam_topic
from bot.engine.games.gundam.roles import PAIRED, a_kind, is_unit
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict


class RepairAnswers(Answers):
    """What 13-1-1 and 5-6 decide at the end of a turn."""

    recovers: int | None = Field(
        default=None, description="How much HP does it recover at the end of the turn?"
    )
    damage_left: int | None = Field(default=None, description="How much damage is left on it afterwards?")
    amount: int | None = Field(default=None, description="What is its <Repair> amount, copies added up?")


class RepairScenario(GundamScenario):
    """<Repair> at the end of your turn: HP recovered, damage left, copies added up."""

    area: ClassVar[str] = "battle"
    role_names: ClassVar[dict[str, str]] = {"unit": "with <Repair>", "pilot": "its Pilot"}
    answer_model = RepairAnswers
    topic: Literal["gundam.repair"] = "gundam.repair"
    unit: GundamCardInput = Field(
        description='The Unit: "Stark Jegan" damage=2, or Gm Repair 1 Repair 2 damage=3'
    )
    question: Literal["recovers", "damage_left", "amount"] = Field(
        default="recovers",
        description="recovers: HP recovered; damage_left; amount: <Repair> copies added up",
    )
    your_turn: bool = Field(default=True, description="The turn ending is its controller's (default: yes).")
    pilot: GundamCardInput | None = Field(
        default=None, description="Its paired Pilot (gives <Repair> it prints)."
    )

    @model_validator(mode="after")
    def _damage_given(self) -> Self:
        if self.pilot is not None:
            problem = PAIRED.refusal(self.unit)
            if problem is not None:
                raise ValueError(f"unit: {problem}")
        if self.question != "amount" and self.unit.damage is None:
            raise ValueError(f"give the damage on {self.unit.name}: damage=N (0 for none)")
        return self

    def printed_relevance(self) -> Relevance:
        """The end step reaches no 【Deploy】, 【Attack】, 【Destroyed】 or pairing trigger."""
        return Relevance(frozenset())


@gundam_topic(RepairScenario)
def decide_repair(scenario: RepairScenario, reasoning: Reasoning) -> Verdict:
    unit = scenario.unit
    extra = (scenario.pilot,) if scenario.pilot is not None else ()
    if scenario.pilot is not None and any(k.name == "<Repair>" for k in scenario.pilot.keywords):
        rule(
            reasoning,
            f"{unit.name} gains {scenario.pilot.name}'s <Repair> while paired",
            True,
            Q.PILOT_TEXT_BELOW,
        )
    amount = keyword_amount(reasoning, unit, "<Repair>", extra)
    damage = unit.damage or 0
    if amount == 0:
        rule(reasoning, f"{unit.name} has no <Repair>", True, Q.REPAIR)
        shown = damage if reasoning.question == "damage_left" else 0
        recovers = 0 if unit.damage is not None else None  # asked alone, it needs the damage given
        return reasoning.decided(
            RepairAnswers(recovers=recovers, damage_left=unit.damage, amount=0),
            f"{shown} — {unit.name} has no <Repair>, so it recovers nothing at the end of the turn.",
        )
    if not is_unit(unit):
        raise NotCovered(
            f"{unit.name} is {a_kind(unit)} with <Repair>: 13-1-1-1 writes <Repair> for a Unit (“At the "
            "end of your turn, this Unit recovers (amount) HP.”), and 1.7.0 doesn't say what it does on a "
            "card that isn't one.",
            "Not covered: 1.7.0 doesn't say what <Repair> does on a card that isn't a Unit.",
        )
    rule(reasoning, f"{unit.name} has <Repair {amount}>", True, Q.REPAIR)
    if scenario.question == "amount":
        return reasoning.decided(
            RepairAnswers(amount=amount), f"{amount} — {unit.name} has <Repair {amount}>."
        )
    rule(reasoning, "“at the end of the turn” effects activate in the end step", True, Q.END_OF_TURN_EFFECTS)
    if not scenario.your_turn:
        rule(
            reasoning,
            f"it is the end of the opponent's turn, not of {unit.name}'s player's (“your turn”)",
            True,
            Q.REPAIR,
        )
        return reasoning.decided(
            RepairAnswers(recovers=0, damage_left=damage, amount=amount),
            f"{0 if reasoning.question == 'recovers' else damage} — <Repair> acts only at the end of its own "
            f"player's turn; {unit.name} keeps its {damage} damage now.",
            ["at the end of its own player's turn it recovers"],
        )
    rule(reasoning, f"it is the end of {unit.name}'s player's turn (“your turn”)", True, Q.REPAIR)
    if damage == 0:
        rule(
            reasoning,
            f"{unit.name} has received no damage: it can't recover HP",
            True,
            Q.NO_DAMAGE_NO_RECOVERY,
        )
        return reasoning.decided(
            RepairAnswers(recovers=0, damage_left=0, amount=amount),
            f"0 — {unit.name} has no damage, so it recovers nothing.",
        )
    recovered = min(amount, damage)
    if amount > damage:
        rule(
            reasoning,
            f"<Repair {amount}> exceeds its {damage} damage: all its counters are removed, its HP doesn't "
            f"go higher",
            True,
            Q.RECOVERY_CAPPED,
        )
    else:
        counters = "damage counter is" if amount == 1 else "damage counters are"
        rule(reasoning, f"{amount} {counters} removed from {unit.name}", True, Q.RECOVERY_REMOVES_COUNTERS)
    left = damage - recovered
    answers = RepairAnswers(recovers=recovered, damage_left=left, amount=amount)
    if scenario.question == "damage_left":
        return reasoning.decided(
            answers,
            f"{left} — {unit.name} recovers {recovered} HP at the end of your turn: {left} damage is left.",
        )
    return reasoning.decided(
        answers,
        f"{recovered} — {unit.name} recovers {recovered} HP at the end of your turn (end step); {left} "
        f"damage left.",
        ["nothing at the end of the opponent's turn"],
    )
