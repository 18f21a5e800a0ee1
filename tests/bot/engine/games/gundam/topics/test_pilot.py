"""gundam.pilot, cited from Ver. 1.7.0: qualifications (13-2-9-2, 13-2-10-2 with 2-2-2 and 2-5-3),
【During Pair】 (13-2-10), pairing now (7-5-2-1, 9-3, 8-6-2), AP/HP (3-3-8-1), colours (7-5-2-2, 2-4-3)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.pilot"
AMURO = '"Amuro Ray" traits="(Earth Federation),(White Base Team)"'


def test_a_pilot_meets_a_qualification_by_name(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Gundam qual="Amuro Ray"')
    # 2-2-2: “Cards may be referred to by their card name … reference the card with that card name.”
    expect(
        verdict,
        True,
        "Amuro Ray meets 【Amuro Ray Pilot】",
        {"2-2-2", "13-2-9-2"},
        quote=("2-2-2", "reference the card with that card name"),
    )


def test_a_pilot_meets_a_qualification_by_trait(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Guncannon qual="(White Base Team)"')
    # 2-5-3: “If a trait appears in a text, it is referring to cards with that trait.”
    expect(
        verdict,
        True,
        "meets 【(White Base Team) Pilot】",
        {"2-5-3", "13-2-9-2"},
        quote=("2-5-3", "referring to cards with that trait"),
    )


def test_a_pilot_without_the_trait_does_not(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot='"Char Aznable" traits="Zeon"', unit='Guncannon qual="(White Base Team)"')
    expect(verdict, False, "doesn't meet", {"2-5-3", "13-2-9-2"})


def test_any_pilot_meets_no_qualifications(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot='"Char Aznable"', unit="Zaku qual=any")
    # 13-2-9-1: “… an effect that activates when a Pilot is paired with a Unit.”
    expect(verdict, True, "meets 【Pilot】", {"13-2-9-1"}, quote=("13-2-9-1", "when a Pilot is paired"))


def test_a_partial_name_is_not_covered(ask: Ask) -> None:
    # 2-2-2 (a bare name is that card) and 2-2-3 (‘with “xyz” in its name’ is any card containing it):
    # which one a qualification written "Amuro" is, the bot can't tell.
    expect_not_covered(ask(TOPIC, pilot=AMURO, unit="Gundam qual=Amuro"), "can't tell which")


def test_a_trait_qualification_needs_the_pilots_traits(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="give Amuro Ray's traits"):
        ask(TOPIC, pilot='"Amuro Ray"', unit='Gundam qual="(White Base Team)"')


def test_during_pair_is_active_while_a_qualified_pilot_is_paired(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Gundam qual="Amuro Ray"', question="during_pair")
    # 13-2-10-1: “… an effect that is possessed by the Unit while a Pilot is paired with it.”
    expect(
        verdict,
        True,
        "is active while Amuro Ray is paired",
        {"13-2-10-1", "2-2-2", "13-2-10-2"},
        quote=("13-2-10-2", "while a Pilot fulfilling the (qualifications) is paired with this Unit"),
    )


def test_during_pair_is_not_active_without_a_paired_pilot(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Gundam qual="Amuro Ray"', question="during_pair", paired=False)
    expect(
        verdict,
        False,
        "only while a Pilot is paired",
        {"13-2-10-1"},
        quote=("13-2-10-1", "while a Pilot is paired with it"),
    )


def test_during_pair_is_not_active_for_an_unqualified_pilot(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot='"Char Aznable"', unit='Gundam qual="Amuro Ray"', question="during_pair")
    expect(verdict, False, "is not active", {"13-2-10-1", "2-2-2", "13-2-10-2"})


def test_when_paired_is_the_trigger_mechanism(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Gundam qual="Amuro Ray"', question="when_paired")
    expect(verdict, True, "【When Paired･Amuro Ray Pilot】 triggers", {"13-2-9-1", "2-2-2", "13-2-9-2"})


@pytest.mark.parametrize(("when", "your_turn"), [("battle_action_step", True), ("end_action_step", False)])
def test_no_pairing_during_an_action_step(ask: Ask, when: str, your_turn: bool) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit="Gundam", question="pair_now", when=when, your_turn=your_turn)
    # 9-3: “The standby player may choose to perform one of the following actions: activate an 【Action】
    # Command card, activate an 【Activate･Action】 effect, or pass.” — a closed list: pairing isn't on it.
    expect(
        verdict,
        False,
        "pairing a Pilot isn't one of an action step's actions",
        {"9-1", "9-3"},
        quote=("9-3", "one of the following actions"),
    )
    assert [step.citation.rule for step in verdict.steps if step.decides and step.citation] == ["9-3"]


def test_pairing_in_your_main_phase_is_cited_not_assumed(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit="Gundam", question="pair_now")
    # 7-5-2-1: “The active player may perform the following actions … pair a Pilot …”
    expect(
        verdict,
        True,
        "can be paired",
        {"9-1", "7-5-2-1"},
        quote=("7-5-2-1", "pair a Pilot"),
        assumes=set(),
    )


@pytest.mark.parametrize(
    ("when", "your_turn"),
    [("attack_step", True), ("block_step", True), ("main", False), ("end", True), ("other_phase", False)],
)
def test_pairing_outside_your_main_phase_and_action_steps_is_not_covered(
    ask: Ask, when: str, your_turn: bool
) -> None:
    # 7-5-2-1: “The active player may perform the following actions in any order as many times as desired
    # with cards from the hand by paying their cost: deploy a Unit, deploy a Base, pair a Pilot, …” — a
    # permission, with no “only”; no sentence of 1.7.0 (7, 8, 9, 3-3) limits pairing outside an action
    # step. It was "No — a Pilot is paired from the hand only in your own main phase", citing it.
    verdict = ask(TOPIC, pilot=AMURO, unit="Gundam", question="pair_now", when=when, your_turn=your_turn)
    expect_not_covered(verdict, "7-5-2-1 says the active player may pair one, not only then")
    assert "7-5-2-1" in verdict.rule_ids
    assert not any("new in Ver. 1.7.0" in step.test for step in verdict.steps)


def test_questions_on_a_qualification_need_it(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match=r"give the Unit's qualification"):
        ask(TOPIC, pilot=AMURO, unit="Gundam", question="during_pair")


# --- sub-questions: the Unit's AP and HP with a paired Pilot; colours.


def test_ap_adds_the_pilot_and_a_qualifying_during_pair_bonus(ask: Ask) -> None:
    # 3-3-8-1: “These numerical values are added to the paired Unit while they are paired.”
    # 13-2-10-2: “… while a Pilot fulfilling the (qualifications) is paired with this Unit, perform (text).”
    verdict = ask(
        TOPIC, pilot=f"{AMURO} ap=1 hp=2", unit='Gundam ap=3 hp=4 qual="Amuro Ray" pair_ap=2', question="ap"
    )
    expect(
        verdict,
        6,
        "6 — Gundam's AP with Amuro Ray paired: 3 + 1 (Amuro Ray) + 2 (【During Pair】)",
        {"3-3-8-1", "13-2-10-1", "2-2-2", "13-2-10-2"},
        quote=("3-3-8-1", "added to the paired Unit while they are paired"),
        assumes=set(),
    )


def test_a_during_pair_bonus_needs_a_qualifying_pilot(ask: Ask) -> None:
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
        {"3-3-8-1", "13-2-10-1", "2-2-2", "13-2-10-2"},
    )
    assert "with a Pilot meeting 【Amuro Ray Pilot】, HP+2 more" in verdict.would_change
    assert verdict.answers == {"hp": 5, "qualifies": False, "during_pair": False}


def test_ap_without_a_during_pair_bonus_is_the_sum_of_unit_and_pilot(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot="Kai ap=1 hp=1", unit="Guncannon ap=2 hp=3", question="hp")
    assert verdict.answer == 4 and verdict.answers == {"hp": 4}
    assert not verdict.assumptions and verdict.rule_ids == ("3-3-8-1",)


def test_an_unpaired_pilot_adds_nothing(ask: Ask) -> None:
    # 13-2-10-1: 【During Pair】 is possessed only “while a Pilot is paired with it”.
    verdict = ask(
        TOPIC,
        pilot=f"{AMURO} ap=1 hp=1",
        unit="Gundam ap=3 hp=4 qual=any pair_ap=2",
        question="ap",
        paired=False,
    )
    expect(verdict, 3, "3 — Gundam's own AP", {"3-3-8-1", "13-2-10-1"}, assumes=set())


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


def test_colours_do_not_stop_a_pairing_and_the_answer_says_it_is_new(ask: Ask) -> None:
    # 7-5-2-2-2 / 7-5-2-2-3: playing a card checks its Lv. and pays its cost; 2-4-3: “The color of a Unit in
    # the battle area is not affected by the color of a card paired with it.” The older text had no colours.
    verdict = ask(TOPIC, pilot="Amuro", unit="Gundam", question="colours")
    expect(
        verdict,
        True,
        "colours don't stop Amuro pairing with Gundam",
        {"7-5-2-2-2", "7-5-2-2-3", "2-4-3"},
        quote=("2-4-3", "is not affected by the color of a card paired with it"),
    )
    assert any("new in Ver. 1.7.0" in step.test for step in verdict.steps)


def test_when_paired_also_answers_qualifies(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot=AMURO, unit='Gundam qual="Amuro Ray"', question="when_paired")
    assert verdict.answers == {"when_paired": True, "qualifies": True}


def test_a_pilot_is_never_paired_with_a_base(ask: Ask) -> None:
    # 3-3-1: “When played, Pilot cards are placed beneath Units in the battle area and paired with them.”
    paired = r"unit: Fort is a Base, and Pilots are paired with Units \(3-3-1\)"
    for question in ("qualifies", "pair_now", "colours"):
        with pytest.raises(ScenarioError, match=paired):
            ask(TOPIC, pilot="Amuro Ray", unit="Fort base qual=any", question=question)


def test_effects_on_the_unit_change_its_ap_and_a_negative_result_is_zero(ask: Ask) -> None:
    # 1-3-6: “If the result would be negative, treat it as zero unless it will be modified by another
    # effect.” 3 + 1 (the Pilot) − 5 is −1: the AP is 0, not the 4 the Unit and Pilot alone give.
    verdict = ask(TOPIC, pilot="Amuro ap=1 hp=1", unit="Zaku ap=3 hp=3 AP-5", question="ap")
    expect(
        verdict,
        0,
        "0 — Zaku's AP with Amuro paired: 3 + 1 (Amuro) − 5 (AP-5) → 0",
        {"3-3-8-1", "1-3-6"},
        quote=("1-3-6", "treat it as zero unless it will be modified by another effect"),
    )


@pytest.mark.parametrize(
    ("unit", "stat", "value"),
    [
        ('Zaku ap=3 hp=3 "AP+2 during this turn"', "ap", 6),  # 3 + 1 + 2
        ("Zaku ap=3 hp=3 HP-1", "hp", 3),  # 3 + 1 − 1
    ],
)
def test_effects_on_the_unit_count_in_its_stats(ask: Ask, unit: str, stat: str, value: int) -> None:
    # 3-3-8-1: the Pilot's values “are added to the paired Unit”; the Unit's own effects (written as
    # docs/games/gundam.md asks) are added too.
    verdict = ask(TOPIC, pilot="Amuro ap=1 hp=1", unit=unit, question=stat)
    assert verdict.answer == value, verdict.headline
    assert verdict.headline.startswith(f"{value} — ")


def test_a_during_pair_bonus_counts_before_a_negative_ap_becomes_zero(ask: Ask) -> None:
    # 1-3-6: “… treat it as zero unless it will be modified by another effect”: the 【During Pair】
    # AP+2 modifies it, so 3 + 1 − 5 + 2 is 1, not 0 + 2.
    verdict = ask(
        TOPIC, pilot=f"{AMURO} ap=1 hp=1", unit="Gundam ap=3 hp=4 qual=any pair_ap=2 AP-5", question="ap"
    )
    expect(
        verdict,
        1,
        "1 — Gundam's AP with Amuro Ray paired: 3 + 1 (Amuro Ray) − 5 (AP-5) + 2 (【During Pair】)",
        {"3-3-8-1", "13-2-10-1", "13-2-10-2"},
    )


def test_an_unpaired_units_effects_still_count(ask: Ask) -> None:
    verdict = ask(TOPIC, pilot="Amuro ap=1 hp=1", unit="Zaku ap=3 hp=3 AP-2", question="ap", paired=False)
    expect(verdict, 1, "1 — Zaku's AP, 3 − 2 (AP-2): no Pilot is paired with it", {"3-3-8-1"})


def test_the_colours_step_says_only_what_7_5_2_2_2_says(ask: Ask) -> None:
    # 7-5-2-2-2: “Confirm you have a sufficient number of Resources to fulfill its Lv. condition.” It
    # speaks of the Lv. check only, so the step cites it for that: a number of Resources, not colours.
    verdict = ask(TOPIC, pilot=AMURO, unit="Gundam", question="colours")
    step = next(s for s in verdict.steps if s.citation is not None and s.citation.rule == "7-5-2-2-2")
    assert "number of your Resources" in step.test and "absent from the steps" not in step.test
