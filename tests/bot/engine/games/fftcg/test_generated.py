"""Random well-formed FFTCG scenarios get a verdict with verbatim quotes; the slash options fit Discord."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import Verdict, evaluate, parse_scenario, topic_options, topics
from bot.rules.library import Library
from tests.bot.engine.games.fftcg.strategies import SCENARIOS
from tests.bot.engine.support import reverify

FFTCG_TOPICS = {
    "fftcg.attack",
    "fftcg.back_attack",
    "fftcg.block",
    "fftcg.break",
    "fftcg.damage_ability",
    "fftcg.first_strike",
    "fftcg.freeze",
    "fftcg.keyword_action",
    "fftcg.party",
    "fftcg.party_damage",
    "fftcg.warp",
}


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, Any]:
    topic = draw(st.sampled_from(sorted(SCENARIOS)))
    return {"topic": topic, **{field: draw(strategy) for field, strategy in SCENARIOS[topic].items()}}


def test_every_fftcg_topic_is_registered_and_has_generated_scenarios() -> None:
    registered = {topic for topic in topics() if topic.startswith("fftcg.")}
    assert registered == FFTCG_TOPICS == set(SCENARIOS)
    assert len(registered) <= 25
    for topic_id in registered:
        assert topics()[topic_id].game == "fftcg"


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(document=scenarios())
def test_random_fftcg_scenarios_get_a_verdict_with_verbatim_quotes(
    library: Library, document: dict[str, Any]
) -> None:
    verdict = evaluate(parse_scenario(document, library), library)
    assert isinstance(verdict, Verdict)
    assert (verdict.answer is None) == (verdict.status == "not_covered")
    assert verdict.steps or verdict.status == "not_covered"
    assert reverify(verdict, library) == []


def test_slash_options_fit_discord() -> None:
    total = len("check-fftcg") + 100
    for topic_id in FFTCG_TOPICS:
        specs = topic_options(topic_id)
        summary = topics()[topic_id].summary
        assert len(specs) <= 6 and 1 <= len(summary) <= 100
        required = [spec.required for spec in specs]
        assert required == sorted(required, reverse=True), "required options come first"
        for spec in specs:
            assert spec.name.isascii() and spec.name.replace("_", "").isalnum() and spec.name.islower()
            assert len(spec.name) <= 32 and 1 <= len(spec.description) <= 100 and len(spec.choices) <= 25
            total += len(spec.name) + len(spec.description) + sum(len(choice) for choice in spec.choices)
        total += len(topic_id.split(".")[1]) + len(summary)
    assert total < 5000
