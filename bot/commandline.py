"""A slash command as one line of text, both ways: `/check-lorcana challenge challenger:Mickey str=3`.

The offline console reads what users type with `parse_line`; a verdict shows the question it answers
with `format_line`, and its buttons read that line back (`parse_line` again) to re-run the check, so
no button stores anything per message. Nothing here needs a running Discord.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

TRUE_WORDS = {"true", "yes", "y", "1", "on"}
FALSE_WORDS = {"false", "no", "n", "0", "off"}


class ConsoleInputError(Exception):
    """A typed line that is not a valid command; the message says what and where."""


@dataclass(frozen=True)
class ParsedCommand:
    path: str
    options: dict[str, Any]


def command_catalog(tree: app_commands.CommandTree[Any]) -> dict[str, app_commands.Command[Any, ..., Any]]:
    """Every invocable command by its full path ('keyword', 'check challenge')."""
    return {
        command.qualified_name: command
        for command in tree.walk_commands()
        if isinstance(command, app_commands.Command)
    }


def _convert(value: str, parameter: app_commands.Parameter, lookup: Callable[[str, str], Any]) -> Any:
    kind = parameter.type
    if kind is discord.AppCommandOptionType.integer:
        try:
            return int(value)
        except ValueError:
            raise ConsoleInputError(f"option {parameter.name}: {value!r} is not a whole number") from None
    if kind is discord.AppCommandOptionType.number:
        try:
            return float(value)
        except ValueError:
            raise ConsoleInputError(f"option {parameter.name}: {value!r} is not a number") from None
    if kind is discord.AppCommandOptionType.boolean:
        folded = value.casefold()
        if folded in TRUE_WORDS | FALSE_WORDS:
            return folded in TRUE_WORDS
        raise ConsoleInputError(f"option {parameter.name}: {value!r} is not true or false")
    if kind in (discord.AppCommandOptionType.channel, discord.AppCommandOptionType.role):
        return lookup(kind.name, value)
    allowed = [str(choice.value) for choice in parameter.choices]
    if allowed and value not in allowed:  # Discord's own picker allows nothing else
        listed = ", ".join(f"`{choice}`" for choice in allowed)
        raise ConsoleInputError(f"option {parameter.name}: {value!r} is not one of its choices ({listed})")
    return value


def parse_line(
    line: str,
    catalog: dict[str, app_commands.Command[Any, ..., Any]],
    lookup: Callable[[str, str], Any] = lambda kind, value: value,
) -> ParsedCommand:
    """Split `/path words option:value option:value with spaces` into a command and options."""
    text = line.strip()
    if not text.startswith("/"):
        raise ConsoleInputError("a command starts with '/' (type `help`)")
    words = text[1:].split()
    path = None
    for length in range(len(words), 0, -1):
        candidate = " ".join(words[:length])
        if candidate in catalog:
            path = candidate
            break
    if path is None:
        known = ", ".join(f"/{name}" for name in sorted(catalog))
        raise ConsoleInputError(f"unknown command /{' '.join(words[:2])} (commands: {known})")
    command = catalog[path]
    head = re.match(r"\s*" + r"\s+".join(map(re.escape, path.split())), text[1:])
    assert head is not None  # the path was built from these words
    rest = text[1:][head.end() :].strip()
    parameters = {p.name: p for p in command.parameters}
    options: dict[str, Any] = {}
    marker = re.compile(r"(?:^|\s)([a-z][a-z0-9_-]*):")
    pieces: list[tuple[str | None, str]] = []
    position = 0
    current: str | None = None
    for found in marker.finditer(rest):
        if found.group(1) not in parameters:
            continue
        pieces.append((current, rest[position : found.start()]))
        current, position = found.group(1), found.end()
    pieces.append((current, rest[position:]))
    for name, raw in pieces:
        value = raw.strip()
        if name is None:
            if not value:
                continue
            unknown = re.match(r"([a-z][a-z0-9_-]*):", value)
            if unknown and unknown.group(1) not in parameters and " " not in value.split(":", 1)[0]:
                listed = ", ".join(parameters) or "none"
                raise ConsoleInputError(f"/{path} has no option {unknown.group(1)!r} (options: {listed})")
            if not parameters:
                raise ConsoleInputError(f"/{path} takes no options")
            name = next(iter(parameters))
        if name in options:
            raise ConsoleInputError(f"option {name} is given twice")
        if not value:
            raise ConsoleInputError(f"option {name} has no value")
        options[name] = _convert(value, parameters[name], lookup)
    missing = [p.name for p in command.parameters if p.required and p.name not in options]
    if missing:
        raise ConsoleInputError(f"/{path} needs {', '.join(missing)}")
    return ParsedCommand(path, options)


def format_value(value: object) -> str:
    """An option's value as a user types it: booleans as true/false, text on one line."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return " ".join(str(value).split())


def format_line(path: str, options: Mapping[str, object]) -> str:
    """The line `parse_line` reads back as `path` with `options` (unset options left out)."""
    parts = [f"/{path}"]
    parts += [f"{name}:{format_value(value)}" for name, value in options.items() if value is not None]
    return " ".join(parts)


_FENCE = "```"
ASKED_LIMIT = 1300
"""The longest question shown whole: with an error message (at most 500) it still fits one message."""
SHORTENED = "(question shortened)"
_ZWSP = "\u200b"
_ASKED = re.compile(r"```\n(/[^\n]*)\n```")


def asked_block(line: str) -> str:
    """`line` as a code block: Discord renders no markdown, link or mention inside one. A run of
    backticks in user text could close the block early, so each pair gets a zero-width space
    between, which `asked_in` removes again."""
    safe = line.replace(_ZWSP, "")
    while "``" in safe:
        safe = safe.replace("``", f"`{_ZWSP}`")
    if _utf16(safe) > ASKED_LIMIT:  # the block must close within Discord's 2,000 characters
        kept = safe[: ASKED_LIMIT - 2]
        while _utf16(kept) > ASKED_LIMIT - 2:  # an emoji or a cuneiform sign counts twice
            kept = kept[: -max(1, (_utf16(kept) - ASKED_LIMIT + 2) // 2)]
        return f"{_FENCE}\n{kept} …\n{_FENCE}\n{SHORTENED}"
    return f"{_FENCE}\n{safe}\n{_FENCE}"


def _utf16(text: str) -> int:
    """Length as Discord counts it (`bot.reply.discord_length`; reply imports this module)."""
    return len(text.encode("utf-16-le")) // 2


def asked_in(content: str | None) -> str | None:
    """The command line an answer shows in its `asked_block`, or None when it shows none."""
    found = _ASKED.search(content or "")
    if found is None or SHORTENED in (content or "")[found.end() :]:
        return None  # a shortened question cannot be asked again as it was
    return found.group(1).replace(_ZWSP, "")
