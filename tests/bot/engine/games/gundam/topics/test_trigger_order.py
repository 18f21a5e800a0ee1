"""gundam.trigger_order: the 【Burst】 Key Point of 11-2-5; the general ordering rules (9-1-6) are not in the
bot's text."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.trigger_order"
BURST_FIRST = ("11-2-5", "【Burst】 effects have priority over other triggered effects (9-1-6-8)")


def test_a_burst_resolves_before_other_triggered_effects(ask: Ask) -> None:
    # Key Point of 11-2-5: “【Burst】 effects have priority over other triggered effects (9-1-6-8)”
    verdict = ask(TOPIC, bursts=1, others=1)
    expect(
        verdict,
        "burst",
        "a 【Burst】 resolves first, before the 1 other triggered effect",
        {"11-2-5"},
        quote=BURST_FIRST,
    )
    assert verdict.would_change == ()


def test_the_order_among_several_bursts_is_not_in_the_text(ask: Ask) -> None:
    verdict = ask(TOPIC, bursts=2, others=3)
    expect(verdict, "burst", "the order among the 2 【Burst】 effects is not in the bot's text", {"11-2-5"})
    assert "who orders the rest is not in the bot's text (9-1-6)" in verdict.would_change


def test_without_a_burst_which_goes_first_is_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, bursts=0, others=2), "cannot say which resolves first")


def test_who_orders_is_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, bursts=1, others=2, question="who_orders"), "not who chooses the order")


def test_one_effect_alone_has_no_order(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="two or more"):
        ask(TOPIC, bursts=1, others=0)
