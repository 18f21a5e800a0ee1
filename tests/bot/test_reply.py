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
