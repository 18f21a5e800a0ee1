"""The card store: shipped data, the neutral format, atomic imports, and picking up a new import."""

from __future__ import annotations

import copy
import os
import threading
from pathlib import Path
from typing import Any

import pytest

import bot.cards.store as store_module
from bot.cards import CardDataError, CardStore, read_card_file
from bot.rules import default_data_dir
from tests.bot.cards.conftest import SAMPLE, write_json


def newer_lorcana(lorcana_json: dict[str, Any], cost: int) -> dict[str, Any]:
    """The shipped file with Ariel - Spectacular Singer's cost changed (as a newer release might)."""
    newer = copy.deepcopy(lorcana_json)
    for card in newer["cards"]:
        if card["fullName"] == "Ariel - Spectacular Singer":
            card["cost"] = cost
    return newer


def test_the_neutral_sample_reads_with_keywords_as_names_or_objects() -> None:
    cards = read_card_file("fftcg", SAMPLE)
    assert [card.name for card in cards] == ["Sample Knight", "Sample Guardian", "Sample Oracle"]
    assert [k.name for k in cards[1].keywords] == ["Brave", "First Strike"]
    assert cards[0].stats == {"power": 7000, "element": "Fire"} and cards[0].game == "fftcg"


def test_a_neutral_file_for_another_game_is_refused() -> None:
    with pytest.raises(CardDataError, match="holds 'fftcg' cards, not 'swtcg'"):
        read_card_file("swtcg", SAMPLE)


def test_four_games_ship_cards_and_an_import_wins_over_the_shipped_ones(tmp_path: Path) -> None:
    store = CardStore(default_data_dir(), tmp_path / "cards")
    assert set(store.catalogs) == {"lorcana", "gundam", "fftcg", "swtcg"}
    shipped = store.catalog("fftcg")
    assert shipped is not None and len(shipped) > 3000
    store.import_file("fftcg", SAMPLE)
    imported_catalog = store.catalog("fftcg")
    assert imported_catalog is not None
    assert [card.name for card in imported_catalog.cards] == [
        "Sample Knight",
        "Sample Guardian",
        "Sample Oracle",
    ]
    reread = CardStore(default_data_dir(), tmp_path / "cards").catalog("fftcg")
    assert reread is not None and len(reread) == 3  # it persists


def test_a_malformed_import_changes_nothing(tmp_path: Path, lorcana_json: dict[str, Any]) -> None:
    store = CardStore(default_data_dir(), tmp_path / "cards")
    store.import_file("lorcana", write_json(tmp_path / "v1.json", newer_lorcana(lorcana_json, 7)))
    imported = tmp_path / "cards" / "lorcana.json"
    before = imported.read_bytes()
    broken = newer_lorcana(lorcana_json, 9)
    broken["cards"][30]["cost"] = "nine"
    with pytest.raises(CardDataError, match=r"cards\[30\] .*: cost"):
        store.import_file("lorcana", write_json(tmp_path / "v2.json", broken))
    assert imported.read_bytes() == before
    assert sorted(p.name for p in imported.parent.iterdir()) == [
        ".imported",
        "lorcana.json",
    ]  # no temporary file
    assert [p.suffix for p in (imported.parent / ".imported").iterdir()] == [".jsonl"]
    for reader in (store, CardStore(default_data_dir(), tmp_path / "cards")):
        catalog = reader.catalog("lorcana")
        assert catalog is not None
        ariel = catalog.exact("Ariel - Spectacular Singer")
        assert ariel is not None and ariel.cost == 7


def ariel_cost(store: CardStore) -> int | None:
    """The cost the store reads for Ariel - Spectacular Singer."""
    catalog = store.catalog("lorcana")
    assert catalog is not None
    ariel = catalog.exact("Ariel - Spectacular Singer")
    assert ariel is not None
    return ariel.cost


async def test_a_running_store_picks_up_an_import_made_elsewhere(
    tmp_path: Path, lorcana_json: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store_module, "REFRESH_EVERY", 0.0)
    running = CardStore(default_data_dir(), tmp_path / "cards")
    assert ariel_cost(running) == 3
    CardStore(default_data_dir(), tmp_path / "cards").import_file(
        "lorcana", write_json(tmp_path / "newer.json", newer_lorcana(lorcana_json, 6))
    )
    await running.refresh()
    assert ariel_cost(running) == 6


async def test_looking_for_a_newer_import_never_touches_the_file_system_on_the_event_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A handler awaits `refresh` before answering: its stat of the imported files (a slow disk, a
    network share) must not stall every other interaction, so it runs in a worker thread."""
    monkeypatch.setattr(store_module, "REFRESH_EVERY", 0.0)
    running = CardStore(default_data_dir(), tmp_path / "cards")
    (tmp_path / "cards").mkdir(exist_ok=True)
    scanned_in: list[int] = []
    real_scandir = os.scandir

    def watched_scandir(path: Any) -> Any:
        scanned_in.append(threading.get_ident())
        return real_scandir(path)

    monkeypatch.setattr(store_module.os, "scandir", watched_scandir)
    await running.refresh()
    assert scanned_in, "refresh looked for a newer import"
    assert threading.get_ident() not in scanned_in
