"""`floorjudge`: run the bot (Discord with a token, the offline console without), or use the engine.

floorjudge                 run: Discord if DISCORD_TOKEN is set, else the offline console
floorjudge check FILE|-    evaluate a scenario (JSON or YAML, at most 64 KB) and print the verdict as JSON
floorjudge schema          print the JSON Schema of every scenario
floorjudge cards import GAME FILE
                           load newer card data (LorcanaJSON for lorcana, else the neutral format)
floorjudge rules import GAME FILE
                           load a newer version of a game's comprehensive rules (lorcana, gundam, fftcg)
floorjudge db migrate      bring the settings database (FLOORJUDGE_DATABASE_URL) to this code's schema
floorjudge db copy SQLITE_PATH POSTGRES_URL
                           copy every server's settings from a SQLite file into PostgreSQL, verified
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bot.cards import CardDataError, CardStore, read_card_file, shipped_card_files
from bot.collector import Pacing, freeze_loaded, tune_collector
from bot.rules.library import DataError, Library, load_library
from bot.settings import Settings, SettingsError, load_settings
from bot.store import Store
from bot.store.url import redacted, scrub, secrets_in

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

Settings (see .env.example): DISCORD_TOKEN, FLOORJUDGE_DATABASE_URL, FLOORJUDGE_DEV_GUILD_ID,
FLOORJUDGE_LOG_LEVEL, FLOORJUDGE_DATA_DIR, FLOORJUDGE_SHARD_COUNT, FLOORJUDGE_SHARD_IDS.
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="floorjudge", description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="action", metavar="{run,check,schema,cards,rules,db}")
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
    rules = sub.add_parser("rules", help="rules documents: `rules import GAME FILE` loads a newer version")
    rules_sub = rules.add_subparsers(dest="rules_action", metavar="{import}", required=True)
    newer = rules_sub.add_parser(
        "import",
        help="validate FILE whole as a newer version of GAME's comprehensive rules and keep it "
        "(restart to use)",
    )
    newer.add_argument("game", help="lorcana, gundam or fftcg: the games whose whole document the bot parses")
    newer.add_argument("file", type=Path, help="the document, in the shipped copy's format (.md, .txt)")
    db = sub.add_parser("db", help="the settings database: `db migrate`, `db copy SQLITE_PATH POSTGRES_URL`")
    db_sub = db.add_subparsers(dest="db_action", metavar="{migrate,copy}", required=True)
    db_sub.add_parser("migrate", help="apply pending schema migrations to FLOORJUDGE_DATABASE_URL")
    copy = db_sub.add_parser(
        "copy", help="copy every server's settings from SQLite into PostgreSQL, verified row for row"
    )
    copy.add_argument("source", type=Path, help="the SQLite file (stop the bot that uses it first)")
    copy.add_argument("target", help="the postgresql:// URL")
    return parser


def card_store(settings: Settings) -> CardStore:
    """The card data the bot reads: shipped under the data folder, imported beside the database."""
    return CardStore(settings.data_dir, settings.state_dir / "cards")


def rules_dir(settings: Settings) -> Path:
    """Where imported rules documents are kept: beside the settings database, as imported cards are."""
    return settings.state_dir / "rules"


def _fail(message: str) -> int:
    print(f"floorjudge: {message}", file=sys.stderr)
    return 2


class Redacting(logging.Filter):
    """Masks the database URL's credentials and anything shaped like a bot token in every log line
    (ours, discord.py's, asyncpg's), tracebacks included."""

    def __init__(self, secrets: list[str]) -> None:
        super().__init__()
        self.secrets = secrets

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg, record.args = scrub(record.getMessage(), self.secrets), None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = scrub(record.exc_text, self.secrets)
        return True


def _configure_logging(level: str, secrets: list[str] = []) -> None:  # noqa: B006 (never mutated)
    logging.basicConfig(
        level=level, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s", stream=sys.stderr
    )
    for handler in logging.getLogger().handlers:
        for old in [f for f in handler.filters if isinstance(f, Redacting)]:
            handler.removeFilter(old)
        handler.addFilter(Redacting(secrets))
    logging.getLogger("discord").setLevel(max(logging.getLevelName(level), logging.INFO))


async def _run_bot(settings: Settings, library: Library, started: float) -> None:
    from bot.client import FloorJudge

    if settings.online:
        assert settings.discord_token is not None
        bot = FloorJudge(
            cards=card_store(settings),
            library=library,
            database_path=settings.state_dir / "floorjudge.sqlite3",
            database_url=settings.database_url,
            dev_guild_id=settings.dev_guild_id,
            command_state_path=settings.command_state_path,
            started_at=started,
            shard_count=settings.shard_count,
            shard_ids=settings.shard_ids,
            on_loaded=freeze_loaded,
            pacing=Pacing(),
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
                database_path=settings.state_dir / "floorjudge.sqlite3",
                database_url=settings.database_url,
                started_at=started,
                cards=card_store(settings),
                on_loaded=freeze_loaded,
                pacing=Pacing(),
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
    token = settings.discord_token.get_secret_value().strip() if settings.discord_token else ""
    _configure_logging(settings.log_level, [*secrets_in(settings.database_url), *([token] if token else [])])
    try:
        library = load_library(settings.data_dir, imported_dir=rules_dir(settings))
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
    if args.action == "rules":
        return _import_rules(args.game, args.file, library, settings)
    if args.action == "db":
        return asyncio.run(_database(args, settings))
    from discord import LoginFailure

    from bot.store import StoreError

    tune_collector()
    try:
        with contextlib.suppress(KeyboardInterrupt):  # Ctrl+C is how a console session ends
            asyncio.run(_run_bot(settings, library, started))
    except StoreError as error:  # e.g. a database written by a newer floorjudge
        return _fail(f"settings database {settings.database_name}: {error}")
    except LoginFailure:  # the token is never printed, only that Discord refused it
        return _fail("Discord refused DISCORD_TOKEN: copy the bot token again from the Developer Portal")
    return 0


async def _database(args: argparse.Namespace, settings: Settings) -> int:
    from bot.store import StoreError

    if args.db_action == "migrate":
        try:
            async with await Store.open(settings.database_url):  # opening migrates
                pass
        except StoreError as error:
            return _fail(f"settings database {settings.database_name}: {error}")
        print(f"settings database {settings.database_name} is at the current schema")
        return 0
    try:
        copied, channels, members = await copy_settings(args.source, args.target)
    except StoreError as error:
        return _fail(f"copy not done: {error}")
    print(
        f"copied the settings of {copied} servers ({channels} channel games) and of {members} members "
        f"from {args.source} to {redacted(args.target)}; verified row for row"
    )
    return 0


async def copy_settings(source: Path, target: str) -> tuple[int, int, int]:
    """Copy every server's settings (its desk settings too) and every member's own settings from a
    SQLite file into PostgreSQL, then read each one back and compare. Servers and members only in
    the target are left alone; running it twice is harmless. Open judge calls and running timers
    are not copied. Returns (servers, channel games, members)."""
    from bot.store import PostgresStore, SqliteStore, StoreError

    if not PostgresStore.takes(target):
        raise StoreError("the target must be a postgresql:// URL")
    if not await asyncio.to_thread(source.is_file):
        raise StoreError(f"{source} is not a file")
    async with await SqliteStore.open(source) as sqlite, await PostgresStore.open(target) as postgres:
        settings = [await sqlite.get(guild_id) for guild_id in await sqlite.guild_ids()]
        desks = [await sqlite.desk_settings(one.guild_id) for one in settings]
        members = [await sqlite.user_settings(user_id) for user_id in await sqlite.user_ids()]
        await postgres.replace(settings)
        await postgres.replace_desk(desks, members)
        postgres.clear_cache()
        for expected in settings:
            if await postgres.get(expected.guild_id) != expected:
                raise StoreError(f"verification failed: server {expected.guild_id} reads back differently")
        for desk in desks:
            if await postgres.desk_settings(desk.guild_id) != desk:
                raise StoreError(f"verification failed: server {desk.guild_id}'s desk reads back differently")
        for member in members:
            if await postgres.user_settings(member.user_id) != member:
                raise StoreError(f"verification failed: member {member.user_id} reads back differently")
    return len(settings), sum(len(one.channel_games) for one in settings), len(members)


def _import_cards(game: str, path: Path, library: Library, settings: Settings) -> int:
    """Read and check the file first (a hostile one is refused within a second); only then is the
    game's current card data read (to count it, or to replace it)."""
    from bot.engine import card_data_check

    found = library.find_game(game)
    if found is None:
        return _fail(f"no game called {game!r} (games: {', '.join(library.games)})")
    try:
        cards = read_card_file(found.id, path, card_data_check(found.id, library))
        store = CardStore(settings.data_dir, settings.state_dir / "cards", games=[found.id])
        catalog = store.replace(found.id, cards, path.name)
    except CardDataError as error:
        return _fail(f"cards not imported: {error}{_kept(found.id, settings)}")
    print(f"imported {len(catalog)} {found.data.name} cards from {path} into {catalog.source}")
    return 0


