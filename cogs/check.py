"""`/check-<game> <topic>`: a rules scenario through the engine, answered with its rule trail.

Each engine topic declares its options (`bot.engine.topic_options`), and this module turns each
topic into one slash subcommand with those options. So adding a topic to the engine adds its
subcommand, with nothing to copy here. Each game gets its own top-level command because Discord
allows 8,000 characters of names and descriptions per command, and five games' topics don't fit
in one.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.commandline import (
    FALSE_WORDS,
    TRUE_WORDS,
    ConsoleInputError,
    command_catalog,
    format_line,
    format_value,
    parse_line,
)
from bot.engine import (
    EngineError,
    OptionSpec,
    Topic,
    Verdict,
    build_scenario,
    evaluate,
    topic_options,
    topics,
)
from bot.engine.keyword_topics import MissingKeyword, missing_keyword
from bot.engine.sides import card_sides, untyped_states
from bot.errors import UserFacingError, engine_error_text
from bot.policy import policy_of
from bot.render.asked import SHORTENED, asked_line, asked_text
from bot.render.verdict import detail_embeds, first_screen, keyword_fix, rule_text_embeds
from bot.reply import (
    PostPublicly,
    echo,
    edit_private,
    fit,
    guarded,
    send_answer,
    send_private,
    static_view,
)
from bot.window import OPENS_MODAL
from cogs.cards import cards_of
from cogs.lookup import OpenCheck

if TYPE_CHECKING:
    from bot.client import FloorJudge

CARD_TEXT_LIMIT = 1000
"""The longest card notation accepted in one option (Discord allows up to 6,000)."""


def _annotation(spec: OptionSpec) -> Any:
    """The Python type discord.py turns into the option's Discord type, limits and choices."""
    annotation: Any
    if spec.kind == "bool":
        annotation = bool
    elif spec.kind == "int":
        if spec.minimum is None and spec.maximum is None:
            annotation = int
        else:
            annotation = app_commands.Range[int, spec.minimum, spec.maximum]
    elif spec.kind == "choice":
        annotation = Literal.__getitem__(tuple(spec.choices))
    else:  # card notation, or several cards separated by ';'
        annotation = app_commands.Range[str, 1, CARD_TEXT_LIMIT]
    return annotation if spec.required else annotation | None


CUSTOM_ID_LIMIT = 100
MODAL_INPUTS = 5
"""Discord shows at most five inputs in one modal."""
MODAL_LABEL_LIMIT = 45
MODAL_PREFIX = "fj:ask:"
PROBLEM_LIMIT = 500
"""The longest error text shown above a question: with the question (`ASKED_LIMIT`) it fits one message."""


def topic_by_command(path: str) -> Topic | None:
    """The topic a slash path asks (`check-lorcana challenge` → lorcana.challenge)."""
    return next((t for t in topics().values() if t.command == path), None)


def question_line(topic: Topic, options: Mapping[str, object]) -> str:
    """The question as the console (and Discord's own option syntax) types it, options in the
    topic's order, unset ones left out."""
    ordered = {spec.name: options.get(spec.name) for spec in topic_options(topic.id)}
    return format_line(topic.command, ordered)


class ShowRuleText(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:rt:(?P<game>[a-z]{1,20}):(?P<ids>[^:]{1,90})",
):
    """Show the full text of the rules a verdict cites; the rule ids travel in the custom_id."""

    PREFIX = "fj:rt:"

    def __init__(self, game_id: str, rule_ids: tuple[str, ...]) -> None:
        self.game_id = game_id
        self.rule_ids = self.fitting(game_id, rule_ids)
        super().__init__(
            discord.ui.Button(
                label="Show rule text",
                style=discord.ButtonStyle.secondary,
                custom_id=f"{self.PREFIX}{game_id}:{','.join(self.rule_ids)}",
            )
        )

    @classmethod
    def fitting(cls, game_id: str, rule_ids: tuple[str, ...]) -> tuple[str, ...]:
        """As many ids as fit in Discord's 100-character custom_id, in citation order."""
        kept: list[str] = []
        length = len(cls.PREFIX) + len(game_id) + 1
        for rule_id in rule_ids:
            extra = len(rule_id) + (1 if kept else 0)
            if length + extra > CUSTOM_ID_LIMIT:
                break
            kept.append(rule_id)
            length += extra
        return tuple(kept)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ShowRuleText:
        return cls(match["game"], tuple(match["ids"].split(",")))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, "button Show rule text", lambda: self._show(interaction))

    async def _show(self, interaction: discord.Interaction) -> None:
        library = policy_of(interaction).library
        if self.game_id not in library.games:
            raise UserFacingError("That game is no longer in the rules data.")
        await send_answer(interaction, rule_text_embeds(library, self.game_id, self.rule_ids))


