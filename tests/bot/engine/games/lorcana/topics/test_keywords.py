"""lorcana.keywords: how keywords combine (8.1.2)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "lorcana.keywords"


def test_resist_plus_one_and_plus_two_make_plus_three(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Stitch Resist+1 Resist+2")
    # 8.1.2: "Some abilities stack, or combine; these abilities are followed by \(+[\mathsf{N}]\) ."
    expect(
        verdict,
        "Resist +3",
        "Resist +1 and Resist +2 stack",
        {"8.1.2", "8.8.1"},
        quote=("8.1.2", "Some abilities stack, or combine"),
    )


def test_a_second_support_does_not_apply(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Pluto Support Support")
    # 8.1.2: “… would get that same keyword from an ability or action, it won’t get that keyword.”
    expect(
        verdict,
        "Support",
        "only the first of Support and Support applies",
        {"8.1.2"},
        quote=("8.1.2", "it won’t get that keyword"),
    )


def test_challenger_stacks(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Mickey Challenger+2 Challenger+1")
    # 8.5.1: “Because this is a +N ability, it stacks with other Challenger effects.”
    expect(
        verdict,
        "Challenger +3",
        "stack",
        {"8.1.2", "8.5.1"},
        quote=("8.5.1", "it stacks with other Challenger"),
    )


def test_alert_does_not_bring_evasive(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Mickey Alert")
    expect(verdict, "Alert", "Mickey has Alert", {"8.1.1", "8.2.2"}, quote=("8.2.2", "doesn’t gain Evasive"))


def test_no_keywords(ask: Ask) -> None:
    expect(ask(TOPIC, card="Mickey"), "no keywords", "has no keywords", {"8.1.1"})


def test_a_non_stacking_keyword_with_two_values_is_not_covered(ask: Ask) -> None:
    # Is Singer 5 "that same keyword" as Singer 3 (8.1.2)? The text does not say.
    expect_not_covered(ask(TOPIC, card="Ariel Singer 3 Singer 5"), "'that same keyword'")
