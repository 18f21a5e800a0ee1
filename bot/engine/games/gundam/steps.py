"""`rule`: a cited step; `changed`: a cited step that says the older rules text answered otherwise.

The engine cites the Comprehensive Rules Ver. 1.7.0 only. Where 1.7.0 decides a question differently
from the older 11-2 keywords text the engine once cited (or decides what that text left open), the
step that decides it says so, so a judge who learned the older answer sees why it changed.
"""

from __future__ import annotations

from bot.engine.citations import RuleQuote
from bot.engine.reasoning import Reasoning

__all__ = ["changed", "rule"]


def rule(reasoning: Reasoning, test: str, held: bool, quote: RuleQuote) -> bool:
    """`reasoning.rule`: one test, resting on one quoted rule."""
    return reasoning.rule(test, held, quote)


def changed(
    reasoning: Reasoning,
    test: str,
    held: bool,
    quote: RuleQuote,
    before: str = "the older text left this open",
) -> bool:
    """A step whose answer changed with Ver. 1.7.0: `before` says what the older text gave."""
    return reasoning.rule(f"{test} (new in Ver. 1.7.0: {before})", held, quote)
