"""`/timer …`: round timers that count down on every screen and speak at the server's marks.

Judges start, pause, resume, change and stop them; anyone sees them (`/timer show`). The arithmetic
and the scheduling are `bot.desk`; this cog posts and edits the messages.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.desk import timers
from bot.desk.runner import RoundTimers, Said
from bot.errors import RefusedHere, UserFacingError
from bot.render.inert import inert
from bot.reply import edit_post, post, send_private
from bot.store import RoundTimer, StoreError
from bot.tree import server_only
from bot.ui.desk.access import require_bot_here, require_judge
from bot.ui.desk.text import clock, marks_phrase, marks_said, stamp, timer_post, timers_shown

if TYPE_CHECKING:
    from bot.client import FloorJudge

log = logging.getLogger(__name__)


@server_only
class Timer(commands.GroupCog, group_name="timer", group_description="Round timers for your event"):
    """Round timers: stored, so they survive a restart; one scheduler timer waits for all of them."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot
        self.running = RoundTimers(lambda: bot.store, self, discord.utils.utcnow)
        super().__init__()

    async def cog_unload(self) -> None:
        self.running.close()

    # -- commands -------------------------------------------------------------------------------

    @app_commands.command(name="start", description="Start a round timer in this channel (judges)")
    @app_commands.describe(
        minutes="How long the round lasts", name="Several timers? Name each (default: Round)"
    )
    async def start(
        self,
        interaction: discord.Interaction,
        minutes: app_commands.Range[int, 1, timers.LONGEST],
        name: app_commands.Range[str, 1, timers.NAME_LENGTH] | None = None,
    ) -> None:
        guild_id = await self._judge(interaction)
        where = interaction.app_permissions
        in_thread = isinstance(interaction.channel, discord.Thread)
        if not (
            where.view_channel and (where.send_messages_in_threads if in_thread else where.send_messages)
        ):
            raise RefusedHere("floorjudge can't post in this channel (it needs Send Messages here).")
        settings = await self.bot.store.get(guild_id)
        desk = await self.bot.store.desk_settings(guild_id)
        channel = interaction.channel
        parent_id = channel.parent_id if isinstance(channel, discord.Thread) else None
        game = settings.resolve_game(channel_id=interaction.channel_id, parent_id=parent_id).game
        now = discord.utils.utcnow()
        timer = timers.start(
            guild_id=guild_id,
            name=name or timers.DEFAULT_NAME,
            channel_id=interaction.channel_id or 0,
            started_by=interaction.user.id,
            length=minutes,
            marks=desk.timer_marks,
            game=game,
            now=now,
        )
        await interaction.response.defer(ephemeral=True, thinking=True)  # a post comes before the answer
        await self.running.start(timer)
        try:
            message = await post(self._channel(timer), timer_post(timer, now))
        except discord.HTTPException:
            await self.running.stop(timer)
            raise UserFacingError(
                "The timer could not be posted in this channel; it was not started."
            ) from None
        _, timer = await self.running.change(timer, lambda t, _: timers.posted(t, message.id))
        assert timer.ends_at is not None
        await send_private(
            interaction,
            f"Started **{inert(timer.name)}**: {minutes} minutes, ends {stamp(timer.ends_at, 'R')} "
            f"(at {stamp(timer.ends_at)}). It says {marks_phrase(timer.pending)}.",
        )

    @app_commands.command(name="pause", description="Pause a round timer (judges)")
    @app_commands.describe(name="Which timer (not needed when one runs)")
    async def pause(self, interaction: discord.Interaction, name: str | None = None) -> None:
        after = await self._change(interaction, name, timers.pause)
        left = clock(timers.time_left(after, discord.utils.utcnow()))
        await send_private(interaction, f"Paused **{inert(after.name)}** with {left} left.")
        await self._show(after, timer_post(after, discord.utils.utcnow()))

    @app_commands.command(name="resume", description="Resume a paused round timer (judges)")
    @app_commands.describe(name="Which timer (not needed when one runs)")
    async def resume(self, interaction: discord.Interaction, name: str | None = None) -> None:
        after = await self._change(interaction, name, timers.resume)
        assert after.ends_at is not None
        await send_private(
            interaction, f"Resumed **{inert(after.name)}**: it ends {stamp(after.ends_at, 'R')}."
        )
        await self._show(after, timer_post(after, discord.utils.utcnow()))

    @app_commands.command(
        name="add", description="Add minutes to a round timer, or take them away (-5) (judges)"
    )
    @app_commands.describe(minutes="Minutes to add; negative takes time away", name="Which timer")
    async def add(
        self,
        interaction: discord.Interaction,
        minutes: app_commands.Range[int, -timers.LONGEST, timers.LONGEST],
        name: str | None = None,
    ) -> None:
        after = await self._change(interaction, name, lambda t, now: timers.add(t, minutes, now))
        left = clock(timers.time_left(after, discord.utils.utcnow()))
        count = f"{abs(minutes)} minute{'s' if abs(minutes) != 1 else ''}"
        change = f"{count} {'added' if minutes > 0 else 'taken away'}"
        await send_private(interaction, f"**{inert(after.name)}**: {change}; {left} left.")
        await self._show(after, timer_post(after, discord.utils.utcnow()))

    @app_commands.command(name="stop", description="Stop a round timer (judges)")
    @app_commands.describe(name="Which timer (not needed when one runs)")
    async def stop(self, interaction: discord.Interaction, name: str | None = None) -> None:
        guild_id = await self._judge(interaction)
        stopped = await self.running.stop(self.running.find(guild_id, name))
        now = discord.utils.utcnow()
        await send_private(
            interaction,
            f"Stopped **{inert(stopped.name)}** with {clock(timers.time_left(stopped, now))} left.",
        )
        await self._show(stopped, timer_post(stopped, now, stopped_by=interaction.user.id))

    @app_commands.command(name="show", description="The round timers of this server")
    async def show(self, interaction: discord.Interaction) -> None:
        guild_id = require_bot_here(interaction)
        running = self.running.of(guild_id)
        await send_private(interaction, timers_shown(running, discord.utils.utcnow(), guild_id))

    @pause.autocomplete("name")
    @resume.autocomplete("name")
    @add.autocomplete("name")
    @stop.autocomplete("name")
    async def _names(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        wanted = current.casefold().strip()
        return [
            app_commands.Choice(name=t.name, value=t.name)
            for t in self.running.of(interaction.guild_id)
            if wanted in t.key
        ][:25]

    # -- inside ---------------------------------------------------------------------------------

    async def _judge(self, interaction: discord.Interaction) -> int:
        """The server's id, for a judge in a server that added floorjudge; refused otherwise."""
        guild_id = require_bot_here(interaction)
        require_judge(interaction, await self.bot.store.get(guild_id), "run round timers")
        return guild_id

    async def _change(
        self,
        interaction: discord.Interaction,
        name: str | None,
        how: Callable[[RoundTimer, datetime], RoundTimer],
    ) -> RoundTimer:
        """A judge's change to a timer, saved; the caller answers, then shows it on the post (an
        edit is a network call: the answer goes first, within Discord's window)."""
        guild_id = await self._judge(interaction)
        _, after = await self.running.change(self.running.find(guild_id, name), how)
        return after

    def _channel(self, timer: RoundTimer) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(timer.channel_id, guild_id=timer.guild_id)

    async def _show(self, timer: RoundTimer, content: str) -> None:
        """Edit the timer's post; a post deleted or out of reach is logged, the timer goes on."""
        if timer.message_id is None:
            return
        try:
            await edit_post(self._channel(timer).get_partial_message(timer.message_id), content)
        except discord.HTTPException as error:
            log.warning(
                "timer %s of server %s: its post was not updated: %s", timer.key, timer.guild_id, error
            )

    # -- the runner's effects -------------------------------------------------------------------

    async def announce(self, said: Said) -> None:
        """Say marks of one channel in one message; at time with the server's line, and then each
        ended timer's post says so."""
        first = said[0][0]
        ended = [timer for timer, due in said if due.final]
        lines: list[str] = []
        if ended:
            try:
                desk = await self.bot.store.desk_settings(first.guild_id)
                lines = [line for timer in ended if (line := desk.round_end_line(timer.game))]
            except StoreError as error:
                log.warning("server %s: its round-end line could not be read: %s", first.guild_id, error)
        for message in marks_said(said, lines):
            await post(self._channel(first), message)
        now = discord.utils.utcnow()
        for timer in ended:
            await self._show(timer, timer_post(timer, now, ended=True))

    # -- the servers this process serves ----------------------------------------------------------

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Read the stored timers of this process's servers, in one query (again after a new gateway
        session). A server unavailable in an outage is still among them, so its timers run on and
        speak once it is back; a server joined later has none."""
        count = await self.running.load(lambda guild_id: self.bot.get_guild(guild_id) is not None)
        if count:
            log.info("running %d round timers", count)

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        self.running.forget_guild(guild.id)


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(Timer(bot))
