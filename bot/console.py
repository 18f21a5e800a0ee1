"""The offline console: the real bot on simcord's in-memory Discord, driven by typed lines.

A line is a slash command exactly as Discord shows it (`/keyword Ward`, `/keyword name:first
strike game:fftcg`); it runs through the same command tree, cogs and error handler as on
Discord, and the answer is printed as text. `click <label>` presses a button of the last answer.
"""

from __future__ import annotations

import asyncio
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TextIO

import discord
import simcord
from discord import app_commands

from bot.client import FloorJudge
from bot.render.text import message_to_text

HELP = """Type a slash command as Discord shows it, one per line:
  /keyword Ward
  /keyword name:first strike game:fftcg
  /rule 8.14.1
  /card mickey brave
Then `click <button label>` presses a button of the last answer (e.g. `click Post publicly`).
`commands` lists the commands, `help` shows this, `quit` (or end of input) leaves."""

_TRUE = {"true", "yes", "y", "1", "on"}
_FALSE = {"false", "no", "n", "0", "off"}


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
        if folded in _TRUE | _FALSE:
            return folded in _TRUE
        raise ConsoleInputError(f"option {parameter.name}: {value!r} is not true or false")
    if kind in (discord.AppCommandOptionType.channel, discord.AppCommandOptionType.role):
        return lookup(kind.name, value)
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


def render_result(result: Any) -> str:
    """Everything an interaction produced: the response, then any follow-ups."""
    messages = []
    if result.response is not None:
        messages.append(result.response)
    messages.extend(result.followups)
    if not messages:
        return "(no answer)"
    return "\n\n".join(
        message_to_text(m.content, m.embeds, m.components, ephemeral=m.ephemeral) for m in messages
    )


class Console:
    """One offline server with one member (you, the owner) in one channel."""

    def __init__(self, env: simcord.Env, bot: FloorJudge) -> None:
        self.env = env
        self.bot = bot
        you = env.create_user("you")
        self.guild = env.create_guild("floorjudge (offline)", owner=you)
        self.channel = self.guild.create_text_channel("judges")
        self.member = self.guild.add_member(you)
        self.catalog = command_catalog(bot.tree)
        self.last: Any = None

    def _lookup(self, kind: str, value: str) -> Any:
        name = value.strip().lstrip("#@")
        table = self.guild.channels if kind == "channel" else self.guild.roles
        if name in table:
            return table[name]
        raise ConsoleInputError(f"no {kind} named {value!r} here (known: {', '.join(table)})")

    async def execute(self, line: str) -> str:
        """Run one typed line; returns what to print."""
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            return ""
        if stripped == "help":
            return HELP
        if stripped == "commands":
            return "\n".join(f"/{name} — {cmd.description}" for name, cmd in sorted(self.catalog.items()))
        if stripped.startswith("click "):
            return await self._click(stripped[len("click ") :].strip())
        try:
            parsed = parse_line(stripped, self.catalog, self._lookup)
        except ConsoleInputError as error:
            return f"! {error}"
        try:
            result = await self.member.slash(self.channel, parsed.path, **parsed.options)
        except (simcord.OptionError, simcord.SetupError) as error:
            return f"! {error}"
        return self._answered(result)

    def _last_messages(self) -> list[Any]:
        if self.last is None:
            return []
        return [m for m in [self.last.response, *self.last.followups] if m is not None]

    async def _click(self, label: str) -> str:
        for message in self._last_messages():
            if any(_has_label(component, label) for component in message.components):
                return self._answered(await self.member.click(message, label=label))
        return f"! no button labelled {label!r} on the last answer"

    def _answered(self, result: Any) -> str:
        """Keep `result` as the last answer (its buttons can be clicked), forget the rest, render it."""
        self.last = result
        self._forget_history()
        return render_result(result)

    def _forget_history(self) -> None:
        """Drop what simcord keeps of earlier commands; only the last answer's buttons can be clicked.

        simcord records every message, interaction, REST call and gateway event for tests to
        inspect, about 8 KB a command: a console session of 20,000 commands held 376 MiB. The
        console inspects none of it, so only the last answer's messages and interactions stay.
        """
        backend = self.env.backend
        kept = {message.id for message in self._last_messages()}
        for messages in backend.messages.values():
            for message_id in [known for known in messages if known not in kept]:
                del messages[message_id]
        for interaction_id, interaction in list(backend.interactions.items()):
            if interaction.message_id not in kept and kept.isdisjoint(interaction.followup_ids):
                del backend.interactions[interaction_id]
                backend.interaction_tokens.pop(interaction.token, None)
        backend.http_requests.clear()
        backend.transcript.clear()


def _has_label(component: dict[str, Any], label: str) -> bool:
    if component.get("label") == label:
        return True
    return any(_has_label(child, label) for child in component.get("components") or [])


async def run_console(bot: FloorJudge, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> None:
    """Read lines until `quit` or end of input; answer each through the real bot."""
    interactive = stdin.isatty()
    try:
        await _console_session(bot, stdin, stdout, interactive)
    finally:
        await bot.release()


async def _console_session(bot: FloorJudge, stdin: TextIO, stdout: TextIO, interactive: bool) -> None:
    async with simcord.run(bot, check_errors=False) as env:
        console = Console(env, bot)
        if interactive:
            ready = f" (ready in {bot.ready_after:.2f} s)" if bot.ready_after is not None else ""
            print(f"floorjudge offline console{ready}. Type `help`.", file=stdout)
        while True:
            if interactive:
                print("> ", end="", file=stdout, flush=True)
            line = await asyncio.to_thread(stdin.readline)
            if not line or line.strip() in {"quit", "exit"}:
                break
            output = await console.execute(line)
            if output:
                print(output, file=stdout, flush=True)
            if not interactive:
                print(file=stdout, flush=True)
