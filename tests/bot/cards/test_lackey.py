"""Lackey SWTCG set files → cards: the format as the community keeps it, rulings notes kept apart."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cards import CardCatalog, CardDataError, CardStore, read_card_file
from bot.rules import default_data_dir

SETS = default_data_dir() / "cards" / "swtcg" / "sets"
HEADER = (
    "Name\tSet\tImageFile\tSide\tType\tSubtype\tCost\tSpeed\tPower\tHealth\tRarity\tNumber\tUsage\tText\n"
)


@pytest.fixture(scope="module")
def swtcg() -> CardCatalog:
    catalog = CardStore(default_data_dir()).catalog("swtcg")
    assert catalog is not None
    return catalog


def test_every_row_of_every_set_file_is_a_card(swtcg: CardCatalog) -> None:
    manifest = (SETS / "MANIFEST.tsv").read_text(encoding="utf-8").splitlines()[1:]
    assert sum(int(line.split("\t")[2]) for line in manifest) == 7823
    reminders = len((SETS / "HELP.txt").read_text(encoding="utf-8").strip().splitlines()) - 1
    printings = sum(len(card.printings) for card in swtcg.cards)
    assert printings + reminders >= 7823 - 200, "reprints with the same wording are printings of one card"
    assert len(swtcg) > 7500


def test_a_card_has_its_values_and_its_usage_notes_as_rulings(swtcg: CardCatalog) -> None:
    motti = swtcg.exact("Admiral Motti (A)")
    assert motti is not None and motti.type == "Character" and motti.cost == 3
    assert motti.stats == {"speed": 30, "power": 3, "health": 3, "arena": "character"}
    assert ("Side", "Dark") in motti.facts and ("Subtype", "Imperial Naval Officer") in motti.facts
    assert motti.rulings[0] == "Text erratum"
    assert "Motti's ability takes precedence" in motti.rulings[1]
    assert "takes precedence" not in motti.text, "a ruling is never the card's text"
    assert motti.formats == ("WOTC", "REB", "EP456")


def test_a_spreadsheet_quoted_field_and_numbers_written_5_0_read_as_printed(swtcg: CardCatalog) -> None:
    tarkin = swtcg.exact("Grand Moff Tarkin (A)")
    assert tarkin is not None and tarkin.number == "BOY 13"
    assert tarkin.text.endswith('each of your Jedi gets "Pay 1 Force -> Retaliate 4".')
    sabotage = swtcg.exact("Sabotage")
    assert sabotage is not None and sabotage.cost is None and ("Cost", "X") in sabotage.facts


def test_keywords_are_abilities_that_print_only_a_keyword(swtcg: CardCatalog) -> None:
    squad = swtcg.exact("Elite Stormtrooper Squad")
    assert squad is not None and [k.label for k in squad.keywords] == ["Critical Hit 1", "Accuracy 1"]
    tarkin = swtcg.exact("Grand Moff Tarkin (A)")
    assert tarkin is not None and not tarkin.keywords, "Retaliate given to other cards is not Tarkin's"


def test_one_set_file_imports_alone_and_a_broken_one_is_refused_naming_the_line(tmp_path: Path) -> None:
    good = tmp_path / "MINE.txt"
    good.write_text(
        HEADER
        + "Home-made Walker\tMINE\t\tL\tGround\tWalker\t4\t30\t5.0\t4\tC\t1\tHouse rule\tArmor | Evade 2\n",
        encoding="utf-8",
    )
    (card,) = read_card_file("swtcg", good)
    assert card.stats == {"speed": 30, "power": 5, "health": 4, "arena": "ground"}
    assert [k.label for k in card.keywords] == ["Armor", "Evade 2"] and card.rulings == ("House rule",)

    broken = tmp_path / "BROKEN.txt"
    broken.write_text(HEADER + "\tMINE\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"BROKEN.txt: line 2: Name: empty"):
        read_card_file("swtcg", broken)
    no_header = tmp_path / "NOHEADER.txt"
    no_header.write_text("just\ttabs\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"not a Lackey set file \(no column Name, Set, Type, Text\)"):
        read_card_file("swtcg", no_header)
