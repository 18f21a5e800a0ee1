"""simcord's clock following the wall clock, so that interactions age as on Discord.

simcord's clock is virtual and stands still while the bot works, so an interaction never ages and
Discord's 3-second window is never enforced. With :class:`WallClock` installed, an interaction's id
(and so ``created_at``) carries the instant it was created, the bot's ``discord.utils.utcnow()``
moves, and simcord refuses a first response later than 3 s (error 10062) as Discord does. Used by
``bench/load_bench.py`` and by the tests of a hung database.
"""

from __future__ import annotations

import time
from datetime import datetime, timedelta

import simcord


class WallClock:
    """simcord's clock, moving with the wall clock while it runs (and by `advance`, as before)."""

    def __init__(self, epoch: datetime, elapsed: float) -> None:
        self._epoch = epoch
        self._offset = elapsed
        self._started: float | None = None

    @property
    def elapsed(self) -> float:
        if self._started is None:
            return self._offset
        return self._offset + time.perf_counter() - self._started

    def now(self) -> datetime:
        return self._epoch + timedelta(seconds=self.elapsed)

    def advance(self, seconds: float) -> None:
        self._offset += seconds

    def run(self) -> None:
        """Follow the wall clock from the current instant."""
        if self._started is None:
            self._started = time.perf_counter()

    def freeze(self) -> None:
        """Stand still (as simcord's own clock does), keeping the time reached."""
        self._offset = self.elapsed
        self._started = None


def install_wall_clock(env: simcord.Env) -> WallClock:
    """Replace the environment's clock by a `WallClock` at the same instant (frozen)."""
    old = env.backend.clock
    clock = WallClock(old.now() - timedelta(seconds=old.elapsed), old.elapsed)
    env.backend.clock = clock  # type: ignore[assignment]  # simcord reads only now(), elapsed, advance()
    return clock
