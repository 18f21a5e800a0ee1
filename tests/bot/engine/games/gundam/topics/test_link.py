"""gundam.link, from Ver. 1.7.0: a Link Unit (3-2-6-2) — a Pilot name in brackets (3-2-6-4), a trait
(3-2-6-1), either of several (5-19-1) — attacks the turn it is deployed (3-2-6-3); 【During Link】
(13-2-12-2), 【When Linked】 (13-2-11-1); its AP/HP with the Pilot (3-3-8-1)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.link"


def test_a_pilot_whose_name_contains_the_bracketed_text_links(ask: Ask) -> None:
    # 3-2-6-4: “… satisfied if a Pilot whose card name contains the bracketed text is paired.”
    verdict = ask(TOPIC, unit='Gundam X link="[Garrod Ran]"', pilot='"Garrod Ran & Tiffa Adill"')
    expect(
        verdict,
        True,
        "it is a Link Unit",
        {"3-2-6-4", "3-2-6-2"},
        quote=("3-2-6-4", "contains the bracketed text"),
    )


def test_a_trait_link_condition(ask: Ask) -> None:
    # 3-2-6-1: “These are conditions that are necessary to create a Link Unit, such as Pilot names or traits.”
    verdict = ask(TOPIC, unit='Jegan link="(Earth Federation) Trait"', pilot='Kai traits="White Base Team"')
    expect(
        verdict,
        False,
        "doesn't meet Jegan's link condition",
        {"3-2-6-1", "3-2-6-2"},
        quote=("3-2-6-1", "traits"),
    )


def test_either_of_two_link_conditions(ask: Ask) -> None:
    # 5-19-1: “/” “performs the same function as the conjunction “or””.
    verdict = ask(TOPIC, unit='Gx link="(Newtype) Trait / [Garrod Ran]"', pilot='Tiffa traits="Newtype"')
    expect(verdict, True, "it is a Link Unit", {"5-19-1", "3-2-6-1", "3-2-6-4", "3-2-6-2"})


def test_a_link_unit_attacks_the_turn_it_is_deployed(ask: Ask) -> None:
    # 3-2-6-3: “Units normally cannot attack during the turn in which they are deployed. Link Units can
    # immediately attack during the turn in which they are deployed.” (g20)
    verdict = ask(TOPIC, unit='Gundam link="[Amuro Ray]"', pilot="Amuro Ray", question="attack_now")
    expect(verdict, True, "can attack the turn it is deployed", {"3-2-6-4", "3-2-6-2", "3-2-6-3"})
    unlinked = ask(TOPIC, unit='Gundam link="[Amuro Ray]"', pilot="Hayato", question="attack_now")
    expect(unlinked, False, "can't attack the turn it is deployed", {"3-2-6-4", "3-2-6-2", "3-2-4"})


def test_during_link_and_when_linked(ask: Ask) -> None:
    # 13-2-12-2: “… while a Pilot fulfilling the link conditions is paired with this Unit, perform (text).”
    # 13-2-11-1: “… an effect activates when a pilot that meets the link condition is set.”
    during = ask(TOPIC, unit='Gundam link="[Amuro Ray]"', pilot="Amuro Ray", question="during_link")
    expect(during, True, "【During Link】 is active", {"3-2-6-4", "3-2-6-2", "13-2-12-2"})
    when = ask(TOPIC, unit='Gundam link="[Amuro Ray]"', pilot="Char Aznable", question="when_linked")
    expect(when, False, "【When Linked】 doesn't trigger", {"3-2-6-4", "3-2-6-2", "13-2-11-1"})


def test_ap_with_the_pilot(ask: Ask) -> None:
    # 3-3-8-1: “These numerical values are added to the paired Unit while they are paired.”
    verdict = ask(
        TOPIC, unit='Gundam ap=3 hp=3 link="[Amuro Ray]"', pilot="Amuro Ray ap=2 hp=1", question="ap"
    )
    expect(verdict, 5, "5 — Gundam's AP with Amuro Ray paired: 3 + 2 (Amuro Ray)", {"3-3-8-1"})


def test_the_link_condition_is_asked_for(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="link condition as printed"):
        ask(TOPIC, unit="Gundam", pilot="Amuro Ray")


def test_an_unreadable_link_condition_is_not_covered(ask: Ask) -> None:
    verdict = ask(TOPIC, unit='Gx link="Lv.4 or higher"', pilot="Amuro Ray")
    expect_not_covered(verdict, "can't tell what this one asks for")


def test_a_real_unit_and_pilot(real: Ask) -> None:
    # Stark Jegan (GD01-017): link “(Earth Federation) Trait”; Amuro Ray (ST01-010) has that trait; his
    # 【Burst】 and 【When Paired】 lines are weighed (13-2-5-1, 10-1-6-2).
    verdict = real(TOPIC, unit='"Stark Jegan"', pilot='"Amuro Ray (ST01-010)"')
    expect(verdict, True, "it is a Link Unit", {"3-3-9-1", "13-2-5-1", "10-1-6-2", "3-2-6-1", "3-2-6-2"})


def test_a_base_is_never_a_link_unit(ask: Ask) -> None:
    # 3-2-6: “Only Units have link conditions.”; 3-3-1: “When played, Pilot cards are placed beneath Units in
    # the battle area and paired with them.”
    for question in ("linked", "attack_now", "ap"):
        with pytest.raises(ScenarioError, match=r"unit: Fort is a Base, .* \(3-2-6, 3-3-1\)"):
            ask(TOPIC, unit='Fort base link="[Amuro Ray]" ap=2 hp=3', pilot="Amuro ap=1", question=question)
