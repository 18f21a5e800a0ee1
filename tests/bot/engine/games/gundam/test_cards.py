"""GundamCard: notation (traits, qual, 【…】 keywords), qualification reading, errors."""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from bot.engine import help_text, verify_engine
from bot.engine.games.gundam.cards import GundamCard, Qualification, qualification_of
from bot.rules.library import Library


def card(library: Library, data: object) -> GundamCard:
    return GundamCard.model_validate(data, context={"library": library})


def test_the_engine_knows_every_gundam_keyword_shape(library: Library) -> None:
    assert verify_engine(library) == []
    names = set(GundamCard.vocabulary(library.game("gundam")).names())
    assert "【Once per Turn】" in names and "【Pilot】" not in names  # 【Pilot】 is written qual=


def test_traits_drop_their_parentheses(library: Library) -> None:
    amuro = card(library, '"Amuro Ray" traits="(Earth Federation),White Base Team"')
    assert amuro.traits == ("Earth Federation", "White Base Team")
    assert amuro.has_trait("(white base team)") and not amuro.has_trait("Zeon")
    assert card(library, "Char").traits is None  # not given, which is not "no traits"
    assert card(library, "Char traits=none").traits == ()


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("any", Qualification("any")),
        ("(White Base Team)", Qualification("trait", "White Base Team")),
        ("Amuro Ray", Qualification("name", "Amuro Ray")),
        ("(Cyber-Newtype)/(Newtype)", Qualification("trait", "Cyber-Newtype/Newtype")),
        ("Purple", Qualification("colour", "Purple")),
        ("purple", Qualification("colour", "Purple")),
        ("Lv.4 or Higher", Qualification("level", "Lv.4 or Higher")),
    ],
)
def test_qualifications_are_any_a_name_a_trait_a_colour_or_a_level(
    written: str, expected: Qualification
) -> None:
    assert qualification_of(written) == expected


def test_keywords_with_or_without_brackets(library: Library) -> None:
    gundam = card(library, 'Gundam type=unit 【Deploy】 "Activate･Main" Once per Turn qual="Amuro Ray"')
    assert [k.name for k in gundam.keywords] == ["【Deploy】", "【Activate･Main】", "【Once per Turn】"]
    assert (gundam.type, gundam.qual) == ("unit", Qualification("name", "Amuro Ray"))


def test_a_misspelt_keyword_is_an_error(library: Library) -> None:
    with pytest.raises(ValidationError, match="did you mean"):
        card(library, "Gundam type=unit Deplyo")


def test_help_text_is_short_and_has_examples() -> None:
    text = help_text("gundam")
    assert 'qual="(White Base Team)"' in text and len(text) < 1000


@pytest.mark.parametrize(
    ("notation", "traits", "kind"),
    [
        # inside an open parenthesis every word is the value's, even a flag's word ('Base')
        (
            "Amuro Ray traits=(Earth Federation),(White Base Team)",
            ("Earth Federation", "White Base Team"),
            None,
        ),
        # a value that closes its parenthesis ends there: the flag after it is the card's
        ("Amuro traits=(White Base Team) unit", ("White Base Team",), "unit"),
        ("Amuro traits=Newtype base", ("Newtype",), "base"),  # one word, then a flag: as before
    ],
)
def test_trait_values_run_on_where_unambiguous(
    library: Library, notation: str, traits: tuple[str, ...], kind: str | None
) -> None:
    read = card(library, notation)
    assert (read.traits, read.type) == (traits, kind)


@pytest.mark.parametrize(
    ("notation", "message"),
    [
        (
            "Amuro traits=Earth Federation Base",
            "'Base' after traits= could be part of the value or the flag base",
        ),
        ("Amuro traits=(White Base Team unit", "traits= has an unclosed parenthesis"),
    ],
)
def test_trait_values_that_could_end_two_ways_are_refused(
    library: Library, notation: str, message: str
) -> None:
    with pytest.raises(ValidationError, match=re.escape(message)):
        card(library, notation)
