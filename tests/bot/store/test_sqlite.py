"""SQLite engine faults: damaged or foreign files, full or read-only disks, a second process."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import sqlite3
import sys
import tempfile
from collections.abc import AsyncIterator, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from bot.store import Store, StoreError
from bot.store.sqlite import MIGRATIONS

REPO_ROOT = Path(__file__).resolve().parents[3]
FAULT_WRITER = Path(__file__).with_name("fault_writer.py")
LATEST = len(MIGRATIONS)


async def run_child(path: Path, mode: str) -> dict[str, Any]:
    """Run fault_writer.py in its own process and return what it printed."""
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(FAULT_WRITER),
        str(path),
        mode,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env,
    )
    out, err = await asyncio.wait_for(proc.communicate(), timeout=60)
    assert proc.returncode == 0, err.decode(errors="replace")
    result: dict[str, Any] = json.loads(out)
    return result


def execute(path: Path, *statements: str) -> None:
    """Change the file behind the store's back, as a hand edit or another program would."""
    with closing(sqlite3.connect(path, isolation_level=None)) as raw:
        for statement in statements:
            raw.execute(statement)


async def populate(path: Path) -> None:
    async with await Store.open(path) as store:
        for guild in range(1, 101):
            await store.update(guild, default_game="fftcg", channel_game=(guild * 10, "lorcana"))


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    """This file is about the SQLite engine alone."""
    async with await Store.open(db_path) as opened:
        yield opened


def assert_one_line(error: object) -> str:
    message = str(error)
    assert message and "\n" not in message
    return message


# -------------------------------------------------------------------------------- at start-up


async def test_a_file_with_damaged_pages_is_refused_at_start_up(db_path: Path) -> None:
    await populate(db_path)
    data = bytearray(await asyncio.to_thread(db_path.read_bytes))
    page_size = int.from_bytes(data[16:18], "big")
    assert len(data) >= 4 * page_size, "pages to damage besides the first"
    data[page_size:] = random.Random(16).randbytes(len(data) - page_size)  # keep page 1: the schema
    await asyncio.to_thread(db_path.write_bytes, data)

    with pytest.raises(StoreError) as info:
        await Store.open(db_path)
    assert "damaged (quick_check:" in assert_one_line(info.value)


async def test_a_file_that_is_not_a_database_is_refused_at_start_up(db_path: Path) -> None:
    await populate(db_path)
    size = (await asyncio.to_thread(db_path.stat)).st_size
    await asyncio.to_thread(db_path.write_bytes, random.Random(16).randbytes(size))

    with pytest.raises(StoreError) as info:
        await Store.open(db_path)
    assert "not a database" in assert_one_line(info.value)


