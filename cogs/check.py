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
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from bot.engine import OptionSpec, Topic, build_scenario, evaluate, topic_options, topics
from bot.errors import UserFacingError
from bot.policy import policy_of
from bot.render.verdict import rule_text_embeds, verdict_embeds
from bot.reply import guarded, send_answer, send_private
from cogs.cards import cards_of

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
        for embed in rule_text_embeds(library, self.game_id, self.rule_ids):
            await send_private(interaction, embeds=[embed])


async def run_check(interaction: discord.Interaction, topic_id: str, options: Mapping[str, object]) -> None:
    """Build the scenario, evaluate it, send the verdict (engine errors go through the error table)."""
    policy = policy_of(interaction)
    game_id = topic_id.split(".", 1)[0]
    await policy.candidate_games(interaction, game_id)  # refuses a game this server disabled
    cards = cards_of(interaction)
    await cards.refresh()
    scenario = build_scenario(topic_id, options, policy.library, cards)
    verdict = evaluate(scenario, policy.library)
    buttons = [ShowRuleText(verdict.game, verdict.rule_ids)] if verdict.rule_ids else []
    await send_answer(interaction, verdict_embeds(verdict, policy.library), extra_items=buttons, verdict=True)


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


async def setup(bot: FloorJudge) -> None:
    by_game: dict[str, list[Topic]] = {}
    for topic in topics().values():
        by_game.setdefault(topic.game, []).append(topic)
    for game_id, game in bot.library.games.items():
        if by_game.get(game_id):
            bot.tree.add_command(game_group(game_id, game.data.name, by_game[game_id]))
    bot.add_dynamic_items(ShowRuleText)


async def teardown(bot: FloorJudge) -> None:
    bot.remove_dynamic_items(ShowRuleText)
    for game_id in bot.library.games:
        bot.tree.remove_command(f"check-{game_id}")
