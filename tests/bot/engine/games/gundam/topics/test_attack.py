"""gundam.attack, from Ver. 1.7.0: attack targets (8-2-1), a new Unit (3-2-4) or Link Unit (3-2-6-3),
<Blocker> (8-3, 13-1-4) and <High-Maneuver> (13-1-6)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, build_scenario, evaluate
from bot.engine.sides import untyped_states
from bot.rules.library import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "gundam.attack"


def test_an_active_enemy_unit_cannot_be_attacked(ask: Ask) -> None:
    # 8-2-1: “The attack target can be either the opposing player or a rested enemy Unit.”
    verdict = ask(TOPIC, attacker="Zaku", target="Gm active")
    expect(
        verdict,
        False,
        "No — Gm is active",
        {"8-2-1"},
        quote=("8-2-1", "either the opposing player or a rested enemy Unit"),
    )
    assert verdict.steps[-1].decides


def test_a_rested_enemy_unit_and_the_player_can_be_attacked(ask: Ask) -> None:
    # 8-2-1: “The attack target can be either the opposing player or a rested enemy Unit.”
    expect(
        ask(TOPIC, attacker="Zaku", target="Gm rested"),
        True,
        "can attack Gm (a rested enemy Unit)",
        {"8-2-1"},
    )
    expect(ask(TOPIC, attacker="Zaku"), True, "can attack the opposing player", {"8-2-1"})


def test_a_rested_unit_cannot_attack(ask: Ask) -> None:
    # 8-2-1: “Select one active Unit in your battle area and rest it, then declare an attack target.”
    verdict = ask(TOPIC, attacker="Zaku rested")
    expect(verdict, False, "Zaku is rested", {"8-2-1"}, quote=("8-2-1", "Select one active Unit"))


def test_the_attack_target_must_say_rested_or_active(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match=r"say whether Gm .* is rested or active"):
        ask(TOPIC, attacker="Zaku", target="Gm")


def test_only_units_attack(ask: Ask) -> None:
    # 3-2-3: “Only Units can attack.”
    expect(
        ask(TOPIC, attacker="Fortress base"),
        False,
        "only Units attack",
        {"3-2-3"},
        quote=("3-2-3", "Only Units"),
    )


def test_a_unit_deployed_this_turn_cannot_attack(ask: Ask) -> None:
    # 3-2-4: “Unless specified otherwise, a newly deployed Unit cannot attack on the turn it is deployed.”
    verdict = ask(TOPIC, attacker="Zaku", deployed_this_turn=True)
    expect(verdict, False, "deployed this turn", {"8-2-1", "3-2-4"}, quote=("3-2-4", "newly deployed Unit"))


def test_a_link_unit_attacks_the_turn_it_is_deployed(ask: Ask) -> None:
    # 3-2-6-3: “Link Units can immediately attack during the turn in which they are deployed.”
    # 3-2-6-4: “satisfied if a Pilot whose card name contains the bracketed text is paired.”
    verdict = ask(TOPIC, attacker='Gundam link="[Amuro Ray]"', pilot="Amuro Ray", deployed_this_turn=True)
    expect(
        verdict,
        True,
        "Gundam can attack the opposing player",
        {"3-2-6-4", "3-2-6-2", "8-2-1", "3-2-6-3"},
        quote=("3-2-6-3", "Link Units can immediately attack"),
    )


def test_a_pilot_missing_the_link_condition_does_not_help(ask: Ask) -> None:
    verdict = ask(TOPIC, attacker='Gundam link="[Amuro Ray]"', pilot="Char Aznable", deployed_this_turn=True)
    expect(verdict, False, "deployed this turn", {"3-2-6-4", "3-2-6-2", "8-2-1", "3-2-4"})


def test_a_unit_printed_without_a_link_condition_rests_on_the_one_assumption(ask: Ask) -> None:
    # 3-2-6-2 defines a Link Unit by “a Pilot satisfying its link conditions”; of a Unit with none it
    # says nothing: the verdict says it assumes one, labelled outside the quoted rules.
    verdict = ask(TOPIC, attacker="Zaku link=none", pilot="Char Aznable", deployed_this_turn=True)
    assert verdict.answer is False
    assert [a.id for a in verdict.assumptions] == ["gundam.no-link-condition"]


def test_blocker_changes_the_attack_target(ask: Ask) -> None:
    # 8-3-1: “When activated, this effect changes the attack target of the attacking Unit to the Unit with
    # <Blocker>.”
    verdict = ask(TOPIC, attacker="Zaku", blocker="Gm Blocker active", question="can_block")
    expect(
        verdict,
        True,
        "the attack target becomes Gm",
        {"13-1-4-1", "8-3-1", "13-1-6-1"},
        quote=("8-3-1", "changes the attack target"),
    )


def test_a_rested_blocker_cannot_block(ask: Ask) -> None:
    # 8-3-1: “The standby player may activate <Blocker> on one of their active Units in the battle area.”
    verdict = ask(TOPIC, attacker="Zaku", blocker="Gm Blocker rested", question="can_block")
    expect(
        verdict, False, "Gm is rested", {"13-1-4-1", "8-3-1"}, quote=("8-3-1", "one of their active Units")
    )


def test_the_attacked_unit_cannot_block_for_itself(ask: Ask) -> None:
    # 8-3-3: “A Unit originally targeted for attack cannot activate its own <Blocker> effect.”
    verdict = ask(TOPIC, attacker="Zaku", target="Gm Blocker rested", question="can_block")
    expect(
        verdict,
        False,
        "can't block for itself",
        {"13-1-4-1", "8-3-3"},
        quote=("8-3-3", "originally targeted"),
    )


def test_high_maneuver_stops_blockers(ask: Ask) -> None:
    # 13-1-6-1: “While this Unit is attacking, enemy Units cannot activate <Blocker>.”
    verdict = ask(TOPIC, attacker="Zaku High-Maneuver", blocker="Gm Blocker active", question="can_block")
    expect(
        verdict,
        False,
        "Zaku has <High-Maneuver>",
        {"13-1-4-1", "8-3-1", "13-1-6-1"},
        quote=("13-1-6-1", "enemy Units cannot activate <Blocker>"),
    )


def test_only_one_block_per_attack(ask: Ask) -> None:
    # 8-3-2: “The <Blocker> effect can be activated only one time in response to each attack.”
    verdict = ask(TOPIC, attacker="Zaku", blocker="Gm Blocker active", question="can_block", blocked=True)
    expect(
        verdict,
        False,
        "already blocked",
        {"13-1-4-1", "8-3-1", "13-1-6-1", "8-3-2"},
        quote=("8-3-2", "only one time"),
    )


def test_a_blocker_with_real_card_names(real: Ask) -> None:
    # Gundam Lfrith (GD01-086) prints <Blocker>; Rick Dom (GD01-030) has no <High-Maneuver>.
    verdict = real(TOPIC, attacker='"Rick Dom"', blocker='"Gundam Lfrith" active', question="can_block")
    expect(verdict, True, "Gundam Lfrith can block Rick Dom", {"13-1-4-1", "8-3-1", "13-1-6-1"})
    assert verdict.card_data[1].startswith("Gundam Lfrith: cost 2, level 3, ap 2, hp 4")


def test_a_base_with_blocker_cannot_block(ask: Ask) -> None:
    # 8-3-1: “The standby player may activate <Blocker> on one of their active Units in the battle area.”
    verdict = ask(TOPIC, attacker="Zaku", blocker="Fort base active Blocker", question="can_block")
    expect(
        verdict,
        False,
        "No — Fort is a base, and <Blocker> is activated on a Unit",
        {"13-1-4-1", "8-3-1"},
        quote=("8-3-1", "one of their active Units"),
    )
    assert verdict.steps[-1].decides and not verdict.steps[-1].held


def test_no_attack_on_a_base_is_there_to_block(ask: Ask) -> None:
    # 8-2-1: “The attack target can be either the opposing player or a rested enemy Unit.” Asked whether it
    # can be attacked, a Base is a No (as before); a block of an attack on it is refused, by the same rule.
    expect(ask(TOPIC, attacker="Zaku", target="Fort base rested"), False, "Fort is a base", {"8-2-1"})
    refused, block = r"target: Fort is a Base, .* \(8-2-1\), so there is no attack", "can_block"
    for blocker in (None, "Gm active Blocker"):
        with pytest.raises(ScenarioError, match=refused):
            ask(TOPIC, attacker="Zaku", target="Fort base rested Blocker", blocker=blocker, question=block)


def test_a_base_with_a_pilot_is_not_asked_for_a_link_condition(ask: Ask) -> None:
    # 3-2-3: “Only Units can attack.” decides it; a Base has no link condition to ask for (3-2-6: “Only
    # Units have link conditions.”).
    verdict = ask(TOPIC, attacker="Fort base", pilot="Amuro Ray", deployed_this_turn=True)
    expect(verdict, False, "only Units attack", {"3-2-3"}, quote=("3-2-3", "Only Units"))


def test_high_maneuver_gained_from_the_pilot_stops_blockers(ask: Ask) -> None:
    # 3-3-9-2: “The card text printed below the card name are effects gained by the paired Unit …”;
    # 13-1-6-1: “While this Unit is attacking, enemy Units cannot activate <Blocker>.”
    verdict = ask(
        TOPIC,
        attacker="Zaku",
        pilot="Char type=pilot High-Maneuver",
        blocker="Gm Blocker active",
        question="can_block",
    )
    expect(
        verdict,
        False,
        "No — Zaku has <High-Maneuver> (from its Pilot, Char)",
        {"13-1-4-1", "8-3-1", "3-3-9-2", "13-1-6-1"},
        quote=("3-3-9-2", "effects gained by the paired Unit"),
    )


def test_what_can_attack_takes_as_given_is_on_the_first_screen(library: Library) -> None:
    # 8-2-1: “Select one active Unit …”; 3-2-4: “… a newly deployed Unit cannot attack on the turn it is
    # deployed.” Neither was given: the Yes takes the normal case, and says so.
    scenario = build_scenario(TOPIC, {"attacker": "Zaku"}, library)
    assert untyped_states(scenario) == ("Zaku active", "Zaku not deployed this turn")
    verdict = evaluate(scenario, library)
    assert verdict.answer is True
    assert "not if Zaku was deployed this turn, unless it is a Link Unit (3-2-4)" in verdict.would_change
    given = build_scenario(TOPIC, {"attacker": "Zaku active", "deployed_this_turn": False}, library)
    assert untyped_states(given) == ()
    assert not any("deployed" in line for line in evaluate(given, library).would_change)


def test_a_no_does_not_name_the_defaults_only_a_yes_rests_on(library: Library) -> None:
    # 8-2-1: “Select one active Unit in your battle area and rest it …”: Zaku written rested can't attack,
    # whether or not it was deployed this turn (3-2-4), so that default is not shown; the Yes still shows
    # both defaults it rests on.
    rested = build_scenario(TOPIC, {"attacker": "Zaku rested"}, library)
    verdict = evaluate(rested, library)
    assert verdict.answer is False and "Zaku is rested" in verdict.headline
    assert untyped_states(rested, verdict) == ()
    normal = build_scenario(TOPIC, {"attacker": "Zaku"}, library)
    assert untyped_states(normal, evaluate(normal, library)) == ("Zaku active", "Zaku not deployed this turn")
