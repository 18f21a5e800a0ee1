"""The offline console: the real bot on simcord's in-memory Discord, driven by typed lines.

A line is a slash command exactly as Discord shows it (`/keyword Ward`, `/keyword name:first
strike game:fftcg`); it runs through the same command tree, cogs and error handler as on
Discord, and the answer is printed as text. `click <label>` presses a button of the last answer.
An answer that is a form (`/check topic:sing`, **Edit & retry**) is printed with its inputs and what
each holds; `submit name:value …` fills the inputs named (the others keep what they hold) and sends
it, as Discord's Submit does.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any, TextIO

import simcord

from bot.client import FloorJudge
from bot.commandline import ConsoleInputError, command_catalog, parse_line
from bot.render.text import message_to_text
from bot.ui.checks.asked import split_named

HELP = """Type a slash command as Discord shows it, one per line:
  /keyword Ward
  /keyword name:first strike game:fftcg
  /rule 8.14.1
  /card mickey brave
Then `click <button label>` presses a button of the last answer (e.g. `click Post publicly`).
A form (`/check topic:sing`, `click Edit & retry`) shows its inputs: `submit song:Let It Go
singers:Ariel - Spectacular Singer` fills them (the others keep what they hold) and submits it.
`commands` lists the commands, `help` shows this, `quit` (or end of input) leaves."""

__all__ = ["Console", "ConsoleInputError", "command_catalog", "parse_line", "run_console"]


def form_inputs(modal: dict[str, Any]) -> list[dict[str, Any]]:
    """A form's text inputs (custom_id, label, value, placeholder), in order, out of their rows."""
    found: list[dict[str, Any]] = []
    for component in modal.get("components") or []:
        children = list(component.get("components") or [])
        if isinstance(component.get("component"), dict):  # a label around its input
            children.append(component["component"])
        for child in children or [component]:
            if child.get("type") == 4 and child.get("custom_id"):
                found.append(child)
    return found


def render_form(modal: dict[str, Any]) -> str:
    """A form as text: its title, each input with what it holds, and how to submit it."""
    lines = [f"[form] {modal.get('title', '')}"]
    for control in form_inputs(modal):
        held = control.get("value")
        shown = held if held else f"(empty; {control.get('placeholder') or 'optional'})"
        required = " *" if control.get("required", True) else ""
        lines.append(f"  {control['custom_id']}{required}: {shown}")
    lines.append("Type `submit name:value …` to fill inputs and send it (* required), or another command.")
    return "\n".join(lines)


def render_result(result: Any) -> str:
    """Everything an interaction produced: the response, then any follow-ups; or the form it opened."""
    if result.modal is not None:
        return render_form(result.modal)
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
        if stripped == "submit" or stripped.startswith("submit "):
            return await self._submit(stripped[len("submit") :].strip())
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

    async def _submit(self, typed: str) -> str:
        """Fill the open form's inputs named in `typed` (`name:value …`) and submit it."""
        modal = self.last.modal if self.last is not None else None
        if modal is None:
            return "! no form is open (a form opens from /check topic:… or Edit & retry)"
        inputs = {control["custom_id"]: control for control in form_inputs(modal)}
        lead, pairs = split_named(typed, list(inputs))
        if lead:
            return f"! {lead[:40]!r} names no input of this form (inputs: {', '.join(inputs)})"
        values = {name: control.get("value") or "" for name, control in inputs.items()}
        values.update(dict(pairs))
        filled = {name: text for name, text in values.items() if text or inputs[name].get("required", True)}
        try:
            result = await self.member.submit_modal(self.last, filled)
        except (simcord.OptionError, simcord.SetupError) as error:
            return f"! {error}"
        return self._answered(result)

    def _answered(self, result: Any) -> str:
        """Keep `result` as the last answer (its buttons can be clicked), forget the rest, render it."""
        self.last = result
        if result.modal is None:  # a form's submission needs the message it was opened from
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
