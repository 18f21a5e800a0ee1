"""Cross-checks for the exact SWTCG odds, kept out of the engine: brute-force enumeration and Monte Carlo.

Used by bench/odds_bench.py and by the SWTCG dice tests.

Both run an attack through the engine's own judging of a roll (`score`, `damage`, `lucky_rerolls`), so
they test `exact_odds` against the rules as `swtcg.attack` applies them to real dice.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction

from bot.engine.games.swtcg.dice import DiceProfile, damage, lucky_rerolls, score

FACES = (1, 2, 3, 4, 5, 6)


@dataclass(frozen=True)
class Outcome:
    """One way an attack's dice can fall, and its exact probability."""

    weight: Fraction
    first: tuple[int, ...]
    """The first roll (what "before reroll" abilities look at)."""
    pool: tuple[int, ...]
    """The first roll and Fury's additional dice, before any reroll."""
    final: tuple[int, ...]
    """The roll used for the attack, after Lucky's rerolls."""


class Tally:
    """Exact probabilities summed by key. An outcome's weight is always 1/n, so this counts outcomes by
    (key, n) in integers and makes one `Fraction` per pair at the end: the same exact sums, without a
    `Fraction` addition (a gcd) per outcome, which made the brute-force oracles the suite's slowest."""

    def __init__(self) -> None:
        self._counts: Counter[tuple[int, int]] = Counter()

    def add(self, key: int, weight: Fraction) -> None:
        assert weight.numerator == 1, weight
        self._counts[key, weight.denominator] += 1

    def sums(self) -> dict[int, Fraction]:
        sums: dict[int, Fraction] = defaultdict(Fraction)
        for (key, denominator), count in self._counts.items():
            sums[key] += Fraction(count, denominator)
        return dict(sums)


Picks = Callable[[DiceProfile, Sequence[int]], Sequence[int]]
"""Which dice Lucky rerolls (indexes into the pool): the engine's `lucky_rerolls` by default."""


def outcomes(rules: DiceProfile, dice: int, pick: Picks = lucky_rerolls) -> Iterator[Outcome]:
    """Every outcome of `dice` attack dice: the first roll, Fury's X additional dice after a natural 4
    in it, then the rerolls `pick` chooses, each weighted exactly."""
    for first in itertools.product(FACES, repeat=dice):
        extras: list[tuple[int, ...]] = [()]
        if rules.fury and 4 in first:
            extras = list(itertools.product(FACES, repeat=rules.fury))
        for extra in extras:
            pool = first + extra
            picks = tuple(pick(rules, pool))
            rolls = list(itertools.product(FACES, repeat=len(picks)))
            weight = Fraction(1, 6**dice * len(extras) * len(rolls))
            for rerolled in rolls:
                yield Outcome(weight, first, pool, _rerolled(pool, picks, rerolled))


def _rerolled(pool: Sequence[int], picks: Sequence[int], faces: Sequence[int]) -> tuple[int, ...]:
    """The pool with the picked dice showing their new `faces`."""
    final = list(pool)
    for index, face in zip(picks, faces, strict=True):
        final[index] = face
    return tuple(final)


def enumerate_odds(rules: DiceProfile, dice: int) -> tuple[dict[int, Fraction], dict[int, Fraction]]:
    """Every outcome of `dice` attack dice (Fury's dice and Lucky's rerolls included), exactly."""
    hits, dealt = Tally(), Tally()
    for outcome in outcomes(rules, dice):
        result = score(rules, outcome.final)
        hits.add(result.hits, outcome.weight)
        dealt.add(damage(rules, result)[2], outcome.weight)
    return hits.sums(), dealt.sums()


def enumerate_triggers(rules: DiceProfile, dice: int) -> tuple[Fraction, Fraction]:
    """P(a natural 6) and P(a natural 1) in the roll used for the attack, by enumerating every outcome."""
    shown = Tally()
    for outcome in outcomes(rules, dice):
        for face in (6, 1):
            if face in outcome.final:
                shown.add(face, outcome.weight)
    sums = shown.sums()
    return sums.get(6, Fraction(0)), sums.get(1, Fraction(0))


@dataclass(frozen=True)
class Sampled:
    """A Monte Carlo estimate of P(damage ≥ k): the counts behind it, and its standard error."""

    samples: int
    at_least: dict[int, int]

    def p(self, amount: int) -> float:
        return self.at_least.get(amount, 0) / self.samples

    def standard_error(self, amount: int) -> float:
        p = self.p(amount)
        return math.sqrt(max(p * (1 - p), 1 / self.samples) / self.samples)


def sample_damage(rules: DiceProfile, dice: int, samples: int, seed: int) -> Sampled:
    """Roll the attack `samples` times with `random.Random(seed)`; count damage ≥ k for every k."""
    rng = random.Random(seed)
    roll = rng.choices
    counts: Counter[int] = Counter()
    for _ in range(samples):
        pool = roll(FACES, k=dice)
        if rules.fury and 4 in pool:
            pool += roll(FACES, k=rules.fury)
        picks = lucky_rerolls(rules, pool)
        final = _rerolled(pool, picks, roll(FACES, k=len(picks)))
        counts[damage(rules, score(rules, final))[2]] += 1
    top = max(counts, default=0)
    at_least = {}
    running = 0
    for amount in range(top, -1, -1):
        running += counts.get(amount, 0)
        at_least[amount] = running
    return Sampled(samples, at_least)
