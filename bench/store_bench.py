"""Benchmark of the settings store on each engine: cached vs uncached reads, write throughput;
and, with PostgreSQL, how soon a write in one process reaches another process's cache.

Run: ``python bench/store_bench.py``. Uses a temporary SQLite file and a throwaway PostgreSQL
server (``devkit.local_postgres``; skipped, saying so, when the machine has no PostgreSQL);
takes a few seconds. Not a test: figures depend on the machine and its fsync cost.
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
from devkit.local_postgres import LocalPostgres, PostgresUnavailable

INVALIDATIONS = 200
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


async def bench_engine(target: str) -> None:
    async with await Store.open(target) as store:
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

    print(f"  cached read   (median of {READS}): {cached:8.1f} µs")
    print(f"  uncached read (median of {UNCACHED_READS}): {uncached:8.1f} µs")
    print(f"  burst of {BURST} cold reads of one guild: {burst:8.1f} ms ({burst_queries:.0f} queries)")
    print(f"  writes, sequential awaited: {sequential:8.0f} writes/s")
    print(f"  writes, {CONCURRENT_WRITES} concurrent (gather): {concurrent:8.0f} writes/s")


async def reader(url: str) -> None:
    """The other process: cache guild 1, then print the monotonic clock each time a notification
    makes it drop it (CLOCK_MONOTONIC is one clock for every process on the machine)."""
    store = await Store.open(url)
    drop = store.invalidate

    def dropped(guild_id: int) -> None:
        drop(guild_id)
        print(time.monotonic(), flush=True)

    store.invalidate = dropped  # type: ignore[method-assign]
    await store.get(1)
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)  # until the parent closes it
    await store.close()


async def invalidation_latency(url: str) -> list[float]:
    """Milliseconds from a write's start in this process to the other process dropping its cache."""
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        __file__,
        "--reader",
        url,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert child.stdout is not None and child.stdin is not None
    assert (await child.stdout.readline()).strip() == b"ready"
    samples = []
    async with await Store.open(url) as writer:
        for i in range(INVALIDATIONS):
            started = time.monotonic()
            await writer.update(1, default_game=f"game{i}")
            seen = float(await asyncio.wait_for(child.stdout.readline(), timeout=5))
            samples.append((seen - started) * 1000)
    child.stdin.close()
    await child.wait()
    return samples


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        print("SQLite (WAL, synchronous=FULL; each write one BEGIN IMMEDIATE transaction)")
        await bench_engine(str(Path(tmp) / "bench.db"))
    try:
        server = LocalPostgres(durable=True).start()
    except PostgresUnavailable as error:
        print(f"PostgreSQL: skipped ({error})")
        return
    try:
        print("PostgreSQL (local server on a unix socket, fsync and synchronous_commit on, pool of 8)")
        await bench_engine(server.create_database("bench"))
        latency = sorted(await invalidation_latency(server.create_database("latency")))
        p50, p99 = latency[len(latency) // 2], latency[int(len(latency) * 0.99)]
        print(
            f"  a write in one process reaches another's cache (LISTEN/NOTIFY, {INVALIDATIONS} writes): "
            f"p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {latency[-1]:.1f} ms"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--reader"]:
        asyncio.run(reader(sys.argv[2]))
    else:
        asyncio.run(main())
