"""A full-text table's bm25 candidates without asking SQLite: its ranking worked out per word once.

FTS5's `ORDER BY rank` (bm25 with column weights) reads every row holding a searched word and works
out each word's rarity again for every query: about 0.3 ms a game for a question holding a common
word ("character" is in a third of Lorcana's rules). Its score is a sum over the query's words of a
value that depends only on the word and the row (the word's rarity in the table, the row's length,
the weighted count of the word in the row), so `Bm25Table` reads the table's words once, through
FTS5's own `fts5vocab` (its tokens, columns and row lengths, exactly as FTS5 sees them), keeps each
word's value for each row holding it, and adds them up per query in the order FTS5 does, in the
same double arithmetic: the same floats, so the same candidates in the same order, ties by rowid as
SQLite returns them. `tests/bot/rules/test_bm25.py` compares both on every word of every game.
The words are read from the rows as inserted when they are all plain words (as a game's search forms
are), else from the table itself.

A query word FTS5 would read otherwise than as itself (anything but lower-case ASCII letters and
digits) is left to SQLite: `top` returns None.
"""

from __future__ import annotations

import math
import re
import sqlite3
from array import array
from collections import defaultdict
from collections.abc import Mapping, Sequence
from operator import itemgetter

__all__ = ["PLAIN", "Bm25Table"]

K1 = 1.2
B = 0.75
"""FTS5's bm25 constants (`fts5Bm25Function`)."""
PLAIN = re.compile(r"[a-z0-9]+")
"""A word FTS5's unicode61 tokenizer reads as itself, one token (it folds accents, for one)."""


class Bm25Table:
    """One FTS5 table's bm25 by word: `top(words, n)` is `SELECT rowid, rank … WHERE … MATCH '"w1" OR
    "w2" …' ORDER BY rank LIMIT n` with `rank` that table's `bm25(weights…)`."""

    def __init__(self, rows: int, counts: Mapping[str, Mapping[int, float]], lengths: Mapping[int, int]):
        """`rows` in the table; each word's weighted count in each row holding it, summed in the order
        FTS5 sums it (by column, then position: the same rounding); each row's length in words."""
        average = float(sum(lengths.values())) / float(rows) if rows else 0.0
        self._values: dict[str, tuple[array[int], array[float]]] = {}
        """Word → the rows holding it (by rowid) and its value in each (compact: some 40,000 a library)."""
        for term, held in counts.items():
            hits = len(held)
            rarity = math.log((rows - hits + 0.5) / (hits + 0.5))
            if rarity <= 0.0:
                rarity = 1e-6
            docs = sorted(held)
            each = array("d", [rarity * _saturation(held[doc], lengths[doc], average) for doc in docs])
            self._values[term] = (array("q", docs), each)

    @classmethod
    def of_table(cls, db: sqlite3.Connection, table: str, weights: Sequence[float]) -> Bm25Table:
        """The table's words as FTS5 holds them (`fts5vocab`): whatever its tokenizer made of them."""
        vocab = f"temp.{table}_words"
        db.execute(f"CREATE VIRTUAL TABLE {vocab} USING fts5vocab(main, {table}, instance)")
        try:
            columns = [name for _cid, name, *_rest in db.execute(f"PRAGMA table_info({table})")]
            weight = {name: (weights[i] if i < len(weights) else 1.0) for i, name in enumerate(columns)}
            order = {name: i for i, name in enumerate(columns)}
            rows = db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            instances = db.execute(f"SELECT term, doc, col, offset FROM {vocab}").fetchall()
        finally:
            db.execute(f"DROP TABLE {vocab}")
        instances.sort(key=lambda i: (i[0], i[1], order[i[2]], i[3]))
        lengths: dict[int, int] = defaultdict(int)
        counts: dict[str, dict[int, float]] = defaultdict(dict)
        for term, doc, col, _offset in instances:
            lengths[doc] += 1
            held = counts[term]
            held[doc] = held.get(doc, 0.0) + weight[col]
        return cls(rows, counts, lengths)

    @classmethod
    def of_rows(cls, rows: Sequence[tuple[int, Sequence[str]]], weights: Sequence[float]) -> Bm25Table | None:
        """The same from the rows as inserted, (rowid, its columns' texts) each, without asking
        SQLite: when every word is plain, FTS5 reads a text as its words split at spaces. None
        otherwise."""
        lengths: dict[int, int] = {}
        counts: dict[str, dict[int, float]] = defaultdict(dict)
        for rowid, columns in rows:
            size = 0
            for column, text in enumerate(columns):
                weight = weights[column] if column < len(weights) else 1.0
                words = text.split()
                size += len(words)
                for word in words:
                    held = counts[word]
                    held[rowid] = held.get(rowid, 0.0) + weight
            lengths[rowid] = size
        if not all(PLAIN.fullmatch(word) for word in counts):
            return None
        return cls(len(rows), counts, lengths)

    def top(self, words: Sequence[str], limit: int) -> list[tuple[int, float]] | None:
        """(rowid, rank) of the best `limit` rows holding any of `words` (the query's phrases, in
        order), best (lowest rank) first, ties by rowid; None when a word is not plain."""
        if not words or not all(PLAIN.fullmatch(word) for word in words):
            return None
        values = self._values
        empty: tuple[array[int], array[float]] = (array("q"), array("d"))
        if len(words) == 1:
            pairs = list(zip(*values.get(words[0], empty), strict=True))  # by rowid already
        else:
            scores: dict[int, float] = {}
            get = scores.get
            for word in words:
                for doc, value in zip(*values.get(word, empty), strict=True):
                    scores[doc] = get(doc, 0.0) + value
            # By score, then the first `limit` and every row tied with the last of them by rowid (the
            # rows as FTS5 orders them: ties by rowid), without sorting every row by rowid first.
            ranked = sorted(scores.items(), key=itemgetter(1), reverse=True)
            end = limit
            while 0 < end < len(ranked) and ranked[end][1] == ranked[end - 1][1]:
                end += 1
            first = sorted(ranked[:end], key=lambda pair: (-pair[1], pair[0]))
            return [(doc, -1.0 * score) for doc, score in first[:limit]]
        # By rowid, then (a stable sort) by score: ties stay by rowid.
        ranked = sorted(pairs, key=itemgetter(1), reverse=True)
        return [(doc, -1.0 * score) for doc, score in ranked[:limit]]


def _saturation(weighted: float, length: int, average: float) -> float:
    """bm25's term-frequency part for a word's weighted count in a row of `length` tokens, written
    as `fts5Bm25Function` writes it (the same operations in the same order: the same double)."""
    return (weighted * (K1 + 1.0)) / (weighted + K1 * (1 - B + B * float(length) / average))
