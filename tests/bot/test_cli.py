"""`floorjudge` start-up: settings and data problems stop it with one clear line."""

from __future__ import annotations

import asyncio
import io
import shutil
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.cli import main
from bot.rules import default_data_dir
from bot.settings import SettingsError, load_settings
from bot.store import GuildSettings, Store


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)  # no .env from the checkout
    for name in (
        "DISCORD_TOKEN",
        "FLOORJUDGE_DEV_GUILD_ID",
        "FLOORJUDGE_DATA_DIR",
        "FLOORJUDGE_LOG_LEVEL",
        "FLOORJUDGE_DATABASE_PATH",
        "FLOORJUDGE_DATABASE_URL",
        "FLOORJUDGE_SHARD_COUNT",
        "FLOORJUDGE_SHARD_IDS",
    ):
        monkeypatch.delenv(name, raising=False)


def test_help_explains_both_ways_to_run(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert "DISCORD_TOKEN" in out and "offline" in out and "/keyword Ward" in out


def _one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0, err
    assert err.startswith("floorjudge: ")
    return err


def test_a_malformed_setting_is_one_line_naming_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FLOORJUDGE_DEV_GUILD_ID", "my-server")
    assert main([]) == 2
    err = _one_line_error(capsys)
    assert "FLOORJUDGE_DEV_GUILD_ID" in err and "integer" in err


SECRET = "MTE5ODc2NTQzMjE.GhIjKl.s3cr3t-t0ken-value"


@pytest.mark.parametrize("setting", ["FLOORJUDGE_LOG_LEVEL", "FLOORJUDGE_DEV_GUILD_ID"])
def test_a_token_pasted_into_the_wrong_setting_is_not_echoed(
    setting: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(setting, SECRET)
    assert main(["schema"]) == 2
    err = _one_line_error(capsys)
    assert setting in err
    assert SECRET not in err and "s3cr3t" not in err


def test_dotenv_interpolation_never_echoes_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SOME_OTHER_SECRET", SECRET)
    (tmp_path / ".env").write_text("FLOORJUDGE_DEV_GUILD_ID=${SOME_OTHER_SECRET}\n")
    assert main(["schema"]) == 2
    err = _one_line_error(capsys)
    assert "FLOORJUDGE_DEV_GUILD_ID" in err and SECRET not in err


def test_an_unclosed_quote_in_dotenv_stops_start_up_instead_of_dropping_the_token(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    (tmp_path / ".env").write_text(f'FLOORJUDGE_LOG_LEVEL=INFO\nDISCORD_TOKEN="{SECRET}\n')
    monkeypatch.setattr("sys.stdin", io.StringIO("/keyword Ward\n"))  # the console, were it to start
    assert main([]) == 2
    err = _one_line_error(capsys)
    assert "line 2" in err and "DISCORD_TOKEN" in err and "quote" in err
    assert SECRET not in err
    assert not (tmp_path / "var").exists(), "nothing started"


def test_a_dotenv_that_is_not_utf8_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".env").write_bytes(b"FLOORJUDGE_LOG_LEVEL=INFO\nDISCORD_TOKEN=caf\xe9-token\n")
    assert main(["schema"]) == 2
    err = _one_line_error(capsys)
    assert ".env" in err and "UTF-8" in err and "line 2" in err and "token" not in err


def test_a_token_discord_refuses_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Discord answers 401 to GET /users/@me for a bad token; discord.py turns it into LoginFailure."""
    from types import SimpleNamespace

    import discord

    async def unauthorized(self: object, route: discord.http.Route, **kwargs: object) -> object:
        assert route.path == "/users/@me", "login is the first request"
        raise discord.HTTPException(SimpleNamespace(status=401, reason="Unauthorized"), "401: Unauthorized")

    monkeypatch.setattr(discord.http.HTTPClient, "request", unauthorized)
    monkeypatch.setenv("DISCORD_TOKEN", SECRET)
    assert main([]) == 2
    err = _one_line_error(capsys)
    assert "DISCORD_TOKEN" in err and "refused" in err and SECRET not in err


def test_the_token_is_never_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "super-secret-token")
    settings = load_settings()
    assert settings.online
    assert "super-secret-token" not in repr(settings) and "super-secret-token" not in str(settings)


def test_settings_come_from_dotenv(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("FLOORJUDGE_LOG_LEVEL=DEBUG\nFLOORJUDGE_DEV_GUILD_ID=\n")
    settings = load_settings()
    assert settings.log_level == "DEBUG" and settings.dev_guild_id is None and not settings.online


def test_an_invalid_log_level_is_refused() -> None:
    with pytest.raises(SettingsError, match="FLOORJUDGE_LOG_LEVEL"):
        load_settings(log_level="LOUD")


def test_broken_game_data_stops_start_up_naming_file_and_entry(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    shutil.copytree(default_data_dir(), data)
    fftcg = data / "fftcg.yaml"
    fftcg.write_text(fftcg.read_text(encoding="utf-8").replace("Brave trait don’t", "Brave trait do", 1))
    monkeypatch.setenv("FLOORJUDGE_DATA_DIR", str(data))

    assert main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0
    assert "fftcg.yaml" in err and "'Brave'" in err and "word for word" in err


def test_a_broken_rules_document_stops_start_up_naming_file_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    shutil.copytree(default_data_dir(), data)
    document = data / "sources" / "lorcana-comprehensive-rules-2.0.1.md"
    lines = document.read_text(encoding="utf-8").split("\n")
    broken = next(i for i, line in enumerate(lines) if line.startswith("4.6.4.3. "))
    lines[broken] = lines[broken].replace("4.6.4.3. ", "4.6.4.1. ", 1)  # a number printed twice
    document.write_text("\n".join(lines), encoding="utf-8")
    monkeypatch.setenv("FLOORJUDGE_DATA_DIR", str(data))

    assert main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0
    assert f"lorcana-comprehensive-rules-2.0.1.md, line {broken + 1}: rule 4.6.4.1 appears twice" in err


SCENARIO = {"topic": "lorcana.challenge", "challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"}


def test_check_reads_a_file_and_prints_the_verdict_as_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(SCENARIO))

    assert main(["check", str(path)]) == 0
    verdict = json.loads(capsys.readouterr().out)
    # 8.6.1: Evasive means “This [Type] can’t be challenged except by a character with Evasive.”
    assert verdict["answer"] is False
    assert "8.6.1" in [step["citation"]["rule"] for step in verdict["steps"] if step["citation"]]


def test_check_reads_yaml_from_stdin(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io
    import json

    document = "topic: lorcana.challenge\nchallenger: Mickey str=3 Alert\ndefender: Goofy exerted Evasive\n"
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(document.encode())))

    assert main(["check", "-"]) == 0
    assert json.loads(capsys.readouterr().out)["answer"] is True


def test_check_reads_real_card_names_without_quotes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 23: `floorjudge check` reads unquoted names as the real cards. 8.11.1: Singer N means
    “… as though they had cost N instead of their normal ink cost.” Ariel - Spectacular Singer prints
    Singer 5; Let It Go costs 5."""
    import json

    path = tmp_path / "sing.json"
    path.write_text(
        json.dumps({"topic": "lorcana.sing", "song": "Let It Go", "singers": ["Ariel - Spectacular Singer"]})
    )
    assert main(["check", str(path)]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["answer"] is True and "8.11.1" in [
        s["citation"]["rule"] for s in verdict["steps"] if s.get("citation")
    ]
    assert verdict["card_data"][0].startswith("Let It Go (typed “Let It Go”)") or verdict["card_data"][
        0
    ].startswith("Let It Go: cost 5")
    assert verdict["card_data"][1].startswith("Ariel - Spectacular Singer: cost 3")
    assert "Singer 5" in verdict["card_data"][1]


def test_check_takes_the_slash_options_strings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`floorjudge check` reads the same strings as the slash options: 'A; B' for a list of cards,
    and the notation judges write, with the same verdict as the JSON-array form."""
    import json

    # Forming a Party: a party "can be blocked by a Forward that has a cost of 3 or less" here.
    as_typed = {
        "topic": "fftcg.block",
        "attackers": "Zidane Wind cannot be blocked by a Forward of cost 3 or more; "
        "Vivi Wind cannot be blocked by a Forward of cost 4 or more",
        "blocker": "Squall Ice cost 3",
    }
    as_arrays = {
        "topic": "fftcg.block",
        "attackers": [
            {"name": "Zidane", "elements": ["Wind"], "unblockable_by": ["cost>=3"]},
            {"name": "Vivi", "elements": ["Wind"], "unblockable_by": ["cost>=4"]},
        ],
        "blocker": {"name": "Squall", "elements": ["Ice"], "cost": 3},
    }
    verdicts = []
    for document in (as_typed, as_arrays):
        path = tmp_path / "scenario.json"
        path.write_text(json.dumps(document))
        assert main(["check", str(path)]) == 0
        verdicts.append(json.loads(capsys.readouterr().out))
    typed, arrays = (
        {k: v for k, v in verdict.items() if k not in ("card_data", "read_as")} for verdict in verdicts
    )
    assert typed == arrays
    assert verdicts[0]["answer"] is True
    # Real cards carry these names: typed with what card data would fill (elements, a cost, a phrase),
    # each is the card as typed, and the verdict says so; a card given as an object is taken as given.
    assert [line.split(" as typed")[0] for line in verdicts[0]["read_as"]] == ["Zidane", "Vivi", "Squall"]
    assert verdicts[1]["read_as"] == []


def test_a_bad_scenario_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("topic: lorcana.challenge\nchallenger: Mickey srt=3\ndefender: Goofy\n")

    assert main(["check", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "srt" in err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b'{"topic": "lorcana.challenge", "challenger": "Mick\xe9y"}', "not UTF-8 text (line 1)"),
        (b"a: &a [x, x]\nb: &b [*a, *a]\ntopic: *b\n", "aliases"),
        (b"[" * 30_000 + b"]" * 30_000, "nested deeper than"),
        (b'{"topic": "lorcana.damage", "amount": ' + b"7" * 5_000 + b"}", "longer than 18 digits"),
        (b" " * (64 * 1024) + b"{}", "at most 64 KB"),
    ],
)
def test_check_refuses_a_hostile_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, message: str
) -> None:
    path = tmp_path / "hostile.yaml"
    path.write_bytes(content)
    assert main(["check", str(path)]) == 2
    err = _one_line_error(capsys)
    assert message in err and len(err) < 200


def test_check_help_states_the_size_limit(capsys: pytest.CaptureFixture[str]) -> None:
    from bot.engine.cli import MAX_DOCUMENT_BYTES

    with pytest.raises(SystemExit):
        main(["--help"])
    assert f"at most {MAX_DOCUMENT_BYTES // 1024} KB" in " ".join(capsys.readouterr().out.split())


def test_a_missing_file_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "no-such-file.json"]) == 2
    assert "cannot read no-such-file.json" in capsys.readouterr().err


def test_schema_lists_every_topic(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from bot.engine import topics

    assert main(["schema"]) == 0
    schema_text = capsys.readouterr().out
    json.loads(schema_text)
    for topic_id in topics():
        assert topic_id in schema_text


def test_a_database_from_a_newer_floorjudge_stops_start_up_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    database = tmp_path / "newer.sqlite3"
    with sqlite3.connect(database) as connection:
        connection.execute("PRAGMA user_version = 99")
    monkeypatch.setenv("FLOORJUDGE_DATABASE_PATH", str(database))
    monkeypatch.setattr("sys.stdin", io.StringIO("/keyword Ward\n"))

    assert main([]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith(f"floorjudge: settings database {database}:")
    assert "99" in err
    with sqlite3.connect(database) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (99,), "never downgraded"


@pytest.mark.parametrize(
    ("damage", "named"),
    [
        (lambda path: path.write_bytes(b"\x13" * 8192), "file is not a database"),
        (
            lambda path: sqlite3.connect(path).executescript(
                "CREATE TABLE notes (body TEXT); PRAGMA user_version = 1;"
            ),
            "not floorjudge's schema version 1",
        ),
    ],
    ids=["junk", "foreign-tables"],
)
def test_a_broken_database_stops_start_up_in_one_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    damage: Callable[[Path], object],
    named: str,
) -> None:
    database = tmp_path / "broken.sqlite3"
    damage(database)
    monkeypatch.setenv("FLOORJUDGE_DATABASE_PATH", str(database))
    monkeypatch.setattr("sys.stdin", io.StringIO("/keyword Ward\n"))

    assert main([]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith(f"floorjudge: settings database {database}: ")
    assert named in err


def test_check_fills_cards_named_in_the_document_from_card_data(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    # 8.11.1: Singer N sings “as though they had cost N”; Singer 5 and the song's cost are card data.
    scenario = {
        "topic": "lorcana.sing",
        "song": '"A Whole New World"',
        "singers": ['"Ariel - Spectacular Singer"'],
    }
    path = tmp_path / "sing.json"
    path.write_text(json.dumps(scenario))

    assert main(["check", str(path)]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["answer"] is True
    assert "8.11.1" in [step["citation"]["rule"] for step in verdict["steps"] if step["citation"]]
    assert verdict["card_data"][1].endswith("Singer 5")


def test_cards_import_refuses_a_malformed_neutral_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    bad = tmp_path / "fftcg.json"
    bad.write_text(
        json.dumps(
            {"game": "fftcg", "cards": [{"name": "Cloud", "type": "forward", "stats": {"powr": 7000}}]}
        )
    )
    assert main(["cards", "import", "fftcg", str(bad)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0
    assert f"{bad}: cards[0] (Cloud): stats.powr: not a field of fftcg cards; did you mean 'power'?" in err
    assert not (tmp_path / "var" / "cards").exists(), "nothing written"


# -- the settings database and the shards -----------------------------------------------------------


@pytest.mark.parametrize(
    ("settings", "named", "says"),
    [
        ({"FLOORJUDGE_SHARD_IDS": "0,1"}, "FLOORJUDGE_SHARD_IDS", "needs FLOORJUDGE_SHARD_COUNT"),
        (
            {"FLOORJUDGE_SHARD_IDS": "0,4", "FLOORJUDGE_SHARD_COUNT": "4"},
            "FLOORJUDGE_SHARD_IDS",
            "from 0 to FLOORJUDGE_SHARD_COUNT - 1",
        ),
        (
            {"FLOORJUDGE_SHARD_IDS": "1,1", "FLOORJUDGE_SHARD_COUNT": "4"},
            "FLOORJUDGE_SHARD_IDS",
            "lists a shard twice",
        ),
        (
            {"FLOORJUDGE_SHARD_IDS": SECRET, "FLOORJUDGE_SHARD_COUNT": "4"},
            "FLOORJUDGE_SHARD_IDS",
            "separated by commas",
        ),
        ({"FLOORJUDGE_SHARD_COUNT": "0"}, "FLOORJUDGE_SHARD_COUNT", "greater than or equal to 1"),
        ({"FLOORJUDGE_SHARD_COUNT": SECRET}, "FLOORJUDGE_SHARD_COUNT", "integer"),
        (
            {"FLOORJUDGE_DATABASE_URL": f"mysql://judge:{SECRET}@db/floorjudge"},
            "FLOORJUDGE_DATABASE_URL",
            "a SQLite file path or a postgresql:// URL",
        ),
    ],
)
def test_a_bad_shard_or_database_setting_is_one_line_that_never_echoes_it(
    settings: dict[str, str],
    named: str,
    says: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    for name, value in settings.items():
        monkeypatch.setenv(name, value)
    assert main(["schema"]) == 2
    err = _one_line_error(capsys)
    assert err.startswith(f"floorjudge: setting {named}: ") and says in err
    assert "s3cr3t" not in err


def test_shards_and_a_postgresql_url_are_read() -> None:
    settings = load_settings(shard_count=4, shard_ids=" 0, 2", database_url="postgresql://j:pw@db/fj")
    assert settings.shard_ids == (0, 2) and settings.shard_count == 4
    assert settings.database_path is None and settings.database_name == "postgresql://j:***@db/fj"
    assert settings.command_state_path == Path("var/command-tree.json")
    default = load_settings()
    assert default.database_path == Path("var/floorjudge.sqlite3") and default.shard_ids is None


def test_an_unreachable_postgresql_stops_start_up_in_one_line_without_its_password(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FLOORJUDGE_DATABASE_URL", "postgresql://judge:s3cr3t@127.0.0.1:9/floorjudge")
    monkeypatch.setattr("sys.stdin", io.StringIO("/keyword Ward\n"))

    assert main([]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith("floorjudge: settings database postgresql://judge:***@127.0.0.1:9/floorjudge: ")
    assert "cannot connect" in err and "s3cr3t" not in err


def _sqlite_with_settings(path: Path) -> None:
    async def fill() -> None:
        async with await Store.open(path) as store:
            for guild in range(1, 51):
                await store.update(guild, default_game="lorcana", channel_game=(guild * 10, "fftcg"))
            await store.update(7, enabled_games=frozenset({"lorcana", "fftcg"}), judge_role_id=2**62)
            await store.mark_removed(9, datetime(2026, 1, 2, 3, 4, 5, 678901, tzinfo=UTC))

    asyncio.run(fill())


def _everything(target: str | Path) -> dict[int, GuildSettings]:
    async def read() -> dict[int, GuildSettings]:
        async with await Store.open(target) as store:
            return {guild: await store.get(guild) for guild in await store.guild_ids()}

    return asyncio.run(read())


def test_db_copy_moves_every_setting_verified_and_twice_is_harmless(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "old.sqlite3"
    _sqlite_with_settings(source)
    asyncio.run(_put(postgres_url, 999, "gundam"))  # a server only PostgreSQL has: left alone

    for _ in range(2):
        assert main(["db", "copy", str(source), postgres_url]) == 0
        out = capsys.readouterr().out
        assert "copied the settings of 50 servers (50 channel games)" in out and "verified row for row" in out

    copied = _everything(postgres_url)
    assert {g: s for g, s in copied.items() if g != 999} == _everything(source)
    assert copied[999].default_game == "gundam"


async def _put(url: str, guild: int, game: str) -> None:
    async with await Store.open(url) as store:
        await store.update(guild, default_game=game)


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        (
            ["db", "copy", "missing.sqlite3", "postgresql://judge@127.0.0.1:9/fj"],
            "missing.sqlite3 is not a file",
        ),
        (["db", "copy", "old.sqlite3", "old-copy.sqlite3"], "the target must be a postgresql:// URL"),
    ],
)
def test_db_copy_refuses_in_one_line(
    arguments: list[str], says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _sqlite_with_settings(tmp_path / "old.sqlite3")
    assert main(arguments) == 2
    assert _one_line_error(capsys) == f"floorjudge: copy not done: {says}"


def test_db_migrate_brings_postgresql_to_the_current_schema_and_refuses_a_newer_one(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FLOORJUDGE_DATABASE_URL", postgres_url)
    assert main(["db", "migrate"]) == 0
    assert "is at the current schema" in capsys.readouterr().out
    assert main(["db", "migrate"]) == 0, "again: nothing to do"
    capsys.readouterr()

    async def newer() -> None:
        conn = await asyncpg.connect(postgres_url)
        await conn.execute("UPDATE schema_version SET version = 99")
        await conn.close()

    asyncio.run(newer())
    assert main(["db", "migrate"]) == 2
    assert "database schema version 99 is newer than the newest this code knows" in _one_line_error(capsys)


@pytest.mark.parametrize(
    ("environment", "shard_ids", "shard_count"),
    [
        ({"FLOORJUDGE_SHARD_COUNT": "8", "FLOORJUDGE_SHARD_IDS": "4, 5,6,7"}, [4, 5, 6, 7], 8),
        ({"FLOORJUDGE_SHARD_COUNT": "2"}, None, 2),  # one process runs every shard of 2
        ({}, None, None),  # Discord recommends the count; every shard here
    ],
    ids=["some-of-8", "all-of-2", "recommended"],
)
def test_shard_settings_reach_the_bot_main_starts(
    environment: dict[str, str],
    shard_ids: list[int] | None,
    shard_count: int | None,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """FLOORJUDGE_SHARD_IDS / FLOORJUDGE_SHARD_COUNT, read by main(), make the bot that would log in
    an AutoShardedBot running exactly those shards of that many (stopped before Discord is reached)."""
    import discord
    from discord.ext import commands

    from bot.client import FloorJudge

    started: list[tuple[object, str]] = []

    async def start_without_discord(self: FloorJudge, token: str, *, reconnect: bool = True) -> None:
        started.append((self, token))

    monkeypatch.setattr(FloorJudge, "start", start_without_discord)
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("FLOORJUDGE_DATABASE_URL", str(tmp_path / "settings.sqlite3"))
    for name, value in environment.items():
        monkeypatch.setenv(name, value)

    assert main([]) == 0
    [(bot, token)] = started
    assert token == "a-token"
    assert isinstance(bot, commands.AutoShardedBot) and isinstance(bot, discord.AutoShardedClient)
    assert bot.shard_ids == shard_ids
    assert bot.shard_count == shard_count


# ------------------------------------------------------------------ database URLs and secrets


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("postgresql://judge:s3cr3t@db:notaport/floorjudge", "the port must be a number from 1 to 65535"),
        ("postgresql://judge:s3cr3t@127.0.0.1:99999/floorjudge", "the port must be a number from 1 to 65535"),
        ("postgresql://judge:s3cr3t@[::1/floorjudge", "an IPv6 address needs both [ and ]"),
        ("postgresql://judge@db/floorjudge?port=s3cr3t", "the port parameter must be a number"),
    ],
    ids=["notaport", "99999", "open-bracket", "port-parameter"],
)
def test_a_malformed_postgresql_url_is_one_line_before_anything_starts(
    url: str, says: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each of these ended in a traceback from inside asyncpg at start-up."""
    monkeypatch.setenv("FLOORJUDGE_DATABASE_URL", url)
    monkeypatch.setattr("sys.stdin", io.StringIO("/keyword Ward\n"))
    assert main([]) == 2
    err = _one_line_error(capsys)
    assert err.startswith("floorjudge: setting FLOORJUDGE_DATABASE_URL: ") and says in err
    assert "s3cr3t" not in err


@pytest.mark.parametrize(
    "target",
    ["postgresql://judge:s3cr3t@db:notaport/fj", "postgresql://judge:s3cr3t@127.0.0.1:99999/fj"],
    ids=["notaport", "99999"],
)
def test_db_copy_to_a_malformed_url_is_one_line(
    target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _sqlite_with_settings(tmp_path / "old.sqlite3")
    assert main(["db", "copy", str(tmp_path / "old.sqlite3"), target]) == 2
    err = _one_line_error(capsys)
    assert err == "floorjudge: copy not done: cannot connect: the port must be a number from 1 to 65535"


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://judge@127.0.0.1:9/floorjudge?password=s3cr3t-pw",
        "postgresql://s3cr3t-pw@127.0.0.1:9/floorjudge",  # the password written as the user
        "postgresql://judge@127.0.0.1:9/floorjudge?sslpassword=s3cr3t-pw&sslmode=require",
        "postgresql://judge@127.0.0.1:9/floorjudge?passfile=/home/judge/s3cr3t-pw",
        "postgresql://judge:s3cr3t%40pw@127.0.0.1:9/floorjudge",
    ],
    ids=["query-password", "user-is-the-secret", "sslpassword", "passfile", "encoded"],
)
def test_no_credential_of_the_url_is_printed_when_start_up_fails(
    url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FLOORJUDGE_DATABASE_URL", url)
    monkeypatch.setattr("sys.stdin", io.StringIO("/keyword Ward\n"))
    assert main([]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith("floorjudge: settings database postgresql://") and "cannot connect" in err
    assert "s3cr3t" not in err and "***" in err


def test_the_info_lines_of_a_running_store_carry_no_credential(postgres_url: str, tmp_path: Path) -> None:
    """`opened settings store …` and `closed settings store …`, logged by a real `floorjudge db
    migrate` process, with the password given as a query parameter (the local server trusts it)."""
    import os
    import subprocess
    import sys

    url = f"{postgres_url}&password=s3cr3t-pw&sslpassword=s3cr3t-key"
    environment = {
        **os.environ,
        "FLOORJUDGE_DATABASE_URL": url,
        "FLOORJUDGE_LOG_LEVEL": "INFO",
        "PYTHONPATH": str(Path(__file__).resolve().parents[2]),  # this checkout's code
    }
    environment.pop("DISCORD_TOKEN", None)
    done = subprocess.run(
        [sys.executable, "-m", "bot", "db", "migrate"],
        capture_output=True,
        text=True,
        env=environment,
        cwd=tmp_path,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    opened = [line for line in done.stderr.splitlines() if "opened settings store" in line]
    assert opened and "password=***" in opened[0] and "sslpassword=***" in opened[0]
    assert "s3cr3t" not in done.stderr + done.stdout


TOKEN = "MTE5ODc2NTQzMjEwOTg3NjU0.GhIjKl.s3cr3tT0kenValueAbCdEfGhIjKlMnOpQrSt"


@pytest.mark.parametrize(
    "setting", ["FLOORJUDGE_DATABASE_URL", "FLOORJUDGE_DATABASE_PATH", "FLOORJUDGE_DATA_DIR"]
)
def test_a_token_pasted_into_a_path_setting_is_never_shown_nor_made_a_file(
    setting: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(setting, TOKEN)
    monkeypatch.setattr("sys.stdin", io.StringIO("/keyword Ward\n"))
    assert main([]) == 2
    err = _one_line_error(capsys)
    assert err.startswith(f"floorjudge: setting {setting}: ") and "DISCORD_TOKEN" in err
    assert "s3cr3t" not in err and "MTE5ODc2" not in err
    assert not [path for path in tmp_path.rglob("*") if "s3cr3t" in path.name], "no file named after it"


def test_the_token_itself_in_the_database_path_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A token of another shape, pasted into both settings, is still recognised as the token."""
    monkeypatch.setenv("DISCORD_TOKEN", "odd-shaped-secret-token")
    monkeypatch.setenv("FLOORJUDGE_DATABASE_URL", "var/odd-shaped-secret-token")
    assert main(["schema"]) == 2
    err = _one_line_error(capsys)
    assert "FLOORJUDGE_DATABASE_URL" in err and "odd-shaped" not in err


def test_db_copy_moves_the_desk_settings_and_the_members_own(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "old.sqlite3"

    async def fill() -> None:
        async with await Store.open(source) as store:
            await store.update(1, default_game="lorcana")
            await store.update_desk(1, judge_channel_id=30, timer_marks=(15, 1))
            await store.update_desk(1, round_end=("", "Five extra turns."))
            await store.update_desk(2, round_end=("lorcana", "Finish the turn."))
            await store.update_user(7, default_game="gundam")
            await store.update_user(8, default_game=None)

    async def read(target: str | Path) -> tuple[list[Any], list[Any]]:
        async with await Store.open(target) as store:
            desks = [await store.desk_settings(guild) for guild in (1, 2)]
            return desks, [await store.user_settings(user) for user in await store.user_ids()]

    asyncio.run(fill())
    for _ in range(2):
        assert main(["db", "copy", str(source), postgres_url]) == 0
        assert "and of 2 members" in capsys.readouterr().out
    assert asyncio.run(read(postgres_url)) == asyncio.run(read(source))
    desks, members = asyncio.run(read(postgres_url))
    assert desks[0].timer_marks == (15, 1) and desks[1].round_end == (("lorcana", "Finish the turn."),)
    assert [m.default_game for m in members] == ["gundam", None]


# -- rules import --------------------------------------------------------------------------------


def test_rules_import_keeps_a_newer_version_and_names_the_checks_it_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from tests.bot.rules.test_imports import DEPLOY, newer_gundam

    source = newer_gundam(tmp_path, deploy=DEPLOY.replace("is deployed.", "is deployed from the hand."))
    assert main(["rules", "import", "gundam", str(source)]) == 0
    out = capsys.readouterr().out
    assert "imported Gundam Card Game Comprehensive Rules Ver. 1.9.0 (Sep 11, 2026)" in out
    assert "restart the bot to answer from it" in out
    assert "rules the engine cites that this version changed: 13-2-6-1" in out
    assert (tmp_path / "var" / "rules" / "gundam.md").read_bytes() == source.read_bytes()

    scenario = tmp_path / "deploy.json"
    scenario.write_text(
        json.dumps({"topic": "gundam.trigger", "keyword": "deploy", "event": "deployed_from_hand"})
    )
    assert main(["check", str(scenario)]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["status"] == "not_covered"
    assert verdict["reason"].startswith(
        "Rule 13-2-6-1, which this check cites, has other words in the loaded "
    )


def test_rules_import_refuses_a_broken_file_in_one_line_and_the_previous_stays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.bot.rules.test_imports import newer_gundam

    source = newer_gundam(tmp_path, breaks=("8-4-2. At the end", "8-4-0. At the end"))
    assert main(["rules", "import", "gundam", str(source)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0
    assert f"rules not imported: {source}, line " in err and "rule 8-4-0 comes after rule 8-4-1" in err
    assert err.endswith("Gundam Card Game Comprehensive Rules Ver. 1.7.0 (May 22, 2026) stays in force")
    assert not (tmp_path / "var" / "rules").exists(), "nothing written"
