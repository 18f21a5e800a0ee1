"""Attack dice, modelled once: which faces hit, what natural faces trigger, a rolled attack, exact odds.

`profile` reads the attacker and the defender (Shields, Accuracy, Armor, Critical Hit, Fury, Parry,
Lucky) and writes the steps both dice topics share. `score` and `damage` judge a roll that was made
(swtcg.attack); `exact_odds` gives the exact distribution of an attack not yet made (swtcg.odds), for
the same rules, so the two cannot disagree: the tests enumerate small attacks through `score`,
`damage` and `lucky_rerolls` and compare with `exact_odds` fraction for fraction.

How the odds are computed (exact integers over 6^dice, turned into `Fraction`s at the end):

1. The first roll of n dice is counted in closed form by hits h and natural 1s c (c capped: only "more
   than Lucky" matters, since the attacker rerolls natural 1s first), with inclusion–exclusion over the
   flag faces "some natural 4" (Fury) and "some natural 6" (Critical Hit): the outcomes that show a 4 are
   all outcomes minus those whose dice avoid the face 4.
2. Where a natural 4 was rolled, Fury's X extra dice (counted the same way) are convolved in.
3. The attacker rerolls min(Lucky, misses) dice; their outcomes are counted the same way and added.
4. Damage = hits + Critical Hit X if a natural 6 is in the final roll, less Parry X if a natural 1 is.

Every path is weighted over the same denominator 6^(n + Fury X + Lucky X) (dice not rolled on a path
count as a factor 6), so the sums are exact integers.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import combinations, product
from math import comb

from bot.engine.errors import NotationError, shown
from bot.engine.games.swtcg import assumptions as A
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.power import starting_power
from bot.engine.games.swtcg.state import UnitView
from bot.engine.notation import check_length
from bot.engine.reasoning import Reasoning

__all__ = [
    "FACES",
    "MAX_DICE",
    "DiceProfile",
    "Odds",
    "Score",
    "apply_rerolls",
    "damage",
    "exact_odds",
    "first_roll_chance",
    "lucky_rerolls",
    "parse_faces",
    "parse_rerolls",
    "profile",
    "riposte_chance",
    "score",
]

FACES = (1, 2, 3, 4, 5, 6)
MAX_DICE = 60
"""Most attack dice a roll or an odds question may have (odds stay well under a second)."""
MAX_EXTRA = 30
"""Most Fury dice, and most Lucky rerolls, the odds take."""

NATURAL_TRIGGERS = {
    "attacker": ("Backfire", "Critical Hit", "Focus", "Fury"),
    "defender": ("Parry", "Riposte"),
}


# -- the rules of one attack's dice -------------------------------------------------------------------


@dataclass(frozen=True)
class DiceProfile:
    """What decides hits and triggers for one attacker against one defender."""

    dice: int | None
    """Attack dice from power less Shields; None when the attacker's power is not given."""
    accuracy: int
    armor: bool
    critical: int
    fury: int
    parry: int
    """The defender's Parry X that can apply (0 when it has none, or the damage can't be prevented)."""
    lucky: int
    """The attacker's Lucky X."""

    @property
    def threshold(self) -> int:
        return 5 if self.armor else 4

    def hits(self, face: int) -> bool:
        return face + self.accuracy >= self.threshold

    @property
    def hit_faces(self) -> tuple[int, ...]:
        return tuple(face for face in FACES if self.hits(face))

    @property
    def can_hit(self) -> bool:
        return bool(self.hit_faces)


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def _faces_text(faces: Sequence[int]) -> str:
    return ", ".join(str(face) for face in faces) if faces else "no face"


def profile(reasoning: Reasoning, attacker: UnitView, defender: UnitView) -> DiceProfile:
    """Shields, the hit rule, Accuracy, Armor and whether Parry can apply, with their steps. Worked out
    once per scenario (`Reasoning.once`): every sub-question of an attack starts from it."""
    return reasoning.once(_profile, attacker, defender)


