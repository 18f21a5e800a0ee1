"""gundam.repair, from Ver. 1.7.0: <Repair> at the end of your turn (13-1-1, 7-6-4-1), recovery capped by
the damage (5-6), copies added up (13-1-1-2)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.repair"


def test_repair_recovers_at_the_end_of_your_turn(ask: Ask) -> None:
    # 13-1-1-1: “<Repair (amount)> indicates the effect “At the end of your turn, this Unit recovers (amount)
    # HP.”” (g15)
    verdict = ask(TOPIC, unit="Gm Repair 2 damage=3")
    expect(
        verdict,
        2,
        "2 — Gm recovers 2 HP at the end of your turn",
        {"13-1-1-1", "7-6-4-1", "5-6-1"},
        quote=("13-1-1-1", "At the end of your turn"),
    )
    assert verdict.answers["damage_left"] == 1


def test_repair_written_as_the_card_prints_it(ask: Ask) -> None:
    # 13-1-1-1: "<Repair (amount)> indicates the effect …": the amount inside the brackets, as printed
    # ("<Repair 1>"), reads as the notation's "<Repair> 1", every position of the line kept.
    for written in ("Gm <Repair 2> damage=3", 'Gm "<Repair 2>" damage=3', "Gm <Repair> 2 damage=3"):
        verdict = ask(TOPIC, unit=written)
        assert verdict.answer == 2 and verdict.answers["damage_left"] == 1, written
    with pytest.raises(ScenarioError, match="at character 15"):
        ask(TOPIC, unit="Gm <Repair 2> dmage=3")


def test_not_at_the_end_of_the_opponents_turn(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Gm Repair 2 damage=3", your_turn=False)
    expect(verdict, 0, "only at the end of its own player's turn", {"13-1-1-1", "7-6-4-1"})


def test_recovery_never_exceeds_the_damage(ask: Ask) -> None:
    # 5-6-2: “If the amount recovered exceeds the amount of damage the card has currently received, remove
    # all of its counters. HP does not increase by the amount exceeded.”
    verdict = ask(TOPIC, unit="Gm Repair 3 damage=1")
    expect(
        verdict,
        1,
        "1 — Gm recovers 1 HP",
        {"13-1-1-1", "7-6-4-1", "5-6-2"},
        quote=("5-6-2", "HP does not increase"),
    )


def test_an_undamaged_unit_recovers_nothing(ask: Ask) -> None:
    # 5-6-3: “A Unit that has not received damage cannot recover HP.”
    verdict = ask(TOPIC, unit="Gm Repair 1 damage=0")
    expect(
        verdict, 0, "has no damage", {"13-1-1-1", "7-6-4-1", "5-6-3"}, quote=("5-6-3", "cannot recover HP")
    )


def test_copies_add_up(ask: Ask) -> None:
    # 13-1-1-2: “… the amount from the new copy of <Repair> is added to the original.”
    verdict = ask(TOPIC, unit="Gm Repair 1 Repair 2", question="amount")
    expect(verdict, 3, "<Repair 3>", {"13-1-1-2", "13-1-1-1"}, quote=("13-1-1-2", "added to the original"))


def test_the_damage_is_asked_for(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="give the damage on Gm"):
        ask(TOPIC, unit="Gm Repair 1")


def test_a_real_unit_with_repair(real: Ask) -> None:
    # Stark Jegan (GD01-017) prints <Repair 1>.
    verdict = real(TOPIC, unit='"Stark Jegan" damage=2', question="damage_left")
    expect(verdict, 1, "1 — Stark Jegan recovers 1 HP", {"13-1-1-1", "7-6-4-1", "5-6-1"})


def test_repair_on_a_base_is_not_covered(ask: Ask) -> None:
    # 13-1-1-1: “<Repair (amount)> indicates the effect “At the end of your turn, this Unit recovers (amount)
    # HP.”” What it does on a Base, no sentence says.
    for question in ("recovers", "damage_left", "amount"):
        verdict = ask(TOPIC, unit="Fort base Repair 1 damage=2", question=question)
        expect_not_covered(verdict, "Fort is a Base with <Repair>")


def test_a_base_has_no_paired_pilot(ask: Ask) -> None:
    # 3-3-1: “When played, Pilot cards are placed beneath Units in the battle area and paired with them.”
    paired = r"unit: Fort is a Base, and Pilots are paired with Units \(3-3-1\)"
    with pytest.raises(ScenarioError, match=paired):
        ask(TOPIC, unit="Fort base damage=2", pilot="Amuro Ray Repair 1")
