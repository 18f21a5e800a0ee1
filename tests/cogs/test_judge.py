"""`/judge call` and `/judge calls` end to end: a call posted for the judges pinging their role alone,
claimed and resolved by a judge through its buttons, refused to everyone else, kept across a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

from bot.errors import RefusedHere
from bot.rules import Library
from devkit.fuzz import sent_messages
from tests.cogs.conftest import Desk, restart
from tests.conftest import Server

TRICKY = "Does **Ward** stop [this](https://evil.example) @everyone <@&1> || Ariel?"


def labels(message: Any) -> list[str]:
    rows = message.components if hasattr(message, "components") else []
    found = []
    for row in rows:
        for child in getattr(row, "children", None) or row.get("components", []):
            found.append(getattr(child, "label", None) or child.get("label"))
    return found


def said(result: Any) -> Any:
    """The message an answer ends with (a deferred answer's follow-up, else the response)."""
    return (result.followups or [result.response])[-1]


def status(post: Any) -> str:
    return next(field.value for field in post.embeds[0].fields if field.name == "Status")


async def call(desk: Desk, member: Any = None, **options: Any) -> Any:
    member = member or desk.server.alice
    return await member.slash(desk.server.channel, "judge call", **options)


async def test_a_call_reaches_the_judges_pinging_their_role_alone(desk: Desk) -> None:
    server = desk.server
    sent_before = len(server.env.http_requests)

    asked = await call(desk, table="12", question=TRICKY)

    assert asked.ephemeral
    confirmation = said(asked)
    assert confirmation.content.startswith("📣 Your judge call is posted for the judges (table 12).")
    assert labels(confirmation) == ["Withdraw call"]
    post = desk.judges.last_message
    assert post.content == f"<@&{desk.role.id}> **Judge call**: table 12"
    embed = post.embeds[0]
    assert embed.description == (
        r"> Does \*\*Ward\*\* stop \[this\](https://evil.example) @everyone <@&1> \|\| Ariel?"
    ), "the question is shown as typed, no markdown live"
    fields = {field.name: field.value for field in embed.fields}
    assert fields["Player"] == f"<@{server.alice.id}>"
    jump = f"https://discord.com/channels/{server.guild.id}/{server.channel.id}"
    assert fields["Where"] == f"<#{server.channel.id}> · [jump there]({jump})"
    assert fields["Status"] == "Waiting for a judge"
    assert labels(post) == ["Claim", "Resolved"]

    pings = [
        body["allowed_mentions"]
        for body in sent_messages(server.env, sent_before)
        if body.get("allowed_mentions") != {"parse": []}
    ]
    assert pings == [{"parse": [], "roles": [desk.role.id]}], "one message pings, and only the judge role"


async def test_a_judge_claims_the_player_is_told_privately_then_it_is_resolved(desk: Desk) -> None:
    server = desk.server
    await call(desk, table="12", question="Can Ariel sing this?")
    post = desk.judges.last_message

    claimed = await desk.judge.click(post, label="Claim")

    assert status(claimed.response).startswith(f"Claimed by <@{desk.judge.id}>")
    assert labels(claimed.response) == ["Claim", "Resolved"], "another judge may still take it over"
    told_judge = claimed.followups[0]
    assert told_judge.ephemeral
    assert told_judge.content == f"<@{server.alice.id}> was told privately that you're coming."
    dm = server.alice.user.dm_channel.last_message
    assert dm.content.startswith(
        "🧑‍⚖️ **jules** is coming to your table 12: your judge call in **Judges' Hall**"
    )
    assert not [m for m in server.channel.history() if "coming" in m.content], "said in a DM only"

    listed = await desk.judge.slash(server.channel, "judge calls")
    assert "**1 open judge call**" in listed.response.content
    assert f"claimed by <@{desk.judge.id}>" in listed.response.content

    resolved = await desk.judge.click(desk.judges.last_message, label="Resolved")
    assert status(resolved.response) == f"Resolved by <@{desk.judge.id}>"
    assert labels(resolved.response) == [], "a closed call has no buttons"
    assert (await desk.judge.slash(server.channel, "judge calls")).response.content == "No open judge calls."
    again = await call(desk, table="3")
    assert said(again).content.startswith("📣"), "a new call once it is resolved"


async def test_nobody_but_a_judge_claims_or_resolves(desk: Desk) -> None:
    server = desk.server
    await call(desk, table="12")
    post = desk.judges.last_message
    refusal = f"Only members with the <@&{desk.role.id}> role can claim judge calls."

    for member in (server.bob, server.alice):  # a player, and the caller themself
        tried = await member.click(post, label="Claim")
        assert tried.ephemeral and tried.response.content == refusal
        tried = await member.click(post, label="Resolved")
        assert tried.ephemeral
        assert (
            tried.response.content
            == f"Only members with the <@&{desk.role.id}> role can resolve judge calls."
        )
    assert status(desk.judges.last_message) == "Waiting for a judge", "the call is untouched"

    listed = await server.bob.slash(server.channel, "judge calls")
    simcord.assert_error(server.env, RefusedHere)
    assert (
        listed.response.content
        == f"Only members with the <@&{desk.role.id}> role can see the open judge calls."
    )

    manager = await desk.admin.click(post, label="Claim")
    assert status(manager.response).startswith(f"Claimed by <@{desk.admin.id}>"), "a server manager may"


async def test_one_open_call_per_member(desk: Desk) -> None:
    await call(desk, table="12")
    again = await call(desk, table="13", question="Another one")

    refused = said(again)
    assert refused.ephemeral
    assert refused.content.startswith("You already have an open judge call (table 12, ")
    assert "it is waiting for a judge. One call at a time" in refused.content
    assert len(desk.judges.history()) == 1, "no second post"
    other = await call(desk, desk.server.bob, table="13")
    assert said(other).content.startswith("📣"), "another member may call"


async def test_the_player_withdraws_a_call_made_by_mistake(desk: Desk) -> None:
    server = desk.server
    asked = await call(desk, table="12")
    confirmation = said(asked)

    withdrawn = await server.alice.click(confirmation, label="Withdraw call")
    assert withdrawn.response.content == "Your judge call is withdrawn."
    post = desk.judges.last_message
    assert status(post) == "Withdrawn by the player"
    assert labels(post) == []
    assert said(await call(desk, table="12")).content.startswith("📣"), "and calls again at once"


async def test_calls_are_refused_clearly_until_a_judge_role_and_channel_are_set(server: Server) -> None:
    refused = await server.alice.slash(server.channel, "judge call", table="1")
    simcord.assert_error(server.env, RefusedHere)
    assert refused.ephemeral
    assert refused.response.content == (
        "Judge calls need a judge role to mention, and this server has none yet: a server manager sets one "
        "with `/settings judge-role`."
    )
    role = server.guild.create_role("Judges")
    managers = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    admin = server.guild.add_member(server.env.create_user("organiser"), roles=[managers])
    await admin.slash(server.channel, "settings judge-role", role=role)

    refused = await server.alice.slash(server.channel, "judge call", table="1")
    simcord.assert_error(server.env, RefusedHere)
    assert refused.response.content == (
        "Judge calls are off in this server: a server manager chooses the judges' channel with "
        "`/settings judge-channel`."
    )


@pytest.mark.parametrize("engine", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def test_an_open_call_survives_a_restart_and_its_buttons_still_work(
    desk: Desk, library: Library, database_path: Path, database_url: str | None, engine: str
) -> None:
    server = desk.server
    await call(desk, table="12", question="Ward?")
    await call(desk, server.bob, table="7")
    post = desk.judges.history()[0]

    bot = await restart(server, library, database_path, database_url)
    try:
        listed = await desk.judge.slash(server.channel, "judge calls")
        assert "**2 open judge calls**, oldest first:" in listed.response.content
        assert listed.response.content.index("Table 12") < listed.response.content.index("Table 7")
        claimed = await desk.judge.click(post, label="Claim")
        assert status(claimed.response).startswith(f"Claimed by <@{desk.judge.id}>")
        assert "is coming to your table 12" in server.alice.user.dm_channel.last_message.content
    finally:
        await bot.release()


async def test_a_player_whose_dms_are_closed_hears_through_their_call_while_discord_allows(
    desk: Desk,
) -> None:
    """simcord refuses DMs only to bot accounts (with Discord's 50007): such a member stands in for one
    whose DMs are closed."""
    server = desk.server
    closed = server.guild.add_member(server.env.create_user("closed-dms", bot=True))
    asked = await call(desk, closed, table="4")

    claimed = await desk.judge.click(desk.judges.last_message, label="Claim")

    assert claimed.followups[0].content == f"<@{closed.id}> was told privately that you're coming."
    told = asked.followups[-1]
    assert told.ephemeral and "**jules** is coming to your table 4" in told.content

    await server.env.advance_time(15 * 60)  # Discord's token for a follow-up is gone
    await desk.judge.click(desk.judges.last_message, label="Resolved")
    await call(desk, closed, table="4")
    await server.env.advance_time(15 * 60)
    late = await desk.judge.click(desk.judges.last_message, label="Claim")
    assert late.followups[0].content == (
        f"<@{closed.id}> couldn't be told privately (their DMs are closed to floorjudge): "
        "find them at table 4."
    )
