"""The first screen of a verdict: the deciding step, its marks, and the phone height budget."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.commandline import asked_block, format_line
from bot.engine import build_scenario, evaluate, parse_scenario, topics
from bot.render.height import SCREEN_BUDGET, message_height
from bot.render.verdict import brief_embed, deciding_step, detail_embeds
from bot.rules import Library
from tests.bot.engine.strategies import scenarios

GAMES = sorted({topic.game for topic in topics().values()})
FIRST_SCREEN_BUTTONS = ("Details", "Post publicly")


def test_a_single_failure_decides_a_no_and_is_shown_with_its_quote(library: Library) -> None:
    # 4.6.4.2: “Second, the player chooses an exerted opposing character to be challenged.”
    options = {"challenger": "Mickey str=3", "defender": "Goofy"}
    verdict = evaluate(build_scenario("lorcana.challenge", options, library), library)
    step = verdict.steps[deciding_step(verdict) or 0]
    assert step.citation is not None and step.citation.label == "4.6.4.2" and not step.held

    embed = brief_embed(verdict, library)
    assert "❌ Goofy (defender, opponent's) is exerted" in embed.description
    assert "**4.6.4.2** “" in embed.description
    assert embed.description.count("❌") == 1 and "✅" not in embed.description and not embed.fields


def test_several_failures_name_no_single_decider_but_their_rules(library: Library) -> None:
    # 8.6.1 Evasive and 8.2.1 Alert both fail: either would have allowed the challenge.
    options = {"challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"}
    verdict = evaluate(build_scenario("lorcana.challenge", options, library), library)
    assert deciding_step(verdict) is None
    embed = brief_embed(verdict, library)
    assert "Rules: 8.6.1, 8.2.1 (the steps are in Details)" in embed.description
    assert "✅" not in embed.description


def test_a_failed_test_that_does_not_block_is_never_named_the_decider(library: Library) -> None:
    # Questing: "has Reckless" fails (8.7.2 does not apply) while "is ready" fails and blocks.
    verdict = evaluate(build_scenario("lorcana.quest", {"quester": "Mickey exerted"}, library), library)
    assert verdict.answer is False
    brief = brief_embed(verdict, library).description or ""
    assert deciding_step(verdict) is None, "two failing steps: which one blocked is not recorded"
    assert "has Reckless" not in brief and "❌" not in brief.split("\n", 1)[1]
    assert "Rules: 8.7.2" in brief, "the failing steps' rules are still named"


def test_a_yes_shows_the_step_that_held_and_no_cross(library: Library) -> None:
    # 8.2.1 Alert: “This character ignores the challenging restriction of Evasive.”
    options = {"challenger": "Mickey str=3 Alert", "defender": "Goofy exerted Evasive"}
    verdict = evaluate(build_scenario("lorcana.challenge", options, library), library)
    assert any(not step.held for step in verdict.steps), "the trail has a failed test (no Evasive)"

    brief = brief_embed(verdict, library).description or ""
    details = detail_embeds(verdict, library)[0].fields[0].value
    assert "✅ Mickey (challenger, yours) has Alert" in brief and "**8.2.1**" in brief
    assert "❌" not in brief + details, "no cross inside a yes"
    assert "has Evasive, as Goofy's Evasive requires: no" in details


def test_the_assumes_line_lists_what_was_taken_as_given(library: Library) -> None:
    # A quest by a Reckless character: the headline says why (8.7.2); readiness rests on an assumption.
    verdict = evaluate(build_scenario("lorcana.quest", {"quester": "Mickey Reckless"}, library), library)
    brief = brief_embed(verdict, library).description or ""
    assert verdict.answer is False and deciding_step(verdict) is None, "a held step decided: which one?"
    assert "Assumes: Mickey (quester, yours) is ready" in brief and "❌" not in brief.split("\n", 1)[1]


def _typed(value: Any) -> Any:
    """A document's value as a user types it as an option: a card object as notation."""
    if isinstance(value, list):
        return "; ".join(str(_typed(item)) for item in value)
    if isinstance(value, dict):
        words = [
            json.dumps(value["name"]) if " " in str(value.get("name", "")) else str(value.get("name", ""))
        ]
        for key, item in value.items():
            if key == "name" or item in (False, None, [], ()):
                continue
            words.append(key if item is True else f"{key}={_typed(item) if isinstance(item, list) else item}")
        return " ".join(words)
    return value


def _question(document: dict[str, Any]) -> str:
    topic = topics()[document["topic"]]
    shown = {name: _typed(value) for name, value in document.items() if name != "topic"}
    return asked_block(format_line(topic.command, shown))


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_every_topics_first_screen_fits_a_phone(library: Library, game: str, data: st.DataObject) -> None:
    """The first screen, with the question, its buttons and the private note, fits 600 px at 400 px.
    The question line here is the document's own; a user typing a 1,000-character card is not
    the budget's case, so it is cut at 120 characters, two phone lines of notation."""
    document = data.draw(scenarios(game))
    verdict = evaluate(parse_scenario(document, library), library)
    question = _question(document)
    if len(question) > 130:
        question = question[:126] + "\n```"
    height = message_height(question, [brief_embed(verdict, library)], FIRST_SCREEN_BUTTONS)
    assert height <= SCREEN_BUDGET, f"{height} px: {brief_embed(verdict, library).description}"
