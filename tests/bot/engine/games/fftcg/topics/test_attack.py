"""fftcg.attack: can this Forward attack now? (Brave, Haste, dull, already attacked) — 2.1.2's 10.1.2."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "fftcg.attack"
DECLARE = {"10.1.2.1", "10.1.2.1.1"}
"""Every attack checks: one of their Forwards (10.1.2.1), active and controlled since the turn began."""


def test_a_brave_forward_cannot_attack_twice(ask: Ask) -> None:
    # Brave: “Forward with the Brave trait don’t dull when attacking but can still only attack once per turn.”
    verdict = ask(TOPIC, forward="Cloud Brave attacked")
    expect(
        verdict,
        False,
        "Cloud already attacked this turn (Brave keeps it active, but it still attacks only once per turn)",
        DECLARE | {"brave"},
        quote=("brave", "can still only attack once per turn"),
    )
    assert verdict.would_change == ("legal if Cloud had not attacked yet this turn",)
    assert verdict.assumptions == ()


def test_a_brave_forward_attacks_without_dulling(ask: Ask) -> None:
    verdict = ask(TOPIC, forward="Cloud Brave")
    expect(
        verdict,
        True,
        "Yes — Cloud can attack; with Brave it doesn't dull",
        DECLARE | {"brave"},
        quote=("brave", "don’t dull when attacking"),
    )


def test_a_forward_new_this_turn_needs_haste(ask: Ask) -> None:
    # 10.1.2.1.1: “they need to have the Haste attribute or have been continuously under the control of the
    # turn player from the beginning of the turn.”
    verdict = ask(TOPIC, forward="Tifa new")
    expect(
        verdict,
        False,
        "has no Haste",
        DECLARE | {"haste"},
        quote=(
            "10.1.2.1.1",
            "continuously under the control of the turn player from the beginning of the turn",
        ),
    )
    assert verdict.would_change == ("legal if Tifa had Haste",)
    verdict = ask(TOPIC, forward="Tifa new Haste")
    expect(
        verdict,
        True,
        "Yes — Tifa can attack.",
        DECLARE | {"haste"},
        quote=("haste", "can attack even if they are not controlled by a player consecutively"),
    )
    assert verdict.assumptions == ()


def test_a_dull_forward_cannot_attack(ask: Ask) -> None:
    # 10.1.2.1.1: “The Forwards chosen have to be active”.
    verdict = ask(TOPIC, forward="Tifa dull")
    expect(
        verdict, False, "Tifa is dull", DECLARE, quote=("10.1.2.1.1", "The Forwards chosen have to be active")
    )
    assert verdict.assumptions == ()


def test_a_forward_that_already_attacked_cannot_attack_again(ask: Ask) -> None:
    # 10.1.2.1.2: “They are legally able to attack (e.g. they haven't already attacked this turn …)”.
    verdict = ask(TOPIC, forward="Tifa attacked")
    expect(
        verdict,
        False,
        "Tifa already attacked this turn",
        DECLARE | {"10.1.2.1.2"},
        quote=("10.1.2.1.2", "they haven't already attacked this turn"),
    )


def test_a_backup_cannot_attack(ask: Ask) -> None:
    # 10.1.2.1: “The turn player declares one of their Forwards to make an attack …”
    verdict = ask(TOPIC, forward="Cid type=backup")
    expect(
        verdict,
        False,
        "Cid is a backup, not a Forward",
        {"10.1.2.1"},
        quote=("10.1.2.1", "declares one of their Forwards to make an attack"),
    )


def test_freeze_does_not_stop_an_active_forward_attacking(ask: Ask) -> None:
    verdict = ask(TOPIC, forward="Squall frozen")
    expect(
        verdict, True, "Yes — Squall can attack.", DECLARE | {"freeze"}, quote=("freeze", "activation phase")
    )


def test_brave_keeps_it_from_dulling(ask: Ask) -> None:
    # Brave: “Forward with the Brave trait don’t dull when attacking but can still only attack once per turn.”
    verdict = ask(TOPIC, forward="Cloud Brave", question="dulls")
    expect(
        verdict,
        False,
        "No — Cloud has Brave: it doesn't dull when attacking",
        DECLARE | {"brave"},
        quote=("brave", "don’t dull when attacking"),
    )
    assert verdict.answers == {"can_attack": True, "dulls": False}


def test_without_brave_attacking_dulls_it(ask: Ask) -> None:
    # 10.1.2.2: “If the Forwards declared fulfil the conditions to attack legally, they will then be dull.”
    verdict = ask(TOPIC, forward="Tifa", question="dulls")
    expect(
        verdict,
        True,
        "Yes — attacking dulls Tifa (it has no Brave)",
        DECLARE | {"10.1.2.2"},
        quote=("10.1.2.2", "they will then be dull"),
    )
    assert verdict.assumptions == ()
