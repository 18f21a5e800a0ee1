"""The Battle Area: Cast actions' timing, and the size and "next to" requirements of casting and moving.

The text requires "the size rules" and moves "to the Battle Area next to it" without defining either,
so `size_rules` and `next_to` take the judge's answer (`yes` / `no`) as a given, recorded as an
assumption step, and return None for `unknown` — the topics then answer "not covered".
"""

from __future__ import annotations

from typing import Literal

from bot.engine.citations import RuleQuote
from bot.engine.games.dreadnought import assumptions as A
from bot.engine.games.dreadnought import quotes as Q
from bot.engine.games.dreadnought.priority import PHASE_NAMES
from bot.engine.reasoning import Reasoning

__all__ = ["Given", "cast_phase", "next_to", "size_rules"]

Given = Literal["yes", "no", "unknown"]


def cast_phase(reasoning: Reasoning, kind: str, phase: str) -> bool:
    """Is it the Cast Phase? `kind` names the Cast action ('cast unit cards', 'discard units'…)."""
    reasoning.rule(f"'{kind}' is a Cast action", True, Q.CAST_KINDS)
    return reasoning.rule(
        f"it is the Cast Phase, when Cast actions are performed (now: {PHASE_NAMES[phase]})",
        phase == "cast",
        Q.CAST_FIRST_PLAYER,
    )


def size_rules(reasoning: Reasoning, subject: str, given: str, quote: RuleQuote) -> bool | None:
    """Does `subject` obey the size rules? As given; None when the question leaves it unknown."""
    if given == "unknown":
        reasoning.rule(f"{subject} must obey the size rules", True, quote)
        return None
    fits = reasoning.assume(
        f"the size rules allow {subject} (as the question states)", given == "yes", A.SIZE_GIVEN
    )
    return reasoning.rule(f"{subject} obeys the size rules", fits, quote)


def next_to(reasoning: Reasoning, subject: str, given: str) -> bool | None:
    """Is each new slot next to the unit's slot? As given; None when the question leaves it unknown."""
    if given == "unknown":
        reasoning.rule(f"{subject} may move only to the Battle Area next to it", True, Q.MOVE_NEXT_TO)
        return None
    adjacent = reasoning.assume(
        f"the new slot is next to the old one for {subject} (as the question states)",
        given == "yes",
        A.ADJACENT_GIVEN,
    )
    return reasoning.rule(f"{subject} moves to the Battle Area next to it", adjacent, Q.MOVE_NEXT_TO)
