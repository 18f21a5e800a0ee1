"""`/my …`: a member's own settings, wherever they use floorjudge (a server, a DM, a group DM).

Their default game answers where neither the command, the channel nor the server names one: in DMs,
in servers that installed nothing, and in servers without a game of their own (see `bot.policy`).
"""

from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.reply import send_private

if TYPE_CHECKING:
    from bot.client import FloorJudge


class My(commands.GroupCog, group_name="my", group_description="Your own floorjudge settings, everywhere"):
    """A member's own settings: stored like a server's, exported and reset the same way."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot
        super().__init__()

    def _name(self, game_id: str | None) -> str:
        known = game_id is not None and game_id in self.bot.library.games
        return self.bot.library.game(game_id).data.name if known and game_id else "none"

    @app_commands.command(name="game", description="Your own default game (leave empty to clear)")
    @app_commands.describe(game="Used wherever the command, the channel and the server name no game")
    async def game(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = self.bot.policy.find_game(game).id if game else None
        await self.bot.store.update_user(interaction.user.id, default_game=game_id)
        if game_id is None:
            await send_private(
                interaction,
                "Your own default game is cleared: where nothing else names a game, every game is searched.",
            )
            return
        await send_private(
            interaction,
            f"Your own default game: **{self._name(game_id)}**. It answers wherever the command, the channel "
            "and the server name no game: in DMs, group DMs, and servers without a game of their own.",
        )

    @game.autocomplete("game")
    async def _game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.bot.policy.game_choices(interaction, current, enabled_only=False)

    @app_commands.command(name="show", description="Your own floorjudge settings")
    async def show(self, interaction: discord.Interaction) -> None:
        mine = await self.bot.store.user_settings(interaction.user.id)
        if mine.default_game is None:
            await send_private(interaction, "You have no default game of your own (`/my game` sets one).")
            return
        await send_private(
            interaction,
            f"Your own default game: **{self._name(mine.default_game)}** (where the command, the channel and "
            "the server name none).",
        )

    @app_commands.command(name="export", description="Download your own floorjudge settings as a JSON file")
    async def export(self, interaction: discord.Interaction) -> None:
        document = json.dumps((await self.bot.store.user_settings(interaction.user.id)).export(), indent=2)
        file = discord.File(io.BytesIO(document.encode()), filename="floorjudge-my-settings.json")
        await send_private(interaction, "Your own settings:", file=file)

    @app_commands.command(name="reset", description="Forget your own floorjudge settings")
    async def reset(self, interaction: discord.Interaction) -> None:
        await self.bot.store.reset_user(interaction.user.id)
        await send_private(interaction, "Your own settings are forgotten: nothing of yours is stored.")


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(My(bot))
