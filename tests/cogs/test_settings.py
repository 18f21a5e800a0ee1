"""Per-server preferences end to end: `/settings`, `/here`, and every answer following them."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Coroutine
from contextlib import closing
from datetime import timedelta
from pathlib import Path
from typing import Any, TypeVar

import discord
import pytest
import simcord
from discord import app_commands

from bot.client import FloorJudge
from bot.errors import UserFacingError
from bot.rules import Library
from bot.store import PostgresStore, StoreError
from cogs.settings import Settings
from tests.conftest import Server
from tests.pg_proxy import Proxy

T = TypeVar("T")


@pytest.fixture
def admin(server: Server) -> Any:
    """A member whose role grants Manage Server."""
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    return server.guild.add_member(server.env.create_user("organiser"), roles=[role])


async def settings_of(server: Server) -> Any:
    bot = server.bot
    return await bot.store.get(server.guild.id)


async def test_members_without_manage_server_do_not_see_the_setting_commands(
    server: Server, admin: Any
) -> None:
    visible = server.alice.available_commands(server.channel)
    assert "keyword" in visible and "here" in visible
    assert not [name for name in visible if name.startswith("settings")]
    assert "settings game" in admin.available_commands(server.channel)

    with pytest.raises(simcord.SetupError):
        await server.alice.slash(server.channel, "settings game", game="lorcana")
    assert (await settings_of(server)).default_game is None


async def test_a_granted_command_is_still_refused_by_the_bot(server: Server) -> None:
    commands = await server.bot.tree.fetch_commands()
    settings_command = next(c for c in commands if c.name == "settings")
    server.guild.set_command_permissions(settings_command.id, {server.alice: True})
    assert "settings game" in server.alice.available_commands(server.channel)

    result = await server.alice.slash(server.channel, "settings game", game="lorcana")

    simcord.assert_error(server.env, app_commands.MissingPermissions)
    assert result.ephemeral
    assert result.response.content == "You need the Manage Guild permission to do that."
    assert (await settings_of(server)).default_game is None, "nothing written"


async def test_manage_server_from_a_channel_overwrite_is_not_enough(server: Server) -> None:
    """Manage Server is a server-wide permission: a channel overwrite granting it manages nothing."""
    commands = await server.bot.tree.fetch_commands()
    settings_command = next(c for c in commands if c.name == "settings")
    server.guild.set_command_permissions(settings_command.id, {server.alice: True})
    lounge = server.guild.create_text_channel(
        "lounge", overwrites={server.alice: discord.PermissionOverwrite(manage_guild=True)}
    )

    result = await server.alice.slash(lounge, "settings game", game="lorcana")

    simcord.assert_error(server.env, app_commands.MissingPermissions)
    assert result.ephemeral
    assert result.response.content == "You need the Manage Guild permission to do that."
    assert (await settings_of(server)).default_game is None, "nothing written"


async def test_the_server_game_answers_without_asking(server: Server, admin: Any) -> None:
    asked = await server.alice.slash(server.channel, "keyword", name="Deploy")
    assert "Which game?" in asked.response.content

    confirmed = await admin.slash(server.channel, "settings game", game="lorcana")
    assert confirmed.ephemeral
    assert confirmed.response.content == "Default game for this server: **Disney Lorcana**."

    ward = await server.alice.slash(server.channel, "keyword", name="Ward")
    assert ward.response.embeds[0].author.name == "Disney Lorcana"
    deploy = await server.alice.slash(server.channel, "keyword", name="Deploy")
    assert not deploy.response.embeds, "another game's term is never shown in Lorcana's place"
    assert deploy.response.content.startswith("No keyword “Deploy” in the Lorcana rules this bot has")
    assert "Gundam Card Game and Star Wars Trading Card Game" in deploy.response.content
    labels = [c["label"] for row in deploy.response.components for c in row["components"]]
    assert labels == ["Gundam", "SWTCG"], "a button for each game that defines it"

    explicit = await server.alice.slash(server.channel, "keyword", name="Deploy", game="gundam")
    assert explicit.response.embeds[0].title == "【Deploy】 · 13-2-6", (
        "the explicit option beats the server game"
    )


async def test_a_channel_game_overrides_the_server_game_there_only(server: Server, admin: Any) -> None:
    gundam_channel = server.guild.create_text_channel("gundam-rules")
    await admin.slash(server.channel, "settings game", game="lorcana")
    confirmed = await admin.slash(
        server.channel, "settings channel-game", channel=gundam_channel, game="gundam"
    )
    assert confirmed.response.content == f"<#{gundam_channel.id}> now answers for **Gundam Card Game**."

    in_gundam = await server.alice.slash(gundam_channel, "keyword", name="Deploy")
    assert in_gundam.response.embeds[0].title == "【Deploy】 · 13-2-6"
    elsewhere = await server.alice.slash(server.channel, "keyword", name="Ward")
    assert elsewhere.response.embeds[0].author.name == "Disney Lorcana"

    choices = await server.alice.autocomplete(gundam_channel, "keyword", "name", "de")
    assert choices[0]["value"].startswith("gundam:"), "the channel's game comes first"

    await admin.slash(server.channel, "settings channel-game", channel=gundam_channel)
    cleared = await server.alice.slash(gundam_channel, "keyword", name="Ward")
    assert cleared.response.embeds[0].author.name == "Disney Lorcana"


async def test_a_thread_follows_its_parent_channel(server: Server, admin: Any) -> None:
    gundam_channel = server.guild.create_text_channel("gundam-rules")
    await admin.slash(server.channel, "settings channel-game", channel=gundam_channel, game="gundam")
    parent = server.bot.get_channel(gundam_channel.id)
    assert isinstance(parent, discord.TextChannel)
    with server.env.time_context():
        await parent.create_thread(name="burst question", type=discord.ChannelType.public_thread)
    await server.env.settle()
    thread = gundam_channel.threads[0]

    result = await server.alice.slash(thread, "keyword", name="Deploy")

    assert result.response.embeds[0].title == "【Deploy】 · 13-2-6"


async def test_disabled_games_leave_autocomplete_and_answers(server: Server, admin: Any) -> None:
    result = await admin.slash(server.channel, "settings games", action="disable", game="swtcg")
    assert "Star Wars" not in result.response.content

    choices = await server.alice.autocomplete(server.channel, "keyword", "name", "stealth")
    assert all("SWTCG" not in c["name"] for c in choices)
    refused = await server.alice.slash(server.channel, "keyword", name="Stealth", game="swtcg")
    simcord.assert_error(server.env, UserFacingError)
    assert refused.response.content == "Star Wars Trading Card Game is not enabled on this server."

    deploy = await server.alice.slash(server.channel, "keyword", name="Deploy")
    assert deploy.response.embeds[0].title == "【Deploy】 · 13-2-6", "only one enabled game defines it"

    await admin.slash(server.channel, "settings games", action="enable all")
    assert (await settings_of(server)).enabled_games is None


@pytest.mark.parametrize(
    ("command", "options", "message"),
    [
        ("settings game", {"game": "pokemon"}, "There is no game called “pokemon”."),
        ("settings games", {"action": "disable"}, "Say which game to disable."),
    ],
)
async def test_bad_setting_values_are_named_and_nothing_is_written(
    server: Server, admin: Any, command: str, options: dict[str, Any], message: str
) -> None:
    before = await settings_of(server)
    result = await admin.slash(server.channel, command, **options)

    simcord.assert_error(server.env, UserFacingError)
    assert result.ephemeral and result.response.content.startswith(message)
    assert await settings_of(server) == before


async def test_a_disabled_game_cannot_become_a_default(server: Server, admin: Any) -> None:
    await admin.slash(server.channel, "settings games", action="disable", game="fftcg")
    result = await admin.slash(server.channel, "settings game", game="fftcg")

    simcord.assert_error(server.env, UserFacingError)
    assert "is not enabled on this server" in result.response.content
    assert (await settings_of(server)).default_game is None


async def test_everyone_cannot_be_the_judge_role(server: Server, admin: Any) -> None:
    result = await admin.slash(server.channel, "settings judge-role", role=server.guild.default_role)
    simcord.assert_error(server.env, UserFacingError)
    assert result.response.content == "Choose a role of this server (not @everyone)."
    assert (await settings_of(server)).judge_role_id is None


async def test_public_visibility_posts_answers_directly(server: Server, admin: Any) -> None:
    private = await server.alice.slash(server.channel, "keyword", name="Ward")
    assert private.ephemeral and private.response.components

    await admin.slash(server.channel, "settings visibility", mode="public")
    public = await server.alice.slash(server.channel, "keyword", name="Ward")

    assert not public.ephemeral
    assert not public.response.components, "nothing left to post"
    assert server.channel.history(viewer=server.bob)[-1].embeds[0].title == "Ward · 8.15"


async def test_with_a_judge_role_only_judges_post_answers_publicly(server: Server, admin: Any) -> None:
    judges = server.guild.create_role("Judge")
    judge = server.guild.add_member(server.env.create_user("level2"), roles=[judges])
    confirmed = await admin.slash(server.channel, "settings judge-role", role=judges)
    assert (
        confirmed.response.content == f"Judge role: <@&{judges.id}>. Only judges may post answers publicly."
    )

    players_answer = await server.alice.slash(server.channel, "keyword", name="Ward")
    refused = await server.alice.click(players_answer.response, label="Post publicly")
    assert refused.ephemeral
    assert (
        refused.response.content
        == f"Only members with the <@&{judges.id}> role can post answers publicly here."
    )
    assert not server.channel.history(viewer=server.bob)

    judges_answer = await judge.slash(server.channel, "keyword", name="Ward")
    posted = await judge.click(judges_answer.response, label="Post publicly")
    assert not posted.ephemeral
    assert len(server.channel.history(viewer=server.bob)) == 1


async def test_show_and_here_state_the_effective_settings(server: Server, admin: Any) -> None:
    await admin.slash(server.channel, "settings game", game="gundam")
    shown = await admin.slash(server.channel, "settings show")
    here = await server.alice.slash(server.channel, "here")

    for result in (shown, here):
        fields = {f.name: f.value for f in result.response.embeds[0].fields}
        assert fields["Game here"] == "Gundam Card Game (the server's default)"
        assert fields["Answers"].startswith("private first")
        assert result.ephemeral


async def test_reset_restores_defaults(server: Server, admin: Any) -> None:
    await admin.slash(server.channel, "settings game", game="gundam")
    await admin.slash(server.channel, "settings visibility", mode="public")
    result = await admin.slash(server.channel, "settings reset")

    assert result.response.content == "All settings are back to their defaults."
    settings = await settings_of(server)
    assert settings.default_game is None and settings.visibility == "private"


async def test_export_gives_a_json_file_of_the_settings(server: Server, admin: Any) -> None:
    await admin.slash(server.channel, "settings game", game="dreadnought")
    result = await admin.slash(server.channel, "settings export")

    assert result.ephemeral
    attachment = result.response.attachments[0]
    assert attachment.filename == f"floorjudge-settings-{server.guild.id}.json"
    with server.env.time_context():
        document = json.loads(await attachment.read())
    assert document["default_game"] == "dreadnought"
    assert document["guild_id"] == str(server.guild.id)


async def test_settings_survive_a_restart(
    server: Server, admin: Any, library: Library, database_path: Path
) -> None:
    await admin.slash(server.channel, "settings game", game="fftcg")
    old_bot = server.bot
    new_bot = FloorJudge(library=library, database_path=database_path)

    await server.env.restart_bot(new_bot)
    await old_bot.release()
    try:
        answer = await server.alice.slash(server.channel, "keyword", name="Brave")
        assert answer.response.embeds[0].author.name == "Final Fantasy Trading Card Game"
    finally:
        await new_bot.release()


async def test_a_removed_server_keeps_its_settings_30_days_then_they_are_purged(
    server: Server, admin: Any
) -> None:
    await admin.slash(server.channel, "settings game", game="lorcana")
    bot = server.bot
    guild = bot.get_guild(server.guild.id)
    assert guild is not None
    with server.env.time_context():
        await guild.leave()
    await server.env.settle()

    removed = await bot.store.get(server.guild.id)
    assert removed.removed_at is not None and removed.default_game == "lorcana"

    await server.env.advance_time(timedelta(days=29).total_seconds())
    assert (await bot.store.get(server.guild.id)).default_game == "lorcana", "kept within 30 days"

    await server.env.advance_time(timedelta(days=2).total_seconds())
    assert (await bot.store.get(server.guild.id)).default_game is None, "purged after 30 days"


@pytest.mark.simcord(check_errors=False)  # a failing purge is logged, by design
async def test_the_purge_goes_on_after_a_failed_run(
    server: Server, admin: Any, database_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    await admin.slash(server.channel, "settings game", game="lorcana")
    bot = server.bot
    guild = bot.get_guild(server.guild.id)
    assert guild is not None
    with server.env.time_context():
        await guild.leave()
    await server.env.settle()
    await server.env.advance_time(timedelta(days=29).total_seconds())
    with closing(sqlite3.connect(database_path)) as raw:  # the database refuses deletions for a while
        raw.execute("CREATE TRIGGER no_purge BEFORE DELETE ON guilds BEGIN SELECT RAISE(ABORT, 'busy'); END")
        raw.commit()

    await server.env.advance_time(timedelta(days=2).total_seconds())
    assert "purging removed servers failed" in caplog.text
    assert (await bot.store.get(server.guild.id)).default_game == "lorcana", "not purged yet"

    with closing(sqlite3.connect(database_path)) as raw:
        raw.execute("DROP TRIGGER no_purge")
        raw.commit()
    await server.env.advance_time(timedelta(hours=6).total_seconds())
    assert (await bot.store.get(server.guild.id)).default_game is None, "purged by a later run"


async def test_rejoining_within_30_days_restores_the_settings(server: Server, admin: Any) -> None:
    await admin.slash(server.channel, "settings game", game="lorcana")
    bot = server.bot
    cog = bot.get_cog("Settings")
    guild = bot.get_guild(server.guild.id)
    assert isinstance(cog, Settings) and guild is not None
    await cog.on_guild_remove(guild)
    await cog.on_guild_join(guild)

    restored = await bot.store.get(server.guild.id)
    assert restored.removed_at is None and restored.default_game == "lorcana"


async def test_a_channel_of_another_server_never_reaches_the_store(server: Server, admin: Any) -> None:
    """Discord only offers this server's channels; the bot also checks (`channel.guild`) in case."""
    other = server.env.create_guild("Elsewhere").create_text_channel("general")
    with pytest.raises(simcord.SetupError, match="belong to this guild"):
        await admin.slash(server.channel, "settings channel-game", channel=other, game="gundam")
    assert (await settings_of(server)).channel_games == ()


