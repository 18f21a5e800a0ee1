"""lorcana.leave_play — where the cards under a card go when it leaves play, and what it keeps; cases
from 8.10.7, 5.1.1.7 and 7.1.6."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.leave_play"


def test_the_cards_under_a_shifted_character_go_where_it_goes(ask: Ask) -> None:
    # 8.10.7: "When a shifted character leaves play, all cards in its stack (i.e., all cards under it)
    # move to the same zone as the shifted character card does, …"
    verdict = ask(TOPIC, card="Elsa Shift 4 dmg=3", under="Elsa", to="hand")
    expect(
        verdict,
        "hand",
        "the card under Elsa goes to the hand",
        {"8.10.7", "7.1.6"},
        quote=("8.10.7", "same zone"),
    )
    banished = ask(TOPIC, card="Elsa Shift 4", under="Elsa; Elsa")
    expect(banished, "discard", "the 2 cards under Elsa go to the discard", {"8.10.7", "7.1.6"})


def test_they_are_no_longer_in_a_stack(ask: Ask) -> None:
    # 8.10.7: "… and the cards are no longer considered to be in a stack"
    verdict = ask(TOPIC, card="Elsa Shift 4", under="Elsa", question="still_stacked")
    expect(verdict, False, "no longer in a stack", {"8.10.7", "7.1.6"})


def test_any_stack_moves_with_its_top_card(ask: Ask) -> None:
    # 5.1.1.7: "If the top card in a stack leaves play, all cards in the stack move to the same zone as
    # the top card, …" (a Boost card under a character, 8.4.1).
    verdict = ask(TOPIC, card="Flynn Boost 2", under="Card", to="deck")
    expect(verdict, "deck", "goes to the deck", {"5.1.1.7", "7.1.6"}, quote=("5.1.1.7", "top card"))


def test_damage_and_effects_are_removed(ask: Ask) -> None:
    # 7.1.6: "If a card enters any other zone from play, all gained effects, damage, and other gained
    # characteristics are removed, and that card becomes a new card."
    damage = ask(TOPIC, card="Elsa dmg=3", question="damage_kept")
    expect(damage, 0, "Elsa has no damage (0)", {"7.1.6"}, quote=("7.1.6", "becomes a new card"))
    effects = ask(TOPIC, card='Elsa effect="gains Ward this turn"', question="effects_kept")
    expect(effects, False, "the effects that were on Elsa are removed", {"7.1.6"})


def test_the_cards_under_it_are_asked_for(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="needs the cards under it"):
        ask(TOPIC, card="Elsa Shift 4", question="under_go_to")
    # Not asked, with no card under it: what it keeps (7.1.6) is what there is to say.
    expect(ask(TOPIC, card="Elsa dmg=2"), 0, "Elsa has no damage (0)", {"7.1.6"})
