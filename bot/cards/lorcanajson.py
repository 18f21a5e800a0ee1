"""LorcanaJSON (`allCards.json`) → the bot's cards: one `Card` per full name, printings listed under it.

Only the fields the bot uses are validated, but those strictly: a file whose card 412 has a strength
of "two" is refused whole, naming the file, `cards[412]` (with the card's name) and `strength`.
Newer LorcanaJSON releases keep this shape, so a user loads a new set the same way.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["LorcanaJsonFile", "cards_from_lorcanajson"]

GAME = "lorcana"
_NUMBER = re.compile(r"^[+-]?\d{1,3}$")


class _Lenient(BaseModel):
    """Fields the bot does not use are ignored; those it uses are checked."""

    model_config = ConfigDict(extra="ignore", frozen=True)


class Metadata(_Lenient):
    formatVersion: str
    generatedOn: str


class SetInfo(_Lenient):
    name: str
    releaseDate: str | None = None


class FormatInfo(_Lenient):
    allowed: bool


class LorcanaAbility(_Lenient):
    type: Literal["keyword", "triggered", "activated", "static"]
    fullText: str
    name: str | None = None
    keyword: str | None = None
    keywordValue: str | None = None
    keywordValueNumber: int | None = None


class LorcanaJsonCard(_Lenient):
    fullName: str = Field(min_length=1, max_length=120)
    name: str = Field(min_length=1)
    version: str | None = None
    type: Literal["Character", "Action", "Item", "Location"]
    cost: int = Field(ge=0, le=99)
    inkwell: bool
    color: str
    strength: int | None = Field(default=None, ge=0, le=99)
    willpower: int | None = Field(default=None, ge=0, le=99)
    lore: int | None = Field(default=None, ge=0, le=99)
    moveCost: int | None = Field(default=None, ge=0, le=99)
    subtypes: tuple[str, ...] = ()
    abilities: tuple[LorcanaAbility, ...] = ()
    fullText: str
    setCode: str = Field(min_length=1)
    number: int | None = Field(ge=0, description="None for an unnumbered token (Vine Tendril).")
    rarity: str
    allowedInFormats: dict[str, FormatInfo] = Field(default_factory=dict)
    images: dict[str, str] = Field(default_factory=dict)


Record = dict[str, Any]
"""A card (or part of one) in the neutral format, validated as `bot.cards.models.Card` afterwards."""


class LorcanaJsonFile(_Lenient):
    metadata: Metadata
    sets: dict[str, SetInfo]
    cards: tuple[LorcanaJsonCard, ...] = Field(min_length=1)


def _keyword(ability: LorcanaAbility) -> Record:
    assert ability.keyword is not None
    raw = (ability.keywordValue or "").strip()
    number = int(raw) if _NUMBER.match(raw) else None
    return {
        "name": ability.keyword,
        "value": number,
        "cost": raw if raw and number is None else None,
        "text": ability.fullText,
    }


def _release_order(file: LorcanaJsonFile) -> dict[str, tuple[str, int]]:
    """Set code → a sort key by release date (sets without a date last, in file order)."""
    return {code: (info.releaseDate or "9999", index) for index, (code, info) in enumerate(file.sets.items())}


def _card(
    printings: list[LorcanaJsonCard], file: LorcanaJsonFile, order: dict[str, tuple[str, int]]
) -> Record:
    """One card from all its printings; the latest printing's wording is the current one."""
    printings.sort(key=lambda p: (order.get(p.setCode, ("9999", len(order))), p.number or 0))
    current = printings[-1]
    stats: Record = {
        key: value
        for key, value in (
            ("str", current.strength),
            ("wp", current.willpower),
            ("lore", current.lore),
            ("move_cost", current.moveCost),
        )
        if value is not None
    }
    formats = sorted({name for p in printings for name, info in p.allowedInFormats.items() if info.allowed})
    shown: list[Record] = []
    for p in printings:
        printing = {
            "set": p.setCode,
            "set_name": file.sets[p.setCode].name if p.setCode in file.sets else None,
            "number": "—" if p.number is None else str(p.number),
            "rarity": p.rarity,
        }
        if printing not in shown:
            shown.append(printing)
    return {
        "name": current.fullName,
        "type": current.type,
        "cost": current.cost,
        "stats": stats,
        "classifications": list(current.subtypes),
        "keywords": [_keyword(a) for a in current.abilities if a.type == "keyword" and a.keyword],
        "text": current.fullText,
        "abilities": [
            {"kind": a.type, "name": a.name, "text": a.fullText}
            for a in current.abilities
            if a.fullText.strip()
        ],
        "ink": current.color or None,
        "inkwell": current.inkwell,
        "formats": formats,
        "printings": shown,
        "image": current.images.get("full") or current.images.get("thumbnail"),
    }


def cards_from_lorcanajson(file: LorcanaJsonFile) -> list[Record]:
    """Every card of the file (as neutral records), one per full name, in name order."""
    by_name: dict[str, list[LorcanaJsonCard]] = {}
    for printing in file.cards:
        by_name.setdefault(printing.fullName, []).append(printing)
    order = _release_order(file)
    return [_card(printings, file, order) for _name, printings in sorted(by_name.items())]
