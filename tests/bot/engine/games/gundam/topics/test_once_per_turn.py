"""gundam.once_per_turn: one activation per turn, counted per Unit or Base with a copy (11-2-12)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "gundam.once_per_turn"


def test_three_copies_allow_three_activations(ask: Ask) -> None:
    verdict = ask(TOPIC, question="total", copies=3)
    # Example of 11-2-12: “… each of those three Units can activate their effect once during the turn
    # (total of 3 activations)”
    expect(
        verdict,
        3,
        "3 activations this turn, one per Unit or Base",
        {"11-2-12-1", "11-2-12-2", "11-2-12"},
        quote=("11-2-12-2", "each Unit or Base can activate it one time"),
    )


def test_one_copy_allows_one_activation(ask: Ask) -> None:
    expect(ask(TOPIC, question="total"), 1, "1 activation this turn", {"11-2-12-1"})


def test_not_twice_by_the_same_unit_in_a_turn(ask: Ask) -> None:
    verdict = ask(TOPIC, copies=2, this_used="this_turn")
    # 11-2-12-1: “… that effect can only be activated one time during that turn.”
    expect(
        verdict,
        False,
        "already activated it this turn",
        {"11-2-12-1", "11-2-12"},
        quote=("11-2-12-1", "can only be activated one time during that turn"),
    )


def test_other_copies_used_do_not_stop_this_one(ask: Ask) -> None:
    verdict = ask(TOPIC, copies=3, others_used=2)
    expect(
        verdict,
        True,
        "can activate its 【Once per Turn】 effect",
        {"11-2-12-1", "11-2-12-2", "11-2-12"},
        quote=("11-2-12", "Does NOT limit based on effect name"),
    )


def test_an_activation_last_turn_does_not_count(ask: Ask) -> None:
    verdict = ask(TOPIC, this_used="previous_turn")
    expect(
        verdict,
        True,
        "once this turn",
        {"11-2-12-1", "11-2-12"},
        quote=("11-2-12", "Resets at the start of each turn"),
    )


def test_more_other_activations_than_other_copies_is_an_error(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="only 1 other"):
        ask(TOPIC, copies=2, others_used=2)
