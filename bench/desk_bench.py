"""The judge's desk under load: a thousand round timers waiting and speaking, and judge calls.

    python bench/desk_bench.py [--timers 1000] [--servers 100] [--calls 300]

Drives the real bot through simcord, with simcord's clock following the wall clock while marks fall
due, so a mark said late is late by the clock on the wall. Prints:

* ``/timer start`` handler time (timed inside discord.py), for the thousand timers started;
* what a thousand waiting timers cost: the event loop's timer handles the desk adds, CPU time over
  a quiet stretch, memory per timer;
* marks on time: for every timer's mark, how long after its instant it was said (sent to Discord),
  first with the timers' ends spread over the seconds it took to start them, then with all of them
  due in the same second (a whole event's round ending at once), after a restart that reads the
  thousand back from the store (how long that takes);
* judge calls: handler times of ``/judge call`` and of the Claim and Resolved buttons.

The figures are pessimistic: simcord's own bookkeeping runs on the bot's event loop, and every
message the bot sends is validated and copied there.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
import tempfile
import time
import tracemalloc
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

import discord
import simcord
from discord import app_commands

from bot.cli import tune_collector
from bot.client import FloorJudge
from bot.desk import timers
from bot.desk.runner import RoundTimers
from bot.rules import default_data_dir, load_library
from bot.store import RoundTimer
from bot.ui.desk.calls import CallButton
from devkit.clock import WallClock, install_wall_clock
from devkit.settle import poll_settle_every

ON_TIME = timedelta(seconds=1)
"""The target: every mark said within a second of its instant."""


@contextmanager
def timed_handlers() -> Iterator[dict[str, list[float]]]:
    """Seconds each command's handler and each call button took, timed inside discord.py."""
    times: dict[str, list[float]] = defaultdict(list)
    command, button = app_commands.Command._invoke_with_namespace, CallButton.callback

    async def timed_command(self: Any, interaction: discord.Interaction, namespace: Any) -> Any:
        start = time.perf_counter()
        try:
            return await command(self, interaction, namespace)
        finally:
            times[f"/{self.qualified_name}"].append(time.perf_counter() - start)

    async def timed_button(self: CallButton, interaction: discord.Interaction) -> None:
        start = time.perf_counter()
        try:
            await button(self, interaction)
        finally:
            times[f"button {self.action}"].append(time.perf_counter() - start)

    app_commands.Command._invoke_with_namespace = timed_command  # type: ignore[method-assign]
    CallButton.callback = timed_button  # type: ignore[method-assign]
    try:
        yield times
    finally:
        app_commands.Command._invoke_with_namespace = command  # type: ignore[method-assign]
        CallButton.callback = button  # type: ignore[method-assign]


class Lateness(list[float]):
    """Seconds after its instant that each mark was said; :meth:`reach` waits for so many."""

    def __init__(self) -> None:
        super().__init__()
        self._wanted = 0
        self._reached = asyncio.Event()

    def add(self, seconds: list[float]) -> None:
        self.extend(seconds)
        if self._wanted and len(self) >= self._wanted:
            self._reached.set()

    async def reach(self, count: int, seconds: float) -> None:
        self._wanted = count
        if len(self) < count:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._reached.wait(), seconds)


@contextmanager
def lateness(bot: FloorJudge, clock: WallClock) -> Iterator[Lateness]:
    """Seconds after its instant that each mark was said (its message sent), by the wall clock."""
    late = Lateness()
    cog: Any = bot.get_cog("Timer")
    announce = cog.announce

    async def timed(said: list[tuple[RoundTimer, timers.Due]]) -> None:
        await announce(said)
        late.add([(clock.now() - due.at).total_seconds() for _, due in said])

    cog.announce = timed
    try:
        yield late
    finally:
        cog.announce = announce


class Quiet:
    """Effects that say nothing (the spare runner that is only weighed)."""

    async def announce(self, said: list[tuple[RoundTimer, timers.Due]]) -> None:
        return None


def ms(values: list[float], q: float) -> str:
    if not values:
        return "—"
    ordered = sorted(values)
    return f"{ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] * 1000:.1f} ms"


def spread(values: list[float]) -> str:
    return f"p50 {ms(values, 0.5)}, p99 {ms(values, 0.99)}, max {ms(values, 1.0)}"


def scheduled_handles() -> int:
    """Timer handles waiting on the event loop now (asyncio's own list; a benchmark may peek)."""
    return sum(not handle.cancelled() for handle in asyncio.get_running_loop()._scheduled)  # type: ignore[attr-defined]


