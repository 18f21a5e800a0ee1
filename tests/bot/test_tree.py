"""The command tree under load: a burst is acknowledged within Discord's window before the bot works
on the answers, every interaction is answered, and a quiet bot still answers directly."""

from __future__ import annotations

import inspect
import random

import pytest
import simcord
from discord import app_commands
from discord.state import ConnectionState

from bench.load_bench import burst, create_servers, install_wall_clock, mixed_calls, recording, spread
from bot import tree
from bot.engine.errors import EngineError
from bot.errors import UserFacingError
from tests.conftest import Server, callback_types


def test_the_private_hooks_the_tree_overrides_are_still_discord_pys() -> None:
    """`FloorJudgeTree` counts arrivals in `_from_interaction` (called by the gateway as each
    interaction arrives, before its task runs) and departures in `_call`; a discord.py that renamed
    or stopped calling either would silently stop the count (the version is pinned to 2.7)."""
    for hook in ("_from_interaction", "_call"):
        parameters = list(inspect.signature(getattr(app_commands.CommandTree, hook)).parameters)
        assert parameters == ["self", "interaction"], hook
    assert inspect.iscoroutinefunction(app_commands.CommandTree._call)
    assert "_command_tree._from_interaction(interaction)" in inspect.getsource(
        ConnectionState.parse_interaction_create
    )
    assert "await self._call(interaction)" in inspect.getsource(app_commands.CommandTree._from_interaction)


@pytest.mark.simcord(check_errors=False)  # the mix has bad input on purpose; checked below
async def test_a_burst_is_acknowledged_in_time_and_every_interaction_answered(
    simcord_env: simcord.Env,
) -> None:
    clock = install_wall_clock(simcord_env)  # interactions age with the wall clock, as on Discord
    servers = create_servers(simcord_env, 30)
    calls = mixed_calls(400, random.Random(16), ["wr", "ev", "sh", "b", "chal", ""])
    commands = sum(call.kind == "slash" for call in calls)

    with recording(clock) as recorder:
        report = await burst(simcord_env, clock, recorder, spread(servers, calls))

    assert report.unanswered == 0
    assert report.late == 0, "every first response within Discord's 3 seconds of creation"
    assert report.deferred == commands, "with 400 in flight every command is deferred, then answered"
    assert report.last_command_acknowledgement < report.first_follow_up, "acknowledged before answer work"
    unexpected = [
        e for e in simcord_env.errors if not isinstance(_original(e), UserFacingError | EngineError)
    ]
    assert unexpected == []


def _original(error: BaseException) -> BaseException:
    return getattr(error, "original", error)


async def test_a_command_arriving_while_the_bot_is_busy_is_deferred_then_answered(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tree, "BUSY_AT", 0)  # this one interaction is already "too many"

    result = await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")

    assert callback_types(server.env) == [5]
    assert result.ephemeral
    assert result.response.embeds[0].title == "Ward · 8.15"


@pytest.mark.simcord(check_errors=False)  # the failing commands are the point
async def test_finished_interactions_no_longer_count_as_in_flight(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tree, "BUSY_AT", 1)  # one in flight is fine, two are busy
    await server.alice.slash(server.channel, "keyword", name="no such keyword")
    await server.alice.slash(
        server.channel, "check-lorcana challenge", challenger="Mickey srt=3", defender="G"
    )
    await server.alice.autocomplete(server.channel, "keyword", "name", "wr")
    await server.alice.autocomplete(server.channel, "keyword", "name", "wr", game="no such game")
    server.guild.set_command_permissions(
        next(c.id for c in await server.bot.tree.fetch_commands() if c.name == "settings"),
        {server.alice: True},
    )
    await server.alice.slash(server.channel, "settings show")  # refused: not a manager

    await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")

    assert callback_types(server.env)[-1] == 4, "answered directly: nothing is left counted as in flight"
