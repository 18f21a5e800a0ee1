"""lorcana.vanish: 8.14.1 (chosen by an opponent, as part of an action's effect) and 8.14.2."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.vanish"


def test_chosen_by_an_opponents_action_banishes_after_the_action(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Vanish", effect_by="you", effect_source="action")
    # 8.14.1: “When this character is chosen by an opponent as part of resolving an action’s effect, banish …”
    expect(
        verdict,
        True,
        "banished by Vanish",
        {"8.14.1", "8.14.2"},
        quote=("8.14.2", "The Vanish triggered ability resolves after the action’s effect resolves."),
    )


def test_chosen_by_its_own_controller_does_not_trigger(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Vanish", effect_by="opponent")  # the target is the opponent's own card
    expect(
        verdict, False, "chosen by its own controller", {"8.14.1"}, quote=("8.14.1", "chosen by an opponent")
    )


def test_an_abilitys_choice_does_not_trigger(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Vanish", effect_source="ability")
    expect(
        verdict,
        False,
        "chosen by an ability, not an action",
        {"8.14.1"},
        quote=("8.14.1", "as part of resolving an action’s effect"),
    )


def test_an_effect_that_chooses_nothing_does_not_trigger(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Vanish", effect_chooses=False)
    expect(verdict, False, "the effect doesn't choose it", {"8.14.1"})


def test_no_effect_if_the_action_already_moved_it(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Vanish", moved_before_vanish=True)
    # 8.14.2: “If the character has moved to a different zone … it resolves with no effect.”
    expect(
        verdict,
        False,
        "resolves with no effect",
        {"8.14.1", "8.14.2"},
        quote=("8.14.2", "it resolves with no effect"),
    )


def test_a_song_is_an_action(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Vanish", effect_source="song")
    # 5.4.4.1: “Songs are a type of action that are defined as having both "Action" and "Song" on the
    # classification line.”
    expect(
        verdict,
        True,
        "banished by Vanish",
        {"8.14.1", "8.14.2", "5.4.4.1"},
        quote=("5.4.4.1", "Songs are a type of action"),
        assumes=set(),
    )


def test_ward_means_it_is_never_chosen(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Vanish Ward")
    expect(verdict, False, "never chosen", {"8.14.1", "8.15.1"})


def test_a_character_without_vanish(ask: Ask) -> None:
    expect(ask(TOPIC, target="Goofy"), False, "has no Vanish", {"8.14.1"})


def test_when_it_is_banished_after_the_action_resolves(ask: Ask) -> None:
    # 8.14.2: “The Vanish triggered ability resolves after the action’s effect resolves.”
    verdict = ask(TOPIC, target="Goofy Vanish", question="when")
    expect(
        verdict,
        "after_the_action",
        "After the action's effect resolves, Vanish banishes Goofy",
        {"8.14.1", "8.14.2"},
        quote=("8.14.2", "resolves after the action’s effect resolves"),
    )
    assert verdict.answers == {"banished": True, "triggers": True, "when": "after_the_action"}


def test_when_is_never_once_it_left_play(ask: Ask) -> None:
    # 8.14.2: “If the character has moved to a different zone before the triggered ability resolves, it
    # resolves with no effect.”
    verdict = ask(TOPIC, target="Goofy Vanish", moved_before_vanish=True, question="when")
    expect(verdict, "never", "Never — it resolves with no effect", {"8.14.1", "8.14.2"})
    triggers = ask(TOPIC, target="Goofy Vanish", moved_before_vanish=True, question="triggers")
    expect(triggers, True, "Yes — Vanish triggers, but it resolves with no effect", {"8.14.1", "8.14.2"})


def test_the_chooser_not_the_effects_controller_must_be_an_opponent(ask: Ask) -> None:
    # 8.14.1: “When this character is chosen by an opponent as part of resolving an action’s effect …”
    # Your action has your opponent choose one of their own characters: not chosen by an opponent.
    own = ask(TOPIC, target="Goofy Vanish", effect_by="you", chooser="opponent", question="triggers")
    expect(own, False, "chosen by its own controller", {"8.14.1"})
    # Their action makes you choose their Vanish character: chosen by an opponent of it.
    theirs = ask(TOPIC, target="Goofy Vanish", effect_by="opponent", chooser="you")
    expect(theirs, True, "banished by Vanish", {"8.14.1", "8.14.2"})
