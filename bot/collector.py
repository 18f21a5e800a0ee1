"""The garbage collector, kept out of Discord's 3-second window.

A full (generation-2) pass stops the event loop for as long as it walks every tracked object. In a
burst of thousands of interactions the heap is at its largest: one full pass measured 0.5-3 s, and
the young passes add up to about a second more, enough for acknowledgements to miss the window.
So `floorjudge`:

* collects less often than Python's default (:data:`GC_THRESHOLDS`; the default 700, 10, 10 ran
  8-12 full passes in a burst of 5,000);
* freezes what start-up loaded (rules, every game's cards, the command tree, the servers) once the
  bot is ready (:func:`freeze_loaded`): no later pass walks it;
* pauses automatic collection while a burst is in flight and runs the pass when the last
  interaction is done (:class:`Pacing`, driven by the command tree): the burst's acknowledgements
  never wait on the collector, and the pass walks a heap the burst has mostly left. Reference
  counting still frees everything that is not in a cycle meanwhile. A bot that stays busy longer
  than :data:`MAX_PAUSE` gets its collector back regardless.
"""

from __future__ import annotations

import gc
import time

GC_THRESHOLDS = (10_000, 10, 100)
"""Generation thresholds: a young pass every 10,000 net allocations, a middle one every 10 of those,
an automatic full one after 100 middle ones (when the bot is never idle meanwhile)."""
MAX_PAUSE = 30.0
"""Seconds the automatic collector may stay paused by a burst that does not end."""


def tune_collector() -> None:
    """Set :data:`GC_THRESHOLDS` (at start-up)."""
    gc.set_threshold(*GC_THRESHOLDS)


def freeze_loaded() -> None:
    """Move everything alive now out of the collector's way; garbage is collected first, so none of
    it is kept forever. Called once, on the bot's first ready, when start-up loading is over."""
    gc.collect()
    gc.freeze()


class Pacing:
    """When the collector runs: not during a burst, and fully once it is over."""

    def __init__(self, max_pause: float = MAX_PAUSE) -> None:
        self.max_pause = max_pause
        self._paused_at: float | None = None
        self.pauses = 0
        """Bursts that paused the collector (benchmarks)."""

    def busy(self) -> None:
        """Many interactions in flight: pause automatic collection (or resume it, when paused longer
        than :attr:`max_pause`, so memory stays bounded under load that never ends)."""
        if self._paused_at is None:
            if gc.isenabled():
                gc.disable()
                self._paused_at = time.monotonic()
                self.pauses += 1
        elif time.monotonic() - self._paused_at > self.max_pause:
            self._resume()

    def idle(self) -> None:
        """Nothing in flight: resume automatic collection, and run a full pass if a middle one ran
        (or would have) since the last full one."""
        paused = self._paused_at is not None
        if paused:
            self._resume()
        if gc.isenabled() and (paused or gc.get_count()[2] > 0):
            gc.collect()

    def _resume(self) -> None:
        self._paused_at = None
        gc.enable()
