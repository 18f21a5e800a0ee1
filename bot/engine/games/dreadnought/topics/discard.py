"""dreadnought.discard — can this unit be discarded? (cast on the previous turn: yes; this turn: no)"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.dreadnought import quotes as Q
from bot.engine.games.dreadnought.battle_area import decides_if, not_covered, outside_cast_phase, whole_scope
from bot.engine.games.dreadnought.cards import DreadnoughtUnitInput
from bot.engine.games.dreadnought.priority import Phase
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict


class DiscardAnswers(Answers):
    """What Discard units decides."""

    allowed: bool | None = Field(default=None, description="Can this unit be discarded now?")
    how_many: Literal["any_number"] | None = Field(
        default=None, description="How many units cast on the previous turn may be discarded?"
    )


class DiscardScenario(ScenarioBase):
    """Can this unit be discarded (a Cast action)? Cast on the previous turn: yes; this turn: no."""

    answer_model = DiscardAnswers
    topic: Literal["dreadnought.discard"] = "dreadnought.discard"
    unit: DreadnoughtUnitInput = Field(
        description="The unit, with the turn you cast it: Golem cast=previous."
    )
    question: Literal["allowed", "how_many"] = Field(
        default="allowed", description="allowed (this unit, now); how_many (units of the previous turn)."
    )
    phase: Phase = Field(default="cast", description="The phase now (default: the Cast Phase).")
    in_battle_area: bool = Field(default=True, description="The unit is in your Battle Area.")

    @model_validator(mode="after")
    def _cast_turn_given(self) -> Self:
        """Only where it can change the answer: outside your Battle Area the answer is No whenever the
        unit was cast. Outside the Cast Phase it still can change `allowed`: cast this turn, No; else
        not covered. (`how_many` has always asked for it in the Cast Phase alone.)"""
        if (
            self.unit.cast_turn is None
            and self.in_battle_area
            and (self.phase == "cast" or self.question == "allowed")
        ):
            raise ValueError("give the turn you cast the unit: cast=this, cast=previous or cast=earlier")
        return self


@topic(DiscardScenario)
def decide_discard(scenario: DiscardScenario, reasoning: Reasoning) -> Verdict:
    unit = scenario.unit
    if scenario.question == "how_many":
        reasoning.rule(
            "any number of units you cast on the previous turn may be discarded",
            True,
            Q.DISCARD_PREVIOUS_TURN,
        )
        return reasoning.decided(
            DiscardAnswers(how_many="any_number"),
            "Any number — you may discard any number of the units you cast on the previous turn.",
            ["never a unit cast during the same turn"],
        )
    problems: list[str] = []
    outside = outside_cast_phase(reasoning, "discard units", scenario.phase)
    if not scenario.in_battle_area:
        whole_scope(reasoning, "Discard units", "a unit is discarded from")
    if not reasoning.rule(
        f"{unit.label} is in your Battle Area", scenario.in_battle_area, Q.DISCARD_PREVIOUS_TURN
    ):
        problems.append("it isn't in your Battle Area")
        decides_if(outside, reasoning)
    if unit.cast_turn == "this":
        reasoning.rule(f"{unit.label} was cast during this same turn", True, Q.DISCARD_NOT_SAME_TURN)
        problems.append("it was cast this turn, and units cast during the same turn can't be discarded")
        decides_if(outside, reasoning)
    elif unit.cast_turn == "previous":
        reasoning.rule(f"{unit.label} was cast on the previous turn", True, Q.DISCARD_PREVIOUS_TURN)
    if problems:
        return reasoning.decided(
            DiscardAnswers(allowed=False),
            f"No — {unit.name} can't be discarded now: {'; '.join(problems)}.",
            [],
        )
    if unit.cast_turn == "earlier":
        reasoning.rule(f"{unit.label} was cast on the previous turn", False, Q.DISCARD_PREVIOUS_TURN)
        raise not_covered(
            outside,
            "The text lets you discard units you cast on the previous turn and forbids units cast during the "
            "same turn; it says nothing about units cast before the previous turn.",
        )
    if unit.dummy:
        reasoning.rule("all dummies are discarded during the End Phase", True, Q.DUMMY_DISCARDED)
        raise not_covered(
            outside,
            "All dummies are discarded during the End Phase, so a dummy cast on the previous turn should not "
            "still be in your Battle Area; the text doesn't cover discarding one.",
        )
    if outside is not None:
        raise NotCovered(outside)
    return reasoning.decided(
        DiscardAnswers(allowed=True, how_many="any_number"),
        f"Yes — {unit.name} was cast on the previous turn, so it can be discarded "
        "(any number of such units).",
        ["not a unit cast this turn"],
    )
