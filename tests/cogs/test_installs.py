"""floorjudge installed by a member for themselves: where each command works, and the answers it
gives in a DM, a group DM and a server that did not add the bot, with the member's own default game.

simcord models only apps installed to servers; `devkit.user_install` makes the rest the way Discord
sends it to the bot (see there for what stays unshown)."""

from __future__ import annotations

import json
from typing import Any

import discord
import pytest
import simcord

from bot.errors import RefusedHere, UserFacingError
from devkit.fuzz import sent_messages
from devkit.user_install import as_group_dm, installed_by_the_member, server_without_the_bot
from tests.cogs.conftest import Desk
from tests.conftest import Server

SERVER_ONLY = {"judge", "timer", "here"}
"""Commands that post in a server's channels, or describe one: only where a server added the bot."""


@pytest.fixture
def admin(server: Server) -> Any:
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    return server.guild.add_member(server.env.create_user("organiser"), roles=[role])


async def test_every_command_works_everywhere_for_both_installs_but_the_server_desk(server: Server) -> None:
    """As synced (simcord keeps what the bot sent Discord). Not read back through discord.py's
    `AppCommand.allowed_contexts`: 2.7.1 parses those lists as if they started at 1 (its `ArrayFlags`),
    so [0, 1, 2] reads back as dm_channel and guild only."""
    synced = [command for scope in server.env.backend.commands.values() for command in scope.values()]
    assert {"keyword", "rule", "search", "card", "help", "my", "settings", "judge", "timer"} <= {
        c["name"] for c in synced
    }
    for command in synced:
        where = (command["contexts"], command["integration_types"])
        if command["name"] in SERVER_ONLY:  # only a server's install, only in the server
            assert where == ([0], [0]), command["name"]
        else:  # a new command (/ask…) lands here by default: the tree says so, not each command
            assert where == ([0, 1, 2], [0, 1]), command["name"]


async def test_a_member_asks_in_their_dm_with_the_bot_privately_then_posts_it(server: Server) -> None:
    user = server.env.create_user("traveller")
    assert "judge call" not in user.available_commands() and "timer start" not in user.available_commands()
    with installed_by_the_member(server.env):
        asked = await user.slash("keyword", name="Ward")
        assert asked.ephemeral
        assert asked.response.embeds[0].author.name == "Disney Lorcana"
        posted = await user.click(asked.response, label="Post publicly")
    assert not posted.ephemeral and posted.response.embeds[0].title == asked.response.embeds[0].title
    assert posted.response.content == f"Answer for <@{user.id}>"
    with installed_by_the_member(server.env):
        for command, options in (
            ("card", {"name": "Ariel - Spectacular Singer"}),
            ("search", {"query": "challenge a ready character", "game": "lorcana"}),
            ("check-lorcana challenge", {"challenger": "Mickey str=3", "defender": "Donald exerted"}),
        ):
            answered = await user.slash(command, **options)
            assert answered.ephemeral and answered.response.embeds, command


async def test_the_members_own_game_answers_where_nothing_else_names_one(server: Server, admin: Any) -> None:
    user = server.env.create_user("traveller")
    asked = await user.slash("keyword", name="Deploy")
    assert "Which game?" in asked.response.content, "no game of their own yet: asked"

    set_game = await user.slash("my game", game="gundam")
    assert set_game.response.content.startswith("Your own default game: **Gundam Card Game**.")
    in_dm = await user.slash("keyword", name="Deploy")
    assert in_dm.response.embeds[0].author.name == "Gundam Card Game", "in a DM: their game"

    member = server.guild.add_member(user)
    in_server = await member.slash(server.channel, "keyword", name="Deploy")
    assert in_server.response.embeds[0].author.name == "Gundam Card Game", "a server without a game: theirs"
    await admin.slash(server.channel, "settings game", game="lorcana")
    server_game = await member.slash(server.channel, "keyword", name="Deploy")
    assert not server_game.response.embeds, "the server's game comes before the member's"
    assert server_game.response.content.startswith("No keyword “Deploy” in the Lorcana rules")

    await admin.slash(server.channel, "settings game")
    await admin.slash(server.channel, "settings games", action="disable", game="gundam")
    disabled = await member.slash(server.channel, "keyword", name="Deploy")
    assert disabled.response.embeds[0].author.name == "Star Wars Trading Card Game", (
        "their game is disabled here: the enabled games answer"
    )

    here = await member.slash(server.channel, "here")
    assert "(your own default game" not in json.dumps(here.response.embeds[0].to_dict())


