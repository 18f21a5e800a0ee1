"""Per-server preferences store over SQLite (aiosqlite).

Design:
* Two connections to one WAL database: a *writer* that runs every write as
  one ``BEGIN IMMEDIATE`` transaction under an ``asyncio.Lock`` (so writes in
  this process are serialised and never see "database is locked"), and a
  read-only *reader* that loads cold guilds without waiting for writes.
* Reads go through a per-guild cache of frozen :class:`GuildSettings`.
  A write replaces the entry with the committed value (write-through), a
  failed write drops it. Concurrent cold reads of one guild share one query
  (single-flight); a load that raced a write is returned but not cached,
  tracked by per-guild generation counters.
* Each write runs in its own task shielded from caller cancellation, so a
  started transaction always commits or rolls back, and the cache update
  happens together with the commit.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from collections.abc import Awaitable, Callable, Generator, Iterable, Sequence
from datetime import UTC, datetime, timedelta
from functools import partial
from os import PathLike
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Literal, Self, TypeVar, get_args

import aiosqlite

from bot.store.errors import StoreError
from bot.store.migrate import MIGRATIONS, Migration, apply_migrations
from bot.store.models import GuildSettings, Visibility

__all__ = ["BUSY_TIMEOUT_MS", "Store"]

log = logging.getLogger(__name__)

T = TypeVar("T")
Body = Callable[[aiosqlite.Connection], Awaitable[T]]

BUSY_TIMEOUT_MS: Final = 5000
_MAX_SNOWFLAKE: Final = 2**63 - 1
_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND: Final = timedelta(microseconds=1)
_VISIBILITIES: Final = frozenset(get_args(Visibility))

_SELECT_GUILD: Final = """
SELECT g.default_game, g.enabled_games, g.visibility, g.judge_role_id,
       g.removed_at, c.channel_id, c.game
