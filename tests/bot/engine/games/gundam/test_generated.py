"""Random well-formed Gundam scenarios: every one gets a verdict whose quotes are verbatim."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import Verdict, evaluate, parse_scenario, topic_options, topics
from bot.rules.library import Library
from tests.bot.engine.games.gundam.strategies import SCENARIOS
from tests.bot.engine.support import reverify


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, Any]:
    topic = draw(st.sampled_from(sorted(SCENARIOS)))
    return {"topic": topic, **{field: draw(strategy) for field, strategy in SCENARIOS[topic].items()}}


def test_every_gundam_topic_has_generated_scenarios() -> None:
    assert set(SCENARIOS) == {topic for topic in topics() if topic.startswith("gundam.")}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(document=scenarios())
def test_random_gundam_scenarios_get_a_verdict_with_verbatim_quotes(
    library: Library, document: dict[str, Any]
) -> None:
    verdict = evaluate(parse_scenario(document, library), library)
    assert isinstance(verdict, Verdict)
    assert (verdict.answer is None) == (verdict.status == "not_covered")
    assert verdict.steps or verdict.status == "not_covered"
    assert reverify(verdict, library) == []


def test_slash_options_fit_discord() -> None:
    total = 0
    for topic_id in (topic for topic in topics() if topic.startswith("gundam.")):
        specs = topic_options(topic_id)
        assert len(specs) <= 6 and len(topics()[topic_id].summary) <= 100
        required = [spec.required for spec in specs]
        assert required == sorted(required, reverse=True), "required options come first"
        for spec in specs:
            assert spec.name.isascii() and spec.name.replace("_", "").isalnum() and spec.name.islower()
            assert len(spec.name) <= 32 and 1 <= len(spec.description) <= 100 and len(spec.choices) <= 25
            total += len(spec.name) + len(spec.description) + sum(len(choice) for choice in spec.choices)
        total += len(topic_id) + len(topics()[topic_id].summary)
    assert total < 4000
