"""LorcanaJSON → cards: one card per full name, printings under it, keywords with their values."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from bot.cards import CardCatalog, CardDataError, read_card_file
from tests.bot.cards.conftest import write_json


def test_a_judge_names_a_card_not_a_printing(lorcana: CardCatalog, lorcana_json: dict[str, Any]) -> None:
    full_names = {card["fullName"] for card in lorcana_json["cards"]}
    assert len(lorcana) == len(full_names) < len(lorcana_json["cards"])
    ariel = lorcana.exact("Ariel - Spectacular Singer")
    assert ariel is not None
    assert (ariel.type, ariel.cost, ariel.ink, ariel.inkwell) == ("Character", 3, "Amber", True)
    assert ariel.stats == {"str": 2, "wp": 3, "lore": 1}
    assert ariel.classifications == ("Storyborn", "Hero", "Princess")
    assert [(k.name, k.value) for k in ariel.keywords] == [("Singer", 5)]
    assert len(ariel.printings) == 2 and {p.set_name for p in ariel.printings} == {"The First Chapter"}
    assert ariel.image is not None and ariel.image.startswith("https://")


def test_locations_keep_move_cost_and_songs_their_classification(lorcana: CardCatalog) -> None:
    lagoon = lorcana.exact("Never Land - Mermaid Lagoon")
    assert lagoon is not None and lagoon.stats == {"wp": 4, "lore": 1, "move_cost": 1}
    song = lorcana.exact("be our guest")
    assert song is not None and song.type == "Action" and song.classifications == ("Song",)
    assert [p.set for p in song.printings] == ["1", "9"]  # by release date


def test_a_shift_paid_without_ink_keeps_its_cost_as_text(lorcana: CardCatalog) -> None:
    ursula = lorcana.exact("Ursula - Eric's Bride")
    assert ursula is not None
    (shift,) = ursula.keywords
    assert (shift.name, shift.value, shift.cost) == ("Shift", None, "Discard a song card")
    assert shift.label == "Shift: Discard a song card"


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        (("cards", 7, "strength"), "two", "strength"),
        (("cards", 12, "type"), "Wizard", "type"),
        (("metadata",), None, "metadata"),
    ],
)
def test_a_malformed_file_is_refused_in_one_line_naming_file_card_and_field(
    tmp_path: Path, lorcana_json: dict[str, Any], path: tuple[Any, ...], value: object, field: str
) -> None:
    broken = copy.deepcopy(lorcana_json)
    node = broken
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    file = write_json(tmp_path / "allCards.json", broken)
    with pytest.raises(CardDataError) as error:
        read_card_file("lorcana", file)
    message = str(error.value)
    assert "\n" not in message and str(file) in message and field in message
    if path[0] == "cards":
        name = lorcana_json["cards"][path[1]]["fullName"]
        assert f"cards[{path[1]}] ({name})" in message


def test_a_file_that_is_not_json_is_refused(tmp_path: Path) -> None:
    file = tmp_path / "allCards.json"
    file.write_text('{"metadata": ', encoding="utf-8")
    with pytest.raises(CardDataError, match="not valid JSON"):
        read_card_file("lorcana", file)
