"""Fixing a card option's name in one click: the real card a check could not guess, put in its place.

When a check answers that a name is misspelt or carried by several cards (`bot.engine.names`), the
answer offers each card as a button, and Edit & retry pre-filled with the card meant. A click
reads the question back from the message, asks the engine again for the same name (it is
deterministic, so the name's place is found again in exactly the text being changed), and puts the
card's name there, or `hypothetical` after it. Nothing is stored per message.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from bot.cards import CardStore
from bot.engine import ScenarioError, build_scenario
from bot.engine.errors import NameChoice
from bot.engine.notation import HYPOTHETICAL, split_cards
from bot.rules.library import Library

__all__ = ["LOCATION", "fixed_options", "name_choice", "option_and_card", "with_card"]

LOCATION = r"[a-z][a-z0-9_]{0,31}(?:\.\d{1,2})?"
"""An option, or a list option's card ('singers.1'), as a custom_id carries it."""
_LOCATION = re.compile(rf"^{LOCATION}$")


def option_and_card(location: str) -> tuple[str, int | None]:
    """'singers.1' → ('singers', 1); 'defender' → ('defender', None)."""
    option, _, index = location.partition(".")
    return option, int(index) if index.isdigit() else None


def with_card(value: str, card: int | None, choice: NameChoice, label: str) -> str:
    """`value` (an option's text) with the name `choice` found in its card `card` (None: the option is
    one card) replaced by `label`, or, for an empty label, followed by `hypothetical`."""
    offset = 0
    if card is not None:
        pieces = split_cards(value)
        piece, offset = pieces[card]
        offset += len(piece) - len(piece.lstrip())  # the engine reads each card stripped
    start, end = offset + choice.start, offset + choice.end
    if not label:
        return f"{value[:end]} {HYPOTHETICAL}{value[end:]}"
    written = label if ";" not in label else f"“{label}”"
    return f"{value[:start]}{written}{value[end:]}"


def name_choice(error: ScenarioError) -> NameChoice | None:
    """The first name an error asks to pick a card for, if its location can travel in a custom_id."""
    return next((choice for choice in error.choices if _LOCATION.match(choice.location)), None)


def fixed_options(
    topic_id: str,
    options: Mapping[str, Any],
    location: str,
    label: str,
    library: Library,
    cards: CardStore,
) -> dict[str, Any] | None:
    """`options` with the card `label` (or `hypothetical`, for "") put where the engine, asked again,
    finds the name at `location` it could not read; None when it no longer finds that name there."""
    try:
        build_scenario(topic_id, options, library, cards)
    except ScenarioError as error:
        choice = next((c for c in error.choices if c.location == location), None)
    else:
        return None
    if choice is None or (label and label not in choice.labels) or (not label and not choice.as_typed):
        return None
    option, card = option_and_card(location)
    value = options.get(option)
    if not isinstance(value, str):
        return None
    return {**options, option: with_card(value, card, choice, label)}
