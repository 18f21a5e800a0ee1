"""Zones (issue #23): a card in hand, in the discard or elsewhere out of play, and what can and can't
apply to it. Each case quotes the rule that decides it."""

from __future__ import annotations

import pytest

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered


def test_a_character_in_hand_can_neither_challenge_nor_quest(ask: Ask) -> None:
    # 7.1.5: "Cards in a player's deck, discard, hand, and inkwell aren't in play." 5.3.1: "A character
    # card that's in the Play zone is a character; in all other zones it's a character card."
    challenge = ask("lorcana.challenge", challenger="Mickey zone=hand", defender="Goofy exerted")
    expect(
        challenge,
        False,
        "Mickey is in hand, and only characters in play can challenge",
        {"7.1.5", "5.3.1", "4.6.4.2"},
        quote=("7.1.5", "aren't in play"),
    )
    quest = ask("lorcana.quest", quester="Mickey zone=hand")
    expect(quest, False, "Mickey is in hand", {"7.1.5", "5.3.1"}, quote=("5.3.1", "character card"))


def test_a_card_in_the_discard_cannot_be_challenged_nor_guard(ask: Ask) -> None:
    # 5.3.1 again: in the discard Goofy is a character card, not "an exerted opposing character" (4.6.4.2).
    verdict = ask("lorcana.challenge", challenger="Mickey", defender="Goofy exerted zone=discard")
    expect(verdict, False, "Goofy is in the discard, not in play", {"4.6.4.1", "5.3.1"})
    # 8.3.3's Bodyguard binds a challenger only to a character it could choose: one in the discard is none.
    guarded = ask(
        "lorcana.challenge",
        challenger="Mickey",
        defender="Goofy exerted",
        defender_others="Simba exerted Bodyguard zone=discard",
    )
    expect(guarded, True, "Mickey can challenge Goofy", {"4.6.4.1", "4.6.4.2"})


def test_a_song_is_sung_from_hand_not_from_the_discard(ask: Ask) -> None:
    # 4.3.2: "Cards can normally be played only from a player’s hand."
    verdict = ask("lorcana.sing", song="Friends cost=3 zone=discard", singers="Ariel cost=3")
    expect(
        verdict, False, "Friends is in the discard", {"4.3.2"}, quote=("4.3.2", "only from a player’s hand")
    )
    in_hand = ask("lorcana.sing", song="Friends cost=3 zone=hand", singers="Ariel cost=3")
    assert in_hand.answer is True, "in hand is where a song is sung from"
    singer = ask("lorcana.sing", song="Friends cost=3", singers="Ariel cost=3 zone=hand")
    assert singer.answer is False and "Ariel is in hand, not a character in play" in singer.headline


def test_an_effect_that_chooses_a_character_cannot_pick_a_card_in_the_discard(ask: Ask) -> None:
    # 5.3.1: "chosen character" is a character; in the discard it's a character card. Ward and Vanish
    # don't come into it.
    verdict = ask("lorcana.ward", target="Goofy Ward zone=discard", effect_text="Banish chosen character.")
    expect(verdict, False, "Goofy is in the discard", {"5.3.1"})
    vanish = ask(
        "lorcana.vanish",
        target="Goofy Vanish zone=discard",
        effect_text="Banish chosen character.",
        effect_by="opponent",
    )
    expect(vanish, False, "Goofy is in the discard", {"8.14.1", "5.3.1"})
    unsaid = ask("lorcana.ward", target="Goofy Ward zone=discard")
    expect_not_covered(unsaid, "whether the effect can pick it there is in the effect's words")


def test_a_card_leaving_play_loses_its_effects(ask: Ask) -> None:
    # 7.1.6: "If a card enters any other zone from play, all gained effects, damage, and other gained
    # characteristics are removed, and that card becomes a new card."
    verdict = ask(
        "lorcana.challenge",
        challenger='Mickey zone=discard effect="gains Evasive this turn"',
        defender="Goofy exerted",
    )
    expect(verdict, False, "Mickey is in the discard", {"7.1.6", "7.1.5", "5.3.1", "4.6.4.2"})


def test_shift_plays_from_hand_onto_a_character_in_play(ask: Ask) -> None:
    # 4.3.2 (played from hand); 8.10.1: "If you have a character in play with the same name as this card…"
    from_discard = ask("lorcana.shift", shifter="Elsa Shift 4 zone=discard", base="Elsa")
    expect(from_discard, False, "Elsa is in the discard", {"4.3.2"})
    onto_discard = ask("lorcana.shift", shifter="Elsa Shift 4", base="Elsa zone=discard")
    expect(onto_discard, False, "it isn't your character in play", {"8.10.1"})


def test_boost_is_used_only_in_play(ask: Ask) -> None:
    # 6.3.1: "Activated abilities are abilities listed on a card in play that a player can choose to use
    # during their Main Phase." Boost is one (8.4.1).
    verdict = ask("lorcana.boost", card="Flynn Boost 2 zone=hand")
    expect(verdict, False, "Flynn is in hand", {"6.3.1"})


@pytest.mark.parametrize(
    ("zone", "rule", "sentence"),
    [
        # 5.1.2.7: "A card in a player’s hand can’t have any state."
        ("hand", "5.1.2.7", "A card in a player’s hand can’t have any state."),
        # 5.1.2.5: "A card in a player’s deck can only have the facedown state."
        ("deck", "5.1.2.5", "A card in a player’s deck can only have the facedown state."),
        # 5.1.2.6: "A card in a player’s discard can only have the faceup state."
        ("discard", "5.1.2.6", "A card in a player’s discard can only have the faceup state."),
        # 5.1.2.4: "A card in a player’s inkwell can only have the ready, exerted, and facedown states."
        ("inkwell", "5.1.2.4", "can only have the ready, exerted, and facedown states."),
    ],
)
def test_a_card_out_of_play_takes_no_damage(ask: Ask, zone: str, rule: str, sentence: str) -> None:
    # 5.1.1.3: "A card that has at least 1 damage is considered to be damaged." — a state its zone rules out.
    where = "in hand" if zone == "hand" else f"in the {zone}"
    taken = ask("lorcana.damage", target=f"Goofy wp=3 zone={zone}", amount=2)
    expect(
        taken,
        0,
        f"Goofy takes no damage: a card {where} can't be damaged.",
        {"5.1.1.3", rule},
        quote=(rule, sentence),
    )
    # Its damage given, from before it left play, is not on it either; nor is it banished: glossary
    # “banish/banished”: "When a character, item, or location is put from play into their player's
    # discard pile" — no willpower needed for that.
    total = ask("lorcana.damage", target=f"Goofy dmg=2 zone={zone}", amount=1, question="total")
    expect(total, 0, "Goofy ends with 0 damage", {"5.1.1.3", rule})
    banished = ask("lorcana.damage", target=f"Goofy zone={zone}", amount=5, question="banished")
    expect(banished, False, "Goofy isn't banished", {"5.1.1.3", rule, "glossary:banish/banished"})
