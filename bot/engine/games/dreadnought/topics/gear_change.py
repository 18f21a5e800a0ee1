"""dreadnought.gear_change — can you Gear Change now, and its procedure (Gear Change, Speed Action)."""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.dreadnought import quotes as Q
from bot.engine.games.dreadnought.battle_area import decides_if
from bot.engine.games.dreadnought.priority import Faster, Passed, check_passes, priority
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

SpeedMoment = Literal[
    "before_first_comparison", "after_first_comparison", "after_second_comparison", "other_phase"
]

_MOMENTS = {
    "before_first_comparison": "the Speed Phase, before the first speed comparison",
    "after_first_comparison": "the Speed Phase, after the first speed comparison",
    "after_second_comparison": "the Speed Phase, after the second speed comparison",
    "other_phase": "a phase other than the Speed Phase",
}


GearChangeQuestion = Literal[
    "allowed", "speed_card", "new_card_from", "new_card_state", "cards_put", "opened_at", "per_turn"
]


class GearChangeAnswers(Answers):
    """What the Gear Change text decides: whether you may now, and each step of the procedure."""

    allowed: bool | None = Field(default=None, description="Can you Gear Change now?")
    speed_card: Literal["discarded"] | None = Field(
        default=None, description="What happens to your current speed card?"
    )
    new_card_from: Literal["hand"] | None = Field(
        default=None, description="Where does the new speed card come from?"
    )
    new_card_state: Literal["closed"] | None = Field(
        default=None, description="In what state is it put onto the Speed Area?"
    )
    cards_put: int | None = Field(default=None, description="How many cards are put onto the Speed Area?")
    opened_at: Literal["second_comparison"] | None = Field(
        default=None, description="When is the new speed card Opened?"
    )
    per_turn: int | None = Field(default=None, description="How many times per turn may you Gear Change?")


PROCEDURE = GearChangeAnswers(
    speed_card="discarded",
    new_card_from="hand",
    new_card_state="closed",
    cards_put=1,
    opened_at="second_comparison",
    per_turn=1,
)
"""The procedure, as the Gear Change text states it (the same whenever Gear Change is performed)."""


class GearChangeScenario(ScenarioBase):
    """Can you Gear Change now, and how is it done? (after the 1st speed comparison, once per turn)"""

    answer_model = GearChangeAnswers
    topic: Literal["dreadnought.gear_change"] = "dreadnought.gear_change"
    when: SpeedMoment | None = Field(
        default=None,
        description="allowed: now is before/after the 1st speed comparison, after the 2nd, other phase.",
    )
    question: GearChangeQuestion = Field(
        default="allowed",
        description="allowed (now?) or a step: speed_card, new_card_from, new_card_state, cards_put…",
    )
    used_this_turn: bool = Field(default=False, description="You already performed Gear Change this turn.")
    faster: Faster | None = Field(default=None, description="Who was faster at the first speed comparison.")
    passed: Passed = Field(default="nobody", description="Who has declared 'pass' for Speed actions.")
    cards_in_hand: Annotated[int, Field(ge=0, le=99)] | None = Field(
        default=None, description="Cards in your hand (one goes onto the Speed Area)."
    )

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        check_passes("speed", self.faster, self.passed, None)
        if self.question == "allowed" and self.when is None:
            raise ValueError(
                "give `when` (`before_first_comparison`, `after_first_comparison`, "
                "`after_second_comparison` or `other_phase`) to know whether you can Gear Change now"
            )
        return self


def _procedure(reasoning: Reasoning, question: str) -> Verdict:
    """A step of Gear Change, from its text: every step is stated there, whatever the game state."""
    if question == "per_turn":
        reasoning.rule("Gear Change may be performed only once per turn", True, Q.GEAR_CHANGE_ONCE)
        return reasoning.decided(PROCEDURE, "1 — you may perform Gear Change only once per turn.")
    reasoning.rule(
        "to Gear Change, discard your current speed card, then put one card from your hand onto the Speed "
        "Area in Closed state",
        True,
        Q.GEAR_CHANGE_HOW,
    )
    reasoning.rule("the new speed card is Opened at the second speed comparison", True, Q.GEAR_CHANGE_OPENED)
    headlines = {
        "speed_card": "Discarded — first discard your current speed card.",
        "new_card_from": "Hand — then put one card from your hand onto the Speed Area.",
        "new_card_state": "Closed — the card from your hand is put onto the Speed Area in Closed state.",
        "cards_put": "1 — one card from your hand goes onto the Speed Area, in Closed state.",
        "opened_at": "At the second comparison of speed grades it is Opened (after all players have finished "
        "their Speed actions).",
    }
    return reasoning.decided(PROCEDURE, headlines[question])


