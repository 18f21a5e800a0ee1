"""Per-server settings storage. Never imports discord.

``await Store.open(target)`` picks the engine: a file path gives SQLite, a ``postgresql://`` URL
PostgreSQL; ``get`` and ``update`` are the API (see :class:`Store`). Schema migrations ship as
package data in ``bot/store/migrations/<engine>/*.sql``.
"""

from bot.store.base import Changes, Store, StoreError, StoreTimeout
from bot.store.desk import DeskChanges, DeskSettings, JudgeCall, RoundTimer, UserSettings
from bot.store.models import GameResolution, GameSource, GuildSettings, Visibility
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore

__all__ = [
    "Changes",
    "DeskChanges",
    "DeskSettings",
    "GameResolution",
    "GameSource",
    "GuildSettings",
    "JudgeCall",
    "PostgresStore",
    "RoundTimer",
    "SqliteStore",
    "Store",
    "StoreError",
    "StoreTimeout",
    "UserSettings",
    "Visibility",
]
