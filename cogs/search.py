"""`/search`: full-text search over every loaded rules text and the cards' printed text, ranked,
each result one click from the whole rule. Follows the channel's game like every other answer.
Thin: the answer and its buttons are `bot.ui.search`'s."""

from __future__ import annotations

import logging
import time
from concurrent.futures import Future
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.rules.fulltext import RulesIndex, build_index
from bot.ui.search import SearchAgain, prepare_cards, run_search

if TYPE_CHECKING:
    from bot.client import FloorJudge

log = logging.getLogger(__name__)


class Search(commands.Cog):
    """Find a rule, or a card, by what it says."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot
        # Built in a worker thread: start-up does not wait; a search arriving first waits, deferred.
        build_index(bot.library).add_done_callback(self._built)

    def _built(self, future: Future[RulesIndex]) -> None:
        if future.exception() is not None:
            log.error("search index: not built", exc_info=future.exception())
            return
        index = future.result()
        log.info(
            "search index: %d rules in %.0f ms, ready %.2f s after start",
            index.size,
            index.build_seconds * 1000,
            time.perf_counter() - self.bot.started_at,
        )
        try:  # in the same worker thread: the cards' text too, so the first search does not build it
            prepare_cards(index, self.bot.cards.catalogs)
        except Exception:  # a search builds what is missing on first use
            log.exception("card text indexes: not built ahead")
            return
        log.info("card text indexes: ready %.2f s after start", time.perf_counter() - self.bot.started_at)

    @app_commands.command(name="search", description="Find rules (and cards) by what they say.")
    @app_commands.describe(
        query="Words from the rule, or a question (typos are fine; the game's own words are kept)",
        game="Which game's rules (default: the channel's or server's game, else all games)",
    )
    async def search(
        self,
        interaction: discord.Interaction,
        query: app_commands.Range[str, 1, 200],
        game: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        await run_search(interaction, query, game)

    @search.autocomplete("game")
    async def _search_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.bot.policy.game_choices(interaction, current)


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(Search(bot))
    bot.add_dynamic_items(SearchAgain)


async def teardown(bot: FloorJudge) -> None:
    bot.remove_dynamic_items(SearchAgain)
