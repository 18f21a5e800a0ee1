"""fftcg.attack — can this Forward attack now? (Haste, Brave, dull, already attacked)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.fftcg.attacking import can_attack, dulls_when_attacking
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.state import view
from bot.engine.games.fftcg.topics._common import untyped_control
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic, yes_to
from bot.engine.verdict import Answers, Verdict


class AttackAnswers(Answers):
    """What the attack rules decide for one Forward."""

    can_attack: bool | None = Field(default=None, description="Can it attack now?")
    dulls: bool | None = Field(default=None, description="Does attacking dull it?")


class AttackScenario(ScenarioBase):
    """Can this Forward attack now? (Haste, Brave, dull, already attacked this turn)"""

    answer_model = AttackAnswers
    topic: Literal["fftcg.attack"] = "fftcg.attack"
    forward: FFTCGCardInput = Field(description="Your Forward, e.g. Cloud Brave attacked / Tifa new Haste.")
    question: Literal["can_attack", "dulls"] = Field(default="can_attack", description="Which to answer.")

    def untyped_defaults(self, verdict: Verdict | None = None) -> tuple[str, ...]:
        """Not new and not attacked decide a Yes (10.1.2.1.1, 10.1.2.1.2): shown when taken by default."""
        return untyped_control([self.forward]) if yes_to(self, "can_attack", verdict) else ()


@topic(AttackScenario)
def decide_attack(scenario: AttackScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over `can_attack`."""
    forward = view(reasoning, scenario.forward, "attacker")
    legality = can_attack(reasoning, forward)
    if scenario.question == "dulls":
        dulls = dulls_when_attacking(reasoning, forward)
        answers = AttackAnswers(can_attack=legality.legal, dulls=dulls)
        if dulls:
            return reasoning.decided(
                answers, f"Yes — attacking dulls {forward.name} (it has no Brave).", ["not with Brave"]
            )
        return reasoning.decided(
            answers,
            f"No — {forward.name} has Brave: it doesn't dull when attacking, but it still attacks only once "
            "per turn.",
        )
    if not legality.legal:
        return reasoning.decided(
            AttackAnswers(can_attack=False),
            f"No — {forward.name} can't attack: {legality.problems()}.",
            legality.would_change(),
        )
    brave = (
        "; with Brave it doesn't dull, but it can't attack again this turn" if forward.has("Brave") else ""
    )
    return reasoning.decided(
        AttackAnswers(can_attack=True), f"Yes — {forward.name} can attack{brave}.", legality.relies_on
    )
