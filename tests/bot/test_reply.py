"""The reply layer: every message within Discord's limits, echoed text inert, late interactions
acknowledged in time, and answers that survive an unreadable settings store."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import discord
import pytest

from bot import reply
from bot.reply import discord_length, echo, fit
from bot.store import StoreError
from devkit.fuzz import hidden_characters, sent_messages
from tests.conftest import Server, callback_types


def test_fit_keeps_short_text_and_caps_long_text_as_discord_counts() -> None:
    assert fit("Ward") == "Ward"
    capped = fit("x" * 5000)
    assert discord_length(capped) == 2000 and capped.endswith("…")
    emoji = fit("🃏" * 1500)  # each counts twice for Discord (UTF-16)
    assert discord_length(emoji) <= 2000 and emoji.endswith("…")


def test_echo_escapes_markdown_and_masked_links_and_drops_invisible_characters() -> None:
    shown = echo("[Official ruling](https://evil.example) **bold**")
    assert "\\[Official ruling\\](https://evil.example)" in shown and "\\*\\*bold" in shown
    assert echo("Wa\u200brd\x00") == "“Ward”"
    assert len(echo("y" * 1000)) <= 62


async def test_a_late_interaction_is_deferred_and_still_answered_privately(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    await server.bot.store.update(server.guild.id, visibility="public")
    monkeypatch.setattr(reply, "LATE_AFTER", timedelta(0))

    result = await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")

    callbacks = [e.json for e in server.env.http_requests if e.path.endswith("/callback")]
    assert callbacks[-1] == {"type": 5, "data": {"flags": 64}}, "deferred (privately) before the work"
    assert result.ephemeral, "a deferred answer is private first"
    assert result.response.embeds[0].title == "Ward · 8.15"
    assert [c["label"] for row in result.response.components for c in row["components"]] == ["Post publicly"]


async def test_a_fresh_interaction_is_answered_directly(server: Server) -> None:
    await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")
    assert callback_types(server.env)[-1] == 4, "no defer when there is time"


async def test_an_unreadable_store_still_answers_with_the_defaults(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def unreadable(*_args: Any) -> Any:
        raise StoreError("disk I/O error")

    monkeypatch.setattr(server.bot.store, "get", unreadable)

    result = await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")

    assert result.ephemeral
    assert result.response.embeds[0].title == "Ward · 8.15"
    assert "can't be read right now: answering with the defaults, privately" in result.response.content
    assert "disk I/O" not in result.response.content


async def test_a_failed_settings_change_says_so_in_one_line(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    admin = server.guild.add_member(server.env.create_user("organiser"), roles=[role])

    async def read_only(*_args: Any, **_changes: Any) -> Any:
        raise StoreError("attempt to write a readonly database")

    monkeypatch.setattr(server.bot.store, "update", read_only)
    result = await admin.slash(server.channel, "settings visibility", mode="public")

    import simcord

    simcord.assert_error(server.env, StoreError)
    assert result.ephemeral
    assert result.response.content.count("\n") == 0
    assert "nothing was changed" in result.response.content
    assert "readonly" not in result.response.content


async def test_autocomplete_does_not_wait_for_a_slow_settings_read(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A burst queues settings reads behind the writes; suggestions can't be deferred, so an
    uncached server gets suggestions with the defaults at once instead of missing Discord's window."""
    import asyncio

    store = server.bot.store
    real_get = store.get

    async def slow(guild_id: int) -> Any:
        await asyncio.sleep(5)
        return await real_get(guild_id)

    monkeypatch.setattr(store, "get", slow)
    loop = asyncio.get_running_loop()
    started = loop.time()
    choices = await server.alice.autocomplete(server.channel, "keyword", "name", "war")
    assert loop.time() - started < 2, "suggested without waiting for the read"
    assert any(choice["name"].startswith("Ward") for choice in choices)


HIDING = "\x00\x1b[31m\x07\u202egnp.exe\u2067x\u2069\x85"
"""NUL, ESC (a terminal colour), BEL, a right-to-left override, an isolate and a C1 control."""


