"""What the judge's desk says: round timers' posts and marks, judge calls and their replies.

Times are Discord's own timestamps (`<t:…:R>` counts down on every screen without an edit). Text a
member typed (a table, a question, a timer's name) and a server's round-end line are made inert.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Final, Literal

import discord

from bot.desk.timers import Due, time_left
from bot.render.inert import inert
from bot.store import JudgeCall, RoundTimer

CALL_COLOUR: Final = 0xED4245
CLAIMED_COLOUR: Final = 0xFEE75C
CLOSED_COLOUR: Final = 0x57F287
_UNPRINTABLE: Final = re.compile(r"[\x00-\x1f\x7f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]")

MESSAGE_SIZE: Final = 1900
"""Characters a message of marks holds (Discord's limit is 2,000)."""
LISTED: Final = 8
"""Calls listed by `/judge calls` (a message holds about eight full lines)."""

CallState = Literal["open", "claimed", "resolved", "withdrawn"]


def stamp(when: datetime, style: str = "t") -> str:
    """A Discord timestamp: each reader sees it in their own time zone (``R``: "in 5 minutes")."""
    return f"<t:{int(when.timestamp())}:{style}>"


def clock(left: timedelta) -> str:
    """Time left as a clock: ``23:10``, ``1:05:00``."""
    seconds = max(int(left.total_seconds()), 0)
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02}:{rest % 60:02}" if hours else f"{rest // 60}:{rest % 60:02}"


def typed(text: str, limit: int) -> str:
    """Member text shown back: one line, invisible characters dropped, inert, at most ``limit``."""
    visible = " ".join(_UNPRINTABLE.sub("", text).split())
    return inert(visible if len(visible) <= limit else visible[: limit - 1] + "…")


def marks_phrase(marks: Sequence[int]) -> str:
    """``(10, 5, 0)`` → "10 and 5 minutes left, and time"."""
    said = [str(mark) for mark in marks if mark]
    if not said:
        return "time"
    listed = said[0] if len(said) == 1 else ", ".join(said[:-1]) + f" and {said[-1]}"
    unit = "minute" if said == ["1"] else "minutes"
    return f"{listed} {unit} left, and time"


def _mark(mark: int) -> str:
    return "1 minute" if mark == 1 else f"{mark} minutes"


# -- round timers ----------------------------------------------------------------------------------


def timer_post(
    timer: RoundTimer, now: datetime, *, stopped_by: int | None = None, ended: bool = False
) -> str:
    """The timer's one post: its end as a countdown; edited when it pauses, resumes, changes or stops."""
    name = f"**{inert(timer.name)}**"
    if stopped_by is not None:
        return f"⏹️ {name} was stopped by <@{stopped_by}> with {clock(time_left(timer, now))} left."
    if ended and timer.ends_at is not None:
        return f"⏱️ {name}: time was called at {stamp(timer.ends_at)}."
    if timer.ends_at is None:
        return f"⏸️ {name} is paused with **{clock(time_left(timer, now))}** left."
    return (
        f"⏱️ {name} ends {stamp(timer.ends_at, 'R')} (at {stamp(timer.ends_at)}).\n"
        f"-# Started by <@{timer.started_by}>; says {marks_phrase(timer.pending)}."
    )


def mark_said(timer: RoundTimer, due: Due) -> str:
    """One timer's mark, said in its channel; a late one says so."""
    name = f"**{inert(timer.name)}**"
    if due.final:
        late = (
            f" It was called at {stamp(due.at)}, said late: floorjudge was offline then." if due.late else ""
        )
        return f"⏱️ {name}: **Time!**{late}"
    assert timer.ends_at is not None
    if due.late:
        return (
            f"⏱️ {name}: the {due.mark}-minute mark passed at {stamp(due.at)}, while floorjudge was "
            f"offline. It ends {stamp(timer.ends_at, 'R')} (at {stamp(timer.ends_at)})."
        )
    return f"⏱️ {name}: **{_mark(due.mark)} left** (ends at {stamp(timer.ends_at)})."


def marks_said(said: Sequence[tuple[RoundTimer, Due]], round_end: Sequence[str]) -> list[str]:
    """The messages that say the marks due at once in one channel: a line a timer, then the server's
    round-end line(s) once each, within Discord's limit for a message."""
    lines = [mark_said(timer, due) for timer, due in said]
    for line in dict.fromkeys(round_end):
        lines.append("\n".join(f"> {inert(part)}" for part in line.splitlines() if part.strip()))
    messages: list[str] = []
    for line in lines:
        if messages and len(messages[-1]) + 1 + len(line) <= MESSAGE_SIZE:
            messages[-1] += "\n" + line
        else:
            messages.append(line)
    return messages


def timers_shown(running: Sequence[RoundTimer], now: datetime, guild_id: int) -> str:
    """``/timer show``: each timer, its state and where it runs."""
    if not running:
        return "No timer runs in this server. A judge starts one with `/timer start`."
    lines = []
    for timer in running:
        where = f"<#{timer.channel_id}>"
        if timer.message_id is not None:
            where = f"https://discord.com/channels/{guild_id}/{timer.channel_id}/{timer.message_id}"
        if timer.ends_at is None:
            state = f"paused, **{clock(time_left(timer, now))}** left"
        else:
            state = f"ends {stamp(timer.ends_at, 'R')} (at {stamp(timer.ends_at)})"
        lines.append(f"⏱️ **{inert(timer.name)}**: {state} · {where}")
    return "\n".join(lines)


# -- judge calls -----------------------------------------------------------------------------------


def _about(call: JudgeCall) -> str:
    return f"table {typed(call.table, 20)}" if call.table else "no table given"


def call_post(
    call: JudgeCall, *, role_id: int | None, state: CallState, by: int | None = None
) -> tuple[str, discord.Embed]:
    """The call in the judges' channel: the role (the one mention that pings), who, where, what. The
    role is left out of a later edit if the server has none any more."""
    role = f"<@&{role_id}> " if role_id else ""
    content = f"{role}**Judge call**: {_about(call)}"
    colour = {"open": CALL_COLOUR, "claimed": CLAIMED_COLOUR}.get(state, CLOSED_COLOUR)
    embed = discord.Embed(
        title=f"Judge call: {_about(call)}",
        description=f"> {typed(call.question, 300)}" if call.question else None,
        colour=colour,
    )
    embed.add_field(name="Player", value=f"<@{call.caller_id}>")
    back = f"https://discord.com/channels/{call.guild_id}/{call.channel_id}"
    embed.add_field(name="Where", value=f"<#{call.channel_id}> · [jump there]({back})")
    embed.add_field(name="Called", value=stamp(call.called_at, "R"))
    status = {
        "open": "Waiting for a judge",
        "claimed": f"Claimed by <@{by}>",
        "resolved": f"Resolved by <@{by}>",
        "withdrawn": "Withdrawn by the player",
    }[state]
    if state == "claimed" and call.claimed_at is not None:
        status += f" {stamp(call.claimed_at, 'R')}"
    embed.add_field(name="Status", value=status, inline=False)
    return content, embed


def call_link(call: JudgeCall) -> str:
    """A link to the call's post (or to the judges' channel, before it is posted)."""
    tail = "" if call.message_id is None else f"/{call.message_id}"
    return f"https://discord.com/channels/{call.guild_id}/{call.judges_channel_id}{tail}"


def call_confirmed(call: JudgeCall) -> str:
    return (
        f"📣 Your judge call is posted for the judges ({_about(call)}). You'll be told privately who is "
        "coming. Called by mistake? **Withdraw** it below."
    )


def already_calling(call: JudgeCall) -> str:
    claimed = f"<@{call.claimed_by}> is on the way" if call.claimed_by else "it is waiting for a judge"
    return (
        f"You already have an open judge call ({_about(call)}, {stamp(call.called_at, 'R')}): {claimed}. "
        f"One call at a time: it closes when a judge marks it resolved. [See it]({call_link(call)})"
    )


def judge_coming(call: JudgeCall, judge_name: str, server_name: str) -> str:
    """What the caller is told, privately, when a judge claims the call."""
    return (
        f"🧑‍⚖️ **{inert(judge_name)}** is coming to your {_about(call)}: your judge call in "
        f"**{inert(server_name)}** (<#{call.channel_id}>)."
    )


def calls_listed(calls: Sequence[JudgeCall]) -> str:
    """``/judge calls``: the open calls, oldest first."""
    if not calls:
        return "No open judge calls."
    lines = [f"**{len(calls)} open judge call{'s' if len(calls) > 1 else ''}**, oldest first:"]
    for call in calls[:LISTED]:
        who = f"claimed by <@{call.claimed_by}>" if call.claimed_by else "**waiting**"
        question = f": {typed(call.question, 80)}" if call.question else ""
        lines.append(
            f"• {_about(call).capitalize()}, <@{call.caller_id}> {stamp(call.called_at, 'R')}, {who}"
            f"{question} · [post]({call_link(call)})"
        )
    if len(calls) > LISTED:
        lines.append(f"…and {len(calls) - LISTED} more, newer.")
    return "\n".join(lines)
