"""An attack's power, modelled once: where it starts (the unit's power, or Bombard's X) and what changes it.

Bombard, Ion Cannon and Barrage attack another arena "using X power plus any other effects": X replaces
the unit's own power as the start. `starting_power` decides that for raw cards (the dice topics' input checks)
and `attack_power` records it with steps. A power filled from card data is the unit's printed power, so
attacking into another arena it gives way to X; a power written by the user is the power for this attack
(the notation's `power=`), as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.citations import RuleQuote
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.cards import SwtcgCard
from bot.engine.games.swtcg.state import UnitView
from bot.engine.reasoning import Reasoning

__all__ = ["REACH_INTO", "Start", "attack_power", "printed_power", "reach", "starting_power"]

REACH_INTO: dict[str, tuple[str, RuleQuote, RuleQuote]] = {
    "ground": ("Bombard", Q.BOMBARD, Q.BOMBARD_STACKING),
    "space": ("Ion Cannon", Q.ION_CANNON, Q.ION_CANNON_STACKING),
    "character": ("Barrage", Q.BARRAGE, Q.BARRAGE_STACKING),
}
"""The ability that attacks into an arena, its "using X power plus any other effects", and its stacking."""


def _amount(card: SwtcgCard, keyword: str) -> int:
    return sum(instance.value or 0 for instance in card.keywords if instance.name == keyword)


def reach(attacker: SwtcgCard, defender: SwtcgCard) -> tuple[str, int] | None:
    """(ability, X) when the attacker attacks the defender's arena, not its own, through an ability it has."""
    if attacker.arena is None or defender.arena is None or attacker.arena == defender.arena:
        return None
    ability = REACH_INTO[defender.arena][0]
    value = _amount(attacker, ability)
    return (ability, value) if value else None


def printed_power(card: SwtcgCard) -> bool:
    """The card's power is the one card data printed (not one written for this attack)."""
    note = card.card_data
    if note is None or card.power is None:
        return False
    return f"power {card.power}" in note.filled and not any(r.startswith("power ") for r in note.replaced)


@dataclass(frozen=True)
class Start:
    """Where an attack's power starts: the unit's power, or an ability's X attacking another arena."""

    power: int | None
    via: tuple[str, int] | None = None
    replaces: int | None = None
    """The unit's own power X replaced (None when it didn't, or wasn't known)."""


def starting_power(attacker: SwtcgCard, defender: SwtcgCard, *, own_power: bool) -> Start:
    """`own_power`: the attacker's `power` is the unit's (a printed one always is); else the power for
    this attack, which an ability's X then doesn't replace."""
    via = reach(attacker, defender)
    if via is None:
        return Start(attacker.power)
    if own_power or printed_power(attacker):
        return Start(via[1], via, attacker.power)
    return Start(attacker.power, via)


def attack_power(reasoning: Reasoning, attacker: UnitView, defender: UnitView, *, own_power: bool) -> Start:
    """The power the attack starts from, with the step for an ability's X replacing the unit's power."""
    begun = starting_power(attacker.card, defender.card, own_power=own_power)
    if begun.via is None or begun.replaces is None:
        return begun
    ability, value = begun.via
    _, quote, _ = REACH_INTO[defender.arena or ""]
    reasoning.rule(
        f"attacking into the {defender.arena} arena with {ability} {value}, {attacker.name} uses {value} "
        f"power plus any other effects, not its own power {begun.replaces}",
        True,
        quote,
    )
    return begun
