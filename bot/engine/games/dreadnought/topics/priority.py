"""dreadnought.priority — who may act now in the Speed, Cast, Fast or Action Phase, and what ends it?"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.dreadnought.priority import (
    PHASE_NAMES,
    Faster,
    Passed,
    PriorityPhase,
    Side,
    check_passes,
    priority,
)
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict

_ACTIONS = {"speed": "Speed actions", "cast": "Cast actions", "fast": "Fast actions"}


class PriorityScenario(ScenarioBase):
    """Who may act now in the Speed, Cast, Fast or Action Phase, and when do the actions end?"""

    topic: Literal["dreadnought.priority"] = "dreadnought.priority"
    phase: PriorityPhase = Field(description="The phase now.")
    faster: Faster | None = Field(
        default=None,
        description="Who was faster: Speed Phase at the 1st speed comparison, later phases the 2nd.",
    )
    passed: Passed = Field(
        default="nobody", description="Who passed, in a row (Action Phase: since the last attack or ability)."
    )
    last_by: Side | None = Field(default=None, description="Action Phase: who did the last Action action.")

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        check_passes(self.phase, self.faster, self.passed, self.last_by)
        return self


@topic(PriorityScenario)
def decide_priority(scenario: PriorityScenario, reasoning: Reasoning) -> Verdict:
    found = priority(reasoning, scenario.phase, scenario.faster, scenario.passed, scenario.last_by)
    phase = PHASE_NAMES[scenario.phase]
    if found.over:
        return reasoning.decided(
            "No one", f"No one — both players have passed in {phase}, so its actions are over.", []
        )
    if scenario.phase == "action":
        how = (
            "may take one Action action now (attack, <Action> ability or pass), "
            "then priority passes to the other player"
        )
    else:
        how = f"may take {_ACTIONS[scenario.phase]} now, any number of times until passing"
    return reasoning.decided(found.who, f"{found.who} — {how} ({phase}).", found.would_change)
