"""Hostile card files, made on demand: what the card importer must refuse in one line, quickly,
with the cards loaded before still in force. Shared by the tests and bench/input_bounds_bench.py."""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable
from pathlib import Path

from bot.cards.models import CARDS_AT_MOST
from bot.cards.reading import TEXT_AT_MOST


def corrupt_gz(folder: Path) -> Path:
    good = gzip.compress(json.dumps({"format": "floorjudge-cards", "cards": []}).encode())
    path = folder / "corrupt.json.gz"
    path.write_bytes(good[:12] + b"\x00garbage\xff" * 50)
    return path


def deep_json(folder: Path) -> Path:
    path = folder / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    return path


def gzip_bomb(folder: Path) -> Path:
    """256 MB of spaces in a few hundred KB (eight times the decompressed cap)."""
    path = folder / "bomb.json.gz"
    chunk = b" " * (16 * 1024 * 1024)
    with gzip.open(path, "wb", compresslevel=1) as out:
        for _ in range(16):
            out.write(chunk)
    return path


def too_many_cards(folder: Path) -> Path:
    path = folder / "many.json"
    card = {"name": "Sample Knight", "type": "forward"}
    path.write_text(json.dumps({"format": "floorjudge-cards", "game": "fftcg", "cards": [card] * 200_000}))
    return path


def not_utf8(folder: Path) -> Path:
    path = folder / "latin1.json"
    path.write_bytes('{"cards": ["Caf\xe9"]}'.encode("latin-1"))
    return path


HOSTILE: dict[str, tuple[Callable[[Path], Path], str]] = {
    "corrupt .gz": (corrupt_gz, "not a valid .gz file"),
    "100,000-deep JSON": (deep_json, "JSON nested too deep"),
    "/dev/zero": (lambda _folder: Path("/dev/zero"), "not a regular file"),
    "/dev/urandom": (lambda _folder: Path("/dev/urandom"), "not a regular file"),
    "gzip bomb": (gzip_bomb, f"decompresses to more than {TEXT_AT_MOST:,} bytes"),
    "200,000 cards": (too_many_cards, f"a card file may hold at most {CARDS_AT_MOST:,}"),
    "not UTF-8": (not_utf8, "not UTF-8 text"),
}
