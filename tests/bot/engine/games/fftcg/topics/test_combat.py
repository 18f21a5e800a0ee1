"""fftcg.combat: an attack's results — damage each way, breaks, the player's damage, still a party."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.combat"
BLOCKED = {"forming-a-party", "first-strike", "10.1.4.1", "10.1.4.2", "12.4.5"}
"""A blocked attack: no point to the opponent (10.1.4.1), power dealt each way (10.1.4.2), breaks (12.4.5)."""
STRUCK_FIRST = BLOCKED | {"11.1.3", "10.1.3.2.1"}
"""… and a Forward broken by First Strike damage is gone before the rest (11.1.3, 10.1.3.2.1)."""


def test_a_blocked_forward_and_its_blocker_damage_each_other(ask: Ask) -> None:
    # 10.1.4.2: “If an attacking Forward is blocked, both the attacking and blocking Forwards deal damage
    # equal to their respective power values to each other.” 12.4.5: “Characters that received damage equal
    # to or greater than their power value are broken.” (Both assumptions before 2.1.2.)
    verdict = ask(TOPIC, attackers="Cloud power=7000", blocker="Squall power=5000")
    expect(
        verdict,
        7000,
        "Squall takes 7000 damage from Cloud; it is broken",
        BLOCKED,
        quote=("10.1.4.2", "deal damage equal to their respective power values to each other"),
    )
    assert verdict.answers == {
        "to_blocker": 7000,
        "blocker_broken": True,
        "to_attacker": 5000,
        "attacker_broken": False,
        "player_damage": 0,
        "still_party": False,
    }
    assert verdict.assumptions == ()


def test_the_damage_the_attacker_takes_and_whether_it_survives(ask: Ask) -> None:
    verdict = ask(
        TOPIC, attackers="Cloud power=7000 dmg=2000", blocker="Squall power=5000", question="to_attacker"
    )
    expect(
        verdict,
        5000,
        "Cloud takes 5000 damage from Squall; it is broken",
        BLOCKED,
    )
    verdict = ask(
        TOPIC, attackers="Cloud power=7000", blocker="Squall power=5000", question="attacker_broken"
    )
    expect(
        verdict,
        False,
        "No — Cloud takes 5000 damage from Squall; it survives",
        BLOCKED,
    )


def test_a_first_strike_attacker_that_breaks_the_blocker_takes_no_damage(ask: Ask) -> None:
    # “If any of the attacking or blocking Forward have First Strike, these Forwards will deal damage
    # before the other Forwards.”
    verdict = ask(
        TOPIC,
        attackers='Cloud power=7000 "First Strike"',
        blocker="Squall power=9000 dmg=3000",
        question="to_attacker",
    )
    expect(
        verdict,
        0,
        "Cloud takes 0 damage: Cloud's First Strike damage breaks Squall before it deals any",
        STRUCK_FIRST,
        quote=("first-strike", "these Forwards will deal damage before the other Forwards"),
    )
    # 10.1.3.2.1: “If the attacking or blocking Forward is no longer present, they are no longer in battle.”
    assert any(c.rule == "10.1.3.2.1" and "no longer in battle" in c.quote for c in verdict.citations)
    assert verdict.assumptions == ()


def test_a_first_strike_blocker_that_breaks_the_attacker_takes_no_damage(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        attackers="Cloud power=3000",
        blocker='Squall power=5000 "First Strike"',
        question="blocker_broken",
    )
    expect(
        verdict,
        False,
        "No — Squall is not broken: Squall's First Strike damage breaks Cloud",
        STRUCK_FIRST,
    )
    assert verdict.answers["attacker_broken"] is True and verdict.answers["to_blocker"] == 0


def test_a_party_deals_the_blocker_the_total_of_those_that_can_deal_damage(ask: Ask) -> None:
    # “each Forward in the party checks it can legally deal damage to that blocking Forward before
    # calculating how much damage is dealt.”
    verdict = ask(
        TOPIC,
        attackers="Cloud power=7000; Tifa power=5000; Barret power=8000 cant_deal_damage",
        blocker="Squall power=20000",
    )
    expect(
        verdict,
        12000,
        "Squall takes 12000 damage from the party (Cloud 7000 + Tifa 5000); it is not broken",
        BLOCKED | {"2.2", "10.1.4.2.1"},
        quote=("forming-a-party", "checks it can legally deal damage to that blocking Forward"),
    )
    assert "more if Barret could legally deal damage" in verdict.would_change


def test_a_blockers_damage_to_a_party_is_its_power_assigned_by_its_controller(ask: Ask) -> None:
    # 10.1.4.2.1: “If attacking Forwards have formed a party, the blocking Forward assigns its damage freely
    # among one or several of the attacking Forwards with a value of at least 1000 and in multiples of 1000.”
    verdict = ask(
        TOPIC,
        attackers="Cloud power=7000; Tifa power=5000",
        blocker="Squall power=6000",
        question="to_attacker",
    )
    expect(
        verdict,
        6000,
        "The party takes 6000 damage from Squall; its controller assigns it among the party's Forwards",
        BLOCKED | {"10.1.4.2.1"},
        quote=("10.1.4.2.1", "assigns its damage freely among one or several of the attacking Forwards"),
    )
    # 6000 can break Tifa (5000), so whether a member is broken is the blocking player's choice.
    verdict = ask(
        TOPIC,
        attackers="Cloud power=7000; Tifa power=5000",
        blocker="Squall power=6000",
        question="attacker_broken",
    )
    expect_not_covered(verdict, "it can break Tifa: which of them are broken is that player's choice")
    # 4000 breaks neither, however it is assigned: decided.
    verdict = ask(
        TOPIC,
        attackers="Cloud power=7000; Tifa power=5000",
        blocker="Squall power=4000",
        question="attacker_broken",
    )
    expect(
        verdict,
        False,
        "No — the party takes 4000 damage from Squall; however its controller assigns it among them, it "
        "breaks none",
        BLOCKED | {"10.1.4.2.1"},
    )


def test_a_first_strike_blocker_against_a_party_leaves_its_damage_to_its_controller(ask: Ask) -> None:
    verdict = ask(
        TOPIC, attackers="Cloud power=7000; Tifa power=5000", blocker='Squall power=6000 "First Strike"'
    )
    expect_not_covered(verdict, "deals its First Strike damage to the party first")
    assert "which of them are left to deal damage is too" in (verdict.reason or "")


def test_an_unblocked_forward_deals_the_player_one_point(ask: Ask) -> None:
    # 10.1.4.1: “If an attacking Forward is not blocked, it automatically deals one point of damage to the
    # opponent.” 6.5.2: the opponent “places the top card from his or her deck into his or her Damage Zone.”
    verdict = ask(TOPIC, attackers="Cloud", question="player_damage")
    expect(
        verdict,
        1,
        "1 point of damage to the player: Cloud is not blocked",
        {"forming-a-party", "10.1.4.1", "6.5.2"},
        quote=("10.1.4.1", "it automatically deals one point of damage to the opponent"),
    )
    assert verdict.assumptions == ()


def test_an_unblocked_party_deals_one_point_as_a_single_forward(ask: Ask) -> None:
    # “To form a party means to attack with two or more Forwards as if they were a single Forward.”
    verdict = ask(TOPIC, attackers="Cloud; Tifa; Barret", question="player_damage")
    expect(
        verdict,
        1,
        "1 point of damage to the player: the party is not blocked (a party deals it as a single Forward)",
        {"forming-a-party", "10.1.4.1", "6.5.2"},
        quote=("forming-a-party", "as if they were a single Forward"),
    )


def test_a_blocked_attack_deals_the_player_nothing(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud power=7000", blocker="Squall power=5000", question="player_damage")
    expect(verdict, 0, "No damage to the player: Cloud is blocked by Squall", BLOCKED)
    # 10.1.4.1: “If an attacking Forward is not blocked, it automatically deals one point of damage to the
    # opponent.” — its condition fails; 10.1.4.2: “If an attacking Forward is blocked, both the attacking
    # and blocking Forwards deal damage … to each other.” — where a blocked attacker's damage goes. The
    # step held false was "Cloud is unblocked, so it deals the opponent one point of damage" alone.
    steps = [(step.test, step.held, step.citation.rule if step.citation else "") for step in verdict.steps]
    assert (
        "Cloud is unblocked (the case in which an attacker deals the opponent one point of damage)",
        False,
        "10.1.4.1",
    ) in steps
    settling = [step for step in verdict.steps if step.settles]
    assert [(step.test, step.held) for step in settling] == [
        ("Cloud is blocked by Squall: they deal their damage to each other", True)
    ]
    assert settling[0].citation is not None and settling[0].citation.rule == "10.1.4.2"


def test_an_unblocked_party_with_a_member_that_cannot_deal_damage_is_not_covered(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud; Tifa cant_deal_damage", question="player_damage")
    expect_not_covered(verdict, "doesn't say whether the party still deals its point")


def test_a_party_down_to_one_forward_is_no_longer_a_party(ask: Ask) -> None:
    # “If part of a party leaves the field and there is only one Forward left on the field, it is no
    # longer considered as a party.”
    verdict = ask(TOPIC, attackers="Cloud; Tifa left_field", question="still_party")
    expect(
        verdict,
        False,
        "No — only Cloud is left on the field, so it is no longer considered a party",
        {"forming-a-party", "10.1.3.2.1", "10.1.4.1", "6.5.2"},
        quote=("forming-a-party", "there is only one Forward left on the field, it is no longer considered"),
    )
    verdict = ask(TOPIC, attackers="Cloud; Tifa; Barret left_field", question="still_party")
    expect(
        verdict,
        True,
        "Yes — Cloud and Tifa are on the field, so they are a party",
        {"forming-a-party", "10.1.3.2.1", "10.1.4.1", "6.5.2"},
    )


def test_the_last_forward_of_a_party_stays_blocked_and_deals_its_damage_alone(ask: Ask) -> None:
    verdict = ask(
        TOPIC, attackers="Cloud power=7000; Tifa power=5000 left_field", blocker="Squall power=6000"
    )
    expect(
        verdict,
        7000,
        "Squall takes 7000 damage from Cloud; it is broken",
        BLOCKED | {"10.1.3.2.1"},
        quote=("10.1.3.2.1", "An attacking Forward and blocking Forward are considered to be in battle."),
    )
    assert verdict.assumptions == ()


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"attackers": "Cloud power=7000"}, "`to_blocker` needs a blocker"),
        ({"attackers": "Cloud", "blocker": "Squall power=5000"}, "Cloud needs its power"),
        ({"attackers": "Cloud left_field", "question": "player_damage"}, "at least one attacker"),
        (
            {"attackers": "Cloud power=7000", "blocker": "Squall power=5000 dmg=5000"},
            "already has 5000 damage",
        ),
        # 12.4.4: “Characters with zero or less power are put into their owner's Break Zone.”
        (
            {"attackers": "Cloud power=0", "blocker": "Squall power=5000"},
            r"Cloud has power 0: .*\(12\.4\.4\)",
        ),
    ],
)
def test_incomplete_attacks_are_named(ask: Ask, options: dict[str, str], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        ask(TOPIC, **options)
