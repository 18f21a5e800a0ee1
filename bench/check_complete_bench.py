"""Autocomplete in the check commands' card options: how long the bot takes per keystroke.

    python bench/check_complete_bench.py [--keystrokes 2000]

Target (issue 23): p99 under 5 ms; autocomplete cannot be deferred, so it must answer within
Discord's window however the bot is loaded, and it never waits for the database.

Two figures per game, on the same keystrokes: `complete_cards` itself (what the bot computes), and
the whole handler timed inside discord.py (`Command._invoke_autocomplete`, so simcord's own
bookkeeping is left out) on the real bot. The keystrokes are what a judge types into a card option:
every prefix of a real card's name, alone and after an earlier card and `; ` (the card being typed
is the one after the last `;`), and a finished name followed by fields (left alone).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import simcord
from discord import app_commands

from bot.cards import CardStore
from bot.cli import tune_collector
from bot.client import FloorJudge
from bot.engine.notation import name_length
from bot.engine.registry import games
from bot.rules import default_data_dir, load_library
from bot.ui.checks.complete import complete_cards
from devkit.settle import poll_settle_every

TARGET_P99_MS = 5.0
OPTIONS = {
    "lorcana": ("check-lorcana challenge", "defender_others"),
    "fftcg": ("check-fftcg block", "attackers"),
    "gundam": ("check-gundam pilot", "unit"),
    "swtcg": ("check-swtcg attack", "defender"),
}
"""Per game: a command and one of its card options (a list option where the game has one)."""


def keystrokes(labels: list[str], count: int, seed: int = 23) -> list[str]:
    """What a judge has typed at each keystroke: prefixes of names, after an earlier card or not,
    and finished names followed by fields."""
    rng = random.Random(seed)
    typed: list[str] = []
    while len(typed) < count:
        name = rng.choice(labels)
        head = f"{rng.choice(labels)} exerted; " if rng.random() < 0.5 else ""
        typed += [head + name[:cut] for cut in range(1, len(name) + 1)]
        typed.append(f"{head}{name} dmg=1")
    return typed[:count]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def direct(count: int) -> dict[str, list[float]]:
    """Seconds `complete_cards` takes per keystroke, by game."""
    library = load_library(default_data_dir())
    store = CardStore(default_data_dir())
    times: dict[str, list[float]] = {}
    for game in OPTIONS:
        catalog = store.catalog(game)
        assert catalog is not None
        model = games()[game].card
        vocabulary = model.vocabulary(library.game(game))

        def words(text: str, model: Any = model, vocabulary: Any = vocabulary) -> int:
            return name_length(text, model.notation, vocabulary)

        samples = []
        for typed in keystrokes(list(catalog.labels), count):
            start = time.perf_counter()
            complete_cards(typed, catalog, words)
            samples.append(time.perf_counter() - start)
        times[game] = samples
    return times


@contextmanager
def timed_autocomplete() -> Iterator[list[float]]:
    """Seconds each autocomplete handler took, timed inside discord.py."""
    times: list[float] = []
    original = app_commands.Command._invoke_autocomplete

    async def timed(self: Any, interaction: Any, name: str, namespace: Any) -> Any:
        start = time.perf_counter()
        try:
            return await original(self, interaction, name, namespace)
        finally:
            times.append(time.perf_counter() - start)

    app_commands.Command._invoke_autocomplete = timed  # type: ignore[method-assign]
    try:
        yield times
    finally:
        app_commands.Command._invoke_autocomplete = original  # type: ignore[method-assign]


async def through_the_bot(count: int) -> dict[str, list[float]]:
    """Seconds the whole autocomplete handler takes per keystroke on the real bot, by game."""
    poll_settle_every()
    library = load_library(default_data_dir())
    results: dict[str, list[float]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as folder:
        bot = FloorJudge(library=library, database_path=Path(folder) / "bench.sqlite3")
        try:
            async with simcord.run(bot) as env:
                guild = env.create_guild("Bench")
                channel = guild.create_text_channel("rules")
                member = guild.add_member(env.create_user("judge"))
                tune_collector()
                for game, (path, option) in OPTIONS.items():
                    catalog = bot.cards.catalog(game)
                    assert catalog is not None
                    with timed_autocomplete() as times:
                        for typed in keystrokes(list(catalog.labels), count):
                            await member.autocomplete(channel, path, option, typed)
                    results[game] = list(times)
        finally:
            await bot.release()
    return results


def report(title: str, times: dict[str, list[float]]) -> int:
    print(title)
    failures = 0
    for game, samples in times.items():
        p50, p99 = statistics.median(samples) * 1e3, percentile(samples, 0.99) * 1e3
        mark = "ok" if p99 < TARGET_P99_MS else f"OVER {TARGET_P99_MS:g} ms"
        failures += p99 >= TARGET_P99_MS
        print(
            f"  {game:<8} {len(samples):>6} keystrokes  p50 {p50:6.3f} ms  p99 {p99:6.3f} ms  max "
            f"{max(samples) * 1e3:6.2f} ms  {mark}"
        )
    return failures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--keystrokes", type=int, default=2000)
    args = parser.parse_args()
    failures = report("complete_cards (what the bot computes):", direct(args.keystrokes))
    handled = asyncio.run(through_the_bot(min(args.keystrokes, 500)))
    failures += report("the autocomplete handler, timed inside discord.py:", handled)
    raise SystemExit(1 if failures else 0)


if __name__ == "__main__":
    main()
