"""The engine's error types: what a user did wrong, versus what the engine got wrong.

`EngineError` and its subclasses are the user's problem (a bad card, a bad document) and print as one
line. `CitationError` is a bug in the engine or a drift in the data: a quote that is not word for word.
`NotCovered` is not an error the caller sees: `evaluate` turns it into a "not covered" verdict.
"""

from __future__ import annotations

__all__ = ["CitationError", "EngineError", "NotCovered", "NotationError", "ScenarioError"]


class EngineError(Exception):
    """Input the engine cannot work with; `str(error)` is one line fit to show a user."""


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
        hint = f"; did you mean {suggestion!r}?" if suggestion else ""
        super().__init__(f"{problem} at character {position + 1}{hint}")


class ScenarioError(EngineError):
    """A scenario (document, slash options or model) is not well formed; the message says where.

    `problems` lists the same as (option, problem) pairs for a front end that names options its own
    way: the option is a field path such as 'challenger' or 'singers.0', or '' for the scenario as a
    whole; `topic` is the topic id when it is known.
    """

    def __init__(
        self, message: str, *, topic: str | None = None, problems: tuple[tuple[str, str], ...] = ()
    ) -> None:
        super().__init__(message)
        self.topic = topic
        self.problems = problems


class CitationError(Exception):
    """A quote is not word for word in the rule it cites: the engine must not say it."""


class NotCovered(Exception):
    """Raised inside a topic when the rules text cannot decide; `evaluate` answers "not covered"."""

    def __init__(self, reason: str, headline: str | None = None) -> None:
        self.reason = reason
        self.headline = headline
        super().__init__(reason)
