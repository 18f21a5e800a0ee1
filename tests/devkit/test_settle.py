"""simcord's shorter settle poll (devkit/settle.py) still waits for everything the bot has to do:
work finishing later in real time, in a thread, or through a chain of callbacks is in the reply
the test sees, and the hook it relies on is where it expects."""

from __future__ import annotations

import asyncio
import inspect
import time

import discord
import pytest
import simcord
from discord import app_commands
from discord.ext import commands

from devkit.settle import SETTLE_POLL


class LateBot(commands.Bot):
    """A bot whose answers come after a real delay, a thread's work, or a chain of callbacks."""

    def __init__(self) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.none())

    async def setup_hook(self) -> None:
        @app_commands.command(name="later", description="answers 0.2 s later")
        async def later(interaction: discord.Interaction) -> None:
            await interaction.response.defer()
            await asyncio.sleep(0.2)
            await interaction.followup.send("slept")

        @app_commands.command(name="thread", description="answers after work in a thread")
        async def thread(interaction: discord.Interaction) -> None:
            await interaction.response.defer()
            await asyncio.to_thread(time.sleep, 0.1)
            await interaction.followup.send("threaded")

        @app_commands.command(name="timer", description="answers from a timer 0.1 s later")
        async def timer(interaction: discord.Interaction) -> None:
            await interaction.response.defer()

            sent: list[asyncio.Future[object]] = []

            def fire() -> None:
                sent.append(asyncio.ensure_future(interaction.followup.send("timed")))

            asyncio.get_running_loop().call_later(0.1, fire)

        self.tree.add_command(later)
        self.tree.add_command(thread)
        self.tree.add_command(timer)
        await self.tree.sync()


@pytest.fixture
def simcord_bot() -> LateBot:
    return LateBot()


@pytest.mark.parametrize(
    ("command", "said"), [("later", "slept"), ("thread", "threaded"), ("timer", "timed")]
)
async def test_an_action_returns_only_after_the_bots_late_work(
    simcord_env: simcord.Env, command: str, said: str
) -> None:
    guild = simcord_env.create_guild("g")
    channel = guild.create_text_channel("c")
    member = guild.add_member(simcord_env.create_user("m"))

    await member.slash(channel, command)

    assert [m.content for m in channel.history(viewer=member)] == [said]


def test_the_settle_hook_takes_the_poll_interval_and_the_tests_use_the_short_one() -> None:
    settle = simcord.Env._settle_internal
    assert inspect.signature(settle).parameters["idle"].default == SETTLE_POLL
    assert SETTLE_POLL < 0.05
