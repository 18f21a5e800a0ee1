"""Round timers' arithmetic: which marks lie ahead, what pausing, resuming and adding time do to
them, and which one mark is said when several fell due."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.desk import DeskError, timers
from bot.store import RoundTimer

NOW = datetime(2026, 5, 1, 10, 0, tzinfo=UTC)
MIN = timedelta(minutes=1)


def started(length: int = 50, marks: tuple[int, ...] = (10, 5)) -> RoundTimer:
    return timers.start(
        guild_id=1, name="Round", channel_id=2, started_by=3, length=length, marks=marks, game=None, now=NOW
    )


@pytest.mark.parametrize(
    ("length", "pending"),
    [(50, (10, 5, 0)), (10, (5, 0)), (7, (5, 0)), (5, (0,)), (1, (0,))],
)
def test_a_timer_says_only_the_marks_ahead_of_it(length: int, pending: tuple[int, ...]) -> None:
    timer = started(length)
    assert timer.marks == (10, 5, 0)
    assert timer.pending == pending
    assert timer.ends_at == NOW + length * MIN


def test_marks_are_said_one_at_a_time_at_their_minute() -> None:
    timer = started(30)
    assert timers.next_due(timer) == NOW + 20 * MIN
    assert timers.due(timer, NOW + 20 * MIN - timedelta(seconds=1)) is None
    first = timers.due(timer, NOW + 20 * MIN)
    assert first is not None and (first.mark, first.late, first.final) == (10, False, False)
    assert first.after.pending == (5, 0) and first.after.revision == timer.revision + 1
    assert timers.next_due(first.after) == NOW + 25 * MIN
    last = timers.due(first.after.model_copy(update={"pending": (0,)}), NOW + 30 * MIN)
    assert last is not None and last.final and last.after.pending == ()


def test_marks_missed_while_down_become_one_late_mark() -> None:
    timer = started(30)
    due = timers.due(timer, NOW + 26 * MIN)
    assert due is not None
    assert (due.mark, due.at, due.late) == (5, NOW + 25 * MIN, True)
    assert due.after.pending == (0,), "10 is dropped unsaid: one late mark, not two"
    ended = timers.due(timer, NOW + 90 * MIN)
    assert ended is not None and ended.final and ended.late and ended.at == NOW + 30 * MIN


def test_within_half_a_minute_a_mark_is_on_time() -> None:
    due = timers.due(started(30), NOW + 20 * MIN + timers.LATE_AFTER)
    assert due is not None and not due.late


def test_pausing_keeps_the_time_left_and_resuming_moves_the_end() -> None:
    paused = timers.pause(started(30), NOW + 5 * MIN)
    assert paused.paused and paused.left == 25 * MIN and paused.ends_at is None
    assert timers.next_due(paused) is None and timers.due(paused, NOW + 99 * MIN) is None
    resumed = timers.resume(paused, NOW + 60 * MIN)
    assert resumed.ends_at == NOW + 85 * MIN and resumed.left is None
    with pytest.raises(DeskError, match="already paused"):
        timers.pause(paused, NOW)
    with pytest.raises(DeskError, match="not paused"):
        timers.resume(resumed, NOW)


def test_adding_time_brings_back_the_marks_ahead_and_taking_it_drops_them() -> None:
    timer = started(30).model_copy(update={"pending": (0,)})  # 10 and 5 said
    later = timers.add(timer, 10, NOW + 26 * MIN)  # 4 left + 10
    assert later.ends_at == NOW + 40 * MIN and later.pending == (10, 5, 0)
    sooner = timers.add(later, -8, NOW + 26 * MIN)  # 14 left - 8
    assert sooner.ends_at == NOW + 32 * MIN and sooner.pending == (5, 0)
    paused = timers.add(timers.pause(later, NOW + 26 * MIN), 1, NOW + 50 * MIN)
    assert paused.left == 15 * MIN and paused.pending == (10, 5, 0)


@pytest.mark.parametrize(
    ("minutes", "message"),
    [(0, "Add from 1"), (-30, "no time"), (-31, "no time"), (300, "at most 300"), (301, "Add from 1")],
)
def test_impossible_changes_are_refused(minutes: int, message: str) -> None:
    with pytest.raises(DeskError, match=message):
        timers.add(started(30), minutes, NOW)


@pytest.mark.parametrize(
    ("raw", "shown"),
    [(None, "Round"), ("  Top   8 ", "Top 8"), ("Pod\u200b 2", "Pod 2"), ("Table\n4", "Table 4")],
)
def test_names_are_shown_as_typed_with_spaces_tidied(raw: str | None, shown: str) -> None:
    assert timers.timer_name(raw) == shown
    assert timers.timer_key(shown) == shown.casefold()


@pytest.mark.parametrize("raw", ["", " \u200b ", "x" * 33])
def test_names_with_nothing_visible_or_too_long_are_refused(raw: str) -> None:
    with pytest.raises(DeskError):
        timers.timer_name(raw)


@pytest.mark.parametrize("length", [0, 301, -5])
def test_a_length_outside_the_range_is_refused(length: int) -> None:
    with pytest.raises(DeskError, match="from 1 to 300 minutes"):
        started(length)
