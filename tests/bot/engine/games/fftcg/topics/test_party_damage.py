"""fftcg.party_damage: each member's legal-damage check, the total, and who counts as having broken."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, build_scenario
from bot.rules.library import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.games.fftcg.support import assumed
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.party_damage"


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
        {"forming-a-party", "first-strike"},
        quote=("forming-a-party", "even if that particular Forward couldn't legally deal damage"),
    )
    assert ("Barret can legally deal damage to Squall", False) in [(s.test, s.held) for s in verdict.steps]
    assert any("checks it can legally deal damage" in c.quote for c in verdict.citations)
    assert "less if the damage were redirected or prevented" in verdict.would_change
    assert {"party-power", "break-at-power", "card-text"} <= assumed(verdict)


def test_a_blocker_that_survives_is_broken_by_nobody(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud power=3000; Tifa power=4000", blocker="Squall power=8000")
    expect(
        verdict,
        7000,
        "The party deals 7000 damage to Squall (Cloud 3000 + Tifa 4000); Squall is not broken.",
        {"forming-a-party", "first-strike"},
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
        {"forming-a-party", "first-strike"},
        quote=("forming-a-party", "it is no longer considered as a party"),
    )
    assert {"left-field", "still-blocked", "break-at-power"} <= assumed(verdict)


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
        {"forming-a-party", "first-strike"},
    )


def test_a_first_strike_blocker_against_a_party_is_not_covered(ask: Ask) -> None:
    verdict = ask(
        TOPIC, members="Cloud power=7000; Tifa power=5000", blocker="Squall First Strike power=10000"
    )
    expect_not_covered(verdict, "how a blocker's damage is divided among a party's Forwards")


def test_an_all_first_strike_party_hits_a_first_strike_blocker_at_the_same_time(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        members="Cloud First Strike power=7000; Tifa First Strike power=5000",
        blocker="Squall First Strike power=10000",
    )
    expect(verdict, 12000, "Squall is broken", {"forming-a-party", "first-strike"})


def test_a_lone_forward_broken_by_first_strike_first_deals_nothing(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        members="Cloud power=7000; Tifa power=5000 left_field",
        blocker="Squall First Strike power=8000",
    )
    expect(verdict, 0, "breaks Cloud before it deals any", {"forming-a-party", "first-strike"})
    assert "broken-deals-none" in assumed(verdict)


def test_every_member_gone_deals_nothing(ask: Ask) -> None:
    verdict = ask(
        TOPIC, members="Cloud power=7000 left_field; Tifa power=5000 left_field", blocker="Squall power=1000"
    )
    expect(verdict, 0, "every Forward of the party has left the field", {"forming-a-party"})


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
    expect(verdict, True, "Yes — the party deals 12000 damage to Squall", {"forming-a-party", "first-strike"})
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
    expect(verdict, False, "No — the party deals 7000 damage to Squall", {"forming-a-party", "first-strike"})


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
    expect(verdict, False, "No — only Cloud is left on the field", {"forming-a-party"})
    members = "Cloud power=7000; Tifa power=5000; Barret power=1000 left_field"
    verdict = ask(TOPIC, members=members, blocker="Squall power=9000", question="still_party")
    expect(
        verdict, True, "Yes — Cloud and Tifa are on the field, so it is still a party", {"forming-a-party"}
    )
