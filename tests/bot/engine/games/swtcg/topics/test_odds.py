"""swtcg.odds — exact odds of an attack before it is rolled, checked against hand counts and enumeration."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bench.montecarlo import enumerate_odds, enumerate_triggers
from bot.engine import ScenarioError
from bot.engine.games.swtcg.dice import DiceProfile
from bot.engine.games.swtcg.topics.odds import chunks, percent
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "swtcg.odds"


def test_two_dice_hit_at_least_once_three_times_in_four(ask: Ask) -> None:
    verdict = ask(TOPIC, attacker="Han power=2", defender="Vader")
    expect(
        verdict,
        "3/4",
        "P(at least 1 damage to Vader) = 3/4 ≈ 75.00%",
        set(),
        assumes={"swtcg.power-is-dice", "swtcg.hit-on-4", "swtcg.hit-damage", "swtcg.fair-d6"},
    )


def test_accuracy_armor_and_critical_hit(ask: Ask) -> None:
    # Against Armor, Accuracy 1 hits on 4, 5, 6; only a natural 6 adds Critical Hit 1: P(≥ 2) = 1/6.
    verdict = ask(TOPIC, attacker='Han power=1 Accuracy 1 "Critical Hit 1"', defender="Vader hp=2 Armor")
    expect(
        verdict,
        "1/6",
        "P(at least 2 damage to Vader (its remaining health)) = 1/6",
        {"accuracy", "armor", "critical-hit"},
        quote=("armor", "hits with 4's, 5's, and 6's"),
    )


def test_fury_adds_dice_only_after_a_natural_four(ask: Ask) -> None:
    # One die: 2 damage needs a natural 4 (1/6) and a hit on Fury's die (1/2): 1/12.
    verdict = ask(TOPIC, attacker="Han power=1 Fury 1", defender="Vader hp=3 dmg=1")
    expect(verdict, "1/12", "= 1/12 ≈ 8.33%", {"fury"}, quote=("fury", "roll X additional attack dice"))
    assert any("Fury 1 triggers with probability 1/6" in step.test for step in verdict.steps)


def test_lucky_and_parry_match_enumeration(ask: Ask) -> None:
    verdict = ask(TOPIC, attacker='Han power=3 Lucky 1 "Critical Hit 1"', defender="Vader hp=3 Parry 1")
    rules = DiceProfile(dice=3, accuracy=0, armor=False, critical=1, fury=0, parry=1, lucky=1)
    _, dealt = enumerate_odds(rules, 3)
    wanted = sum((p for k, p in dealt.items() if k >= 3), Fraction(0))
    expect(
        verdict,
        f"{wanted.numerator}/{wanted.denominator}",
        f"= {wanted.numerator}/{wanted.denominator}",
        {"lucky", "critical-hit", "parry"},
        quote=("lucky", "you may reroll up to X of this unit's attack dice"),
        assumes={
            "swtcg.power-is-dice",
            "swtcg.hit-on-4",
            "swtcg.hit-damage",
            "swtcg.fair-d6",
            "swtcg.lucky-policy",
            "swtcg.prevent-in-full",
        },
    )
    without = ask(
        TOPIC, attacker='Han power=3 Lucky 1 "Critical Hit 1"', defender="Vader hp=3 Parry 1", use_lucky=False
    )
    assert without.answer != verdict.answer


def test_shields_and_double_damage(ask: Ask) -> None:
    # Shields 1 leaves 1 die; Double Damage doubles the counters, so 2 counters need 1 damage: 1/2.
    verdict = ask(TOPIC, attacker='Han power=2 "Double Damage"', defender="Vader hp=2 Shields 1")
    expect(
        verdict,
        "1/2",
        "P(at least 2 damage counters on Vader (its remaining health)) = 1/2",
        {"shields", "double-damage"},
    )


def test_a_defender_with_lucky_is_not_covered(ask: Ask) -> None:
    verdict = ask(TOPIC, attacker="Han power=3", defender="Vader Lucky 1")
    expect_not_covered(verdict, "no single distribution")


def test_twenty_dice_tables_fit_in_short_steps(ask: Ask) -> None:
    verdict = ask(
        TOPIC, attacker='Han power=20 Accuracy 1 "Critical Hit 2" Fury 2', defender="Vader hp=8 Armor"
    )
    assert verdict.decided and verdict.answer == "3014555009/3057647616"
    assert all(len(step.test) <= 200 for step in verdict.steps)
    near = [step.test for step in verdict.steps if step.test.startswith("exact P(damage ≥ k), near the key")]
    assert near and "≥8 = 3014555009/3057647616" in " ".join(near) and "≥5 = " in near[0]


def test_sixty_dice_is_the_bound(ask: Ask) -> None:
    big = ask(TOPIC, attacker="Han power=60 Lucky 30 Fury 30 Critical Hit 3", defender="Vader hp=40 Parry 2")
    assert big.decided and all(len(step.test) <= 200 for step in big.steps)
    with pytest.raises(ScenarioError, match="at most 60 attack dice; this attack rolls 61"):
        ask(TOPIC, attacker="Han power=61", defender="Vader")
    with pytest.raises(ScenarioError, match="Fury up to 30; the attacker has Fury 31"):
        ask(TOPIC, attacker="Han power=6 Fury 20 Fury 11", defender="Vader")
    with pytest.raises(ScenarioError, match=r"give its power for this attack \(power=N\)"):
        ask(TOPIC, attacker="Han", defender="Vader")


def test_percentages_never_round_to_certainty() -> None:
    assert percent(Fraction(1, 10**9)) == "<0.01%"
    assert percent(1 - Fraction(1, 10**9)) == ">99.99%"
    assert percent(Fraction(1, 3)) == "33.33%"
    pieces = chunks("P", [f"≥{k} 12.34%" for k in range(60)])
    assert all(len(piece) <= 200 for piece in pieces) and len(pieces) > 1


# -- sub-questions: exact fractions, never rounded ------------------------------------------------------


def test_p_exactly_k_hits_is_a_binomial_term(ask: Ask) -> None:
    # Three dice hitting on 4+ (assumption hit-on-4): P(exactly 2 hits) = 3 · (1/2)^3 = 3/8.
    verdict = ask(TOPIC, attacker="Han power=3", defender="Vader", question="p_exactly", hits=2)
    expect(verdict, "3/8", "P(exactly 2 hits on Vader) = 3/8 ≈ 37.50%", set())
    assert verdict.answers["p_at_least"] == "7/8"  # at least 1 damage (no health given): 1 − 1/8
    three = ask(TOPIC, attacker="Han power=3", defender="Vader", question="p_exactly", hits=3)
    assert three.answer == "1/8" and three.answers["p_exactly"] == "1/8"


def test_expected_damage_is_an_exact_fraction(ask: Ask) -> None:
    # One die against Armor with Critical Hit 1: 5 → 1 damage, 6 → 2 damage: (1 + 2) / 6 = 1/2.
    verdict = ask(TOPIC, attacker='Han power=1 "Critical Hit 1"', defender="Vader Armor", question="expected")
    expect(verdict, "1/2", "Expected damage to Vader = 1/2 ≈ 0.50", {"armor", "critical-hit"})


def test_critical_hit_chance_matches_enumeration_with_lucky(ask: Ask) -> None:
    # critical-hit: “you or your opponent may use an effect to reroll dice to affect the number of …”
    verdict = ask(
        TOPIC,
        attacker='Han power=3 Lucky 1 "Critical Hit 1"',
        defender="Vader Parry 1",
        question="p_critical",
    )
    rules = DiceProfile(dice=3, accuracy=0, armor=False, critical=1, fury=0, parry=1, lucky=1)
    six, one = enumerate_triggers(rules, 3)
    assert six != 1 - Fraction(5, 6) ** 3  # the reroll of a missed die can show a 6
    expect(
        verdict,
        f"{six.numerator}/{six.denominator}",
        f"P(Critical Hit 1 triggers) = {six.numerator}/{six.denominator}",
        {"lucky", "critical-hit", "parry"},
        quote=("critical-hit", 'Only one natural "6" counts in the attack roll after rerolls.'),
    )
    parry = ask(
        TOPIC, attacker='Han power=3 Lucky 1 "Critical Hit 1"', defender="Vader Parry 1", question="p_parry"
    )
    assert parry.answer == f"{one.numerator}/{one.denominator}"
    assert parry.headline.startswith(f"P(Vader's Parry applies) = {one.numerator}/{one.denominator} ≈")


def test_fury_chance_is_some_natural_four_on_the_first_roll(ask: Ask) -> None:
    # fury: “When you roll at least one natural four with this unit's attack dice before reroll”: 1 − (5/6)^3.
    verdict = ask(TOPIC, attacker="Han power=3 Fury 1", defender="Vader", question="p_fury")
    expect(verdict, "91/216", "P(Fury 1 triggers) = 91/216 ≈ 42.13%", {"fury"})


def test_abilities_absent_or_cancelled_have_chance_zero(ask: Ask) -> None:
    none = ask(TOPIC, attacker="Han power=3", defender="Vader", question="p_critical")
    expect(none, "0/1", "P(Critical Hit 0 triggers) = 0/1 ≈ 0% (Han has no Critical Hit).", set())
    # parry: “Parry can't affect unpreventable damage.”
    ferocious = ask(TOPIC, attacker="Han power=3 Ferocity", defender="Vader Parry 2", question="p_parry")
    expect(
        ferocious, "0/1", "= 0/1", {"ferocity", "parry"}, quote=("parry", "Parry can't affect unpreventable")
    )


def test_the_default_question_carries_every_fraction(ask: Ask) -> None:
    verdict = ask(TOPIC, attacker="Han power=1 Fury 1", defender="Vader hp=3 dmg=1")
    assert verdict.question == "p_at_least"
    assert verdict.answers == {
        "legal": True,
        "p_at_least": "1/12",
        "expected": "7/12",  # 1/2 from the die, + 1/6 · 1/2 from Fury's die
        "p_exactly": "1/12",  # k defaults to the 2 damage asked about
        "p_critical": "0/1",
        "p_fury": "1/6",
        "p_parry": "0/1",
    }
