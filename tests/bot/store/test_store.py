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

import pytest
from pydantic import ValidationError

from bot.store import GuildSettings, PostgresStore, SqliteStore, Store, StoreError
from bot.store.models import Visibility
from tests.bot.store.conftest import Backend

REPO_ROOT = Path(__file__).resolve().parents[3]
FAIL_ON_BOOM = {
    "sqlite": [
        "CREATE TRIGGER boom BEFORE INSERT ON channel_games WHEN NEW.game = 'boom' "
        "BEGIN SELECT RAISE(ABORT, 'boom'); END"
    ],
    "postgres": [
        "CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS "
        "$$ BEGIN IF NEW.game = 'boom' THEN RAISE 'boom'; END IF; RETURN NEW; END $$",
        "CREATE TRIGGER boom BEFORE INSERT ON channel_games FOR EACH ROW EXECUTE FUNCTION boom()",
    ],
}
CRASH_WRITER = Path(__file__).with_name("crash_writer.py")


# ----------------------------------------------------------------- basics


async def test_unknown_guild_gets_defaults_without_a_row(store: Store, backend: Backend) -> None:
    assert await store.get(123) == GuildSettings(guild_id=123)
    assert await backend.count("guilds") == 0


async def test_setters_round_trip_and_survive_restart(store: Store, backend: Backend) -> None:
    when = datetime(2025, 1, 2, 3, 4, 5, 678901, tzinfo=UTC)
    assert (await store.update(1, default_game="fftcg")).default_game == "fftcg"
    assert (await store.update(1, channel_game=(10, "lorcana"))).channel_game(10) == "lorcana"
    assert (await store.update(1, channel_game=(10, "gundam"))).channel_game(10) == "gundam"
    assert (await store.update(1, channel_game=(11, "swtcg"))).channel_games == (
        (10, "gundam"),
        (11, "swtcg"),
    )
    got = await store.update(1, enabled_games=frozenset({"fftcg", "gundam"}))
    assert got.enabled_games == frozenset({"fftcg", "gundam"})
    assert (await store.update(1, visibility="public")).visibility == "public"
    assert (await store.update(1, judge_role_id=2**62)).judge_role_id == 2**62
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

    async with await backend.open() as reopened:
        assert await reopened.get(1) == expected
        assert reopened.read_queries == 1  # really read from disk


async def test_clearing_values(store: Store) -> None:
    await store.update(1, default_game="fftcg")
    await store.update(1, channel_game=(10, "lorcana"))
    await store.update(1, enabled_games=frozenset({"fftcg"}))
    await store.update(1, judge_role_id=5)
    assert (await store.update(1, default_game=None)).default_game is None
    assert (await store.update(1, channel_game=(10, None))).channel_games == ()
    assert (await store.update(1, channel_game=(99, None))).channel_games == ()  # absent: fine
    assert (await store.update(1, enabled_games=None)).enabled_games is None
    assert (await store.update(1, enabled_games=frozenset())).enabled_games == frozenset()
    assert (await store.update(1, judge_role_id=None)).judge_role_id is None


EVERY = frozenset({"fftcg", "lorcana", "gundam", "dreadnought", "swtcg"})


async def test_enabling_and_disabling_one_game_at_a_time(store: Store) -> None:
    assert (await store.update(1, enable_game=("fftcg", EVERY))).enabled_games is None, "all already"
    got = await store.update(1, disable_game=("fftcg", EVERY))
    assert got.enabled_games == EVERY - {"fftcg"}
    got = await store.update(1, disable_game=("gundam", EVERY))
    assert got.enabled_games == EVERY - {"fftcg", "gundam"}
    assert (await store.update(1, enable_game=("fftcg", EVERY))).enabled_games == EVERY - {"gundam"}
    assert (await store.update(1, enable_game=("gundam", EVERY))).enabled_games is None, "all again"
    with pytest.raises(ValueError, match="one at a time"):
        await store.update(1, enabled_games=None, enable_game=("fftcg", EVERY))


async def test_concurrent_toggles_all_count(store: Store) -> None:
    """Five managers each disable one game at once: every one of the changes is kept."""
    games = sorted(EVERY)
    await asyncio.gather(*(store.update(1, disable_game=(game, EVERY)) for game in games[:4]))
    store.clear_cache()
    assert (await store.get(1)).enabled_games == {games[4]}
    await asyncio.gather(*(store.update(1, enable_game=(game, EVERY)) for game in games[:3]))
    store.clear_cache()
    assert (await store.get(1)).enabled_games == EVERY - {games[3]}


