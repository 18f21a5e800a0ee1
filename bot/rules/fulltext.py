"""Full-text search over every loaded rules text: SQLite FTS5 (bm25 ranking), built in memory at
start-up, with typo correction (rapidfuzz against the index's own vocabulary).

How a question becomes a query, honestly: the words are lower-cased, a short list of English
function words ("which", "can", "a", "be"…) is dropped because every rule has them, each remaining
word is corrected to the closest word the rules use when it is not one of them, and the words are
OR-ed with prefix matching (`choos*` finds "choose" and "chosen"; Porter stemming joins "stops" and
"stop"). bm25 then ranks the rules that share the most, and the rarest, of the words first. There
are no hand-written synonyms: a question whose words the rules never use finds nothing.

One row per rule (its own text, not its sub-rules), so a hit names the most specific rule. A heading
with no text of its own ranks after the rules that have some: its words are in every sub-rule's title
anyway, and the rule is what settles a question. A question asking "how many" or "how much" ranks
first the rules that state a number (bm25 alone prefers the shortest mention of "cards" and "deck").
Texts are indexed as displayed (`bot.rules.markup.readable`), so `+[N]` and "strength" are
searchable and snippets need no tidying.
"""

from __future__ import annotations

import re
import sqlite3
import threading
import time
import weakref
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from bot.rules.library import Library
from bot.rules.markup import readable

# fmt: off
STOP_WORDS = frozenset({
    "a", "an", "and", "are", "as", "at", "be", "by", "can", "could", "do", "does", "for", "from", "how",
    "i", "if", "in", "into", "is", "it", "its", "may", "me", "my", "of", "on", "or", "so", "than", "that",
    "the", "their", "them", "then", "there", "these", "they", "this", "those", "to", "was", "what", "when",
    "where", "which", "while", "who", "why", "will", "with", "would", "you", "your",
})
# fmt: on
"""Function words every rule uses: dropped from queries (they would only blur the ranking)."""
TYPO_SCORE = 80.0
"""A query word not in the rules is replaced by the closest rules word scoring at least this."""
HIGHLIGHT = ("**", "**")
COUNTING = re.compile(r"\bhow (?:many|much)\b", re.IGNORECASE)
"""A question after a number."""
STATES_A_NUMBER = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|sixty)\b",
    re.IGNORECASE,
)
NUMBER_BOOST = 1.5
"""How much more a rule stating a number weighs when the question asks "how many"."""
_WORD = re.compile(r"[\w']+")


@dataclass(frozen=True, slots=True)
class Hit:
    """One matching rule: where it is, a snippet with the matching words in bold, and its rank."""

    game: str
    rule: str
    title: str
    snippet: str
    score: float


@dataclass(frozen=True, slots=True)
class Results:
    hits: tuple[Hit, ...]
    words: tuple[str, ...]
    """The words searched for, after dropping function words and correcting typos."""
    corrected: tuple[tuple[str, str], ...]
    """(typed, searched) for each word that was corrected."""


class RulesIndex:
    """An in-memory FTS5 index of every rule, heading and glossary entry of every loaded game."""

    def __init__(self, library: Library) -> None:
        started = time.perf_counter()
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._lock = threading.Lock()
        self._db.execute(
            "CREATE VIRTUAL TABLE rules USING fts5("
            "game UNINDEXED, rule UNINDEXED, title, body, tokenize='porter unicode61')"
        )
        rows = []
        vocabulary: set[str] = set()
        for game in library.games.values():
            for rule_id, label, text in game.searchable():
                body = readable(text)
                rows.append((game.id, rule_id, label, body))
                vocabulary.update(_WORD.findall(f"{label} {body}".casefold()))
        self._db.executemany("INSERT INTO rules VALUES (?, ?, ?, ?)", rows)
        self._vocabulary = sorted(vocabulary)
        self._known = frozenset(vocabulary)
        self.size = len(rows)
        self.build_seconds = time.perf_counter() - started

    def close(self) -> None:
        self._db.close()

    def _words(self, query: str) -> tuple[list[str], list[tuple[str, str]]]:
        words: list[str] = []
        corrected: list[tuple[str, str]] = []
        for raw in _WORD.findall(query.casefold()):
            word = raw.strip("'")
            if not word or word in STOP_WORDS:
                continue
            if word not in self._known and len(word) > 2:
                best = process.extractOne(word, self._vocabulary, scorer=fuzz.ratio, score_cutoff=TYPO_SCORE)
                if best is not None:
                    corrected.append((word, best[0]))
                    word = best[0]
            if word not in words:
                words.append(word)
        return words, corrected

    def search(self, query: str, games: Sequence[str], limit: int = 5) -> Results:
        """The best `limit` rules of `games` for `query`, best first (bm25; headings weigh double)."""
        counting = COUNTING.search(query) is not None
        if counting:  # "how many" asks for a number; the rules' own "many" ("how many times") is noise
            query = COUNTING.sub(" ", query)
        words, corrected = self._words(query)
        if not words or not games:
            return Results((), tuple(words), tuple(corrected))
        match = " OR ".join(f'"{word.replace(chr(34), "")}"*' for word in words)
        marks = ", ".join("?" for _ in games)
        sql = (
            "SELECT game, rule, title, snippet(rules, 3, ?, ?, '…', 20), "
            "bm25(rules, 0, 0, 2.0, 1.0) AS rank, "
            f"body FROM rules WHERE rules MATCH ? AND game IN ({marks}) ORDER BY body = '', rank LIMIT ?"
        )
        with self._lock:
            rows = self._db.execute(
                sql, (*HIGHLIGHT, match, *games, limit * 4 if counting else limit)
            ).fetchall()
        scored = [
            (-rank * (NUMBER_BOOST if counting and STATES_A_NUMBER.search(body) else 1.0), index, row)
            for index, (*row, rank, body) in enumerate(rows)
        ]
        if counting:
            scored.sort(key=lambda item: (not item[2][3], -item[0], item[1]))
        hits = tuple(
            Hit(game, rule, title, snippet, score) for score, _i, (game, rule, title, snippet) in scored
        )
        return Results(hits[:limit], tuple(words), tuple(corrected))


_INDEXES: weakref.WeakKeyDictionary[Library, RulesIndex] = weakref.WeakKeyDictionary()


def index_for(library: Library) -> RulesIndex:
    """The library's index, built once (at start-up, when the search commands load)."""
    index = _INDEXES.get(library)
    if index is None:
        index = _INDEXES[library] = RulesIndex(library)
    return index
