"""Star Wars TCG set files as the LackeyCCG community keeps them (tab-separated) → the bot's cards.

A set file has a header line (`Name`, `Set`, `Side`, `Type`, `Subtype`, `Cost`, `Speed`, `Power`,
`Health`, `Rarity`, `Number`, `Usage`, `Text`, `Classification` …) and one card a line; a field may
be quoted as spreadsheets quote it (`"… ""Retaliate 4"" …"`). The importer reads one set file or a
folder of them. Numbers may be written `5.0`; `X` and `*` (a cost or power the text sets) are kept
as printed, for `/card`. `Usage` holds the community's rulings and errata notes: they become the
card's `rulings`, never its text. The client's own reminder rows (type `Reminder`) are not cards.
One name printed in several sets with the same text and numbers is one card with several printings.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from typing import Any

__all__ = ["REQUIRED_COLUMNS", "LackeyRow", "cards_from_lackey", "read_lackey_rows"]

GAME = "swtcg"

REQUIRED_COLUMNS = ("Name", "Set", "Type", "Text")
"""A file without these is not a set file."""
FIELD_AT_MOST = 4000

SIDES = {"L": "Light", "D": "Dark", "N": "Neutral"}
SETS = {
    "AOTC": "Attack of the Clones",
    "SR": "Sith Rising",
    "ANH": "A New Hope",
    "BOY": "Battle of Yavin",
    "JG": "Jedi Guardians",
    "ESB": "The Empire Strikes Back",
    "RAS": "Rogues and Scoundrels",
    "PM": "The Phantom Menace",
    "ROTJ": "Return of the Jedi",
    "ROTS": "Revenge of the Sith",
}
"""The ten Wizards of the Coast sets; the community's sets are shown by their code."""
_ARENAS = {"space": "space", "ground": "ground", "character": "character"}
_NUMBER = re.compile(r"^\d{1,3}(?:\.0)?$")
_KEYWORD_ABILITY = re.compile(r"^([A-Z][A-Za-z]*(?:[ -][A-Z][A-Za-z]*)*)(?:\s+([+-]?\d{1,2}))?$")
_KEYWORD_LABEL = re.compile(r"^([A-Z][A-Za-z]*(?:[ -][A-Z][A-Za-z]*)*|INSERT):\s")

LackeyRow = dict[str, str]
Record = dict[str, Any]
"""A card (or part of one) in the neutral format, validated as `bot.cards.models.Card` afterwards."""


def read_lackey_rows(text: str, where: str) -> list[LackeyRow]:
    """The rows of one set file; `ValueError` names the line and what is wrong with it."""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter="\t")
    try:
        header = next(reader)
    except StopIteration:
        raise ValueError(f"{where}: the file is empty") from None
    header = [column.strip().lstrip("\ufeff") for column in header]
    missing = [column for column in REQUIRED_COLUMNS if column not in header]
    if missing:
        raise ValueError(f"{where}: line 1: not a Lackey set file (no column {', '.join(missing)})")
    rows = []
    for row in reader:
        if not any(cell.strip() for cell in row):
            continue
        line = reader.line_num
        if len(row) > len(header):
            raise ValueError(f"{where}: line {line}: {len(row)} fields, the header has {len(header)}")
        record = dict(zip(header, row, strict=False))
        for column, value in record.items():
            if len(value) > FIELD_AT_MOST:
                raise ValueError(f"{where}: line {line}: {column}: longer than {FIELD_AT_MOST} characters")
        name = record.get("Name", "").strip()
        if not name:
            raise ValueError(f"{where}: line {line}: Name: empty")
        record["_where"] = f"{where}: line {line} ({name[:60]})"
        rows.append(record)
    return rows


def _number(raw: str) -> int | None:
    value = raw.strip()
    return int(float(value)) if _NUMBER.match(value) else None


def _printed_number(raw: str) -> str:
    """A card's number in its set: '13.0' (a spreadsheet's) is 13."""
    value = raw.strip()
    return str(int(float(value))) if _NUMBER.match(value) else value


