"""Hostile input for every option of every slash command in the live command tree, and the checks
every reply must pass. tests/test_fuzz.py runs about 1,000 inputs in `make test`;
bench/fuzz_bench.py runs 10,000 and keeps any failure in :data:`REGRESSIONS` for the tests to replay.

Options are walked from `bot.tree` (a new command is covered without editing this file): strings up
to Discord's limits, invisible and right-to-left characters, emoji and 【】, markdown, masked-link
and mention payloads, and the extreme, negative and random integers an option's range allows.
A reply must arrive, fit Discord's message and embed limits, raise no unexpected error, show user
markdown escaped, carry no control or bidirectional-override character, and ping nobody; for input
with markdown or hidden characters, its public post too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import simcord
from discord import app_commands
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from bot.errors import describe_error
from bot.reply import MESSAGE_LIMIT, discord_length

ROOT = Path(__file__).resolve().parents[1]
REGRESSIONS = ROOT / "tests" / "data" / "fuzz_regressions.json"
"""Every case a fuzz run found failing, kept so the tests replay it (see :func:`keep`)."""

DISCORD_STRING_LIMIT = 6000
"""The longest string option Discord accepts when a command sets no max_length."""
DISCORD_INTEGER_LIMIT = 2**53 - 1
"""Discord's integer options span ±(2**53 - 1)."""

MASKED_LINK = "[Official ruling](https://evil.example)"
MARKDOWN = (
    f'"{MASKED_LINK}" {MASKED_LINK} **FZbold** __FZunder__ ~~FZstrike~~ `FZcode` ||FZspoiler|| '
    "<@123456789012345678> <@&123456789012345678> <#123456789012345678> @everyone @here "
)
INVISIBLE = (
    "\u200b\u200c\u200d\u2060\ufeff\u202e\u2066\x00\x07\x1b\x7f\t\r\n"
    "\u202a\u202b\u202c\u202d\u2067\u2068\u2069\x08\x85\x9b"  # the other overrides and isolates; C1
)
WIDE = "【】🃏\u0301\u05d0"  # brackets the notation reads, an emoji counted twice, a combining mark, RTL
PIECES = (
    *MARKDOWN.split(" "),
    *INVISIBLE,
    *WIDE,
    "\u202e\u05e9\u05dc\u05d5\u05dd",  # right-to-left override, then Hebrew
    "👨‍👩‍👧",  # one emoji of five code points
    "Mickey",
    "str=3",
    "Evasive",
    "Ward",
    "Deploy",
    "【Rush】",
    "x" * 100,
    " ",
    "\\",
    "```",
    "`",
    '"',
    ";",
    "=",
    "-1",
    "99999999999999999999",
)
"""Fragments the drawn strings are made of: payloads, separators the option parsers read, names."""

UNESCAPED = (
    # A masked link Discord would render; the bot's own link to a message it posted ("[See it](…)"
    # on a judge call, "[post](…)" in `/judge calls`) is not user text.
    re.compile(
        r"(?<!\\)\[(?!(?:See it|post)\]\(https://discord\.com/channels/)[^\[\]\n]*(?<!\\)\]\(\s*<?https?://"
    ),
    re.compile(r"(?<!\\)\*\*FZbold"),
    re.compile(r"(?<!\\)__FZunder"),
    re.compile(r"(?<!\\)~~FZstrike"),
    re.compile(r"(?<!\\)\|\|FZspoiler"),
)

HIDING = "\x00\x07\x1b[31m\u202eFZrlo\u2067FZrli\u2069\x85"
"""NUL, BEL, ESC (a terminal colour), a right-to-left override and isolate, a C1 control."""
HIDDEN = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
"""Characters no message may carry: C0 controls but tab and newline, DEL, C1 controls, and the
bidirectional embeddings, overrides and isolates that disguise text (NUL, ESC, BEL, U+202E …)."""

EMBED_LIMITS = {"title": 256, "description": 4096, "field name": 256, "field value": 1024, "footer": 2048}
EMBEDS_PER_MESSAGE, FIELDS_PER_EMBED, EMBED_TOTAL = 10, 25, 6000


