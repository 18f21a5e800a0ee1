"""The PostgreSQL engine: several processes (the shards of one bot) share one database.

Each process caches settings as the SQLite engine does; every write sends a notification in its
transaction (delivered on commit), and each process listens on its own connection and drops what
another process changed, within milliseconds, without polling. If that connection drops, the
process keeps answering from its cache, refuses changes (:class:`StoreError`), and reconnects with
backoff; back, it forgets its whole cache, since it may have missed notifications meanwhile.

A connection can also die without a word (a half-open TCP link after a network fault, a frozen
server): no notification and no error ever arrives, and the cache would stay stale forever. So the
listening connection is probed with ``SELECT 1`` every :data:`PROBE_EVERY` seconds; no answer within
:data:`PROBE_TIMEOUT` counts as a lost connection, handled as above.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import random
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import Any, Final, TypeVar

import asyncpg
from pydantic import ValidationError

from bot.store.base import Store, StoreError, StoreTimeout, toggled
from bot.store.models import GuildSettings, invalid_fields
from bot.store.postgres_desk import USER_NOTICE, PostgresDesk
from bot.store.schema import Migration, newer_than_code, packaged, validate
from bot.store.url import redacted, scrub, secrets_in, url_problem

log = logging.getLogger(__name__)
T = TypeVar("T")
MIGRATIONS: Final = packaged("postgres")
CHANNEL: Final = "floorjudge_settings"
"""The notification channel; the payload is a guild id, ``user:<id>`` for a member's own settings, or
``*`` for "forget everything"."""
CONNECT_TIMEOUT: Final = 5.0
MAX_BACKOFF: Final = 10.0
PROBE_EVERY: Final = 15.0
"""Seconds between two liveness probes of the listening connection."""
STATEMENT_TIMEOUT: Final = 3.0
"""Seconds a statement on a pooled connection may go unanswered before the database counts as lost
(its own queries take milliseconds; a wait for a free connection does not count)."""
PROBE_TIMEOUT: Final = 5.0
"""Seconds a probe (or any statement on the listening connection) may take before the connection
counts as lost."""
LISTENER_NAME: Final = "floorjudge-listen"
"""The listening connection's ``application_name``, for ``pg_stat_activity``."""
_SELECT: Final = """SELECT g.default_game, g.enabled_games, g.visibility, g.judge_role_id,
g.removed_at, c.channel_id, c.game FROM guilds AS g
LEFT JOIN channel_games AS c ON c.guild_id = g.guild_id WHERE g.guild_id = $1"""
_CONNECTION_TROUBLE: Final = (
    OSError,
    TimeoutError,
    asyncpg.InterfaceError,  # includes "connection was closed in the middle of operation"
    asyncpg.PostgresConnectionError,
    asyncpg.exceptions.OperatorInterventionError,  # the server shutting down
)
_RETRY: Final = (asyncpg.exceptions.DeadlockDetectedError, asyncpg.exceptions.SerializationError)


