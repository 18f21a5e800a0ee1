"""`/check topic:` and the `/check-<game>` commands: rules questions through the rules engine.

Thin: the commands are generated from the engine's topics and answered by the check front-end
(`bot.ui.checks`); this cog adds them to the tree, offers `/check`'s topics and routes the forms'
submissions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import Topic, topics
from bot.errors import UserFacingError
from bot.policy import policy_of
from bot.reply import echo, guarded, send_private, static_view
from bot.ui.checks import BUTTONS, OpenCheck, game_check_commands, open_topic, submit_modal
from bot.ui.checks.forms import MODAL_PREFIX
from bot.window import OPENS_MODAL

if TYPE_CHECKING:
    from bot.client import FloorJudge


def topic_choices(current: str, games: list[str]) -> list[app_commands.Choice[str]]:
    """Topics of `games` (in that order) whose name, game or summary contains what was typed."""
    wanted = " ".join(current.casefold().replace("-", " ").split())
    several = len(games) > 1
    by_name: list[app_commands.Choice[str]] = []
    elsewhere: list[app_commands.Choice[str]] = []
    for game_id in games:
        for topic in (t for t in topics().values() if t.game == game_id):
            name = topic.name.replace("-", " ")
            label = f"{topic.name} — {topic.summary}"
            if several:
                label = f"{topic.name} ({game_id}) — {topic.summary}"
            choice = app_commands.Choice(name=label[:100], value=topic.id)
            if not wanted or name.startswith(wanted):
                by_name.append(choice)
            elif wanted in name or wanted in topic.summary.casefold():
                elsewhere.append(choice)
    return (by_name + elsewhere)[:25]


class Check(commands.Cog):
    """`/check topic:` — the channel's game's checks through a modal; and every check modal's submit."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot

    @app_commands.command(
        name="check",
        description="Ask a rules question of this channel's game, by topic",
        extras={OPENS_MODAL: True},  # its answer is the topic's form: never deferred
    )
    @app_commands.describe(topic="What to check: block, challenge, sing… (this channel's game first)")
    async def check(self, interaction: discord.Interaction, topic: app_commands.Range[str, 1, 100]) -> None:
        found = await self.resolve(interaction, topic)
        if isinstance(found, Topic):
            await open_topic(interaction, found)
            return
        library = policy_of(interaction).library
        await send_private(
            interaction,
            f"Several games have a check named {echo(topic)} and this channel has no game set: "
            "pick the game.",
            view=static_view(
                *(
                    OpenCheck(t, f"Check {t.name} ({library.game(t.game).data.short_name})")
                    for t in found[:25]
                )
            ),
        )

    async def resolve(self, interaction: discord.Interaction, raw: str) -> Topic | list[Topic]:
        """A topic id (picked from the list) or a name typed out, in the channel's game first; the
        topics of that name, one per enabled game, when neither the channel nor the server sets one."""
        known = topics()
        if raw in known:
            return known[raw]
        wanted = "-".join(raw.casefold().split())
        games = await self.bot.policy.candidate_games(interaction, None)
        for game_id in games if len(games) == 1 else ():
            found = next((t for t in known.values() if t.game == game_id and t.name == wanted), None)
            if found:
                return found
        named = [t for t in known.values() if t.name == wanted and t.game in games]
        if len(named) == 1:
            return named[0]
        if named:
            return sorted(named, key=lambda t: games.index(t.game))
        raise UserFacingError(
            f"No check {echo(raw)} here; pick one from the list (`/help check` lists them)."
        )

    @check.autocomplete("topic")
    async def _topic(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        games = await self.bot.policy.candidate_games(interaction, None, strict=False)
        ordered = await self.bot.policy.enabled_games(
            interaction, first=games[0] if len(games) == 1 else None
        )
        return topic_choices(current, ordered)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Modal submissions of `check_modal` (nothing is stored per modal)."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if custom_id.startswith(MODAL_PREFIX):
            topic_id = custom_id.removeprefix(MODAL_PREFIX)
            await guarded(interaction, "check modal", lambda: submit_modal(interaction, topic_id))


def _commands(bot: FloorJudge) -> tuple[app_commands.Group, ...]:
    return game_check_commands(
        tuple((game_id, game.data.name) for game_id, game in bot.library.games.items())
    )


async def setup(bot: FloorJudge) -> None:
    for command in _commands(bot):
        bot.tree.add_command(command)
    await bot.add_cog(Check(bot))
    bot.add_dynamic_items(*BUTTONS)


async def teardown(bot: FloorJudge) -> None:
    bot.remove_dynamic_items(*BUTTONS)
    for command in _commands(bot):
        bot.tree.remove_command(command.name)