def commands_of(tree: app_commands.CommandTree[Any]) -> list[app_commands.Command[Any, ..., Any]]:
    return [command for command in tree.walk_commands() if isinstance(command, app_commands.Command)]


def longest(parameter: app_commands.Parameter) -> int:
    if parameter.type is discord.AppCommandOptionType.string and parameter.max_value is not None:
        return int(parameter.max_value)
    return DISCORD_STRING_LIMIT


def shortest(parameter: app_commands.Parameter) -> int:
    if parameter.type is discord.AppCommandOptionType.string and parameter.min_value is not None:
        return max(int(parameter.min_value), 1)
    return 1


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

    @property
    def markdown(self) -> bool:
        """Whether its text may carry markdown or hidden characters (then its public post is
        checked too)."""
        return self.family in (*MARKDOWN_FAMILIES, "invisible", "drawn", "kept", "imported")

    def to_json(self, fixture: Fixture) -> dict[str, Any]:
        """The case as JSON: the fixture's channel and role by kind, the rest as given."""
        entities = {id(fixture.channel): "channel", id(fixture.role): "role"}
        options = {
            name: {"entity": entities[id(value)]} if id(value) in entities else value
            for name, value in self.options.items()
        }
        return {"path": self.path, "family": self.family, "options": options}

    @classmethod
    def from_json(cls, data: dict[str, Any], fixture: Fixture) -> Case:
        options = {
            name: fixture.entity(value["entity"]) if isinstance(value, dict) else value
            for name, value in data["options"].items()
        }
        return cls(data["path"], options, "kept")


class Fixture:
    """Values the guild provides: a channel and a role for entity options."""

    def __init__(self, guild: Any, channel: Any) -> None:
        self.channel = channel
        self.role = guild.create_role("Fuzzed")

    def entity(self, kind: str) -> Any:
        return {"channel": self.channel, "role": self.role}[kind]

    def value(self, parameter: app_commands.Parameter, family: str, index: int = 0) -> Any:
        kind = parameter.type
        if parameter.choices:
            return parameter.choices[index % len(parameter.choices)].value
        if kind is discord.AppCommandOptionType.string:
            return FAMILIES[family](longest(parameter))
        if kind is discord.AppCommandOptionType.integer:
            low, high = integer_range(parameter)
            return (high, low)[index % 2]
        if kind is discord.AppCommandOptionType.boolean:
            return index % 2 == 0
        if kind is discord.AppCommandOptionType.channel:
            return self.channel
        if kind is discord.AppCommandOptionType.role:
            return self.role
        raise AssertionError(f"no fuzz values for option type {kind.name} ({parameter.name})")

    def strategy(
        self, parameter: app_commands.Parameter, families: tuple[str, ...]
    ) -> st.SearchStrategy[Any]:
        """Any value Discord would send for this option: a family's, or drawn."""
        fixed = st.builds(self.value, st.just(parameter), st.sampled_from(families), st.integers(0, 9))
        kind = parameter.type
        if parameter.choices:
            return fixed
        if kind is discord.AppCommandOptionType.string:
            return st.one_of(fixed, drawn_text(shortest(parameter), longest(parameter)))
        if kind is discord.AppCommandOptionType.integer:
            low, high = integer_range(parameter)
            edges = sorted(
                {value for value in (low, high, 0, -1, 1, low + 1, high - 1) if low <= value <= high}
            )
            return st.one_of(st.sampled_from(edges), st.integers(low, high))
        return fixed


def integer_range(parameter: app_commands.Parameter) -> tuple[int, int]:
    low = -DISCORD_INTEGER_LIMIT if parameter.min_value is None else int(parameter.min_value)
    high = DISCORD_INTEGER_LIMIT if parameter.max_value is None else int(parameter.max_value)
    return low, high


def drawn_text(low: int, high: int) -> st.SearchStrategy[str]:
    """Text of ``low``..``high`` characters from payload pieces and arbitrary unicode, sometimes
    repeated up to the option's limit."""
    unicode = st.text(
        st.characters(codec="utf-8", categories=("L", "M", "N", "P", "S", "Z", "Cc", "Cf")), max_size=40
    )
    pieces = st.lists(st.one_of(st.sampled_from(PIECES), unicode), min_size=1, max_size=30).map("".join)

    def fit(text: str, fill: bool) -> str:
        text = text or "x"
        return repeat(text, high) if fill or len(text) < low else text[:high]

    return st.builds(fit, pieces, st.booleans())


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


