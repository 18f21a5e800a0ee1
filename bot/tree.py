"""The command tree: every command's error is answered through the reply layer, and a command
that could miss Discord's 3-second window (it arrived late, or behind many others) is acknowledged
before its handler runs.

It is also the one place that says where commands work: by default everywhere, and for both kinds
of install (a server that added floorjudge, and a member who installed it for themselves), so a new
command works in DMs, group DMs and any server by default. A command that must post in a server
(judge calls, timers) says so with :func:`server_only`.
"""

from __future__ import annotations

from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.collector import Pacing
from bot.reply import acknowledge_late, answer_error

T = TypeVar("T")

BUSY_AT = 100
"""With more interactions than this in flight (arrived, not yet handled), a command is deferred
before its handler runs. One event loop answers roughly a thousand interactions a second, so a
command queued behind more than this could otherwise wait longer than its window allows; below
it, answers go out directly (and public where the server chose that)."""


def everywhere() -> app_commands.AppCommandContext:
    """Servers, the DM with the bot, and other DMs and group DMs (these need a user install)."""
    return app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)


def both_installs() -> app_commands.AppInstallationType:
    """Installed to a server, or to a member (who then has it in every server and DM)."""
    return app_commands.AppInstallationType(guild=True, user=True)


def server_only(command: T) -> T:
    """Only in servers that added floorjudge: a command that posts in the server's channels. Discord
    shows it nowhere else (not in DMs, nor where only the member installed the bot).

    Not ``app_commands.guild_only``: that leaves the other contexts unset, and the tree's default
    (everywhere) would fill them in again.
    """
    command = app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)(command)
    return app_commands.allowed_installs(guilds=True, users=False)(command)


class FloorJudgeTree(app_commands.CommandTree[Any]):
    """The bot's command tree; it counts the interactions in flight. Its commands work everywhere,
    for both installs, unless one says otherwise (:func:`server_only`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allowed_contexts", everywhere())
        kwargs.setdefault("allowed_installs", both_installs())
        super().__init__(*args, **kwargs)
        self.in_flight = 0
        """Commands and autocompletes received and not yet handled, queued ones included."""
        self.pacing: Pacing | None = None
        """When the garbage collector runs (`floorjudge` sets it): paused while more than
        :data:`BUSY_AT` interactions are in flight, a full pass when the last one is done."""

    def _from_interaction(self, interaction: discord.Interaction, /) -> None:
        # discord.py calls this as each interaction arrives, before its task runs: counting here
        # sees the ones still queued, which counting in the handlers would not.
        self.in_flight += 1
        if self.in_flight > BUSY_AT and self.pacing is not None:
            self.pacing.busy()
        super()._from_interaction(interaction)

    async def _call(self, interaction: discord.Interaction, /) -> None:
        try:
            await super()._call(interaction)
        finally:
            self.in_flight -= 1
            if not self.in_flight and self.pacing is not None:
                self.pacing.idle()

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        if interaction.type is discord.InteractionType.application_command:
            await acknowledge_late(interaction, busy=self.in_flight > BUSY_AT)
        return True

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        command = interaction.command.qualified_name if interaction.command else "unknown command"
        await answer_error(interaction, error, where=f"/{command}")
