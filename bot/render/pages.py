"""Pack long verbatim texts into embeds without ever cutting a word silently.

Discord's limits: a field value holds 1,024 characters, an embed 25 fields and 6,000 characters
in all. Text is split at paragraph, then line, then sentence, then word boundaries; when an embed
is full the rest continues on another page (another embed) titled "(continued)".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import discord

FIELD_VALUE_LIMIT = 1024
FIELD_NAME_LIMIT = 256
FIELDS_PER_EMBED = 25
EMBED_TOTAL_LIMIT = 6000
DESCRIPTION_LIMIT = 4096
TITLE_LIMIT = 256
_SAFETY = 100  # room for the page footer added at the end

_BOUNDARIES = (re.compile(r"\n\n"), re.compile(r"\n"), re.compile(r"(?<=[.;:!?”])\s"), re.compile(r"\s"))


def split_text(text: str, limit: int = FIELD_VALUE_LIMIT) -> list[str]:
    """Split into chunks of at most `limit` characters at the widest boundary that fits."""
    text = text.strip()
    if len(text) <= limit:
        return [text] if text else []
    for boundary in _BOUNDARIES:
        cut = None
        for found in boundary.finditer(text, 0, limit + 1):
            if 0 < found.start() <= limit:
                cut = found
        if cut is not None:
            head, tail = text[: cut.start()], text[cut.end() :]
            return [head.strip(), *split_text(tail, limit)]
    end = limit - 1 if text[limit - 1] == "\\" else limit  # never between an escape and what it escapes
    return [text[:end], *split_text(text[end:], limit)]  # one word longer than a field


@dataclass
class Section:
    """A named block of text: becomes one field, or several '(cont.)' fields when long."""

    name: str
    text: str
    inline: bool = False


@dataclass
class PageSpec:
    """What a multi-page answer looks like before packing."""

    title: str
    colour: int
    description: str = ""
    author: str | None = None
    footer: str | None = None
    sections: list[Section] = field(default_factory=list)
    budget: int = EMBED_TOTAL_LIMIT
    """Characters per page: Discord's limit, or less for answers paged one screen at a time."""


def pack(spec: PageSpec) -> list[discord.Embed]:
    """Build as many embeds as needed; every character of every section is kept."""
    pages: list[discord.Embed] = []

    def new_page() -> discord.Embed:
        title = spec.title if not pages else f"{spec.title} (continued)"
        embed = discord.Embed(title=title[:TITLE_LIMIT], colour=spec.colour)
        if spec.author:
            embed.set_author(name=spec.author)
        if not pages and spec.description:
            embed.description = spec.description[:DESCRIPTION_LIMIT]
        pages.append(embed)
        return embed

    page = new_page()
    size, fields = len(page), 0
    """The page's length as Discord counts it (`len(page)`) and its fields, kept as they are added."""
    for section in spec.sections:
        chunks = split_text(section.text) or ["\u200b"]
        for index, chunk in enumerate(chunks):
            name = section.name if index == 0 else f"{section.name} (cont.)"
            name = name[:FIELD_NAME_LIMIT]
            full = fields >= FIELDS_PER_EMBED
            too_big = size + len(name) + len(chunk) + _SAFETY > min(spec.budget, EMBED_TOTAL_LIMIT)
            if (full or too_big) and fields:
                page = new_page()
                size, fields = len(page), 0
            page.add_field(name=name, value=chunk, inline=section.inline)
            size += len(name) + len(chunk)
            fields += 1
    for number, embed in enumerate(pages, start=1):
        footer = spec.footer or ""
        if len(pages) > 1:
            footer = f"{footer} · page {number}/{len(pages)}" if footer else f"page {number}/{len(pages)}"
        if footer:
            embed.set_footer(text=footer)
    return pages
