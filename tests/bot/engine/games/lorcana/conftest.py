"""Lorcana engine tests' fixtures: `real`, `ask` with the shipped card data."""

from __future__ import annotations

import pytest

from bot.cards import CardStore
from bot.engine import build_scenario, evaluate
from bot.engine.verdict import Verdict
from bot.rules import Library, default_data_dir
from tests.bot.engine.conftest import Ask


@pytest.fixture(scope="module")
def cards(tmp_path_factory: pytest.TempPathFactory) -> CardStore:
    return CardStore(default_data_dir(), tmp_path_factory.mktemp("cards"))


@pytest.fixture
def real(library: Library, cards: CardStore) -> Ask:
    """ask() with the shipped card data, so real card names carry their printed type and text."""

    def ask(topic: str, **options: object) -> Verdict:
        return evaluate(build_scenario(topic, options, library, cards), library)

    return ask
