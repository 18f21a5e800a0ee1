"""Benchmark of the settings store: cached vs uncached reads, write throughput.

Run: ``python bench/store_bench.py``. Uses a temporary SQLite file; takes a
few seconds. Not a test: figures depend on the machine and its fsync cost.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

try:
    from bot.store import Store
except ModuleNotFoundError:  # running from a checkout without `pip install -e .`
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from bot.store import Store

GUILDS = 200
READS = 5000
UNCACHED_READS = 2000
SEQUENTIAL_WRITES = 500
CONCURRENT_WRITES = 1000
BURST = 1000
BURSTS = 20


async def populate(store: Store) -> None:
    for g in range(1, GUILDS + 1):
        await store.update(g, default_game="fftcg")
        for c in range(5):
            await store.update(g, channel_game=(1000 + c, "lorcana"))


async def time_reads(store: Store, n: int, *, cold: bool) -> list[float]:
    """Per-call latency in microseconds; ``cold`` empties the cache first."""
    samples: list[float] = []
    for i in range(n):
        guild = 1 + i % GUILDS
        if cold:
            store.clear_cache()
        start = time.perf_counter_ns()
        await store.get(guild)
        samples.append((time.perf_counter_ns() - start) / 1000)
    return samples


async def time_bursts(store: Store) -> tuple[float, float]:
    """Median ms for BURST concurrent cold reads of one guild (a busy server just after start-up,
    or after a write cleared the cache), and the queries one burst ran."""
    samples, queries = [], store.read_queries
    for _ in range(BURSTS):
        store.clear_cache()
        start = time.perf_counter()
        await asyncio.gather(*(store.get(1) for _ in range(BURST)))
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples), (store.read_queries - queries) / BURSTS


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with await Store.open(Path(tmp) / "bench.db") as store:
            await populate(store)
            for g in range(1, GUILDS + 1):  # warm the cache
                await store.get(g)
            cached = statistics.median(await time_reads(store, READS, cold=False))
            uncached = statistics.median(await time_reads(store, UNCACHED_READS, cold=True))
            burst, burst_queries = await time_bursts(store)

            start = time.perf_counter()
            for i in range(SEQUENTIAL_WRITES):
                await store.update(1 + i % GUILDS, channel_game=(5000 + i, "gundam"))
            sequential = SEQUENTIAL_WRITES / (time.perf_counter() - start)

            start = time.perf_counter()
            await asyncio.gather(
                *(
                    store.update(1 + i % GUILDS, channel_game=(9000 + i, "swtcg"))
                    for i in range(CONCURRENT_WRITES)
                )
            )
            concurrent = CONCURRENT_WRITES / (time.perf_counter() - start)

    print(f"cached read   (median of {READS}): {cached:8.1f} µs")
    print(f"uncached read (median of {UNCACHED_READS}): {uncached:8.1f} µs")
    print(f"uncached / cached ratio: {uncached / cached:8.0f}x")
    print(f"burst of {BURST} cold reads of one guild: {burst:8.1f} ms ({burst_queries:.0f} queries)")
    print(f"writes, sequential awaited: {sequential:8.0f} writes/s")
    print(f"writes, {CONCURRENT_WRITES} concurrent (gather): {concurrent:8.0f} writes/s")
    print("(each write is one BEGIN IMMEDIATE transaction with synchronous=FULL)")


if __name__ == "__main__":
    asyncio.run(main())
