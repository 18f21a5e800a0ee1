"""The bot: one class for both Discord and the offline console, so the console is never a copy.

It only starts and stops: the server policy is `bot.policy`, replies are `bot.reply`, and each cog
registers its own commands and buttons.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

import discord
from discord.ext import commands

from bot.cards import CardStore
from bot.policy import Policy
from bot.reply import PostPublicly
from bot.rules.library import Library, default_data_dir
from bot.rules.search import TermSearch
from bot.store import Store
from bot.sync import sync_if_changed
from bot.tree import FloorJudgeTree

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.lookup", "cogs.search", "cogs.settings", "cogs.check", "cogs.help", "cogs.cards")
"""Cogs loaded in `setup_hook`, in order."""


class FloorJudge(commands.Bot):
    """The judge assistant: rules data in memory, the settings store, and the cogs."""

    def __init__(
        self,
        *,
        library: Library,
        database_path: Path,
        dev_guild_id: int | None = None,
        command_state_path: Path | None = None,
        started_at: float | None = None,
        cards: CardStore | None = None,
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
        self.cards = (
            cards if cards is not None else CardStore(default_data_dir(), database_path.parent / "cards")
        )
        """Every game's card data; imports made while the bot runs are picked up (`CardStore.refresh`)."""
        self.database_path = database_path
        self._store: Store | None = None
        self.policy = Policy(library, lambda: self.store)
        self.dev_guild_id = dev_guild_id
        self.command_state_path = command_state_path
        self.started_at = time.perf_counter() if started_at is None else started_at
        """When start-up began (`main()` passes its own start), for the "ready in" figure."""
        self.ready_after: float | None = None

    @property
    def store(self) -> Store:
        """The preferences store, opened in `setup_hook`."""
        if self._store is None:
            raise RuntimeError("the store is opened in setup_hook; the bot has not started")
        return self._store

    async def setup_hook(self) -> None:
        self._store = await Store.open(self.database_path)
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        self.add_dynamic_items(PostPublicly)  # every cog's answers carry it; cogs add their own
        assert self.application_id is not None  # set by login, before setup_hook
        await sync_if_changed(
            self.tree,
            application_id=self.application_id,
            guild_id=self.dev_guild_id,
            state_path=self.command_state_path,
        )

    async def release(self) -> None:
        """Close what `setup_hook` opened; the offline console and tests call it after simcord."""
        for extension in reversed(EXTENSIONS):  # unloading stops background tasks that use the store
            if extension in self.extensions:
                await self.unload_extension(extension)
        if self._store is not None:
            await self._store.close()
            self._store = None

    async def close(self) -> None:
        await super().close()
        await self.release()

    async def on_ready(self) -> None:
        if self.ready_after is None:
            self.ready_after = time.perf_counter() - self.started_at
            log.info("ready as %s in %.2f s", self.user, self.ready_after)
