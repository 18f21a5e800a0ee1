"""Reading a scenario's cards back: every card of every field, in order."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from bot.engine import parse_scenario
from bot.engine.cards import CardBase
from bot.engine.sides import scenario_cards
from bot.rules.library import Library
from tests.bot.engine.strategies import scenarios


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(document=scenarios())
def test_every_card_of_a_scenario_is_read_in_field_order(library: Library, document: dict[str, Any]) -> None:
    # The fields that can hold a card are worked out once per model; no field holding one is missed.
    scenario = parse_scenario(document, library)
    every = []
    for name in type(scenario).model_fields:
        value = getattr(scenario, name)
        every += [
            card for card in (value if isinstance(value, tuple) else (value,)) if isinstance(card, CardBase)
        ]
    assert scenario_cards(scenario) == every
