"""gundam.pilot: 【Pilot】 qualifications (11-2-11), 【During Pair】 (11-2-10), pairing now (11-2-4-2-2)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.pilot"
AMURO = '"Amuro Ray" traits="(Earth Federation),(White Base Team)"'


def test_a_pilot_meets_a_qualification_by_name(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Gundam qual="Amuro Ray"')
    expect(
        verdict,
        True,
        "Amuro Ray meets 【Amuro Ray Pilot】",
        {"11-2-11", "11-2-11-2"},
        quote=("11-2-11", "`【Amuro Pilot】` - Only Amuro"),
    )


def test_a_pilot_meets_a_qualification_by_trait(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Guncannon qual="(White Base Team)"')
    expect(
        verdict,
        True,
        "meets 【(White Base Team) Pilot】",
        {"11-2-11", "11-2-11-2"},
        quote=("11-2-11", "Only Pilots with (Gundam) trait"),
    )


def test_a_pilot_without_the_trait_does_not(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot='"Char Aznable" traits="Zeon"', unit='Guncannon qual="(White Base Team)"')
    expect(verdict, False, "doesn't meet", {"11-2-11", "11-2-11-2"})


def test_any_pilot_meets_pilot_without_qualifications(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot='"Char Aznable"', unit="Zaku qual=any")
    # 11-2-11-3: “If it appears as 【Pilot】 without (qualifications), any Pilot will fulfill the condition …”
    expect(verdict, True, "meets 【Pilot】", {"11-2-11-3"}, quote=("11-2-11-3", "any Pilot will fulfill"))


def test_a_partial_name_is_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, pilot=AMURO, unit="Gundam qual=Amuro"), "only contains")


def test_a_trait_qualification_needs_the_pilots_traits(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="give Amuro Ray's traits"):
        ask(TOPIC, pilot='"Amuro Ray"', unit='Gundam qual="(White Base Team)"')


def test_during_pair_is_active_while_a_qualified_pilot_is_paired(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Gundam qual="Amuro Ray"', question="during_pair")
    # 11-2-10-1: “… a constant effect that is continuously active while a Pilot is paired with that Unit.”
    expect(
        verdict,
        True,
        "is active while Amuro Ray is paired",
        {"11-2-10-1", "11-2-10", "11-2-11", "11-2-11-2"},
        quote=("11-2-10-1", "continuously active while a Pilot is paired with that Unit"),
    )


def test_during_pair_is_not_active_without_a_paired_pilot(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Gundam qual="Amuro Ray"', question="during_pair", paired=False)
    expect(
        verdict,
        False,
        "only while a Pilot is paired",
        {"11-2-10-1", "11-2-10"},
        quote=("11-2-10", "Effect ends immediately when Pilot is removed"),
    )


def test_during_pair_is_not_active_for_an_unqualified_pilot(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot='"Char Aznable"', unit='Gundam qual="Amuro Ray"', question="during_pair")
    expect(
        verdict,
        False,
        "is not active",
        {"11-2-10-1", "11-2-10", "11-2-11", "11-2-11-2"},
        quote=("11-2-10", "Only active if paired Pilot meets the qualifications"),
    )


def test_when_paired_is_the_trigger_mechanism(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Gundam qual="Amuro Ray"', question="when_paired")
    expect(
        verdict,
        True,
        "【When Paired･Amuro Ray Pilot】 triggers",
        {"11-2-9-1", "11-2-9", "11-2-11", "11-2-11-2"},
    )


@pytest.mark.parametrize(("when", "your_turn"), [("battle_action_step", True), ("end_action_step", False)])
def test_no_pairing_during_an_action_step(ask: Ask, when: str, your_turn: bool) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit="Gundam", question="pair_now", when=when, your_turn=your_turn)
    # 11-2-4-2-2: “Cards cannot be paired as Pilots during an action step.”
    expect(
        verdict,
        False,
        "cannot be paired as Pilots during an action step",
        {"11-2-4-2-1", "11-2-4-2-2"},
        quote=("11-2-4-2-2", "Cards cannot be paired as Pilots during an action step."),
    )


def test_pairing_in_your_main_phase_rests_on_an_assumption(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit="Gundam", question="pair_now")
    expect(
        verdict, True, "can be paired", {"11-2-4-2-1", "11-2-4-2-2"}, assumes={"gundam.pair-in-main-phase"}
    )


@pytest.mark.parametrize(("when", "your_turn"), [("block_step", True), ("main", False), ("end", True)])
def test_pairing_outside_your_main_phase_is_not_covered(ask: Ask, when: str, your_turn: bool) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit="Gundam", question="pair_now", when=when, your_turn=your_turn)
    expect_not_covered(verdict, "forbids pairing only during an action step")


def test_questions_on_a_qualification_need_it(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match=r"give the Unit's qualification"):
        ask(TOPIC, pilot=AMURO, unit="Gundam", question="during_pair")


# --- #15 sub-questions: the Unit's AP and HP with a paired Pilot; colours (not in the text).

PILOT_ADDS = {"gundam.pilot-adds-stats"}


def test_ap_adds_the_pilot_and_a_qualifying_during_pair_bonus(ask: Ask) -> None:
    # 11-2-10 (Format): “【During Pair･Char Pilot】 This Unit gets AP+2.”; 11-2-10-1: “continuously active
    # while a Pilot is paired”; the Pilot's own AP is added by the pairing rules (an assumption: not in 11-2).
    verdict = ask(
        TOPIC, pilot=f"{AMURO} ap=1 hp=2", unit='Gundam ap=3 hp=4 qual="Amuro Ray" pair_ap=2', question="ap"
    )
    expect(
        verdict,
        6,
        "6 — Gundam's AP with Amuro Ray paired: 3 + 1 (Amuro Ray) + 2 (【During Pair】)",
        {"11-2-10", "11-2-10-1", "11-2-11", "11-2-11-2"},
        quote=("11-2-10", "This Unit gets AP+2."),
        assumes=PILOT_ADDS,
    )


def test_a_during_pair_bonus_needs_a_qualifying_pilot(ask: Ask) -> None:
    # 11-2-10 (Key Point): “Only active if paired Pilot meets the qualifications”
    verdict = ask(
        TOPIC,
        pilot='"Char Aznable" traits=Zeon ap=2 hp=1',
        unit='Gundam ap=3 hp=4 qual="Amuro Ray" pair_hp=2',
        question="hp",
    )
    expect(
        verdict,
        5,
        "5 — Gundam's HP with Char Aznable paired: 4 + 1 (Char Aznable)",
        {"11-2-10", "11-2-10-1", "11-2-11", "11-2-11-2"},
        quote=("11-2-10", "Only active if paired Pilot meets the qualifications"),
        assumes=PILOT_ADDS,
    )
    assert "with a Pilot meeting 【Amuro Ray Pilot】, HP+2 more" in verdict.would_change
    assert verdict.answers == {"hp": 5, "qualifies": False, "during_pair": False}


def test_ap_without_a_during_pair_bonus_is_the_sum_of_unit_and_pilot(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot="Kai ap=1 hp=1", unit="Guncannon ap=2 hp=3", question="hp")
    assert verdict.answer == 4 and verdict.answers == {"hp": 4}
    assert {a.id for a in verdict.assumptions} == PILOT_ADDS


def test_an_unpaired_pilot_adds_nothing(ask: Ask) -> None:
    # 11-2-10-1: 【During Pair】 is active only “while a Pilot is paired with that Unit”.
    verdict = ask(
        TOPIC,
        pilot=f"{AMURO} ap=1 hp=1",
        unit="Gundam ap=3 hp=4 qual=any pair_ap=2",
        question="ap",
        paired=False,
    )
    expect(verdict, 3, "3 — Gundam's own AP", {"11-2-10-1"}, assumes=PILOT_ADDS)


@pytest.mark.parametrize(
    ("pilot", "unit", "message"),
    [
        ("Kai ap=1", "Guncannon", "give the Unit's AP"),
        ("Kai", "Guncannon ap=2", "give the AP the Pilot adds"),
        ("Kai ap=1", "Guncannon ap=2 pair_ap=1", "qual=any"),
    ],
)
def test_ap_needs_both_numbers_and_a_qualification_for_a_bonus(
    ask: Ask, pilot: str, unit: str, message: str
) -> None:
    with pytest.raises(ScenarioError, match=message):
        ask(TOPIC, pilot=pilot, unit=unit, question="ap")


def test_colours_are_not_in_the_text(ask: Ask) -> None:
    # Section 11-2 has no rule about colours; 11-2-11-2 qualifications name a Pilot or a trait.
    expect_not_covered(
        ask(TOPIC, pilot="Amuro", unit="Gundam", question="colours"), "says nothing about colours"
    )


def test_when_paired_also_answers_qualifies(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Gundam qual="Amuro Ray"', question="when_paired")
    assert verdict.answers == {"when_paired": True, "qualifies": True}
