"""gundam.trigger — does 【Deploy】/【Attack】/【Destroyed】/【Burst】/【When Paired】 trigger; is it
optional; where does a declined 【Burst】 go; where does 【Destroyed】 activate from, what state does it read?

(13-2-5 to 13-2-9, 10-1-6)"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, field_validator, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCard, GundamCardInput
from bot.engine.games.gundam.pairing import check_inputs
from bot.engine.games.gundam.printed import GundamScenario, gundam_topic
from bot.engine.games.gundam.roles import PAIRED
from bot.engine.games.gundam.steps import changed, rule
from bot.engine.games.gundam.triggers import EVENTS, KEYWORD_NAMES, Event, TriggerKeyword, fires
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict

TriggerQuestion = Literal["triggers", "optional", "declined_to", "activates_from", "state_from"]


class TriggerAnswers(Answers):
    """What 13-2-5 … 13-2-9 and 10-1-6 decide about a triggered effect and the event."""

    triggers: bool | None = Field(default=None, description="Does it trigger?")
    optional: bool | None = Field(default=None, description="May its player choose not to activate it?")
    declined_to: Literal["trash"] | None = Field(
        default=None, description="Where does a 【Burst】 card go when not activated?"
    )
    activates_from: Literal["trash"] | None = Field(
        default=None, description="Where does 【Destroyed】 activate from?"
    )
    state_from: Literal["last_location"] | None = Field(
        default=None, description="【Destroyed】 text about the card's state reads it where?"
    )


class TriggerScenario(GundamScenario):
    """Does it trigger (【Deploy】, 【Attack】, 【Destroyed】, 【Burst】, 【When Paired】); what follows?"""

    answer_model = TriggerAnswers
    topic: Literal["gundam.trigger"] = "gundam.trigger"
    keyword: TriggerKeyword = Field(description="The card's triggered effect.")
    event: Event = Field(description="What happened to the card with that effect.")
    question: TriggerQuestion = Field(
        default="triggers",
        description="triggers; optional; declined_to (Burst); activates_from, state_from (Destroyed).",
    )
    pilot: GundamCardInput | None = Field(
        default=None, description='When Paired: the paired Pilot, e.g. "Amuro Ray" traits="White Base Team"'
    )
    unit: GundamCardInput | None = Field(
        default=None, description='When Paired: the Unit and its qualification, e.g. Gundam qual="Amuro Ray"'
    )

    @field_validator("unit")
    @classmethod
    def _unit_is_a_unit(cls, card: GundamCard | None) -> GundamCard | None:
        """3-3-1: Pilot cards are paired with Units; no other card is ever paired."""
        return PAIRED.refuse(card)

    @model_validator(mode="after")
    def _pairing_given(self) -> Self:
        if self.keyword == "when_paired" and self.event == "pilot_paired":
            check_inputs(self.pilot, self.unit)
        return self


_ONLY = {
    "declined_to": ("burst", "declining an effect and where the card then goes", "13-2-5-2"),
    "activates_from": ("destroyed", "where a triggered effect activates from", "13-2-8-2"),
    "state_from": ("destroyed", "which state a triggered effect's text reads", "13-2-8-2-1"),
}


def _optional(reasoning: Reasoning, keyword: str, name: str) -> bool:
    """【Burst】: you may activate it (13-2-5-1). The others are triggered effects, which activate
    automatically (10-1-6-1); what their text says “you may” do can still be declined (10-1-3)."""
    if keyword == "burst":
        return True  # fires() already cited 13-2-5-1 and 13-2-5-2
    test = f"{name} is a triggered effect, which activates automatically when its event occurs"
    if keyword in ("deploy", "attack"):
        rule(reasoning, test, True, Q.TRIGGERED_AUTOMATICALLY)
    else:
        changed(
            reasoning,
            test,
            True,
            Q.TRIGGERED_AUTOMATICALLY,
            "the older text left this open",
        )
    rule(reasoning, "what its text says “you may” do, its player may still decline", True, Q.MAY_DECLINE)
    return False


@gundam_topic(TriggerScenario)
def decide_trigger(scenario: TriggerScenario, reasoning: Reasoning) -> Verdict:
    name = KEYWORD_NAMES[scenario.keyword]
    asked = scenario.question
    if asked in _ONLY and scenario.keyword != _ONLY[asked][0]:
        only, what, number = _ONLY[asked]
        raise NotCovered(
            f"The text states {what} only for {KEYWORD_NAMES[only]} ({number}); ask it with keyword={only}. "
            f"For {name} it says nothing about it."
        )
    qualification = scenario.unit.qual if scenario.unit is not None else None
    firing = fires(reasoning, scenario.keyword, scenario.event, scenario.pilot, qualification)
    happened = EVENTS[scenario.event]
    if scenario.pilot is not None and scenario.event == "pilot_paired":
        happened = happened.replace("a Pilot", scenario.pilot.name)
    if not firing.triggers:
        return reasoning.decided(
            TriggerAnswers(triggers=False),
            f"No — {name} doesn't trigger when {happened}.",
            firing.would_change,
        )
    answers = TriggerAnswers(triggers=True)
    if scenario.keyword == "burst":
        answers = TriggerAnswers(triggers=True, optional=True, declined_to="trash")
    elif scenario.keyword == "destroyed":
        answers = TriggerAnswers(triggers=True, activates_from="trash", state_from="last_location")
    if asked == "optional":
        optional = _optional(reasoning, scenario.keyword, name)
        answers = answers.model_copy(update={"optional": optional})
        if optional:
            return reasoning.decided(
                answers,
                f"Yes — {name} triggers when {happened}, and you may choose not to activate it; then the "
                "card is placed into the trash.",
                firing.would_change,
            )
        return reasoning.decided(
            answers,
            f"No — {name} triggers when {happened} and activates automatically; only what its text says "
            "“you may” do can be declined.",
            firing.would_change,
        )
    if asked == "declined_to":
        return reasoning.decided(
            answers,
            f"Trash — {name} triggers when {happened}; if you choose not to activate it, the card is placed "
            "into the trash.",
            firing.would_change,
        )
    if asked == "activates_from":
        return reasoning.decided(
            answers,
            f"From the trash — {name} triggers when {happened} and activates from the trash, as an effect of "
            "the destroyed card.",
            firing.would_change,
        )
    if asked == "state_from":
        return reasoning.decided(
            answers,
            f"Its last location — text about the card's state reads its state in its last location before "
            f"it was destroyed ({name} triggers when {happened}).",
            firing.would_change,
        )
    extra = f": {'; '.join(firing.notes)}" if firing.notes else ""
    return reasoning.decided(answers, f"Yes — {name} triggers when {happened}{extra}.", firing.would_change)
