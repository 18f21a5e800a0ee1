"""`/help`: what the bot does, and the card notation `/check-<game>` commands read."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import EngineError, Topic, help_text, topics
from bot.errors import UserFacingError
from bot.render.pages import PageSpec, Section, pack
from bot.reply import send_private

if TYPE_CHECKING:
    from bot.client import FloorJudge

OVERVIEW = """\
**/keyword** `name` `[game]` — a keyword's rules text, word for word, with its rule number.
**/rule** `id` `[game]` — a rule by number (4.6.4, 11.2.8.3), heading or glossary term \
(challenge), with its sub-rules; a long one pages with Show more.
**/search** `query` `[game]` — find rules (and cards) by what they say; the game's own words are \
kept, typos corrected with one click to undo; each result opens the whole rule.
**/ask** `question` `[game]` — a question as you'd ask a judge: its cards, the rules likely to \
decide it, and Run this check, pre-filled.
**/card** `name` `[game]` — a card: cost, stats, abilities, and the rule behind each keyword.
**Explain cards & keywords** — right-click a message → Apps: its cards ([[name]]) and keywords.
**/check-<game>** `topic` … — a rules question through the rules engine: the verdict and the rule \
trail behind it; `questions:all` answers every question of a check in one table. A quoted real \
card name fills the card from card data. `/help check` explains the card notation.
**/my game** `[game]` — your own default game, used wherever the server and channel set none \
(DMs too); `/my show`, `/my export`, `/my reset`.
**/judge call** `[table]` `[question]` — call a judge to your table: posted for the judges, who \
claim it; you're told privately who is coming. Judges: **/judge calls** lists the open ones.
**/timer start** `minutes` `[name]` — judges: a round timer that counts down and speaks at the \
server's marks; `/timer pause`, `resume`, `add`, `stop`; `/timer show` for everyone.
**/here** — which game and settings apply in this channel.
**/settings** … — server managers: default game, channel games, enabled games, visibility, judge role, \
judge channel, timer marks, round-end line.
Answers are private first; **Post publicly** shares one in the channel. Install floorjudge for \
yourself to have it in every server and DM."""


class Help(commands.Cog):
    """`/help`."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot

    @app_commands.command(name="help", description="How to use floorjudge, and the card notation of /check")
    @app_commands.describe(
        topic="What to explain", game="For check: which game's notation (default: this channel's)"
    )
    async def help(
        self,
        interaction: discord.Interaction,
        topic: Literal["commands", "check"] = "commands",
        game: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        if topic == "commands":
            embed = discord.Embed(title="floorjudge", description=OVERVIEW, colour=0x5865F2)
            await send_private(interaction, embeds=[embed])
            return
        candidates = await self.bot.policy.candidate_games(interaction, game)
        with_checks = {t.game for t in topics().values()}
        game_id = next((g for g in candidates if g in with_checks), None)
        if game_id is None:
            raise UserFacingError("The rules engine has no checks for that game yet.")
        data = self.bot.library.game(game_id).data
        try:
            notation = help_text(game_id)
        except EngineError as error:
            raise UserFacingError(str(error)) from error
        listed = "\n".join(_topic_line(t) for t in topics().values() if t.game == game_id)
        embeds = pack(
            PageSpec(
                title=f"/check-{game_id}: {data.name}",
                colour=data.colour_value,
                sections=[Section("Card notation", notation), Section("Topics", listed)],
                footer="Verdicts quote the rules word for word; anything else is labelled an assumption.",
            )
        )
        await send_private(interaction, embeds=embeds[:10])

    @help.autocomplete("game")
    async def _game(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        with_checks = {t.game for t in topics().values()}
        return await self.bot.policy.game_choices(interaction, current, among=with_checks)


def _topic_line(topic: Topic) -> str:
    """`/check-lorcana shift` — summary, then its sub-questions (the values `question:` takes) when it
    answers more than one, and how to ask them all at once."""
    line = f"`/{topic.command}` — {topic.summary}"
    if len(topic.questions) > 1:
        line += "\n  `question:` " + " · ".join(f"`{name}`" for name in topic.questions)
        line += " — several at once: `questions:all`"
    return line


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(Help(bot))
