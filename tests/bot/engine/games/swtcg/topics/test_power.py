"""swtcg.power — the power an attack uses, as an answer: Bombard's X or its own, then what changes it."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "swtcg.power"


def test_bombard_uses_its_x_not_the_units_own_power(ask: Ask) -> None:
    # bombard: “This unit may attack a unit in the Ground arena instead of this arena, using X power plus any
    # other effects.” — “Power changes affect Bombard including those granted by stacking.”
    verdict = ask(
        TOPIC,
        attacker="Star Destroyer power=7 arena=space Bombard 2 Overload 1",
        defender="Jawa Hunters arena=ground Shields 1",
        overload=True,
    )
    expect(
        verdict,
        2,
        "Star Destroyer attacks Jawa Hunters with 2 power: 2 (Bombard 2) + 1 (Overload 1) − 1 (Shields 1) "
        "= 2",
        {"bombard", "overload", "shields"},
        quote=("bombard", "using X power plus any other effects"),
    )
    assert any("Power changes affect Bombard" in c.quote for c in verdict.citations)
    assert verdict.answers == {"power": 2, "dice": 2}


def test_in_its_own_arena_an_attack_starts_from_its_power(ask: Ask) -> None:
    # overload: “When this unit attacks, you may give it +X power for that attack.”
    verdict = ask(
        TOPIC,
        attacker="Han power=4 arena=character Overload 2",
        defender="Vader arena=character",
        overload=True,
        question="dice",
    )
    expect(
        verdict,
        6,
        "6 attack dice: Han's power against Vader is 4 (its power) + 2 (Overload 2) = 6",
        {"bombard", "overload"},
    )


def test_focus_from_the_previous_attack_counts_for_this_one(ask: Ask) -> None:
    # focus: “… this unit gets +X power for its next attack.” “The bonus power only lasts for one attack”.
    verdict = ask(
        TOPIC,
        attacker="Han power=4 arena=character Focus 2",
        defender="Vader arena=character",
        earlier="focus, stun 1",
    )
    expect(
        verdict,
        5,
        "4 (its power) + 2 (Focus 2) − 1 (Stun) = 5",
        {"bombard", "focus", "stun"},
        quote=("focus", "The bonus power only lasts for one attack"),
    )


def test_absorb_and_persuade_carry_into_the_next_attack(ask: Ask) -> None:
    # absorb: “it gains power for its next attack equal to the amount of damage prevented this way.”
    # persuade: “the attacking unit, if any, loses power for its next attack equal to the amount …”
    verdict = ask(
        TOPIC,
        attacker="Han power=4 arena=character",
        defender="Vader arena=character",
        earlier="absorb 2, persuade 3",
    )
    expect(verdict, 3, "4 (its power) + 2 (Absorb) − 3 (Persuade) = 3", {"bombard", "absorb", "persuade"})


def test_resilience_counts_once_it_has_enough_damage_counters(ask: Ask) -> None:
    # resilience: “As long as this unit has at least 'X' damage counters on it, that unit's power is modified
    # by +/- 'X'.”
    verdict = ask(
        TOPIC, attacker="Han power=4 dmg=2 arena=character Resilience 2", defender="Vader arena=character"
    )
    expect(verdict, 6, "4 (its power) + 2 (Resilience +2) = 6", {"bombard", "resilience"})
    verdict = ask(
        TOPIC, attacker="Han power=4 dmg=1 arena=character Resilience 2", defender="Vader arena=character"
    )
    expect(verdict, 4, "4 (its power)", {"bombard", "resilience"})


def test_intimidation_needs_the_opposing_units_and_consume_is_not_covered(ask: Ask) -> None:
    # intimidation: “+1 power … for each of your opponent's units in this arena.”
    options = {"attacker": "Vader power=5 arena=character Intimidation", "defender": "Luke arena=character"}
    expect(
        ask(TOPIC, **options, opposing_units=3),
        8,
        "5 (its power) + 3 (Intimidation) = 8",
        {"bombard", "intimidation"},
    )
    expect_not_covered(ask(TOPIC, **options), "give `opposing_units`")
    expect_not_covered(
        ask(TOPIC, attacker="Lurker power=3 arena=ground Consume", defender="Trooper arena=ground"), "Consume"
    )


def test_an_attack_that_is_not_legal_has_no_power_to_give(ask: Ask) -> None:
    verdict = ask(TOPIC, attacker="Han power=4 arena=character", defender="Star Destroyer arena=space")
    expect_not_covered(verdict, "can't attack Star Destroyer")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"attacker": "Han arena=character", "defender": "Vader arena=character"}, "give its power"),
        ({"attacker": "Han power=4", "defender": "Vader arena=character"}, "attacker: give its arena"),
        (
            {
                "attacker": "Han power=4 arena=character",
                "defender": "Vader arena=character",
                "earlier": "rage 2",
            },
            "earlier: 'rage 2' is not one of: focus, absorb N",
        ),
    ],
)
def test_bad_scenarios(ask: Ask, options: dict[str, str], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        ask(TOPIC, **options)


def test_the_dice_answer_is_settled_by_the_die_per_power_step_not_the_arena_one(ask: Ask) -> None:
    # The arena step (bombard: “or to make a normal attack in the arena your unit is in.”) is cited
    # before the count: the first screen names the step that gives the number of dice.
    verdict = ask(
        TOPIC, attacker="Han power=3 arena=character", defender="Vader arena=character", question="dice"
    )
    settling = [step.test for step in verdict.steps if step.settles]
    assert settling == ["Han rolls one attack die per point of power: 3"]
