"""fftcg.warp: pay in your main phase with an empty stack; one counter off per main phase 1."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.warp"


def test_warp_2_deploys_at_the_second_main_phase_1(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Ifrit Warp 2")
    expect(
        verdict,
        "2nd main phase 1",
        "the last comes off at the start of your 2nd main phase 1 from now",
        {"warp"},
        quote=(
            "warp",
            "When the final Warp counter is removed from such a card, an auto ability that deploys",
        ),
    )
    assert any("equal to the Warp value written on the card" in c.quote for c in verdict.citations)


def test_counters_left_after_some_turns(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Ifrit Warp 3", main_phases_passed=1)
    expect(
        verdict,
        2,
        "2 Warp counters left on Ifrit",
        {"warp"},
        quote=("warp", "At the start of your subsequent main phases 1"),
    )
    verdict = ask(TOPIC, card="Ifrit Warp 3", main_phases_passed=3)
    expect(verdict, 0, "triggered the auto-ability that deploys Ifrit", {"warp"})


def test_not_outside_your_main_phase_nor_with_a_full_stack(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Ifrit Warp 3", phase="attack", stack_empty=False)
    expect(
        verdict,
        False,
        "it isn't your main phase (Attack Phase); the stack isn't empty",
        {"warp"},
        quote=("warp", "While the stack is empty during your main phase"),
    )
    verdict = ask(TOPIC, card="Ifrit Warp 3", phase="main_2", your_turn=False)
    expect(verdict, False, "of your opponent", {"warp"})


def test_a_card_without_warp(ask: Ask) -> None:
    expect(ask(TOPIC, card="Ifrit"), False, "Ifrit has no Warp", {"warp"})


def test_warp_0_and_two_warp_values_are_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, card="Ifrit Warp 0"), "Warp 0 puts no Warp counters")
    expect_not_covered(ask(TOPIC, card="Ifrit Warp 2 Warp 3"), "different values (2, 3)")
