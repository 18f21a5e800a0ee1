"""One game's cards, searchable by name or number: what `/card`, its autocomplete and the notation ask.

A name may be several cards (FFTCG prints twenty-odd Clouds, Gundam several Units called "Gundam"):
each such card is labelled with its number, "Cloud (1-009C)", and the bare name means all of them.
A card number ("GD01-079", "16-078C", any printing's) names its card.

Three questions, one index:
- `complete(query)`: autocomplete choices (typos, partial names, "mickey brave", "Ariel").
- `resolve(query)`: what a submitted `/card` name means: one card (maybe corrected), several, or none.
- `for_notation(name)`: what a quoted name in a check means: a card whose data fills the fields,
  `None` for a name that is not a card lookup (the notation then works as it always did), or a
  `CardNameProblem` saying which cards were probably meant.
"""

from __future__ import annotations

import re
from collections import Counter
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


_VERSIONED = re.compile(r"^(.*\S)\s+\(([A-Z0-9]{1,3})\)$")
"""'Han Solo (A)': SWTCG names each version of a character with a letter in brackets."""


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


def _listed(cards: Iterable[Card | str], limit: int = 5) -> str:
    names = [f"“{card if isinstance(card, str) else card.name}”" for card in cards]
    more = len(names) - limit
    return ", ".join(names[:limit]) + (f" and {more} more" if more > 0 else "")


def _labels(cards: Sequence[Card]) -> list[str]:
    """Each card's name, with its number where other cards share the name: unique within the game."""
    counts = Counter(name_key(card.name) for card in cards)
    labels: list[str] = []
    taken: set[str] = set()
    for position, card in enumerate(cards):
        label = card.name
        if counts[name_key(card.name)] > 1:
            tag = card.number or (card.printings[0].set if card.printings else None) or str(position + 1)
            label = f"{card.name} ({tag})"
        while name_key(label) in taken:
            label = f"{label} #{position + 1}"
        taken.add(name_key(label))
        labels.append(label)
    return labels


class CardCatalog:
    """Every card of one game, by name and by number."""

    def __init__(self, game: str, cards: Sequence[Card], source: str = "") -> None:
        self.game = game
        self.source = source
        """Where the cards were read from (a path), for messages and logs."""
        self.cards = tuple(cards)
        self.labels = tuple(_labels(self.cards))
        """Each card's unique name: its name, or 'Cloud (1-009C)' where cards share a name."""
        self.name_keys = tuple(name_key(card.name) for card in self.cards)
        self._position = {id(card): position for position, card in enumerate(self.cards)}
        self._by_label = {name_key(label): position for position, label in enumerate(self.labels)}
        self._by_name: dict[str, list[int]] = {}
        self._by_number: dict[str, int] = {}
        for position, card in enumerate(self.cards):
            self._by_name.setdefault(self.name_keys[position], []).append(position)
            numbers = [card.number, *(p.number for p in card.printings)] if card.number else []
            for number in numbers:
                for part in (number or "").split("/"):
                    if part.strip() and part.strip() != "—":
                        self._by_number.setdefault(name_key(part), position)
        searched = [
            f"{label} {card.number}" if card.number and card.number not in label else label
            for label, card in zip(self.labels, self.cards, strict=True)
        ]
        self.index = CardIndex(searched)
        self._by_base: dict[str, list[Card]] = {}
        self._by_unversioned: dict[str, list[Card]] = {}
        for card in self.cards:
            self._by_base.setdefault(name_key(card.name.partition(" - ")[0]), []).append(card)
            versioned = _VERSIONED.match(card.name)
            if versioned:
                self._by_unversioned.setdefault(name_key(versioned.group(1)), []).append(card)

    def __len__(self) -> int:
        return len(self.cards)

    def label(self, card: Card) -> str:
        """The card's unique name in this game ('Cloud (1-009C)' where cards share 'Cloud')."""
        position = self._position.get(id(card))
        return card.name if position is None else self.labels[position]

    def exact(self, name: str) -> Card | None:
        """The card this label, unique name or card number names; None for a name several cards share."""
        key = name_key(name)
        position = self._by_label.get(key)
        if position is None:
            position = self._by_number.get(key)
        return None if position is None else self.cards[position]

    def named(self, name: str) -> tuple[Card, ...]:
        """Every card called exactly `name` (case and punctuation ignored)."""
        return tuple(self.cards[position] for position in self._by_name.get(name_key(name), ()))

    def complete(self, query: str, limit: int = 25) -> list[tuple[Card, float]]:
        """Autocomplete: the best cards for what has been typed so far, best first."""
        return [(self.cards[position], score) for position, score in self.index.search(query, limit)]

    def resolve(self, query: str) -> Resolution:
        """A submitted name: exact, or clearly the best match; else the candidates."""
        card = self.exact(query)
        if card is not None:
            return Found(card, corrected=False)
        shared = self.named(query)
        if len(shared) > 1:
            return Several(shared)
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
        shared = self.named(name)
        if len(shared) > 1:
            return CardNameProblem(
                f"“{name}” is {len(shared)} cards: "
                f"{_listed((self.label(c) for c in shared), 4)} (quote one, with its card number)"
            )
        base, dash, _version = name.partition(" - ")
        ranked = self.complete(name, 10)
        if not dash:
            versions = self._by_unversioned.get(name_key(name), [])
            if versions:
                return CardNameProblem(
                    f"“{name}” is not one card: it could be {_listed(self.label(c) for c in versions)} "
                    "(quote the full name, with its version)"
                )
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
            f"“{name}” is not one card: it could be {_listed(self.label(c) for c in candidates)} "
            "(quote the full name)"
        )

    def _misspelt(self, name: str, close: Sequence[Card]) -> CardNameProblem:
        if len(close) == 1:
            return CardNameProblem(f"no card is called “{name}”", self.label(close[0]))
        labels = [self.label(card) for card in close]
        return CardNameProblem(f"no card is called “{name}”: did you mean {_listed(labels, 3)}?")
