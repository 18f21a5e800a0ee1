"""Full-text search over every loaded rules text: SQLite FTS5 finds the candidates (bm25, weighted
by where a word is), and the ranking reads them as a judge would.

What is indexed, one table per game (so bm25 weighs a word by how rare it is in that game's rules)
and one row per rule (its own text, not its sub-rules, so a hit names the most specific rule), in
four columns with their bm25 weights, which also choose the candidates (FTS5's `rank`): the rule's
**names** (its own heading, the keyword it defines and that keyword's aliases, its glossary term;
×4), the **section** it is in (the nearest heading above; ×0.5), its **statement** (×1) and its
**examples** (×0.7). The texts are stored as their words' search forms (`bot.rules.words`: Snowball
stemming with the game's keyword names kept whole) under FTS5's `unicode61` tokenizer, so "exerted"
finds "exert" and "Challenger" does not find
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
"how many"/"how much" question ranks first the rules that state a number. A cross-reference's words
("(See 9. Action Steps)") are not the rule's own sentence, and a rule of a chapter restating the game
for another way of playing (`Document.variants`: multiplayer) ranks lower unless the question names
that way of playing.

Fast because the work is done when the index is built: each rule's sentences, which of them hold
each search form (a bit mask), where each stands and each sentence's words as its snippet marks
them are worked out once, so scoring a rule for a question is a few look-ups per word; so is each
word's bm25 value in each rule (`bot.rules.bm25`: the candidates without a full-text query, the
very ones FTS5 returns). The best 30 rules by bm25 are read in bm25 order, and a rule that could not
reach the best scores so far even with every word in one sentence is not read further; snippets
are cut only for the results shown.

A search matches **well** when its best rule holds at least half of the question's weight and at
least half of its words (one rare word is not half a question); otherwise the answer says that
nothing matches well, rather than show unrelated rules as answers. Each hit carries its best
sentence with the matching words marked (`bot.rules.words.snippet`).
"""

from __future__ import annotations

import atexit
import re
import sqlite3
import threading
import time
import weakref
from array import array
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from heapq import heappush, heapreplace
from itertools import pairwise
from pathlib import Path
from typing import Literal

import yaml
from rapidfuzz import fuzz, process

