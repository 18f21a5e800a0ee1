"""The question an answer shows above it, as one quoted line that wraps on a phone.

An answer (and an error) shows the command it answers (`/check-lorcana challenge challenger:Mickey
str=3 …`), and its buttons read that line back from the message to ask again, so nothing is stored
per message. It used to be a code block, which Discord's mobile app and simcord's preview scroll
sideways instead of wrapping; it is now a block quote of plain text, which wraps like any text.

User text in it stays inert: every character that can start markdown is escaped (`inert`), and so
are `<` (mentions, custom emoji, timestamps), `@` (`@everyone` shown as a mention) and the colon of
`://` (a bare link). Every backslash is escaped too, so reading the line back is exact: drop the
backslash before each escaped character.
"""

from __future__ import annotations

import re

from bot.commandline import asked_in as asked_in_code_block
from bot.render.inert import inert

QUOTE = "> "
ASKED_LIMIT = 1300
"""The longest question shown whole, escapes included: with an error above it (at most 600) and
the settings note it still fits one 2,000-character message."""
SHORTENED = "(question shortened: too long to ask again from here)"

_EXTRA = re.compile(r"([<@])|:(?=//)")
_LINE = re.compile(r"^> (/[^\n]*)$", re.MULTILINE)
_ESCAPED = re.compile(r"\\(.)", re.DOTALL)
_CODE_BLOCK = re.compile(r"```\n/[^\n]*\n```")


def _escaped(line: str) -> str:
    safe = inert(line)
    return _EXTRA.sub(lambda found: "\\" + (found.group(1) or ":"), safe)


def _length(text: str) -> int:
    """Length as Discord counts it: UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def asked_text(line: str, limit: int = ASKED_LIMIT) -> str:
    """`line` (one line, starting with `/`) as the quoted, escaped question an answer shows.

    A line too long for `limit` is cut and marked `SHORTENED`, and `asked_line` then reads none."""
    line = " ".join(line.split())
    shown = _escaped(line)
    if _length(shown) <= limit:
        return QUOTE + shown
    kept = line
    while kept and _length(_escaped(kept)) > limit - 2:
        kept = kept[: -max(1, (_length(_escaped(kept)) - limit + 2) // 2)]
    return f"{QUOTE}{_escaped(kept)} …\n{SHORTENED}"


def asked_line(content: str | None) -> str | None:
    """The command line a message shows with `asked_text` (or, in answers sent before, in a code
    block), exactly as it was given; None when it shows none or only a shortened one."""
    text = content or ""
    found = _LINE.search(text)
    if found is None:
        return asked_in_code_block(text)
    if SHORTENED in text[found.end() :]:
        return None
    return _ESCAPED.sub(r"\1", found.group(1))


def asked_shown(content: str | None) -> str | None:
    """The question as a message shows it (to copy above a public post), or None."""
    text = content or ""
    found = _LINE.search(text) or _CODE_BLOCK.search(text)
    return found.group(0) if found else None
