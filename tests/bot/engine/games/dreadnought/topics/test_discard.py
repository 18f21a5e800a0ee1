"""dreadnought.discard: units cast on the previous turn, not this turn (Discard units)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from bot.engine.verdict import Answer
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "dreadnought.discard"


def test_a_unit_cast_on_the_previous_turn(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Golem cast=previous")
    # Discard units: “You may discard any number of units (from your Battle Area) that you cast on the
    # previous turn.”
    expect(
        verdict,
        True,
        "can be discarded",
        {"cast-action", "discard-units"},
        quote=("discard-units", "that you cast on the previous turn"),
    )


def test_not_a_unit_cast_this_turn(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Golem cast=this")
    expect(
        verdict,
        False,
        "cast this turn",
        {"cast-action", "discard-units"},
        quote=("discard-units", "you cannot discard units that you cast during the same turn"),
    )


def test_outside_the_cast_phase_is_not_covered(ask: Ask) -> None:
    # Cast Action: “In the Cast Phase, the first player (the one with the faster speed grade at the second
    # speed grade comparison) may perform Cast actions before the last player.” No sentence says Cast
    # actions can't be performed in another phase, as Fast Action says of Fast actions: “only that they
    # are exclusive for the Fast Phase”. So outside the Cast Phase the answer is not covered, never a No.
    verdict = ask(TOPIC, unit="Golem cast=previous", phase="end")
    expect_not_covered(verdict, "whether 'discard units' is allowed in the End Phase")


def test_outside_the_cast_phase_a_unit_cast_this_turn_is_still_a_no(ask: Ask) -> None:
    # Discard units: “However, you cannot discard units that you cast during the same turn.”
    verdict = ask(TOPIC, unit="Golem cast=this", phase="end")
    expect(
        verdict,
        False,
        "Golem can't be discarded now: it was cast this turn, and units cast during the same turn can't be "
        "discarded.",
        {"cast-action", "discard-units"},
        quote=("discard-units", "you cannot discard units that you cast during the same turn"),
    )
    deciding = [step.test for step in verdict.steps if step.decides]
    assert deciding == ["Golem was cast during this same turn"]  # what the first screen names, not the phase


def test_outside_the_cast_phase_an_earlier_unit_names_both_open_questions(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Golem cast=earlier", phase="other")
    expect_not_covered(verdict, "allowed in another phase")
    assert "before the previous turn" in (verdict.reason or "")


def test_outside_your_battle_area_is_a_no_by_the_declared_scope_assumption(ask: Ask) -> None:
    # Discard units: “You may discard any number of units (from your Battle Area) that you cast on the
    # previous turn.” It never says "only": that it names every place a unit is discarded from is the
    # action-scope assumption, shown on the No it decides (its timing words never are: cast=earlier is
    # not covered).
    verdict = ask(TOPIC, unit="Golem cast=previous", in_battle_area=False)
    expect(
        verdict,
        False,
        "it isn't in your Battle Area",
        {"cast-action", "discard-units"},
        quote=("discard-units", "(from your Battle Area)"),
        assumes={"dreadnought.action-scope"},
    )
    assert "Discard units names all the places a unit is discarded from" in [
        step.test for step in verdict.steps
    ]
    assert ask(TOPIC, unit="Golem cast=previous").assumptions == ()


def test_a_unit_cast_before_the_previous_turn_is_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, unit="Golem cast=earlier"), "before the previous turn")


@pytest.mark.parametrize("phase", ["cast", "end"])
def test_the_cast_turn_is_needed(ask: Ask, phase: str) -> None:
    """Outside the Cast Phase too: cast this turn is a No, cast on the previous turn not covered."""
    with pytest.raises(ScenarioError, match="cast=previous"):
        ask(TOPIC, unit="Golem", phase=phase)


@pytest.mark.parametrize(
    ("options", "answer"),
    [({"in_battle_area": False}, False), ({"phase": "end", "question": "how_many"}, "any_number")],
)
def test_the_cast_turn_is_not_asked_for_when_it_cannot_change_the_answer(
    ask: Ask, options: dict[str, object], answer: Answer
) -> None:
    """Discard units: “You may discard any number of units (from your Battle Area) …”: a unit outside
    your Battle Area is a No whichever turn it was cast, and how many is any number."""
    verdict = ask(TOPIC, unit="Golem", **options)
    assert verdict.answer == answer


def test_any_number_of_previous_turn_units_may_be_discarded(ask: Ask) -> None:
    # Discard units: “You may discard any number of units (from your Battle Area) that you cast on the
    # previous turn.”
    verdict = ask(TOPIC, unit="Golem cast=previous", question="how_many")
    expect(
        verdict,
        "any_number",
        "Any number",
        {"discard-units"},
        quote=("discard-units", "You may discard any number of units"),
    )