def _shown_line(interaction: discord.Interaction) -> str:
    """The question line the clicked message shows (`bot.render.asked`)."""
    message = interaction.message
    line = asked_line(message.content if message else None)
    if line is None:
        raise UserFacingError("That answer no longer shows its question; ask again.")
    return line


def _asked(interaction: discord.Interaction) -> tuple[Topic, dict[str, Any]]:
    """The question an answer shows, read back from its message: the topic and the options."""
    line = _shown_line(interaction)
    try:
        parsed = parse_line(line, command_catalog(interaction.client.tree))  # type: ignore[attr-defined]
    except ConsoleInputError:
        parsed = None
    topic = topic_by_command(parsed.path) if parsed else None
    if parsed is None or topic is None:
        raise UserFacingError("That question is no longer a check the bot knows; ask again.")
    return topic, parsed.options


class VerdictSize(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"fj:vd:(?P<size>more|less)"):
    """**Details** (the full trail) or **Less** (the first screen), edited in place.

    Nothing is stored per message: the click reads the question back from the message and asks the
    engine again (it is deterministic), so the button works after a restart too."""

    def __init__(self, size: Literal["more", "less"]) -> None:
        self.size = size
        super().__init__(
            discord.ui.Button(
                label="Details" if size == "more" else "Less",
                style=discord.ButtonStyle.secondary,
                custom_id=f"fj:vd:{size}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> VerdictSize:
        return cls("more" if match["size"] == "more" else "less")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, f"button {self.item.label}", lambda: self._resize(interaction))

    async def _resize(self, interaction: discord.Interaction) -> None:
        topic, options = _asked(interaction)
        library = policy_of(interaction).library
        cards = cards_of(interaction)
        await cards.refresh()
        scenario = build_scenario(topic.id, options, library, cards)
        verdict = evaluate(scenario, library)
        assert interaction.message is not None  # _asked read it
        items: list[discord.ui.Item[Any]]
        if self.size == "more":
            embeds = detail_embeds(verdict, library)
            items = [VerdictSize("less"), *_rule_button(verdict)]
        else:
            missing = missing_keyword(scenario, verdict, library)
            sides, untyped = card_sides(scenario, verdict), untyped_states(scenario)
            embeds = [
                first_screen(verdict, library, missing=missing, options=options, sides=sides, untyped=untyped)
            ]
            items = first_screen_items(missing, options)
        if not interaction.message.flags.ephemeral:  # a shared answer stays as the channel saw it
            await send_private(interaction, embeds=embeds[:1])
            return
        items.append(PostPublicly(interaction.user.id))
        await edit_private(
            interaction, interaction.message.content, embeds=embeds[:1], view=static_view(*items)
        )
        for page in embeds[1:]:
            await send_private(interaction, embeds=[page])


def _rule_button(verdict: Verdict) -> list[discord.ui.Item[Any]]:
    return [ShowRuleText(verdict.game, verdict.rule_ids)] if verdict.rule_ids else []


def first_screen_items(
    missing: MissingKeyword | None, options: Mapping[str, object]
) -> list[discord.ui.Item[Any]]:
    """The first screen's buttons: Details; with a keyword warning, the fix and Edit & retry first."""
    if missing is None:
        return [VerdictSize("more")]  # the rule text is with the details: one row of buttons on a phone
    fix = keyword_fix(missing, options)
    add: list[discord.ui.Item[Any]] = []
    if fix is not None and not missing.needs_value and AddKeyword.fits(fix[0], missing.keyword):
        add = [AddKeyword(fix[0], missing.keyword)]
    return [*add, EditRetry(), VerdictSize("more")]


class AddKeyword(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:addkw:(?P<option>[a-z][a-z0-9_]{0,31}):(?P<keyword>[^:]{1,60})",
):
    """**Add Vanish**: ask the question again with the topic's keyword on the card it was missing
    from (the option and keyword travel in the custom_id; the question is read from the message)."""

    PREFIX = "fj:addkw:"

    def __init__(self, option: str, keyword: str) -> None:
        self.option = option
        self.keyword = keyword
        super().__init__(
            discord.ui.Button(
                label=f"Add {keyword}"[:80],
                style=discord.ButtonStyle.primary,
                custom_id=f"{self.PREFIX}{option}:{keyword}",
            )
        )

    @classmethod
    def fits(cls, option: str, keyword: str) -> bool:
        return len(f"{cls.PREFIX}{option}:{keyword}") <= CUSTOM_ID_LIMIT and ":" not in keyword

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AddKeyword:
        return cls(match["option"], match["keyword"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, f"button Add {self.keyword}", lambda: self._add(interaction))

    async def _add(self, interaction: discord.Interaction) -> None:
        topic, options = _asked(interaction)
        fix = keyword_fix(MissingKeyword(self.keyword, False, ((self.option, ""),)), options)
        if fix is None:
            raise UserFacingError("That answer no longer shows the card to add it to; ask again.")
        await run_check(interaction, topic.id, {**options, self.option: fix[1]})


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


_NAMED = re.compile(r"(?:^|\s)([a-z][a-z0-9_]*):")


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
        options[name] = _typed(specs[name], value)
    return options


def check_modal(topic: Topic, given: Mapping[str, object], more_lead: str = "") -> discord.ui.Modal:
    """A modal with one text input per option, pre-filled with what the user gave (beyond five
    options, the rest share one "More options" input, which starts with `more_lead`: text typed
    there that named no option; see `_inputs`).

    It is stopped before it is sent, so discord.py keeps nothing; the submission is read by the
    cog's interaction listener from the custom_id (`fj:ask:<topic id>`) and the inputs' ids."""
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
                max_length=CARD_TEXT_LIMIT,
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


def _submitted(components: list[dict[str, Any]]) -> dict[str, str]:
    """The text inputs' values of a modal submission, by custom_id (rows or labels around them)."""
    values: dict[str, str] = {}
    for component in components:
        if "value" in component and "custom_id" in component:
            values[component["custom_id"]] = component["value"]
        values.update(_submitted(component.get("components") or []))
        if isinstance(component.get("component"), dict):
            values.update(_submitted([component["component"]]))
    return values


def _typed(spec: OptionSpec, raw: str) -> object:
    """A modal's text as the option's value; a wrong one names the option."""
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
        chosen = next((c for c in spec.choices if c.casefold() == text.casefold()), None)
        if chosen is None:
            raise UserFacingError(f"`{spec.name}` takes one of: {', '.join(spec.choices)}.")
        return chosen
    return text


class EditRetry(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"fj:retry"):
    """**Edit & retry** on an error: a modal pre-filled with the question the error shows."""

    def __init__(self) -> None:
        super().__init__(
            discord.ui.Button(label="Edit & retry", style=discord.ButtonStyle.primary, custom_id="fj:retry")
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> EditRetry:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, "button Edit & retry", lambda: self._open(interaction))

    async def _open(self, interaction: discord.Interaction) -> None:
        topic, given, more_lead = _asked_as_typed(interaction)
        await interaction.response.send_modal(check_modal(topic, given, more_lead))


def _asked_as_typed(interaction: discord.Interaction) -> tuple[Topic, dict[str, str], str]:
    """The question the message shows, as text: (topic, each option's value as typed, the rest).

    Values are not converted, so a form's typo (`reduction:one`) comes back as it was typed. The
    rest (text before the first option, an option given again) goes back into "More options"."""
    line = _shown_line(interaction)
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


async def send_retry_error(interaction: discord.Interaction, problem: str, line: str) -> None:
    """An error in what was asked, privately, with the question as asked and **Edit & retry**,
    which opens the form pre-filled with it (the button reads the question from this message)."""
    asked = asked_text(line)
    retry = SHORTENED not in asked  # a shortened question can't be asked again as it was
    await send_private(
        interaction,
        f"{fit(problem, PROBLEM_LIMIT)}\n{asked}",
        view=static_view(EditRetry()) if retry else None,
    )


def form_line(topic: Topic, lead: str, pairs: list[tuple[str, str]]) -> str:
    """A form's submission as one line, as typed: what named no option first (so that reading the
    line back keeps it apart from the options), then each filled input's `name:value`."""
    parts = [f"/{topic.command}", *([lead] if lead else [])]
    parts += [f"{name}:{format_value(value)}" for name, value in pairs if value.strip()]
    return " ".join(parts)


async def submit_modal(interaction: discord.Interaction, topic_id: str) -> None:
    """Run the check a modal asked for (from Edit & retry or /check). A value that its option
    can't take is answered like a notation error: with what was typed and Edit & retry."""
    topic = topics().get(topic_id)
    if topic is None:
        raise UserFacingError("That check is no longer in the rules engine; ask again.")
    data: dict[str, Any] = dict(interaction.data or {})
    values = _submitted(list(data.get("components") or []))
    specs = {spec.name: spec for spec in topic_options(topic.id)}
    own = [(name, raw) for name, raw in values.items() if name in specs]
    lead, more = "", list[tuple[str, str]]()
    if MORE_INPUT in values:
        lead, more = split_named(values[MORE_INPUT], [name for name in specs if name not in values])
    try:
        options = {name: _typed(specs[name], raw) for name, raw in own}
        if MORE_INPUT in values:
            others = {name: spec for name, spec in specs.items() if name not in values}
            options.update(read_more(values[MORE_INPUT], others))
    except UserFacingError as error:
        await send_retry_error(interaction, str(error), form_line(topic, lead, own + more))
        return
    await run_check(interaction, topic.id, options)


async def run_check(interaction: discord.Interaction, topic_id: str, options: Mapping[str, object]) -> None:
    """Build the scenario, evaluate it, send the first screen with the question above it.

    A notation or scenario error is answered here, privately, with the question and an
    **Edit & retry** button (so it does not go through the tree's error table)."""
    policy = policy_of(interaction)
    topic = topics()[topic_id]
    await policy.candidate_games(interaction, topic.game)  # refuses a game this server disabled
    line = question_line(topic, options)
    cards = cards_of(interaction)
    await cards.refresh()
    try:
        scenario = build_scenario(topic_id, options, policy.library, cards)
        verdict = evaluate(scenario, policy.library)
        missing = missing_keyword(scenario, verdict, policy.library)
        sides, untyped = card_sides(scenario, verdict), untyped_states(scenario)
    except EngineError as error:
        await send_retry_error(interaction, engine_error_text(error), line)
        return
    await send_answer(
        interaction,
        [
            first_screen(
                verdict, policy.library, missing=missing, options=options, sides=sides, untyped=untyped
            )
        ],
        content=asked_text(line),
        extra_items=first_screen_items(missing, options),
        verdict=True,
    )


def topic_command(topic: Topic) -> app_commands.Command[Any, ..., None]:
    """One subcommand whose options are the topic's declared options."""
    specs = topic_options(topic.id)

    async def callback(interaction: discord.Interaction, **options: Any) -> None:
        await run_check(interaction, topic.id, options)

    parameters = [
        inspect.Parameter(
            "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
        )
    ]
    parameters += [
        inspect.Parameter(
            spec.name,
            inspect.Parameter.POSITIONAL_OR_KEYWORD,
            annotation=_annotation(spec),
            default=inspect.Parameter.empty if spec.required else None,
        )
        for spec in sorted(specs, key=lambda s: not s.required)
    ]
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    described = app_commands.describe(**{spec.name: spec.description for spec in specs})(callback)
    return app_commands.Command(name=topic.name, description=topic.summary[:100], callback=described)


def game_group(game_id: str, game_name: str, game_topics: list[Topic]) -> app_commands.Group:
    group = app_commands.Group(
        name=f"check-{game_id}",
        description=f"Run a {game_name} rules question through the rules engine"[:100],
    )
    for topic in sorted(game_topics, key=lambda t: t.id):
        group.add_command(topic_command(topic))
    return group


def topic_choices(current: str, games: list[str]) -> list[app_commands.Choice[str]]:
    """Topics of `games` (in that order) whose name, game or summary contains what was typed."""
    wanted = " ".join(current.casefold().replace("-", " ").split())
    several = len(games) > 1
    by_name: list[app_commands.Choice[str]] = []
    elsewhere: list[app_commands.Choice[str]] = []
    for game_id in games:
        for topic in (t for t in topics().values() if t.game == game_id):
            name = topic.name.replace("-", " ")
            label = f"{topic.name} — {topic.summary}"
            if several:
                label = f"{topic.name} ({game_id}) — {topic.summary}"
            choice = app_commands.Choice(name=label[:100], value=topic.id)
            if not wanted or name.startswith(wanted):
                by_name.append(choice)
            elif wanted in name or wanted in topic.summary.casefold():
                elsewhere.append(choice)
    return (by_name + elsewhere)[:25]


class Check(commands.Cog):
    """`/check topic:` — the channel's game's checks through a modal; and every check modal's submit."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot

    @app_commands.command(
        name="check",
        description="Ask a rules question of this channel's game, by topic",
        extras={OPENS_MODAL: True},  # its answer is the topic's form: never deferred
    )
    @app_commands.describe(topic="What to check: block, challenge, sing… (this channel's game first)")
    async def check(self, interaction: discord.Interaction, topic: app_commands.Range[str, 1, 100]) -> None:
        found = await self.resolve(interaction, topic)
        if isinstance(found, Topic):
            await self.open_topic(interaction, found)
            return
        library = policy_of(interaction).library
        await send_private(
            interaction,
            f"Several games have a check named {echo(topic)} and this channel has no game set: "
            "pick the game.",
            view=static_view(
                *(
                    OpenCheck(t, f"Check {t.name} ({library.game(t.game).data.short_name})")
                    for t in found[:25]
                )
            ),
        )

    async def open_topic(self, interaction: discord.Interaction, topic: Topic) -> None:
        """A check's modal, or its answer at once when it takes no options (also `cogs.lookup`'s
        "Check …" button on a question-like miss)."""
        if not topic_options(topic.id):
            await run_check(interaction, topic.id, {})
        else:
            await policy_of(interaction).candidate_games(interaction, topic.game)  # a disabled game
            await interaction.response.send_modal(check_modal(topic, {}))

    async def resolve(self, interaction: discord.Interaction, raw: str) -> Topic | list[Topic]:
        """A topic id (picked from the list) or a name typed out, in the channel's game first; the
        topics of that name, one per enabled game, when neither the channel nor the server sets one."""
        known = topics()
        if raw in known:
            return known[raw]
        wanted = "-".join(raw.casefold().split())
        games = await self.bot.policy.candidate_games(interaction, None)
        for game_id in games if len(games) == 1 else ():
            found = next((t for t in known.values() if t.game == game_id and t.name == wanted), None)
            if found:
                return found
        named = [t for t in known.values() if t.name == wanted and t.game in games]
        if len(named) == 1:
            return named[0]
        if named:
            return sorted(named, key=lambda t: games.index(t.game))
        raise UserFacingError(
            f"No check {echo(raw)} here; pick one from the list (`/help check` lists them)."
        )

    @check.autocomplete("topic")
    async def _topic(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        games = await self.bot.policy.candidate_games(interaction, None, strict=False)
        ordered = await self.bot.policy.enabled_games(
            interaction, first=games[0] if len(games) == 1 else None
        )
        return topic_choices(current, ordered)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Modal submissions of `check_modal` (nothing is stored per modal)."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if custom_id.startswith(MODAL_PREFIX):
            topic_id = custom_id.removeprefix(MODAL_PREFIX)
            await guarded(interaction, "check modal", lambda: submit_modal(interaction, topic_id))


async def setup(bot: FloorJudge) -> None:
    by_game: dict[str, list[Topic]] = {}
    for topic in topics().values():
        by_game.setdefault(topic.game, []).append(topic)
    for game_id, game in bot.library.games.items():
        if by_game.get(game_id):
            bot.tree.add_command(game_group(game_id, game.data.name, by_game[game_id]))
    await bot.add_cog(Check(bot))
    bot.add_dynamic_items(ShowRuleText, VerdictSize, EditRetry, AddKeyword)


async def teardown(bot: FloorJudge) -> None:
    bot.remove_dynamic_items(ShowRuleText, VerdictSize, EditRetry, AddKeyword)
    for game_id in bot.library.games:
        bot.tree.remove_command(f"check-{game_id}")
