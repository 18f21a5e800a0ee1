"""Which checks a question typed into `/keyword` or `/rule` is asking ("does vanish fire",
"can my party be blocked"), so a miss there can offer the check instead of a dead end.

A topic matches when every word of its name starts a word of the question ("block" in "blocked",
"vanish"); matches are ranked by how many of the question's longer words its name and summary
share, in the order of the games given (the channel's game first).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.engine.registry import Topic, topics

__all__ = ["QUESTION_WORDS", "looks_like_question", "topics_asked"]

QUESTION_WORDS = frozenset(
    {"does", "do", "did", "can", "could", "is", "are", "was", "will", "would", "should", "may", "must"}
    | {"how", "what", "when", "who", "which", "why"}
)
"""A lookup starting with one of these is a question, not a term."""
FILLER = frozenset(
    {"this", "that", "these", "those", "with", "from", "have", "into", "your", "their", "them"}
)
"""Words too common to tell one check from another."""
STEM = 4
"""A name word this long or longer also matches words it starts ("block" → "blocked")."""
_WORD = re.compile(r"[a-z0-9]+")


def _words(text: str) -> list[str]:
    return _WORD.findall(text.casefold())


def looks_like_question(text: str) -> bool:
    """Several words starting with a question word, or anything ending with '?'."""
    words = _words(text)
    return text.strip().endswith("?") or (len(words) >= 2 and words[0] in QUESTION_WORDS)


def _starts(word: str, stem: str) -> bool:
    return word == stem or (len(stem) >= STEM and word.startswith(stem))


def topics_asked(text: str, games: Sequence[str], limit: int = 3) -> list[Topic]:
    """The checks of `games` that the question names, best first (at most `limit`)."""
    asked = _words(text)
    if not asked:
        return []
    order = {game: index for index, game in enumerate(games)}
    scored: list[tuple[int, int, str, Topic]] = []
    for topic in topics().values():
        if topic.game not in order:
            continue
        name = topic.name.split("-")
        if not all(any(_starts(word, part) for word in asked) for part in name):
            continue
        known = set(name) | set(_words(topic.summary))
        shared = sum(
            1
            for word in asked
            if len(word) >= STEM
            and word not in FILLER | QUESTION_WORDS
            and any(_starts(word, k) for k in known)
        )
        scored.append((-shared, order[topic.game], topic.id, topic))
    return [topic for *_, topic in sorted(scored)[:limit]]
