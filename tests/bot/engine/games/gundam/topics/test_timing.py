"""gundam.timing, cited from Ver. 1.7.0: 【Activate･Main】 (13-2-1), 【Activate･Action】 (13-2-2), 【Main】
(13-2-3), 【Action】 (13-2-4), action steps (9) and battles (8)."""

from __future__ import annotations

import pytest

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.timing"


def test_activate_main_in_your_main_phase_with_no_unit_attacking(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="activate_main", when="main")
    # 13-2-1-1: “… can only be activated during your main phase while the Unit is not attacking.”
    expect(
        verdict,
        True,
        "can be used now",
        {"9-1", "13-2-1-1"},
        quote=("13-2-1-1", "during your main phase while the Unit is not attacking"),
    )


@pytest.mark.parametrize("when", ["attack_step", "block_step"])
def test_activate_main_not_during_a_battle(ask: Ask, when: str) -> None:
    verdict = ask(TOPIC, effect="activate_main", when=when)
    # 8-1: the battle's five steps; 8-6-2: “the battle ends, and you return to the main phase.”
    expect(
        verdict,
        False,
        "a Unit is attacking",
        {"9-1", "8-1", "8-6-2", "13-2-1-1"},
        quote=("8-6-2", "you return to the main phase"),
        assumes=set(),  # the older text needed an assumption here; 1.7.0 has the sentences
    )


def test_activate_main_is_not_an_action_of_an_action_step(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="activate_main", when="battle_action_step")
    # 9-3: “… one of the following actions: activate an 【Action】 Command card, activate an
    # 【Activate･Action】 effect, or pass.”
    expect(verdict, False, "the only actions", {"9-1", "9-3"}, quote=("9-3", "or pass"))


@pytest.mark.parametrize(("when", "your_turn"), [("main", False), ("end", True), ("other_phase", True)])
def test_activate_main_only_in_your_own_main_phase(ask: Ask, when: str, your_turn: bool) -> None:
    verdict = ask(TOPIC, effect="activate_main", when=when, your_turn=your_turn)
    expect(
        verdict, False, "it isn't your main phase", {"9-1", "13-2-1-1"}, quote=("13-2-1-1", "your main phase")
    )


@pytest.mark.parametrize("when", ["battle_action_step", "end_action_step"])
def test_activate_action_in_either_action_step(ask: Ask, when: str) -> None:
    verdict = ask(TOPIC, effect="activate_action", when=when)
    # 9-1: “An action step occurs after the block step and during the end phase.”
    expect(
        verdict,
        True,
        "can be used now",
        {"13-2-2-1", "9-1"},
        quote=("9-1", "after the block step and during the end phase"),
    )


def test_activate_action_in_the_opponents_action_step(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="activate_action", when="end_action_step", your_turn=False)
    # 9-2: “… taking turns starting with the standby player, players may activate …”
    expect(verdict, True, "your opponent’s turn", {"13-2-2-1", "9-1", "9-2"})


@pytest.mark.parametrize("when", ["main", "attack_step", "block_step", "end"])
def test_activate_action_not_outside_an_action_step(ask: Ask, when: str) -> None:
    verdict = ask(TOPIC, effect="activate_action", when=when)
    expect(verdict, False, "it isn't an action step", {"13-2-2-1", "9-1"})


def test_main_command_in_your_main_phase(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="main", when="main")
    # 13-2-3-1: “… by playing the card during your main phase while no Units are attacking.”
    expect(
        verdict, True, "【Main】 can be used now", {"13-2-3-1"}, quote=("13-2-3-1", "during your main phase")
    )


@pytest.mark.parametrize(("when", "your_turn"), [("end_action_step", True), ("battle_action_step", False)])
def test_main_command_not_in_an_action_step(ask: Ask, when: str, your_turn: bool) -> None:
    # 9-3: “The standby player may choose to perform one of the following actions: activate an 【Action】
    # Command card, activate an 【Activate･Action】 effect, or pass.” — the list of an action step's
    # actions leaves a 【Main】 Command out; that step, not 13-2-3-1's permission, decides the No.
    verdict = ask(TOPIC, effect="main", when=when, your_turn=your_turn)
    expect(verdict, False, "the only actions", {"13-2-3-1", "9-1", "9-3"}, quote=("9-3", "or pass"))
    assert [step.citation.rule for step in verdict.steps if step.decides and step.citation] == ["9-3"]


