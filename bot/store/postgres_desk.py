"""The PostgreSQL engine's half of the judge's desk (see :mod:`bot.store.desk`): its primitives, each
on a pooled connection, a write in one transaction. A change to a member's settings notifies every
process (``user:<id>`` on the settings channel), which drops its cached copy."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, Final, TypeVar

import asyncpg

from bot.store.desk import DEFAULT_MARKS, DeskSettings, DeskStore, JudgeCall, RoundTimer, UserSettings

T = TypeVar("T")
USER_NOTICE: Final = "user:"
"""Prefix of the notification payload that drops one member's cached settings."""
_CALL: Final = (
    "SELECT call_id, guild_id, caller_id, channel_id, table_name, question, judges_channel_id, "
    "message_id, called_at, claimed_by, claimed_at FROM judge_calls"
)
_TIMER: Final = (
    "SELECT guild_id, timer_key, name, channel_id, message_id, started_by, ends_at, time_left, marks, "
    "pending, game, revision FROM round_timers"
)
_SAVED: Final = "the change could not be saved"
_UNREAD: Final = "the desk data can't be read"


class PostgresDesk(DeskStore):
    """Mixed into :class:`~bot.store.postgres.PostgresStore`, whose pool and retries it uses."""

    if TYPE_CHECKING:  # provided by PostgresStore

        async def _run(
            self, failure: str, body: Callable[..., Awaitable[T]], *args: Any, transaction: bool = True
        ) -> T: ...

    # -- members -----------------------------------------------------------------------------------

    async def _load_user(self, user_id: int) -> UserSettings:
        sql = "SELECT default_game FROM user_settings WHERE user_id = $1"
        game = await self._run(_UNREAD, lambda conn: conn.fetchval(sql, user_id), transaction=False)
        return UserSettings(user_id=user_id, default_game=game)

    async def _save_user(self, settings: UserSettings) -> None:
        await self._run(_SAVED, _user_saved, settings)

    async def _load_user_ids(self) -> list[int]:
        sql = "SELECT user_id FROM user_settings ORDER BY user_id"
        rows = await self._run(_UNREAD, lambda conn: conn.fetch(sql), transaction=False)
        return [row[0] for row in rows]

    async def _replace_desk(self, desks: list[DeskSettings], users: list[UserSettings]) -> None:
        async def replace(conn: asyncpg.Connection) -> None:
            ids = [desk.guild_id for desk in desks]
            await conn.execute("DELETE FROM desk_settings WHERE guild_id = ANY($1::bigint[])", ids)
            await conn.execute("DELETE FROM round_end_lines WHERE guild_id = ANY($1::bigint[])", ids)
            default = DEFAULT_MARKS
            await conn.executemany(
                "INSERT INTO desk_settings (guild_id, judge_channel_id, timer_marks) VALUES ($1, $2, $3)",
                [
                    (
                        d.guild_id,
                        d.judge_channel_id,
                        None if d.timer_marks == default else list(d.timer_marks),
                    )
                    for d in desks
                ],
            )
            await conn.executemany(
                "INSERT INTO round_end_lines (guild_id, game, line) VALUES ($1, $2, $3)",
                [(d.guild_id, game, line) for d in desks for game, line in d.round_end],
            )
            for user in users:
                await _user_saved(conn, user)

        await self._run(_SAVED, replace)

    async def _reset_user(self, user_id: int) -> None:
        async def reset(conn: asyncpg.Connection) -> None:
            await conn.execute("DELETE FROM user_settings WHERE user_id = $1", user_id)
            await _notify_user(conn, user_id)

        await self._run(_SAVED, reset)

    # -- server desk settings ----------------------------------------------------------------------

    async def _load_desk(self, guild_id: int) -> DeskSettings:
        return await self._run(_UNREAD, _desk_now, guild_id, transaction=False)

    async def _save_desk(self, guild_id: int, changes: dict[str, Any]) -> DeskSettings:
        async def save(conn: asyncpg.Connection) -> DeskSettings:
            await conn.execute("INSERT INTO guilds (guild_id) VALUES ($1) ON CONFLICT DO NOTHING", guild_id)
            await conn.execute(
                "INSERT INTO desk_settings (guild_id) VALUES ($1) ON CONFLICT DO NOTHING", guild_id
            )
            if "judge_channel_id" in changes:
                sql = "UPDATE desk_settings SET judge_channel_id = $2 WHERE guild_id = $1"
                await conn.execute(sql, guild_id, changes["judge_channel_id"])
            if "timer_marks" in changes:
                marks = changes["timer_marks"]
                sql = "UPDATE desk_settings SET timer_marks = $2 WHERE guild_id = $1"
                await conn.execute(sql, guild_id, None if marks is None else list(marks))
            if "round_end" in changes:
                game, line = changes["round_end"]
                if line is None:
                    sql = "DELETE FROM round_end_lines WHERE guild_id = $1 AND game = $2"
                    await conn.execute(sql, guild_id, game)
                else:
                    await conn.execute(
                        "INSERT INTO round_end_lines (guild_id, game, line) VALUES ($1, $2, $3) "
                        "ON CONFLICT (guild_id, game) DO UPDATE SET line = excluded.line",
                        guild_id,
                        game,
                        line,
                    )
            return await _desk_now(conn, guild_id)

        return await self._run(_SAVED, save)

    # -- judge calls -------------------------------------------------------------------------------

    async def _add_call(self, call: JudgeCall) -> JudgeCall:
        async def add(conn: asyncpg.Connection) -> JudgeCall:
            inserted = await conn.fetchval(
                "INSERT INTO judge_calls (call_id, guild_id, caller_id, channel_id, table_name, question, "
                "judges_channel_id, message_id, called_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) "
                "ON CONFLICT (guild_id, caller_id) DO NOTHING RETURNING call_id",
                call.call_id,
                call.guild_id,
                call.caller_id,
                call.channel_id,
                call.table,
                call.question,
                call.judges_channel_id,
                call.message_id,
                call.called_at,
            )
            if inserted is not None:
                return call
            row = await conn.fetchrow(
                f"{_CALL} WHERE guild_id = $1 AND caller_id = $2", call.guild_id, call.caller_id
            )
            return _call(row)

        return await self._run(_SAVED, add)

    async def _set_call_message(self, call_id: int, message_id: int) -> JudgeCall | None:
        sql = f"UPDATE judge_calls SET message_id = $2 WHERE call_id = $1 RETURNING {_CALL_COLUMNS}"
        return await self._run(_SAVED, _one_call, sql, call_id, message_id)

    async def _claim_call(self, call_id: int, judge_id: int, when: datetime) -> JudgeCall | None:
        sql = (
            "UPDATE judge_calls SET claimed_by = $2, claimed_at = $3 WHERE call_id = $1 "
            f"RETURNING {_CALL_COLUMNS}"
        )
        return await self._run(_SAVED, _one_call, sql, call_id, judge_id, when)

    async def _close_call(self, call_id: int) -> JudgeCall | None:
        sql = f"DELETE FROM judge_calls WHERE call_id = $1 RETURNING {_CALL_COLUMNS}"
        return await self._run(_SAVED, _one_call, sql, call_id)

    async def _load_call(self, call_id: int) -> JudgeCall | None:
        return await self._run(_UNREAD, _one_call, f"{_CALL} WHERE call_id = $1", call_id, transaction=False)

    async def _load_calls(self, guild_id: int) -> list[JudgeCall]:
        sql = f"{_CALL} WHERE guild_id = $1 ORDER BY called_at, call_id"
        rows = await self._run(_UNREAD, lambda conn: conn.fetch(sql, guild_id), transaction=False)
        return [_call(row) for row in rows]

    # -- round timers ------------------------------------------------------------------------------

    async def _add_timer(self, timer: RoundTimer, limit: int) -> bool:
        async def add(conn: asyncpg.Connection) -> bool:
            # one server's timers are added one at a time, so the limit holds between two processes
            await conn.execute("SELECT pg_advisory_xact_lock($1)", timer.guild_id)
            sql = (
                "SELECT count(*), count(*) FILTER (WHERE timer_key = $2) FROM round_timers "
                "WHERE guild_id = $1"
            )
            count, taken = await conn.fetchrow(sql, timer.guild_id, timer.key)
            if taken or count >= limit:
                return False
            await conn.execute(
                "INSERT INTO round_timers (guild_id, timer_key, name, channel_id, message_id, started_by, "
                "ends_at, time_left, marks, pending, game, revision) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
                *_timer_row(timer),
            )
            return True

        return await self._run(_SAVED, add)

    async def _save_timer(self, timer: RoundTimer) -> bool:
        return await self._run(_SAVED, _timer_saved, timer)

    async def _remove_timer(self, timer: RoundTimer) -> bool:
        return await self._run(_SAVED, _timer_removed, timer)

    async def _save_marks(self, said: list[RoundTimer], ended: list[RoundTimer]) -> set[tuple[int, str]]:
        async def save(conn: asyncpg.Connection) -> set[tuple[int, str]]:
            applied = {(t.guild_id, t.key) for t in said if await _timer_saved(conn, t)}
            return applied | {(t.guild_id, t.key) for t in ended if await _timer_removed(conn, t)}

        return await self._run(_SAVED, save)

    async def _load_timers(self, guild_id: int | None) -> list[RoundTimer]:
        args: tuple[int, ...] = () if guild_id is None else (guild_id,)
        where = "" if guild_id is None else "WHERE guild_id = $1 "
        sql = f"{_TIMER} {where}ORDER BY guild_id, timer_key"
        rows = await self._run(_UNREAD, lambda conn: conn.fetch(sql, *args), transaction=False)
        return [_timer(row) for row in rows]

    async def _forget_desk(self, guild_id: int) -> None:
        async def forget(conn: asyncpg.Connection) -> None:
            await conn.execute("DELETE FROM judge_calls WHERE guild_id = $1", guild_id)
            await conn.execute("DELETE FROM round_timers WHERE guild_id = $1", guild_id)

        await self._run(_SAVED, forget)


