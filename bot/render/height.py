"""How tall a message is on a phone, estimated from its text: the budget test for first screens.

Discord's mobile layout is not available offline, so this counts lines: each line of text is
wrapped at word boundaries at the number of characters that fit the text column, and each kind of
line has its CSS line height. The constants below are Discord's (desktop CSS scaled to a 400 px
wide window, the narrowest common phone); `make screenshots` renders the same messages through
simcord's preview in Chromium, which is how they were checked (README: "Screenshots").

Estimates err on the tall side (average glyph widths are rounded up), so a message this module
says fits does fit.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property

import discord

WINDOW_WIDTH = 400
"""The phone width the budget is set for, in CSS pixels."""
SCREEN_BUDGET = 600
"""The first screen of an answer must fit in this many pixels at `WINDOW_WIDTH`."""

MESSAGE_GUTTER = 72
"""Left of a message: 16 px margin, 40 px avatar, 16 px gap."""
MESSAGE_RIGHT = 16
MESSAGE_HEADER = 22
"""The author name and time line above the message body."""
INTERACTION_HEADER = 20
"""The "judge used /check-lorcana" line above a command's answer (measured in simcord's preview)."""
MESSAGE_PADDING = 16
"""Top and bottom padding of a message group (8 + 8)."""
EPHEMERAL_NOTE = 22
""""Only you can see this · Dismiss message" under a private answer."""

EMBED_HORIZONTAL = 32
"""Embed left border 4 px, padding 12 px left and 16 px right."""
EMBED_VERTICAL = 24
"""Embed padding: 8 px top, 16 px bottom."""
EMBED_MARGIN = 4
BLOCKQUOTE_INDENT = 16
"""A "> " quote: 4 px bar and 12 px padding."""

CHAR_WIDTH = 7.2
"""Average width of a 14 px gg sans character (measured over rule text: ~6.6; rounded up)."""
CONTENT_CHAR_WIDTH = 8.2
"""Average width of a 16 px gg sans character in message content (the 14 px figure scaled, rounded up)."""
CODE_CHAR_WIDTH = 8.5
"""A 14 px monospace character in a code block."""
WIDE_CHARS = 2
"""An emoji or other wide symbol counts as this many characters."""

LINE = {"author": 20, "title": 22, "text": 18, "content": 22, "field_name": 18, "footer": 16, "code": 18}
"""Line heights (px) of each kind of text."""
GAP = {"author": 8, "title": 8, "description": 0, "field": 8, "footer": 8}
"""Space (px) above each part of an embed after the first."""
CODE_BLOCK_EXTRA = 22
"""A code block's padding (8 + 8), border (2) and margin (4)."""

BUTTON_HEIGHT = 32
BUTTON_GAP = 8
BUTTON_PADDING = 32
"""A button's horizontal padding (16 + 16); its label is 14 px medium text."""
BUTTON_ROW_MARGIN = 8

_BLOCK_MARKERS = ("> ", "-# ")
"""A quote's and small text's markers, which a line starts with."""
_EMPHASIS = re.compile(r"\\(?=[^\w\s])|\*\*?|__|~~")
"""Escapes, bold, italics, underline and strike-through markers. Every alternative starts with one
of a few characters, which the pattern engine looks for directly (with the line-start markers in
the same pattern, it tried every alternative at every position: 3 µs a line rather than 1)."""
_WIDE = re.compile(r"[\u2600-\u27bf\U0001f000-\U0001faff]")
_SPACES = re.compile(r"( +)")
_OTHER_SPACE = re.compile(r"[^\S ]")
"""Whitespace other than a plain space (tabs, line breaks, no-break and wide spaces): text holding
any is left to `textwrap` itself, whose handling of each `wrap_count` does not copy."""


@dataclass(frozen=True)
class Column:
    """A text column: how many characters fit on one line."""

    pixels: float
    char_width: float = CHAR_WIDTH

    @cached_property
    def chars(self) -> int:
        return max(1, int(self.pixels / self.char_width + 1e-9))

    @cached_property
    def quoted(self) -> Column:
        """The column of a "> " quote inside this one."""
        return _column(self.pixels - BLOCKQUOTE_INDENT, self.char_width)


@cache
def _column(pixels: float, char_width: float = CHAR_WIDTH) -> Column:
    """The column of these measures, made once (its character count and quote column with it)."""
    return Column(pixels, char_width)


def shown_text(line: str) -> str:
    """A markdown line as it is shown: escapes, emphasis and quote markers removed, wide symbols
    counted double."""
    if line.startswith(_BLOCK_MARKERS):
        line = line.partition(" ")[2]
    if "\\" in line or "*" in line or "_" in line or "~" in line:
        line = _EMPHASIS.sub("", line)
    return line if line.isascii() else _WIDE.sub("xx", line)


