"""The bot: one class for both Discord and the offline console, so the console is never a copy."""

from __future__ import annotations

import logging
import time
from pathlib import Path

import discord
from discord.ext import commands

from bot.errors import FloorJudgeTree, UserFacingError
from bot.rules.library import Library
from bot.rules.search import TermSearch
from bot.sync import sync_if_changed
from bot.ui.buttons import DYNAMIC_ITEMS

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.lookup",)
"""Cogs loaded in `setup_hook`, in order."""


class FloorJudge(commands.Bot):
    """The judge assistant: rules data in memory, cogs for the commands, stateless buttons."""

    def __init__(
        self,
        *,
        library: Library,
        dev_guild_id: int | None = None,
        command_state_path: Path | None = None,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
            tree_cls=FloorJudgeTree,
        )
        self.library = library
        self.search = TermSearch(library)
        self.dev_guild_id = dev_guild_id
        self.command_state_path = command_state_path
        self.started_at = time.perf_counter()
        self.ready_after: float | None = None

    async def setup_hook(self) -> None:
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        assert self.application_id is not None  # set by login, before setup_hook
        await sync_if_changed(
            self.tree,
            application_id=self.application_id,
            guild_id=self.dev_guild_id,
            state_path=self.command_state_path,
        )

    async def on_ready(self) -> None:
        if self.ready_after is None:
            self.ready_after = time.perf_counter() - self.started_at
            log.info("ready as %s in %.2f s", self.user, self.ready_after)

    # -- per-server policy (the settings store refines these) ---------------------------------

    def game_order(self, preferred: str | None = None) -> list[str]:
        """Every game, the preferred one first."""
        games = list(self.library.games)
        if preferred in games:
            games.remove(preferred)
            games.insert(0, preferred)
        return games

    async def candidate_games(self, interaction: discord.Interaction, explicit: str | None) -> list[str]:
        """The games an answer may come from: the explicit option, else every game."""
        if explicit:
            game = self.library.find_game(explicit)
            if game is None:
                names = ", ".join(g.data.short_name for g in self.library.games.values())
                raise UserFacingError(f"There is no game called “{explicit[:50]}”. Games: {names}.")
            return [game.id]
        return self.game_order()

    async def answers_public(self, interaction: discord.Interaction) -> bool:
        """Whether answers go straight to the channel; private-first by default."""
        return False

    async def check_may_post_publicly(self, interaction: discord.Interaction) -> None:
        """Raise `UserFacingError` when this member may not post an answer publicly."""
        return None
