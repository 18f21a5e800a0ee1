"""GuildSettings: defaults, immutability, game resolution, export."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from bot.store import GameResolution, GuildSettings

GAMES = ["fftcg", "lorcana", "gundam", "dreadnought", "swtcg"]


def test_defaults() -> None:
    s = GuildSettings(guild_id=42)
    assert s.default_game is None
    assert s.channel_games == ()
    assert s.enabled_games is None
    assert s.visibility == "private"
    assert s.judge_role_id is None
    assert s.removed_at is None
    assert s.channel_game(1) is None
    assert s.is_enabled("fftcg")


def test_frozen_and_immutable_fields() -> None:
    s = GuildSettings(guild_id=1, channel_games=((5, "fftcg"),), enabled_games=frozenset({"fftcg"}))
    with pytest.raises(ValidationError):
        s.default_game = "lorcana"  # type: ignore[misc]
    assert isinstance(s.channel_games, tuple)
    assert isinstance(s.enabled_games, frozenset)
    with pytest.raises(AttributeError):
        s.enabled_games.add("x")  # type: ignore[attr-defined]


def test_strict_types() -> None:
    with pytest.raises(ValidationError):
        GuildSettings(guild_id="1")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        GuildSettings(guild_id=True)
    with pytest.raises(ValidationError):
        GuildSettings(guild_id=1, visibility="loud")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        GuildSettings(guild_id=1, default_game="")
    with pytest.raises(ValidationError):
        GuildSettings(guild_id=-1)
    with pytest.raises(ValidationError):  # naive datetime
        GuildSettings(guild_id=1, removed_at=datetime(2024, 1, 1))


def test_channel_games_sorted_and_unique() -> None:
    s = GuildSettings(guild_id=1, channel_games=((9, "a"), (3, "b")))
    assert s.channel_games == ((3, "b"), (9, "a"))
    assert s.channel_game(9) == "a"
    with pytest.raises(ValidationError):
        GuildSettings(guild_id=1, channel_games=((3, "a"), (3, "b")))


def test_resolution_order() -> None:
    s = GuildSettings(
        guild_id=1,
        default_game="gundam",
        channel_games=((10, "fftcg"), (20, "lorcana")),
    )
    # explicit beats everything
    assert s.resolve_game("swtcg", channel_id=10, parent_id=20) == GameResolution("swtcg", "explicit", True)
    # channel override
    assert s.resolve_game(channel_id=10) == GameResolution("fftcg", "channel", True)
    # a thread (no override of its own) follows its parent channel
    assert s.resolve_game(channel_id=999, parent_id=20) == GameResolution("lorcana", "parent", True)
    # an override on the thread itself is more specific than the parent's
    assert s.resolve_game(channel_id=10, parent_id=20).game == "fftcg"
    # server default
    assert s.resolve_game(channel_id=999, parent_id=998) == GameResolution("gundam", "server", True)
    assert s.resolve_game() == GameResolution("gundam", "server", True)
    # nothing: ask
    empty = GuildSettings(guild_id=1)
    assert empty.resolve_game(channel_id=10) == GameResolution(None, "none", True)


def test_resolution_reports_disabled_without_falling_through() -> None:
    s = GuildSettings(
        guild_id=1,
        default_game="gundam",
        channel_games=((10, "fftcg"),),
        enabled_games=frozenset({"gundam"}),
    )
    assert s.resolve_game("lorcana") == GameResolution("lorcana", "explicit", False)
    assert s.resolve_game(channel_id=10) == GameResolution("fftcg", "channel", False)
    assert s.resolve_game(channel_id=11) == GameResolution("gundam", "server", True)
    none_enabled = GuildSettings(guild_id=1, enabled_games=frozenset())
    assert not none_enabled.is_enabled("fftcg")


game_or_none = st.none() | st.sampled_from(GAMES)
ids = st.integers(min_value=1, max_value=6)


@given(
    default=game_or_none,
    overrides=st.dictionaries(ids, st.sampled_from(GAMES), max_size=6),
    enabled=st.none() | st.frozensets(st.sampled_from(GAMES)),
    explicit=game_or_none,
    channel=st.none() | ids,
    parent=st.none() | ids,
)
def test_resolution_matches_reference(
    default: str | None,
    overrides: dict[int, str],
    enabled: frozenset[str] | None,
    explicit: str | None,
    channel: int | None,
    parent: int | None,
) -> None:
    s = GuildSettings(
        guild_id=1, default_game=default, channel_games=tuple(overrides.items()), enabled_games=enabled
    )
    candidates = [
        explicit,
        overrides.get(channel) if channel is not None else None,
        overrides.get(parent) if parent is not None else None,
        default,
    ]
    expected = next((c for c in candidates if c is not None), None)
    got = s.resolve_game(explicit, channel_id=channel, parent_id=parent)
    assert got.game == expected
    assert got.enabled == (expected is None or enabled is None or expected in enabled)


def test_export_shape() -> None:
    when = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
    s = GuildSettings(
        guild_id=2**62,
        default_game="fftcg",
        channel_games=((7, "lorcana"), (3, "gundam")),
        enabled_games=frozenset({"lorcana", "fftcg", "gundam"}),
        visibility="public",
        judge_role_id=99,
        removed_at=when,
    )
    data = s.export()
    assert list(data) == [
        "format",
        "version",
        "guild_id",
        "default_game",
        "channel_games",
        "enabled_games",
        "visibility",
        "judge_role_id",
        "removed_at",
    ]
    assert data["format"] == "floorjudge.guild_settings"
    assert data["version"] == 1
    assert data["guild_id"] == str(2**62)
    assert data["channel_games"] == {"3": "gundam", "7": "lorcana"}
    assert data["enabled_games"] == ["fftcg", "gundam", "lorcana"]
    assert data["judge_role_id"] == "99"
    assert data["removed_at"] == "2025-03-01T12:00:00+00:00"
    assert json.loads(json.dumps(data)) == data
    # defaults export with every key present
    assert GuildSettings(guild_id=1).export()["enabled_games"] is None
