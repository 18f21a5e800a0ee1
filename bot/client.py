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
from bot.store import GuildSettings, Store
from bot.sync import sync_if_changed
from bot.ui.buttons import DYNAMIC_ITEMS

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.lookup", "cogs.settings", "cogs.check", "cogs.help")
"""Cogs loaded in `setup_hook`, in order."""


class FloorJudge(commands.Bot):
    """The judge assistant: rules data in memory, cogs for the commands, stateless buttons."""

    def __init__(
        self,
        *,
        library: Library,
        database_path: Path,
        dev_guild_id: int | None = None,
        command_state_path: Path | None = None,
        started_at: float | None = None,
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
        self.database_path = database_path
        self._store: Store | None = None
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
        self.add_dynamic_items(*DYNAMIC_ITEMS)
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

    # -- per-server policy: every answer follows the server's preferences ----------------------

    async def guild_settings(self, interaction: discord.Interaction) -> GuildSettings | None:
        """This server's preferences; None in direct messages."""
        if interaction.guild_id is None:
            return None
        return await self.store.get(interaction.guild_id)

    def game_order(self, settings: GuildSettings | None, preferred: str | None = None) -> list[str]:
        """The games this server has enabled, the preferred one first."""
        games = [g for g in self.library.games if settings is None or settings.is_enabled(g)]
        if preferred in games:
            games.remove(preferred)
            games.insert(0, preferred)
        return games

    async def candidate_games(self, interaction: discord.Interaction, explicit: str | None) -> list[str]:
        """The games an answer may come from, best first.

        One rule everywhere: the explicit `game` option > the channel's game (a thread follows its
        parent) > the server's default game > every enabled game (the caller asks when unsure).
        """
        settings = await self.guild_settings(interaction)
        explicit_id = None
        if explicit:
            game = self.library.find_game(explicit)
            if game is None:
                names = ", ".join(g.data.short_name for g in self.library.games.values())
                raise UserFacingError(f"There is no game called “{explicit[:50]}”. Games: {names}.")
            explicit_id = game.id
        if settings is None:
            return [explicit_id] if explicit_id else self.game_order(None)
        channel = interaction.channel
        parent_id = getattr(channel, "parent_id", None) if isinstance(channel, discord.Thread) else None
        resolved = settings.resolve_game(explicit_id, channel_id=interaction.channel_id, parent_id=parent_id)
        if resolved.game is not None and resolved.enabled:
            return [resolved.game]
        if resolved.source == "explicit":
            name = self.library.game(resolved.game or "").data.name
            raise UserFacingError(f"{name} is not enabled on this server.")
        return self.game_order(settings)

    async def enabled_games(self, interaction: discord.Interaction, first: str | None = None) -> list[str]:
        """Every game enabled on this server, `first` first: what autocomplete offers."""
        return self.game_order(await self.guild_settings(interaction), first)

    @staticmethod
    def _is_judge(interaction: discord.Interaction, settings: GuildSettings) -> bool:
        """No judge role set: everyone counts. Otherwise its members and server managers."""
        if settings.judge_role_id is None:
            return True
        member = interaction.user
        if not isinstance(member, discord.Member):
            return False
        return member.guild_permissions.manage_guild or member.get_role(settings.judge_role_id) is not None

    async def answers_public(self, interaction: discord.Interaction, *, verdict: bool = False) -> bool:
        """Whether an answer goes straight to the channel: only where the server chose public answers,
        and for engine verdicts only from judges (they carry a judge's authority)."""
        settings = await self.guild_settings(interaction)
        if settings is None or settings.visibility != "public":
            return False
        return not verdict or self._is_judge(interaction, settings)

    async def check_may_post_publicly(self, interaction: discord.Interaction) -> None:
        """With a judge role set, only judges (and server managers) post answers publicly."""
        settings = await self.guild_settings(interaction)
        if settings is None or self._is_judge(interaction, settings):
            return
        raise UserFacingError(
            f"Only members with the <@&{settings.judge_role_id}> role can post answers publicly here."
        )
