"""A repeating timer: runs on schedule, survives a failing run, and stops for good."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.periodic import Every


async def test_it_runs_first_then_every_interval_and_a_failure_does_not_end_it(
    caplog: pytest.LogCaptureFixture,
) -> None:
    runs: list[float] = []
    loop = asyncio.get_running_loop()
    started = loop.time()

    async def work() -> None:
        runs.append(loop.time() - started)
        if len(runs) == 2:
            raise RuntimeError("the database was away")

    every = Every(0.05, work, name="test work", first=0)
    every.start()
    await asyncio.sleep(0.18)
    every.stop()
    count = len(runs)
    await asyncio.sleep(0.1)

    assert 3 <= count <= 5, runs
    assert runs[0] < 0.03, "the first run comes at once"
    assert len(runs) == count, "no run after stop()"
    assert "test work failed; it runs again in 0.05 s" in caplog.text
    assert any(r.levelno == logging.ERROR for r in caplog.records)


async def test_stop_cancels_a_run_under_way_and_start_twice_schedules_once() -> None:
    started = asyncio.Event()
    cancelled = asyncio.Event()
    runs = 0

    async def slow() -> None:
        nonlocal runs
        runs += 1
        started.set()
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    every = Every(60, slow, name="slow", first=0)
    every.start()
    every.start()
    await asyncio.wait_for(started.wait(), 1)
    every.stop()
    await asyncio.wait_for(cancelled.wait(), 1)
    assert runs == 1 and not every.running
