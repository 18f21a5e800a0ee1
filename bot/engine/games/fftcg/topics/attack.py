"""fftcg.attack — can this Forward attack now? (Haste, Brave, dull, already attacked)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.fftcg.attacking import can_attack
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.state import view
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class AttackScenario(ScenarioBase):
    """Can this Forward attack now? (Haste, Brave, dull, already attacked this turn)"""

    topic: Literal["fftcg.attack"] = "fftcg.attack"
    forward: FFTCGCardInput = Field(description="Your Forward, e.g. Cloud Brave attacked / Tifa new Haste.")


@topic(AttackScenario)
def decide_attack(scenario: AttackScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over `can_attack`."""
    forward = view(reasoning, scenario.forward, "attacker")
    legality = can_attack(reasoning, forward)
    if not legality.legal:
        return reasoning.decided(
            False, f"No — {forward.name} can't attack: {legality.problems()}.", legality.would_change()
        )
    brave = (
        "; with Brave it doesn't dull, but it can't attack again this turn" if forward.has("Brave") else ""
    )
    return reasoning.decided(True, f"Yes — {forward.name} can attack{brave}.", legality.relies_on)
