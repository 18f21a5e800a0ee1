"""One event-loop timer for many due instants: keys fire once, in order, at their instant; moved or
cancelled keys don't fire where they were; a thousand waiting keys hold one loop timer."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.desk.schedule import Schedule

EPOCH = datetime(2026, 5, 1, tzinfo=UTC)


def loop_clock() -> Callable[[], datetime]:
    """A wall clock that is the event loop's clock, so that call_later and now() agree exactly."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    return lambda: EPOCH + timedelta(seconds=loop.time() - start)


class Fired:
    def __init__(self, now: Callable[[], datetime]) -> None:
        self.now = now
        self.keys: list[tuple[str, datetime]] = []

    def __call__(self, keys: list[str]) -> None:
        self.keys.extend((key, self.now()) for key in keys)


def after(ms: float) -> datetime:
    return EPOCH + timedelta(milliseconds=ms)


async def test_keys_fire_once_in_order_at_their_instant() -> None:
    now = loop_clock()
    fired = Fired(now)
    schedule: Schedule[str] = Schedule(fired, now)
    schedule.set("late", after(60))
    schedule.set("soon", after(20))
    schedule.set("moved", after(10))
    schedule.set("moved", after(40))
    schedule.set("gone", after(30))
    schedule.cancel("gone")
    await asyncio.sleep(0.1)
    assert [key for key, _ in fired.keys] == ["soon", "moved", "late"]
    for key, at in fired.keys:
        assert at >= {"soon": after(20), "moved": after(40), "late": after(60)}[key]
    assert len(schedule) == 0


async def test_a_key_due_already_fires_at_once_and_stop_fires_nothing() -> None:
    now = loop_clock()
    fired = Fired(now)
    schedule: Schedule[str] = Schedule(fired, now)
    schedule.set("overdue", EPOCH - timedelta(hours=1))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    assert [key for key, _ in fired.keys] == ["overdue"]
    schedule.set("never", after(10))
    schedule.stop()
    await asyncio.sleep(0.03)
    assert [key for key, _ in fired.keys] == ["overdue"]


async def test_a_thousand_waiting_keys_hold_one_loop_timer(monkeypatch: pytest.MonkeyPatch) -> None:
    loop = asyncio.get_running_loop()
    handles: list[asyncio.TimerHandle] = []
    original = loop.call_later

    def counting(delay: float, callback: Callable[..., Any], *args: Any) -> asyncio.TimerHandle:
        handle = original(delay, callback, *args)
        handles.append(handle)
        return handle

    monkeypatch.setattr(loop, "call_later", counting)
    now = loop_clock()
    schedule: Schedule[int] = Schedule(lambda keys: None, now)
    for key in range(1000):
        schedule.set(key, after(3_600_000 - key))  # each sooner than the last: the worst case
    assert len(schedule) == 1000
    assert sum(not handle.cancelled() for handle in handles) == 1
    for round_ in range(20):  # every timer moved again and again: the heap stays bounded
        for key in range(1000):
            schedule.set(key, after(3_600_000 + round_ * 1000 + key))
    assert len(schedule._heap) <= 2 * 1000 + 64
    schedule.stop()
    assert all(handle.cancelled() for handle in handles)
