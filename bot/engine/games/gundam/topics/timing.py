"""gundam.timing — can this 【Activate･Main】/【Activate･Action】 effect or 【Main】/【Action】 Command
be used now? (11-2-1 to 11-2-4)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.gundam.timing import (
    EFFECT_NAMES,
    Effect,
    Moment,
    can_use,
    describe,
    usable_or_not_covered,
)
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class TimingScenario(ScenarioBase):
    """Can this be used now? 【Activate･Main】, 【Activate･Action】, 【Main】, 【Action】 timing."""

    topic: Literal["gundam.timing"] = "gundam.timing"
    effect: Effect = Field(
        description="activate_main, activate_action, main / action (Command), main_and_action (both)."
    )
    when: Moment = Field(
        description="Now: main (no Unit attacking), attack/block/battle_action step, end_action_step, end…"
    )
    your_turn: bool = Field(default=True, description="It is your turn (default: yes).")


@topic(TimingScenario)
def decide_timing(scenario: TimingScenario, reasoning: Reasoning) -> Verdict:
    name = EFFECT_NAMES[scenario.effect]
    usability = can_use(reasoning, scenario.effect, scenario.when, scenario.your_turn)
    now = describe(scenario.when, scenario.your_turn)
    if not usable_or_not_covered(usability):
        return reasoning.decided(
            False,
            f"No — {name} can't be used now ({now}): {usability.problem}.",
            [f"yes if {usability.fix}"],
        )
    how = f" ({'; '.join(usability.notes)})" if usability.notes else ""
    return reasoning.decided(
        True,
        f"Yes — {name} can be used now ({now}){how}. Timing only: costs and conditions are not checked.",
        ["not outside the moments its keyword names"],
    )
