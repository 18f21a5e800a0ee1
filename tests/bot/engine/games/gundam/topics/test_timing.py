"""gundam.timing: 【Activate･Main】 (11-2-1), 【Activate･Action】 (11-2-2), 【Main】 (11-2-3),
【Action】 (11-2-4)."""

from __future__ import annotations

import pytest

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.timing"


def test_activate_main_in_your_main_phase_with_no_unit_attacking(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="activate_main", when="main")
    # 11-2-1-1: “… can only be activated during your main phase.”
    expect(
        verdict,
        True,
        "can be used now",
        {"11-2-1-1", "11-2-1-1-1"},
        quote=("11-2-1-1", "during your main phase"),
    )


def test_activate_main_not_while_a_unit_is_attacking(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="activate_main", when="block_step")
    # 11-2-1-1-1: “An 【Activate･Main】 effect cannot be activated while a Unit is attacking.”
    expect(
        verdict,
        False,
        "a Unit is attacking",
        {"11-2-1-1-1"},
        quote=("11-2-1-1-1", "cannot be activated while a Unit is attacking"),
        assumes={"gundam.attack-lasts"},
    )


@pytest.mark.parametrize(("when", "your_turn"), [("main", False), ("end", True), ("end_action_step", True)])
def test_activate_main_only_in_your_own_main_phase(ask: Ask, when: str, your_turn: bool) -> None:
    verdict = ask(TOPIC, effect="activate_main", when=when, your_turn=your_turn)
    expect(verdict, False, "it isn't your main phase", {"11-2-1-1"}, quote=("11-2-1-1", "your main phase"))


@pytest.mark.parametrize("when", ["battle_action_step", "end_action_step"])
def test_activate_action_in_either_action_step(ask: Ask, when: str) -> None:
    verdict = ask(TOPIC, effect="activate_action", when=when)
    # 11-2-2-1-1: “An action step occurs after the block step of a Unit attack and during the end phase.”
    expect(
        verdict,
        True,
        "can be used now",
        {"11-2-2-1", "11-2-2-1-1"},
        quote=("11-2-2-1-1", "after the block step of a Unit attack and during the end phase"),
    )


def test_activate_action_in_the_opponents_action_step(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="activate_action", when="end_action_step", your_turn=False)
    expect(verdict, True, "your opponent’s turn", {"11-2-2-1", "11-2-2-1-1"})


@pytest.mark.parametrize("when", ["main", "attack_step", "block_step", "end"])
def test_activate_action_not_outside_an_action_step(ask: Ask, when: str) -> None:
    verdict = ask(TOPIC, effect="activate_action", when=when)
    expect(verdict, False, "it isn't an action step", {"11-2-2-1", "11-2-2-1-1"})


def test_main_command_in_your_main_phase(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="main", when="main")
    # 11-2-3-2: “【Main】 means this card can be played from your hand during your main phase.”
    expect(
        verdict, True, "【Main】 can be used now", {"11-2-3-2"}, quote=("11-2-3-2", "during your main phase")
    )


def test_main_command_not_in_an_action_step(ask: Ask) -> None:
    expect(ask(TOPIC, effect="main", when="end_action_step"), False, "it isn't your main phase", {"11-2-3-2"})


def test_main_command_during_an_attack_is_not_covered(ask: Ask) -> None:
    # 11-2-1-1-1 forbids use while attacking only for 【Activate･Main】; 11-2-3-2: "during your main phase".
    expect_not_covered(ask(TOPIC, effect="main", when="block_step"), "only of 【Activate･Main】")


def test_action_command_in_the_action_step_after_blocks(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="action", when="battle_action_step", your_turn=False)
    # 11-2-4-2: “【Action】 means this card can be played from your hand during an action step.”
    expect(
        verdict,
        True,
        "【Action】 can be used now",
        {"11-2-4-2", "11-2-4-2-1"},
        quote=("11-2-4-2", "during an action step"),
    )


def test_action_command_not_in_the_block_step(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="action", when="block_step")
    expect(verdict, False, "it isn't an action step", {"11-2-4-2", "11-2-4-2-1"})


def test_a_command_with_both_main_and_action(ask: Ask) -> None:
    in_main = ask(TOPIC, effect="main_and_action", when="main")
    expect(in_main, True, "played as a 【Main】 Command", {"11-2-3", "11-2-3-2", "11-2-4-2", "11-2-4-2-1"})
    in_step = ask(TOPIC, effect="main_and_action", when="end_action_step", your_turn=False)
    # Key Point of 11-2-3: “Some Command cards have both 【Main】 and 【Action】”
    expect(
        in_step,
        True,
        "played as an 【Action】 Command",
        {"11-2-3", "11-2-4-2", "11-2-4-2-1"},
        quote=("11-2-3", "Some Command cards have both"),
    )
    expect(
        ask(TOPIC, effect="main_and_action", when="other_phase"),
        False,
        "neither your main phase",
        {
            "11-2-3",
            "11-2-3-2",
            "11-2-4-2",
            "11-2-4-2-1",
        },
    )


def test_key_point_steps_say_so(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="main_and_action", when="main")
    assert any(
        step.test.endswith("(Key Point)") and step.citation.rule == "11-2-3"
        for step in verdict.steps
        if step.citation
    )


# --- #15 sub-question: is it an action step now? (11-2-2-1-1)


@pytest.mark.parametrize(
    ("when", "held"),
    [("battle_action_step", True), ("end_action_step", True), ("block_step", False), ("main", False)],
)
def test_action_steps_are_after_the_block_step_and_in_the_end_phase(ask: Ask, when: str, held: bool) -> None:
    # 11-2-2-1-1: “An action step occurs after the block step of a Unit attack and during the end phase.”
    verdict = ask(TOPIC, effect="action", when=when, question="action_step")
    expect(
        verdict,
        held,
        "Yes — it is an action step" if held else "No — it is not an action step",
        {"11-2-2-1-1"},
        quote=("11-2-2-1-1", "An action step occurs after the block step of a Unit attack"),
    )
