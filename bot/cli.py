"""`floorjudge`: run the bot (Discord with a token, the offline console without), or use the engine.

floorjudge                 run: Discord if DISCORD_TOKEN is set, else the offline console
floorjudge check FILE|-    evaluate a scenario (JSON or YAML, at most 64 KB) and print the verdict as JSON
floorjudge schema          print the JSON Schema of every scenario
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys
import time
from collections.abc import Sequence

from bot.rules.library import DataError, Library, load_library
from bot.settings import Settings, SettingsError, load_settings

log = logging.getLogger("floorjudge")

DESCRIPTION = """\
floorjudge — a judge assistant for trading-card-game Discord servers.

With DISCORD_TOKEN set (environment or .env), `floorjudge` connects to Discord.
Without a token it starts the same bot on an embedded offline Discord and opens a console:
type commands exactly as Discord shows them, one per line (piped input works too):

  /keyword Ward
  /keyword name:first strike game:fftcg
  /rule 8.14.1
  click Post publicly

Settings (see .env.example): DISCORD_TOKEN, FLOORJUDGE_DATABASE_PATH, FLOORJUDGE_DEV_GUILD_ID,
FLOORJUDGE_LOG_LEVEL, FLOORJUDGE_DATA_DIR.
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="floorjudge", description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="action", metavar="{run,check,schema}")
    sub.add_parser("run", help="run the bot (the default): Discord with a token, else the offline console")
    check = sub.add_parser(
        "check",
        help="evaluate a scenario file (JSON or YAML, UTF-8, at most 64 KB; - for stdin), print JSON",
    )
    check.add_argument("file", help="path to the scenario, or - to read standard input")
    sub.add_parser("schema", help="print the JSON Schema of all check scenarios")
    return parser


def _fail(message: str) -> int:
    print(f"floorjudge: {message}", file=sys.stderr)
    return 2


def _configure_logging(level: str) -> None:
    logging.basicConfig(
        level=level, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s", stream=sys.stderr
    )
    logging.getLogger("discord").setLevel(max(logging.getLevelName(level), logging.INFO))


async def _run_bot(settings: Settings, library: Library, started: float) -> None:
    from bot.client import FloorJudge

    if settings.online:
        assert settings.discord_token is not None
        bot = FloorJudge(
            library=library,
            database_path=settings.database_path,
            dev_guild_id=settings.dev_guild_id,
            command_state_path=settings.command_state_path,
            started_at=started,
        )
        async with bot:
            await bot.start(settings.discord_token.get_secret_value())
    else:
        # Before simcord is imported: its import-time probe and discord.py's voice notices are
        # warnings about a Discord that is not there; a newcomer's console should not show them.
        logging.getLogger("discord").setLevel(logging.ERROR)
        from bot.console import run_console

        await run_console(
            FloorJudge(library=library, database_path=settings.database_path, started_at=started)
        )


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `floorjudge` command and `python -m bot`."""
    started = time.perf_counter()
    args = _parser().parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as error:
        return _fail(str(error))
    _configure_logging(settings.log_level)
    try:
        library = load_library(settings.data_dir)
    except DataError as error:
        return _fail(f"game data: {error}")
    from bot.engine import verify_engine

    problems = verify_engine(library)
    if problems:
        return _fail(f"rules engine: {problems[0]}")
    log.debug("rules data loaded in %.3f s", time.perf_counter() - started)
    if args.action == "schema":
        from bot.engine.cli import schema_json

        print(schema_json())
        return 0
    if args.action == "check":
        return _check(args.file, library)
    from discord import LoginFailure

    from bot.store import StoreError

    try:
        with contextlib.suppress(KeyboardInterrupt):  # Ctrl+C is how a console session ends
            asyncio.run(_run_bot(settings, library, started))
    except StoreError as error:  # e.g. a database written by a newer floorjudge
        return _fail(f"settings database {settings.database_path}: {error}")
    except LoginFailure:  # the token is never printed, only that Discord refused it
        return _fail("Discord refused DISCORD_TOKEN: copy the bot token again from the Developer Portal")
    return 0


def _check(path: str, library: Library) -> int:
    from bot.engine import EngineError
    from bot.engine.cli import MAX_DOCUMENT_BYTES, check_document, decode_document

    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_DOCUMENT_BYTES + 1)
        else:
            with open(path, "rb") as file:
                data = file.read(MAX_DOCUMENT_BYTES + 1)  # never more: the size limit is checked next
    except OSError as error:
        return _fail(f"cannot read {path}: {error.strerror}")
    try:
        print(check_document(decode_document(data), library))
    except EngineError as error:  # the document's problem, in one line
        return _fail(str(error))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
