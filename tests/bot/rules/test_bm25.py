"""`Bm25Table` gives the very candidates FTS5's `ORDER BY rank` gives, ranks to the last bit and
ties in the same order, on every game's whole rules text."""

from __future__ import annotations

import random
import sqlite3

import pytest

from bot.rules import Library
from bot.rules.bm25 import Bm25Table
from bot.rules.fulltext import RANK, WEIGHTS

LIMIT = 30


def fts5_table(library: Library, game: str) -> sqlite3.Connection:
    """The game's rules in a weighted FTS5 table, as written (FTS5 tokenizes the raw text: accents,
    punctuation and all), four columns as the search index has them."""
    db = sqlite3.connect(":memory:")
    db.execute(
        "CREATE VIRTUAL TABLE rules USING fts5("
        "names, section, statement, examples, tokenize='unicode61 remove_diacritics 2')"
    )
    db.execute("INSERT INTO rules(rules, rank) VALUES ('rank', ?)", (RANK,))
    rules = library.game(game)
    rows = []
    for rule_id, label, text in rules.searchable():
        statement, _, examples = text.partition("Example")
        rows.append((" ".join(rules.names_at(rule_id)), label, statement, examples))
    db.executemany("INSERT INTO rules(names, section, statement, examples) VALUES (?, ?, ?, ?)", rows)
    return db


def plain(term: str) -> bool:
    return term.isascii() and term.isalnum()


def by_fts5(db: sqlite3.Connection, words: list[str]) -> list[tuple[int, float]]:
    match = " OR ".join(f'"{word}"' for word in words)
    query = "SELECT rowid, rank FROM rules WHERE rules MATCH ? ORDER BY rank LIMIT ?"
    return db.execute(query, (match, LIMIT)).fetchall()


@pytest.mark.parametrize("game", ["lorcana", "gundam", "fftcg", "swtcg", "dreadnought"])
def test_every_word_and_many_questions_rank_as_fts5_ranks_them(library: Library, game: str) -> None:
    db = fts5_table(library, game)
    table = Bm25Table(db, "rules", WEIGHTS)
    db.execute("CREATE VIRTUAL TABLE temp.terms USING fts5vocab(main, rules, row)")
    terms = [term for (term,) in db.execute("SELECT term FROM temp.terms") if plain(term)]
    assert len(terms) > 100
    chooser = random.Random(game)
    questions = [[term] for term in terms] + [
        sorted(chooser.sample(terms, size)) for size in (2, 3, 5, 8) for _ in range(100)
    ]
    questions.append(["zzzz", terms[0]])  # a word the rules don't have adds nothing
    differing = [q for q in questions if table.top(q, LIMIT) != by_fts5(db, q)]
    assert differing == []


def test_a_word_fts5_reads_otherwise_is_left_to_sqlite(library: Library) -> None:
    table = Bm25Table(fts5_table(library, "lorcana"), "rules", WEIGHTS)
    assert table.top(["character"], LIMIT)
    assert table.top(["Character"], LIMIT) is None
    assert table.top(["café"], LIMIT) is None
    assert table.top(["ready-made"], LIMIT) is None
