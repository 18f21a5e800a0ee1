"""The dice mechanism: reading dice, judging a roll, and exact odds checked by enumeration and sampling."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bot.engine.errors import NotationError
from bot.engine.games.swtcg.dice import (
    MAX_DICE,
    DiceProfile,
    apply_rerolls,
    damage,
    exact_odds,
    first_roll_chance,
    lucky_rerolls,
    parse_faces,
    parse_rerolls,
    riposte_chance,
    score,
)
from devkit.dice_oracle import enumerate_odds, sample_damage
from tests.bot.engine.games.swtcg.enumeration import enumerate_faces


def rules(**changes: int | bool) -> DiceProfile:
    base = {"dice": None, "accuracy": 0, "armor": False, "critical": 0, "fury": 0, "parry": 0, "lucky": 0}
    return DiceProfile(**{**base, **changes})  # type: ignore[arg-type]


# -- reading dice -------------------------------------------------------------------------------------


def test_faces_are_read_with_spaces_or_commas() -> None:
    assert parse_faces("6 4 3 1 1") == (6, 4, 3, 1, 1)
    assert parse_faces("6,4, 3") == (6, 4, 3)
    assert parse_faces("") == ()


@pytest.mark.parametrize(
    ("text", "token", "position", "message"),
    [
        ("6 4 7", "7", 4, "'7' is not a die face (1 to 6) at character 5"),
        ("6 x 3", "x", 2, "'x' is not a die face (1 to 6) at character 3"),
        ("6 0", "0", 2, "at character 3"),
    ],
)
def test_a_bad_face_names_the_token_and_its_position(
    text: str, token: str, position: int, message: str
) -> None:
    with pytest.raises(NotationError) as caught:
        parse_faces(text)
    assert (caught.value.token, caught.value.position) == (token, position)
    assert message in str(caught.value)


def test_at_most_sixty_dice() -> None:
    assert len(parse_faces(" ".join(["6"] * MAX_DICE))) == MAX_DICE
    with pytest.raises(NotationError, match="at most 60 dice at character 121"):
        parse_faces(" ".join(["6"] * (MAX_DICE + 1)))


def test_rerolls_are_old_to_new_in_order() -> None:
    rerolls = parse_rerolls("3>5 1->6 5→2")
    assert [(old, new) for old, new, _ in rerolls] == [(3, 5), (1, 6), (5, 2)]
    assert apply_rerolls((6, 3, 1), rerolls) == (6, 2, 6)  # the 5 rerolled last is the one just made
    with pytest.raises(
        NotationError, match=r"'3=5' is not a reroll: write old>new, e\.g\. 3>5 at character 5"
    ):
        parse_rerolls("1>2 3=5")
    with pytest.raises(NotationError, match=r"no die shows 4 .* at character 5"):
        apply_rerolls((6, 3), parse_rerolls("3>5 4>6"))


# -- judging a roll -----------------------------------------------------------------------------------


def test_accuracy_one_against_armor_hits_on_4_5_and_6() -> None:
    # armor: “A unit with Accuracy 1 attacking a unit with Armor hits with 4's, 5's, and 6's.”
    assert rules(accuracy=1, armor=True).hit_faces == (4, 5, 6)
    assert rules(armor=True).hit_faces == (5, 6)
    assert rules().hit_faces == (4, 5, 6)
    assert rules(accuracy=-3).hit_faces == ()


def test_accuracy_never_makes_a_natural_six() -> None:
    # accuracy: “Accuracy can't alter "natural" rolls to affect … Critical Hit”
    profile = rules(accuracy=1, critical=2)
    result = score(profile, (5, 5, 2))
    assert (result.hits, result.six) == (2, False)
    assert damage(profile, result) == (2, 0, 2)


def test_critical_hit_adds_damage_once_and_parry_takes_it_back() -> None:
    profile = rules(critical=2, parry=1)
    result = score(profile, (6, 6, 1))
    assert damage(profile, result) == (4, 1, 3)  # 2 hits + Critical Hit 2 once, Parry 1 on the natural 1


def test_lucky_rerolls_misses_natural_ones_first_and_only_when_a_reroll_could_hit() -> None:
    assert lucky_rerolls(rules(lucky=2), (3, 6, 1, 2, 1)) == (2, 4)
    assert lucky_rerolls(rules(lucky=2), (3, 6, 2)) == (0, 2)
    assert lucky_rerolls(rules(lucky=2, accuracy=-3), (3, 6, 1)) == ()
    assert lucky_rerolls(rules(lucky=0), (1, 1)) == ()


# -- exact odds ---------------------------------------------------------------------------------------

SMALL = [
    (rules(), 3),
    (rules(accuracy=1, armor=True, critical=2), 3),
    (rules(fury=2, critical=1), 2),
    (rules(fury=1, lucky=1, parry=1), 2),
    (rules(lucky=2, parry=2, critical=1), 3),
    (rules(accuracy=3, parry=1, lucky=1), 3),  # natural 1s hit: never rerolled, still Parry
    (rules(accuracy=-2, armor=True, critical=2, lucky=1), 2),  # nothing hits; Critical Hit on a natural 6
    (rules(accuracy=-1, armor=True, fury=1, lucky=2, parry=1, critical=1), 2),
    (rules(), 0),
]


@pytest.mark.parametrize(("profile", "dice"), SMALL)
def test_exact_odds_equal_brute_force_enumeration(profile: DiceProfile, dice: int) -> None:
    hits, dealt = enumerate_odds(profile, dice)
    odds = exact_odds(profile, dice)
    assert odds.hits == {k: p for k, p in sorted(hits.items()) if p}
    assert odds.damage == {k: p for k, p in sorted(dealt.items()) if p}
    assert sum(odds.hits.values()) == 1 == sum(odds.damage.values())


def test_known_values() -> None:
    one = exact_odds(rules(), 1)
    assert one.hits == {0: Fraction(1, 2), 1: Fraction(1, 2)}
    armored = exact_odds(rules(armor=True), 2)
    assert armored.at_least(2) == Fraction(1, 9)  # both dice 5 or 6
    fury = exact_odds(rules(fury=1), 2)
    assert fury.fury == 1 - Fraction(25, 36)


def test_sixty_dice_with_everything_is_exact_and_quick() -> None:
    odds = exact_odds(rules(accuracy=1, armor=True, critical=3, fury=30, lucky=30, parry=3), 60)
    assert sum(odds.damage.values()) == 1
    with pytest.raises(ValueError, match="0 to 60 dice"):
        exact_odds(rules(), 61)


def test_exact_odds_lie_within_monte_carlo_error_bars() -> None:
    """100,000 sampled attacks through the engine's own roll judging; 5 standard errors."""
    profile = rules(accuracy=1, armor=True, critical=1, fury=2, lucky=2, parry=1)
    odds = exact_odds(profile, 6)
    sampled = sample_damage(profile, 6, samples=100_000, seed=20240611)
    for amount in range(1, max(odds.damage) + 1):
        exact = float(odds.at_least(amount))
        assert abs(sampled.p(amount) - exact) <= 5 * sampled.standard_error(amount), amount


