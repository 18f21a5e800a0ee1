"""The command tree: every command's error is answered through the reply layer, and an
interaction that arrives late is acknowledged before its handler runs."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.reply import acknowledge_late, answer_error


class FloorJudgeTree(app_commands.CommandTree[Any]):
    """The bot's command tree."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        if interaction.type is discord.InteractionType.application_command:
            await acknowledge_late(interaction)
        return True

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        command = interaction.command.qualified_name if interaction.command else "unknown command"
        await answer_error(interaction, error, where=f"/{command}")
