"""User text shown back without any of its markdown taking effect, and without characters that
hide or disguise text (:func:`visible`).

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
_ANY_MARKER = re.compile(r"[\\*_~|`\[\]>#-]")
"""Any character `_MARKDOWN` could escape, wherever it is: most texts (names, states, rule quotes)
have none, and finding that is one fast scan, where `_MARKDOWN` tries both of its forms at every
character."""
_OPTION_NAME = re.compile(r"\\`([a-z](?:[a-z0-9-]|\\_){0,31})\\`")
"""An option name the bot wrote as `` `name` ``, after `inert` escaped it (`size_fits` → size\\_fits)."""


def inert(text: str) -> str:
    """`text` with every markdown character escaped: shown as typed, never formatted or linked."""
    if _ANY_MARKER.search(text) is None:
        return text
    return _MARKDOWN.sub(_escape, text)


def _escape(found: re.Match[str]) -> str:
    if found.group(1):
        return "\\" + found.group(1)
    return f"{found.group(2)}\\{found.group(3)}"


def inert_message(text: str) -> str:
    """A message built around user text: escaped like `inert`, except that an option name the bot
    wrote in code style (`` `challenger` ``) keeps it."""
    return _OPTION_NAME.sub(lambda found: "`" + found.group(1).replace("\\_", "_") + "`", inert(text))


HIDDEN = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
"""The bidirectional embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI):
they reorder what follows, so `txt.exe` can read as `exe.txt`."""
_VISIBLE = str.maketrans(
    {
        **{code: 0x2400 + code for code in range(0x20) if chr(code) not in "\t\n"},  # NUL → ␀, ESC → ␛
        0x7F: 0x2421,  # DEL → ␡
        **dict.fromkeys(range(0x80, 0xA0), 0xFFFD),  # the C1 controls
        **dict.fromkeys(map(ord, HIDDEN), 0xFFFD),
    }
)


def visible(text: str) -> str:
    """`text` with every control character (but tab and newline) shown as its symbol (NUL as ␀, ESC
    as ␛, BEL as ␇) and each C1 control and bidirectional override or isolate as �: one character for
    one, so nothing grows past a limit it was fitted to. The reply layer passes everything it sends
    through it, public posts included."""
    return text.translate(_VISIBLE)
