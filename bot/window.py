"""Discord's 3-second window, kept whatever the settings database does.

Discord refuses a first response (an answer, or a defer) more than 3 seconds after an interaction
was created. A store call on the interaction path may wait on a database (a cold read, a change),
and a hung database answers never. So every such call goes through :func:`in_time`: when the call
is still running as the interaction nears the window's end, the interaction is acknowledged first
(deferred, privately: the answer follows up), and the call is given up after
:data:`STORE_DEADLINE` with :class:`~bot.store.StoreTimeout`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from datetime import timedelta
from typing import TypeVar

import discord

from bot.store import StoreTimeout

T = TypeVar("T")

ACKNOWLEDGE_AT = timedelta(seconds=1.5)
"""An interaction this old and not yet answered is deferred before anything else waits: half the
window, so the defer itself may queue behind a burst and still arrive in time."""
MODAL_BY = timedelta(seconds=2.0)
"""An interaction that answers with a form can't be deferred (the form must be the first response):
its store calls give up at this age instead, and it answers with the defaults."""
OPENS_MODAL = "opens_modal"
"""Set in a command's ``extras`` (or an interaction's) when its answer may be a form."""
STORE_DEADLINE = 8.0
"""Seconds a store call on the interaction path may take in all (after the defer); then it counts
as failed. A burst's setting changes queue one committed transaction at a time (a few seconds for
500); a hung database would otherwise leave "thinking…" until Discord's 15 minutes are up."""


def age(interaction: discord.Interaction) -> float:
    """Seconds since Discord created the interaction."""
    return (discord.utils.utcnow() - interaction.created_at).total_seconds()


def opens_modal(interaction: discord.Interaction) -> bool:
    """Whether this interaction may answer with a form (see :data:`OPENS_MODAL`)."""
    command = interaction.command
    extras = getattr(command, "extras", None) or {}
    return bool(interaction.extras.get(OPENS_MODAL) or extras.get(OPENS_MODAL))


async def defer(interaction: discord.Interaction) -> None:
    """Acknowledge: a command privately ("thinking…", the answer follows up, private first); a
    button's click without a message of its own (what follows is sent as a new message)."""
    if interaction.type is discord.InteractionType.component:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)
    interaction.extras["deferred"] = True


async def in_time(
    interaction: discord.Interaction,
    call: Awaitable[T],
    *,
    writing: bool = False,
    deadline: float = STORE_DEADLINE,
) -> T:
    """Await a store call without missing the window: defer the interaction when the call is still
    running at :data:`ACKNOWLEDGE_AT`, and raise :class:`StoreTimeout` after ``deadline`` seconds
    (``writing``: the call was a change, which may still land)."""
    task = asyncio.ensure_future(call)
    loop = asyncio.get_running_loop()
    started = loop.time()
    if not interaction.response.is_done() and opens_modal(interaction):
        deadline = min(deadline, max(0.0, MODAL_BY.total_seconds() - age(interaction)))
    try:
        if not interaction.response.is_done() and not opens_modal(interaction):
            await asyncio.wait([task], timeout=max(0.0, ACKNOWLEDGE_AT.total_seconds() - age(interaction)))
            if not task.done() and not interaction.response.is_done():
                await defer(interaction)
        if not task.done():
            await asyncio.wait([task], timeout=max(0.0, deadline - (loop.time() - started)))
        if not task.done():
            message = f"the settings database did not answer within {deadline:g} s"
            raise StoreTimeout(
                message + ("; the change may still be saved" if writing else ""), writing=writing
            )
        return task.result()
    finally:
        if not task.done():
            task.cancel()  # the store's own work is shielded: a write under way still lands
