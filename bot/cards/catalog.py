"""One game's cards, searchable by name: what `/card`, its autocomplete and the card notation ask.

Three questions, one index:
- `complete(query)`: autocomplete choices (typos, partial names, "mickey brave", "Ariel").
- `resolve(query)`: what a submitted `/card` name means: one card (maybe corrected), several, or none.
- `for_notation(name)`: what a quoted name in a check means: a card whose data fills the fields,
  `None` for a name that is not a card lookup (the notation then works as it always did), or a
  `CardNameProblem` saying which cards were probably meant.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from bot.cards.index import CardIndex
from bot.cards.models import Card
from bot.rules.library import name_key

__all__ = ["CardCatalog", "CardNameProblem", "Found", "Missing", "Several"]

CLEARLY_BEST_SCORE = 90.0
CLEARLY_BEST_MARGIN = 8.0
SEVERAL_WITHIN = 10.0
LOOKS_LIKE_A_CARD = 85.0
"""A quoted 'Name - Version' this close (whole-name ratio) to a real card is taken as a misspelt lookup."""
VERSIONLESS_TYPO = 90.0
SEVERAL_AT_LEAST = 75.0
"""A submitted `/card` name lists the cards within `SEVERAL_WITHIN` of a best match scoring this."""


@dataclass(frozen=True)
class Found:
    card: Card
    corrected: bool
    """The name was not exact: say which card is shown."""


@dataclass(frozen=True)
class Several:
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Missing:
    closest: tuple[Card, ...]


Resolution = Found | Several | Missing


@dataclass(frozen=True)
class CardNameProblem:
    """A quoted name in a check that names no card exactly: what is wrong, and the card probably meant."""

    problem: str
    suggestion: str | None = None


def _listed(cards: Iterable[Card], limit: int = 5) -> str:
    names = [f"“{card.name}”" for card in cards]
    more = len(names) - limit
    return ", ".join(names[:limit]) + (f" and {more} more" if more > 0 else "")


class CardCatalog:
    """Every card of one game, by name."""

    def __init__(self, game: str, cards: Sequence[Card], source: str = "") -> None:
        self.game = game
        self.source = source
        """Where the cards were read from (a path), for messages and logs."""
        self.cards = tuple(cards)
        self.index = CardIndex([card.name for card in self.cards])
        self._by_base: dict[str, list[Card]] = {}
        for card in self.cards:
            self._by_base.setdefault(name_key(card.name.partition(" - ")[0]), []).append(card)

    def __len__(self) -> int:
        return len(self.cards)

    def exact(self, name: str) -> Card | None:
        position = self.index.exact(name)
        return None if position is None else self.cards[position]

    def complete(self, query: str, limit: int = 25) -> list[tuple[Card, float]]:
        """Autocomplete: the best cards for what has been typed so far, best first."""
        return [(self.cards[position], score) for position, score in self.index.search(query, limit)]

    def resolve(self, query: str) -> Resolution:
        """A submitted name: exact, or clearly the best match; else the candidates."""
        card = self.exact(query)
        if card is not None:
            return Found(card, corrected=False)
        ranked = self.complete(query, 10)
        if not ranked:
            return Missing(())
        top_score = ranked[0][1]
        runner_up = ranked[1][1] if len(ranked) > 1 else 0.0
        if top_score >= CLEARLY_BEST_SCORE and top_score - runner_up >= CLEARLY_BEST_MARGIN:
            return Found(ranked[0][0], corrected=True)
        close = tuple(card for card, score in ranked if score >= top_score - SEVERAL_WITHIN)
        if top_score >= SEVERAL_AT_LEAST and len(close) > 1:
            return Several(close)
        return Missing(tuple(card for card, _score in ranked[:3]))

    def for_notation(self, name: str) -> Card | CardNameProblem | None:
        """A quoted name in a check: the card, a problem naming the close cards, or None (not a card)."""
        card = self.exact(name)
        if card is not None:
            return card
        base, dash, _version = name.partition(" - ")
        ranked = self.complete(name, 10)
        if not dash:
            near = [
                c
                for c, _s in ranked
                if " - " not in c.name and fuzz.ratio(name_key(name), name_key(c.name)) >= VERSIONLESS_TYPO
            ]
            if near:
                return self._misspelt(name, near)
            return None
        same_base = self._by_base.get(name_key(base), [])
        typo = [c for c, _s in ranked if fuzz.ratio(name_key(name), name_key(c.name)) >= LOOKS_LIKE_A_CARD]
        if typo:
            return self._misspelt(name, typo)
        if not same_base:
            return None
        close = [c for c, _s in ranked if name_key(c.name.partition(" - ")[0]) == name_key(base)]
        candidates = close or same_base
        if len(candidates) == 1:
            return self._misspelt(name, candidates)
        return CardNameProblem(
            f"“{name}” is not one card: it could be {_listed(candidates)} (quote the full name)"
        )

    def _misspelt(self, name: str, close: Sequence[Card]) -> CardNameProblem:
        if len(close) == 1:
            return CardNameProblem(f"no card is called “{name}”", close[0].name)
        return CardNameProblem(f"no card is called “{name}”: did you mean {_listed(close, 3)}?")
