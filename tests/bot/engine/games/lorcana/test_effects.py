"""Effects in force that are not printed (issue #23): stated with a card (`effect="…"`) or on its
player, read by `printed.read_effects`, applied by `state.view` where printed statics are, and named
as effects in force (with their source), apart from the card's printed text.

Each case quotes the rule that decides it.
"""

from __future__ import annotations

import pytest

from bot.engine.games.lorcana.printed import read_effects, split_effects
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

CHALLENGE_OK = {"4.6.4.1", "4.6.4.2"}


@pytest.mark.parametrize(
    ("written", "effects", "duration", "source"),
    [
        (
            "can't quest or challenge for the rest of this turn (Fan the Flames)",
            ("cant_quest", "cant_challenge"),
            "for the rest of this turn",
            "Fan the Flames",
        ),
        ("gets +2 {S} this turn", ("gets",), "this turn", None),
        ("gains Ward this turn (from Bibbidi Bobbidi Boo)", ("gains",), "this turn", "Bibbidi Bobbidi Boo"),
        (
            "This character can't be challenged until the start of your next turn.",
            ("cant_be_challenged",),
            "until the start of your next turn",
            None,
        ),
        (
            "you can't challenge this turn (Ursula's Trickery)",
            ("cant_challenge",),
            "this turn",
            "Ursula's Trickery",
        ),
    ],
)
def test_an_effect_in_force_is_read_with_its_duration_and_source(
    written: str, effects: tuple[str, ...], duration: str, source: str | None
) -> None:
    read = read_effects(written)
    assert tuple(effect.effect for effect in read) == effects
    assert {(effect.duration, effect.source, effect.kind) for effect in read} == {
        (duration, source, "static")
    }
    assert all(effect.origin != "printed" for effect in read)


def test_a_player_effect_is_on_the_player_and_only_stops_actions() -> None:
    (on_you,) = read_effects("you can't challenge this turn")
    assert on_you.origin == "player"
    (unread,) = read_effects("you get +2 lore")
    assert unread.kind == "unread", "a player doesn't get strength: never guessed"
    (other,) = read_effects("draws a card this turn")
    assert other.kind == "unread"


def test_effects_split_at_semicolons_and_sentences_but_not_inside_a_source() -> None:
    assert split_effects("gets +2 {S} this turn; gains Ward this turn (Mr. Smee). can't quest") == (
        "gets +2 {S} this turn",
        "gains Ward this turn (Mr. Smee)",
        "can't quest",
    )


def test_an_effect_that_stops_a_challenge_supersedes_the_rules(ask: Ask) -> None:
    # 1.2.2: "If an effect prevents something from happening, that effect supersedes rules and other
    # effects that allow it to happen." 6.1.13.4: a "this turn" effect applies until the End-of-Turn Phase.
    verdict = ask(
        "lorcana.challenge",
        challenger='Mickey effect="can\'t quest or challenge for the rest of this turn (Fan the Flames)"',
        defender="Goofy exerted",
    )
    expect(
        verdict,
        False,
        "an effect in force on Mickey says it can't challenge",
        CHALLENGE_OK | {"1.2.2", "6.1.13.4"},
        quote=("1.2.2", "supersedes rules"),
    )
    named = [step.test for step in verdict.steps if step.citation and step.citation.rule == "1.2.2"]
    assert named == [
        "Mickey (challenger, yours) can challenge despite the effect in force “can't quest or challenge for "
        "the rest of this turn” (from Fan the Flames) on it"
    ], "named as an effect in force with its source, not as printed text"


def test_an_effect_on_the_player_stops_each_of_their_characters(ask: Ask) -> None:
    # 1.2.2 again: "you can't challenge this turn" prevents the player declaring any challenger (4.6.1:
    # "The player who declares a challenging character is the challenging player.").
    verdict = ask(
        "lorcana.challenge",
        challenger="Mickey effect=\"you can't challenge this turn (Ursula's Trickery)\"",
        defender="Goofy exerted",
    )
    expect(
        verdict,
        False,
        "an effect in force on Mickey’s player says it can't challenge",
        CHALLENGE_OK | {"1.2.2", "6.1.13.4"},
    )
    # 8.7.3: a Reckless character that can't challenge doesn't stop its player ending the turn; the
    # effect stated with another of the player's characters is on the player all the same.
    ends = ask(
        "lorcana.end_turn",
        your_characters='Gaston Reckless; Belle effect="you can\'t challenge this turn"',
        opposing="Goofy exerted",
    )
    expect(
        ends,
        True,
        "no ready Reckless character of yours can challenge anything",
        {"8.7.3", "1.2.2", "6.1.13.4", "4.6.4.1"},
    )


