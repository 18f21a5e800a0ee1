"""`/search`: full-text search over every loaded rules text, ranked, each result one click from the
whole rule. Follows the channel's game like every other answer."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import UserFacingError
from bot.render.inert import inert
from bot.render.pages import PageSpec, Section, pack
from bot.reply import echo, send_answer
from bot.rules.fulltext import Results, index_for
from bot.ui.rules import ShowRule, fits_custom_id

if TYPE_CHECKING:
    from bot.client import FloorJudge

log = logging.getLogger(__name__)

RESULTS = 5
"""Results shown, each with a button (Discord allows 5 buttons a row)."""
SEARCH_COLOUR = 0x455A64


class Search(commands.Cog):
    """Find a rule by what it says."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot
        self.index = index_for(bot.library)
        log.info("search index: %d rules in %.0f ms", self.index.size, self.index.build_seconds * 1000)

    @app_commands.command(name="search", description="Find rules by what they say, across the rules texts.")
    @app_commands.describe(
        query="Words from the rule, or a question (typos are fine)",
        game="Which game's rules (default: the channel's or server's game, else all games)",
    )
    async def search(
        self,
        interaction: discord.Interaction,
        query: app_commands.Range[str, 1, 200],
        game: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        games = await self.bot.policy.candidate_games(interaction, game)
        # A query with typo correction takes a few milliseconds: keep it off the event loop.
        results = await asyncio.to_thread(self.index.search, query, games, RESULTS)
        if not results.hits:
            where = (
                f"the {self.bot.library.game(games[0]).data.short_name} rules this bot has"
                if len(games) == 1
                else "the rules this bot has"
            )
            searched = " ".join(results.words) or "no searchable words"
            raise UserFacingError(f"Nothing in {where} matches {echo(query)} (searched: {searched}).")
        buttons = [
            ShowRule(hit.game, hit.rule, 0, f"{number}. {self.bot.library.game(hit.game).cite(hit.rule)}")
            for number, hit in enumerate(results.hits, start=1)
            if fits_custom_id(hit.game, hit.rule)
        ]
        await send_answer(interaction, self._embeds(query, results, games), extra_items=buttons)

    def _embeds(self, query: str, results: Results, games: list[str]) -> list[discord.Embed]:
        several = len({hit.game for hit in results.hits}) > 1 or len(games) > 1
        sections = []
        for number, hit in enumerate(results.hits, start=1):
            game = self.bot.library.game(hit.game)
            name = f"{number}. {hit.title}"
            if several:
                name += f" · {game.data.short_name}"
            sections.append(Section(name, hit.snippet or "(heading)"))
        notes = [f"Best matches for {echo(query)}; the buttons open each whole rule."]
        if results.corrected:
            fixed = ", ".join(f"{typed} → **{used}**" for typed, used in results.corrected)
            notes.append(f"Corrected: {fixed}.")
        if len(games) == 1:
            footer = f"{self.bot.library.game(games[0]).documents_label} · search"
        else:
            footer = "Searched: " + ", ".join(self.bot.library.game(g).documents_label for g in games)
        return pack(
            PageSpec(
                title=f"Search: {inert(query[:180])}"[:250],
                colour=SEARCH_COLOUR,
                description="\n".join(notes),
                footer=footer,
                sections=sections,
            )
        )

    @search.autocomplete("game")
    async def _search_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.bot.policy.game_choices(interaction, current)


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(Search(bot))
