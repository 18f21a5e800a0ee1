"""fftcg.party: Forming a Party — a shared element, and every Forward able to legally attack."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, build_scenario
from bot.rules.library import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.games.fftcg.support import assumed
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.party"


def test_forwards_sharing_an_element_that_can_attack_form_a_party(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire; Tifa element=Fire; Vivi element=Fire")
    # “You can only make a party from Forwards sharing the same element.”
    expect(
        verdict,
        True,
        "Yes — Cloud, Tifa and Vivi can form a party (shared element: Fire)",
        {"forming-a-party"},
        quote=("forming-a-party", "You can only make a party from Forwards sharing the same element."),
    )
    assert any("any number of Forwards" in c.quote for c in verdict.citations)


def test_forwards_of_different_elements_cannot_form_a_party(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire; Squall element=Ice")
    expect(
        verdict,
        False,
        "Cloud and Squall share no element",
        {"forming-a-party"},
        quote=("forming-a-party", "sharing the same element"),
    )
    assert verdict.would_change == ("legal if every Forward shared one element",)


def test_a_dull_member_makes_the_party_illegal_and_is_named(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire; Tifa element=Fire dull")
    # “You can only make a party with Forwards that can legally attack.”
    expect(
        verdict,
        False,
        "Tifa can't attack (Tifa is dull)",
        {"forming-a-party"},
        quote=("forming-a-party", "You can only make a party with Forwards that can legally attack."),
    )
    assert ("Tifa can legally attack", False) in [(s.test, s.held) for s in verdict.steps]
    assert "attacker-active" in assumed(verdict)


def test_a_brave_forward_that_already_attacked_cannot_join_a_party(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire; Tifa element=Fire Brave attacked")
    # Brave: “don’t dull when attacking but can still only attack once per turn.”
    expect(
        verdict,
        False,
        "Tifa already attacked this turn",
        {"forming-a-party", "brave"},
        quote=("brave", "can still only attack once per turn"),
    )


def test_a_new_forward_needs_haste_to_join(ask: Ask) -> None:
    without = ask(TOPIC, members="Cloud element=Fire new; Tifa element=Fire")
    expect(without, False, "Cloud can't attack", {"forming-a-party", "haste"})
    with_haste = ask(TOPIC, members="Cloud element=Fire new Haste; Tifa element=Fire")
    expect(
        with_haste,
        True,
        "can form a party",
        {"forming-a-party", "haste"},
        quote=("haste", "Forwards with Haste can attack even if they are not controlled"),
    )
    assert "illegal if Cloud lost Haste (it is new this turn)" in with_haste.would_change


def test_a_multi_element_forward_shares_either_element(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire; Shantotto element=Fire,Ice; Squall element=Ice")
    expect(verdict, False, "share no element", {"forming-a-party"}, quote=("forming-a-party", "same element"))
    verdict = ask(TOPIC, members="Shantotto element=Fire,Ice; Squall element=Ice")
    expect(verdict, True, "shared element: Ice", {"forming-a-party"})
    assert "multi-element" in assumed(verdict)


def test_one_forward_is_not_a_party(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire")
    expect(
        verdict,
        False,
        "a party needs two or more Forwards",
        {"forming-a-party"},
        quote=("forming-a-party", "To form a party means to attack with two or more Forwards"),
    )


def test_a_backup_cannot_be_in_a_party(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire; Cid element=Fire type=backup")
    expect(verdict, False, "Cid is a backup, not a Forward", {"forming-a-party"})
    assert "only-forwards-attack" in assumed(verdict)


def test_a_party_sharing_only_light_or_dark_is_not_covered(ask: Ask) -> None:
    expect_not_covered(
        ask(TOPIC, members="Warrior element=Light; Cosmos element=Light"), "no rules on Light or Dark"
    )
    # An illegal party stays a clear No, whatever it shares.
    verdict = ask(TOPIC, members="Warrior element=Light dull; Cosmos element=Light")
    expect(verdict, False, "Warrior is dull", {"forming-a-party"})


def test_party_with_any_element_card_text(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Lenna element=Water party_any; Cloud element=Fire")
    expect(verdict, True, "can form a party", {"forming-a-party"})
    assert "card-text-first" in assumed(verdict)
    verdict = ask(TOPIC, members="Lenna element=Water party_any; Cloud element=Fire; Squall element=Ice")
    expect_not_covered(verdict, "doesn't say whether such a party can be formed")


def test_members_need_their_element(library: Library) -> None:
    with pytest.raises(ScenarioError, match=r"Tifa needs its elements \(element=Fire\)"):
        build_scenario(TOPIC, {"members": "Cloud element=Fire; Tifa"}, library)


def test_a_party_deals_first_strike_damage_only_if_all_have_it(ask: Ask) -> None:
    # “A party can deal First Strike damage only if all Forwards in the party have First Strike.”
    verdict = ask(
        TOPIC, members='Cloud element=Fire "First Strike"; Tifa element=Fire', question="first_strike"
    )
    expect(
        verdict,
        False,
        "No — Tifa lacks First Strike, so the party deals damage normally",
        {"forming-a-party", "first-strike"},
        quote=("forming-a-party", "only if all Forwards in the party have First Strike"),
    )
    verdict = ask(
        TOPIC,
        members='Cloud element=Fire "First Strike"; Tifa element=Fire "First Strike"',
        question="first_strike",
    )
    expect(
        verdict,
        True,
        "Yes — every Forward of the party (Cloud and Tifa) has First Strike",
        {"forming-a-party", "first-strike"},
    )
