"""Damage: how much a card takes (Resist, 8.8), whether it counts as dealt, and whether it is banished."""

from __future__ import annotations

from typing import Literal

from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.state import CardView
from bot.engine.reasoning import Reasoning

__all__ = ["DamageHow", "banished", "counted_strength", "damage_taken", "strength_in_challenge"]

DamageHow = Literal["dealt", "put", "moved"]


def damage_taken(reasoning: Reasoning, target: CardView, amount: int, how: DamageHow) -> int:
    """Damage that ends up on `target`: dealt damage is reduced by Resist; put or moved damage is not."""
    resist = target.amount("Resist")
    if how != "dealt":
        if target.type != "character":
            _not_dealt(reasoning, target, amount, how)
        elif not resist:
            reasoning.rule(
                f"Resist affects the {amount} damage {how} onto {target.who} (it has none)",
                False,
                Q.RESIST_PUT_OR_MOVED,
            )
        else:
            reasoning.rule(
                f"Resist +{resist} on {target.who} reduces the {amount} damage {how} onto it",
                False,
                Q.RESIST_PUT_OR_MOVED,
            )
        return amount
    reduced = max(0, amount - resist)
    reasoning.rule(
        f"Resist reduces the {amount} damage dealt to {target.who}"
        + (f": Resist +{resist} leaves {reduced}" if resist else " (it has no Resist)"),
        bool(resist),
        Q.RESIST,
    )
    if resist and amount > 0 and reduced == 0:
        reasoning.rule(f"damage is considered dealt to {target.who}", False, Q.RESIST_TO_ZERO)
    return reduced


def _not_dealt(reasoning: Reasoning, target: CardView, amount: int, how: DamageHow) -> None:
    """Damage put or moved onto a location: 8.8.3 names only characters, so the definitions decide.

    Put damage "doesn't count as damage dealt" (glossary, damage counter); moved damage is counters an
    effect "moved" (1.9.1.4), while dealt damage is placed in a challenge or by an effect that deals
    damage (1.9.1.1). Resist reduces only damage that would be dealt (8.8.1).
    """
    resist = target.amount("Resist")
    if not resist:
        reasoning.rule(
            f"{target.who} has Resist to reduce the {amount} damage {how} onto it", False, Q.RESIST
        )
        return
    if how == "put":
        reasoning.rule(
            f"the {amount} damage put onto {target.who} is damage dealt", False, Q.PUT_IS_NOT_DEALT
        )
    else:
        reasoning.rule(
            f"moving {amount} damage onto {target.who} places counters by an effect that moved damage",
            True,
            Q.MOVED_DEFINED,
        )
        reasoning.rule(
            f"the {amount} damage moved onto {target.who} is damage dealt "
            "(placed in a challenge or by an effect that deals damage)",
            False,
            Q.DEALT_DEFINED,
        )
    reasoning.rule(
        f"Resist +{resist} on {target.who} reduces the {amount} damage {how} onto it "
        "(it reduces only damage that would be dealt)",
        False,
        Q.RESIST,
    )


def banished(reasoning: Reasoning, target: CardView, total_damage: int) -> bool | None:
    """Banished by its damage (1.8.1.4); None when {W} is unknown."""
    willpower = target.card.willpower
    if willpower is None:
        return None
    return reasoning.rule(
        f"{target.who} with {total_damage} damage and {willpower} willpower is banished",
        total_damage >= willpower,
        Q.BANISHED_AT_WILLPOWER,
    )


def counted_strength(reasoning: Reasoning, card: CardView) -> int | None:
    """Its {S} as read outside a challenge's damage (a restriction, an effect's choice, Support): a
    negative {S}, all its modifiers combined, counts as 0 (6.6.2). None: the question gives no {S}."""
    strength = card.card.strength
    if strength is not None and strength < 0:
        reasoning.rule(
            f"{card.who}'s strength is {strength} with its modifiers: it counts as 0",
            True,
            Q.NEGATIVE_STRENGTH_COUNTS_AS_ZERO,
        )
        return 0
    return strength


def strength_in_challenge(reasoning: Reasoning, card: CardView, challenging: bool, change: int = 0) -> int:
    """{S} in a challenge: Challenger +N counts only for the challenging character (8.5.1, 8.5.2); other
    {S} changes (`change`, from effects) apply before damage reductions, and a negative {S} deals 0
    (4.6.6.1). The view's {S} is its modifiers summed unrounded (6.6.1.2): a negative one combines with
    Challenger and `change` here before it counts as 0 (6.6.2), once."""
    base = card.card.strength or 0
    bonus = card.amount("Challenger")
    strength = base
    if base < 0 and (change or (bonus and challenging)):
        reasoning.rule(
            f"{card.who}'s negative strength {base} combines with its other modifiers before it counts as 0",
            True,
            Q.NEGATIVE_STRENGTH_COUNTS_AS_ZERO,
        )
    if bonus and challenging:
        reasoning.rule(
            f"Challenger +{bonus}: {card.who} has {base}+{bonus} = {base + bonus} strength",
            True,
            Q.CHALLENGER,
        )
        strength += bonus
    elif bonus:
        reasoning.rule(
            f"{card.who}'s Challenger +{bonus} applies while it is being challenged",
            False,
            Q.CHALLENGER_DEFENDING,
        )
    if change:
        reasoning.rule(
            f"{card.who}'s {change:+d} strength from effects applies before damage reductions: "
            f"{strength}{change:+d} = {strength + change}",
            True,
            Q.STRENGTH_CHANGES_FIRST,
        )
        strength += change
    if strength < 0:
        reasoning.rule(f"{card.who}'s negative strength {strength} counts as 0", True, Q.NEGATIVE_STRENGTH)
        strength = 0
    return strength
