"""What the engine answers: a `Verdict` made of `Step`s, each resting on a quoted rule or an assumption.

A `Citation` can only be built against the game's rules (pydantic validation context ``{"rules":
GameRules}``, which `bot.engine.citations.Citer` supplies): its quote must be word for word in the
cited rule, or construction raises `CitationError`. Nothing in a verdict can therefore misquote.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationInfo, model_validator

from bot.engine.errors import CitationError
from bot.rules.library import GameRules, collate

__all__ = [
    "OUTSIDE_QUOTED_RULES",
    "Answer",
    "Answers",
    "Assumption",
    "Citation",
    "Status",
    "Step",
    "Verdict",
    "answer_problem",
    "answer_text",
    "disagreement",
    "lead",
    "percent",
]

OUTSIDE_QUOTED_RULES: Literal["outside the quoted rules"] = "outside the quoted rules"
"""The label every assumption carries: the fact is not in the game's rules text the bot has."""

Answer = bool | int | str
"""Yes/no (`bool`), a number (`int`), or a `str` that is an exact fraction ("91/216") or an enum value
("exerted", "your_opponent"). Never a sentence: the sentence is the headline, written from it."""

_ENUM = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")
_FRACTION = re.compile(r"(?:0|[1-9][0-9]*)/[1-9][0-9]*")


def answer_problem(value: object) -> str | None:
    """Why `value` can't be a typed answer, or None if it can."""
    if isinstance(value, bool | int):
        return None
    if not isinstance(value, str):
        return f"{value!r} is not a bool, an int or a str"
    if _FRACTION.fullmatch(value) or _ENUM.fullmatch(value):
        return None
    return f"{value!r} is neither an exact fraction ('91/216') nor an enum value ('exerted')"


def lead(answer: Answer) -> str:
    """The answer as words: 'Yes', 'No', '3', '91/216' ('2' for 2/1), 'Your opponent'."""
    if isinstance(answer, bool):
        return "Yes" if answer else "No"
    if isinstance(answer, int):
        return str(answer)
    if _FRACTION.fullmatch(answer):
        whole = Fraction(answer)
        return str(whole.numerator) if whole.denominator == 1 else answer
    return answer.replace("_", " ").capitalize()


_NONE_WORDS = re.compile(r"\b(?:no|none|nothing|zero)\b", re.IGNORECASE)


def disagreement(headline: str, answer: Answer) -> str | None:
    """How `headline` contradicts or omits `answer`, or None when it states it.

    Yes/no headlines begin with "Yes"/"No"; a number appears as a whole number (0 may be "no …");
    an exact fraction appears as written; an enum value appears as its words ("your opponent").
    """
    if isinstance(answer, bool):
        return None if headline.startswith(lead(answer)) else f"does not begin with {lead(answer)!r}"
    if isinstance(answer, int):
        if re.search(rf"(?<![\d.,/]){answer}(?![\d/])", headline):
            return None
        if answer == 0 and _NONE_WORDS.search(headline):
            return None
        return f"does not state the number {answer}"
    if _FRACTION.fullmatch(answer):
        found = re.search(rf"(?<![\d/]){answer}(?![\d/])", headline)
        return None if found else f"does not state {answer!r}"
    words = answer.replace("_", " ")
    return None if words.casefold() in headline.casefold() else f"does not state {words!r}"


class Answers(BaseModel):
    """Base of a topic's typed answers: one field per sub-question its rules decide.

    A field is None when this scenario's reasoning did not reach it (a character that can't shift has
    no entering state). Field descriptions are the sub-questions, as /help check and the docs list them.
    """

    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")

    def values(self) -> dict[str, Answer]:
        """The sub-answers the reasoning derived, by sub-question (in field order: read where pydantic
        keeps the fields, which `model_dump` would copy as they are: yes/no, numbers and words)."""
        return {name: value for name, value in self.__dict__.items() if value is not None}


Status = Literal["decided", "not_covered"]
Bound = Literal["at least", "up to"]
"""A number answer that is one end of what the players' choices leave (the headline gives the range)."""


