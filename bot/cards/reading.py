"""Reading a card file safely, whatever its format, and converting it to the bot's cards.

Every card file goes through here: the shipped ones, `floorjudge cards import`, and the imported
copies the bot reads back. A file is refused in one line (`CardDataError`), within a second, when
it is not a regular file (`/dev/zero`), is larger than `FILE_AT_MOST` on disk, decompresses to more
than `TEXT_AT_MOST` (a gzip bomb stops there, read in chunks), is a corrupt `.gz`, is not UTF-8 or
not JSON, nests deeper than `DEPTH_AT_MOST`, or holds more than `CARDS_AT_MOST` cards. Only then is it
validated field by field and converted, and the result is validated once more as the neutral format,
so what the bot writes is exactly what it reads back.

Formats, found by their shape (not by the file name):
- LorcanaJSON (`{"metadata": …, "cards": […]}`), gcg-api's Gundam dump (a list of printings with
  `card_number`), the FFTCG card browser's list (`cardNumber`, `element`), the Lackey SWTCG set files
  (tab-separated text; a folder of them), and the neutral format (`{"format": "floorjudge-cards"}`).
"""

from __future__ import annotations

import json
import os
import stat
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from bot.cards.fftcgbrowser import FftcgBrowserCard, cards_from_fftcg_browser, looks_like_fftcg_browser
from bot.cards.gcgapi import GcgApiPrinting, cards_from_gcgapi, looks_like_gcgapi
from bot.cards.lackey import cards_from_lackey, read_lackey_rows
from bot.cards.lorcanajson import LorcanaJsonFile, cards_from_lorcanajson
from bot.cards.models import CARDS_AT_MOST, FORMAT_NAME, FORMAT_VERSION, Card, CardDataError, CardFile

__all__ = [
    "FILES_AT_MOST",
    "FILE_AT_MOST",
    "TEXT_AT_MOST",
    "CardCheck",
    "as_document",
    "read_card_file",
]

FILE_AT_MOST = 32 * 1024 * 1024
"""Bytes a card file may take on disk (the shipped LorcanaJSON: 1.2 MB compressed, 9.6 MB not)."""
TEXT_AT_MOST = 32 * 1024 * 1024
"""Bytes a card file may decompress to (the shipped LorcanaJSON: 9.6 MB)."""
FILES_AT_MOST = 500
"""Set files a folder may hold (SWTCG: 66)."""
_CHUNK = 1024 * 1024
_GZIP_MAGIC = b"\x1f\x8b"

CardCheck = Callable[[Card], None]
"""Checks one card against the game's rules (e.g. stats are notation fields); raises `ValueError`."""


def _regular_file(path: Path) -> os.stat_result:
    try:
        info = path.stat()
    except OSError as exc:
        raise CardDataError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise CardDataError(f"{path}: not a regular file")
    if info.st_size > FILE_AT_MOST:
        raise CardDataError(f"{path}: {info.st_size:,} bytes: a card file may be at most {FILE_AT_MOST:,}")
    return info


def _decompress(path: Path, handle: Any) -> bytes:
    """A gzip stream, inflated chunk by chunk and never past `TEXT_AT_MOST` (a gzip bomb stops there)."""
    inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    out = bytearray()
    try:
        while chunk := handle.read(_CHUNK):
            while chunk:
                out += inflater.decompress(chunk, TEXT_AT_MOST + 1 - len(out))
                if len(out) > TEXT_AT_MOST:
                    raise CardDataError(
                        f"{path}: decompresses to more than {TEXT_AT_MOST:,} bytes: not a card file"
                    )
                chunk = inflater.unconsumed_tail
            if inflater.eof:
                break
        out += inflater.flush()
    except zlib.error as exc:
        raise CardDataError(f"{path}: not a valid .gz file: {exc}") from None
    if not inflater.eof:
        raise CardDataError(f"{path}: not a valid .gz file: it ends early")
    return bytes(out)