def _import_rules(game: str, path: Path, library: Library, settings: Settings) -> int:
    from bot.engine import verify_engine
    from bot.rules.imports import import_document

    found = library.find_game(game)
    if found is None:
        return _fail(f"no game called {game!r} (games: {', '.join(library.games)})")
    in_force = f"; {found.data.document.label} stays in force" if found.data.document.parsed else ""
    try:
        imported = import_document(found, path, settings.data_dir, rules_dir(settings))
    except DataError as error:
        return _fail(f"rules not imported: {error}{in_force}")
    rules = imported.rules
    verify_engine(Library([rules]))
    print(
        f"imported {rules.data.document.label} from {path} into {imported.path}: "
        f"{len(rules.document.rules) if rules.document else 0} numbered rules; "
        "restart the bot to answer from it"
    )
    if rules.changed:
        changed = ", ".join(sorted(rules.changed))
        print(
            f"rules the engine cites that this version changed: {changed}; checks resting on them answer "
            "'not covered', naming the rule, until the engine is re-cited"
        )
    return 0


def _kept(game: str, settings: Settings) -> str:
    """What stays in force after a refused import, counted when that is cheap (an imported file, or
    the compact copy a bot made at start-up); the shipped file is not converted just to count it."""
    folder = settings.state_dir / "cards"
    if (folder / f"{game}.json").is_file() or any((folder / ".shipped").glob(f"{game}-*.jsonl")):
        previous = CardStore(settings.data_dir, folder, games=[game]).catalog(game)
        return f"; the {len(previous)} cards loaded before stay in force" if previous else ""
    if game in shipped_card_files(settings.data_dir):
        return "; the cards shipped with the bot stay in force"
    return ""


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
