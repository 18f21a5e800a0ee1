"""Shared fixtures: the real rules data, and the real bot on simcord's in-memory Discord."""

from __future__ import annotations

import itertools
import os
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

from bot.cards import CardStore
from bot.client import FloorJudge
from bot.collector import freeze_loaded, tune_collector
from bot.rules import Library, default_data_dir, load_library
from bot.rules.fulltext import build_index
from bot.ui.search import prepare_cards
from devkit.fuzz import could_ping, judge_call_ping, sent_messages
from devkit.local_postgres import LocalPostgres
from devkit.settle import poll_settle_every


@pytest.hookimpl(optionalhook=True)  # without xdist (-p no:xdist) there is no such hook
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: one worker per core, and one more. About 20 s of the suite waits on real time (a
    frozen PostgreSQL's timeouts, subprocesses, a wheel installed in a fresh venv); the extra worker
    runs other tests meanwhile (2 cores: 112 s → 106 s)."""
    return (os.cpu_count() or 1) + 1


def pytest_configure(config: pytest.Config) -> None:
    """simcord settles after every action by looking at the bot's pending work every 50 ms; look
    every 2 ms instead (devkit/settle.py: the same events, found sooner). And collect garbage as
    `floorjudge` does (`bot.collector`): with Python's default thresholds a worker holding every
    game's rules and cards spent ~12 s of its run in the collector (~30 full passes of 0.3 s)."""
    poll_settle_every()
    tune_collector()


@pytest.fixture(scope="session")
def project_library() -> Library:
    """The project's own data, loaded and validated once per test session."""
    return load_library(default_data_dir())


@pytest.fixture(scope="session")
def library(project_library: Library) -> Library:
    """The rules the bot answers from: the project's own (a test module may give another)."""
    return project_library


@pytest.fixture(scope="session", autouse=True)
def loaded(project_library: Library, tmp_path_factory: pytest.TempPathFactory) -> None:
    """What every bot of a worker shares, loaded once before its first test and frozen out of the
    garbage collector's way, as `floorjudge` freezes it once ready (`bot.collector.freeze_loaded`):
    the rules and their search index, every game's cards and their text indexes. Otherwise each
    full pass walks them again (~0.3 s a pass, ~2.5 s a worker)."""
    cards = CardStore(default_data_dir(), tmp_path_factory.mktemp("cards"))
    prepare_cards(build_index(project_library).result(), cards.catalogs)
    freeze_loaded()


_DATABASES = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[LocalPostgres]:
    """One real PostgreSQL server for the whole session (started on first use, ~1 s)."""
    with LocalPostgres() as server:
        yield server


@pytest.fixture
def postgres_url(postgres_server: LocalPostgres) -> str:
    """A fresh, empty database on the session's server, for this test alone."""
    return postgres_server.create_database(f"test_{next(_DATABASES)}")


@pytest.fixture
def database_path(tmp_path: Path) -> Path:
    """A real SQLite file in this test's temporary folder."""
    return tmp_path / "floorjudge.sqlite3"


@pytest.fixture
def database_url(request: pytest.FixtureRequest) -> str | None:
    """None: the bot keeps its settings in the SQLite file; a test marked ``postgres`` gets a fresh
    database on the session's PostgreSQL server instead."""
    if request.node.get_closest_marker("postgres"):
        return str(request.getfixturevalue("postgres_url"))
    return None


@pytest.fixture
async def simcord_bot(
    library: Library, database_path: Path, database_url: str | None
) -> AsyncIterator[FloorJudge]:
    """The real bot, unstarted (simcord starts it); its store is closed after the test."""
    bot = FloorJudge(library=library, database_path=database_path, database_url=database_url)
    yield bot
    await bot.release()


@dataclass
class Server:
    """One guild with a channel and two plain members, for end-to-end tests."""

    env: simcord.Env
    guild: Any
    channel: Any
    alice: Any
    bob: Any

    @property
    def bot(self) -> FloorJudge:
        """The bot simcord runs now (after a restart, the new one)."""
        return running_bot(self.env)


def running_bot(env: simcord.Env) -> FloorJudge:
    """The bot simcord runs, as the FloorJudge it is: simcord only knows it as a `discord.Client`."""
    bot = env.bot
    assert isinstance(bot, FloorJudge), f"simcord runs a {type(bot).__name__}, not a FloorJudge"
    return bot


@pytest.fixture
def server(simcord_env: simcord.Env) -> Iterator[Server]:
    """A guild, a channel, two members; afterwards, checks that nothing the bot sent could ping, except
    a judge call pinging one role (not @everyone): `devkit.fuzz.judge_call_ping` says how narrowly."""
    guild = simcord_env.create_guild("Judges' Hall")
    channel = guild.create_text_channel("rules-questions")
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    yield Server(simcord_env, guild, channel, alice, bob)
    for body in sent_messages(simcord_env):
        if (role := judge_call_ping(body)) is not None:
            assert role != guild.id, f"a judge call could ping everyone: {body}"
            continue
        assert not could_ping(body), f"a message could ping: {body}"


def leaks() -> list[str]:
    """What is open now, one line each: settings store threads (their SQLite connection and lock),
    asyncpg connections and pools not closed, and child processes still running (a PostgreSQL
    server, a writer). At the end of the session, all of them are leaks."""
    import gc
    import threading

    import asyncpg

    found = [
        f"settings store thread {t.name}"
        for t in threading.enumerate()
        if t.name.startswith("floorjudge-store")
    ]
    kinds: dict[type, str | None] = {}  # asyncpg's isinstance runs Python code: asked once a type

    def kind(cls: type) -> str | None:
        if issubclass(cls, asyncpg.pool.PoolConnectionProxy):
            return None  # a pool's lease: its connection is counted itself (and a released one raises)
        if asyncpg.Connection in cls.__mro__:
            return "connection"
        return "pool" if issubclass(cls, asyncpg.Pool) else None

    for thing in gc.get_objects():
        cls = type(thing)
        if cls not in kinds:
            kinds[cls] = kind(cls)
        found_kind = kinds[cls]
        if found_kind == "connection" and not thing.is_closed():
            found.append(f"asyncpg connection {id(thing):#x}")
        elif found_kind == "pool" and not thing._closed:
            found.append(f"asyncpg pool {id(thing):#x}")
    return found + [f"child process {child}" for child in running_children()]


def running_children() -> list[str]:
    """This process's children that still run (not zombies), as "pid command"."""
    import os

    mine, found = os.getpid(), []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            argv = (entry / "cmdline").read_bytes().decode(errors="replace").split("\0")
        except OSError:  # it ended meanwhile
            continue
        state, parent = stat.rpartition(")")[2].split()[:2]
        if int(parent) == mine and state != "Z":
            command = " ".join([Path(argv[0]).name, *argv[1:]]).strip()  # the program, not its folder
            found.append(f"{entry.name} {command[:80]}")
    return found


def pytest_unconfigure(config: pytest.Config) -> None:
    """Anything the tests left open keeps a thread, a database connection or a server alive: fail
    loudly instead (after pytest's own summary has been printed)."""
    import os

    found = leaks()
    if found:
        print(f"\nERROR: the tests left {len(found)} thing(s) open: " + "; ".join(found), flush=True)
        os._exit(1)


async def details(member: Any, result: Any) -> discord.Embed:
    """Press a verdict's Details button and return the full answer it shows (trail, assumptions…)."""
    shown = await member.click(result.response, label="Details")
    assert shown.acknowledged
    embed: discord.Embed = shown.response.embeds[0]
    return embed


def callback_types(env: simcord.Env) -> list[int]:
    """The type of every first response the bot sent, in order (4: an answer, 5: a defer, 8: choices)."""
    types = []
    for request in env.http_requests:
        if request.path.endswith("/callback"):
            assert request.json is not None, f"a callback without a body: {request}"
            types.append(request.json["type"])
    return types


def fields_of(embed: discord.Embed) -> list[tuple[str, str]]:
    """An embed's fields as (name, value): every field the bot sends has both, which discord.py
    types as optional."""
    pairs = []
    for field in embed.fields:
        assert field.name is not None and field.value is not None, f"a field without text: {field}"
        pairs.append((field.name, field.value))
    return pairs


def problem_of(result: Any) -> str:
    """What an error answer says is wrong: its text above the question it repeats."""
    content: str = result.response.content
    return content.split("\n> /", 1)[0]
