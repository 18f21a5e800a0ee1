"""gundam.trigger_order — several triggered effects at once: which resolves first, and who orders them?

10-1-6 decides it: a 【Burst】 goes before all others (10-1-6-8); a player resolves their own
simultaneous effects in the order they decide (10-1-6-5); with both players' effects, the active
player's resolve first (10-1-6-6). Two Bursts revealed together by <Suppression> are ordered by their
owner (13-1-7-4). The older 11-2 text had only the first of these, as a Key Point.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.printed import GundamScenario, gundam_topic
from bot.engine.games.gundam.steps import changed, rule
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict

NOT_COVERED_BEFORE = "the older text left this open"


class TriggerOrderAnswers(Answers):
    """What 10-1-6 decides about triggered effects that trigger at the same time."""

    first: Literal["burst", "your_choice"] | None = Field(
        default=None,
        description="Which resolves first: a 【Burst】, "
        "or the one its player chooses (no 【Burst】 among them)?",
    )
    who_orders: Literal["you", "your_opponent"] | None = Field(
        default=None, description="Who chooses the order of the simultaneous effects?"
    )


class TriggerOrderScenario(GundamScenario):
    """Triggered effects at the same time: does 【Burst】 go first; who orders them?"""

    answer_model = TriggerOrderAnswers
    topic: Literal["gundam.trigger_order"] = "gundam.trigger_order"
    bursts: Annotated[int, Field(ge=0, le=6)] = Field(
        description="【Burst】 effects triggering at the same time (0 if none)."
    )
    others: Annotated[int, Field(ge=0, le=10)] = Field(
        description="Other triggered effects (【Deploy】, 【Attack】, 【Destroyed】…) then (0 if none).",
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


BOTH_PLAYERS = "effects of both players: all of the active player's resolve first (10-1-6-6)"


@gundam_topic(TriggerOrderScenario)
def decide_trigger_order(scenario: TriggerOrderScenario, reasoning: Reasoning) -> Verdict:
    bursts, others = scenario.bursts, scenario.others
    if scenario.question == "who_orders":
        changed(
            reasoning,
            "when several of your effects trigger at once, you resolve them in the order you decide",
            True,
            Q.YOU_ORDER_YOURS,
            NOT_COVERED_BEFORE,
        )
        if bursts:
            rule(reasoning, "a 【Burst】 among them still resolves first", True, Q.BURST_FIRST)
        return reasoning.decided(
            TriggerOrderAnswers(who_orders="you"),
            "You — the player whose effects they are resolves them in the order they decide"
            + (" (a 【Burst】 first)." if bursts else "."),
            [BOTH_PLAYERS],
        )
    if not bursts:
        rule(reasoning, "one of the effects is a 【Burst】, which would go first", False, Q.BURST_FIRST)
        changed(
            reasoning,
            f"the {others} effects trigger at once, and their player resolves them in the order they decide",
            True,
            Q.YOU_ORDER_YOURS,
            NOT_COVERED_BEFORE,
        )
        return reasoning.decided(
            TriggerOrderAnswers(first="your_choice", who_orders="you"),
            f"Your choice — with no 【Burst】 among the {others} effects, you resolve them in the order you "
            "decide (you are their player).",
            [BOTH_PLAYERS, "a 【Burst】 among them would resolve first (10-1-6-8)"],
        )
    rule(
        reasoning,
        f"a 【Burst】 has priority over all other triggered effects ({_count(bursts, 'Burst')}, "
        f"{_count(others, 'other')})",
        True,
        Q.BURST_FIRST,
    )
    among = ""
    if bursts > 1:
        changed(
            reasoning,
            f"the owner orders the {bursts} 【Burst】 effects revealed together",
            True,
            Q.BURSTS_OWNER_ORDERS,
            NOT_COVERED_BEFORE,
        )
        among = f"; their owner chooses the order of the {bursts} 【Burst】 effects"
    after = f", before the {_count(others, 'other triggered effect')}" if others else ""
    return reasoning.decided(
        TriggerOrderAnswers(first="burst"),
        f"Burst — a 【Burst】 has priority over all other triggered effects: "
        f"it resolves first{after}{among}.",
        ["the rest: each player orders their own; the active player's first (10-1-6-5, 10-1-6-6)"]
        if others > 1
        else [],
    )
