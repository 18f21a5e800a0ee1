"""Card-name search fast enough for autocomplete over tens of thousands of names.

Scoring every name with a fuzzy scorer costs ~1.5 µs a name (≈ 45 ms for 30,000 names), too slow for
a keystroke. So the index first narrows the names with a word index — each query word matches the
name words it is a prefix of, or (for typos) the name words rapidfuzz finds close to it — and only
the names holding every query word are scored, with rapidfuzz's batch `process.extract`.
"mickey brave" → the names with a word starting "mickey" and one starting "brave".
"""

from __future__ import annotations

import heapq
from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence

from rapidfuzz import fuzz, process

from bot.rules.library import name_key

__all__ = ["CardIndex"]

TYPO_SCORE = 75.0
"""A query word at least this close (rapidfuzz ratio) to a name word stands for it."""
TYPO_WORDS = 8
"""At most this many name words per misspelt query word."""
SCORED_AT_MOST = 300
"""Above this many candidates, a cheap scorer picks the ones the fine scorer ranks."""
SHORT_QUERY = 2
"""Queries this short match thousands of names: their ranking is computed once and kept."""
RANKED_AT_MOST = 25
"""Discord shows at most 25 choices."""


class CardIndex:
    """Names (in any order) searchable by words, prefixes and typos; results are name positions."""

    def __init__(self, names: Sequence[str], keys: Sequence[str] | None = None) -> None:
        """`keys`: the names' `name_key`s, when the caller has them already."""
        self.names = list(names)
        self.keys = list(keys) if keys is not None else [name_key(name) for name in self.names]
        postings: dict[str, set[int]] = {}
        for position, key in enumerate(self.keys):
            for word in key.split():
                postings.setdefault(word, set()).add(position)
        self._words = sorted(postings)
        self._postings = [frozenset(postings[word]) for word in self._words]
        self._by_key: dict[str, int] = {}
        for position, key in enumerate(self.keys):
            self._by_key.setdefault(key, position)
        self._alphabetical = sorted(range(len(self.keys)), key=lambda i: self.keys[i])
        self._short: dict[str, list[int]] = {}
        """One- and two-letter queries' rankings, computed when first asked (a few ms) and kept."""

    def __len__(self) -> int:
        return len(self.names)

    def exact(self, name: str) -> int | None:
        """The position of the name spelled exactly so (case and punctuation ignored)."""
        return self._by_key.get(name_key(name))

    def _word_hits(self, word: str) -> set[int]:
        """Names with a word starting with `word`, or, failing that, a word close to it."""
        low = bisect_left(self._words, word)
        high = bisect_left(self._words, word + "\uffff", low)
        hits: set[int] = set()
        for posting in self._postings[low:high]:
            hits |= posting
        if hits or len(word) < 3:
            return hits
        for _word, _score, position in process.extract(
            word, self._words, scorer=fuzz.ratio, score_cutoff=TYPO_SCORE, limit=TYPO_WORDS
        ):
            hits |= self._postings[position]
        return hits

    def _rank_prefix(self, prefix: str) -> list[int]:
        """Names for a one- or two-letter query: those starting with it, then shortest first."""
        keys = self.keys
        return heapq.nsmallest(
            RANKED_AT_MOST,
            self._word_hits(prefix),
            key=lambda i: (not keys[i].startswith(prefix), len(keys[i]), keys[i]),
        )

    def _candidates(self, words: list[str]) -> set[int]:
        per_word = [self._word_hits(word) for word in words]
        found = set.intersection(*per_word) if per_word else set()
        if found:
            return found
        counts = Counter(position for hits in per_word for position in hits)
        if not counts:
            return set()
        best = max(counts.values())
        return {position for position, count in counts.items() if count == best}

    def search(self, query: str, limit: int = 25) -> list[tuple[int, float]]:
        """(position, score 0-100) of the best names for `query`, best first."""
        key = name_key(query)
        if not key:
            return [(position, 0.0) for position in self._alphabetical[:limit]]
        if len(key) <= SHORT_QUERY:
            short = self._short.get(key)
            if short is None:
                short = self._short[key] = self._rank_prefix(key)
            return [(position, float(fuzz.WRatio(key, self.keys[position]))) for position in short[:limit]]
        candidates = self._candidates(key.split())
        if not candidates:
            return []
        pool = {position: self.keys[position] for position in candidates}
        if len(pool) > SCORED_AT_MOST:
            rough = process.extract(key, pool, scorer=fuzz.QRatio, limit=SCORED_AT_MOST)
            pool = {position: choice for choice, _score, position in rough}
        scored = process.extract(key, pool, scorer=fuzz.WRatio, limit=limit + RANKED_AT_MOST)
        exact = self._by_key.get(key)
        ranked = sorted(
            (
                (position, 100.0 if position == exact else min(float(score), 99.0))
                for _c, score, position in scored
            ),
            key=lambda item: (-item[1], len(self.keys[item[0]]), self.keys[item[0]]),
        )
        return ranked[:limit]
