"""A cuttable network between a test and its PostgreSQL database (not a test module)."""

from __future__ import annotations

import asyncio
import contextlib
from urllib.parse import urlsplit


class Proxy:
    """A TCP port in front of a test database's unix socket that a test can cut and restore."""

    def __init__(self, database_url: str) -> None:
        parts = urlsplit(database_url)
        query = dict(pair.split("=") for pair in parts.query.split("&"))
        self.socket_path, self.database, self.port = (
            f"{query['host']}/.s.PGSQL.{query['port']}",
            parts.path,
            0,
        )
        self._server: asyncio.Server | None = None
        self._links: set[asyncio.StreamWriter] = set()

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._link, "127.0.0.1", self.port)
        self.port = self._server.sockets[0].getsockname()[1]

    @property
    def url(self) -> str:
        """The database, through this proxy."""
        return f"postgresql://floorjudge@127.0.0.1:{self.port}{self.database}"

    async def cut(self) -> None:
        assert self._server is not None
        self._server.close()
        await self._server.wait_closed()
        for writer in self._links:
            writer.transport.abort()
        self._links.clear()

    async def _link(self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter) -> None:
        server_in, server_out = await asyncio.open_unix_connection(self.socket_path)
        self._links |= {client_out, server_out}

        async def pipe(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            with contextlib.suppress(OSError):
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            sink.transport.abort()

        await asyncio.gather(pipe(client_in, server_out), pipe(server_in, client_out))