class _Frozen(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")


def quote_problem(rules: GameRules, rule_id: str, quote: str) -> str | None:
    """Why `quote` cannot be cited from `rule_id` (unknown id, not word for word), or None if it can."""
    try:
        text = rules.text(rule_id)
    except KeyError:
        return f"{rules.data.name} has no rule {rule_id!r}"
    newer = rules.superseded_by(rule_id)
    if newer is not None:
        return (
            f"{rule_id} is answered by {rules.document_of(newer).short} (superseded): cite {newer!r} instead"
        )
    wanted = collate(quote)
    if not wanted:
        return "the quote is empty"
    if wanted not in collate(text):
        return f"{quote!r} is not word for word in {rules.data.name} {rule_id}"
    return None


class Citation(_Frozen):
    """A verbatim quote from one rule: `quote` is a substring of `GameRules.text(rule)`."""

    game: str = Field(description="Game id, e.g. 'lorcana'.")
    rule: str = Field(description="Rule id as the data knows it: '8.6.1', 'first-strike'.")
    label: str = Field(description="How the rule is shown: its number or its heading.")
    quote: str = Field(min_length=1, description="Word for word from the rule (whitespace runs collapsed).")

    _verified: bool = PrivateAttr(default=False)

    @model_validator(mode="after")
    def _quote_is_verbatim(self, info: ValidationInfo) -> Self:
        # An instance checked when it was built, validated again: read from pydantic's private store,
        # since `self._verified` raises and catches an AttributeError inside pydantic (3.5 µs).
        if self.verified:
            return self
        rules = (info.context or {}).get("rules")
        if not isinstance(rules, GameRules):
            raise CitationError("citations are built with bot.engine.citations.Citer, against the rules text")
        if rules.id != self.game:
            raise CitationError(f"citation for {self.game!r} checked against {rules.id!r}")
        problem = quote_problem(rules, self.rule, self.quote)
        if problem:
            raise CitationError(problem)
        self._verified = True
        return self

    @property
    def verified(self) -> bool:
        """Checked word for word against the rules when it was built (a changed copy is not)."""
        return bool((self.__pydantic_private__ or {}).get("_verified"))

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """A changed copy is no longer known to be verbatim: it can't go into a `Step`."""
        copy = super().model_copy(update=update, deep=deep)
        if update:
            copy._verified = False
        return copy


class Assumption(_Frozen):
    """A rule the answer relies on that the game's quoted rules text does not contain."""

    id: str = Field(description="Stable key, e.g. 'lorcana.exert-needs-ready'.")
    statement: str = Field(min_length=1, description="The rule, in our words.")
    source: Literal["outside the quoted rules"] = OUTSIDE_QUOTED_RULES


@dataclass(frozen=True, slots=True)
class Step:
    """One test on the way to the answer: what was checked, whether it held, and on what it rests.

    A plain frozen value, not a pydantic model: only the engine makes steps (30 or more an answer), from
    values it already holds typed, so its checks are these few (`__post_init__`), not a validation of
    every field; the verdict that holds them is validated as a whole."""

    test: str
    held: bool
    citation: Citation | None = None
    """The quoted rule the test applies."""
    assumption: str | None = None
    """Id of the verdict's assumption it applies."""
    decides: bool = False
    """The engine marked this step as deciding the answer (a requirement a No fails)."""
    settles: bool = False
    """The engine marked this step as the one that settles the asked answer (how a shifted character
    enters play: 8.10.2), where later steps answer other questions."""

    def __post_init__(self) -> None:
        if not isinstance(self.test, str) or not self.test:
            raise ValueError("a step's test is a non-empty text")
        if type(self.held) is not bool or type(self.decides) is not bool or type(self.settles) is not bool:
            raise ValueError("a step's held, decides and settles are true or false")
        if (self.citation is None) == (self.assumption is None):
            raise ValueError("a step rests on exactly one of: a citation, an assumption")
        if self.assumption is not None and not isinstance(self.assumption, str):
            raise ValueError("a step's assumption is an assumption's id")
        if self.citation is not None and not (isinstance(self.citation, Citation) and self.citation.verified):
            raise CitationError("a step cites only what bot.engine.citations.Citer checked against the rules")

    def prefixed(self, prefix: str) -> Step:
        """This step with `prefix` before its test (a side question's step, kept: `Reasoning.absorb`).
        Every field by position, not `dataclasses.replace`, which reads the fields' definitions each
        time (twice as long; a Bodyguard trial keeps two steps a check)."""
        return Step(prefix + self.test, self.held, self.citation, self.assumption, self.decides, self.settles)

    def marked(self, *, decides: bool = False, settles: bool = False) -> Step:
        """This step, also marked as deciding or settling the answer (as `prefixed`, by position)."""
        return Step(
            self.test,
            self.held,
            self.citation,
            self.assumption,
            self.decides or decides,
            self.settles or settles,
        )


class Verdict(_Frozen):
    """The engine's answer to one scenario."""

    game: str
    topic: str
    status: Status
    question: str = Field(default="answer", description="The sub-question `answer` answers.")
    answer: Answer | None = Field(description="None exactly when the status is 'not_covered'.")
    answers: dict[str, Answer] = Field(
        default_factory=dict,
        description="Every sub-answer the reasoning derived, by sub-question; `answer` is answers[question].",
    )
    headline: str = Field(min_length=1, description="One sentence.")
    bound: Bound | None = Field(
        default=None,
        description="The number `answer` is the least (at least) or the most (up to) of a range that the "
        "players' choices decide; the title says so, so that its number alone never reads as exact.",
    )
    steps: tuple[Step, ...] = ()
    would_change: tuple[str, ...] = ()
    assumptions: tuple[Assumption, ...] = ()
    reason: str | None = Field(default=None, description="Why the rules text cannot decide (not covered).")
    card_data: tuple[str, ...] = Field(
        default=(),
        description="Values taken from card data for cards named in the scenario: facts given, not rules.",
    )
    asked: tuple[str, ...] = Field(
        default=(),
        description="The sub-questions asked together, in order (empty: one was asked, `question`); "
        "each is answered in `answers` or, when it could not be, says why in `unanswered`.",
    )
    unanswered: dict[str, str] = Field(
        default_factory=dict,
        description="Of the sub-questions asked together, those without an answer and why (not "
        "covered, an input it needs, or another question that stopped it).",
    )
    read_as: tuple[str, ...] = Field(
        default=(),
        description="How names typed without quotes were read: as real cards, or as cards as typed whose "
        "name real cards carry.",
    )

    @model_validator(mode="before")
    @classmethod
    def _one_answer_is_its_own_answers(cls, data: Any) -> Any:
        """A verdict built with only `answer` has that one sub-answer, under its `question`."""
        if isinstance(data, dict) and data.get("answer") is not None and not data.get("answers"):
            return {**data, "answers": {data.get("question", "answer"): data["answer"]}}
        return data

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.status == "decided" and (self.answer is None or self.reason is not None or not self.steps):
            raise ValueError("a decided verdict has an answer, at least one step and no not-covered reason")
        if self.status == "not_covered" and (self.answer is not None or not self.reason):
            raise ValueError("a not-covered verdict has a reason and no answer")
        for name, value in self.answers.items():
            problem = answer_problem(value)
            if problem:
                raise ValueError(f"{self.topic} sub-answer {name!r}: {problem}")
        if self.status == "decided":
            assert self.answer is not None
            given = self.answers.get(self.question)
            if given is None or type(given) is not type(self.answer) or given != self.answer:
                raise ValueError(f"answer {self.answer!r} is not answers[{self.question!r}] ({given!r})")
            contradiction = disagreement(self.headline, self.answer)
            if contradiction:
                raise ValueError(f"{self.topic} headline {self.headline!r} {contradiction}")
        if self.bound is not None and type(self.answer) is not int:
            raise ValueError(f"{self.topic}: a bound is for a number, not the answer {self.answer!r}")
        if self.asked and set(self.answers) | set(self.unanswered) != set(self.asked):
            raise ValueError(f"{self.topic}: every sub-question asked is answered or says why, and no other")
        if self.unanswered and not self.asked:
            raise ValueError(f"{self.topic}: `unanswered` is for sub-questions asked together")
        known = {assumption.id for assumption in self.assumptions}
        for step in self.steps:
            if step.assumption is not None and step.assumption not in known:
                raise ValueError(f"step {step.test!r} rests on unlisted assumption {step.assumption!r}")
        return self

    @property
    def decided(self) -> bool:
        return self.status == "decided"

    @property
    def several(self) -> bool:
        """Several sub-questions were asked together (a table of answers, `asked`)."""
        return len(self.asked) > 1

    @property
    def citations(self) -> tuple[Citation, ...]:
        return tuple(step.citation for step in self.steps if step.citation is not None)

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """The cited rule ids, in order, without repeats."""
        return tuple(dict.fromkeys(citation.rule for citation in self.citations))

    def answer_text(self) -> str:
        """The answer as a renderer shows it (see `answer_text`)."""
        return answer_text(self.answer, self.bound)


FRACTION_SHOWN = 24
"""The longest exact fraction a title shows whole; a longer one (sixty dice) shows as a decimal, while
the headline and the typed answer keep it exact. A fraction may be a probability or an expected value,
so the title doesn't turn it into a percentage: the headline says which it is."""


def answer_text(answer: Answer | None, bound: Bound | None = None) -> str:
    """✅ Yes, ❌ No, 3, Your opponent, 91/216 (≈ 0.4213 when too long to read), or ❔ Not covered; a
    number that is one end of a range with its `bound`: At least 1, Up to 2 (Up to 0 is just 0)."""
    if answer is None:
        return "❔ Not covered"
    if isinstance(answer, bool):
        return "✅ Yes" if answer else "❌ No"
    if bound is not None and isinstance(answer, int) and not (bound == "up to" and answer == 0):
        return f"{bound.capitalize()} {answer}"
    if isinstance(answer, str) and _FRACTION.fullmatch(answer) and len(answer) > FRACTION_SHOWN:
        return f"≈ {float(Fraction(answer)):.4g}"
    return lead(answer)


def percent(p: Fraction) -> str:
    """A probability as a percentage with two decimals, never rounded to a false 0% or 100%."""
    if p == 0:
        return "0%"
    if p == 1:
        return "100%"
    value = float(p * 100)
    if value < 0.005:
        return "<0.01%"
    if value > 99.995:
        return ">99.99%"
    return f"{value:.2f}%"
