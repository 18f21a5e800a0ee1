"""Full-text search over every loaded rules text: SQLite FTS5 finds the candidates (bm25, weighted
by where a word is), and the ranking reads them as a judge would.

What is indexed, one row per rule (its own text, not its sub-rules, so a hit names the most specific
rule), in four columns with their bm25 weights: the rule's **names** (its own heading, the keyword it
defines and that keyword's aliases, its glossary term; ×4), the **section** it is in (the nearest
heading above; ×0.5), its **statement** (×1) and its **examples** (×0.7). The texts are stored as
their words' search forms (`bot.rules.words`: Snowball stemming with the game's keyword names kept
whole) under FTS5's `unicode61` tokenizer, so "exerted" finds "exert" and "Challenger" does not find
"challenge". Trigrams were not chosen: they would match "ink" inside "link" and "blinking".

How a question becomes a search, per game (`Analysis`):
- function words are dropped unless the game's rules define them ("may", "other", "once");
- a word the game's rules use is searched as typed (its search form), **never corrected**;
- a word they don't use but the game's synonym table has (`data/search/synonyms.yaml`: "tapped" is
  Lorcana's "exerted", Gundam's "rested") is searched as the game's word, and the answer says so;
- a word no game's text or card name knows is a typo: it is corrected to the closest word of this
  game's own vocabulary (its rules text, keyword names and card names), only when that is close
  (ratio ≥ 80), starts with the same letter and is not much shorter ("breach" never becomes
  "reach"); the answer shows the correction and offers the search as typed;
- any other word (a real word this game's rules don't use) is searched as typed, finds nothing, and
  lowers how well the results match.

Ranking: the candidates (the best by bm25) are scored by what a judge looks for: the share of the
question's words (weighted by rarity) that the rule's **best sentence** holds, that the rule holds
at all, that its **names** hold, that the section it is in names, and how many of the question's
neighbouring words stand near each other in it (phrase and proximity); bm25 breaks ties. A heading
with no text of its own ranks lower (its words are in every sub-rule's heading anyway), and a
"how many"/"how much" question ranks first the rules that state a number.

A search matches **well** when its best rule holds at least half of the question's weight;
otherwise the answer says that nothing matches well, rather than show unrelated rules as answers.
Each hit carries its best sentence with the matching words marked (`bot.rules.words.snippet`).
"""

from __future__ import annotations

import re
import sqlite3
import threading
import time
import weakref
from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Literal

import yaml
from rapidfuzz import fuzz, process

from bot.rules.library import GameRules, Library, default_data_dir
from bot.rules.markup import readable
from bot.rules.words import (
    FUNCTION_WORDS,
    WORD,
    Analyzer,
    Snippet,
    defined_words,
    fold,
    idf_weights,
    sentences,
    snippet,
    surface_words,
)

__all__ = [
    "STOP_WORDS",
    "Analysis",
    "Hit",
    "Results",
    "RulesIndex",
    "Searched",
    "index_for",
    "load_synonyms",
]

STOP_WORDS = FUNCTION_WORDS
TYPO_SCORE = 80.0
"""A typo is corrected to a word of the game's vocabulary scoring at least this (rapidfuzz ratio)…"""
TYPO_SHORTER_AT_MOST = 1
"""…that is at most this many letters shorter than the word typed."""
TYPO_LENGTH = 4
"""Words shorter than this are never corrected (too many words are one letter apart)."""
CANDIDATES = 60
"""Rules fetched by bm25 per game before ranking."""
WELL = 0.5
"""A search matches well when its best rule holds at least this share of the question's weight."""
NEAR = 3
"""Two words of the question stand near each other in a rule when at most this many words apart."""
COUNTING = re.compile(r"\bhow (?:many|much)\b", re.IGNORECASE)
STATES_A_NUMBER = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|sixty)\b",
    re.IGNORECASE,
)
NUMBER_BOOST = 1.5
"""A sentence stating how many of what a "how many" question asks weighs this much more…"""
LIMIT_BOOST = 1.2
"""…and this much more again when the number is a limit ("exactly 50 cards", "up to four")."""
HEADING_ONLY = 0.6
"""A heading with no text of its own weighs this much of its score."""
_EXAMPLE = re.compile(r"^\s*(?:\*\*)?(?:Example(?: [A-Z])?|Ex)\s*[:.]", re.IGNORECASE)
_EMPHASIS = re.compile(r"\*\*|__")

