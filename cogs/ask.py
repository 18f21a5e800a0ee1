"""`/ask question [game]`: a question as a judge says it — the cards and rules it names, and the
check it reads like, pre-filled. Thin: the answer is `bot.ui.ask`'s."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.ask import RunThisCheck, run_ask

if TYPE_CHECKING:
    from bot.client import FloorJudge


class Ask(commands.Cog):
    """Read a judge's question: its cards, its deciding rules, its check."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot

    @app_commands.command(
        name="ask", description="Ask as you'd ask a judge: the cards, the deciding rules, the check to run."
    )
    @app_commands.describe(
        question="The question, as you'd say it (card names with or without quotes)",
        game="Which game (default: the channel's or server's game)",
    )
    async def ask(
        self,
        interaction: discord.Interaction,
        question: app_commands.Range[str, 1, 300],
        game: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        await run_ask(interaction, question, game)

    @ask.autocomplete("game")
    async def _ask_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.bot.policy.game_choices(interaction, current)


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(Ask(bot))
    bot.add_dynamic_items(RunThisCheck)


async def teardown(bot: FloorJudge) -> None:
    bot.remove_dynamic_items(RunThisCheck)
