"""Newer rules documents, imported without a release of the bot: `floorjudge rules import <game> FILE`.

- Which games: those whose whole document the bot parses (Lorcana, Gundam, FFTCG: `document.parsed`).
  The file must be a newer version of that document in the same format (the shipped copy's scheme).
- Validated whole before anything is written: the same parser (numbering in order, parents before
  children), the document's stated version (never older than the shipped one), and the game's data on
  top of it (every keyword's rule still there, every quoted text still word for word). The line-pinned
  fixes of the shipped copy apply only where the new file still reads so; a rule it ends mid-sentence
  is marked, not refused. A refused file changes nothing: the previous document stays in force.
- Kept beside the settings database (`<state dir>/rules/<game><suffix>`), byte for byte, through a
  temporary file and an atomic rename; it takes precedence over the shipped copy at the next start.
  A running bot does not reload rules: restart it (cards, by contrast, reload on their own).
- Rules the engine cites whose words the new version changed do not stop anything: the checks resting
  on them answer "not covered", naming the rule (`bot.engine.verify_engine`), until the engine is re-cited.
"""

from __future__ import annotations

import logging
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bot.rules.errors import DataError
from bot.rules.library import GameRules, load_game

__all__ = ["ImportedRules", "import_document", "imported_path", "version_key"]

log = logging.getLogger(__name__)


def imported_path(imported_dir: Path, game: GameRules) -> Path:
    """Where an imported document of `game` is kept: `<imported dir>/<game id><the source's suffix>`."""
    return imported_dir / f"{game.id}{Path(game.data.source).suffix}"


def version_key(version: str | None) -> tuple[int, ...]:
    """'1.10.0' → (1, 10, 0): versions compare by number, not by text."""
    return tuple(int(part) for part in (version or "0").split(".") if part.isdigit())


@dataclass(frozen=True, slots=True)
class ImportedRules:
    """What an accepted import holds: the game's rules on the new text, and where the file is kept."""

    rules: GameRules
    path: Path


def import_document(game: GameRules, source: Path, data_dir: Path, imported_dir: Path) -> ImportedRules:
    """Validate `source` whole as a newer version of `game`'s document, then keep it (atomically).

    Raises `DataError` (one line: file, line, reason) and writes nothing when the file is refused.
    """
    if not game.data.document.parsed:
        raise DataError(
            f"{game.data.name}: the bot has no whole document to replace ({game.data.document.covers}); "
            "only Lorcana's, Gundam's and FFTCG's comprehensive rules can be imported"
        )
    if not source.is_file():
        raise DataError(f"{source}: no such file")
    loaded = load_game(data_dir / f"{game.id}.yaml", data_dir / "sources", imported=source)
    shipped = load_game(data_dir / f"{game.id}.yaml", data_dir / "sources").data.document
    if version_key(loaded.data.document.version) < version_key(shipped.version):
        raise DataError(
            f"{source}, line 1: version {loaded.data.document.version} is older than the shipped "
            f"{shipped.label}: never let an older text answer"
        )
    target = imported_path(imported_dir, game)
    _copy_atomically(source, target)
    return ImportedRules(loaded, target)


def _copy_atomically(source: Path, target: Path) -> None:
    """Copy the bytes to a temporary file beside `target`, then rename it over `target`."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.stem}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(source.read_bytes())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
