"""`/timer …` end to end: one countdown post, each mark said once at its time (simcord's clock moved
with `advance_time`), and all of it across a restart, including marks that fell due while the bot
was down."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import simcord

from bot.client import FloorJudge
from bot.desk import DeskError
from bot.errors import RefusedHere, UserFacingError
from bot.rules import Library
from devkit.fuzz import sent_messages
from tests.cogs.conftest import Desk, restart

MINUTE = 60


def t(when: datetime, style: str = "t") -> str:
    return f"<t:{int(when.timestamp())}:{style}>"


def public(desk: Desk) -> list[str]:
    """What every player sees in the channel: the bot's public messages, oldest first."""
    return [m.content for m in desk.server.channel.history() if not m.flags.ephemeral]


def said(result: Any) -> str:
    content: str = (result.followups or [result.response])[-1].content
    return content


async def start(desk: Desk, minutes: int, **options: Any) -> tuple[datetime, str]:
    """Start a timer as the judge; return its end and what the judge was told."""
    started = await desk.judge.slash(desk.server.channel, "timer start", minutes=minutes, **options)
    return desk.server.env.now() + timedelta(minutes=minutes), said(started)


async def test_one_post_counts_down_and_each_mark_is_said_once_on_time(desk: Desk) -> None:
    env = desk.server.env
    sent_before = len(env.http_requests)
    ends, told = await start(desk, 30)

    assert told == (
        f"Started **Round**: 30 minutes, ends {t(ends, 'R')} (at {t(ends)}). "
        "It says 10 and 5 minutes left, and time."
    )
    assert public(desk) == [
        f"⏱️ **Round** ends {t(ends, 'R')} (at {t(ends)}).\n"
        f"-# Started by <@{desk.judge.id}>; says 10 and 5 minutes left, and time."
    ]
    await env.advance_time(20 * MINUTE - 1)
    assert len(public(desk)) == 1, "nothing before the first mark"
    await env.advance_time(1)
    assert public(desk)[1:] == [f"⏱️ **Round**: **10 minutes left** (ends at {t(ends)})."]
    await env.advance_time(5 * MINUTE)
    assert public(desk)[2:] == [f"⏱️ **Round**: **5 minutes left** (ends at {t(ends)})."]
    await env.advance_time(5 * MINUTE)
    assert public(desk)[3:] == ["⏱️ **Round**: **Time!**"]
    assert public(desk)[0] == f"⏱️ **Round**: time was called at {t(ends)}.", "the post says it ended"
    await env.advance_time(60 * MINUTE)
    assert len(public(desk)) == 4, "each mark once, and nothing after time"
    assert all(body.get("allowed_mentions") == {"parse": []} for body in sent_messages(env, sent_before))


