"""fftcg.freeze: frozen Characters do not activate during their controller's next Activation Phase."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "fftcg.freeze"


def test_a_frozen_dull_character_stays_dull(ask: Ask) -> None:
    verdict = ask(TOPIC, character="Squall dull frozen")
    expect(
        verdict,
        False,
        "does not activate during its controller's next Activation Phase (it stays dull)",
        {"freeze"},
        quote=(
            "freeze",
            "Frozen Characters do not activate during their controller's next Activation Phase.",
        ),
    )
    assert verdict.assumptions == ()


def test_freeze_covers_only_the_next_activation_phase(ask: Ask) -> None:
    # 9.1.1.1: “The turn player activates all the dull cards that he has deployed on his field and are under
    # his control.” (An assumption before 2.1.2.)
    verdict = ask(TOPIC, character="Squall dull frozen", phases_passed=1)
    expect(
        verdict,
        True,
        "Freeze only stopped the next Activation Phase",
        {"freeze", "activate", "9.1.1.1"},
        quote=("9.1.1.1", "activates all the dull cards"),
    )
    assert verdict.assumptions == ()


def test_an_unfrozen_dull_character_activates(ask: Ask) -> None:
    verdict = ask(TOPIC, character="Squall dull")
    expect(
        verdict,
        True,
        "it turns from dull to active",
        {"freeze", "activate", "9.1.1.1"},
        quote=("activate", "turn a dull Character to the active state"),
    )


def test_an_active_character_is_activated_anyway(ask: Ask) -> None:
    verdict = ask(TOPIC, character="Cid type=backup")
    expect(
        verdict,
        True,
        "already active",
        {"freeze", "activate"},
        quote=("activate", "It is possible to activate already active Characters."),
    )


def test_a_frozen_active_character_is_not_activated(ask: Ask) -> None:
    verdict = ask(TOPIC, character="Squall frozen")
    expect(verdict, False, "it is already active, so it stays active", {"freeze"})


def test_a_summon_never_activates_as_it_is_never_on_the_field(ask: Ask) -> None:
    # 5.2.3.1.2.1: “Summons are cards that have a one-time effect when played and are never deployed to a
    # field.” 9.1.1.1: “The turn player activates all the dull cards that he has deployed on his field and
    # are under his control.” So no Activation Phase activates a Summon, as `dull-cost` decides it is never
    # on the field to use an ability (it was "not covered" here).
    for card in ("Ifrit type=summon frozen", "Ifrit type=summon dull"):
        verdict = ask(TOPIC, character=card)
        expect(
            verdict,
            False,
            "No — Ifrit is a Summon: it is never deployed to a field",
            {"5.2.3.1.2.1", "9.1.1.1"},
            quote=("5.2.3.1.2.1", "are never deployed to a field"),
        )
        assert [(step.test, step.held) for step in verdict.steps] == [
            ("Ifrit is a Character on the field (a Summon is never deployed)", False),
            ("Ifrit is among the dull cards its controller activates in their Active Phase", False),
        ]
        assert verdict.assumptions == ()
    # Whose Activation Phase Freeze skips, or whether freezing dulls it, is not reached: a Summon is never
    # on the field to be frozen, and the answer is the first sub-question's.
    for question in ("waits_for", "dulls_now"):
        verdict = ask(TOPIC, character="Ifrit type=summon frozen", question=question)
        assert verdict.question == "activates" and verdict.answers == {"activates": False}


def test_freeze_waits_for_its_controllers_activation_phase(ask: Ask) -> None:
    # “Frozen Characters do not activate during their controller's next Activation Phase.”
    verdict = ask(TOPIC, character="Squall dull frozen", question="waits_for")
    expect(
        verdict,
        "its_controller",
        "Its controller's: frozen Characters do not activate during their controller's next Activation Phase",
        {"freeze"},
        quote=("freeze", "during their controller's next Activation Phase"),
    )
    assert ask(TOPIC, character="Squall dull frozen").answers == {
        "activates": False,
        "waits_for": "its_controller",
    }


def test_freezing_an_active_forward_does_not_dull_it(ask: Ask) -> None:
    # Freeze: “Freeze is a field ability that changes the rules in the activation phase. Frozen Characters do
    # not activate during their controller's next Activation Phase.” — nothing else, so no dulling now.
    verdict = ask(TOPIC, character="Squall frozen", question="dulls_now")
    expect(
        verdict,
        False,
        "No — freezing doesn't dull Squall",
        {"freeze"},
        quote=("freeze", "changes the rules in the activation phase"),
    )
    assert "it stays active (and can still attack or block)" in verdict.headline
    assert verdict.answers == {"waits_for": "its_controller", "dulls_now": False}
