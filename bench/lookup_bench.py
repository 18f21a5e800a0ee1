"""How fast lookups answer, against Discord's 3-second interaction window, and what the data costs.

    python bench/lookup_bench.py

Prints the median time of an autocomplete over every game, a submitted-value resolution (typo and
exact), a `/rule` lookup and loading the five games, with each as a fraction of the 3 s budget, and
the memory the loaded rules data holds.
"""

from __future__ import annotations

import statistics
import time
import tracemalloc
from collections.abc import Callable

from bot.rules import default_data_dir, game_ids, load_library
from bot.rules.search import TermSearch

DISCORD_WINDOW_S = 3.0


def median_us(action: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e6


def main() -> None:
    data_dir = default_data_dir()
    tracemalloc.start()
    library = load_library(data_dir)
    _, peak = tracemalloc.get_traced_memory()
    current, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    search = TermSearch(library)
    games = list(game_ids(default_data_dir()))

    rows = [
        ("load + validate all five games", median_us(lambda: load_library(data_dir), 10)),
        ("autocomplete 'wr' over all games", median_us(lambda: search.complete("wr", games), 500)),
        ("autocomplete '' (empty) over all games", median_us(lambda: search.complete("", games), 500)),
        ("resolve typo 'frist strike'", median_us(lambda: search.resolve("frist strike", games), 500)),
        ("resolve exact 'Ward'", median_us(lambda: search.resolve("Ward", games), 500)),
        ("/rule 8.10 with sub-rules", median_us(lambda: library.game("lorcana").rule("8.10"), 2000)),
    ]
    width = max(len(name) for name, _ in rows)
    for name, micros in rows:
        share = micros / 1e6 / DISCORD_WINDOW_S
        print(f"{name:<{width}}  {micros:10.1f} µs   {share:.2e} of Discord's 3 s window")
    print(f"rules data in memory: {current / 1024:.0f} KiB (peak while loading {peak / 1024:.0f} KiB)")


if __name__ == "__main__":
    main()
