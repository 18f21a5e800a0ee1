"""The entry points: evaluate, parse_scenario, build_scenario, topic_options, help_text, verify_engine."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import (
    ScenarioError,
    Verdict,
    build_scenario,
    evaluate,
    help_text,
    parse_scenario,
    topic_options,
    topics,
    verify_engine,
)
from bot.engine.games.lorcana.topics.challenge import ChallengeScenario
from bot.engine.registry import ScenarioBase
from bot.engine.verdict import answer_problem, disagreement
from bot.rules.library import Library, default_data_dir, load_library
from tests.bot.engine.strategies import SCENARIOS, scenarios
from tests.bot.engine.support import reverify


def test_the_engine_agrees_with_the_loaded_data(library: Library) -> None:
    assert verify_engine(library) == []


def test_every_topic_has_generated_scenarios() -> None:
    assert set(SCENARIOS) == set(topics())


GAMES = sorted({topic.split(".", 1)[0] for topic in topics()})


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_well_formed_scenarios_always_get_a_verdict_with_verbatim_quotes(
    library: Library, game: str, data: st.DataObject
) -> None:
    document = data.draw(scenarios(game))
    verdict = evaluate(parse_scenario(document, library), library)
    assert isinstance(verdict, Verdict)
    assert verdict.status in ("decided", "not_covered")
    assert (verdict.answer is None) == (verdict.status == "not_covered")
    assert verdict.steps or verdict.status == "not_covered"
    assert reverify(verdict, library) == []
    for step in verdict.steps:
        assert len(step.test) <= 220, f"a step too long for a readable trail: {step.test}"
    # #15: the typed answers hold the answer to the sub-question asked (or to the one that stopped it),
    # and the headline states it.
    entry = topics()[verdict.topic]
    assert verdict.question in entry.questions
    if verdict.decided:
        assert verdict.answers[verdict.question] == verdict.answer
        assert set(verdict.answers) <= set(entry.questions)
        assert disagreement(verdict.headline, verdict.answer) is None
        assert all(answer_problem(value) is None for value in verdict.answers.values())


@pytest.mark.parametrize("game", GAMES)
def test_slash_options_fit_discord(game: str) -> None:
    """Names, descriptions and choices Discord accepts; each of a game's commands (its own, and one per
    topic area: `ScenarioBase.area`) well under 8,000 characters."""
    totals: dict[str, int] = {}
    for topic_id in (topic for topic in topics() if topic.startswith(f"{game}.")):
        command = topics()[topic_id].command_name
        total = totals.get(command, len(command) + 100)
        specs = topic_options(topic_id)
        summary = topics()[topic_id].summary
        own = [spec for spec in specs if spec.name != "questions"]  # `questions`: the engine's, on top
        assert len(own) <= 8 and 1 <= len(summary) <= 100
        required = [spec.required for spec in specs]
        assert required == sorted(required, reverse=True), "required options come first"
        for spec in specs:
            assert spec.name.isascii() and spec.name.replace("_", "").isalnum() and spec.name.islower()
            assert len(spec.name) <= 32 and 1 <= len(spec.description) <= 100 and len(spec.choices) <= 25
            total += len(spec.name) + len(spec.description) + sum(len(choice) for choice in spec.choices)
        totals[command] = total + len(topic_id.split(".", 1)[1]) + len(summary)
    # Rougher than Discord's own count, which tests/bot/ui/checks/test_surface.py keeps 15% inside 8,000.
    assert all(total < 6000 for total in totals.values()), totals


def test_a_scenario_model_can_be_built_in_python_with_a_context(library: Library) -> None:
    scenario = ChallengeScenario.model_validate(
        {"challenger": "Mickey", "defender": "Goofy exerted"}, context={"library": library}
    )
    assert evaluate(scenario, library).answer is True


def test_cards_cannot_be_read_without_the_rules() -> None:
    with pytest.raises(ValueError, match="read against the game's rules"):
        ChallengeScenario.model_validate({"challenger": "Mickey", "defender": "Goofy"})


def test_an_unregistered_scenario_is_an_error(library: Library) -> None:
    class Stray(ScenarioBase):
        pass

    with pytest.raises(ScenarioError):
        evaluate(Stray(), library)


def test_a_game_whose_rules_are_not_loaded_is_not_covered(library: Library) -> None:
    only_fftcg = load_library(default_data_dir(), games=("fftcg",))
    scenario = parse_scenario({"topic": "lorcana.keywords", "card": "Mickey"}, library)
    verdict = evaluate(scenario, only_fftcg)
    assert verdict.status == "not_covered" and "lorcana" in (verdict.reason or "")


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ({"topic": "lorcana.chalenge"}, "did you mean 'lorcana.challenge'"),
        ({}, "unknown topic None"),
        ({"topic": "lorcana.challenge", "challenger": "Mickey"}, "defender: is required"),
        (
            {"topic": "lorcana.challenge", "challenger": "Mickey Wrd", "defender": "G"},
            "challenger: 'Wrd' in the name",
        ),
        (
            {"topic": "lorcana.damage", "target": "G", "amount": "3"},
            "amount: takes a whole number",
        ),
        ({"topic": "lorcana.damage", "target": "G", "amount": 3, "colour": 1}, "colour: Extra inputs"),
        ({"topic": "lorcana.sing", "song": "S", "singers": ["A cost=1"]}, "the song needs its cost"),
        ({"topic": "lorcana.keywords", "card": {"name": "M", "keywords": ["Wrd"]}}, "did you mean 'Ward'"),
    ],
)
def test_bad_scenarios_give_one_line_errors(library: Library, document: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(document, library)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_build_scenario_from_slash_options(library: Library) -> None:
    scenario = build_scenario(
        "lorcana.challenge",
        {
            "challenger": "Mickey str=3",
            "defender": "Goofy exerted",
            "defender_others": "Donald Bodyguard; Daisy",
            "x": None,
        },
        library,
    )
    assert isinstance(scenario, ChallengeScenario)
    assert [card.name for card in scenario.defender_others] == ["Donald", "Daisy"]


def test_build_scenario_suggests_the_option_meant(library: Library) -> None:
    with pytest.raises(ScenarioError, match="did you mean 'defender'"):
        build_scenario("lorcana.challenge", {"challenger": "Mickey", "defendr": "Goofy"}, library)


def test_topic_options_describe_the_slash_subcommand() -> None:
    options = {option.name: option for option in topic_options("lorcana.vanish")}
    assert options["target"].kind == "card" and options["target"].required
    assert options["effect_source"].kind == "choice"
    assert options["effect_source"].choices == ("action", "song", "ability")
    assert options["effect_chooses"].kind == "bool" and not options["effect_chooses"].required
    amount = {option.name: option for option in topic_options("lorcana.damage")}["amount"]
    assert (amount.kind, amount.minimum, amount.maximum) == ("int", 0, 99)
    assert {option.name: option for option in topic_options("lorcana.sing")}["singers"].kind == "cards"
    for topic_id in topics():
        for option in topic_options(topic_id):
            assert len(option.description) <= 100 and len(option.name) <= 32


def test_help_text_of_a_game_without_checks_is_refused() -> None:
    with pytest.raises(ScenarioError):
        help_text("chess")


@pytest.mark.parametrize(
    ("topic", "options", "question"),
    [
        ("fftcg.warp", {"card": "Ifrit Warp 3"}, "counters_left"),
        (
            "fftcg.first_strike",
            {"attackers": 'Cloud "First Strike"', "blocker": "Squall"},
            "first_hit_breaks",
        ),
    ],
)
def test_one_question_named_in_questions_that_lacks_an_input_is_the_same_one_line_error(
    library: Library, topic: str, options: dict[str, Any], question: str
) -> None:
    # A single name in `questions` is asked alone, its own checks run again (`counters_left` needs
    # `main_phases_passed`; `first_hit_breaks` every power=): that raised pydantic's ValidationError,
    # which the bot answers "Something went wrong on our side". It is the error `question` gives.
    with pytest.raises(ScenarioError) as as_question:
        evaluate(build_scenario(topic, {**options, "question": question}, library), library)
    with pytest.raises(ScenarioError) as as_questions:
        evaluate(build_scenario(topic, {**options, "questions": question}, library), library)
    assert str(as_questions.value) == str(as_question.value)
    assert "needs" in str(as_question.value) and "\n" not in str(as_question.value)
