"""lorcana.damage and lorcana.challenge_damage — how much damage is taken (Resist, Challenger)."""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.challenging import can_challenge
from bot.engine.games.lorcana.damage import DamageHow, banished, damage_taken, strength_in_challenge
from bot.engine.games.lorcana.state import CardView, view
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class DamageScenario(ScenarioBase):
    """How much damage does a character or location take? (Resist; dealt vs put or moved)"""

    topic: Literal["lorcana.damage"] = "lorcana.damage"
    target: LorcanaCardInput = Field(description="The character or location taking damage.")
    amount: int = Field(ge=0, le=99, description="How much damage.")
    how: DamageHow = Field(
        default="dealt", description="Damage dealt (Resist applies), or put or moved onto it."
    )


def _banish_note(card: CardView, outcome: bool | None) -> str:
    return f"; {card.name} is banished" if outcome else ""


@topic(DamageScenario)
def decide_damage(scenario: DamageScenario, reasoning: Reasoning) -> Verdict:
    """Resist reduces damage dealt (8.8.1) and not damage put or moved (8.8.3); 0 is no damage (8.8.2)."""
    target = view(reasoning, scenario.target, "target", "opponent")
    if target.type not in ("character", "location"):
        raise NotCovered(
            f"{target.who} is a {target.type}; the engine only puts damage on characters and locations."
        )
    taken = damage_taken(reasoning, target, scenario.amount, scenario.how)
    total = target.card.damage + taken
    outcome = banished(reasoning, target, total)
    resist = target.amount("Resist")
    if scenario.how == "dealt" and resist and scenario.amount and not taken:
        headline = f"{target.name} takes no damage: Resist +{resist} reduces it to 0, so no damage is dealt."
    else:
        headline = f"{target.name} takes {taken} damage ({total} in all){_banish_note(target, outcome)}."
    would_change = []
    if resist and scenario.how == "dealt":
        would_change.append(f"put or moved instead of dealt, all {scenario.amount} would land (8.8.3)")
    elif resist:
        would_change.append(
            f"dealt instead, Resist +{resist} would reduce it to {max(0, scenario.amount - resist)}"
        )
    return reasoning.decided(taken, headline, would_change)


class ChallengeDamageScenario(ScenarioBase):
    """How much damage does each character take in this challenge? (Challenger, Resist)"""

    topic: Literal["lorcana.challenge_damage"] = "lorcana.challenge_damage"
    challenger: LorcanaCardInput = Field(description="Your challenging character (needs str=).")
    defender: LorcanaCardInput = Field(
        description="The challenged character (needs str=) or location (type=location)."
    )
    defender_others: tuple[LorcanaCardInput, ...] = Field(
        default=(), max_length=12, description="The defending player's other characters (Bodyguard)."
    )

    @model_validator(mode="after")
    def _strengths_given(self) -> Self:
        for role, card in (("challenger", self.challenger), ("defender", self.defender)):
            if card.strength is None and not (role == "defender" and card.type == "location"):
                raise ValueError(f"the {role} needs its strength (str=N) to work out damage")
        return self


@topic(ChallengeDamageScenario)
def decide_challenge_damage(scenario: ChallengeDamageScenario, reasoning: Reasoning) -> Verdict:
    """Legality first (same function as lorcana.challenge), then {S} with Challenger, then Resist."""
    challenger = view(reasoning, scenario.challenger, "challenger", "you")
    defender = view(reasoning, scenario.defender, "defender", "opponent")
    others = [view(reasoning, card, "", defender.side) for card in scenario.defender_others]
    legality = can_challenge(reasoning, challenger, defender, others)
    if not legality.legal:
        problems = "; ".join(shortfall.problem for shortfall in legality.shortfalls)
        return reasoning.decided(
            "no legal challenge",
            f"No damage: {challenger.name} can't challenge {defender.name} ({problems}).",
            legality.would_change(),
        )
    attack = strength_in_challenge(reasoning, challenger, challenging=True)
    incoming = [(defender, attack)]
    if defender.type == "location":
        reasoning.rule(
            f"{challenger.name} deals damage equal to its strength, {attack}, to {defender.name}",
            True,
            Q.CHALLENGE_DAMAGE,
        )
        reasoning.rule(
            f"{defender.name}, a location, deals damage to {challenger.name}",
            False,
            Q.LOCATION_DEALS_NO_DAMAGE,
        )
    else:
        defence = strength_in_challenge(reasoning, defender, challenging=False)
        reasoning.rule(
            f"{challenger.name} deals {attack} damage to {defender.name}, {defender.name} deals {defence} to "
            f"{challenger.name} (each its strength)",
            True,
            Q.CHALLENGE_DAMAGE,
        )
        incoming.append((challenger, defence))
    taken = {card.role: damage_taken(reasoning, card, amount, "dealt") for card, amount in incoming}
    out = {card.role: banished(reasoning, card, card.card.damage + taken[card.role]) for card, _ in incoming}
    to_defender, to_challenger = taken[defender.role], taken.get(challenger.role, 0)
    answer = f"{challenger.name} takes {to_challenger}, {defender.name} takes {to_defender}"
    headline = (
        answer
        + _banish_note(challenger, out.get(challenger.role))
        + _banish_note(defender, out[defender.role])
        + "."
    )
    would_change = []
    bonus = challenger.amount("Challenger")
    if bonus:
        without = max(0, attack - bonus - defender.amount("Resist"))
        would_change.append(f"without Challenger +{bonus}, {defender.name} would take {without}")
    for card, amount in incoming:
        if card.amount("Resist"):
            would_change.append(f"without Resist, {card.name} would take {amount}")
    return reasoning.decided(answer, headline, would_change)
