"""gundam.support, from Ver. 1.7.0: <Support> is “【Activate･Main】Rest this Unit：Choose one other friendly
unit. It gets AP+(amount) during this turn.” (13-1-3-1)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, build_scenario, evaluate
from bot.engine.sides import untyped_states
from bot.rules.library import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.support"


def test_support_cannot_choose_itself(ask: Ask) -> None:
    # 13-1-3-1: “Choose one other friendly unit.” (g17)
    verdict = ask(TOPIC, unit="Gm Support 2", question="itself")
    expect(
        verdict,
        False,
        "can't give the AP+2 to itself",
        {"13-1-3-1"},
        quote=("13-1-3-1", "one other friendly unit"),
    )


def test_support_is_used_in_your_main_phase(ask: Ask) -> None:
    # 13-2-1-1: 【Activate･Main】 “can only be activated during your main phase while the Unit is not
    # attacking.”
    verdict = ask(TOPIC, unit="Gm Support 2 active")
    expect(verdict, True, "Yes — Gm can rest", {"13-1-3-1", "9-1", "13-2-1-1", "10-3-1-1"})


def test_support_is_not_usable_during_a_battle(ask: Ask) -> None:
    # 8-6-2: “… the battle ends, and you return to the main phase.” — after blocks it is too late.
    verdict = ask(TOPIC, unit="Gm Support 2", when="block_step")
    expect(
        verdict,
        False,
        "No — <Support> is an 【Activate･Main】 effect",
        {"13-1-3-1", "9-1", "8-1", "8-6-2", "13-2-1-1"},
    )


def test_a_rested_unit_cannot_pay_support(ask: Ask) -> None:
    # 10-3-1-1: “If conditions are required to activate the effect, they must be fulfilled, otherwise the
    # effect cannot be activated.”; 1-3-2-1: resting a rested Unit “is not performed”.
    verdict = ask(TOPIC, unit="Gm Support 2 rested")
    expect(
        verdict,
        False,
        "Gm is rested",
        {"13-1-3-1", "9-1", "13-2-1-1", "1-3-2-1", "10-3-1-1"},
        quote=("1-3-2-1", "is not performed"),
    )


def test_a_unit_deployed_this_turn_can_support(ask: Ask) -> None:
    # 3-2-4 stops a newly deployed Unit attacking; <Support> is not an attack.
    verdict = ask(TOPIC, unit="Gm Support 1", deployed_this_turn=True)
    expect(
        verdict,
        True,
        "Yes",
        {"13-1-3-1", "9-1", "13-2-1-1", "10-3-1-1", "3-2-4"},
        quote=("3-2-4", "cannot attack"),
    )


def test_the_chosen_units_ap(real: Ask) -> None:
    # 13-1-3-2: copies add up; “It gets AP+(amount) during this turn.” Rick Dom (GD01-030) has 3 AP.
    verdict = real(TOPIC, unit="Grunt Support 1 Support 2", question="ap", target='"Rick Dom"')
    expect(verdict, 6, "6 — Rick Dom's AP with <Support 3>: 3 + 3", {"13-1-3-2", "13-1-3-1", "7-6-6-1"})


def test_support_counts_before_a_negative_ap_becomes_zero(ask: Ask) -> None:
    # 1-3-6: "If the result would be negative, treat it as zero unless it will be modified by another
    # effect." <Support 2>'s AP+2 is another effect: 3 − 5 + 2 is 0 (it answered 2: 0, then + 2).
    verdict = ask(TOPIC, unit='Gm ap=2 hp=4 "Support 2"', question="ap", target="Zaku ap=3 hp=3 AP-5")
    assert verdict.answer == 0, verdict.headline
    assert "3 − 5 (AP-5) + 2 (<Support 2>)" in verdict.headline
    deeper = ask(TOPIC, unit='Gm ap=2 hp=4 "Support 2"', question="ap", target="Zaku ap=3 hp=3 AP-7")
    assert deeper.answer == 0 and "1-3-6" in {s.citation.label for s in deeper.steps if s.citation}


def test_support_never_chooses_a_base(ask: Ask) -> None:
    # 13-1-3-1: <Support (amount)> indicates “【Activate･Main】Rest this Unit：Choose one other friendly unit.
    # It gets AP+(amount) during this turn.” A Base is not a unit: it is never the chosen one.
    refused = r"target: Fort is a Base, .*“one other friendly unit” \(13-1-3-1\)"
    with pytest.raises(ScenarioError, match=refused):
        ask(TOPIC, unit="Gm Support 2", question="ap", target="Fort base ap=0")


def test_support_on_a_base_is_not_covered(ask: Ask) -> None:
    # 13-1-3-1 writes <Support> as “Rest this Unit：Choose one other friendly unit.”; what it does on a Base,
    # no sentence says.
    for question in ("can_support", "itself", "amount"):
        verdict = ask(TOPIC, unit="Fort base Support 2", question=question)
        expect_not_covered(verdict, "Fort is a Base with <Support>")
    # A Base without <Support> has none, as any card (13-1-3-1 decides that much).
    expect(ask(TOPIC, unit="Fort base"), False, "No — Fort has no <Support>", {"13-1-3-1"})


def test_the_deployed_step_says_what_3_2_4_says(ask: Ask) -> None:
    # 3-2-4: “Unless specified otherwise, a newly deployed Unit cannot attack on the turn it is deployed.”
    # It says nothing about "only": the step says what it stops, and that <Support> is not an attack.
    verdict = ask(TOPIC, unit="Gm Support 1", deployed_this_turn=True)
    step = next(step for step in verdict.steps if step.citation is not None and step.citation.rule == "3-2-4")
    assert "only" not in step.test and "can't attack" in step.test and not step.held


def test_what_can_support_takes_as_given_is_on_the_first_screen(library: Library) -> None:
    # 10-3-1-1 (its condition, resting an active Unit), 13-2-1-1 (your main phase) and 10-3-3-1: “If an
    # effect's target cannot be chosen, that effect does not activate.” Left out, each is the normal case.
    scenario = build_scenario(TOPIC, {"unit": "Gm Support 2"}, library)
    assert untyped_states(scenario) == ("Gm active", "your main phase", "another friendly Unit to choose")
    assert (
        "not without another friendly Unit to choose (10-3-3-1)" in evaluate(scenario, library).would_change
    )
    given = {"unit": "Gm Support 2 active", "when": "main", "your_turn": True, "target": "Zaku"}
    assert untyped_states(build_scenario(TOPIC, given, library)) == ()
    assert (
        untyped_states(
            build_scenario(TOPIC, {**given, "question": "amount", "unit": "Gm Support 2"}, library)
        )
        == ()
    )


def test_a_no_does_not_name_the_defaults_only_a_yes_rests_on(library: Library) -> None:
    # 13-2-1-1: “… can only be activated during your main phase …”: in the end phase <Support> is a No
    # whoever's turn it is and whatever it could choose, so those defaults are not shown; a Yes shows them.
    scenario = build_scenario(TOPIC, {"unit": "Gm Support 2", "when": "end"}, library)
    verdict = evaluate(scenario, library)
    assert verdict.answer is False
    assert untyped_states(scenario, verdict) == ()
    normal = build_scenario(TOPIC, {"unit": "Gm Support 2"}, library)
    assert untyped_states(normal, evaluate(normal, library)) == (
        "Gm active",
        "your main phase",
        "another friendly Unit to choose",
    )