def _profile(reasoning: Reasoning, attacker: UnitView, defender: UnitView) -> DiceProfile:
    power = starting_power(attacker.card, defender.card, own_power=False).power
    shields = defender.amount("Shields")
    dice: int | None = None
    if shields:
        reasoning.rule(
            f"Shields {shields} on {defender.who} gives {attacker.name} −{shields} power"
            + (f": {power} − {shields} = {power - shields}" if power is not None else ""),
            True,
            Q.SHIELDS,
        )
    if power is not None:
        dice = max(0, power - shields)
        reasoning.assume(
            f"{attacker.name} rolls {dice} attack {'die' if dice == 1 else 'dice'}", True, A.POWER_IS_DICE
        )
    accuracy = attacker.amount("Accuracy")
    armor = defender.has("Armor")
    rules = DiceProfile(
        dice=dice,
        accuracy=accuracy,
        armor=armor,
        critical=attacker.amount("Critical Hit"),
        fury=attacker.amount("Fury"),
        parry=0,
        lucky=attacker.amount("Lucky"),
    )
    if accuracy:
        reasoning.rule(
            f"Accuracy {_signed(accuracy)}: {'add' if accuracy > 0 else 'subtract'} {abs(accuracy)} "
            f"{'to' if accuracy > 0 else 'from'} each of {attacker.name}'s attack dice",
            True,
            Q.ACCURACY_ADD if accuracy > 0 else Q.ACCURACY_SUBTRACT,
        )
    faces = _faces_text(rules.hit_faces)
    after = f" (after Accuracy {_signed(accuracy)})" if accuracy else ""
    if armor:
        reasoning.rule(
            f"{defender.who} has Armor: a die hits only on 5 or more{after}, i.e. on natural {faces}",
            True,
            Q.ARMOR,
        )
        if accuracy == 1:
            reasoning.rule(
                f"{attacker.name} with Accuracy 1 against Armor hits with 4's, 5's and 6's",
                True,
                Q.ARMOR_WITH_ACCURACY,
            )
    else:
        reasoning.assume(f"a die hits on 4 or more{after}, i.e. on natural {faces}", True, A.HIT_ON_FOUR)
    triggers = [name for name in NATURAL_TRIGGERS["attacker"] if attacker.has(name)]
    triggers += [name for name in NATURAL_TRIGGERS["defender"] if defender.has(name)]
    if accuracy and triggers:
        reasoning.rule(
            f"Accuracy doesn't change the natural faces {', '.join(triggers)} look at",
            True,
            Q.ACCURACY_NOT_NATURAL,
        )
    return replace(rules, parry=parry_that_applies(reasoning, attacker, defender))


def parry_that_applies(reasoning: Reasoning, attacker: UnitView, defender: UnitView) -> int:
    """The defender's Parry X, or 0 when the attacker's Ferocity makes its damage unpreventable."""
    parry = defender.amount("Parry")
    if not parry or not attacker.has("Ferocity"):
        return parry
    reasoning.rule(f"{attacker.name} has Ferocity: its damage can't be prevented", True, Q.FEROCITY)
    if defender.has("Fortitude"):
        reasoning.rule(
            f"{defender.who} has Fortitude: its Parry can still prevent damage to itself",
            True,
            Q.FORTITUDE_ABILITIES,
        )
        return parry
    reasoning.rule(
        f"{defender.who}'s Parry {parry} can affect unpreventable damage", False, Q.PARRY_UNPREVENTABLE
    )
    return 0


# -- dice written by the user -------------------------------------------------------------------------

_TOKEN = re.compile(r"[^\s,]+")
_FACES = {str(face) for face in range(1, 7)}
_REROLL = re.compile(r"^([1-6])(?:>|->|→)([1-6])$")


def _tokens(text: str) -> list[tuple[str, int]]:
    return [(match.group(), match.start()) for match in _TOKEN.finditer(text)]


def parse_faces(text: str, *, limit: int = MAX_DICE) -> tuple[int, ...]:
    """'6 4 3 1 1' (spaces or commas) → (6, 4, 3, 1, 1); `NotationError` names the bad token."""
    check_length(text, "a list of dice")
    faces = []
    for token, start in _tokens(text):
        if token not in _FACES:
            raise NotationError(f"{shown(token)} is not a die face (1 to 6)", token=token, position=start)
        faces.append(int(token))
    if len(faces) > limit:
        token, start = _tokens(text)[limit]
        raise NotationError(f"at most {limit} dice", token=token, position=start)
    return tuple(faces)


