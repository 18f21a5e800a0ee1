"""The check commands: one slash subcommand per engine topic, with the topic's declared options.

Adding a topic to the engine adds its subcommand, with nothing to copy here. Subcommands are grouped
into one top-level command per game and topic area (`/check-lorcana`, `/check-gundam-battle`:
`ScenarioBase.area`), because Discord allows 8,000 characters of names, descriptions and choices per
command and 25 subcommands; `usage` measures a command as Discord counts it, and the tests keep
every command 15% inside each limit (`HEADROOM`), so a game grows by adding areas.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

import discord
from discord import app_commands

from bot.engine import OptionSpec, Topic, topic_options
from bot.engine.notation import MAX_NOTATION_CHARS

COMMAND_TEXT_LIMIT = 8000
"""Characters of names, descriptions and choices Discord allows in one command, nested ones included."""
SUBCOMMAND_LIMIT = 25
OPTION_LIMIT = 25
CHOICE_LIMIT = 25
COMMAND_LIMIT = 100
"""Global slash commands one application may have."""
DESCRIPTION_LIMIT = 100
CHOICE_NAME_LIMIT = 100
HEADROOM = 0.85
"""Every command stays this far inside each of Discord's limits, so a topic can be added without
first moving others."""

Answer = Callable[[discord.Interaction, str, Mapping[str, object]], Awaitable[None]]
"""What a subcommand does with its topic id and options (`verdicts.run_check`)."""
Completer = Callable[[discord.Interaction, str], Awaitable[list[app_commands.Choice[str]]]]
Completers = Callable[[str, OptionSpec], Completer | None]
"""An option's autocomplete, given the topic's game and the option (`complete.card_completer`)."""


def annotation(spec: OptionSpec) -> Any:
    """The Python type discord.py turns into the option's Discord type, limits and choices."""
    kind: Any
    if spec.kind == "bool":
        kind = bool
    elif spec.kind == "int":
        if spec.minimum is None and spec.maximum is None:
            kind = int
        else:
            kind = app_commands.Range[int, spec.minimum, spec.maximum]
    elif spec.kind == "choice" and spec.choice_labels:
        kind = app_commands.Range[str, 1, CHOICE_NAME_LIMIT]  # offered by `choice_completer`, labelled
    elif spec.kind == "choice":
        kind = Literal.__getitem__(tuple(spec.choices))
    else:  # card notation, or several cards separated by ';'
        kind = app_commands.Range[str, 1, MAX_NOTATION_CHARS]
    return kind if spec.required else kind | None


def choice_completer(spec: OptionSpec) -> Completer:
    """The choices of an option whose values are internal names (`question`), offered as users read
    them ("Does it enter exerted?"), those containing what was typed; for `questions` (several, with
    commas) the one being typed after those already chosen, or all of them.

    Autocomplete, not static choices: the labels would not fit Discord's 8,000 characters a command
    (FFTCG's checks would use 95%), and an autocompleted option costs none of them."""
    labelled = [
        (value, _clipped(label, CHOICE_NAME_LIMIT))
        for value, label in zip(spec.choices, spec.choice_labels, strict=True)
    ]

    several = spec.kind == "text"  # `questions`: names with commas, the last one being typed

    async def complete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        before, _, typing = current.rpartition(",") if several else ("", "", current)
        kept = [name.strip() for name in before.split(",") if name.strip()]
        wanted = " ".join(typing.casefold().replace("_", " ").split())
        choices = [
            app_commands.Choice(
                name=_clipped(("… + " if kept else "") + label, CHOICE_NAME_LIMIT),
                value=",".join([*kept, value]),
            )
            for value, label in labelled
            if value not in kept and (wanted in label.casefold() or wanted in value.replace("_", " "))
        ]
        if several and not kept and wanted in "all":
            choices.insert(0, app_commands.Choice(name="All of them", value="all"))
        return [choice for choice in choices if len(choice.value) <= CHOICE_NAME_LIMIT][:CHOICE_LIMIT]

    return complete


