"""Card text search: the cards whose printed text says what a judge searched ("can't be challenged").

One SQLite FTS5 table per game's catalog, built on first use (in a worker thread: every card is
decoded once, ~0.1 s per 10,000 cards plus the words' analysis) and rebuilt when the card data is
re-imported. Words are read as the rules are (`bot.rules.words`); a card says the phrase when the
searched words stand in one sentence of its text, in the order searched, each within a few words
of the one before ("This character **can't** be **challenged**"). So each row is one sentence
(FTS5's NEAR then finds only sentences holding the words close together, and the order is checked
on those alone), numbered shortest card first: the shortest cards saying a phrase come first as
FTS5 finds them, without sorting every match.

A search whose words include one that at most `READ_AT_ONCE` sentences hold (the index counts
them when built) is one full-text query: the sentences saying the words together are all read, and
the count and the cards printing the phrase as typed come from them. Otherwise SQLite counts them and
finds the phrase, a query each (the phrase alone when it holds the searched words close enough
together: then every sentence printing it says them).
"""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import chain, islice

from bot.cards.catalog import CardCatalog
from bot.rules.bm25 import PLAIN
from bot.rules.words import Analyzer, Snippet, sentences, snippet

__all__ = ["CardHit", "CardTextIndex", "card_text_index", "card_text_ready"]

NEAR = 3
"""Searched words stand together in a card's text when at most this many words apart."""
SENTENCE_BITS = 8
"""A row's number holds its card's rank and, in these low bits, the sentence's (at most 256 a card)."""
READ_AT_ONCE = 256
"""A search reads its sentences itself when one of its words is in at most this many (so are they):
fewer than SQLite's count and phrase queries cost to find; with only common words, it asks them
(measured over the question sets: 128 and 256 alike, 512 slower)."""
PAGE_BYTES = 1000
"""FTS5's leaf page size for the index: its default (4050) made a search holding a common word
("character", in half of Lorcana's card sentences) a third slower."""
QUICK_CHARS = 1500
"""A quick search (one that may run on the event loop) reads at most this many characters of
sentences in Python: some 0.5 ms at worst (reading a sentence's words costs ~0.06 µs a character)."""


@dataclass(frozen=True, slots=True)
class CardHit:
    game: str
    label: str
    snippet: Snippet