async def test_the_members_settings_are_shown_exported_and_reset(server: Server) -> None:
    user = server.env.create_user("traveller")
    assert (await user.slash("my show")).response.content.startswith("You have no default game")
    await user.slash("my game", game="fftcg")
    assert (await user.slash("my show")).response.content.startswith(
        "Your own default game: **Final Fantasy Trading Card Game**"
    )
    exported = await user.slash("my export")
    document = json.loads(await exported.response.attachments[0].read())
    assert document == {
        "format": "floorjudge.user_settings",
        "version": 1,
        "user_id": str(user.id),
        "default_game": "fftcg",
    }
    reset = await user.slash("my reset")
    assert reset.response.content == "Your own settings are forgotten: nothing of yours is stored."
    assert (await user.slash("my show")).response.content.startswith("You have no default game")
    wrong = await user.slash("my game", game="Magic")
    simcord.assert_error(server.env, UserFacingError)
    assert wrong.response.content.startswith("There is no game called “Magic”.")


async def test_in_a_server_without_the_bot_answers_come_through_the_interaction_only(desk: Desk) -> None:
    server = desk.server
    await desk.admin.slash(server.channel, "settings visibility", mode="public")
    sent_before = len(server.env.http_requests)

    with server_without_the_bot(server.env, server.guild):
        asked = await server.bob.slash(server.channel, "keyword", name="Ward")
        assert asked.ephemeral, "not the server's public answers: it did not add floorjudge"
        posted = await server.bob.click(asked.response, label="Post publicly")
        assert not posted.ephemeral, "the member chose to post it; no judge role stands in the way"
        assert posted.response.content == f"Answer for <@{server.bob.id}>"

        settings = await desk.admin.slash(server.channel, "settings game", game="lorcana")
        simcord.assert_error(server.env, RefusedHere)
        assert settings.response.content.startswith(
            "floorjudge is not added to this server (you installed it for yourself)"
        )
        for command, options in (("judge call", {"table": "1"}), ("timer start", {"minutes": 5})):
            refused = await desk.judge.slash(server.channel, command, **options)
            simcord.assert_error(server.env, RefusedHere)
            assert refused.ephemeral
            assert refused.response.content.startswith("The judge's desk works inside a server that added")

    bodies = [entry.path for entry in server.env.http_requests[sent_before:] if entry.method == "POST"]
    assert bodies and all("/interactions/" in path or "/webhooks/" in path for path in bodies), (
        "nothing posted to the channel itself: a bot that isn't in the server can't"
    )
    assert all(
        body.get("allowed_mentions") == {"parse": []} for body in sent_messages(server.env, sent_before)
    )


async def test_in_a_group_dm_lookups_answer_and_server_settings_say_where_they_belong(server: Server) -> None:
    user = server.env.create_user("traveller")
    with as_group_dm(server.env):
        rule = await user.slash("rule", id="4.6.4", game="lorcana")
        assert rule.ephemeral and "4.6.4" in rule.response.embeds[0].title
        posted = await user.click(rule.response, label="Post publicly")
        assert not posted.ephemeral, "shared with the group, by the member's choice"
        settings = await user.slash("settings show")
        simcord.assert_error(server.env, RefusedHere)
        assert settings.response.content == (
            "Server settings are changed inside a server that added floorjudge. Your own default game, used "
            "wherever a server doesn't set one: `/my game`."
        )
    with pytest.raises(simcord.SetupError, match="not visible"):
        await user.slash("judge call")