async def test_control_and_override_characters_typed_never_reach_a_post(server: Server) -> None:
    """145 public posts carried NUL / ESC / BEL from typed input, 27 a right-to-left override."""
    typed = f'"Mickey{HIDING}" str=3'
    private = await server.alice.slash(
        server.channel, "check-lorcana challenge", challenger=typed, defender="Goofy hypothetical exerted"
    )
    assert private.ephemeral
    shared = await server.alice.click(private.response, label="Post publicly")
    await server.bot.store.update(server.guild.id, visibility="public")
    direct = await server.alice.slash(
        server.channel, "check-lorcana challenge", challenger=typed, defender="Goofy hypothetical exerted"
    )
    assert not shared.ephemeral and not direct.ephemeral

    assert not [where for body in sent_messages(server.env) for where in hidden_characters(body)]
    for post in server.channel.history(viewer=server.bob):
        words = post.content + "".join(
            (e.description or "") + "".join(f.value for f in e.fields) for e in post.embeds
        )
        assert "Mickey␀␛\\[31m␇�gnp.exe�x�" in words, "shown visibly, one symbol for each"


@pytest.mark.parametrize(
    "part",
    ["title", "description", "url", "footer", "author", "field name", "field value", "image", "thumbnail"],
)
def test_a_hidden_character_anywhere_in_an_embed_is_shown(part: str) -> None:
    embed = discord.Embed(title="Ward", description="Opponents can't choose this character.")
    embed.add_field(name="Rule", value="8.15")
    shown = {
        "title": lambda e: setattr(e, "title", HIDING),
        "description": lambda e: setattr(e, "description", HIDING),
        "url": lambda e: setattr(e, "url", f"https://example.com/{HIDING}"),
        "footer": lambda e: e.set_footer(text=HIDING),
        "author": lambda e: e.set_author(name=HIDING),
        "field name": lambda e: e.add_field(name=HIDING, value="x"),
        "field value": lambda e: e.add_field(name="x", value=HIDING),
        "image": lambda e: e.set_image(url=f"https://example.com/{HIDING}.png"),
        "thumbnail": lambda e: e.set_thumbnail(url=f"https://example.com/{HIDING}.png"),
    }
    shown[part](embed)

    sent = reply.visible_embed(embed).to_dict()

    assert not list(hidden_characters(sent))
    assert "␀␛" in str(sent), "one symbol for each, where it was"


def test_an_embed_with_nothing_hidden_is_sent_as_it_is() -> None:
    embed = discord.Embed(
        title="Ward · 8.15", description="tab\tand\nnew lines stay", url="https://x.example"
    )
    embed.set_footer(text="Disney Lorcana").add_field(name="🃏 【Rush】", value="é")
    assert reply.visible_embed(embed) is embed


async def test_each_answers_post_publicly_button_belongs_to_the_member_who_asked(server: Server) -> None:
    """Answers with no other button are sent with their member's one view, built once."""
    asked = [
        await member.slash(server.channel, "keyword", name=name, game="lorcana")
        for member, name in ((server.alice, "Ward"), (server.bob, "Ward"), (server.alice, "Evasive"))
    ]
    buttons = [[c for row in r.response.components for c in row["components"]] for r in asked]
    assert [[(b["label"], b["custom_id"]) for b in row] for row in buttons] == [
        [("Post publicly", f"fj:post:{member.id}")] for member in (server.alice, server.bob, server.alice)
    ]

    posted = await server.alice.click(asked[2].response, label="Post publicly")
    assert not posted.ephemeral
    public = [m for m in server.channel.history(viewer=server.bob) if m.content.startswith("Answer for")]
    assert [(m.content, m.embeds[0].title) for m in public] == [
        (f"Answer for <@{server.alice.id}>", "Evasive · 8.6")
    ]


async def test_each_verdicts_fixed_buttons_belong_to_the_member_who_asked(server: Server) -> None:
    """A verdict's Details and Post publicly are one view a member, built once: each member's answer
    still carries their own Post publicly, and Details still opens the trail in place."""
    options = {"challenger": "Mickey str=3", "defender": "Donald exerted"}
    asked = [
        await member.slash(server.channel, "check-lorcana challenge", **options)
        for member in (server.alice, server.bob, server.alice)
    ]
    buttons = [[c for row in r.response.components for c in row["components"]] for r in asked]
    assert [[(b["label"], b["custom_id"]) for b in row] for row in buttons] == [
        [("Details", "fj:vd:more"), ("Post publicly", f"fj:post:{member.id}")]
        for member in (server.alice, server.bob, server.alice)
    ]

    shown = await server.bob.click(asked[1].response, label="Details")
    assert [c["label"] for row in shown.response.components for c in row["components"]][:1] == ["Less"]
    posted = await server.alice.click(asked[2].response, label="Post publicly")
    assert not posted.ephemeral
