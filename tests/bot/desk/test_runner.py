"""The timers that run: read from the store (only this process's servers), said once each, saved
before they are said, and never from a stale copy of a timer another process changed."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.desk import DeskError, timers
from bot.desk.runner import RETRY_AFTER, RoundTimers
from bot.store import RoundTimer, SqliteStore, Store

EPOCH = datetime(2026, 5, 1, tzinfo=UTC)


class Said:
    """The effects: what was said, and whether saying fails."""

    def __init__(self) -> None:
        self.marks: list[tuple[str, int, bool]] = []
        self.failing = False

    async def announce(self, said: list[tuple[RoundTimer, timers.Due]]) -> None:
        if self.failing:
            raise ConnectionError("Discord is away")
        self.marks.extend((timer.name, due.mark, due.late) for timer, due in said)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await SqliteStore.open(tmp_path / "desk.sqlite3") as opened:
        yield opened


def loop_clock() -> Callable[[], datetime]:
    loop = asyncio.get_running_loop()
    start = loop.time()
    return lambda: EPOCH + timedelta(seconds=loop.time() - start)


def ending(name: str, seconds: float, *, guild: int = 1, pending: tuple[int, ...] = (0,)) -> RoundTimer:
    return RoundTimer(
        guild_id=guild,
        key=name.casefold(),
        name=name,
        channel_id=2,
        started_by=3,
        ends_at=EPOCH + timedelta(seconds=seconds),
        marks=(10, 5, 0),
        pending=pending,
    )


async def test_stored_timers_of_this_process_run_and_the_ended_one_speaks_late(store: Store) -> None:
    for timer in (ending("Ended", -120), ending("Soon", 0.03), ending("Elsewhere", 0.01, guild=9)):
        assert await store.add_timer(timer, limit=25)
    said = Said()
    running = RoundTimers(lambda: store, said, loop_clock())

    assert await running.load(lambda guild_id: guild_id == 1) == 2
    await asyncio.sleep(0.1)

    assert said.marks == [("Ended", 0, True), ("Soon", 0, False)]
    assert [t.name for t in await store.timers()] == ["Elsewhere"], "said and gone; the other server's kept"
    assert len(running) == 0 and running.said == 2


async def test_a_change_from_another_process_is_not_overwritten(store: Store) -> None:
    running = RoundTimers(lambda: store, Said(), loop_clock())
    timer = await running.start(ending("Round", 600, pending=(5, 0)))
    elsewhere = timers.pause(timer, EPOCH)  # saved by another process meanwhile
    assert await store.save_timer(elsewhere)

    with pytest.raises(DeskError, match="changed meanwhile"):
        await running.change(timer, lambda t, now: timers.add(t, 5, now))
    assert running.find(1, "round") == elsewhere, "read again from the store"
    assert (await store.timers(1)) == [elsewhere]
    running.close()


async def test_a_mark_the_store_cant_save_is_retried_not_said(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    said = Said()
    now = loop_clock()
    running = RoundTimers(lambda: store, said, now)
    await running.start(ending("Round", 0.02))
    await store.close()  # the database is gone when the mark falls due
    with caplog.at_level(logging.WARNING):
        await asyncio.sleep(0.06)
    assert said.marks == []
    assert "not saved" in caplog.text and "retrying" in caplog.text
    retry_at = running._schedule.when((1, "round"))
    assert retry_at is not None and retry_at > now() + RETRY_AFTER - timedelta(seconds=1)
    running.close()


async def test_a_mark_discord_refuses_is_logged_and_not_said_twice(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    said = Said()
    said.failing = True
    running = RoundTimers(lambda: store, said, loop_clock())
    await running.start(ending("Round", 0.02, pending=(0,)))
    with caplog.at_level(logging.ERROR):
        await asyncio.sleep(0.06)
    assert "1 mark(s) were not said" in caplog.text
    assert await store.timers() == [] and len(running) == 0, "saved as said before it was said"


async def test_names_and_limits_are_the_stores(store: Store) -> None:
    running = RoundTimers(lambda: store, Said(), loop_clock())
    await running.start(ending("Round", 600))
    with pytest.raises(DeskError, match="already runs here"):
        await running.start(ending("ROUND", 600))
    for n in range(timers.PER_SERVER - 1):
        await running.start(ending(f"Pod {n}", 600))
    with pytest.raises(DeskError, match="at most 25 timers"):
        await running.start(ending("One more", 600))
    with pytest.raises(DeskError, match="Several timers run here"):
        running.find(1, None)
    with pytest.raises(DeskError, match="No timer called \\*\\*Top 8\\*\\* here"):
        running.find(1, "Top 8")
    running.close()
