"""User text shown back without any of its markdown taking effect.

`discord.utils.escape_markdown` is not enough: it reads everything from a line's first `[` to its
last `)` as one masked link and escapes only that first `[`, so a second link, and any bold or
spoiler inside the span, stay live. Discord's markdown lets a backslash escape any punctuation, so
every character that can start markdown is escaped, one by one (a link needs its brackets).
Mentions need no escaping: nothing the bot sends may ping (`AllowedMentions.none()`).
"""

from __future__ import annotations

import re

_MARKDOWN = re.compile(r"([\\*_~|`\[\]])|^(\s*)([>#-])", re.MULTILINE)
"""Inline markers anywhere; block markers (quote, heading, list) only where a line starts."""
_OPTION_NAME = re.compile(r"\\`([a-z](?:[a-z0-9-]|\\_){0,31})\\`")
"""An option name the bot wrote as `` `name` ``, after `inert` escaped it (`size_fits` → size\\_fits)."""


def inert(text: str) -> str:
    """`text` with every markdown character escaped: shown as typed, never formatted or linked."""
    return _MARKDOWN.sub(_escape, text)


def _escape(found: re.Match[str]) -> str:
    if found.group(1):
        return "\\" + found.group(1)
    return f"{found.group(2)}\\{found.group(3)}"


def inert_message(text: str) -> str:
    """A message built around user text: escaped like `inert`, except that an option name the bot
    wrote in code style (`` `challenger` ``) keeps it."""
    return _OPTION_NAME.sub(lambda found: "`" + found.group(1).replace("\\_", "_") + "`", inert(text))
