"""A read-through cache for one kind of stored record, with the store's rules for it."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Cached(Generic[K, V]):
    """Records by key: concurrent cold reads of one key share one load, and a load is cached only if
    nothing dropped its key while it ran (a write drops the key when it starts and when it lands), so
    a read that overlapped a write is never cached, whatever the engine's isolation.

    At most ``limit`` records are kept, the least recently read going first: the members of a
    large bot are many more than its servers."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._values: dict[K, V] = {}
        self._flights: dict[K, asyncio.Future[V]] = {}

    def cached(self, key: K) -> V | None:
        return self._values.get(key)

    async def get(self, key: K, load: Callable[[], asyncio.Future[V]]) -> V:
        """The cached record, or ``load()``'s (started once for every reader waiting on it)."""
        if (hit := self._values.pop(key, None)) is not None:
            self._values[key] = hit  # now the most recently read
            return hit
        flight = self._flights.get(key)
        if flight is None:
            flight = self._flights[key] = load()
            flight.add_done_callback(lambda done: self._landed(key, done))
        return await asyncio.shield(flight)

    def forget(self, key: K) -> None:
        """Drop a key's record and any load of it under way."""
        self._values.pop(key, None)
        self._flights.pop(key, None)

    def clear(self) -> None:
        self._values.clear()
        self._flights.clear()

    def _landed(self, key: K, flight: asyncio.Future[V]) -> None:
        if self._flights.get(key) is flight:
            del self._flights[key]
            if not flight.cancelled() and flight.exception() is None:
                self._values[key] = flight.result()
                if len(self._values) > self.limit:
                    del self._values[next(iter(self._values))]
