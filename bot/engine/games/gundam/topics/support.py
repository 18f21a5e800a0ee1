"""gundam.support — <Support>: can the Unit use it now; can it choose itself; how much AP it gives
and the chosen Unit's AP. (13-1-3, 13-2-1-1, 10-3-1-1, 1-3-2-1)"""

from __future__ import annotations

from typing import ClassVar, Literal, Self

from pydantic import Field, field_validator, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.battle import fighter, keyword_amount
from bot.engine.games.gundam.cards import GundamCard, GundamCardInput
from bot.engine.games.gundam.printed import GundamScenario, Relevance, gundam_topic
from bot.engine.games.gundam.roles import SUPPORTED, a_kind, is_unit
from bot.engine.games.gundam.steps import rule
from bot.engine.games.gundam.timing import Moment, can_use
from bot.engine.reasoning import Reasoning
from bot.engine.registry import yes_to
from bot.engine.verdict import Answers, Verdict


class SupportAnswers(Answers):
    """What 13-1-3 decides."""

    can_support: bool | None = Field(default=None, description="Can it use <Support> now?")
    itself: bool | None = Field(default=None, description="Can it give the AP to itself?")
    amount: int | None = Field(default=None, description="How much AP does it give (copies added up)?")
    ap: int | None = Field(default=None, description="The chosen Unit's AP after <Support>?")


class SupportScenario(GundamScenario):
    """<Support>: usable now (timing, resting); not on itself; the AP it gives."""

    area: ClassVar[str] = "battle"
    role_names: ClassVar[dict[str, str]] = {"unit": "with <Support>", "target": "chosen"}
    answer_model = SupportAnswers
    topic: Literal["gundam.support"] = "gundam.support"
    unit: GundamCardInput = Field(
        description="The Unit with <Support>: Gm Support 2 (active unless written rested)"
    )
    question: Literal["can_support", "itself", "amount", "ap"] = Field(
        default="can_support", description="can_support; itself: on itself?; amount; ap: the chosen Unit's AP"
    )
    target: GundamCardInput | None = Field(
        default=None, description='ap: the other friendly Unit it chooses, e.g. "Rick Dom" or Zaku ap=3'
    )
    when: Moment = Field(default="main", description="can_support: the moment (main, block_step, …).")
    your_turn: bool = Field(default=True, description="can_support: it is your turn (default: yes).")
    deployed_this_turn: bool = Field(
        default=False, description="The Unit with <Support> was deployed this turn."
    )

    @field_validator("target")
    @classmethod
    def _target_is_a_unit(cls, card: GundamCard | None) -> GundamCard | None:
        """13-1-3-1: <Support> chooses “one other friendly unit”; no other card is ever chosen."""
        return SUPPORTED.refuse(card)

    @model_validator(mode="after")
    def _target_given(self) -> Self:
        if self.question == "ap" and self.target is None:
            raise ValueError("ap asks for the chosen Unit: give `target`")
        return self

    def untyped_defaults(self, verdict: Verdict | None = None) -> tuple[str, ...]:
        """`can_support` takes the Unit written neither rested nor active as active (10-3-1-1), the
        moment left out as your main phase (13-2-1-1), and another friendly Unit to choose when no
        `target` is given (10-3-3-1): the normal case, named on the first screen where a Yes rests on it
        (`yes_to`: each one wrong can only make it a No)."""
        if not yes_to(self, "can_support", verdict):
            return ()
        given = []
        if self.unit.rested is None:
            given.append(f"{self.unit.name} active")
        typed = self.model_fields_set
        moment = {
            (False, False): "your main phase",
            (True, False): "your turn",
            (False, True): "the main phase",
        }
        if "when" not in typed or "your_turn" not in typed:
            given.append(moment["when" in typed, "your_turn" in typed])
        if self.target is None:
            given.append("another friendly Unit to choose")
        return tuple(given)

    def printed_relevance(self) -> Relevance:
        """Using <Support> reaches no triggered event."""
        return Relevance(frozenset())


