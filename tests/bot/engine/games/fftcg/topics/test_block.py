"""fftcg.block: typed "cannot be blocked…" clauses; a party is blocked if one member can be."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, build_scenario
from bot.rules.library import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.games.fftcg.support import assumed
from tests.bot.engine.support import expect

TOPIC = "fftcg.block"
TEXT_EXAMPLE = "Zidane unblockable_by=cost>=3; Vivi unblockable_by=cost>=4"
EXAMPLE_QUOTE = (
    "forming-a-party",
    "the whole party can be blocked by a Forward that has a cost of 3 or less",
)


def test_the_texts_example_a_cost_3_forward_blocks_the_party(ask: Ask) -> None:
    # “If a Forward with "cannot be blocked by a Forward of cost 3 or more" and another with "cannot be
    # blocked by a Forward of cost 4 or more" make a party, the whole party can be blocked by a Forward
    # that has a cost of 3 or less.”
    verdict = ask(TOPIC, attackers=TEXT_EXAMPLE, blocker="Squall cost=3")
    expect(
        verdict,
        True,
        "Yes — Squall can block the party — it can legally block Vivi, and that blocks the whole party",
        {"forming-a-party"},
        quote=EXAMPLE_QUOTE,
    )
    assert any("can block a party if it can legally block at least one" in c.quote for c in verdict.citations)
    assert "illegal if Vivi also could not be blocked by Squall" in verdict.would_change
    assert {"card-text", "blocker-active", "only-forwards-block"} == assumed(verdict)


def test_the_texts_example_a_cost_4_forward_cannot_block_the_party(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers=TEXT_EXAMPLE, blocker="Squall cost=4")
    expect(
        verdict,
        False,
        "no Forward of the party can be blocked by Squall",
        {"forming-a-party"},
        quote=EXAMPLE_QUOTE,
    )
    assert verdict.would_change == (
        "legal if one of these held: Squall's cost were below 3 or Squall's cost were below 4",
    )


def test_the_texts_example_a_cost_2_forward_can_block_either_member(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers=TEXT_EXAMPLE, blocker="Squall cost=2")
    expect(verdict, True, "it can legally block Zidane and Vivi", {"forming-a-party"}, quote=EXAMPLE_QUOTE)


def test_one_unblockable_member_does_not_protect_the_party(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Zidane unblockable; Cloud", blocker="Squall")
    expect(
        verdict,
        True,
        "it can legally block Cloud, and that blocks the whole party",
        {"forming-a-party"},
        quote=("forming-a-party", "this results in the whole party being blocked"),
    )


def test_an_unblockable_forward_cannot_be_blocked(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Zidane unblockable", blocker="Squall")
    assert verdict.answer is False and verdict.rule_ids == ()
    assert "Zidane “cannot be blocked”" in verdict.headline
    assert verdict.would_change == ("legal if Zidane lost “cannot be blocked”",)


def test_a_dull_forward_cannot_block_and_that_is_an_assumption(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud", blocker="Squall dull")
    assert verdict.answer is False and "Squall is dull" in verdict.headline
    assert "blocker-active" in assumed(verdict)
    assert verdict.rule_ids == ()  # nothing in the text says so: never cited


def test_a_cost_or_less_clause(ask: Ask) -> None:
    assert ask(TOPIC, attackers="Zidane unblockable_by=cost<=2", blocker="Squall cost=2").answer is False
    verdict = ask(TOPIC, attackers="Zidane unblockable_by=cost<=2", blocker="Squall cost=3")
    assert verdict.answer is True and verdict.headline == "Yes — Squall can block Zidane."


def test_power_and_element_clauses(ask: Ask) -> None:
    assert (
        ask(TOPIC, attackers="Zidane unblockable_by=power>=8000", blocker="Squall power=8000").answer is False
    )
    assert (
        ask(TOPIC, attackers="Zidane unblockable_by=power>=8000", blocker="Squall power=7000").answer is True
    )
    verdict = ask(TOPIC, attackers="Zidane unblockable_by=Fire", blocker="Shantotto element=Ice,Fire")
    assert verdict.answer is False and "multi-element" in assumed(verdict)
    assert ask(TOPIC, attackers="Zidane unblockable_by=Fire", blocker="Squall element=Ice").answer is True


def test_a_forward_that_cannot_block_or_is_not_a_forward(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud", blocker="Squall cant_block")
    assert verdict.answer is False and "Squall's text says it cannot block" in verdict.headline
    verdict = ask(TOPIC, attackers="Cloud", blocker="Cid type=backup")
    assert verdict.answer is False and "only-forwards-block" in assumed(verdict)


def test_a_new_or_frozen_forward_can_block(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud", blocker="Squall new frozen")
    expect(
        verdict,
        True,
        "Yes — Squall can block Cloud.",
        {"freeze"},
        quote=("freeze", "changes the rules in the activation phase"),
    )
    assert "new-can-block" in assumed(verdict)


def test_the_blocker_needs_what_the_clauses_compare(library: Library) -> None:
    with pytest.raises(ScenarioError, match=r"the blocker needs its cost \(cost=N\)"):
        build_scenario(TOPIC, {"attackers": TEXT_EXAMPLE, "blocker": "Squall"}, library)
