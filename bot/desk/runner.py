"""The round timers that run: kept in the store, waiting in one :class:`Schedule`, changed one at a
time per server, and said through the effects the Discord side gives.

Every change is saved before it is said: a mark is stored as said, then announced, so a restart
never says it twice (a crash between the two loses that one announcement instead). A change computed
from a timer another process changed since is refused by the store's revision check, and the server's
timers are read again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Protocol

from bot.desk import timers
from bot.desk.errors import DeskError
from bot.desk.schedule import Schedule
from bot.render.inert import inert
from bot.store import RoundTimer, StoreError
from bot.store.desk import DeskStore

log = logging.getLogger(__name__)

Key = tuple[int, str]
"""A timer: (server id, key of its name)."""
RETRY_AFTER = timedelta(seconds=5)
"""When a mark could not be saved (the database is away), it is tried again this much later."""


Said = list[tuple[RoundTimer, timers.Due]]
"""Marks to say in one channel: each timer (as it was) and its due mark."""


class Effects(Protocol):
    """What saying marks does on Discord."""

    async def announce(self, said: Said) -> None:
        """Say the marks of timers that share a channel, in one message (and, at time, show each
        timer's post as ended)."""


class RoundTimers:
    """Every running timer of the servers this process serves (see the module's docstring)."""

    def __init__(self, store: Callable[[], DeskStore], effects: Effects, now: Callable[[], datetime]) -> None:
        self._store_of = store  # a getter: the bot opens its store after its cogs are made
        self._effects = effects
        self._now = now
        self._timers: dict[Key, RoundTimer] = {}
        self._schedule: Schedule[Key] = Schedule(self._fire, now)
        self._locks: dict[int, asyncio.Lock] = {}
        self._work: set[asyncio.Task[None]] = set()
        self.said = 0
        """Marks said since start (benchmarks)."""

    def __len__(self) -> int:
        return len(self._timers)

    def _store(self) -> DeskStore:
        return self._store_of()

    # -- what runs ------------------------------------------------------------------------------

    def of(self, guild_id: int) -> list[RoundTimer]:
        """A server's timers, by name."""
        return sorted((t for (g, _), t in self._timers.items() if g == guild_id), key=lambda t: t.key)

    def find(self, guild_id: int, name: str | None) -> RoundTimer:
        """The timer a judge named, or the only one; a :class:`DeskError` that says what runs otherwise."""
        running = self.of(guild_id)
        if name is not None:
            found = self._timers.get((guild_id, timers.timer_key(name)))
            if found is not None:
                return found
            listed = ", ".join(f"**{inert(t.name)}**" for t in running) or "none"
            raise DeskError(f"No timer called **{inert(timers.timer_name(name))}** here. Timers: {listed}.")
        if not running:
            raise DeskError("No timer runs in this server. A judge starts one with `/timer start`.")
        if len(running) > 1:
            listed = ", ".join(f"**{inert(t.name)}**" for t in running)
            raise DeskError(f"Several timers run here ({listed}): say which with `name`.")
        return running[0]

    # -- loading --------------------------------------------------------------------------------

    async def load(self, keep: Callable[[int], bool]) -> int:
        """Read every stored timer of the servers ``keep`` accepts and schedule their marks (those
        that fell due while the bot was down are said at once, late). Returns how many."""
        found = [t for t in await self._store().timers() if keep(t.guild_id)]
        for guild_id in {t.guild_id for t in found}:
            self._drop(guild_id)
        for timer in found:
            self._remember(timer)
        return len(found)

    async def load_guild(self, guild_id: int) -> None:
        """Read one server's timers again (it came back, or another process changed one)."""
        stored = await self._store().timers(guild_id)
        self._drop(guild_id)
        for timer in stored:
            self._remember(timer)

    def forget_guild(self, guild_id: int) -> None:
        """Stop scheduling a server's timers (the bot left it; the store is cleared by the caller)."""
        self._drop(guild_id)
        self._locks.pop(guild_id, None)

    def close(self) -> None:
        """Schedule nothing more; work under way is cancelled."""
        self._schedule.stop()
        for task in self._work:
            task.cancel()

    # -- judges' changes ------------------------------------------------------------------------

    async def start(self, timer: RoundTimer) -> RoundTimer:
        """Store and schedule a new timer; a taken name or a full server is a :class:`DeskError`."""
        async with self._lock(timer.guild_id):
            if not await self._store().add_timer(timer, limit=timers.PER_SERVER):
                await self.load_guild(timer.guild_id)
                if (timer.guild_id, timer.key) in self._timers:
                    raise DeskError(
                        f"A timer called **{inert(timer.name)}** already runs here: stop it first, or give "
                        "this one another `name`."
                    )
                raise DeskError(f"A server runs at most {timers.PER_SERVER} timers at once: stop one first.")
            self._remember(timer)
            return timer

    async def change(
        self, timer: RoundTimer, how: Callable[[RoundTimer, datetime], RoundTimer]
    ) -> tuple[RoundTimer, RoundTimer]:
        """Apply ``how(timer, now)`` to the timer as it runs now; return (before, after)."""
        key = (timer.guild_id, timer.key)
        async with self._lock(timer.guild_id):
            current = self._current(key)
            after = how(current, self._now())
            if not await self._store().save_timer(after):
                await self._changed_elsewhere(current)
            self._remember(after)
            return current, after

    async def stop(self, timer: RoundTimer) -> RoundTimer:
        """Stop and forget a timer; return it as it was."""
        key = (timer.guild_id, timer.key)
        async with self._lock(timer.guild_id):
            current = self._current(key)
            if not await self._store().remove_timer(current):
                await self._changed_elsewhere(current)
            self._forget(key)
            return current

    # -- inside ---------------------------------------------------------------------------------

    def _lock(self, guild_id: int) -> asyncio.Lock:
        return self._locks.setdefault(guild_id, asyncio.Lock())

    def _current(self, key: Key) -> RoundTimer:
        current = self._timers.get(key)
        if current is None:
            raise DeskError("That timer has ended or was stopped.")
        return current

    async def _changed_elsewhere(self, timer: RoundTimer) -> None:
        await self.load_guild(timer.guild_id)
        raise DeskError(f"**{inert(timer.name)}** changed meanwhile: look at it again and retry.")

    def _remember(self, timer: RoundTimer) -> None:
        key = (timer.guild_id, timer.key)
        self._timers[key] = timer
        self._schedule.set(key, timers.next_due(timer))

    def _forget(self, key: Key) -> None:
        self._timers.pop(key, None)
        self._schedule.cancel(key)

    def _drop(self, guild_id: int) -> None:
        for key in [k for k in self._timers if k[0] == guild_id]:
            self._forget(key)

    def _fire(self, keys: list[Key]) -> None:
        task = asyncio.ensure_future(self._say(keys))
        self._work.add(task)
        task.add_done_callback(self._work.discard)

    async def _say(self, keys: list[Key]) -> None:
        """Say the marks that fell due: saved together in one transaction (a round ending in many
        servers at once costs one commit), then said, one message per channel, all at once."""
        try:
            said = await self._record(keys)
        except Exception:
            log.exception("timers %s: their marks could not be recorded", keys[:5])
            return
        by_channel: dict[int, Said] = {}
        for timer, due in said:
            by_channel.setdefault(timer.channel_id, []).append((timer, due))
        groups = list(by_channel.values())
        results = await asyncio.gather(*(self._effects.announce(g) for g in groups), return_exceptions=True)
        for group, result in zip(groups, results, strict=True):
            if isinstance(result, Exception):
                timer = group[0][0]
                log.error(
                    "server %s, channel %s: %d mark(s) were not said",
                    timer.guild_id,
                    timer.channel_id,
                    len(group),
                    exc_info=result,
                )

    async def _record(self, keys: list[Key]) -> Said:
        """Under the servers' locks: the marks due now, stored as said; those a change elsewhere
        made stale are dropped (their server read again), and a store that can't save them has them
        tried again shortly."""
        async with contextlib.AsyncExitStack() as held:
            for guild_id in sorted({guild_id for guild_id, _ in keys}):  # always in one order
                await held.enter_async_context(self._lock(guild_id))
            now, dues = self._now(), []
            for key in keys:
                timer = self._timers.get(key)
                due = None if timer is None else timers.due(timer, now)
                if timer is not None and due is None:  # woken early, or changed meanwhile
                    self._schedule.set(key, timers.next_due(timer))
                elif timer is not None and due is not None:
                    dues.append((timer, due))
            if not dues:
                return []
            try:
                applied = await self._store().save_marks(
                    [due.after for _, due in dues if not due.final],
                    [timer for timer, due in dues if due.final],
                )
            except StoreError as error:
                log.warning("%d timer mark(s) not saved (%s); retrying", len(dues), error)
                for timer, _ in dues:
                    self._schedule.set((timer.guild_id, timer.key), now + RETRY_AFTER)
                return []
            said, stale = [], set()
            for timer, due in dues:
                key = (timer.guild_id, timer.key)
                if key not in applied:
                    stale.add(timer.guild_id)
                elif due.final:
                    self._forget(key)
                    said.append((timer, due))
                else:
                    self._remember(due.after)
                    said.append((timer, due))
            for guild_id in stale:
                await self.load_guild(guild_id)
        self.said += len(said)
        return said
