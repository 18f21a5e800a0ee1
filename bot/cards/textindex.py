"""Card text search: the cards whose printed text says what a judge searched ("can't be challenged").

One SQLite FTS5 table per game's catalog, built on first use (in a worker thread: every card is
decoded once, ~0.1 s per 10,000 cards plus the words' analysis) and rebuilt when the card data is
re-imported. Words are read as the rules are (`bot.rules.words`); a card says the phrase when the
searched words stand in one sentence of its text, in the order searched, each within a few words
of the one before ("This character **can't** be **challenged**").
"""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import Sequence
from dataclasses import dataclass

from bot.cards.catalog import CardCatalog
from bot.rules.words import Analyzer, Snippet, sentences, snippet

__all__ = ["CardHit", "CardTextIndex", "card_text_index"]

NEAR = 3
"""Searched words stand together in a card's text when at most this many words apart."""
CANDIDATES = 400


@dataclass(frozen=True, slots=True)
class CardHit:
    game: str
    label: str
    snippet: Snippet


class CardTextIndex:
    """Every card of one catalog with printed text, searchable by its words."""

    def __init__(self, catalog: CardCatalog, analyzer: Analyzer) -> None:
        self.game = catalog.game
        self._catalog = catalog
        self._analyzer = analyzer
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._lock = threading.Lock()
        self._db.execute(
            "CREATE VIRTUAL TABLE cards USING fts5(body, tokenize='unicode61 remove_diacritics 2')"
        )
        rows = []
        for position in range(len(catalog)):
            text = catalog.card(position).text
            if text.strip():
                rows.append((position, analyzer.indexed(text)))
        self._db.executemany("INSERT INTO cards(rowid, body) VALUES (?, ?)", rows)
        self.size = len(rows)

    def close(self) -> None:
        self._db.close()

    def search(self, stems: Sequence[str], phrase: str = "", limit: int = 3) -> tuple[list[CardHit], int]:
        """(the first `limit` cards saying the searched words together, how many cards have them
        within a few words of each other). Cards printing `phrase` as typed come first."""
        wanted = [s for s in dict.fromkeys(stems) if s]
        if not wanted:
            return [], 0
        quoted = " ".join(f'"{s}"' for s in wanted)
        match = f"NEAR({quoted}, {NEAR * len(wanted)})" if len(wanted) > 1 else quoted
        with self._lock:
            total = self._db.execute("SELECT count(*) FROM cards WHERE cards MATCH ?", (match,)).fetchone()[0]
            rows = self._db.execute(
                "SELECT rowid FROM cards WHERE cards MATCH ? ORDER BY length(body) LIMIT ?",
                (match, CANDIDATES),
            ).fetchall()
        typed = " ".join(phrase.casefold().split())
        exact: list[CardHit] = []
        others: list[CardHit] = []
        for (position,) in rows:
            card = self._catalog.card(position)
            printed = typed and typed in " ".join(card.text.casefold().replace("’", "'").split())
            if len(exact) >= limit or (not printed and len(others) >= limit):
                continue
            found = self._says(card.text, wanted)
            if found is not None:
                (exact if printed else others).append(
                    CardHit(self.game, self._catalog.labels[position], found)
                )
        return (exact + others)[:limit], total

    def _says(self, text: str, wanted: list[str]) -> Snippet | None:
        """The sentence of `text` holding the searched words in order, close together, or None."""
        for start, end in sentences(text):
            sentence = text[start:end]
            sequence = self._analyzer.stems(sentence)
            if _in_order(sequence, wanted):
                return snippet(sentence, self._analyzer, set(wanted))
        return None


def _in_order(sequence: list[str], wanted: list[str]) -> bool:
    """Whether `wanted` stand in `sequence` in order, each within `NEAR` words of the one before."""
    for start, stem in enumerate(sequence):
        if stem != wanted[0]:
            continue
        position, ok = start, True
        for following in wanted[1:]:
            window = sequence[position + 1 : position + 1 + NEAR]
            if following not in window:
                ok = False
                break
            position = position + 1 + window.index(following)
        if ok:
            return True
    return False


_INDEXES: weakref.WeakKeyDictionary[CardCatalog, CardTextIndex] = weakref.WeakKeyDictionary()
_BUILDING = threading.Lock()


def card_text_index(catalog: CardCatalog, analyzer: Analyzer) -> CardTextIndex:
    """The catalog's text index, built on first use (call it from a worker thread: it takes a
    while the first time); a re-imported catalog is a new catalog and gets its own."""
    with _BUILDING:
        index = _INDEXES.get(catalog)
        if index is None:
            index = _INDEXES[catalog] = CardTextIndex(catalog, analyzer)
        return index
