"""gundam.pilot — does a Pilot meet 【(qualifications) Pilot】; is 【During Pair】 active; can it pair now?"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCardInput, Qualification
from bot.engine.games.gundam.pairing import can_pair_now, check_inputs, meets
from bot.engine.games.gundam.steps import rule
from bot.engine.games.gundam.timing import Moment, describe
from bot.engine.games.gundam.triggers import fires
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict

PilotQuestion = Literal["qualifies", "during_pair", "when_paired", "pair_now"]


class PilotScenario(ScenarioBase):
    """Pilots: meeting 【(qualifications) Pilot】, 【During Pair】, 【When Paired】, pairing now."""

    topic: Literal["gundam.pilot"] = "gundam.pilot"
    pilot: GundamCardInput = Field(
        description='The Pilot, e.g. "Amuro Ray" traits="Earth Federation,White Base Team"'
    )
    unit: GundamCardInput = Field(
        description='The Unit, with its qualification: qual=any, qual="Amuro Ray", qual="(Trait)"'
    )
    question: PilotQuestion = Field(
        default="qualifies",
        description="qualifies; during_pair (active?); when_paired (triggers?); pair_now.",
    )
    paired: bool = Field(default=True, description="during_pair: the Pilot is paired with the Unit now.")
    when: Moment = Field(
        default="main", description="pair_now: the moment (main, block_step, end_action_step…)."
    )
    your_turn: bool = Field(default=True, description="pair_now: it is your turn (default: yes).")

    @model_validator(mode="after")
    def _qualification_given(self) -> Self:
        if self.question != "pair_now":
            check_inputs(self.pilot, self.unit)
        return self


def _qualification(scenario: PilotScenario) -> Qualification:
    qualification = scenario.unit.qual
    assert qualification is not None  # the model validator requires it for these questions
    return qualification


@topic(PilotScenario)
def decide_pilot(scenario: PilotScenario, reasoning: Reasoning) -> Verdict:
    pilot, unit = scenario.pilot, scenario.unit
    if scenario.question == "pair_now":
        now = describe(scenario.when, scenario.your_turn)
        if can_pair_now(reasoning, scenario.when, scenario.your_turn):
            return reasoning.decided(
                True,
                f"Yes — {pilot.name} can be paired with {unit.name} during {now} (timing only).",
                ["never during an action step (11-2-4-2-2)"],
            )
        return reasoning.decided(
            False, f"No — cards cannot be paired as Pilots during an action step ({now}).", []
        )
    qualification = _qualification(scenario)
    printed = qualification.printed
    if scenario.question == "when_paired":
        firing = fires(reasoning, "when_paired", "pilot_paired", pilot, qualification)
        verb = "triggers" if firing.triggers else "doesn't trigger"
        return reasoning.decided(
            firing.triggers,
            f"{'Yes' if firing.triggers else 'No'} — {unit.name}'s 【When Paired･{printed[1:-1]}】 {verb} "
            f"when {pilot.name} is paired with it.",
            firing.would_change,
        )
    if scenario.question == "during_pair":
        if not rule(
            reasoning, f"a Pilot ({pilot.name}) is paired with {unit.name}", scenario.paired, Q.DURING_PAIR
        ):
            rule(
                reasoning, "【During Pair】 stays active once the Pilot is removed", False, Q.DURING_PAIR_ENDS
            )
            return reasoning.decided(
                False,
                f"No — {unit.name}'s 【During Pair】 is active only while a Pilot is paired with it.",
                ["active while a Pilot meeting the qualification is paired with it"],
            )
        held = meets(reasoning, pilot, qualification)
        rule(
            reasoning,
            f"{pilot.name} meets the qualifications, so 【During Pair】 is active",
            held,
            Q.DURING_PAIR_QUALIFIED,
        )
        if held:
            return reasoning.decided(
                True,
                f"Yes — {unit.name}'s 【During Pair･{printed[1:-1]}】 is active while {pilot.name} "
                "is paired with it.",
                ["it ends as soon as the Pilot is removed or no longer meets the qualification"],
            )
        return reasoning.decided(
            False,
            f"No — {pilot.name} doesn't meet {printed}, so {unit.name}'s 【During Pair】 is not active.",
            [f"active with a Pilot that meets {printed}"],
        )
    held = meets(reasoning, pilot, qualification)
    if held:
        return reasoning.decided(True, f"Yes — {pilot.name} meets {printed}.", [])
    return reasoning.decided(False, f"No — {pilot.name} doesn't meet {printed}.", [])
