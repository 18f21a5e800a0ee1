"""lorcana.ward — can this effect choose (or affect) a card with Ward? (8.15)"""

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


class WardScenario(ScenarioBase):
    """Can an effect choose, or affect, a card with Ward? (8.15)"""

    topic: Literal["lorcana.ward"] = "lorcana.ward"
    target: LorcanaCardInput = Field(
        description="The card the effect would choose (default: the opponent's)."
    )
    effect_by: Side = Field(default="you", description=EFFECT_BY)
    effect_source: EffectSource = Field(default="action", description=EFFECT_SOURCE)
    effect_chooses: bool = Field(default=True, description=EFFECT_CHOOSES)


@topic(WardScenario)
def decide_ward(scenario: WardScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over the choosing mechanism."""
    target = view(reasoning, scenario.target, "target", "opponent", kind="character")
    if not reasoning.rule(f"{target.who} has Ward", target.has("Ward"), Q.WARD):
        return reasoning.decided(
            True, f"Yes — {target.name} has no Ward, so Ward puts no limit on the effect."
        )
    outcome = select(
        reasoning, target, selection(scenario.effect_by, scenario.effect_source, scenario.effect_chooses)
    )
    vanish = " (and its Vanish triggers)" if outcome.vanish else ""
    if not scenario.effect_chooses:
        return reasoning.decided(
            True,
            f"Yes — the effect doesn't choose, so it still affects {target.name} despite Ward{vanish}.",
            [f"if the effect chose, an opponent of {target.name}'s controller couldn't pick it"],
        )
    if outcome.affected:
        return reasoning.decided(
            True,
            f"Yes — Ward stops only opponents; {target.name}'s own controller may choose it{vanish}.",
            ["an opponent's effect couldn't choose it"],
        )
    return reasoning.decided(
        False,
        f"No — {target.name} has Ward: its controller's opponent can't choose it for an effect.",
        ["it would be affected by an effect that doesn't choose (e.g. 'each opposing character')"],
    )
