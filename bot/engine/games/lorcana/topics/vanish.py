"""lorcana.vanish — is a character with Vanish banished by this choice? (8.14)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput, Side
from bot.engine.games.lorcana.choosing import select
from bot.engine.games.lorcana.state import view
from bot.engine.games.lorcana.topics._effect import (
    EFFECT_BY,
    EFFECT_CHOOSES,
    EFFECT_SOURCE,
    EffectSource,
    selection,
)
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class VanishScenario(ScenarioBase):
    """Is a character with Vanish banished when an effect picks it? (8.14)"""

    topic: Literal["lorcana.vanish"] = "lorcana.vanish"
    target: LorcanaCardInput = Field(description="The character with Vanish (default: the opponent's).")
    effect_by: Side = Field(default="you", description=EFFECT_BY)
    effect_source: EffectSource = Field(default="action", description=EFFECT_SOURCE)
    effect_chooses: bool = Field(default=True, description=EFFECT_CHOOSES)
    moved_before_vanish: bool = Field(
        default=False, description="The effect itself moved the target to another zone (hand, discard…)."
    )


@topic(VanishScenario)
def decide_vanish(scenario: VanishScenario, reasoning: Reasoning) -> Verdict:
    """Vanish = chosen (choosing mechanism) + by an opponent + as part of an action's effect."""
    target = view(reasoning, scenario.target, "target", "opponent")
    if not reasoning.rule(f"{target.who} has Vanish", target.has("Vanish"), Q.VANISH):
        return reasoning.decided(False, f"No — {target.name} has no Vanish.")
    how = selection(scenario.effect_by, scenario.effect_source, scenario.effect_chooses)
    outcome = select(reasoning, target, how)
    if not outcome.affected:
        return reasoning.decided(
            False,
            f"No — Ward stops the opponent choosing {target.name}, "
            "so it is never chosen and Vanish can't trigger.",
            ["banished if it lost Ward before being chosen by an opponent's action"],
        )
    if not outcome.vanish:
        if not outcome.chosen:
            why, fix = "the effect doesn't choose it", "banished if the effect chose it"
        elif how.by == target.side:
            why, fix = "it was chosen by its own controller", "banished if an opponent's action had chosen it"
        else:
            why, fix = (
                "it was chosen by an ability, not an action",
                "banished if an action (or song) had chosen it",
            )
        return reasoning.decided(False, f"No — Vanish doesn't trigger: {why}.", [fix])
    reasoning.rule("Vanish resolves after the action's effect has resolved", True, Q.VANISH_AFTER_ACTION)
    moved = reasoning.rule(
        f"{target.name} has moved to a different zone before Vanish resolves",
        scenario.moved_before_vanish,
        Q.VANISH_MOVED,
    )
    if moved:
        return reasoning.decided(
            False,
            f"No — Vanish triggers but resolves with no effect: {target.name} already left for another zone.",
            ["banished if the action's effect had left it in play"],
        )
    return reasoning.decided(
        True,
        f"Yes — {target.name} is banished by Vanish once the action's effect has resolved.",
        ["not banished if the choosing effect were an ability's, or its controller's own"],
    )
