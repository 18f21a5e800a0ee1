"""DreadnoughtUnit: notation (size, bp, cast turn, zone, slot, state, dummy); no keywords in the text."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.engine import help_text, verify_engine
from bot.engine.games.dreadnought.cards import DreadnoughtUnit
from bot.rules.library import Library


def unit(library: Library, data: object) -> DreadnoughtUnit:
    return DreadnoughtUnit.model_validate(data, context={"library": library})


def test_fields_and_flags(library: Library) -> None:
    golem = unit(library, "Stone Golem size=l bp=300 cast=previous from=speed slot=2 state=Enchanted")
    assert (golem.name, golem.size, golem.bp, golem.cast_turn, golem.zone, golem.slot, golem.state) == (
        "Stone Golem",
        "L",
        300,
        "previous",
        "speed_area",
        2,
        "Enchanted",
    )
    assert golem.label == "Stone Golem in slot 2"
    assert unit(library, "Decoy dummy").dummy


def test_dreadnought_has_no_card_keywords(library: Library) -> None:
    assert verify_engine(library) == []
    assert DreadnoughtUnit.vocabulary(library.game("dreadnought")).names() == []


def test_mistakes_are_reported(library: Library) -> None:
    with pytest.raises(ValidationError, match="cast=yesterday is not one of"):
        unit(library, "Golem cast=yesterday")
    with pytest.raises(ValidationError, match="did you mean 'bp'"):
        unit(library, "Golem bpp=3")


def test_help_text_is_short_and_says_what_is_not_in_the_text() -> None:
    text = help_text("dreadnought")
    assert "size_fits" in text and "adjacent" in text and len(text) < 1000
