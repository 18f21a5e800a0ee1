"""The Battle Area: Cast actions' timing, and the size and "next to" requirements of casting and moving.

The text requires "the size rules" and moves "to the Battle Area next to it" without defining either,
so `size_rules` and `next_to` take the judge's answer (`yes` / `no`) as a given, recorded as an
assumption step, and return None for `unknown` — the topics then answer "not covered". A slot not
next to it is a No by `whole_scope` (the action's sentence names all its places: an assumption).

The text places Cast actions in the Cast Phase ("In the Cast Phase, the first player … may perform Cast
actions before the last player") but no sentence says they can't be performed in another phase, as
it says of Fast actions ("exclusive for the Fast Phase"), a difference it draws against Cast action's
timing. So outside the Cast Phase `outside_cast_phase` returns why the text can't decide, and the
topics answer "not covered" unless a cited sentence (with `whole_scope` where it decides) says No.
"""

from __future__ import annotations

from typing import Literal

from bot.engine.citations import RuleQuote
from bot.engine.errors import NotCovered
from bot.engine.games.dreadnought import assumptions as A
from bot.engine.games.dreadnought import quotes as Q
from bot.engine.games.dreadnought.priority import PHASE_NAMES
from bot.engine.reasoning import Reasoning

__all__ = ["Given", "decides_if", "next_to", "not_covered", "outside_cast_phase", "size_rules", "whole_scope"]

Given = Literal["yes", "no", "unknown"]


def outside_cast_phase(reasoning: Reasoning, kind: str, phase: str) -> str | None:
    """None in the Cast Phase; in another, why the text doesn't decide whether `kind` (the Cast action:
    'cast unit cards', 'discard units'…) may be performed there — a "not covered" reason, never a No."""
    reasoning.rule(f"'{kind}' is a Cast action", True, Q.CAST_KINDS)
    if reasoning.rule(
        f"it is the Cast Phase, when Cast actions are performed (now: {PHASE_NAMES[phase]})",
        phase == "cast",
        Q.CAST_FIRST_PLAYER,
    ):
        return None
    return (
        f"The text doesn't say whether '{kind}' is allowed in {PHASE_NAMES[phase]}: it places Cast actions "
        "in the Cast Phase but never says only there, as it does of Fast actions ('exclusive for the Fast "
        "Phase')."
    )


def whole_scope(reasoning: Reasoning, action: str, places: str) -> None:
    """Record, before the test that fails, that `action`'s sentence names all the `places` (an
    assumption: the sentence never says "only"), so a place it doesn't name is a No the verdict shows
    resting on it. Only where it decides: an answer the sentence allows needs no such step."""
    reasoning.assume(f"{action} names all the places {places}", True, A.ACTION_SCOPE)


def decides_if(open_reason: str | None, reasoning: Reasoning) -> None:
    """When the text leaves the moment open (`open_reason`: outside the Cast Phase, a Gear Change timing
    it doesn't decide), mark the step just recorded as deciding the No: the moment's step fails there
    too, and the first screen must never name it (the text doesn't make the moment a reason)."""
    if open_reason is not None:
        reasoning.decisive()


def not_covered(*reasons: str | None) -> NotCovered:
    """One "not covered" naming every open question given (None: that one isn't open), in order."""
    return NotCovered(" ".join(reason for reason in reasons if reason))


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
        reasoning.rule(f"{subject} may move to the Battle Area next to it", True, Q.MOVE_NEXT_TO)
        return None
    if given == "no":
        whole_scope(reasoning, "Slot movement", "a unit may move to")
    adjacent = reasoning.assume(
        f"the new slot is next to the old one for {subject} (as the question states)",
        given == "yes",
        A.ADJACENT_GIVEN,
    )
    return reasoning.rule(f"{subject} moves to the Battle Area next to it", adjacent, Q.MOVE_NEXT_TO)
