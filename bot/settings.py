"""Process settings, read from the environment and `.env`. Built in `main()`, never at import."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Literal

from dotenv.parser import parse_stream
from pydantic import AliasChoices, Field, SecretStr, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.rules.library import default_data_dir


class Settings(BaseSettings):
    """Everything the process needs to start; `.env.example` documents each one."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        env_prefix="FLOORJUDGE_",
        extra="ignore",
        env_ignore_empty=True,
    )

    discord_token: SecretStr | None = Field(
        default=None, validation_alias=AliasChoices("DISCORD_TOKEN", "FLOORJUDGE_DISCORD_TOKEN")
    )
    database_path: Path = Path("var/floorjudge.sqlite3")
    dev_guild_id: int | None = Field(default=None, gt=0)
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    data_dir: Path = Field(default_factory=default_data_dir)

    @property
    def online(self) -> bool:
        """True when a token is set: connect to Discord instead of the offline console."""
        return self.discord_token is not None and bool(self.discord_token.get_secret_value().strip())

    @property
    def command_state_path(self) -> Path:
        """Where the hash of the last synced command tree is kept (beside the database)."""
        return self.database_path.with_name("command-tree.json")


class SettingsError(Exception):
    """A setting is missing or malformed; the message is one line naming it."""


_ENV_FILE = ".env"
_VARIABLE_NAME = re.compile(r"(?:export\s+)?([A-Za-z_][A-Za-z0-9_]{0,63})\s*=")


def _env_name(field: str) -> str:
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
    for binding in parse_stream(io.StringIO(text)):
        if binding.error:
            named = _VARIABLE_NAME.match(binding.original.string.strip())
            what = f" ({named.group(1)})" if named else ""
            raise SettingsError(
                f"{path} line {binding.original.line}{what} cannot be read: check for an unclosed quote"
            )


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
        raise SettingsError(f"setting {_env_name(field)}: {first['msg']}") from exc
