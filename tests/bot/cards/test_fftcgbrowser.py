"""The FFTCG card browser's list → cards: markup kept, shown readably; keywords as printed; reprints."""

from __future__ import annotations

import gzip
import json
from typing import Any

import pytest

from bot.cards import CardCatalog, CardStore, Several
from bot.cards.fftcgbrowser import readable
from bot.rules import default_data_dir


@pytest.fixture(scope="module")
def fftcg() -> CardCatalog:
    catalog = CardStore(default_data_dir()).catalog("fftcg")
    assert catalog is not None
    return catalog


@pytest.fixture(scope="module")
def browser() -> list[dict[str, Any]]:
    with gzip.open(default_data_dir() / "cards" / "fftcg" / "cards.json.gz", "rt", encoding="utf-8") as f:
        data: list[dict[str, Any]] = json.load(f)
    return data


def test_the_markup_reads_as_a_player_reads_the_card() -> None:
    text = (
        "《火》《1》《ダル》: Choose 1 Forward.[[br]]   [[ex]]EX BURST[[/]] [[i]]Job Knight[[/]] 《S》 《１》"
    )
    assert readable(text) == "[Fire CP][1 CP][Dull]: Choose 1 Forward.\nEX BURST Job Knight [Special] [1 CP]"


def test_the_text_is_kept_as_the_browser_writes_it(fftcg: CardCatalog, browser: list[dict[str, Any]]) -> None:
    ward = fftcg.exact("21-001R")
    raw = next(card for card in browser if card["cardNumber"] == "21-001R")
    assert ward is not None and ward.text == raw["text"] and "[[ex]]EX BURST[[/]]" in ward.text
    assert ("EX Burst", "yes") in ward.facts
    assert ward.stats == {"elements": ("Fire",), "power": 8000} and ward.cost == 3 and ward.type == "Forward"
    assert ("Job", "Warrior") in ward.facts and ("Category", "VIII") in ward.facts


def test_every_card_number_names_its_card(fftcg: CardCatalog, browser: list[dict[str, Any]]) -> None:
    for card in browser:
        for number in card["cardNumber"].split("/"):
            found = fftcg.exact(number)
            assert found is not None and found.name == (card["name"] or "Crystal"), number


def test_a_legacy_collection_reprint_is_a_printing_of_its_original_and_its_wording_wins(
    fftcg: CardCatalog, browser: list[dict[str, Any]]
) -> None:
    cloud = fftcg.exact("11-136S")
    assert cloud is not None and cloud.number == "11-136S"
    assert "Re-094C/11-136S" in {p.number for p in cloud.printings}
    # 15-117R/9-113H words 9-113H anew ("Forwards or Monsters they control" for "he/she controls").
    newer = next(card for card in browser if card["cardNumber"] == "15-117R/9-113H")
    card = fftcg.exact("9-113H")
    assert card is not None and card.text == newer["text"] and "they control" in card.text
    older = next(p for p in card.printings if p.number == "9-113H")
    assert older.note == "worded differently"


def test_keywords_are_read_from_lines_that_print_only_keywords(fftcg: CardCatalog) -> None:
    monk = fftcg.exact("21-017C")
    assert monk is not None and [k.label for k in monk.keywords] == ["Warp 2", "Brave"]
    assert {a.kind for a in monk.abilities} == {"keyword"}
    yuffie = fftcg.exact("1-086C")
    assert yuffie is not None and not yuffie.keywords, "'cannot be blocked by …' is text, not a keyword"


def test_cloud_is_one_name_of_many_cards(fftcg: CardCatalog, browser: list[dict[str, Any]]) -> None:
    numbers = [card["cardNumber"] for card in browser if card["name"] == "Cloud"]
    reprints = [number for number in numbers if "/" in number and number.split("/")[-1] in numbers]
    assert len(numbers) == 21 and len(reprints) == 2
    clouds = fftcg.resolve("Cloud")
    assert isinstance(clouds, Several) and len(clouds.cards) == 21 - 2
    assert {fftcg.label(c) for c in clouds.cards} >= {"Cloud (1-009C)", "Cloud (1-182L)"}
