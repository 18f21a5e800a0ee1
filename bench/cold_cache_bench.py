"""What a check's work costs warm, with the CPU's caches emptied, and inside the running bot.

    python bench/cold_cache_bench.py [--rounds 300]

For each check of `bench/handler_bench.py`, times the work a check handler does besides sending
(`build_scenario`, `evaluate`, `missing_keyword`, `card_sides`, `untyped_states`, `first_screen`) three
ways, each the median of `--rounds`:

- **warm**: called back to back in a tight loop, as a profile or a micro-benchmark times it;
- **evicted**: the same, after touching 8 MiB of Python objects before each call (more than this
  machine class's 2 MiB L2 per core), so the work starts with caches that hold none of it;
- **in the bot**: the same calls, timed where `run_check` makes them, in the real bot on
  simcord taking turns with the no-op, as `handler_bench.py` runs it.

Why: a change that saves 20 µs in a tight loop can save nothing in the handler, because in the
bot the work starts cold (simcord's work between two interactions, and production's gateway
traffic, evict it). The ratio `in the bot ÷ warm` says how much of a handler's own time is memory
traffic rather than instructions; `evicted` shows that eviction alone reproduces it.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager, redirect_stdout
from pathlib import Path
from typing import Any

import bench.handler_bench as handler_bench
import bot.ui.checks.verdicts as verdicts
from bot.cards import CardStore
from bot.engine import build_scenario, evaluate, topics
from bot.render.verdict import first_screen
from bot.rules import default_data_dir, load_library
from bot.rules.library import Library

EVICT_BYTES = 8 * 2**20
WORK = ("build_scenario", "evaluate", "missing_keyword", "card_sides", "untyped_states", "first_screen")
"""`run_check`'s calls besides sending, in its order: the sum is closed at the last."""


def checks() -> list[tuple[str, str, dict[str, str]]]:
    return [case for case in handler_bench.CASES if case[0] == "check"]


def work(topic_id: str, options: dict[str, str], library: Library, cards: CardStore) -> None:
    """What `run_check` does besides sending (its other steps are a few µs each), with its arguments."""
    scenario = build_scenario(topic_id, options, library, cards)
    verdict = evaluate(scenario, library)
    missing, sides, untyped = verdicts.first_screen_facts(scenario, verdict, library)
    first_screen(verdict, library, missing=missing, options=options, sides=sides, untyped=untyped)


def evictor() -> Callable[[], None]:
    """A call that reads `EVICT_BYTES` of Python objects: what it leaves in the caches is its own."""
    junk = [object() for _ in range(EVICT_BYTES // 16)]

    def evict() -> None:
        for item in junk:
            item.__class__  # noqa: B018 - read to pull its line into the cache

    return evict


def offline(rounds: int, before: Callable[[], None] | None) -> list[float]:
    """Median seconds of each check's work, called in a loop (after `before` each time, if given)."""
    library = load_library(default_data_dir())
    cards = CardStore(default_data_dir(), Path(tempfile.mkdtemp()))
    by_command = {topic.command: topic.id for topic in topics().values()}
    medians = []
    for _kind, path, options in checks():
        topic_id = by_command[path]
        for _ in range(20):
            work(topic_id, options, library, cards)
        samples = []
        for _ in range(rounds):
            if before is not None:
                before()
            start = time.perf_counter()
            work(topic_id, options, library, cards)
            samples.append(time.perf_counter() - start)
        medians.append(statistics.median(samples))
    return medians


@contextmanager
def timed_work(times: dict[str, list[float]], on: list[bool]) -> Iterator[None]:
    """Time `run_check`'s calls (`WORK`) where it makes them; one sum per check answered."""
    originals = {name: getattr(verdicts, name) for name in WORK}
    spent = [0.0]

    def timing(name: str) -> Callable[..., Any]:
        original = originals[name]

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                spent[0] += time.perf_counter() - start
                if name == WORK[-1] and on[0]:
                    times["work"].append(spent[0])
                if name == WORK[-1]:
                    spent[0] = 0.0

        return timed

    for name in WORK:
        setattr(verdicts, name, timing(name))
    try:
        yield
    finally:
        for name, original in originals.items():
            setattr(verdicts, name, original)


def in_the_bot(rounds: int) -> list[float]:
    """Median seconds of each check's work inside the real bot, timed as `handler_bench` runs it:
    every check in one run, each answered once per round, in order."""
    times: dict[str, list[float]] = defaultdict(list)
    on = [False]
    original = handler_bench.timed_handlers

    @contextmanager
    def measuring() -> Iterator[dict[str, list[float]]]:
        on[0] = True  # the timed rounds only, not the answers captured before them
        with original() as handler_times:
            yield handler_times

    handler_bench.timed_handlers = measuring
    try:
        with timed_work(times, on), redirect_stdout(io.StringIO()):  # its own table is not ours
            asyncio.run(handler_bench.run(rounds, [handler_bench.CASES[0], *checks()]))
    finally:
        handler_bench.timed_handlers = original
    count = len(checks())
    return [statistics.median(times["work"][index::count]) for index in range(count)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=300)
    args = parser.parse_args(argv)
    warm = offline(args.rounds, None)
    evicted = offline(args.rounds, evictor())
    bot = in_the_bot(args.rounds)
    header = "check (its work besides sending)"
    print(f"{header:<62} {'warm':>8} {'evicted':>8} {'in bot':>8} {'bot÷warm':>8}")
    for (_kind, path, options), hot, cold, live in zip(checks(), warm, evicted, bot, strict=True):
        label = handler_bench.label(path, options)[:62]
        print(f"{label:<62} {hot * 1e6:6.0f}µs {cold * 1e6:6.0f}µs {live * 1e6:6.0f}µs {live / hot:7.2f}×")


if __name__ == "__main__":
    main()