# -- several processes on one PostgreSQL ------------------------------------------------------------


class BotElsewhere:
    """A second bot with its own event loop and its own simcord Discord, in a thread: as another
    process would be (simcord allows one environment per event loop)."""

    def __init__(self, bot: FloorJudge, **options: Any) -> None:
        self.bot, self._options = bot, options
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="second-bot", daemon=True)
        self._thread.start()
        self.env: Any = None
        self._stop: asyncio.Event
        self._life: asyncio.Task[None]

    async def call(self, job: Callable[[], Coroutine[Any, Any, T]]) -> T:
        """Run ``job()`` on the other bot's loop and wait for it from this one."""
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(job(), self._loop))

    async def _live(self, ready: asyncio.Future[None], stop: asyncio.Event) -> None:
        """The environment's whole life in one task: simcord enters and leaves in one context."""
        try:
            async with simcord.run(self.bot, **self._options) as env:
                self.env = env
                ready.set_result(None)
                await stop.wait()
        finally:
            await self.bot.release()

    async def __aenter__(self) -> BotElsewhere:
        async def start() -> None:
            ready: asyncio.Future[None] = self._loop.create_future()
            self._stop = asyncio.Event()
            self._life = self._loop.create_task(self._live(ready, self._stop))
            await asyncio.wait({ready, self._life}, return_when=asyncio.FIRST_COMPLETED)
            if self._life.done():
                self._life.result()  # raises what went wrong

        await self.call(start)
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        async def stop() -> None:
            self._stop.set()
            await self._life

        try:
            await self.call(stop)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            await asyncio.to_thread(self._thread.join, 10)
            self._loop.close()


