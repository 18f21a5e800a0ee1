"""The SQLite engine's half of the judge's desk (see :mod:`bot.store.desk`): its primitives, each one
job on the store's thread, a write in one transaction."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any, Final, TypeVar

from bot.store.base import StoreError
from bot.store.desk import DEFAULT_MARKS, DeskSettings, DeskStore, JudgeCall, RoundTimer, UserSettings

T = TypeVar("T")
_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)
_CALL: Final = (
    "SELECT call_id, guild_id, caller_id, channel_id, table_name, question, judges_channel_id, "
    "message_id, called_at, claimed_by, claimed_at FROM judge_calls"
)
_TIMER: Final = (
    "SELECT guild_id, timer_key, name, channel_id, message_id, started_by, ends_at, time_left, marks, "
    "pending, game, revision FROM round_timers"
)


class SqliteDesk(DeskStore):
    """Mixed into :class:`~bot.store.sqlite.SqliteStore`, whose thread, connection and transactions
    it uses."""

    if TYPE_CHECKING:  # provided by SqliteStore
        _conn: sqlite3.Connection

        def _run(self, job: Callable[..., T], *args: Any) -> asyncio.Future[T]: ...
        def _transaction(self, body: Callable[..., T], *args: Any) -> T: ...

    def _desk_read(self, job: Callable[..., T], *args: Any) -> asyncio.Future[T]:
        return self._run(self._checked, job, *args)

    def _in_transaction(self, job: Callable[..., T], *args: Any) -> asyncio.Future[T]:
        return self._run(self._transaction, job, *args)

    @staticmethod
    def _checked(job: Callable[..., T], *args: Any) -> T:
        """A read whose failure is one line (the engine's own reads do the same)."""
        try:
            return job(*args)
        except (sqlite3.Error, ValueError, TypeError) as exc:  # pydantic's ValidationError is a ValueError
            raise StoreError(f"the desk data can't be read: {' '.join(str(exc).split())}") from exc

    # -- members -----------------------------------------------------------------------------------

    def _load_user(self, user_id: int) -> asyncio.Future[UserSettings]:
        def load() -> UserSettings:
            row = self._conn.execute(
                "SELECT default_game FROM user_settings WHERE user_id = ?", (user_id,)
            ).fetchone()
            return UserSettings(user_id=user_id, default_game=None if row is None else row[0])

        return self._desk_read(load)

    def _save_user(self, settings: UserSettings) -> asyncio.Future[object]:
        return self._in_transaction(self._save_user_now, settings)

    def _reset_user(self, user_id: int) -> asyncio.Future[object]:
        return self._in_transaction(
            self._conn.execute, "DELETE FROM user_settings WHERE user_id = ?", (user_id,)
        )

    def _load_user_ids(self) -> asyncio.Future[list[int]]:
        sql = "SELECT user_id FROM user_settings ORDER BY user_id"
        return self._desk_read(lambda: [row[0] for row in self._conn.execute(sql).fetchall()])

    def _replace_desk(self, desks: list[DeskSettings], users: list[UserSettings]) -> asyncio.Future[object]:
        def replace() -> None:
            for desk in desks:
                self._conn.execute("DELETE FROM desk_settings WHERE guild_id = ?", (desk.guild_id,))
                self._conn.execute("DELETE FROM round_end_lines WHERE guild_id = ?", (desk.guild_id,))
                marks = None if desk.timer_marks == DEFAULT_MARKS else desk.timer_marks
                self._conn.execute(
                    "INSERT INTO desk_settings (guild_id, judge_channel_id, timer_marks) VALUES (?, ?, ?)",
                    (
                        desk.guild_id,
                        desk.judge_channel_id,
                        None if marks is None else json.dumps(list(marks)),
                    ),
                )
                self._conn.executemany(
                    "INSERT INTO round_end_lines (guild_id, game, line) VALUES (?, ?, ?)",
                    [(desk.guild_id, game, line) for game, line in desk.round_end],
                )
            for user in users:
                self._save_user_now(user)

        return self._in_transaction(replace)

    def _save_user_now(self, settings: UserSettings) -> None:
        self._conn.execute(
            "INSERT INTO user_settings (user_id, default_game) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET default_game = excluded.default_game",
            (settings.user_id, settings.default_game),
        )

    # -- server desk settings ----------------------------------------------------------------------

    def _load_desk(self, guild_id: int) -> asyncio.Future[DeskSettings]:
        return self._desk_read(self._desk_now, guild_id)

    def _desk_now(self, guild_id: int) -> DeskSettings:
        row = self._conn.execute(
            "SELECT judge_channel_id, timer_marks FROM desk_settings WHERE guild_id = ?", (guild_id,)
        ).fetchone()
        lines = self._conn.execute(
            "SELECT game, line FROM round_end_lines WHERE guild_id = ?", (guild_id,)
        ).fetchall()
        found: dict[str, Any] = {"guild_id": guild_id, "round_end": tuple((g, line) for g, line in lines)}
        if row is not None:
            found["judge_channel_id"] = row[0]
            if row[1] is not None:
                found["timer_marks"] = tuple(json.loads(row[1]))
        return DeskSettings(**found)

    def _save_desk(self, guild_id: int, changes: dict[str, Any]) -> asyncio.Future[DeskSettings]:
        def save() -> DeskSettings:
            self._conn.execute("INSERT INTO guilds (guild_id) VALUES (?) ON CONFLICT DO NOTHING", (guild_id,))
            self._conn.execute(
                "INSERT INTO desk_settings (guild_id) VALUES (?) ON CONFLICT DO NOTHING", (guild_id,)
            )
            if "judge_channel_id" in changes:
                sql = "UPDATE desk_settings SET judge_channel_id = ? WHERE guild_id = ?"
                self._conn.execute(sql, (changes["judge_channel_id"], guild_id))
            if "timer_marks" in changes:
                marks = changes["timer_marks"]
                sql = "UPDATE desk_settings SET timer_marks = ? WHERE guild_id = ?"
                self._conn.execute(sql, (None if marks is None else json.dumps(list(marks)), guild_id))
            if "round_end" in changes:
                game, line = changes["round_end"]
                if line is None:
                    sql = "DELETE FROM round_end_lines WHERE guild_id = ? AND game = ?"
                    self._conn.execute(sql, (guild_id, game))
                else:
                    self._conn.execute(
                        "INSERT INTO round_end_lines (guild_id, game, line) VALUES (?, ?, ?) "
                        "ON CONFLICT (guild_id, game) DO UPDATE SET line = excluded.line",
                        (guild_id, game, line),
                    )
            return self._desk_now(guild_id)

        return self._in_transaction(save)

    # -- judge calls -------------------------------------------------------------------------------

    def _add_call(self, call: JudgeCall) -> asyncio.Future[JudgeCall]:
        def add() -> JudgeCall:
            sql = f"{_CALL} WHERE guild_id = ? AND caller_id = ?"
            existing = self._conn.execute(sql, (call.guild_id, call.caller_id)).fetchone()
            if existing is not None:
                return _call(existing)
            self._conn.execute(
                "INSERT INTO judge_calls (call_id, guild_id, caller_id, channel_id, table_name, question, "
                "judges_channel_id, message_id, called_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    call.call_id,
                    call.guild_id,
                    call.caller_id,
                    call.channel_id,
                    call.table,
                    call.question,
                    call.judges_channel_id,
                    call.message_id,
                    _micros(call.called_at),
                ),
            )
            return call

        return self._in_transaction(add)

    def _set_call_message(self, call_id: int, message_id: int) -> asyncio.Future[JudgeCall | None]:
        sql = "UPDATE judge_calls SET message_id = ? WHERE call_id = ?"
        return self._in_transaction(self._call_after, call_id, sql, (message_id, call_id))

    def _claim_call(self, call_id: int, judge_id: int, when: datetime) -> asyncio.Future[JudgeCall | None]:
        sql = "UPDATE judge_calls SET claimed_by = ?, claimed_at = ? WHERE call_id = ?"
        return self._in_transaction(self._call_after, call_id, sql, (judge_id, _micros(when), call_id))

    def _call_after(self, call_id: int, sql: str, values: tuple[Any, ...]) -> JudgeCall | None:
        self._conn.execute(sql, values)
        row = self._conn.execute(f"{_CALL} WHERE call_id = ?", (call_id,)).fetchone()
        return None if row is None else _call(row)

    def _close_call(self, call_id: int) -> asyncio.Future[JudgeCall | None]:
        def close() -> JudgeCall | None:
            row = self._conn.execute(f"{_CALL} WHERE call_id = ?", (call_id,)).fetchone()
            self._conn.execute("DELETE FROM judge_calls WHERE call_id = ?", (call_id,))
            return None if row is None else _call(row)

        return self._in_transaction(close)

    def _load_call(self, call_id: int) -> asyncio.Future[JudgeCall | None]:
        def load() -> JudgeCall | None:
            row = self._conn.execute(f"{_CALL} WHERE call_id = ?", (call_id,)).fetchone()
            return None if row is None else _call(row)

        return self._desk_read(load)

    def _load_calls(self, guild_id: int) -> asyncio.Future[list[JudgeCall]]:
        def load() -> list[JudgeCall]:
            sql = f"{_CALL} WHERE guild_id = ? ORDER BY called_at, call_id"
            return [_call(row) for row in self._conn.execute(sql, (guild_id,)).fetchall()]

        return self._desk_read(load)

    # -- round timers ------------------------------------------------------------------------------

    def _add_timer(self, timer: RoundTimer, limit: int) -> asyncio.Future[bool]:
        def add() -> bool:
            sql = "SELECT count(*), sum(timer_key = ?) FROM round_timers WHERE guild_id = ?"
            count, taken = self._conn.execute(sql, (timer.key, timer.guild_id)).fetchone()
            if taken or count >= limit:
                return False
            self._conn.execute(
                "INSERT INTO round_timers (guild_id, timer_key, name, channel_id, message_id, started_by, "
                "ends_at, time_left, marks, pending, game, revision) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                _timer_row(timer),
            )
            return True

        return self._in_transaction(add)

    def _save_timer(self, timer: RoundTimer) -> asyncio.Future[bool]:
        return self._in_transaction(self._timer_saved, timer)

    def _remove_timer(self, timer: RoundTimer) -> asyncio.Future[bool]:
        return self._in_transaction(self._timer_removed, timer)

    def _save_marks(
        self, said: list[RoundTimer], ended: list[RoundTimer]
    ) -> asyncio.Future[set[tuple[int, str]]]:
        def save() -> set[tuple[int, str]]:
            applied = {(t.guild_id, t.key) for t in said if self._timer_saved(t)}
            return applied | {(t.guild_id, t.key) for t in ended if self._timer_removed(t)}

        return self._in_transaction(save)

    def _timer_saved(self, timer: RoundTimer) -> bool:
        sql = (
            "UPDATE round_timers SET name = ?, channel_id = ?, message_id = ?, started_by = ?, ends_at = ?, "
            "time_left = ?, marks = ?, pending = ?, game = ?, revision = ? "
            "WHERE guild_id = ? AND timer_key = ? AND revision = ?"
        )
        values = (*_timer_row(timer)[2:], timer.guild_id, timer.key, timer.revision - 1)
        return bool(self._conn.execute(sql, values).rowcount == 1)

    def _timer_removed(self, timer: RoundTimer) -> bool:
        sql = "DELETE FROM round_timers WHERE guild_id = ? AND timer_key = ? AND revision = ?"
        return bool(self._conn.execute(sql, (timer.guild_id, timer.key, timer.revision)).rowcount == 1)

    def _load_timers(self, guild_id: int | None) -> asyncio.Future[list[RoundTimer]]:
        def load() -> list[RoundTimer]:
            if guild_id is None:
                rows = self._conn.execute(f"{_TIMER} ORDER BY guild_id, timer_key").fetchall()
            else:
                sql = f"{_TIMER} WHERE guild_id = ? ORDER BY timer_key"
                rows = self._conn.execute(sql, (guild_id,)).fetchall()
            return [_timer(row) for row in rows]

        return self._desk_read(load)

    def _forget_desk(self, guild_id: int) -> asyncio.Future[object]:
        def forget() -> None:
            self._conn.execute("DELETE FROM judge_calls WHERE guild_id = ?", (guild_id,))
            self._conn.execute("DELETE FROM round_timers WHERE guild_id = ?", (guild_id,))

        return self._in_transaction(forget)


