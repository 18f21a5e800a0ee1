"""The judge's desk in the store: a member's own preferences, a server's desk settings, the open
judge calls and the round timers. Never imports discord.

:class:`DeskStore` is the engine-independent half, mixed into :class:`~bot.store.Store`; each engine
implements its primitives (``bot/store/sqlite_desk.py``, ``bot/store/postgres_desk.py``). A member's
settings are read on every answer that no server or channel game decides, so they are cached like a
server's (and PostgreSQL's notifications drop them in every process); the rest is read when a judge
acts, straight from the database, so no process ever works from a stale copy.
"""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime, timedelta
from functools import cached_property
from typing import TYPE_CHECKING, Annotated, Any, Final, TypeVar

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    field_validator,
    model_validator,
    with_config,
)
from typing_extensions import TypedDict, Unpack

from bot.store.cache import Cached
from bot.store.models import GameId, Snowflake

T = TypeVar("T")

DEFAULT_MARKS: Final = (10, 5)
"""Minutes left at which a round timer speaks, unless the server sets its own (time is always said)."""
MAX_MARKS: Final = 5
LONGEST_MARK: Final = 120
"""Minutes: the earliest mark a server may set."""
ROUND_END_LENGTH: Final = 300
"""Characters of a server's line said when time is called."""
USERS_CACHED: Final = 50_000
"""Members whose settings are kept in memory (about 0.5 KB each: 27 MB at most)."""
EVERY_GAME: Final = ""
"""The round-end line's game key for every game that has no line of its own."""

Minutes = Annotated[int, Field(ge=0, le=LONGEST_MARK)]
RoundEndLine = Annotated[str, Field(min_length=1, max_length=ROUND_END_LENGTH)]


def check_marks(marks: tuple[int, ...]) -> tuple[int, ...]:
    """Timer marks as stored: minutes left, each 1 … 120, at most five, descending, no repeat."""
    if len(marks) > MAX_MARKS:
        raise ValueError(f"at most {MAX_MARKS} marks")
    if any(not 1 <= mark <= LONGEST_MARK for mark in marks):
        raise ValueError(f"marks are minutes left, from 1 to {LONGEST_MARK}")
    return tuple(sorted(set(marks), reverse=True))


class UserSettings(BaseModel):
    """A member's own preferences, wherever they use floorjudge. Frozen, so a cached copy is shared."""

    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")

    user_id: Snowflake
    default_game: GameId | None = None
    """Used where neither the command, the channel nor the server names a game."""

    def export(self) -> dict[str, Any]:
        """JSON-ready, for ``/my export``: every key always present, the id a string."""
        return {
            "format": "floorjudge.user_settings",
            "version": 1,
            "user_id": str(self.user_id),
            "default_game": self.default_game,
        }


