"""How often simcord looks again while it waits for the bot to settle, for tests and benches.

After every action simcord joins the bot's outstanding work: it returns once no bot task, callback
or executor job is left that could still run (`Env._settle_internal`). Between two looks it sleeps
its ``idle`` interval, 50 ms, and right after an interaction there is always something to look at
again: the done-callbacks of the bot's finished tasks are queued with ``call_soon``. So every slash
command, click and autocomplete cost 50 ms of sleep, most of the test suite's time.

``idle`` is only the interval between looks, not a condition: simcord returns on the same evidence
whatever it is (nothing runnable left, twice in a row), so a shorter interval settles on the same
events sooner and can't end a settle while the bot still has work. ``Env.settle(idle=…)`` takes it
as a public argument, but the actions (``slash``, ``click``, …) settle with the default, so this
sets that default. simcord 3.2.1 has no option for it (see docs/testing.md for the change we would
propose upstream); `tests/test_settle.py` fails if the hook this relies on moves.
"""

from __future__ import annotations

import inspect
from typing import Any

import simcord

SETTLE_POLL = 0.002
"""Seconds between simcord's looks at the bot's pending work (its default is 0.05)."""

_original: Any = None


def poll_settle_every(seconds: float = SETTLE_POLL) -> None:
    """Make every simcord action look at the bot's pending work every ``seconds`` while settling."""
    global _original
    settle = simcord.Env._settle_internal
    if _original is None:
        parameter = inspect.signature(settle).parameters.get("idle")
        if parameter is None or parameter.kind is not inspect.Parameter.KEYWORD_ONLY:
            raise RuntimeError("simcord's Env._settle_internal no longer takes idle=: see devkit/settle.py")
        _original = settle

    async def settle_polling(self: simcord.Env, *args: Any, idle: float = seconds, **kwargs: Any) -> None:
        await _original(self, *args, idle=idle, **kwargs)

    simcord.Env._settle_internal = settle_polling  # type: ignore[method-assign]
