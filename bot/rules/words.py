"""How search reads words: one analysis for the rules texts, the card texts and what a judge types.

- **Words** are runs of letters and digits, with inner apostrophes ("can't", "player's"); typographic
  quotes count as straight ones, and a possessive "'s" is dropped ("player's" is "player").
- **Stemming** is Snowball English (PyStemmer): "exert", "exerted" and "exerting" are one word,
  "ink" and "link" stay two. A game's keyword names are kept whole where the stemmer would merge
  them with another word: Lorcana's Challenger is not "challenge", its Evasive not "evade".
- **Function words** ("which", "can", "the") are dropped from questions, because every rule has
  them, unless the game's rules define them: a word the rules print in quotes ('the word "may,"',
  '"another" or "other,"', '"once"') is a defined term there and is searched.
- **Sentences** are where a match is shown: a result's snippet is its best sentence, with the
  matching words in bold.

Pure Python; the index (`bot.rules.fulltext`) and the card-text index (`bot.cards.textindex`) use it.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress

import Stemmer

__all__ = [
    "FUNCTION_WORDS",
    "Analyzer",
    "Snippet",
    "Spelled",
    "Token",
    "defined_words",
    "sentences",
    "snippet",
    "surface_words",
]

# fmt: off
FUNCTION_WORDS = frozenset({
    "a", "about", "after", "again", "all", "also", "am", "an", "and", "any", "anything", "are", "as",
    "at", "be", "been", "before", "being", "both", "but", "by", "can", "could", "did", "do", "does",
    "doing", "during", "each", "else", "even", "ever", "for", "from", "get", "gets", "got", "had",
    "has", "have", "having", "he", "her", "here", "hers", "him", "his", "how", "i", "if", "in", "into",
    "is", "it", "its", "just", "may", "me", "might", "mine", "more", "most", "must", "my", "no", "of",
    "off", "on", "once", "only", "or", "other", "our", "ours", "out", "own", "shall",
    "she", "should", "so", "some", "still", "such", "than", "that", "the", "their", "them", "then",
    "there", "these", "they", "this", "those", "through", "to", "too", "until", "up", "us", "very",
    "was", "we", "were", "what", "when", "where", "whether", "which", "while", "who", "whom", "why",
    "will", "with", "would", "yes", "you", "your", "yours", "another", "happen", "happens", "work",
    "works", "count", "counts", "mean", "means", "really", "way", "thing", "things", "someone",
})
# fmt: on
"""Words every rule uses, dropped from questions unless the game's rules define them."""

WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)*")
_WORD = WORD
_TYPOGRAPHIC = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})
_QUOTED = re.compile(r"\"([^\"]{1,40}?)[,.]?\"")
DEFINED_AT_MOST = 3
"""A quotation of at most this many words is a term the rules define ('the word "may,"')."""

_STEMMER = Stemmer.Stemmer("english")


@lru_cache(maxsize=200_000)
def _stem(word: str) -> str:
    return str(_STEMMER.stemWord(word))


@lru_cache(maxsize=200_000)
def _folded(word: str) -> str:
    word = word.casefold()
    if word.endswith("'s"):
        word = word[:-2]
    return word.replace("'", "")


def fold(word: str) -> str:
    """A word as compared: lower case, straight apostrophe, no possessive 's, no apostrophe left."""
    return _folded(word.translate(_TYPOGRAPHIC))


@dataclass(frozen=True, slots=True)
class Token:
    """One word of a text: where it is, its folded form and its search form (stem)."""

    start: int
    end: int
    word: str
    stem: str


@dataclass(frozen=True, slots=True)
class Spelled:
    """A text's words as a snippet reads them, worked out once (a rules index keeps one per sentence):
    each word's search form and where it starts and ends."""

    stems: tuple[str, ...]
    starts: array[int]
    ends: array[int]

    @classmethod
    def of(cls, words: list[tuple[int, int, str, str]]) -> Spelled:
        """The compact form of `Analyzer.read`'s words."""
        return cls(
            tuple(stem for *_where, stem in words),
            array("I", (start for start, *_rest in words)),
            array("I", (end for _start, end, *_rest in words)),
        )


def surface_words(text: str) -> Iterator[re.Match[str]]:
    """The words of `text`, with where they are."""
    return _WORD.finditer(text.translate(_TYPOGRAPHIC))


def defined_words(text: str, at_most: int = DEFINED_AT_MOST) -> set[str]:
    """Folded words a rules text prints in short quotations (of at most `at_most` words): the terms
    it defines ('the word "may,"', '"another" or "other,"')."""
    found: set[str] = set()
    for quoted in _QUOTED.findall(text.translate(_TYPOGRAPHIC)):
        words = [fold(m.group(0)) for m in _WORD.finditer(quoted)]
        if 0 < len(words) <= at_most:
            found.update(words)
    return found


