"""PostgreSQL engine: several processes on one database, migrations, a lost connection.

Two stores on one database behave as two processes do: each has its own pool, cache and
listening connection.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import time
from collections.abc import AsyncIterator, Awaitable, Callable

import asyncpg
import pytest

from bot.store import GuildSettings, PostgresStore, Store, StoreError
from bot.store.postgres import LISTENER_NAME, MIGRATIONS
from bot.store.schema import Migration
from devkit.local_postgres import LocalPostgres
from tests.pg_proxy import Proxy

LATEST = len(MIGRATIONS)
EVERY = frozenset({"fftcg", "lorcana", "gundam", "dreadnought", "swtcg"})


async def sql(url: str, statement: str) -> object:
    conn = await asyncpg.connect(url)
    try:
        return await conn.fetchval(statement)
    finally:
        await conn.close()


@pytest.fixture
async def two(postgres_url: str) -> AsyncIterator[tuple[Store, Store]]:
    async with await Store.open(postgres_url) as first, await Store.open(postgres_url) as second:
        yield first, second


async def until(condition: Callable[[], Awaitable[bool]], within: float = 5.0) -> float:
    """Poll an async predicate; how long it took to hold."""
    started = time.perf_counter()
    while not await condition():
        if time.perf_counter() - started > within:
            raise AssertionError(f"not true within {within} s")
        await asyncio.sleep(0.002)
    return time.perf_counter() - started


# ---------------------------------------------------------------------- several processes


async def test_a_write_in_one_process_reaches_the_others_cache_within_a_second(
    two: tuple[Store, Store],
) -> None:
    writer, reader = two
    assert (await reader.get(1)).default_game is None
    for _ in range(20):
        await reader.get(1)
    assert reader.read_queries == 1, "cached: nothing polls the database"

    await writer.update(1, default_game="fftcg")

    async def seen() -> bool:
        return (await reader.get(1)).default_game == "fftcg"

    assert await until(seen) < 1.0
    assert reader.read_queries == 2, "read again once, after the notification"


async def test_a_change_stays_cached_in_its_own_process_whenever_its_notification_arrives(
    postgres_url: str,
) -> None:
    """The writer reads its server again after the change; its own notification, arriving at any time
    after, must not drop that fresh entry (else the next answer waits on the database: a hung one
    then gave the defaults to a server whose settings were known)."""
    async with await Store.open(postgres_url) as store:
        assert isinstance(store, PostgresStore)
        for number in range(20):
            await store.update(1, default_game="fftcg" if number % 2 else "lorcana")

            async def delivered(expected: int = number + 1) -> bool:
                return store.notifications == expected

            await until(delivered)
            queries = store.read_queries
            assert (await store.get(1)).default_game == ("fftcg" if number % 2 else "lorcana")
            assert store.read_queries == queries, "answered from the cache"


async def test_reset_and_purge_reach_the_other_process(two: tuple[Store, Store]) -> None:
    from datetime import UTC, datetime, timedelta

    writer, reader = two
    await writer.update(1, default_game="fftcg")
    await writer.update(2, visibility="public")
    await writer.mark_removed(2, datetime.now(UTC) - timedelta(days=40))
    assert (await reader.get(1)).default_game == "fftcg"
    assert (await reader.get(2)).visibility == "public"

    await writer.reset(1)
    assert await writer.purge_removed(datetime.now(UTC) - timedelta(days=30)) == 1

    async def both_gone() -> bool:
        return await reader.get(1) == GuildSettings(guild_id=1) and await reader.get(2) == GuildSettings(
            guild_id=2
        )

    assert await until(both_gone) < 1.0


async def test_concurrent_toggles_from_two_processes_all_count(two: tuple[Store, Store]) -> None:
    """The lost update of `/settings games`: each process disables one game at the same moment."""
    first, second = two
    for _ in range(10):
        await first.update(7, enabled_games=None)
        await asyncio.gather(
            first.update(7, disable_game=("fftcg", EVERY)),
            second.update(7, disable_game=("gundam", EVERY)),
            second.update(7, disable_game=("swtcg", EVERY)),
        )
        first.clear_cache()
        assert (await first.get(7)).enabled_games == {"lorcana", "dreadnought"}
    await asyncio.gather(
        first.update(7, enable_game=("fftcg", EVERY)), second.update(7, enable_game=("gundam", EVERY))
    )
    first.clear_cache()
    assert (await first.get(7)).enabled_games == {"lorcana", "dreadnought", "fftcg", "gundam"}
    assert (await second.update(7, enable_game=("swtcg", EVERY))).enabled_games is None, "every game again"


async def test_one_process_leads_each_duty_until_it_goes(postgres_url: str) -> None:
    first = await Store.open(postgres_url)
    async with await Store.open(postgres_url) as second:
        assert await first.lead("purge")
        assert await first.lead("purge"), "still the leader"
        assert not await second.lead("purge")
        assert await second.lead("command-sync"), "another duty, another lock"
        await first.close()
        assert await second.lead("purge"), "the leader left: the next try takes over"


# ------------------------------------------------------------------------------ migrations


async def test_concurrent_start_ups_migrate_once(postgres_url: str) -> None:
    stores = await asyncio.gather(*(Store.open(postgres_url) for _ in range(5)))
    for store in stores:
        await store.close()
    assert await sql(postgres_url, "SELECT version FROM schema_version") == LATEST


async def test_a_newer_schema_stops_start_up_in_one_line(postgres_url: str) -> None:
    async with await Store.open(postgres_url):
        pass
    await sql(postgres_url, f"UPDATE schema_version SET version = {LATEST + 5}")
    with pytest.raises(StoreError) as info:
        await Store.open(postgres_url)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(f"database schema version {LATEST + 5} is newer than the newest this code")
    assert await sql(postgres_url, "SELECT version FROM schema_version") == LATEST + 5, "never downgraded"


async def test_another_programs_database_is_refused_and_left_alone(postgres_url: str) -> None:
    await sql(postgres_url, "CREATE TABLE orders (id int PRIMARY KEY)")
    with pytest.raises(StoreError, match=r"not floorjudge's schema version 0 \(unexpected: orders\)"):
        await Store.open(postgres_url)
    assert await sql(postgres_url, "SELECT to_regclass('schema_version') IS NULL")
    assert await sql(postgres_url, "SELECT to_regclass('guilds') IS NULL")


async def test_a_failing_migration_changes_nothing(postgres_url: str) -> None:
    async with await Store.open(postgres_url) as store:
        await store.update(1, default_game="fftcg")
    bad = Migration(LATEST + 1, "9999_bad", "CREATE TABLE z (x int); ALTER TABLE guilds DROP COLUMN nope;")
    with pytest.raises(StoreError, match=f"9999_bad failed \\(database left at version {LATEST}\\)"):
        await PostgresStore.open(postgres_url, migrations=[*MIGRATIONS, bad])
    assert await sql(postgres_url, "SELECT to_regclass('z') IS NULL")
    async with await Store.open(postgres_url) as store:
        assert (await store.get(1)).default_game == "fftcg"


async def test_an_unreachable_server_stops_start_up_in_one_line(postgres_server: LocalPostgres) -> None:
    with pytest.raises(StoreError) as info:
        await Store.open("postgresql://floorjudge:secret@127.0.0.1:9/floorjudge")
    assert str(info.value).startswith("cannot connect: ")
    assert "\n" not in str(info.value) and "secret" not in str(info.value)


# ------------------------------------------------------------------------ a lost connection


async def test_a_lost_connection_answers_from_the_cache_refuses_changes_and_comes_back(
    postgres_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    proxy = Proxy(postgres_url)
    await proxy.start()
    store = await Store.open(proxy.url)
    assert isinstance(store, PostgresStore)
    try:
        await store.update(1, default_game="fftcg")
        assert (await store.get(1)).default_game == "fftcg"

        with caplog.at_level(logging.INFO, logger="bot.store.postgres"):
            await proxy.cut()

            async def lost() -> bool:
                return not store.online

            await until(lost)
            for _ in range(3):
                assert (await store.get(1)).default_game == "fftcg", "answered from the cache"
                with pytest.raises(StoreError, match="unreachable"):
                    await store.update(1, visibility="public")
            await asyncio.sleep(1.0)  # several reconnection attempts fail meanwhile
            async with await Store.open(postgres_url) as other:  # another process changes it meanwhile
                await other.update(1, default_game="lorcana")
            assert (await store.get(1)).default_game == "fftcg"

            await proxy.start()  # the network is back

            async def back() -> bool:
                return store.online

            await until(back, within=15)
        assert (await store.get(1)).default_game == "lorcana", "the cache was dropped on reconnecting"
        assert (await store.update(1, visibility="public")).visibility == "public"
        lost_lines = [r for r in caplog.records if "lost the connection" in r.getMessage()]
        assert len(lost_lines) == 1, "logged once"
        assert any("reconnected" in r.getMessage() for r in caplog.records)
    finally:
        await store.close()
        await proxy.cut()


async def listening_backends(url: str) -> list[int]:
    """The server pids of the listening connections on this test's database."""
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
            LISTENER_NAME,
        )
        return sorted(row[0] for row in rows)
    finally:
        await conn.close()


