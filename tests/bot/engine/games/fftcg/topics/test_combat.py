"""fftcg.combat: an attack's results — damage each way, breaks, the player's damage, still a party."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.games.fftcg.support import assumed
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.combat"


def test_a_blocked_forward_and_its_blocker_damage_each_other(ask: Ask) -> None:
    # Without First Strike both deal damage at the same time (an assumption: the text only orders First
    # Strike, “these Forwards will deal damage before the other Forwards”).
    verdict = ask(TOPIC, attackers="Cloud power=7000", blocker="Squall power=5000")
    expect(
        verdict,
        7000,
        "Squall takes 7000 damage from Cloud; it is broken",
        {"forming-a-party", "first-strike"},
    )
    assert verdict.answers == {
        "to_blocker": 7000,
        "blocker_broken": True,
        "to_attacker": 5000,
        "attacker_broken": False,
        "player_damage": 0,
        "still_party": False,
    }
    assert {"combat-damage", "break-at-power", "player-damage"} <= assumed(verdict)


def test_the_damage_the_attacker_takes_and_whether_it_survives(ask: Ask) -> None:
    verdict = ask(
        TOPIC, attackers="Cloud power=7000 dmg=2000", blocker="Squall power=5000", question="to_attacker"
    )
    expect(
        verdict,
        5000,
        "Cloud takes 5000 damage from Squall; it is broken",
        {"forming-a-party", "first-strike"},
    )
    verdict = ask(
        TOPIC, attackers="Cloud power=7000", blocker="Squall power=5000", question="attacker_broken"
    )
    expect(
        verdict,
        False,
        "No — Cloud takes 5000 damage from Squall; it survives",
        {"forming-a-party", "first-strike"},
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
        {"forming-a-party", "first-strike"},
        quote=("first-strike", "these Forwards will deal damage before the other Forwards"),
    )
    assert "broken-deals-none" in assumed(verdict)


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
        {"forming-a-party", "first-strike"},
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
        {"forming-a-party", "first-strike"},
        quote=("forming-a-party", "checks it can legally deal damage to that blocking Forward"),
    )
    assert "more if Barret could legally deal damage" in verdict.would_change


def test_a_blockers_damage_to_a_party_is_its_power_but_its_division_is_not_covered(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        attackers="Cloud power=7000; Tifa power=5000",
        blocker="Squall power=6000",
        question="to_attacker",
    )
    expect(
        verdict,
        6000,
        "The party takes 6000 damage from Squall; how it is divided among the party isn't in the text",
        {"forming-a-party", "first-strike"},
    )
    verdict = ask(
        TOPIC,
        attackers="Cloud power=7000; Tifa power=5000",
        blocker="Squall power=6000",
        question="attacker_broken",
    )
    expect_not_covered(
        verdict, "doesn't say how a blocking Forward's damage is divided among a party's Forwards"
    )


def test_a_first_strike_blocker_against_a_party_leaves_its_damage_undecided(ask: Ask) -> None:
    verdict = ask(
        TOPIC, attackers="Cloud power=7000; Tifa power=5000", blocker='Squall power=6000 "First Strike"'
    )
    expect_not_covered(verdict, "deals its First Strike damage to the party first")


def test_an_unblocked_forward_deals_the_player_one_point(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud", question="player_damage")
    expect(verdict, 1, "1 point of damage to the player: Cloud is not blocked", {"forming-a-party"})
    assert assumed(verdict) == {"player-damage"}


def test_an_unblocked_party_deals_one_point_as_a_single_forward(ask: Ask) -> None:
    # “To form a party means to attack with two or more Forwards as if they were a single Forward.”
    verdict = ask(TOPIC, attackers="Cloud; Tifa; Barret", question="player_damage")
    expect(
        verdict,
        1,
        "1 point of damage to the player: the party is not blocked (a party deals it as a single Forward)",
        {"forming-a-party"},
        quote=("forming-a-party", "as if they were a single Forward"),
    )


def test_a_blocked_attack_deals_the_player_nothing(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud power=7000", blocker="Squall power=5000", question="player_damage")
    expect(
        verdict, 0, "No damage to the player: Cloud is blocked by Squall", {"forming-a-party", "first-strike"}
    )


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
        {"forming-a-party"},
        quote=("forming-a-party", "there is only one Forward left on the field, it is no longer considered"),
    )
    verdict = ask(TOPIC, attackers="Cloud; Tifa; Barret left_field", question="still_party")
    expect(verdict, True, "Yes — Cloud and Tifa are on the field, so they are a party", {"forming-a-party"})


def test_the_last_forward_of_a_party_stays_blocked_and_deals_its_damage_alone(ask: Ask) -> None:
    verdict = ask(
        TOPIC, attackers="Cloud power=7000; Tifa power=5000 left_field", blocker="Squall power=6000"
    )
    expect(
        verdict,
        7000,
        "Squall takes 7000 damage from Cloud; it is broken",
        {"forming-a-party", "first-strike"},
    )
    assert {"left-field", "still-blocked"} <= assumed(verdict)


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
    ],
)
def test_incomplete_attacks_are_named(ask: Ask, options: dict[str, str], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        ask(TOPIC, **options)