# How much each part of the ranking weighs (see the module's docstring).
BEST_SENTENCE, COVERAGE, NAMES, PHRASE, BM25 = 1.0, 0.6, 0.4, 0.3, 0.3
IN_SECTION = 0.6
"""A word of the section's heading counts this much in each of its rules' sentences."""

DEFINED = 3.0
"""A function word kept because the rules define it is what the question asks about: a rule that
defines it (prints it in quotes: 6.1.4 'the word "may,"') counts its name match this many times."""
EXAMPLE_SHARE = 0.6
"""An example's sentence counts this much of a statement's (unless it names what was asked about)."""

SYNONYMS_FILE = "synonyms.yaml"


def load_synonyms(path: Path | None = None) -> dict[str, dict[str, tuple[str, ...]]]:
    """`data/search/synonyms.yaml`: per game, a word judges say → the game's own word(s) for it."""
    path = path or default_data_dir() / "search" / SYNONYMS_FILE
    if not path.exists():
        return {}
    raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    table: dict[str, dict[str, tuple[str, ...]]] = {}
    for game, entries in raw.items():
        table[str(game)] = {
            fold(str(word)): tuple(str(t) for t in (targets if isinstance(targets, list) else [targets]))
            for word, targets in (entries or {}).items()
        }
    return table


@dataclass(frozen=True, slots=True)
class Searched:
    """One word of a question and what was searched for it."""

    typed: str
    stems: tuple[str, ...]
    """The search forms looked for (several for a synonym with several words)."""
    shown: str
    """What was searched, as a word: the word itself, its correction or the game's word."""
    how: Literal["as typed", "defined", "corrected", "synonym", "unknown", "name"]
    """`defined`: a function word searched because the game's rules define it ("may"); `unknown`: a
    real word this game's rules don't use; `name`: a word of a card's name."""
    weight: float = 1.0


@dataclass(frozen=True, slots=True)
class Analysis:
    """A question as searched in one game."""

    game: str
    words: tuple[Searched, ...]
    counting: bool


@dataclass(frozen=True, slots=True)
class Hit:
    """One matching rule: where it is, its label, its best sentence, its score and how much of the
    question it holds (0 to 1)."""

    game: str
    rule: str
    title: str
    snippet: Snippet
    score: float
    coverage: float


@dataclass(frozen=True, slots=True)
class Results:
    hits: tuple[Hit, ...]
    words: tuple[str, ...]
    """The words searched for, after dropping function words, corrections and synonyms."""
    corrected: tuple[tuple[str, str], ...] = ()
    """(typed, searched) for each word that was corrected."""
    synonyms: tuple[tuple[str, str], ...] = ()
    """(typed, the game's word) for each word searched as the game's own word."""
    unknown: tuple[str, ...] = ()
    """Words the rules searched don't use (not corrected)."""
    weak: bool = False
    """Nothing matches well: the best rule holds less than half of the question."""
    verbatim: bool = False
    """Searched as typed: no corrections."""


@dataclass(slots=True)
class _Row:
    game: str
    rule: str
    label: str
    text: str
    sentences: list[tuple[int, int]]
    sentence_stems: list[frozenset[str]]
    sequence: list[list[str]]
    names: frozenset[str]
    section: frozenset[str]
    has_text: bool
    states_number: bool
    example: tuple[bool, ...]
    """Whether each sentence is part of an example."""
    everything: frozenset[str] = frozenset()
    """Every search form of its text."""


@dataclass
class _Game:
    analyzer: Analyzer
    stems: Counter[str] = field(default_factory=Counter)
    """Search form → how many rules hold it (for weights)."""
    words: set[str] = field(default_factory=set)
    """Folded words of the rules and keyword names: the vocabulary corrections may use."""
    defined: set[str] = field(default_factory=set)
    """Function words the rules define (quoted): searched, not dropped."""
    rows: int = 0
    synonyms: dict[str, tuple[str, ...]] = field(default_factory=dict)


