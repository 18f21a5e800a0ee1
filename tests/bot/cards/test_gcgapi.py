"""gcg-api's Gundam dump → cards: one card per card number, its own keywords, its current wording."""

from __future__ import annotations

import gzip
import json
from typing import Any

import pytest

from bot.cards import CardCatalog, CardStore, Found, Several
from bot.rules import default_data_dir


@pytest.fixture(scope="module")
def gundam() -> CardCatalog:
    catalog = CardStore(default_data_dir()).catalog("gundam")
    assert catalog is not None
    return catalog


@pytest.fixture(scope="module")
def dump() -> list[dict[str, Any]]:
    with gzip.open(default_data_dir() / "cards" / "gundam" / "cards.json.gz", "rt", encoding="utf-8") as f:
        data: list[dict[str, Any]] = json.load(f)
    return data


def test_every_card_number_of_the_dump_names_its_card(
    gundam: CardCatalog, dump: list[dict[str, Any]]
) -> None:
    numbers = {printing["card_number"] for printing in dump}
    assert len(numbers) == 1075
    for number in numbers:
        card = gundam.exact(number)
        assert card is not None, number
        assert number in {card.number, *(p.number for p in card.printings)}


def test_a_unit_by_number_has_its_printed_values(gundam: CardCatalog) -> None:
    card = gundam.exact("GD01-079")
    assert card is not None and card.name == "Skygrasper" and card.type == "Unit"
    assert card.cost == 2 and card.classifications == ("Earth Alliance",)
    assert card.stats == {
        "level": 2,
        "ap": 2,
        "hp": 2,
        "colour": "White",
        "link": ("(Earth Alliance) Trait",),
    }
    assert ("Zone", "Earth") in card.facts and ("Link", "(Earth Alliance) Trait") in card.facts


def test_a_keyword_given_to_other_units_is_not_the_cards_own(gundam: CardCatalog) -> None:
    # GD01-001: "All your (White Base Team) Units gain <Repair 1>." — the dump lists Repair 1 as the
    # card's keyword effect; it is an effect of the card, and the card's own keywords are 【When Paired】.
    gives = gundam.exact("GD01-001")
    assert gives is not None and "gain <Repair 1>" in gives.text
    assert [k.label for k in gives.keywords] == ["【When Paired】"]
    # ST01-001 prints "<Repair 2> (At the end of your turn, …)" on a line of its own: its own keyword.
    has = gundam.exact("ST01-001")
    assert has is not None and [k.label for k in has.keywords] == ["Repair 2", "【During Pair】"]
    assert [a.kind for a in has.abilities] == ["keyword", "effect"]


def test_the_wording_is_the_main_printings_and_printings_worded_otherwise_are_marked(
    gundam: CardCatalog,
) -> None:
    card = gundam.exact("GD01-005")
    assert card is not None and card.text.startswith(
        "【During Link】【Destroyed】Return this Unit's paired Pilot"
    )
    assert card.printings[0].rarity == "R" and card.printings[0].note is None  # the main printing, GD01-005
    beta = [p for p in card.printings if p.set_name == "Edition Beta"]
    assert beta and all(p.note == "worded differently" for p in beta)


def test_the_basic_resources_are_one_card_with_every_number(gundam: CardCatalog) -> None:
    found = gundam.resolve("Resource")
    assert isinstance(found, Found) and found.card.type == "Resource"
    assert gundam.exact("R-002") == found.card and gundam.exact("RP-064") == found.card
    assert found.card.stats == {}, "one alternate printing's stray AP/HP is not the card's"


def test_a_name_several_cards_share_lists_them_by_number(gundam: CardCatalog) -> None:
    several = gundam.resolve("Gundam")
    assert isinstance(several, Several) and len(several.cards) >= 5
    assert "Gundam (GD01-001)" in {gundam.label(card) for card in several.cards}
    assert gundam.exact("Gundam (GD01-001)") == gundam.exact("GD01-001")


def test_a_pilot_qualification_is_read_from_the_when_paired_mark(gundam: CardCatalog) -> None:
    by_colour = [c for c in gundam.cards if "【When Paired･Purple Pilot】" in c.text]
    assert by_colour and all(c.stats.get("qualification") == "Purple" for c in by_colour)
    any_pilot = gundam.exact("GD01-001")
    assert any_pilot is not None and any_pilot.stats.get("qualification") == "any"  # 【When Paired】
    pilot = next(c for c in gundam.cards if c.type == "Pilot" and c.name == "Amuro Ray")
    ap = pilot.stats["ap"]
    assert isinstance(ap, int) and ap >= 1 and "qualification" not in pilot.stats, (
        "a Pilot adds AP; it asks for none"
    )
