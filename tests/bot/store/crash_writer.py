"""Child process for the crash-safety test (not a test module).

Usage: python crash_writer.py DB_PATH COUNT. Write i sets channel 1000+i of
guild 1+i%10 to "g<i>"; after each awaited write print "ack <i>" (flushed).
The parent SIGKILLs us mid-stream and checks every acknowledged write.
"""

from __future__ import annotations

import asyncio
import sys

from bot.store import Store


async def main(path: str, count: int) -> None:
    store = await Store.open(path)
    for i in range(count):
        await store.update(1 + i % 10, channel_game=(1000 + i, f"g{i}"))
        sys.stdout.write(f"ack {i}\n")
        sys.stdout.flush()
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