class Analyzer:
    """One game's reading of words: the stemmer, with the game's keyword names kept whole."""

    def __init__(self, keywords: Iterable[str] = ()) -> None:
        self._kept: dict[str, str] = {}
        for name in keywords:
            for match in _WORD.finditer(name.translate(_TYPOGRAPHIC)):
                word = fold(match.group(0))
                if len(word) > 2 and _stem(word) != word:
                    # Kept whole (and its plural): "challenger" is not "challenge".
                    self._kept[word] = word
                    self._kept[word + "s"] = word

    def stem(self, word: str) -> str:
        """The search form of a folded word."""
        kept = self._kept.get(word)
        return kept if kept is not None else _stem(word)

    def tokens(self, text: str) -> list[Token]:
        """Every word of `text`, in order."""
        found = []
        for match in surface_words(text):
            word = _folded(match.group(0))
            if word:
                found.append(Token(match.start(), match.end(), word, self.stem(word)))
        return found

    def spelled(self, text: str) -> Spelled:
        """`tokens` of `text`, compact (from `read`)."""
        return Spelled.of(self.read(text))

    def stems(self, text: str) -> list[str]:
        """The search forms of the words of `text`, in order (`tokens` without the positions)."""
        stem = self.stem
        return [stem(word) for word in map(_folded, _WORD.findall(text.translate(_TYPOGRAPHIC))) if word]

    def positioned(self, text: str) -> list[tuple[int, str]]:
        """(start, search form) of each word of `text`."""
        stem = self.stem
        return [
            (match.start(), stem(word)) for match in surface_words(text) if (word := _folded(match.group(0)))
        ]

    def read(self, text: str) -> list[tuple[int, int, str, str]]:
        """(start, end, folded word, search form) of each word of `text`: one pass for all."""
        stem = self.stem
        found = []
        for match in surface_words(text):
            word = _folded(match.group(0))
            if word:
                found.append((match.start(), match.end(), word, stem(word)))
        return found

    def indexed(self, text: str) -> str:
        """`text` as the full-text index holds it: its words' search forms, in order."""
        return " ".join(self.stems(text))


_SENTENCE_END = re.compile(
    r"(?<=[.!?:;])(?<!e\.g\.)(?<!i\.e\.)(?<!\bvs\.)[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])|\n+"
)


def sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of `text`: split after . ! ? : ; before a capital, but not after
    "e.g." or "i.e." ("(e.g. Evasive)" is not a sentence of its own), and at line breaks (a rule's
    examples are paragraphs of their own)."""
    spans = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        if text[start : match.start()].strip():
            spans.append((start, match.start()))
        start = match.end()
    if text[start:].strip():
        spans.append((start, len(text)))
    return spans


SNIPPET_CHARS = 320
"""The longest snippet shown for one result: a long sentence is cut around its matches."""


@dataclass(frozen=True, slots=True)
class Snippet:
    """A sentence as a result shows it: its text (cut around its matches when long, `cut_before` /
    `cut_after` saying where), and the spans of `text` to show in bold: the matching words,
    neighbouring ones joined ("can't be challenged" where all three match)."""

    text: str
    marks: tuple[tuple[int, int], ...]
    cut_before: bool = False
    cut_after: bool = False


def snippet(text: str, analyzer: Analyzer, wanted: Collection[str], limit: int = SNIPPET_CHARS) -> Snippet:
    """`text` (one sentence) with the words whose search form is `wanted` marked; whitespace runs
    become one space; longer than `limit`, cut to a window starting a little before the first match."""
    plain = " ".join(text.split())
    stem = analyzer.stem
    tokens = [
        (match.start(), match.end())
        for match in surface_words(plain)
        if (word := _folded(match.group(0))) and stem(word) in wanted
    ]  # the words `Analyzer.read` reads, only where they are wanted
    return _marked(plain, tokens, limit)


def marked(plain: str, spelled: Spelled, wanted: Collection[str], limit: int = SNIPPET_CHARS) -> Snippet:
    """`snippet` of a sentence already in one-space form (`plain`) and read (`spelled`, its words)."""
    starts, ends, stems = spelled.starts, spelled.ends, spelled.stems
    tokens = [(starts[i], ends[i]) for i in compress(range(len(stems)), map(wanted.__contains__, stems))]
    return _marked(plain, tokens, limit)


def _marked(plain: str, tokens: list[tuple[int, int]], limit: int) -> Snippet:
    """`plain` with the words at `tokens` (start, end) marked, cut to `limit` around the first."""
    start, end = 0, len(plain)
    if len(plain) > limit:
        first = tokens[0][0] if tokens else 0
        start = max(0, min(first - limit // 4, len(plain) - limit))
        start = plain.rfind(" ", 0, start) + 1 if start else 0
        end = min(len(plain), start + limit)
        space = plain.rfind(" ", start, end)
        if end < len(plain) and space > start:
            end = space
    marks: list[list[int]] = []
    for low, high in tokens:
        if low < start or high > end:
            continue
        if marks:  # joined to the mark before when only function words stand between
            gap = plain[marks[-1][1] : low].split()
            if len(gap) <= 2 and FUNCTION_WORDS.issuperset(map(fold, gap)):
                marks[-1][1] = high
                continue
        marks.append([low, high])
    return Snippet(
        plain[start:end],
        tuple((low - start, high - start) for low, high in marks),
        cut_before=start > 0,
        cut_after=end < len(plain),
    )


def idf_weights(frequencies: Mapping[str, int], total: int, stems: Iterable[str]) -> dict[str, float]:
    """How much each search form tells (rarer is more), bm25's idf floored at a small positive value."""
    import math

    weights = {}
    for stem in stems:
        seen = frequencies.get(stem, 0)
        weights[stem] = max(0.05, math.log((total - seen + 0.5) / (seen + 0.5) + 1.0))
    return weights