async def test_argument_checks(store: Store) -> None:
    with pytest.raises(ValueError):
        await store.update(1, enabled_games="fftcg")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="visibility"):
        await store.update(1, visibility="loud")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="default_gam"):
        await store.update(1, default_gam="fftcg")  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="at least one"):
        await store.update(1)
    with pytest.raises(ValueError):
        await store.mark_removed(1, datetime(2025, 1, 1))  # naive
    with pytest.raises(TypeError, match="must be an int"):
        await store.get("1")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        await store.get(True)
    with pytest.raises(ValueError):
        await store.update(2**63, default_game="fftcg")
    with pytest.raises(ValueError):
        await store.update(1, channel_game=(2, ""))
    assert await store.get(1) == GuildSettings(guild_id=1)


async def test_resolution_through_store(store: Store) -> None:
    await store.update(1, default_game="gundam")
    await store.update(1, channel_game=(10, "fftcg"))
    s = await store.get(1)
    assert s.resolve_game("lorcana", channel_id=10).game == "lorcana"
    assert s.resolve_game(channel_id=10).game == "fftcg"
    assert s.resolve_game(channel_id=555, parent_id=10).game == "fftcg"  # thread in #10
    assert s.resolve_game(channel_id=555, parent_id=556).game == "gundam"
    s = await store.update(1, default_game=None)
    assert s.resolve_game(channel_id=555).game is None


async def test_reset(store: Store, backend: Backend) -> None:
    await store.update(1, default_game="fftcg")
    await store.update(1, channel_game=(10, "lorcana"))
    await store.update(1, visibility="public")
    await store.update(2, default_game="gundam")
    assert await store.reset(1) == GuildSettings(guild_id=1)
    assert await store.get(1) == GuildSettings(guild_id=1)
    assert (await store.get(2)).default_game == "gundam"
    assert await backend.count("channel_games") == 0


async def test_export(store: Store) -> None:
    await store.update(7, default_game="fftcg")
    await store.update(7, channel_game=(30, "lorcana"))
    await store.update(7, channel_game=(4, "gundam"))
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


async def test_closed_store_raises(backend: Backend) -> None:
    store = await backend.open()
    await store.close()
    await store.close()  # idempotent
    with pytest.raises(StoreError, match="closed"):
        await store.get(1)
    with pytest.raises(StoreError, match="closed"):
        await store.update(1, default_game="fftcg")


async def test_open_picks_the_engine_that_takes_the_target(backend: Backend) -> None:
    async with await backend.open() as store:
        assert isinstance(store, {"sqlite": SqliteStore, "postgres": PostgresStore}[backend.engine])
    with pytest.raises(StoreError, match="no settings store engine takes mysql://"):
        await Store.open("mysql://localhost/floorjudge")


async def test_open_creates_parent_and_sets_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "c.db"
    async with await Store.open(path) as store:
        await store.update(1, default_game="x")
        with sqlite3.connect(path) as conn:
            assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert path.is_file()


async def test_replace_stores_exactly_the_given_servers(store: Store) -> None:
    """What `floorjudge db copy` writes: whole servers, replacing what was there, others untouched."""
    await store.update(1, default_game="gundam", channel_game=(99, "swtcg"))
    await store.update(3, visibility="public")
    wanted = [
        GuildSettings(
            guild_id=1,
            channel_games=((10, "fftcg"), (11, "lorcana")),
            enabled_games=frozenset({"fftcg", "lorcana"}),
            judge_role_id=2**62,
            removed_at=datetime(2026, 1, 2, 3, 4, 5, 678901, tzinfo=UTC),
        ),
        GuildSettings(guild_id=2, default_game="lorcana"),
    ]
    for _ in range(2):
        await store.replace(wanted)
        store.clear_cache()
        assert [await store.get(1), await store.get(2)] == wanted
    assert (await store.get(3)).visibility == "public"
    assert await store.guild_ids() == [1, 2, 3]


# ------------------------------------------------------------------ cache


async def test_cached_read_skips_the_db(store: Store) -> None:
    first = await store.get(1)
    second = await store.get(1)
    assert store.read_queries == 1
    assert second is first