def test_a_strength_effect_changes_the_damage_dealt(ask: Ask) -> None:
    # 6.6.1.1 / glossary "challenge": each character deals damage equal to its strength; a modifier
    # "this turn" applies now (6.1.13.4): Mickey's 3 + 2 = 5.
    verdict = ask(
        "lorcana.challenge_damage",
        challenger='Mickey str=3 effect="gets +2 {S} this turn (Sudden Strength)"',
        defender="Goofy str=1 wp=9 exerted",
    )
    expect(verdict, 5, "Goofy takes 5", CHALLENGE_OK | {"6.1.13.4", "glossary:challenge", "8.8.1", "1.8.1.4"})
    applied = next(step.test for step in verdict.steps if "gets +2" in step.test)
    assert applied.endswith("applies now: strength 3 → 5")


def test_a_keyword_gained_this_turn_is_applied(ask: Ask) -> None:
    # 8.15.1: Ward means "Your opponents can't choose this card when resolving an effect."
    verdict = ask("lorcana.ward", target='Goofy effect="gains Ward this turn (Bibbidi Bobbidi Boo)"')
    expect(
        verdict, False, "Goofy has Ward", {"6.1.13.4", "8.15.1"}, quote=("8.15.1", "can’t choose this card")
    )


def test_an_effect_until_your_next_turn_stops_being_challenged(ask: Ask) -> None:
    # 6.1.13.3: "Until - An effect with this duration applies up to a certain moment in the game …"
    verdict = ask(
        "lorcana.challenge",
        challenger="Mickey",
        defender='Goofy exerted effect="can\'t be challenged until the start of your next turn (Smee)"',
    )
    expect(
        verdict,
        False,
        "an effect in force on Goofy says it can't be challenged",
        CHALLENGE_OK | {"1.2.2", "6.1.13.3"},
    )


def test_a_shifted_character_keeps_the_effects_on_the_one_below(ask: Ask) -> None:
    # 8.10.5: "The shifted character doesn't gain the text of the character it's put on top of …, but
    # it does keep any effects that apply to that character when the shifted character enters play."
    verdict = ask(
        "lorcana.shift",
        shifter="Elsa Shift 4",
        base='Elsa effect="can\'t quest this turn (Fan the Flames)"',
        question="can_quest",
    )
    expect(
        verdict,
        False,
        "an effect in force on it says it can't",
        {
            "8.10.1",
            "8.10.2",
            "8.10.4",
            "8.10.6",
            "8.10.5",
            "6.1.13.4",
            "1.2.2",
            "4.6.4.1",
            "5.1.1.12",
        },
        quote=("8.10.5", "does keep any effects"),
    )
    sings = ask(
        "lorcana.shift",
        shifter="Elsa Shift 4",
        base='Elsa effect="can\'t quest this turn"',
        question="can_sing",
    )
    assert sings.answer is True, "it stops questing, not singing"


def test_quest_and_sing_are_stopped_by_their_effects(ask: Ask) -> None:
    # 1.2.2 prevention, as printed "can't quest" is (8.7.2's Reckless is another).
    quest = ask("lorcana.quest", quester='Mickey effect="can\'t quest or challenge this turn"')
    expect(
        quest,
        False,
        "an effect in force on it says it can't quest",
        {"1.2.2", "6.1.13.4", "8.7.2", "5.1.1.11"},
    )
    sing = ask(
        "lorcana.sing",
        song="Friends cost=3",
        singers='Ariel cost=3 effect="you can\'t sing songs this turn"',
    )
    assert (
        sing.answer is False
        and "an effect in force on Ariel’s player says it can't sing songs" in sing.headline
    )


def test_an_effect_the_engine_cant_read_is_named_not_ignored(ask: Ask) -> None:
    verdict = ask(
        "lorcana.challenge", challenger='Mickey effect="draws a card this turn"', defender="Goofy exerted"
    )
    expect_not_covered(verdict, "The effect in force “draws a card this turn” on Mickey (challenger, yours)")
