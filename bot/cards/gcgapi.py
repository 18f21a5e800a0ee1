"""gcg-api's Gundam Card Game dump (`cards.json`, a list of printings) → the bot's cards.

One `Card` per card: the printings of one card number (alternate arts, reprints in starter decks)
are listed under it, and card numbers whose cards are the same card (the ~100 basic Resources) are
one card. A card's wording is its main printing's (the one whose product id is its card number):
gcg-api keeps older wordings on some alternate printings (Edition Beta), and those are marked.

The card's own keywords are read from its effect text, not from the dump's `keyword_effects`: that
list also holds keywords the card gives to other cards ("All your (White Base Team) Units gain
<Repair 1>."). A line that starts with <Blocker> (and holds nothing else but reminder text) is
the card's own keyword effect; the 【】 marks that start a line are its own keywords.
Licence: ODbL v1.0 — "gcg-api (yzRobo/gcg-api), ODbL v1.0" (see data/cards/gundam/README.md).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["CREDIT", "GcgApiPrinting", "cards_from_gcgapi", "looks_like_gcgapi"]

GAME = "gundam"
CREDIT = "gcg-api (yzRobo/gcg-api), ODbL v1.0"
"""The attribution the data's licence asks for, wherever the cards are shown or shipped."""

_TYPES = {
    "UNIT": "Unit",
    "PILOT": "Pilot",
    "COMMAND": "Command",
    "BASE": "Base",
    "RESOURCE": "Resource",
    "UNIT TOKEN": "Unit Token",
    "EX RESOURCE": "EX Resource",
    "EX BASE": "EX Base",
}
_KEYWORD_EFFECT = re.compile(r"<([^<>]{1,40}?)(?:\s+(\d{1,2}))?>")
_KEYWORD_LINE = re.compile(r"^(?:<[^<>]{1,40}>\s*)+(?:\(.*\))?$")
_MARK = re.compile(r"【([^【】]{1,60})】")
_LEADING_MARKS = re.compile(r"^(?:【[^【】]{1,60}】)+")
_QUALIFIED = re.compile(r"^(When Paired|During Pair)[･・](.+?)\s*Pilot$")
_SIGNED = re.compile(r"^[+-]?\d{1,2}$")


class _Lenient(BaseModel):
    """Fields the bot does not use are ignored; those it uses are checked."""

    model_config = ConfigDict(extra="ignore", frozen=True)


class GcgApiPrinting(_Lenient):
    product_id: str = Field(min_length=1, max_length=40)
    card_number: str = Field(min_length=1, max_length=40)
    name: str = Field(min_length=1, max_length=120)
    set_code: str = Field(min_length=1, max_length=40)
    set_name: str | None = Field(default=None, max_length=120)
    where_to_get: str | None = Field(default=None, max_length=200)
    rarity: str | None = Field(default=None, max_length=40)
    card_type: str = Field(min_length=1, max_length=40)
    color: str | None = Field(default=None, max_length=40)
    level: int | None = Field(default=None, ge=0, le=99)
    cost: int | None = Field(default=None, ge=0, le=99)
    ap: int | None = Field(default=None, ge=0, le=99)
    hp: int | None = Field(default=None, ge=0, le=99)
    ap_raw: str | None = Field(default=None, max_length=10)
    hp_raw: str | None = Field(default=None, max_length=10)
    zone: str | None = Field(default=None, max_length=60)
    traits: tuple[str, ...] = Field(default=(), max_length=20)
    link: str | None = Field(default=None, max_length=300)
    effect: str = Field(default="", max_length=4000)
    source_title: str | None = Field(default=None, max_length=200)
    image_url: str | None = Field(default=None, max_length=500)


def looks_like_gcgapi(raw: Any) -> bool:
    """A list of objects with a `card_number` and a `card_type`: the dump's shape."""
    return (
        isinstance(raw, list)
        and bool(raw)
        and isinstance(raw[0], dict)
        and "card_number" in raw[0]
        and "card_type" in raw[0]
    )


def _stat(raw: str | None, number: int | None) -> int | None:
    """A Pilot prints "+1" (what it adds): the number either way."""
    if number is not None:
        return number
    if raw and _SIGNED.match(raw.strip()):
        return abs(int(raw.strip()))
    return None


def _effect(printing: GcgApiPrinting) -> str:
    return "" if printing.effect.strip() in ("", "-") else printing.effect.strip()


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.strip()]


Record = dict[str, Any]
"""A card (or part of one) in the neutral format, validated as `bot.cards.models.Card` afterwards."""


def _abilities(text: str) -> list[Record]:
    """Each line of the effect, marked: a keyword effect, reminder text in parentheses, or an effect."""
    abilities = []
    for line in _lines(text):
        if _KEYWORD_LINE.match(line):
            kind = "keyword"
        elif line.startswith("(") and line.endswith(")"):
            kind = "reminder"
        else:
            kind = "effect"
        abilities.append({"kind": kind, "text": line})
    return abilities


