"""dreadnought.discard: units cast on the previous turn, not this turn (Discard units)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
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


def test_not_outside_the_cast_phase(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Golem cast=previous", phase="end")
    expect(verdict, False, "it isn't the Cast Phase", {"cast-action", "discard-units"})


def test_only_from_your_battle_area(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Golem cast=previous", in_battle_area=False)
    expect(verdict, False, "it isn't in your Battle Area", {"cast-action", "discard-units"})


def test_a_unit_cast_before_the_previous_turn_is_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, unit="Golem cast=earlier"), "before the previous turn")


def test_the_cast_turn_is_needed(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="cast=previous"):
        ask(TOPIC, unit="Golem")


@pytest.mark.parametrize("options", [{"phase": "end"}, {"in_battle_area": False}])
def test_the_cast_turn_is_not_asked_for_when_it_cannot_change_the_no(
    ask: Ask, options: dict[str, object]
) -> None:
    """Discarding is a Cast action, performed in the Cast Phase, on units in your Battle Area: outside
    either, the answer is No whichever turn the unit was cast."""
    verdict = ask(TOPIC, unit="Golem", **options)
    assert verdict.answer is False


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
