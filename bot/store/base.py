"""The store's interface and its engine-independent half: validation, cache, cancellation safety.

An engine (:class:`~bot.store.sqlite.SqliteStore`, :class:`~bot.store.postgres.PostgresStore`)
implements the primitives.
"""

from __future__ import annotations

import asyncio
import contextlib
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from os import PathLike
from typing import Any, ClassVar, TypeVar

from pydantic import AwareDatetime, ConfigDict, TypeAdapter, with_config
from typing_extensions import TypedDict, Unpack

from bot.store.desk import DeskStore
from bot.store.models import GameId, GuildSettings, Snowflake, Visibility

T = TypeVar("T")
_STRICT = ConfigDict(strict=True)


class StoreError(Exception):
    """A database that cannot be opened, read or written, said in one line.

    A mistake of the calling code (an unknown field, a naive datetime) is a ``ValueError``.
    """


class StoreTimeout(StoreError):
    """The database did not answer in time (a hung server). ``writing``: the call was a change, which
    may still land once the database answers, so "nothing was changed" cannot be promised."""

    def __init__(self, message: str, *, writing: bool = False) -> None:
        super().__init__(message)
        self.writing = writing


@with_config(ConfigDict(strict=True, extra="forbid"))
class Changes(TypedDict, total=False):
    """What :meth:`Store.update` may change; a field left out is kept."""

    default_game: GameId | None
    enabled_games: frozenset[GameId] | None  # None: every game; frozenset(): none
    visibility: Visibility
    judge_role_id: Snowflake | None
    channel_game: tuple[Snowflake, GameId | None]  # (channel_id, None) clears that channel's game
    enable_game: tuple[GameId, frozenset[GameId]]  # (game, every game): add one to the enabled set
    disable_game: tuple[GameId, frozenset[GameId]]  # (game, every game): take one out of it


def toggled(
    enabled: frozenset[str] | None, change: tuple[str, frozenset[str]], *, enable: bool
) -> frozenset[str] | None:
    """The enabled set after enabling or disabling one game; None again once every game is in it.

    Engines compute it inside the write's transaction, from the row they locked, so two managers
    toggling two games at once both count (a read-then-write from the cog lost one of them).
    """
    game, every = change
    current = every if enabled is None else enabled
    after = current | {game} if enable else current - {game}
    return None if after >= every else frozenset(after)


_CHANGES, _WHEN = TypeAdapter(Changes), TypeAdapter(AwareDatetime, config=_STRICT)


def checked_guild_id(guild_id: object) -> int:
    """A guild id, checked (a Snowflake, without pydantic's microsecond on every cache miss)."""
    if type(guild_id) is not int:
        raise TypeError(f"guild_id must be an int, got {type(guild_id).__name__}")
    if not 0 <= guild_id < 2**63:
        raise ValueError(f"guild_id out of range: {guild_id}")
    return guild_id


