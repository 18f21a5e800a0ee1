"""Card-data fixtures: the shipped Lorcana cards (read once), and small files written per test."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from bot.cards import CardCatalog, CardStore
from bot.rules import default_data_dir

SAMPLE = Path(__file__).with_name("fftcg-sample.json")
"""The neutral-format sample the README documents (FFTCG, three invented cards)."""


@pytest.fixture(scope="session")
def lorcana() -> CardCatalog:
    catalog = CardStore(default_data_dir()).catalog("lorcana")
    assert catalog is not None
    return catalog


@pytest.fixture(scope="session")
def lorcana_json() -> dict[str, Any]:
    """The shipped LorcanaJSON file as plain data, to derive newer or broken files from."""
    with gzip.open(
        default_data_dir() / "cards" / "lorcana" / "allCards.json.gz", "rt", encoding="utf-8"
    ) as f:
        data: dict[str, Any] = json.load(f)
    return data


def write_json(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
