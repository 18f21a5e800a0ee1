"""lorcana.keywords — does a card end up with a keyword, and with what value? (8.1.2 stacking)"""

from __future__ import annotations

from typing import Literal, Self, get_args

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import KEYWORDS, LorcanaCardInput
from bot.engine.games.lorcana.state import CardView, printed_triggers, view
from bot.engine.games.lorcana.topics._effect import QUESTION
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

KeywordName = Literal[
    "Alert",
    "Bodyguard",
    "Boost",
    "Challenger",
    "Evasive",
    "Reckless",
    "Resist",
    "Rush",
    "Shift",
    "[Classification] Shift",
    "Universal Shift",
    "Singer",
    "Sing Together",
    "Support",
    "Vanish",
    "Ward",
]
assert set(get_args(KeywordName)) == set(KEYWORDS.shapes), "KeywordName lists every Lorcana keyword"


class KeywordsAnswers(Answers):
    """What 8.1.2 decides about a card's keywords once they combine."""

    has: bool | None = Field(default=None, description="Does the card have that keyword?")
    value: int | None = Field(
        default=None, description="That keyword's value once combined (Resist +1 and +2: 3)?"
    )
    count: int | None = Field(default=None, description="How many keywords does the card end up with?")


class KeywordsScenario(ScenarioBase):
    """Which keywords does the card end up with, and with what value, once they combine? (8.1.2)"""

    answer_model = KeywordsAnswers
    topic: Literal["lorcana.keywords"] = "lorcana.keywords"
    card: LorcanaCardInput = Field(description="The card, keywords in the order it got them (printed first).")
    question: Literal["has", "value", "count"] = Field(default="count", description=QUESTION)
    keyword: KeywordName | None = Field(default=None, description="The keyword asked about (has, value).")

    @model_validator(mode="after")
    def _keyword_asked(self) -> Self:
        if self.question in ("has", "value") and self.keyword is None:
            raise ValueError(f"question '{self.question}' needs the keyword it asks about (keyword=…)")
        if self.question == "value" and self.keyword and KEYWORDS.shapes[self.keyword] == "none":
            raise ValueError(f"{self.keyword} has no value (no +N or N); ask 'has' instead")
        return self


@topic(KeywordsScenario)
def decide_keywords(scenario: KeywordsScenario, reasoning: Reasoning) -> Verdict:
    """Combination itself happens in `view` (shared by every topic); this only reports it."""
    card = view(reasoning, scenario.card, "", "you")
    printed_triggers(reasoning, [card], decided="its keywords")
    combined = card.keywords.combined
    if not combined:
        reasoning.rule(f"{card.name} has keywords", False, Q.KEYWORDS_PROVIDE)
    for entry in combined:
        if len(entry.instances) == 1:
            reasoning.rule(f"{card.name} has {entry.label}", True, Q.KEYWORDS_PROVIDE)
        elif entry.spec.stacks:
            reasoning.rule(f"{entry.spec.name} is followed by +N, so its instances add up", True, Q.STACK)
        else:
            reasoning.rule(f"{entry.spec.name} has no +N, so its instances don't add up", True, Q.NO_STACK)
    if card.has("Alert") and not card.has("Evasive"):
        reasoning.rule(f"{card.name} gains Evasive from Alert", False, Q.ALERT_NOT_EVASIVE)
    listed = ", ".join(card.keywords.labels()) or "no keywords"
    count = len(combined)
    if scenario.keyword is None:
        return reasoning.decided(KeywordsAnswers(count=count), _count_headline(card, count, listed))
    name = scenario.keyword
    has = card.has(name)
    value = None
    if has and KEYWORDS.shapes[name] != "none":
        entries = card.all(name)
        if len(entries) > 1:
            raise NotCovered(
                f"{card.name} has {' and '.join(e.label for e in entries)}: several {name} abilities, "
                "one value each; ask about the card with the one you mean."
            )
        value = card.amount(name)
    elif KEYWORDS.shapes[name] == "plus":
        value = 0  # no Resist reduces nothing, no Challenger adds nothing: +0
    answers = KeywordsAnswers(has=has, value=value, count=count)
    if scenario.question == "count":
        return reasoning.decided(answers, _count_headline(card, count, listed))
    if scenario.question == "value" and value is not None:
        if not has:
            return reasoning.decided(answers, f"0: {card.name} has no {name} (it has {listed}).")
        label = card.all(name)[0].label
        return reasoning.decided(answers, f"{card.name}'s {name} is {value}: it has {label}{_notes(card)}.")
    if has:
        return reasoning.decided(answers, f"Yes — {card.name} has {card.all(name)[0].label}{_notes(card)}.")
    return reasoning.decided(answers, f"No — {card.name} has no {name} (it has {listed}).")


def _count_headline(card: CardView, count: int, listed: str) -> str:
    if not count:
        return f"{card.name} has no keywords."
    noun = "keyword" if count == 1 else "keywords"
    return f"{card.name} has {count} {noun}: {listed}{_notes(card)}."


def _notes(card: CardView) -> str:
    notes = []
    for entry in card.keywords.combined:
        if len(entry.instances) > 1:
            written = " and ".join(entry.instance_label(i) for i in entry.instances)
            notes.append(f"{written} stack" if entry.spec.stacks else f"only the first of {written} applies")
    return f" ({'; '.join(notes)})" if notes else ""
