"""Sync the command tree with Discord only when its definition changed.

Discord rate-limits command syncs and global commands take time to propagate, so a restart
with an unchanged tree must not sync. The fingerprint of what was last synced is kept per
application and scope (global or one guild): in a small JSON file on this machine, or, when
several processes on several machines share one PostgreSQL, in that database, so that a process
starting on a machine that never synced does not sync an unchanged tree again.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.store import StoreError

if TYPE_CHECKING:
    from bot.store import Store

log = logging.getLogger(__name__)


def tree_fingerprint(tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None) -> str:
    """A hash of exactly what would be sent to Discord for this scope."""
    payload = [command.to_dict(tree) for command in tree.get_commands(guild=guild)]
    encoded = json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(encoded.encode()).hexdigest()


def _read_state(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def _write_state(path: Path, state: dict[str, str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(state, indent=2, sort_keys=True), encoding="utf-8")
    temporary.replace(path)


async def sync_if_changed(
    tree: app_commands.CommandTree[Any],
    *,
    application_id: int,
    guild_id: int | None,
    state_path: Path | None,
    shared: Store | None = None,
) -> bool:
    """Sync when the fingerprint differs from the last one synced; True when a sync happened.

    The last fingerprint is read from ``shared`` (a store shared by every process) when given,
    else from ``state_path``. With neither (the offline console, tests: a fresh Discord each time)
    it always syncs.
    """
    guild = discord.Object(id=guild_id) if guild_id else None
    if guild is not None:
        tree.copy_global_to(guild=guild)
    if shared is None and state_path is None:  # nothing to compare with, nowhere to record it
        await tree.sync(guild=guild)
        log.info("synced command tree to %s", f"guild {guild_id}" if guild_id else "all servers")
        return True
    fingerprint = tree_fingerprint(tree, guild)
    scope = f"{application_id}:{guild_id or 'global'}"
    if shared is not None:
        try:
            last = await shared.command_fingerprint(scope)
        except StoreError as exc:  # a needless sync costs less than a bot that does not start
            log.warning("could not read the last command sync (%s); syncing", exc)
            last = None
    else:
        state = await asyncio.to_thread(_read_state, state_path) if state_path else {}
        last = state.get(scope)
    if last == fingerprint:
        log.info("command tree unchanged (%s…); not syncing", fingerprint[:12])
        return False
    await tree.sync(guild=guild)
    log.info(
        "synced command tree to %s (%s…)",
        f"guild {guild_id}" if guild_id else "all servers",
        fingerprint[:12],
    )
    if shared is not None:
        try:
            await shared.record_command_fingerprint(scope, fingerprint)
        except StoreError as exc:
            log.warning("could not record the command sync (%s); the next start syncs again", exc)
    elif state_path is not None:
        state[scope] = fingerprint
        await asyncio.to_thread(_write_state, state_path, state)
    return True
