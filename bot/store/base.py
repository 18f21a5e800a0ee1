"""The store's interface and its engine-independent half: validation, cache, cancellation safety.

An engine (:class:`~bot.store.sqlite.SqliteStore` today, PostgreSQL later) implements five
primitives: ``_load``, ``_save``, ``_reset``, ``_purge`` and ``_close``.
"""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from datetime import datetime
from os import PathLike
from types import TracebackType
from typing import Any, Self, TypeVar

from pydantic import AwareDatetime, ConfigDict, TypeAdapter, with_config
from typing_extensions import TypedDict, Unpack

from bot.store.models import GameId, GuildSettings, Snowflake, Visibility

T = TypeVar("T")


class StoreError(Exception):
    """A storage failure, in one line: a database that cannot be opened, read or written.

    Mistakes of the calling code (an unknown field, a naive datetime) raise ``ValueError`` or
    ``TypeError`` instead: they are bugs, not conditions to tell a user about.
    """


@with_config(ConfigDict(strict=True, extra="forbid"))
class Changes(TypedDict, total=False):
    """What :meth:`Store.update` may change; a field left out is kept."""

    default_game: GameId | None
    enabled_games: frozenset[GameId] | None
    """None enables every game; an empty set enables none."""
    visibility: Visibility
    judge_role_id: Snowflake | None
    channel_game: tuple[Snowflake, GameId | None]
    """``(channel_id, game)`` sets that channel's game; ``(channel_id, None)`` clears it."""


_CHANGES = TypeAdapter(Changes)
_WHEN = TypeAdapter(AwareDatetime, config=ConfigDict(strict=True))


def check_guild_id(guild_id: object) -> int:
    """A Discord id that fits SQLite's and PostgreSQL's signed 64-bit integers."""
    if type(guild_id) is not int:
        raise TypeError(f"guild_id must be an int, got {type(guild_id).__name__}")
    if not 0 <= guild_id < 2**63:
        raise ValueError(f"guild_id out of range: {guild_id}")
    return guild_id


