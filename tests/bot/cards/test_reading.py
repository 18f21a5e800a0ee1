"""Hostile card files through `floorjudge cards import`: each refused in one line, with the cards
loaded before still in force (issue 26, item 6). How quickly: bench/input_bounds_bench.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cards import CardStore
from bot.cards.reading import FILE_AT_MOST
from bot.cli import main
from bot.rules import default_data_dir
from devkit.hostile_cards import HOSTILE
from tests.bot.cards.conftest import SAMPLE


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_a_hostile_file_is_refused_in_one_line_and_changes_nothing(
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

    code = main(["cards", "import", "fftcg", str(path)])

    err = capsys.readouterr().err.strip()
    assert code == 2 and "\n" not in err and "Traceback" not in err
    assert says in err, err
    assert f"the {before} cards loaded before stay in force" in err
    assert len(CardStore(default_data_dir(), tmp_path / "cards").catalog("fftcg") or ()) == before


def test_a_file_larger_than_the_cap_is_refused_before_it_is_read(tmp_path: Path) -> None:
    from bot.cards import CardDataError, read_card_file

    path = tmp_path / "huge.json"
    with path.open("wb") as out:
        out.truncate(FILE_AT_MOST + 1)  # sparse: nothing is written, the size is what counts
    opened: list[object] = []

    def watched_open(file: object, *args: object, **kwargs: object) -> object:
        opened.append(file)
        return open(file, *args, **kwargs)  # type: ignore[call-overload]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("bot.cards.reading.open", watched_open, raising=False)
        with pytest.raises(CardDataError, match="a card file may be at most"):
            read_card_file("fftcg", path)
        read_card_file("fftcg", SAMPLE)  # the watch sees the files the reader does open
    assert opened == [SAMPLE], "the size alone refuses it: not a byte is read"
