"""lorcana.quest — can this character quest, and what does its Support give? (8.7.2, 8.13.1)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.lorcana import assumptions as A
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.choosing import Selection, select
from bot.engine.games.lorcana.state import CardView, a_kind, view
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class QuestScenario(ScenarioBase):
    """Can this character quest? With Support, what can it give? (Reckless 8.7.2, Support 8.13.1)"""

    topic: Literal["lorcana.quest"] = "lorcana.quest"
    quester: LorcanaCardInput = Field(description="Your character that would quest.")
    support_target: LorcanaCardInput | None = Field(
        default=None, description="Another character to receive the quester's Support."
    )


def _support(reasoning: Reasoning, quester: CardView, target: CardView | None) -> str:
    """Support on questing (8.13.1): the headline's addition, choosing the target like any choice."""
    reasoning.rule(f"{quester.who} has Support, which triggers when it quests", True, Q.SUPPORT)
    if target is None:
        return "; Support lets you add its strength to another chosen character's this turn"
    outcome = select(reasoning, target, Selection(by=quester.side, means="ability"))
    if not outcome.affected:
        return f"; Support can't choose {target.name} (Ward)"
    given, base = quester.card.strength, target.card.strength
    if given is None:
        return f"; Support may add its strength to {target.name}'s this turn"
    if base is None:
        return f"; Support may add {given} strength to {target.name} this turn"
    return f"; Support may add {given} strength to {target.name} ({base} → {base + given}) this turn"


@topic(QuestScenario)
def decide_quest(scenario: QuestScenario, reasoning: Reasoning) -> Verdict:
    quester = view(reasoning, scenario.quester, "quester", "you")
    if quester.type != "character":
        reasoning.rule(f"{quester.who} is a character", False, Q.ONLY_CHARACTERS_QUEST)
        return reasoning.decided(
            False, f"No — {quester.name} is {a_kind(quester.type)}, and only characters can quest."
        )
    problems, would_change = [], []
    if reasoning.rule(f"{quester.who} has Reckless", quester.has("Reckless"), Q.RECKLESS_NO_QUEST):
        problems.append("it has Reckless")
        reasoning.rule(
            f"{quester.who} can still be exerted to sing songs or use abilities", True, Q.RECKLESS_MAY_EXERT
        )
        would_change.append("it can still be exerted to sing a song or use an ability (8.7.4)")
    if not reasoning.assume(
        f"{quester.who} is ready (questing exerts it)", quester.ready, A.EXERT_NEEDS_READY
    ):
        problems.append("it is exerted")
    if not reasoning.rule(f"{quester.who} is dry (a drying character can't quest)", quester.dry, Q.DRYING):
        problems.append("it is drying")
        if quester.has("Rush"):
            reasoning.rule(
                f"Rush lets {quester.who} quest while drying (it only covers challenging)", False, Q.RUSH
            )
    if problems:
        return reasoning.decided(
            False, f"No — {quester.name} can't quest: {', '.join(problems)}.", would_change
        )
    target = None
    if scenario.support_target is not None:
        target = view(reasoning, scenario.support_target, "Support target", quester.side)
    support = _support(reasoning, quester, target) if quester.has("Support") else ""
    return reasoning.decided(
        True, f"Yes — {quester.name} can quest{support}.", ["not if it were exerted, drying or Reckless"]
    )
