"""Hostile card files through `floorjudge cards import`: each refused in one line within a second,
with the cards loaded before still in force (issue 26, item 6)."""

from __future__ import annotations

import gzip
import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.cards import CardStore
from bot.cards.models import CARDS_AT_MOST
from bot.cards.reading import FILE_AT_MOST, TEXT_AT_MOST
from bot.cli import main
from bot.rules import default_data_dir
from tests.bot.cards.conftest import SAMPLE


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


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_a_hostile_file_is_refused_in_one_line_within_a_second_and_changes_nothing(
    kind: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("FLOORJUDGE_DATABASE_PATH", str(tmp_path / "db.sqlite3"))
    monkeypatch.delenv("FLOORJUDGE_DATA_DIR", raising=False)
    make, says = HOSTILE[kind]
    path = make(tmp_path)
    assert main(["cards", "import", "fftcg", str(SAMPLE)]) == 0  # the cards in force before
    capsys.readouterr()
    before = len(CardStore(default_data_dir(), tmp_path / "cards").catalog("fftcg") or ())
    assert before == 3

    started = time.perf_counter()
    code = main(["cards", "import", "fftcg", str(path)])
    elapsed = time.perf_counter() - started

    err = capsys.readouterr().err.strip()
    assert code == 2 and "\n" not in err and "Traceback" not in err
    assert says in err, err
    assert f"the {before} cards loaded before stay in force" in err
    assert elapsed < 1.0, f"{kind} took {elapsed:.2f} s"
    assert len(CardStore(default_data_dir(), tmp_path / "cards").catalog("fftcg") or ()) == before


def test_a_file_larger_than_the_cap_is_refused_before_it_is_read(tmp_path: Path) -> None:
    from bot.cards import CardDataError, read_card_file

    path = tmp_path / "huge.json"
    with path.open("wb") as out:
        out.truncate(FILE_AT_MOST + 1)  # sparse: nothing is written, the size is what counts
    started = time.perf_counter()
    with pytest.raises(CardDataError, match="a card file may be at most"):
        read_card_file("fftcg", path)
    assert time.perf_counter() - started < 0.1
