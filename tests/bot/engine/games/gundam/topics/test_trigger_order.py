"""gundam.trigger_order, cited from Ver. 1.7.0: 【Burst】 first (10-1-6-8), a player orders their own
simultaneous effects (10-1-6-5), the owner orders two Bursts revealed together (13-1-7-4)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "gundam.trigger_order"
BURST_FIRST = ("10-1-6-8", "give that 【Burst】 effect priority over all others and resolve it first")


def test_a_burst_resolves_before_other_triggered_effects(ask: Ask) -> None:
    # 10-1-6-8: “If there is a 【Burst】 effect among multiple triggered effects, give that 【Burst】 effect
    # priority over all others and resolve it first.”
    verdict = ask(TOPIC, bursts=1, others=2)
    expect(
        verdict,
        "burst",
        "it resolves first, before the 2 other triggered effects",
        {"10-1-6-8"},
        quote=BURST_FIRST,
    )
    assert not any("new in Ver. 1.7.0" in step.test for step in verdict.steps)


def test_the_owner_orders_several_bursts_and_the_answer_says_it_is_new(ask: Ask) -> None:
    # 13-1-7-4: “… if both Shields have 【Burst】 effects, their owner chooses what order to resolve them in.”
    verdict = ask(TOPIC, bursts=2, others=0)
    expect(
        verdict, "burst", "their owner chooses the order of the 2 【Burst】 effects", {"10-1-6-8", "13-1-7-4"}
    )
    assert any("new in Ver. 1.7.0" in step.test for step in verdict.steps)


def test_without_a_burst_their_player_chooses_the_order(ask: Ask) -> None:
    # 10-1-6-5: “If multiple effects belonging to you trigger, they do so simultaneously, and you resolve them
    # in the order you decide.” The older text left this open (not covered).
    verdict = ask(TOPIC, bursts=0, others=2)
    expect(
        verdict,
        "your_choice",
        "Your choice",
        {"10-1-6-8", "10-1-6-5"},
        quote=("10-1-6-5", "you resolve them in the order you decide"),
    )
    assert "the active player's resolve first (10-1-6-6)" in " ".join(verdict.would_change)


def test_who_orders_is_the_player_whose_effects_they_are(ask: Ask) -> None:
    verdict = ask(TOPIC, bursts=1, others=2, question="who_orders")
    expect(verdict, "you", "You — the player whose effects they are", {"10-1-6-5", "10-1-6-8"})
    assert any("new in Ver. 1.7.0" in step.test for step in verdict.steps)


def test_one_effect_alone_has_no_order(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="two or more"):
        ask(TOPIC, bursts=1, others=0)


@pytest.mark.parametrize(
    ("given", "missing"), [({}, "bursts"), ({"bursts": 0}, "others"), ({"others": 2}, "bursts")]
)
def test_the_counts_are_required(ask: Ask, given: dict[str, int], missing: str) -> None:
    # 10-1-6-8 puts a 【Burst】 first, 10-1-6-5 lets their player order the rest: which applies turns on
    # whether there is a Burst, so a count left out must not decide it.
    with pytest.raises(ScenarioError, match=f"{missing}: is required"):
        ask(TOPIC, **given)
