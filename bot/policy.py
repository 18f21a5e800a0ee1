"""The server policy: which games an answer may use, who may post answers publicly, and the one
vocabulary of game names on the Discord side (resolver, autocomplete, "no such game").

Every cog asks this module; nothing else reads a guild's settings to decide an answer. It reaches
the settings through the store and the rules through the library, and never imports the bot class.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Collection
from typing import Protocol, cast

import discord
from discord import app_commands

from bot.errors import UserFacingError
from bot.render.inert import inert
from bot.rules.library import GameRules, Library, name_key
from bot.store import GuildSettings, Store, StoreError
from bot.window import in_time

log = logging.getLogger(__name__)

SETTINGS_UNREADABLE = (
    "This server's settings can't be read right now: answering with the defaults, privately."
)
"""Said above an answer when the store failed: lookups and checks go on with default settings, and
nothing the settings guard (public answers, the judge role) is allowed."""
POST_REFUSED = (
    "This server's settings can't be read right now, so who may post answers publicly can't be checked: "
    "nothing was posted. Try again in a moment."
)
"""A permission fails closed: with the judge role unknown, nobody posts publicly."""
_READ, _UNREADABLE = "guild_settings", "settings_unreadable"
"""Keys in `interaction.extras`: the settings read for this interaction, and whether the read failed."""


class Policy:
    """The per-server rules every answer follows, over one store and one library."""

    def __init__(self, library: Library, store: Callable[[], Store]) -> None:
        self.library = library
        self._store = store  # a getter: the store is opened in setup_hook, after the policy exists

    @property
    def store(self) -> Store:
        """The settings store (the desk's data too)."""
        return self._store()

    # -- settings ------------------------------------------------------------------------------

    @staticmethod
    def installed_here(interaction: discord.Interaction) -> bool:
        """Whether the interaction comes from a server that added floorjudge, rather than from a DM,
        a group DM or a server where only the member installed it (a user install).

        Discord says so in the interaction (``authorizing_integration_owners``); the bot's own list of
        servers says it too (simcord, which sends no owners, and a server's first seconds).
        """
        if interaction.guild_id is None:
            return False
        return (
            interaction.is_guild_integration()
            or interaction.client.get_guild(interaction.guild_id) is not None
        )

    async def guild_settings(self, interaction: discord.Interaction) -> GuildSettings | None:
        """This server's preferences; None in direct messages, group DMs and servers that did not
        add floorjudge (their settings are not the bot's to apply); defaults when the store fails.

        Read once per interaction, within Discord's window (`bot.window.in_time`). A failed read is
        logged and noted on the interaction (`settings_note`), so the reply layer can say that the
        answer used the defaults; the answer itself still goes out, but nothing the settings guard
        is allowed (:meth:`settings_unreadable`): defaults are no permission.
        """
        if (known := interaction.extras.get(_READ)) is not None:  # only ever set where installed
            return cast(GuildSettings, known)
        if interaction.guild_id is None or not self.installed_here(interaction):
            return None
        if interaction.type is discord.InteractionType.autocomplete:
            return self._settings_for_suggestions(interaction.guild_id)
        store = self._store()
        settings = store.cached(interaction.guild_id)
        if settings is None:
            try:
                settings = await in_time(interaction, store.get(interaction.guild_id))
            except StoreError as error:
                log.warning("settings of server %s unreadable: %s", interaction.guild_id, error)
                add_note(interaction, SETTINGS_UNREADABLE)
                interaction.extras[_UNREADABLE] = True
                settings = GuildSettings(guild_id=interaction.guild_id)
        interaction.extras[_READ] = settings
        return settings

    @staticmethod
    def settings_unreadable(interaction: discord.Interaction) -> bool:
        """Whether this interaction's server settings could not be read (it answers with defaults)."""
        return bool(interaction.extras.get(_UNREADABLE))

    def _settings_for_suggestions(self, guild_id: int) -> GuildSettings:
        """Autocomplete can't be deferred: when a server's settings are not cached (a burst queues
        every read behind the writes), suggest with the defaults at once; the read is started so
        the next keystroke finds them cached."""
        store = self._store()
        cached = store.cached(guild_id)
        if cached is not None:
            return cached
        read = asyncio.ensure_future(store.get(guild_id))
        read.add_done_callback(lambda finished: finished.cancelled() or finished.exception())
        return GuildSettings(guild_id=guild_id)

    async def personal_game(self, interaction: discord.Interaction) -> str | None:
        """The member's own default game (``/my game``), if they set one this bot has.

        Autocomplete never waits for the database (as for a server's settings): uncached, it goes
        without, and the read is started for the next keystroke. An unreadable store is logged and
        the answer goes on without it.
        """
        store, user_id = self._store(), interaction.user.id
        settings = store.cached_user_settings(user_id)
        if settings is None:
            if interaction.type is discord.InteractionType.autocomplete:
                read = asyncio.ensure_future(store.user_settings(user_id))
                read.add_done_callback(lambda finished: finished.cancelled() or finished.exception())
                return None
            try:
                settings = await in_time(interaction, store.user_settings(user_id))
            except StoreError as error:
                log.warning("settings of member %s unreadable: %s", user_id, error)
                return None
        game = settings.default_game
        return game if game in self.library.games else None

    # -- games ---------------------------------------------------------------------------------

    def find_game(self, raw: str) -> GameRules:
        """The game a user named (id, short name or name), or the one "no such game" error."""
        game = self.library.find_game(raw)
        if game is None:
            names = ", ".join(g.data.short_name for g in self.library.games.values())
            shown = inert(raw.strip()[:50])
            raise UserFacingError(f"There is no game called “{shown}”. Games: {names}.")
        return game

    def game_order(self, settings: GuildSettings | None, preferred: str | None = None) -> list[str]:
        """The games this server has enabled, the preferred one first."""
        games = [g for g in self.library.games if settings is None or settings.is_enabled(g)]
        if preferred in games:
            games.remove(preferred)
            games.insert(0, preferred)
        return games

    async def candidate_games(
        self, interaction: discord.Interaction, explicit: str | None, *, strict: bool = True
    ) -> list[str]:
        """The games an answer may come from, best first.

        One rule everywhere: the explicit `game` option > the channel's game (a thread follows its
        parent) > the server's default game > the member's own default game, if the server enables
        it > every enabled game (the caller asks when unsure). Outside servers that added the bot
        (DMs, group DMs, a user install elsewhere): the option > the member's game > every game.
        With `strict=False` (autocomplete) a bad or disabled `explicit` is ignored instead of
        refused: suggestions are the best the bot can offer while the user is still typing.
        """
        settings = await self.guild_settings(interaction)
        explicit_id = None
        if explicit:
            game = self.library.find_game(explicit)
            if game is None and strict:
                self.find_game(explicit)  # raises the one "no such game" message
            explicit_id = game.id if game else None
        if settings is None:
            if explicit_id:
                return [explicit_id]
            personal = await self.personal_game(interaction)
            return [personal] if personal else self.game_order(None)
        channel = interaction.channel
        parent_id = getattr(channel, "parent_id", None) if isinstance(channel, discord.Thread) else None
        resolved = settings.resolve_game(explicit_id, channel_id=interaction.channel_id, parent_id=parent_id)
        if resolved.game is not None and resolved.game not in self.library.games:
            # Stored by hand, or by a floorjudge with other games: said, and every game is searched.
            log.info(
                "server %s: its %s game is not a game this bot has", interaction.guild_id, resolved.source
            )
            if strict:
                shown = inert(resolved.game[:50])
                add_note(
                    interaction,
                    f"{_WHOSE[resolved.source]} game “{shown}” is not a game this bot has: "
                    "answering for every enabled game.",
                )
            return self.game_order(settings)
        if resolved.game is not None and resolved.enabled:
            return [resolved.game]
        if resolved.source == "none":
            personal = await self.personal_game(interaction)
            if personal is not None and settings.is_enabled(personal):
                return [personal]
        if resolved.source == "explicit" and strict:
            name = self.library.game(resolved.game or "").data.name
            raise UserFacingError(f"{name} is not enabled on this server.")
        return self.game_order(settings)

    def game_label(self, game_id: str) -> str:
        """A game's name for a reply; a stored id the bot does not have, shown inert and said so."""
        game = self.library.games.get(game_id)
        return game.data.name if game is not None else f"“{inert(game_id[:50])}” (not a game this bot has)"

    async def enabled_games(self, interaction: discord.Interaction, first: str | None = None) -> list[str]:
        """Every game enabled on this server, `first` first: what autocomplete offers."""
        return self.game_order(await self.guild_settings(interaction), first)

    async def game_choices(
        self,
        interaction: discord.Interaction,
        current: str,
        *,
        enabled_only: bool = True,
        among: Collection[str] | None = None,
    ) -> list[app_commands.Choice[str]]:
        """The one game autocomplete: matches a game's name, short name or id, as the resolver does.

        `enabled_only=False` offers every game (a manager enabling one); `among` narrows the offer
        (for example to games with rules-engine checks).
        """
        games = await self.enabled_games(interaction) if enabled_only else list(self.library.games)
        wanted = name_key(current)
        choices = []
        for game_id in games:
            if among is not None and game_id not in among:
                continue
            data = self.library.game(game_id).data
            labels = (data.name, data.short_name, game_id)
            if not wanted or any(wanted in name_key(label) for label in labels):
                choices.append(app_commands.Choice(name=data.name, value=game_id))
        return choices[:25]

    # -- who may post publicly -------------------------------------------------------------------

    @staticmethod
    def is_judge(interaction: discord.Interaction, settings: GuildSettings) -> bool:
        """No judge role set: everyone counts. Otherwise its members and server managers."""
        if settings.judge_role_id is None:
            return True
        member = interaction.user
        if not isinstance(member, discord.Member):
            return False
        return member.guild_permissions.manage_guild or member.get_role(settings.judge_role_id) is not None

    async def answers_public(self, interaction: discord.Interaction, *, verdict: bool = False) -> bool:
        """Whether an answer goes straight to the channel: only where the server chose public answers,
        and for engine verdicts only from judges (they carry a judge's authority). Never when the
        settings can't be read."""
        settings = await self.guild_settings(interaction)
        if settings is None or settings.visibility != "public" or self.settings_unreadable(interaction):
            return False
        return not verdict or self.is_judge(interaction, settings)

    async def check_may_post_publicly(self, interaction: discord.Interaction) -> None:
        """With a judge role set, only judges (and server managers) post answers publicly; nobody
        while the settings can't be read (the judge role is unknown then)."""
        settings = await self.guild_settings(interaction)
        if self.settings_unreadable(interaction):
            interaction.extras.pop("settings_note", None)  # the refusal says it all
            raise UserFacingError(POST_REFUSED)
        if settings is None or self.is_judge(interaction, settings):
            return
        raise UserFacingError(
            f"Only members with the <@&{settings.judge_role_id}> role can post answers publicly here."
        )


_WHOSE = {
    "channel": "This channel's",
    "parent": "This thread's channel's",
    "server": "This server's default",
}


def add_note(interaction: discord.Interaction, note: str) -> None:
    """A line said above this interaction's answer (settings unreadable, a stored game unknown)."""
    before = interaction.extras.get("settings_note")
    if note != before:
        interaction.extras["settings_note"] = f"{before}\n{note}" if before else note


class _HasPolicy(Protocol):
    policy: Policy


def policy_of(interaction: discord.Interaction) -> Policy:
    """The policy of the bot that received this interaction (buttons have no cog to hold it)."""
    return cast(_HasPolicy, interaction.client).policy
