"""Where the bot's cards come from, how a newer file replaces them, and how a running bot notices.

- Shipped: under `data/cards/` (found the way `data/` is found): Lorcana's LorcanaJSON, Gundam's
  gcg-api dump, FFTCG's card-browser list, SWTCG's Lackey set files (`SHIPPED`).
- Imported: `floorjudge cards import <game> FILE` validates the whole file, converts it to the neutral
  format and writes `<imported dir>/<game>.json` (beside the settings database: `var/cards/`) through a
  temporary file and an atomic rename. An imported file takes precedence over the shipped one.
- What the bot reads at start-up is a compact copy of each file (`.shipped/`, `.imported/` there):
  the cards' entries for finding them, and each card's JSON, decoded only when a card is asked for.
- A malformed or hostile file is refused whole with one line (file, card index and name, field; or
  the size, depth or count it exceeds: `bot.cards.reading`); nothing is written, so the previous data
  stays in force.
- A running bot calls `await store.refresh()` before answering: at most every `REFRESH_EVERY` seconds it
  compares the imported files' modification times (a `stat` per game) and re-reads a changed file, both
  in a worker thread, so the event loop never waits on the file system.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import os
import tempfile
import time
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType

from bot.cards.catalog import CardCatalog, CardEntry
from bot.cards.models import Card, CardDataError
from bot.cards.reading import CardCheck, as_document, read_card_file

__all__ = ["REFRESH_EVERY", "SHIPPED", "CardCheck", "CardStore", "read_card_file", "shipped_card_files"]

log = logging.getLogger(__name__)

REFRESH_EVERY = 2.0
"""Seconds between two checks of the imported files' modification times."""

SHIPPED = {
    "lorcana": Path("lorcana") / "allCards.json.gz",
    "gundam": Path("gundam") / "cards.json.gz",
    "fftcg": Path("fftcg") / "cards.json.gz",
    "swtcg": Path("swtcg") / "sets",
}
"""Card files (a folder of set files for SWTCG) that ship with the bot, under `<data dir>/cards/`."""


def shipped_card_files(data_dir: Path) -> dict[str, Path]:
    """The shipped card files that exist, by game: the one place that knows where they live."""
    cards_dir = data_dir / "cards"
    return {
        game: cards_dir / relative for game, relative in SHIPPED.items() if (cards_dir / relative).exists()
    }


def _fingerprint(path: Path) -> tuple[int, int]:
    """(size, newest modification) of a file, or of the files in a folder: a changed copy rebuilds."""
    if not path.is_dir():
        info = path.stat()
        return info.st_size, info.st_mtime_ns
    infos = [entry.stat() for entry in path.iterdir() if entry.is_file()]
    return sum(i.st_size for i in infos), max((i.st_mtime_ns for i in infos), default=0)


COMPACT_FORMAT = "floorjudge-cards-compact"
"""The converted copy the bot reads at start-up: a header line (format, game, each card's entry),
then one line of JSON per card, decoded only when the card is asked for."""

_READ: dict[tuple[str, Path, int, int], CardCatalog] = {}
"""Card files already read in this process, by path, size and time (tests start many bots)."""


def _write_atomically(target: Path, data: bytes) -> None:
    """Write `data` to a temporary file beside `target`, then rename it over `target`."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.stem}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _compact(game: str, cards: Sequence[Card], source: str) -> bytes:
    entries = [list(CardEntry.of(card)) for card in cards]
    header = {"format": COMPACT_FORMAT, "version": 1, "game": game, "source": source, "entries": entries}
    lines = [json.dumps(header, ensure_ascii=False).encode()]
    lines += [card.model_dump_json(exclude_defaults=True).encode() for card in cards]
    return b"\n".join(lines)


def _read_compact(game: str, path: Path, source: str) -> CardCatalog:
    """A compact copy as a catalog; `ValueError` when it is not one of `game`'s, whole."""
    lines = path.read_bytes().split(b"\n")
    header = json.loads(lines[0])
    if not isinstance(header, dict) or header.get("format") != COMPACT_FORMAT or header.get("game") != game:
        raise ValueError("not a compact card file of this game")
    entries = [CardEntry(str(n), num, tuple(nums), tag) for n, num, nums, tag in header["entries"]]
    blobs = lines[1:]
    if len(blobs) != len(entries):
        raise ValueError(f"{len(entries)} entries but {len(blobs)} cards")

    def load(position: int) -> Card:
        return Card.model_validate_json(blobs[position])

    return CardCatalog(game, source=source, compact=(entries, load))


