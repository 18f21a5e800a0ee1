"""Round timers as arithmetic: start, pause, resume, add time, and which mark is due. Pure: every
function is given the time, and returns a new :class:`~bot.store.RoundTimer` (one revision on).

Marks are minutes left; 0 is time. A timer announces the marks that lie ahead of it: started for
7 minutes, it says 5 minutes left and time, not 10. Adding time brings back the marks it now lies
before again (at 4 minutes left, plus 10: it says 10 and 5 again); taking time away drops the marks
it has passed, unsaid. A mark that falls due while the bot is down is said once when it is back,
late, and says so; when several fell due, only the last is said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from bot.desk.errors import DeskError
from bot.render.inert import inert
from bot.store import RoundTimer

LONGEST: Final = 300
"""Minutes a timer may run (or gain, or lose, at once)."""
NAME_LENGTH: Final = 32
PER_SERVER: Final = 25
"""Timers one server may run at once (Discord lists 25 choices)."""
DEFAULT_NAME: Final = "Round"
LATE_AFTER: Final = timedelta(seconds=30)
"""A mark said later than this after it fell due says it is late (the bot was down)."""
_UNPRINTABLE: Final = re.compile(r"[\x00-\x1f\x7f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]")


def timer_name(raw: str | None) -> str:
    """A timer's name as shown: spaces collapsed, invisible characters dropped, checked."""
    parts = (_UNPRINTABLE.sub("", part) for part in (DEFAULT_NAME if raw is None else raw).split())
    name = " ".join(part for part in parts if part)
    if not name:
        raise DeskError("A timer needs a name with something visible in it.")
    if len(name) > NAME_LENGTH:
        raise DeskError(f"A timer's name has at most {NAME_LENGTH} characters.")
    return name


def timer_key(name: str) -> str:
    """The name as compared: ``Top 8`` and ``top  8`` are one timer."""
    return timer_name(name).casefold()


def minutes(count: int) -> timedelta:
    return timedelta(minutes=count)


def _ahead(marks: tuple[int, ...], left: timedelta) -> tuple[int, ...]:
    """The marks still in front of a timer with ``left`` to run."""
    return tuple(mark for mark in marks if minutes(mark) < left)


def start(
    *,
    guild_id: int,
    name: str,
    channel_id: int,
    started_by: int,
    length: int,
    marks: tuple[int, ...],
    game: str | None,
    now: datetime,
) -> RoundTimer:
    """A timer of ``length`` minutes that says the server's ``marks`` (minutes left) and time."""
    if not 1 <= length <= LONGEST:
        raise DeskError(f"A timer runs from 1 to {LONGEST} minutes.")
    every = (*sorted(set(marks) - {0}, reverse=True), 0)
    shown = timer_name(name)
    return RoundTimer(
        guild_id=guild_id,
        key=shown.casefold(),
        name=shown,
        channel_id=channel_id,
        started_by=started_by,
        ends_at=now + minutes(length),
        marks=every,
        pending=_ahead(every, minutes(length)),
        game=game,
    )


def time_left(timer: RoundTimer, now: datetime) -> timedelta:
    """What is left to run (never below zero)."""
    if timer.left is not None:
        return timer.left
    assert timer.ends_at is not None
    return max(timer.ends_at - now, timedelta(0))


def _next(timer: RoundTimer, **changes: object) -> RoundTimer:
    return timer.model_validate(timer.model_dump() | changes | {"revision": timer.revision + 1})


def pause(timer: RoundTimer, now: datetime) -> RoundTimer:
    if timer.paused:
        raise DeskError(f"**{inert(timer.name)}** is already paused.")
    left = time_left(timer, now)
    if left <= timedelta(0):
        raise DeskError(f"**{inert(timer.name)}** has run out.")
    return _next(timer, ends_at=None, left=left)


def resume(timer: RoundTimer, now: datetime) -> RoundTimer:
    if timer.left is None:
        raise DeskError(f"**{inert(timer.name)}** is not paused.")
    return _next(timer, ends_at=now + timer.left, left=None)


def add(timer: RoundTimer, count: int, now: datetime) -> RoundTimer:
    """``count`` minutes more (or fewer, when negative); the marks ahead are worked out again."""
    if count == 0 or abs(count) > LONGEST:
        raise DeskError(f"Add from 1 to {LONGEST} minutes, or take them away with a minus sign.")
    left = time_left(timer, now) + minutes(count)
    if left <= timedelta(0):
        raise DeskError(f"That leaves **{inert(timer.name)}** no time: stop it with `/timer stop` instead.")
    if left > minutes(LONGEST):
        raise DeskError(f"A timer runs at most {LONGEST} minutes.")
    pending = _ahead(timer.marks, left)
    if timer.paused:
        return _next(timer, left=left, pending=pending)
    return _next(timer, ends_at=now + left, pending=pending)


def posted(timer: RoundTimer, message_id: int) -> RoundTimer:
    """The timer, with its post's id."""
    return _next(timer, message_id=message_id)


@dataclass(frozen=True)
class Due:
    """A mark to say now: which, when it fell due, whether that was a while ago, and the timer after it."""

    mark: int
    """Minutes left; 0 is time."""
    at: datetime
    late: bool
    after: RoundTimer

    @property
    def final(self) -> bool:
        return self.mark == 0


def next_due(timer: RoundTimer) -> datetime | None:
    """When the timer's next mark falls due; None while paused or once every mark is said."""
    if timer.ends_at is None or not timer.pending:
        return None
    return timer.ends_at - minutes(max(timer.pending))


def due(timer: RoundTimer, now: datetime) -> Due | None:
    """The mark to say at ``now``, if any: the last of those that fell due (one mark, said once)."""
    if timer.ends_at is None:
        return None
    ends_at = timer.ends_at
    passed = [mark for mark in timer.pending if ends_at - minutes(mark) <= now]
    if not passed:
        return None
    mark = min(passed)
    at = ends_at - minutes(mark)
    after = _next(timer, pending=tuple(m for m in timer.pending if m not in passed))
    return Due(mark=mark, at=at, late=now - at > LATE_AFTER, after=after)