from bot.rules.bm25 import Bm25Table
from bot.rules.library import GameRules, Library, default_data_dir
from bot.rules.markup import readable
from bot.rules.words import (
    FUNCTION_WORDS,
    WORD,
    Analyzer,
    Snippet,
    Spelled,
    defined_words,
    fold,
    idf_weights,
    marked,
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
    "build_index",
    "built_index",
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
CANDIDATES = 30
"""Rules fetched by bm25 per game before ranking."""
WEIGHTS = (4.0, 0.5, 1.0, 0.7)
"""The columns' bm25 weights (names, section, statement, examples)."""
RANK = f"bm25({', '.join(map(str, WEIGHTS))})"
"""How FTS5 orders a game's rules before the ranking reads them (`Bm25Table` works it out the same
way without a query)."""
QUICK_WORDS = 5
"""A question with at most this many words to search, `QUICK_UNKNOWN` of them words the rules don't
have, is searched quickly enough for the event loop (one game: some 0.5 ms at worst)."""
QUICK_UNKNOWN = 3
"""A word the rules don't have may be a typo: correcting it costs some 0.1-0.15 ms (a fuzzy search of
the game's vocabulary)."""
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
VARIANT = 0.85
"""A rule of a chapter restating the game for another way of playing (`Document.variants`: Gundam's
multiplayer battle, Lorcana's multiplayer and casual variants) weighs this much of its score, unless
the question names that way of playing: a judge's question is about the standard game, and the
restated rule would otherwise tie with the rule it restates."""
VARIANT_WORD = 0.5
VARIANT_MIN = 2
"""A word names a variant when at least this share of the game's rules holding it, and at least
`VARIANT_MIN` rules, are the variant's ("team", "royale", "multiplayer")."""
_REFERENCE = re.compile(r"\((?:see|See|SEE)\b[^)]*\)")
"""A cross-reference ("(See 9. Action Steps)") points to the rule that says it: its words don't count
in the printing rule's sentences (bm25 and the words' rarity still read them, as the rest of its text)."""
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
    asked: bool = False
    """Read as a judge's whole question (`/ask`): words the rules don't use don't weigh."""


@dataclass(frozen=True, slots=True)
class Hit:
    """One matching rule: where it is, its label, its best sentence, its score and how much of the
    question it holds (0 to 1: the lesser of its share of the question's weight and of its words)."""

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
    analyses: tuple[Analysis, ...] = ()
    """How the question was read in each game searched."""


@dataclass(slots=True)
class _Row:
    """One rule as the ranking reads it, everything a question needs worked out when the index is
    built: which sentences hold each search form, where each stands, its names and section."""

    game: str
    rule: str
    label: str
    text: str
    sentences: tuple[tuple[int, int], ...]
    where: dict[str, int]
    """Search form → the sentences holding it, as a bit mask (bit k: sentence k)."""
    at: dict[str, tuple[int, ...]]
    """Search form → its positions in the rule, sentences `NEAR` + 1 apart (so "near" stays inside
    one sentence)."""
    sequence: tuple[tuple[str, ...], ...]
    """Each sentence's search forms in order (for "how many" questions)."""
    names: frozenset[str]
    section: frozenset[str]
    has_text: bool
    examples: int
    """The sentences that are part of an example, as a bit mask."""
    spelled: tuple[Spelled, ...] = ()
    """Each sentence's words as its snippet reads them (`sentence`'s text)."""
    variant: bool = False
    """In a chapter for another way of playing (`VARIANT`)."""

    def sentence(self, index: int) -> str:
        """The text of sentence `index` (empty when the rule has none)."""
        if not self.sentences:
            return ""
        start, end = self.sentences[index]
        return " ".join(self.text[start:end].split())


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
    table: str = "rules"
    """Its full-text table: one per game, so bm25 weighs a word by how rare it is in this game."""
    variant_words: frozenset[str] = frozenset()
    """Search forms that name one of its variant chapters (`VARIANT_WORD`)."""
    bm25: Bm25Table | None = None
    """Its table's bm25 by word: the candidates without a full-text query."""


def _split_examples(text: str) -> tuple[str, str]:
    """(statement, examples) of a rule's text: paragraphs starting "Example:" / "Ex:" are examples."""
    statement: list[str] = []
    examples: list[str] = []
    for paragraph in text.split("\n\n"):
        (examples if _EXAMPLE.match(paragraph) else statement).append(paragraph)
    return "\n\n".join(statement), "\n\n".join(examples)


def _spelled(
    text: str, spans: Sequence[tuple[int, int]], read: Sequence[tuple[int, int, str, str]]
) -> tuple[Spelled, ...]:
    """Each sentence's words as `Analyzer.spelled` reads its one-space text (`_Row.sentence`), from
    the words of the whole text already read (`Analyzer.read`): the same words, where they stand
    once the sentence's spaces are made single."""
    found = []
    starts = [word[0] for word in read]
    for a, b in spans:
        words = read[bisect_left(starts, a) : bisect_left(starts, b)]
        raw = text[a:b]
        plain = " ".join(raw.split())
        if plain == raw:  # most sentences: the words stand where they stand in the rule's text
            begins = [start - a for start, _end, _word, _stem in words]
            ends = [end - a for _start, end, _word, _stem in words]
        else:
            begins, ends = [], []
            cursor = 0
            for start, end, _word, _stem in words:
                cursor = plain.index(text[start:end], cursor)
                begins.append(cursor)
                cursor += end - start
                ends.append(cursor)
        found.append(Spelled(tuple(w[3] for w in words), array("I", begins), array("I", ends)))
    return tuple(found)


def _chapter(rule: str, chapters: Sequence[str]) -> str | None:
    """The chapter of `chapters` that rule `rule` is in ("12-3-2" is in "12", "9.1.2" in "9")."""
    return next((c for c in chapters if rule == c or rule.startswith((f"{c}-", f"{c}."))), None)


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
        self._rows: list[_Row] = []
        self._rowids: dict[tuple[str, str], int] = {}
        self._games: dict[str, _Game] = {}
        for game in library.games.values():
            state = self._games[game.id] = _Game(Analyzer(_keywords(game)), table=f"rules{len(self._games)}")
            self._db.execute(
                f"CREATE VIRTUAL TABLE {state.table} USING fts5("
                "names, section, statement, examples, tokenize='unicode61 remove_diacritics 2')"
            )
            self._db.execute(f"INSERT INTO {state.table}({state.table}, rank) VALUES ('rank', ?)", (RANK,))
            inserts = []
            chapters = [v.chapter for v in game.data.document.variants]
            in_variants: Counter[str] = Counter()
            found: set[str] = set()
            for label, _term in game.names():
                state.words.update(fold(m.group(0)) for m in surface_words(label))
            for rule_id, label, raw in game.searchable():
                text = _EMPHASIS.sub("", readable(raw))
                names = " ".join(game.names_at(rule_id))
                section = label.partition(" — ")[2] if " — " in label else ""
                row, indexed = self._row(game.id, rule_id, label, text, names, section, state)
                chapter = _chapter(rule_id, chapters)
                if chapter is not None:
                    row.variant = True
                    found.add(chapter)
                    in_variants.update(row.where.keys() | row.names)
                self._rows.append(row)
                self._rowids[game.id, rule_id] = len(self._rows)
                inserts.append((len(self._rows), *indexed))
            self._db.executemany(
                f"INSERT INTO {state.table}(rowid, names, section, statement, examples) "
                "VALUES (?, ?, ?, ?, ?)",
                inserts,
            )
            state.bm25 = Bm25Table.of_rows([(row[0], row[1:]) for row in inserts], WEIGHTS)
            if state.bm25 is None:  # a word FTS5 may read otherwise: as it holds them
                state.bm25 = Bm25Table.of_table(self._db, state.table, WEIGHTS)
            state.defined &= FUNCTION_WORDS
            if missing := [c for c in chapters if c not in found]:
                raise ValueError(f"{game.id}: variants: no rule is in chapter {', '.join(missing)}")
            state.variant_words = frozenset(
                stem
                for stem, count in in_variants.items()
                if count >= VARIANT_MIN and count >= VARIANT_WORD * state.stems[stem]
            )
            state.synonyms = self._checked_synonyms(game, state, table.get(game.id, {}))
        self._vocabulary = {g: sorted(s.words) for g, s in self._games.items()}
        self._everywhere: set[str] = set().union(*(s.words for s in self._games.values()))
        self.size = len(self._rows)
        self.build_seconds = time.perf_counter() - started

    @staticmethod
    def _row(
        game: str, rule: str, label: str, text: str, names: str, section: str, state: _Game
    ) -> tuple[_Row, tuple[str, str, str, str]]:
        """The rule's ranking data, and its four columns as the full-text index holds them. Reads
        the text once: each word's sentence, position, paragraph (statement or example) and stem;
        the game's vocabulary, defined words and how many rules hold each stem grow with it."""
        analyzer = state.analyzer
        spans = sentences(text)
        paragraphs = text.split("\n\n")
        example_paragraph = [_EXAMPLE.match(p) is not None for p in paragraphs]
        sequence: list[list[str]] = [[] for _ in spans]
        where: dict[str, int] = {}
        at: dict[str, list[int]] = {}
        statement: list[str] = []
        examples: list[str] = []
        index = 0
        paragraph, paragraph_end = 0, len(paragraphs[0])
        position = 0
        words = state.words
        references = [(m.start(), m.end()) for m in _REFERENCE.finditer(text)]
        referenced: set[str] = set()
        read = analyzer.read(text)
        for start, _end, word, stem in read:
            words.add(word)
            while paragraph < len(paragraphs) - 1 and start >= paragraph_end:
                paragraph += 1
                paragraph_end += 2 + len(paragraphs[paragraph])
            (examples if example_paragraph[paragraph] else statement).append(stem)
            if references and any(a <= start < b for a, b in references):
                referenced.add(stem)
                continue
            if not spans:
                continue
            while index < len(spans) - 1 and start >= spans[index][1]:
                index += 1
                position += NEAR
            sequence[index].append(stem)
            where[stem] = where.get(stem, 0) | (1 << index)
            at.setdefault(stem, []).append(position)
            position += 1
        words.update(map(fold, WORD.findall(names)))
        example_sentences = 0
        in_example = False
        for i, (a, _b) in enumerate(spans):
            if _EXAMPLE.match(text[a:]):
                in_example = True
            elif a == 0 or "\n\n" in text[spans[i - 1][1] : a]:
                in_example = False
            if in_example:
                example_sentences |= 1 << i
        statement_text = "\n\n".join(p for p, e in zip(paragraphs, example_paragraph, strict=True) if not e)
        quoted, quoted_alone = defined_words(statement_text), defined_words(statement_text, at_most=1)
        state.defined |= quoted_alone
        defined = " ".join(sorted(quoted - (FUNCTION_WORDS - quoted_alone)))
        name_stems = analyzer.stems(names)
        section_stems = analyzer.stems(section)
        row = _Row(
            game,
            rule,
            label,
            text,
            tuple(spans),
            where,
            {stem: tuple(found) for stem, found in at.items()},
            tuple(tuple(stems) for stems in sequence),
            frozenset(name_stems + analyzer.stems(defined)),
            frozenset(section_stems),
            bool(text.strip()),
            example_sentences,
        )
        row.spelled = _spelled(text, spans, read)
        state.stems.update(where.keys() | row.names | referenced)
        state.rows += 1
        return row, (" ".join(name_stems), " ".join(section_stems), " ".join(statement), " ".join(examples))

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

    @property
    def games(self) -> tuple[str, ...]:
        """The games indexed."""
        return tuple(self._games)

    def analyzer(self, game: str) -> Analyzer:
        """How the game's words are read (its keyword names kept whole)."""
        return self._games[game].analyzer

    def knows(self, game: str, word: str) -> bool:
        """Whether `word` (folded) is a word of the game's rules or keyword names."""
        return word in self._games[game].words

    # -- reading a question -------------------------------------------------------------------------

    def quick(self, query: str, game: str) -> bool:
        """Whether searching `query` in `game` is quick enough to run on the event loop: at most
        `QUICK_WORDS` distinct words to search (the words `analyse` would not drop), at most
        `QUICK_UNKNOWN` of them words the game's rules don't have."""
        state = self._games[game]
        words: set[str] = set()
        unknown = 0
        for match in surface_words(query):
            word = fold(match.group(0))
            if word and word not in words and (word not in FUNCTION_WORDS or word in state.defined):
                words.add(word)
                unknown += word not in state.words
                if len(words) > QUICK_WORDS or unknown > QUICK_UNKNOWN:
                    return False
        return True

    def analyse(
        self,
        query: str,
        game: str,
        *,
        names: Collection[str] = (),
        verbatim: bool = False,
        asked: bool = False,
        either: Sequence[str] = (),
    ) -> Analysis:
        """The question's words as searched in `game`. `names`: folded words of the game's card names
        (never corrected; they don't count as words the rules lack). `verbatim`: no corrections.
        `asked`: a judge's whole question (`/ask`): its numbers are the board's ("4 AP"), not words to
        search, and the words the rules don't use are reported but don't weigh. `either`: names
        searched as one more word of the question, held by a rule holding any of them (the keywords
        the cards asked about carry: which of them applies is the question), each by its rarest word."""
        state = self._games[game]
        counting = COUNTING.search(query) is not None
        if counting:  # "how many" asks for a number; the rules' own "many" ("how many times") is noise
            query = COUNTING.sub(" ", query)
        searched: list[Searched] = []
        seen: set[str] = set()
        forms: set[tuple[str, ...]] = set()
        for match in surface_words(query):
            word = fold(match.group(0))
            if not word or word in seen or (word in FUNCTION_WORDS and word not in state.defined):
                continue
            if asked and word.isdigit():
                continue
            seen.add(word)
            found = self._searched(word, state, game, names, verbatim)
            if found.stems in forms:  # "challenge … challenged": one word of the question, weighed once
                continue
            forms.add(found.stems)
            searched.append(found)
        group = [
            min(stems, key=lambda stem: state.stems.get(stem, 0))
            for name in either
            if (stems := [t.stem for t in state.analyzer.tokens(name) if t.word not in FUNCTION_WORDS])
        ]
        group = [stem for stem in dict.fromkeys(group) if all(stem not in w.stems for w in searched)]
        if group:
            searched.append(Searched(" / ".join(either), tuple(group), " / ".join(either), "as typed"))
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
        return Analysis(game, weighted, counting, asked)

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
        asked: bool = False,
        favour: Mapping[str, Mapping[str, float]] | None = None,
        either: Mapping[str, Sequence[str]] | None = None,
    ) -> Results:
        """The best `limit` rules of `games` for `query`, best first.

        `names`: per game, the folded words of its card names. `verbatim`: search the words as
        typed, without corrections. `boost`: per game, words that count double when a rule's text
        holds them (what `/ask` read in the question: a card's name in an example). `asked`: the
        query is a judge's whole question (`Analysis.asked`). `favour`: per game, rules (by id) known
        to bear on the question, with what they add to their score; they are ranked even when bm25
        would not have picked them. `either`: per game, names searched as one word (`analyse`)."""
        analyses = [
            self.analyse(
                query,
                game,
                names=(names or {}).get(game, ()),
                verbatim=verbatim,
                asked=asked,
                either=(either or {}).get(game, ()),
            )
            for game in games
            if game in self._games
        ]
        scored: list[_Scored] = []
        for analysis in analyses:
            scored += self._ranked(
                analysis,
                2 * limit if asked else limit,
                list((boost or {}).get(analysis.game, ())),
                (favour or {}).get(analysis.game, {}),
            )
        scored.sort(key=lambda found: -found.score)
        if (
            asked
        ):  # a rule printing the very sentence of one above it (a copy in another section) adds nothing
            first = {found.row.sentence(found.sentence): found for found in reversed(scored)}
            scored = [found for found in scored if first[found.row.sentence(found.sentence)] is found]
        hits = tuple(self._hit(found) for found in scored[:limit])
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
            analyses=tuple(analyses),
        )

    def matches_well(self, query: str, game: str, names: Collection[str] = ()) -> bool:
        """Whether the question matches some rule of `game` well (for "the other games that match")."""
        analysis = self.analyse(query, game, names=names)
        found = self._ranked(analysis, 1, [])
        return bool(found) and found[0].coverage >= WELL

    def _ranked(
        self, analysis: Analysis, limit: int, boost: list[str], favour: Mapping[str, float] | None = None
    ) -> list[_Scored]:
        """The game's best `limit` rules for the analysed question, best first (no snippets yet)."""
        ignored = ("name", "unknown") if analysis.asked else ("name",)
        words = [w for w in analysis.words if w.how not in ignored]
        if not words:
            return []
        stems = {s for w in words for s in w.stems}
        boosted = self._boost_stems(analysis.game, boost)
        phrases = [s for s in sorted(stems | boosted) if s.replace("'", "")]
        state = self._games[analysis.game]
        rows = state.bm25.top(phrases, CANDIDATES) if state.bm25 is not None else None
        if rows is None:  # a word FTS5 reads otherwise: its own query
            match = " OR ".join(f'"{s}"' for s in phrases)
            table = state.table
            with self._lock:
                rows = self._db.execute(
                    f"SELECT rowid, rank FROM {table} WHERE {table} MATCH ? ORDER BY rank LIMIT ?",
                    (match, CANDIDATES),
                ).fetchall()
        favour = favour or {}
        if favour:
            fetched = {rowid for rowid, _rank in rows}
            rows += [
                (rowid, 0.0)
                for rule in favour
                if (rowid := self._rowids.get((analysis.game, rule))) is not None and rowid not in fetched
            ]
        if not rows:
            return []
        best_bm25 = min(rank for _rowid, rank in rows) or -1.0
        standard = state.variant_words.isdisjoint(stems)
        """The question names no variant: a variant's rules rank below the standard game's."""
        question = _Question.of(words, boosted, analysis.counting)
        wanted = stems | boosted
        keep = max(limit, 1)
        floor: list[float] = []
        """The best `keep` scores so far (a heap): a rule that can't beat the lowest is not scored whole."""
        scored = []
        for rowid, rank in rows:
            row = self._rows[rowid - 1]
            if analysis.asked and not row.has_text:
                continue  # a heading alone has no sentence that could decide a question
            found = question.score(
                row,
                BM25 * (rank / best_bm25 if best_bm25 else 0.0) + favour.get(row.rule, 0.0),
                floor[0] if len(floor) == keep else None,
            )
            if found is None:
                continue
            score, coverage, sentence = found
            if row.variant and standard:
                score *= VARIANT
            if len(floor) < keep:
                heappush(floor, score)
            elif score > floor[0]:
                heapreplace(floor, score)
            scored.append(_Scored(score, coverage, sentence, row, wanted))
        scored.sort(key=lambda found: -found.score)
        return scored[: max(limit, 1)]

    def _boost_stems(self, game: str, words: Iterable[str]) -> set[str]:
        analyzer = self._games[game].analyzer
        return {t.stem for w in words for t in analyzer.tokens(w)}

    def _hit(self, found: _Scored) -> Hit:
        """A ranked rule as a result: its best sentence, cut and marked, is worked out only now, for
        the results shown."""
        row = found.row
        if not row.sentences:
            shown = snippet("", self._games[row.game].analyzer, found.wanted)
        else:
            shown = marked(row.sentence(found.sentence), row.spelled[found.sentence], found.wanted)
        return Hit(row.game, row.rule, row.label, shown, found.score, found.coverage)


