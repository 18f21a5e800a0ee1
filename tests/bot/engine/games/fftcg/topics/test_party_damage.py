"""fftcg.party_damage: each member's legal-damage check, the total, and who counts as having broken."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, build_scenario
from bot.rules.library import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.party_damage"
BATTLE = {"forming-a-party", "first-strike", "10.1.4.2", "12.4.5"}
"""A blocked party: First Strike order, each member's power dealt (10.1.4.2), broken at power (12.4.5)."""


def test_a_member_that_could_not_deal_damage_still_counts_as_having_broken_the_blocker(ask: Ask) -> None:
    # “each of the Forwards in the party is considered to have broken the blocking Forward, even if that
    # particular Forward couldn't legally deal damage.”
    verdict = ask(
        TOPIC,
        members="Cloud power=7000; Tifa power=5000; Barret power=8000 cant_deal_damage",
        blocker="Squall power=10000",
    )
    expect(
        verdict,
        12000,
        "each of Cloud, Tifa and Barret is considered to have broken it, Barret included although it "
        "couldn't legally deal damage",
        BATTLE | {"2.2"},
        quote=("forming-a-party", "even if that particular Forward couldn't legally deal damage"),
    )
    assert ("Barret can legally deal damage to Squall", False) in [(s.test, s.held) for s in verdict.steps]
    assert any("checks it can legally deal damage" in c.quote for c in verdict.citations)
    # 10.1.4.2: “… deal damage equal to their respective power values to each other.” 12.4.5: “Characters
    # that received damage equal to or greater than their power value are broken.” (Both were assumptions.)
    assert any(c.rule == "10.1.4.2" and "respective power values" in c.quote for c in verdict.citations)
    assert any(
        c.rule == "12.4.5" and "equal to or greater than their power value" in c.quote
        for c in verdict.citations
    )
    assert "less if the damage were redirected or prevented" in verdict.would_change
    assert verdict.assumptions == ()


