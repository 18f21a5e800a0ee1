"""fftcg.break — does this event count as breaking the card? Does a zone trigger see it? Can "cannot be
broken" stop it? (Break vs other ways into the Break Zone: costs, "put into the Break Zone", rules)"""

from __future__ import annotations

from typing import Literal, NamedTuple, Self

from pydantic import Field, model_validator

from bot.engine.citations import RuleQuote
from bot.engine.games.fftcg import quotes as Q
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

BreakEvent = Literal["break_effect", "damage", "cost", "put_into_break_zone", "rules_process", "discard"]
BreakQuestion = Literal["is_break", "zone_trigger", "while_unbreakable"]
RulesProcess = Literal["zero_power", "damage", "same_name", "light_dark", "backups"]


class _Process(NamedTuple):
    """A rules process of 12.4 that moves a Character from the field to the Break Zone."""

    rule: str
    what: str
    says: str
    quote: RuleQuote


_PROCESSES: dict[str, _Process] = {
    "zero_power": _Process(
        "12.4.4",
        "a Character with zero or less power",
        "is put into its owner's Break Zone",
        Q.ZERO_POWER_BREAK_ZONE,
    ),
    "damage": _Process(
        "12.4.5",
        "a Character that received damage equal to or greater than its power",
        "is broken",
        Q.BROKEN_AT_POWER,
    ),
    "same_name": _Process(
        "12.4.6",
        "two or more Characters of one name without the generic icon",
        "are put into their owner's Break Zone",
        Q.SAME_NAME_BREAK_ZONE,
    ),
    "light_dark": _Process(
        "12.4.7",
        "two or more Light and/or Dark Characters of one player",
        "are put into their owner's Break Zone",
        Q.LIGHT_DARK_BREAK_ZONE,
    ),
    "backups": _Process(
        "12.4.8",
        "the Backups beyond a player's 5",
        "are put into their owner's Break Zone",
        Q.BACKUPS_BREAK_ZONE,
    ),
}
_NEEDS_EXPLICIT = ("cost", "put_into_break_zone")

_EVENTS = {
    "break_effect": "an effect that breaks it",
    "damage": "damage equal to or greater than its power",
    "cost": "paying a cost",
    "put_into_break_zone": "an effect that says “put into the Break Zone”",
    "rules_process": "a rules process",
    "discard": "discarding it",
}


class BreakAnswers(Answers):
    """What the Break text decides."""

    is_break: bool | None = Field(default=None, description="Does this count as breaking the card?")
    zone_trigger: bool | None = Field(
        default=None,
        description="Does a “put from the field into the Break Zone” auto-ability trigger on it?",
    )
    while_unbreakable: bool | None = Field(
        default=None, description="Can it still happen (a cost be paid) if the card “cannot be broken”?"
    )


class BreakScenario(ScenarioBase):
    """Does this count as "breaking" the card? Zone triggers; "cannot be broken" (costs, effects, rules)"""

    answer_model = BreakAnswers
    topic: Literal["fftcg.break"] = "fftcg.break"
    event: BreakEvent = Field(
        description="How it reaches the Break Zone: break_effect, damage, cost, put_into_break_zone, …"
    )
    from_field: bool = Field(
        default=True, description="The card moves from the field (not from hand or deck)."
    )
    explicit: bool | None = Field(
        default=None,
        description="Its text explicitly says it counts as breaking (cost, put_into_break_zone).",
    )
    process: RulesProcess | None = Field(
        default=None,
        description="Which rules process (12.4.4–12.4.8), for rules_process.",
    )
    question: BreakQuestion = Field(default="is_break", description="Which to answer.")

    @model_validator(mode="after")
    def _deciding_input_given(self) -> Self:
        """Break: “… such as through paying costs, effects that state “put into the Break Zone” or through
        rules processes but these are not treated as “breaking” unless it is explicitly written that they
        are.” Whether it is written is the answer, so it is asked for, never taken by default (it was
        `explicit=false`, a No even for 12.4.5, a rules process that says “are broken”): a cost's or an
        effect's text says it or not (`explicit`); a rules process's own sentence says it (`process`)."""
        if not self.from_field:
            return self
        if self.event == "rules_process" and self.process is None:
            raise ValueError(
                "`rules_process` needs `process` (zero_power, damage, same_name, light_dark or backups: "
                "12.4.4–12.4.8): 12.4.5 says such Characters “are broken”, the others that they are put "
                "into the Break Zone"
            )
        if self.event in _NEEDS_EXPLICIT and self.explicit is None:
            raise ValueError(
                f"`{self.event}` needs `explicit` (true if its text explicitly says it counts as breaking, "
                "false if not): Break treats it as breaking only then"
            )
        return self

    @property
    def what(self) -> str:
        """The event in words: a rules process says which, and what it is about."""
        if self.event == "rules_process" and self.process is not None:
            return f"{self.named} ({_PROCESSES[self.process].what})"
        return self.named

    @property
    def named(self) -> str:
        """The event in a few words, for a step that goes on to say more: a rules process by its number."""
        if self.event == "rules_process" and self.process is not None:
            return f"the rules process {_PROCESSES[self.process].rule}"
        return _EVENTS[self.event]


