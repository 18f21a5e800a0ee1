"""Gundam engine fixtures: `real` asks with the shipped card data, so quoted real card names are read."""

from __future__ import annotations

import pytest

from bot.cards import CardStore
from bot.engine import build_scenario, evaluate
from bot.engine.verdict import Verdict
from bot.rules import Library, default_data_dir
from tests.bot.engine.conftest import Ask


@pytest.fixture(scope="session")
def cards(tmp_path_factory: pytest.TempPathFactory) -> CardStore:
    return CardStore(default_data_dir(), tmp_path_factory.mktemp("cards"))


@pytest.fixture
def real(library: Library, cards: CardStore) -> Ask:
    """ask() with the shipped card data (gcg-api, ODbL v1.0): quoted names fill the card."""

    def ask(topic: str, **options: object) -> Verdict:
        return evaluate(build_scenario(topic, options, library, cards), library)

    return ask
