"""A judge call's buttons: **Claim** and **Resolved** for judges, on the call's post, and **Withdraw
call** for the player, on their private confirmation. State lives in the custom id (the call's id)
and in the store, so the buttons work after a restart and keep no timer.

Telling the player who is coming: a bot cannot answer an interaction privately once it is over, so
the player gets a direct message (a notification on their phone, at any time); when their DMs are
closed to the bot, a private follow-up to their ``/judge call`` instead, which Discord allows for 15
minutes and which this process keeps in memory (so not after a restart). When neither works, the
judge is told to find the player.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime, timedelta
from typing import Any, Final, Literal
from weakref import WeakKeyDictionary

import discord

from bot.errors import RefusedHere
from bot.policy import policy_of
from bot.reply import (
    edit_post,
    follow_up_privately,
    guarded,
    send_dm,
    send_private,
    static_view,
    update_message,
)
from bot.store import JudgeCall, Store
from bot.ui.desk.access import require_bot_here, require_judge
from bot.ui.desk.text import CallState, call_post, judge_coming

log = logging.getLogger(__name__)

Action = Literal["claim", "resolve", "withdraw"]
FOLLOW_UP_FOR: Final = timedelta(minutes=14)
"""How long a caller's interaction is kept for a private follow-up (Discord's token lasts 15)."""
_BUTTONS: dict[Action, tuple[str, discord.ButtonStyle]] = {
    "claim": ("Claim", discord.ButtonStyle.primary),
    "resolve": ("Resolved", discord.ButtonStyle.success),
    "withdraw": ("Withdraw call", discord.ButtonStyle.secondary),
}


class CallerFollowUps:
    """The callers' ``/judge call`` interactions, while Discord still takes a follow-up to them."""

    def __init__(self) -> None:
        self._kept: dict[int, tuple[discord.Interaction, datetime]] = {}

    def keep(self, call_id: int, interaction: discord.Interaction, now: datetime) -> None:
        self._kept = {k: v for k, v in self._kept.items() if v[1] > now}  # the stale go first
        self._kept[call_id] = (interaction, now + FOLLOW_UP_FOR)

    def get(self, call_id: int, now: datetime) -> discord.Interaction | None:
        found = self._kept.get(call_id)
        return found[0] if found is not None and found[1] > now else None

    def drop(self, call_id: int) -> None:
        self._kept.pop(call_id, None)


_FOLLOW_UPS: WeakKeyDictionary[discord.Client, CallerFollowUps] = WeakKeyDictionary()


def follow_ups(client: discord.Client) -> CallerFollowUps:
    """This bot's callers kept for a follow-up (one set per bot: tests run several bots)."""
    return _FOLLOW_UPS.setdefault(client, CallerFollowUps())


class CallButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:call:(?P<action>claim|resolve|withdraw):(?P<call>[0-9]{1,20})",
):
    """One of a judge call's buttons; the action and the call's id are its custom id."""

    def __init__(self, action: Action, call_id: int) -> None:
        self.action: Action = action
        self.call_id = call_id
        label, style = _BUTTONS[action]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"fj:call:{action}:{call_id}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CallButton:
        action: Action = match["action"]  # type: ignore[assignment]  # the template allows only these
        return cls(action, int(match["call"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        act = {"claim": self._claim, "resolve": self._resolve, "withdraw": self._withdraw}[self.action]
        await guarded(interaction, f"button {self.action} call", lambda: act(interaction))

    async def _claim(self, interaction: discord.Interaction) -> None:
        store, call = await self._open_call(interaction)
        settings = await store.get(call.guild_id)
        require_judge(interaction, settings, "claim judge calls")
        claimed = await store.claim_call(call.call_id, interaction.user.id, discord.utils.utcnow())
        if claimed is None:
            raise RefusedHere("This call is closed already.")
        await _show_call(interaction, claimed, settings.judge_role_id, "claimed", interaction.user.id)
        told = await tell_caller(interaction, claimed)
        where = f"table {claimed.table}" if claimed.table else f"<#{claimed.channel_id}>"
        if told:
            await follow_up_privately(
                interaction, f"<@{claimed.caller_id}> was told privately that you're coming."
            )
        else:
            await follow_up_privately(
                interaction,
                f"<@{claimed.caller_id}> couldn't be told privately (their DMs are closed to floorjudge): "
                f"find them at {where}.",
            )

    async def _resolve(self, interaction: discord.Interaction) -> None:
        store, call = await self._open_call(interaction)
        settings = await store.get(call.guild_id)
        require_judge(interaction, settings, "resolve judge calls")
        closed = await store.close_call(call.call_id)
        if closed is None:
            raise RefusedHere("This call is closed already.")
        follow_ups(interaction.client).drop(call.call_id)
        await _show_call(interaction, closed, settings.judge_role_id, "resolved", interaction.user.id)

    async def _withdraw(self, interaction: discord.Interaction) -> None:
        store, call = await self._open_call(interaction)
        if interaction.user.id != call.caller_id:
            raise RefusedHere("Only the player who called can withdraw this call.")
        closed = await store.close_call(call.call_id)
        if closed is None:
            raise RefusedHere("This call is closed already.")
        follow_ups(interaction.client).drop(call.call_id)
        await update_message(interaction, "Your judge call is withdrawn.")
        if closed.message_id is not None:
            settings = await store.get(closed.guild_id)
            content, embed = call_post(closed, role_id=settings.judge_role_id, state="withdrawn")
            posted = interaction.client.get_partial_messageable(
                closed.judges_channel_id, guild_id=closed.guild_id
            )
            try:
                await edit_post(posted.get_partial_message(closed.message_id), content, embed=embed)
            except discord.HTTPException as error:
                log.warning("call %s: its post could not be marked withdrawn: %s", closed.call_id, error)

    async def _open_call(self, interaction: discord.Interaction) -> tuple[Store, JudgeCall]:
        require_bot_here(interaction)
        store = policy_of(interaction).store
        call = await store.call(self.call_id)
        if call is None or call.guild_id != interaction.guild_id:
            raise RefusedHere("This call is closed already.")
        return store, call


def call_view(call: JudgeCall) -> discord.ui.View:
    """The buttons an open call's post carries: Claim (once claimed, another judge may take it over)
    and Resolved. A closed call's post has none."""
    return static_view(CallButton("claim", call.call_id), CallButton("resolve", call.call_id))


def withdraw_view(call: JudgeCall) -> discord.ui.View:
    return static_view(CallButton("withdraw", call.call_id))


async def _show_call(
    interaction: discord.Interaction, call: JudgeCall, role_id: int | None, state: CallState, by: int
) -> None:
    content, embed = call_post(call, role_id=role_id, state=state, by=by)
    await update_message(
        interaction, content, embed=embed, view=call_view(call) if state == "claimed" else None
    )


async def tell_caller(interaction: discord.Interaction, call: JudgeCall) -> bool:
    """Tell the player privately which judge is coming: by DM, else by a follow-up to their call
    while Discord allows one. False if neither reached them."""
    guild_name = interaction.guild.name if interaction.guild is not None else "the server"
    text = judge_coming(call, interaction.user.display_name, guild_name)
    client = interaction.client
    try:
        caller = client.get_user(call.caller_id) or await client.fetch_user(call.caller_id)
        await send_dm(caller, text)
        return True
    except discord.HTTPException as error:
        log.info("call %s: no DM to the player (%s); trying a follow-up", call.call_id, error)
    kept = follow_ups(client).get(call.call_id, discord.utils.utcnow())
    if kept is None:
        return False
    try:
        await follow_up_privately(kept, text)
        return True
    except discord.HTTPException as error:
        log.info("call %s: no follow-up to the player either (%s)", call.call_id, error)
        return False


async def confirm_call(interaction: discord.Interaction, call: JudgeCall, text: str) -> None:
    """The caller's private confirmation, with **Withdraw call**; their interaction is kept for a
    follow-up when a judge claims."""
    follow_ups(interaction.client).keep(call.call_id, interaction, discord.utils.utcnow())
    await send_private(interaction, text, view=withdraw_view(call))