@pytest.mark.postgres
async def test_two_bots_on_one_postgresql_agree(
    server: Server, admin: Any, library: Library, postgres_url: str, tmp_path: Path
) -> None:
    """`/settings game` in one process changes the next answer in the other, within a second."""
    first = server.bot
    second = FloorJudge(library=library, database_path=tmp_path / "second.sqlite3", database_url=postgres_url)
    # One Discord application: the process that syncs the command tree does it for both.
    async with BotElsewhere(second, strict_sync=False) as elsewhere:
        there: dict[str, Any] = {}

        async def ask_deploy() -> Any:
            if not there:  # the same server, as the other process's shard sees it
                guild = elsewhere.env.create_guild("Judges' Hall", id=server.guild.id)
                there["channel"] = guild.create_text_channel("rules-questions")
                there["carol"] = guild.add_member(elsewhere.env.create_user("carol"))
            return await there["carol"].slash(there["channel"], "keyword", name="Deploy")

        before = await elsewhere.call(ask_deploy)
        assert "Which game?" in before.response.content

        await admin.slash(server.channel, "settings game", game="gundam")
        changed_at = time.perf_counter()

        while True:
            after = await elsewhere.call(ask_deploy)
            if after.response.embeds:
                break
            assert time.perf_counter() - changed_at < 1.0, "the other process still answers the old way"
        assert after.response.embeds[0].title == "【Deploy】 · 13-2-6"
        assert isinstance(first.store, PostgresStore) and isinstance(second.store, PostgresStore)
        assert await first.store.lead("command-sync"), "the first process synced the command tree"
        assert not await elsewhere.call(lambda: second.store.lead("command-sync"))
        assert not await elsewhere.call(lambda: second.store.lead("purge"))


