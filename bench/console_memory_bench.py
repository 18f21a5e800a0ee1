"""Memory of one offline console session over thousands of commands.

    python bench/console_memory_bench.py [COMMANDS] [--keep-history]

Issue 16: simcord kept every interaction, about 8 KB each, so a console session held 376 MiB
after 20,000 commands. Runs COMMANDS lines (default 3,000: lookups, a check, button clicks)
through the real console and prints the Python heap (tracemalloc) and the resident set size at
checkpoints, then what simcord still holds. `--keep-history` turns the console's trimming off,
for comparison. Each command costs simcord's ~50 ms settle: 3,000 commands take a few minutes.

What still grows with trimming: discord.py's message cache (up to 1,000 messages, here the
public "Post publicly" posts) and simcord's set of reserved ids (two integers a command).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import simcord

from bot.client import FloorJudge
from bot.console import Console
from bot.rules import default_data_dir, load_library

LINES = (
    "/keyword Ward",
    "/rule 8.14.1",
    "/check-lorcana challenge challenger:Mickey str=3 Alert defender:Goofy exerted Evasive",
    "click Post publicly",
    "/keyword name:first strike game:fftcg",
    "/keyword Deploy",
    "click Gundam",
    "/here",
)
WARM_UP = 200


def rss_mib() -> float:
    """Current resident set size (Linux /proc), else the peak from getrusage."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * resource.getpagesize() / 2**20
    except (OSError, IndexError, ValueError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def session(commands: int) -> None:
    library = load_library(default_data_dir())
    with tempfile.TemporaryDirectory() as folder:
        bot = FloorJudge(library=library, database_path=Path(folder) / "floorjudge.sqlite3")
        try:
            async with simcord.run(bot, check_errors=False) as env:
                console = Console(env, bot)
                for index in range(WARM_UP):
                    await console.execute(LINES[index % len(LINES)])
                gc.collect()
                tracemalloc.start()
                base_heap, base_rss = tracemalloc.get_traced_memory()[0], rss_mib()
                started = time.perf_counter()
                print(f"after {WARM_UP} warm-up commands: RSS {base_rss:.1f} MiB")
                print(f"{'commands':>9} {'heap growth':>12} {'per command':>12} {'RSS':>9} {'elapsed':>8}")
                step = max(commands // 6, 1)
                for index in range(1, commands + 1):
                    await console.execute(LINES[index % len(LINES)])
                    if index % step == 0 or index == commands:
                        gc.collect()
                        grown = (tracemalloc.get_traced_memory()[0] - base_heap) / 2**20
                        print(
                            f"{index:>9,} {grown:>9.2f} MiB {grown * 2**20 / index:>8.0f} B   "
                            f"{rss_mib():>5.1f} MiB {time.perf_counter() - started:>6.0f} s"
                        )
                tracemalloc.stop()
                backend = env.backend
                print(
                    "simcord still holds: "
                    f"{sum(len(m) for m in backend.messages.values())} messages, "
                    f"{len(backend.interactions)} interactions, {len(backend.http_requests)} REST records, "
                    f"{len(backend.transcript)} transcript lines"
                )
        finally:
            await bot.release()


def main() -> None:
    logging.disable(logging.CRITICAL)
    numbers = [arg for arg in sys.argv[1:] if arg.isdigit()]
    commands = int(numbers[0]) if numbers else 3000
    if "--keep-history" in sys.argv:
        Console._forget_history = lambda self: None  # type: ignore[method-assign]
        print("console trimming OFF (--keep-history)")
    asyncio.run(session(commands))


if __name__ == "__main__":
    main()
