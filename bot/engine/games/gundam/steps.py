"""`rule`: a cited step, marked "(Key Point)" when the quote is from a Key Points passage.

The Gundam rules file prints Key Points (and Format / Example passages) beside each keyword's
numbered rules. They are citable — the verdict shows the keyword's section id, e.g. 11-2-6 — but
they are not numbered rules, so the step says so.
"""

from __future__ import annotations

from bot.engine.citations import RuleQuote
from bot.engine.games.gundam.quotes import KEY_POINT_QUOTES
from bot.engine.reasoning import Reasoning

__all__ = ["rule"]


def rule(reasoning: Reasoning, test: str, held: bool, quote: RuleQuote) -> bool:
    """`reasoning.rule`, with "(Key Point)" appended to tests resting on a Key Points passage."""
    if quote in KEY_POINT_QUOTES:
        test = f"{test} (Key Point)"
    return reasoning.rule(test, held, quote)
