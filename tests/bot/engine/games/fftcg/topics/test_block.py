"""fftcg.block: typed "cannot be blocked…" clauses; a party is blocked if one member can be."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, build_scenario
from bot.rules.library import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "fftcg.block"
TEXT_EXAMPLE = "Zidane unblockable_by=cost>=3; Vivi unblockable_by=cost>=4"
BLOCK = {"10.1.3.1", "10.1.3.1.1"}
"""Every blocker: a Forward of the non-turn player's own (10.1.3.1), active (10.1.3.1.1)."""
LIMITS = BLOCK | {"10.1.3.1.2"}
"""… and an attacker's "cannot be blocked by …": a limitation it must fulfil (10.1.3.1.2)."""
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
        LIMITS | {"forming-a-party"},
        quote=EXAMPLE_QUOTE,
    )
    assert any("can block a party if it can legally block at least one" in c.quote for c in verdict.citations)
    assert "illegal if Vivi also could not be blocked by Squall" in verdict.would_change
    assert verdict.assumptions == ()  # each used to be an assumption: 2.1.2's 10.1.3.1 has the sentences


def test_the_texts_example_a_cost_4_forward_cannot_block_the_party(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers=TEXT_EXAMPLE, blocker="Squall cost=4")
    expect(
        verdict,
        False,
        "no Forward of the party can be blocked by Squall",
        LIMITS | {"forming-a-party"},
        quote=EXAMPLE_QUOTE,
    )
    assert verdict.would_change == (
        "legal if one of these held: Squall's cost were below 3 or Squall's cost were below 4",
    )


def test_the_texts_example_a_cost_2_forward_can_block_either_member(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers=TEXT_EXAMPLE, blocker="Squall cost=2")
    expect(
        verdict,
        True,
        "it can legally block Zidane and Vivi",
        LIMITS | {"forming-a-party"},
        quote=EXAMPLE_QUOTE,
    )


def test_one_unblockable_member_does_not_protect_the_party(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Zidane unblockable; Cloud", blocker="Squall")
    expect(
        verdict,
        True,
        "it can legally block Cloud, and that blocks the whole party",
        LIMITS | {"forming-a-party"},
        quote=("forming-a-party", "this results in the whole party being blocked"),
    )


def test_an_unblockable_forward_cannot_be_blocked(ask: Ask) -> None:
    # 10.1.3.1.2: “If there are any limitations placed on the Forward that can make the block, Forwards not
    # fulfilling those conditions cannot be chosen to block.”
    verdict = ask(TOPIC, attackers="Zidane unblockable", blocker="Squall")
    expect(
        verdict,
        False,
        "No — Squall can't block Zidane",
        LIMITS,
        quote=("10.1.3.1.2", "cannot be chosen to block"),
    )
    assert "Zidane “cannot be blocked”" in verdict.headline
    assert verdict.would_change == ("legal if Zidane lost “cannot be blocked”",)


def test_a_dull_forward_cannot_block(ask: Ask) -> None:
    # 10.1.3.1.1: “The Forward to make the block has to be active.” (An assumption before 2.1.2.)
    verdict = ask(TOPIC, attackers="Cloud", blocker="Squall dull")
    expect(verdict, False, "Squall is dull", BLOCK, quote=("10.1.3.1.1", "has to be active"))
    assert verdict.assumptions == ()


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
    expect(verdict, False, "Zidane “cannot be blocked by a Fire Forward”", LIMITS | {"5.2.1.1"})
    assert ask(TOPIC, attackers="Zidane unblockable_by=Fire", blocker="Squall element=Ice").answer is True


def test_a_forward_that_cannot_block_or_is_not_a_forward(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud", blocker="Squall cant_block")
    expect(verdict, False, "Squall's text says it cannot block", LIMITS)
    # 10.1.3.1: “the non-turn player may choose a deployed Forward of his own to block.”
    verdict = ask(TOPIC, attackers="Cloud", blocker="Cid type=backup")
    expect(
        verdict,
        False,
        "Cid is a backup, not a Forward",
        BLOCK,
        quote=("10.1.3.1", "a deployed Forward of his own"),
    )


def test_a_new_or_frozen_forward_can_block(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud", blocker="Squall new frozen")
    expect(
        verdict,
        True,
        "Yes — Squall can block Cloud.",
        BLOCK | {"freeze"},
        quote=("freeze", "changes the rules in the activation phase"),
    )
    # 10.1.3.1 lists the conditions to block: being controlled since the turn began isn't one of them.
    assert any(c.rule == "10.1.3.1" and "based on the conditions below" in c.quote for c in verdict.citations)
    assert verdict.assumptions == ()


def test_the_blocker_needs_what_the_clauses_compare(library: Library) -> None:
    with pytest.raises(ScenarioError, match=r"the blocker needs its cost \(cost=N\)"):
        build_scenario(TOPIC, {"attackers": TEXT_EXAMPLE, "blocker": "Squall"}, library)
