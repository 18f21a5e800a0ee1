"""Discord's 3-second window against a hung PostgreSQL: the server frozen (SIGSTOP to every one of
its processes: connections open, nothing answers), every interaction still gets its first response
in time, through the real bot on simcord with simcord's clock following the wall clock (so simcord
refuses a first response later than 3 s, as Discord does).

The server is this module's own, never the session's shared one; it is resumed in a ``finally``.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import discord
import pytest
from simcord.http.client import FakeWebhookAdapter

from bot.client import FloorJudge
from bot.errors import unwrap
from bot.rules import Library
from bot.store import PostgresStore, StoreError
from devkit.clock import WallClock, install_wall_clock
from devkit.local_postgres import LocalPostgres
from tests.conftest import Server

WINDOW = 3.0


@pytest.fixture(scope="module")
def own_postgres() -> Iterator[LocalPostgres]:
    """A PostgreSQL server for this module alone: freezing it touches no other test."""
    with LocalPostgres() as server:
        yield server


@pytest.fixture
def admin(server: Server) -> Any:
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    return server.guild.add_member(server.env.create_user("organiser"), roles=[role])


@contextmanager
def first_responses(clock: WallClock) -> Iterator[list[float]]:
    """Seconds from each interaction's creation to its first response (an answer or a defer)."""
    seconds: list[float] = []
    original = FakeWebhookAdapter.request

    async def request(self: Any, route: Any, *args: Any, **kwargs: Any) -> Any:
        parts = route.url.split("/")
        if parts[-1] == "callback":
            created = discord.utils.snowflake_time(int(parts[-3]))
            seconds.append((clock.now() - created).total_seconds())
        return await original(self, route, *args, **kwargs)

    FakeWebhookAdapter.request = request  # type: ignore[method-assign]
    try:
        yield seconds
    finally:
        FakeWebhookAdapter.request = original  # type: ignore[method-assign]


@contextmanager
def frozen(postgres: LocalPostgres) -> Iterator[None]:
    postgres.pause()
    try:
        yield
    finally:
        postgres.resume()


async def on_postgres(server: Server, library: Library, url: str, tmp_path: Path) -> FloorJudge:
    old = server.bot
    bot = FloorJudge(library=library, database_path=tmp_path / "unused.sqlite3", database_url=url)
    await server.env.restart_bot(bot)
    await old.release()
    assert isinstance(bot.store, PostgresStore)
    bot.store.first_backoff = 60.0  # no reconnection attempt to the frozen server during the test
    server.env.settle_timeout = (
        6.0  # longer than any answer here; shorter than the first liveness probe (15 s)
    )
    return bot


def another_server(server: Server) -> tuple[Any, Any]:
    """A server whose settings this process never read (not cached)."""
    guild = server.env.create_guild("Second Hall")
    return guild.create_text_channel("rules"), guild.add_member(server.env.create_user("dana"))


@pytest.mark.simcord(check_errors=False)  # the refused change is asserted below, by its answer
async def test_a_change_then_lookups_on_a_hung_database_answer_within_the_window(
    server: Server, admin: Any, library: Library, own_postgres: LocalPostgres, tmp_path: Path
) -> None:
    bot = await on_postgres(server, library, own_postgres.create_database("hung_write"), tmp_path)
    try:
        await admin.slash(server.channel, "settings game", game="gundam")  # read and cached
        channel, dana = another_server(server)
        clock = install_wall_clock(server.env)
        clock.run()
        with first_responses(clock) as seconds, frozen(own_postgres):
            started = time.perf_counter()
            change = await admin.slash(server.channel, "settings visibility", mode="public")
            assert change.acknowledged and change.ephemeral
            assert change.response.content == (
                "The settings database did not answer in time, so the change may or may not be saved: "
                "`/settings show` tells, once it answers again."
            )
            assert time.perf_counter() - started < 6, "given up in seconds, not at Discord's 15 minutes"

            cached = await server.alice.slash(server.channel, "keyword", name="Deploy")
            assert cached.response.embeds[0].author.name == "Gundam Card Game", (
                "the cache kept after the failed write"
            )
            assert not cached.response.content, "nothing to say: the settings were known"

            cold = await dana.slash(channel, "keyword", name="Ward", game="lorcana")
            assert cold.acknowledged and cold.response.embeds[0].title == "Ward · 8.15"
            assert "can't be read right now" in cold.response.content
        assert len(seconds) == 3 and max(seconds) < WINDOW, seconds
        assert not [e for e in server.env.errors if not isinstance(unwrap(e), StoreError)]
    finally:
        await bot.release()


