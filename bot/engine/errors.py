"""The engine's error types: what a user did wrong, versus what the engine got wrong.

`EngineError` and its subclasses are the user's problem (a bad card, a bad document) and print as one
line. `CitationError` is a bug in the engine or a drift in the data: a quote that is not word for word.
`NotCovered` is not an error the caller sees: `evaluate` turns it into a "not covered" verdict.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

__all__ = [
    "MESSAGE_LIMIT",
    "QUOTE_LIMIT",
    "CardNameError",
    "CitationError",
    "EngineError",
    "NameChoice",
    "NotCovered",
    "NotationError",
    "ScenarioError",
    "clip",
    "shown",
]

QUOTE_LIMIT = 40
"""Characters of user text a message quotes (then an ellipsis)."""
MESSAGE_LIMIT = 500
"""No engine error message is longer: a reply must fit Discord's 2,000 characters with room to spare."""

_INVISIBLE = {"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"}
_SHOWN_INVISIBLE = "\N{REPLACEMENT CHARACTER}"


def clip(text: str, limit: int) -> str:
    """`text` in at most `limit` characters (the last one an ellipsis), on one line.

    Control, format and zero-width characters (newlines, U+200B …) become one '�' each, where
    `repr` would have spelled each out in 4 to 10 characters.
    """
    head = text[: limit + 1]
    visible = "".join(_SHOWN_INVISIBLE if unicodedata.category(char) in _INVISIBLE else char for char in head)
    return visible if len(visible) <= limit else visible[: limit - 1] + "…"


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """User text quoted inside a message, like `repr` but capped and compact: 'Mickey', 'xxx…'."""
    if not isinstance(value, str):
        return clip(repr(value), limit)
    text = clip(value, limit)
    quote = '"' if "'" in text and '"' not in text else "'"
    return f"{quote}{text}{quote}"


class EngineError(Exception):
    """Input the engine cannot work with; `str(error)` is one line fit to show a user.

    Whatever a message was built from, it never exceeds `MESSAGE_LIMIT` characters.
    """

    def __str__(self) -> str:
        return clip(super().__str__(), MESSAGE_LIMIT)


class NotationError(EngineError, ValueError):
    """A card written in notation could not be read.

    `position` is the 0-based index of the offending `token` in the text (shown 1-based in the message);
    `suggestion` is the closest known field, flag or keyword, when one is close enough.
    A `ValueError` so that pydantic reports it with the field it occurred in.
    """

    def __init__(self, problem: str, *, token: str, position: int, suggestion: str | None = None) -> None:
        self.problem = problem
        self.token = token
        self.position = position
        self.suggestion = suggestion
        hint = f"; did you mean {shown(suggestion)}?" if suggestion else ""
        super().__init__(f"{problem} at character {position + 1}{hint}")


class CardNameError(NotationError):
    """A card's name means a real card the engine will not guess: misspelt, or a character's name
    that several cards carry. `labels` are the cards to pick from (best first; each label names
    its card exactly), `start`/`end` the name's span in the card's text, to replace with one."""

    def __init__(
        self,
        problem: str,
        *,
        token: str,
        position: int,
        end: int,
        labels: tuple[str, ...],
        suggestion: str | None = None,
        as_typed: bool = True,
    ) -> None:
        super().__init__(problem, token=token, position=position, suggestion=suggestion)
        self.args = (problem + (f"; did you mean {shown(suggestion)}?" if suggestion else ""),)
        self.end = end
        self.labels = labels
        self.as_typed = as_typed
        """The card may also be kept as typed (`hypothetical`): not for a plain misspelling."""


@dataclass(frozen=True)
class NameChoice:
    """A card option's name to pick a real card for (from `CardNameError`): where it is (the option,
    or 'singers.1' for a list's second card), its span in that card's text, and the cards."""

    location: str
    start: int
    end: int
    labels: tuple[str, ...]
    as_typed: bool = True
    """Keeping the card as typed (`hypothetical`) is offered too."""


class ScenarioError(EngineError):
    """A scenario (document, slash options or model) is not well formed; the message says where.

    `problems` lists the same as (option, problem) pairs for a front end that names options its own
    way: the option is a field path such as 'challenger' or 'singers.0', or '' for the scenario as a
    whole; `topic` is the topic id when it is known.
    """

    def __init__(
        self,
        message: str,
        *,
        topic: str | None = None,
        problems: tuple[tuple[str, str], ...] = (),
        choices: tuple[NameChoice, ...] = (),
    ) -> None:
        super().__init__(message)
        self.topic = topic
        self.problems = problems
        self.choices = choices
        """Names to pick a real card for, one per card whose name was not read (`CardNameError`)."""


class CitationError(Exception):
    """A quote is not word for word in the rule it cites: the engine must not say it."""


class NotCovered(Exception):
    """Raised inside a topic when the rules text cannot decide; `evaluate` answers "not covered"."""

    def __init__(self, reason: str, headline: str | None = None) -> None:
        self.reason = reason
        self.headline = headline
        super().__init__(reason)