def case_strategy(
    tree: app_commands.CommandTree[Any], fixture: Fixture, families: tuple[str, ...]
) -> st.SearchStrategy[Case]:
    """A command of the tree, its required options and some of the others, each value drawn."""
    commands = commands_of(tree)
    # Built once: a strategy made inside the draw is looked up, checked and rebuilt at every case.
    pick_command, maybe = st.sampled_from(commands), st.booleans()
    values = {
        (command.qualified_name, parameter.name): fixture.strategy(parameter, families)
        for command in commands
        for parameter in command.parameters
    }

    @st.composite
    def case(draw: st.DrawFn) -> Case:
        command = draw(pick_command)
        options: dict[str, Any] = {}
        for parameter in command.parameters:
            if parameter.required or draw(maybe):
                options[parameter.name] = draw(values[command.qualified_name, parameter.name])
        return Case(command.qualified_name, options, "drawn")

    return case()


def drawn_cases(
    tree: app_commands.CommandTree[Any],
    fixture: Fixture,
    families: tuple[str, ...],
    count: int,
    random_seed: int | None = None,
) -> list[Case]:
    """``count`` cases from :func:`case_strategy`: the same ones every run for one seed (None: the
    tests' fixed derandomized draw)."""
    cases: list[Case] = []

    @settings(
        max_examples=count,
        database=None,
        derandomize=random_seed is None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
        deadline=None,
    )
    @given(case_strategy(tree, fixture, families))
    def collect(drawn: Case) -> None:
        cases.append(drawn)

    (seed(random_seed)(collect) if random_seed is not None else collect)()
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
        if "Traceback (most recent call last)" in text:
            yield f"{where}: a traceback: {text[:120]!r}"


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


def sent_messages(env: simcord.Env, since: int = 0) -> Iterator[dict[str, Any]]:
    """Every message body the bot sent (from request ``since`` on): channel messages, interaction
    responses, follow-ups."""
    for entry in env.http_requests[since:]:
        body = entry.json
        if entry.method not in {"POST", "PATCH"} or not isinstance(body, dict):
            continue
        if "/callback" in entry.path:
            data = body.get("data")
            if body.get("type") in (4, 7) and isinstance(data, dict):
                yield data
        elif "/messages" in entry.path or "/webhooks/" in entry.path:
            yield body


def hidden_characters(body: Any, where: str = "") -> Iterator[str]:
    """Where a sent message body (content, embeds, components) carries a :data:`HIDDEN` character."""
    if isinstance(body, str):
        found = HIDDEN.search(body)
        if found:
            around = body[max(found.start() - 20, 0) : found.end() + 20]
            yield f"{where or 'text'}: U+{ord(found.group()):04X} in {around!r}"
    elif isinstance(body, dict):
        for key, value in body.items():
            yield from hidden_characters(value, f"{where}.{key}" if where else str(key))
    elif isinstance(body, list):
        for index, value in enumerate(body):
            yield from hidden_characters(value, f"{where}[{index}]")


def could_ping(body: dict[str, Any]) -> bool:
    """A message that does not forbid every mention could ping someone."""
    return body.get("allowed_mentions") != {"parse": []}


def judge_call_ping(body: dict[str, Any]) -> int | None:
    """The role a judge call pings, when ``body`` is one: the one message allowed to ping.

    Narrow on purpose: it allows exactly one role and nothing else (no @everyone, no user, no reply
    ping), its content starts with that role's mention, and it carries a judge call's Claim button.
    Anything else that could ping is not a judge call (None)."""
    mentions = body.get("allowed_mentions")
    if not isinstance(mentions, dict) or set(mentions) != {"parse", "roles"} or mentions["parse"] != []:
        return None
    roles = mentions["roles"]
    if not isinstance(roles, list) or len(roles) != 1:
        return None
    role = int(roles[0])
    content = body.get("content")
    if not isinstance(content, str) or not content.startswith(f"<@&{role}> "):
        return None
    return role if "fj:call:claim:" in json.dumps(body.get("components") or []) else None