Measured = dict[tuple[str, int], int]
"""Lines already measured, by (line, characters a column line holds): what candidates for one answer
share (`embed_height`'s `measured`) is measured once."""


def wrapped_lines(text: str, column: Column, measured: Measured | None = None) -> int:
    """Lines `text` takes in `column`, wrapping at spaces (long words are broken)."""
    total = 0
    chars = column.chars
    for line in text.split("\n"):
        known = None if measured is None else measured.get((line, chars))
        if known is None:
            known = _line_count(line, chars)
            if measured is not None:
                measured[line, chars] = known
        total += known
    return total


def _line_count(line: str, chars: int) -> int:
    """Lines one markdown line (no line break) takes in a column of `chars` characters."""
    shown = shown_text(line)
    return max(1, wrap_count(shown, chars)) if shown.strip() else 1


def wrap_count(text: str, width: int) -> int:
    """How many lines `textwrap.wrap(text, width, break_on_hyphens=False)` makes, counted without
    building them (the phone-fit measures every line of up to four candidate first screens).

    The same greedy fill: words and runs of spaces are the chunks; a line takes chunks while they
    fit, a chunk longer than a line is broken at the line's end, a line drops the spaces it ends
    with and the next one those it would start with. Text with other whitespace (tabs, no-break or
    wide spaces, line breaks) is left to textwrap, whose handling of each is not copied here."""
    if _OTHER_SPACE.search(text):
        return len(textwrap.wrap(text, width, break_on_hyphens=False))
    if len(text) <= width:
        return 1 if text.strip() else 0
    if text[0] == " " or text[-1] == " " or "  " in text:
        return _chunk_count(text, width)
    count, start, end = 0, 0, len(text)
    while end - start > width:  # words with one space between: find each line's end in the text
        count += 1
        edge = start + width
        if text[edge] == " ":  # the line ends with a whole word; the space after it is dropped
            start = edge + 1
            continue
        space = text.rfind(" ", start, edge)
        if space < start:  # a word longer than a line, broken at the line's end
            start = edge
            continue
        after = text.find(" ", space + 1)
        word = (end if after < 0 else after) - space - 1
        start = edge if word > width else space + 1  # the next word starts here, or is broken
    return count + 1


def _chunk_count(text: str, width: int) -> int:
    """`wrap_count` for text with leading, trailing or repeated spaces, chunk by chunk as textwrap."""
    chunks = [chunk for chunk in _SPACES.split(text) if chunk]
    lengths = [len(chunk) for chunk in chunks]
    spaces = [chunk[0] == " " for chunk in chunks]
    count, index, end = 0, 0, len(chunks)
    while index < end:
        if count and spaces[index]:  # a line never starts with the spaces that ended the last one
            index += 1
            if index == end:
                break
        used = pieces = 0
        last_space = False
        while index < end and used + lengths[index] <= width:
            used += lengths[index]
            last_space = spaces[index]
            pieces += 1
            index += 1
        if index < end and lengths[index] > width:  # break the long chunk at the line's end
            room = width - used
            lengths[index] -= room
            last_space = spaces[index] or room == 0
            pieces += 1
        if pieces - last_space > 0:  # the spaces a line ends with are dropped
            count += 1
    return count


def _text_height(text: str, column: Column, kind: str = "text", measured: Measured | None = None) -> int:
    """Height of markdown text; quoted lines ("> ") wrap in a narrower column."""
    height = 0
    for line in text.split("\n"):
        height += (
            wrapped_lines(line, column.quoted if line.startswith("> ") else column, measured) * LINE[kind]
        )
    return height


def text_embed_height(
    title: str, lines: Sequence[str], footer: str, width: int = WINDOW_WIDTH, measured: Measured | None = None
) -> int:
    """`embed_height` of an embed of only a title, a description of `lines` and a footer, without
    building it."""
    return TextEmbedHeights(title, footer, width, measured)(lines)


class TextEmbedHeights:
    """`text_embed_height` of candidates that share a title and a footer, for choosing among them
    (`bot.render.verdict.brief_embed` tries up to four): those two are measured once, and each line
    once however many candidates hold it."""

    def __init__(
        self,
        title: str,
        footer: str,
        width: int = WINDOW_WIDTH,
        measured: Measured | None = None,
        known: dict[str, int] | None = None,
    ) -> None:
        self._column = _embed_column(width)
        self._measured: Measured = {} if measured is None else measured
        self._title = _title_height(title, self._column, self._measured) if title else None
        self._footer = _footer_height(footer, self._column, self._measured) if footer else None
        self._lines: dict[str, int] = {} if known is None else known
        """Each description line's height (`line_height` at this width), measured or given (`known`:
        the caller's, which also receives those measured here)."""

    def __call__(self, lines: Sequence[str]) -> int:
        parts = [] if self._title is None else [self._title]
        if len(lines) > 1 or any(lines):  # a description, even of empty lines
            known, total = self._lines, 0
            for line in lines:  # each line measured once (candidates share most)
                height = known.get(line)
                if height is None:
                    height = known[line] = self._height(line)
                total += height
            parts.append(total)
        if self._footer is not None:
            parts.append(self._footer)
        return _stacked(parts)

    def _height(self, line: str) -> int:
        if "\n" in line:
            return _text_height(line, self._column, measured=self._measured)
        return _line_height(line, self._column)


