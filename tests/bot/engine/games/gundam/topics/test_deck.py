"""gundam.deck, from Ver. 1.7.0: “A deck consists of exactly 50 cards, and a resource deck consists of exactly
10 cards.” (6-1-1), one or two colours (6-1-1-2), four copies (6-1-1-3)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.deck"


def test_three_colours_are_not_allowed(ask: Ask) -> None:
    # 6-1-1-2: “A deck must be constructed entirely using either one or two card colors.” (g03)
    verdict = ask(TOPIC, colour_count=3)
    expect(verdict, False, "uses 3 colours", {"6-1-1-2"}, quote=("6-1-1-2", "one or two card colors"))


def test_the_fixed_numbers(ask: Ask) -> None:
    # 6-1-1 (g01), 6-1-1-3 (g02).
    expect(ask(TOPIC, question="size"), 50, "50 — a deck has exactly 50 cards", {"6-1-1"})
    expect(ask(TOPIC, question="resource_deck"), 10, "10 — a resource deck", {"6-1-1"})
    expect(ask(TOPIC, question="copies"), 4, "4 — up to four copies", {"6-1-1-3", "2-1-1"})
    expect(ask(TOPIC, question="colours"), 2, "2 — a deck uses one or two colours", {"6-1-1-2"})


def test_a_deck_checked_whole(ask: Ask) -> None:
    verdict = ask(TOPIC, colour_count=2, deck_size=50, most_copies=5, resource_size=10)
    expect(verdict, False, "No — it holds 5 copies of one card number", {"6-1-1-2", "6-1-1", "6-1-1-3"})
    legal = ask(TOPIC, colour_count=1, deck_size=50)
    expect(
        legal,
        True,
        "not checked: copies (up to four of a card number), its resource deck",
        {"6-1-1-2", "6-1-1"},
    )


def test_colours_from_real_cards(real: Ask) -> None:
    # Rick Dom (Green), Stark Jegan (Blue), Gundam Lfrith (White) — three colours.
    verdict = real(TOPIC, cards='"Rick Dom"; "Stark Jegan"; "Gundam Lfrith"')
    expect(verdict, False, "it uses 3 colours (Blue, Green, White)", {"6-1-1-2"})


def test_only_deck_cards(ask: Ask) -> None:
    # 6-1-1-1: “A deck is constructed with Unit, Pilot, Command, and Base cards.”
    with pytest.raises(ScenarioError, match="give Zaku's colour"):
        ask(TOPIC, cards="Zaku unit")


def test_a_token_has_no_colour_to_ask_for_and_whether_it_may_be_in_a_deck_is_not_covered(real: Ask) -> None:
    # 5-17-2-3: “Tokens are treated as having no color.” Whether a token can be in a deck, no sentence says:
    # 6-1-1-1 “A deck is constructed with Unit, Pilot, Command, and Base cards.”; 5-17-1 tokens are “placed on
    # the field from outside the game by various effects”. An EX Base (EXB-001) and a Unit token (T-011).
    for token in ('"EX Base"', "T-011"):
        verdict = real(TOPIC, cards=[token, "Gamow"])
        expect_not_covered(verdict, "doesn't say whether a token can be in a deck")
        assert "5-17-2-3" in verdict.rule_ids


def test_a_deck_with_a_token_is_still_illegal_for_its_other_cards(real: Ask) -> None:
    # 6-1-1-2: “A deck must be constructed entirely using either one or two card colors.” Gamow (Red), Rick
    # Dom (Green), Gundam Lfrith (White): three colours whatever the token; 5-17-2-3: “Tokens are treated as
    # having no color.”, so Fatum-00 (T-011) adds none.
    verdict = real(TOPIC, cards=["T-011", "Gamow", '"Rick Dom"', '"Gundam Lfrith"'])
    expect(
        verdict,
        False,
        "No — it uses 3 colours (Green, Red, White)",
        {"5-17-2-3", "6-1-1-2", "2-11-2"},
        quote=("5-17-2-3", "Tokens are treated as having no color."),
    )
    # 6-1-1: “A deck consists of exactly 50 cards …”
    expect(
        real(TOPIC, cards=["T-011", "Gamow"], deck_size=40),
        False,
        "40 cards, not 50",
        {"5-17-2-3", "6-1-1", "6-1-1-2", "2-11-2"},
    )