@dataclass
class Findings:
    """What the cases found, by kind (escaping is reported apart), and the cases that failed."""

    broken: list[str] = field(default_factory=list)
    unescaped: list[str] = field(default_factory=list)
    hidden: list[str] = field(default_factory=list)
    """Control or bidirectional-override characters in a message sent (public posts included)."""
    over_limits: int = 0
    """Replies over one of Discord's limits (each also in ``broken``)."""
    pings: int = 0
    """Messages that could ping (each also in ``broken``)."""
    replies: int = 0
    failed: list[tuple[Case, str]] = field(default_factory=list)
    """Each failing case once, with its first problem."""


async def run_cases(env: simcord.Env, channel: Any, member: Any, cases: list[Case]) -> Findings:
    """Invoke each case; collect problems with its replies, its errors and, for markdown, its public post."""
    findings = Findings()
    for case in cases:
        broken, unescaped_before = len(findings.broken), len(findings.unescaped)
        cursor, sent_from = env.error_cursor, len(env.http_requests)
        try:
            result = await member.slash(channel, case.path, **case.options)
        except simcord.OptionError as refused:  # the values are meant to be ones Discord accepts
            findings.broken.append(f"{case}: Discord would refuse the options: {refused}")
            findings.failed.append((case, findings.broken[-1]))
            continue
        for error in env.errors_since(cursor):
            if describe_error(error) is None:
                findings.broken.append(f"{case}: unexpected {type(error).__name__}: {error}"[:300])
        replies = [m for m in [result.response, *result.followups] if m is not None]
        if not replies:
            findings.broken.append(f"{case}: no reply arrived")
        if case.markdown:
            posted = await post_publicly(member, replies)
            replies += [posted] if posted is not None else []
        findings.replies += len(replies)
        for reply in replies:
            found = list(problems(reply))
            findings.over_limits += sum(1 for problem in found if "limit" in problem or "embed" in problem)
            findings.broken += [f"{case}: {problem}" for problem in found]
            findings.unescaped += [f"{case}: {problem}" for problem in unescaped(reply)]
        hidden_before = len(findings.hidden)
        everyone = channel.guild.id if channel.guild is not None else None
        for body in sent_messages(env, sent_from):
            # the one message allowed to ping: a judge call (the fuzzing manager may set up the desk)
            if could_ping(body) and judge_call_ping(body) in (None, everyone):
                findings.pings += 1
                findings.broken.append(f"{case}: a message could ping: {body.get('allowed_mentions')!r}")
            public = "" if int(body.get("flags") or 0) & 64 else " (public)"
            findings.hidden += [f"{case}{public}: {where}" for where in hidden_characters(body)]
        first = [
            *findings.broken[broken:],
            *findings.unescaped[unescaped_before:],
            *findings.hidden[hidden_before:],
        ]
        if first:
            findings.failed.append((case, first[0]))
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


def report(failures: list[str], total: int) -> str:
    return f"{len(failures)} problems in {total} cases:\n" + "\n".join(failures[:40])


# -- imported card data ---------------------------------------------------------------------------------

IMPORTED_NAME = f"{MASKED_LINK} **FZbold** ||FZspoiler||"
"""The name every hostile imported card has (a data file, not typed text, must stay inert too)."""
CHECK_TYPES = {"lorcana": "character", "gundam": "unit", "fftcg": "forward", "swtcg": "space"}
"""A type each game's checks take, so a check reads the hostile card rather than refusing it."""
CHECKS = {
    "lorcana": ("check-lorcana quest", "quester", "", {}),
    "gundam": ("check-gundam pilot", "unit", " qual=any", {"pilot": "Amuro"}),
    "fftcg": ("check-fftcg attack", "forward", "", {}),
    "swtcg": ("check-swtcg target", "attacker", " arena=space", {"defender": "Patrol Skiff arena=space"}),
}
"""A check per game, the option that quotes the hostile card's name (and what follows it there)."""


