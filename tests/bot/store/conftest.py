"""Fixtures for store tests: every engine, each on a real database (a SQLite file in a temporary
folder; a fresh database on the session's PostgreSQL server), never a mock."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

import asyncpg
import pytest

from bot.store import Store

ENGINES = ("sqlite", "postgres")


@dataclass
class Backend:
    """One engine's database for a test: open the store, and reach behind its back."""

    engine: str
    target: str

    async def open(self) -> Store:
        return await Store.open(self.target)

    async def execute(self, *statements: str) -> None:
        """Change the database behind the store's back, as a hand edit or another program would."""
        if self.engine == "sqlite":
            with closing(sqlite3.connect(self.target, isolation_level=None)) as raw:
                for statement in statements:
                    raw.execute(statement)
            return
        conn = await asyncpg.connect(self.target)
        try:
            for statement in statements:
                await conn.execute(statement)
        finally:
            await conn.close()

    async def count(self, table: str) -> int:
        if self.engine == "sqlite":
            with closing(sqlite3.connect(self.target)) as raw:
                return int(raw.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
        conn = await asyncpg.connect(self.target)
        try:
            return int(await conn.fetchval(f"SELECT count(*) FROM {table}"))
        finally:
            await conn.close()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "settings.db"


@pytest.fixture(params=ENGINES)
def backend(request: pytest.FixtureRequest, db_path: Path) -> Backend:
    if request.param == "sqlite":
        return Backend("sqlite", str(db_path))
    return Backend("postgres", request.getfixturevalue("postgres_url"))


@pytest.fixture
async def store(backend: Backend) -> AsyncIterator[Store]:
    async with await backend.open() as opened:
        yield opened