# -- the chances of Focus, Backfire (first roll) and Riposte (roll used for the attack) ---------------

TRIGGER_PROFILES = [
    (rules(**changes), dice)
    for changes in (
        {},
        {"lucky": 1},
        {"lucky": 2},
        {"accuracy": 1, "lucky": 1},  # misses only 1s and 2s: the policy's "1s first" leaves 2s next
        {"accuracy": 2, "lucky": 2},  # a 2 hits: never rerolled
        {"armor": True, "accuracy": 1, "lucky": 1},
        {"armor": True, "lucky": 1},
        {"accuracy": -1, "lucky": 1},
        {"accuracy": -3, "lucky": 2},  # nothing hits: no reroll
        {"fury": 1},
        {"fury": 2, "accuracy": 1, "lucky": 1},
        {"fury": 1, "armor": True, "lucky": 2},
    )
    for dice in (0, 1, 2, 3)
    if dice + (changes.get("fury", 0) if dice else 0) <= 4
]


@pytest.mark.parametrize(("profile", "dice"), TRIGGER_PROFILES)
def test_trigger_chances_equal_brute_force_enumeration(profile: DiceProfile, dice: int) -> None:
    """Exact where the rules and the Lucky policy decide; None exactly where two readings differ."""
    faces = enumerate_faces(profile, dice)
    focus = first_roll_chance(profile, dice)
    if focus is None:  # Fury's dice: in the "initial dice roll" or not? The readings differ.
        assert faces.first[5] != faces.pool[5] and faces.first[3] != faces.pool[3]
    else:
        assert focus == faces.first[5] == faces.first[3] == faces.pool[5]
    riposte = riposte_chance(profile, dice)
    twos_first = enumerate_faces(profile, dice, order=(1, 2, 3, 4, 5, 6)).final[2]
    twos_last = enumerate_faces(profile, dice, order=(1, 6, 5, 4, 3, 2)).final[2]
    if riposte is None:  # which miss the attacker rerolls after its 1s changes the chance
        assert twos_first != twos_last
    else:
        assert riposte == faces.final[2] == twos_first == twos_last


def test_trigger_chances_at_the_bounds() -> None:
    for profile in (
        rules(accuracy=1, critical=3, fury=30, lucky=30, parry=3),  # misses only 1s and 2s
        rules(accuracy=2, armor=False, fury=30, lucky=30),
        rules(fury=30),
    ):
        chance = riposte_chance(profile, 60)
        assert chance is not None and 0 < chance < 1
    assert riposte_chance(rules(lucky=30), 60) is None  # 2s and 3s missed: the attacker's choice
    assert first_roll_chance(rules(lucky=30), 60) == 1 - Fraction(5, 6) ** 60
