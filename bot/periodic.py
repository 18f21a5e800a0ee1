"""Work that repeats: a timer that starts a short task, instead of a task asleep between runs.

Nothing waits while there is nothing to do, so a test environment that joins the bot's pending work
after every action (simcord) is never held up by a sleeper, and a failed run never ends the
repetition (an exception escaping `discord.ext.tasks.loop` stops it for good).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)


class Every:
    """Run ``work`` every ``seconds`` (the first run ``first`` seconds after :meth:`start`), until
    :meth:`stop`. A run that raises is logged and the next one is scheduled as usual."""

    def __init__(
        self, seconds: float, work: Callable[[], Awaitable[object]], *, name: str, first: float | None = None
    ) -> None:
        self.seconds = seconds
        self.first = seconds if first is None else first
        self.name = name
        self._work = work
        self._timer: asyncio.TimerHandle | None = None
        self._running: asyncio.Task[object] | None = None
        self._stopped = True

    @property
    def running(self) -> bool:
        return not self._stopped

    def start(self) -> None:
        if self._stopped:
            self._stopped = False
            self._schedule(self.first)

    def stop(self) -> None:
        """No later run starts; a run under way is cancelled."""
        self._stopped = True
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._running is not None and not self._running.done():
            self._running.cancel()

    def _schedule(self, delay: float) -> None:
        if not self._stopped:
            self._timer = asyncio.get_running_loop().call_later(delay, self._begin)

    def _begin(self) -> None:
        self._timer = None
        if self._stopped:
            return
        self._running = asyncio.ensure_future(self._run())

    async def _run(self) -> None:
        try:
            await self._work()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("%s failed; it runs again in %g s", self.name, self.seconds)
        self._schedule(self.seconds)