@gundam_topic(SupportScenario)
def decide_support(scenario: SupportScenario, reasoning: Reasoning) -> Verdict:
    unit = scenario.unit
    amount = keyword_amount(reasoning, unit, "<Support>")
    if amount == 0:
        rule(reasoning, f"{unit.name} has no <Support>", True, Q.SUPPORT)
        if scenario.question in ("amount", "ap"):
            return reasoning.decided(SupportAnswers(amount=0), f"0 — {unit.name} has no <Support>.")
        reasoning.decisive()
        return reasoning.decided(
            SupportAnswers(can_support=False, amount=0), f"No — {unit.name} has no <Support>."
        )
    if not is_unit(unit):
        raise NotCovered(
            f"{unit.name} is {a_kind(unit)} with <Support>: 13-1-3-1 writes <Support> for a Unit (“Rest "
            "this Unit：Choose one other friendly unit.”), and 1.7.0 doesn't say what it does on a card that "
            "isn't one.",
            "Not covered: 1.7.0 doesn't say what <Support> does on a card that isn't a Unit.",
        )
    asked = scenario.question
    if asked == "itself":
        rule(
            reasoning,
            f"{unit.name} itself can be chosen (<Support> chooses “one other friendly unit”)",
            False,
            Q.SUPPORT,
        )
        return reasoning.decided(
            SupportAnswers(itself=False, amount=amount),
            f"No — <Support> chooses one other friendly Unit: {unit.name} can't give the AP+{amount} to "
            f"itself.",
        )
    if asked == "amount":
        rule(reasoning, f"the chosen Unit gets AP+{amount} during this turn", True, Q.SUPPORT)
        return reasoning.decided(
            SupportAnswers(amount=amount),
            f"{amount} — {unit.name}'s <Support {amount}> gives one other friendly Unit AP+{amount} during "
            f"this turn.",
        )
    if asked == "ap":
        target = scenario.target
        assert target is not None
        rule(reasoning, f"{target.name} gets AP+{amount} during this turn", True, Q.SUPPORT)
        rule(reasoning, "that AP+ ends when the turn does (cleanup step)", True, Q.DURING_THIS_TURN_ENDS)
        # The AP+ counts before a negative AP becomes 0 (1-3-6: "… unless it will be modified by
        # another effect"): 3 − 5 + 2 is 0, not 2.
        chosen = fighter(reasoning, target, "chosen", hp=False, ap_also=((amount, f"<Support {amount}>"),))
        return reasoning.decided(
            SupportAnswers(ap=chosen.ap, amount=amount),
            f"{chosen.ap} — {target.name}'s AP with <Support {amount}>: {chosen.ap_shown}, during this turn.",
        )
    rule(reasoning, "<Support> is an 【Activate･Main】 effect: rest this Unit to use it", True, Q.SUPPORT)
    usable = can_use(reasoning, "activate_main", scenario.when, scenario.your_turn)
    if not usable.usable:
        reasoning.decisive()
        return reasoning.decided(
            SupportAnswers(can_support=False, amount=amount),
            f"No — <Support> is an 【Activate･Main】 effect, and {usable.problem}.",
            [f"usable if {usable.fix}"] if usable.fix else [],
        )
    rested = unit.rested is True
    if rested:
        rule(
            reasoning,
            f"{unit.name} is rested already: resting it again is not performed",
            True,
            Q.ALREADY_IN_STATE,
        )
        rule(reasoning, "its condition (rest this Unit) can be fulfilled", False, Q.CONDITIONS_MUST_BE_MET)
        reasoning.decisive()
        return reasoning.decided(
            SupportAnswers(can_support=False, amount=amount),
            f"No — {unit.name} is rested, and <Support> is used by resting it.",
            ["usable while it is active"],
        )
    state = "active" if unit.rested is False else "active (not written rested)"
    rule(reasoning, f"{unit.name} can be rested to pay for it: it is {state}", True, Q.CONDITIONS_MUST_BE_MET)
    if scenario.deployed_this_turn:
        rule(
            reasoning,
            f"being deployed this turn stops {unit.name} using <Support> (the turn it is deployed, a Unit "
            "can't attack; <Support> rests it without attacking)",
            False,
            Q.NEW_UNIT_CANT_ATTACK,
        )
    return reasoning.decided(
        SupportAnswers(can_support=True, amount=amount),
        f"Yes — {unit.name} can rest to give one other friendly Unit AP+{amount} during this turn.",
        [
            "not during a battle (from the attack step on), nor while it is rested",
            "not without another friendly Unit to choose (10-3-3-1)",
        ],
    )