def _split_examples(text: str) -> tuple[str, str]:
    """(statement, examples) of a rule's text: paragraphs starting "Example:" / "Ex:" are examples."""
    statement: list[str] = []
    examples: list[str] = []
    for paragraph in text.split("\n\n"):
        (examples if _EXAMPLE.match(paragraph) else statement).append(paragraph)
    return "\n\n".join(statement), "\n\n".join(examples)


def _keywords(game: GameRules) -> list[str]:
    return [label for label, _term in game.names()]


class RulesIndex:
    """An in-memory FTS5 index of every rule, heading and glossary entry of every loaded game."""

    def __init__(
        self, library: Library, synonyms: Mapping[str, Mapping[str, Sequence[str]]] | None = None
    ) -> None:
        started = time.perf_counter()
        self.library = library
        table = load_synonyms() if synonyms is None else synonyms
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._lock = threading.Lock()
        self._db.execute(
            "CREATE VIRTUAL TABLE rules USING fts5("
            "game UNINDEXED, names, section, statement, examples, tokenize='unicode61 remove_diacritics 2')"
        )
        self._rows: list[_Row] = []
        self._games: dict[str, _Game] = {}
        inserts = []
        for game in library.games.values():
            state = self._games[game.id] = _Game(Analyzer(_keywords(game)))
            analyzer = state.analyzer
            for label, _term in game.names():
                state.words.update(fold(m.group(0)) for m in surface_words(label))
            for rule_id, label, raw in game.searchable():
                text = _EMPHASIS.sub("", readable(raw))
                statement, examples = _split_examples(text)
                names = " ".join(game.names_at(rule_id))
                section = label.partition(" — ")[2] if " — " in label else ""
                row = self._row(game.id, rule_id, label, text, names, section, analyzer)
                self._rows.append(row)
                state.stems.update(set().union(*row.sentence_stems, row.names))
                state.words.update(map(fold, WORD.findall(f"{names} {text}")))
                state.defined |= defined_words(statement, at_most=1)
                state.rows += 1
                inserts.append(
                    (
                        len(self._rows),
                        game.id,
                        analyzer.indexed(names),
                        analyzer.indexed(section),
                        analyzer.indexed(statement),
                        analyzer.indexed(examples),
                    )
                )
            state.defined &= FUNCTION_WORDS
            state.synonyms = self._checked_synonyms(game, state, table.get(game.id, {}))
        self._db.executemany(
            "INSERT INTO rules(rowid, game, names, section, statement, examples) VALUES (?, ?, ?, ?, ?, ?)",
            inserts,
        )
        self._vocabulary = {g: sorted(s.words) for g, s in self._games.items()}
        self._everywhere: set[str] = set().union(*(s.words for s in self._games.values()))
        self.size = len(self._rows)
        self.build_seconds = time.perf_counter() - started

    @staticmethod
    def _row(
        game: str, rule: str, label: str, text: str, names: str, section: str, analyzer: Analyzer
    ) -> _Row:
        spans = sentences(text)
        sequence: list[list[str]] = [[] for _ in spans]
        index = 0
        for start, stem in analyzer.positioned(text):
            while index < len(spans) - 1 and start >= spans[index][1]:
                index += 1
            if spans:
                sequence[index].append(stem)
        examples = {i for i, (a, _b) in enumerate(spans) if _EXAMPLE.match(text[a:])}
        in_example = False
        flags = []
        for i, (a, _b) in enumerate(spans):
            if i in examples:
                in_example = True
            elif a == 0 or "\n\n" in text[spans[i - 1][1] : a]:
                in_example = False
            flags.append(in_example)
        defined = " ".join(
            sorted(
                defined_words(_split_examples(text)[0])
                - (FUNCTION_WORDS - defined_words(_split_examples(text)[0], at_most=1))
            )
        )
        return _Row(
            game,
            rule,
            label,
            text,
            spans,
            [frozenset(stems) for stems in sequence],
            sequence,
            frozenset(analyzer.stems(f"{names} {defined}")),
            frozenset(analyzer.stems(section)),
            bool(text.strip()),
            STATES_A_NUMBER.search(text) is not None,
            tuple(flags),
            frozenset().union(*sequence) if sequence else frozenset(),
        )

    @staticmethod
    def _checked_synonyms(
        game: GameRules, state: _Game, entries: Mapping[str, Sequence[str]]
    ) -> dict[str, tuple[str, ...]]:
        """The game's synonyms, each target checked against its rules: only the game's own words."""
        checked = {}
        for word, targets in entries.items():
            for target in targets:
                missing = [
                    w for w in (fold(m.group(0)) for m in surface_words(target)) if w not in state.words
                ]
                if missing:
                    raise ValueError(
                        f"{SYNONYMS_FILE}: {game.id}: {word!r} → {target!r}: "
                        f"{', '.join(missing)} is not a word of the {game.data.short_name} rules"
                    )
            checked[word] = tuple(targets)
        return checked

    def close(self) -> None:
        self._db.close()

    def analyzer(self, game: str) -> Analyzer:
        """How the game's words are read (its keyword names kept whole)."""
        return self._games[game].analyzer

    def knows(self, game: str, word: str) -> bool:
        """Whether `word` (folded) is a word of the game's rules or keyword names."""
        return word in self._games[game].words

    # -- reading a question -------------------------------------------------------------------------

    def analyse(
        self,
        query: str,
        game: str,
        *,
        names: Collection[str] = (),
        verbatim: bool = False,
    ) -> Analysis:
        """The question's words as searched in `game`. `names`: folded words of the game's card names
        (never corrected; they don't count as words the rules lack). `verbatim`: no corrections."""
        state = self._games[game]
        counting = COUNTING.search(query) is not None
        if counting:  # "how many" asks for a number; the rules' own "many" ("how many times") is noise
            query = COUNTING.sub(" ", query)
        searched: list[Searched] = []
        seen: set[str] = set()
        for match in surface_words(query):
            word = fold(match.group(0))
            if not word or word in seen or (word in FUNCTION_WORDS and word not in state.defined):
                continue
            seen.add(word)
            searched.append(self._searched(word, state, game, names, verbatim))
        weights = idf_weights(state.stems, state.rows, {s for w in searched for s in w.stems})
        weighted = tuple(
            Searched(
                w.typed,
                w.stems,
                w.shown,
                w.how,
                max((weights.get(s, 0.05) for s in w.stems), default=0.05)
                if w.how != "unknown"
                else max(weights.values(), default=1.0),
            )
            for w in searched
        )
        return Analysis(game, weighted, counting)

    def _searched(
        self, word: str, state: _Game, game: str, names: Collection[str], verbatim: bool
    ) -> Searched:
        stem = state.analyzer.stem(word)
        if word in FUNCTION_WORDS:
            return Searched(word, (stem,), word, "defined")
        if word in state.words:
            return Searched(word, (stem,), word, "as typed")
        synonym = state.synonyms.get(word)
        if synonym is not None:
            stems = tuple(
                dict.fromkeys(
                    state.analyzer.stem(fold(m.group(0))) for t in synonym for m in surface_words(t)
                )
            )
            return Searched(word, stems, " / ".join(synonym), "synonym")
        if stem in state.stems:
            return Searched(word, (stem,), word, "as typed")
        if word in names:
            return Searched(word, (stem,), word, "name")
        if verbatim or word in self._everywhere or len(word) < TYPO_LENGTH or not word.isalpha():
            return Searched(word, (stem,), word, "unknown")
        best = process.extractOne(
            word,
            self._vocabulary[game],
            scorer=fuzz.ratio,
            score_cutoff=TYPO_SCORE,
            processor=None,
        )
        candidates = [best[0]] if best is not None else []
        for fixed in candidates:
            if fixed[0] == word[0] and len(fixed) >= len(word) - TYPO_SHORTER_AT_MOST:
                return Searched(word, (state.analyzer.stem(fixed),), fixed, "corrected")
        return Searched(word, (stem,), word, "unknown")

    # -- searching ------------------------------------------------------------------------------------

    def search(
        self,
        query: str,
        games: Sequence[str],
        limit: int = 5,
        *,
        names: Mapping[str, Collection[str]] | None = None,
        verbatim: bool = False,
        boost: Mapping[str, Iterable[str]] | None = None,
    ) -> Results:
        """The best `limit` rules of `games` for `query`, best first.

        `names`: per game, the folded words of its card names. `verbatim`: search the words as
        typed, without corrections. `boost`: per game, words that count double when a rule's text
        holds them (what `/ask` read in the question: a card's name in an example)."""
        analyses = [
            self.analyse(query, game, names=(names or {}).get(game, ()), verbatim=verbatim)
            for game in games
            if game in self._games
        ]
        scored: list[Hit] = []
        for analysis in analyses:
            scored += self._ranked(analysis, limit, list((boost or {}).get(analysis.game, ())))
        scored.sort(key=lambda hit: -hit.score)
        hits = tuple(scored[:limit])
        words = [w for a in analyses for w in a.words if w.how != "name"]
        return Results(
            hits,
            tuple(dict.fromkeys(w.shown for w in words)),
            tuple(dict.fromkeys((w.typed, w.shown) for w in words if w.how == "corrected")),
            tuple(dict.fromkeys((w.typed, w.shown) for w in words if w.how == "synonym")),
            tuple(
                dict.fromkeys(
                    w.typed
                    for w in words
                    if w.how == "unknown"
                    and all(x.how == "unknown" for a in analyses for x in a.words if x.typed == w.typed)
                )
            ),
            weak=not hits or hits[0].coverage < WELL,
            verbatim=verbatim,
        )

    def matches_well(self, query: str, game: str, names: Collection[str] = ()) -> bool:
        """Whether the question matches some rule of `game` well (for "the other games that match")."""
        analysis = self.analyse(query, game, names=names)
        hits = self._ranked(analysis, 1, [])
        return bool(hits) and hits[0].coverage >= WELL

    def _ranked(self, analysis: Analysis, limit: int, boost: list[str]) -> list[Hit]:
        words = [w for w in analysis.words if w.how != "name"]
        if not words:
            return []
        stems = {s for w in words for s in w.stems}
        boosted = {analyzer_stem for analyzer_stem in self._boost_stems(analysis.game, boost)}
        match = " OR ".join(f'"{s}"' for s in sorted(stems | boosted) if s.replace("'", ""))
        with self._lock:
            rows = self._db.execute(
                "SELECT rowid, bm25(rules, 0, 4.0, 0.5, 1.0, 0.7) FROM rules "
                "WHERE rules MATCH ? AND game = ? ORDER BY rank LIMIT ?",
                (match, analysis.game, CANDIDATES),
            ).fetchall()
        if not rows:
            return []
        best_bm25 = min(rank for _rowid, rank in rows) or -1.0
        total = sum(w.weight for w in words)
        scored = []
        for rowid, rank in rows:
            row = self._rows[rowid - 1]
            score, coverage, sentence = self._score(row, words, total, boosted, analysis.counting)
            score += BM25 * (rank / best_bm25 if best_bm25 else 0.0)
            if not row.has_text:
                score *= HEADING_ONLY
            scored.append((score, coverage, sentence, row))
        scored.sort(key=lambda item: -item[0])
        hits = [
            Hit(row.game, row.rule, row.label, self._snippet(row, sentence, stems | boosted), score, coverage)
            for score, coverage, sentence, row in scored[: max(limit, 1)]
        ]
        return hits[: max(limit, 1)]

    def _boost_stems(self, game: str, words: Iterable[str]) -> set[str]:
        analyzer = self._games[game].analyzer
        return {t.stem for w in words for t in analyzer.tokens(w)}

    @staticmethod
    def _score(
        row: _Row, words: list[Searched], total: float, boosted: set[str], counting: bool
    ) -> tuple[float, float, int]:
        """(score, coverage, index of the best sentence) of one rule for the question's words.

        A word counts fully in a sentence that holds it and in the rule's names (a heading speaks for
        every sentence under it), `IN_SECTION` in the section's heading; example sentences count
        `EXAMPLE_SHARE`; a name the rules define counts `DEFINED` times."""

        def context(word: Searched) -> float:
            if any(s in row.names for s in word.stems):
                return DEFINED if word.how == "defined" else 1.0
            return IN_SECTION if any(s in row.section for s in word.stems) else 0.0

        named = [context(w) for w in words]
        everything = row.everything
        coverage = (
            sum(
                w.weight * max(min(n, 1.0), 1.0 if any(s in everything for s in w.stems) else 0.0)
                for w, n in zip(words, named, strict=True)
            )
            / total
        )
        best, best_index = sum(w.weight * n for w, n in zip(words, named, strict=True)) / total, 0
        for index, stems in enumerate(row.sentence_stems):
            share = (
                sum(
                    w.weight * max(n, 1.0 if any(s in stems for s in w.stems) else 0.0)
                    for w, n in zip(words, named, strict=True)
                )
                / total
            )
            if row.example[index]:
                share *= EXAMPLE_SHARE
            if boosted and boosted & stems:
                share += 0.5 * len(boosted & stems) / max(len(boosted), 1)
            if counting:
                share *= _counts(row.sequence[index], {s for w in words for s in w.stems})
            if share > best:
                best, best_index = share, index
        phrase = 0.0
        if len(words) > 1:
            pairs = sum(
                1
                for first, second in pairwise(words)
                if any(_near(sequence, first.stems, second.stems) for sequence in row.sequence)
            )
            phrase = pairs / (len(words) - 1)
        names = sum(w.weight * min(n, DEFINED) for w, n in zip(words, named, strict=True) if n >= 1.0) / total
        score = BEST_SENTENCE * best + COVERAGE * coverage + NAMES * names + PHRASE * phrase
        return score, coverage, best_index

    def _snippet(self, row: _Row, index: int, wanted: set[str]) -> Snippet:
        analyzer = self._games[row.game].analyzer
        if not row.sentences:
            return snippet("", analyzer, wanted)
        start, end = row.sentences[index]
        return snippet(row.text[start:end], analyzer, wanted)


