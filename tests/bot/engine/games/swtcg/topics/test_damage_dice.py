"""swtcg.damage_dice — Retaliate's and Ambush's dice of damage, cases from the glossary."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from bot.engine.citations import RuleQuote
from bot.engine.games.swtcg import quotes as Q
from bot.engine.verdict import Verdict
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "swtcg.damage_dice"
VADER = "Vader arena=character Retaliate 2"
HAN = "Han arena=character"
AMBUSH = "Trap arena=ground Ambush 2"


def _statement(verdict: Verdict) -> str:
    """What the damage-dice assumption states in this verdict."""
    return next(a.statement for a in verdict.assumptions if a.id == "swtcg.damage-dice")


def _citing(verdict: Verdict, quote: RuleQuote) -> list[tuple[str, bool]]:
    """(test, held) of each step citing `quote`."""
    return [
        (step.test, step.held)
        for step in verdict.steps
        if step.citation is not None
        and (step.citation.rule, step.citation.quote) == (quote.rule, quote.quote)
    ]


def test_retaliate_against_an_attacker_in_the_same_arena(ask: Ask) -> None:
    # retaliate: “If a unit in the same arena as this unit is attacking this unit, this unit does X dice …”
    verdict = ask(TOPIC, ability="retaliate", unit=VADER, target=HAN)
    expect(
        verdict,
        True,
        "Yes — Vader's Retaliate 2 does 2 dice of damage to Han when the attack ends.",
        {"retaliate"},
        quote=("retaliate", "this unit does X dice of damage to that unit when the attack ends"),
    )
    assert verdict.answers == {"applies": True, "dice": 2, "if_discarded": True}
    dice = ask(TOPIC, ability="retaliate", unit=VADER, target=HAN, question="dice")
    expect(dice, 2, "Vader's Retaliate rolls 2 dice of damage against Han.", {"retaliate"})


def test_retaliate_not_against_another_arena_the_build_zone_or_twice(ask: Ask) -> None:
    # retaliate: “Retaliate doesn't work with attacks from another arena (such as Bombard and Ion Cannon) or
    # the build zone.”
    bombard = ask(TOPIC, ability="retaliate", unit=VADER, target="Walker arena=ground Bombard 2")
    expect(
        bombard,
        False,
        "No — Vader's Retaliate doesn't apply: Walker attacks from the ground arena",
        {"retaliate"},
        quote=("retaliate", "doesn't work with attacks from another arena"),
    )
    built = ask(TOPIC, ability="retaliate", unit=VADER, target=HAN, from_build_zone=True)
    expect(built, False, "the attack comes from the build zone", {"retaliate"})
    # retaliate: “Each Retaliate may be used once per attack.”
    again = ask(
        TOPIC, ability="retaliate", unit=VADER, target=HAN, used=True, question="damage", rolled="5 5"
    )
    expect(
        again, False, "it was already used this attack", {"retaliate"}, quote=("retaliate", "once per attack")
    )
    assert again.question == "applies" and again.answers == {"applies": False}


def test_retaliate_dice_are_not_attack_dice(ask: Ask) -> None:
    # retaliate: “Retaliate dice are just dice of damage, not attack dice, and can trigger Stun.”
    # critical-hit: “Critical Hit applies only to dice rolled for an attack, not to dice rolls for abilities
    # like Retaliate.” accuracy: “Add X to each of this unit's attack dice.”
    verdict = ask(
        TOPIC,
        ability="retaliate",
        unit=f'{VADER} Accuracy 1 "Critical Hit 2"',
        target=f"{HAN} Shields 1 Parry 1",
        question="damage",
        rolled="6 3",
    )
    expect(
        verdict,
        1,
        "1 damage to Han from Vader's Retaliate dice (6 3).",
        {"retaliate", "accuracy", "critical-hit", "shields", "parry"},
        quote=("critical-hit", "not to dice rolls for abilities like Retaliate"),
        assumes={"swtcg.damage-dice"},
    )


def test_armor_works_against_dice_of_damage(ask: Ask) -> None:
    # armor: “Armor works against dice of damage and attack dice.”
    verdict = ask(
        TOPIC, ability="retaliate", unit=VADER, target=f"{HAN} Armor", question="damage", rolled="4 5"
    )
    expect(verdict, 1, "1 damage to Han", {"retaliate", "armor"}, quote=("armor", "dice of damage"))


def test_armor_s_5_or_more_is_cited_not_assumed_for_dice_of_damage(ask: Ask) -> None:
    # armor: “This unit can only be hit on a roll of 5 or more.” and “Armor works against dice of damage
    # and attack dice.” — together they decide which dice of damage hit a unit with Armor.
    verdict = ask(
        TOPIC,
        ability="ambush",
        unit=AMBUSH,
        target="Walker arena=ground Armor",
        question="damage",
        rolled="4 5",
    )
    expect(verdict, 1, "1 damage to Walker", {"ambush", "armor"}, assumes={"swtcg.damage-dice"})
    assert _citing(verdict, Q.ARMOR) == [("1 of the dice 4 5 hit Walker (5 or more)", True)]
    assert _citing(verdict, Q.ARMOR_DAMAGE_DICE)[-1] == (
        "Walker has Armor, which works against dice of damage",
        True,
    )
    assert [step.test for step in verdict.steps if step.assumption] == ["1 hit, 1 damage"]
    assert "5 or more" not in _statement(verdict)


def test_no_accuracy_for_dice_of_damage_is_cited_not_assumed(ask: Ask) -> None:
    # retaliate: “Retaliate dice are just dice of damage, not attack dice”; accuracy: “Add X to each of this
    # unit's attack dice.” — so Accuracy doesn't add to them, and the assumption no longer says it.
    verdict = ask(
        TOPIC, ability="retaliate", unit=f"{VADER} Accuracy 1", target=HAN, question="damage", rolled="3 4"
    )
    expect(verdict, 1, "1 damage to Han", {"retaliate", "accuracy"}, assumes={"swtcg.damage-dice"})
    assert _citing(verdict, Q.RETALIATE_NOT_ATTACK_DICE) == [
        ("Retaliate's dice are dice of damage, not attack dice", True)
    ]
    assert _citing(verdict, Q.ACCURACY_ADD) == [
        ("Vader's Accuracy adds to its Retaliate dice (it adds to attack dice)", False)
    ]
    assert [step.test for step in verdict.steps if step.assumption] == [
        "1 of the dice 3 4 hit (on 4 or more), 1 damage"
    ]
    assert _statement(verdict) == (
        "Unless Armor applies, a die of damage (Retaliate, Ambush) hits on 4 or more; each hit does 1 damage."
    )


def test_retaliate_can_stun_and_resolves_even_if_discarded(ask: Ask) -> None:
    unit = f"{VADER} Stun 1"
    stun = ask(TOPIC, ability="retaliate", unit=unit, target=HAN, question="stun", rolled="5 1")
    expect(
        stun,
        True,
        "Yes — Stun 1: Han gets −1 power until end of battle if counters are placed.",
        {"retaliate", "stun"},
        quote=("retaliate", "can trigger Stun"),
    )
    # stun: “If no damage counters are placed as a result of damage, Stun doesn't occur.”
    missed = ask(TOPIC, ability="retaliate", unit=unit, target=HAN, question="stun", rolled="2 1")
    expect(missed, False, "No — Stun 1 doesn't occur", {"retaliate", "stun"}, quote=("stun", "doesn't occur"))
    # retaliate: “Retaliate resolves when the attack ends, even if your unit gets discarded.”
    gone = ask(TOPIC, ability="retaliate", unit=unit, target=HAN, question="if_discarded")
    expect(
        gone,
        True,
        "Yes — Retaliate resolves when the attack ends, even if Vader is discarded.",
        {"retaliate"},
        quote=("retaliate", "even if your unit gets discarded"),
    )


def test_ambush_hits_an_opposing_unit_entering_its_arena(ask: Ask) -> None:
    # ambush: “If your opponent deploys, moves, or puts a unit into this arena, this unit does X dice …”
    trap = "Trap arena=ground Ambush 3 Stun 2"
    verdict = ask(
        TOPIC, ability="ambush", unit=trap, target="Walker arena=ground", question="damage", rolled="6 4 1"
    )
    # ambush: “… this unit does X dice of damage to that unit.” — its own sentence says they are dice of
    # damage; Armor's (“Armor works against dice of damage and attack dice.”) is not cited when the target
    # has no Armor.
    expect(verdict, 2, "2 damage to Walker from Trap's Ambush dice (6 4 1).", {"ambush", "stun"})
    assert ("Ambush does dice of damage", True) in _citing(verdict, Q.AMBUSH)
    # stun: “Stun works anytime the unit damages another unit, not just when it attacks.”
    stun = ask(
        TOPIC, ability="ambush", unit=trap, target="Walker arena=ground", question="stun", rolled="6 4 1"
    )
    expect(stun, True, "Yes — Stun 2", {"ambush", "stun"}, quote=("stun", "not just when it attacks"))
    own = ask(TOPIC, ability="ambush", unit=trap, target="Walker arena=ground yours")
    expect(own, False, "Walker isn't your opponent's unit", {"ambush"})
    elsewhere = ask(TOPIC, ability="ambush", unit=trap, target="X-wing arena=space")
    expect(elsewhere, False, "X-wing enters the space arena, not the ground arena", {"ambush"})
    # ambush: “Each Ambush can be used once per instance of a unit being deployed, moved, or put.”
    twice = ask(TOPIC, ability="ambush", unit=trap, target="Walker arena=ground", used=True)
    expect(twice, False, "already used", {"ambush"}, quote=("ambush", "once per instance"))


def test_what_the_glossary_does_not_say_is_not_covered(ask: Ask) -> None:
    gone = ask(
        TOPIC,
        ability="ambush",
        unit="Trap arena=ground Ambush 1",
        target="Walker arena=ground",
        question="if_discarded",
    )
    expect_not_covered(gone, "it says nothing of the kind for Ambush")


def test_retaliate_against_one_of_your_own_units(ask: Ask) -> None:
    # retaliate: “If a unit in the same arena as this unit is attacking this unit, this unit does X dice of
    # damage to that unit when the attack ends.” — any unit; intercept: “Your unit may intercept an attack
    # from one of your own units (but not from itself) …”
    own = ask(TOPIC, ability="retaliate", unit=VADER, target=f"{HAN} yours")
    expect(
        own,
        True,
        "Yes — Vader's Retaliate 2 does 2 dice of damage to Han when the attack ends.",
        {"retaliate", "intercept"},
        quote=("intercept", "Your unit may intercept an attack from one of your own units"),
    )
    # retaliate: “Retaliate doesn't work with attacks from another arena …” — its own conditions still apply.
    elsewhere = ask(TOPIC, ability="retaliate", unit=VADER, target="Han arena=space yours Bombard 1")
    expect(
        elsewhere,
        False,
        "Han attacks from the space arena, not the character arena",
        {"retaliate", "intercept"},
    )
    # retaliate: “A unit may retaliate against itself if it attacks itself.”
    itself = ask(
        TOPIC, ability="retaliate", unit=VADER, target="Vader arena=character yours", question="dice"
    )
    expect(
        itself,
        2,
        "Vader's Retaliate rolls 2 dice of damage against Vader.",
        {"retaliate", "intercept"},
        quote=("retaliate", "A unit may retaliate against itself if it attacks itself."),
    )
    # stun: “When this unit damages another unit, that unit gets –X power until end of battle.” — a unit of
    # the same name may be Vader itself (no Stun) or another Vader (Stun): the scenario doesn't say.
    stun = ask(
        TOPIC,
        ability="retaliate",
        unit=f"{VADER} Stun 1",
        target="Vader arena=character yours",
        question="stun",
        rolled="5 5",
    )
    expect_not_covered(stun, "it may be Vader attacking itself, or another of your units named Vader")
    other = ask(
        TOPIC,
        ability="retaliate",
        unit=f"{VADER} Stun 1",
        target=f"{HAN} yours",
        question="stun",
        rolled="5 5",
    )
    expect(other, True, "Yes — Stun 1: Han gets −1 power", {"retaliate", "intercept", "stun"})


def test_a_unit_without_the_ability(ask: Ask) -> None:
    expect(
        ask(TOPIC, ability="ambush", unit="Trap arena=ground", target="Walker arena=ground"),
        False,
        "No — Trap has no Ambush.",
        {"ambush"},
    )


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"question": "damage"}, "rolled: give the dice of damage Retaliate rolled"),
        ({"rolled": "5"}, "rolled: 1 dice given, but Vader's Retaliate 2 rolls 2"),
        ({"rolled": "5 9"}, "'9' is not a die face"),
        ({"target": "Han"}, "target: give its arena"),
        (
            {"ability": "ambush", "unit": "Trap arena=ground Ambush 1", "from_build_zone": True},
            "about Retaliate",
        ),
    ],
)
def test_bad_input_names_the_option(ask: Ask, options: dict[str, object], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        ask(TOPIC, **{"ability": "retaliate", "unit": VADER, "target": HAN, **options})