def _clipped(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def topic_command(
    topic_id: str,
    name: str,
    summary: str,
    specs: Iterable[OptionSpec],
    answer: Answer,
    completers: Mapping[str, Completer] | None = None,
) -> app_commands.Command[Any, ..., None]:
    """One subcommand whose options are the topic's declared options, required ones first, with
    `completers` as their autocomplete (by option name).

    discord.py reads a command's options from its callback's signature, so the callback is given the
    signature the options make."""
    specs = tuple(specs)

    async def callback(interaction: discord.Interaction, **options: Any) -> None:
        await answer(interaction, topic_id, options)

    parameters = [
        inspect.Parameter(
            "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
        )
    ]
    parameters += [
        inspect.Parameter(
            spec.name,
            inspect.Parameter.POSITIONAL_OR_KEYWORD,
            annotation=annotation(spec),
            default=inspect.Parameter.empty if spec.required else None,
        )
        for spec in sorted(specs, key=lambda s: not s.required)
    ]
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    described = app_commands.describe(**{spec.name: spec.description for spec in specs})(callback)
    completing = {spec.name: choice_completer(spec) for spec in specs if spec.choice_labels}
    completing.update(completers or {})
    if completing:
        described = app_commands.autocomplete(**completing)(described)  # type: ignore[arg-type]
    return app_commands.Command(name=name, description=summary[:DESCRIPTION_LIMIT], callback=described)


def check_commands(
    topics: Iterable[Topic],
    game_names: Mapping[str, str],
    answer: Answer,
    completers: Completers | None = None,
) -> list[app_commands.Group]:
    """The top-level check commands: one per game and topic area, holding that area's topics; each
    option's autocomplete is `completers(game, option)`'s, if any."""
    grouped: dict[str, list[Topic]] = {}
    for topic in topics:
        if topic.game in game_names:
            grouped.setdefault(topic.command_name, []).append(topic)
    commands = []
    for command_name, members in sorted(grouped.items()):
        first = members[0]
        what = f"{game_names[first.game]} {first.area} " if first.area else f"{game_names[first.game]} "
        group = app_commands.Group(
            name=command_name,
            description=f"Run a {what}rules question through the rules engine"[:DESCRIPTION_LIMIT],
        )
        for topic in sorted(members, key=lambda t: t.id):
            specs = topic_options(topic.id)
            completing = {
                spec.name: found
                for spec in specs
                if completers is not None and (found := completers(topic.game, spec)) is not None
            }
            group.add_command(topic_command(topic.id, topic.name, topic.summary, specs, answer, completing))
        commands.append(group)
    return commands


@dataclass(frozen=True)
class Usage:
    """How much of each of Discord's per-command limits a command uses."""

    name: str
    text: int
    subcommands: int
    options: int
    """The most options of any one subcommand."""
    choices: int
    """The most choices of any one option."""

    def shares(self) -> dict[str, float]:
        """Each figure as a share of its limit."""
        return {
            "text": self.text / COMMAND_TEXT_LIMIT,
            "subcommands": self.subcommands / SUBCOMMAND_LIMIT,
            "options": self.options / OPTION_LIMIT,
            "choices": self.choices / CHOICE_LIMIT,
        }

    def crowded(self) -> list[str]:
        """The limits this command is within `HEADROOM` of, as readable lines."""
        return [
            f"/{self.name}: {what} at {share:.0%} of Discord's limit"
            for what, share in self.shares().items()
            if share > HEADROOM
        ]


def command_text(payload: Any) -> int:
    """Characters Discord counts toward a command's 8,000: names, descriptions, choice names and values."""
    if isinstance(payload, list):
        return sum(command_text(item) for item in payload)
    if not isinstance(payload, dict):
        return 0
    total = len(payload.get("name", "")) + len(payload.get("description", ""))
    if isinstance(payload.get("value"), str):
        total += len(payload["value"])
    return total + command_text(payload.get("options", [])) + command_text(payload.get("choices", []))


def usage(payload: Mapping[str, Any]) -> Usage:
    """A command's usage, from its payload as synced to Discord (`Command.to_dict`)."""
    options = list(payload.get("options") or [])
    subcommands = [o for o in options if o.get("type") in (1, 2)]  # SUB_COMMAND, SUB_COMMAND_GROUP
    leaves = [o for o in subcommands if o.get("type") == 1] or [payload]
    return Usage(
        name=str(payload["name"]),
        text=command_text(payload),
        subcommands=len(subcommands),
        options=max(len(leaf.get("options") or []) for leaf in leaves),
        choices=max(
            (len(o.get("choices") or []) for leaf in leaves for o in leaf.get("options") or []), default=0
        ),
    )
