"""The test session's leak check sees what a test left open (see `pytest_unconfigure`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import asyncpg

from devkit.local_postgres import LocalPostgres
from tests.conftest import leaks

ROOT = Path(__file__).resolve().parents[1]


def test_a_child_process_left_running_is_a_leak() -> None:
    before = set(leaks())  # the session's PostgreSQL server, if a test started it
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        (leaked,) = set(leaks()) - before
        assert leaked.startswith(f"child process {child.pid} ") and "time.sleep(60)" in leaked
    finally:
        child.kill()
        child.wait()
    assert set(leaks()) == before


async def test_an_asyncpg_connection_or_pool_left_open_is_a_leak(postgres_url: str) -> None:
    before = set(leaks())
    conn = await asyncpg.connect(postgres_url)
    pool = await asyncpg.create_pool(postgres_url, min_size=1, max_size=1)
    try:
        leaked = set(leaks()) - before
        assert f"asyncpg connection {id(conn):#x}" in leaked
        assert f"asyncpg pool {id(pool):#x}" in leaked
    finally:
        await conn.close()
        await pool.close()
    assert set(leaks()) == before


def test_a_session_that_leaves_a_postgres_server_running_fails(tmp_path: Path) -> None:
    """The whole path: pytest's summary says passed, yet the run exits 1 naming the server."""
    (tmp_path / "conftest.py").write_text("from tests.conftest import pytest_unconfigure  # noqa: F401\n")
    (tmp_path / "test_leaky.py").write_text(
        "from devkit.local_postgres import LocalPostgres\n"
        "def test_forgets_to_stop_its_server():\n"
        "    server = LocalPostgres().start()\n"
        f"    open({str(tmp_path / 'folder')!r}, 'w').write(str(server.folder))\n"
    )
    try:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "-n",
                "0",
                str(tmp_path / "test_leaky.py"),
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    finally:  # stop the server the leaky session left behind
        if (tmp_path / "folder").exists():
            LocalPostgres(Path((tmp_path / "folder").read_text())).stop_left_behind()
    assert done.returncode == 1, done.stdout[-2000:]
    assert "1 passed" in done.stdout
    assert "ERROR: the tests left 1 thing(s) open: child process" in done.stdout
    assert "postgres -D" in done.stdout.rsplit("ERROR:", 1)[1]