def parse_rerolls(text: str) -> tuple[tuple[int, int, int], ...]:
    """'3>5 1>6' → ((3, 5, position), (1, 6, position)): a die showing 3 was rerolled into a 5."""
    check_length(text, "a list of rerolls")
    rerolls = []
    for token, start in _tokens(text):
        match = _REROLL.match(token)
        if match is None:
            raise NotationError(
                f"{shown(token)} is not a reroll: write old>new, e.g. 3>5", token=token, position=start
            )
        rerolls.append((int(match.group(1)), int(match.group(2)), start))
    if len(rerolls) > MAX_DICE:
        raise NotationError(f"at most {MAX_DICE} rerolls", token=text, position=0)
    return tuple(rerolls)


def apply_rerolls(pool: Sequence[int], rerolls: Iterable[tuple[int, int, int]]) -> tuple[int, ...]:
    """The dice after the rerolls, in order; `NotationError` when no die shows the face rerolled."""
    dice = list(pool)
    for old, new, start in rerolls:
        if old not in dice:
            raise NotationError(
                f"reroll {old}>{new}: no die shows {old} (the dice then: "
                f"{' '.join(map(str, dice)) or 'none'})",
                token=f"{old}>{new}",
                position=start,
            )
        dice[dice.index(old)] = new
    return tuple(dice)


# -- judging a roll -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Score:
    """A final roll (after rerolls): its hits and the natural faces that matter after rerolls."""

    hits: int
    six: bool
    one: bool
    two: bool


def score(rules: DiceProfile, final: Sequence[int]) -> Score:
    return Score(
        hits=sum(1 for face in final if rules.hits(face)),
        six=6 in final,
        one=1 in final,
        two=2 in final,
    )


def damage(rules: DiceProfile, result: Score) -> tuple[int, int, int]:
    """(damage before prevention, prevented by Parry, damage after Parry), Parry used in full."""
    before = result.hits + (rules.critical if result.six else 0)
    prevented = min(before, rules.parry) if result.one else 0
    return before, prevented, before - prevented


def lucky_rerolls(rules: DiceProfile, pool: Sequence[int]) -> tuple[int, ...]:
    """Positions the attacker rerolls under the odds' Lucky policy: misses, natural 1s first."""
    if not rules.lucky or not rules.can_hit:
        return ()
    misses = [index for index, face in enumerate(pool) if not rules.hits(face)]
    misses.sort(key=lambda index: pool[index] != 1)
    return tuple(misses[: rules.lucky])


# -- exact odds ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Odds:
    """Exact distributions of one attack: hits, and damage after Parry (before other prevention)."""

    hits: dict[int, Fraction]
    damage: dict[int, Fraction]
    fury: Fraction
    """Chance that Fury triggers (0 without Fury)."""
    six: Fraction = Fraction(0)
    """Chance of a natural 6 in the roll used for the attack (Critical Hit); 0 when Critical Hit is 0."""
    one: Fraction = Fraction(0)
    """Chance of a natural 1 in the roll used for the attack (Parry); 0 when no Parry applies."""

    def at_least(self, amount: int) -> Fraction:
        return sum((p for value, p in self.damage.items() if value >= amount), Fraction(0))

    def expected_damage(self) -> Fraction:
        return sum((value * p for value, p in self.damage.items()), Fraction(0))


Key = tuple[int, int, tuple[bool, ...]]
"""(hits, natural 1s capped, one flag per flag face)."""


def _counts(n: int, allowed: frozenset[int], hit: frozenset[int], cap1: int) -> dict[tuple[int, int], int]:
    """Outcomes of n dice showing only `allowed` faces, by hits and natural 1s (capped at `cap1`)."""
    others = allowed - {1}
    hits_other = len(others & hit)
    miss_other = len(others) - hits_other
    one_hits = 1 in hit
    table: dict[tuple[int, int], int] = defaultdict(int)
    if cap1 == 0 or 1 not in allowed:
        if 1 in allowed:
            hits_other, miss_other = (
                (hits_other + 1, miss_other) if one_hits else (hits_other, miss_other + 1)
            )
        for j in range(n + 1):
            weight = comb(n, j) * hits_other**j * miss_other ** (n - j)
            if weight:
                table[(j, 0)] += weight
        return dict(table)
    for ones in range(n + 1):
        rest = n - ones
        base = comb(n, ones)
        capped = min(ones, cap1)
        for j in range(rest + 1):
            weight = base * comb(rest, j) * hits_other**j * miss_other ** (rest - j)
            if weight:
                table[(j + (ones if one_hits else 0), capped)] += weight
    return dict(table)


