"""gundam.trigger_order — several triggered effects at once: which resolves first, and who orders them?

Section 11-2 has one sentence on it, a Key Point of 【Burst】: "【Burst】 effects have priority over other
triggered effects (9-1-6-8)". The general ordering rules (9-1-6) are not in the bot's text, so who orders
simultaneous effects, and the order among Bursts or among other effects, are not covered.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

NOT_IN_TEXT = (
    "The general rules for ordering triggered effects (9-1-6) are not in the bot's text (section 11-2 only)"
)


class TriggerOrderAnswers(Answers):
    """What 11-2 decides about triggered effects that trigger at the same time."""

    first: Literal["burst"] | None = Field(
        default=None, description="Which resolves first: a 【Burst】 or another triggered effect?"
    )
    who_orders: Literal["you", "your_opponent"] | None = Field(
        default=None, description="Who chooses the order of the simultaneous effects?"
    )


class TriggerOrderScenario(ScenarioBase):
    """Triggered effects at the same time: does 【Burst】 go first; who orders them?"""

    answer_model = TriggerOrderAnswers
    topic: Literal["gundam.trigger_order"] = "gundam.trigger_order"
    bursts: Annotated[int, Field(ge=0, le=6)] = Field(
        default=1, description="【Burst】 effects triggering at the same time."
    )
    others: Annotated[int, Field(ge=0, le=10)] = Field(
        default=1,
        description="Other triggered effects (【Deploy】, 【Attack】, 【Destroyed】…) at that time.",
    )
    question: Literal["first", "who_orders"] = Field(
        default="first", description="first (a 【Burst】 or another?); who_orders (who picks the order)."
    )

    @model_validator(mode="after")
    def _several(self) -> Self:
        if self.bursts + self.others < 2:
            raise ValueError(
                "an order needs two or more triggered effects at the same time: bursts + others ≥ 2"
            )
        return self


def _count(count: int, one: str) -> str:
    return f"{count} {one}{'' if count == 1 else 's'}"


@topic(TriggerOrderScenario)
def decide_trigger_order(scenario: TriggerOrderScenario, reasoning: Reasoning) -> Verdict:
    bursts, others = scenario.bursts, scenario.others
    if scenario.question == "who_orders":
        rule(reasoning, "【Burst】 effects have priority over other triggered effects", True, Q.BURST_FIRST)
        raise NotCovered(
            f"{NOT_IN_TEXT}: it says only that 【Burst】 effects have priority over other triggered effects, "
            "not who chooses the order of effects that trigger at the same time."
        )
    if not bursts:
        rule(reasoning, "one of the effects is a 【Burst】, which would have priority", False, Q.BURST_FIRST)
        raise NotCovered(
            f"{NOT_IN_TEXT}: with no 【Burst】 among the {others} effects, the text cannot say which "
            "resolves first."
        )
    rule(
        reasoning,
        f"【Burst】 effects have priority over other triggered effects ({_count(bursts, 'Burst')}, "
        f"{_count(others, 'other')})",
        True,
        Q.BURST_FIRST,
    )
    among = (
        f"; the order among the {bursts} 【Burst】 effects is not in the bot's text (9-1-6)"
        if bursts > 1
        else ""
    )
    after = f", before the {_count(others, 'other triggered effect')}" if others else ""
    return reasoning.decided(
        TriggerOrderAnswers(first="burst"),
        f"Burst — 【Burst】 effects have priority over other triggered effects: a 【Burst】 resolves first"
        f"{after}{among}.",
        ["who orders the rest is not in the bot's text (9-1-6)"] if others > 1 or bursts > 1 else [],
    )
