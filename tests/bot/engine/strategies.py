"""Hypothesis strategies for well-formed scenarios of every game.

Each game keeps its strategies beside its tests (`games/<game>/strategies.py`: a `SCENARIOS` dict of
topic → field strategies, optionally an `extend(draw, document)` hook); they are merged here, so a
new game needs no edit in this file.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from hypothesis import strategies as st

from bot.engine import topics

SCENARIOS: dict[str, dict[str, st.SearchStrategy[Any]]] = {}


EXTENDERS: dict[str, Callable[[st.DrawFn, dict[str, Any]], None]] = {}
"""Per game, an optional `extend(draw, document)` for fields that depend on each other."""


@cache
def scenarios(game: str | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """A well-formed scenario document of any topic (or of one game's topics).

    Each strategy is built once (tests draw from it per example): building one and its label costs
    hypothesis ~0.1 ms, a tenth of drawing a scenario."""
    return _documents(
        st.sampled_from(sorted(t for t in SCENARIOS if game is None or t.startswith(f"{game}.")))
    )


@st.composite
def _documents(draw: st.DrawFn, topic_ids: st.SearchStrategy[str]) -> dict[str, Any]:
    return _document(draw, draw(topic_ids), None)


@cache
def scenarios_asking(topic: str, question: str) -> st.SearchStrategy[dict[str, Any]]:
    """A well-formed scenario document of `topic` whose `question` is set to `question` before the
    game's `extend` hook runs. The hook may change it (a sub-question that needs an input the scenario
    lacks falls back; FFTCG draws a combat's question with its blocker): check `asked(document)`.
    Built once per (topic, question), as `scenarios` is."""
    return _documents_asking(topic, question)


@st.composite
def _documents_asking(draw: st.DrawFn, topic: str, question: str) -> dict[str, Any]:
    return _document(draw, topic, question)


def asked(document: dict[str, Any]) -> str:
    """The sub-question a scenario document asks: its `question`, or the topic's default one."""
    return str(document.get("question", topics()[document["topic"]].default_question))


def _document(draw: st.DrawFn, topic: str, question: str | None) -> dict[str, Any]:
    document: dict[str, Any] = {"topic": topic}
    for field, strategy in SCENARIOS[topic].items():
        document[field] = question if field == "question" and question is not None else draw(strategy)
    if (
        question is not None
        and "question" not in document
        and "question" in topics()[topic].scenario.model_fields
    ):
        document["question"] = question
    extender = EXTENDERS.get(topic.split(".", 1)[0])
    if extender is not None:
        extender(draw, document)
    return {key: value for key, value in document.items() if value is not None}


def _merge_game_strategies() -> None:
    """Each game keeps its scenario strategies beside its tests (`games/<game>/strategies.py`,
    a `SCENARIOS` dict, optionally an `extend` hook); they join this table, so a new game needs no
    edit here."""
    import importlib
    import pkgutil

    from tests.bot.engine import games

    for module in pkgutil.iter_modules(games.__path__):
        try:
            found = importlib.import_module(f"{games.__name__}.{module.name}.strategies")
        except ModuleNotFoundError as error:
            if error.name != f"{games.__name__}.{module.name}.strategies":
                raise
            continue
        SCENARIOS.update(found.SCENARIOS)
        if hasattr(found, "extend"):
            EXTENDERS[module.name] = found.extend


_merge_game_strategies()
