"""Process settings, read from the environment and `.env`. Built in `main()`, never at import."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

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


def load_settings(**overrides: object) -> Settings:
    """Read the settings, turning pydantic's report into one clear line."""
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        first = exc.errors()[0]
        field = str(first["loc"][0]) if first["loc"] else "settings"
        env_name = "DISCORD_TOKEN" if field == "discord_token" else f"FLOORJUDGE_{field.upper()}"
        raise SettingsError(f"setting {env_name}: {first['msg']} (got {first.get('input')!r})") from exc
