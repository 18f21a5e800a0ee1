"""The judge's desk in the store, on every engine: a member's own settings, a server's desk settings,
judge calls and round timers; what survives a restart, what a reset or a purge takes with it."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from pydantic import ValidationError

from bot.store import DeskSettings, JudgeCall, RoundTimer, Store, StoreError, UserSettings
from tests.bot.store.conftest import Backend

WHEN = datetime(2026, 3, 1, 12, 0, 0, 123456, tzinfo=UTC)


def a_call(call_id: int = 900, *, caller: int = 7, guild: int = 1) -> JudgeCall:
    return JudgeCall(
        call_id=call_id,
        guild_id=guild,
        caller_id=caller,
        channel_id=20,
        table="12",
        question="Can Ariel sing this?",
        judges_channel_id=30,
        called_at=WHEN,
    )


def a_timer(name: str = "Round", *, guild: int = 1, paused: bool = False) -> RoundTimer:
    return RoundTimer(
        guild_id=guild,
        key=name.casefold(),
        name=name,
        channel_id=20,
        started_by=7,
        ends_at=None if paused else WHEN + timedelta(minutes=50),
        left=timedelta(minutes=23, seconds=10, microseconds=5) if paused else None,
        marks=(10, 5, 0),
        pending=(10, 5, 0),
        game="lorcana",
    )


# ------------------------------------------------------------- a member's own settings


async def test_a_members_game_round_trips_survives_a_restart_and_resets(
    store: Store, backend: Backend
) -> None:
    assert await store.user_settings(7) == UserSettings(user_id=7)
    assert (await store.update_user(7, default_game="gundam")).default_game == "gundam"
    assert (await store.user_settings(8)).default_game is None, "one member's game is theirs alone"
    await store.close()

    async with await backend.open() as reopened:
        assert (await reopened.user_settings(7)).default_game == "gundam"
        assert (await reopened.user_settings(7)).export() == {
            "format": "floorjudge.user_settings",
            "version": 1,
            "user_id": "7",
            "default_game": "gundam",
        }
        assert await reopened.reset_user(7) == UserSettings(user_id=7)
        assert (await reopened.user_settings(7)).default_game is None
    assert await backend.count("user_settings") == 0


async def test_a_members_settings_are_cached_until_their_next_change(store: Store, backend: Backend) -> None:
    await store.update_user(7, default_game="gundam")
    await asyncio.sleep(0.05)  # PostgreSQL: the write's own notification has come and gone
    assert (await store.user_settings(7)).default_game == "gundam"
    await backend.execute("UPDATE user_settings SET default_game = 'fftcg' WHERE user_id = 7")
    await asyncio.sleep(0.05)  # a hand edit sends no notification: the cache stands
    assert store.cached_user_settings(7) == UserSettings(user_id=7, default_game="gundam")
    assert (await store.user_settings(7)).default_game == "gundam"
    await store.update_user(7, default_game="lorcana")
    assert (await store.user_settings(7)).default_game == "lorcana"


async def test_a_members_change_reaches_another_process_within_milliseconds(postgres_url: str) -> None:
    async with await Store.open(postgres_url) as one, await Store.open(postgres_url) as other:
        assert (await other.user_settings(7)).default_game is None  # cached there
        await one.update_user(7, default_game="swtcg")
        for _ in range(200):
            if other.cached_user_settings(7) is None:
                break
            await asyncio.sleep(0.005)
        assert (await other.user_settings(7)).default_game == "swtcg"


async def test_a_members_cache_keeps_the_most_recently_read(store: Store) -> None:
    store._users.limit = 3
    for user in (1, 2, 3):
        await store.user_settings(user)
    await store.user_settings(1)  # read again: now the most recent
    await store.user_settings(4)
    assert [u for u in (1, 2, 3, 4) if store.cached_user_settings(u)] == [1, 3, 4]


async def test_bad_member_values_are_the_callers_mistake(store: Store) -> None:
    with pytest.raises(TypeError):
        await store.user_settings("7")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        await store.update_user(-1, default_game="gundam")
    with pytest.raises(ValidationError):
        await store.update_user(7, default_game="")


# ------------------------------------------------------------- a server's desk settings


async def test_desk_settings_default_round_trip_and_go_with_a_reset(store: Store, backend: Backend) -> None:
    assert await store.desk_settings(1) == DeskSettings(guild_id=1)
    assert (await store.desk_settings(1)).timer_marks == (10, 5)
    await store.update_desk(1, judge_channel_id=30)
    await store.update_desk(1, timer_marks=(5, 15, 1))
    await store.update_desk(1, round_end=("lorcana", "Finish the turn in progress."))
    updated = await store.update_desk(1, round_end=("", "Five extra turns."))
    assert updated == DeskSettings(
        guild_id=1,
        judge_channel_id=30,
        timer_marks=(15, 5, 1),
        round_end=(("", "Five extra turns."), ("lorcana", "Finish the turn in progress.")),
    )
    assert updated.round_end_line("lorcana") == "Finish the turn in progress."
    assert updated.round_end_line("gundam") == "Five extra turns."
    assert updated.round_end_line(None) == "Five extra turns."
    assert updated.export() == {
        "judge_channel_id": "30",
        "timer_marks": [15, 5, 1],
        "round_end_lines": {"*": "Five extra turns.", "lorcana": "Finish the turn in progress."},
    }
    await store.update_desk(1, round_end=("", None), timer_marks=None)
    await store.close()

    async with await backend.open() as reopened:
        kept = await reopened.desk_settings(1)
        assert kept.judge_channel_id == 30 and kept.timer_marks == (10, 5)
        assert kept.round_end == (("lorcana", "Finish the turn in progress."),)
        await reopened.reset(1)
        assert await reopened.desk_settings(1) == DeskSettings(guild_id=1), "reset takes them too"
    assert await backend.count("round_end_lines") == 0


async def test_a_purged_server_loses_its_desk_settings(store: Store) -> None:
    await store.update_desk(1, judge_channel_id=30)
    await store.mark_removed(1, WHEN)
    assert await store.purge_removed(WHEN + timedelta(days=1)) == 1
    assert await store.desk_settings(1) == DeskSettings(guild_id=1)


@pytest.mark.parametrize(
    "marks", [(0,), (121,), (1, 2, 3, 4, 5, 6), (-5,)], ids=["zero", "too-early", "six", "negative"]
)
async def test_impossible_marks_are_refused_and_nothing_changes(store: Store, marks: tuple[int, ...]) -> None:
    with pytest.raises(ValueError):
        await store.update_desk(1, timer_marks=marks)
    assert await store.desk_settings(1) == DeskSettings(guild_id=1)


async def test_a_round_end_line_longer_than_300_is_refused(store: Store) -> None:
    with pytest.raises(ValidationError):
        await store.update_desk(1, round_end=("", "x" * 301))
    with pytest.raises(ValueError):
        await store.update_desk(1)


# ------------------------------------------------------------- judge calls


async def test_one_open_call_per_member_claimed_then_closed(store: Store, backend: Backend) -> None:
    call = a_call()
    assert await store.add_call(call) == call
    assert await store.add_call(a_call(901)) == call, "the member's open call, not a second one"
    other = await store.add_call(a_call(902, caller=8))
    assert other.call_id == 902
    elsewhere = await store.add_call(a_call(903, guild=2))
    assert elsewhere.call_id == 903, "one open call per member and server"

    posted = await store.call_posted(900, 5000)
    assert posted is not None and posted.message_id == 5000
    claimed = await store.claim_call(900, 42, WHEN + timedelta(minutes=2))
    assert claimed is not None and (claimed.claimed_by, claimed.claimed_at) == (
        42,
        WHEN + timedelta(minutes=2),
    )
    await store.close()

    async with await backend.open() as reopened:
        assert [c.call_id for c in await reopened.open_calls(1)] == [900, 902]
        assert await reopened.call(900) == claimed
        assert await reopened.close_call(900) == claimed
        assert await reopened.close_call(900) is None, "closed once"
        assert await reopened.claim_call(900, 43, WHEN) is None
        assert await reopened.call_posted(900, 1) is None
        assert (await reopened.add_call(a_call(904))).call_id == 904, "a new call once the last one closed"
        await reopened.forget_desk(1)
        assert await reopened.open_calls(1) == []
        assert [c.call_id for c in await reopened.open_calls(2)] == [903]


async def test_a_reset_keeps_the_calls_and_timers(store: Store) -> None:
    await store.update_desk(1, judge_channel_id=30)
    await store.add_call(a_call())
    assert await store.add_timer(a_timer(), limit=25)
    await store.reset(1)
    assert [c.call_id for c in await store.open_calls(1)] == [900]
    assert [t.key for t in await store.timers(1)] == ["round"]


# ------------------------------------------------------------- round timers


async def test_timers_round_trip_running_and_paused(store: Store, backend: Backend) -> None:
    running, paused = a_timer(), a_timer("Pod 2", paused=True)
    assert await store.add_timer(running, limit=25)
    assert await store.add_timer(paused, limit=25)
    assert await store.add_timer(a_timer("Round", guild=2), limit=25), "names are per server"
    await store.close()

    async with await backend.open() as reopened:
        assert await reopened.timers(1) == [paused, running]
        assert [(t.guild_id, t.key) for t in await reopened.timers()] == [
            (1, "pod 2"),
            (1, "round"),
            (2, "round"),
        ]


async def test_a_taken_name_or_a_full_server_adds_nothing(store: Store) -> None:
    assert await store.add_timer(a_timer(), limit=2)
    assert not await store.add_timer(a_timer("ROUND"), limit=2)
    assert await store.add_timer(a_timer("Top 8"), limit=2)
    assert not await store.add_timer(a_timer("Top 4"), limit=2)
    assert [t.name for t in await store.timers(1)] == ["Round", "Top 8"]


async def test_a_change_from_an_older_revision_is_refused(store: Store) -> None:
    timer = a_timer()
    await store.add_timer(timer, limit=25)
    first = timer.model_copy(update={"pending": (5, 0), "revision": 1})
    assert await store.save_timer(first)
    stale = timer.model_copy(update={"pending": (0,), "revision": 1})
    assert not await store.save_timer(stale), "computed from revision 0, which is gone"
    assert await store.timers(1) == [first]
    assert not await store.remove_timer(timer)
    assert await store.remove_timer(first)
    assert await store.timers(1) == []
    assert not await store.save_timer(first.model_copy(update={"revision": 2})), "gone"


def test_a_timer_is_running_or_paused_never_both() -> None:
    with pytest.raises(ValidationError):
        RoundTimer.model_validate(a_timer().model_dump() | {"left": timedelta(minutes=1)})
    with pytest.raises(ValidationError):
        RoundTimer.model_validate(a_timer(paused=True).model_dump() | {"left": timedelta(0)})


async def test_a_database_refusing_a_timer_says_so_in_one_line(store: Store, backend: Backend) -> None:
    await backend.execute("DROP TABLE round_timers")
    with pytest.raises(StoreError, match="the change could not be saved"):
        await store.add_timer(a_timer(), limit=25)
    with pytest.raises(StoreError):
        await store.timers(1)
