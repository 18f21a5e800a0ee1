"""What the engine answers: a `Verdict` made of `Step`s, each resting on a quoted rule or an assumption.

A `Citation` can only be built against the game's rules (pydantic validation context ``{"rules":
GameRules}``, which `bot.engine.citations.Citer` supplies): its quote must be word for word in the
cited rule, or construction raises `CitationError`. Nothing in a verdict can therefore misquote.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationInfo, model_validator

from bot.engine.errors import CitationError
from bot.rules.library import GameRules, collate

__all__ = ["OUTSIDE_QUOTED_RULES", "Answer", "Assumption", "Citation", "Status", "Step", "Verdict"]

OUTSIDE_QUOTED_RULES: Literal["outside the quoted rules"] = "outside the quoted rules"
"""The label every assumption carries: the fact is not in the game's rules text the bot has."""

Answer = bool | int | str
"""Yes/no (`bool`), a number (`int`) or a short phrase (`str`)."""

Status = Literal["decided", "not_covered"]


class _Frozen(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")


def quote_problem(rules: GameRules, rule_id: str, quote: str) -> str | None:
    """Why `quote` cannot be cited from `rule_id` (unknown id, not word for word), or None if it can."""
    try:
        text = rules.text(rule_id)
    except KeyError:
        return f"{rules.data.name} has no rule {rule_id!r}"
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
        if self._verified:  # an instance checked when it was built, now placed in a Step
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

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """A changed copy is no longer known to be verbatim: it can't go into a `Step`."""
        copy = super().model_copy(update=update, deep=deep)
        if update:
            copy._verified = False
        return copy


class Assumption(_Frozen):
    """A rule the answer relies on that the game's quoted rules text does not contain."""

    id: str = Field(description="Stable key, e.g. 'lorcana.defender-exerted'.")
    statement: str = Field(min_length=1, description="The rule, in our words.")
    source: Literal["outside the quoted rules"] = OUTSIDE_QUOTED_RULES


class Step(_Frozen):
    """One test on the way to the answer: what was checked, whether it held, and on what it rests."""

    test: str = Field(min_length=1)
    held: bool
    citation: Citation | None = Field(default=None, description="The quoted rule the test applies.")
    assumption: str | None = Field(default=None, description="Id of the verdict's assumption it applies.")

    @model_validator(mode="after")
    def _one_basis(self) -> Self:
        if (self.citation is None) == (self.assumption is None):
            raise ValueError("a step rests on exactly one of: a citation, an assumption")
        return self


class Verdict(_Frozen):
    """The engine's answer to one scenario."""

    game: str
    topic: str
    status: Status
    answer: Answer | None = Field(description="None exactly when the status is 'not_covered'.")
    headline: str = Field(min_length=1, description="One sentence.")
    steps: tuple[Step, ...] = ()
    would_change: tuple[str, ...] = ()
    assumptions: tuple[Assumption, ...] = ()
    reason: str | None = Field(default=None, description="Why the rules text cannot decide (not covered).")
    card_data: tuple[str, ...] = Field(
        default=(),
        description="Values taken from card data for cards named in the scenario: facts given, not rules.",
    )

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.status == "decided" and (self.answer is None or self.reason is not None or not self.steps):
            raise ValueError("a decided verdict has an answer, at least one step and no not-covered reason")
        if self.status == "not_covered" and (self.answer is not None or not self.reason):
            raise ValueError("a not-covered verdict has a reason and no answer")
        known = {assumption.id for assumption in self.assumptions}
        for step in self.steps:
            if step.assumption is not None and step.assumption not in known:
                raise ValueError(f"step {step.test!r} rests on unlisted assumption {step.assumption!r}")
        return self

    @property
    def decided(self) -> bool:
        return self.status == "decided"

    @property
    def citations(self) -> tuple[Citation, ...]:
        return tuple(step.citation for step in self.steps if step.citation is not None)

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """The cited rule ids, in order, without repeats."""
        return tuple(dict.fromkeys(citation.rule for citation in self.citations))

    def answer_text(self) -> str:
        """The answer as a renderer shows it: ✅ Yes, ❌ No, a number, a phrase, or ❔ Not covered."""
        if self.answer is None:
            return "❔ Not covered"
        if isinstance(self.answer, bool):
            return "✅ Yes" if self.answer else "❌ No"
        return str(self.answer)