@pytest.mark.postgres
async def test_only_the_leading_process_purges_removed_servers(
    server: Server, admin: Any, library: Library, postgres_url: str, tmp_path: Path
) -> None:
    await admin.slash(server.channel, "settings game", game="lorcana")
    first = server.bot
    await first.store.mark_removed(server.guild.id, discord.utils.utcnow() - timedelta(days=31))
    second = FloorJudge(library=library, database_path=tmp_path / "second.sqlite3", database_url=postgres_url)

    def purge_run(bot: FloorJudge) -> Any:
        cog: Any = bot.get_cog("Settings")
        return cog.purge_removed_servers()  # one run of the repeating purge, now

    async with BotElsewhere(second, strict_sync=False) as elsewhere:
        await elsewhere.call(lambda: purge_run(second))
        assert (await first.store.get(server.guild.id)).default_game == "lorcana", "not purged by it"

        await purge_run(first)
        assert (await first.store.get(server.guild.id)).default_game is None, "purged by the leader"


@pytest.mark.postgres
async def test_without_its_database_the_bot_answers_from_its_cache_and_refuses_changes(
    server: Server, admin: Any, library: Library, postgres_url: str, tmp_path: Path
) -> None:
    network = Proxy(postgres_url)
    await network.start()
    old_bot = server.bot
    bot = FloorJudge(library=library, database_path=tmp_path / "unused.sqlite3", database_url=network.url)
    await server.env.restart_bot(bot)
    await old_bot.release()
    try:
        await admin.slash(server.channel, "settings game", game="gundam")
        deploy = await server.alice.slash(server.channel, "keyword", name="Deploy")
        assert deploy.response.embeds[0].title == "【Deploy】 · 13-2-6", "Gundam's, the server's game"

        # simcord waits, after each action, for the bot's timers due within its settle timeout; the
        # reconnection's backoff timers would each make it wait (5 s by default) for nothing here, and
        # the first ones (0.1 s, 0.2 s …) fell inside even a 1 s window, so an action right after the cut
        # sometimes never settled. The first attempt now comes after the window.
        server.env.settle_timeout = 1.0
        store = bot.store
        assert isinstance(store, PostgresStore)
        store.first_backoff = 3.0
        await network.cut()
        for _ in range(500):
            if not store.online:
                break
            await asyncio.sleep(0.01)
        assert not store.online
        refused = await admin.slash(server.channel, "settings game", game="lorcana")
        simcord.assert_error(server.env, StoreError)
        assert refused.ephemeral
        assert refused.response.content == (
            "The settings database can't be used right now, so nothing was changed. Please try again later."
        )
        deploy = await server.alice.slash(server.channel, "keyword", name="Deploy")
        assert deploy.response.embeds[0].title == "【Deploy】 · 13-2-6", "the server's game, from the cache"

        await network.start()
        for _ in range(1000):
            if store.online:
                break
            await asyncio.sleep(0.01)
        assert store.online, "reconnected by itself"
        changed = await admin.slash(server.channel, "settings game", game="lorcana")
        assert changed.response.content == "Default game for this server: **Disney Lorcana**."
    finally:
        await bot.release()
        await network.cut()