_CALL_COLUMNS: Final = _CALL.removeprefix("SELECT ").removesuffix(" FROM judge_calls")


async def _notify_user(conn: asyncpg.Connection, user_id: int) -> None:
    """Every process (this one too) drops the member's cached settings when the transaction commits."""
    await conn.execute("SELECT pg_notify('floorjudge_settings', $1)", f"{USER_NOTICE}{user_id}")


async def _user_saved(conn: asyncpg.Connection, settings: UserSettings) -> None:
    await conn.execute(
        "INSERT INTO user_settings (user_id, default_game) VALUES ($1, $2) "
        "ON CONFLICT (user_id) DO UPDATE SET default_game = excluded.default_game",
        settings.user_id,
        settings.default_game,
    )
    await _notify_user(conn, settings.user_id)


async def _desk_now(conn: asyncpg.Connection, guild_id: int) -> DeskSettings:
    row = await conn.fetchrow(
        "SELECT judge_channel_id, timer_marks FROM desk_settings WHERE guild_id = $1", guild_id
    )
    lines = await conn.fetch("SELECT game, line FROM round_end_lines WHERE guild_id = $1", guild_id)
    found: dict[str, Any] = {"guild_id": guild_id, "round_end": tuple((r[0], r[1]) for r in lines)}
    if row is not None:
        found["judge_channel_id"] = row[0]
        if row[1] is not None:
            found["timer_marks"] = tuple(row[1])
    return DeskSettings(**found)


