"""One place that turns exceptions into what the user reads.

Commands raise `UserFacingError` for bad input; the tree's error hook and the buttons' handler both
go through `describe_error`, an ordered table of exception type → message. Anything not in the
table is unexpected: it is logged with its traceback and context and answered with a short code.
Sending the message is the reply layer's job (`bot.reply.answer_error`).
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable

from discord import app_commands

from bot.desk import DeskError
from bot.engine.errors import EngineError, ScenarioError
from bot.render.inert import inert, inert_message
from bot.store import StoreError, StoreTimeout

log = logging.getLogger(__name__)


class UserFacingError(Exception):
    """Bad input or a refused action; the message is shown to the user as it is, privately."""


class RefusedHere(app_commands.CheckFailure):
    """A command refused by a check before it runs (where it is used, who uses it); the message is
    shown as it is. Checks must raise check failures: anything else escapes the tree's handler."""


def _transformer_message(error: BaseException) -> str:
    assert isinstance(error, app_commands.TransformerError)
    shown = inert(str(error.value)[:60])
    return f"“{shown}” is not a valid value for that option."


def _missing_permissions(error: BaseException) -> str:
    assert isinstance(error, app_commands.MissingPermissions)
    names = ", ".join(perm.replace("_", " ").title() for perm in error.missing_permissions)
    return f"You need the {names} permission to do that."


def _store_message(error: BaseException) -> str:
    log.warning("settings store error: %s", error)  # the detail (paths, SQLite's words) stays in the log
    return "The settings database can't be used right now, so nothing was changed. Please try again later."


def _timeout_message(error: BaseException) -> str:
    assert isinstance(error, StoreTimeout)
    log.warning("settings store error: %s", error)
    if error.writing:
        return (
            "The settings database did not answer in time, so the change may or may not be saved: "
            "`/settings show` tells, once it answers again."
        )
    return "The settings database did not answer in time, so nothing was changed. Please try again later."


def option_label(location: str) -> str:
    """A scenario field path as Discord shows the option: `singers.0` → `singers` (card 1)."""
    name, _, rest = location.partition(".")
    head = rest.split(".", 1)[0]
    return f"`{name}` (card {int(head) + 1})" if head.isdigit() else f"`{name}`"


def engine_error_text(error: BaseException) -> str:
    """An engine error in the user's terms: options named as Discord shows them, no topic ids."""
    if isinstance(error, ScenarioError) and error.problems:
        lines = [
            f"{option_label(location)}: {problem}" if location else problem[:1].upper() + problem[1:]
            for location, problem in error.problems[:3]
        ]
        more = len(error.problems) - 3
        if more > 0:
            lines.append(f"(and {more} more)")
        return inert_message("\n".join(lines))
    return inert_message(str(error))


ERROR_MESSAGES: tuple[tuple[type[BaseException], Callable[[BaseException], str]], ...] = (
    (UserFacingError, str),
    (RefusedHere, str),
    (DeskError, str),  # written for the member, their text already inert
    (StoreTimeout, _timeout_message),  # before StoreError, its parent
    (StoreError, _store_message),
    (EngineError, engine_error_text),  # names the option, the token and where it is
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