@topic(BreakScenario)
def decide_break(scenario: BreakScenario, reasoning: Reasoning) -> Verdict:
    """Breaking is moving from a field to the Break Zone by a break or damage, or as explicitly written;
    any move from the field is a zone movement its triggers see; "cannot be broken" stops only breaking."""
    is_break = _is_break(scenario, reasoning)
    what = scenario.what
    answers = BreakAnswers(is_break=is_break)
    asked = reasoning.question
    if asked == "is_break":
        return reasoning.decided(answers, _break_headline(scenario, is_break), _break_changes(scenario))
    if asked == "zone_trigger":
        moved = _zone_trigger(scenario, reasoning)
        answers = answers.model_copy(update={"zone_trigger": moved})
        if moved:
            headline = (
                f"Yes — {what} moves the card from the field to the Break Zone, a zone movement, so an "
                "auto-ability that triggers on it being put into the Break Zone from the field triggers"
                + ("." if is_break else " (though it isn't “broken”: a “when … is broken” one doesn't).")
            )
        else:
            headline = (
                f"No — {what} doesn't move the card from the field, so a “put from the field into the Break "
                "Zone” trigger doesn't see it."
            )
        return reasoning.decided(answers, headline)
    possible = _while_unbreakable(scenario, reasoning, is_break)
    answers = answers.model_copy(update={"while_unbreakable": possible})
    if possible:
        headline = f"Yes — {what} isn't breaking, so “cannot be broken” doesn't stop it" + (
            ": the cost can be paid." if scenario.event == "cost" else "."
        )
        return reasoning.decided(
            answers,
            headline,
            ["not if it were explicitly written to count as breaking"]
            if scenario.event in _NEEDS_EXPLICIT and scenario.from_field
            else [],
        )
    if scenario.event == "cost":
        headline = (
            "No — this cost breaks the card, and “cannot be broken” prevents that; a cost can't be paid only "
            "in part, so it can't be paid with this card."
        )
    else:
        headline = f"No — {what} breaks the card, and “cannot be broken” prevents it: the card stays."
    return reasoning.decided(answers, headline)


def _is_break(scenario: BreakScenario, reasoning: Reasoning) -> bool:
    """Breaking: from a field to the Break Zone, by a break, by damage (12.4.5), or as explicitly written."""
    if scenario.event == "discard":
        reasoning.rule("discarding moves a card from the player's hand to the Break Zone", True, Q.DISCARD)
        reasoning.rule("a discarded card moves from a field, as breaking requires", False, Q.BREAK)
        return False
    if not reasoning.rule(
        "the card moves from a field to its owner's Break Zone", scenario.from_field, Q.BREAK
    ):
        return False
    if scenario.event == "break_effect":
        return reasoning.rule("an effect that breaks the card breaks it", True, Q.BREAK)
    if scenario.event == "damage":
        return reasoning.rule(
            "a Character that received damage equal to or greater than its power is broken (the rule says "
            "“broken”)",
            True,
            Q.BROKEN_AT_POWER,
        )
    if scenario.event == "rules_process":
        return _rules_process(scenario, reasoning)
    return reasoning.rule(
        f"going to the Break Zone through {_EVENTS[scenario.event]} is explicitly written to count as "
        "breaking",
        bool(scenario.explicit),
        Q.BREAK_OTHER_WAYS,
    )


