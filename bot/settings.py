"""Process settings, read from the environment and `.env`. Built in `main()`, never at import."""

from __future__ import annotations

import io
import logging
import os
import re
from pathlib import Path
from typing import Annotated, Literal

from dotenv import dotenv_values
from pydantic import AliasChoices, Field, SecretStr, ValidationError, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.rules.library import default_data_dir
from bot.store.url import SCHEMES, looks_like_token, redacted, url_problem


class Settings(BaseSettings):
    """Everything the process needs to start; `.env.example` documents each one."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        env_prefix="FLOORJUDGE_",
        extra="ignore",
        env_ignore_empty=True,
        populate_by_name=True,  # load_settings(database_url=...) as well as FLOORJUDGE_DATABASE_URL
    )

    discord_token: SecretStr | None = Field(
        default=None, validation_alias=AliasChoices("DISCORD_TOKEN", "FLOORJUDGE_DISCORD_TOKEN")
    )
    database_url: str = Field(
        default="var/floorjudge.sqlite3",
        min_length=1,
        validation_alias=AliasChoices("FLOORJUDGE_DATABASE_URL", "FLOORJUDGE_DATABASE_PATH"),
    )
    """A SQLite file path, or a ``postgresql://`` URL shared by several processes."""
    dev_guild_id: int | None = Field(default=None, gt=0)
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    data_dir: Path = Field(default_factory=default_data_dir)
    shard_count: int | None = Field(default=None, ge=1, le=100_000)
    """How many shards the whole bot has; None lets Discord recommend a number."""
    shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = None
    """The shards this process runs (``0,1,2``); None runs them all."""

    @field_validator("database_url")
    @classmethod
    def _sqlite_path_or_postgres_url(cls, value: str, info: ValidationInfo) -> str:
        # Never the value in a message: a URL may hold a password, and a pasted token must not
        # be logged or become a file name.
        _not_a_token(value, info)
        if "://" in value and not value.startswith(SCHEMES):
            raise ValueError("must be a SQLite file path or a postgresql:// URL")
        if value.startswith(SCHEMES) and (problem := url_problem(value)) is not None:
            raise ValueError(f"the postgresql:// URL cannot be read: {problem}")
        return value

    @field_validator("data_dir")
    @classmethod
    def _data_dir_not_a_token(cls, value: Path, info: ValidationInfo) -> Path:
        _not_a_token(str(value), info)
        return value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _comma_separated(cls, value: object) -> object:
        if isinstance(value, str):
            parts = [part.strip() for part in value.split(",")]
            if not all(part.isdigit() for part in parts):
                raise ValueError("must be shard numbers separated by commas, like 0,1,2")
            return tuple(int(part) for part in parts)
        return value

    @field_validator("shard_ids")
    @classmethod
    def _within_the_count(cls, value: tuple[int, ...] | None, info: ValidationInfo) -> tuple[int, ...] | None:
        if value is None:
            return None
        count = info.data.get("shard_count")
        if count is None:
            raise ValueError("needs FLOORJUDGE_SHARD_COUNT, the total number of shards, set too")
        if len(set(value)) != len(value):
            raise ValueError("lists a shard twice")
        if max(value) >= count:
            raise ValueError("shard numbers run from 0 to FLOORJUDGE_SHARD_COUNT - 1")
        return value

    @property
    def online(self) -> bool:
        """True when a token is set: connect to Discord instead of the offline console."""
        return self.discord_token is not None and bool(self.discord_token.get_secret_value().strip())

    @property
    def database_path(self) -> Path | None:
        """The SQLite file, or None when the settings live in PostgreSQL."""
        return None if "://" in self.database_url else Path(self.database_url)

    @property
    def state_dir(self) -> Path:
        """The folder for this machine's files (imported cards, the command-tree hash): beside the
        SQLite file, or ``var/`` with PostgreSQL."""
        return self.database_path.parent if self.database_path is not None else Path("var")

    @property
    def command_state_path(self) -> Path:
        """Where the hash of the last synced command tree is kept."""
        return self.state_dir / "command-tree.json"

    @property
    def database_name(self) -> str:
        """The database for messages and logs: the path, or the URL without its credentials."""
        return redacted(self.database_url)


def _not_a_token(value: str, info: ValidationInfo) -> None:
    token = info.data.get("discord_token")
    if looks_like_token(value, token.get_secret_value() if token is not None else None):
        raise ValueError("looks like a Discord bot token: the token belongs in DISCORD_TOKEN (not shown)")


class SettingsError(Exception):
    """A setting is missing or malformed; the message is one line naming it."""


_ENV_FILE = ".env"
_VARIABLE_NAME = re.compile(r"(?:export\s+)?([A-Za-z_][A-Za-z0-9_]{0,63})\s*=")


def _env_name(field: str) -> str:
    older = "FLOORJUDGE_DATABASE_PATH"  # the older name, still read
    if field in ("database_url", "FLOORJUDGE_DATABASE_URL") and older in os.environ:
        return "FLOORJUDGE_DATABASE_URL" if "FLOORJUDGE_DATABASE_URL" in os.environ else older
    if field.isupper():  # a field read through its alias names the variable already
        return field
    return "DISCORD_TOKEN" if field == "discord_token" else f"FLOORJUDGE_{field.upper()}"


def check_env_file(path: Path = Path(_ENV_FILE)) -> None:
    """Refuse a `.env` that would be misread: not UTF-8, or a line the parser would silently skip.

    python-dotenv skips a line it cannot parse (an unclosed quote) with a warning, so a token written
    `DISCORD_TOKEN="abc` would vanish and the bot would start the offline console instead.
    Messages never include a value: a `.env` holds secrets.
    """
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise SettingsError(f"{path} cannot be read: {exc.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise SettingsError(f"{path} is not UTF-8 text (line {line}); save it as UTF-8") from None
    skipped = _unparsed_lines(text)
    if skipped:
        lines, line = text.splitlines(), skipped[0]
        named = _VARIABLE_NAME.match(lines[line - 1].strip()) if 0 < line <= len(lines) else None
        what = f" ({named.group(1)})" if named else ""
        raise SettingsError(f"{path} line {line}{what} cannot be read: check for an unclosed quote")


class _Warnings(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[int] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.args and isinstance(record.args, tuple) and isinstance(record.args[0], int):
            self.lines.append(record.args[0])


def _unparsed_lines(text: str) -> list[int]:
    """The lines python-dotenv skips, as it reports them: a warning on its logger naming the line
    where the statement it could not parse starts (kept off the screen here: we say it ourselves)."""
    logger = logging.getLogger("dotenv.main")
    collected, propagate = _Warnings(), logger.propagate
    logger.addHandler(collected)
    logger.propagate = False
    try:
        dotenv_values(stream=io.StringIO(text))
    finally:
        logger.removeHandler(collected)
        logger.propagate = propagate
    return collected.lines


def load_settings(**overrides: object) -> Settings:
    """Read the settings, turning pydantic's report into one clear line that never shows a value."""
    check_env_file()
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        first = exc.errors(include_input=False, include_url=False)[0]
        field = str(first["loc"][0]) if first["loc"] else "settings"
        # The value is left out on purpose: a token pasted into the wrong setting, or a `${VAR}`
        # interpolated from the environment, must not end up on the screen or in a log.
        message = first["msg"].removeprefix("Value error, ")
        raise SettingsError(f"setting {_env_name(field)}: {message}") from exc