FROM guilds AS g
LEFT JOIN channel_games AS c ON c.guild_id = g.guild_id
WHERE g.guild_id = ?
"""

_Column = Literal["default_game", "enabled_games", "visibility", "judge_role_id", "removed_at"]
_UPSERT_COLUMN: Final[dict[_Column, str]] = {
    column: (
        f"INSERT INTO guilds (guild_id, {column}) VALUES (?, ?) "
        f"ON CONFLICT (guild_id) DO UPDATE SET {column} = excluded.{column}"
    )
    for column in get_args(_Column)
}


class _Opening:
    """Result of :meth:`Store.open`: ``await`` it or use it in ``async with``."""

    def __init__(self, coro_factory: Callable[[], Awaitable[Store]]) -> None:
        self._factory = coro_factory
        self._store: Store | None = None

    def __await__(self) -> Generator[Any, None, Store]:
        return self._open().__await__()

    async def _open(self) -> Store:
        return await self._factory()

    async def __aenter__(self) -> Store:
        self._store = await self._factory()
        return self._store

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._store is not None:
            await self._store.close()


class Store:
    """Async store of :class:`GuildSettings`; one instance per process.

    Open with ``store = await Store.open(path)`` (or ``async with
    Store.open(path) as store``) and close with ``await store.close()``.
    """

    def __init__(self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection) -> None:
        """Internal; use :meth:`open`."""
        self._path = path
        self._writer = writer
        self._reader = reader
        self._write_lock = asyncio.Lock()
        self._cache: dict[int, GuildSettings] = {}
        self._inflight: dict[int, asyncio.Task[GuildSettings]] = {}
        self._generation: dict[int, int] = {}
        self._epoch = 0
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closed = False
        self._read_queries = 0

    # ------------------------------------------------------------------ life

    @classmethod
    def open(
        cls,
        path: str | PathLike[str],
        *,
        migrations: Sequence[Migration] = MIGRATIONS,
    ) -> _Opening:
        """Open (creating if needed) and migrate the database at ``path``.

        ``migrations`` exists for tests; production code uses the packaged
        ones. Raises :class:`StoreError` if the file's schema is newer than
        the code or a migration fails.
        """
        return _Opening(partial(cls._open, Path(path), migrations))

    @classmethod
    async def _open(cls, path: Path, migrations: Sequence[Migration]) -> Store:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create directory for {path}: {exc}") from exc
        writer = await _connect(path)
        reader: aiosqlite.Connection | None = None
        try:
            version = await apply_migrations(writer, migrations)
            mode = await _scalar(writer, "PRAGMA journal_mode = WAL")
            if str(mode).lower() != "wal":
                log.warning("journal_mode is %s, not WAL, for %s", mode, path)
            reader = await _connect(path, read_only=True)
        except BaseException:
            await writer.close()
            if reader is not None:
                await reader.close()
            raise
        log.info("opened settings store %s (schema version %d)", path, version)
        return cls(path, writer, reader)

    async def close(self) -> None:
        """Finish accepted writes and in-flight loads, then close. Idempotent."""
        if self._closed:
            return
        self._closed = True
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        self._cache.clear()
        try:
            await self._reader.close()
        finally:
            await self._writer.close()
        log.info("closed settings store %s", self._path)

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    @property
    def path(self) -> Path:
        """The database file."""
        return self._path

    @property
    def read_queries(self) -> int:
        """How many settings queries cache misses have run (tests, metrics)."""
        return self._read_queries

    def clear_cache(self) -> None:
        """Drop every cached entry (benchmarks, tests, manual DB edits)."""
        self._epoch += 1
        self._cache.clear()
        self._inflight.clear()

    # ----------------------------------------------------------------- reads

    async def get(self, guild_id: int) -> GuildSettings:
        """The server's settings; defaults (no row written) if it has none."""
        _check_snowflake(guild_id, "guild_id")
        self._check_open()
        cached = self._cache.get(guild_id)
        if cached is not None:
            return cached
        task = self._inflight.get(guild_id)
        if task is None:
            task = asyncio.create_task(self._load(guild_id))
            self._inflight[guild_id] = task
            self._tasks.add(task)  # so close() waits for it even after clear_cache()
            task.add_done_callback(partial(self._load_done, guild_id))
        # shield: a cancelled caller must not cancel the load others await.
        return await asyncio.shield(task)

    async def export(self, guild_id: int) -> dict[str, Any]:
        """JSON-ready dict of the server's settings (see GuildSettings.export)."""
        return (await self.get(guild_id)).export()

    async def _load(self, guild_id: int) -> GuildSettings:
        stamp = self._stamp(guild_id)
        self._read_queries += 1
        settings = await _fetch(self._reader, guild_id)
        if not self._closed and self._stamp(guild_id) == stamp:
            self._cache[guild_id] = settings
        return settings

    def _load_done(self, guild_id: int, task: asyncio.Task[GuildSettings]) -> None:
        self._tasks.discard(task)
        if self._inflight.get(guild_id) is task:
            del self._inflight[guild_id]
        if not task.cancelled():
            task.exception()  # mark retrieved; waiters got it already

    # ---------------------------------------------------------------- writes

    async def set_default_game(self, guild_id: int, game: str | None) -> GuildSettings:
        """Set (or clear with None) the server-wide default game."""
        _check_snowflake(guild_id, "guild_id")
        if game is not None:
            _check_game(game)
        return await self._set_column(guild_id, "default_game", game)

    async def set_channel_game(self, guild_id: int, channel_id: int, game: str | None) -> GuildSettings:
        """Set the game override of one channel; None clears it."""
        _check_snowflake(guild_id, "guild_id")
        _check_snowflake(channel_id, "channel_id")
        if game is None:

            async def body(conn: aiosqlite.Connection) -> None:
                await conn.execute(
                    "DELETE FROM channel_games WHERE guild_id = ? AND channel_id = ?",
                    (guild_id, channel_id),
                )

        else:
            _check_game(game)

            async def body(conn: aiosqlite.Connection) -> None:
                await conn.execute(
                    "INSERT INTO guilds (guild_id) VALUES (?) ON CONFLICT (guild_id) DO NOTHING",
                    (guild_id,),
                )
                await conn.execute(
                    "INSERT INTO channel_games (guild_id, channel_id, game) "
                    "VALUES (?, ?, ?) ON CONFLICT (guild_id, channel_id) "
                    "DO UPDATE SET game = excluded.game",
                    (guild_id, channel_id, game),
                )

        return await self._write_guild(guild_id, body)

    async def set_enabled_games(self, guild_id: int, games: Iterable[str] | None) -> GuildSettings:
        """Restrict the server to ``games``; None re-enables every game.

        An empty iterable is kept as "no game enabled", distinct from None.
        """
        _check_snowflake(guild_id, "guild_id")
        encoded: str | None = None
        if games is not None:
            if isinstance(games, str):
                raise TypeError("games must be an iterable of game ids, not a str")
            unique = sorted(set(games))
            for game in unique:
                _check_game(game)
            encoded = json.dumps(unique)
        return await self._set_column(guild_id, "enabled_games", encoded)

    async def set_visibility(self, guild_id: int, visibility: Visibility) -> GuildSettings:
        """Choose private-first (ephemeral) or public answers."""
        _check_snowflake(guild_id, "guild_id")
        if visibility not in _VISIBILITIES:
            raise ValueError(f"visibility must be one of {sorted(_VISIBILITIES)}")
        return await self._set_column(guild_id, "visibility", visibility)

    async def set_judge_role(self, guild_id: int, role_id: int | None) -> GuildSettings:
        """Set (or clear with None) the role treated as judges."""
        _check_snowflake(guild_id, "guild_id")
        if role_id is not None:
            _check_snowflake(role_id, "role_id")
        return await self._set_column(guild_id, "judge_role_id", role_id)

    async def reset(self, guild_id: int) -> GuildSettings:
        """Delete every setting of the server (incl. removed_at): defaults."""
        _check_snowflake(guild_id, "guild_id")

        async def body(conn: aiosqlite.Connection) -> None:
            await conn.execute("DELETE FROM guilds WHERE guild_id = ?", (guild_id,))

        return await self._write_guild(guild_id, body)

    async def mark_removed(self, guild_id: int, when: datetime) -> GuildSettings:
        """Record that the bot left the server at ``when`` (aware datetime).

        Creates the row if the server had none, so the removal is visible.
        """
        _check_snowflake(guild_id, "guild_id")
        return await self._set_column(guild_id, "removed_at", _to_micros(when))

    async def mark_restored(self, guild_id: int) -> GuildSettings:
        """The bot is back in the server: clear removed_at, keep settings."""
        _check_snowflake(guild_id, "guild_id")

        async def body(conn: aiosqlite.Connection) -> None:
            await conn.execute("UPDATE guilds SET removed_at = NULL WHERE guild_id = ?", (guild_id,))

        return await self._write_guild(guild_id, body)

    async def purge_removed(self, before: datetime) -> int:
        """Delete servers removed strictly before ``before``; return how many.

        Their channel overrides go too (ON DELETE CASCADE).
        """
        cutoff = _to_micros(before)

        async def body(conn: aiosqlite.Connection) -> list[int]:
            rows = await conn.execute_fetchall(
                "DELETE FROM guilds WHERE removed_at IS NOT NULL AND removed_at < ? RETURNING guild_id",
                (cutoff,),
            )
            return [int(row[0]) for row in rows]

        def forget_all(ids: list[int]) -> None:
            for guild_id in ids:
                self._forget(guild_id)

        purged = await self._transact(body, forget_all, self.clear_cache)
        if purged:
            log.info("purged %d removed server(s) older than %s", len(purged), before)
        return len(purged)

    async def _set_column(self, guild_id: int, column: _Column, value: str | int | None) -> GuildSettings:
        sql = _UPSERT_COLUMN[column]

        async def body(conn: aiosqlite.Connection) -> None:
            await conn.execute(sql, (guild_id, value))

        return await self._write_guild(guild_id, body)

    async def _write_guild(self, guild_id: int, body: Body[None]) -> GuildSettings:
        """Run ``body`` then read the guild back, in one transaction."""

        async def body_and_read(conn: aiosqlite.Connection) -> GuildSettings:
            await body(conn)
            return await _fetch(conn, guild_id)

        return await self._transact(
            body_and_read,
            partial(self._remember, guild_id),
            partial(self._forget, guild_id),
        )

    async def _transact(
        self,
        body: Body[T],
        on_commit: Callable[[T], None],
        on_failure: Callable[[], None],
    ) -> T:
        """Run ``body`` in one writer transaction, shielded from cancellation."""
        self._check_open()
        task = asyncio.create_task(self._transact_locked(body, on_commit, on_failure))
        self._tasks.add(task)
        task.add_done_callback(self._write_done)
        return await asyncio.shield(task)

    def _write_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled():
            task.exception()  # mark retrieved; the caller (if any) got it

    async def _transact_locked(
        self,
        body: Body[T],
        on_commit: Callable[[T], None],
        on_failure: Callable[[], None],
    ) -> T:
        conn = self._writer
        async with self._write_lock:
            try:
                await conn.execute("BEGIN IMMEDIATE")
                result = await body(conn)
                await conn.execute("COMMIT")
            except BaseException as exc:
                await _rollback_quietly(conn)
                on_failure()
                if isinstance(exc, sqlite3.Error):
                    raise StoreError(f"could not save settings: {exc}") from exc
                raise
            on_commit(result)
            return result

    # ----------------------------------------------------------------- cache

    def _stamp(self, guild_id: int) -> tuple[int, int]:
        return (self._epoch, self._generation.get(guild_id, 0))

    def _remember(self, guild_id: int, settings: GuildSettings) -> None:
        """After a commit: cache the committed value, void older loads."""
        self._generation[guild_id] = self._generation.get(guild_id, 0) + 1
        self._inflight.pop(guild_id, None)
        self._cache[guild_id] = settings

    def _forget(self, guild_id: int) -> None:
        """Drop the entry and void in-flight loads of ``guild_id``."""
        self._generation[guild_id] = self._generation.get(guild_id, 0) + 1
        self._inflight.pop(guild_id, None)
        self._cache.pop(guild_id, None)

    def _check_open(self) -> None:
        if self._closed:
            raise StoreError("the settings store is closed")