def logged(caplog: pytest.LogCaptureFixture, words: str) -> list[str]:
    return [r.getMessage() for r in caplog.records if words in r.getMessage()]


async def test_a_terminated_listening_connection_is_replaced_and_notifications_flow_again(
    postgres_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """An administrator (or a server restart) ends the listening connection: PostgreSQL says so,
    the store logs once, reconnects, and rereads everything."""
    async with await Store.open(postgres_url) as store:
        assert isinstance(store, PostgresStore)
        [old] = await listening_backends(postgres_url)
        await store.update(1, default_game="fftcg")
        assert (await store.get(1)).default_game == "fftcg"
        async with await Store.open(postgres_url) as other:
            with caplog.at_level(logging.INFO, logger="bot.store.postgres"):
                await sql(postgres_url, f"SELECT pg_terminate_backend({old})")

                async def reconnected() -> bool:
                    return bool(logged(caplog, "reconnected")) and store.online

                await until(reconnected, within=15)
                await other.update(1, default_game="lorcana")

                async def seen() -> bool:
                    return (await store.get(1)).default_game == "lorcana"

                await until(seen)
            assert len(logged(caplog, "lost the connection")) == 1, "logged once"


async def test_a_silently_dead_listening_connection_is_noticed_and_the_cache_reread(
    postgres_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """The listening connection's server process stops answering while its socket stays open (as
    with a half-open TCP link): no error and no notification ever arrives. Without a liveness probe
    this store would serve the stale "fftcg" forever."""
    store = await PostgresStore.open(postgres_url, probe_every=0.05, probe_timeout=0.5)
    try:
        [frozen] = await listening_backends(postgres_url)
        await store.update(1, default_game="fftcg")

        async def own_notification_delivered() -> bool:  # else it could empty the cache later
            return store.notifications == 1

        await until(own_notification_delivered)
        assert (await store.get(1)).default_game == "fftcg"
        async with await Store.open(postgres_url) as other:
            with caplog.at_level(logging.INFO, logger="bot.store.postgres"):
                os.kill(frozen, signal.SIGSTOP)
                try:
                    await other.update(1, default_game="lorcana")  # its notification never reaches `store`

                    async def reread() -> bool:
                        return (await store.get(1)).default_game == "lorcana"

                    await until(reread, within=15)
                finally:
                    os.kill(frozen, signal.SIGCONT)
                lost = logged(caplog, "lost the connection")
                assert len(lost) == 1 and "no answer to a probe within 0.5 s" in lost[0]
                assert logged(caplog, "reconnected")

                await other.update(1, default_game="gundam")  # the new connection listens

                async def notified() -> bool:
                    return (await store.get(1)).default_game == "gundam"

                await until(notified)
            assert store.online and (await store.update(1, visibility="public")).visibility == "public"
    finally:
        await store.close()


async def test_a_cancelled_probe_leaves_the_connection_usable_and_closing_stops_probing(
    postgres_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    store = await PostgresStore.open(postgres_url, probe_every=0.01, probe_timeout=5)
    try:
        with caplog.at_level(logging.INFO, logger="bot.store.postgres"):
            for steps in range(30):  # cancelled at every point of its run, as close() cancels it
                probe = asyncio.ensure_future(store._probe())
                for _ in range(steps):
                    await asyncio.sleep(0)
                probe.cancel()
                await asyncio.wait([probe])
            assert await store.lead("purge"), "the listening connection still answers"
        assert not logged(caplog, "lost the connection")
        assert store.online
    finally:
        await store.close()
    assert store._probe_timer is not None and store._probe_timer.cancelled(), "no probe is scheduled"
    assert store._watching is None or store._watching.done(), "none is running"

    async def listener_gone() -> bool:  # its server process ends a moment after the goodbye
        return await listening_backends(postgres_url) == []

    await until(listener_gone)