def test_a_blocker_that_survives_is_broken_by_nobody(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud power=3000; Tifa power=4000", blocker="Squall power=8000")
    expect(
        verdict,
        7000,
        "The party deals 7000 damage to Squall (Cloud 3000 + Tifa 4000); Squall is not broken.",
        BATTLE,
    )
    assert not any("considered to have broken" in c.quote for c in verdict.citations)


def test_a_party_down_to_one_forward_is_no_longer_a_party(ask: Ask) -> None:
    # “If part of a party leaves the field and there is only one Forward left on the field, it is no
    # longer considered as a party.”
    verdict = ask(
        TOPIC, members="Cloud power=7000; Tifa power=5000 left_field", blocker="Squall power=10000 dmg=3000"
    )
    expect(
        verdict,
        7000,
        "Only Cloud is left on the field, so it is no longer a party: Cloud deals 7000 damage to Squall; "
        "Squall is broken by Cloud.",
        BATTLE | {"10.1.3.2.1"},
        quote=("forming-a-party", "it is no longer considered as a party"),
    )
    # 10.1.3.2.1: “An attacking Forward and blocking Forward are considered to be in battle. If the
    # attacking or blocking Forward is no longer present, they are no longer in battle.”
    trail = [(s.test, s.held) for s in verdict.steps]
    assert ("Tifa is no longer present, so it is no longer in battle: Tifa deals no damage", True) in trail
    assert (
        "Cloud and Squall are still an attacking and a blocking Forward, in battle: Cloud is still blocked",
        True,
    ) in trail
    assert verdict.assumptions == ()


def test_a_party_that_keeps_two_members_is_still_a_party(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        members="Cloud power=7000; Tifa power=5000; Barret power=2000 left_field",
        blocker="Squall power=10000",
    )
    expect(
        verdict,
        12000,
        "each of Cloud and Tifa is considered to have broken it (the text doesn't say whether Barret",
        BATTLE | {"10.1.3.2.1"},
    )


def test_a_first_strike_blocker_that_could_break_a_member_leaves_it_to_its_controller(ask: Ask) -> None:
    # 10.1.4.2.1: “If attacking Forwards have formed a party, the blocking Forward assigns its damage freely
    # among one or several of the attacking Forwards with a value of at least 1000 and in multiples of 1000.”
    verdict = ask(
        TOPIC, members="Cloud power=7000; Tifa power=5000", blocker="Squall First Strike power=10000"
    )
    expect_not_covered(
        verdict, "it can break Tifa, so which of them are still there to deal damage is that player's choice"
    )
    assert any(c.rule == "10.1.4.2.1" for c in verdict.citations)


def test_a_first_strike_blocker_too_weak_to_break_any_member_takes_the_whole_party(ask: Ask) -> None:
    # However its 4000 damage is assigned (at least 1000 each, in multiples of 1000), neither Cloud (7000)
    # nor Tifa (5000) breaks: both are still there to deal their damage. (Not covered before 2.1.2.)
    verdict = ask(
        TOPIC, members="Cloud power=7000; Tifa power=5000", blocker="Squall First Strike power=4000"
    )
    expect(
        verdict,
        12000,
        "The party deals 12000 damage to Squall (Cloud 7000 + Tifa 5000); Squall is broken",
        BATTLE | {"10.1.4.2.1"},
        quote=("10.1.4.2.1", "assigns its damage freely among one or several of the attacking Forwards"),
    )


def test_an_all_first_strike_party_hits_a_first_strike_blocker_at_the_same_time(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        members="Cloud First Strike power=7000; Tifa First Strike power=5000",
        blocker="Squall First Strike power=10000",
    )
    expect(verdict, 12000, "Squall is broken", BATTLE)


def test_a_lone_forward_broken_by_first_strike_first_deals_nothing(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        members="Cloud power=7000; Tifa power=5000 left_field",
        blocker="Squall First Strike power=8000",
    )
    # 11.1.3: “Any rule processes are resolved before either player gains priority.” — the turn player
    # gains priority after First Strike damage, so Cloud is broken (12.4.5) and out of battle (10.1.3.2.1).
    expect(
        verdict,
        0,
        "breaks Cloud before it deals any",
        BATTLE | {"10.1.3.2.1", "11.1.3"},
        quote=("11.1.3", "Any rule processes are resolved before either player gains priority."),
    )
    assert verdict.assumptions == ()


def test_every_member_gone_deals_nothing(ask: Ask) -> None:
    verdict = ask(
        TOPIC, members="Cloud power=7000 left_field; Tifa power=5000 left_field", blocker="Squall power=1000"
    )
    expect(verdict, 0, "every Forward of the party has left the field", {"forming-a-party", "10.1.3.2.1"})


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"members": "Cloud; Tifa power=1", "blocker": "Squall power=1"}, "Cloud needs its power"),
        ({"members": "Cloud power=1; Tifa power=1", "blocker": "Squall"}, "Squall needs its power"),
        ({"members": "Cloud power=1", "blocker": "Squall power=1"}, "needs at least 2"),
        (
            {"members": "Cloud power=1; Tifa power=1", "blocker": "Squall power=1 dmg=1"},
            "already has 1 damage",
        ),
    ],
)
def test_bad_scenarios(library: Library, options: dict[str, object], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        build_scenario(TOPIC, options, library)


def test_each_member_broke_it_and_it_is_still_a_party(ask: Ask) -> None:
    # “each of the Forwards in the party is considered to have broken the blocking Forward”
    members = "Cloud power=7000; Tifa power=5000; Barret power=8000 cant_deal_damage"
    verdict = ask(TOPIC, members=members, blocker="Squall power=10000", question="each_broke")
    expect(verdict, True, "Yes — the party deals 12000 damage to Squall", BATTLE | {"2.2"})
    assert verdict.answers == {
        "damage": 12000,
        "blocker_broken": True,
        "each_broke": True,
        "still_party": True,
    }
    verdict = ask(
        TOPIC,
        members="Cloud power=3000; Tifa power=4000",
        blocker="Squall power=8000",
        question="blocker_broken",
    )
    expect(verdict, False, "No — the party deals 7000 damage to Squall", BATTLE)


def test_a_departed_member_leaves_who_broke_it_not_covered(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        members="Cloud power=7000; Tifa power=5000 left_field",
        blocker="Squall power=1000",
        question="each_broke",
    )
    expect_not_covered(
        verdict, "doesn't say whether Tifa, which left the field, is still considered to have broken it"
    )


def test_still_a_party_after_a_member_leaves(ask: Ask) -> None:
    # “If part of a party leaves the field and there is only one Forward left on the field, it is no
    # longer considered as a party.”
    members = "Cloud power=7000; Tifa power=5000 left_field"
    verdict = ask(TOPIC, members=members, blocker="Squall power=9000", question="still_party")
    expect(verdict, False, "No — only Cloud is left on the field", {"forming-a-party", "10.1.3.2.1"})
    members = "Cloud power=7000; Tifa power=5000; Barret power=1000 left_field"
    verdict = ask(TOPIC, members=members, blocker="Squall power=9000", question="still_party")
    expect(
        verdict,
        True,
        "Yes — Cloud and Tifa are on the field, so it is still a party",
        {"forming-a-party", "10.1.3.2.1"},
    )


def test_a_member_with_power_0_is_not_in_battle(ask: Ask) -> None:
    # 12.4.4: “Characters with zero or less power are put into their owner's Break Zone.” A member with power
    # 0 was counted as dealing 0 (only the blocker's power was checked); it isn't on the field to attack.
    with pytest.raises(ScenarioError, match=r"Tifa has power 0: .*\(12\.4\.4\), so it can't be in battle"):
        ask(
            TOPIC,
            members="Cloud power=3000 element=Fire; Tifa power=0 element=Fire",
            blocker="Squall power=5000",
        )
    # 12.4.5: “Characters that received damage equal to or greater than their power value are broken.”
    with pytest.raises(ScenarioError, match="Tifa already has 2000 damage, not below its power"):
        ask(
            TOPIC,
            members="Cloud power=3000 element=Fire; Tifa power=2000 dmg=2000 element=Fire",
            blocker="Squall power=5000",
        )