class DeskSettings(BaseModel):
    """A server's settings for the judge's desk (its other settings are :class:`GuildSettings`)."""

    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")

    guild_id: Snowflake
    judge_channel_id: Snowflake | None = None
    """Where judge calls are posted; none: calls are refused."""
    timer_marks: tuple[int, ...] = DEFAULT_MARKS
    """Minutes left at which timers speak, descending (time itself is always said)."""
    round_end: tuple[tuple[str, str], ...] = ()
    """``(game, line)`` said when time is called, sorted; game ``""`` is every other game."""

    @field_validator("timer_marks", mode="after")
    @classmethod
    def _marks(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        return check_marks(value)

    @field_validator("round_end", mode="after")
    @classmethod
    def _lines(cls, value: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
        if len({game for game, _ in value}) != len(value):
            raise ValueError("two round-end lines for one game")
        return tuple(sorted(value))

    def round_end_line(self, game: str | None) -> str | None:
        """The line said when time is called on a timer of ``game``: its own, else every game's."""
        lines = dict(self.round_end)
        return lines.get(game or EVERY_GAME) or lines.get(EVERY_GAME)

    def export(self) -> dict[str, Any]:
        """JSON-ready keys merged into ``/settings export``."""
        return {
            "judge_channel_id": None if self.judge_channel_id is None else str(self.judge_channel_id),
            "timer_marks": list(self.timer_marks),
            "round_end_lines": {game or "*": line for game, line in self.round_end},
        }


class JudgeCall(BaseModel):
    """An open call for a judge: posted in the judges' channel, until a judge marks it resolved."""

    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")

    call_id: Snowflake
    """The ``/judge call`` interaction's id: unique, and carried by the call's buttons."""
    guild_id: Snowflake
    caller_id: Snowflake
    channel_id: Snowflake
    """Where the member called from."""
    table: str | None = None
    question: str | None = None
    judges_channel_id: Snowflake
    message_id: Snowflake | None = None
    """The call's post in the judges' channel, once sent."""
    called_at: AwareDatetime
    claimed_by: Snowflake | None = None
    claimed_at: AwareDatetime | None = None


class RoundTimer(BaseModel):
    """A round timer as stored: running (``ends_at``) or paused (``left``), and the marks to come.

    Marks are minutes left (0 is time). What a change does to them is ``bot.desk.timers``'s job.
    """

    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")

    guild_id: Snowflake
    key: str = Field(min_length=1)
    """The name as compared: case-folded, spaces collapsed."""
    name: str = Field(min_length=1)
    channel_id: Snowflake
    message_id: Snowflake | None = None
    """The timer's one post, edited when it pauses, resumes, gains time or stops."""
    started_by: Snowflake
    ends_at: AwareDatetime | None = None
    left: timedelta | None = None
    marks: tuple[Minutes, ...]
    """Every mark it announces, descending, ending with 0 (time)."""
    pending: tuple[Minutes, ...]
    """The marks still to announce, descending."""
    game: GameId | None = None
    """The game of the channel it runs in, for the server's round-end line."""
    revision: int = Field(default=0, ge=0)
    """Bumped by every saved change; a change computed from an older revision is refused."""

    @model_validator(mode="after")
    def _running_or_paused(self) -> RoundTimer:
        if (self.ends_at is None) == (self.left is None):
            raise ValueError("a timer is either running (ends_at) or paused (left)")
        if self.left is not None and self.left <= timedelta(0):
            raise ValueError("a paused timer has time left")
        return self

    @property
    def paused(self) -> bool:
        return self.ends_at is None


@with_config(ConfigDict(strict=True, extra="forbid"))
class DeskChanges(TypedDict, total=False):
    """What :meth:`DeskStore.update_desk` may change; a field left out is kept."""

    judge_channel_id: Snowflake | None
    timer_marks: tuple[int, ...] | None  # None: the default marks
    round_end: tuple[str, RoundEndLine | None]  # (game or "" for every game, line); None clears it


_WHEN = TypeAdapter(AwareDatetime, config=ConfigDict(strict=True))
_DESK_CHANGES = TypeAdapter(DeskChanges)


class DeskStore(ABC):
    """The desk's half of the store interface (mixed into :class:`~bot.store.Store`).

    Writes run in one transaction each and, like the server settings, on their own: a cancelled
    caller never leaves one half-done. A refused write raises :class:`~bot.store.StoreError`.
    """

    if TYPE_CHECKING:  # provided by Store
        _closed: bool

        def _start(self, primitive: Callable[..., Awaitable[T]], *args: Any) -> asyncio.Future[T]: ...
        def _writable(self) -> None: ...

    @cached_property
    def _users(self) -> Cached[int, UserSettings]:
        return Cached(limit=USERS_CACHED)

    # -- a member's own settings (cached) ---------------------------------------------------------

    async def user_settings(self, user_id: int) -> UserSettings:
        """A member's own settings (defaults if none are stored)."""
        user_id = _snowflake(user_id)
        return await self._users.get(user_id, lambda: self._start(self._load_user, user_id))

    def cached_user_settings(self, user_id: int) -> UserSettings | None:
        """A member's settings if cached now, without waiting for the database (autocomplete)."""
        return self._users.cached(user_id)

    async def update_user(self, user_id: int, *, default_game: str | None) -> UserSettings:
        """Set a member's own default game (None clears it)."""
        changed = UserSettings(user_id=_snowflake(user_id), default_game=default_game)
        await self._desk_write(self._save_user, changed, forget=user_id)
        return await self.user_settings(user_id)

    async def reset_user(self, user_id: int) -> UserSettings:
        """Forget everything stored for a member."""
        await self._desk_write(self._reset_user, _snowflake(user_id), forget=user_id)
        return UserSettings(user_id=user_id)

    async def user_ids(self) -> list[int]:
        """Every member with stored settings, in order (``floorjudge db copy``)."""
        return await self._on_its_own(self._load_user_ids)

    async def replace_desk(self, desks: Sequence[DeskSettings], users: Sequence[UserSettings]) -> None:
        """Store exactly these servers' desk settings and these members' settings in one transaction,
        whatever was there before (``floorjudge db copy``; the servers' rows must exist)."""
        await self._desk_write(self._replace_desk, list(desks), list(users))
        self._forget_users()

    def forget_user(self, user_id: int) -> None:
        """Drop a member's cached settings (another process changed them)."""
        self._users.forget(user_id)

    def _forget_users(self) -> None:
        self._users.clear()

    # -- a server's desk settings ---------------------------------------------------------------

    async def desk_settings(self, guild_id: int) -> DeskSettings:
        """A server's desk settings (defaults if none are stored)."""
        return await self._on_its_own(self._load_desk, _snowflake(guild_id))

    async def update_desk(self, guild_id: int, **changes: Unpack[DeskChanges]) -> DeskSettings:
        """Change a server's desk settings in one transaction (see :class:`DeskChanges`); a value
        left out is kept. Returns the new settings."""
        if not changes:
            raise ValueError("update_desk() needs at least one change")
        checked: dict[str, Any] = dict(_DESK_CHANGES.validate_python(changes))
        if checked.get("timer_marks") is not None:
            checked["timer_marks"] = check_marks(checked["timer_marks"])
        return await self._desk_write(self._save_desk, _snowflake(guild_id), checked)

    # -- judge calls ----------------------------------------------------------------------------

    async def add_call(self, call: JudgeCall) -> JudgeCall:
        """Store a new open call and return it; if the caller already has an open call in that
        server, nothing is stored and that call is returned instead (one open call per member)."""
        return await self._desk_write(self._add_call, call)

    async def call_posted(self, call_id: int, message_id: int) -> JudgeCall | None:
        """Record the call's post; None if the call is no longer open."""
        return await self._desk_write(self._set_call_message, _snowflake(call_id), _snowflake(message_id))

    async def claim_call(self, call_id: int, judge_id: int, when: datetime) -> JudgeCall | None:
        """A judge takes the call (another judge's claim is taken over); None if it is closed."""
        claim = (_snowflake(judge_id), _WHEN.validate_python(when))
        return await self._desk_write(self._claim_call, _snowflake(call_id), *claim)

    async def close_call(self, call_id: int) -> JudgeCall | None:
        """Close (delete) an open call and return it; None if it was already closed."""
        return await self._desk_write(self._close_call, _snowflake(call_id))

    async def call(self, call_id: int) -> JudgeCall | None:
        """One open call, or None."""
        return await self._on_its_own(self._load_call, _snowflake(call_id))

    async def open_calls(self, guild_id: int) -> list[JudgeCall]:
        """A server's open calls, oldest first."""
        return await self._on_its_own(self._load_calls, _snowflake(guild_id))

    # -- round timers ---------------------------------------------------------------------------

    async def add_timer(self, timer: RoundTimer, *, limit: int) -> bool:
        """Store a new timer; False if the server has one of that name, or ``limit`` timers."""
        return await self._desk_write(self._add_timer, timer, limit)

    async def save_timer(self, timer: RoundTimer) -> bool:
        """Store a changed timer, whose ``revision`` is one past the stored one; False (nothing
        saved) if the stored timer is gone or changed since."""
        return await self._desk_write(self._save_timer, timer)

    async def remove_timer(self, timer: RoundTimer) -> bool:
        """Delete a timer as it was at ``timer.revision``; False if it is gone or changed since."""
        return await self._desk_write(self._remove_timer, timer)

    async def save_marks(
        self, said: Sequence[RoundTimer], ended: Sequence[RoundTimer]
    ) -> set[tuple[int, str]]:
        """Record many marks at once, in one transaction (a round ending in many servers): each of
        ``said`` saved as :meth:`save_timer` does, each of ``ended`` deleted as :meth:`remove_timer`
        does. Returns the (server, key) of those applied; the others had changed meanwhile."""
        return await self._desk_write(self._save_marks, list(said), list(ended))

    async def timers(self, guild_id: int | None = None) -> list[RoundTimer]:
        """A server's timers by name, or every server's (start-up)."""
        return await self._on_its_own(self._load_timers, None if guild_id is None else _snowflake(guild_id))

    async def forget_desk(self, guild_id: int) -> None:
        """Delete a server's open calls and timers (the bot left it; they can't be answered)."""
        await self._desk_write(self._forget_desk, _snowflake(guild_id))

    # -- the write discipline -------------------------------------------------------------------

    async def _on_its_own(self, primitive: Callable[..., Awaitable[T]], *args: Any) -> T:
        """A read that runs to its end even if its caller is cancelled (as the server settings'
        reads do): the store's thread is never left with a job whose waiter is gone."""
        return await asyncio.shield(self._start(primitive, *args))

    async def _desk_write(
        self, primitive: Callable[..., Awaitable[T]], *args: Any, forget: int | None = None
    ) -> T:
        """A write on its own (a cancelled caller does not stop it); a cached member is dropped when
        it starts and when it lands, so a read that overlapped it is never cached."""
        self._writable()  # then _start refuses a closed store
        if forget is not None:
            self._users.forget(forget)
        task = self._start(primitive, *args)
        if forget is not None:
            task.add_done_callback(lambda _: self._users.forget(forget))
        return await asyncio.shield(task)

    # -- the engine's primitives ----------------------------------------------------------------

    @abstractmethod
    def _load_user(self, user_id: int) -> Awaitable[UserSettings]: ...
    @abstractmethod
    def _save_user(self, settings: UserSettings) -> Awaitable[object]: ...
    @abstractmethod
    def _reset_user(self, user_id: int) -> Awaitable[object]: ...
    @abstractmethod
    def _load_user_ids(self) -> Awaitable[list[int]]: ...
    @abstractmethod
    def _replace_desk(self, desks: list[DeskSettings], users: list[UserSettings]) -> Awaitable[object]: ...
    @abstractmethod
    def _load_desk(self, guild_id: int) -> Awaitable[DeskSettings]: ...
    @abstractmethod
    def _save_desk(self, guild_id: int, changes: dict[str, Any]) -> Awaitable[DeskSettings]: ...
    @abstractmethod
    def _add_call(self, call: JudgeCall) -> Awaitable[JudgeCall]: ...
    @abstractmethod
    def _set_call_message(self, call_id: int, message_id: int) -> Awaitable[JudgeCall | None]: ...
    @abstractmethod
    def _claim_call(self, call_id: int, judge_id: int, when: datetime) -> Awaitable[JudgeCall | None]: ...
    @abstractmethod
    def _close_call(self, call_id: int) -> Awaitable[JudgeCall | None]: ...
    @abstractmethod
    def _load_call(self, call_id: int) -> Awaitable[JudgeCall | None]: ...
    @abstractmethod
    def _load_calls(self, guild_id: int) -> Awaitable[list[JudgeCall]]: ...
    @abstractmethod
    def _add_timer(self, timer: RoundTimer, limit: int) -> Awaitable[bool]: ...
    @abstractmethod
    def _save_timer(self, timer: RoundTimer) -> Awaitable[bool]: ...
    @abstractmethod
    def _remove_timer(self, timer: RoundTimer) -> Awaitable[bool]: ...
    @abstractmethod
    def _save_marks(
        self, said: list[RoundTimer], ended: list[RoundTimer]
    ) -> Awaitable[set[tuple[int, str]]]: ...
    @abstractmethod
    def _load_timers(self, guild_id: int | None) -> Awaitable[list[RoundTimer]]: ...
    @abstractmethod
    def _forget_desk(self, guild_id: int) -> Awaitable[object]: ...


def _snowflake(value: object) -> int:
    """A Discord id, checked before it reaches SQL (a mistake of the calling code is a ValueError)."""
    if type(value) is not int:
        raise TypeError(f"a Discord id must be an int, got {type(value).__name__}")
    if not 0 <= value < 2**63:
        raise ValueError(f"Discord id out of range: {value}")
    return value
