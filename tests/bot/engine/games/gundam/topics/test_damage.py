"""gundam.damage, from Ver. 1.7.0: battle damage between two Units (8-5-3-2), destruction (8-5-3-2-1),
<First Strike> (8-5-3-2-2, 13-1-5), modifiers (8-2-3, 1-3-6), Pilots (3-3-8-1) and <Breach> (13-1-2)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "gundam.damage"


def test_units_deal_damage_to_each_other_at_once(ask: Ask) -> None:
    # 8-5-3-2: “The attacking Unit deals damage equal to its AP to the Unit targeted for attack
    # simultaneously as the Unit targeted for attack deals damage equal to its AP to the Attacking Unit.”
    verdict = ask(TOPIC, attacker="Zaku ap=3 hp=3", target="Gm ap=2 hp=4", question="attacker_takes")
    expect(
        verdict, 2, "2 — Zaku takes 2 battle damage from Gm", {"8-5-3-2"}, quote=("8-5-3-2", "simultaneously")
    )
    assert verdict.answers["first"] == "simultaneous"


def test_a_unit_whose_hp_becomes_zero_is_destroyed(ask: Ask) -> None:
    # 8-5-3-2-1: “Use counters to track dealt damage. A Unit whose HP becomes zero is destroyed …”
    verdict = ask(TOPIC, attacker="Zaku ap=3 hp=3", target="Gm ap=2 hp=4 damage=1")
    expect(
        verdict,
        True,
        "Yes — Gm is destroyed",
        {"8-5-3-2", "8-5-3-2-1"},
        quote=("8-5-3-2-1", "A Unit whose HP becomes zero is destroyed"),
    )
    survives = ask(TOPIC, attacker="Zaku ap=3 hp=3", target="Gm ap=2 hp=4")
    expect(survives, False, "No — Gm survives (4 HP)", {"8-5-3-2", "8-5-3-2-1"})
    assert survives.steps[-1].decides


def test_first_strike_that_destroys_takes_no_damage_back(ask: Ask) -> None:
    # 13-1-5-2: “If the enemy Unit or Base is destroyed by this battle damage, battle damage from the Unit
    # or Base targeted for attack is not received.” (bench question g10: 4 AP First Strike vs 4 AP / 3 HP)
    verdict = ask(
        TOPIC, attacker='Zaku ap=4 hp=3 "First Strike"', target="Gm ap=4 hp=3", question="attacker_takes"
    )
    expect(
        verdict,
        0,
        "0 — Zaku takes 0 battle damage",
        {"8-5-3-2-2", "8-5-3-2-1", "13-1-5-2"},
        quote=("13-1-5-2", "is not received"),
    )
    assert verdict.answers["first"] == "attacker"


def test_first_strike_that_does_not_destroy_then_takes_damage(ask: Ask) -> None:
    # 13-1-5-2: “a Unit with <First Strike> deals damage first, after which the Unit targeted for attack
    # deals damage.”
    verdict = ask(
        TOPIC, attacker='Zaku ap=2 hp=3 "First Strike"', target="Gm ap=4 hp=3", question="attacker_destroyed"
    )
    expect(
        verdict,
        True,
        "Yes — Zaku is destroyed",
        {"8-5-3-2-2", "8-5-3-2-1", "13-1-5-2"},
        quote=("13-1-5-2", "after which the Unit targeted for attack deals damage"),
    )


def test_first_strike_on_the_attacked_unit_does_nothing(ask: Ask) -> None:
    # 13-1-5-1: “… deals battle damage before the enemy does when the attacking Unit battles.”; 8-5-3-2-2:
    # “If the attacking Unit has <First Strike>, it deals battle damage to the enemy Unit before …” (g11)
    verdict = ask(TOPIC, attacker="Zaku ap=3 hp=3", target='Gm ap=3 hp=3 "First Strike"', question="first")
    expect(
        verdict,
        "simultaneous",
        "Simultaneous — both deal battle damage at the same time",
        {"13-1-5-1", "8-5-3-2-2", "8-5-3-2"},
        quote=("13-1-5-1", "when the attacking Unit battles"),
    )


def test_ap_modifiers_and_the_pilot_count(ask: Ask) -> None:
    # 8-2-3: “Effects worded “during this battle” gain effect now.”; 3-3-8-1: the Pilot's values “are added
    # to the paired Unit while they are paired.”
    verdict = ask(
        TOPIC,
        attacker="Zaku ap=2 hp=2 AP+3 during this battle",
        attacker_pilot="Char ap=1 hp=1",
        target="Gm ap=1 hp=6",
        question="target_takes",
    )
    expect(
        verdict,
        6,
        "6 — Gm takes 6 battle damage from Zaku",
        {"3-3-8-1", "8-2-3", "8-5-3-2"},
        quote=("8-2-3", "during this battle"),
    )


def test_ap_below_zero_is_zero_and_zero_damage_is_not_dealt(ask: Ask) -> None:
    # 1-3-6: “If the result would be negative, treat it as zero …”; 5-5-5: “Damage is not dealt when the
    # amount of damage dealt would be zero.”
    verdict = ask(TOPIC, attacker="Zaku ap=3 hp=3", target="Gm ap=1 hp=3 AP-2", question="attacker_takes")
    expect(verdict, 0, "0 — Zaku takes 0", {"1-3-6", "8-5-3-2", "5-5-5"}, quote=("5-5-5", "would be zero"))


def test_a_unit_that_would_already_be_destroyed_is_refused(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="would already be destroyed"):
        ask(TOPIC, attacker="Zaku ap=3 hp=3 damage=3", target="Gm ap=1 hp=3")


def test_stats_the_answer_needs_are_asked_for(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="give the AP of Zaku"):
        ask(TOPIC, attacker="Zaku hp=3", target="Gm ap=1 hp=3")


def test_breach_damages_the_base_first(ask: Ask) -> None:
    # 13-1-2-2: “… deals that damage to the enemy Base if there is one. Otherwise, it deals that damage to
    # the enemy’s topmost Shield.” (g12)
    verdict = ask(
        TOPIC,
        attacker="Dom ap=4 hp=4 Breach 3",
        target="Gm ap=1 hp=2",
        question="breach_to",
        shields=5,
        base="Fort base hp=5",
    )
    expect(
        verdict,
        "base",
        "Base — <Breach> deals 3 damage to their Base",
        {"8-5-3-2", "8-5-3-2-1", "8-1", "13-1-2-1", "13-1-2-2", "5-5-2"},
        quote=("13-1-2-2", "to the enemy Base if there is one"),
    )


def test_breach_activates_when_both_units_are_destroyed(ask: Ask) -> None:
    # 13-1-2-3: “It activates even when both Units are destroyed in battle.” (g13)
    verdict = ask(
        TOPIC, attacker="Dom ap=3 hp=3 Breach 2", target="Gm ap=3 hp=3", question="breach", shields=4
    )
    expect(
        verdict,
        2,
        "2 — <Breach> deals 2 damage to their top Shield",
        {"8-5-3-2", "8-5-3-2-1", "8-1", "13-1-2-1", "13-1-2-3", "13-1-2-2", "4-6-4-2"},
        quote=("13-1-2-3", "both Units are destroyed"),
    )


def test_breach_with_nothing_left_does_not_activate(ask: Ask) -> None:
    # 13-1-2-4: “If there is neither a Base nor Shields in the enemy’s shield area, the <Breach> effect does
    # not activate.” (g14)
    verdict = ask(
        TOPIC, attacker="Dom ap=4 hp=4 Breach 3", target="Gm ap=1 hp=2", question="breach", shields=0
    )
    expect(
        verdict, 0, "0 — <Breach> deals no damage", {"8-5-3-2", "8-5-3-2-1", "8-1", "13-1-2-1", "13-1-2-4"}
    )


def test_breach_needs_the_enemy_unit_destroyed(ask: Ask) -> None:
    # 13-1-2-1: “when this Unit destroys an enemy Unit with battle damage during your turn …”
    verdict = ask(
        TOPIC, attacker="Dom ap=1 hp=4 Breach 3", target="Gm ap=1 hp=2", question="breach", shields=3
    )
    expect(verdict, 0, "Gm isn't destroyed", {"8-5-3-2", "8-5-3-2-1", "8-1", "13-1-2-1"})


def test_breach_copies_add_up(ask: Ask) -> None:
    # 13-1-2-5: “the amount from the new copy of <Breach> is added to the original.”
    verdict = ask(
        TOPIC, attacker="Dom ap=4 hp=4 Breach 1 Breach 2", target="Gm ap=1 hp=2", question="breach", shields=3
    )
    expect(
        verdict,
        3,
        "3 — <Breach> deals 3 damage",
        {"8-5-3-2", "8-5-3-2-1", "13-1-2-5", "8-1", "13-1-2-1", "13-1-2-2", "4-6-4-2"},
    )


def test_breach_asks_for_the_shield_area(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="shields=N"):
        ask(TOPIC, attacker="Dom ap=4 hp=4 Breach 3", target="Gm ap=1 hp=2", question="breach")


def test_real_cards_battle(real: Ask) -> None:
    # Rick Dom (GD01-030: 3 AP, 3 HP, <Breach 2>) attacks Gundam Lfrith (GD01-086: 2 AP, 4 HP, <Blocker>)
    # with 1 damage on it: 3 + 1 = 4 = its HP (8-5-3-2-1), and <Breach 2> hits their EX Base (3 HP).
    verdict = real(
        TOPIC,
        attacker='"Rick Dom"',
        target='"Gundam Lfrith" damage=1',
        question="breach",
        shields=6,
        base='"EX Base"',
    )
    expect(
        verdict,
        2,
        "2 — <Breach> deals 2 damage to their Base",
        {"8-5-3-2", "8-5-3-2-1", "8-1", "13-1-2-1", "13-1-2-2", "5-5-2"},
    )
    assert verdict.answers["target_destroyed"] is True and verdict.answers["attacker_destroyed"] is False
    assert [note.split(":")[0] for note in verdict.card_data] == ["Rick Dom", "Gundam Lfrith", "EX Base"]


def test_an_ex_base_in_a_units_place_is_refused_not_given_0_ap(real: Ask) -> None:
    # 5-17-3-1-1 gives the EX Base its 0 AP as the Base in the shield area; a Unit battle is no place for
    # a Base (3-2-3: “Only Units can attack.”; 8-2-1: “The attack target can be either the opposing player
    # or a rested enemy Unit.”), so the check refuses the battle rather than ask for an AP or fill one in.
    with pytest.raises(ScenarioError, match="target: EX Base is a Base") as battled:
        real(TOPIC, attacker='"Rick Dom"', target='"EX Base"', question="attacker_takes")
    assert "give the AP" not in str(battled.value)
    attacking = r"attacker: EX Base is a Base, and only Units can attack \(3-2-3\)"
    with pytest.raises(ScenarioError, match=attacking):
        real(TOPIC, attacker='"EX Base"', target='"Gundam Lfrith"', question="target_takes")


def test_a_base_never_attacks_so_its_battle_is_refused(ask: Ask) -> None:
    # 3-2-3: “Only Units can attack.” The attack topic answers No by this very step; a battle the
    # damage check would work out with a Base (or a Pilot, a Command) attacking is never reached.
    with pytest.raises(ScenarioError, match=r"attacker: Fort is a Base, and only Units can attack \(3-2-3\)"):
        ask(TOPIC, attacker="Fort base ap=2 hp=3", target="Gundam ap=3 hp=4")
    for card, kind in (("Amuro type=pilot ap=1 hp=1", "a Pilot"), ("Beam command ap=1 hp=1", "a Command")):
        with pytest.raises(ScenarioError, match=f"attacker: .* is {kind}, and only Units can attack"):
            ask(TOPIC, attacker=card, target="Gundam ap=3 hp=4", question="attacker_takes")


def test_a_base_is_not_the_unit_an_attacker_battles(ask: Ask) -> None:
    # 8-2-1: “The attack target can be either the opposing player or a rested enemy Unit.”; 8-3-1: <Blocker>
    # “changes the attack target of the attacking Unit to the Unit with <Blocker>.” A Base is damaged by an
    # attack on the player (8-5-2-4: “… deals an amount of battle damage equal to its AP to the Base …”):
    # the shields check's question, not this one's (8-5-3-2-1 would call it a Unit destroyed).
    with pytest.raises(ScenarioError, match=r"target: Fort is a Base, .* \(8-2-1, 8-3-1\); .*\(8-5-2-4\)"):
        ask(TOPIC, attacker="Zaku ap=3 hp=3", target="Fort base ap=2 hp=3")
