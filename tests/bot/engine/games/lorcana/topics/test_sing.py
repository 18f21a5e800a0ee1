"""lorcana.sing: singing a song (5.4.4.2), drying (5.1.1.11), Singer (8.11), Sing Together (8.12),
Reckless may still sing (8.7.4)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "lorcana.sing"


def test_singer_sings_as_though_it_had_cost_n(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Part of Your World" cost=5', singers="Ariel cost=2 Singer 5")
    # 8.11.1: “… as though they had cost N instead of their normal ink cost.”
    expect(
        verdict,
        True,
        "Ariel can sing Part of Your World",
        {"8.11.1", "5.1.1.11", "5.4.4.2"},
        quote=("8.11.1", "as though they had cost N instead of their normal ink cost"),
        assumes={"exert-needs-ready"},
    )


def test_without_singer_the_cost_must_reach_the_song(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Part of Your World" cost=5', singers="Ariel cost=4")
    # 5.4.4.2: Being a song means “You may pay, 'a character with ink cost N or greater' to play this card
    # instead of its ink cost,” where N equals the ink cost of the song.
    expect(
        verdict,
        False,
        "below 5",
        {"8.11.1", "8.12.2", "5.1.1.11", "5.4.4.2"},
        quote=("5.4.4.2", "'a character with ink cost N or greater'"),
    )


def test_a_lone_singer_whose_cost_reaches_the_song_sings_it(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Part of Your World" cost=5', singers="Ariel cost=5")
    expect(
        verdict,
        True,
        "Ariel can sing Part of Your World (cost 5)",
        {"8.11.1", "5.1.1.11", "5.4.4.2"},
        quote=("5.4.4.2", "where N equals the ink cost of the song"),
    )


def test_an_opponents_character_cannot_sing_your_song_by_assumption(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Part of Your World" cost=5', singers="Ariel cost=5 opposing")
    # 5.4.4.2 asks only for "a character"; 8.12.2 says "your ready characters" for Sing Together alone.
    expect(
        verdict,
        False,
        "Ariel is not your character",
        {"8.11.1", "8.12.2", "5.1.1.11", "5.4.4.2"},
        assumes={"exert-needs-ready", "sing-yours"},
    )
    assert "below" not in verdict.headline


def test_a_drying_singer_cannot_exert_to_sing(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Part of Your World" cost=5', singers="Ariel cost=5 drying")
    # 5.1.1.11: a drying character “can't {E} to pay any cost”; singing is an alternate cost (1.5.5.1).
    expect(
        verdict,
        False,
        "Ariel is drying",
        {"8.11.1", "5.1.1.11", "5.4.4.2"},
        quote=("5.1.1.11", "can't {E} to pay any cost"),
    )


def test_sing_together_adds_ink_costs(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        song='"Under the Sea" cost=8 "Sing Together 8"',
        singers="Ariel cost=3; Flounder cost=2; Sebastian cost=3",
    )
    # 8.12.2: “If the total meets or exceeds the cost listed for Sing Together, … can sing the song.”
    expect(
        verdict,
        True,
        "Ariel, Flounder and Sebastian can sing Under the Sea",
        {"8.12.2", "5.1.1.11"},
        quote=("8.12.2", "If the total meets or exceeds the cost listed for Sing Together"),
    )


def test_sing_together_short_total(ask: Ask) -> None:
    verdict = ask(
        TOPIC, song='"Under the Sea" cost=8 "Sing Together 8"', singers="Ariel cost=3; Flounder cost=2"
    )
    expect(verdict, False, "short of Sing Together 8", {"8.12.2", "5.1.1.11"})


def test_sing_together_needs_ready_characters(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        song='"Under the Sea" cost=8 "Sing Together 8"',
        singers="Ariel cost=3; Flounder cost=2 exerted; Sebastian cost=3",
    )
    # 8.12.2: “add the ink costs of one or more of your ready characters together”.
    expect(
        verdict,
        False,
        "Flounder is exerted",
        {"8.12.2", "5.1.1.11"},
        quote=("8.12.2", "your ready characters"),
        assumes=set(),
    )


def test_whether_singer_counts_toward_sing_together_is_not_covered(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        song='"Under the Sea" cost=8 "Sing Together 8"',
        singers="Ariel cost=3 Singer 5; Flounder cost=2; Sebastian cost=2",
    )
    # 8.12.2 adds "ink costs"; 8.11.2: “The character’s ink cost doesn’t change.” The text doesn't settle it.
    expect_not_covered(verdict, "doesn't say which Sing Together uses")
    assert {"8.11.2", "8.12.2"} <= set(verdict.rule_ids)


def test_reckless_may_still_sing(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Be Prepared" cost=7', singers="Scar cost=4 Reckless Singer 7")
    # 8.7.4: “A player can still exert a character with Reckless to use abilities or sing songs if able.”
    expect(
        verdict,
        True,
        "Scar can sing Be Prepared",
        {"8.7.4", "8.11.1", "5.1.1.11", "5.4.4.2"},
        quote=("8.7.4", "sing songs if able"),
    )


def test_an_exerted_or_drying_singer_cannot_sing(ask: Ask) -> None:
    expect(
        ask(TOPIC, song='"Be Prepared" cost=3', singers="Scar cost=4 exerted"),
        False,
        "Scar is exerted",
        {"8.11.1", "5.1.1.11", "5.4.4.2"},
        assumes={"exert-needs-ready"},
    )
    expect(
        ask(TOPIC, song='"Be Prepared" cost=3', singers="Scar cost=4 drying Rush"),
        False,
        "Scar is drying",
        {"8.11.1", "8.9.1", "5.1.1.11", "5.4.4.2"},
    )


def test_several_singers_need_sing_together(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Be Prepared" cost=3', singers="Scar cost=2; Nala cost=2")
    # 5.4.4.2: a song's alternate cost is "a character with ink cost N or greater" — one character.
    expect(
        verdict,
        False,
        "has no Sing Together",
        {"8.12.2", "5.1.1.11", "5.4.4.2"},
        quote=("5.4.4.2", "'a character with ink cost N or greater'"),
        assumes={"exert-needs-ready"},
    )


def test_singer_n_decides_a_cost_n_song_without_the_singers_cost(ask: Ask) -> None:
    """8.11.1: Singer N sings "as though they had cost N instead of their normal ink cost" — a cost-5
    song is within Singer 5 whatever the ink cost, so `cost=` is not asked for."""
    verdict = ask(TOPIC, song='"Part of Your World" cost=5', singers="Ariel Singer 5")
    expect(
        verdict,
        True,
        "Ariel can sing Part of Your World",
        {"8.11.1", "5.1.1.11", "5.4.4.2"},
        quote=("8.11.1", "as though they had cost N instead of their normal ink cost"),
        assumes={"exert-needs-ready"},
    )


@pytest.mark.parametrize(
    ("song", "singers", "missing"),
    [
        # Singer 4 falls short of 5: the ink cost (5.4.4.2's 'ink cost N or greater') could still reach it.
        ('"Part of Your World" cost=5', "Ariel Singer 4", "the singer Ariel needs its cost"),
        ('"Part of Your World"', "Ariel Singer 5", "the song needs its cost"),
        # 8.12.2 adds the singers' ink costs: each one counts.
        ('"Under the Sea" "Sing Together 8"', "Ariel Singer 5; Flounder cost=2", "the singer Ariel"),
    ],
)
def test_a_cost_that_can_change_the_answer_is_still_asked_for(
    ask: Ask, song: str, singers: str, missing: str
) -> None:
    with pytest.raises(ScenarioError, match=missing):
        ask(TOPIC, song=song, singers=singers)


def test_several_singers_without_sing_together_need_no_costs(ask: Ask) -> None:
    """5.4.4.2 asks for 'a character' — one — so without Sing Together no costs change the No."""
    verdict = ask(TOPIC, song='"Be Prepared"', singers="Scar; Nala")
    expect(verdict, False, "has no Sing Together", {"8.12.2", "5.1.1.11", "5.4.4.2"})


def test_sings_as_is_singer_n_for_a_lone_singer(ask: Ask) -> None:
    # 8.11.1: Singer N means the character can pay a song's alternate cost “as though they had cost N instead
    # of their normal ink cost.”
    verdict = ask(
        TOPIC, song='"Part of Your World" cost=5', singers="Ariel cost=2 Singer 5", question="sings_as"
    )
    expect(
        verdict, 5, "Ariel sings as cost 5: it can sing this song (cost 5)", {"5.1.1.11", "5.4.4.2", "8.11.1"}
    )
    assert verdict.answers == {"can_sing": True, "sings_as": 5}
    # 5.4.4.2: without Singer, a character sings as its ink cost (“a character with ink cost N or greater”).
    plain = ask(TOPIC, song='"Part of Your World" cost=5', singers="Flounder cost=2", question="sings_as")
    assert plain.answer == 2 and "it can’t sing this song" in plain.headline


def test_sings_as_is_not_asked_of_several_singers(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        song='"Under the Sea" cost=8 "Sing Together 8"',
        singers="Ariel cost=4; Flounder cost=4",
        question="sings_as",
    )
    assert verdict.question == "can_sing" and verdict.answers == {"can_sing": True}


SINGS = 'text="Whenever this character sings a song, gain 1 lore."'


def test_each_singer_with_sing_together_triggers_its_sing_ability(ask: Ask) -> None:
    # 8.12.3: "Characters that have the triggered ability condition "Whenever this character sings a
    # song" and are one of the characters singing the song with Sing Together, the condition is met, …"
    verdict = ask(
        "lorcana.sing",
        song='Song cost=6 "Sing Together 6"',
        singers=f"Ariel cost=3 {SINGS}; Ursula cost=3 {SINGS}",
        question="triggers",
    )
    expect(
        verdict,
        2,
        "2 abilities trigger: Ariel's and Ursula's",
        {"4.1.5", "8.12.2", "5.1.1.11", "8.12.3"},
        quote=("8.12.3", "the condition is met"),
    )
    one = ask(
        "lorcana.sing",
        song='Song cost=6 "Sing Together 6"',
        singers=f"Ariel cost=3 {SINGS}; Ursula cost=3",
        question="triggers",
    )
    assert one.answer == 1


def test_a_lone_singer_triggers_it_and_a_song_not_sung_triggers_none(ask: Ask) -> None:
    # 6.2.1: "Triggered abilities occur when their trigger condition is met."
    alone = ask("lorcana.sing", song="Song cost=3", singers=f"Ariel cost=3 {SINGS}", question="triggers")
    expect(alone, 1, "1 ability triggers: Ariel's", {"4.1.5", "5.1.1.11", "8.11.1", "5.4.4.2", "6.2.1"})
    # 8.12.2: "If the total meets or exceeds the cost listed for Sing Together, the character or
    # characters can sing the song." 3 + 2 is short of 6: not sung.
    short = ask(
        "lorcana.sing",
        song='Song cost=6 "Sing Together 6"',
        singers=f"Ariel cost=3 {SINGS}; Ursula cost=2",
        question="triggers",
    )
    expect(short, 0, "the song isn't sung that way", {"4.1.5", "8.12.2", "5.1.1.11"})


def test_another_trigger_on_a_song_is_not_guessed(ask: Ask) -> None:
    verdict = ask(
        "lorcana.sing",
        song="Song cost=3",
        singers='Ariel cost=3 text="Whenever you play a song, draw a card."',
        question="triggers",
    )
    expect_not_covered(verdict, "can change which abilities trigger")


def test_an_effect_on_the_player_stated_with_the_song_stops_the_singing(ask: Ask) -> None:
    # 1.2.2: "If an effect prevents something from happening, that effect supersedes rules and other
    # effects that allow it to happen." A "you …" effect holds for its player, whichever of their
    # cards it is written with; written with the song it was ignored ("Yes").
    stopped = ask(
        TOPIC,
        song='Tune type=song cost=3 effect="you can\'t sing songs this turn (X)"',
        singers=["Zorbo cost=3"],
    )
    assert stopped.answer is False and "can't sing songs" in stopped.headline


def test_a_song_in_hand_keeps_an_effect_the_engine_cant_read_unanswered(ask: Ask) -> None:
    # A song is played from hand (4.3.2), so zone=hand changes nothing: an effect written with it that
    # the engine can't read is still named as not covered, not dropped as if the card had left play.
    for zone in ("", " zone=hand"):
        verdict = ask(
            TOPIC,
            song=f'Tune type=song cost=3{zone} effect="draws a card this turn (X)"',
            singers=["Zorbo cost=3"],
        )
        expect_not_covered(verdict, "effect in force")


def test_a_card_that_isnt_a_song_cant_be_sung(ask: Ask, real: Ask) -> None:
    # Glossary “sing/singing”: "When a player {E} a character to pay an alternate cost to play a song."
    # 5.4.4.1: "Songs are a type of action that are defined as having both "Action" and "Song" on the
    # classification line."
    action = real(TOPIC, song="Fire the Cannons!", singers="Ariel cost=5")
    expect(
        action,
        False,
        "No — Fire the Cannons! can't be sung: it is an action, not a song.",
        {"5.4.4.1", "glossary:sing/singing"},
        quote=("glossary:sing/singing", "a character to pay an alternate cost to play a song."),
    )
    for kind in ("character", "item", "location"):
        verdict = ask(TOPIC, song=f"Sting type={kind} cost=2", singers="Ariel cost=5", question="sings_as")
        expect(verdict, False, f"it is {'an' if kind == 'item' else 'a'} {kind}, not a song", action.rule_ids)
    triggers = real(TOPIC, song="Fire the Cannons!", singers="Ariel cost=5", question="triggers")
    assert triggers.answer == 0 and triggers.status == "decided"
    # An action with Song among its classifications may be a song after all (5.4.4.1): not guessed.
    expect_not_covered(
        ask(TOPIC, song="Sting type=action class=Song cost=2", singers="Ariel cost=5"),
        "is an action; only songs are sung",  # "an action", as a judge writes it
    )
    # So may an action typed without its classification line: "Songs are a type of action" (5.4.4.1), and
    # a judge may write a song that way. Only a card whose line is known (its card data) is said not to be.
    expect_not_covered(
        ask(TOPIC, song="Sting type=action cost=2", singers="Ariel cost=5"), "classification line isn't given"
    )
