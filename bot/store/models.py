"""Immutable per-server settings and the single game-resolution rule."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError, field_validator

Visibility = Literal["private", "public"]
"""``private``: ephemeral answers with a "Post publicly" button; ``public``: posted."""
GameSource = Literal["explicit", "channel", "parent", "server", "none"]
"""Where a resolved game came from (see :meth:`GuildSettings.resolve_game`)."""
Snowflake = Annotated[int, Field(ge=0, le=2**63 - 1)]
"""A Discord id; fits SQLite's (and PostgreSQL's) signed 64-bit integers."""
GameId = Annotated[str, Field(min_length=1)]


@dataclass(frozen=True, slots=True)
class GameResolution:
    """Which game an answer is about: ``game`` None means nothing applies (ask the user).

    ``enabled`` is False when ``game`` is not among the server's enabled games; resolution never
    falls through to a lower-precedence game, so the caller decides (refuse or ask).
    """

    game: str | None
    source: GameSource
    enabled: bool


class GuildSettings(BaseModel):
    """A server's preferences. Frozen, with immutable fields, so cached instances can be shared."""

    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")

    guild_id: Snowflake
    default_game: GameId | None = None
    channel_games: tuple[tuple[Snowflake, GameId], ...] = ()
    """Per-channel overrides, ``(channel_id, game)`` pairs sorted by channel id."""
    enabled_games: frozenset[GameId] | None = None
    """None means every game is enabled."""
    visibility: Visibility = "private"
    judge_role_id: Snowflake | None = None
    removed_at: AwareDatetime | None = None
    """When the bot was removed from the server; None while it is a member."""

    @field_validator("channel_games", mode="after")
    @classmethod
    def _sorted_unique_channels(cls, value: tuple[tuple[int, str], ...]) -> tuple[tuple[int, str], ...]:
        if len({channel_id for channel_id, _ in value}) != len(value):
            raise ValueError("duplicate channel id in channel_games")
        return tuple(sorted(value))

    def channel_game(self, channel_id: int) -> str | None:
        """The game override of ``channel_id``, or None."""
        return dict(self.channel_games).get(channel_id)

    def is_enabled(self, game: str) -> bool:
        """Whether ``game`` may be used on this server."""
        return self.enabled_games is None or game in self.enabled_games

    def resolve_game(
        self, explicit: str | None = None, *, channel_id: int | None = None, parent_id: int | None = None
    ) -> GameResolution:
        """Pick the game for an answer; the one rule used everywhere.

        Precedence: ``explicit`` (the command's game option) > the override of ``channel_id`` > the
        override of ``parent_id`` (a thread follows its channel) > the server default > None (ask).
        The first hit wins even if it is disabled; ``GameResolution.enabled`` reports that.
        """
        game: str | None = None
        source: GameSource = "none"
        if explicit is not None:
            game, source = explicit, "explicit"
        elif channel_id is not None and (hit := self.channel_game(channel_id)):
            game, source = hit, "channel"
        elif parent_id is not None and (hit := self.channel_game(parent_id)):
            game, source = hit, "parent"
        elif self.default_game is not None:
            game, source = self.default_game, "server"
        return GameResolution(game=game, source=source, enabled=game is None or self.is_enabled(game))

    def export(self) -> dict[str, Any]:
        """JSON-ready dict for a ``/settings export`` file.

        Every key is always present. Snowflakes are strings (as in the Discord API) so JavaScript
        readers keep their precision; lists are sorted so exports diff cleanly.
        """
        return {
            "format": "floorjudge.guild_settings",
            "version": 1,
            "guild_id": str(self.guild_id),
            "default_game": self.default_game,
            "channel_games": {str(cid): game for cid, game in self.channel_games},
            "enabled_games": None if self.enabled_games is None else sorted(self.enabled_games),
            "visibility": self.visibility,
            "judge_role_id": None if self.judge_role_id is None else str(self.judge_role_id),
            "removed_at": None if self.removed_at is None else self.removed_at.isoformat(),
        }


def invalid_fields(error: ValidationError) -> str:
    """What is wrong with stored settings, by field, without the stored values (a log line must
    not echo what someone wrote into the database)."""
    return "; ".join(
        f"{'.'.join(map(str, problem['loc'])) or 'settings'}: {problem['msg']}"
        for problem in error.errors(include_input=False, include_url=False, include_context=False)
    )
