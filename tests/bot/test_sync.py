"""The command tree is synced with Discord only when its definition changed."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import asyncpg
import discord
import pytest
import simcord

from bot.client import FloorJudge
from bot.rules import Library


def command_syncs(env: simcord.Env) -> int:
    return sum(1 for e in env.http_requests if e.method == "PUT" and e.path.endswith("/commands"))


@pytest.fixture
async def make_bot(library: Library, tmp_path: Path) -> AsyncIterator[Callable[..., FloorJudge]]:
    """Bots sharing one database and command-state file, all released afterwards."""
    made: list[FloorJudge] = []

    def make(**options: object) -> FloorJudge:
        bot = FloorJudge(library=library, database_path=tmp_path / "db.sqlite3", **options)  # type: ignore[arg-type]
        made.append(bot)
        return bot

    yield make
    for bot in made:
        await bot.release()


async def test_a_restart_with_the_same_tree_does_not_sync_again(
    make_bot: Callable[..., FloorJudge], tmp_path: Path
) -> None:
    state = tmp_path / "command-tree.json"
    async with simcord.run(make_bot(command_state_path=state)) as env:
        assert command_syncs(env) == 1
        assert state.exists()

        await env.restart_bot(make_bot(command_state_path=state))
        assert command_syncs(env) == 1, "unchanged tree: no second sync"

        guild = env.create_guild()
        member = guild.add_member(env.create_user("judge"))
        result = await member.slash(guild.create_text_channel("c"), "keyword", name="Ward")
        assert result.response is not None
        assert result.response.embeds, "the commands synced earlier still answer"


async def test_a_changed_tree_syncs(make_bot: Callable[..., FloorJudge], tmp_path: Path) -> None:
    state = tmp_path / "command-tree.json"
    state.write_text('{"1": "stale"}')
    async with simcord.run(make_bot(command_state_path=state)) as env:
        assert command_syncs(env) == 1

        bot = make_bot(command_state_path=state)
        original_setup = bot.setup_hook

        async def setup_with_one_more_command() -> None:
            @bot.tree.command(name="extra", description="A command added by a new release")
            async def extra(interaction: discord.Interaction) -> None:
                await interaction.response.send_message("hi")

            await original_setup()

        bot.setup_hook = setup_with_one_more_command  # type: ignore[method-assign]
        await env.restart_bot(bot)
        assert command_syncs(env) == 2


async def test_a_dev_guild_gets_the_commands_there(make_bot: Callable[..., FloorJudge]) -> None:
    guild_id = 4242424242424242
    async with simcord.run(make_bot(dev_guild_id=guild_id)) as env:
        assert any(e.path.endswith(f"/guilds/{guild_id}/commands") for e in env.http_requests)
        guild = env.create_guild(id=guild_id)
        member = guild.add_member(env.create_user("judge"))
        result = await member.slash(guild.create_text_channel("c"), "rule", id="8.15.1")
        assert result.response is not None
        assert result.response.embeds[0].title == "8.15.1 (Ward)"


def with_extra_command(bot: FloorJudge) -> FloorJudge:
    """The bot of a new release: one more command in its tree."""
    original_setup = bot.setup_hook

    async def setup_with_one_more_command() -> None:
        @bot.tree.command(name="extra", description="A command added by a new release")
        async def extra(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("hi")

        await original_setup()

    bot.setup_hook = setup_with_one_more_command  # type: ignore[method-assign]
    return bot


async def test_processes_on_several_machines_sharing_postgresql_sync_only_a_changed_tree(
    library: Library, tmp_path: Path, postgres_url: str
) -> None:
    """Each machine has its own state folder; the last sync is recorded in the shared database, so
    a process starting on a machine that never synced does not sync an unchanged tree again."""
    made: list[FloorJudge] = []

    def on_machine(name: str) -> FloorJudge:
        folder = tmp_path / name
        bot = FloorJudge(
            library=library,
            database_path=folder / "unused.sqlite3",
            database_url=postgres_url,
            command_state_path=folder / "command-tree.json",
        )
        made.append(bot)
        return bot

    try:
        first = on_machine("machine-a")
        async with simcord.run(first) as env:
            assert command_syncs(env) == 1, "a database that never synced: sync"
            await first.release()  # it stops; its duty lock goes with its connection

            second = on_machine("machine-b")
            await env.restart_bot(second)
            assert command_syncs(env) == 1, "machine B never synced, but the tree is the one synced"
            assert not (tmp_path / "machine-b" / "command-tree.json").exists(), "kept in the database"
            await second.release()

            await env.restart_bot(with_extra_command(on_machine("machine-b")))
            assert command_syncs(env) == 2, "a new release's tree syncs once"
            await made[-1].release()

            await env.restart_bot(with_extra_command(on_machine("machine-a")))
            assert command_syncs(env) == 2, "machine A starts the new release after B synced it"

            guild = env.create_guild()
            member = guild.add_member(env.create_user("judge"))
            extra = await member.slash(guild.create_text_channel("c"), "extra")
            assert extra.response is not None
            assert extra.response.content == "hi", "the commands B synced answer through A"
    finally:
        for bot in made:
            await bot.release()


async def test_with_postgresql_the_offline_console_still_syncs_its_fresh_discord(
    library: Library, tmp_path: Path, postgres_url: str
) -> None:
    """No state path (the console, tests): a fresh Discord each start, so the shared record is not read."""
    for _ in range(2):
        bot = FloorJudge(
            library=library, database_path=tmp_path / "unused.sqlite3", database_url=postgres_url
        )
        try:
            async with simcord.run(bot) as env:
                assert command_syncs(env) == 1
        finally:
            await bot.release()


async def test_a_shared_record_that_cannot_be_read_syncs_and_the_bot_still_starts(
    library: Library, tmp_path: Path, postgres_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """A needless sync is rate-limited; a bot that does not start answers nobody."""

    def bot() -> FloorJudge:
        return FloorJudge(
            library=library,
            database_path=tmp_path / "unused.sqlite3",
            database_url=postgres_url,
            command_state_path=tmp_path / "command-tree.json",
        )

    first = bot()
    async with simcord.run(first) as env:
        assert command_syncs(env) == 1
        await first.release()
        conn = await asyncpg.connect(postgres_url)
        try:
            await conn.execute("DROP TABLE command_sync")  # a damaged database, behind the bot's back
        finally:
            await conn.close()

        second = bot()
        try:
            await env.restart_bot(second)
            assert command_syncs(env) == 2
            assert "could not read the last command sync" in caplog.text
            guild = env.create_guild()
            member = guild.add_member(env.create_user("judge"))
            result = await member.slash(guild.create_text_channel("c"), "keyword", name="Ward")
            assert result.response is not None
            assert result.response.embeds, "the bot started and answers"
        finally:
            await second.release()
