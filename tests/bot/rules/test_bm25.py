"""`Bm25Table` gives the very candidates FTS5's `ORDER BY rank` gives, ranks to the last bit and
ties in the same order, on every game's whole rules text."""

from __future__ import annotations

import random
import re
import sqlite3

import pytest

from bot.rules import Library
from bot.rules.bm25 import Bm25Table
from bot.rules.fulltext import RANK, WEIGHTS

LIMIT = 30


Row = tuple[str, ...]


def as_written(library: Library, game: str) -> list[Row]:
    """The game's rules in four columns as the search index has them, as written: accents,
    punctuation and all, for FTS5 to tokenize."""
    rules = library.game(game)
    rows: list[Row] = []
    for rule_id, label, text in rules.searchable():
        statement, _, examples = text.partition("Example")
        rows.append((" ".join(rules.names_at(rule_id)), label, statement, examples))
    return rows


def plain_words(rows: list[Row]) -> list[Row]:
    """The same rows as plain words only, as the search index holds its search forms."""
    return [tuple(" ".join(re.findall(r"[a-z0-9]+", text.lower())) for text in row) for row in rows]


def fts5_table(rows: list[Row]) -> sqlite3.Connection:
    db = sqlite3.connect(":memory:")
    db.execute(
        "CREATE VIRTUAL TABLE rules USING fts5("
        "names, section, statement, examples, tokenize='unicode61 remove_diacritics 2')"
    )
    db.execute("INSERT INTO rules(rules, rank) VALUES ('rank', ?)", (RANK,))
    db.executemany("INSERT INTO rules(names, section, statement, examples) VALUES (?, ?, ?, ?)", rows)
    return db


def plain(term: str) -> bool:
    return term.isascii() and term.isalnum()


def by_fts5(db: sqlite3.Connection, words: list[str]) -> list[tuple[int, float]]:
    match = " OR ".join(f'"{word}"' for word in words)
    query = "SELECT rowid, rank FROM rules WHERE rules MATCH ? ORDER BY rank LIMIT ?"
    return db.execute(query, (match, LIMIT)).fetchall()


def differing(db: sqlite3.Connection, table: Bm25Table, seed: str) -> list[list[str]]:
    """Every word of the table alone, and 400 questions of two to eight words: those `table` ranks
    otherwise than FTS5."""
    db.execute("CREATE VIRTUAL TABLE temp.terms USING fts5vocab(main, rules, row)")
    terms = [term for (term,) in db.execute("SELECT term FROM temp.terms") if plain(term)]
    assert len(terms) > 100
    chooser = random.Random(seed)
    questions = [[term] for term in terms] + [
        sorted(chooser.sample(terms, size)) for size in (2, 3, 5, 8) for _ in range(100)
    ]
    questions.append(["zzzz", terms[0]])  # a word the rules don't have adds nothing
    return [q for q in questions if table.top(q, LIMIT) != by_fts5(db, q)]


@pytest.mark.parametrize("game", ["lorcana", "gundam", "fftcg", "swtcg", "dreadnought"])
def test_every_word_and_many_questions_rank_as_fts5_ranks_them(library: Library, game: str) -> None:
    db = fts5_table(as_written(library, game))
    assert differing(db, Bm25Table.of_table(db, "rules", WEIGHTS), game) == []


@pytest.mark.parametrize("game", ["lorcana", "gundam", "fftcg", "swtcg", "dreadnought"])
def test_plain_words_read_from_the_rows_rank_as_fts5_ranks_them(library: Library, game: str) -> None:
    rows = plain_words(as_written(library, game))
    table = Bm25Table.of_rows([(rowid, row) for rowid, row in enumerate(rows, start=1)], WEIGHTS)
    assert table is not None
    assert differing(fts5_table(rows), table, game) == []


def test_rows_holding_words_fts5_reads_otherwise_are_read_from_the_table(library: Library) -> None:
    rows = as_written(library, "lorcana")  # "Lorcana's", "Dalmatian." …
    assert Bm25Table.of_rows([(rowid, row) for rowid, row in enumerate(rows, start=1)], WEIGHTS) is None


def test_a_word_fts5_reads_otherwise_is_left_to_sqlite(library: Library) -> None:
    db = fts5_table(as_written(library, "lorcana"))
    table = Bm25Table.of_table(db, "rules", WEIGHTS)
    assert table.top(["character"], LIMIT)
    assert table.top(["Character"], LIMIT) is None
    assert table.top(["café"], LIMIT) is None
    assert table.top(["ready-made"], LIMIT) is None
