"""Per-server preferences store (SQLite via aiosqlite). Never imports discord.

Public API: :class:`Store`, :class:`GuildSettings`, :class:`GameResolution`,
:class:`StoreError`. Schema migrations ship as package data in
``bot/store/migrations/*.sql``.
"""

from bot.store.errors import StoreError
from bot.store.models import GameResolution, GameSource, GuildSettings, Visibility
from bot.store.store import Store

__all__ = [
    "GameResolution",
    "GameSource",
    "GuildSettings",
    "Store",
    "StoreError",
    "Visibility",
]
