"""The question a check answer shows, as a line of text and back.

A verdict's message carries its question as typed (`bot.render.asked`), so its buttons keep no
state: a click reads the question back from the message and asks the engine again.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from typing import Any

import discord

from bot.commandline import ConsoleInputError, command_catalog, format_line, parse_line
from bot.engine import Topic, topic_options, topics
from bot.errors import UserFacingError
from bot.render.asked import asked_line


def topic_by_command(path: str) -> Topic | None:
    """The topic a slash path asks (`check-lorcana challenge` → lorcana.challenge)."""
    return next((t for t in topics().values() if t.command == path), None)


def question_line(topic: Topic, options: Mapping[str, object]) -> str:
    """The question as the console (and Discord's own option syntax) types it, options in the
    topic's order, unset ones left out."""
    ordered = {spec.name: options.get(spec.name) for spec in topic_options(topic.id)}
    return format_line(topic.command, ordered)


_NAMED = re.compile(r"(?:^|\s)([a-z_][a-z0-9_]*):")


def split_named(text: str, names: Collection[str]) -> tuple[str, list[tuple[str, str]]]:
    """`text` as (what comes before the first `name:`, the `(name, value)` pairs in order), for
    `names` only: a `word:` that names none of them is part of a value. Values are kept as typed
    (stripped), duplicates too."""
    found = [m for m in _NAMED.finditer(text) if m.group(1) in names]
    lead = text[: found[0].start() if found else len(text)].strip()
    pairs = []
    for index, match in enumerate(found):
        end = found[index + 1].start() if index + 1 < len(found) else len(text)
        pairs.append((match.group(1), text[match.end() : end].strip()))
    return lead, pairs


def shown_line(interaction: discord.Interaction) -> str:
    """The question line the clicked message shows (`bot.render.asked`)."""
    message = interaction.message
    line = asked_line(message.content if message else None)
    if line is None:
        raise UserFacingError("That answer no longer shows its question; ask again.")
    return line


def asked(interaction: discord.Interaction) -> tuple[Topic, dict[str, Any]]:
    """The question an answer shows, read back from its message: the topic and the options."""
    line = shown_line(interaction)
    try:
        parsed = parse_line(line, command_catalog(interaction.client.tree))  # type: ignore[attr-defined]
    except ConsoleInputError:
        parsed = None
    topic = topic_by_command(parsed.path) if parsed else None
    if parsed is None or topic is None:
        raise UserFacingError("That question is no longer a check the bot knows; ask again.")
    return topic, parsed.options


def asked_as_typed(interaction: discord.Interaction) -> tuple[Topic, dict[str, str], str]:
    """The question the message shows, as text: (topic, each option's value as typed, the rest).

    Values are not converted, so a form's typo (`reduction:one`) comes back as it was typed. The
    rest (text before the first option, an option given again) goes back into "More options"."""
    line = shown_line(interaction)
    words = line.removeprefix("/").split()
    topic, length = None, 0
    for length in range(min(len(words), 3), 0, -1):
        topic = topic_by_command(" ".join(words[:length]))
        if topic is not None:
            break
    if topic is None:
        raise UserFacingError("That question is no longer a check the bot knows; ask again.")
    rest = line.removeprefix("/").split(None, length)[length:]
    lead, pairs = split_named(rest[0] if rest else "", [spec.name for spec in topic_options(topic.id)])
    given: dict[str, str] = {}
    leftover = [lead] if lead else []
    for name, value in pairs:
        if name in given:
            leftover.append(f"{name}:{value}")
        elif value:
            given[name] = value
    return topic, given, " ".join(leftover)