def _table(n: int, hit: frozenset[int], cap1: int, flag_faces: tuple[int, ...]) -> dict[Key, int]:
    """Outcomes of n dice by hits, capped natural 1s and whether each flag face shows (exactly)."""
    out: dict[Key, int] = {}
    every = frozenset(FACES)
    memo: dict[frozenset[int], dict[tuple[int, int], int]] = {}
    for present in product((False, True), repeat=len(flag_faces)):
        absent = {face for face, shown in zip(flag_faces, present, strict=True) if not shown}
        shown = [face for face, flag in zip(flag_faces, present, strict=True) if flag]
        total: dict[tuple[int, int], int] = defaultdict(int)
        for size in range(len(shown) + 1):
            for excluded in combinations(shown, size):
                sign = -1 if size % 2 else 1
                allowed = every - absent - set(excluded)
                if allowed not in memo:
                    memo[allowed] = _counts(n, allowed, hit, cap1)
                for key, weight in memo[allowed].items():
                    total[key] += sign * weight
        for (hits, ones), weight in total.items():
            if weight:
                out[(hits, ones, present)] = weight
    return out


def exact_odds(rules: DiceProfile, dice: int) -> Odds:
    """The exact distribution of hits and of damage (after Parry) for `dice` attack dice."""
    if not 0 <= dice <= MAX_DICE:
        raise ValueError(f"exact odds take 0 to {MAX_DICE} dice, not {dice}")
    hit = frozenset(rules.hit_faces)
    track6 = rules.critical > 0
    fury = rules.fury if dice else 0
    all_hit = len(hit) == len(FACES)
    lucky = rules.lucky if hit and not all_hit else 0
    cap1 = (1 if 1 in hit else lucky + 1) if rules.parry else 0
    six = (6,) if track6 else ()
    first = _table(dice, hit, cap1, ((4,) if fury else ()) + six)
    extra = _table(fury, hit, cap1, six) if fury else {}
    spread = 6 ** (fury + lucky)

    # Pool after Fury: (hits, dice in pool, a natural 1 survives the rerolls, a natural 6) -> weight.
    # Natural 1s enter only as "more than cap1 - 1 of them", so the first roll's counts by 1s are
    # combined with suffix sums of Fury's (linear in cap1 rather than quadratic).
    pool: dict[tuple[int, int, bool, bool], int] = defaultdict(int)
    by_ones: dict[tuple[int, bool, bool], list[int]] = defaultdict(lambda: [0] * (cap1 + 1))
    for (hits, ones, flags), weight in first.items():
        by_ones[(hits, bool(fury) and flags[0], track6 and flags[-1])][ones] += weight
    extra_by: dict[tuple[int, bool], list[int]] = defaultdict(lambda: [0] * (cap1 + 1))
    for (more, more_ones, more_flags), weight in extra.items():
        extra_by[(more, track6 and more_flags[-1])][more_ones] += weight
    extra_rows = []
    for (more, more_six), counts in extra_by.items():
        tail = [0] * (cap1 + 2)
        for ones in range(cap1, -1, -1):
            tail[ones] = tail[ones + 1] + counts[ones]
        extra_rows.append((more, more_six, tail[0], tail))
    fury_weight = 0
    for (hits, fours, sixes), counts in by_ones.items():
        total = sum(counts)
        if not fours:
            with_one = counts[cap1] if cap1 else 0
            scale = 6**fury
            pool[(hits, dice, False, sixes)] += (total - with_one) * scale
            pool[(hits, dice, True, sixes)] += with_one * scale
            continue
        fury_weight += total
        for more, more_six, more_total, tail in extra_rows:
            with_one = sum(counts[ones] * tail[cap1 - ones] for ones in range(cap1 + 1)) if cap1 else 0
            key = (hits + more, dice + fury)
            pool[(*key, False, sixes or more_six)] += total * more_total - with_one
            pool[(*key, True, sixes or more_six)] += with_one

    rerolls: dict[int, dict[Key, int]] = {}
    final: dict[tuple[int, bool, bool], int] = defaultdict(int)
    for (hits, size, one, sixes), weight in pool.items():
        if not weight:
            continue
        rerolled = min(lucky, size - hits)
        scale = 6 ** (lucky - rerolled)
        if not rerolled:
            final[(hits, sixes, one)] += weight * scale
            continue
        if rerolled not in rerolls:
            rerolls[rerolled] = _table(rerolled, hit, 1 if cap1 else 0, six)
        for (more, more_ones, more_flags), more_weight in rerolls[rerolled].items():
            key3 = (hits + more, sixes or (track6 and more_flags[-1]), one or more_ones > 0)
            final[key3] += weight * more_weight * scale

    denominator = 6**dice * spread
    hits_out: dict[int, int] = defaultdict(int)
    damage_out: dict[int, int] = defaultdict(int)
    six_weight = one_weight = 0
    for (hits, sixes, one), weight in final.items():
        six_weight += weight if sixes else 0
        one_weight += weight if one else 0
        hits_out[hits] += weight
        before = hits + (rules.critical if sixes else 0)
        damage_out[before - (min(before, rules.parry) if one else 0)] += weight
    return Odds(
        hits={k: Fraction(v, denominator) for k, v in sorted(hits_out.items()) if v},
        damage={k: Fraction(v, denominator) for k, v in sorted(damage_out.items()) if v},
        fury=Fraction(fury_weight, 6**dice),
        six=Fraction(six_weight, denominator),
        one=Fraction(one_weight, denominator),
    )