def hostile_card_file(game: str, folder: Path) -> Path:
    """A card file in the neutral format whose every shown text carries markdown, link and mention
    payloads: names, type, classifications, text, abilities, facts, rulings, formats, set names; and
    control and bidirectional-override characters in its text and rulings."""
    payload = MARKDOWN.strip() + " " + HIDING
    card = {
        "name": IMPORTED_NAME,
        "type": CHECK_TYPES[game],
        "number": "FZ-001",
        "cost": 2,
        "classifications": [f"{MASKED_LINK} class", "__FZunder__"],
        "text": payload,
        "abilities": [{"kind": "static", "name": "**FZbold**", "text": payload}],
        "facts": [["**FZbold**", MASKED_LINK]],
        "rulings": [payload],
        "formats": [MASKED_LINK],
        "printings": [{"set": "FZ", "set_name": MASKED_LINK, "number": "1", "rarity": "~~FZstrike~~"}],
    }
    odd = {
        **card,
        "name": f"{MASKED_LINK} ~~FZstrike~~",
        "number": "FZ-002",
        "type": "[a](https://evil.example)",
    }
    path = folder / f"hostile-{game}.json"
    document = {"format": "floorjudge-cards", "version": 1, "game": game, "cards": [card, odd]}
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def import_hostile_cards(store: Any, folder: Path) -> None:
    """Import a hostile card file for every game `CHECK_TYPES` names into the running bot's store."""
    for game in CHECK_TYPES:
        store.import_file(game, hostile_card_file(game, folder))


def imported_data_cases() -> list[Case]:
    """/card and a check per game, naming the hostile imported cards (their public posts are checked)."""
    cases = []
    for game, (path, option, after, others) in CHECKS.items():
        cases.append(Case("card", {"name": IMPORTED_NAME, "game": game}, "imported"))
        cases.append(Case("card", {"name": f"{MASKED_LINK} ~~FZstrike~~", "game": game}, "imported"))
        cases.append(Case("card", {"name": "FZ", "game": game}, "imported"))  # several: a list of them
        cases.append(Case(path, {option: json.dumps(IMPORTED_NAME) + after, **others}, "imported"))
    return cases


async def explain_findings(env: simcord.Env, channel: Any, member: Any) -> Findings:
    """ "Explain cards & keywords" on a message naming the hostile cards: the answer and its public post
    must show the data inert."""
    findings = Findings()
    sent_from = len(env.http_requests)
    message = await member.send(channel, f"[[{IMPORTED_NAME}]] and [[FZ-002]] and FZ-001")
    result = await member.context_menu(channel, "Explain cards & keywords", message)
    replies = [m for m in [result.response, *result.followups] if m is not None]
    posted = await post_publicly(member, replies)
    replies += [posted] if posted is not None else []
    for reply in replies:
        findings.replies += 1
        findings.broken += [f"explain: {problem}" for problem in problems(reply)]
        findings.unescaped += [f"explain: {problem}" for problem in unescaped(reply)]
    for body in sent_messages(env, sent_from):
        public = "" if int(body.get("flags") or 0) & 64 else " (public)"
        findings.hidden += [f"explain{public}: {where}" for where in hidden_characters(body)]
    if posted is None:
        findings.broken.append("explain: no public post was offered")
    return findings


def kept(fixture: Fixture, path: Path = REGRESSIONS) -> list[Case]:
    """The failing cases kept so far, to replay."""
    if not path.exists():
        return []
    return [Case.from_json(entry, fixture) for entry in json.loads(path.read_text(encoding="utf-8"))]


def keep(failed: list[tuple[Case, str]], fixture: Fixture, found_by: str, path: Path = REGRESSIONS) -> int:
    """Add failing cases to the kept ones (each once); return how many were new."""
    entries = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    known = {json.dumps(entry["options"], sort_keys=True) + entry["path"] for entry in entries}
    added = 0
    for case, problem in failed:
        entry = case.to_json(fixture) | {"problem": problem[:300], "found by": found_by}
        key = json.dumps(entry["options"], sort_keys=True) + entry["path"]
        if key not in known:
            known.add(key)
            entries.append(entry)
            added += 1
    path.parent.mkdir(parents=True, exist_ok=True)
    # ASCII only: the invisible and right-to-left characters show as escapes in a diff
    path.write_text(json.dumps(entries, indent=1) + "\n", encoding="utf-8")
    return added