async def test_foreign_tables_at_our_version_are_refused(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    execute(
        db_path, "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)", f"PRAGMA user_version = {LATEST}"
    )

    with pytest.raises(StoreError) as info:
        await Store.open(db_path)
    message = assert_one_line(info.value)
    assert f"not floorjudge's schema version {LATEST}" in message
    assert (
        "channel_games, command_sync, desk_settings, guilds, judge_calls, notes, round_end_lines, "
        "round_timers, user_settings" in message
    )


@pytest.mark.parametrize(
    ("edit", "named"),
    [
        ("CREATE TABLE notes (body TEXT)", "notes"),
        ("ALTER TABLE guilds DROP COLUMN judge_role_id", "guilds"),
        ("ALTER TABLE channel_games ADD COLUMN colour TEXT", "channel_games"),
    ],
)
async def test_our_tables_edited_by_hand_are_refused(db_path: Path, edit: str, named: str) -> None:
    await populate(db_path)
    execute(db_path, edit)

    with pytest.raises(StoreError) as info:
        await Store.open(db_path)
    assert f"different: {named})" in assert_one_line(info.value)


async def test_another_programs_database_is_refused_and_left_alone(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    execute(db_path, "CREATE TABLE orders (id INTEGER PRIMARY KEY)")  # user_version 0: "nothing yet"

    with pytest.raises(StoreError, match="schema version 0"):
        await Store.open(db_path)
    with closing(sqlite3.connect(db_path)) as raw:
        assert raw.execute("SELECT name FROM sqlite_schema").fetchall() == [("orders",)]
        assert raw.execute("PRAGMA user_version").fetchone() == (0,)


# ---------------------------------------------------------------------------------- at run time


async def test_a_read_that_fails_raises_store_error(store: Store, db_path: Path) -> None:
    await store.update(1, default_game="fftcg")
    execute(db_path, "DROP TABLE channel_games")
    store.clear_cache()

    with pytest.raises(StoreError) as info:
        await store.get(1)
    assert "settings of server 1 can't be read: no such table" in assert_one_line(info.value)


async def test_a_full_disk_saves_nothing_and_says_so(db_path: Path) -> None:
    async with await Store.open(db_path) as store:
        await store.update(1, default_game="fftcg", channel_game=(11, "swtcg"))
        before = await store.export(1)

    result = await run_child(db_path, "full")

    assert assert_one_line(result["error"]).startswith("the change could not be saved: ")
    assert result["after"] == before, "none of the three changes was written"
    assert result["retried"]["visibility"] == "public", "writes work again once space is back"
    with closing(sqlite3.connect(db_path)) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    async with await Store.open(db_path) as store:
        assert await store.export(1) == {**before, "visibility": "public"}


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder an unprivileged user may use (pytest's tmp_path is private to its owner)."""
    with tempfile.TemporaryDirectory(prefix="floorjudge-") as folder:
        os.chmod(folder, 0o777)
        yield Path(folder)


async def test_a_read_only_file_answers_reads_and_refuses_changes(shared_dir: Path) -> None:
    path = shared_dir / "settings.db"
    async with await Store.open(path) as store:
        await store.update(1, default_game="fftcg")
        before = await store.export(1)
    path.chmod(0o444)

    result = await run_child(path, "read-only")

    assert assert_one_line(result["error"]) == (
        "the change could not be saved: attempt to write a readonly database"
    )
    assert result["after"] == before


# ------------------------------------------------------------------------------ two processes


async def test_a_second_process_is_refused_while_the_first_runs(store: Store, db_path: Path) -> None:
    refused = await run_child(db_path, "open")
    assert assert_one_line(refused["error"]) == "another process is using this database; stop it first"

    await store.close()
    assert (await run_child(db_path, "open"))["error"] is None


async def test_stores_of_one_process_share_the_lock_until_the_last_closes(db_path: Path) -> None:
    """A bot restarting in-process opens its new store before the old one is closed."""
    old = await Store.open(db_path)
    new = await Store.open(db_path)
    await old.close()
    assert (await run_child(db_path, "open"))["error"] is not None
    await new.update(1, default_game="fftcg")
    await new.close()
    assert (await run_child(db_path, "open"))["error"] is None


# -------------------------------------------------------- the file deleted or replaced under us


def delete_database(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


def leave(path: Path, left: str) -> None:
    delete_database(path)
    if left == "an empty file":
        path.write_bytes(b"")


async def test_a_database_deleted_while_open_refuses_every_change_and_says_so_once(
    store: Store, db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Written into the unlinked file, 15 confirmed changes were lost at the next start."""
    await store.update(1, default_game="fftcg")
    delete_database(db_path)
    with caplog.at_level(logging.ERROR, logger="bot.store.sqlite"):
        for attempt in range(15):
            with pytest.raises(StoreError) as info:
                await store.update(1, visibility="public", judge_role_id=attempt + 1)
            assert assert_one_line(info.value) == (
                "the change could not be saved: the database file was deleted while floorjudge runs"
            )
    [loud] = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert "was deleted while floorjudge runs" in loud.getMessage() and "settings.db-wal" in loud.getMessage()
    assert (await store.get(1)).default_game == "fftcg", "what this process knew still answers"
    assert not await asyncio.to_thread(db_path.exists), "no change went into a new file either"


async def test_a_database_replaced_while_open_refuses_every_change(store: Store, db_path: Path) -> None:
    await store.update(1, default_game="fftcg")
    other = db_path.with_name("restored.db")
    async with await Store.open(other) as elsewhere:
        await elsewhere.update(1, default_game="gundam")
    os.replace(other, db_path)
    before = await asyncio.to_thread(db_path.read_bytes)
    with pytest.raises(StoreError, match="the database file was replaced while floorjudge runs"):
        await store.update(1, visibility="public")
    assert await asyncio.to_thread(db_path.read_bytes) == before, "the new file is left alone"


async def test_a_second_process_is_refused_on_a_new_file_while_the_first_runs(
    store: Store, db_path: Path
) -> None:
    """The file deleted with its companions: no second process starts beside the first (split brain)."""
    await store.update(1, default_game="fftcg")
    delete_database(db_path)
    refused = await run_child(db_path, "open")
    assert assert_one_line(refused["error"]) == "another process is using this database; stop it first"


@pytest.mark.parametrize("left", ["no file", "an empty file"])
async def test_a_database_begun_again_where_one_was_is_said_at_start_up(
    db_path: Path, left: str, caplog: pytest.LogCaptureFixture
) -> None:
    async with await Store.open(db_path) as store:
        await store.update(1, default_game="fftcg")
    leave(db_path, left)
    with caplog.at_level(logging.WARNING, logger="bot.store.sqlite"):
        async with await Store.open(db_path) as store:
            assert (await store.get(1)).default_game is None
    [warning] = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert f"was expected but there is {left}" in warning and "back to their defaults" in warning


async def test_a_missing_database_beside_a_command_sync_record_is_said(
    db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """No lock file (the folder was restored from a backup without it), but the caller knows the
    bot ran here (its command-tree.json is there)."""
    await asyncio.to_thread(db_path.parent.mkdir, parents=True)
    with caplog.at_level(logging.WARNING, logger="bot.store.sqlite"):
        async with await Store.open(db_path, expected=True):
            pass
        async with await Store.open(db_path.with_name("fresh.db")):
            pass
    [warning] = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert "settings.db was expected but there is no file" in warning and "command-sync record" in warning