@pytest.mark.parametrize(
    ("when", "your_turn"),
    [("attack_step", True), ("block_step", True), ("main", False), ("end", True), ("other_phase", True)],
)
def test_main_command_outside_your_main_phase_and_action_steps_is_not_covered(
    ask: Ask, when: str, your_turn: bool
) -> None:
    # 13-2-3-1: “【Main】 is the keyword for a command effect found only on Command cards that can be
    # activated by playing the card during your main phase while no Units are attacking.” — its “only” is
    # about Command cards; of the timing it grants a permission, where 13-2-1-1 says “can only be
    # activated during”. It was "No — … a Unit is attacking" / "it isn't your main phase", citing it.
    verdict = ask(TOPIC, effect="main", when=when, your_turn=your_turn)
    expect_not_covered(verdict, "if a 【Main】 Command can be played outside your main phase")


def test_action_command_in_the_action_step_after_blocks(ask: Ask) -> None:
    verdict = ask(TOPIC, effect="action", when="battle_action_step", your_turn=False)
    # 13-2-4-1: “… that can be activated by playing the card during an action step.”
    expect(
        verdict,
        True,
        "【Action】 can be used now",
        {"13-2-4-1", "9-1"},
        quote=("13-2-4-1", "during an action step"),
    )


@pytest.mark.parametrize(("when", "your_turn"), [("block_step", True), ("main", True), ("end", False)])
def test_action_command_outside_an_action_step_is_not_covered(ask: Ask, when: str, your_turn: bool) -> None:
    # 13-2-4-1: “【Action】 is the keyword for a command effect found only on Command cards that can be
    # activated by playing the card during an action step.” — a permission, where 13-2-2-1 says “can only
    # be activated during action steps”. It was "No — … it isn't an action step", citing it.
    verdict = ask(TOPIC, effect="action", when=when, your_turn=your_turn)
    expect_not_covered(verdict, "if an 【Action】 Command can be played outside an action step")


def test_a_command_with_both_main_and_action(ask: Ask) -> None:
    in_main = ask(TOPIC, effect="main_and_action", when="main")
    expect(in_main, True, "played as a 【Main】 Command", {"13-2-3-2", "13-2-3-1", "13-2-4-1", "9-1"})
    in_step = ask(TOPIC, effect="main_and_action", when="end_action_step", your_turn=False)
    # 13-2-3-2: “Some effects list 【Main】 and 【Action】 together. In this case, the effect can be
    # activated at either time.”
    expect(
        in_step,
        True,
        "played as an 【Action】 Command",
        {"13-2-3-2", "13-2-4-1", "9-1"},
        quote=("13-2-3-2", "can be activated at either time"),
    )
    # Neither 13-2-3-1 nor 13-2-4-1 says "only": another phase is not covered (it was a No citing both).
    expect_not_covered(
        ask(TOPIC, effect="main_and_action", when="other_phase"),
        "if a 【Main】/【Action】 Command can be played outside your main phase and action steps",
    )


# --- sub-question: is it an action step now? (9-1)


@pytest.mark.parametrize(
    ("when", "held"),
    [("battle_action_step", True), ("end_action_step", True), ("block_step", False), ("main", False)],
)
def test_action_steps_are_after_the_block_step_and_in_the_end_phase(ask: Ask, when: str, held: bool) -> None:
    # 9-1: “An action step occurs after the block step and during the end phase.”
    verdict = ask(TOPIC, effect="action", when=when, question="action_step")
    expect(
        verdict,
        held,
        "Yes — it is an action step" if held else "No — it is not an action step",
        {"9-1"},
        quote=("9-1", "An action step occurs after the block step"),
    )
