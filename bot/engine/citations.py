"""Quotes the engine may cite, declared once as constants and checked against the loaded rules.

Every quote a topic uses is a module-level `RuleQuote` (see `games/lorcana/quotes.py`), so the whole
set is reviewable in one place and `verify_engine` can check all of them at start-up, before
any user asks. `Citer` turns a quote into a `Citation`, refusing anything that is not word for word.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from dataclasses import dataclass

from bot.engine.errors import CitationError, NotCovered
from bot.engine.verdict import Citation, quote_problem
from bot.rules.library import GameRules, Library

__all__ = ["Citer", "RuleQuote", "quote_problems", "rule_quote"]


@dataclass(frozen=True, slots=True)
class RuleQuote:
    """A (game, rule id, verbatim excerpt) the engine intends to cite."""

    game: str
    rule: str
    quote: str


def rule_quote(game: str, rule: str, quote: str) -> RuleQuote:
    """Declare a quote as a module constant of a game's `quotes.py`, where the registry finds it."""
    return RuleQuote(game, rule, quote)


def quote_problems(quotes: Iterable[RuleQuote], library: Library) -> list[str]:
    """Every quote of a loaded game that is not word for word, as 'game rule: problem' lines."""
    problems: list[str] = []
    for declared in quotes:
        if declared.game not in library.games:
            continue
        problem = quote_problem(library.game(declared.game), declared.rule, declared.quote)
        if problem:
            problems.append(f"{declared.game} {declared.rule}: {problem}")
    return problems


_VERIFIED: weakref.WeakKeyDictionary[GameRules, dict[tuple[str, str], Citation]] = weakref.WeakKeyDictionary()
"""Citations already checked word for word, by the rules they were checked against: a citation is
immutable and its rules text never changes, so each (rule, quote) is checked once per loaded text.
A newly loaded text (a rules import) is a new `GameRules`, checked afresh."""


class Citer:
    """Builds citations for one game; raises `CitationError` for a quote that is not verbatim.

    >>> cite = Citer(library.game("lorcana"))
    >>> cite("8.6.1", "can’t be challenged except by a character with Evasive")

    A rule an imported newer document changed (`GameRules.changed`) raises `NotCovered` naming it: the
    topic that rests on it answers "not covered" rather than quote words the document no longer has.
    """

    def __init__(self, rules: GameRules) -> None:
        self.rules = rules
        self._verified = _VERIFIED.setdefault(rules, {})

    def __call__(self, rule_id: str, quote: str) -> Citation:
        changed = self.rules.changed.get(rule_id)
        if changed is not None:  # an imported newer document changed the rule: never cite the old words
            raise NotCovered(changed)
        cited = self._verified.get((rule_id, quote))
        if cited is None:
            label = self.rules.cite(rule_id)
            cited = Citation.model_validate(
                {"game": self.rules.id, "rule": rule_id, "label": label, "quote": quote},
                context={"rules": self.rules},
            )
            self._verified[(rule_id, quote)] = cited
        return cited

    def quote(self, declared: RuleQuote) -> Citation:
        if declared.game != self.rules.id:
            raise CitationError(f"a {declared.game} quote cannot be cited for {self.rules.id}")
        return self(declared.rule, declared.quote)
