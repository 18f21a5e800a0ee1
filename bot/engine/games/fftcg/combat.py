"""Damage between a blocked attack and its blocker, modelled once: First Strike order, party damage, breaks.

`strike_order` serves `fftcg.first_strike`, `fftcg.party_damage` and `fftcg.combat`; `damage_to_blocker`
is the party rule "each Forward in the party checks it can legally deal damage … before calculating how
much damage is dealt" (a single Forward is the same check with one member) over 2.1.2's 10.1.4.2 (each
deals damage equal to its power); `breaks` is the one place a Forward is found broken by damage (12.4.5);
`out_of_battle` is a Forward broken or gone before it strikes (10.1.3.2.1); `breakable` is what a blocker's
damage, assigned freely among a party (10.1.4.2.1), could break.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.state import CardView
from bot.engine.reasoning import Reasoning

__all__ = [
    "Order",
    "PartyDamage",
    "blocker_damage",
    "breakable",
    "breaks",
    "damage_to_blocker",
    "left_battle",
    "out_of_battle",
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
        reasoning.rule(
            "both sides have First Strike, so both deal their damage before the other Forwards: at the same "
            "time",
            True,
            Q.FIRST_STRIKE,
        )
        return "together_first_strike"
    if attack_fs:
        return "attack_first"
    if block_fs:
        return "block_first"
    reasoning.rule(
        "without First Strike the attacking and blocking Forwards deal their damage to each other in the "
        "same step: at the same time",
        True,
        Q.BATTLE_DAMAGE,
    )
    return "together"


def breaks(reasoning: Reasoning, target: CardView, amount: int) -> bool:
    """Broken by `amount` more damage (on top of what it has)? Needs the target's power."""
    power = target.card.power
    assert power is not None  # scenarios that call this require power=
    total = target.card.damage + amount
    already = f" ({target.card.damage} + {amount})" if target.card.damage else ""
    return reasoning.rule(
        f"{target.who} with {total} damage{already} and power {power} is broken",
        total >= power,
        Q.BROKEN_AT_POWER,
    )


def out_of_battle(reasoning: Reasoning, broken: CardView, other: str) -> None:
    """A Forward broken by First Strike damage is gone before the other damage: it deals none (`other`
    names what it was in battle with)."""
    reasoning.rule(
        f"{broken.name} is broken before the turn player gains priority (rule processes are resolved first)",
        True,
        Q.RULES_BEFORE_PRIORITY,
    )
    left_battle(reasoning, broken, f"{broken.name} and {other}")


def left_battle(reasoning: Reasoning, gone: CardView, pair: str = "") -> None:
    """A Forward no longer on the field is no longer in battle, so it deals no damage (10.1.3.2.1)."""
    they = f"{pair} are" if pair else "it is"
    reasoning.rule(
        f"{gone.name} is no longer present, so {they} no longer in battle: {gone.name} deals no damage",
        True,
        Q.LEAVES_BATTLE,
    )


def cannot_deal_damage(reasoning: Reasoning, card: CardView) -> None:
    """A card or effect that says it can't deal damage wins over the rule that it deals its power (2.2)."""
    reasoning.rule(
        f"{card.who} cannot deal damage (card text or effect): what prevents it takes precedence",
        True,
        Q.PREVENTION_WINS,
    )


def blocker_damage(reasoning: Reasoning, blocker: CardView, target: CardView) -> int:
    """What the blocker deals a lone attacker: its power, or nothing if it cannot deal damage."""
    if blocker.card.cant_deal_damage:
        cannot_deal_damage(reasoning, blocker)
        return 0
    power = blocker.card.power or 0
    reasoning.rule(
        f"{blocker.name} deals {target.name} damage equal to its power: {power}", True, Q.BATTLE_DAMAGE
    )
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
            cannot_deal_damage(reasoning, attacker)
        (dealt_by if able else unable).append(attacker)
    total = sum(attacker.card.power or 0 for attacker in dealt_by)
    powers = " + ".join(f"{a.name} {a.card.power}" for a in dealt_by) or "nothing"
    if party:
        reasoning.rule(
            f"each Forward of the party deals {blocker.name} damage equal to its power: {total} ({powers})",
            True,
            Q.BATTLE_DAMAGE,
        )
    else:
        reasoning.rule(
            f"{attackers[0].name} deals {blocker.name} damage equal to its power: {total}",
            True,
            Q.BATTLE_DAMAGE,
        )
    return PartyDamage(total, dealt_by, unable)


def _to_break(member: CardView) -> int:
    """The least damage a blocker may assign (at least 1000, in multiples of 1000) that breaks it."""
    left = (member.card.power or 0) - member.card.damage
    return max(1000, -(-left // 1000) * 1000)


def breakable(reasoning: Reasoning, blocker: CardView, members: Sequence[CardView]) -> list[CardView]:
    """The most of the party's Forwards the blocker's damage could break together, as its controller
    assigns it (10.1.4.2.1); empty when it breaks none however it is assigned. Needs every power."""
    power = 0 if blocker.card.cant_deal_damage else blocker.card.power or 0
    chosen: list[CardView] = []
    spent = 0
    for member in sorted(members, key=_to_break):
        if spent + _to_break(member) > power:
            break
        spent += _to_break(member)
        chosen.append(member)
    can = ", ".join(member.name for member in chosen) or "none of them"
    test = (
        f"{blocker.name}'s controller assigns its {power} damage freely among the party (at least 1000 "
        f"each, in multiples of 1000): it can break at most {len(chosen)} ({can})"
    )
    needs = "; to break: " + ", ".join(f"{member.name} {_to_break(member)}" for member in members)
    reasoning.rule(test + (needs if len(test + needs) <= 200 else ""), bool(chosen), Q.BLOCKER_ASSIGNS)
    return chosen
