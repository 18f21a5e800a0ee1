"""The numbered schema migrations, one folder per engine: ``migrations/<dialect>/NNNN_name.sql``.

Each engine has the same numbered steps, each written in its own SQL; a test keeps the lists in
step.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from importlib import resources
from typing import NamedTuple

from bot.store.base import StoreError


class Migration(NamedTuple):
    """One schema step, from ``version - 1`` to ``version``."""

    version: int
    name: str
    sql: str


def validate(migrations: Sequence[Migration]) -> tuple[Migration, ...]:
    """Require versions 1..N in order, so a gap or a duplicate fails loudly."""
    for expected, migration in enumerate(migrations, start=1):
        if migration.version != expected:
            raise StoreError(f"migration list is broken: expected version {expected}, got {migration.name}")
    return tuple(migrations)


def packaged(dialect: str) -> tuple[Migration, ...]:
    """The migrations shipped for one engine (``sqlite``, ``postgres``), in order."""
    folder = resources.files("bot.store").joinpath("migrations", dialect)
    return validate(
        sorted(
            Migration(int(found[1]), entry.name[:-4], entry.read_text(encoding="utf-8"))
            for entry in folder.iterdir()
            if (found := re.fullmatch(r"(\d{4})_[a-z0-9_]+\.sql", entry.name))
        )
    )


def newer_than_code(current: int, known: int) -> StoreError:
    """The one-line refusal of a database written by a newer floorjudge."""
    return StoreError(
        f"database schema version {current} is newer than the newest this code knows "
        f"({known}); refusing to open it. Upgrade floorjudge or restore a backup."
    )