async def main_async(args: argparse.Namespace) -> int:
    poll_settle_every()
    tune_collector()
    library = load_library(default_data_dir())
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "desk.sqlite3"
        bot = FloorJudge(library=library, database_path=database)
        async with simcord.run(bot, check_errors=False) as env:
            clock = install_wall_clock(env)
            servers = []
            for number in range(args.servers):
                guild = env.create_guild(f"Store {number}")
                channel = guild.create_text_channel("event")
                judges = guild.create_text_channel("judges")
                role = guild.create_role("Judges")
                judge = guild.add_member(env.create_user(f"judge{number}"), roles=[role])
                players = [guild.add_member(env.create_user(f"player{number}-{n}")) for n in range(3)]
                await bot.store.update(guild.id, judge_role_id=role.id)
                await bot.store.update_desk(guild.id, judge_channel_id=judges.id)
                servers.append((guild, channel, judges, judge, players))
            per_server = args.timers // args.servers

            # -- a thousand timers started by judges, while the clock runs --------------------------
            handles_before = scheduled_handles()
            with timed_handlers() as handled, lateness(bot, clock) as said:
                clock.run()
                started_at = time.perf_counter()
                for n in range(per_server):
                    for _, channel, _, judge, _ in servers:
                        await judge.slash(channel, "timer start", minutes=1, name=f"Table {n + 1}")
                starting = time.perf_counter() - started_at
                running: Any = bot.get_cog("Timer")
                waiting = len(running.running)
                handles = scheduled_handles() - handles_before
                cpu = time.process_time()
                quiet = max(0.0, 50.0 - starting)
                await asyncio.sleep(min(10.0, quiet))
                idle_cpu = (time.process_time() - cpu) / max(min(10.0, quiet), 0.001)
                await said.reach(waiting, 75)
                clock.freeze()
            starts = handled["/timer start"]
            print(f"timers started: {waiting} in {args.servers} servers, in {starting:.1f} s")
            print(f"  /timer start handler: {spread(starts)}")
            print(
                f"  waiting: {handles} event-loop timer handle(s) for {waiting} timers; "
                f"CPU {idle_cpu * 100:.1f}% of a core while they wait (simcord included)"
            )
            on_time = sum(1 for s in said if s <= ON_TIME.total_seconds())
            print(f"  marks said: {len(said)} of {waiting}; after their instant: {spread(said)}")
            print(f"  within 1 s: {on_time} of {waiting}")
            failed |= on_time != waiting

            # -- a restart reads a thousand back; all due in the same second -------------------------
            store = bot.store
            ends = clock.now() + timedelta(seconds=8)
            count = 0
            for n in range(per_server):
                for guild, channel, *_ in servers:
                    timer = timers.start(
                        guild_id=guild.id,
                        name=f"Top {n + 1}",
                        channel_id=channel.id,
                        started_by=1,
                        length=1,
                        marks=(),
                        game=None,
                        now=ends - timedelta(minutes=1),
                    )
                    count += await store.add_timer(timer, limit=timers.PER_SERVER)
            # what waiting timers hold: a runner of its own, weighed, and closed before they fall due
            tracemalloc.start()
            spare = RoundTimers(lambda: store, Quiet(), clock.now)
            await spare.load(lambda _: True)
            memory = tracemalloc.get_traced_memory()[0] / max(len(spare), 1)
            tracemalloc.stop()
            spare.close()
            new = FloorJudge(library=library, database_path=database)
            loaded_at = time.perf_counter()
            await env.restart_bot(new)
            await bot.release()
            bot = new
            restart = time.perf_counter() - loaded_at
            runner = bot.get_cog("Timer").running  # type: ignore[union-attr]
            print(
                f"restart: {len(runner)} timers read back and scheduled; the whole restart took "
                f"{restart:.2f} s; {memory / 1024:.1f} KB of memory per waiting timer"
            )
            with lateness(bot, clock) as said:
                clock.run()
                await said.reach(count, 30)
                clock.freeze()
            on_time = sum(1 for s in said if s <= ON_TIME.total_seconds())
            print(f"  {count} due in the same second: said {len(said)}; after their instant: {spread(said)}")
            print(f"  within 1 s: {on_time} of {count}")
            failed |= on_time != count

            # -- judge calls ------------------------------------------------------------------------
            with timed_handlers() as handled:
                calls = 0
                for n in range(3):
                    for _, channel, judges, judge, players in servers:
                        if calls >= args.calls:
                            break
                        await players[n].slash(channel, "judge call", table=str(n + 1), question="Ward?")
                        post = judges.last_message
                        assert post is not None, "no judge call posted"
                        await judge.click(post, label="Claim")
                        claimed = judges.last_message
                        assert claimed is not None
                        await judge.click(claimed, label="Resolved")
                        calls += 1
            print(f"judge calls: {calls} called, claimed and resolved")
            for name in ("/judge call", "button claim", "button resolve"):
                print(f"  {name}: {spread(handled[name])}")
            await bot.release()
    print("FAIL: a mark was said more than 1 s late" if failed else "OK: every mark within 1 s")
    return 1 if failed else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--timers", type=int, default=1000)
    parser.add_argument("--servers", type=int, default=100)
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args()
    if args.timers > args.servers * timers.PER_SERVER:
        sys.exit(f"at most {timers.PER_SERVER} timers a server")
    raise SystemExit(asyncio.run(main_async(args)))


if __name__ == "__main__":
    main()
