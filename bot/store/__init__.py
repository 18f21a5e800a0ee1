"""Per-server settings storage. Never imports discord.

``await Store.open(path)`` gives the SQLite engine; ``get`` and ``update`` are the API (see
:class:`Store`). Schema migrations ship as package data in ``bot/store/migrations/*.sql``.
"""

from bot.store.base import Changes, Store, StoreError
from bot.store.models import GameResolution, GameSource, GuildSettings, Visibility
from bot.store.sqlite import SqliteStore

__all__ = [
    "Changes",
    "GameResolution",
    "GameSource",
    "GuildSettings",
    "SqliteStore",
    "Store",
    "StoreError",
    "Visibility",
]
