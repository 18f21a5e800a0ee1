"""Which side each card of an answer was taken to be on, as the verdict's steps name it.

A card written without `side=` takes the side its role implies (a Vanish target is the opponent's).
When that default is not what the judge meant, the answer is for another question, so the first
screen names every card with its side. The side is resolved inside the topic, and the steps name it
through `RoleView.who` / `sided_name` ("Ursula (target, opponent's)"); this reads those names back
rather than resolving sides a second time, so it can never disagree with the steps.
"""

from __future__ import annotations

import re

from bot.engine.cards import CardBase
from bot.engine.registry import ScenarioBase
from bot.engine.verdict import Verdict

__all__ = ["card_sides"]

_WHOSE = r"(?:[^()]*, )?(?:yours|opponent's)"


def card_sides(scenario: ScenarioBase, verdict: Verdict) -> tuple[str, ...]:
    """Every card of the scenario as the steps name it with a side ('Goofy (defender, opponent's)'),
    in the order the steps first name them; empty for games whose cards have no sides."""
    names: list[str] = []
    for field in type(scenario).model_fields:
        value = getattr(scenario, field)
        for card in value if isinstance(value, tuple) else (value,):
            if isinstance(card, CardBase) and card.name not in names:
                names.append(card.name)
    patterns = [re.compile(rf"(?<!\w){re.escape(name)} \({_WHOSE}\)") for name in names]
    found: list[str] = []
    for step in verdict.steps:
        for pattern in patterns:
            found += [match.group(0) for match in pattern.finditer(step.test)]
    return tuple(dict.fromkeys(found))
