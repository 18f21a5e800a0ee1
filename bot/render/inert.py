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

_INLINE = re.compile(r"[\\*_~|`\[\]]")
"""Inline markers, escaped wherever they are."""
_BLOCK = re.compile(r"^(\s*)([>#-])", re.MULTILINE)
"""Block markers (quote, heading, list), escaped only where a line starts (after its spaces)."""
_ANY_MARKER = re.compile(r"[\\*_~|`\[\]>#-]")
"""Any character `inert` could escape, wherever it is: most texts (names, states, rule quotes) have
none, and finding that is one fast scan."""
_OPTION_NAME = re.compile(r"\\`([a-z](?:[a-z0-9-]|\\_){0,31})\\`")
"""An option name the bot wrote as `` `name` ``, after `inert` escaped it (`size_fits` → size\\_fits)."""


def inert(text: str) -> str:
    """`text` with every markdown character escaped: shown as typed, never formatted or linked.

    Inline markers first, then block markers where a line starts: a backslash added before an inline
    marker is neither a space nor a block marker, so it starts or ends no block marker's match. One
    line (a question, a name) has its start looked at directly: a pattern anchored at every line's
    start still tries each character (5 µs for a 150-character question, rather than 1)."""
    if _ANY_MARKER.search(text) is None:
        return text
    text = _INLINE.sub(r"\\\g<0>", text)
    if "\n" in text:
        return _BLOCK.sub(r"\1\\\2", text)
    start = len(text) - len(text.lstrip())  # `\s*`: str.isspace's characters, as re's
    if start < len(text) and text[start] in ">#-":
        return f"{text[:start]}\\{text[start:]}"
    return text


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
