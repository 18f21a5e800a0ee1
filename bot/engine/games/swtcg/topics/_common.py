"""Helpers shared by the dice topics: raw keyword sums for input checks, and legality before the dice."""

from __future__ import annotations

from bot.engine.games.swtcg.cards import SwtcgCard
from bot.engine.games.swtcg.state import UnitView
from bot.engine.games.swtcg.targeting import REACH, can_attack
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Verdict


def raw_amount(card: SwtcgCard, keyword: str) -> int:
    """The sum of a keyword's values as written on the card (for checking input, before any step)."""
    return sum(instance.value or 0 for instance in card.keywords if instance.name == keyword)


def dice_count(attacker: SwtcgCard, defender: SwtcgCard) -> int | None:
    """Attack dice from power less Shields, or None when the power is not given."""
    if attacker.power is None:
        return None
    return max(0, attacker.power - raw_amount(defender, "Shields"))


def illegal_attack(reasoning: Reasoning, attacker: UnitView, defender: UnitView) -> Verdict | None:
    """A 'no legal attack' verdict when the attacker can't attack the defender; None when it can.

    An attack into another arena (Bombard, Ion Cannon, Barrage) is made "using X power plus any other
    effects": the step says so, since the dice then come from X rather than the unit's own power.
    """
    legality = can_attack(reasoning, attacker, defender)
    if not legality.legal:
        return reasoning.decided(
            "no legal attack",
            f"No attack: {attacker.name} can't attack {defender.name} ({'; '.join(legality.problems)}).",
            legality.changes,
        )
    if legality.via is not None:
        ability, value = legality.via.rsplit(" ", 1)
        given = f" (power={attacker.card.power} given)" if attacker.card.power is not None else ""
        quote = next(q for name, q in REACH.values() if name == ability)
        reasoning.rule(
            f"with {ability} {value}, {attacker.name}'s power for this attack is {value} plus other effects"
            + given,
            True,
            quote,
        )
    return None
