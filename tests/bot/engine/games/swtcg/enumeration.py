"""Brute-force enumeration of every attack-dice outcome, by natural face, for the trigger chances.

The outcomes are devkit/dice_oracle.py's (the same walk its damage enumeration uses); Lucky's rerolls
are picked by the engine's own `lucky_rerolls` (the odds' policy) or, to show where that policy leaves
a choice open, by an explicit order of preference among the missed faces.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from bot.engine.games.swtcg.dice import FACES, DiceProfile, lucky_rerolls
from devkit.dice_oracle import Tally, outcomes


@dataclass(frozen=True)
class FaceChances:
    """P(some natural face) in each roll of one attack, by face."""

    first: dict[int, Fraction]
    """In the first roll (Focus, Backfire, Fury: "before reroll")."""
    pool: dict[int, Fraction]
    """In the first roll or Fury's additional dice, before any reroll."""
    final: dict[int, Fraction]
    """In the roll used for the attack, after rerolls (Critical Hit, Parry, Riposte)."""


def _picks(rules: DiceProfile, pool: Sequence[int], order: Sequence[int] | None) -> tuple[int, ...]:
    if order is None:
        return lucky_rerolls(rules, pool)
    if not rules.lucky or not rules.can_hit:
        return ()
    misses = sorted(
        (i for i, face in enumerate(pool) if not rules.hits(face)), key=lambda i: order.index(pool[i])
    )
    return tuple(misses[: rules.lucky])


def enumerate_faces(rules: DiceProfile, dice: int, *, order: Sequence[int] | None = None) -> FaceChances:
    """Every outcome of `dice` attack dice, Fury's dice and Lucky's rerolls, weighted exactly."""
    first, pool, final = Tally(), Tally(), Tally()
    for outcome in outcomes(rules, dice, lambda rules, faces: _picks(rules, faces, order)):
        for face in set(outcome.first):
            first.add(face, outcome.weight)
        for face in set(outcome.pool):
            pool.add(face, outcome.weight)
        for face in set(outcome.final):
            final.add(face, outcome.weight)
    return FaceChances(*(_every_face(tally.sums()) for tally in (first, pool, final)))


def _every_face(sums: dict[int, Fraction]) -> dict[int, Fraction]:
    """A chance for every face, 0 for a face no outcome shows (as the sums always had)."""
    return {face: sums.get(face, Fraction(0)) for face in FACES}
