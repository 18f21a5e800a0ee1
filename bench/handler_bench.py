"""What a command's handler costs the bot, against the floor: a command that only replies.

    python bench/handler_bench.py [--rounds 300] [--only search]

Runs the real bot on simcord with two extra commands. `/noop` answers "ok" and does nothing else:
the floor. `/replay case:N` sends, without any work, the very message case N answered with (its
text, embeds and buttons, captured once), because in simcord the cost of *sending* grows with the
message (simcord validates and copies every embed and component, where production hands the JSON
to the network). Every handler is timed inside discord.py (`Command._invoke_with_namespace`), so
simcord's bookkeeping between interactions is left out, and the commands take turns round by round
in one process, so the machine's drift affects them alike.

Prints, per command: the median and p99; the median as a multiple of the no-op's; and as a multiple
of sending its own answer without the work (`× its reply`: what the bot itself adds). The limits
(lookups under 2×, checks under 3×; `/ask` is timed without one) are marked against `× its reply`:
in simcord, sending an answer with an embed already costs ~1.8× the text no-op (simcord validates
and deep-copies every embed and component, where production hands the JSON to the network), so
`× no-op` charges the bot for simcord's own work; it is printed for comparison with earlier runs.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import discord
import simcord
from discord import app_commands

from bot.cli import tune_collector
from bot.client import FloorJudge
from bot.collector import freeze_loaded
from bot.rules import default_data_dir, load_library
from bot.rules.fulltext import build_index
from bot.ui.search import prepare_cards
from devkit.settle import poll_settle_every

LOOKUP_LIMIT = 2.0
CHECK_LIMIT = 3.0

CASES: list[tuple[str, str, dict[str, str]]] = [
    # (kind, command path, options)
    ("floor", "noop", {}),
    ("lookup", "keyword", {"name": "Ward", "game": "lorcana"}),
    ("lookup", "rule", {"id": "4.6.4", "game": "lorcana"}),
    ("lookup", "search", {"query": "challenge a ready character", "game": "lorcana"}),
    ("lookup", "card", {"name": "Ariel - Spectacular Singer", "game": "lorcana"}),
    (  # watched, no limit: its reading runs in a worker thread (a long question takes milliseconds)
        "ask",
        "ask",
        {
            "question": "can Mickey Mouse - Brave Little Tailor challenge a ready character?",
            "game": "lorcana",
        },
    ),
    ("check", "check-lorcana challenge", {"challenger": "Mickey str=3", "defender": "Donald exerted"}),
    (
        "check",
        "check-lorcana challenge",
        {
            "challenger": '"Mickey Mouse - Brave Little Tailor"',
            "defender": '"Goofy - Daredevil" exerted',
            "defender_others": '"Simba - Protective Cub" exerted',
        },
    ),
    (
        "check",
        "check-lorcana challenge",
        {
            "challenger": "Mickey Mouse - Brave Little Tailor",
            "defender": "Goofy - Daredevil exerted",
            "defender_others": "Simba - Protective Cub exerted",
        },
    ),
    (
        "check",
        "check-lorcana sing",
        {"song": '"A Whole New World"', "singers": '"Ariel - Spectacular Singer"'},
    ),
    ("check", "check-fftcg block", {"attackers": "Cloud power=7000", "blocker": "Squall power=5000"}),
    (  # issue 23: every question of a challenge at once (seven answers, each evaluated alone)
        "check",
        "check-lorcana challenge-damage",
        {
            "challenger": "Mickey Mouse - Brave Little Tailor",
            "defender": "Goofy - Daredevil exerted",
            "defender_others": "Simba - Protective Cub",
            "questions": "all",
        },
    ),
]


class BenchBot(FloorJudge):
    """The real bot plus `/noop`, the floor, and `/replay`, a captured answer sent again."""

    replies: dict[int, dict[str, Any]]

    async def setup_hook(self) -> None:
        self.replies = {}

        @app_commands.command(name="noop", description="Replies and does nothing else")
        async def noop(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("ok", ephemeral=True)

        @app_commands.command(name="replay", description="Sends a captured answer again, without the work")
        async def replay(interaction: discord.Interaction, case: int) -> None:
            await interaction.response.send_message(**self.replies[case])

        self.tree.add_command(noop)
        self.tree.add_command(replay)
        await super().setup_hook()


def captured(message: Any) -> dict[str, Any]:
    """The arguments that send `message` again: its text, embeds and buttons (a stopped view)."""
    view = discord.ui.View(timeout=None)
    for row in message.components or []:
        for part in row.get("components", []):
            view.add_item(
                discord.ui.Button(
                    label=part.get("label"),
                    style=discord.ButtonStyle(part.get("style", 2)),
                    custom_id=part.get("custom_id"),
                    url=part.get("url"),
                )
            )
    view.stop()
    return {
        "content": message.content or None,
        "embeds": list(message.embeds),
        "view": view,
        "ephemeral": True,
        "allowed_mentions": discord.AllowedMentions.none(),
    }


@contextmanager
def timed_handlers() -> Iterator[dict[str, list[float]]]:
    """Seconds each handler took, by command path, timed inside discord.py."""
    times: dict[str, list[float]] = defaultdict(list)
    original = app_commands.Command._invoke_with_namespace

    async def timed(self: Any, interaction: discord.Interaction, namespace: Any) -> Any:
        start = time.perf_counter()
        try:
            return await original(self, interaction, namespace)
        finally:
            times[self.qualified_name].append(time.perf_counter() - start)

    app_commands.Command._invoke_with_namespace = timed  # type: ignore[method-assign]
    try:
        yield times
    finally:
        app_commands.Command._invoke_with_namespace = original  # type: ignore[method-assign]


def label(path: str, options: dict[str, str]) -> str:
    shown = " ".join(f"{k}:{v}" for k, v in options.items())
    return f"/{path} {shown}".strip()[:78]


def selected(only: list[str]) -> list[tuple[str, str, dict[str, str]]]:
    """The floor and the cases whose command path starts with one of `only` (all when empty)."""
    return [case for case in CASES if case[0] == "floor" or not only or case[1].startswith(tuple(only))]


async def indexes_built(bot: FloorJudge) -> None:
    """Wait for the search indexes the bot builds in a worker thread after start-up (the rules', then
    every game's card text, ~2 s): timed while they are built, a round contends with the build."""
    index = await asyncio.wrap_future(build_index(bot.library))
    await asyncio.to_thread(prepare_cards, index, bot.cards.catalogs)  # waits for the cog's build


async def run(rounds: int, cases: list[tuple[str, str, dict[str, str]]]) -> int:
    poll_settle_every()
    library = load_library(default_data_dir())
    with tempfile.TemporaryDirectory() as folder:
        bot = BenchBot(library=library, database_path=Path(folder) / "bench.sqlite3")
        try:
            async with simcord.run(bot) as env:
                guild = env.create_guild("Bench")
                channel = guild.create_text_channel("rules")
                member = guild.add_member(env.create_user("judge"))
                for index, (_kind, path, options) in enumerate(cases):
                    answered = await member.slash(channel, path, **options)
                    bot.replies[index] = captured(answered.response)
                await indexes_built(bot)
                tune_collector()  # as `floorjudge` does once it has loaded everything
                freeze_loaded()  # and on its first ready: no full pass walks the loaded data
                with timed_handlers() as times:
                    samples: dict[int, list[float]] = defaultdict(list)
                    replays: dict[int, list[float]] = defaultdict(list)
                    for _ in range(rounds):
                        for index, (_kind, path, options) in enumerate(cases):
                            before = len(times[path])
                            await member.slash(channel, path, **options)
                            samples[index].extend(times[path][before:])
                            before = len(times["replay"])
                            await member.slash(channel, "replay", case=index)
                            replays[index].extend(times["replay"][before:])
        finally:
            await bot.release()
    return report(cases, samples, replays)


def report(
    cases: list[tuple[str, str, dict[str, str]]],
    samples: dict[int, list[float]],
    replays: dict[int, list[float]],
) -> int:
    floor = statistics.median(samples[0])
    print(f"{'handler':<72} {'median':>9} {'p99':>9} {'× no-op':>8} {'× its reply':>11}")
    failures = 0
    for index, (kind, path, options) in enumerate(cases):
        values = sorted(samples[index])
        median = statistics.median(values)
        p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
        ratio = median / floor
        own = median / statistics.median(replays[index])
        limit = {"lookup": LOOKUP_LIMIT, "check": CHECK_LIMIT}.get(kind)
        mark = "" if limit is None else ("  ok" if own < limit else f"  over {limit:g}× its reply")
        failures += bool(mark.startswith("  over"))
        print(
            f"{label(path, options)[:72]:<72} {median * 1e3:7.3f}ms {p99 * 1e3:7.3f}ms "
            f"{ratio:7.2f}× {own:10.2f}×{mark}"
        )
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="COMMAND",
        help="time only the commands starting so (and the no-op); repeatable",
    )
    args = parser.parse_args(argv)
    raise SystemExit(asyncio.run(run(args.rounds, selected(args.only))))


if __name__ == "__main__":
    main()