async def test_write_clears_the_cache_of_its_server_only(store: Store) -> None:
    before = await store.get(1)
    await store.get(2)
    written = await store.update(1, default_game="fftcg")
    after = await store.get(1)
    assert before.default_game is None
    assert after == written and after.default_game == "fftcg"
    await store.get(2)
    assert store.read_queries == 3, "the written server is read again once; another stays cached"


async def test_a_purge_clears_every_cached_server(store: Store) -> None:
    await store.get(1)
    await store.get(2)
    await store.purge_removed(datetime.now(UTC))
    await store.get(1)
    await store.get(2)
    assert store.read_queries == 4


async def test_returned_settings_cannot_be_mutated(store: Store) -> None:
    s = await store.update(1, channel_game=(10, "fftcg"))
    with pytest.raises(ValidationError):
        s.default_game = "lorcana"  # type: ignore[misc]
    with pytest.raises(ValidationError):
        s.channel_games = ()  # type: ignore[misc]
    assert (await store.get(1)).channel_game(10) == "fftcg"
    assert (await store.get(1)).default_game is None


async def test_concurrent_cold_reads_share_one_query(store: Store) -> None:
    await store.update(5, default_game="fftcg")
    store.clear_cache()
    store.read_queries = 0
    results = await asyncio.gather(*(store.get(5) for _ in range(50)))
    assert store.read_queries == 1
    assert all(r is results[0] for r in results)
    assert results[0].default_game == "fftcg"
    # different guilds are different flights
    await asyncio.gather(*(store.get(g) for g in range(100, 110) for _ in range(5)))
    assert store.read_queries == 11


async def test_cancelled_reader_does_not_break_the_flight(store: Store) -> None:
    await store.update(5, default_game="fftcg")
    store.clear_cache()
    first = asyncio.create_task(store.get(5))
    second = asyncio.create_task(store.get(5))
    await asyncio.sleep(0)
    first.cancel()
    assert (await second).default_game == "fftcg"
    with pytest.raises(asyncio.CancelledError):
        await first


async def test_no_read_after_a_write_sees_older_data(store: Store) -> None:
    """A cold load in flight across a write (it read the old row) must not be cached."""
    for i in range(100):
        load = asyncio.create_task(store.get(1))
        for _ in range(3):
            await asyncio.sleep(0)  # the load is queued before the write
        await store.update(1, default_game=f"g{i}")
        assert (await load).default_game == (f"g{i - 1}" if i else None), "the race happened"
        assert (await store.get(1)).default_game == f"g{i}"


async def test_failed_load_is_not_remembered(store: Store, backend: Backend) -> None:
    await store.update(1, visibility="public")
    await backend.execute("UPDATE guilds SET default_game = ''")  # a hand edit gone wrong
    store.clear_cache()
    store.read_queries = 0
    with pytest.raises(StoreError, match="settings of server 1 can't be read"):
        await store.get(1)
    await backend.execute("UPDATE guilds SET default_game = NULL")
    assert (await store.get(1)).visibility == "public"
    assert store.read_queries == 2  # the failure was not cached


# ----------------------------------------------------------- transactions


async def test_failed_write_rolls_back(backend: Backend) -> None:
    async with await backend.open():
        pass
    await backend.execute(*FAIL_ON_BOOM[backend.engine])  # make one specific insert fail
    async with await backend.open() as store:
        await store.get(1)
        with pytest.raises(StoreError, match="boom"):
            await store.update(1, channel_game=(10, "boom"))  # inserts guild row, then fails
        assert await backend.count("guilds") == 0  # guild row rolled back too
        assert await store.get(1) == GuildSettings(guild_id=1)
        # the connection is usable: no transaction left open
        assert (await store.update(1, channel_game=(10, "fftcg"))).channel_game(10) == "fftcg"


async def test_cancelled_writer_still_commits(backend: Backend) -> None:
    """A write accepted before its caller went away (a timed-out interaction) is still saved.

    The other write's own result need not show it: on PostgreSQL the two run on separate
    connections and may commit in either order. Once both have landed, both are there."""
    store = await backend.open()
    task = asyncio.create_task(store.update(1, default_game="fftcg"))
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert (await store.update(1, visibility="public")).visibility == "public"
    await store.close()  # waits for every accepted write
    reopened = await backend.open()
    try:
        saved = await reopened.get(1)
        assert (saved.default_game, saved.visibility) == ("fftcg", "public")
    finally:
        await reopened.close()


