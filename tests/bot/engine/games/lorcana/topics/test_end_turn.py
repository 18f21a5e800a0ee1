"""lorcana.end_turn: Reckless' second ability (8.7.3), using the same legality as lorcana.challenge."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "lorcana.end_turn"


def test_no_reckless_character_no_restriction(ask: Ask) -> None:
    expect(
        ask(TOPIC, your_characters="Mickey; Minnie"), True, "none of your characters has Reckless", {"8.7.3"}
    )


def test_a_ready_reckless_character_that_can_challenge_blocks_the_end_of_turn(ask: Ask) -> None:
    verdict = ask(TOPIC, your_characters="Maui Reckless", opposing="Hook exerted")
    # 8.7.3: “You can’t declare the end of your turn if this character is ready and can challenge …”
    expect(
        verdict,
        False,
        "Maui has Reckless, is ready and can challenge Hook",
        {"8.7.3", "8.7.4"},
        quote=("8.7.3", "You can’t declare the end of your turn if this character is ready"),
    )
    assert "8.7.4" in verdict.would_change[0]


def test_an_exerted_reckless_character_does_not_block(ask: Ask) -> None:
    expect(
        ask(TOPIC, your_characters="Maui Reckless exerted", opposing="Hook exerted"), True, "Yes", {"8.7.3"}
    )


def test_nothing_to_challenge_does_not_block(ask: Ask) -> None:
    verdict = ask(TOPIC, your_characters="Maui Reckless", opposing="Hook; Smee")
    expect(
        verdict,
        True,
        "can challenge anything",
        {"8.7.3"},
        assumes={"drying", "challenge-opposing", "defender-exerted"},
    )


def test_an_evasive_opponent_it_cannot_challenge_does_not_block(ask: Ask) -> None:
    verdict = ask(TOPIC, your_characters="Maui Reckless", opposing="Hook exerted Evasive")
    expect(verdict, True, "Yes", {"8.7.3", "8.6.1", "8.2.1"})


def test_a_drying_reckless_character_blocks_only_with_rush(ask: Ask) -> None:
    expect(
        ask(TOPIC, your_characters="Maui Reckless drying", opposing="Hook exerted"),
        True,
        "Yes",
        {"8.7.3", "8.9.1"},
    )
    expect(
        ask(TOPIC, your_characters="Maui Reckless drying Rush", opposing="Hook exerted"),
        False,
        "No",
        {"8.7.3", "8.9.1", "8.7.4"},
    )


def test_bodyguard_is_judged_by_the_same_legality(ask: Ask) -> None:
    verdict = ask(
        TOPIC, your_characters="Maui Reckless", opposing="Hook exerted; Smee exerted Bodyguard Evasive"
    )
    expect(verdict, False, "can challenge Hook", {"8.7.3", "8.6.1", "8.2.1", "8.3.3", "8.7.4"})


def test_an_opposing_location_is_not_covered(ask: Ask) -> None:
    verdict = ask(TOPIC, your_characters="Maui Reckless", opposing="Hook; Tower type=location")
    expect_not_covered(verdict, "the opponent has a location")
