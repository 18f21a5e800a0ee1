"""gundam.trigger — does 【Deploy】/【Attack】/【Destroyed】/【Burst】/【When Paired】 trigger?

(11-2-5 to 11-2-9)"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.gundam.cards import GundamCardInput
from bot.engine.games.gundam.pairing import check_inputs
from bot.engine.games.gundam.triggers import EVENTS, KEYWORD_NAMES, Event, TriggerKeyword, fires
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class TriggerScenario(ScenarioBase):
    """Does it trigger? 【Deploy】, 【Attack】, 【Destroyed】, 【Burst】, 【When Paired】."""

    topic: Literal["gundam.trigger"] = "gundam.trigger"
    keyword: TriggerKeyword = Field(description="The card's triggered effect.")
    event: Event = Field(description="What happened to the card with that effect.")
    pilot: GundamCardInput | None = Field(
        default=None, description='When Paired: the paired Pilot, e.g. "Amuro Ray" traits="White Base Team"'
    )
    unit: GundamCardInput | None = Field(
        default=None, description='When Paired: the Unit and its qualification, e.g. Gundam qual="Amuro Ray"'
    )

    @model_validator(mode="after")
    def _pairing_given(self) -> Self:
        if self.keyword == "when_paired" and self.event == "pilot_paired":
            check_inputs(self.pilot, self.unit)
        return self


@topic(TriggerScenario)
def decide_trigger(scenario: TriggerScenario, reasoning: Reasoning) -> Verdict:
    name = KEYWORD_NAMES[scenario.keyword]
    qualification = scenario.unit.qual if scenario.unit is not None else None
    firing = fires(reasoning, scenario.keyword, scenario.event, scenario.pilot, qualification)
    happened = EVENTS[scenario.event]
    if scenario.pilot is not None and scenario.event == "pilot_paired":
        happened = happened.replace("a Pilot", scenario.pilot.name)
    if not firing.triggers:
        return reasoning.decided(False, f"No — {name} doesn't trigger when {happened}.", firing.would_change)
    extra = f": {'; '.join(firing.notes)}" if firing.notes else ""
    return reasoning.decided(True, f"Yes — {name} triggers when {happened}{extra}.", firing.would_change)