def read_text(path: Path) -> str:
    """The whole file as text: bounded, inflated when it is gzip, decoded as UTF-8."""
    _regular_file(path)
    try:
        with open(path, "rb") as handle:
            head = handle.read(2)
            handle.seek(0)
            data = _decompress(path, handle) if head == _GZIP_MAGIC else handle.read(FILE_AT_MOST + 1)
    except OSError as exc:
        raise CardDataError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(data) > TEXT_AT_MOST:
        raise CardDataError(f"{path}: more than {TEXT_AT_MOST:,} bytes: not a card file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CardDataError(f"{path}: not UTF-8 text (byte {exc.start:,})") from None


def _read_json(path: Path, text: str) -> Any:
    """Parsed JSON. Nesting deeper than the parser's recursion limit (~1,000: a 100,000-deep list) is
    refused at once; anything less deep is refused by validation, which never descends into a value
    of the wrong shape."""
    try:
        return json.loads(text)
    except ValueError as exc:
        raise CardDataError(f"{path}: not valid JSON: {exc}") from None
    except RecursionError:
        raise CardDataError(f"{path}: JSON nested too deep: not a card file") from None


def _where(raw: Any, loc: tuple[int | str, ...]) -> str:
    """A pydantic location as 'cards[412] (Ariel - Spectacular Singer): strength'."""
    parts: list[str] = []
    node = raw
    for step in loc:
        if isinstance(step, int) and isinstance(node, list) and step < len(node):
            node = node[step]
            name = (node.get("fullName") or node.get("name")) if isinstance(node, dict) else None
            label = f"[{step}]" + (f" ({name[:80]})" if isinstance(name, str) else "")
            parts[-1:] = [(parts[-1] if parts else "") + label]
            continue
        node = node.get(step) if isinstance(node, dict) else None
        parts.append(str(step))
    return ": ".join(part for part in parts if part) or "file"


def _validate(model: Any, raw: Any, path: Path, root: str = "") -> Any:
    """`model` (a pydantic model or a TypeAdapter) validated; the first problem as one line."""
    try:
        if isinstance(model, TypeAdapter):
            return model.validate_python(raw)
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = (root, *first["loc"]) if root else tuple(first["loc"])
        raise CardDataError(f"{path}: {_where({root: raw} if root else raw, loc)}: {first['msg']}") from None


def _count(path: Path, cards: Any) -> None:
    if isinstance(cards, list) and len(cards) > CARDS_AT_MOST:
        raise CardDataError(f"{path}: {len(cards):,} cards: a card file may hold at most {CARDS_AT_MOST:,}")


_GCGAPI = TypeAdapter(list[GcgApiPrinting])
_FFTCG = TypeAdapter(list[FftcgBrowserCard])


Records = list[dict[str, Any]]
"""Cards converted from a publisher's format, in the neutral format's shape, not yet validated."""


def _from_json(path: Path, raw: Any) -> tuple[str, Records | list[Card]]:
    """The cards of a JSON card file in any format the bot reads (records to validate, or cards
    read from the neutral format, validated already), and the format's game."""
    if isinstance(raw, dict) and "metadata" in raw and "format" not in raw:
        _count(path, raw.get("cards"))
        return "lorcana", cards_from_lorcanajson(_validate(LorcanaJsonFile, raw, path))
    if looks_like_gcgapi(raw):
        _count(path, raw)
        return "gundam", cards_from_gcgapi(_validate(_GCGAPI, raw, path, "cards"))
    if looks_like_fftcg_browser(raw):
        _count(path, raw)
        return "fftcg", cards_from_fftcg_browser(_validate(_FFTCG, raw, path, "cards"))
    if isinstance(raw, dict):
        _count(path, raw.get("cards"))
    file = _validate(CardFile, raw, path)
    return file.game, list(file.cards)


def _set_files(folder: Path) -> list[Path]:
    try:
        files = sorted(p for p in folder.iterdir() if p.suffix == ".txt" and p.name != "MANIFEST.tsv")
    except OSError as exc:
        raise CardDataError(f"{folder}: cannot read: {exc.strerror or exc}") from None
    if not files:
        raise CardDataError(f"{folder}: no set files (*.txt) in the folder")
    if len(files) > FILES_AT_MOST:
        raise CardDataError(f"{folder}: {len(files)} set files: a folder may hold at most {FILES_AT_MOST}")
    return files


def _from_lackey(paths: list[Path], first_text: str | None = None) -> Records:
    """The cards of Lackey set files (`first_text`: the first file's text, already read)."""
    rows = []
    total = 0
    for position, path in enumerate(paths):
        text = first_text if position == 0 and first_text is not None else read_text(path)
        total += len(text)
        if total > TEXT_AT_MOST:
            raise CardDataError(f"{path}: the set files hold more than {TEXT_AT_MOST:,} bytes")
        try:
            rows += read_lackey_rows(text, str(path))
        except ValueError as exc:
            raise CardDataError(str(exc)) from None
        if len(rows) > CARDS_AT_MOST:
            raise CardDataError(f"{path}: more than {CARDS_AT_MOST:,} cards in the set files")
    return cards_from_lackey(rows)


def as_document(game: str, cards: list[Card] | tuple[Card, ...], source: str) -> dict[str, Any]:
    """The neutral format's JSON document of `cards`."""
    document = CardFile.model_construct(game=game, source=source[:300], cards=tuple(cards))
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        **document.model_dump(mode="json", exclude_defaults=True),
    }


def _validated(game: str, path: Path, records: Records) -> list[Card]:
    """Converted records validated as the neutral format's cards (lengths, ranges), in one pass."""
    file = _validate(CardFile, {"game": game, "cards": records}, path)
    return list(file.cards)


def read_card_file(game: str, path: Path, check: CardCheck | None = None) -> list[Card]:
    """Read, bound, validate and convert a whole card file (or a folder of Lackey set files).

    Raises `CardDataError` (one line) at the first problem; nothing is returned half-read.
    """
    cards: Records | list[Card]
    if path.is_dir():
        found, cards = "swtcg", _from_lackey(_set_files(path))
    else:
        text = read_text(path)
        if text.lstrip()[:1] in ("{", "["):
            found, cards = _from_json(path, _read_json(path, text))
        elif "\t" in text.partition("\n")[0]:
            found, cards = "swtcg", _from_lackey([path], text)
        else:
            raise CardDataError(f"{path}: not a card file (neither JSON nor a tab-separated set file)")
    if found != game:
        raise CardDataError(f"{path}: game: the file holds {found!r} cards, not {game!r}")
    if len(cards) > CARDS_AT_MOST:
        raise CardDataError(f"{path}: {len(cards):,} cards: a card file may hold at most {CARDS_AT_MOST:,}")
    validated = [card for card in cards if isinstance(card, Card)]
    if len(validated) != len(cards):
        validated = _validated(game, path, [card for card in cards if isinstance(card, dict)])
    if check is not None:
        for position, card in enumerate(validated):
            try:
                check(card)
            except ValueError as exc:
                raise CardDataError(f"{path}: cards[{position}] ({card.name[:80]}): {exc}") from None
    return validated
