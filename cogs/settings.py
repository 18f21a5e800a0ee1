"""`/settings` (server managers) and `/here` (everyone): per-server preferences.

Changing settings needs Manage Server twice over: Discord hides the group from members without
it (default permissions), and the bot checks again, because an admin can grant the command to
anyone in the server's Integrations settings. Like every command, `/settings` reaches a member who
installed floorjudge for themselves, in DMs and in servers that did not add it: there it says that
settings belong to a server that added floorjudge (a member's own game is `/my game`).
"""

from __future__ import annotations

import io
import json
import logging
from datetime import timedelta
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands
from typing_extensions import Unpack

from bot.errors import RefusedHere, UserFacingError
from bot.periodic import Every
from bot.reply import send_private
from bot.store import Changes, GuildSettings
from bot.tree import server_only
from bot.ui.desk.text import marks_phrase, typed
from bot.window import in_time

if TYPE_CHECKING:
    from bot.client import FloorJudge

log = logging.getLogger(__name__)

KEEP_REMOVED_SERVERS = timedelta(days=30)
"""Settings of a server that removed the bot are kept this long, then purged."""
PURGE_EVERY = timedelta(hours=6)
NOT_HERE_DM = (
    "Server settings are changed inside a server that added floorjudge. Your own default game, used "
    "wherever a server doesn't set one: `/my game`."
)
NOT_HERE_SERVER = (
    "floorjudge is not added to this server (you installed it for yourself), so the server has no "
    "floorjudge settings. A server manager can add it from the app's profile (**Add App**). Your own "
    "default game: `/my game`."
)


def _require_manager(interaction: discord.Interaction) -> bool:
    """The bot-side half of the Manage Server requirement.

    Checked on the member's server-wide permissions: `interaction.permissions` is resolved in the
    channel, so a channel overwrite granting Manage Server would otherwise be enough.
    """
    member = interaction.user
    permissions = member.guild_permissions if isinstance(member, discord.Member) else None
    if permissions is None or not (permissions.manage_guild or permissions.administrator):
        raise app_commands.MissingPermissions(["manage_guild"])
    return True


