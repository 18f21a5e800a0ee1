"""A check's form: a modal with one input per option, pre-filled with what was typed, and what a
submitted form says.

Nothing is stored per form: the modal is stopped before it is sent, and its submission is read from
the custom_id (`fj:ask:<topic id>`) and the inputs' ids (`cogs.check` listens for it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import discord

from bot.commandline import FALSE_WORDS, TRUE_WORDS, format_value
from bot.engine import OptionSpec, Topic, topic_options
from bot.engine.notation import MAX_NOTATION_CHARS
from bot.errors import UserFacingError
from bot.reply import echo
from bot.ui.checks.asked import split_named

MODAL_INPUTS = 5
"""Discord shows at most five inputs in one modal."""
MODAL_LABEL_LIMIT = 45
MODAL_PREFIX = "fj:ask:"
MORE_INPUT = "_more"
"""The custom_id of the input holding, as `name:value` pairs, the options beyond Discord's five."""
MORE_LIMIT = 4000
"""Discord's longest text input value."""


def _inputs(topic: Topic, given: Mapping[str, object]) -> tuple[list[OptionSpec], list[OptionSpec]]:
    """(options with their own input, options written in the "More options" input).

    Required and given options come first, in topic order. A topic with more than five options
    gets four inputs and a fifth holding the rest as `name:value` pairs, so an option the user gave
    is never dropped: it is shown there and asked again on submit."""
    specs = topic_options(topic.id)
    first = [s for s in specs if s.required or given.get(s.name) is not None]
    ordered = first + [s for s in specs if s not in first]
    if len(ordered) <= MODAL_INPUTS:
        return ordered, []
    return ordered[: MODAL_INPUTS - 1], ordered[MODAL_INPUTS - 1 :]


def more_text(specs: list[OptionSpec], given: Mapping[str, object]) -> str:
    """The given options among `specs` as one line of `name:value` pairs."""
    return " ".join(
        f"{spec.name}:{format_value(given[spec.name])}" for spec in specs if given.get(spec.name) is not None
    )


def read_more(text: str, specs: Mapping[str, OptionSpec]) -> dict[str, object]:
    """The "More options" input read back: `name:value` pairs, values typed as their options."""
    lead, pairs = split_named(text, specs)
    if lead:
        raise UserFacingError(
            f"“More options” takes `name:value` pairs; {echo(lead)} names no option "
            f"(options: {', '.join(specs)})."
        )
    options: dict[str, object] = {}
    for name, value in pairs:
        if name in options:
            raise UserFacingError(f"`{name}` is given twice in “More options”.")
        options[name] = typed_value(specs[name], value)
    return options


def check_modal(topic: Topic, given: Mapping[str, object], more_lead: str = "") -> discord.ui.Modal:
    """A modal with one text input per option, pre-filled with what the user gave (beyond five
    options, the rest share one "More options" input, which starts with `more_lead`: text typed
    there that named no option; see `_inputs`)."""
    modal = discord.ui.Modal(
        title=f"/{topic.command}"[:45], timeout=None, custom_id=f"{MODAL_PREFIX}{topic.id}"
    )
    own, more = _inputs(topic, given)
    for spec in own:
        value = given.get(spec.name)
        hint = spec.description
        if spec.kind == "choice":
            hint = "one of: " + ", ".join(spec.choices)
        elif spec.kind == "bool":
            hint = "true or false"
        modal.add_item(
            discord.ui.TextInput(
                label=spec.name[:MODAL_LABEL_LIMIT],
                custom_id=spec.name,
                placeholder=hint[:100],
                default=None if value is None else format_value(value),
                required=spec.required,
                max_length=MAX_NOTATION_CHARS,
            )
        )
    if more:
        prefilled = " ".join(part for part in (more_lead, more_text(more, given)) if part)
        modal.add_item(
            discord.ui.TextInput(
                label="More options (name:value …)",
                custom_id=MORE_INPUT,
                style=discord.TextStyle.paragraph,
                placeholder=("e.g. " + " ".join(f"{spec.name}:…" for spec in more))[:100],
                default=prefilled or None,
                required=any(spec.required for spec in more),
                max_length=MORE_LIMIT,
            )
        )
    modal.stop()
    return modal


def submitted_values(components: list[dict[str, Any]]) -> dict[str, str]:
    """The text inputs' values of a modal submission, by custom_id (rows or labels around them)."""
    values: dict[str, str] = {}
    for component in components:
        if "value" in component and "custom_id" in component:
            values[component["custom_id"]] = component["value"]
        values.update(submitted_values(component.get("components") or []))
        if isinstance(component.get("component"), dict):
            values.update(submitted_values([component["component"]]))
    return values


def typed_value(spec: OptionSpec, raw: str) -> object:
    """A form's text as the option's value; a wrong one names the option."""
    text = raw.strip()
    if not text:
        return None
    if spec.kind == "int":
        try:
            number = int(text)
        except ValueError:
            raise UserFacingError(f"`{spec.name}` takes a whole number, not {echo(text)}.") from None
        if (spec.minimum is not None and number < spec.minimum) or (
            spec.maximum is not None and number > spec.maximum
        ):
            raise UserFacingError(f"`{spec.name}` is out of range ({spec.minimum} to {spec.maximum}).")
        return number
    if spec.kind == "bool":
        folded = text.casefold()
        if folded in TRUE_WORDS | FALSE_WORDS:
            return folded in TRUE_WORDS
        raise UserFacingError(f"`{spec.name}` takes true or false, not {echo(text)}.")
    if spec.kind == "choice":
        chosen = spec.choice_of(text)
        if chosen not in spec.choices:
            raise UserFacingError(f"`{spec.name}` takes one of: {', '.join(spec.choices)}.")
        return chosen
    return text


def form_line(topic: Topic, lead: str, pairs: list[tuple[str, str]]) -> str:
    """A form's submission as one line, as typed: what named no option first (so that reading the
    line back keeps it apart from the options), then each filled input's `name:value`."""
    parts = [f"/{topic.command}", *([lead] if lead else [])]
    parts += [f"{name}:{format_value(value)}" for name, value in pairs if value.strip()]
    return " ".join(parts)


@dataclass(frozen=True)
class FormTypo(Exception):
    """A form's value its option can't take: the problem, and the form as typed (to edit it again)."""

    problem: str
    line: str


def read_form(topic: Topic, payload: Mapping[str, Any]) -> dict[str, object]:
    """The options a submitted form gives, typed as their options; `FormTypo` for a value that its
    option can't take (a word for a number, a bad choice, More options naming no option)."""
    values = submitted_values(list(payload.get("components") or []))
    specs = {spec.name: spec for spec in topic_options(topic.id)}
    own = [(name, raw) for name, raw in values.items() if name in specs]
    lead, more = "", list[tuple[str, str]]()
    if MORE_INPUT in values:
        lead, more = split_named(values[MORE_INPUT], [name for name in specs if name not in values])
    try:
        options = {name: typed_value(specs[name], raw) for name, raw in own}
        if MORE_INPUT in values:
            others = {name: spec for name, spec in specs.items() if name not in values}
            options.update(read_more(values[MORE_INPUT], others))
    except UserFacingError as error:
        raise FormTypo(str(error), form_line(topic, lead, own + more)) from None
    return options
