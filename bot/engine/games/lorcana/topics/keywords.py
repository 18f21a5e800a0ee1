"""lorcana.keywords — which keywords does a card end up with? (8.1.2 stacking)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.state import view
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class KeywordsScenario(ScenarioBase):
    """Which keywords does the card end up with, once they combine? (8.1.2)"""

    topic: Literal["lorcana.keywords"] = "lorcana.keywords"
    card: LorcanaCardInput = Field(description="The card, keywords in the order it got them (printed first).")


@topic(KeywordsScenario)
def decide_keywords(scenario: KeywordsScenario, reasoning: Reasoning) -> Verdict:
    """Combination itself happens in `view` (shared by every topic); this only reports it."""
    card = view(reasoning, scenario.card, "", "you")
    combined = card.keywords.combined
    if not combined:
        reasoning.rule(f"{card.name} has keywords", False, Q.KEYWORDS_PROVIDE)
        return reasoning.decided("no keywords", f"{card.name} has no keywords.")
    for entry in combined:
        if len(entry.instances) == 1:
            reasoning.rule(f"{card.name} has {entry.label}", True, Q.KEYWORDS_PROVIDE)
        elif entry.spec.stacks:
            reasoning.rule(f"{entry.spec.name} is followed by +N, so its instances add up", True, Q.STACK)
        else:
            reasoning.rule(f"{entry.spec.name} has no +N, so its instances don't add up", True, Q.NO_STACK)
    if card.has("Alert") and not card.has("Evasive"):
        reasoning.rule(f"{card.name} gains Evasive from Alert", False, Q.ALERT_NOT_EVASIVE)
    answer = ", ".join(card.keywords.labels())
    notes = []
    for entry in combined:
        if len(entry.instances) > 1:
            written = " and ".join(entry.instance_label(i) for i in entry.instances)
            notes.append(f"{written} stack" if entry.spec.stacks else f"only the first of {written} applies")
    detail = f" ({'; '.join(notes)})" if notes else ""
    return reasoning.decided(answer, f"{card.name} has {answer}{detail}.")
