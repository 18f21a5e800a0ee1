"""Discord's 3-second window, kept whatever the settings database does.

Discord refuses a first response (an answer, or a defer) more than 3 seconds after an interaction
was created. A store call on the interaction path may wait on a database (a cold read, a change),
and a hung database answers never. So every such call goes through :func:`in_time`: when the call
is still running as the interaction nears the window's end, the interaction is acknowledged first
(deferred, privately: the answer follows up). How long the answer may then take is the store's to
bound: a PostgreSQL statement unanswered for 3 s is cut and the database counted lost, so later
calls answer from the cache or are refused at once.
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


async def in_time(interaction: discord.Interaction, call: Awaitable[T]) -> T:
    """Await a store call without missing the window: when the call is still running as the
    interaction turns :data:`ACKNOWLEDGE_AT` old, defer it first; an interaction that answers with a
    form (which can't follow a defer) gives the call up at :data:`MODAL_BY` instead
    (:class:`StoreTimeout`). An interaction already acknowledged (a burst's commands are, before
    their handlers run) just waits: the store bounds its own calls (a PostgreSQL statement
    unanswered for `bot.store.postgres.STATEMENT_TIMEOUT` is cut), and no timer is armed."""
    if interaction.response.is_done():
        return await call
    task = asyncio.ensure_future(call)
    try:
        if opens_modal(interaction):
            await asyncio.wait([task], timeout=max(0.0, MODAL_BY.total_seconds() - age(interaction)))
            if not task.done():
                raise StoreTimeout(
                    f"the settings database did not answer within {MODAL_BY.total_seconds():g} s"
                )
            return task.result()
        await asyncio.wait([task], timeout=max(0.0, ACKNOWLEDGE_AT.total_seconds() - age(interaction)))
        if not task.done() and not interaction.response.is_done():
            await defer(interaction)
        return await task
    finally:
        if not task.done():
            task.cancel()  # the store's own work is shielded: a write under way still lands
