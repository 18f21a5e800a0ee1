"""Who may use the desk, and where: judges (the judge role, or Manage Server), in a server that added
floorjudge. Refusals are one clear sentence each, naming what is missing and who can fix it."""

from __future__ import annotations

import discord

from bot.errors import RefusedHere
from bot.policy import policy_of
from bot.store import GuildSettings

NOT_IN_SERVER = (
    "The judge's desk works inside a server that added floorjudge: it posts in the server's channels. "
    "A server manager can add it from the app's profile (**Add App**)."
)


def require_bot_here(interaction: discord.Interaction) -> int:
    """The server's id; refused outside a server that added floorjudge (a DM, a user install)."""
    if interaction.guild_id is None or not policy_of(interaction).installed_here(interaction):
        raise RefusedHere(NOT_IN_SERVER)
    return interaction.guild_id


def is_desk_judge(member: discord.abc.User, settings: GuildSettings) -> bool:
    """A member with the judge role, or a server manager. With no judge role set, managers only: the
    desk's actions carry a judge's authority, so nobody gets it by the role being unset."""
    if not isinstance(member, discord.Member):
        return False
    if member.guild_permissions.manage_guild or member.guild_permissions.administrator:
        return True
    return settings.judge_role_id is not None and member.get_role(settings.judge_role_id) is not None


def require_judge(interaction: discord.Interaction, settings: GuildSettings, doing: str) -> None:
    """Refuse a member who is not a judge, saying which role ``doing`` needs (or that none is set)."""
    if is_desk_judge(interaction.user, settings):
        return
    if settings.judge_role_id is None:
        raise RefusedHere(
            f"Only judges can {doing}, and this server has no judge role yet: a server manager sets one "
            "with `/settings judge-role`."
        )
    raise RefusedHere(f"Only members with the <@&{settings.judge_role_id}> role can {doing}.")
