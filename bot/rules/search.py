"""Find terms the way people type them: aliases, typos, missing spaces, several games at once.

Autocomplete and submitted values share one scorer, so what the menu offers first is what a
submitted (not picked) value resolves to.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from bot.rules.library import GameRules, Library, name_key
from bot.rules.models import Term

CLEARLY_BEST_SCORE = 80.0
"""A submitted value that is not exact resolves only if its best match scores at least this…"""
CLEARLY_BEST_MARGIN = 6.0
"""…and beats the next different term by at least this much."""
CHOICE_LIMIT = 25
"""Discord shows at most 25 autocomplete choices."""


@dataclass(frozen=True, slots=True)
class TermMatch:
    """A term of one game, the label that matched, and how well."""

    game: GameRules
    term: Term
    label: str
    score: float

    @property
    def ref(self) -> str:
        """A stable reference (`lorcana:8.15`) used as an autocomplete value."""
        return f"{self.game.id}:{self.term.id}"


@dataclass(frozen=True, slots=True)
class Found:
    match: TermMatch
    corrected: bool
    """True when the value was not exact and we picked the clearly best match (say so)."""


@dataclass(frozen=True, slots=True)
class Ambiguous:
    matches: tuple[TermMatch, ...]
    """The same term in several games: the user must say which."""


@dataclass(frozen=True, slots=True)
class NotFound:
    suggestions: tuple[TermMatch, ...]


Resolution = Found | Ambiguous | NotFound


def _strict_score(query: str, choice: str, **_: object) -> float:
    """Whole-string similarity, also with spaces dropped ("backattak" ~ "back attack").

    Used to decide what a submitted value means: a partial overlap must not count.
    """
    joined = fuzz.ratio(query.replace(" ", ""), choice.replace(" ", ""))
    return max(fuzz.ratio(query, choice), joined)


def _lenient_score(query: str, choice: str, **_: object) -> float:
    """Also rewards prefixes and partial overlaps: right for a menu being typed into."""
    return max(fuzz.WRatio(query, choice), _strict_score(query, choice))


WORD_TYPO_SCORE = 60.0
"""A word of a corrected query must look like some word of the name it resolves to."""


def _every_word_accounted_for(query: str, label: str) -> bool:
    """A correction fixes typos, never drops a word: "EX Burst" is not a misspelt 【Burst】.

    One-word queries are compared whole ("backattak" ~ "back attack").
    """
    words = name_key(query).split()
    if len(words) < 2:
        return True
    targets = name_key(label).split()
    return all(max(fuzz.ratio(word, target) for target in targets) >= WORD_TYPO_SCORE for word in words)


class TermSearch:
    """An index of every name and alias of every game."""

    def __init__(self, library: Library) -> None:
        self._library = library
        self._entries: list[tuple[str, str, GameRules, Term]] = []  # (key, label, game, term)
        self._exact: dict[str, list[tuple[str, str, GameRules, Term]]] = {}
        for game in library.games.values():
            for label, term in game.names():
                entry = (name_key(label), label, game, term)
                self._entries.append(entry)
                self._exact.setdefault(entry[0], []).append(entry)

    def _candidates(self, query: str, games: Sequence[str], *, strict: bool = False) -> list[TermMatch]:
        """Best score per (game, term), best first; games earlier in `games` win ties."""
        key = name_key(query)
        allowed = {game: rank for rank, game in enumerate(games)}
        pool = [entry for entry in self._entries if entry[2].id in allowed]
        best: dict[tuple[str, str], TermMatch] = {}
        if not key:
            for _key, label, game, term in pool:
                best.setdefault((game.id, term.id), TermMatch(game, term, label, 0.0))
        else:
            scored = process.extract(
                key,
                [entry[0] for entry in pool],
                scorer=_strict_score if strict else _lenient_score,
                limit=None,
                score_cutoff=40,
            )
            for _choice, score, index in scored:
                _key, label, game, term = pool[index]
                exact = _key == key
                match = TermMatch(game, term, label, 100.0 if exact else min(float(score), 99.0))
                current = best.get((game.id, term.id))
                if current is None or match.score > current.score:
                    best[(game.id, term.id)] = match
        return sorted(
            best.values(),
            key=lambda m: (-m.score, allowed[m.game.id], m.term.name.casefold()),
        )

    def complete(self, query: str, games: Sequence[str], limit: int = CHOICE_LIMIT) -> list[TermMatch]:
        """Autocomplete choices: best matches first, at most `limit`."""
        return self._candidates(query, games)[:limit]

    def resolve(self, query: str, games: Sequence[str], *, picked_from: Sequence[str] = ()) -> Resolution:
        """What a submitted value means: one term, the same term in several games, or nothing.

        `picked_from` lists further games whose autocomplete choices (`gundam:13-2-6`) are accepted.
        """
        ref = self._from_ref(query, [*games, *picked_from])
        if ref is not None:
            return Found(ref, corrected=False)
        exact = self._exactly(query, games)
        if exact:  # a name or alias typed exactly: no fuzzy scoring needed to decide
            same_term = [m for m in exact if name_key(m.term.name) == name_key(exact[0].term.name)]
            if len(same_term) > 1:
                return Ambiguous(tuple(same_term))
            return Ambiguous(tuple(exact)) if len(exact) > 1 else Found(exact[0], corrected=False)
        candidates = self._candidates(query, games, strict=True)
        if not candidates or candidates[0].score < CLEARLY_BEST_SCORE:
            return NotFound(tuple(self._candidates(query, games)[:3]))
        top = candidates[0]
        same_term = [
            m for m in candidates if m.score == top.score and name_key(m.term.name) == name_key(top.term.name)
        ]
        if len(same_term) > 1:
            return Ambiguous(tuple(same_term))
        runner_up = next((m for m in candidates[1:] if m.term is not top.term), None)
        if top.score < 100 and runner_up is not None and top.score - runner_up.score < CLEARLY_BEST_MARGIN:
            return NotFound(tuple(self._candidates(query, games)[:3]))
        exact = [m for m in candidates if m.score == 100.0]
        if len(exact) > 1:
            return Ambiguous(tuple(exact))
        if top.score < 100 and not _every_word_accounted_for(query, top.label):
            return NotFound(tuple(self._candidates(query, games)[:3]))
        return Found(top, corrected=top.score < 100)

    def _exactly(self, query: str, games: Sequence[str]) -> list[TermMatch]:
        """The terms of `games` with exactly this name or alias, one per (game, term), in the order
        fuzzy matching ranks exact matches: game order, then term name."""
        rank = {game: index for index, game in enumerate(games)}
        best: dict[tuple[str, str], TermMatch] = {}
        for _key, label, game, term in self._exact.get(name_key(query), ()):
            if game.id in rank:
                best.setdefault((game.id, term.id), TermMatch(game, term, label, 100.0))
        return sorted(best.values(), key=lambda m: (rank[m.game.id], m.term.name.casefold()))

    def exact_elsewhere(self, query: str, games: Sequence[str]) -> list[TermMatch]:
        """The games among `games` that define exactly this name or alias."""
        key = name_key(query)
        return [m for m in self._candidates(query, games, strict=True) if name_key(m.label) == key]

    def _from_ref(self, value: str, games: Sequence[str]) -> TermMatch | None:
        """An autocomplete value (`lorcana:8.15`) picked from the menu."""
        game_id, sep, term_id = value.partition(":")
        if not sep or game_id not in self._library.games:
            return None
        game = self._library.game(game_id)
        term = game.term_by_id(term_id)
        if term is None or (games and game_id not in games):
            return None
        return TermMatch(game, term, term.name, 100.0)


_BY_LIBRARY: weakref.WeakKeyDictionary[Library, TermSearch] = weakref.WeakKeyDictionary()


def term_search(library: Library) -> TermSearch:
    """The library's name index, built once: a library does not change once loaded (a rules import
    takes effect at the next start), and every bot made from it (tests make hundreds) shares it."""
    found = _BY_LIBRARY.get(library)
    if found is None:
        found = _BY_LIBRARY[library] = TermSearch(library)
    return found
