"""dreadnought.priority — who may act now in the Speed, Cast, Fast or Action Phase; may I act; how many
actions; are they over?"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.dreadnought import quotes as Q
from bot.engine.games.dreadnought.priority import (
    PHASE_NAMES,
    Faster,
    Passed,
    PriorityPhase,
    Side,
    WhoActs,
    check_passes,
    priority,
)
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

_ACTIONS = {"speed": "Speed actions", "cast": "Cast actions", "fast": "Fast actions"}

PriorityQuestion = Literal["who_acts", "may_i_act", "how_many", "over"]


class PriorityAnswers(Answers):
    """What the actions text decides about priority in a phase."""

    who_acts: WhoActs | None = Field(default=None, description="Who may act now?")
    may_i_act: bool | None = Field(default=None, description="May I act now?")
    how_many: Literal["one", "any_number"] | None = Field(
        default=None, description="How many actions may the player with priority take before it moves?"
    )
    over: bool | None = Field(default=None, description="Are this phase's actions over (both passed)?")


class PriorityScenario(ScenarioBase):
    """Who may act now in the Speed, Cast, Fast or Action Phase, and when do the actions end?"""

    answer_model = PriorityAnswers
    topic: Literal["dreadnought.priority"] = "dreadnought.priority"
    phase: PriorityPhase = Field(description="The phase now.")
    question: PriorityQuestion = Field(
        default="who_acts", description="who_acts; may_i_act (yes/no); how_many (actions in a row); over."
    )
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


def _how_many(reasoning: Reasoning, phase: str) -> Literal["one", "any_number"]:
    """Action actions one at a time; Speed, Cast and Fast actions any number of times."""
    if phase == "action":
        reasoning.rule("Action actions are performed one at a time", True, Q.ACTION_ONE_AT_A_TIME)
        return "one"
    quote = {"speed": Q.SPEED_FASTER_FIRST, "cast": Q.CAST_LIKE_SPEED, "fast": Q.FAST_LIKE_SPEED}[phase]
    reasoning.rule(f"{_ACTIONS[phase]} may be taken any number of times", True, quote)
    return "any_number"


@topic(PriorityScenario)
def decide_priority(scenario: PriorityScenario, reasoning: Reasoning) -> Verdict:
    found = priority(reasoning, scenario.phase, scenario.faster, scenario.passed, scenario.last_by)
    phase = PHASE_NAMES[scenario.phase]
    how_many = _how_many(reasoning, scenario.phase)
    may_i_act = None if found.holder is None and not found.over else found.holder == "you"
    answers = PriorityAnswers(who_acts=found.role, may_i_act=may_i_act, how_many=how_many, over=found.over)
    asked = scenario.question
    if asked == "over":
        if found.over:
            return reasoning.decided(
                answers, f"Yes — both players have passed in {phase}: no one acts again."
            )
        return reasoning.decided(
            answers, f"No — {found.who.lower()} may still act in {phase}.", found.would_change
        )
    if asked == "how_many":
        if how_many == "one":
            return reasoning.decided(
                answers,
                "One — Action actions are performed one at a time; then the other player has priority.",
            )
        return reasoning.decided(
            answers,
            f"Any number — {_ACTIONS[scenario.phase]} may be taken any number of times while holding "
            "priority, until declaring 'pass'.",
        )
    if asked == "may_i_act" and may_i_act is not None:
        if found.over:
            return reasoning.decided(
                answers, f"No — both players have passed in {phase}, so its actions are over."
            )
        if may_i_act:
            return reasoning.decided(answers, f"Yes — you hold priority in {phase}.", found.would_change)
        return reasoning.decided(
            answers, f"No — your opponent holds priority in {phase}.", found.would_change
        )
    if found.over:
        return reasoning.decided(
            answers, f"No one — both players have passed in {phase}, so its actions are over."
        )
    if scenario.phase == "action":
        how = (
            "may take one Action action now (attack, <Action> ability or pass), "
            "then priority passes to the other player"
        )
    else:
        how = f"may take {_ACTIONS[scenario.phase]} now, any number of times until passing"
    if asked == "may_i_act":  # not reached: who acts depends on who was faster, which wasn't given
        how += f"; you may act if you are {found.who.lower()} (give `faster`)"
    return reasoning.decided(answers, f"{found.who} — {how} ({phase}).", found.would_change)
