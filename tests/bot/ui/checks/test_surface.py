"""The check commands within Discord's limits: today's, 15% inside every limit, and room for ten
times today's topics in every game."""

from __future__ import annotations

from collections.abc import Mapping

import discord
from discord import app_commands

from bot.engine import topic_options, topics
from bot.ui.checks.surface import COMMAND_LIMIT, HEADROOM, Usage, topic_command, usage
from tests.conftest import Server

GROWTH = 10


async def _noop(interaction: discord.Interaction, topic_id: str, options: Mapping[str, object]) -> None:
    """A subcommand's answer; never called here."""


async def test_every_synced_command_stays_15_percent_inside_discords_limits(server: Server) -> None:
    synced = next(e for e in server.env.http_requests if e.method == "PUT" and e.path.endswith("/commands"))
    assert synced.json is not None, "the commands were sent"
    crowded = [line for command in synced.json for line in usage(command).crowded()]
    assert crowded == []
    assert len(synced.json) <= COMMAND_LIMIT * HEADROOM


def _pack(
    subcommands: list[app_commands.Command], prefix: str, tree: app_commands.CommandTree
) -> list[Usage]:
    """Subcommands into as few commands as keep each inside the headroom, in order (as areas would)."""
    packed: list[Usage] = []
    group = app_commands.Group(name=f"{prefix}-0", description="area")
    for sub in subcommands:
        group.add_command(sub)
        if usage(group.to_dict(tree)).crowded():
            group.remove_command(sub.name)
            packed.append(usage(group.to_dict(tree)))
            group = app_commands.Group(name=f"{prefix}-{len(packed)}", description="area")
            group.add_command(sub)
    packed.append(usage(group.to_dict(tree)))
    return packed


async def test_every_game_has_room_for_ten_times_its_topics(server: Server) -> None:
    tree = server.bot.tree
    others = [c for c in tree.get_commands() if not c.name.startswith("check-")]
    by_game: dict[str, list[app_commands.Command]] = {}
    for topic in topics().values():
        for copy in range(GROWTH):
            by_game.setdefault(topic.game, []).append(
                topic_command(
                    topic.id, f"{topic.name[:28]}-{copy}", topic.summary, topic_options(topic.id), _noop
                )
            )
    commands = {game: _pack(subcommands, f"check-{game}", tree) for game, subcommands in by_game.items()}

    assert [line for packed in commands.values() for command in packed for line in command.crowded()] == []
    assert all(
        sum(c.subcommands for c in packed) == GROWTH * len({t for t in topics().values() if t.game == game})
        for game, packed in commands.items()
    )
    total = len(others) + sum(len(packed) for packed in commands.values())
    assert total <= COMMAND_LIMIT * HEADROOM, f"{total} commands for ten times today's topics"
