"""One event-loop timer for many due instants.

Every waiting round timer is an entry in a heap; one ``loop.call_later`` handle waits for the
soonest. Nothing runs while they wait (no task asleep per timer), so a thousand waiting timers cost a
heap of a thousand entries and one handle, and a test environment that settles after every action
(simcord) has nothing to wait for.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import Callable, Hashable
from datetime import datetime
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)


class Schedule(Generic[K]):
    """Keys due at instants of ``now()``'s clock; ``fire(keys)`` is called with the keys that fell due
    (it should only start work, not wait for it). Setting a key again moves it; an entry replaced or
    cancelled stays in the heap until it comes up, and is skipped then."""

    def __init__(self, fire: Callable[[list[K]], None], now: Callable[[], datetime]) -> None:
        self._fire = fire
        self._now = now
        self._heap: list[tuple[datetime, int, K]] = []
        self._due: dict[K, tuple[datetime, int]] = {}
        self._order = itertools.count()
        self._handle: asyncio.TimerHandle | None = None
        self._armed_for: datetime | None = None

    def __len__(self) -> int:
        return len(self._due)

    def when(self, key: K) -> datetime | None:
        found = self._due.get(key)
        return None if found is None else found[0]

    def set(self, key: K, when: datetime | None) -> None:
        """Fire ``key`` at ``when``; None cancels it."""
        if when is None:
            self.cancel(key)
            return
        entry = (when, next(self._order))
        self._due[key] = entry
        heapq.heappush(self._heap, (*entry, key))
        if len(self._heap) > 2 * len(self._due) + 64:  # mostly replaced entries: rebuild
            self._heap = [(at, order, k) for k, (at, order) in self._due.items()]
            heapq.heapify(self._heap)
        if self._armed_for is None or when < self._armed_for:
            self._arm()

    def cancel(self, key: K) -> None:
        self._due.pop(key, None)
        if not self._due:
            self.stop()

    def stop(self) -> None:
        """Forget every key; nothing fires."""
        self._due.clear()
        self._heap.clear()
        if self._handle is not None:
            self._handle.cancel()
        self._handle = self._armed_for = None

    def _arm(self) -> None:
        """Wait for the soonest live entry (dropping dead ones from the top of the heap)."""
        while self._heap and self._due.get(self._heap[0][2]) != self._heap[0][:2]:
            heapq.heappop(self._heap)
        if self._handle is not None:
            self._handle.cancel()
            self._handle = self._armed_for = None
        if not self._heap:
            return
        soonest = self._heap[0][0]
        delay = max((soonest - self._now()).total_seconds(), 0.0)
        self._armed_for = soonest
        self._handle = asyncio.get_running_loop().call_later(delay, self._wake)

    def _wake(self) -> None:
        self._handle = self._armed_for = None
        now, fallen = self._now(), []
        while self._heap and self._heap[0][0] <= now:
            when, order, key = heapq.heappop(self._heap)
            if self._due.get(key) == (when, order):
                del self._due[key]
                fallen.append(key)
        self._arm()
        if fallen:
            self._fire(fallen)
