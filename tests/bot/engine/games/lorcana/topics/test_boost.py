"""lorcana.boost: once during your turn (8.4.1); the card under (8.4.2, 8.4.3)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.boost"


def test_boost_can_be_used_once_during_your_turn(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Flynn Boost 2")
    # 8.4.1: Boost N means "Once during your turn, you may pay N to put the top card of your deck …"
    expect(verdict, True, "pay 2 ink", {"8.4.1"}, quote=("8.4.1", "Once during your turn"))


def test_not_twice_in_a_turn(ask: Ask) -> None:
    expect(ask(TOPIC, card="Flynn Boost 2", used_this_turn=True), False, "already used this turn", {"8.4.1"})


def test_not_during_the_opponents_turn(ask: Ask) -> None:
    expect(ask(TOPIC, card="Flynn Boost 2", your_turn=False), False, "it isn't your turn", {"8.4.1"})


def test_the_card_under_is_not_in_play(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Flynn Boost 2", question="card_under_in_play")
    # 8.4.3: “If a card is under another card, it’s not considered to be in play.”
    expect(
        verdict,
        False,
        "not considered to be in play",
        {"8.4.3"},
        quote=("8.4.3", "not considered to be in play"),
    )


def test_putting_a_card_under_is_not_playing_it(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Flynn Boost 2", question="counts_as_played")
    expect(
        verdict,
        False,
        "doesn't count as playing it",
        {"8.4.3"},
        quote=("8.4.3", "doesn’t count as playing that card"),
    )


def test_nobody_may_look_at_the_card_under(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Flynn Boost 2", question="look_at_card_under")
    expect(verdict, False, "not even its owner", {"8.4.2"}, quote=("8.4.2", "not even their own"))


def test_ink_short_of_the_boost_cost_is_an_assumption(ask: Ask) -> None:
    expect(
        ask(TOPIC, card="Flynn Boost 2", available_ink=1),
        False,
        "1 ink can't pay 2",
        {"8.4.1"},
        assumes={"pay-with-ink"},
    )


def test_a_card_without_boost(ask: Ask) -> None:
    expect(ask(TOPIC, card="Flynn"), False, "has no Boost", {"8.4.1"})
