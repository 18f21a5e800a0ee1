"""swtcg.attack — hits, damage and triggers of an attack that was rolled, cases from the glossary."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "swtcg.attack"


def test_accuracy_1_against_armor_hits_on_4_5_and_6(ask: Ask) -> None:
    # armor: “A unit with Accuracy 1 attacking a unit with Armor hits with 4's, 5's, and 6's.”
    verdict = ask(TOPIC, attacker="Han power=5 Accuracy 1", defender="Vader Armor", rolled="6 5 4 3 1")
    expect(
        verdict,
        3,
        "3 hits → 3 damage to Vader",
        {"accuracy", "armor"},
        quote=("armor", "hits with 4's, 5's, and 6's"),
        assumes={"swtcg.power-is-dice", "swtcg.hit-damage"},
    )
    assert "hits 6 5 4; misses 3 1" in " ".join(step.test for step in verdict.steps)


def test_without_armor_a_die_hits_on_4_as_an_assumption(ask: Ask) -> None:
    verdict = ask(TOPIC, attacker="Han", defender="Vader", rolled="4 3 2")
    expect(verdict, 1, "1 hit → 1 damage", set(), assumes={"swtcg.hit-on-4", "swtcg.hit-damage"})


def test_accuracy_never_makes_a_natural_six(ask: Ask) -> None:
    # critical-hit: “Accuracy can't increase the die roll to a natural "6".”
    verdict = ask(TOPIC, attacker='Han power=3 Accuracy 1 "Critical Hit 2"', defender="Vader", rolled="5 5 2")
    expect(
        verdict,
        2,
        "2 hits → 2 damage to Vader.",
        {"accuracy", "critical-hit"},
        quote=("critical-hit", 'Accuracy can\'t increase the die roll to a natural "6".'),
    )


def test_a_natural_three_rerolled_still_backfires(ask: Ask) -> None:
    # backfire: “When you roll at least one natural three … before reroll, this unit does X dice of damage …”
    verdict = ask(TOPIC, attacker="Han power=3 Backfire 2", defender="Vader", rolled="3 5 6", rerolled="3>4")
    expect(
        verdict,
        3,
        "Backfire: Han does 2 dice of damage to itself at the end",
        {"backfire"},
        quote=("backfire", "before reroll"),
    )
    assert any("rerolled since, still counts" in step.test for step in verdict.steps)


def test_critical_hit_counts_a_six_that_came_from_a_reroll(ask: Ask) -> None:
    # critical-hit: “you or your opponent may use an effect to reroll dice to affect the number of …”
    verdict = ask(
        TOPIC, attacker='Han power=3 "Critical Hit 1"', defender="Vader", rolled="2 5 1", rerolled="2>6"
    )
    expect(
        verdict,
        3,
        "2 hits → 3 damage to Vader (Critical Hit +1)",
        {"critical-hit"},
        quote=("critical-hit", "reroll dice to affect the number of natural sixes"),
    )


def test_a_six_rerolled_away_no_longer_counts_and_only_one_six_counts(ask: Ask) -> None:
    gone = ask(TOPIC, attacker='Han "Critical Hit 2"', defender="Vader", rolled="6 2", rerolled="6>5")
    expect(
        gone,
        1,
        "1 hit → 1 damage",
        {"critical-hit"},
        quote=("critical-hit", "from the roll used for the attack"),
    )
    many = ask(TOPIC, attacker='Han "Critical Hit 1" "Critical Hit 1"', defender="Vader", rolled="6 6 6")
    expect(
        many,
        5,
        "3 hits → 5 damage to Vader (Critical Hit +2)",
        {"critical-hit"},
        quote=("critical-hit", 'Only one natural "6" counts'),
        assumes={"swtcg.cumulative", "swtcg.hit-on-4", "swtcg.hit-damage"},
    )


def test_fury_rolls_more_dice_on_a_natural_four_before_reroll(ask: Ask) -> None:
    # fury: “When you roll at least one natural four … before reroll, roll X additional attack dice.”
    verdict = ask(TOPIC, attacker="Han power=2 Fury 2", defender="Vader", rolled="4 1", fury_rolled="6 5")
    expect(
        verdict, 3, "3 hits → 3 damage to Vader", {"fury"}, quote=("fury", "roll X additional attack dice")
    )
    late = ask(TOPIC, attacker="Han power=2 Fury 2", defender="Vader", rolled="3 1", rerolled="3>4")
    expect(late, 1, "1 hit", {"fury"}, quote=("fury", "A four rolled after reroll doesn't matter."))


def test_a_three_only_on_fury_dice_is_not_covered_for_backfire(ask: Ask) -> None:
    verdict = ask(
        TOPIC, attacker="Han power=2 Fury 1 Backfire 1", defender="Vader", rolled="4 5", fury_rolled="3"
    )
    expect_not_covered(verdict, "Fury's additional dice")


def test_parry_against_ferocity_needs_fortitude(ask: Ask) -> None:
    # parry: “Parry can't affect unpreventable damage.”  fortitude: “… by using Deflect, Evade, Parry …”
    blocked = ask(TOPIC, attacker="Chewie power=2 Ferocity", defender="Vader Parry 1", rolled="1 5")
    expect(blocked, 1, "1 hit → 1 damage to Vader", {"ferocity", "parry"}, quote=("parry", "unpreventable"))
    parried = ask(TOPIC, attacker="Chewie power=2 Ferocity", defender="Vader Parry 1 Fortitude", rolled="1 5")
    expect(
        parried,
        0,
        "Parry prevents 1 of 1",
        {"ferocity", "fortitude", "parry"},
        quote=("fortitude", "by using Deflect, Evade, Parry"),
    )


def test_parry_does_not_act_on_overkill_damage_and_the_step_says_what_was_tested(ask: Ask) -> None:
    # parry: “Parry applies only to dice rolled for an attack, not to dice rolls for abilities like
    # Retaliate.” Overkill's extra hits on a second unit are not that unit's attack roll.
    verdict = ask(
        TOPIC,
        attacker='"Sith Acolyte" untapped Overkill',
        defender='"Sith Acolyte" hp=1 untapped',
        second='"Sith Acolyte" untapped "Parry 1"',
        rolled="1 2 3 4 5 6",
        question="damage",
    )
    (step,) = [s for s in verdict.steps if s.test.startswith("Parry 1")]
    assert (step.held, step.test) == (
        False,
        "Parry 1 acts on damage an ability deals rather than an attack roll",
    )


def test_shields_take_power_from_the_attacker(ask: Ask) -> None:
    # shields: “The attacking unit gets –X power against this unit.”
    verdict = ask(TOPIC, attacker="Han power=4", defender="Vader Shields 1", rolled="6 4 1")
    expect(verdict, 2, "2 hits", {"shields"}, quote=("shields", "–X power"))
    with pytest.raises(
        ScenarioError, match=r"rolled: 4 dice rolled, but Han rolls 3 \(power 4 − Shields 1\)"
    ):
        ask(TOPIC, attacker="Han power=4", defender="Vader Shields 1", rolled="6 4 1 1")


def test_riposte_double_damage_overkill_and_stun(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        attacker='Han power=4 "Double Damage" Overkill Stun 1',
        defender="Vader hp=3 dmg=1 Riposte 2",
        rolled="6 6 5 2",
    )
    expect(
        verdict,
        3,
        "3 hits → 3 damage to Vader (6 damage counters with Double Damage)",
        {"double-damage", "overkill", "stun", "riposte"},
    )
    for part in (
        "Riposte: Vader does 2 damage to Han",
        "Overkill: how many hits may go to another unit is not covered",
        "Vader is discarded",
    ):
        assert part in verdict.headline
    assert "overkill" not in verdict.answers


def test_overkill_on_a_damaged_defender_is_not_covered(ask: Ask) -> None:
    # overkill: “When this unit attacks, you may divide hits in excess of the defending unit's remaining
    # health between that unit and another unit in the same arena.” but “A number of hits equal to the
    # defending unit's health must be assigned to the defending unit, and the remainder may be assigned to
    # the defending unit or another unit in the same arena.” — Vader (health 3, 1 damage) takes 3 hits: 1
    # may move by the first, none by the second. The glossary contradicts itself here.
    options = {
        "attacker": "Han power=3 Overkill",
        "defender": "Vader hp=3 dmg=1",
        "rolled": "6 5 4",
        "second": "Luke hp=4",
    }
    for question in ("overkill", "overkill_second"):
        verdict = ask(TOPIC, **options, question=question)
        expect_not_covered(verdict, "in excess of the defending unit's remaining health")
        assert verdict.reason is not None
        assert "A number of hits equal to the defending unit's health must be assigned" in verdict.reason
        assert "beyond its remaining health (2) 1 of the 3 hits may move, beyond its health (3) 0" in (
            verdict.reason
        )
    # With no hit beyond its remaining health, both sentences agree: none may move.
    fewer = ask(TOPIC, **{**options, "rolled": "6 5 1"}, question="overkill")
    expect(
        fewer,
        0,
        "Overkill may move 0 of the 2 hits",
        {"overkill"},
        quote=("overkill", "A number of hits equal to the defending unit's health must be assigned"),
    )
    # Undamaged, “health” and “remaining health” are the same: 1 of the 3 hits may move.
    whole = ask(TOPIC, **{**options, "defender": "Vader hp=2"}, question="overkill")
    expect(
        whole,
        1,
        "Overkill may move 1 of the 3 hits",
        {"overkill"},
        quote=("overkill", "A number of hits equal to the defending unit's health must be assigned"),
    )


def test_an_attack_on_an_untouchable_stealth_unit_is_refused(ask: Ask) -> None:
    verdict = ask(TOPIC, attacker="Han power=2", defender="Vader Stealth", rolled="6 6")
    expect(verdict, False, "No — Han can't attack Vader", {"stealth"})
    assert verdict.question == "legal" and verdict.answers == {"legal": False}


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"rolled": "6 4 7"}, "rolled: '7' is not a die face (1 to 6) at character 5"),
        (
            {"rolled": "6 4", "rerolled": "3>5"},
            "rerolled: reroll 3>5: no die shows 3 (the dice then: 6 4) at character 1",
        ),
        ({"rolled": "6 4", "rerolled": "3=5"}, "rerolled: '3=5' is not a reroll"),
        (
            {"rolled": "6 5", "fury_rolled": "2"},
            "fury_rolled: Fury didn't trigger (the attacker has no Fury)",
        ),
    ],
)
def test_bad_dice_give_one_line_errors(ask: Ask, options: dict[str, str], message: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        ask(TOPIC, attacker="Han", defender="Vader", **options)
    assert message in str(caught.value)


def test_fury_dice_are_asked_for_when_fury_triggers(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match=r"fury_rolled: Fury 2 triggered .* give its 2 additional dice"):
        ask(TOPIC, attacker="Han Fury 2", defender="Vader", rolled="4 1")


# -- sub-questions: each typed answer, asked through `question` ---------------------------------------

FULL = {
    "attacker": 'Han power=5 "Critical Hit 2" Fury 2 Focus 1 Backfire 1 Stun 1 Overkill "Double Damage"',
    "defender": "Vader hp=3 Parry 1 Riposte 2",
    "rolled": "6 4 3 5 1",
    "fury_rolled": "2 6",
}


def test_every_sub_answer_of_one_attack_is_derived(ask: Ask) -> None:
    # hits 6 4 5 6 (4 of 7), Critical Hit +2 → 6; Parry prevents 1 → 5; Double Damage → 10 counters.
    verdict = ask(TOPIC, **FULL)
    assert verdict.question == "damage" and verdict.answer == 5
    assert verdict.answers == {
        "legal": True,
        "damage": 5,
        "hits": 4,
        "critical_hit": True,
        "fury": True,
        "fury_dice": 2,
        "focus": True,
        "backfire": True,
        "parry": True,
        "prevented": 1,
        "riposte": 2,
        "overkill": 1,
        "counters": 10,
        "stun": True,
    }


@pytest.mark.parametrize(
    ("question", "answer", "headline", "rule", "quote"),
    [
        # critical-hit: “If you rolled at least one natural six …, this unit does X more damage”
        ("critical_hit", True, "Yes — Critical Hit 2 adds 2 damage.", "critical-hit", "X more damage"),
        # fury: “When you roll at least one natural four … before reroll, roll X additional attack dice.”
        ("fury", True, "Yes — Fury 2 rolled 2 more attack dice.", "fury", "roll X additional attack dice"),
        ("fury_dice", 2, "Fury rolled 2 additional attack dice.", "fury", "roll X additional attack dice"),
        # focus: “When you roll at least one natural five … this unit gets +X power for its next attack.”
        ("focus", True, "Yes — Focus 1: Han gets +1 power for its next attack.", "focus", "+X power"),
        # backfire: “… this unit does X dice of damage to itself when the attack ends.”
        ("backfire", True, "Yes — Backfire 1: Han does 1 die of damage to itself", "backfire", "to itself"),
        # parry: “If the attacking unit rolled at least one natural '1' …, prevent up to X damage”
        ("parry", True, "Yes — Vader's Parry 1 prevents 1 of the 6 damage.", "parry", "prevent up to X"),
        ("prevented", 1, "Parry prevents 1 of the 6 damage to Vader.", "parry", "prevent up to X"),
        # riposte: “If the attacking unit rolled at least one natural two …, this unit does X damage to it”
        (
            "riposte",
            2,
            "Riposte does 2 damage to Han when the attack ends.",
            "riposte",
            "does X damage to it",
        ),
        # overkill: “A number of hits equal to the defending unit's health must be assigned …”
        ("overkill", 1, "Overkill may move 1 of the 4 hits to another unit", "overkill", "the remainder"),
        # overkill: “Shields, Parry, and Armor have no effect against it” (the hits on the second unit)
        ("overkill", 1, "Overkill may move 1 of the 4 hits", "overkill", "Shields, Parry, and Armor have no"),
        # double-damage: “Put 1 additional damage counter … for each 1 damage that wasn't prevented.”
        ("counters", 10, "10 damage counters go on Vader (Double Damage).", "double-damage", "additional"),
        # stun: “When this unit damages another unit, that unit gets –X power until end of battle.”
        ("stun", True, "Yes — Stun 1: Vader gets −1 power", "stun", "–X power until end of battle"),
    ],
)
def test_each_sub_question_is_answered_and_its_headline_states_it(
    ask: Ask, question: str, answer: object, headline: str, rule: str, quote: str
) -> None:
    verdict = ask(TOPIC, **FULL, question=question)
    assert verdict.question == question
    assert type(verdict.answer) is type(answer) and verdict.answer == answer
    assert verdict.headline.startswith(headline), verdict.headline
    assert "→ 5 damage to Vader" in verdict.headline  # the attack's result follows every answer
    assert any(c.rule == rule and quote in c.quote for c in verdict.citations), (rule, quote)


def test_triggers_that_did_not_happen_answer_no(ask: Ask) -> None:
    # fury: “A four rolled after reroll doesn't matter.” — the 4 came from a reroll.
    options = {
        "attacker": "Han power=3 Fury 1 Focus 1 Stun 2",
        "defender": "Vader Parry 1",
        "rolled": "2 2 3",
    }
    fury = ask(TOPIC, **options, rerolled="2>4", question="fury")
    expect(fury, False, "No — Fury 1 needs a natural 4 before reroll", {"fury", "focus", "parry", "stun"})
    assert fury.answers["fury_dice"] == 0 and fury.answers["focus"] is False
    # stun: “If no damage counters are placed as a result of damage, Stun doesn't occur.”
    stun = ask(TOPIC, **options, question="stun")
    expect(
        stun,
        False,
        "No — Stun 2: Vader isn't stunned",
        {"fury", "focus", "parry", "stun"},
        quote=("stun", "Stun doesn't occur"),
    )
    parry = ask(TOPIC, **options, question="parry")
    assert parry.answer is False and parry.headline.startswith("No — Vader's Parry 1 doesn't apply")


def test_abilities_a_unit_lacks_answer_no_or_zero(ask: Ask) -> None:
    options = {"attacker": "Han power=2", "defender": "Vader hp=1", "rolled": "4 2"}
    assert ask(TOPIC, **options, question="critical_hit").headline.startswith("No — Han has no Critical Hit.")
    riposte = ask(TOPIC, **options, question="riposte")
    assert riposte.answer == 0 and "(Vader has no Riposte)" in riposte.headline
    overkill = ask(TOPIC, **options, question="overkill")
    assert overkill.answer == 0 and "(Han has no Overkill)" in overkill.headline
    assert ask(TOPIC, **options, question="counters").answer == 1


def test_ferocity_stops_parry_from_applying(ask: Ask) -> None:
    # parry: “Parry can't affect unpreventable damage.”
    verdict = ask(
        TOPIC, attacker="Han power=2 Ferocity", defender="Vader Parry 2", rolled="1 5", question="parry"
    )
    expect(
        verdict,
        False,
        "No — Vader's Parry 2 doesn't apply",
        {"parry", "ferocity"},
        quote=("parry", "can't affect"),
    )
    assert verdict.answers["prevented"] == 0


def test_asking_overkill_without_health_names_the_option(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match=r"give the defender's health \(hp=N\)"):
        ask(TOPIC, attacker="Han power=2 Overkill", defender="Vader", rolled="4 4", question="overkill")


def test_hits_and_legality_are_sub_questions_too(ask: Ask) -> None:
    # armor: “A unit with Accuracy 1 attacking a unit with Armor hits with 4's, 5's, and 6's.”
    options = {"attacker": "Han power=4 Accuracy 1", "defender": "Vader Armor", "rolled": "6 4 3 1"}
    hits = ask(TOPIC, **options, question="hits")
    expect(hits, 2, "2 of the dice hit Vader.", {"accuracy", "armor"}, quote=("armor", "hits with 4's"))
    legal = ask(TOPIC, **options, question="legal")
    expect(legal, True, "Yes — Han can attack Vader.", {"accuracy", "armor"})


def test_damage_is_stated_before_the_defenders_own_prevention(ask: Ask) -> None:
    # Evade: “Prevent up to X damage to this unit.” — its player decides how much, after the roll.
    verdict = ask(TOPIC, attacker="Han power=3", defender="Vader Evade 1", rolled="6 5 1")
    assert verdict.answer == 2 and "2 damage to Vader before its Evade 1" in verdict.headline
    assert any(c.rule == "evade" for c in verdict.citations)


def test_against_ferocity_the_defenders_own_prevention_is_not_offered(ask: Ask) -> None:
    # ferocity: “Damage from this unit can't be prevented.” — without Fortitude, Vader's Evade can't act:
    # no "before its Evade 1", no "may prevent more" would-change.
    verdict = ask(TOPIC, attacker="Han power=3 Ferocity", defender="Vader Evade 1", rolled="6 5 1")
    assert verdict.answer == 2 and "2 damage to Vader." in verdict.headline
    assert "before its Evade" not in verdict.headline
    assert not any("may prevent more" in change for change in verdict.would_change)
    # fortitude: “This unit can prevent unpreventable damage to itself.” — then its Evade may act again.
    sturdy = ask(TOPIC, attacker="Han power=3 Ferocity", defender="Vader Evade 1 Fortitude", rolled="6 5 1")
    assert "2 damage to Vader before its Evade 1" in sturdy.headline
    assert any("may prevent more" in change for change in sturdy.would_change)


def test_focus_power_is_for_the_next_attack_not_this_one(ask: Ask) -> None:
    # focus: “When you roll at least one natural five … this unit gets +X power for its next attack.” — “The
    # bonus power only lasts for one attack, but it can be triggered again each attack.”
    options = {"attacker": "Han power=4 Focus 2", "defender": "Vader hp=5", "question": "focus_applies"}
    verdict = ask(TOPIC, **options, rolled="5 4 1 1")
    expect(
        verdict,
        "next_attack",
        "Next attack: Focus 2 triggered, so Han gets +2 power for its next attack, not this one",
        {"focus"},
        quote=("focus", "The bonus power only lasts for one attack"),
    )
    assert verdict.answers["damage"] == 2  # this attack's 4 dice: the 5 and the 4 hit, no +2
    verdict = ask(TOPIC, **options, rolled="6 4 1 1")
    expect(verdict, "none", "None: Focus 2 didn't trigger", {"focus"})


def test_overkills_extra_hits_on_a_second_unit_ignore_its_stealth_and_armor_but_not_its_evade(
    ask: Ask,
) -> None:
    # overkill: “Shields, Parry, and Armor have no effect against it, but damage prevention not specifying
    # dice works normally.” stealth: “An untapped and undamaged unit with Stealth can still be affected by
    # alternative types of damage. (Such as Overkill.)” evade: “You don't have to use all of the Evade. You
    # choose how much damage to Evade up to X …” — so the most is both extra hits, Evade unused.
    options = {"attacker": "Han power=4 Overkill", "defender": "Vader hp=1", "rolled": "5 4 6 1"}
    verdict = ask(TOPIC, **options, question="overkill_second", second="Luke hp=4 Stealth Armor Evade 1")
    expect(
        verdict,
        2,
        "Up to 2 damage to the second unit from Overkill's extra hits (Luke's player chooses how much of "
        "Evade 1 to use; the attacking player chooses how many;",
        {"overkill", "stealth", "evade"},
        quote=("evade", "You choose how much damage to Evade up to X"),
    )
    assert "swtcg.prevent-in-full" not in {assumption.id for assumption in verdict.assumptions}
    trail = [(step.test, step.held) for step in verdict.steps]
    assert ("Luke's Armor has no effect against Overkill damage", True) in trail
    assert ("Luke's Evade 1: prevents up to 1 damage to itself", True) in trail
    # deflect: “A layered ability activated during the damage prevention POP” — its player may pass, so
    # both extra hits can go through (“Deflect as much damage as you can” says how much once played).
    deflect = ask(TOPIC, **options, question="overkill_second", second="Luke hp=4 Deflect 2")
    expect(
        deflect,
        2,
        "Up to 2 damage to the second unit from Overkill's extra hits (Luke's player chooses whether to play "
        "Deflect 2;",
        {"overkill", "deflect"},
        quote=("deflect", "A layered ability activated during the damage prevention POP"),
    )
    assert any("decides how many of the 2 extra hits go to Luke" in test for test, _ in trail)


def test_a_second_unit_in_another_arena_takes_no_overkill_hits(ask: Ask) -> None:
    # overkill: “… between that unit and another unit in the same arena.”
    verdict = ask(
        TOPIC,
        attacker="Han power=4 Overkill arena=character",
        defender="Vader hp=1 arena=character",
        rolled="5 4 6 1",
        question="overkill_second",
        second="Slave I arena=space hp=4",
    )
    expect(verdict, 0, "Up to 0 damage to the second unit", {"bombard", "overkill"})


def test_overkill_second_needs_the_second_unit(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="`overkill_second` needs the second unit"):
        ask(
            TOPIC,
            attacker="Han power=4 Overkill",
            defender="Vader hp=1",
            rolled="5 4 6 1",
            question="overkill_second",
        )


def test_shields_gained_after_the_dice_were_rolled_do_not_change_the_roll(ask: Ask) -> None:
    # shields: “If you give a unit Shields after your opponent has rolled for damage, it doesn't affect the
    # roll.” — so power 4 rolls 4 dice, not 4 − 1.
    verdict = ask(
        TOPIC, attacker="Han power=4", defender="Vader hp=5 Shields 1", rolled="5 4 6 1", after_roll="Shields"
    )
    expect(
        verdict,
        3,
        "3 hits → 3 damage to Vader",
        {"shields"},
        quote=("shields", "it doesn't affect the roll"),
    )
    with pytest.raises(ScenarioError, match=r"4 dice rolled, but Han rolls 3 \(power 4 − Shields 1\)"):
        ask(TOPIC, attacker="Han power=4", defender="Vader hp=5 Shields 1", rolled="5 4 6 1")


def test_parry_gained_after_the_roll_is_too_late(ask: Ask) -> None:
    # parry: “If a unit gets the Parry ability after you roll attack dice, it's too late to affect the
    # damage.”
    verdict = ask(
        TOPIC, attacker="Han power=3", defender="Vader hp=5 Parry 2", rolled="5 4 1", after_roll="parry"
    )
    expect(
        verdict,
        2,
        "2 hits → 2 damage to Vader",
        {"parry"},
        quote=("parry", "it's too late to affect the damage"),
    )
    assert verdict.answers["parry"] is False


def test_an_ability_the_glossary_says_nothing_about_after_the_roll_is_not_covered(ask: Ask) -> None:
    verdict = ask(
        TOPIC, attacker="Han power=3 Lucky 1", defender="Vader hp=5", rolled="5 4 1", after_roll="Lucky"
    )
    expect_not_covered(verdict, "not for Lucky")
    with pytest.raises(ScenarioError, match="after_roll: 'Luck' is not an ability of the glossary"):
        ask(TOPIC, attacker="Han power=3", defender="Vader hp=5", rolled="5 4 1", after_roll="Luck")
