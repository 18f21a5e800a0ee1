"""An attack's results, modelled once: still a party?, damage each way, breaks, the player's damage.

`resolve` serves `fftcg.combat`. It runs the shared steps of `combat.py` (First Strike order, each party
member's legal-damage check, breaking) and adds what they leave out: the blocker's damage to the attacking
side, whether the attacker is broken, and the point of damage an unblocked attack deals the opponent
(10.1.4.1). A result the rules leave to a player (which of a party's Forwards the blocker's damage breaks:
its controller assigns it, 10.1.4.2.1) is a `gap`, not a guess: the topic answers "not covered" when that
is the one asked, and decides it when the blocker can break none of them however it is assigned.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.combat import (
    Order,
    blocker_damage,
    breakable,
    breaks,
    cannot_deal_damage,
    damage_to_blocker,
    left_battle,
    out_of_battle,
    strike_order,
)
from bot.engine.games.fftcg.state import CardView
from bot.engine.reasoning import Reasoning

__all__ = ["Battle", "resolve", "still_a_party"]


def _assigned(blocker: CardView, chosen: Sequence[CardView]) -> str:
    """Why a blocker's damage to a party leaves an answer open: its controller's choice (10.1.4.2.1)."""
    names = ", ".join(member.name for member in chosen)
    return (
        f"{blocker.name}'s controller assigns its damage freely among the party's Forwards (at least 1000 "
        f"each, in multiples of 1000), and it can break {names}: which of them are broken is that player's "
        "choice"
    )


@dataclass
class Battle:
    """What an attack comes to. None: not reached, or (see `gaps`) not decided by the text."""

    remaining: list[CardView]
    still_party: bool
    player_damage: int | None = None
    to_blocker: int | None = None
    blocker_broken: bool | None = None
    to_attacker: int | None = None
    attacker_broken: bool | None = None
    order: Order | None = None
    gaps: dict[str, str] = field(default_factory=dict)
    dealt_by: list[CardView] = field(default_factory=list)
    unable: list[CardView] = field(default_factory=list)


def still_a_party(reasoning: Reasoning, attackers: Sequence[CardView]) -> list[CardView]:
    """The attackers still on the field, recording whether they are (still) a party."""
    remaining = [attacker for attacker in attackers if not attacker.card.left_field]
    for attacker in attackers:
        if attacker.card.left_field:
            left_battle(reasoning, attacker)
    if len(attackers) == 1:
        reasoning.rule(f"{attackers[0].name} attacks alone: a party is two or more Forwards", False, Q.PARTY)
    elif len(remaining) == 1:
        reasoning.rule(
            f"only {remaining[0].name} is left on the field, so it is still considered a party",
            False,
            Q.PARTY_ONE_LEFT,
        )
    else:
        reasoning.rule(
            f"{len(remaining)} of the party's Forwards are on the field: a party is two or more Forwards",
            len(remaining) >= 2,
            Q.PARTY,
        )
    return remaining


def still_blocked(reasoning: Reasoning, last: CardView, blocker: CardView) -> None:
    """The Forward left of a party is still an attacking Forward in battle with the blocker (10.1.3.2.1)."""
    reasoning.rule(
        f"{last.name} and {blocker.name} are still an attacking and a blocking Forward, in battle: "
        f"{last.name} is still blocked",
        True,
        Q.IN_BATTLE,
    )


def resolve(reasoning: Reasoning, attackers: Sequence[CardView], blocker: CardView | None) -> Battle:
    """Every result of this attack that the rules decide."""
    remaining = still_a_party(reasoning, attackers)
    battle = Battle(remaining=remaining, still_party=len(remaining) >= 2)
    side = "the party" if battle.still_party else remaining[0].name
    if blocker is None:
        _unblocked(reasoning, battle, side)
        return battle
    # 10.1.4.1 gives the opponent a point only "If an attacking Forward is not blocked"; 10.1.4.2 says what
    # a blocked one deals, and to whom: its power, to the blocking Forward. Neither alone says "no point".
    reasoning.rule(
        f"{side} is unblocked (the case in which an attacker deals the opponent one point of damage)",
        False,
        Q.UNBLOCKED_DAMAGE,
    )
    reasoning.rule(
        f"{side} is blocked by {blocker.name}: they deal their damage to each other",
        True,
        Q.BATTLE_DAMAGE,
    )
    if reasoning.question == "player_damage":
        reasoning.settles()
    battle.player_damage = 0
    if len(attackers) > 1 and not battle.still_party:
        still_blocked(reasoning, remaining[0], blocker)
    battle.order = strike_order(reasoning, remaining, blocker)
    if battle.order == "block_first":
        _blocker_strikes(reasoning, battle, blocker)
        if battle.attacker_broken:
            out_of_battle(reasoning, remaining[0], blocker.name)
            battle.to_blocker, battle.blocker_broken = 0, False
        elif battle.attacker_broken is None:
            reason = (
                f"{blocker.name} deals its First Strike damage to the party first; "
                + battle.gaps["attacker_broken"]
                + ", so which of them are left to deal damage is too"
            )
            battle.gaps["to_blocker"] = battle.gaps["blocker_broken"] = reason
        else:
            _attackers_strike(reasoning, battle, blocker)
        return battle
    _attackers_strike(reasoning, battle, blocker)
    if battle.order == "attack_first" and battle.blocker_broken:
        out_of_battle(reasoning, blocker, side)
        battle.to_attacker, battle.attacker_broken = 0, False
        return battle
    _blocker_strikes(reasoning, battle, blocker)
    return battle


def _unblocked(reasoning: Reasoning, battle: Battle, side: str) -> None:
    """An unblocked attack: 1 point to the opponent (a party as if it were a single Forward)."""
    for attacker in battle.remaining:
        if attacker.card.cant_deal_damage:
            cannot_deal_damage(reasoning, attacker)
    unable = [attacker for attacker in battle.remaining if attacker.card.cant_deal_damage]
    if battle.still_party:
        reasoning.rule(
            "the party attacks as if it were a single Forward, so it deals 1 point of damage, not one per "
            "Forward",
            True,
            Q.PARTY,
        )
        if unable:
            names = ", ".join(attacker.name for attacker in unable)
            battle.gaps["player_damage"] = (
                f"{names} of the party cannot deal damage; the text checks party members' damage only "
                "against a blocking Forward, so it doesn't say whether the party still deals its point"
            )
            return
    battle.player_damage = 0 if unable else 1
    reasoning.rule(
        f"{side} is unblocked, so it deals the opponent one point of damage"
        + (" (it cannot deal damage: 0)" if unable else ""),
        True,
        Q.UNBLOCKED_DAMAGE,
    )
    if battle.player_damage:
        reasoning.rule(
            "the opponent takes it by placing the top card of their deck into their Damage Zone",
            True,
            Q.DAMAGE_ZONE,
        )


def _attackers_strike(reasoning: Reasoning, battle: Battle, blocker: CardView) -> None:
    party = battle.still_party
    dealt = damage_to_blocker(reasoning, battle.remaining, blocker, party=party)
    if party:
        reasoning.rule("the damage can then be redirected or prevented", True, Q.PARTY_DAMAGE_REDIRECT)
    battle.to_blocker, battle.dealt_by, battle.unable = dealt.total, dealt.dealt_by, dealt.unable
    battle.blocker_broken = breaks(reasoning, blocker, dealt.total)


def _blocker_strikes(reasoning: Reasoning, battle: Battle, blocker: CardView) -> None:
    if not battle.still_party:
        target = battle.remaining[0]
        battle.to_attacker = blocker_damage(reasoning, blocker, target)
        battle.attacker_broken = breaks(reasoning, target, battle.to_attacker)
        return
    if blocker.card.cant_deal_damage:
        cannot_deal_damage(reasoning, blocker)
        battle.to_attacker, battle.attacker_broken = 0, False
        return
    battle.to_attacker = blocker.card.power or 0
    reasoning.rule(
        f"{blocker.name} deals the party damage equal to its power: {battle.to_attacker} in all",
        True,
        Q.BATTLE_DAMAGE,
    )
    chosen = breakable(reasoning, blocker, battle.remaining)
    if chosen:
        battle.gaps["attacker_broken"] = _assigned(blocker, chosen)
    else:
        battle.attacker_broken = False