@dataclass(frozen=True, slots=True)
class _Scored:
    """A rule ranked for a question, before its snippet is made."""

    score: float
    coverage: float
    sentence: int
    row: _Row
    wanted: set[str]


@dataclass(frozen=True, slots=True)
class _Question:
    """A question's words as the ranking weighs them: each word's share of the question's weight
    (its weight over the total), its search forms, and whether it is a word the rules define."""

    shares: tuple[float, ...]
    stems: tuple[tuple[str, ...], ...]
    defined: tuple[bool, ...]
    boosted: frozenset[str]
    counting: bool
    wanted: frozenset[str]
    words: tuple[tuple[float, tuple[str, ...], bool], ...]
    """(share, stems, defined) of each word: what the ranking reads for every rule."""
    pairs: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]
    """Each word's stems and the next word's (a phrase's pairs)."""

    @classmethod
    def of(cls, words: Sequence[Searched], boosted: Collection[str], counting: bool) -> _Question:
        total = sum(w.weight for w in words)
        shares = tuple(w.weight / total for w in words)
        stems = tuple(w.stems for w in words)
        defined = tuple(w.how == "defined" for w in words)
        return cls(
            shares,
            stems,
            defined,
            frozenset(boosted),
            counting,
            frozenset(s for w in words for s in w.stems),
            tuple(zip(shares, stems, defined, strict=True)),
            tuple(pairwise(stems)),
        )

    def score(self, row: _Row, given: float, floor: float | None) -> tuple[float, float, int] | None:
        """(score, coverage, index of the best sentence) of one rule for the question, `given` its
        share of the score from outside its words (bm25, a rule favoured); None when it can't reach
        `floor` (its words worked out, before its sentences and phrases are read).

        A word counts fully in a sentence that holds it and in the rule's names (a heading speaks for
        every sentence under it), `IN_SECTION` in the section's heading; example sentences count
        `EXAMPLE_SHARE`; a name the rules define counts `DEFINED` times. Coverage is the lesser of
        the share of the question's weight the rule holds and the share of its words (a rare word
        alone is not half of a question)."""
        where, names, section = row.where, row.names, row.section
        present: list[tuple[float, float, int]] = []
        """(share, context, mask) of each word the rule holds somewhere: a word it doesn't hold adds
        nothing (0.0) to any sum below, so it is left out of them."""
        masks: list[int] = []
        coverage = base = in_names = held = anywhere = 0.0
        every = pairs = 0
        get = where.get
        for share, stems, defined in self.words:
            if len(stems) == 1:
                mask = get(stems[0], 0)
            else:
                mask = 0
                for stem in stems:
                    mask |= get(stem, 0)
            if mask and masks and masks[-1]:
                pairs += 1  # this word and the one before are both in the rule's sentences
            masks.append(mask)
            if not names.isdisjoint(stems):
                context = DEFINED if defined else 1.0
                in_names += share * context
            elif not section.isdisjoint(stems):
                context = IN_SECTION
            elif mask:
                context = 0.0
            else:
                continue
            present.append((share, context, mask))
            every |= mask
            holds = 1.0 if mask else (context if context < 1.0 else 1.0)
            coverage += share * holds
            held += holds
            base += share * context
            anywhere += share * (1.0 if mask and context < 1.0 else context)
        boosts: list[int] = [get(stem, 0) for stem in self.boosted] if self.boosted else []
        for mask in boosts:
            every |= mask
        scale = 1.0 if row.has_text else HEADING_ONLY
        if floor is not None:
            # What the rule would score were every word it holds in one sentence, every pair near.
            boosted = sum(1 for mask in boosts if mask) * 0.5 / len(boosts) if boosts else 0.0
            most = max(base, (anywhere + boosted) * (NUMBER_BOOST * LIMIT_BOOST if self.counting else 1.0))
            phrase = pairs / (len(masks) - 1) if len(masks) > 1 else 0.0
            bound = BEST_SENTENCE * most + COVERAGE * coverage + NAMES * in_names + PHRASE * phrase
            if (bound + given) * scale < floor:
                return None
        best, best_index = base, 0
        while every:  # each sentence holding a word, in order
            bit = every & -every
            every ^= bit
            share = 0.0
            for weight, context, mask in present:
                share += weight * (1.0 if mask & bit and context < 1.0 else context)
            if row.examples & bit:
                share *= EXAMPLE_SHARE
            sentence = bit.bit_length() - 1
            if boosts:
                boosted = sum(1 for mask in boosts if mask & bit)
                if boosted:
                    share += 0.5 * boosted / len(boosts)
            if self.counting:
                share *= _counts(row.sequence[sentence], self.wanted)
            if share > best:
                best, best_index = share, sentence
        phrase = 0.0
        if len(masks) > 1:
            at = row.at
            pairs = 0
            for (first, second), (held_first, held_second) in zip(self.pairs, pairwise(masks), strict=True):
                if held_first and held_second and _near(at, first, second):
                    pairs += 1
            phrase = pairs / (len(masks) - 1)
        score = BEST_SENTENCE * best + COVERAGE * coverage + NAMES * in_names + PHRASE * phrase
        return (score + given) * scale, min(coverage, held / len(masks)), best_index


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