def _read_catalog(game: str, path: Path, cache_dir: Path | None) -> CardCatalog:
    """A card file's catalog. Converting and validating takes up to ~0.5 s a game, so the result is
    kept in `cache_dir` (keyed by the file's size and time) as a compact copy read back in ~50 ms."""
    size, mtime = _fingerprint(path)
    key = (game, path.resolve(), mtime, size)
    catalog = _READ.get(key)
    if catalog is not None:
        return catalog
    cached = cache_dir / f"{game}-{size}-{mtime}.jsonl" if cache_dir else None
    if cached is not None and cached.is_file():
        try:
            catalog = _READ[key] = _read_compact(game, cached, str(path))
            return catalog
        except (OSError, ValueError, TypeError, KeyError) as error:  # rebuilt below
            log.warning("card cache %s unusable: %s", cached, error)
    cards = read_card_file(game, path)
    if cached is not None and _keep_compact(game, cards, path, cached):
        del cards  # read back compact: the decoded cards (tens of MB) are not kept
        gc.collect()  # nor the converted file's objects, before the next game's are made
        with contextlib.suppress(OSError, ValueError):
            catalog = _READ[key] = _read_compact(game, cached, str(path))
            return catalog
        cards = read_card_file(game, path)
    catalog = _READ[key] = CardCatalog(game, cards, str(path))
    return catalog


def _keep_compact(game: str, cards: Sequence[Card], path: Path, cached: Path) -> bool:
    """Write the compact copy (replacing older ones of the game); False when it cannot be written."""
    try:
        for old in cached.parent.glob(f"{game}-*.json*"):
            old.unlink(missing_ok=True)
        _write_atomically(cached, _compact(game, cards, path.name))
        return True
    except OSError as error:  # a cache only: the bot works without it
        log.warning("card cache %s not written: %s", cached, error)
        return False