# ------------------------------------------------------------------- helpers


async def _connect(path: Path, *, read_only: bool = False) -> aiosqlite.Connection:
    """Connect in autocommit mode (we issue BEGIN/COMMIT) and set pragmas."""
    try:
        conn = await aiosqlite.connect(path, isolation_level=None)
    except sqlite3.Error as exc:
        raise StoreError(f"cannot open settings database {path}: {exc}") from exc
    try:
        await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        await conn.execute("PRAGMA foreign_keys = ON")
        # FULL: an acknowledged write survives power loss, not only a crash.
        await conn.execute("PRAGMA synchronous = FULL")
        if read_only:
            await conn.execute("PRAGMA query_only = ON")
    except sqlite3.Error as exc:
        await conn.close()
        raise StoreError(f"cannot configure settings database {path}: {exc}") from exc
    except BaseException:
        await conn.close()
        raise
    return conn


async def _scalar(conn: aiosqlite.Connection, sql: str) -> object:
    rows = list(await conn.execute_fetchall(sql))
    return rows[0][0] if rows else None


async def _fetch(conn: aiosqlite.Connection, guild_id: int) -> GuildSettings:
    """Load one guild with a single statement (one consistent snapshot)."""
    try:
        rows = list(await conn.execute_fetchall(_SELECT_GUILD, (guild_id,)))
    except sqlite3.Error as exc:
        raise StoreError(f"could not read settings of server {guild_id}: {exc}") from exc
    if not rows:
        return GuildSettings(guild_id=guild_id)
    default_game, enabled_json, visibility, judge_role_id, removed_us = rows[0][:5]
    channel_games = tuple((row[5], row[6]) for row in rows if row[5] is not None)
    try:
        enabled = None if enabled_json is None else frozenset(json.loads(enabled_json))
        return GuildSettings(
            guild_id=guild_id,
            default_game=default_game,
            channel_games=channel_games,
            enabled_games=enabled,
            visibility=visibility,
            judge_role_id=judge_role_id,
            removed_at=None if removed_us is None else _from_micros(removed_us),
        )
    except (ValueError, TypeError) as exc:  # pydantic ValidationError, bad JSON
        raise StoreError(f"stored settings of server {guild_id} are invalid: {exc}") from exc


async def _rollback_quietly(conn: aiosqlite.Connection) -> None:
    """Roll back without masking the original error (no-op if no transaction)."""
    try:
        await conn.rollback()
    except Exception:
        log.exception("rollback after a failed write also failed")


def _check_snowflake(value: object, what: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an int, got {type(value).__name__}")
    if not 0 <= value <= _MAX_SNOWFLAKE:
        raise ValueError(f"{what} out of range: {value}")


def _check_game(value: object) -> None:
    if not isinstance(value, str):
        raise TypeError(f"game id must be a str, got {type(value).__name__}")
    if not value:
        raise ValueError("game id must not be empty")


def _to_micros(when: datetime) -> int:
    """Aware datetime -> integer microseconds since the epoch (exact)."""
    if not isinstance(when, datetime):
        raise TypeError(f"expected a datetime, got {type(when).__name__}")
    if when.tzinfo is None or when.utcoffset() is None:
        raise ValueError("naive datetime; pass an aware one, e.g. datetime.now(UTC)")
    return (when - _EPOCH) // _MICROSECOND


def _from_micros(micros: int) -> datetime:
    return _EPOCH + timedelta(microseconds=micros)
