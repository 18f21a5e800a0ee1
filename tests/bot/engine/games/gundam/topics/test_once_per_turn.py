"""gundam.once_per_turn: one activation per turn, counted per card with a copy (13-2-13, Ver. 1.7.0)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "gundam.once_per_turn"


def test_three_copies_allow_three_activations(ask: Ask) -> None:
    verdict = ask(TOPIC, question="total", copies=3)
    # 13-2-13-2: “If multiple cards have a copy of the same effect with 【Once per Turn】, each card can
    # activate it one time.”
    expect(
        verdict,
        3,
        "3 activations this turn, one per Unit or Base",
        {"13-2-13-1", "13-2-13-2"},
        quote=("13-2-13-2", "each card can activate it one time"),
    )


def test_one_copy_allows_one_activation(ask: Ask) -> None:
    expect(ask(TOPIC, question="total"), 1, "1 activation this turn", {"13-2-13-1"})


def test_not_twice_by_the_same_unit_in_a_turn(ask: Ask) -> None:
    verdict = ask(TOPIC, copies=2, this_used="this_turn")
    # 13-2-13-1: “… that effect can only be activated one time during that turn.”
    expect(
        verdict,
        False,
        "already activated it this turn",
        {"13-2-13-1"},
        quote=("13-2-13-1", "can only be activated one time during that turn"),
    )


def test_other_copies_used_do_not_stop_this_one(ask: Ask) -> None:
    verdict = ask(TOPIC, copies=3, others_used=2)
    expect(
        verdict,
        True,
        "can activate its 【Once per Turn】 effect",
        {"13-2-13-1", "13-2-13-2"},
        quote=("13-2-13-2", "each card can activate it one time"),
    )


def test_an_activation_last_turn_does_not_count(ask: Ask) -> None:
    verdict = ask(TOPIC, this_used="previous_turn")
    expect(
        verdict,
        True,
        "once this turn",
        {"13-2-13-1"},
        quote=("13-2-13-1", "one time during that turn"),
    )


def test_more_other_activations_than_other_copies_is_an_error(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="only 1 other"):
        ask(TOPIC, copies=2, others_used=2)
