"""Store: round-trips, persistence, cache, concurrency, crash safety, removal."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sqlite3
import sys
from collections.abc import Coroutine
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiosqlite
import pytest
from pydantic import ValidationError

from bot.store import GuildSettings, Store, StoreError
from bot.store import store as store_module

REPO_ROOT = Path(__file__).resolve().parents[3]
CRASH_WRITER = Path(__file__).with_name("crash_writer.py")


def count_rows(path: Path, table: str) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0])


# ----------------------------------------------------------------- basics


async def test_unknown_guild_gets_defaults_without_a_row(store: Store, db_path: Path) -> None:
    assert await store.get(123) == GuildSettings(guild_id=123)
    assert count_rows(db_path, "guilds") == 0


async def test_setters_round_trip_and_survive_restart(store: Store, db_path: Path) -> None:
    when = datetime(2025, 1, 2, 3, 4, 5, 678901, tzinfo=UTC)
    assert (await store.set_default_game(1, "fftcg")).default_game == "fftcg"
    assert (await store.set_channel_game(1, 10, "lorcana")).channel_game(10) == "lorcana"
    assert (await store.set_channel_game(1, 10, "gundam")).channel_game(10) == "gundam"
    assert (await store.set_channel_game(1, 11, "swtcg")).channel_games == ((10, "gundam"), (11, "swtcg"))
    got = await store.set_enabled_games(1, ["fftcg", "gundam", "fftcg"])
    assert got.enabled_games == frozenset({"fftcg", "gundam"})
    assert (await store.set_visibility(1, "public")).visibility == "public"
    assert (await store.set_judge_role(1, 2**62)).judge_role_id == 2**62
    assert (await store.mark_removed(1, when)).removed_at == when
    expected = await store.get(1)
    assert expected == GuildSettings(
        guild_id=1,
        default_game="fftcg",
        channel_games=((10, "gundam"), (11, "swtcg")),
        enabled_games=frozenset({"fftcg", "gundam"}),
        visibility="public",
        judge_role_id=2**62,
        removed_at=when,
    )
    await store.close()

    async with Store.open(db_path) as reopened:
        assert await reopened.get(1) == expected
        assert reopened.read_queries == 1  # really read from disk


async def test_clearing_values(store: Store) -> None:
    await store.set_default_game(1, "fftcg")
    await store.set_channel_game(1, 10, "lorcana")
    await store.set_enabled_games(1, ["fftcg"])
    await store.set_judge_role(1, 5)
    assert (await store.set_default_game(1, None)).default_game is None
    assert (await store.set_channel_game(1, 10, None)).channel_games == ()
    assert (await store.set_channel_game(1, 99, None)).channel_games == ()  # absent: fine
    assert (await store.set_enabled_games(1, None)).enabled_games is None
    assert (await store.set_enabled_games(1, [])).enabled_games == frozenset()
    assert (await store.set_judge_role(1, None)).judge_role_id is None


async def test_argument_checks(store: Store) -> None:
    with pytest.raises(TypeError):
        await store.set_enabled_games(1, "fftcg")
    with pytest.raises(ValueError):
        await store.set_visibility(1, "loud")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        await store.mark_removed(1, datetime(2025, 1, 1))  # naive
    with pytest.raises(TypeError):
        await store.get("1")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        await store.set_default_game(2**63, "fftcg")
    with pytest.raises(ValueError):
        await store.set_channel_game(1, 2, "")
    assert await store.get(1) == GuildSettings(guild_id=1)


async def test_resolution_through_store(store: Store) -> None:
    await store.set_default_game(1, "gundam")
    await store.set_channel_game(1, 10, "fftcg")
    s = await store.get(1)
    assert s.resolve_game("lorcana", channel_id=10).game == "lorcana"
    assert s.resolve_game(channel_id=10).game == "fftcg"
    assert s.resolve_game(channel_id=555, parent_id=10).game == "fftcg"  # thread in #10
    assert s.resolve_game(channel_id=555, parent_id=556).game == "gundam"
    s = await store.set_default_game(1, None)
    assert s.resolve_game(channel_id=555).game is None


async def test_reset(store: Store, db_path: Path) -> None:
    await store.set_default_game(1, "fftcg")
    await store.set_channel_game(1, 10, "lorcana")
    await store.set_visibility(1, "public")
    await store.set_default_game(2, "gundam")
    assert await store.reset(1) == GuildSettings(guild_id=1)
    assert await store.get(1) == GuildSettings(guild_id=1)
    assert (await store.get(2)).default_game == "gundam"
    assert count_rows(db_path, "channel_games") == 0


async def test_export(store: Store) -> None:
    await store.set_default_game(7, "fftcg")
    await store.set_channel_game(7, 30, "lorcana")
    await store.set_channel_game(7, 4, "gundam")
    data = await store.export(7)
    assert data == {
        "format": "floorjudge.guild_settings",
        "version": 1,
        "guild_id": "7",
        "default_game": "fftcg",
        "channel_games": {"4": "gundam", "30": "lorcana"},
        "enabled_games": None,
        "visibility": "private",
        "judge_role_id": None,
        "removed_at": None,
    }
    assert json.loads(json.dumps(data)) == data
    assert (await store.export(8))["guild_id"] == "8"


async def test_closed_store_raises(db_path: Path) -> None:
    store = await Store.open(db_path)
    await store.close()
    await store.close()  # idempotent
    with pytest.raises(StoreError, match="closed"):
        await store.get(1)
    with pytest.raises(StoreError, match="closed"):
        await store.set_default_game(1, "fftcg")


async def test_open_creates_parent_and_sets_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "c.db"
    async with await Store.open(path) as store:
        await store.set_default_game(1, "x")
        with sqlite3.connect(path) as conn:
            assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert path.is_file()


# ------------------------------------------------------------------ cache


async def test_cached_read_skips_the_db(store: Store) -> None:
    first = await store.get(1)
    second = await store.get(1)
    assert store.read_queries == 1
    assert second is first


async def test_write_replaces_cached_value(store: Store) -> None:
    before = await store.get(1)
    written = await store.set_default_game(1, "fftcg")
    after = await store.get(1)
    assert before.default_game is None
    assert after.default_game == "fftcg"
    assert after is written
    store.clear_cache()
    assert (await store.get(1)).default_game == "fftcg"
    assert store.read_queries == 2


async def test_returned_settings_cannot_be_mutated(store: Store) -> None:
    s = await store.set_channel_game(1, 10, "fftcg")
    with pytest.raises(ValidationError):
        s.default_game = "lorcana"  # type: ignore[misc]
    with pytest.raises(ValidationError):
        s.channel_games = ()  # type: ignore[misc]
    assert (await store.get(1)).channel_game(10) == "fftcg"
    assert (await store.get(1)).default_game is None


async def test_concurrent_cold_reads_share_one_query(store: Store) -> None:
    await store.set_default_game(5, "fftcg")
    store.clear_cache()
    results = await asyncio.gather(*(store.get(5) for _ in range(50)))
    assert store.read_queries == 1
    assert all(r is results[0] for r in results)
    assert results[0].default_game == "fftcg"
    # different guilds are different flights
    await asyncio.gather(*(store.get(g) for g in range(100, 110) for _ in range(5)))
    assert store.read_queries == 11


async def test_cancelled_reader_does_not_break_the_flight(store: Store) -> None:
    await store.set_default_game(5, "fftcg")
    store.clear_cache()
    first = asyncio.create_task(store.get(5))
    second = asyncio.create_task(store.get(5))
    await asyncio.sleep(0)
    first.cancel()
    assert (await second).default_game == "fftcg"
    with pytest.raises(asyncio.CancelledError):
        await first


async def test_load_racing_a_write_never_caches_stale_data(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cold load that read the old row before a write committed, and only
    finishes after it, must not overwrite the cache with the old value.
    The DB is real; only the load's completion is held back to force the race."""
    real_fetch = store_module._fetch
    fetched, release = asyncio.Event(), asyncio.Event()
    calls = 0

    async def held_fetch(conn: aiosqlite.Connection, guild_id: int) -> GuildSettings:
        nonlocal calls
        calls += 1
        result = await real_fetch(conn, guild_id)
        if calls == 1:  # the cold load; later calls are the write's read-back
            fetched.set()
            await release.wait()
        return result

    monkeypatch.setattr(store_module, "_fetch", held_fetch)
    stale_load = asyncio.create_task(store.get(1))
    try:
        await asyncio.wait_for(fetched.wait(), timeout=10)
        await asyncio.wait_for(store.set_default_game(1, "fftcg"), timeout=10)
        # a read after the write must not join the stale flight (it would block here)
        assert (await asyncio.wait_for(store.get(1), timeout=10)).default_game == "fftcg"
        release.set()
        assert (await asyncio.wait_for(stale_load, timeout=10)).default_game is None
        assert (await store.get(1)).default_game == "fftcg"
        store.clear_cache()
        assert (await store.get(1)).default_game == "fftcg"
    finally:
        release.set()  # never leave the load (and the fixture teardown) blocked