def lock_key(name: str) -> int:
    """A stable signed 64-bit advisory lock key for ``name`` (``floorjudge:`` prefixed)."""
    digest = hashlib.sha256(f"floorjudge:{name}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split()) or type(error).__name__


async def migrate(conn: asyncpg.Connection, migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Apply the pending migrations and the version bump in ONE transaction; return the version.

    Processes starting together take turns (a transaction-scoped advisory lock). A database with
    a newer version, or with tables but no version (someone else's), is refused, untouched.
    """
    migrations = validate(migrations)
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", lock_key("migrate"))
        others = await conn.fetch(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() "
            "AND tablename <> 'schema_version' ORDER BY tablename"
        )
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_version "
            "(one boolean PRIMARY KEY DEFAULT true CHECK (one), version integer NOT NULL)"
        )
        current = await conn.fetchval("SELECT version FROM schema_version") or 0
        if current > len(migrations):
            raise newer_than_code(current, len(migrations))
        if current == 0 and others:
            names = ", ".join(row[0] for row in others)
            raise StoreError(
                f"the tables are not floorjudge's schema version 0 (unexpected: {names}); refusing to use it"
            )
        for migration in migrations[current:]:
            try:
                await conn.execute(migration.sql)
            except asyncpg.PostgresError as exc:
                raise StoreError(
                    f"schema migration {migration.name} failed (database left at version {current}): "
                    f"{_one_line(exc)}"
                ) from exc
        if current < len(migrations):
            await conn.execute(
                "INSERT INTO schema_version (version) VALUES ($1) "
                "ON CONFLICT (one) DO UPDATE SET version = excluded.version",
                len(migrations),
            )
            log.info("migrated the settings database from version %d to %d", current, len(migrations))
    return len(migrations)


class PostgresStore(PostgresDesk, Store):
    """Settings in PostgreSQL, shared by any number of processes (see the module's docstring)."""

    def __init__(
        self,
        url: str,
        pool: asyncpg.Pool,
        *,
        probe_every: float = PROBE_EVERY,
        probe_timeout: float = PROBE_TIMEOUT,
        statement_timeout: float = STATEMENT_TIMEOUT,
    ) -> None:
        """Internal; use :meth:`open`."""
        super().__init__()
        self.url, self._pool = url, pool
        self._secrets = secrets_in(url, user=True)
        self.probe_every, self.probe_timeout = probe_every, probe_timeout
        self.statement_timeout = statement_timeout
        self.first_backoff = 0.1
        """Seconds before the first reconnection attempt (doubling up to MAX_BACKOFF, jittered)."""
        self._watching: asyncio.Task[None] | None = None
        """The probe in progress, if any (started by a timer, not a long-lived sleeping task)."""
        self._probe_timer: asyncio.TimerHandle | None = None
        self._listener: asyncpg.Connection | None = None
        self._listener_lock = asyncio.Lock()
        self._online = True
        self._reconnecting: asyncio.Task[None] | None = None
        self._held: set[str] = set()
        self._own: Counter[tuple[int, str]] = Counter()
        """Notifications this process's own changes will send: (the connection's server pid, guild)."""
        self.notifications = 0
        """Notifications received (tests and benchmarks)."""

    shared = True

    @classmethod
    def takes(cls, target: str) -> bool:
        return target.startswith(("postgresql://", "postgres://"))

    @classmethod
    async def open(  # type: ignore[override]
        cls,
        url: str,
        *,
        migrations: Sequence[Migration] = MIGRATIONS,
        probe_every: float = PROBE_EVERY,
        probe_timeout: float = PROBE_TIMEOUT,
        statement_timeout: float = STATEMENT_TIMEOUT,
        expected: bool = False,
    ) -> PostgresStore:
        """Connect, migrate and start listening; every start-up fault is one :class:`StoreError` line,
        with no credential of the URL in it. (``expected`` is the SQLite engine's: a PostgreSQL
        database is created by its administrator, never by the bot.)"""
        url = str(url)
        if (problem := url_problem(url)) is not None:
            raise StoreError(f"cannot connect: {problem}")
        secrets = secrets_in(url, user=True)
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=0,  # no background refills of a floor, retrying while the server is away
                max_size=8,
                timeout=CONNECT_TIMEOUT,
                command_timeout=30,
                # an acknowledged write is on disk, whatever the server's default
                server_settings={"synchronous_commit": "on", "application_name": "floorjudge"},
            )
        except (*_CONNECTION_TROUBLE, asyncpg.PostgresError, ValueError, OverflowError) as exc:
            raise StoreError(scrub(f"cannot connect: {_one_line(exc)}", secrets)) from None
        try:
            async with pool.acquire() as conn:
                version = await migrate(conn, migrations)
            store = cls(
                url,
                pool,
                probe_every=probe_every,
                probe_timeout=probe_timeout,
                statement_timeout=statement_timeout,
            )
            await store._listen()
        except BaseException as exc:
            await pool.close()  # the pool connects on first use: this is where a server is unreachable
            if isinstance(exc, (*_CONNECTION_TROUBLE, ValueError, OverflowError)):
                raise StoreError(scrub(f"cannot connect: {_one_line(exc)}", secrets)) from None
            if isinstance(exc, asyncpg.PostgresError):
                raise StoreError(scrub(f"cannot open it: {_one_line(exc)}", secrets)) from None
            raise
        store._schedule_probe()
        log.info("opened settings store %s (schema version %d)", redacted(url), version)
        return store

    @property
    def online(self) -> bool:
        """False while the connection is lost (reads answer from the cache, changes are refused)."""
        return self._online

    # -- the listening connection -----------------------------------------------------------------

    async def _listen(self) -> None:
        conn = await asyncpg.connect(
            self.url,
            timeout=CONNECT_TIMEOUT,
            command_timeout=self.probe_timeout,  # a statement that hangs here means a dead connection
            server_settings={"application_name": LISTENER_NAME},
        )
        try:
            await conn.add_listener(CHANNEL, self._notified)
        except BaseException:
            await conn.close()
            raise
        conn.add_termination_listener(self._terminated)
        self._listener = conn

    def _notified(self, conn: object, pid: int, channel: str, payload: str) -> None:
        self.notifications += 1
        if self._own[(pid, payload)] > 0:
            # This process's own change, sent by the connection that made it: the writer already
            # dropped and reread the server's settings. Dropping them again here, whenever the
            # notification happens to arrive, would empty a fresh cache (and a hung database then
            # meets a read that the cache would have answered).
            self._own[(pid, payload)] -= 1
            return
        if payload == "*":
            self.clear_cache()
        elif payload.startswith(USER_NOTICE):
            self.forget_user(int(payload.removeprefix(USER_NOTICE)))
        else:
            self.invalidate(int(payload))

    def _terminated(self, conn: object) -> None:
        if conn is self._listener:
            self._lost("the connection was closed")

    def _schedule_probe(self) -> None:
        """Probe the listening connection ``probe_every`` seconds from now (while online, until closed).

        A timer, not a task asleep between probes: nothing of the store's waits while there is nothing to
        do (simcord's tests settle after every action, and a long-lived sleeper made them wait)."""
        if not self._closed:
            self._probe_timer = asyncio.get_running_loop().call_later(self.probe_every, self._start_probe)

    def _start_probe(self) -> None:
        if self._closed:
            return
        if not self._online:  # the reconnection watches the connection meanwhile
            self._schedule_probe()
            return
        self._watching = asyncio.ensure_future(self._probe())
        self._watching.add_done_callback(lambda _: self._schedule_probe())

    async def _probe(self) -> None:
        """``SELECT 1`` on the listening connection; no answer within ``probe_timeout`` (waiting for
        :meth:`lead` included) is a lost connection. Cancelling it cancels only the probe."""
        listener = None
        try:
            async with asyncio.timeout(self.probe_timeout), self._listener_lock:
                listener = self._listener
                if listener is None or not self._online:
                    return
                await listener.fetchval("SELECT 1")
        except (*_CONNECTION_TROUBLE, asyncpg.PostgresError) as exc:  # TimeoutError included
            if listener is None or listener is self._listener:  # not an old connection, replaced since
                self._lost(exc if str(exc) else f"no answer to a probe within {self.probe_timeout:g} s")

    def _lost(self, reason: object) -> None:
        """Log once, answer from the cache, refuse changes, and reconnect in the background."""
        if not self._online or self._closed:
            return
        self._online = False
        self._held.clear()  # the server released the session's advisory locks
        log.warning(
            "lost the connection to the settings database (%s); answering from the cache and refusing "
            "setting changes until it is back; reconnecting",
            scrub(_one_line(reason), self._secrets) if isinstance(reason, BaseException) else reason,
        )
        self._reconnecting = asyncio.ensure_future(self._reconnect())

    async def _reconnect(self) -> None:
        loop = asyncio.get_running_loop()
        started, delay, old = loop.time(), self.first_backoff, self._listener
        self._listener = None
        if old is not None:
            old.remove_termination_listener(self._terminated)
            old.terminate()
        while not self._closed:
            await asyncio.sleep(delay * random.uniform(0.5, 1.0))  # jitter: shards don't stampede
            try:
                await self._listen()
            except (*_CONNECTION_TROUBLE, asyncpg.PostgresError):
                delay = min(delay * 2, MAX_BACKOFF)
                continue
            await self._pool.expire_connections()
            self.clear_cache()  # changes made while we were away were not notified to us
            self._own.clear()
            self._online = True
            log.info("reconnected to the settings database after %.1f s", loop.time() - started)
            return

    async def lead(self, duty: str) -> bool:
        """Hold ``duty``'s advisory lock on the listening connection: one process in all holds it,
        until that process or its connection goes (then another takes it on its next try)."""
        if duty in self._held:
            return True
        async with self._listener_lock:
            if not self._online or self._listener is None:
                return False
            try:
                held = bool(await self._listener.fetchval("SELECT pg_try_advisory_lock($1)", lock_key(duty)))
            except _CONNECTION_TROUBLE as exc:
                self._lost(exc)
                return False
        if held:
            self._held.add(duty)
        return held

    # -- primitives -------------------------------------------------------------------------------

    def _writable(self) -> None:
        if not self._online:
            raise StoreError("the settings database is unreachable (reconnecting)")

    async def _run(
        self,
        failure: str,
        body: Callable[..., Awaitable[T]],
        *args: Any,
        transaction: bool = True,
        announces: str | None = None,
    ) -> T:
        """Run ``body(conn, *args)`` on a pooled connection, in one transaction when writing.

        A connection that gives no answer within :attr:`statement_timeout` (a hung server: the socket
        open, nothing answering) is cut, and the store counts the database as lost: later calls are
        answered from the cache or refused at once instead of each waiting on it."""
        loop = asyncio.get_running_loop()
        for attempt in range(5):
            hung: list[bool] = []

            def cut(conn: asyncpg.Connection, hung: list[bool] = hung) -> None:
                hung.append(True)
                conn.terminate()

            try:
                async with self._pool.acquire() as conn:  # queueing for a connection is not trouble
                    if not self._online:  # lost while this call queued: don't wait on it too
                        raise StoreError(f"{failure}: the settings database is unreachable (reconnecting)")
                    watchdog = loop.call_later(self.statement_timeout, cut, conn)
                    own = (conn.get_server_pid(), announces) if announces is not None else None
                    if own is not None:  # counted before the commit: the notification may come first
                        self._own[own] += 1
                    try:
                        if not transaction:
                            return await body(conn, *args)
                        async with conn.transaction():
                            return await body(conn, *args)
                    except BaseException:
                        if own is not None and self._own[own] > 0:  # not committed: nothing announced
                            self._own[own] -= 1
                        raise
                    finally:
                        watchdog.cancel()
            except _RETRY:
                if attempt == 4:
                    raise StoreError(f"{failure}: the database stayed too busy") from None
                await asyncio.sleep(0.01 * 2**attempt)
            except _CONNECTION_TROUBLE as exc:
                if hung:
                    reason = f"no answer within {self.statement_timeout:g} s"
                    self._lost(reason)
                    if transaction:  # a COMMIT already sent may still be carried out
                        raise StoreTimeout(
                            f"{failure}: the settings database gave {reason}; the change may still "
                            "be saved once it answers",
                            writing=True,
                        ) from None
                    raise StoreTimeout(f"{failure}: the settings database gave {reason}") from None
                self._lost(exc)
                raise StoreError(f"{failure}: the settings database is unreachable") from exc
            except asyncpg.PostgresError as exc:
                raise StoreError(scrub(f"{failure}: {_one_line(exc)}", self._secrets)) from exc
        raise AssertionError("unreachable")

    def _load(self, guild_id: int) -> Awaitable[GuildSettings]:
        if not self._online:  # a server not cached is unknown: its reader must not wait on a lost database
            return self._refused(
                f"the settings of server {guild_id} can't be read: "
                "the settings database is unreachable (reconnecting)"
            )
        return self._run(
            f"the settings of server {guild_id} can't be read", _fetch, guild_id, transaction=False
        )

    @staticmethod
    async def _refused(message: str) -> GuildSettings:
        raise StoreError(message)

    def _save(self, guild_id: int, changes: dict[str, Any]) -> Awaitable[GuildSettings]:
        failure = "the change could not be saved"
        return self._run(failure, _save_now, guild_id, changes, announces=str(guild_id))

    def _reset(self, guild_id: int) -> Awaitable[object]:
        failure = "the change could not be saved"
        return self._run(failure, _reset_now, guild_id, announces=str(guild_id))

    def _purge(self, before: datetime) -> Awaitable[int]:
        return self._run("the change could not be saved", _purge_now, before)

    async def guild_ids(self) -> list[int]:
        rows = await self._run(
            "the servers can't be listed",
            lambda conn: conn.fetch("SELECT guild_id FROM guilds ORDER BY guild_id"),
            transaction=False,
        )
        return [row[0] for row in rows]

    async def replace(self, settings: list[GuildSettings]) -> None:
        await self._write(lambda: self._run("the change could not be saved", _replace_now, settings))

    async def command_fingerprint(self, scope: str) -> str | None:
        found = await self._run(
            "the command tree's fingerprint can't be read",
            lambda conn: conn.fetchval("SELECT fingerprint FROM command_sync WHERE scope = $1", scope),
            transaction=False,
        )
        return None if found is None else str(found)

    async def record_command_fingerprint(self, scope: str, fingerprint: str) -> None:
        await self._run(
            "the command tree's fingerprint could not be saved",
            lambda conn: conn.execute(
                "INSERT INTO command_sync (scope, fingerprint) VALUES ($1, $2) "
                "ON CONFLICT (scope) DO UPDATE SET fingerprint = excluded.fingerprint",
                scope,
                fingerprint,
            ),
        )

    async def _close(self) -> None:
        if self._probe_timer is not None:
            self._probe_timer.cancel()
        background = [task for task in (self._watching, self._reconnecting) if task is not None]
        for task in background:
            task.cancel()
        if background:  # not gather: a cancelled close() stays cancelled
            await asyncio.wait(background)
        listener, self._listener = self._listener, None
        try:
            if listener is not None:
                listener.remove_termination_listener(self._terminated)
                await listener.close(timeout=CONNECT_TIMEOUT)
        except (*_CONNECTION_TROUBLE, asyncpg.PostgresError):
            if listener is not None:
                listener.terminate()  # a closing that cannot say goodbye still frees the connection
        finally:
            await self._pool.close()
            log.info("closed settings store %s", redacted(self.url))


# -- on a connection, inside the caller's transaction ---------------------------------------------


async def _notify(conn: asyncpg.Connection, what: str) -> None:
    """Tell every process (this one too) to drop ``what`` from its cache, when the transaction
    commits: PostgreSQL delivers notifications on commit only."""
    await conn.execute("SELECT pg_notify($1, $2)", CHANNEL, what)


async def _fetch(conn: asyncpg.Connection, guild_id: int) -> GuildSettings:
    """One guild in one statement, so one consistent snapshot."""
    rows = await conn.fetch(_SELECT, guild_id)
    if not rows:
        return GuildSettings(guild_id=guild_id)
    game, enabled, visibility, judge_role_id, removed = tuple(rows[0])[:5]
    try:
        return GuildSettings(
            guild_id=guild_id,
            default_game=game,
            channel_games=tuple((row[5], row[6]) for row in rows if row[5] is not None),
            enabled_games=None if enabled is None else frozenset(enabled),
            visibility=visibility,
            judge_role_id=judge_role_id,
            removed_at=removed,
        )
    except ValidationError as exc:
        raise StoreError(f"the settings of server {guild_id} can't be read: {invalid_fields(exc)}") from None


async def _save_now(conn: asyncpg.Connection, guild_id: int, changes: dict[str, Any]) -> GuildSettings:
    changes = dict(changes)  # a retried transaction starts from the same changes
    channel = changes.pop("channel_game", None)
    for key in ("enable_game", "disable_game"):
        if key in changes:  # the row is locked until commit: a concurrent toggle waits, then counts
            await conn.execute("INSERT INTO guilds (guild_id) VALUES ($1) ON CONFLICT DO NOTHING", guild_id)
            sql = "SELECT enabled_games FROM guilds WHERE guild_id = $1 FOR UPDATE"
            enabled = await conn.fetchval(sql, guild_id)
            current = None if enabled is None else frozenset(enabled)
            changes["enabled_games"] = toggled(current, changes.pop(key), enable=key == "enable_game")
    if changes.get("enabled_games") is not None:
        changes["enabled_games"] = sorted(changes["enabled_games"])
    if changes or (channel and channel[1] is not None):
        names = ["guild_id", *changes]  # validated by Changes: never user text
        update = ", ".join(f"{name} = excluded.{name}" for name in changes)
        values = ", ".join(f"${n}" for n in range(1, len(names) + 1))
        await conn.execute(
            f"INSERT INTO guilds ({', '.join(names)}) VALUES ({values}) "
            f"ON CONFLICT (guild_id) DO {'UPDATE SET ' + update if update else 'NOTHING'}",
            guild_id,
            *changes.values(),
        )
    if channel and channel[1] is None:
        sql = "DELETE FROM channel_games WHERE guild_id = $1 AND channel_id = $2"
        await conn.execute(sql, guild_id, channel[0])
    elif channel:
        await conn.execute(
            "INSERT INTO channel_games (guild_id, channel_id, game) VALUES ($1, $2, $3) "
            "ON CONFLICT (guild_id, channel_id) DO UPDATE SET game = excluded.game",
            guild_id,
            *channel,
        )
    await _notify(conn, str(guild_id))
    return await _fetch(conn, guild_id)


async def _reset_now(conn: asyncpg.Connection, guild_id: int) -> None:
    await conn.execute("DELETE FROM guilds WHERE guild_id = $1", guild_id)
    await _notify(conn, str(guild_id))


async def _purge_now(conn: asyncpg.Connection, before: datetime) -> int:
    purged = await conn.fetch("DELETE FROM guilds WHERE removed_at < $1 RETURNING guild_id", before)
    if purged:
        await _notify(conn, "*")
    return len(purged)


async def _replace_now(conn: asyncpg.Connection, settings: list[GuildSettings]) -> None:
    ids = [one.guild_id for one in settings]
    await conn.execute("DELETE FROM guilds WHERE guild_id = ANY($1::bigint[])", ids)
    await conn.executemany(
        "INSERT INTO guilds (guild_id, default_game, enabled_games, visibility, judge_role_id, removed_at) "
        "VALUES ($1, $2, $3, $4, $5, $6)",
        [
            (
                one.guild_id,
                one.default_game,
                None if one.enabled_games is None else sorted(one.enabled_games),
                one.visibility,
                one.judge_role_id,
                one.removed_at,
            )
            for one in settings
        ],
    )
    await conn.executemany(
        "INSERT INTO channel_games (guild_id, channel_id, game) VALUES ($1, $2, $3)",
        [(one.guild_id, *pair) for one in settings for pair in one.channel_games],
    )
    await _notify(conn, "*")