@pytest.mark.parametrize("engine", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def test_a_timer_survives_a_restart_in_the_middle_and_says_each_mark_once(
    desk: Desk, library: Library, database_path: Path, database_url: str | None, engine: str
) -> None:
    env = desk.server.env
    ends, _ = await start(desk, 30, name="Top 8")
    await env.advance_time(21 * MINUTE)
    assert public(desk)[1:] == [f"⏱️ **Top 8**: **10 minutes left** (ends at {t(ends)})."]

    bot = await restart(desk.server, library, database_path, database_url)
    try:
        await env.advance_time(4 * MINUTE - 1)
        assert len(public(desk)) == 2, "the 10-minute mark is not said again"
        await env.advance_time(1)
        assert public(desk)[2:] == [f"⏱️ **Top 8**: **5 minutes left** (ends at {t(ends)})."]
        await env.advance_time(5 * MINUTE)
        assert public(desk)[3:] == ["⏱️ **Top 8**: **Time!**"]
        shown = await desk.server.bob.slash(desk.server.channel, "timer show")
        assert shown.response.content.startswith("No timer runs in this server.")
    finally:
        await bot.release()


async def stopped_for(desk: Desk, library: Library, database_path: Path, seconds: float) -> FloorJudge:
    """The bot is down for ``seconds``: its timers stop with it, the clock goes on, a new bot starts."""
    env = desk.server.env
    old = desk.server.bot
    await old.release()  # unloads the cogs: no timer of the old bot is left to fire
    await env.advance_time(seconds)
    new = FloorJudge(library=library, database_path=database_path)
    await env.restart_bot(new)
    return new


async def test_a_timer_that_ended_while_the_bot_was_down_says_so_once_late(
    desk: Desk, library: Library, database_path: Path
) -> None:
    env = desk.server.env
    ends, _ = await start(desk, 12)
    await env.advance_time(8 * MINUTE)  # 10 and 5 minutes left are said; then the bot goes down
    bot = await stopped_for(desk, library, database_path, 10 * MINUTE)
    try:
        assert len(public(desk)) == 4
        assert public(desk)[3:] == [
            f"⏱️ **Round**: **Time!** It was called at {t(ends)}, said late: floorjudge was offline then."
        ]
        await env.advance_time(30 * MINUTE)
        assert len(public(desk)) == 4, "once"
    finally:
        await bot.release()


async def test_marks_passed_while_down_are_said_once_as_one_late_mark(
    desk: Desk, library: Library, database_path: Path
) -> None:
    env = desk.server.env
    ends, _ = await start(desk, 30)
    await env.advance_time(18 * MINUTE)
    bot = await stopped_for(desk, library, database_path, 8 * MINUTE)  # 10 and 5 fall due meanwhile
    try:
        fell_due = ends - timedelta(minutes=5)
        assert public(desk)[1:] == [
            f"⏱️ **Round**: the 5-minute mark passed at {t(fell_due)}, while floorjudge was offline. "
            f"It ends {t(ends, 'R')} (at {t(ends)})."
        ]
        await env.advance_time(4 * MINUTE)
        assert public(desk)[2:] == ["⏱️ **Round**: **Time!**"], "time is said on time"
    finally:
        await bot.release()


async def test_pause_resume_add_and_stop_change_the_one_post(desk: Desk) -> None:
    env, channel = desk.server.env, desk.server.channel
    await start(desk, 30)
    await env.advance_time(5 * MINUTE)

    paused = await desk.judge.slash(channel, "timer pause")
    assert said(paused) == "Paused **Round** with 25:00 left."
    assert public(desk)[0] == "⏸️ **Round** is paused with **25:00** left."
    await env.advance_time(60 * MINUTE)
    assert len(public(desk)) == 1, "a paused timer says nothing"

    resumed = await desk.judge.slash(channel, "timer resume")
    ends = env.now() + timedelta(minutes=25)
    assert said(resumed) == f"Resumed **Round**: it ends {t(ends, 'R')}."
    assert public(desk)[0].startswith(f"⏱️ **Round** ends {t(ends, 'R')} (at {t(ends)}).")

    await env.advance_time(21 * MINUTE)  # 4 minutes left: 10 and 5 said
    assert len(public(desk)) == 3
    added = await desk.judge.slash(channel, "timer add", minutes=10)
    assert said(added) == "**Round**: 10 minutes added; 14:00 left."
    ends += timedelta(minutes=10)
    assert public(desk)[0].startswith(f"⏱️ **Round** ends {t(ends, 'R')}")
    assert public(desk)[0].endswith("says 10 and 5 minutes left, and time."), "the marks ahead come back"

    refused = await desk.judge.slash(channel, "timer add", minutes=-20)
    simcord.assert_error(env, DeskError)
    assert said(refused) == "That leaves **Round** no time: stop it with `/timer stop` instead."

    await env.advance_time(4 * MINUTE)
    assert public(desk)[3:] == [f"⏱️ **Round**: **10 minutes left** (ends at {t(ends)})."]
    stopped = await desk.judge.slash(channel, "timer stop")
    assert said(stopped) == "Stopped **Round** with 10:00 left."
    assert public(desk)[0] == f"⏹️ **Round** was stopped by <@{desk.judge.id}> with 10:00 left."
    await env.advance_time(60 * MINUTE)
    assert len(public(desk)) == 4, "a stopped timer says nothing more"


async def test_several_named_timers_run_side_by_side(desk: Desk) -> None:
    env, channel = desk.server.env, desk.server.channel
    await start(desk, 10, name="Pod 1")
    await start(desk, 20, name="Pod  2")
    taken = await desk.judge.slash(channel, "timer start", minutes=5, name="pod 1")
    simcord.assert_error(env, DeskError)
    assert said(taken) == (
        "A timer called **pod 1** already runs here: stop it first, or give this one another `name`."
    )

    which = await desk.judge.slash(channel, "timer pause")
    simcord.assert_error(env, DeskError)
    assert said(which) == "Several timers run here (**Pod 1**, **Pod 2**): say which with `name`."
    choices = await desk.judge.autocomplete(channel, "timer pause", "name", "2")
    assert [c["value"] for c in choices] == ["Pod 2"]
    await desk.judge.slash(channel, "timer pause", name="POD 2")

    shown = await desk.server.bob.slash(channel, "timer show")
    assert shown.ephemeral
    lines = shown.response.content.splitlines()
    assert lines[0].startswith("⏱️ **Pod 1**: ends ") and lines[1].startswith(
        "⏱️ **Pod 2**: paused, **20:00** left"
    )
    await env.advance_time(10 * MINUTE)
    assert public(desk)[-1] == "⏱️ **Pod 1**: **Time!**"


async def test_only_judges_run_timers_and_everyone_sees_them(desk: Desk) -> None:
    env, channel = desk.server.env, desk.server.channel
    refused = await desk.server.bob.slash(channel, "timer start", minutes=50)
    simcord.assert_error(env, RefusedHere)
    assert refused.ephemeral
    assert refused.response.content == f"Only members with the <@&{desk.role.id}> role can run round timers."
    assert public(desk) == []
    await start(desk, 50)
    for command in ("timer pause", "timer stop"):
        refused = await desk.server.bob.slash(channel, command)
        simcord.assert_error(env, RefusedHere)
    assert (await desk.server.bob.slash(channel, "timer show")).response.content.startswith(
        "⏱️ **Round**: ends"
    )


async def test_the_servers_marks_and_round_end_line_are_said(desk: Desk) -> None:
    env, channel, admin = desk.server.env, desk.server.channel, desk.admin
    marks = await admin.slash(channel, "settings timer-marks", marks="3, 1")
    assert marks.response.content == "Timers started from now on say **3 and 1 minutes left, and time**."
    await admin.slash(channel, "settings game", game="lorcana")
    line = await admin.slash(
        channel, "settings round-end", text="Finish the turn **in progress**.", game="lorcana"
    )
    assert line.response.content == (
        "When a Disney Lorcana timer calls time, it adds:\n> Finish the turn \\*\\*in progress\\*\\*."
    )
    await admin.slash(channel, "settings round-end", text="Five more turns.")

    ends, told = await start(desk, 4)
    assert told.endswith("It says 3 and 1 minutes left, and time.")
    await env.advance_time(4 * MINUTE)
    assert public(desk)[1:] == [
        f"⏱️ **Round**: **3 minutes left** (ends at {t(ends)}).",
        f"⏱️ **Round**: **1 minute left** (ends at {t(ends)}).",
        "⏱️ **Round**: **Time!**\n> Finish the turn \\*\\*in progress\\*\\*.",
    ]

    await admin.slash(channel, "settings game")  # no game: the line for every game
    await start(desk, 1, name="Extra")
    await env.advance_time(MINUTE)
    assert public(desk)[-1] == "⏱️ **Extra**: **Time!**\n> Five more turns."

    bad = await admin.slash(channel, "settings timer-marks", marks="10 soon")
    simcord.assert_error(env, UserFacingError)
    assert bad.response.content.startswith("10 soon is not a list of marks: write minutes left from 1 to 120")