_NUMBERS = frozenset(
    {
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "twenty",
        "fifty",
        "sixti",
    }
)


_LIMITS = frozenset({"exact", "most", "least", "maximum", "minimum", "up", "more", "fewer", "less"})
"""Words that make a number a rule's limit ("exactly 50", "up to four", "at most one")."""


def _counts(sequence: list[str], wanted: set[str]) -> float:
    """How much a sentence answers "how many" of the question's words: a number right before (at
    most one word before) one of them ("50 cards") counts `NUMBER_BOOST`; stated as a limit
    ("exactly 50 cards", "up to four copies") a little more; else 1."""
    for position, stem in enumerate(sequence):
        if (stem.isdigit() or stem in _NUMBERS) and any(
            s in wanted for s in sequence[position + 1 : position + 3]
        ):
            limit = any(s in _LIMITS for s in sequence[max(0, position - 2) : position])
            return NUMBER_BOOST * (LIMIT_BOOST if limit else 1.0)
    return 1.0


def _near(sequence: list[str], first: tuple[str, ...], second: tuple[str, ...]) -> bool:
    """Whether a word of `first` is followed by one of `second` within `NEAR` words."""
    for position, stem in enumerate(sequence):
        if stem in first and any(s in second for s in sequence[position + 1 : position + 1 + NEAR]):
            return True
    return False


_INDEXES: weakref.WeakKeyDictionary[Library, RulesIndex] = weakref.WeakKeyDictionary()


def index_for(library: Library) -> RulesIndex:
    """The library's index, built once (at start-up, when the search commands load)."""
    index = _INDEXES.get(library)
    if index is None:
        index = _INDEXES[library] = RulesIndex(library)
    return index