async def test_failed_load_is_not_remembered(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    real_fetch = store_module._fetch
    failures = iter([True])

    async def flaky_fetch(conn: aiosqlite.Connection, guild_id: int) -> GuildSettings:
        if next(failures, False):
            raise StoreError("disk hiccup")
        return await real_fetch(conn, guild_id)

    monkeypatch.setattr(store_module, "_fetch", flaky_fetch)
    with pytest.raises(StoreError, match="hiccup"):
        await asyncio.wait_for(store.get(1), timeout=10)
    assert await asyncio.wait_for(store.get(1), timeout=10) == GuildSettings(guild_id=1)
    assert store.read_queries == 2


# ----------------------------------------------------------- transactions


async def test_failed_write_rolls_back(db_path: Path) -> None:
    async with Store.open(db_path):
        pass
    with sqlite3.connect(db_path) as conn:  # make one specific insert fail
        conn.execute(
            "CREATE TRIGGER boom BEFORE INSERT ON channel_games WHEN NEW.game = 'boom' "
            "BEGIN SELECT RAISE(ABORT, 'boom'); END"
        )
    async with Store.open(db_path) as store:
        await store.get(1)
        with pytest.raises(StoreError, match="boom"):
            await store.set_channel_game(1, 10, "boom")  # inserts guild row, then fails
        assert count_rows(db_path, "guilds") == 0  # guild row rolled back too
        assert await store.get(1) == GuildSettings(guild_id=1)
        # the connection is usable: no transaction left open
        assert (await store.set_channel_game(1, 10, "fftcg")).channel_game(10) == "fftcg"


async def test_cancelled_writer_still_commits(store: Store, db_path: Path) -> None:
    task = asyncio.create_task(store.set_default_game(1, "fftcg"))
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    # the accepted write completes; the cache and the file agree
    assert (await store.set_visibility(1, "public")).default_game == "fftcg"
    store.clear_cache()
    assert (await store.get(1)).default_game == "fftcg"


async def test_close_waits_for_accepted_writes(db_path: Path) -> None:
    store = await Store.open(db_path)
    writes = [asyncio.create_task(store.set_channel_game(1, c, "fftcg")) for c in range(1, 51)]
    await asyncio.sleep(0)
    await store.close()
    await asyncio.gather(*writes)
    assert count_rows(db_path, "channel_games") == 50


async def test_close_waits_for_loads_dropped_from_the_cache(db_path: Path) -> None:
    store = await Store.open(db_path)
    load = asyncio.create_task(store.get(1))
    await asyncio.sleep(0)
    store.clear_cache()
    await store.close()
    assert await load == GuildSettings(guild_id=1)


async def test_1000_concurrent_writes_across_100_guilds(store: Store, db_path: Path) -> None:
    guilds = range(1, 101)

    def writes_for(g: int) -> list[Coroutine[Any, Any, GuildSettings]]:
        ops = [store.set_channel_game(g, 1000 + c, f"game{g}-{c}") for c in range(7)]
        ops += [
            store.set_default_game(g, f"default{g}"),
            store.set_judge_role(g, 10_000 + g),
            store.set_visibility(g, "public" if g % 2 else "private"),
        ]
        return ops

    coros = [c for g in guilds for c in writes_for(g)]
    random.Random(7).shuffle(coros)  # interleave guilds in submission order
    assert len(coros) == 1000
    await asyncio.wait_for(asyncio.gather(*coros, store.get(1), store.get(50)), timeout=120)

    def check(s: GuildSettings) -> None:
        g = s.guild_id
        assert s.channel_games == tuple((1000 + c, f"game{g}-{c}") for c in range(7))
        assert s.default_game == f"default{g}"
        assert s.judge_role_id == 10_000 + g
        assert s.visibility == ("public" if g % 2 else "private")

    for g in guilds:
        check(await store.get(g))
    assert count_rows(db_path, "channel_games") == 700
    await store.close()
    async with Store.open(db_path) as reopened:
        for g in guilds:
            check(await reopened.get(g))


async def test_random_ops_match_a_model(store: Store, db_path: Path) -> None:
    rng = random.Random(1234)
    games = ["fftcg", "lorcana", "gundam", "dreadnought", "swtcg"]
    model: dict[int, GuildSettings] = {}

    def current(g: int) -> GuildSettings:
        return model.get(g, GuildSettings(guild_id=g))

    for _ in range(300):
        g = rng.randint(1, 5)
        s = current(g)
        op = rng.randrange(5)
        if op == 0:
            game = rng.choice([None, *games])
            got = await store.set_default_game(g, game)
            s = s.model_copy(update={"default_game": game})
        elif op == 1:
            channel, game = rng.randint(1, 4), rng.choice([None, *games])
            got = await store.set_channel_game(g, channel, game)
            pairs = dict(s.channel_games)
            pairs.pop(channel, None)
            if game is not None:
                pairs[channel] = game
            s = GuildSettings.model_validate({**s.model_dump(), "channel_games": tuple(pairs.items())})
        elif op == 2:
            enabled = rng.choice([None, frozenset(rng.sample(games, rng.randint(0, 3)))])
            got = await store.set_enabled_games(g, enabled)
            s = s.model_copy(update={"enabled_games": enabled})
        elif op == 3:
            visibility = rng.choice(["private", "public"])
            got = await store.set_visibility(g, visibility)  # type: ignore[arg-type]
            s = s.model_copy(update={"visibility": visibility})
        else:
            got = await store.reset(g)
            s = GuildSettings(guild_id=g)
        model[g] = s
        assert got == s
    await store.close()
    async with Store.open(db_path) as reopened:
        for g in range(1, 6):
            assert await reopened.get(g) == current(g)


# ------------------------------------------------------------------ crash


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_sigkill_loses_no_acknowledged_write(db_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO_ROOT), os.environ.get("PYTHONPATH", "")])}
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(CRASH_WRITER),
        str(db_path),
        "1000000",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env,
    )
    assert proc.stdout is not None and proc.stderr is not None
    acked: set[int] = set()
    try:
        while len(acked) < 200:
            line = await asyncio.wait_for(proc.stdout.readline(), timeout=60)
            if not line:
                err = await asyncio.wait_for(proc.stderr.read(), timeout=10)
                pytest.fail(f"writer exited early: {err.decode(errors='replace')}")
            acked.add(int(line.split()[1]))
        proc.send_signal(signal.SIGKILL)
        # acknowledgements already in the pipe count as acknowledged too
        rest = await asyncio.wait_for(proc.stdout.read(), timeout=30)
        acked.update(int(x.split()[1]) for x in rest.decode().splitlines() if x.startswith("ack "))
        assert await asyncio.wait_for(proc.wait(), timeout=30) == -signal.SIGKILL
    finally:
        if proc.returncode is None:
            proc.kill()
            await asyncio.wait_for(proc.wait(), timeout=30)

    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    async with Store.open(db_path) as store:
        for i in sorted(acked):
            s = await store.get(1 + i % 10)
            assert s.channel_game(1000 + i) == f"g{i}", f"acknowledged write {i} lost"


