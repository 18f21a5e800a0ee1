"""Quotes the engine may cite, declared once as constants and checked against the loaded rules.

Every quote a topic uses is a module-level `RuleQuote` (see `games/lorcana/quotes.py`), so the whole
set is reviewable in one place and `verify_declared_quotes` can check all of them at start-up, before
any user asks. `Citer` turns a quote into a `Citation`, refusing anything that is not word for word.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.errors import CitationError
from bot.engine.verdict import Citation, quote_problem
from bot.rules.library import GameRules, Library

__all__ = ["Citer", "RuleQuote", "declared_quotes", "rule_quote", "verify_declared_quotes"]


@dataclass(frozen=True, slots=True)
class RuleQuote:
    """A (game, rule id, verbatim excerpt) the engine intends to cite."""

    game: str
    rule: str
    quote: str


_DECLARED: list[RuleQuote] = []


def rule_quote(game: str, rule: str, quote: str) -> RuleQuote:
    """Declare a quote (at import time) so that start-up and tests can verify it."""
    declared = RuleQuote(game, rule, quote)
    _DECLARED.append(declared)
    return declared


def declared_quotes(game: str | None = None) -> tuple[RuleQuote, ...]:
    return tuple(q for q in _DECLARED if game is None or q.game == game)


def verify_declared_quotes(library: Library) -> list[str]:
    """Every declared quote of a loaded game that is not word for word, as 'game rule: problem' lines."""
    problems: list[str] = []
    for declared in _DECLARED:
        if declared.game not in library.games:
            continue
        problem = quote_problem(library.game(declared.game), declared.rule, declared.quote)
        if problem:
            problems.append(f"{declared.game} {declared.rule}: {problem}")
    return problems


class Citer:
    """Builds citations for one game; raises `CitationError` for a quote that is not verbatim.

    >>> cite = Citer(library.game("lorcana"))
    >>> cite("8.6.1", "can’t be challenged except by a character with Evasive")
    """

    def __init__(self, rules: GameRules) -> None:
        self.rules = rules

    def __call__(self, rule_id: str, quote: str) -> Citation:
        label = self.rules.cite(rule_id)
        return Citation.model_validate(
            {"game": self.rules.id, "rule": rule_id, "label": label, "quote": quote},
            context={"rules": self.rules},
        )

    def quote(self, declared: RuleQuote) -> Citation:
        if declared.game != self.rules.id:
            raise CitationError(f"a {declared.game} quote cannot be cited for {self.rules.id}")
        return self(declared.rule, declared.quote)
