"""Hostile input through every option of every slash command in the live command tree.

Issue 16 sent 2,850 bad inputs: 234 lost their reply (an error quoting a long or invisible token
grew past Discord's 2,000 characters), and a card named like a masked link became a clickable link
in a public embed. Here every option of every command (walked from `bot.tree`, so a new command is
covered without editing this file) gets the longest value it accepts, invisible characters, and
markdown, masked-link and mention payloads, all options at once; hypothesis adds mixed cases.
Each reply must arrive, fit Discord's message and embed limits, show user text escaped, and ping
nobody (the `server` fixture checks every message's allowed_mentions).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import discord
import pytest
import simcord
from discord import app_commands
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from bot.errors import describe_error
from bot.reply import MESSAGE_LIMIT, discord_length
from tests.conftest import Server

DISCORD_STRING_LIMIT = 6000
"""The longest string option Discord accepts when a command sets no max_length."""
DISCORD_INTEGER_LIMIT = 2**53 - 1
"""Discord's integer options span ±(2**53 - 1)."""

MASKED_LINK = "[Official ruling](https://evil.example)"
MARKDOWN = (
    f'"{MASKED_LINK}" {MASKED_LINK} **FZbold** __FZunder__ ~~FZstrike~~ `FZcode` ||FZspoiler|| '
    "<@123456789012345678> <@&123456789012345678> <#123456789012345678> @everyone @here "
)
INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff\u202e\u2066\x00\x07\x1b\x7f\t\r\n"
WIDE = "【】🃏\u0301\u05d0"  # brackets the notation reads, an emoji counted twice, a combining mark, RTL

UNESCAPED = (
    re.compile(r"(?<!\\)\[[^\[\]\n]*(?<!\\)\]\(\s*<?https?://"),  # a masked link Discord would render
    re.compile(r"(?<!\\)\*\*FZbold"),
    re.compile(r"(?<!\\)__FZunder"),
    re.compile(r"(?<!\\)~~FZstrike"),
    re.compile(r"(?<!\\)\|\|FZspoiler"),
)

EMBED_LIMITS = {"title": 256, "description": 4096, "field name": 256, "field value": 1024, "footer": 2048}
EMBEDS_PER_MESSAGE, FIELDS_PER_EMBED, EMBED_TOTAL = 10, 25, 6000


def commands_of(tree: app_commands.CommandTree[Any]) -> list[app_commands.Command[Any, ..., Any]]:
    return [command for command in tree.walk_commands() if isinstance(command, app_commands.Command)]


def longest(parameter: app_commands.Parameter) -> int:
    if parameter.type is discord.AppCommandOptionType.string and parameter.max_value is not None:
        return int(parameter.max_value)
    return DISCORD_STRING_LIMIT


