"""lorcana.keywords: how keywords combine (8.1.2)."""

from __future__ import annotations

import pytest

from bot.engine.errors import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "lorcana.keywords"


def test_resist_plus_one_and_plus_two_make_plus_three(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Stitch Resist+1 Resist+2", question="value", keyword="Resist")
    # 8.1.2: "Some abilities stack, or combine; these abilities are followed by \(+[\mathsf{N}]\) ."
    expect(
        verdict,
        3,
        "Stitch's Resist is 3: it has Resist +3 (Resist +1 and Resist +2 stack)",
        {"8.1.2", "8.8.1"},
        quote=("8.1.2", "Some abilities stack, or combine"),
    )


def test_a_second_support_does_not_apply(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Pluto Support Support")  # question: count
    # 8.1.2: “… would get that same keyword from an ability or action, it won’t get that keyword.”
    expect(
        verdict,
        1,
        "Pluto has 1 keyword: Support (only the first of Support and Support applies)",
        {"8.1.2"},
        quote=("8.1.2", "it won’t get that keyword"),
    )


def test_challenger_stacks(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Mickey Challenger+2 Challenger+1", question="value", keyword="Challenger")
    # 8.5.1: “Because this is a +N ability, it stacks with other Challenger effects.”
    expect(
        verdict,
        3,
        "stack",
        {"8.1.2", "8.5.1"},
        quote=("8.5.1", "it stacks with other Challenger"),
    )


def test_alert_does_not_bring_evasive(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Mickey Alert", question="has", keyword="Evasive")
    # 8.2.2: a character with Alert “doesn’t gain Evasive”.
    expect(
        verdict,
        False,
        "No — Mickey has no Evasive (it has Alert)",
        {"8.1.1", "8.2.2"},
        quote=("8.2.2", "doesn’t gain Evasive"),
    )
    assert verdict.answers == {"has": False, "count": 1}


def test_no_keywords(ask: Ask) -> None:
    expect(ask(TOPIC, card="Mickey"), 0, "has no keywords", {"8.1.1"})


def test_a_non_stacking_keyword_with_two_values_is_not_covered(ask: Ask) -> None:
    # Is Singer 5 "that same keyword" as Singer 3 (8.1.2)? The text does not say.
    expect_not_covered(ask(TOPIC, card="Ariel Singer 3 Singer 5"), "'that same keyword'")


def test_has_a_keyword(ask: Ask) -> None:
    # 8.1.1: keywords provide abilities to the card that has them.
    verdict = ask(TOPIC, card="Goofy Bodyguard Ward", question="has", keyword="Ward")
    expect(verdict, True, "Yes — Goofy has Ward", {"8.1.1"})
    assert verdict.answers["count"] == 2


def test_value_of_a_missing_plus_keyword_is_zero_and_of_a_missing_number_keyword_is_not_asked(
    ask: Ask,
) -> None:
    no_resist = ask(TOPIC, card="Goofy Ward", question="value", keyword="Resist")
    expect(no_resist, 0, "0: Goofy has no Resist", {"8.1.1"})
    no_singer = ask(TOPIC, card="Goofy Ward", question="value", keyword="Singer")
    assert no_singer.question == "has" and no_singer.answer is False


def test_has_and_value_need_a_keyword_and_value_needs_one_with_a_value(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="needs the keyword it asks about"):
        ask(TOPIC, card="Goofy", question="has")
    with pytest.raises(ScenarioError, match="Evasive has no value"):
        ask(TOPIC, card="Goofy", question="value", keyword="Evasive")