# -- the SQLite file deleted while the bot runs --------------------------------------------------


def _delete_database(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


async def test_a_database_deleted_while_the_bot_runs_refuses_changes_and_the_restart_says_so(
    server: Server, admin: Any, library: Library, database_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    await admin.slash(server.channel, "settings game", game="gundam")
    await asyncio.to_thread(_delete_database, database_path)

    with caplog.at_level(logging.WARNING, logger="bot.store.sqlite"):
        for mode in ("public", "private-first", "public"):
            refused = await admin.slash(server.channel, "settings visibility", mode=mode)
            assert refused.ephemeral and refused.response.content == (
                "The settings database can't be used right now, so nothing was changed. "
                "Please try again later."
            )
        simcord.assert_error(server.env, StoreError)
        deploy = await server.alice.slash(server.channel, "keyword", name="Deploy")
        assert deploy.response.embeds[0].author.name == "Gundam Card Game", "lookups go on from what it knew"
        assert len([r for r in caplog.records if r.levelno == logging.ERROR]) == 1, "said loudly, once"

        old_bot = server.bot
        new_bot = FloorJudge(library=library, database_path=database_path)
        await server.env.restart_bot(new_bot)
        await old_bot.release()
    try:
        [begun] = [r.getMessage() for r in caplog.records if "was expected" in r.getMessage()]
        assert "there is no file" in begun and "back to their defaults" in begun
    finally:
        await new_bot.release()


async def test_a_start_beside_a_command_sync_record_says_its_database_is_missing(
    server: Server, library: Library, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The folder of a bot that ran before (its command-tree.json), without its database."""
    folder = tmp_path / "restored"
    await asyncio.to_thread(folder.mkdir)
    record = folder / "command-tree.json"
    await asyncio.to_thread(record.write_text, "{}")
    old_bot = server.bot
    bot = FloorJudge(library=library, database_path=folder / "floorjudge.sqlite3", command_state_path=record)
    with caplog.at_level(logging.WARNING, logger="bot.store.sqlite"):
        await server.env.restart_bot(bot)
    await old_bot.release()
    try:
        [begun] = [r.getMessage() for r in caplog.records if "was expected" in r.getMessage()]
        assert "floorjudge.sqlite3 was expected but there is no file" in begun
    finally:
        await bot.release()


async def test_the_desk_settings_are_shown_exported_and_reset_with_the_rest(
    server: Server, admin: Any
) -> None:
    judges = server.guild.create_text_channel("judges")
    await admin.slash(server.channel, "settings judge-channel", channel=judges)
    await admin.slash(server.channel, "settings timer-marks", marks="15 5 1")
    await admin.slash(server.channel, "settings round-end", text="Five extra turns.")
    await admin.slash(server.channel, "settings round-end", text="Finish the turn.", game="lorcana")

    shown = await server.alice.slash(server.channel, "here")
    fields = {field.name: field.value for field in shown.response.embeds[0].fields}
    assert fields["Judge calls"] == f"<#{judges.id}>"
    assert fields["Round timers say"] == "15, 5 and 1 minutes left, and time"
    assert fields["At time"] == "Every game: Five extra turns.\nLorcana: Finish the turn."

    exported = await admin.slash(server.channel, "settings export")
    with server.env.time_context():
        document = json.loads(await exported.response.attachments[0].read())
    assert document["judge_channel_id"] == str(judges.id)
    assert document["timer_marks"] == [15, 5, 1]
    assert document["round_end_lines"] == {"*": "Five extra turns.", "lorcana": "Finish the turn."}

    await admin.slash(server.channel, "settings reset")
    fields = {
        f.name: f.value for f in (await server.alice.slash(server.channel, "here")).response.embeds[0].fields
    }
    assert fields["Judge calls"] == "off (`/settings judge-channel`)"
    assert fields["Round timers say"] == "10 and 5 minutes left, and time"
    assert fields["At time"] == "nothing more"


async def test_a_judges_channel_the_bot_cannot_post_in_is_refused(server: Server, admin: Any) -> None:
    hidden = server.guild.create_text_channel(
        "judges", overwrites={server.env.bot.user: discord.PermissionOverwrite(send_messages=False)}
    )
    refused = await admin.slash(server.channel, "settings judge-channel", channel=hidden)
    simcord.assert_error(server.env, UserFacingError)
    assert refused.response.content == (
        f"floorjudge can't post in <#{hidden.id}>: it needs View Channel, Send Messages and Embed Links "
        "there. Nothing was changed."
    )
    bot = server.bot
    assert (await bot.store.desk_settings(server.guild.id)).judge_channel_id is None


async def test_a_judges_channel_where_the_role_would_not_ping_is_said(server: Server, admin: Any) -> None:
    role = server.guild.create_role("Judges")  # not mentionable by anyone
    await admin.slash(server.channel, "settings judge-role", role=role)
    muted = server.guild.create_text_channel(
        "judges", overwrites={server.env.bot.user: discord.PermissionOverwrite(mention_everyone=False)}
    )
    said = await admin.slash(server.channel, "settings judge-channel", channel=muted)
    assert said.response.content.startswith(f"Judge calls go to <#{muted.id}>, mentioning <@&{role.id}>.\n⚠️")
    allowed = server.guild.create_text_channel("judges-2")
    said = await admin.slash(server.channel, "settings judge-channel", channel=allowed)
    assert "⚠️" not in said.response.content, "floorjudge may mention every role there"
