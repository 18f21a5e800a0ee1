"""Who can be attacked, and who ends up defending: Stealth, arenas, Intercept, Redirect, Precision.

`can_attack` is the one legality function: swtcg.target asks it directly, swtcg.attack and swtcg.odds
ask it before the dice, and Intercept and Redirect ask it of the unit the attack would move to ("as
long as the unit that activates Intercept can be attacked by the attacking unit").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine.errors import NotCovered
from bot.engine.games.swtcg import assumptions as A
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.state import UnitView
from bot.engine.reasoning import Reasoning

__all__ = ["Legality", "can_attack", "has_precision", "intercept", "redirect"]

REACH = {
    "ground": ("Bombard", Q.BOMBARD),
    "space": ("Ion Cannon", Q.ION_CANNON),
    "character": ("Barrage", Q.BARRAGE),
}
"""The ability that lets a unit attack into an arena other than its own."""
OWN_ARENA = {
    "Bombard": Q.BOMBARD_NORMAL_ATTACK,
    "Ion Cannon": Q.ION_CANNON_NORMAL_ATTACK,
    "Barrage": Q.BARRAGE_OWN_ARENA,
}
"""Each of those abilities' words for the unit's other choice: an attack in the arena it is in."""
CANNOT_REACH = {
    ("Bombard", "space"): Q.BOMBARD_NOT_SPACE,
    ("Ion Cannon", "ground"): Q.ION_CANNON_NOT_GROUND,
    ("Barrage", "space"): Q.BARRAGE_NOT_OTHERS,
    ("Barrage", "ground"): Q.BARRAGE_NOT_OTHERS,
}


@dataclass
class Legality:
    """Whether an attack on a unit is legal, why not, what would make it legal, and how it reaches."""

    legal: bool = True
    problems: list[str] = field(default_factory=list)
    changes: list[str] = field(default_factory=list)
    via: str | None = None
    """'Bombard 3' when the attack reaches another arena through an ability."""

    def fail(self, problem: str, *changes: str) -> None:
        self.legal = False
        self.problems.append(problem)
        self.changes.extend(changes)


def has_precision(reasoning: Reasoning, attacker: UnitView) -> bool:
    """Precision, or Elude (its former name), with the step saying so."""
    if attacker.has("Precision"):
        return True
    if attacker.has("Elude"):
        reasoning.rule(
            f"{attacker.who} has Elude: it is treated as having Precision", True, Q.ELUDE_IS_PRECISION
        )
        return True
    return False


def can_attack(
    reasoning: Reasoning, attacker: UnitView, defender: UnitView, *, attacker_checks: bool = True
) -> Legality:
    """Can `attacker` attack `defender`? Arenas are checked when both are given."""
    result = Legality()
    if defender.side == attacker.side:
        raise NotCovered(
            f"{attacker.name} and {defender.name} are on the same side. The glossary mentions attacking your "
            "own units (Intercept, Double Strike) but not when a unit may do so."
        )
    if attacker_checks and attacker.tapped:
        # Double Strike's sentence shows a unit tapping for an attack (and one attack made without); that
        # a tapped unit can't tap for this one is the assumption.
        reasoning.rule(
            f"{attacker.name} taps for its attack, as a unit does for Double Strike's first attack (not its "
            "second)",
            True,
            Q.DOUBLE_STRIKE_TAP,
        )
        reasoning.assume(
            f"{attacker.who} is untapped, so it can tap for the attack", False, A.ATTACKER_UNTAPPED
        )
        result.fail(f"{attacker.name} is tapped", f"legal if {attacker.name} were untapped")
    if attacker.arena is not None and defender.arena is not None:
        _arenas(reasoning, attacker, defender, result)
    if defender.has("Stealth"):
        exposed = defender.tapped or defender.damage > 0
        state = (
            "tapped"
            if defender.tapped
            else (
                f"{defender.damage} damage counter{'s' if defender.damage > 1 else ''}"
                if defender.damage
                else ""
            )
        )
        reasoning.rule(
            f"{defender.who} has Stealth, which stops attacks on it unless it is tapped or damaged (or the "
            "attacker can attack Stealth units): it is tapped or damaged"
            + (f" ({state})" if exposed else ""),
            exposed,
            Q.STEALTH,
        )
        if not exposed:
            result.fail(
                f"{defender.name} has Stealth and is untapped with no damage counters",
                f"legal if {defender.name} were tapped or had a damage counter",
                f"legal if {attacker.name} could attack Stealth units for some other reason",
            )
    return result


def _arenas(reasoning: Reasoning, attacker: UnitView, defender: UnitView, result: Legality) -> None:
    """A unit attacks in its own arena, or into another through the ability that reaches it: Bombard's
    "You choose whether to use Bombard to attack a unit in the Ground arena or to make a normal attack in
    the arena your unit is in" (Ion Cannon's and Barrage's alike) — without the ability, only the
    normal attack in its own arena is left. The step cites the attacker's own such ability when it has
    one, else Bombard's; an attack that can't reach cites the ability that would have reached."""
    mine, theirs = attacker.arena, defender.arena
    if mine == theirs:
        own = next((name for name in OWN_ARENA if attacker.has(name)), "Bombard")
        reasoning.rule(
            f"{attacker.name} and {defender.name} are both in the {mine} arena, where {attacker.name} makes "
            "its normal attack",
            True,
            OWN_ARENA[own],
        )
        return
    ability, quote = REACH[theirs or ""]
    for other in ("Bombard", "Ion Cannon", "Barrage"):
        blocked = CANNOT_REACH.get((other, theirs or ""))
        if other != ability and attacker.has(other) and blocked is not None:
            reasoning.rule(
                f"{attacker.name} can use {other} to attack into the {theirs} arena", False, blocked
            )
    if attacker.has(ability):
        value = attacker.amount(ability)
        reasoning.rule(
            f"{attacker.name} (in the {mine} arena) has {ability} {value}: it may attack a unit in the "
            f"{theirs} "
            f"arena, using {value} power plus any other effects",
            True,
            quote,
        )
        result.via = f"{ability} {value}"
        return
    reasoning.rule(
        f"{attacker.name} (in the {mine} arena), without {ability}, can attack a unit in the {theirs} arena",
        False,
        OWN_ARENA[ability],
    )
    result.fail(
        f"{attacker.name} is in the {mine} arena and {defender.name} in the {theirs} arena",
        f"legal if {attacker.name} had {ability}",
    )


@dataclass
class Retarget:
    """Where an attack goes after Intercept or Redirect, and why."""

    defender: UnitView
    moved: bool
    reasons: list[str] = field(default_factory=list)


def _attackable(reasoning: Reasoning, attacker: UnitView, unit: UnitView) -> Legality:
    """Whether the attacker could attack `unit` (steps kept, prefixed with the unit's name)."""
    aside = reasoning.fork()
    legality = can_attack(aside, attacker, unit, attacker_checks=False)
    reasoning.absorb(aside, prefix=f"{unit.name}: ")
    return legality


def intercept(reasoning: Reasoning, attacker: UnitView, defender: UnitView, unit: UnitView) -> Retarget:
    """Does `unit`'s Intercept make it the defending unit instead of `defender`?"""
    keep = Retarget(defender, moved=False)
    reasons = keep.reasons
    if not reasoning.requires(
        f"{unit.who} has Intercept",
        unit.has("Intercept"),
        Q.INTERCEPT,
        reasons,
        f"{unit.name} has no Intercept",
    ):
        return keep
    if has_precision(reasoning, attacker):
        reasoning.requires(
            f"{attacker.name} has Precision: Intercept can change the target of its attack",
            False,
            Q.PRECISION,
            reasons,
            f"{attacker.name} has Precision",
        )
        return keep
    if not reasoning.requires(
        f"{unit.name} is another unit of {defender.name}'s controller",
        unit.side == defender.side,
        Q.INTERCEPT,
        reasons,
        f"{unit.name} isn't one of the defending player's units",
    ):
        return keep
    if not reasoning.requires(
        f"{unit.name} is in the same arena as {defender.name} ({unit.arena}, {defender.arena})",
        unit.arena == defender.arena,
        Q.INTERCEPT,
        reasons,
        f"{unit.name} is not in the {defender.arena} arena",
    ):
        return keep
    legality = _attackable(reasoning, attacker, unit)
    if unit.has("Stealth") and not legality.legal and not (unit.tapped or unit.damage):
        reasoning.rule(
            f"{unit.name} (Stealth, untapped, undamaged) becomes the defending unit by its own Intercept",
            False,
            Q.STEALTH_INTERCEPT,
        )
    if not reasoning.requires(
        f"{attacker.name} can attack {unit.name}, so the defending unit changes",
        legality.legal,
        Q.INTERCEPT_CANT,
        reasons,
        f"{attacker.name} can't attack {unit.name} ({'; '.join(legality.problems)})",
    ):
        return keep
    reasoning.rule(f"{attacker.name} now attacks {unit.name} instead of {defender.name}", True, Q.INTERCEPT)
    return Retarget(unit, moved=True)


def redirect(reasoning: Reasoning, attacker: UnitView, defender: UnitView, unit: UnitView) -> Retarget:
    """Does `defender`'s Redirect send the attack to `unit`?"""
    keep = Retarget(defender, moved=False)
    reasons = keep.reasons
    if not reasoning.requires(
        f"{defender.who} has Redirect",
        defender.has("Redirect"),
        Q.REDIRECT,
        reasons,
        f"{defender.name} has no Redirect",
    ):
        return keep
    if has_precision(reasoning, attacker):
        reasoning.requires(
            f"Redirect has an effect on {attacker.name}'s attack (it has Precision)",
            False,
            Q.REDIRECT_PRECISION,
            reasons,
            f"{attacker.name} has Precision",
        )
        return keep
    if not reasoning.requires(
        f"{unit.name} is another of {defender.name}'s controller's units",
        unit.side == defender.side,
        Q.REDIRECT,
        reasons,
        f"{unit.name} isn't one of the defending player's units",
    ):
        return keep
    if not reasoning.requires(
        f"{unit.name} is in {defender.name}'s arena ({unit.arena}, {defender.arena})",
        unit.arena == defender.arena,
        Q.REDIRECT,
        reasons,
        f"{unit.name} is not in the {defender.arena} arena",
    ):
        return keep
    legality = _attackable(reasoning, attacker, unit)
    if not reasoning.requires(
        f"{unit.name} can be attacked by {attacker.name}",
        legality.legal,
        Q.REDIRECT,
        reasons,
        f"{attacker.name} can't attack {unit.name} ({'; '.join(legality.problems)})",
    ):
        return keep
    reasoning.rule(
        f"{unit.name} has no keyword that automatically prevents all damage to it (card text is not read)",
        True,
        Q.REDIRECT,
    )
    return Retarget(unit, moved=True)
