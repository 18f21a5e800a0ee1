"""Child process for the storage-fault tests (not a test module).

Usage: python fault_writer.py DB_PATH MODE, where MODE is
- ``open``: try to open the store; print {"error": message or null};
- ``full``: the disk fills up (every file write past byte 1 fails, through RLIMIT_FSIZE), then
  space comes back;
- ``read-only``: the file is not writable (the parent makes it so; root, who may write to any
  file, first becomes the ordinary user ``nobody``, as a server should run).
For ``full`` and ``read-only``, try a three-field update of guild 1 and print one JSON object:
the error, the settings read back after it, and (``full``) a write once space came back.
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import signal
import sys
from typing import Any

from bot.store import Store, StoreError


async def main(path: str, mode: str) -> dict[str, Any]:
    if mode == "read-only" and os.geteuid() == 0:
        os.setgroups([])
        os.setgid(65534)
        os.setuid(65534)
    try:
        store = await Store.open(path)
    except StoreError as error:
        return {"error": str(error)}
    if mode == "open":
        await store.close()
        return {"error": None}
    limits = resource.getrlimit(resource.RLIMIT_FSIZE)
    if mode == "full":
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # the write fails (EFBIG) instead of killing us
        resource.setrlimit(resource.RLIMIT_FSIZE, (1, limits[1]))
    result: dict[str, Any] = {"error": None}
    try:
        await store.update(1, default_game="gundam", visibility="public", channel_game=(10, "lorcana"))
    except StoreError as error:
        result["error"] = str(error)
    result["after"] = await store.export(1)
    if mode == "full":
        resource.setrlimit(resource.RLIMIT_FSIZE, limits)
        result["retried"] = (await store.update(1, visibility="public")).export()
    await store.close()
    return result


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1], sys.argv[2]))))
