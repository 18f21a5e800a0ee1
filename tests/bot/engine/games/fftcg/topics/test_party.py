"""fftcg.party: Forming a Party — a shared element, and every Forward able to legally attack."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, build_scenario
from bot.rules.library import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.party"
PARTY = {"forming-a-party", "10.1.2.1", "10.1.2.1.1"}
"""Forming a Party, and each member's own attack (2.1.2's 10.1.2.1: a Forward, active, controlled)."""


def test_forwards_sharing_an_element_that_can_attack_form_a_party(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire; Tifa element=Fire; Vivi element=Fire")
    # “You can only make a party from Forwards sharing the same element.”
    expect(
        verdict,
        True,
        "Yes — Cloud, Tifa and Vivi can form a party (shared element: Fire)",
        PARTY,
        quote=("forming-a-party", "You can only make a party from Forwards sharing the same element."),
    )
    assert any("any number of Forwards" in c.quote for c in verdict.citations)


def test_forwards_of_different_elements_cannot_form_a_party(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire; Squall element=Ice")
    expect(
        verdict,
        False,
        "Cloud and Squall share no element",
        PARTY,
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
        PARTY,
        quote=("forming-a-party", "You can only make a party with Forwards that can legally attack."),
    )
    # 2.1.2 adds "at stage 10.1.2.1" to that sentence: the step quotes the newer glossary and says so.
    assert (
        "Tifa can legally attack (2.1.2's 15.1.1.9.3, from 2020, words this differently; the newer keyword "
        "glossary is quoted)",
        False,
    ) in [(s.test, s.held) for s in verdict.steps]
    assert any(c.rule == "10.1.2.1.1" and "have to be active" in c.quote for c in verdict.citations)
    assert verdict.assumptions == ()


def test_a_brave_forward_that_already_attacked_cannot_join_a_party(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire; Tifa element=Fire Brave attacked")
    # Brave: “don’t dull when attacking but can still only attack once per turn.”
    expect(
        verdict,
        False,
        "Tifa already attacked this turn",
        PARTY | {"brave"},
        quote=("brave", "can still only attack once per turn"),
    )


def test_a_new_forward_needs_haste_to_join(ask: Ask) -> None:
    without = ask(TOPIC, members="Cloud element=Fire new; Tifa element=Fire")
    expect(without, False, "Cloud can't attack", PARTY | {"haste"})
    with_haste = ask(TOPIC, members="Cloud element=Fire new Haste; Tifa element=Fire")
    expect(
        with_haste,
        True,
        "can form a party",
        PARTY | {"haste"},
        quote=("haste", "Forwards with Haste can attack even if they are not controlled"),
    )
    assert "illegal if Cloud lost Haste (it is new this turn)" in with_haste.would_change


def test_a_multi_element_forward_shares_either_element(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire; Shantotto element=Fire,Ice; Squall element=Ice")
    expect(verdict, False, "share no element", PARTY | {"5.2.1.1"}, quote=("forming-a-party", "same element"))
    # 5.2.1.1: a rainbow crystal “has all the Elements corresponding to those colours.”
    verdict = ask(TOPIC, members="Shantotto element=Fire,Ice; Squall element=Ice")
    expect(
        verdict,
        True,
        "shared element: Ice",
        PARTY | {"5.2.1.1"},
        quote=("5.2.1.1", "has all the Elements corresponding to those colours"),
    )


def test_one_forward_is_not_a_party(ask: Ask) -> None:
    verdict = ask(TOPIC, members="Cloud element=Fire")
    expect(
        verdict,
        False,
        "a party needs two or more Forwards",
        PARTY,
        quote=("forming-a-party", "To form a party means to attack with two or more Forwards"),
    )


def test_a_backup_cannot_be_in_a_party(ask: Ask) -> None:
    # 10.1.2.1: “The turn player declares one of their Forwards to make an attack …”
    verdict = ask(TOPIC, members="Cloud element=Fire; Cid element=Fire type=backup")
    expect(
        verdict,
        False,
        "Cid is a backup, not a Forward",
        PARTY,
        quote=("10.1.2.1", "declares one of their Forwards to make an attack"),
    )


def test_two_light_or_dark_forwards_cannot_be_on_one_field_to_form_a_party(ask: Ask) -> None:
    # 12.4.7: “If a player controls two or more Light and/or Dark Element Characters, put all of them into
    # their owner's Break Zone.” (It used to be "not covered": the keyword glossary has no such rule.)
    verdict = ask(TOPIC, members="Warrior element=Light; Cosmos element=Light")
    expect(
        verdict,
        False,
        "Warrior and Cosmos are Light or Dark Characters",
        PARTY | {"12.4.7"},
        quote=("12.4.7", "two or more Light and/or Dark Element Characters"),
    )
    assert verdict.would_change == ("legal if at most one of them were Light or Dark",)
    verdict = ask(TOPIC, members="Chaos element=Dark; Cosmos element=Light dull")
    expect(verdict, False, "Cosmos is dull", PARTY | {"12.4.7"})
    # One Light Forward with another element is no problem.
    verdict = ask(TOPIC, members="Warrior element=Light,Fire; Cloud element=Fire")
    expect(verdict, True, "shared element: Fire", PARTY | {"5.2.1.1"})


def test_party_with_any_element_card_text(ask: Ask) -> None:
    # 2.1: “If the rules in this document and the text on a card contradict each other, the card text
    # takes precedence.”
    verdict = ask(TOPIC, members="Lenna element=Water party_any; Cloud element=Fire")
    expect(
        verdict, True, "can form a party", PARTY | {"2.1"}, quote=("2.1", "the card text takes precedence")
    )
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


def test_which_members_of_a_declared_party_become_dull(ask: Ask) -> None:
    # 10.1.2.2: “If the Forwards declared fulfil the conditions to attack legally, they will then be dull.”
    # Brave: “Forward with the Brave trait don’t dull when attacking”.
    verdict = ask(
        TOPIC, members="Cloud element=Fire Brave; Tifa element=Fire; Vivi element=Fire", question="dulled"
    )
    expect(
        verdict,
        2,
        "2 of the party's 3 Forwards become dull when it attacks: Tifa and Vivi; Cloud has Brave and stays "
        "active",
        PARTY | {"brave", "10.1.2.2"},
        quote=("10.1.2.2", "they will then be dull"),
    )
    assert verdict.answers == {"legal": True, "dulled": 2}
    verdict = ask(TOPIC, members="Cloud element=Fire Brave; Tifa element=Fire Brave", question="dulled")
    expect(verdict, 0, "None become dull", PARTY | {"brave"}, quote=("brave", "don’t dull when attacking"))
    # A party that can't be declared dulls nobody: the answer is that it isn't legal.
    verdict = ask(TOPIC, members="Cloud element=Fire; Tifa element=Fire dull", question="dulled")
    expect(verdict, False, "not a legal party", PARTY)
    assert verdict.question == "legal"
