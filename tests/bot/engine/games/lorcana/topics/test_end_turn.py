"""lorcana.end_turn: Reckless' second ability (8.7.3), using the same legality as lorcana.challenge
(4.6.4 for characters, 4.6.8 for locations)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.end_turn"
CAN_CHALLENGE = {"4.6.4.1", "4.6.4.2"}


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
        {*CAN_CHALLENGE, "8.7.3", "8.7.4"},
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
        {*CAN_CHALLENGE, "8.7.3"},
        quote=("4.6.4.2", "chooses an exerted opposing character"),
        assumes=set(),
    )


def test_an_evasive_opponent_it_cannot_challenge_does_not_block(ask: Ask) -> None:
    verdict = ask(TOPIC, your_characters="Maui Reckless", opposing="Hook exerted Evasive")
    expect(verdict, True, "Yes", {*CAN_CHALLENGE, "8.7.3", "8.6.1", "8.2.1"})


def test_a_drying_reckless_character_blocks_only_with_rush(ask: Ask) -> None:
    expect(
        ask(TOPIC, your_characters="Maui Reckless drying", opposing="Hook exerted"),
        True,
        "Yes",
        {"8.7.3", "4.6.4.1", "8.9.1"},
        quote=("4.6.4.1", "in play at the beginning of the Set step"),
    )
    expect(
        ask(TOPIC, your_characters="Maui Reckless drying Rush", opposing="Hook exerted"),
        False,
        "No",
        {*CAN_CHALLENGE, "8.7.3", "8.9.1", "8.7.4"},
    )


def test_bodyguard_is_judged_by_the_same_legality(ask: Ask) -> None:
    verdict = ask(
        TOPIC, your_characters="Maui Reckless", opposing="Hook exerted; Smee exerted Bodyguard Evasive"
    )
    expect(
        verdict, False, "can challenge Hook", {*CAN_CHALLENGE, "8.7.3", "8.6.1", "8.2.1", "8.3.3", "8.7.4"}
    )


def test_an_opposing_location_it_can_challenge_blocks_the_end_of_turn(ask: Ask) -> None:
    verdict = ask(TOPIC, your_characters="Maui Reckless", opposing="Hook; Tower type=location")
    # 8.7.3: “… if this character is ready and can challenge an opposing character or location.”
    # 4.6.8.2: “Locations aren’t considered ready or exerted and can be challenged at any time during the
    # Main Phase.”
    expect(
        verdict,
        False,
        "Maui has Reckless, is ready and can challenge Tower",
        {*CAN_CHALLENGE, "4.6.8.1", "4.6.8.2", "8.7.3", "8.7.4"},
        quote=("4.6.8.2", "can be challenged at any time during the Main Phase"),
        assumes=set(),
    )


def test_an_evasive_location_it_cannot_challenge_does_not_block(ask: Ask) -> None:
    verdict = ask(TOPIC, your_characters="Maui Reckless", opposing="Hook; Tower type=location Evasive")
    expect(
        verdict,
        True,
        "can challenge anything",
        {*CAN_CHALLENGE, "4.6.8.1", "4.6.8.2", "8.6.1", "8.2.1", "8.7.3"},
        quote=("8.7.3", "can challenge an opposing character or location"),
    )


def test_your_own_location_does_not_block(ask: Ask) -> None:
    verdict = ask(TOPIC, your_characters="Maui Reckless", opposing="Tower type=location side=you")
    expect(verdict, True, "Yes", {"4.6.4.1", "4.6.8.1", "4.6.8.2", "8.7.3"})
