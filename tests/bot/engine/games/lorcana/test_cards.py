"""LorcanaCard: typed state, read from notation or objects, checked against the game's keywords."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.engine import help_text
from bot.engine.games.lorcana.cards import LorcanaCard
from bot.rules.library import Library


def card(library: Library, data: object) -> LorcanaCard:
    return LorcanaCard.model_validate(data, context={"library": library})


def test_defaults_are_ready_dry_undamaged_and_role_decides_type_and_side(library: Library) -> None:
    mickey = card(library, "Mickey")
    assert (mickey.exerted, mickey.drying, mickey.damage, mickey.type, mickey.controller) == (
        False,
        False,
        0,
        None,
        None,
    )


def test_a_full_name_splits_into_name_and_version(library: Library) -> None:
    elsa = card(library, "Elsa - Snow Queen cost=6")
    assert (elsa.name, elsa.version, elsa.full_name) == ("Elsa", "Snow Queen", "Elsa - Snow Queen")
    assert card(library, {"name": "Elsa - Snow Queen"}).version == "Snow Queen"


def test_structured_keywords_are_checked_and_named_as_the_data_names_them(library: Library) -> None:
    stitch = card(library, {"name": "Stitch", "keywords": ["resist +2", {"name": "evasive"}]})
    assert [(k.name, k.value) for k in stitch.keywords] == [("Resist", 2), ("Evasive", None)]
    with pytest.raises(ValidationError, match="did you mean 'Ward'"):
        card(library, {"name": "Stitch", "keywords": [{"name": "Wrd"}]})


def test_numbers_are_range_checked_in_objects_too(library: Library) -> None:
    with pytest.raises(ValidationError):
        card(library, {"name": "Stitch", "strength": 51})
    with pytest.raises(ValidationError):
        card(library, {"name": "Stitch", "strength": "3"})  # strict: no string-to-int coercion


def test_unknown_fields_are_errors(library: Library) -> None:
    with pytest.raises(ValidationError, match="Extra inputs"):
        card(library, {"name": "Stitch", "colour": "blue"})


def test_cards_need_the_rules_to_be_read() -> None:
    with pytest.raises(ValidationError, match="read against the game's rules"):
        LorcanaCard.model_validate("Mickey")


def test_help_text_is_short_and_has_examples() -> None:
    text = help_text("lorcana")
    assert "Resist +2" in text and len(text) < 1000


def test_played_this_turn_means_drying(library: Library) -> None:
    # Glossary “drying”: “A character that was played after the start of its player's current turn is
    # considered to be drying.”
    assert card(library, "Mickey played_this_turn").drying is True
    assert card(library, "Mickey").drying is False
