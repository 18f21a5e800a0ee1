"""Migration runner: packaged files, user_version, one transaction, refusals."""

from __future__ import annotations

import sqlite3
from importlib import resources
from pathlib import Path

import pytest

from bot.store import SqliteStore, Store, StoreError
from bot.store.sqlite import MIGRATIONS, Migration, migrate, validate

LATEST = len(MIGRATIONS)


def user_version(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


def tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT name FROM sqlite_schema WHERE type = 'table'").fetchall()
    return {r[0] for r in rows}


def test_packaged_migrations_are_package_data() -> None:
    folder = resources.files("bot.store").joinpath("migrations")
    assert folder.joinpath("0001_initial.sql").is_file()
    assert [m.version for m in MIGRATIONS] == list(range(1, LATEST + 1))
    assert MIGRATIONS[0].name == "0001_initial"


def test_validate_rejects_gaps_and_duplicates() -> None:
    with pytest.raises(StoreError, match="expected version 2, got c"):
        validate([Migration(1, "a", ""), Migration(3, "c", "")])
    with pytest.raises(StoreError):
        validate([Migration(1, "a", ""), Migration(1, "b", "")])


async def test_fresh_db_gets_latest_version(db_path: Path) -> None:
    async with await Store.open(db_path):
        pass
    assert user_version(db_path) == LATEST
    assert {"guilds", "channel_games"} <= tables(db_path)
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_reopen_is_a_noop(db_path: Path) -> None:
    async with await Store.open(db_path) as store:
        await store.update(1, default_game="fftcg")
    schema_before = tables(db_path)
    async with await Store.open(db_path) as store:
        assert (await store.get(1)).default_game == "fftcg"
    assert user_version(db_path) == LATEST
    assert tables(db_path) == schema_before


async def test_newer_database_refuses_to_open(db_path: Path) -> None:
    async with await Store.open(db_path):
        pass
    newer = LATEST + 5
    with sqlite3.connect(db_path) as conn:
        conn.execute(f"PRAGMA user_version = {newer}")
    with pytest.raises(StoreError) as info:
        await Store.open(db_path)
    message = str(info.value)
    assert str(newer) in message and str(LATEST) in message
    assert "newer" in message
    assert user_version(db_path) == newer  # never downgraded


def _raw(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


def test_failing_migration_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    good1 = Migration(1, "0001_a", "CREATE TABLE a (x INTEGER);")
    good2 = Migration(2, "0002_b", "CREATE TABLE b (x INTEGER); INSERT INTO a VALUES (1);")
    bad3 = Migration(3, "0003_bad", "CREATE TABLE c (x INTEGER); THIS IS NOT SQL;")
    conn = _raw(path)
    try:
        assert migrate(conn, [good1]) == 1
        with pytest.raises(StoreError, match="0003_bad") as info:
            migrate(conn, [good1, good2, bad3])
        assert "version 1" in str(info.value)
        assert not conn.in_transaction
    finally:
        conn.close()
    assert user_version(path) == 1
    assert tables(path) == {"a"}  # b and c rolled back with the rest
    with sqlite3.connect(path) as check:
        assert check.execute("SELECT count(*) FROM a").fetchone()[0] == 0


async def test_failing_migration_on_fresh_db_via_store(db_path: Path) -> None:
    bad = [*MIGRATIONS, Migration(LATEST + 1, "9999_bad", "CREATE TABLE z (x); SELECT nope FROM nowhere;")]
    with pytest.raises(StoreError, match="9999_bad"):
        await SqliteStore.open(db_path, migrations=bad)
    assert user_version(db_path) == 0
    assert tables(db_path) == set()
    # the real migrations still apply afterwards
    async with await Store.open(db_path):
        pass
    assert user_version(db_path) == LATEST


def test_incremental_migration_applies_only_pending(tmp_path: Path) -> None:
    path = tmp_path / "inc.db"
    m1 = Migration(1, "0001_a", "CREATE TABLE a (x INTEGER);")
    m2 = Migration(2, "0002_b", "CREATE TABLE b (x INTEGER);")
    conn = _raw(path)
    try:
        assert migrate(conn, [m1]) == 1
        assert migrate(conn, [m1, m2]) == 2  # m1 not re-run (would fail)
        assert migrate(conn, [m1, m2]) == 2
    finally:
        conn.close()
    assert tables(path) == {"a", "b"}