def _counts(sequence: Sequence[str], wanted: Collection[str]) -> float:
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


def _near(at: Mapping[str, tuple[int, ...]], first: tuple[str, ...], second: tuple[str, ...]) -> bool:
    """Whether a word of `first` is followed by one of `second` within `NEAR` words (in one
    sentence: `at` holds sentences more than `NEAR` apart)."""
    if len(second) == 1:
        after: Sequence[int] = at.get(second[0], ())  # in order already
    else:
        after = sorted(p for s in second for p in at.get(s, ()))
    if not after:
        return False
    for s in first:
        for position in at.get(s, ()):
            index = bisect_right(after, position)
            if index < len(after) and after[index] - position <= NEAR:
                return True
    return False


_BUILDS: weakref.WeakKeyDictionary[Library, Future[RulesIndex]] = weakref.WeakKeyDictionary()
_STARTING = threading.Lock()
_BUILDERS: set[threading.Thread] = set()
_EXITING = threading.Event()


def exiting() -> bool:
    """Whether the process is exiting: work done ahead in a build thread (the cards' text indexes)
    stops between games, so the interpreter is not torn down under it."""
    return _EXITING.is_set()


@atexit.register
def _finish_builds() -> None:
    """At exit, let build threads finish what they are in (SQLite C code, a game at most) before the
    interpreter is torn down: a daemon thread still inside SQLite then crashed the process (SIGSEGV,
    seen once when `/keyword Ward` was piped into the console and it exited during the build)."""
    _EXITING.set()
    for thread in list(_BUILDERS):
        thread.join(timeout=30)


def build_index(library: Library) -> Future[RulesIndex]:
    """The library's index: built once, in a worker thread started by the first call (when the
    search commands load), so start-up does not wait for it."""
    with _STARTING:
        future = _BUILDS.get(library)
        if future is None:
            future = _BUILDS[library] = Future()
            builder = threading.Thread(target=_build, args=(library, future), name="rules-index", daemon=True)
            _BUILDERS.add(builder)
            builder.start()
    return future


def _build(library: Library, future: Future[RulesIndex]) -> None:
    try:
        future.set_result(RulesIndex(library))  # runs the callbacks (the cards' text indexes) here
    except BaseException as error:  # a bad synonym table: every search says so, as start-up would have
        future.set_exception(error)
    finally:
        _BUILDERS.discard(threading.current_thread())


def built_index(library: Library) -> RulesIndex | None:
    """The library's index if it is built (raising what stopped the build), else None; starts it."""
    future = build_index(library)
    return future.result() if future.done() else None


def index_for(library: Library) -> RulesIndex:
    """The library's index, waiting for its build: for worker threads, benches and tests (the event
    loop awaits `build_index(library)` instead)."""
    return build_index(library).result()
