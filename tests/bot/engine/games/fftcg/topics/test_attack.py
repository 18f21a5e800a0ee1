"""fftcg.attack: can this Forward attack now? (Brave, Haste, dull, already attacked)"""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.games.fftcg.support import assumed
from tests.bot.engine.support import expect

TOPIC = "fftcg.attack"


def test_a_brave_forward_cannot_attack_twice(ask: Ask) -> None:
    # Brave: “Forward with the Brave trait don’t dull when attacking but can still only attack once per turn.”
    verdict = ask(TOPIC, forward="Cloud Brave attacked")
    expect(
        verdict,
        False,
        "Cloud already attacked this turn (Brave keeps it active, but it still attacks only once per turn)",
        {"brave"},
        quote=("brave", "can still only attack once per turn"),
    )
    assert verdict.would_change == ("legal if Cloud had not attacked yet this turn",)


def test_a_brave_forward_attacks_without_dulling(ask: Ask) -> None:
    verdict = ask(TOPIC, forward="Cloud Brave")
    expect(
        verdict,
        True,
        "Yes — Cloud can attack; with Brave it doesn't dull",
        {"brave"},
        quote=("brave", "don’t dull when attacking"),
    )


def test_a_forward_new_this_turn_needs_haste(ask: Ask) -> None:
    verdict = ask(TOPIC, forward="Tifa new")
    expect(verdict, False, "has no Haste", {"haste"})
    assert verdict.would_change == ("legal if Tifa had Haste",)
    verdict = ask(TOPIC, forward="Tifa new Haste")
    expect(
        verdict,
        True,
        "Yes — Tifa can attack.",
        {"haste"},
        quote=("haste", "can attack even if they are not controlled by a player consecutively"),
    )
    assert "controlled-since-turn-start" in assumed(verdict)


def test_a_dull_forward_cannot_attack(ask: Ask) -> None:
    verdict = ask(TOPIC, forward="Tifa dull")
    expect(verdict, False, "Tifa is dull", set())
    assert "attacker-active" in assumed(verdict)


def test_a_forward_that_already_attacked_cannot_attack_again(ask: Ask) -> None:
    verdict = ask(TOPIC, forward="Tifa attacked")
    expect(verdict, False, "Tifa already attacked this turn", set())
    assert "attack-once" in assumed(verdict)


def test_a_backup_cannot_attack(ask: Ask) -> None:
    verdict = ask(TOPIC, forward="Cid type=backup")
    expect(verdict, False, "Cid is a backup, not a Forward", set())


def test_freeze_does_not_stop_an_active_forward_attacking(ask: Ask) -> None:
    verdict = ask(TOPIC, forward="Squall frozen")
    expect(verdict, True, "Yes — Squall can attack.", {"freeze"}, quote=("freeze", "activation phase"))


def test_brave_keeps_it_from_dulling(ask: Ask) -> None:
    # Brave: “Forward with the Brave trait don’t dull when attacking but can still only attack once per turn.”
    verdict = ask(TOPIC, forward="Cloud Brave", question="dulls")
    expect(
        verdict,
        False,
        "No — Cloud has Brave: it doesn't dull when attacking",
        {"brave"},
        quote=("brave", "don’t dull when attacking"),
    )
    assert verdict.answers == {"can_attack": True, "dulls": False}


def test_without_brave_attacking_dulls_it(ask: Ask) -> None:
    verdict = ask(TOPIC, forward="Tifa", question="dulls")
    expect(verdict, True, "Yes — attacking dulls Tifa (it has no Brave)", set())
    assert "attacker-active" in assumed(verdict)