@pytest.mark.simcord(check_errors=False)
async def test_a_lookup_on_an_uncached_server_then_a_change_answer_within_the_window(
    server: Server, admin: Any, library: Library, own_postgres: LocalPostgres, tmp_path: Path
) -> None:
    """The other order: the first call to meet the hung database is a read of a server not cached."""
    bot = await on_postgres(server, library, own_postgres.create_database("hung_read"), tmp_path)
    try:
        await admin.slash(server.channel, "settings game", game="gundam")
        channel, dana = another_server(server)
        clock = install_wall_clock(server.env)
        clock.run()
        with first_responses(clock) as seconds, frozen(own_postgres):
            cold = await dana.slash(channel, "keyword", name="Ward", game="lorcana")
            assert cold.acknowledged and cold.response.embeds[0].title == "Ward · 8.15"
            assert cold.response.content == (
                "This server's settings can't be read right now: answering with the defaults, privately."
            )
            change = await admin.slash(server.channel, "settings visibility", mode="public")
            assert change.response.content == (
                "The settings database can't be used right now, so nothing was changed. "
                "Please try again later."
            ), "the database is known lost now: refused at once"
            cached = await server.alice.slash(server.channel, "keyword", name="Deploy")
            assert cached.response.embeds[0].author.name == "Gundam Card Game"
        assert len(seconds) == 3 and max(seconds) < WINDOW, seconds
    finally:
        await bot.release()


@pytest.mark.simcord(check_errors=False)
async def test_a_check_form_opens_within_the_window_on_a_hung_database(
    server: Server, library: Library, own_postgres: LocalPostgres, tmp_path: Path
) -> None:
    """A form must be the first response (it can't follow a defer): the read gives up in time and
    the form opens with the defaults."""
    bot = await on_postgres(server, library, own_postgres.create_database("hung_form"), tmp_path)
    try:
        channel, dana = another_server(server)
        clock = install_wall_clock(server.env)
        clock.run()
        with first_responses(clock) as seconds, frozen(own_postgres):
            opened = await dana.slash(channel, "check", topic="lorcana.vanish")
            assert opened.modal is not None and opened.modal["custom_id"] == "fj:ask:lorcana.vanish"
        assert len(seconds) == 1 and seconds[0] < WINDOW, seconds
    finally:
        await bot.release()


async def test_after_the_database_answers_again_changes_are_saved(
    server: Server, admin: Any, library: Library, own_postgres: LocalPostgres, tmp_path: Path
) -> None:
    """Frozen, then resumed: the store comes back by itself and the next change is saved."""
    bot = await on_postgres(server, library, own_postgres.create_database("hung_back"), tmp_path)
    store = bot.store
    assert isinstance(store, PostgresStore)
    store.first_backoff = 0.2
    try:
        await admin.slash(server.channel, "settings game", game="gundam")
        with frozen(own_postgres):
            with pytest.raises(StoreError):
                await store.update(server.guild.id, visibility="public")
            assert not store.online
        deadline = time.perf_counter() + 20
        while not store.online and time.perf_counter() < deadline:
            await server.env.advance_time(0.5)
        assert store.online
        saved = await admin.slash(server.channel, "settings visibility", mode="public")
        assert saved.response.content.startswith("Answers are now **public**")
    finally:
        await bot.release()