# -- the chances of the other natural-face triggers ---------------------------------------------------


def first_roll_chance(rules: DiceProfile, dice: int) -> Fraction | None:
    """P(a given natural face shows on the first roll of `dice` dice, before reroll): 1 − (5/6)^dice.

    Focus (a natural 5) and Backfire (a natural 3) look at the attack dice "before reroll", so Lucky's
    rerolls change nothing. None when Fury may add dice to that roll: whether Fury's additional dice
    belong to the "initial dice roll" is not said, and the two readings give different chances.
    """
    if rules.fury and dice:
        return None
    return 1 - Fraction(5, 6) ** dice


def riposte_chance(rules: DiceProfile, dice: int) -> Fraction | None:
    """P(a natural 2 in the roll used for the attack): Fury's dice and Lucky's rerolls included.

    Lucky follows the odds' policy (`lucky_rerolls`: missed dice, natural 1s first). That policy decides
    whether a missed 2 survives only when a 2 is a hit (never rerolled), when 1s and 2s are the only
    misses (1s, then 2s), or when every miss is always rerolled; otherwise which misses the attacker
    rerolls after its 1s — a 2 or another miss — is its choice, and the answer is None.

    Counted exactly: the pool (first roll, and Fury's dice where a natural 4 was rolled) by misses
    (capped at Lucky + 1) and whether it shows a 2, then the rerolls' chance of showing no 2.
    """
    hit = frozenset(rules.hit_faces)
    fury = rules.fury if dice else 0
    lucky = rules.lucky if hit and len(hit) < len(FACES) else 0
    two_misses = 2 not in hit
    other_misses = [face for face in FACES if face not in hit and face not in (1, 2)]
    most_misses = dice
    if fury:
        most_misses = max(dice, dice + fury - (1 if 4 in hit else 0))
    if lucky and two_misses and other_misses and most_misses > lucky:
        return None
    cap = lucky + 1
    # The faces in four kinds: (misses, is a 2, is a 4) -> how many faces.
    kinds: dict[tuple[int, bool, bool], int] = defaultdict(int)
    for face in FACES:
        kinds[(0 if face in hit else 1, face == 2, face == 4)] += 1

    def roll(count: int) -> dict[tuple[int, bool, bool], int]:
        states: dict[tuple[int, bool, bool], int] = {(0, False, False): 1}
        for _ in range(count):
            after: dict[tuple[int, bool, bool], int] = defaultdict(int)
            for (misses, two, four), weight in states.items():
                for (miss, is_two, is_four), faces in kinds.items():
                    after[(min(misses + miss, cap), two or is_two, four or is_four)] += weight * faces
            states = after
        return states

    extra = roll(fury) if fury else {}
    pool: dict[tuple[int, bool], int] = defaultdict(int)
    for (misses, two, four), weight in roll(dice).items():
        if fury and four:
            for (more, more_two, _), more_weight in extra.items():
                pool[(min(misses + more, cap), two or more_two)] += weight * more_weight
        else:
            pool[(misses, two)] += weight * 6**fury
    none = 0
    for (misses, two), weight in pool.items():
        if two and (not two_misses or misses > lucky):
            continue  # a 2 stays in the roll used for the attack
        rerolled = min(lucky, misses)
        none += weight * 5**rerolled * 6 ** (lucky - rerolled)
    return 1 - Fraction(none, 6 ** (dice + fury + lucky))
