"""One game's cards, searchable by name or number: what `/card`, its autocomplete and the notation ask.

A name may be several cards (FFTCG prints twenty-odd Clouds, Gundam several Units called "Gundam"):
each such card is labelled with its number, "Cloud (1-009C)", and the bare name means all of them.
A card number ("GD01-079", "16-078C", any printing's) names its card.

Three questions, one index:
- `complete(query)`: autocomplete choices (typos, partial names, "mickey brave", "Ariel").
- `resolve(query)`: what a submitted `/card` name means: one card (maybe corrected), several, or none.
- `longest_exact`, `versions`, `near_name`: what a check reads a card option's name as
  (`bot.engine.names`): the longest real name, a character's versions, a misspelt name.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter, OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from rapidfuzz import fuzz, process

from bot.cards.index import CardIndex
from bot.cards.models import Card
from bot.rules.library import name_key

__all__ = ["CardCatalog", "CardEntry", "CardLoader", "Found", "Missing", "Several", "distinct", "same_card"]

CLEARLY_BEST_SCORE = 90.0
CLEARLY_BEST_MARGIN = 8.0
SEVERAL_WITHIN = 10.0
LOOKS_LIKE_A_CARD = 85.0
"""A name this close (whole-name ratio) to a real card's is taken as a misspelling of it."""
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


class CardEntry(NamedTuple):
    """What finding a card needs, without the card: its name, number, printings' numbers, and a tag
    for a label when no number tells it apart from another card of its name."""

    name: str
    number: str | None
    numbers: tuple[str, ...]
    tag: str | None

    @classmethod
    def of(cls, card: Card) -> CardEntry:
        numbers = tuple(dict.fromkeys(p.number for p in card.printings)) if card.number else ()
        return cls(card.name, card.number, numbers, card.printings[0].set if card.printings else None)


CardLoader = Callable[[int], Card]
"""The card at a position (decoded on demand from a compact copy, or simply kept)."""
DECODED_AT_MOST = 2048
"""Cards kept decoded at once (a compact catalog decodes the cards asked for)."""


def _labels(entries: Sequence[CardEntry], keys: Sequence[str]) -> tuple[list[str], list[str]]:
    """Each card's name, with its number where other cards share the name: unique within the game;
    and each label's key (`keys` are the names' keys, computed once: start-up time)."""
    counts = Counter(keys)
    labels: list[str] = []
    label_keys: list[str] = []
    taken: set[str] = set()
    for position, entry in enumerate(entries):
        label, key = entry.name, keys[position]
        if counts[key] > 1:
            label = f"{entry.name} ({entry.number or entry.tag or position + 1})"
            key = name_key(label)
        while key in taken:
            label = f"{label} #{position + 1}"
            key = name_key(label)
        taken.add(key)
        labels.append(label)
        label_keys.append(key)
    return labels, label_keys