class CardStore:
    """Every game's cards: shipped, or imported (which wins); reloaded when an import changes them."""

    def __init__(
        self, data_dir: Path, imported_dir: Path | None = None, *, games: Collection[str] | None = None
    ) -> None:
        """`games`: read only these games' cards (the CLI's import reads just the one it replaces)."""
        self.data_dir = data_dir
        self.imported_dir = imported_dir
        self.games = None if games is None else frozenset(games)
        self._catalogs: Mapping[str, CardCatalog] = MappingProxyType({})
        self._stamps: dict[str, int | None] = {}
        self._checked_at = 0.0
        self._reloading: asyncio.Task[None] | None = None
        self.load()

    # -- reading ----------------------------------------------------------------------------------

    def imported_path(self, game: str) -> Path | None:
        return None if self.imported_dir is None else self.imported_dir / f"{game}.json"

    def _imported_stamps(self) -> dict[str, int | None]:
        if self.imported_dir is None or not self.imported_dir.is_dir():
            return {}
        stamps: dict[str, int | None] = {}
        with os.scandir(self.imported_dir) as entries:
            for entry in entries:
                game = entry.name.removesuffix(".json")
                if (
                    entry.name.endswith(".json")
                    and entry.is_file()
                    and (self.games is None or game in self.games)
                ):
                    stamps[game] = entry.stat().st_mtime_ns
        return stamps

    def _cache(self, kind: str) -> Path | None:
        return self.imported_dir / kind if self.imported_dir is not None else None

    def _read_all(self) -> tuple[dict[str, CardCatalog], dict[str, int | None]]:
        catalogs: dict[str, CardCatalog] = {}
        wanted = self.games
        stamps = {g: s for g, s in self._imported_stamps().items() if wanted is None or g in wanted}
        for game, path in shipped_card_files(self.data_dir).items():
            if (wanted is None or game in wanted) and game not in stamps:  # an import wins: skip
                catalogs[game] = _read_catalog(game, path, self._cache(".shipped"))
        for game in stamps:
            imported = self.imported_path(game)
            assert imported is not None
            try:
                catalogs[game] = _read_catalog(game, imported, self._cache(".imported"))
            except CardDataError as error:  # written by us, so rare: keep what was there
                log.error("imported cards not used: %s", error)
                if game in self._catalogs:
                    catalogs[game] = self._catalogs[game]
                elif game in shipped_card_files(self.data_dir):
                    catalogs[game] = _read_catalog(
                        game, shipped_card_files(self.data_dir)[game], self._cache(".shipped")
                    )
        return catalogs, stamps

    def load(self) -> None:
        """(Re)read every card file now (start-up, and the CLI)."""
        catalogs, stamps = self._read_all()
        self._catalogs, self._stamps = MappingProxyType(catalogs), stamps
        self._checked_at = time.monotonic()

    def catalog(self, game: str) -> CardCatalog | None:
        return self._catalogs.get(game)

    @property
    def catalogs(self) -> Mapping[str, CardCatalog]:
        return self._catalogs

    async def refresh(self) -> None:
        """Pick up an import made while the bot runs: at most every `REFRESH_EVERY` seconds, the imported
        files' modification times are read (a stat per game) and a changed file re-read, both in a
        worker thread: a stat is I/O, and a handler never waits on I/O on the event loop."""
        now = time.monotonic()
        if 0 <= now - self._checked_at < REFRESH_EVERY or self._reloading is not None:
            return  # (a clock that went back, as under a simulated clock, counts as time passed)
        self._checked_at = now
        self._reloading = asyncio.create_task(self._reload_if_changed())
        try:
            await asyncio.shield(self._reloading)
        finally:
            self._reloading = None

    async def _reload_if_changed(self) -> None:
        if await asyncio.to_thread(self._imported_stamps) == self._stamps:
            return
        catalogs, stamps = await asyncio.to_thread(self._read_all)
        # Not frozen (as start-up's data is): freezing now would also keep, for good, whatever
        # cyclic garbage the interactions in flight have made, and collecting it first would stall
        # the event loop. Reloaded cards are walked by the collector's full passes until a restart.
        self._catalogs, self._stamps = MappingProxyType(catalogs), stamps
        log.info("card data reloaded: %s", ", ".join(f"{g} ({len(c)})" for g, c in catalogs.items()))

    # -- importing --------------------------------------------------------------------------------

    def import_file(self, game: str, source: Path, check: CardCheck | None = None) -> CardCatalog:
        """Validate `source` whole, then replace the game's imported cards atomically.

        Raises `CardDataError` and changes nothing when the file is malformed.
        """
        return self.replace(game, read_card_file(game, source, check), source.name)

    def replace(self, game: str, cards: list[Card], source: str) -> CardCatalog:
        """Make `cards` (read and validated whole by `read_card_file`) the game's imported cards."""
        target = self.imported_path(game)
        if target is None:
            raise CardDataError("no folder to import cards into")
        if not cards:
            raise CardDataError(f"{source}: cards: the file holds no cards")
        document = as_document(game, cards, source)
        _write_atomically(target, json.dumps(document, ensure_ascii=False).encode())
        catalog = CardCatalog(game, cards, str(target))
        cache = self._cache(".imported")
        if cache is not None:  # the next start (and a running bot) reads the compact copy
            size, mtime = _fingerprint(target)
            _keep_compact(game, cards, target, cache / f"{game}-{size}-{mtime}.jsonl")
        self._catalogs = MappingProxyType({**self._catalogs, game: catalog})
        self._stamps = {**self._stamps, game: target.stat().st_mtime_ns}
        return catalog
