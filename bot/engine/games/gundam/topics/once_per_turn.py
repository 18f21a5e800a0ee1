"""gundam.once_per_turn — how many activations do N copies allow; is this one allowed? (13-2-13)"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.printed import GundamScenario, gundam_topic
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict

Used = Literal["no", "this_turn", "previous_turn"]


class OncePerTurnAnswers(Answers):
    """What 13-2-13 decides."""

    allowed: bool | None = Field(default=None, description="May this Unit/Base activate it now?")
    total: int | None = Field(default=None, description="How many activations do the copies allow this turn?")


class OncePerTurnScenario(GundamScenario):
    """【Once per Turn】: may this Unit or Base activate it now; how many activations do N copies allow?"""

    answer_model = OncePerTurnAnswers
    topic: Literal["gundam.once_per_turn"] = "gundam.once_per_turn"
    question: Literal["allowed", "total"] = Field(
        default="allowed",
        description="allowed: may this Unit/Base activate it now? total: activations this turn.",
    )
    copies: Annotated[int, Field(ge=1, le=20)] = Field(
        default=1,
        description="Your Units/Bases with a copy of the same 【Once per Turn】 effect (this one too).",
    )
    this_used: Used = Field(
        default="no", description="This Unit/Base already activated its copy: no, this_turn, previous_turn."
    )
    others_used: Annotated[int, Field(ge=0, le=19)] = Field(
        default=0, description="How many of the other copies were already activated this turn."
    )

    @model_validator(mode="after")
    def _counts_fit(self) -> Self:
        if self.others_used > self.copies - 1:
            raise ValueError(
                f"others_used={self.others_used} but only {self.copies - 1} other Unit(s)/Base(s) have a copy"
            )
        return self


def _count(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


@gundam_topic(OncePerTurnScenario)
def decide_once_per_turn(scenario: OncePerTurnScenario, reasoning: Reasoning) -> Verdict:
    copies = scenario.copies
    used_here = scenario.this_used == "this_turn"
    left = copies - scenario.others_used - (1 if used_here else 0)
    if scenario.question == "total":
        rule(
            reasoning,
            "each 【Once per Turn】 effect can be activated one time during a turn",
            True,
            Q.ONCE_PER_TURN,
        )
        if copies > 1:
            rule(
                reasoning,
                f"each of the {copies} cards with a copy can activate it one time: {copies} activations",
                True,
                Q.ONCE_EACH_COPY,
            )
        return reasoning.decided(
            OncePerTurnAnswers(total=copies),
            f"{copies} — {_count(copies, 'activation', 'activations')} this turn, one per Unit or Base "
            f"with a copy ({left} still unused).",
            ["counted per Unit or Base, not per effect name; the count resets each turn"],
        )
    problems = []
    rule(
        reasoning,
        "each 【Once per Turn】 effect can be activated one time during a turn",
        True,
        Q.ONCE_PER_TURN,
    )
    if scenario.this_used == "previous_turn":
        rule(reasoning, "an activation in a previous turn counts against this turn", False, Q.ONCE_PER_TURN)
    if not rule(
        reasoning, "this Unit or Base's copy is still unused this turn", not used_here, Q.ONCE_PER_TURN
    ):
        problems.append("this Unit or Base already activated it this turn")
    if scenario.others_used:
        rule(
            reasoning,
            f"the {_count(scenario.others_used, 'other copy', 'other copies')} activated this turn "
            "use up this one's activation",
            False,
            Q.ONCE_EACH_COPY,
        )
    if problems:
        return reasoning.decided(
            OncePerTurnAnswers(allowed=False),
            f"No — {problems[0]}; it can be activated again next turn.",
            ["allowed again from the next turn"],
        )
    others = (
        f"; {_count(left - 1, 'other copy', 'other copies')} can still be activated too" if left > 1 else ""
    )
    return reasoning.decided(
        OncePerTurnAnswers(allowed=True),
        f"Yes — this Unit or Base can activate its 【Once per Turn】 effect (once this turn){others}.",
        ["not if this Unit or Base already activated it this turn"],
    )