# ---------------------------------------------------------------- removal


async def test_purge_removed_only_purges_old_ones(store: Store, db_path: Path) -> None:
    now = datetime.now(UTC)
    for g in (1, 2, 3):
        await store.set_default_game(g, "fftcg")
        await store.set_channel_game(g, 10 + g, "lorcana")
    await store.mark_removed(1, now - timedelta(days=45))
    await store.mark_removed(2, now - timedelta(days=2))
    await store.get(1)  # cached: the purge must invalidate it
    assert await store.purge_removed(before=now - timedelta(days=30)) == 1
    assert await store.get(1) == GuildSettings(guild_id=1)
    assert (await store.get(2)).default_game == "fftcg"
    assert (await store.get(3)).channel_game(13) == "lorcana"
    assert count_rows(db_path, "guilds") == 2
    assert count_rows(db_path, "channel_games") == 2  # guild 1's went with it
    assert await store.purge_removed(before=now - timedelta(days=30)) == 0


async def test_mark_restored_keeps_settings(store: Store) -> None:
    await store.set_default_game(1, "gundam")
    await store.set_channel_game(1, 10, "fftcg")
    removed = await store.mark_removed(1, datetime.now(UTC) - timedelta(days=60))
    assert removed.removed_at is not None
    restored = await store.mark_restored(1)
    assert restored.removed_at is None
    assert restored.default_game == "gundam" and restored.channel_game(10) == "fftcg"
    assert await store.purge_removed(before=datetime.now(UTC)) == 0
    assert (await store.get(1)).default_game == "gundam"


async def test_removed_at_keeps_instant_across_timezones(store: Store) -> None:
    tz = datetime(2025, 6, 1, 12, 0, tzinfo=UTC).astimezone(datetime.now().astimezone().tzinfo)
    s = await store.mark_removed(1, tz)
    assert s.removed_at == tz
    assert s.removed_at is not None and s.removed_at.tzinfo == UTC
