"""The bot: one class for both Discord and the offline console, so the console is never a copy.

It only starts and stops: the server policy is `bot.policy`, replies are `bot.reply`, and each cog
registers its own commands and buttons.
"""

from __future__ import annotations

import importlib
import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import discord
from discord.ext import commands

from bot.cards import CardStore
from bot.collector import Pacing
from bot.policy import Policy
from bot.reply import PostPublicly
from bot.rules.library import Library, default_data_dir
from bot.rules.search import term_search
from bot.store import Store
from bot.sync import sync_if_changed
from bot.tree import FloorJudgeTree

log = logging.getLogger(__name__)

EXTENSIONS = (
    "cogs.lookup",
    "cogs.search",
    "cogs.ask",
    "cogs.settings",
    "cogs.check",
    "cogs.help",
    "cogs.cards",
    "cogs.my",
    "cogs.judge",
    "cogs.timer",
)
"""The cog modules `setup_hook` loads, in order. Each is a discord.py extension (`setup`, and
`teardown` where a cog registers more than itself) but is imported once a process, as any module:
discord.py's `load_extension` runs the module afresh at every start (~10 ms of CPU a start, every
command and choice list built again), and the bot never reloads one in place."""

COMMAND_TYPES = (
    discord.AppCommandType.chat_input,
    discord.AppCommandType.user,
    discord.AppCommandType.message,
)


class FloorJudge(commands.AutoShardedBot):
    """The judge assistant: rules data in memory, the settings store, and the cogs.

    Always an `AutoShardedBot`: on Discord, N processes split the shards (`shard_ids` of
    `shard_count`; no count lets Discord recommend one); simcord drives it too, with one shard.
    """

    def __init__(
        self,
        *,
        library: Library,
        database_path: Path,
        database_url: str | None = None,
        dev_guild_id: int | None = None,
        command_state_path: Path | None = None,
        started_at: float | None = None,
        cards: CardStore | None = None,
        shard_count: int | None = 1,
        shard_ids: Sequence[int] | None = None,
        on_loaded: Callable[[], None] | None = None,
        pacing: Pacing | None = None,
    ) -> None:
        shards: dict[str, Any] = {"shard_count": shard_count}
        if shard_ids is not None:  # absent: this process runs every shard
            shards["shard_ids"] = list(shard_ids)
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
            tree_cls=FloorJudgeTree,
            **shards,
        )
        self.library = library
        self.search = term_search(library)
        self.cards = (
            cards if cards is not None else CardStore(default_data_dir(), database_path.parent / "cards")
        )
        """Every game's card data; imports made while the bot runs are picked up (`CardStore.refresh`)."""
        self.database_path = database_path
        self.database_url = database_url
        """Where the settings live when not in the SQLite file at `database_path` (PostgreSQL)."""
        self._store: Store | None = None
        self._cog_modules: list[ModuleType] = []
        """The cog modules set up on this bot, in order (`load_cogs`)."""
        self.policy = Policy(library, lambda: self.store)
        self.dev_guild_id = dev_guild_id
        self.command_state_path = command_state_path
        self.started_at = time.perf_counter() if started_at is None else started_at
        """When start-up began (`main()` passes its own start), for the "ready in" figure."""
        self.ready_after: float | None = None
        self.on_loaded = on_loaded
        """Called once, on the first ready, when start-up loading is over (`floorjudge` freezes what
        was loaded out of the garbage collector's way: `bot.collector.freeze_loaded`)."""
        assert isinstance(self.tree, FloorJudgeTree)
        self.tree.pacing = pacing
        """When the garbage collector runs (`bot.collector.Pacing`); None leaves it as Python runs it."""

    @property
    def store(self) -> Store:
        """The preferences store, opened in `setup_hook`."""
        if self._store is None:
            raise RuntimeError("the store is opened in setup_hook; the bot has not started")
        return self._store

    async def setup_hook(self) -> None:
        # A command-sync record beside the database means the bot ran here: a database that is
        # missing now is said loudly, not silently begun again.
        ran_here = self.command_state_path is not None and self.command_state_path.exists()
        self._store = await Store.open(self.database_url or self.database_path, expected=ran_here)
        await self.load_cogs()
        self.add_dynamic_items(PostPublicly)  # every cog's answers carry it; cogs add their own
        assert self.application_id is not None  # set by login, before setup_hook
        if not await self._store.lead("command-sync"):  # several processes share one database
            log.info("another process syncs the command tree")
            return
        await sync_if_changed(
            self.tree,
            application_id=self.application_id,
            guild_id=self.dev_guild_id,
            state_path=self.command_state_path,
            # Processes on other machines share a PostgreSQL store: the last sync is recorded there.
            # Without a state path (offline console, tests) every start meets a fresh Discord.
            shared=self._store if self._store.shared and self.command_state_path is not None else None,
        )

    async def load_cogs(self) -> None:
        """Set up every cog module (`EXTENSIONS`) on this bot: its cogs, commands and buttons."""
        for name in EXTENSIONS:
            module = importlib.import_module(name)
            await module.setup(self)
            self._cog_modules.append(module)

    async def unload_cogs(self) -> None:
        """Undo `load_cogs`, last first: each module's cogs are removed (their `cog_unload` stops
        their background work), then its `teardown` removes what else it registered."""
        while self._cog_modules:
            module = self._cog_modules.pop()
            for name, cog in list(self.cogs.items()):
                if type(cog).__module__ == module.__name__:
                    await self.remove_cog(name)
            # discord.py removes a GroupCog's group by the cog's name ("Judge"), not the group's
            # ("judge"): remove what the module's cogs left on the tree, as `unload_extension` does.
            for kind in COMMAND_TYPES:
                for command in self.tree.get_commands(type=kind):
                    if command.module == module.__name__:
                        self.tree.remove_command(command.name, type=kind)
            teardown = getattr(module, "teardown", None)
            if teardown is not None:
                await teardown(self)

    async def release(self) -> None:
        """Close what `setup_hook` opened; the offline console and tests call it after simcord."""
        await self.unload_cogs()  # unloading stops background tasks that use the store
        if self._store is not None:
            await self._store.close()
            self._store = None

    async def close(self) -> None:
        await super().close()
        await self.release()

    async def on_ready(self) -> None:
        if self.ready_after is None:
            self.ready_after = time.perf_counter() - self.started_at
            shards = ",".join(map(str, self.shard_ids)) if self.shard_ids is not None else "all"
            log.info(
                "ready as %s in %.2f s (shards %s of %s)",
                self.user,
                self.ready_after,
                shards,
                self.shard_count,
            )
            if self.on_loaded is not None:
                self.on_loaded()
