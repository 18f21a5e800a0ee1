"""The server policy when the stored settings can't be trusted: permissions fail closed, a stored
game the bot does not have is said, and the log never echoes what was stored.

Every test drives the real bot through simcord on a real SQLite file (or the session's real
PostgreSQL server), breaking the stored settings behind the bot's back as a hand edit, another
program or a lost database would.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.client import FloorJudge
from bot.rules import Library
from bot.store import PostgresStore, Store
from tests.conftest import Server
from tests.pg_proxy import Proxy


@pytest.fixture
def admin(server: Server) -> Any:
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    return server.guild.add_member(server.env.create_user("organiser"), roles=[role])


def write_behind_the_bots_back(path: Path, *statements: str) -> None:
    with closing(sqlite3.connect(path, isolation_level=None)) as raw:
        for statement in statements:
            raw.execute(statement)


async def restarted(server: Server, library: Library, database_path: Path, **options: Any) -> FloorJudge:
    """A new bot process on the same database: it has read nothing yet."""
    old = server.bot
    bot = FloorJudge(library=library, database_path=database_path, **options)
    await server.env.restart_bot(bot)
    await old.release()
    return bot


POST_REFUSED = (
    "This server's settings can't be read right now, so who may post answers publicly can't be checked: "
    "nothing was posted. Try again in a moment."
)


def public_posts(server: Server) -> list[Any]:
    return server.channel.history(viewer=server.bob)


# --------------------------------------------------------------------- permissions fail closed


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE guilds SET enabled_games = 'lorcana, fftcg'",  # not JSON
        "UPDATE guilds SET judge_role_id = -7",  # not a Discord id
        "UPDATE guilds SET default_game = ''",
    ],
    ids=["enabled-games", "judge-role", "default-game"],
)
async def test_an_unreadable_stored_value_never_lets_a_non_judge_post_publicly(
    server: Server, admin: Any, library: Library, database_path: Path, damage: str
) -> None:
    judges = server.guild.create_role("Judge")
    await admin.slash(server.channel, "settings judge-role", role=judges)
    await admin.slash(server.channel, "settings visibility", mode="public")
    write_behind_the_bots_back(database_path, damage)
    bot = await restarted(server, library, database_path)
    try:
        answer = await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")
        assert answer.ephemeral, "not posted publicly although the server chose public answers"
        assert answer.response.embeds[0].title == "Ward · 8.15", "still answered"
        assert answer.response.content == (
            "This server's settings can't be read right now: answering with the defaults, privately."
        )

        refused = await server.alice.click(answer.response, label="Post publicly")
        assert refused.ephemeral and refused.response.content == POST_REFUSED
        assert public_posts(server) == []
    finally:
        await bot.release()


@pytest.mark.postgres
async def test_a_lost_postgresql_never_lets_a_non_judge_post_publicly(
    server: Server, library: Library, postgres_url: str, tmp_path: Path
) -> None:
    """Process A sets the judge role; process B never read this server; the database goes away; a
    non-judge asks through B and presses Post publicly."""
    judges = server.guild.create_role("Judge")
    async with await Store.open(postgres_url) as process_a:
        await process_a.update(server.guild.id, judge_role_id=judges.id)
    network = Proxy(postgres_url)
    await network.start()
    bot = await restarted(server, library, tmp_path / "unused.sqlite3", database_url=network.url)
    try:
        server.env.settle_timeout = 1.0  # see test_settings: the reconnection's timers are not waited on
        store = bot.store
        assert isinstance(store, PostgresStore)
        store.first_backoff = 3.0
        await network.cut()
        for _ in range(500):
            if not store.online:
                break
            await asyncio.sleep(0.01)

        answer = await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")
        assert answer.ephemeral and "can't be read right now" in answer.response.content
        refused = await server.alice.click(answer.response, label="Post publicly")
        assert refused.ephemeral and refused.response.content == POST_REFUSED
        assert public_posts(server) == []
    finally:
        await bot.release()
        await network.cut()


async def test_readable_settings_still_let_judges_post(
    server: Server, admin: Any, library: Library, database_path: Path
) -> None:
    """The refusal is for unreadable settings only: a judge on a healthy server posts."""
    judges = server.guild.create_role("Judge")
    judge = server.guild.add_member(server.env.create_user("level2"), roles=[judges])
    await admin.slash(server.channel, "settings judge-role", role=judges)
    bot = await restarted(server, library, database_path)
    try:
        answer = await judge.slash(server.channel, "keyword", name="Ward", game="lorcana")
        posted = await judge.click(answer.response, label="Post publicly")
        assert not posted.ephemeral and len(public_posts(server)) == 1
    finally:
        await bot.release()


async def test_the_log_names_what_is_wrong_without_the_stored_value(
    server: Server, admin: Any, library: Library, database_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    await admin.slash(server.channel, "settings game", game="lorcana")
    write_behind_the_bots_back(database_path, "UPDATE guilds SET judge_role_id = -918273645")
    bot = await restarted(server, library, database_path)
    try:
        with caplog.at_level(logging.WARNING):
            await server.alice.slash(server.channel, "keyword", name="Ward")
        [line] = [r.getMessage() for r in caplog.records if "unreadable" in r.getMessage()]
        assert "judge_role_id" in line, "names the field"
        assert "918273645" not in line and "input_value" not in line
    finally:
        await bot.release()


# ------------------------------------------------------------- a stored game the bot lacks


@pytest.mark.parametrize(
    ("statements", "whose"),
    [
        (["UPDATE guilds SET default_game = 'magic'"], "This server's default game"),
        (
            ["INSERT INTO channel_games (guild_id, channel_id, game) VALUES ({guild}, {channel}, 'magic')"],
            "This channel's game",
        ),
    ],
    ids=["server-default", "channel"],
)
async def test_a_stored_game_the_bot_does_not_have_is_said_not_a_crash(
    server: Server,
    admin: Any,
    library: Library,
    database_path: Path,
    statements: list[str],
    whose: str,
) -> None:
    """Written by hand or by a floorjudge with other games: `/keyword`, `/here` and `/settings show`
    answered "Something went wrong" (a KeyError)."""
    await admin.slash(server.channel, "settings visibility", mode="private-first")  # the server's row
    ids = {"guild": server.guild.id, "channel": server.channel.id}
    write_behind_the_bots_back(database_path, *(s.format(**ids) for s in statements))
    bot = await restarted(server, library, database_path)
    try:
        answer = await server.alice.slash(server.channel, "keyword", name="Ward")
        assert answer.response.content.startswith(
            f"{whose} “magic” is not a game this bot has: answering for every enabled game."
        )
        assert answer.response.embeds[0].title == "Ward · 8.15"

        for result in (
            await server.alice.slash(server.channel, "here"),
            await admin.slash(server.channel, "settings show"),
        ):
            fields = {f.name: f.value for f in result.response.embeds[0].fields}
            assert "“magic” (not a game this bot has)" in fields["Game here"]
    finally:
        await bot.release()


async def test_a_game_set_through_the_bot_answers_without_a_note(server: Server, admin: Any) -> None:
    await admin.slash(server.channel, "settings game", game="gundam")
    answer = await server.alice.slash(server.channel, "keyword", name="Deploy")
    assert answer.response.embeds[0].author.name == "Gundam Card Game"
    assert not answer.response.content
