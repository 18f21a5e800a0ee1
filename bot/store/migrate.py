"""Schema migrations: numbered ``.sql`` files applied in one transaction.

The schema version lives in ``PRAGMA user_version``. Files are read once, at
import time, from package data (``bot/store/migrations/NNNN_name.sql``), so
no file I/O happens on the event loop per request.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Final

import aiosqlite

from bot.store.errors import StoreError

__all__ = [
    "MIGRATIONS",
    "Migration",
    "apply_migrations",
    "latest_version",
    "load_migrations",
    "split_statements",
]

log = logging.getLogger(__name__)

_FILE_RE = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    """One schema step taking the database from ``version - 1`` to ``version``."""

    version: int
    name: str
    sql: str


def split_statements(script: str) -> list[str]:
    """Split an SQL script into single statements.

    ``executescript`` cannot be used because it commits any open transaction;
    ``sqlite3.complete_statement`` makes the split aware of strings, comments
    and trigger bodies.
    """
    statements: list[str] = []
    start = 0
    for pos, char in enumerate(script):
        if char == ";" and sqlite3.complete_statement(script[start : pos + 1]):
            statements.append(script[start : pos + 1].strip())
            start = pos + 1
    rest = script[start:]
    if rest.strip() and not _only_comments(rest):
        raise ValueError(f"unterminated SQL statement: {rest.strip()[:60]!r}")
    return statements


def _only_comments(text: str) -> bool:
    """True if ``text`` holds nothing but whitespace and ``--`` comments."""
    return all(not line.strip() or line.strip().startswith("--") for line in text.splitlines())


def validate(migrations: Sequence[Migration]) -> None:
    """Require versions 1..N in order, so a gap or duplicate fails loudly."""
    for expected, migration in enumerate(migrations, start=1):
        if migration.version != expected:
            raise StoreError(
                f"migration list is broken: expected version {expected}, "
                f"found {migration.version} ({migration.name})"
            )


def load_migrations(package: str = "bot.store", folder: str = "migrations") -> tuple[Migration, ...]:
    """Read and validate the packaged migration files (synchronous I/O)."""
    found: list[Migration] = []
    for entry in resources.files(package).joinpath(folder).iterdir():
        match = _FILE_RE.match(entry.name)
        if match is None:
            continue
        found.append(
            Migration(
                version=int(match.group(1)),
                name=entry.name.removesuffix(".sql"),
                sql=entry.read_text(encoding="utf-8"),
            )
        )
    found.sort(key=lambda m: m.version)
    validate(found)
    if not found:
        raise StoreError(f"no migrations found in {package}/{folder}")
    return tuple(found)


MIGRATIONS: Final[tuple[Migration, ...]] = load_migrations()


def latest_version(migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """The schema version the given migrations produce."""
    return migrations[-1].version if migrations else 0


async def _user_version(conn: aiosqlite.Connection) -> int:
    rows = list(await conn.execute_fetchall("PRAGMA user_version"))
    return int(rows[0][0])


async def apply_migrations(conn: aiosqlite.Connection, migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Bring the schema up to date; return the resulting version.

    All pending migrations and the ``user_version`` bump run in ONE
    ``BEGIN IMMEDIATE`` transaction: either all apply or none do. A database
    newer than ``migrations`` raises :class:`StoreError` naming both versions.
    ``conn`` must be in autocommit mode (``isolation_level=None``).
    """
    validate(migrations)
    known = latest_version(migrations)
    try:
        await conn.execute("BEGIN IMMEDIATE")
    except sqlite3.Error as exc:
        raise StoreError(f"cannot start schema migration: {exc}") from exc
    current = 0
    pending: list[Migration] = []
    step = "reading user_version"
    try:
        current = await _user_version(conn)
        if current > known:
            raise StoreError(
                f"database schema version {current} is newer than the newest "
                f"this code knows ({known}); refusing to open it. Upgrade "
                f"floorjudge or restore a backup made by this version."
            )
        pending = [m for m in migrations if m.version > current]
        for migration in pending:
            step = f"migration {migration.name}"
            for statement in split_statements(migration.sql):
                await conn.execute(statement)
        if pending:
            step = "setting user_version"
            # PRAGMA takes no parameters; ``known`` is an int we computed.
            await conn.execute(f"PRAGMA user_version = {int(known)}")
        await conn.execute("COMMIT")
    except BaseException as exc:
        await _rollback_quietly(conn)
        if isinstance(exc, sqlite3.Error | ValueError):
            raise StoreError(
                f"schema migration failed at {step} (database left at version {current}): {exc}"
            ) from exc
        raise
    if pending:
        log.info("migrated database schema from version %d to %d", current, known)
    return known


async def _rollback_quietly(conn: aiosqlite.Connection) -> None:
    """Roll back after a failure without masking the original error.

    ``sqlite3.Connection.rollback`` is a no-op outside a transaction, and it
    is queued behind any statement still running on the connection thread.
    """
    try:
        await conn.rollback()
    except Exception:
        log.exception("rollback after failed migration also failed")
