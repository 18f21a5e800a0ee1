"""gundam.timing — can this 【Activate･Main】/【Activate･Action】 effect or 【Main】/【Action】 Command
be used now? (13-2-1 to 13-2-4, 9)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.gundam.printed import GundamScenario, gundam_topic
from bot.engine.games.gundam.timing import (
    EFFECT_NAMES,
    Effect,
    Moment,
    action_step,
    can_use,
    describe,
    usable_or_not_covered,
)
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict


class TimingAnswers(Answers):
    """What 13-2-1 … 13-2-4 and 9 decide about timing."""

    usable: bool | None = Field(default=None, description="Can this effect be used now?")
    action_step: bool | None = Field(default=None, description="Is it an action step now?")


class TimingScenario(GundamScenario):
    """Can this be used now? 【Activate･Main】, 【Activate･Action】, 【Main】, 【Action】 timing."""

    answer_model = TimingAnswers
    topic: Literal["gundam.timing"] = "gundam.timing"
    effect: Effect = Field(
        description="activate_main, activate_action, main / action (Command), main_and_action (both)."
    )
    when: Moment = Field(
        description="Now: main (no Unit attacking), attack/block/battle_action step, end_action_step, end…"
    )
    question: Literal["usable", "action_step"] = Field(
        default="usable", description="usable (this effect, now); action_step (is it one now?)."
    )
    your_turn: bool = Field(default=True, description="It is your turn (default: yes).")


@gundam_topic(TimingScenario)
def decide_timing(scenario: TimingScenario, reasoning: Reasoning) -> Verdict:
    name = EFFECT_NAMES[scenario.effect]
    if scenario.question == "action_step":
        now = describe(scenario.when, scenario.your_turn)
        held = action_step(reasoning, scenario.when, scenario.your_turn)
        if held:
            return reasoning.decided(
                TimingAnswers(action_step=True),
                f"Yes — it is an action step ({now}): 【Action】 Commands and 【Activate･Action】 effects, "
                "no pairing.",
            )
        return reasoning.decided(
            TimingAnswers(action_step=False),
            f"No — it is not an action step ({now}); those come after the block step of a Unit attack and "
            "in the end phase.",
        )
    usability = can_use(reasoning, scenario.effect, scenario.when, scenario.your_turn)
    now = describe(scenario.when, scenario.your_turn)
    if not usable_or_not_covered(usability):
        return reasoning.decided(
            TimingAnswers(usable=False),
            f"No — {name} can't be used now ({now}): {usability.problem}.",
            [f"yes if {usability.fix}"],
        )
    how = f" ({'; '.join(usability.notes)})" if usability.notes else ""
    return reasoning.decided(
        TimingAnswers(usable=True),
        f"Yes — {name} can be used now ({now}){how}. Timing only: costs and conditions are not checked.",
        ["not outside the moments its keyword names"],
    )
