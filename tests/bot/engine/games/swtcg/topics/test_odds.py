"""swtcg.odds — exact odds of an attack before it is rolled, checked against hand counts and enumeration."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bot.engine import ScenarioError
from bot.engine.games.swtcg.dice import DiceProfile
from bot.engine.games.swtcg.topics.odds import chunks, percent
from devkit.dice_oracle import enumerate_odds, enumerate_triggers
from tests.bot.engine.conftest import Ask
from tests.bot.engine.games.swtcg.enumeration import enumerate_faces
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
        "p_focus": "0/1",
        "p_backfire": "0/1",
        "p_riposte": "0/1",
    }


# -- the other natural-face triggers: Focus, Backfire (first roll), Riposte (roll used for the attack) -----


def test_focus_is_a_natural_five_on_the_first_roll_lucky_or_not(ask: Ask) -> None:
    # focus: “When you roll at least one natural five with this unit's attack dice before reroll, this unit
    # gets +X power for its next attack.” — and “A five rolled after reroll doesn't matter.”: 1 − (5/6)^3.
    verdict = ask(TOPIC, attacker="Han power=3 Focus 2 Lucky 1", defender="Vader", question="p_focus")
    expect(
        verdict,
        "91/216",
        "P(Focus 2 triggers) = 91/216 ≈ 42.13%.",
        {"focus", "lucky"},
        quote=("focus", "before reroll, this unit gets +X power for its next attack"),
    )
    assert any(c.quote == "A five rolled after reroll doesn't matter." for c in verdict.citations)
    rules = DiceProfile(dice=3, accuracy=0, armor=False, critical=0, fury=0, parry=0, lucky=1)
    assert enumerate_faces(rules, 3).first[5] == Fraction(91, 216)  # every roll and reroll counted


def test_backfire_counts_a_three_rerolled_away(ask: Ask) -> None:
    # backfire: “When you roll at least one natural three with this unit's attack dice before reroll, this
    # unit does X dice of damage to itself when the attack ends.” One die: 1/6, whatever Lucky rerolls.
    verdict = ask(TOPIC, attacker="Han power=1 Backfire 2 Lucky 1", defender="Vader", question="p_backfire")
    expect(
        verdict,
        "1/6",
        "P(Backfire 2 triggers) = 1/6 ≈ 16.67%.",
        {"backfire", "lucky"},
        quote=("backfire", "with this unit's attack dice before reroll"),
    )
    rules = DiceProfile(dice=1, accuracy=0, armor=False, critical=0, fury=0, parry=0, lucky=1)
    faces = enumerate_faces(rules, 1)
    assert faces.first[3] == Fraction(1, 6) and faces.final[3] != faces.first[3]  # a reroll moves a 3


def test_lucky_may_reroll_furys_dice_by_the_glossary_only_their_timing_is_assumed(ask: Ask) -> None:
    # fury: “… roll X additional attack dice.” lucky: “you may reroll up to X of this unit's attack dice” —
    # so Lucky may reroll Fury's dice; when they are rolled (before the rerolls) is still assumed.
    # One die: 2 damage needs a natural 4 (1/6), then Fury's die hits or is rerolled into a hit (3/4): 1/8
    # (1/12 if Lucky could not reroll it).
    verdict = ask(TOPIC, attacker="Han power=1 Fury 1 Lucky 1", defender="Vader hp=2", use_lucky=True)
    expect(verdict, "1/8", "= 1/8 ≈ 12.50%", {"fury", "lucky"})
    steps = [
        (step.test, step.held, step.citation.quote if step.citation else step.assumption)
        for step in verdict.steps
    ]
    assert (
        "Fury's dice are attack dice too, so Lucky may reroll them",
        True,
        "roll X additional attack dice.",
    ) in steps
    assert ("Fury's dice are rolled before Lucky's rerolls", True, "swtcg.fury-dice") in steps
    fury = next(a for a in verdict.assumptions if a.id == "swtcg.fury-dice")
    assert fury.statement == "Fury's additional dice are rolled before any reroll (Lucky's among them)."
    assert "reroll them" not in fury.statement


def test_without_the_ability_the_chance_is_zero(ask: Ask) -> None:
    for question, ability, owner in (
        ("p_focus", "Focus", "Han"),
        ("p_backfire", "Backfire", "Han"),
        ("p_riposte", "Riposte", "Vader"),
    ):
        verdict = ask(TOPIC, attacker="Han power=3", defender="Vader", question=question)
        expect(verdict, "0/1", f"= 0/1 ≈ 0% ({owner} has no {ability}).", set())


def test_focus_with_fury_is_not_covered_and_the_readings_differ(ask: Ask) -> None:
    # focus: “… triggered by the initial dice roll …” — whether Fury's additional dice are part of that
    # roll is not said; counting them or not gives two different chances.
    verdict = ask(TOPIC, attacker="Han power=1 Fury 1 Focus 1", defender="Vader", question="p_focus")
    expect_not_covered(verdict, "whether Fury's additional attack dice are part of that roll")
    backfire = ask(TOPIC, attacker="Han power=1 Fury 1 Backfire 1", defender="Vader", question="p_backfire")
    expect_not_covered(backfire, "the chance of a natural 3 differs")
    rules = DiceProfile(dice=1, accuracy=0, armor=False, critical=0, fury=1, parry=0, lucky=0)
    faces = enumerate_faces(rules, 1)
    assert faces.first[5] == Fraction(1, 6) != faces.pool[5] == Fraction(7, 36)
    # Not asked, the chance is left out and the rest is answered.
    other = ask(TOPIC, attacker="Han power=1 Fury 1 Focus 1", defender="Vader", question="p_fury")
    assert other.decided and other.answer == "1/6" and "p_focus" not in other.answers


def test_riposte_counts_the_two_in_the_roll_after_rerolls(ask: Ask) -> None:
    # riposte: “If the attacking unit rolled at least one natural two against this unit, this unit does X
    # damage to it when the attack ends.” and “Only one natural "2" is counted from the attack roll after
    # rerolls.” One die with Accuracy 1 misses only on 1 and 2, and Lucky 1 rerolls it: a 2 then counts only
    # if the reroll shows one: 2/6 · 1/6 = 1/18 (1/6 without the reroll).
    verdict = ask(
        TOPIC, attacker="Han power=1 Accuracy 1 Lucky 1", defender="Vader Riposte 2", question="p_riposte"
    )
    expect(
        verdict,
        "1/18",
        "P(Vader's Riposte 2 triggers) = 1/18 ≈ 5.56%.",
        {"riposte", "accuracy", "lucky"},
        quote=("riposte", 'Only one natural "2" is counted from the attack roll after rerolls.'),
    )
    unlucky = ask(
        TOPIC,
        attacker="Han power=1 Accuracy 1 Lucky 1",
        defender="Vader Riposte 2",
        question="p_riposte",
        use_lucky=False,
    )
    assert unlucky.answer == "1/6"
    rules = DiceProfile(dice=1, accuracy=1, armor=False, critical=0, fury=0, parry=0, lucky=1)
    assert enumerate_faces(rules, 1).final[2] == Fraction(1, 18)


def test_riposte_counts_furys_additional_dice(ask: Ask) -> None:
    # fury: “… roll X additional attack dice.” — they are attack dice rolled against the defender, so a 2
    # on one of them is Riposte's: 1/6 + 1/6 · 1/6 (a 4, then a 2 on Fury's die) = 7/36.
    verdict = ask(TOPIC, attacker="Han power=1 Fury 1", defender="Vader Riposte 1", question="p_riposte")
    expect(verdict, "7/36", "P(Vader's Riposte 1 triggers) = 7/36 ≈ 19.44%.", {"riposte", "fury"})


def test_riposte_with_lucky_choosing_among_misses_is_not_covered(ask: Ask) -> None:
    # lucky: “You may choose to roll any number of dice up to the Lucky value.” The odds' policy rerolls
    # natural 1s first; whether a missed 2 or a missed 3 comes next is the attacker's choice, and Riposte
    # counts the 2 “from the attack roll after rerolls”: the two choices give different chances.
    verdict = ask(TOPIC, attacker="Han power=2 Lucky 1", defender="Vader Riposte 1", question="p_riposte")
    expect_not_covered(verdict, "whether it rerolls a missed 2 or another miss (3)")
    rules = DiceProfile(dice=2, accuracy=0, armor=False, critical=0, fury=0, parry=0, lucky=1)
    twos_first = enumerate_faces(rules, 2, order=(1, 2, 3, 4, 5, 6)).final[2]
    twos_last = enumerate_faces(rules, 2, order=(1, 3, 4, 5, 6, 2)).final[2]
    assert twos_first != twos_last
    answered = ask(TOPIC, attacker="Han power=2 Lucky 1", defender="Vader Riposte 1")
    assert answered.decided and "p_riposte" not in answered.answers


def test_the_defenders_own_prevention_leaves_the_damage_to_its_player(ask: Ask) -> None:
    # Evade: “Prevent up to X damage to this unit.” — as much as its player chooses, so the damage has no
    # single distribution: the damage questions are not covered, the hits' odds still answered.
    damage = ask(TOPIC, attacker="Han power=2", defender="Vader hp=3 Evade 1", question="p_at_least")
    expect_not_covered(damage, "Evade 1")
    expected = ask(TOPIC, attacker="Han power=2", defender="Vader hp=3 Evade 1", question="expected")
    expect_not_covered(expected, "as much as its player chooses")
    hits = ask(TOPIC, attacker="Han power=2", defender="Vader hp=3 Evade 1", question="p_exactly", hits=1)
    assert hits.decided and hits.answer == "1/2", "each die hits on 4, 5 or 6: 2 × 1/2 × 1/2"
    assert "p_at_least" not in hits.answers and "before Vader's Evade 1" in hits.headline
    assert any(c.rule == "evade" and "Prevent up to X damage" in c.quote for c in hits.citations)


def test_against_ferocity_the_defenders_prevention_is_not_counted_because_it_cant_act(ask: Ask) -> None:
    # ferocity: “Damage from this unit can't be prevented.” — Vader (no Fortitude) can't Evade it, so the
    # damage is the dice's: answered, with no "not counted" note; with Fortitude (“This unit can prevent
    # unpreventable damage to itself.”) its Evade acts again and the damage is its player's choice.
    fierce = ask(TOPIC, attacker="Han power=2 Ferocity", defender="Vader Evade 1", question="p_at_least")
    expect(fierce, "3/4", "P(at least 1 damage to Vader) = 3/4 ≈ 75.00%", {"evade", "ferocity"})
    assert not any("not counted" in change for change in fierce.would_change)
    assert ("Vader's Evade 1 can prevent Han's damage (Ferocity, no Fortitude)", False) in [
        (step.test, step.held) for step in fierce.steps
    ]
    sturdy = ask(
        TOPIC, attacker="Han power=2 Ferocity", defender="Vader hp=3 Evade 1 Fortitude", question="p_at_least"
    )
    expect_not_covered(sturdy, "Evade 1")
