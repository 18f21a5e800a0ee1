"""`bot.rules.imports`: a newer version of a game's whole document, validated whole before it is kept,
and read at start-up in place of the shipped copy."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.rules import DataError, default_data_dir, load_library
from bot.rules.imports import import_document, imported_path

SHIPPED = default_data_dir() / "sources" / "gundam-comprehensive-rules-1.7.0.md"
DEPLOY = "13-2-6-1. 【Deploy】 is the keyword for an effect that activates when the card is deployed."
_TEXT = SHIPPED.read_text(encoding="utf-8")
DEVELOPMENT = _TEXT[_TEXT.index("#### 13-1-8. <Development>") : _TEXT.index("### 13-2. Keywords")]
"""A keyword's whole section: a version without it leaves the keyword with no rule."""


def newer_gundam(tmp_path: Path, *, deploy: str = DEPLOY, breaks: tuple[str, str] | None = None) -> Path:
    """The 1.7.0 text as a 'Ver. 1.9.0' with one more line at the top (every line number moves)."""
    text = SHIPPED.read_text(encoding="utf-8")
    text = text.replace("Ver. 1.7.0\n", "Ver. 1.9.0\n", 1).replace(
        "Updated May 22, 2026", "Updated September 11, 2026", 1
    )
    text = text.replace("## Table of Contents", "A newer version.\n\n## Table of Contents", 1).replace(
        DEPLOY, deploy
    )
    if breaks is not None:
        text = text.replace(*breaks)
    path = tmp_path / "gundam-1.9.0.md"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_newer_version_is_validated_kept_byte_for_byte_and_read_at_start_up(tmp_path: Path) -> None:
    library = load_library(default_data_dir(), ["gundam"])
    source = newer_gundam(tmp_path)
    imported = import_document(library.game("gundam"), source, default_data_dir(), tmp_path / "rules")

    assert (
        imported.path
        == imported_path(tmp_path / "rules", library.game("gundam"))
        == tmp_path / "rules" / "gundam.md"
    )
    assert imported.path.read_bytes() == source.read_bytes()
    assert (
        imported.rules.data.document.label == "Gundam Card Game Comprehensive Rules Ver. 1.9.0 (Sep 11, 2026)"
    )
    # The shipped copy's fixes followed the misprints to their new lines: 5-17-3-1-1 is split out again,
    # 12-3-14-1 is marked as cut short.
    again = load_library(default_data_dir(), ["gundam"], imported_dir=tmp_path / "rules").game("gundam")
    assert again.imported == str(imported.path)
    assert again.text("5-17-3-1-1") == "An EX Base is a Base token with 0 AP and 3 HP."
    cut_short = again.rule("12-3-14-1")
    assert cut_short is not None and "stops here, mid-sentence" in cut_short.rules[0].notices[0]
    view = again.rule("13-1-2")
    assert view is not None and view.document.label.endswith("Ver. 1.9.0 (Sep 11, 2026)")


@pytest.mark.parametrize(
    ("breaks", "reason"),
    [
        (
            ("8-4-2. At the end", "8-4-0. At the end"),
            r"gundam-1\.9\.0\.md, line \d+: rule 8-4-0 comes after rule 8-4-1",
        ),
        ((DEVELOPMENT, ""), r"'<Development>': id '13-1-8' is not a rule of .*gundam-1\.9\.0\.md"),
        (("Ver. 1.9.0\n", "Ver. 1.5.0\n"), r"version 1\.5\.0 is older than the shipped .*Ver\. 1\.7\.0"),
    ],
)
def test_a_refused_file_writes_nothing_and_says_where_and_why(
    tmp_path: Path, breaks: tuple[str, str], reason: str
) -> None:
    library = load_library(default_data_dir(), ["gundam"])
    source = newer_gundam(tmp_path, breaks=breaks)
    with pytest.raises(DataError, match=reason) as refused:
        import_document(library.game("gundam"), source, default_data_dir(), tmp_path / "rules")
    assert "\n" not in str(refused.value)
    assert not (tmp_path / "rules").exists()
    kept = load_library(default_data_dir(), ["gundam"], imported_dir=tmp_path / "rules").game("gundam")
    assert kept.data.document.version == "1.7.0"  # the previous document stays in force


def test_only_a_game_whose_whole_document_is_parsed_takes_an_import(tmp_path: Path) -> None:
    library = load_library(default_data_dir(), ["swtcg"])
    with pytest.raises(DataError, match="no whole document to replace"):
        import_document(library.game("swtcg"), newer_gundam(tmp_path), default_data_dir(), tmp_path / "rules")


def test_an_imported_file_that_no_longer_loads_leaves_the_shipped_document(tmp_path: Path) -> None:
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "gundam.md").write_text("# not a rules document\n", encoding="utf-8")
    game = load_library(default_data_dir(), ["gundam"], imported_dir=rules).game("gundam")
    assert game.imported is None and game.data.document.version == "1.7.0"


def test_the_fftcg_rules_import_follows_their_misprints_to_new_lines(tmp_path: Path) -> None:
    text = (default_data_dir() / "sources" / "fftcg-comprehensive-rules-2.1.2.txt").read_text(
        encoding="utf-8"
    )
    source = tmp_path / "fftcg.txt"
    source.write_text(
        text.replace("ver.2.1.2", "ver.2.1.3").replace("CONTENTS", "New line\nCONTENTS"), encoding="utf-8"
    )
    library = load_library(default_data_dir(), ["fftcg"])
    imported = import_document(library.game("fftcg"), source, default_data_dir(), tmp_path / "rules")
    assert imported.rules.data.document.version == "2.1.3"
    assert "is no longer there" in imported.rules.text("10.1.3.2.1")  # the out-of-order printing, kept
