"""fftcg.break — does this event count as breaking the card? (Break vs other ways into the Break Zone)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.fftcg import assumptions as A
from bot.engine.games.fftcg import quotes as Q
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

BreakEvent = Literal["break_effect", "damage", "cost", "put_into_break_zone", "rules_process", "discard"]

_EVENTS = {
    "cost": "paying a cost",
    "put_into_break_zone": "an effect that says “put into the Break Zone”",
    "rules_process": "a rules process",
}


class BreakAnswers(Answers):
    """What the Break text decides."""

    is_break: bool | None = Field(default=None, description="Does this count as breaking the card?")


class BreakScenario(ScenarioBase):
    """Does this count as "breaking" the card? (break vs cost, "put into the Break Zone", rules)"""

    answer_model = BreakAnswers
    topic: Literal["fftcg.break"] = "fftcg.break"
    event: BreakEvent = Field(
        description="How it reaches the Break Zone: break_effect, damage, cost, put_into_break_zone, …"
    )
    from_field: bool = Field(
        default=True, description="The card moves from the field (not from hand or deck)."
    )
    explicit: bool = Field(default=False, description="The text explicitly says this counts as breaking.")


@topic(BreakScenario)
def decide_break(scenario: BreakScenario, reasoning: Reasoning) -> Verdict:
    if scenario.event == "discard":
        reasoning.rule("discarding moves a card from the player's hand to the Break Zone", True, Q.DISCARD)
        reasoning.rule("a discarded card moves from a field, as breaking requires", False, Q.BREAK)
        return reasoning.decided(
            BreakAnswers(is_break=False),
            "No — discarding moves a card from hand to the Break Zone; breaking moves it from a field.",
        )
    if not reasoning.rule(
        "the card moves from a field to its owner's Break Zone", scenario.from_field, Q.BREAK
    ):
        return reasoning.decided(
            BreakAnswers(is_break=False),
            "No — to break a card means to move it from a field to its owner's Break Zone; this card "
            "isn't on a field.",
        )
    if scenario.event == "break_effect":
        reasoning.rule("an effect that breaks the card breaks it", True, Q.BREAK)
        return reasoning.decided(
            BreakAnswers(is_break=True), "Yes — it is broken: moved from the field to its owner's Break Zone."
        )
    if scenario.event == "damage":
        reasoning.assume("a Forward with damage of at least its power is broken", True, A.BREAK_AT_POWER)
        return reasoning.decided(
            BreakAnswers(is_break=True), "Yes — a Forward broken by damage counts as broken."
        )
    what = _EVENTS[scenario.event]
    if reasoning.rule(
        f"going to the Break Zone through {what} is explicitly written to count as breaking",
        scenario.explicit,
        Q.BREAK_OTHER_WAYS,
    ):
        return reasoning.decided(
            BreakAnswers(is_break=True),
            f"Yes — {what} counts as breaking here, because it is explicitly written.",
        )
    return reasoning.decided(
        BreakAnswers(is_break=False),
        f"No — a card put into the Break Zone through {what} is not treated as “breaking” unless it is "
        "explicitly written that it is.",
        ["yes if the text explicitly said it counts as breaking"],
    )