class Store(ABC):
    """Per-server settings: ``get`` and ``update``, and what the bot's life cycle needs.

    Reads are cached per guild as frozen :class:`GuildSettings`. Every write clears the whole
    cache when it starts and again when it ends, so a load that overlapped a write is never
    cached, whatever the engine's isolation. Concurrent cold
    reads of one guild share one query (a burst after start-up costs one query, not thousands).
    Every operation runs in its own task: a cancelled caller never leaves a write half-done, and
    :meth:`close` waits for whatever was accepted.
    """

    def __init__(self) -> None:
        self._cache: dict[int, GuildSettings] = {}
        self._flights: dict[int, asyncio.Future[GuildSettings]] = {}
        self._pending: set[asyncio.Future[Any]] = set()
        self._closed = False
        self.read_queries = 0
        """Queries run by cache misses (tests and benchmarks)."""

    @staticmethod
    async def open(target: str | PathLike[str]) -> Store:
        """Open the store at ``target`` (a SQLite file path); the bot's one entry point."""
        from bot.store.sqlite import SqliteStore

        return await SqliteStore.open(target)

    # -- the interface ------------------------------------------------------------------------

    async def get(self, guild_id: int) -> GuildSettings:
        """The server's settings; defaults if it has none. Raises :class:`StoreError` if unreadable."""
        if (hit := self._cache.get(guild_id)) is not None:
            return hit
        check_guild_id(guild_id)
        flight = self._flights.get(guild_id)
        if flight is None:
            self.read_queries += 1
            flight = self._flights[guild_id] = self._start(self._load, guild_id)
            flight.add_done_callback(lambda task: self._landed(guild_id, task))
        return await asyncio.shield(flight)

    async def update(self, guild_id: int, **changes: Unpack[Changes]) -> GuildSettings:
        """Apply ``changes`` (see :class:`Changes`) in one transaction; return the new settings.

        Raises :class:`StoreError` ("the change could not be saved: …") when the database refuses
        the write; then nothing of it was written.
        """
        check_guild_id(guild_id)
        if not changes:
            raise ValueError("update() needs at least one change")
        return await self._write(self._save, guild_id, dict(_CHANGES.validate_python(changes)))

    async def reset(self, guild_id: int) -> GuildSettings:
        """Forget every setting of the server (its removal date too): back to defaults."""
        await self._write(self._reset, check_guild_id(guild_id))
        return GuildSettings(guild_id=guild_id)

    async def export(self, guild_id: int) -> dict[str, Any]:
        """JSON-ready settings of the server (see :meth:`GuildSettings.export`)."""
        return (await self.get(guild_id)).export()

    async def mark_removed(self, guild_id: int, when: datetime) -> GuildSettings:
        """Record that the bot left the server at ``when`` (an aware datetime)."""
        check_guild_id(guild_id)
        return await self._write(self._save, guild_id, {"removed_at": _WHEN.validate_python(when)})

    async def mark_restored(self, guild_id: int) -> GuildSettings:
        """The bot is back in the server: keep its settings, forget the removal."""
        current = await self.get(guild_id)
        if current.removed_at is None:
            return current
        return await self._write(self._save, guild_id, {"removed_at": None})

    async def purge_removed(self, before: datetime) -> int:
        """Delete the servers removed before ``before``; return how many."""
        return await self._write(self._purge, _WHEN.validate_python(before))

    async def close(self) -> None:
        """Finish accepted reads and writes, then close. Idempotent."""
        if not self._closed:
            self._closed = True
            await asyncio.gather(*self._pending, return_exceptions=True)
            self._cache.clear()
            await self._close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    def clear_cache(self) -> None:
        """Forget every cached entry (benchmarks, tests)."""
        self._cache.clear()
        self._flights.clear()

    # -- the engine's primitives ----------------------------------------------------------------

    # Each returns an awaitable (a coroutine, or a future already under way).

    @abstractmethod
    def _load(self, guild_id: int) -> Awaitable[GuildSettings]:
        """Read one guild in one consistent snapshot; StoreError if that fails."""

    @abstractmethod
    def _save(self, guild_id: int, changes: dict[str, Any]) -> Awaitable[GuildSettings]:
        """Apply validated changes (plus ``removed_at``) in one transaction; return the result."""

    @abstractmethod
    def _reset(self, guild_id: int) -> Awaitable[object]:
        """Delete the guild's settings."""

    @abstractmethod
    def _purge(self, before: datetime) -> Awaitable[int]:
        """Delete guilds removed before ``before``; return how many."""

    @abstractmethod
    async def _close(self) -> None:
        """Release the connection."""

    # -- plumbing -------------------------------------------------------------------------------

    def _start(self, primitive: Callable[..., Awaitable[T]], *args: Any) -> asyncio.Future[T]:
        """Start a primitive on its own (a cancelled caller does not stop it); close waits for it."""
        if self._closed:
            raise StoreError("the settings store is closed")
        task = asyncio.ensure_future(primitive(*args))
        self._pending.add(task)
        task.add_done_callback(self._settled)
        return task

    def _settled(self, task: asyncio.Future[Any]) -> None:
        self._pending.discard(task)
        if not task.cancelled():
            task.exception()  # retrieved: the callers got it, or nobody is left to

    def _landed(self, guild_id: int, flight: asyncio.Future[GuildSettings]) -> None:
        """Cache a load, unless a write started since (it dropped the flight)."""
        if self._flights.get(guild_id) is flight:
            del self._flights[guild_id]
            if not flight.cancelled() and flight.exception() is None:
                self._cache[guild_id] = flight.result()

    async def _write(self, primitive: Callable[..., Awaitable[T]], *args: Any) -> T:
        self.clear_cache()
        task = self._start(primitive, *args)
        task.add_done_callback(lambda _: self.clear_cache())
        return await asyncio.shield(task)