class CardCatalog:
    """Every card of one game, by name and by number.

    Built from the cards themselves, or (`compact`) from their entries and a loader: a compact catalog
    keeps each card's JSON and decodes only the cards asked for, so every game's ~15,000 cards cost
    a few megabytes, not a hundred (`bench/cards_bench.py`)."""

    def __init__(
        self,
        game: str,
        cards: Sequence[Card] = (),
        source: str = "",
        *,
        compact: tuple[Sequence[CardEntry], CardLoader] | None = None,
    ) -> None:
        self.game = game
        self.source = source
        """Where the cards were read from (a path), for messages and logs."""
        if compact is None:
            kept = tuple(cards)
            entries: Sequence[CardEntry] = [CardEntry.of(card) for card in kept]
            self._load: CardLoader = kept.__getitem__
        else:
            entries, self._load = compact
        self._decoded: OrderedDict[int, Card] = OrderedDict()
        self.name_keys = tuple(name_key(entry.name) for entry in entries)
        labels, label_keys = _labels(entries, self.name_keys)
        self.labels = tuple(labels)
        """Each card's unique name: its name, or 'Cloud (1-009C)' where cards share a name."""
        self._by_label = {key: position for position, key in enumerate(label_keys)}
        self._by_name: dict[str, list[int]] = {}
        self._by_number: dict[str, int] = {}
        self._by_base: dict[str, list[int]] = {}
        self._by_unversioned: dict[str, list[int]] = {}
        for position, entry in enumerate(entries):
            self._by_name.setdefault(self.name_keys[position], []).append(position)
            for number in (entry.number, *entry.numbers) if entry.number else ():
                for part in (number or "").split("/"):
                    if part.strip() and part.strip() != "—":
                        self._by_number.setdefault(name_key(part), position)
            base = (
                name_key(entry.name.partition(" - ")[0]) if " - " in entry.name else self.name_keys[position]
            )
            self._by_base.setdefault(base, []).append(position)
            versioned = _VERSIONED.match(entry.name)
            if versioned:
                self._by_unversioned.setdefault(name_key(versioned.group(1)), []).append(position)
        searched, searched_keys = [], []
        for label, key, entry in zip(self.labels, label_keys, entries, strict=True):
            if entry.number and entry.number not in label:
                label = f"{label} {entry.number}"
                key = f"{key} {name_key(entry.number)}"
            searched.append(label)
            searched_keys.append(key)
        self.index = CardIndex(searched, searched_keys)
        self.keys = tuple(
            entry.number
            if entry.number and self._by_number.get(name_key(entry.number)) == position
            else self.labels[position]
            for position, entry in enumerate(entries)
        )
        """What finds each card again in a button or a menu value: its number, else its unique name."""

    def __len__(self) -> int:
        return len(self.labels)

    def card(self, position: int) -> Card:
        """The card at `position` (decoded when the catalog is compact; recent ones are kept)."""
        card = self._decoded.get(position)
        if card is None:
            card = self._decoded[position] = self._load(position)
            if len(self._decoded) > DECODED_AT_MOST:
                self._decoded.popitem(last=False)
        else:
            self._decoded.move_to_end(position)
        return card

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card, decoded: for tests, tools and imports, never on an answer's path."""
        return tuple(self._load(position) for position in range(len(self)))

    def _position_of(self, card: Card) -> int | None:
        if card.number:
            position = self._by_number.get(name_key(card.number))
            if position is not None and self.labels[position].startswith(card.name):
                return position
        positions = self._by_name.get(name_key(card.name), [])
        if len(positions) == 1:
            return positions[0]
        return next((p for p in positions if self.card(p) == card), None)  # a shared name, no number

    def label(self, card: Card) -> str:
        """The card's unique name in this game ('Cloud (1-009C)' where cards share 'Cloud')."""
        position = self._position_of(card)
        return card.name if position is None else self.labels[position]

    def exact(self, name: str) -> Card | None:
        """The card this label, unique name or card number names; None for a name several cards share."""
        key = name_key(name)
        position = self._by_label.get(key)
        if position is None:
            position = self._by_number.get(key)
        return None if position is None else self.card(position)

    def named(self, name: str) -> tuple[Card, ...]:
        """Every card called exactly `name` (case and punctuation ignored)."""
        return tuple(self.card(position) for position in self._by_name.get(name_key(name), ()))

    def complete(self, query: str, limit: int = 25) -> list[tuple[Card, float]]:
        """The best cards for what has been typed so far, best first."""
        return [(self.card(position), score) for position, score in self.index.search(query, limit)]

    def suggest(self, query: str, limit: int = 25) -> list[tuple[str, str, float]]:
        """Autocomplete: (label, key, score) of the best cards, best first, without decoding a card."""
        return [
            (self.labels[position], self.keys[position], score)
            for position, score in self.index.search(query, limit)
        ]

    def key(self, card: Card) -> str:
        """What finds `card` again (`keys`): its number, else its unique name."""
        position = self._position_of(card)
        return self.keys[position] if position is not None else card.name

    def resolve(self, query: str) -> Resolution:
        """A submitted name: exact, or clearly the best match; else the candidates."""
        card = self.exact(query)
        if card is not None:
            return Found(card, corrected=False)
        shared = distinct(self.named(query))
        if len(shared) == 1:  # several entries that are one card (LorcanaJSON's two "Let It Go")
            return Found(shared[0], corrected=False)
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

    # -- names as a check reads them (`bot.engine.names`) ------------------------------------------

    @cached_property
    def max_name_words(self) -> int:
        """The most words any card's label or name has: a name read from notation is never longer."""
        return max((len(key.split()) for key in (*self._by_label, *self._by_name)), default=0)

    def longest_exact(self, words: Sequence[str]) -> tuple[int, Card] | None:
        """The longest run of `words`, from the first, that is exactly one card's label, unique name or
        number (case and punctuation ignored): (how many words, the card); None when none is."""
        for length in range(min(len(words), self.max_name_words), 0, -1):
            key = name_key(" ".join(words[:length]))
            position = self._by_label.get(key)
            if position is None:
                position = self._by_number.get(key)
            if position is not None:
                return length, self.card(position)
        return None

    def versions(self, name: str) -> tuple[Card, ...]:
        """The cards a name that is no one card stands for, best match first: the cards sharing it
        ("Cloud"), or a character's versions ("Ariel" → every "Ariel - …"; "Mickey Mouse - Hero"
        → every "Mickey Mouse - …"; SWTCG's "Han Solo" → "Han Solo (A)" …). Empty for other names."""
        return tuple(self.card(position) for position in self.version_positions(name))

    def version_labels(self, name: str) -> tuple[str, ...]:
        """The labels of `versions(name)`, without decoding a card."""
        return tuple(map(self.labels.__getitem__, self.version_positions(name)))

    def version_positions(self, name: str) -> tuple[int, ...]:
        """The positions of `versions(name)`, best match first."""
        key = name_key(name)
        positions = list(self._by_name.get(key, ()))
        if len(positions) > 1:  # the cards of that very name, each as close as the others: in order
            return tuple(positions)
        base = name.partition(" - ")[0] if " - " in name else name
        positions = [
            *self._by_base.get(name_key(base), ()),
            *(p for p in self._by_unversioned.get(key, ()) if p not in positions),
        ]
        if not positions:
            return ()
        ranked = sorted(positions, key=lambda p: -fuzz.WRatio(key, self.name_keys[p]))
        return tuple(dict.fromkeys(ranked))

    @cached_property
    def _sorted_keys(self) -> list[str]:
        return sorted({*self._by_label, *self._by_name})

    def starts_a_name(self, key: str) -> bool:
        """Whether some card's name (or label) starts with `key` (a `name_key`): still being typed."""
        if not key:
            return True
        keys = self._sorted_keys
        at = bisect_left(keys, key)
        return at < len(keys) and keys[at].startswith(key)

    @cached_property
    def _by_first_word(self) -> dict[str, list[str]]:
        """Every name key by its first word: where a misspelt name is looked for first."""
        found: dict[str, list[str]] = {}
        for key in self._by_name:
            found.setdefault(key.split(" ", 1)[0], []).append(key)
        return found

    @cached_property
    def _first_word_lengths(self) -> dict[str, tuple[int, int]]:
        """The shortest and longest name key of each first word (`_by_first_word`)."""
        return {
            word: (min(map(len, keys)), max(map(len, keys))) for word, keys in self._by_first_word.items()
        }

    def near_name(self, name: str, *, search: bool = False) -> tuple[float, tuple[Card, ...]] | None:
        """The card name `name` is probably a misspelling of (whole-name ratio ≥ `LOOKS_LIKE_A_CARD`,
        not the name itself): (score, the cards of that name); None when no name is that close.

        Names starting with the same word are compared (cheap enough to try every length of an
        unquoted name); with `search`, when no name starts with that word, the index is asked, which
        finds a typo in the first word too."""
        key = name_key(name)
        if len(key) < 4 or key in self._by_name or len(key.split()) > self.max_name_words + 2:
            return None  # far longer than any name: no misspelling of one (and kept cheap)
        first = key.split(" ", 1)[0]
        pool = list(self._by_first_word.get(first, ()))
        if pool and not _may_look_alike(len(key), *self._first_word_lengths[first]):
            return None  # "Mickey" beside every "Mickey Mouse - …": none is near enough in length
        if search and not pool:  # no name starts with that word: it may be the misspelt one
            pool += [self.name_keys[position] for position, _score in self.index.search(name, 10)]
        best = process.extractOne(key, pool, scorer=fuzz.ratio, score_cutoff=LOOKS_LIKE_A_CARD)
        if best is None:
            return None
        return float(best[1]), tuple(self.card(p) for p in self._by_name[best[0]])