def _split(raw: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in raw.split(" | ") if part.strip())


def _keywords(abilities: Sequence[str]) -> tuple[list[Record], list[str]]:
    """Keywords the card has (an ability that is only a keyword, 'Evade 2'; a labelled ability,
    'Upkeep: …'), and each ability's kind."""
    keywords: list[Record] = []
    kinds = []
    for ability in abilities:
        alone = _KEYWORD_ABILITY.match(ability)
        if alone and len(ability) <= 40:
            keyword: Record = {"name": alone.group(1)}
            if alone.group(2):
                keyword["value"] = int(alone.group(2))
            if keyword not in keywords:
                keywords.append(keyword)
            kinds.append("keyword")
            continue
        label = _KEYWORD_LABEL.match(ability)
        if label and {"name": label.group(1)} not in keywords:
            keywords.append({"name": label.group(1)})
        kinds.append("ability")
    return keywords, kinds


def _card(rows: list[LackeyRow]) -> Record:
    row = rows[0]
    kind = " ".join(row.get("Type", "").split()) or "Card"
    abilities = _split(row.get("Text", ""))
    keywords, kinds = _keywords(abilities)
    stats: Record = {}
    facts: list[tuple[str, str]] = []
    side = row.get("Side", "").strip()
    if side:
        facts.append(("Side", SIDES.get(side, side)))
    if row.get("Subtype", "").strip():
        facts.append(("Subtype", " ".join(row["Subtype"].split())))
    for column, key in (("Speed", "speed"), ("Power", "power"), ("Health", "health")):
        raw = row.get(column, "").strip()
        number = _number(raw)
        if number is not None:
            stats[key] = number
        elif raw:
            facts.append((column, raw))
    arena = _ARENAS.get(kind.casefold())
    if arena is not None:
        stats["arena"] = arena
    cost_raw = row.get("Cost", "").strip()
    cost = _number(cost_raw)
    if cost is None and cost_raw:
        facts.insert(0, ("Cost", cost_raw))
    rulings = tuple(dict.fromkeys(note for r in rows for note in _split(r.get("Usage", ""))))
    formats = tuple(dict.fromkeys(f.strip() for f in row.get("Classification", "").split(",") if f.strip()))
    printings: list[Record] = []
    for r in rows:
        printing = {
            "set": r.get("Set", "").strip() or "?",
            "set_name": SETS.get(r.get("Set", "").strip()),
            "number": _printed_number(r.get("Number", "")) or "—",
            "rarity": r.get("Rarity", "").strip() or None,
        }
        if printing not in printings:
            printings.append(printing)
    card_number = f"{row.get('Set', '').strip()} {_printed_number(row.get('Number', ''))}"
    return {
        "name": " ".join(row["Name"].split()),
        "number": card_number if row.get("Number", "").strip() else None,
        "type": kind,
        "cost": cost,
        "stats": stats,
        "facts": facts,
        "keywords": keywords,
        "text": row.get("Text", "").strip(),
        "abilities": [{"kind": k, "text": a} for a, k in zip(abilities, kinds, strict=True)],
        "formats": list(formats),
        "rulings": list(rulings),
        "printings": printings,
    }


def _identity(row: LackeyRow) -> tuple[str, ...]:
    return tuple(
        " ".join(row.get(column, "").split())
        for column in ("Name", "Type", "Cost", "Speed", "Power", "Health", "Text")
    )


def cards_from_lackey(rows: Iterable[LackeyRow]) -> list[Record]:
    """Every card of the rows (as neutral records; the client's reminder rows left out), one per
    name and wording."""
    by_identity: dict[tuple[str, ...], list[LackeyRow]] = {}
    for row in rows:
        if row.get("Type", "").strip().casefold() == "reminder":
            continue
        by_identity.setdefault(_identity(row), []).append(row)
    return [_card(group) for group in by_identity.values()]