def _micros(when: datetime) -> int:
    return (when - _EPOCH) // timedelta(microseconds=1)


def _when(micros: int | None) -> datetime | None:
    return None if micros is None else _EPOCH + timedelta(microseconds=micros)


def _call(row: tuple[Any, ...]) -> JudgeCall:
    (call_id, guild_id, caller_id, channel_id, table, question, judges, message_id, called, by, at) = row
    return JudgeCall(
        call_id=call_id,
        guild_id=guild_id,
        caller_id=caller_id,
        channel_id=channel_id,
        table=table,
        question=question,
        judges_channel_id=judges,
        message_id=message_id,
        called_at=_EPOCH + timedelta(microseconds=called),
        claimed_by=by,
        claimed_at=_when(at),
    )


def _timer_row(timer: RoundTimer) -> tuple[Any, ...]:
    return (
        timer.guild_id,
        timer.key,
        timer.name,
        timer.channel_id,
        timer.message_id,
        timer.started_by,
        None if timer.ends_at is None else _micros(timer.ends_at),
        None if timer.left is None else timer.left // timedelta(microseconds=1),
        json.dumps(list(timer.marks)),
        json.dumps(list(timer.pending)),
        timer.game,
        timer.revision,
    )


def _timer(row: tuple[Any, ...]) -> RoundTimer:
    guild_id, key, name, channel_id, message_id, started_by, ends_at, left, marks, pending, game, revision = (
        row
    )
    return RoundTimer(
        guild_id=guild_id,
        key=key,
        name=name,
        channel_id=channel_id,
        message_id=message_id,
        started_by=started_by,
        ends_at=_when(ends_at),
        left=None if left is None else timedelta(microseconds=left),
        marks=tuple(json.loads(marks)),
        pending=tuple(json.loads(pending)),
        game=game,
        revision=revision,
    )
