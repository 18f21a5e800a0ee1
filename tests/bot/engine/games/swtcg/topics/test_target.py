"""swtcg.target — Stealth, arenas, Intercept, Redirect and Precision (Elude), cases from the glossary."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "swtcg.target"
HAN = "Han arena=character"


def test_stealth_only_when_tapped_or_damaged(ask: Ask) -> None:
    # stealth: “This unit can't be attacked unless it's tapped or has damage counters on it.”
    hidden = ask(TOPIC, attacker=HAN, defender="Vader arena=character Stealth")
    expect(
        hidden,
        False,
        "Vader has Stealth and is untapped with no damage counters",
        {"bombard", "stealth"},
        quote=("stealth", "can't be attacked unless it's tapped or has damage counters on it"),
        assumes=set(),
    )
    assert "legal if Vader were tapped or had a damage counter" in hidden.would_change
    # stealth: “… or the attacking unit has the ability to attack stealth units for some other reason” — so
    # the cited step says "unless", with that exception, never "only while tapped or damaged" (and, held
    # false, no negation to read twice).
    trail = [(step.test, step.held) for step in hidden.steps]
    assert any(
        test.endswith(
            "has Stealth, which stops attacks on it unless it is tapped or damaged (or the attacker can "
            "attack Stealth units): it is tapped or damaged"
        )
        and not held
        for test, held in trail
    )
    assert not any("only while" in test for test, _ in trail)
    expect(
        ask(TOPIC, attacker=HAN, defender="Vader arena=character Stealth tapped"),
        True,
        "Yes",
        {"bombard", "stealth"},
    )
    expect(
        ask(TOPIC, attacker=HAN, defender="Vader arena=character Stealth dmg=1"),
        True,
        "Yes",
        {"bombard", "stealth"},
    )


def test_bombard_reaches_the_ground_arena_only(ask: Ask) -> None:
    # bombard: “This unit may attack a unit in the Ground arena instead of this arena, using X power …”
    ground = ask(TOPIC, attacker='"Star Destroyer" arena=space Bombard 4', defender='"AT-AT" arena=ground')
    expect(ground, True, "using Bombard 4 (4 power plus any other effects)", {"bombard"})
    # bombard: “You can't attack a unit in the Space arena using Bombard.”
    space = ask(TOPIC, attacker="Walker arena=ground Bombard 2", defender="X-wing arena=space")
    expect(
        space,
        False,
        "Walker is in the ground arena and X-wing in the space arena",
        {"bombard", "ion-cannon"},
        quote=("bombard", "You can't attack a unit in the Space arena using Bombard."),
    )
    assert "legal if Walker had Ion Cannon" in space.would_change


def test_an_attack_in_its_own_arena_is_quoted_not_assumed(ask: Ask) -> None:
    # bombard: “You choose whether to use Bombard to attack a unit in the Ground arena or to make a normal
    # attack in the arena your unit is in.” (Ion Cannon's entry says the same) — a unit attacks in its own
    # arena.
    same = ask(TOPIC, attacker=HAN, defender="Vader arena=character")
    expect(
        same,
        True,
        "Yes — Han can attack Vader.",
        {"bombard"},
        quote=("bombard", "or to make a normal attack in the arena your unit is in."),
        assumes=set(),
    )
    assert [(step.test, step.held) for step in same.steps] == [
        ("Han and Vader are both in the character arena, where Han makes its normal attack", True)
    ]
    # ion-cannon: “… or to make a normal attack in the arena your unit is in.” — its own entry, when it has
    # it.
    ion = ask(TOPIC, attacker='Turret arena=ground "Ion Cannon 3"', defender="Walker arena=ground")
    expect(
        ion,
        True,
        "Yes",
        {"ion-cannon"},
        quote=("ion-cannon", "or to make a normal attack in the arena your unit is in."),
        assumes=set(),
    )


def test_no_attack_into_another_arena_without_the_ability_is_quoted_not_assumed(ask: Ask) -> None:
    # bombard: “… or to make a normal attack in the arena your unit is in.” — without Bombard, only the
    # normal attack in its own arena is left.
    ground = ask(TOPIC, attacker=HAN, defender="Walker arena=ground")
    expect(
        ground,
        False,
        "Han is in the character arena and Walker in the ground arena",
        {"bombard"},
        quote=("bombard", "or to make a normal attack in the arena your unit is in."),
        assumes=set(),
    )
    assert [(step.test, step.held) for step in ground.steps] == [
        ("Han (in the character arena), without Bombard, can attack a unit in the ground arena", False)
    ]
    assert "legal if Han had Bombard" in ground.would_change
    # barrage: “You choose whether to use Barrage to attack a unit in the Character arena or to make an
    # attack in the arena your unit is in.”
    character = ask(TOPIC, attacker="X-wing arena=space", defender=HAN)
    expect(
        character,
        False,
        "X-wing is in the space arena and Han in the character arena",
        {"barrage"},
        quote=("barrage", "or to make an attack in the arena your unit is in."),
        assumes=set(),
    )


def test_ion_cannon_reaches_space_and_barrage_the_character_arena(ask: Ask) -> None:
    ion = ask(TOPIC, attacker='Turret arena=ground "Ion Cannon 3"', defender="X-wing arena=space")
    expect(ion, True, "using Ion Cannon 3", {"ion-cannon"})
    barrage = ask(TOPIC, attacker="Cruiser arena=space Barrage 2", defender="Luke arena=character")
    expect(barrage, True, "using Barrage 2", {"barrage"})
    # barrage: “You can't attack a unit in the Space or Ground arena using Barrage.”
    wrong = ask(TOPIC, attacker="Trooper arena=character Barrage 2", defender="Walker arena=ground")
    expect(
        wrong,
        False,
        "can't attack Walker",
        {"barrage", "bombard"},
        quote=("barrage", "Space or Ground arena"),
    )


def test_intercept_moves_the_attack_to_an_attackable_unit(ask: Ask) -> None:
    # intercept: “… the attacking unit now attacks this unit instead.”
    verdict = ask(
        TOPIC,
        attacker=HAN,
        defender="Vader arena=character",
        interceptor="Guard arena=character Intercept",
        question="defending",
    )
    expect(
        verdict,
        "interceptor",
        "Guard: Intercept makes Guard (the interceptor) the defending unit",
        {"bombard", "intercept"},
    )
    elsewhere = ask(
        TOPIC,
        attacker=HAN,
        defender="Vader arena=character",
        interceptor="Tie arena=space Intercept",
        question="defending",
    )
    expect(elsewhere, "defender", "Tie is not in the character arena", {"bombard", "intercept"})


def test_a_stealthy_interceptor_does_not_become_the_defender(ask: Ask) -> None:
    # stealth: “A unit with Stealth can activate its own Intercept ability, but will not become …”
    verdict = ask(
        TOPIC,
        attacker=HAN,
        defender="Vader arena=character",
        interceptor="Guard arena=character Intercept Stealth",
        question="defending",
    )
    expect(
        verdict,
        "defender",
        "Intercept doesn't change the defending unit",
        {"bombard", "intercept", "stealth"},
        quote=(
            "intercept",
            "you can still pay the activation cost for Intercept, but the defending unit won't change",
        ),
    )


def test_elude_behaves_as_precision_against_intercept(ask: Ask) -> None:
    # elude: “Treat any unit with Elude as if it has Precision instead.”
    verdict = ask(
        TOPIC,
        attacker=f"{HAN} Elude",
        defender="Vader arena=character",
        interceptor="Guard arena=character Intercept",
        question="defending",
    )
    expect(
        verdict,
        "defender",
        "(Han has Precision)",
        {"bombard", "intercept", "elude", "precision"},
        quote=("elude", "Treat any unit with Elude as if it has Precision instead."),
    )


def test_precision_stops_redirect_which_otherwise_works(ask: Ask) -> None:
    works = ask(
        TOPIC,
        attacker=HAN,
        defender="Vader arena=character Redirect",
        redirect_to="Guard arena=character",
        question="defending",
    )
    expect(
        works,
        "redirect_target",
        "Guard: Redirect makes Guard (the redirect target) the defending unit",
        {"bombard", "redirect"},
    )
    # redirect: “An attacking unit with Precision will mean Redirect will have no effect during that attack.”
    stopped = ask(
        TOPIC,
        attacker=f"{HAN} Precision",
        defender="Vader arena=character Redirect",
        redirect_to="Guard arena=character",
        question="defending",
    )
    expect(
        stopped,
        "defender",
        "Redirect doesn't change",
        {"bombard", "redirect"},
        quote=("redirect", "Precision will mean Redirect"),
    )


def test_a_tapped_attacker_cannot_attack(ask: Ask) -> None:
    # double-strike: “The unit must tap for the first attack, not the second.” — a unit taps for an attack,
    # cited; the sentence doesn't say a tapped unit can't attack (Double Strike's second attack is made
    # tapped), so that part stays an assumption, stated alone.
    verdict = ask(TOPIC, attacker=f"{HAN} tapped", defender="Vader arena=character")
    expect(
        verdict,
        False,
        "Han is tapped",
        {"bombard", "double-strike"},
        quote=("double-strike", "The unit must tap for the first attack, not the second."),
        assumes={"swtcg.attacker-untapped"},
    )
    assert [(step.test, step.held, step.assumption) for step in verdict.steps[:2]] == [
        (
            "Han taps for its attack, as a unit does for Double Strike's first attack (not its second)",
            True,
            None,
        ),
        ("Han (attacker, yours) is untapped, so it can tap for the attack", False, "swtcg.attacker-untapped"),
    ]
    (statement,) = [a.statement for a in verdict.assumptions]
    assert statement.startswith("A tapped unit can't tap again, so it can't make an attack it must tap for")
    assert "A unit taps to attack" not in statement


def test_attacking_your_own_unit_is_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, attacker=HAN, defender="Leia arena=character side=you"), "same side")


def test_arenas_are_required(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match=r"defender: give its arena"):
        ask(TOPIC, attacker=HAN, defender="Vader")


def test_whether_it_can_attack_and_who_defends_are_both_answered(ask: Ask) -> None:
    # intercept: “… the attacking unit now attacks this unit instead.” — the attack itself was legal.
    options = {
        "attacker": HAN,
        "defender": "Vader arena=character",
        "interceptor": "Guard arena=character Intercept",
    }
    can = ask(TOPIC, **options)
    assert can.question == "can_attack" and can.answer is True
    assert can.answers == {"can_attack": True, "defending": "interceptor"}
    assert can.headline.startswith("Yes — Han can attack Vader, and Intercept makes Guard (the interceptor)")


def test_no_legal_target_answers_both_questions(ask: Ask) -> None:
    # stealth: “This unit can't be attacked unless it's tapped or has damage counters on it.”
    verdict = ask(TOPIC, attacker=HAN, defender="Vader arena=character Stealth", question="defending")
    expect(verdict, "no_legal_target", "No legal target: Han can't attack Vader", {"bombard", "stealth"})
    assert verdict.answers == {"can_attack": False, "defending": "no_legal_target"}


def test_intercept_does_not_start_a_new_attack(ask: Ask) -> None:
    # intercept: “Intercept doesn't end the attack.” “Intercept doesn't cause a new attack. (It is the same
    # attack.)” “"For this attack" effects do not trigger for each Intercept.”
    verdict = ask(
        TOPIC,
        attacker="Han arena=character",
        defender="Vader arena=character",
        interceptor="Guard arena=character Intercept",
        question="new_attack",
    )
    expect(
        verdict,
        False,
        "No — Intercept doesn't cause a new attack: it is the same attack, now against Guard",
        {"bombard", "intercept"},
        quote=("intercept", "Intercept doesn't cause a new attack. (It is the same attack.)"),
    )
    assert verdict.answers == {"can_attack": True, "defending": "interceptor", "new_attack": False}