async def test_close_waits_for_accepted_writes(backend: Backend) -> None:
    store = await backend.open()
    writes = [asyncio.create_task(store.update(1, channel_game=(c, "fftcg"))) for c in range(1, 51)]
    await asyncio.sleep(0)
    await store.close()
    await asyncio.gather(*writes)
    assert await backend.count("channel_games") == 50


async def test_close_waits_for_loads_dropped_from_the_cache(backend: Backend) -> None:
    store = await backend.open()
    load = asyncio.create_task(store.get(1))
    await asyncio.sleep(0)
    store.clear_cache()
    await store.close()
    assert await load == GuildSettings(guild_id=1)


async def test_1000_concurrent_writes_across_100_guilds(store: Store, backend: Backend) -> None:
    guilds = range(1, 101)

    def writes_for(g: int) -> list[Coroutine[Any, Any, GuildSettings]]:
        ops = [store.update(g, channel_game=(1000 + c, f"game{g}-{c}")) for c in range(7)]
        ops += [
            store.update(g, default_game=f"default{g}"),
            store.update(g, judge_role_id=10_000 + g),
            store.update(g, visibility="public" if g % 2 else "private"),
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
    assert await backend.count("channel_games") == 700
    await store.close()
    async with await backend.open() as reopened:
        for g in guilds:
            check(await reopened.get(g))


async def test_random_ops_match_a_model(store: Store, backend: Backend) -> None:
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
            got = await store.update(g, default_game=game)
            s = s.model_copy(update={"default_game": game})
        elif op == 1:
            channel, game = rng.randint(1, 4), rng.choice([None, *games])
            got = await store.update(g, channel_game=(channel, game))
            pairs = dict(s.channel_games)
            pairs.pop(channel, None)
            if game is not None:
                pairs[channel] = game
            s = GuildSettings.model_validate({**s.model_dump(), "channel_games": tuple(pairs.items())})
        elif op == 2:
            enabled = rng.choice([None, frozenset(rng.sample(games, rng.randint(0, 3)))])
            got = await store.update(g, enabled_games=enabled)
            s = s.model_copy(update={"enabled_games": enabled})
        elif op == 3:
            visibilities: list[Visibility] = ["private", "public"]
            visibility = rng.choice(visibilities)
            got = await store.update(g, visibility=visibility)
            s = s.model_copy(update={"visibility": visibility})
        else:
            got = await store.reset(g)
            s = GuildSettings(guild_id=g)
        model[g] = s
        assert got == s
    await store.close()
    async with await backend.open() as reopened:
        for g in range(1, 6):
            assert await reopened.get(g) == current(g)


# ------------------------------------------------------------------ crash


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_sigkill_during_1000_concurrent_writes_loses_no_acknowledged_one(backend: Backend) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO_ROOT), os.environ.get("PYTHONPATH", "")])}
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(CRASH_WRITER),
        backend.target,
        "1000",
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
            if line.startswith(b"ack "):
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
    assert len(acked) < 1000, "killed while writes were in flight"

    if backend.engine == "sqlite":
        with sqlite3.connect(backend.target) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    async with await backend.open() as store:
        for i in sorted(acked):
            s = await store.get(1 + i % 10)
            assert s.channel_game(1000 + i) == f"g{i}", f"acknowledged write {i} lost"


# ---------------------------------------------------------------- removal


async def test_purge_removed_only_purges_old_ones(store: Store, backend: Backend) -> None:
    now = datetime.now(UTC)
    for g in (1, 2, 3):
        await store.update(g, default_game="fftcg")
        await store.update(g, channel_game=(10 + g, "lorcana"))
    await store.mark_removed(1, now - timedelta(days=45))
    await store.mark_removed(2, now - timedelta(days=2))
    await store.get(1)  # cached: the purge must invalidate it
    assert await store.purge_removed(before=now - timedelta(days=30)) == 1
    assert await store.get(1) == GuildSettings(guild_id=1)
    assert (await store.get(2)).default_game == "fftcg"
    assert (await store.get(3)).channel_game(13) == "lorcana"
    assert await backend.count("guilds") == 2
    assert await backend.count("channel_games") == 2  # guild 1's went with it
    assert await store.purge_removed(before=now - timedelta(days=30)) == 0


async def test_mark_restored_keeps_settings(store: Store) -> None:
    await store.update(1, default_game="gundam")
    await store.update(1, channel_game=(10, "fftcg"))
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
