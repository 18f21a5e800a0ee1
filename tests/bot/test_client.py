"""The bot sets its cogs up on start and takes all of them down on release, as often as a process
starts bots (the cog modules are imported once, not run afresh per bot)."""

from __future__ import annotations

from pathlib import Path

import simcord

from bot.client import COMMAND_TYPES, EXTENSIONS, FloorJudge
from bot.rules import Library


def registered(bot: FloorJudge) -> set[str]:
    """The names of every application command on the bot's tree, of every type."""
    return {command.name for kind in COMMAND_TYPES for command in bot.tree.get_commands(type=kind)}


async def test_release_takes_down_every_cog_and_command_it_set_up(library: Library, tmp_path: Path) -> None:
    bot = FloorJudge(library=library, database_path=tmp_path / "db.sqlite3")
    await bot.load_cogs()
    assert {type(cog).__module__ for cog in bot.cogs.values()} == set(EXTENSIONS)
    assert {
        "keyword",
        "rule",
        "search",
        "card",
        "ask",
        "check-lorcana",
        "Explain cards & keywords",
    } <= registered(bot)

    await bot.release()
    assert bot.cogs == {}
    assert registered(bot) == set()


async def test_bots_started_one_after_another_in_one_process_each_answer(
    library: Library, tmp_path: Path
) -> None:
    for number in range(2):
        bot = FloorJudge(library=library, database_path=tmp_path / f"db{number}.sqlite3")
        async with simcord.run(bot) as env:
            guild = env.create_guild()
            member = guild.add_member(env.create_user("judge"))
            result = await member.slash(guild.create_text_channel("c"), "rule", id="8.15.1", game="lorcana")
            assert result.response is not None
            assert result.response.embeds[0].title == "8.15.1 (Ward)"
            await bot.release()