def _guild_id(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise UserFacingError("Settings belong to a server: use this command inside one.")
    return interaction.guild_id


@app_commands.default_permissions(manage_guild=True)  # Discord hides the group from non-managers
class Settings(
    commands.GroupCog, group_name="settings", group_description="floorjudge's settings for this server"
):
    """Server preferences: default game, channel games, enabled games, visibility, judge role."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot
        self.purging = Every(
            PURGE_EVERY.total_seconds(), self.purge_removed_servers, name="purging removed servers", first=0
        )
        super().__init__()

    async def cog_load(self) -> None:
        self.purging.start()

    async def cog_unload(self) -> None:
        self.purging.stop()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if not self.bot.policy.installed_here(interaction):
            raise RefusedHere(NOT_HERE_DM if interaction.guild_id is None else NOT_HERE_SERVER)
        return _require_manager(interaction)

    # -- helpers --------------------------------------------------------------------------------

    def _game_id(self, raw: str, settings: GuildSettings | None = None) -> str:
        game = self.bot.policy.find_game(raw)
        if settings is not None and not settings.is_enabled(game.id):
            raise UserFacingError(f"{game.data.name} is not enabled on this server; enable it first.")
        return game.id

    def _name(self, game_id: str | None) -> str:
        return self.bot.policy.game_label(game_id) if game_id else "none"

    async def _read(self, interaction: discord.Interaction) -> GuildSettings:
        """The server's stored settings, within Discord's window (`bot.window`)."""
        return await in_time(interaction, self.bot.store.get(_guild_id(interaction)))

    async def _change(self, interaction: discord.Interaction, **changes: Unpack[Changes]) -> GuildSettings:
        """Save a change, within Discord's window: deferred first when the database is slow."""
        return await in_time(interaction, self.bot.store.update(_guild_id(interaction), **changes))

    async def _confirm(self, interaction: discord.Interaction, message: str) -> None:
        await send_private(interaction, message)

    async def _game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.bot.policy.game_choices(interaction, current, enabled_only=False)

    # -- commands -------------------------------------------------------------------------------

    @app_commands.command(
        name="show", description="Show this server's settings as they apply in this channel"
    )
    async def show(self, interaction: discord.Interaction) -> None:
        await send_private(interaction, embeds=[await settings_embed(self.bot, interaction)])

    @app_commands.command(name="game", description="Set the server's default game (leave empty to clear)")
    @app_commands.describe(game="The game answers use when no game is given")
    async def game(self, interaction: discord.Interaction, game: str | None = None) -> None:
        current = await self._read(interaction)
        game_id = self._game_id(game, current) if game else None
        await self._change(interaction, default_game=game_id)
        await self._confirm(interaction, f"Default game for this server: **{self._name(game_id)}**.")

    game.autocomplete("game")(_game_autocomplete)

    @app_commands.command(name="channel-game", description="Set a channel's game (leave game empty to clear)")
    @app_commands.describe(
        channel="The channel (threads follow their channel)", game="The game; empty clears it"
    )
    async def channel_game(
        self,
        interaction: discord.Interaction,
        channel: discord.TextChannel | discord.ForumChannel | discord.VoiceChannel,
        game: str | None = None,
    ) -> None:
        guild_id = _guild_id(interaction)
        if channel.guild.id != guild_id:
            raise UserFacingError("That channel is in another server.")
        current = await self._read(interaction)
        game_id = self._game_id(game, current) if game else None
        await self._change(interaction, channel_game=(channel.id, game_id))
        if game_id:
            await self._confirm(interaction, f"{channel.mention} now answers for **{self._name(game_id)}**.")
        else:
            await self._confirm(interaction, f"{channel.mention} now follows the server's default game.")

    channel_game.autocomplete("game")(_game_autocomplete)

    @app_commands.command(name="games", description="Enable or disable a game on this server")
    @app_commands.describe(
        action="enable, disable, or enable all games", game="The game (not needed for 'all')"
    )
    async def games(
        self,
        interaction: discord.Interaction,
        action: Literal["enable", "disable", "enable all"],
        game: str | None = None,
    ) -> None:
        current = await self._read(interaction)
        every = list(self.bot.library.games)
        if action == "enable all":
            updated = await self._change(interaction, enabled_games=None)
        else:
            if not game:
                raise UserFacingError(f"Say which game to {action}.")
            game_id = self._game_id(game)
            if action == "disable":
                if game_id == current.default_game:
                    raise UserFacingError(
                        f"{self._name(game_id)} is the server's default game: change the default first."
                    )
                if [g for g in current.channel_games if g[1] == game_id]:
                    raise UserFacingError(
                        f"Some channels answer for {self._name(game_id)}: clear their channel game first."
                    )
                if not [g for g in every if current.is_enabled(g) and g != game_id]:
                    raise UserFacingError("At least one game must stay enabled.")
            # One game in or out, worked out inside the store's transaction from the stored set: two
            # managers changing two games at once both count.
            toggle = (game_id, frozenset(every))
            if action == "enable":
                updated = await self._change(interaction, enable_game=toggle)
            else:
                updated = await self._change(interaction, disable_game=toggle)
        names = ", ".join(self._name(g) for g in every if updated.is_enabled(g))
        await self._confirm(interaction, f"Enabled games: **{names}**.")

    games.autocomplete("game")(_game_autocomplete)

    @app_commands.command(
        name="visibility", description="Answers private first (with a Post publicly button) or public"
    )
    async def visibility(
        self, interaction: discord.Interaction, mode: Literal["private-first", "public"]
    ) -> None:
        await self._change(interaction, visibility="private" if mode == "private-first" else "public")
        if mode == "public":
            await self._confirm(
                interaction, "Answers are now **public**: posted in the channel for everyone."
            )
        else:
            await self._confirm(
                interaction, "Answers are now **private first**, with a Post publicly button."
            )

    @app_commands.command(
        name="judge-role", description="Only this role may post answers publicly (empty: everyone)"
    )
    @app_commands.describe(role="The judge role; leave empty so that everyone may post answers")
    async def judge_role(self, interaction: discord.Interaction, role: discord.Role | None = None) -> None:
        guild_id = _guild_id(interaction)
        if role is not None and (role.guild.id != guild_id or role.is_default()):
            raise UserFacingError("Choose a role of this server (not @everyone).")
        await self._change(interaction, judge_role_id=role.id if role else None)
        if role is None:
            await self._confirm(interaction, "No judge role: everyone may post answers publicly.")
        else:
            await self._confirm(
                interaction, f"Judge role: {role.mention}. Only judges may post answers publicly."
            )

    @app_commands.command(name="judge-channel", description="Where judge calls go (empty: no judge calls)")
    @app_commands.describe(channel="The judges' channel; leave empty to turn judge calls off")
    async def judge_channel(
        self, interaction: discord.Interaction, channel: discord.TextChannel | None = None
    ) -> None:
        guild_id = _guild_id(interaction)
        if channel is None:
            await self.bot.store.update_desk(guild_id, judge_channel_id=None)
            await self._confirm(interaction, "Judge calls are off: `/judge call` is refused.")
            return
        if channel.guild.id != guild_id:
            raise UserFacingError("That channel is in another server.")
        mine = channel.permissions_for(channel.guild.me)
        if not (mine.view_channel and mine.send_messages and mine.embed_links):
            raise UserFacingError(
                f"floorjudge can't post in {channel.mention}: it needs View Channel, Send Messages and "
                "Embed Links there. Nothing was changed."
            )
        await self.bot.store.update_desk(guild_id, judge_channel_id=channel.id)
        settings = await self.bot.store.get(guild_id)
        role = (
            f"mentioning <@&{settings.judge_role_id}>"
            if settings.judge_role_id
            else "once a judge role is set (`/settings judge-role`): calls need one to mention"
        )
        judges = channel.guild.get_role(settings.judge_role_id) if settings.judge_role_id else None
        silent = judges is not None and not judges.mentionable and not mine.mention_everyone
        warning = (
            "\n⚠️ Calls will name the role without notifying anyone: Discord pings a role only if it "
            "allows anyone to mention it, or the sender may mention all roles. Allow either (role "
            "settings, or floorjudge's *Mention @everyone, @here and All Roles* permission there)."
            if silent
            else ""
        )
        await self._confirm(interaction, f"Judge calls go to {channel.mention}, {role}.{warning}")

    @app_commands.command(name="timer-marks", description="When round timers speak, in minutes left")
    @app_commands.describe(marks="Minutes left, e.g. '10 5' (time is always said); 'default' for 10 and 5")
    async def timer_marks(self, interaction: discord.Interaction, marks: str) -> None:
        guild_id = _guild_id(interaction)
        wanted = marks.replace(",", " ").split()
        if [word.casefold() for word in wanted] == ["default"]:
            updated = await self.bot.store.update_desk(guild_id, timer_marks=None)
        else:
            try:
                numbers = tuple(int(word) for word in wanted)
                updated = await self.bot.store.update_desk(guild_id, timer_marks=numbers)
            except ValueError:  # not numbers, or not marks (pydantic's ValidationError is one)
                raise UserFacingError(
                    f"{typed(marks, 60)} is not a list of marks: write minutes left from 1 to 120, at "
                    "most five, like `10 5` (time is always said), or `default`."
                ) from None
        await self._confirm(
            interaction,
            f"Timers started from now on say **{marks_phrase((*updated.timer_marks, 0))}**.",
        )

    @app_commands.command(name="round-end", description="A line said when a round timer calls time")
    @app_commands.describe(
        text="Your event's end-of-round procedure, as said at time (empty clears it)",
        game="Only for timers of this game (empty: every game without a line of its own)",
    )
    async def round_end(
        self,
        interaction: discord.Interaction,
        text: app_commands.Range[str, 1, 300] | None = None,
        game: str | None = None,
    ) -> None:
        guild_id = _guild_id(interaction)
        game_id = self._game_id(game) if game else None
        line = " ".join(text.split()) if text else None
        await self.bot.store.update_desk(guild_id, round_end=(game_id or "", line or None))
        which = f"a {self._name(game_id)} timer" if game_id else "a timer"
        if line:
            await self._confirm(interaction, f"When {which} calls time, it adds:\n> {typed(line, 300)}")
        else:
            await self._confirm(interaction, f"When {which} calls time, it adds nothing.")

    round_end.autocomplete("game")(_game_autocomplete)

    @app_commands.command(name="reset", description="Put every setting of this server back to its default")
    async def reset(self, interaction: discord.Interaction) -> None:
        await in_time(interaction, self.bot.store.reset(_guild_id(interaction)))
        await self._confirm(interaction, "All settings are back to their defaults.")

    @app_commands.command(name="export", description="Download this server's settings as a JSON file")
    async def export(self, interaction: discord.Interaction) -> None:
        guild_id = _guild_id(interaction)
        settings = await self._read(interaction)
        desk = await in_time(interaction, self.bot.store.desk_settings(guild_id))
        document = json.dumps(settings.export() | desk.export(), indent=2, sort_keys=True)
        file = discord.File(io.BytesIO(document.encode()), filename=f"floorjudge-settings-{guild_id}.json")
        await send_private(interaction, "This server's settings:", file=file)

    # -- the server's membership ------------------------------------------------------------------

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self.bot.store.mark_removed(guild.id, discord.utils.utcnow())
        log.info("removed from server %s; its settings are kept for %s", guild.id, KEEP_REMOVED_SERVERS)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self.bot.store.mark_restored(guild.id)

    async def purge_removed_servers(self) -> None:
        """Delete settings kept past their time (a failed run is logged; the next one retries)."""
        if not await self.bot.store.lead("purge"):  # another process sharing the database purges
            return
        purged = await self.bot.store.purge_removed(discord.utils.utcnow() - KEEP_REMOVED_SERVERS)
        if purged:
            log.info("purged the settings of %d servers removed over %s ago", purged, KEEP_REMOVED_SERVERS)


async def settings_embed(bot: FloorJudge, interaction: discord.Interaction) -> discord.Embed:
    """The effective settings for this channel, with where each value comes from."""
    guild_id = _guild_id(interaction)
    settings = await in_time(interaction, bot.store.get(guild_id))
    channel = interaction.channel
    parent_id = channel.parent_id if isinstance(channel, discord.Thread) else None
    resolved = settings.resolve_game(channel_id=interaction.channel_id, parent_id=parent_id)
    sources = {
        "channel": "this channel's game",
        "parent": "the parent channel's game",
        "server": "the server's default",
        "none": "not set: users are asked, or every game is searched",
        "explicit": "given",
    }
    game = bot.policy.game_label(resolved.game) if resolved.game else "—"
    source = sources[resolved.source]
    personal = await bot.policy.personal_game(interaction) if resolved.source == "none" else None
    if personal is not None and settings.is_enabled(personal):
        game, source = bot.policy.game_label(personal), "your own default game: `/my game`"
    embed = discord.Embed(title="floorjudge settings", colour=0x5865F2)
    embed.add_field(name="Game here", value=f"{game} ({source})", inline=False)
    default = bot.policy.game_label(settings.default_game) if settings.default_game else "none"
    embed.add_field(name="Server default game", value=default)
    enabled = [g.data.short_name for g in bot.library.games.values() if settings.is_enabled(g.id)]
    embed.add_field(name="Enabled games", value=", ".join(enabled))
    short = {game_id: game.data.short_name for game_id, game in bot.library.games.items()}
    overrides = [f"<#{cid}>: {short.get(g) or bot.policy.game_label(g)}" for cid, g in settings.channel_games]
    embed.add_field(name="Channel games", value="\n".join(overrides) or "none", inline=False)
    visibility = "private first (Post publicly button)" if settings.visibility == "private" else "public"
    embed.add_field(name="Answers", value=visibility)
    judge = f"<@&{settings.judge_role_id}>" if settings.judge_role_id else "none: everyone may post answers"
    embed.add_field(name="Judge role", value=judge)
    desk = await in_time(interaction, bot.store.desk_settings(guild_id))
    calls = f"<#{desk.judge_channel_id}>" if desk.judge_channel_id else "off (`/settings judge-channel`)"
    embed.add_field(name="Judge calls", value=calls)
    embed.add_field(name="Round timers say", value=marks_phrase((*desk.timer_marks, 0)))
    lines = [f"{_game_label(bot, game)}: {typed(line, 120)}" for game, line in desk.round_end]
    embed.add_field(name="At time", value="\n".join(lines)[:1000] or "nothing more", inline=False)
    return embed


def _game_label(bot: FloorJudge, game_id: str) -> str:
    if not game_id:
        return "Every game"
    return bot.library.game(game_id).data.short_name if game_id in bot.library.games else typed(game_id, 30)


class Here(commands.Cog):
    """`/here`: what floorjudge uses in this channel, for everyone."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot

    @app_commands.command(name="here", description="Which game and settings floorjudge uses in this channel")
    @server_only
    async def here(self, interaction: discord.Interaction) -> None:
        await send_private(interaction, embeds=[await settings_embed(self.bot, interaction)])


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(Settings(bot))
    await bot.add_cog(Here(bot))
