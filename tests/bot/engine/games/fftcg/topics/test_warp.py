"""fftcg.warp: pay in your main phase with an empty stack; one counter off per main phase 1."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.warp"
WARP = {"warp", "9.3.1.1"}
"""Warp's text, and “your main phase”: 9.3.1.1, “Each turn has two types of Main Phase, known as “Main
Phase 1” and “Main Phase 2”” (an assumption before 2.1.2)."""


def test_warp_2_deploys_at_the_second_main_phase_1(ask: Ask) -> None:
    # “At the start of your subsequent main phases 1, … an auto-ability that removes one Warp counter.”
    verdict = ask(TOPIC, card="Ifrit Warp 2", question="deploy_phase")
    expect(
        verdict,
        2,
        "Ifrit is deployed at the start of your 2nd main phase 1 after paying",
        WARP,
        quote=(
            "warp",
            "When the final Warp counter is removed from such a card, an auto ability that deploys",
        ),
    )
    assert any("equal to the Warp value written on the card" in c.quote for c in verdict.citations)


def test_counters_left_after_some_turns(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Ifrit Warp 3", main_phases_passed=1, question="counters_left")
    expect(
        verdict,
        2,
        "2 Warp counters left on Ifrit",
        WARP,
        quote=("warp", "At the start of your subsequent main phases 1"),
    )
    verdict = ask(TOPIC, card="Ifrit Warp 3", main_phases_passed=3, question="counters_left")
    expect(verdict, 0, "triggered the auto-ability that deploys Ifrit", WARP)
    assert verdict.answers["deployed"] is True


def test_whether_it_has_been_deployed(ask: Ask) -> None:
    # “When the final Warp counter is removed from such a card, an auto ability that deploys the card to
    # the field is triggered.”
    verdict = ask(TOPIC, card="Ifrit Warp 3", main_phases_passed=2, question="deployed")
    expect(verdict, False, "No — 1 Warp counter left on Ifrit", WARP)
    verdict = ask(TOPIC, card="Ifrit Warp 3", main_phases_passed=3, question="deployed")
    expect(verdict, True, "Yes — the last counter came off", WARP)


def test_counters_placed_is_the_warp_value_even_when_paying_now_is_not_covered(ask: Ask) -> None:
    # “has a number of Warp counters placed on it, equal to the Warp value written on the card.”
    verdict = ask(TOPIC, card="Ifrit Warp 3", phase="attack", question="counters")
    expect(verdict, 3, "Ifrit is removed from the game with 3 Warp counters", WARP)
    assert "The text doesn't say whether you can pay it now: it isn't your main phase" in verdict.headline
    assert "can_pay" not in verdict.answers


def test_can_pay_is_the_default_question(ask: Ask) -> None:
    # “While the stack is empty during your main phase, it is possible to pay the cost …”
    verdict = ask(TOPIC, card="Ifrit Warp 2")
    expect(
        verdict,
        True,
        "Yes — you can pay Ifrit's Warp now",
        WARP,
        quote=("9.3.1.1", "Each turn has two types of Main Phase"),
    )
    assert verdict.answers == {"can_pay": True, "counters": 2, "deploy_phase": 2}
    assert verdict.assumptions == ()


def test_counters_left_needs_the_phases_passed(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="needs `main_phases_passed`"):
        ask(TOPIC, card="Ifrit Warp 2", question="counters_left")


def test_outside_your_main_phase_or_with_a_full_stack_is_not_covered(ask: Ask) -> None:
    # Warp: “While the stack is empty during your main phase, it is possible to pay the cost …” — a
    # permission: no sentence says only then (2.1.2 has no Warp), so another time is not a cited No (it
    # was "No — … it isn't your main phase (Attack Phase); the stack isn't empty", citing this sentence).
    verdict = ask(TOPIC, card="Ifrit Warp 3", phase="attack", stack_empty=False)
    expect_not_covered(
        verdict, "when it isn't your main phase (Attack Phase) and the stack isn't empty: 'While the stack"
    )
    expect_not_covered(ask(TOPIC, card="Ifrit Warp 3", phase="main_2", your_turn=False), "of your opponent")
    # Without Warp it is still a No, cited: the sentence is about “a card … that has the Warp keyword”.
    expect(ask(TOPIC, card="Ifrit", phase="attack"), False, "Ifrit has no Warp", {"warp"})


def test_a_card_without_warp(ask: Ask) -> None:
    expect(ask(TOPIC, card="Ifrit"), False, "Ifrit has no Warp", {"warp"})


def test_warp_0_and_two_warp_values_are_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, card="Ifrit Warp 0"), "Warp 0 puts no Warp counters")
    expect_not_covered(ask(TOPIC, card="Ifrit Warp 2 Warp 3"), "different values (2, 3)")
