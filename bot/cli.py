"""`floorjudge`: run the bot (Discord with a token, the offline console without), or use the engine.

floorjudge                 run: Discord if DISCORD_TOKEN is set, else the offline console
floorjudge check FILE|-    evaluate a scenario (JSON or YAML, at most 64 KB) and print the verdict as JSON
floorjudge schema          print the JSON Schema of every scenario
floorjudge cards import GAME FILE
                           load newer card data (LorcanaJSON for lorcana, else the neutral format)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bot.cards import CardDataError, CardStore
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
    sub = parser.add_subparsers(dest="action", metavar="{run,check,schema,cards}")
    sub.add_parser("run", help="run the bot (the default): Discord with a token, else the offline console")
    check = sub.add_parser(
        "check",
        help="evaluate a scenario file (JSON or YAML, UTF-8, at most 64 KB; - for stdin), print JSON",
    )
    check.add_argument("file", help="path to the scenario, or - to read standard input")
    sub.add_parser("schema", help="print the JSON Schema of all check scenarios")
    cards = sub.add_parser("cards", help="card data: `cards import GAME FILE` loads a newer card file")
    cards_sub = cards.add_subparsers(dest="cards_action", metavar="{import}", required=True)
    load = cards_sub.add_parser(
        "import",
        help="validate FILE whole and make it the card data the bot reads (a running bot picks it up)",
    )
    load.add_argument("game", help="lorcana (a LorcanaJSON allCards.json), or any game (the neutral format)")
    load.add_argument("file", type=Path, help="the card file (.json or .json.gz)")
    return parser


def card_store(settings: Settings) -> CardStore:
    """The card data the bot reads: shipped under the data folder, imported beside the database."""
    return CardStore(settings.data_dir, settings.database_path.parent / "cards")


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
            cards=card_store(settings),
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
            FloorJudge(
                library=library,
                database_path=settings.database_path,
                started_at=started,
                cards=card_store(settings),
            )
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
        return _check(args.file, library, settings)
    if args.action == "cards":
        return _import_cards(args.game, args.file, library, settings)
    from discord import LoginFailure

    from bot.store import StoreError

    gc.freeze()  # the rules and card data live as long as the process: keep them out of every GC pass
    try:
        with contextlib.suppress(KeyboardInterrupt):  # Ctrl+C is how a console session ends
            asyncio.run(_run_bot(settings, library, started))
    except StoreError as error:  # e.g. a database written by a newer floorjudge
        return _fail(f"settings database {settings.database_path}: {error}")
    except LoginFailure:  # the token is never printed, only that Discord refused it
        return _fail("Discord refused DISCORD_TOKEN: copy the bot token again from the Developer Portal")
    return 0


def _import_cards(game: str, path: Path, library: Library, settings: Settings) -> int:
    from bot.engine import card_data_check

    found = library.find_game(game)
    if found is None:
        return _fail(f"no game called {game!r} (games: {', '.join(library.games)})")
    store = card_store(settings)
    previous = store.catalog(found.id)
    try:
        catalog = store.import_file(found.id, path, card_data_check(found.id, library))
    except CardDataError as error:
        kept = f"; the {len(previous)} cards loaded before stay in force" if previous else ""
        return _fail(f"cards not imported: {error}{kept}")
    print(f"imported {len(catalog)} {found.data.name} cards from {path} into {catalog.source}")
    return 0


def _check(path: str, library: Library, settings: Settings) -> int:
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
        print(check_document(decode_document(data), library, card_store(settings)))
    except EngineError as error:  # the document's problem, in one line
        return _fail(str(error))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