def _may_look_alike(length: int, shortest: int, longest: int) -> bool:
    """Whether a key of `length` characters can be `LOOKS_LIKE_A_CARD` alike (`fuzz.ratio`) to any key
    `shortest` to `longest` characters long. The ratio is at most 2·min/(sum of the lengths): the share
    of characters the shorter can have in common; a key that no length in range reaches is compared
    with none (the same answer as comparing each, which is most of reading "Mickey")."""
    nearest = min(max(length, shortest), longest)
    return 200 * min(length, nearest) / (length + nearest) >= LOOKS_LIKE_A_CARD - 1e-9


def same_card(one: Card, other: Card) -> bool:
    """Two entries that are one card to a rules question (LorcanaJSON lists "Let It Go" twice, the
    promo apart): the same type, cost, stats, classifications, keywords and text, spacing aside."""

    def rules_data(card: Card) -> tuple[object, ...]:
        return (
            card.type.casefold(),
            card.cost,
            tuple(sorted(card.stats.items())),
            card.classifications,
            tuple(k.label for k in card.keywords),
            " ".join(card.text.split()),
        )

    return rules_data(one) == rules_data(other)


def distinct(cards: Sequence[Card]) -> tuple[Card, ...]:
    """`cards` with entries that are one card to a rules question (`same_card`) counted once."""
    kept: list[Card] = []
    for card in cards:
        if not any(same_card(card, other) for other in kept):
            kept.append(card)
    return tuple(kept)
