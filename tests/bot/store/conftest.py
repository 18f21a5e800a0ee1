"""Fixtures for store tests: a real SQLite file per test, never a mock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "settings.db"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(db_path) as opened:
        yield opened
