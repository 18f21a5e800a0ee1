"""`/judge call` (any member) and `/judge calls` (judges): reach a judge from the table.

The call is posted in the judges' channel (`/settings judge-channel`), mentioning the judge role and
nothing else; its Claim and Resolved buttons are `bot.ui.desk.calls`. One open call per member.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import RefusedHere, UserFacingError
from bot.reply import post_judge_call, send_private
from bot.store import JudgeCall
from bot.tree import server_only
from bot.ui.desk.access import require_bot_here, require_judge
from bot.ui.desk.calls import CallButton, call_view, confirm_call
from bot.ui.desk.text import already_calling, call_confirmed, call_post, calls_listed

if TYPE_CHECKING:
    from bot.client import FloorJudge


@server_only
class Judge(commands.GroupCog, group_name="judge", group_description="Call a judge to your table"):
    """Judge calls: posted for the judges, claimed and resolved by them."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="call", description="Call a judge to your table")
    @app_commands.describe(table="Your table (number or name)", question="What the judge should know")
    async def call(
        self,
        interaction: discord.Interaction,
        table: app_commands.Range[str, 1, 20] | None = None,
        question: app_commands.Range[str, 1, 300] | None = None,
    ) -> None:
        guild_id = require_bot_here(interaction)
        settings = await self.bot.store.get(guild_id)
        desk = await self.bot.store.desk_settings(guild_id)
        if settings.judge_role_id is None:
            raise RefusedHere(
                "Judge calls need a judge role to mention, and this server has none yet: a server manager "
                "sets one with `/settings judge-role`."
            )
        if desk.judge_channel_id is None:
            raise RefusedHere(
                "Judge calls are off in this server: a server manager chooses the judges' channel with "
                "`/settings judge-channel`."
            )
        guild = interaction.guild
        judges = guild.get_channel(desk.judge_channel_id) if guild is not None else None
        if not isinstance(judges, discord.TextChannel):
            raise RefusedHere(
                "The judges' channel is gone: a server manager chooses another with "
                "`/settings judge-channel`."
            )
        mine = judges.permissions_for(judges.guild.me)
        if not (mine.view_channel and mine.send_messages and mine.embed_links):
            raise RefusedHere(
                f"floorjudge can't post in {judges.mention} (it needs View Channel, Send Messages and Embed "
                "Links there): tell a server manager."
            )
        await interaction.response.defer(ephemeral=True, thinking=True)  # a post comes before the answer
        asked = JudgeCall(
            call_id=interaction.id,
            guild_id=guild_id,
            caller_id=interaction.user.id,
            channel_id=interaction.channel_id or judges.id,
            table=_one_line(table),
            question=_one_line(question),
            judges_channel_id=judges.id,
            called_at=discord.utils.utcnow(),
        )
        call = await self.bot.store.add_call(asked)
        if call.call_id != asked.call_id:
            await send_private(interaction, already_calling(call))
            return
        content, embed = call_post(call, role_id=settings.judge_role_id, state="open")
        try:
            message = await post_judge_call(
                judges, settings.judge_role_id, content, embed=embed, view=call_view(call)
            )
        except discord.HTTPException:
            await self.bot.store.close_call(call.call_id)
            raise UserFacingError(
                f"The call could not be posted in {judges.mention}; nothing is pending. Try again, or tell "
                "a judge in person."
            ) from None
        posted = await self.bot.store.call_posted(call.call_id, message.id) or call
        await confirm_call(interaction, posted, call_confirmed(posted))

    @app_commands.command(name="calls", description="The open judge calls of this server (judges)")
    async def calls(self, interaction: discord.Interaction) -> None:
        guild_id = require_bot_here(interaction)
        require_judge(interaction, await self.bot.store.get(guild_id), "see the open judge calls")
        await send_private(interaction, calls_listed(await self.bot.store.open_calls(guild_id)))

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """The bot left: the server's calls (and timers) can't be answered any more."""
        await self.bot.store.forget_desk(guild.id)


def _one_line(text: str | None) -> str | None:
    """What a member typed, spaces collapsed; None when nothing visible is left."""
    return " ".join(text.split()) or None if text else None


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(Judge(bot))
    bot.add_dynamic_items(CallButton)