def line_height(line: str, width: int = WINDOW_WIDTH) -> int:
    """Height (px) of one line of an embed's description (no line break), as `TextEmbedHeights`
    measures it at `width`."""
    return _line_height(line, _embed_column(width))


def _line_height(line: str, column: Column) -> int:
    """`_text_height` of a line without a line break (a first screen's every line): counted at once,
    without splitting it into lines twice."""
    return _line_count(line, column.quoted.chars if line.startswith("> ") else column.chars) * LINE["text"]


def _embed_column(width: int) -> Column:
    return _column(width - MESSAGE_GUTTER - MESSAGE_RIGHT - EMBED_HORIZONTAL)


def _title_height(title: str, column: Column, measured: Measured | None) -> int:
    return wrapped_lines(title, _column(column.pixels, CHAR_WIDTH * 1.15), measured) * LINE["title"]


def _footer_height(footer: str, column: Column, measured: Measured | None) -> int:
    return wrapped_lines(footer, _column(column.pixels, CHAR_WIDTH * 0.86), measured) * LINE["footer"]


def _stacked(parts: Sequence[int]) -> int:
    """An embed's height from its parts' (a gap between each)."""
    return EMBED_VERTICAL + sum(parts) + GAP["field"] * max(0, len(parts) - 1) + EMBED_MARGIN


def embed_height(embed: discord.Embed, width: int = WINDOW_WIDTH, measured: Measured | None = None) -> int:
    """Estimated height (px) of one embed in a window `width` px wide; lines in `measured` are not
    measured again (and those measured are added to it)."""
    column = _embed_column(width)
    parts: list[int] = []
    if embed.author and embed.author.name:
        parts.append(wrapped_lines(embed.author.name, column, measured) * LINE["author"])
    if embed.title:
        parts.append(_title_height(embed.title, column, measured))
    if embed.description:
        parts.append(_text_height(embed.description, column, measured=measured))
    for field in embed.fields:
        name = wrapped_lines(field.name or "", column, measured) * LINE["field_name"]
        parts.append(name + _text_height(field.value or "", column, measured=measured))
    if embed.footer and embed.footer.text:
        parts.append(_footer_height(embed.footer.text, column, measured))
    return _stacked(parts)


def content_height(content: str, width: int = WINDOW_WIDTH) -> int:
    """Estimated height (px) of message content: text lines and ``` code blocks."""
    pixels = width - MESSAGE_GUTTER - MESSAGE_RIGHT
    height = 0
    for index, chunk in enumerate(content.split("```")):
        if index % 2:  # inside a code block
            lines = chunk.strip("\n")
            height += (
                wrapped_lines(lines, _column(pixels - 18, CODE_CHAR_WIDTH)) * LINE["code"] + CODE_BLOCK_EXTRA
            )
        elif chunk.strip():  # 16 px text on 22 px lines (an embed's is 14 on 18)
            height += _text_height(chunk.strip("\n"), _column(pixels, CONTENT_CHAR_WIDTH), "content")
    return height


def buttons_height(labels: Sequence[str], width: int = WINDOW_WIDTH) -> int:
    """Estimated height (px) of a row of buttons, which wraps when it is wider than the message."""
    if not labels:
        return 0
    available = width - MESSAGE_GUTTER - MESSAGE_RIGHT
    rows, used = 1, 0.0
    for label in labels:
        button = BUTTON_PADDING + len(shown_text(label)) * CHAR_WIDTH
        if used and used + BUTTON_GAP + button > available:
            rows, used = rows + 1, 0.0
        used += (BUTTON_GAP if used else 0) + button
    return rows * BUTTON_HEIGHT + (rows - 1) * BUTTON_GAP + BUTTON_ROW_MARGIN


def message_height(
    content: str | None,
    embeds: Sequence[discord.Embed],
    buttons: Sequence[str] = (),
    *,
    ephemeral: bool = True,
    width: int = WINDOW_WIDTH,
) -> int:
    """Estimated height (px) of a whole message: header, content, embeds, buttons, private note."""
    height = MESSAGE_PADDING + INTERACTION_HEADER + MESSAGE_HEADER
    height += content_height(content or "", width)
    height += sum(embed_height(embed, width) for embed in embeds)
    height += buttons_height(buttons, width)
    return height + (EPHEMERAL_NOTE if ephemeral else 0)