def _open_timing(reasoning: Reasoning, when: str) -> str | None:
    """None when the text decides whether now is a time for Gear Change; else why it doesn't, a "not
    covered" reason, never a No. Its step is a permission: where it fails the first screen must never
    name it. After the second comparison it holds (that is after the first too): the step recorded is
    only that Gear Change is a Speed action, for the end of the Speed actions to decide the No."""
    now = _MOMENTS[when]
    if when == "after_second_comparison":
        reasoning.rule("Gear Change is a Speed action", True, Q.GEAR_CHANGE_WHEN)
        return None
    if when == "other_phase":
        reasoning.rule(f"it is the Speed Phase (now: {now})", False, Q.SPEED_AFTER_FIRST)
        return (
            "The text doesn't say whether Gear Change is allowed outside the Speed Phase: Speed actions "
            "'can be done during Speed Phase', but only Fast actions are called 'exclusive' to their phase."
        )
    reasoning.rule(
        f"Gear Change is done after the first speed comparison, as a Speed action (now: {now})",
        when == "after_first_comparison",
        Q.GEAR_CHANGE_WHEN,
    )
    if when == "before_first_comparison":
        return (
            "The text doesn't say whether Gear Change is allowed before the first speed grade comparison: if "
            "you are not satisfied with its result 'you may conduct Gear Change at this point', but it never "
            "says not before."
        )
    return None


@topic(GearChangeScenario)
def decide_gear_change(scenario: GearChangeScenario, reasoning: Reasoning) -> Verdict:
    if scenario.question != "allowed":
        return _procedure(reasoning, scenario.question)
    problems: list[str] = []
    assert scenario.when is not None  # the model validator requires it for `allowed`
    open_timing = _open_timing(reasoning, scenario.when)
    if scenario.when == "after_second_comparison":
        reasoning.rule(
            "the Speed actions are still going on (now: after the second speed comparison)",
            False,
            Q.GEAR_CHANGE_OPENED,
        )
        reasoning.decisive()  # the first screen's step, before any other requirement that fails
        problems.append("the Speed actions are over (the second comparison has happened)")
    if not reasoning.rule(
        "Gear Change is still unused this turn", not scenario.used_this_turn, Q.GEAR_CHANGE_ONCE
    ):
        problems.append("you already performed Gear Change this turn (only once per turn)")
        decides_if(open_timing, reasoning)
    if scenario.cards_in_hand is not None and not reasoning.rule(
        f"you have a card in hand to put onto the Speed Area ({scenario.cards_in_hand} in hand)",
        scenario.cards_in_hand > 0,
        Q.GEAR_CHANGE_HOW,
    ):
        problems.append("you have no card in hand to put onto the Speed Area")
        decides_if(open_timing, reasoning)
    if problems:
        return reasoning.decided(
            GearChangeAnswers(allowed=False), f"No — you can't Gear Change now: {'; '.join(problems)}.", []
        )
    if open_timing is not None:  # Speed actions' priority is the Speed Phase's, after the 1st comparison
        raise NotCovered(open_timing)
    caveat = ""
    if scenario.faster is not None or scenario.passed == "both":
        holder = priority(reasoning, "speed", scenario.faster, scenario.passed)
        if holder.over:
            return reasoning.decided(
                GearChangeAnswers(allowed=False), "No — both players have passed: the Speed actions are over."
            )
        if holder.holder != "you" and scenario.passed == "you":
            return reasoning.decided(
                GearChangeAnswers(allowed=False),
                "No — you have passed: priority for Speed actions moved to the slower player.",
            )
        if holder.holder != "you":
            return reasoning.decided(
                GearChangeAnswers(allowed=False),
                "No — not yet: your opponent, the faster player, holds priority for Speed actions.",
                ["you may once your opponent passes"],
            )
    else:
        reasoning.rule("the faster player has priority for Speed actions first", True, Q.SPEED_FASTER_FIRST)
        reasoning.rule("once the faster player passes, the slower player has priority", True, Q.SPEED_PASS)
        caveat = " when you hold priority (the faster player first, the slower once the faster passes)"
    reasoning.rule(
        "discard your speed card and put a card from hand onto the Speed Area, Closed",
        True,
        Q.GEAR_CHANGE_HOW,
    )
    reasoning.rule("the new speed card is Opened at the second speed comparison", True, Q.GEAR_CHANGE_OPENED)
    return reasoning.decided(
        PROCEDURE.model_copy(update={"allowed": True}),
        f"Yes — as a Speed action{caveat}: discard your speed card and put a card from your hand onto the "
        "Speed Area in Closed state; it stays Closed until the second speed comparison.",
        ["only once per turn"],
    )
