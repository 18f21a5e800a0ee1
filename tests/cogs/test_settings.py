"""Per-server preferences end to end: `/settings`, `/here`, and every answer following them."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from datetime import timedelta
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord
from discord import app_commands

from bot.client import FloorJudge
from bot.errors import UserFacingError
from bot.rules import Library
from tests.conftest import Server


@pytest.fixture
def admin(server: Server) -> Any:
    """A member whose role grants Manage Server."""
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    return server.guild.add_member(server.env.create_user("organiser"), roles=[role])


async def settings_of(server: Server) -> Any:
    bot: FloorJudge = server.env.bot
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
    commands = await server.env.bot.tree.fetch_commands()
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
    commands = await server.env.bot.tree.fetch_commands()
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
    assert explicit.response.embeds[0].title == "【Deploy】 · 11-2-6", (
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
    assert in_gundam.response.embeds[0].title == "【Deploy】 · 11-2-6"
    elsewhere = await server.alice.slash(server.channel, "keyword", name="Ward")
    assert elsewhere.response.embeds[0].author.name == "Disney Lorcana"

    choices = await server.alice.autocomplete(gundam_channel, "keyword", "name", "de")
    assert choices[0]["value"] == "gundam:11-2-6", "the channel's game comes first"

    await admin.slash(server.channel, "settings channel-game", channel=gundam_channel)
    cleared = await server.alice.slash(gundam_channel, "keyword", name="Ward")
    assert cleared.response.embeds[0].author.name == "Disney Lorcana"


async def test_a_thread_follows_its_parent_channel(server: Server, admin: Any) -> None:
    gundam_channel = server.guild.create_text_channel("gundam-rules")
    await admin.slash(server.channel, "settings channel-game", channel=gundam_channel, game="gundam")
    parent = server.env.bot.get_channel(gundam_channel.id)
    with server.env.time_context():
        await parent.create_thread(name="burst question", type=discord.ChannelType.public_thread)
    await server.env.settle()
    thread = gundam_channel.threads[0]

    result = await server.alice.slash(thread, "keyword", name="Deploy")

    assert result.response.embeds[0].title == "【Deploy】 · 11-2-6"


async def test_disabled_games_leave_autocomplete_and_answers(server: Server, admin: Any) -> None:
    result = await admin.slash(server.channel, "settings games", action="disable", game="swtcg")
    assert "Star Wars" not in result.response.content

    choices = await server.alice.autocomplete(server.channel, "keyword", "name", "stealth")
    assert all("SWTCG" not in c["name"] for c in choices)
    refused = await server.alice.slash(server.channel, "keyword", name="Stealth", game="swtcg")
    simcord.assert_error(server.env, UserFacingError)
    assert refused.response.content == "Star Wars Trading Card Game is not enabled on this server."

    deploy = await server.alice.slash(server.channel, "keyword", name="Deploy")
    assert deploy.response.embeds[0].title == "【Deploy】 · 11-2-6", "only one enabled game defines it"

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
    old_bot: FloorJudge = server.env.bot
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
    bot: FloorJudge = server.env.bot
    with server.env.time_context():
        await bot.get_guild(server.guild.id).leave()
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
    bot: FloorJudge = server.env.bot
    with server.env.time_context():
        await bot.get_guild(server.guild.id).leave()
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
    bot: FloorJudge = server.env.bot
    cog = bot.get_cog("Settings")
    guild = bot.get_guild(server.guild.id)
    await cog.on_guild_remove(guild)  # type: ignore[union-attr]
    await cog.on_guild_join(guild)  # type: ignore[union-attr]

    restored = await bot.store.get(server.guild.id)
    assert restored.removed_at is None and restored.default_game == "lorcana"


async def test_a_channel_of_another_server_never_reaches_the_store(server: Server, admin: Any) -> None:
    """Discord only offers this server's channels; the bot also checks (`channel.guild`) in case."""
    other = server.env.create_guild("Elsewhere").create_text_channel("general")
    with pytest.raises(simcord.SetupError, match="belong to this guild"):
        await admin.slash(server.channel, "settings channel-game", channel=other, game="gundam")
    assert (await settings_of(server)).channel_games == ()