class CardTextIndex:
    """Every sentence of every card of one catalog with printed text, searchable by its words."""

    def __init__(self, catalog: CardCatalog, analyzer: Analyzer) -> None:
        self.game = catalog.game
        self._catalog = catalog
        self._analyzer = analyzer
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._lock = threading.Lock()
        # Contentless: the index alone (the texts are the catalog's), merged into one segment.
        self._db.execute(
            "CREATE VIRTUAL TABLE cards USING fts5("
            "body, content='', tokenize='unicode61 remove_diacritics 2')"
        )
        self._db.execute("INSERT INTO cards(cards, rank) VALUES ('pgsz', ?)", (PAGE_BYTES,))
        cards = []
        for position in range(len(catalog)):
            text = catalog.card(position).text
            if text.strip():
                cards.append((len(analyzer.indexed(text)), position, text))
        # Shortest texts first, each card's sentences in order: FTS5 returns matches in rowid order,
        # so "the shortest cards saying it" are read as they come, without sorting every match.
        cards.sort(key=lambda card: card[0])
        self._cards: list[tuple[int, list[str]]] = []
        """By rank (shortest first): the card's position in the catalog and its sentences, each in
        one-space form as a snippet shows it (kept: a catalog read compact decodes a card again once
        it is not recent). A row is one sentence, numbered `rank << SENTENCE_BITS | sentence`."""
        rows: list[tuple[int, str]] = []
        for rank, (_length, position, text) in enumerate(cards):
            said = [" ".join(text[start:end].split()) for start, end in sentences(text)][: 1 << SENTENCE_BITS]
            self._cards.append((position, said))
            rows += [
                (rank << SENTENCE_BITS | i, analyzer.indexed(sentence)) for i, sentence in enumerate(said)
            ]
        self._db.executemany("INSERT INTO cards(rowid, body) VALUES (?, ?)", rows)
        self._db.execute("INSERT INTO cards(cards) VALUES ('optimize')")
        self.size = len(cards)
        self._db.execute("CREATE VIRTUAL TABLE temp.words USING fts5vocab(main, cards, row)")
        self._common = frozenset(
            word for (word,) in self._db.execute("SELECT term FROM temp.words WHERE doc > ?", (READ_AT_ONCE,))
        )
        """The words more than `READ_AT_ONCE` sentences hold."""
        self._db.execute("DROP TABLE temp.words")

    def close(self) -> None:
        self._db.close()

    def search(
        self, stems: Sequence[str], phrase: str = "", limit: int = 3, *, quick: bool = False
    ) -> tuple[list[CardHit], int] | None:
        """(the first `limit` cards saying the searched words together, how many cards have them
        within a few words of each other in one sentence — exactly those shown when fewer than
        `limit` say them in order). Cards printing `phrase` as typed come first.

        `quick`: None instead when the search would take long — every word is common, or the
        sentences holding the words close together hold more than `QUICK_CHARS` characters — so
        that the event loop asks a worker thread instead (its query reads few rows: a few tenths of
        a millisecond at most)."""
        wanted = [s for s in dict.fromkeys(stems) if s]
        if not wanted:
            return [], 0
        quoted = " ".join(f'"{s}"' for s in wanted)
        match = f"NEAR({quoted}, {NEAR * len(wanted)})" if len(wanted) > 1 else quoted
        typed = _printed(phrase)
        every = self._analyzer.stems(phrase)
        exact: list[CardHit] = []
        others: list[CardHit] = []
        taken: set[int] = set()
        with self._lock:
            cursor = None
            rows: list[int] = []
            complete = False
            if any(PLAIN.fullmatch(s) and s not in self._common for s in wanted):
                # Few sentences hold one of the words: read them all, with one query.
                cursor = self._db.execute("SELECT rowid FROM cards WHERE cards MATCH ?", (match,))
                rows = [rowid for (rowid,) in islice(cursor, READ_AT_ONCE + 1)]
                complete = len(rows) <= READ_AT_ONCE
            try:
                if quick and (
                    not complete or sum(len(self._sentence(rowid)[1]) for rowid in rows) > QUICK_CHARS
                ):
                    return None
                total = len({rowid >> SENTENCE_BITS for rowid in rows})
                if not complete:  # the cards after those read, counted by SQLite
                    next_card = ((rows[-1] >> SENTENCE_BITS) + 1) << SENTENCE_BITS if rows else 0
                    total += self._db.execute(
                        f"SELECT count(DISTINCT rowid >> {SENTENCE_BITS}) FROM cards "
                        "WHERE cards MATCH ? AND rowid >= ?",
                        (match, next_card),
                    ).fetchone()[0]
                if typed and every and limit > 0:
                    printing = (
                        self._printing(rows, typed, every)
                        if complete and all(PLAIN.fullmatch(s) for s in every)
                        else self._printing_queried(match, typed, every, wanted)
                    )
                    for rowid in printing:
                        self._take(rowid, wanted, exact, taken)
                        if len(exact) >= limit:
                            break
                if len(exact) < limit:
                    if cursor is None:
                        cursor = self._db.execute("SELECT rowid FROM cards WHERE cards MATCH ?", (match,))
                    for rowid in chain(rows, (rowid for (rowid,) in cursor)):
                        if len(exact) + len(others) >= limit:
                            break
                        self._take(rowid, wanted, others, taken)
                    else:  # every sentence holding the words close together was read: these are all
                        total = len(exact) + len(others)  # (the count also had them out of order)
            finally:
                if cursor is not None:
                    cursor.close()
        return (exact + others)[:limit], total

    def _printing(self, rows: list[int], typed: str, every: list[str]) -> Iterator[int]:
        """The rows of `rows` that print `typed` and whose words hold `every` side by side (the
        full-text phrase, checked on the sentence's words; SQLite is asked for a sentence holding a
        word it reads otherwise)."""
        for rowid in rows:
            sentence = self._sentence(rowid)[1]
            if typed not in _printed_plain(sentence):
                continue
            words = self._analyzer.stems(sentence)
            if all(PLAIN.fullmatch(w) for w in words):
                if _side_by_side(words, every):
                    yield rowid
            elif self._db.execute(
                "SELECT 1 FROM cards WHERE cards MATCH ? AND rowid = ?", (_phrase(every), rowid)
            ).fetchone():
                yield rowid

    def _printing_queried(self, match: str, typed: str, every: list[str], wanted: list[str]) -> Iterator[int]:
        """The rows matching `match` that print `typed`: the sentences where `every` stands side by
        side, which the index finds at once, compared with `typed`. When `every` side by side holds
        the searched words close enough together, every sentence holding it matches `match`: the
        phrase alone is asked (reading the searched words' long lists once less)."""
        plain = all(PLAIN.fullmatch(s) for s in every)
        close = plain and set(wanted) <= set(every) and len(every) <= NEAR * len(wanted) + 2
        query = _phrase(every) if close else f"{match} AND {_phrase(every)}"
        for (rowid,) in self._db.execute("SELECT rowid FROM cards WHERE cards MATCH ?", (query,)):
            if typed in _printed_plain(self._sentence(rowid)[1]):
                yield rowid

    def _sentence(self, rowid: int) -> tuple[int, str]:
        """(the card's position in the catalog, the sentence) of a row."""
        position, said = self._cards[rowid >> SENTENCE_BITS]
        return position, said[rowid & ((1 << SENTENCE_BITS) - 1)]

    def _take(self, rowid: int, wanted: list[str], into: list[CardHit], taken: set[int]) -> None:
        """Add the sentence's card to `into` (once) if the sentence says the searched words in order,
        close together."""
        position, sentence = self._sentence(rowid)
        if position in taken or not _in_order(self._analyzer.stems(sentence), wanted):
            return
        taken.add(position)
        into.append(
            CardHit(self.game, self._catalog.labels[position], snippet(sentence, self._analyzer, set(wanted)))
        )