class Store(DeskStore, AbstractAsyncContextManager["Store"], ABC):
    """Per-server settings: ``get`` and ``update``, and what the bot's life cycle needs (and the
    judge's desk: :class:`~bot.store.desk.DeskStore`).

    Reads are cached per guild as frozen :class:`GuildSettings`. A write drops the loads under way
    when it starts and the cached settings when it is saved, so a load that overlapped a write is
    never cached, whatever the engine's isolation; a write that failed keeps the cache (the database
    still holds what was cached, and a hung database must not send every later answer to it).
    Concurrent cold reads of one guild share one query (a burst of 1,000 costs 1 query, not 1,000).
    Each operation runs on its own: a cancelled caller never leaves a
    write half-done, and :meth:`close` waits for what was accepted.
    """

    def __init__(self) -> None:
        self._cache: dict[int, GuildSettings] = {}
        self._writing: dict[int, int] = {}
        """Writes under way per server: the last one to land reads the server's settings again."""
        self._flights: dict[int, asyncio.Future[GuildSettings]] = {}
        self._pending: set[asyncio.Future[Any]] = set()
        self._closed = False
        self.read_queries = 0
        """Queries run by cache misses (tests and benchmarks)."""

    engines: ClassVar[list[type[Store]]] = []
    """Every engine, registered by subclassing; :meth:`open` picks the first that takes a target."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        Store.engines.append(cls)

    @classmethod
    def takes(cls, target: str) -> bool:
        """Whether this engine opens ``target`` (a file path, a database URL)."""
        return False

    @classmethod
    async def open(cls, target: str | PathLike[str], *, expected: bool = False) -> Store:
        """Open the store at ``target`` with the engine that takes it; the bot's one entry point.

        ``expected``: the bot has run here before, so a database created new is said loudly."""
        engine = next((e for e in Store.engines if e.takes(str(target))), None)
        if engine is None:
            raise StoreError(f"no settings store engine takes {target}")
        return await engine.open(target, expected=expected)

    async def get(self, guild_id: int) -> GuildSettings:
        """The server's settings (defaults if it has none); :class:`StoreError` if unreadable."""
        if (hit := self._cache.get(guild_id)) is not None:
            return hit
        flight = self._flights.get(checked_guild_id(guild_id))
        if flight is None:
            self.read_queries += 1
            flight = self._flights[guild_id] = self._start(self._load, guild_id)
            flight.add_done_callback(lambda done: self._landed(guild_id, done))
        return await asyncio.shield(flight)

    def cached(self, guild_id: int) -> GuildSettings | None:
        """The server's settings if they are cached now, without waiting for the database."""
        return self._cache.get(guild_id)

    async def update(self, guild_id: int, **changes: Unpack[Changes]) -> GuildSettings:
        """Apply ``changes`` (see :class:`Changes`) in one transaction; return the new settings.

        If the database refuses, :class:`StoreError` says "the change could not be saved: …" and
        nothing of it was written.
        """
        if not changes:
            raise ValueError("update() needs at least one change")
        changed = dict(_CHANGES.validate_python(changes))
        if len({"enabled_games", "enable_game", "disable_game"} & changed.keys()) > 1:
            raise ValueError("set enabled_games, enable_game or disable_game, one at a time")
        return await self._write_guild(self._save, checked_guild_id(guild_id), changed)

    async def reset(self, guild_id: int) -> GuildSettings:
        """Forget every setting of the server, its removal date too."""
        await self._write_guild(self._reset, checked_guild_id(guild_id))
        return GuildSettings(guild_id=guild_id)

    async def export(self, guild_id: int) -> dict[str, Any]:
        """JSON-ready settings of the server (see :meth:`GuildSettings.export`)."""
        return (await self.get(guild_id)).export()

    async def mark_removed(self, guild_id: int, when: datetime) -> GuildSettings:
        """Record that the bot left the server at ``when`` (an aware datetime)."""
        removed = {"removed_at": _WHEN.validate_python(when)}
        return await self._write_guild(self._save, checked_guild_id(guild_id), removed)

    async def mark_restored(self, guild_id: int) -> GuildSettings:
        """The bot is back in the server: keep its settings, forget the removal."""
        if (current := await self.get(guild_id)).removed_at is None:
            return current
        return await self._write_guild(self._save, guild_id, {"removed_at": None})

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

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    def clear_cache(self) -> None:
        """Forget every cached entry (benchmarks, tests)."""
        self._cache.clear()
        self._flights.clear()
        self._forget_users()

    def invalidate(self, guild_id: int) -> None:
        """Forget one server's cached settings, and any load of them under way (another process
        changed them)."""
        self._cache.pop(guild_id, None)
        self._flights.pop(guild_id, None)

    async def lead(self, duty: str) -> bool:
        """Whether this process is the one doing ``duty`` (the purge, the command sync) among the
        processes sharing the database. One SQLite file has one process (its lock sees to that)."""
        return True

    shared: ClassVar[bool] = False
    """Whether several processes (on several machines) may share this store."""

    async def guild_ids(self) -> list[int]:
        """Every server with stored settings, in order (``floorjudge db copy``)."""
        raise NotImplementedError

    async def command_fingerprint(self, scope: str) -> str | None:
        """The fingerprint of the command tree last synced for ``scope`` (see `bot.sync`)."""
        raise NotImplementedError

    async def record_command_fingerprint(self, scope: str, fingerprint: str) -> None:
        """Remember that ``scope`` was synced with the tree of this fingerprint."""
        raise NotImplementedError

    async def replace(self, settings: list[GuildSettings]) -> None:
        """Store exactly these servers' settings in one transaction, whatever was there before
        (``floorjudge db copy``: running it twice is harmless)."""
        raise NotImplementedError

    # The engine's primitives: each returns an awaitable already under way (or a coroutine).
    # Writes run in one transaction, raising StoreError("the change could not be saved: ...").

    @abstractmethod
    def _load(self, guild_id: int) -> Awaitable[GuildSettings]: ...
    @abstractmethod
    def _save(self, guild_id: int, changes: dict[str, Any]) -> Awaitable[GuildSettings]: ...
    @abstractmethod
    def _reset(self, guild_id: int) -> Awaitable[object]: ...
    @abstractmethod
    def _purge(self, before: datetime) -> Awaitable[int]: ...
    @abstractmethod
    async def _close(self) -> None: ...

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
        """Cache a load, unless a write started or ended since (it dropped the flight)."""
        if self._flights.get(guild_id) is flight:
            del self._flights[guild_id]
            if not flight.cancelled() and flight.exception() is None:
                self._cache[guild_id] = flight.result()

    def _writable(self) -> None:
        """Raise :class:`StoreError` when the engine knows now that a write cannot be saved (a lost
        connection): before the cache is cleared, so reads go on answering from it."""

    async def _write(self, primitive: Callable[..., Awaitable[T]], *args: Any) -> T:
        """A write that may touch any server (purge, replace): every load under way is dropped before
        it, the whole cache once it is saved."""

        def landed(task: asyncio.Future[T]) -> None:
            self._flights.clear()
            if _saved(task):
                self._cache.clear()

        return await self._written(self._flights.clear, landed, primitive, *args)

    async def _write_guild(self, primitive: Callable[..., Awaitable[T]], guild_id: int, *args: Any) -> T:
        """A write to one server: only its cached settings are dropped, so a burst of setting
        changes does not send every other server's reads back to the database. After its last write
        under way, the server's settings are read again before the writer returns (not taken from
        the writes: PostgreSQL's writes may land out of commit order), so answers find them cached."""

        def started() -> None:
            self._flights.pop(guild_id, None)
            self._writing[guild_id] = self._writing.get(guild_id, 0) + 1

        def landed(task: asyncio.Future[T]) -> None:
            self._flights.pop(guild_id, None)
            if _saved(task):
                self._cache.pop(guild_id, None)
            self._writing[guild_id] -= 1
            if not self._writing[guild_id]:
                del self._writing[guild_id]

        result = await self._written(started, landed, primitive, guild_id, *args)
        if guild_id not in self._writing and not self._closed:
            with contextlib.suppress(StoreError):  # the write is saved; a failed re-read changes nothing
                await self.get(guild_id)
        return result

    async def _written(
        self,
        started: Callable[[], None],
        landed: Callable[[asyncio.Future[T]], None],
        primitive: Callable[..., Awaitable[T]],
        *args: Any,
    ) -> T:
        if self._closed:
            raise StoreError("the settings store is closed")
        self._writable()
        task = self._start(primitive, *args)
        started()
        task.add_done_callback(landed)
        return await asyncio.shield(task)


def _saved(task: asyncio.Future[Any]) -> bool:
    """Whether a write's task ended with its change saved."""
    return not task.cancelled() and task.exception() is None