async def _timer_saved(conn: asyncpg.Connection, timer: RoundTimer) -> bool:
    sql = (
        "UPDATE round_timers SET name = $3, channel_id = $4, message_id = $5, started_by = $6, "
        "ends_at = $7, time_left = $8, marks = $9, pending = $10, game = $11, revision = $12 "
        "WHERE guild_id = $1 AND timer_key = $2 AND revision = $12 - 1"
    )
    return bool(await conn.execute(sql, *_timer_row(timer)) == "UPDATE 1")


async def _timer_removed(conn: asyncpg.Connection, timer: RoundTimer) -> bool:
    sql = "DELETE FROM round_timers WHERE guild_id = $1 AND timer_key = $2 AND revision = $3"
    return bool(await conn.execute(sql, timer.guild_id, timer.key, timer.revision) == "DELETE 1")


async def _one_call(conn: asyncpg.Connection, sql: str, *args: Any) -> JudgeCall | None:
    row = await conn.fetchrow(sql, *args)
    return None if row is None else _call(row)


def _call(row: Any) -> JudgeCall:
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
        called_at=called,
        claimed_by=by,
        claimed_at=at,
    )


def _timer_row(timer: RoundTimer) -> tuple[Any, ...]:
    return (
        timer.guild_id,
        timer.key,
        timer.name,
        timer.channel_id,
        timer.message_id,
        timer.started_by,
        timer.ends_at,
        timer.left,
        list(timer.marks),
        list(timer.pending),
        timer.game,
        timer.revision,
    )


def _timer(row: Any) -> RoundTimer:
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
        ends_at=ends_at,
        left=left,
        marks=tuple(marks),
        pending=tuple(pending),
        game=game,
        revision=revision,
    )
