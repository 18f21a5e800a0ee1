"""Damage between a blocked attack and its blocker, modelled once: First Strike order, party damage, breaks.

`strike_order` serves `fftcg.first_strike` and `fftcg.party_damage`; `damage_to_blocker` is the party
rule "each Forward in the party checks it can legally deal damage … before calculating how much damage
is dealt" (a single Forward is the same check with one member); `breaks` is the one place a Forward is
found broken by damage (a rule the text lacks, so an assumption).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bot.engine.games.fftcg import assumptions as A
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.state import CardView
from bot.engine.reasoning import Reasoning

__all__ = [
    "Order",
    "PartyDamage",
    "blocker_damage",
    "breaks",
    "damage_to_blocker",
    "side_has_first_strike",
    "strike_order",
]

Order = Literal["attack_first", "block_first", "together_first_strike", "together"]


def side_has_first_strike(reasoning: Reasoning, attackers: Sequence[CardView]) -> bool:
    """A single attacker: its own First Strike. A party: only if every Forward in it has First Strike."""
    if len(attackers) == 1:
        attacker = attackers[0]
        return reasoning.rule(
            f"{attacker.who} has First Strike", attacker.has("First Strike"), Q.FIRST_STRIKE
        )
    with_it = [member.name for member in attackers if member.has("First Strike")]
    without = [member.name for member in attackers if not member.has("First Strike")]
    detail = f"with it: {', '.join(with_it) or 'none'}; without: {', '.join(without) or 'none'}"
    all_have = reasoning.rule(
        f"every Forward of the party has First Strike ({detail})", not without, Q.PARTY_FIRST_STRIKE
    )
    reasoning.rule(
        "the party's Forwards all have the First Strike trait, so the party deals First Strike damage",
        all_have,
        Q.FIRST_STRIKE_PARTY,
    )
    return all_have


def strike_order(reasoning: Reasoning, attackers: Sequence[CardView], blocker: CardView) -> Order:
    """Who deals damage first: the First Strike side(s) before the others; otherwise at the same time."""
    attack_fs = side_has_first_strike(reasoning, attackers)
    block_fs = reasoning.rule(f"{blocker.who} has First Strike", blocker.has("First Strike"), Q.FIRST_STRIKE)
    if attack_fs != block_fs:
        reasoning.rule(
            "once the First Strike damage is dealt, the remaining Forwards deal theirs",
            True,
            Q.FIRST_STRIKE_THEN,
        )
    if attack_fs or block_fs:
        reasoning.rule(
            "between First Strike and other damage the turn player gains priority, but no Summons, action or "
            "special abilities can be used",
            True,
            Q.FIRST_STRIKE_PRIORITY,
        )
        reasoning.rule(
            "abilities triggered by First Strike damage wait until all other damage is resolved",
            True,
            Q.FIRST_STRIKE_TRIGGERS,
        )
    if attack_fs and block_fs:
        reasoning.assume("both sides deal their First Strike damage at the same time", True, A.COMBAT_DAMAGE)
        return "together_first_strike"
    if attack_fs:
        return "attack_first"
    if block_fs:
        return "block_first"
    reasoning.assume("without First Strike both sides deal damage at the same time", True, A.COMBAT_DAMAGE)
    return "together"


def breaks(reasoning: Reasoning, target: CardView, amount: int) -> bool:
    """Broken by `amount` more damage (on top of what it has)? Needs the target's power."""
    power = target.card.power
    assert power is not None  # scenarios that call this require power=
    total = target.card.damage + amount
    already = f" ({target.card.damage} + {amount})" if target.card.damage else ""
    return reasoning.assume(
        f"{target.who} with {total} damage{already} and power {power} is broken",
        total >= power,
        A.BREAK_AT_POWER,
    )


def blocker_damage(reasoning: Reasoning, blocker: CardView, target: CardView) -> int:
    """What the blocker deals a lone attacker: its power, or nothing if it cannot deal damage."""
    if blocker.card.cant_deal_damage:
        reasoning.assume(f"{blocker.who} cannot deal damage (card text or effect)", True, A.CARD_TEXT)
        return 0
    power = blocker.card.power or 0
    reasoning.assume(f"{blocker.name} deals {target.name} {power} damage", True, A.COMBAT_DAMAGE)
    return power


@dataclass
class PartyDamage:
    """What the attacking Forwards deal to the blocker: by whom, and who could not."""

    total: int
    dealt_by: list[CardView]
    unable: list[CardView]


def damage_to_blocker(
    reasoning: Reasoning, attackers: Sequence[CardView], blocker: CardView, *, party: bool
) -> PartyDamage:
    """Each attacking Forward checks it can legally deal damage to the blocker; the total is what lands."""
    dealt_by: list[CardView] = []
    unable: list[CardView] = []
    for attacker in attackers:
        able = not attacker.card.cant_deal_damage
        test = f"{attacker.name} can legally deal damage to {blocker.name}"
        if party:
            reasoning.rule(test, able, Q.PARTY_DAMAGE_CHECK)
        if attacker.card.cant_deal_damage:
            reasoning.assume(f"{attacker.who} cannot deal damage (card text or effect)", True, A.CARD_TEXT)
        (dealt_by if able else unable).append(attacker)
    total = sum(attacker.card.power or 0 for attacker in dealt_by)
    powers = " + ".join(f"{a.name} {a.card.power}" for a in dealt_by) or "nothing"
    if party:
        reasoning.assume(f"the party deals {blocker.name} {total} damage ({powers})", True, A.PARTY_POWER)
    else:
        reasoning.assume(f"{attackers[0].name} deals {blocker.name} {total} damage", True, A.COMBAT_DAMAGE)
    return PartyDamage(total, dealt_by, unable)