def _phrase(words: list[str]) -> str:
    """`words` side by side, as a full-text query."""
    return '"' + " ".join(words) + '"'


def _side_by_side(words: list[str], phrase: list[str]) -> bool:
    """Whether `phrase` stands in `words` word after word."""
    size = len(phrase)
    return any(word == phrase[0] and words[i : i + size] == phrase for i, word in enumerate(words))


def _printed(text: str) -> str:
    """Text as compared with a phrase typed: lower case, straight apostrophes, single spaces."""
    return " ".join(text.casefold().replace("’", "'").split())


def _printed_plain(sentence: str) -> str:
    """`_printed` of a text already in one-space form (a sentence as the index keeps it)."""
    return sentence.casefold().replace("’", "'")


def _in_order(sequence: list[str], wanted: list[str]) -> bool:
    """Whether `wanted` stand in `sequence` in order, each within `NEAR` words of the one before."""
    start = -1
    while True:
        try:
            start = sequence.index(wanted[0], start + 1)
        except ValueError:
            return False
        position, ok = start, True
        for following in wanted[1:]:
            window = sequence[position + 1 : position + 1 + NEAR]
            if following not in window:
                ok = False
                break
            position = position + 1 + window.index(following)
        if ok:
            return True


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


def card_text_ready(catalog: CardCatalog) -> bool:
    """Whether the catalog's text index is built (a search using it would not wait)."""
    return catalog in _INDEXES
