"""One place that turns exceptions into what the user reads.

Commands raise `UserFacingError` for bad input; the tree's error hook and the buttons' handler both
go through `describe_error`, an ordered table of exception type → message. Anything not in the
table is unexpected: it is logged with its traceback and context and answered with a short code.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

from bot.engine.errors import EngineError

log = logging.getLogger(__name__)


class UserFacingError(Exception):
    """Bad input or a refused action; the message is shown to the user as it is, privately."""


def _transformer_message(error: BaseException) -> str:
    assert isinstance(error, app_commands.TransformerError)
    return f"{error.value!r} is not a valid value for that option."


def _missing_permissions(error: BaseException) -> str:
    assert isinstance(error, app_commands.MissingPermissions)
    names = ", ".join(perm.replace("_", " ").title() for perm in error.missing_permissions)
    return f"You need the {names} permission to do that."


ERROR_MESSAGES: tuple[tuple[type[BaseException], Callable[[BaseException], str]], ...] = (
    (UserFacingError, str),
    (EngineError, str),  # notation and scenario errors name the token and where it is
    (app_commands.MissingPermissions, _missing_permissions),
    (app_commands.NoPrivateMessage, lambda _: "That command works only inside a server."),
    (app_commands.TransformerError, _transformer_message),
    (app_commands.CheckFailure, lambda _: "You are not allowed to use that here."),
)
"""Ordered: the first matching type wins, so subclasses come before their parents."""


def unwrap(error: BaseException) -> BaseException:
    """The exception a command raised, out of discord.py's wrapper."""
    if isinstance(error, app_commands.CommandInvokeError):
        return error.original
    return error


def describe_error(error: BaseException) -> str | None:
    """The user-facing message for a known error, or None when it is unexpected."""
    original = unwrap(error)
    for error_type, message in ERROR_MESSAGES:
        if isinstance(original, error_type):
            return message(original)
    return None


def report_unexpected(error: BaseException, *, where: str, guild_id: int | None, user_id: int) -> str:
    """Log an unexpected error with its context; return the short code the user is shown."""
    code = secrets.token_hex(3).upper()
    log.error(
        "unexpected error %s in %s (guild=%s user=%s)",
        code,
        where,
        guild_id,
        user_id,
        exc_info=(type(error), error, error.__traceback__),
    )
    return f"Something went wrong on our side (error {code}). Nothing was changed; please try again."


async def reply_privately(interaction: discord.Interaction, message: str) -> None:
    """Answer (or follow up) ephemerally, without pinging anyone."""
    if interaction.response.is_done():
        await interaction.followup.send(
            message, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )
    else:
        await interaction.response.send_message(
            message, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )


async def handle_interaction_error(
    interaction: discord.Interaction, error: BaseException, *, where: str
) -> None:
    """Answer any interaction's error: known ones by the table, the rest with a logged code."""
    message = describe_error(error)
    if message is None:
        message = report_unexpected(
            unwrap(error), where=where, guild_id=interaction.guild_id, user_id=interaction.user.id
        )
    try:
        await reply_privately(interaction, message)
    except discord.HTTPException:
        log.warning("could not tell user %s about an error in %s", interaction.user.id, where)


class FloorJudgeTree(app_commands.CommandTree[Any]):
    """The command tree, with every command error answered through the table above."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        command = interaction.command.qualified_name if interaction.command else "unknown command"
        await handle_interaction_error(interaction, error, where=f"/{command}")