def repeat(piece: str, length: int) -> str:
    return (piece * (length // len(piece) + 1))[:length]


FAMILIES: dict[str, Callable[[int], str]] = {
    "long": lambda n: repeat("x", n),
    "long words": lambda n: repeat("Mickey str=3 Evasive; ", n),
    "invisible": lambda n: repeat("srt" + INVISIBLE * 20 + "=3 ", n),
    "wide": lambda n: repeat(WIDE, n // 2),
    "markdown": lambda n: repeat(MASKED_LINK if n < len(MARKDOWN) else MARKDOWN, n),
    "markdown name": lambda n: f'"{MASKED_LINK} **FZbold**" str=1'[:n],  # a valid card: a verdict echoes it
}
MARKDOWN_FAMILIES = ("markdown", "markdown name")
PLAIN = tuple(family for family in FAMILIES if family not in MARKDOWN_FAMILIES)


@dataclass(frozen=True)
class Case:
    """One invocation: a command and a value for each of its options."""

    path: str
    options: dict[str, Any]
    family: str

    def __str__(self) -> str:
        shown = {
            name: (value[:60] + "…" if isinstance(value, str) and len(value) > 60 else value)
            for name, value in self.options.items()
        }
        return f"/{self.path} [{self.family}] {shown!r}"


class Fixture:
    """Values the guild provides: a channel and a role for entity options."""

    def __init__(self, server: Server) -> None:
        self.channel = server.channel
        self.role = server.guild.create_role("Fuzzed")

    def value(self, parameter: app_commands.Parameter, family: str, index: int = 0) -> Any:
        kind = parameter.type
        if parameter.choices:
            return parameter.choices[index % len(parameter.choices)].value
        if kind is discord.AppCommandOptionType.string:
            return FAMILIES[family](longest(parameter))
        if kind is discord.AppCommandOptionType.integer:
            low = -DISCORD_INTEGER_LIMIT if parameter.min_value is None else int(parameter.min_value)
            high = DISCORD_INTEGER_LIMIT if parameter.max_value is None else int(parameter.max_value)
            return (high, low)[index % 2]
        if kind is discord.AppCommandOptionType.boolean:
            return index % 2 == 0
        if kind is discord.AppCommandOptionType.channel:
            return self.channel
        if kind is discord.AppCommandOptionType.role:
            return self.role
        raise AssertionError(f"no fuzz values for option type {kind.name} ({parameter.name})")


def fixed_cases(
    tree: app_commands.CommandTree[Any], fixture: Fixture, families: tuple[str, ...]
) -> Iterator[Case]:
    """Every command once per payload family, every option filled at once."""
    for command in commands_of(tree):
        for number, family in enumerate(families):
            options = {p.name: fixture.value(p, family, number) for p in command.parameters}
            yield Case(command.qualified_name, options, family)
            if not command.parameters:
                break


def drawn_cases(
    tree: app_commands.CommandTree[Any], fixture: Fixture, families: tuple[str, ...], count: int
) -> list[Case]:
    """Hypothesis mixes: a command, some of its options, each from any family or a random string."""
    commands = commands_of(tree)
    cases: list[Case] = []
    text = st.text(
        st.characters(codec="utf-8", categories=("L", "M", "N", "P", "S", "Z", "Cc", "Cf")), max_size=80
    )

    @st.composite
    def case(draw: st.DrawFn) -> Case:
        command = draw(st.sampled_from(commands))
        options: dict[str, Any] = {}
        for parameter in command.parameters:
            if not parameter.required and not draw(st.booleans()):
                continue
            family = draw(st.sampled_from(families))
            value = fixture.value(parameter, family, draw(st.integers(0, 9)))
            if isinstance(value, str) and not parameter.choices and draw(st.booleans()):
                value = (draw(text) + value)[: longest(parameter)] or "x"
            options[parameter.name] = value
        return Case(command.qualified_name, options, "hypothesis")

    @settings(
        max_examples=count,
        database=None,
        derandomize=True,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(case())
    def collect(drawn: Case) -> None:
        cases.append(drawn)

    collect()
    return cases


def texts(message: Any) -> Iterator[tuple[str, str, int]]:
    """(where, text, limit) for the message content and every embed part."""
    yield "content", message.content or "", MESSAGE_LIMIT
    for embed in message.embeds:
        yield "title", embed.title or "", EMBED_LIMITS["title"]
        yield "description", embed.description or "", EMBED_LIMITS["description"]
        for embed_field in embed.fields:
            yield "field name", embed_field.name or "", EMBED_LIMITS["field name"]
            yield "field value", embed_field.value or "", EMBED_LIMITS["field value"]
        yield "footer", embed.footer.text or "", EMBED_LIMITS["footer"]


def problems(message: Any) -> Iterator[str]:
    """What is wrong with one reply: over a limit, or an unexpected error."""
    if len(message.embeds) > EMBEDS_PER_MESSAGE:
        yield f"{len(message.embeds)} embeds"
    for embed in message.embeds:
        if len(embed.fields) > FIELDS_PER_EMBED:
            yield f"{len(embed.fields)} fields"
        if len(embed) > EMBED_TOTAL:
            yield f"an embed of {len(embed)} characters"
    for where, text, limit in texts(message):
        if discord_length(text) > limit:
            yield f"{where} of {discord_length(text)} characters (limit {limit})"
        if "Something went wrong" in text:
            yield f"{where}: an unexpected error: {text[:120]!r}"


CODE_BLOCK = re.compile(r"```.*?```|(?<![\\`])`[^`\n]+`(?!`)", re.S)
"""A closed code block, or an inline code span (`target:Ursula Vanish`), shows its text literally:
markdown inside it is not rendered. An escaped backtick (\\`) opens no span."""


def unescaped(message: Any) -> Iterator[str]:
    """User markdown that Discord would render: a masked link, bold, underline, strike, spoiler."""
    for where, shown, _ in texts(message):
        text = CODE_BLOCK.sub("", shown)
        for pattern in UNESCAPED:
            found = pattern.search(text)
            if found:
                start = max(found.start() - 30, 0)
                yield f"{where}: {text[start : found.end() + 30]!r}"


@dataclass
class Findings:
    """What the cases found, by kind: escaping is reported apart (see the markdown test)."""

    broken: list[str]
    unescaped: list[str]


async def run_cases(server: Server, member: Any, cases: list[Case]) -> Findings:
    """Invoke each case; collect problems with its replies, its errors and, for markdown, its public post."""
    findings = Findings([], [])
    for case in cases:
        cursor = server.env.error_cursor
        try:
            result = await member.slash(server.channel, case.path, **case.options)
        except simcord.OptionError as refused:  # the values are meant to be ones Discord accepts
            findings.broken.append(f"{case}: Discord would refuse the options: {refused}")
            continue
        for error in server.env.errors_since(cursor):
            if describe_error(error) is None:
                findings.broken.append(f"{case}: unexpected {type(error).__name__}: {error}"[:300])
        replies = [m for m in [result.response, *result.followups] if m is not None]
        if not replies:
            findings.broken.append(f"{case}: no reply arrived")
        if case.family in MARKDOWN_FAMILIES:
            posted = await post_publicly(member, replies)
            replies += [posted] if posted is not None else []
        for reply in replies:
            findings.broken += [f"{case}: {problem}" for problem in problems(reply)]
            findings.unescaped += [f"{case}: {problem}" for problem in unescaped(reply)]
    return findings


async def post_publicly(member: Any, replies: list[Any]) -> Any:
    """The public post of the first reply that offers one (the masked link's real danger)."""
    for reply in replies:
        if any(_has_label(component, "Post publicly") for component in reply.components):
            return (await member.click(reply, label="Post publicly")).response
    return None


def _has_label(component: dict[str, Any], label: str) -> bool:
    if component.get("label") == label:
        return True
    return any(_has_label(child, label) for child in component.get("components") or [])


@pytest.fixture
def manager(server: Server) -> Any:
    """A member with Manage Server, so `/settings` runs its handlers too."""
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    return server.guild.add_member(server.env.create_user("organiser"), roles=[role])


def report(failures: list[str], total: int) -> str:
    return f"{len(failures)} problems in {total} cases:\n" + "\n".join(failures[:40])


class UnescapedUserText(AssertionError):
    """User markdown reached a reply live."""


@pytest.mark.simcord(check_errors=False)  # every handled error is checked by type in run_cases
async def test_every_option_of_every_command_survives_long_and_invisible_input(
    server: Server, manager: Any
) -> None:
    fixture = Fixture(server)
    tree = server.env.bot.tree
    cases = [*fixed_cases(tree, fixture, PLAIN), *drawn_cases(tree, fixture, PLAIN, 40)]
    assert sum(len(case.options) for case in cases) >= 600, "every option, many times"

    findings = await run_cases(server, manager, cases)

    assert not findings.broken, report(findings.broken, len(cases))
    assert not findings.unescaped, report(findings.unescaped, len(cases))


@pytest.mark.simcord(check_errors=False)  # every handled error is checked by type in run_cases
async def test_markdown_links_and_mentions_in_any_option_stay_inert(server: Server, manager: Any) -> None:
    """Replies and their public posts show user markdown escaped; the server fixture checks pings."""
    fixture = Fixture(server)
    tree = server.env.bot.tree
    cases = [
        *fixed_cases(tree, fixture, MARKDOWN_FAMILIES),
        *drawn_cases(tree, fixture, MARKDOWN_FAMILIES, 30),
    ]

    findings = await run_cases(server, manager, cases)

    assert not findings.broken, report(findings.broken, len(cases))
    if findings.unescaped:
        raise UnescapedUserText(report(findings.unescaped, len(cases)))


@pytest.mark.simcord(check_errors=False)  # errors are checked by type below
async def test_autocomplete_offers_valid_choices_for_any_typed_or_filled_text(
    server: Server, manager: Any
) -> None:
    """Typing hostile text, with hostile text already in the other options, still gets ≤ 25 choices."""
    fixture = Fixture(server)
    failures: list[str] = []
    asked = 0
    for command in commands_of(server.env.bot.tree):
        for focused in (p for p in command.parameters if p.autocomplete):
            for number, family in enumerate(FAMILIES):
                filled = {
                    p.name: fixture.value(p, family, number) for p in command.parameters if p is not focused
                }
                typed = FAMILIES[family](longest(focused))
                cursor = server.env.error_cursor
                choices = await manager.autocomplete(
                    server.channel, command.qualified_name, focused.name, typed, **filled
                )
                asked += 1
                where = f"/{command.qualified_name} {focused.name} [{family}]"
                errors = [e for e in server.env.errors_since(cursor) if describe_error(e) is None]
                failures += [f"{where}: {type(e).__name__}: {e}"[:300] for e in errors]
                if len(choices) > 25:
                    failures.append(f"{where}: {len(choices)} choices")
                for choice in choices:
                    if not 1 <= len(choice["name"]) <= 100 or len(str(choice["value"])) > 100:
                        failures.append(f"{where}: choice out of Discord's limits: {choice!r}"[:300])
    assert asked >= 30
    assert not failures, report(failures, asked)
