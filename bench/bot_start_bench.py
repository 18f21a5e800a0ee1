"""What starting a bot on simcord costs, as each end-to-end test does (`tests/conftest.py`).

    python bench/bot_start_bench.py [--starts 100]

Starts and releases the real bot on a fresh simcord Discord with a fresh SQLite file, `--starts`
times after a few to warm up, and prints the CPU time of one start (setup_hook: the store, the cogs,
the command tree synced), one server made, and the release. The cogs are imported once a process
(`FloorJudge.load_cogs`); discord.py's `load_extension` ran each module afresh at every start.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

import simcord

from bot.cards import CardStore
from bot.client import FloorJudge
from bot.collector import freeze_loaded, tune_collector
from bot.rules import Library, default_data_dir, load_library
from bot.rules.fulltext import build_index
from bot.ui.search import prepare_cards
from devkit.settle import poll_settle_every


async def start_once(library: Library, folder: Path) -> None:
    bot = FloorJudge(library=library, database_path=folder / "floorjudge.sqlite3")
    env = simcord.Env(bot)
    await env.start()
    guild = env.create_guild("Judges' Hall")
    guild.create_text_channel("rules-questions")
    guild.add_member(env.create_user("alice"))
    await env.shutdown()
    await bot.release()


def cpu_per_start(library: Library, starts: int) -> float:
    """Seconds of CPU for one start, averaged over `starts`."""
    began = time.process_time()
    for _ in range(starts):
        with tempfile.TemporaryDirectory() as folder:
            asyncio.run(start_once(library, Path(folder)))
    return (time.process_time() - began) / starts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--starts", type=int, default=100)
    args = parser.parse_args()
    poll_settle_every()
    tune_collector()
    library = load_library(default_data_dir())
    cpu_per_start(library, 5)  # the first start loads the cards and builds the check commands
    # The search indexes the first start began building in a thread: built before timing (CPU time
    # counts every thread), then frozen with the rest, as the bot does once ready.
    with tempfile.TemporaryDirectory() as folder:
        prepare_cards(build_index(library).result(), CardStore(default_data_dir(), Path(folder)).catalogs)
    freeze_loaded()
    per_start = cpu_per_start(library, args.starts)
    print(f"bot start on simcord (start, one server, release): {per_start * 1000:.1f} ms of CPU a start")


if __name__ == "__main__":
    main()
