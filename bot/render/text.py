"""Embeds and buttons as plain text, for the offline console (what Discord would show)."""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping
from typing import Any

import discord

WIDTH = 100


def _wrap(text: str, indent: str = "  ") -> str:
    lines = []
    for paragraph in text.splitlines() or [""]:
        lines.extend(textwrap.wrap(paragraph, WIDTH, initial_indent=indent, subsequent_indent=indent) or [""])
    return "\n".join(lines)


def embed_to_text(embed: discord.Embed) -> str:
    parts: list[str] = []
    if embed.author and embed.author.name:
        parts.append(f"[{embed.author.name}]")
    if embed.title:
        parts.append(f"== {embed.title} ==")
    if embed.description:
        parts.append(_wrap(embed.description, ""))
    for item in embed.fields:
        parts.append(f"-- {item.name}")
        parts.append(_wrap(item.value or ""))
    if embed.footer and embed.footer.text:
        parts.append(f"({embed.footer.text})")
    return "\n".join(parts)


def _buttons(components: Iterable[Mapping[str, Any]]) -> list[str]:
    labels: list[str] = []
    for component in components:
        if component.get("type") == 2 and component.get("label"):
            labels.append(str(component["label"]))
        labels.extend(_buttons(component.get("components") or []))
    return labels


def message_to_text(
    content: str | None,
    embeds: Iterable[discord.Embed],
    components: Iterable[Mapping[str, Any]] = (),
    *,
    ephemeral: bool = False,
) -> str:
    """Render one message as Discord would show it, buttons listed at the end."""
    parts: list[str] = []
    if ephemeral:
        parts.append("(only you can see this)")
    if content:
        parts.append(content)
    parts.extend(embed_to_text(embed) for embed in embeds)
    labels = _buttons(components)
    if labels:
        parts.append("Buttons: " + "  ".join(f"[{label}]" for label in labels))
    return "\n".join(parts)