def _keywords(text: str) -> tuple[list[Record], str | None]:
    """The card's own keyword effects and 【】 keywords, and the Pilot qualification its
    【When Paired･… Pilot】 / 【During Pair･… Pilot】 marks (or a bare 【When Paired】) ask for."""
    keywords: dict[str, Record] = {}
    qualifications: set[str] = set()
    for line in _lines(text):
        if _KEYWORD_LINE.match(line):
            for name, value in _KEYWORD_EFFECT.findall(line.split("(", 1)[0]):
                keyword = {"name": name.strip(), "text": line}
                if value:
                    keyword["value"] = int(value)
                keywords.setdefault(f"{name.strip()} {value}", keyword)
            continue
        leading = _LEADING_MARKS.match(line)
        for mark in _MARK.findall(leading.group(0) if leading else ""):
            qualified = _QUALIFIED.match(mark)
            if qualified:
                qualifications.add(qualified.group(2).strip())
                mark = qualified.group(1)
            elif mark in ("When Paired", "During Pair"):
                qualifications.add("any")
            name = f"【{mark}】"
            keywords.setdefault(name, {"name": name})
    qualification = next(iter(qualifications)) if len(qualifications) == 1 else None
    return list(keywords.values()), qualification


def _identity(printing: GcgApiPrinting) -> tuple[object, ...]:
    """What makes two card numbers the same card (the basic Resources): everything printed."""
    return (
        printing.name,
        printing.card_type,
        printing.color,
        printing.level,
        printing.cost,
        printing.ap_raw,
        printing.hp_raw,
        printing.zone,
        printing.traits,
        printing.link,
        _effect(printing),
    )


def _main_first(number: str, group: list[GcgApiPrinting]) -> Callable[[GcgApiPrinting], tuple[object, ...]]:
    """The order of one number's printings: the main printing (product id = card number) first;
    without one, a printing with the wording most printings share (one alternate printing of the
    Resource R-001 carries stray AP and HP)."""
    shared = Counter(_identity(p) for p in group)

    def key(printing: GcgApiPrinting) -> tuple[object, ...]:
        return (printing.product_id != number, -shared[_identity(printing)], printing.product_id)

    return key


def _card(printings: list[GcgApiPrinting]) -> Record:
    current = printings[0]
    text = _effect(current)
    keywords, qualification = _keywords(text)
    stats: Record = {}
    for key, value in (
        ("level", current.level),
        ("ap", _stat(current.ap_raw, current.ap)),
        ("hp", _stat(current.hp_raw, current.hp)),
    ):
        if value is not None:
            stats[key] = value
    if current.color:
        stats["colour"] = current.color
    link = (current.link or "").strip()
    if link and link != "-":
        stats["link"] = [part.strip() for part in link.split(" / ") if part.strip()]
    if qualification is not None and current.card_type == "UNIT":
        stats["qualification"] = qualification
    facts = []
    if current.zone and current.zone.strip() not in ("", "-"):
        facts.append(("Zone", current.zone.strip()))
    if link and link != "-":
        facts.append(("Link", link))
    if current.source_title and current.source_title.strip() not in ("", "-"):
        facts.append(("Series", current.source_title.strip()))
    shown = []
    for printing in printings:
        printed = {
            "set": printing.set_code,
            "set_name": printing.where_to_get or printing.set_name,
            "number": printing.card_number,
            "rarity": (printing.rarity or "").strip() or None,
            "note": "worded differently" if _effect(printing) != text else None,
        }
        if printed not in shown:
            shown.append(printed)
    return {
        "name": current.name,
        "number": current.card_number,
        "type": _TYPES.get(current.card_type, current.card_type.title()),
        "cost": current.cost,
        "stats": stats,
        "facts": facts,
        "classifications": list(current.traits),
        "keywords": keywords,
        "text": text,
        "abilities": _abilities(text),
        "printings": shown,
        "image": current.image_url,
    }


def cards_from_gcgapi(printings: list[GcgApiPrinting]) -> list[Record]:
    """Every card of the dump (as neutral records), one per card (number), in card-number order."""
    by_number: dict[str, list[GcgApiPrinting]] = {}
    for printing in printings:
        by_number.setdefault(printing.card_number, []).append(printing)
    for number, group in by_number.items():
        group.sort(key=_main_first(number, group))
    by_identity: dict[tuple[object, ...], list[GcgApiPrinting]] = {}
    for number in sorted(by_number):
        group = by_number[number]
        by_identity.setdefault(_identity(group[0]), []).extend(group)
    return [_card(group) for group in by_identity.values()]
