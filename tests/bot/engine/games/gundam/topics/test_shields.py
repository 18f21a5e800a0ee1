"""gundam.shields, from Ver. 1.7.0: an attack on a player hits the Base (8-5-2-4), else the top Shield
(8-5-2-3; two with <Suppression>, 13-1-7), else the player, who is defeated (8-5-2-2, 1-2-2-1)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.shields"


def test_a_player_with_no_shields_left_is_defeated(ask: Ask) -> None:
    # 1-2-2-1: “When either player receives battle damage from a Unit while they have no cards in their
    # shield area, that player fulfills the conditions for defeat.” (g04)
    verdict = ask(TOPIC, attacker="Zaku ap=3", shields=0, question="defeated")
    expect(
        verdict,
        True,
        "defeats the player",
        {"8-5-2-1", "8-5-2-2", "1-2-2-1"},
        quote=("1-2-2-1", "while they have no cards in their shield area"),
    )


def test_zero_damage_defeats_nobody(ask: Ask) -> None:
    # 5-5-5: “Damage is not dealt when the amount of damage dealt would be zero.”
    verdict = ask(TOPIC, attacker="Ball ap=0", shields=0, question="defeated")
    expect(
        verdict,
        False,
        "no damage is dealt",
        {"8-5-2-1", "8-5-2-2", "5-5-5", "1-2-2-1"},
        quote=("5-5-5", "zero"),
    )


def test_a_shield_takes_the_damage_and_the_rest_is_lost(ask: Ask) -> None:
    # 8-5-2-3-1: “A Shield receiving 1 or more damage is destroyed …”; 5-5-6: “… the excess damage is not
    # dealt to another Shield.” (g29)
    verdict = ask(TOPIC, attacker="Zaku ap=5", shields=4, question="shields_destroyed")
    expect(
        verdict,
        1,
        "1 — Zaku's attack destroys 1 Shield",
        {"8-5-2-1", "8-5-2-3", "8-5-2-3-1", "5-5-6"},
        quote=("5-5-6", "not dealt to another Shield"),
    )


def test_suppression_destroys_the_first_two_shields(ask: Ask) -> None:
    # 13-1-7-1: “… deals damage to the first two Shields simultaneously …” (g18)
    verdict = ask(TOPIC, attacker="Zaku ap=2 Suppression", shields=4, question="shields_destroyed")
    expect(
        verdict,
        2,
        "2 — Zaku's attack destroys 2 Shields",
        {"8-5-2-1", "8-5-2-3", "8-5-2-3-1", "13-1-7-1"},
        quote=("13-1-7-1", "first two Shields simultaneously"),
    )


def test_suppression_with_one_shield(ask: Ask) -> None:
    # 13-1-7-3: “When there is only one enemy Shield in the shield area, damage is only dealt to that one
    # Shield.”
    verdict = ask(TOPIC, attacker="Zaku ap=2 Suppression", shields=1, question="shields_destroyed")
    expect(verdict, 1, "destroys 1 Shield", {"8-5-2-1", "8-5-2-3", "8-5-2-3-1", "13-1-7-3"})


def test_a_base_takes_the_damage_before_shields(ask: Ask) -> None:
    # 8-5-2-4: “If there is a Base in the enemy shield area, the attacking Unit deals an amount of battle
    # damage equal to its AP to the Base …”; 3-5-3: damage to the shield area “is preferentially dealt to
    # that base.”
    verdict = ask(TOPIC, attacker="Zaku ap=2 Suppression", shields=4, base="Fort base hp=3")
    expect(
        verdict,
        "base",
        "Base — Zaku deals 2 battle damage to their Base first",
        {"8-5-2-1", "8-5-2-4", "3-5-3", "13-1-7-1", "8-5-2-4-1"},
        quote=("8-5-2-4", "to the Base targeted for attack"),
    )
    assert verdict.answers["shields_destroyed"] == 0


def test_the_base_is_destroyed_when_its_hp_becomes_zero(ask: Ask) -> None:
    # 8-5-2-4-1: “A Base whose HP becomes zero is destroyed and placed into the trash.”
    verdict = ask(
        TOPIC, attacker="Zaku ap=2", shields=4, base="Fort base hp=3 damage=1", question="base_destroyed"
    )
    expect(
        verdict,
        True,
        "Yes — Zaku deals 2 battle damage to Fort",
        {"8-5-2-1", "8-5-2-4", "3-5-3", "8-5-2-4-1"},
    )


def test_whether_a_base_strikes_back_is_not_covered(ask: Ask) -> None:
    # 8-5-2-4 has only the attacking Unit deal damage to the Base; 13-1-5-2 speaks of "battle damage from
    # the Unit or Base targeted for attack": 1.7.0 doesn't decide.
    verdict = ask(TOPIC, attacker="Zaku ap=2", shields=4, base="Fort base hp=3", question="attacker_takes")
    expect_not_covered(verdict, "Whether a Base deals battle damage")


def test_first_strike_that_destroys_the_base_takes_nothing_back(ask: Ask) -> None:
    # 13-1-5-2: “If the enemy Unit or Base is destroyed by this battle damage, battle damage from the Unit
    # or Base targeted for attack is not received.”
    verdict = ask(
        TOPIC,
        attacker='Zaku ap=3 "First Strike"',
        shields=4,
        base="Fort base hp=3",
        question="attacker_takes",
    )
    expect(
        verdict,
        0,
        "0 — Zaku takes no battle damage",
        {"8-5-2-1", "8-5-2-4", "3-5-3", "8-5-2-4-1", "8-5-2-4-2", "13-1-5-2"},
        quote=("8-5-2-4-2", "before normal battle damage is managed"),
    )


def test_real_cards_ex_base(real: Ask) -> None:
    # EX Base (5-17-3-1-1: “a Base token with 0 AP and 3 HP”) from card data; Gundam Deathscythe GD01-033
    # has 4 AP.
    verdict = real(
        TOPIC,
        attacker='"Gundam Deathscythe (GD01-033)"',
        shields=6,
        base='"EX Base"',
        question="base_destroyed",
    )
    expect(
        verdict,
        True,
        "deals 4 battle damage to EX Base: destroyed",
        {"8-5-2-1", "8-5-2-4", "3-5-3", "8-5-2-4-1", "5-5-6"},
    )


def test_a_base_with_0_ap_deals_nothing_back(ask: Ask) -> None:
    # 5-5-5: "Damage is not dealt when the amount of damage dealt would be zero." Whether a Base deals
    # battle damage back at all 1.7.0 leaves open; with 0 AP the answer is 0 either way.
    zero = ask(TOPIC, attacker="Zaku ap=3", shields=2, base="Fortress ap=0 hp=5", question="attacker_takes")
    assert zero.answer == 0 and "5-5-5" in {s.citation.label for s in zero.steps if s.citation}
    some = ask(TOPIC, attacker="Zaku ap=3", shields=2, base="Fortress ap=2 hp=5", question="attacker_takes")
    assert some.status == "not_covered"


def test_an_ex_base_from_card_data_deals_nothing_back(real: Ask) -> None:
    # 5-17-3-1-1: “An EX Base is a Base token with 0 AP and 3 HP.” The card data prints its HP only; with
    # 0 AP, 5-5-5: “Damage is not dealt when the amount of damage dealt would be zero.”
    verdict = real(TOPIC, attacker='"Rick Dom"', shields=3, base='"EX Base"', question="attacker_takes")
    expect(
        verdict,
        0,
        "0 — Rick Dom takes no battle damage from attacking their Base (EX Base)",
        {"8-5-2-1", "8-5-2-4", "3-5-3", "8-5-2-4-1", "5-17-3-1-1", "5-5-5"},
        quote=("5-17-3-1-1", "An EX Base is a Base token with 0 AP and 3 HP."),
    )
    assert verdict.steps[-1].citation is not None and verdict.steps[-1].citation.rule == "5-5-5"


def test_an_ex_bases_ap_written_by_the_judge_wins(real: Ask) -> None:
    # An effect gave the EX Base AP: what is written wins over 5-17-3-1-1's 0, as a written value wins
    # over card data, and whether a Base with AP deals damage back 1.7.0 does not say.
    verdict = real(TOPIC, attacker='"Rick Dom"', shields=3, base='"EX Base" ap=2', question="attacker_takes")
    expect_not_covered(verdict, "Whether a Base deals battle damage")
    assert "5-17-3-1-1" not in verdict.rule_ids
    written_zero = real(
        TOPIC, attacker='"Rick Dom"', shields=3, base='"EX Base" ap=0', question="attacker_takes"
    )
    assert written_zero.answer == 0 and "5-17-3-1-1" not in written_zero.rule_ids
    # An effect's AP+1 counts from the EX Base's 0 AP: 1 AP, and the answer is open again.
    raised = real(TOPIC, attacker='"Rick Dom"', shields=3, base='"EX Base" AP+1', question="attacker_takes")
    expect_not_covered(raised, "Whether a Base deals battle damage")


def test_an_ex_base_without_hp_has_the_rules_3_hp(ask: Ask) -> None:
    # 5-17-3-1-1: “An EX Base is a Base token with 0 AP and 3 HP.”, for an EX Base whose HP is not given.
    ex_base = {"name": "EX Base", "type": "base", "ex_base": True}
    verdict = ask(TOPIC, attacker="Zaku ap=2", shields=4, base=ex_base, question="base_destroyed")
    expect(
        verdict,
        False,
        "No — Zaku deals 2 battle damage to EX Base: not destroyed (2 damage, 3 HP)",
        {"8-5-2-1", "8-5-2-4", "3-5-3", "8-5-2-4-1", "5-17-3-1-1"},
        quote=("5-17-3-1-1", "with 0 AP and 3 HP"),
    )


def test_only_an_ex_base_has_the_rules_ap(real: Ask) -> None:
    # 5-17-3-1-1 speaks of the EX Base only: another Base whose AP is not written (Side 7's card data
    # has none) keeps the open question open.
    verdict = real(TOPIC, attacker='"Rick Dom"', shields=3, base='"Side 7"', question="attacker_takes")
    expect_not_covered(verdict, "Whether a Base deals battle damage")
    assert "5-17-3-1-1" not in verdict.rule_ids


def test_a_base_never_attacks_the_player(ask: Ask) -> None:
    # 3-2-3: “Only Units can attack.”
    with pytest.raises(ScenarioError, match=r"attacker: Fort is a Base, and only Units can attack \(3-2-3\)"):
        ask(TOPIC, attacker="Fort base ap=2", shields=3)
