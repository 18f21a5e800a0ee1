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
from bot.engine.verdict import Answers, Verdict

DamageQuestion = Literal["active", "active_count", "damage_to_go"]


class DamageAbilityAnswers(Answers):
    """What the Damage text decides."""

    active: bool | None = Field(default=None, description="Has it gained the ability (every Damage N on it)?")
    active_count: int | None = Field(default=None, description="How many of its Damage N abilities apply?")
    damage_to_go: int | None = Field(
        default=None, description="How much more damage must its controller receive for all to apply?"
    )


class DamageAbilityScenario(ScenarioBase):
    """Does this Character's "Damage N" ability apply, given the damage its controller has taken?"""

    answer_model = DamageAbilityAnswers
    topic: Literal["fftcg.damage_ability"] = "fftcg.damage_ability"
    card: FFTCGCardInput = Field(description="The Character on the field, e.g. Zidane Damage 3.")
    damage_taken: int = Field(ge=0, le=20, description="Damage its controller has received.")
    question: DamageQuestion = Field(default="active", description="Which to answer.")


@topic(DamageAbilityScenario)
def decide_damage_ability(scenario: DamageAbilityScenario, reasoning: Reasoning) -> Verdict:
    card = view(reasoning, scenario.card, "", "forward")
    name = card.name
    taken = scenario.damage_taken
    thresholds = sorted({instance.value or 0 for instance in card.instances("Damage")})
    if not reasoning.rule(f"{name} has a Damage ability", bool(thresholds), Q.DAMAGE):
        return reasoning.decided(
            DamageAbilityAnswers(active=False, active_count=0), f"No — {name} has no Damage N ability."
        )
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
    to_go = max(thresholds[-1] - taken, 0)
    answers = DamageAbilityAnswers(
        active=len(active) == len(thresholds), active_count=len(active), damage_to_go=to_go
    )
    on = ", ".join(f"Damage {t}" for t in active) or "none"
    off = ", ".join(f"Damage {t}" for t in thresholds if t not in active) or "none"
    listing = f"active: {on}; not yet: {off}"
    if reasoning.question == "active_count":
        return reasoning.decided(answers, f"{len(active)} of {name}'s Damage abilities apply ({listing}).")
    if reasoning.question == "damage_to_go":
        if to_go == 0:
            return reasoning.decided(
                answers, f"No more damage needed: with {taken} taken, every Damage ability of {name} applies."
            )
        return reasoning.decided(
            answers,
            f"{to_go} more damage: Damage {thresholds[-1]} needs its controller to have received "
            f"{thresholds[-1]} "
            f"({taken} so far).",
        )
    if len(thresholds) > 1:
        lead = "Yes" if answers.active else "No"
        return reasoning.decided(answers, f"{lead} — with {taken} damage taken, {name} has {listing}.")
    threshold = thresholds[0]
    if active:
        return reasoning.decided(
            answers,
            f"Yes — with {taken} damage taken, {name} gains the ability written next to Damage {threshold}.",
            [f"not with fewer than {threshold} damage"],
        )
    return reasoning.decided(
        answers,
        f"No — {name}'s Damage {threshold} needs its controller to have received {threshold} damage "
        f"({taken} so far).",
        [f"active once its controller has received {threshold} damage"],
    )
