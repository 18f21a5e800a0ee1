"""lorcana.enter_play — ready or exerted as it enters play, and can it challenge this turn; cases from
5.1.2.1, 8.3.2, 6.1.7, 6.7.8, 5.1.1.11 and 8.9.1."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.enter_play"


def test_a_character_enters_play_ready(ask: Ask) -> None:
    # 5.1.2.1: "A character enters play with the ready, undamaged, in play, faceup, and drying states."
    verdict = ask(TOPIC, card="Mickey")
    expect(
        verdict,
        "ready",
        "Mickey enters play ready",
        {"5.1.2.1", "8.9.1", "5.1.1.11"},
        quote=("5.1.2.1", "ready"),
    )


def test_a_bodyguard_being_played_may_enter_exerted(ask: Ask) -> None:
    # 8.3.2: "The first of these is a static ability that functions while the character is being
    # played. This ability means "This character may enter play with the exerted state rather than the
    # ready state.""
    verdict = ask(TOPIC, card="Simba Bodyguard")
    expect(verdict, "either", "may enter play exerted or ready", {"5.1.2.1", "8.3.2", "8.9.1", "5.1.1.11"})


def test_a_bodyguard_played_for_free_by_an_effect_is_still_played(ask: Ask) -> None:
    # 6.1.7: an effect that has a player "play a card "for free"" has them play it: 8.3.2 functions.
    verdict = ask(TOPIC, card="Simba Bodyguard", how="played_for_free")
    expect(
        verdict,
        "either",
        "played for free, it is still being played",
        {"5.1.2.1", "6.1.7", "8.3.2", "8.9.1", "5.1.1.11"},
        quote=("6.1.7", "for free"),
    )


def test_a_bodyguard_put_into_play_without_being_played_enters_ready(ask: Ask) -> None:
    # 8.3.2 functions only "while the character is being played"; otherwise 5.1.2.1: it enters ready.
    verdict = ask(TOPIC, card="Simba Bodyguard", how="put_into_play")
    expect(
        verdict,
        "ready",
        "Bodyguard works only while it is played",
        {"5.1.2.1", "8.3.2", "8.9.1", "5.1.1.11"},
        quote=("8.3.2", "while the character is being played"),
    )


def test_an_effect_that_makes_it_enter_exerted(ask: Ask) -> None:
    # 6.7.8: "Some effects modify how a card enters play. These effects resolve along with the card being
    # played."
    verdict = ask(TOPIC, card='Lilo effect="enters play exerted (Escape Artist)"')
    expect(verdict, "exerted", "Lilo enters play exerted", {"5.1.2.1", "6.4.2", "6.7.8", "4.6.4.1"})


def test_it_can_challenge_this_turn_only_with_rush(ask: Ask) -> None:
    # 5.1.1.11: "A drying character can't quest, can’t be declared as a challenging character, …"; 8.9.1:
    # Rush "This character can challenge as though they were in play at the beginning of your turn."
    drying = ask(TOPIC, card="Mickey", question="can_challenge")
    expect(
        drying,
        False,
        "it is drying (entered play this turn) and has no Rush",
        {"5.1.2.1", "8.9.1", "5.1.1.11"},
    )
    rush = ask(TOPIC, card="Mickey Rush", question="can_challenge")
    expect(rush, True, "it has Rush", {"5.1.2.1", "8.9.1"}, quote=("8.9.1", "as though they were in play"))


def test_a_printed_or_stated_cant_challenge_wins_over_rush(ask: Ask) -> None:
    # 1.2.2: "If an effect prevents something from happening, that effect supersedes rules and other
    # effects that allow it to happen." Rush allows a drying character to challenge; "can't challenge"
    # (printed, on the card, or on its player) prevents it. It answered "Yes — it has Rush".
    for card in (
        'Zorbo Rush text="This character can\'t challenge."',
        'Zorbo Rush effect="can\'t challenge this turn (X)"',
        'Zorbo Rush effect="you can\'t challenge this turn (X)"',
    ):
        verdict = ask(TOPIC, card=card, how="played", question="can_challenge")
        assert verdict.answer is False, (card, verdict.headline)
        assert "says it can't" in verdict.headline
        assert any(s.citation and s.citation.label == "1.2.2" for s in verdict.steps), card
    assert ask(TOPIC, card="Zorbo Rush", how="played", question="can_challenge").answer is True


def test_a_printed_enters_exerted_put_into_play_is_card_text_superseding_a_rule(ask: Ask) -> None:
    # 6.7.8's effects “resolve along with the card being played”: put into play, the card isn't played. Its
    # printed text decides: 1.2.1 “If the text of a card contradicts a game rule, the card text supersedes
    # that rule.” (5.1.2.1: “A character enters play with the ready … states.”)
    put = ask(TOPIC, card='Lilo text="This character enters play exerted."', how="put_into_play")
    expect(
        put,
        "exerted",
        "Lilo enters play exerted",
        {"5.1.2.1", "6.4.1", "1.2.1", "4.6.4.1"},
        quote=("1.2.1", "the card text supersedes that rule"),
    )
    # An effect in force, put into play: only 6.7.8's first sentence, “Some effects modify how a card enters
    # play.”
    effect = ask(TOPIC, card='Lilo effect="enters play exerted (Escape Artist)"', how="put_into_play")
    expect(effect, "exerted", "Lilo enters play exerted", {"5.1.2.1", "6.4.2", "6.7.8", "4.6.4.1"})
    assert all("being played" not in c.quote for c in effect.citations if c.rule == "6.7.8")
    played = ask(TOPIC, card='Lilo text="This character enters play exerted."')
    assert any(c.rule == "6.7.8" and "being played" in c.quote for c in played.citations)