def _rules_process(scenario: BreakScenario, reasoning: Reasoning) -> bool:
    """A rules process is breaking where its own sentence says “broken” (12.4.5), not where it puts the
    card into the Break Zone (12.4.4, 12.4.6–12.4.8): Break's “unless it is explicitly written”."""
    assert scenario.process is not None  # the model validator requires it on the field
    process = _PROCESSES[scenario.process]
    broken = scenario.process == "damage"
    reasoning.rule(
        f"under the rules process {process.rule}, {process.what} {process.says}", True, process.quote
    )
    written = reasoning.rule(
        f"going to the Break Zone through the rules process {process.rule} is explicitly written to count "
        f"as breaking ({process.rule} says “{'broken' if broken else 'put into their owner’s Break Zone'}”)",
        broken,
        Q.BREAK_OTHER_WAYS,
    )
    if written and reasoning.question == "is_break":
        reasoning.settles(2)  # 12.4.5's own "are broken" is the sentence that decides the Yes
    return written


def _break_headline(scenario: BreakScenario, is_break: bool) -> str:
    what = scenario.what
    if scenario.event == "discard":
        return "No — discarding moves a card from hand to the Break Zone; breaking moves it from a field."
    if not scenario.from_field:
        return (
            "No — to break a card means to move it from a field to its owner's Break Zone; this card "
            "isn't on a field."
        )
    if scenario.event == "break_effect":
        return "Yes — it is broken: moved from the field to its owner's Break Zone."
    if scenario.event == "damage":
        return "Yes — a Forward broken by damage counts as broken."
    if scenario.event == "rules_process":
        assert scenario.process is not None
        process = _PROCESSES[scenario.process]
        if is_break:
            return f"Yes — under the rules process {process.rule}, {process.what} is broken: it says so."
        return (
            f"No — under the rules process {process.rule}, {process.what} {process.says}, and a rules "
            "process is not treated as “breaking” unless it is explicitly written that it is."
        )
    if is_break:
        return f"Yes — {what} counts as breaking here, because it is explicitly written."
    return (
        f"No — a card put into the Break Zone through {what} is not treated as “breaking” unless it is "
        "explicitly written that it is."
    )


def _break_changes(scenario: BreakScenario) -> list[str]:
    others = scenario.event in _NEEDS_EXPLICIT
    if others and scenario.from_field and not scenario.explicit:
        return ["yes if the text explicitly said it counts as breaking"]
    return []


def _zone_trigger(scenario: BreakScenario, reasoning: Reasoning) -> bool:
    """Any move from the field to the Break Zone is a zone movement (11.8.16), broken or not."""
    moves = scenario.from_field and scenario.event != "discard"
    if not reasoning.rule(
        f"{scenario.named} moves the card from one Zone (the field) to another (the Break Zone): a "
        "zone movement, which is what a “put into the Break Zone” trigger waits for",
        moves,
        Q.ZONE_MOVEMENT_TRIGGER,
    ):
        return False
    reasoning.rule(
        "the auto-ability triggers when that event occurs, whatever moved the card", True, Q.TRIGGER_WHEN
    )
    return True


def _while_unbreakable(scenario: BreakScenario, reasoning: Reasoning, is_break: bool) -> bool:
    """ "Cannot be broken" prevents breaking only (2.2); a cost that would break it can't be paid in part."""
    if not is_break:
        reasoning.rule(
            f"{scenario.what} isn't treated as “breaking”, so an effect that stops the card being "
            "broken doesn't prevent it",
            True,
            Q.BREAK_OTHER_WAYS,
        )
        return True
    reasoning.rule(
        "“cannot be broken” prevents the card being broken, and what prevents an effect takes precedence",
        True,
        Q.PREVENTION_WINS,
    )
    if scenario.event == "cost":
        reasoning.rule("the cost can be paid in part, without breaking the card", False, Q.COST_NOT_IN_PART)
    return False
