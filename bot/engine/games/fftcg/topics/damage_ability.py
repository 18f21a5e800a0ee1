"""fftcg.damage_ability — is a "Damage N" ability active for a controller who has taken d damage?"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.errors import NotCovered
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.state import view
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class DamageAbilityScenario(ScenarioBase):
    """Does this Character's "Damage N" ability apply, given the damage its controller has taken?"""

    topic: Literal["fftcg.damage_ability"] = "fftcg.damage_ability"
    card: FFTCGCardInput = Field(description="The Character on the field, e.g. Zidane Damage 3.")
    damage_taken: int = Field(ge=0, le=20, description="Damage its controller has received.")


@topic(DamageAbilityScenario)
def decide_damage_ability(scenario: DamageAbilityScenario, reasoning: Reasoning) -> Verdict:
    card = view(reasoning, scenario.card, "", "forward")
    name = card.name
    taken = scenario.damage_taken
    thresholds = sorted({instance.value or 0 for instance in card.instances("Damage")})
    if not reasoning.rule(f"{name} has a Damage ability", bool(thresholds), Q.DAMAGE):
        return reasoning.decided(False, f"No — {name} has no Damage N ability.")
    if not card.is_character:
        raise NotCovered(f"{name} is a {card.type}; the text gives Damage to Characters only.")
    reasoning.rule(f"{name} is a Character", True, Q.DAMAGE_FIELD)
    active = []
    for threshold in thresholds:
        if reasoning.rule(
            f"its controller has received the {threshold} damage that Damage {threshold} specifies "
            f"({taken} taken)",
            taken >= threshold,
            Q.DAMAGE,
        ):
            active.append(threshold)
    if len(thresholds) == 1:
        threshold = thresholds[0]
        if active:
            return reasoning.decided(
                True,
                f"Yes — with {taken} damage taken, {name} gains the ability written next to "
                f"Damage {threshold}.",
                [f"not with fewer than {threshold} damage"],
            )
        return reasoning.decided(
            False,
            f"No — {name}'s Damage {threshold} needs its controller to have received {threshold} damage "
            f"({taken} so far).",
            [f"active once its controller has received {threshold} damage"],
        )
    on = ", ".join(f"Damage {t}" for t in active) or "none"
    off = ", ".join(f"Damage {t}" for t in thresholds if t not in active) or "none"
    return reasoning.decided(
        f"active: {on}; not yet: {off}",
        f"With {taken} damage taken, {name} has — active: {on}; not yet: {off}.",
    )
