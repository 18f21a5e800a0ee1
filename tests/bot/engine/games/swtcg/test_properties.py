"""Random well-formed SWTCG scenarios always get a verdict whose every step is verbatim or assumed."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import Verdict, evaluate, parse_scenario
from bot.rules.library import Library
from tests.bot.engine.games.swtcg.strategies import SCENARIOS
from tests.bot.engine.support import reverify


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    topic = draw(st.sampled_from(sorted(SCENARIOS)))
    document: dict[str, Any] = {"topic": topic}
    for field, strategy in SCENARIOS[topic].items():
        value = draw(strategy)
        if value is not None:
            document[field] = value
    return document


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(document=documents())
def test_swtcg_scenarios_always_get_a_checked_verdict(library: Library, document: dict[str, Any]) -> None:
    verdict = evaluate(parse_scenario(document, library), library)
    assert isinstance(verdict, Verdict)
    assert (verdict.answer is None) == (verdict.status == "not_covered")
    assert verdict.steps or verdict.status == "not_covered"
    assert reverify(verdict, library) == []
    for step in verdict.steps:
        assert len(step.test) <= 220, step.test
