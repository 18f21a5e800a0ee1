"""The FFTCG card browser's cards (a JSON list, as Square Enix's card browser answers) → the bot's cards.

One `Card` per card: a reprint ("Re-094C/11-136S" in the Legacy Collection, "15-117R/9-113H" in an
opus) is its original's card, listed as another printing, and its (newer) wording is the card's:
45 reprints word their original's text
anew ("discards 1 card" for "discards 1 card from their hand"), and the newer text answers. Cards
with the same name, element, cost, power and words under different numbers are one card too.
The text keeps the browser's markup unchanged (`《火》`, `[[br]]`, `[[ex]]EX BURST[[/]]`); showing it
as a player reads the card is a display step (`bot.render.cards`). Keywords a card has are read
from the text the way they are printed: a line holding only keywords ("Haste First Strike Brave"),
and the italic labels that start a line ("Warp 3 --", "Damage 5 --", "Limit Break -- 2").
"""

from __future__ import annotations

import functools
import html
import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = [
    "FftcgBrowserCard",
    "cards_from_fftcg_browser",
    "looks_like_fftcg_browser",
    "readable",
    "text_lines",
]

GAME = "fftcg"

ELEMENTS = {
    "fire": "Fire",
    "ice": "Ice",
    "wind": "Wind",
    "earth": "Earth",
    "lightning": "Lightning",
    "water": "Water",
    "light": "Light",
    "dark": "Dark",
}
_PLAIN_KEYWORDS = ("First Strike", "Back Attack", "Haste", "Brave")
_KEYWORDS_ONLY = re.compile(rf"^(?:(?:{'|'.join(_PLAIN_KEYWORDS)})\s*)+$")
_LABEL = re.compile(r"^\[\[i\]\]\s*(Warp|Damage|Limit Break)\s*(?:(\d{1,2})\s*--|--\s*(\d{1,2}))\s*\[\[/\]\]")
_TAG = re.compile(r"</?p>")
_EX_BURST = "[[ex]]EX BURST[[/]]"

Record = dict[str, Any]
"""A card (or part of one) in the neutral format, validated as `bot.cards.models.Card` afterwards."""


class _Lenient(BaseModel):
    """Fields the bot does not use are ignored; those it uses are checked."""

    model_config = ConfigDict(extra="ignore", frozen=True)


class FftcgBrowserCard(_Lenient):
    cardNumber: str = Field(min_length=1, max_length=40)
    name: str = Field(max_length=120, description="Empty only on the Crystal cards.")
    element: str = Field(max_length=60)
    type: str = Field(min_length=1, max_length=40)
    cost: int = Field(ge=0, le=99)
    power: int = Field(ge=0, le=99_000)
    job: str | None = Field(default=None, max_length=120)
    category: str | None = Field(default=None, max_length=120)
    rarity: str | None = Field(default=None, max_length=20)
    text: str = Field(default="", max_length=4000)
    set: str | None = Field(default=None, max_length=120)
    image: str | None = Field(default=None, max_length=500)

    @model_validator(mode="after")
    def _named(self) -> FftcgBrowserCard:
        if not self.name.strip() and self.type.strip().casefold() != "crystal":
            raise ValueError("name: empty")
        return self

    @property
    def shown_name(self) -> str:
        """The browser leaves the Crystal cards' name empty: they are called Crystal."""
        return self.name.strip() or self.type.strip().title()


def looks_like_fftcg_browser(raw: Any) -> bool:
    """A list of objects with a `cardNumber` and an `element`: the browser's shape."""
    return (
        isinstance(raw, list)
        and bool(raw)
        and isinstance(raw[0], dict)
        and "cardNumber" in raw[0]
        and "element" in raw[0]
    )


def text_lines(text: str) -> list[str]:
    """The text's lines ([[br]] separates them), markup kept, stray HTML paragraph tags left out."""
    return [line.strip() for line in _TAG.sub("", text).split("[[br]]") if line.strip()]


_ICONS = {
    "火": "Fire CP",
    "氷": "Ice CP",
    "風": "Wind CP",
    "土": "Earth CP",
    "雷": "Lightning CP",
    "水": "Water CP",
    "光": "Light CP",
    "闇": "Dark CP",
    "ダル": "Dull",
    "S": "Special",
    "C": "Crystal",
    "X": "X CP",
    "LB": "Limit Break",
    "一般": "generic CP",
}
"""The card browser's icons, as a player names them."""
_ICON = re.compile(r"《([^《》]{1,6})》")
_STYLE = re.compile(r"\[\[(?:i|s|b|ex|/)\]\]|</?p>")


def _icon(found: re.Match[str]) -> str:
    inner = found.group(1).strip()
    if inner in _ICONS:
        return f"[{_ICONS[inner]}]"
    digits = inner.translate(str.maketrans("０１２３４５６７８９", "0123456789"))
    return f"[{digits} CP]" if digits.isdigit() else f"[{inner}]"


@functools.lru_cache(maxsize=8192)
def readable(text: str) -> str:
    """The text as a player reads the card: `《火》` "[Fire CP]", `《ダル》` "[Dull]", `[[br]]` a line
    break, `[[ex]]EX BURST[[/]]` "EX BURST", italics and ability-name marks plain. A display step:
    the card data keeps the browser's text unchanged."""
    shown = _STYLE.sub("", _ICON.sub(_icon, text.replace("[[br]]", "\n")))
    return "\n".join(" ".join(line.split()) for line in shown.split("\n") if line.strip())


def _elements(raw: str) -> tuple[str, ...]:
    parts = re.split(r"[/,_\s]+", raw.strip().casefold())
    return tuple(ELEMENTS[part] for part in parts if part in ELEMENTS)


def _read_line(line: str) -> tuple[list[Record], str]:
    """The keywords a line prints and the kind of ability it is."""
    if _KEYWORDS_ONLY.match(line):
        return [{"name": k} for k in re.findall("|".join(_PLAIN_KEYWORDS), line)], "keyword"
    label = _LABEL.match(line)
    if label:
        keyword = {"name": label.group(1), "value": int(label.group(2) or label.group(3))}
        rest = _ICON.sub("", line[label.end() :]).strip()
        return [keyword], "keyword" if not rest else "ability"
    return [], "ability"


def _card(printings: list[FftcgBrowserCard]) -> Record:
    """One card from its printings: the number judges name is the first original's, the wording the
    newest printing's (a reprint's, where there is one)."""
    original = next((p for p in printings if "/" not in p.cardNumber), printings[0])
    current = max(printings, key=_newness)
    wording = readable(current.text)
    keywords: dict[str, Record] = {}
    abilities = []
    for line in text_lines(current.text):
        found, kind = _read_line(line)
        for keyword in found:
            keywords.setdefault(f"{keyword['name']} {keyword.get('value')}", keyword)
        abilities.append({"kind": kind, "text": line})
    kind = current.type.strip().title()
    stats: Record = {}
    elements = _elements(current.element)
    if elements:
        stats["elements"] = list(elements)
    if current.power:
        stats["power"] = current.power
    facts = [
        (label, html.unescape(value).strip())
        for label, value in (("Job", current.job), ("Category", current.category))
        if value and value.strip()
    ]
    if _EX_BURST in current.text:
        facts.append(("EX Burst", "yes"))
    printed: list[Record] = []
    for p in printings:
        printing = {"set": p.set or "?", "set_name": p.set, "number": p.cardNumber, "rarity": p.rarity}
        if readable(p.text) != wording:
            printing["note"] = "worded differently"
        if printing not in printed:
            printed.append(printing)
    return {
        "name": current.shown_name,
        "number": original.cardNumber,
        "type": kind,
        "cost": current.cost,
        "stats": stats,
        "facts": facts,
        "keywords": list(keywords.values()),
        "text": current.text,
        "abilities": abilities,
        "printings": printed,
        "image": current.image,
    }


def _identity(card: FftcgBrowserCard) -> tuple[object, ...]:
    return (card.name, card.type, card.element, card.cost, card.power)


def _number_order(card: FftcgBrowserCard) -> tuple[bool, str]:
    """Originals before reprints ('Re-094C/11-136S', '15-117R/9-113H')."""
    return ("/" in card.cardNumber, card.cardNumber)


def _newness(card: FftcgBrowserCard) -> tuple[bool, bool, int]:
    """How recent a printing is: a reprint ('A/B') is newer than its original B; the Legacy
    Collection ('Re-…') came after every opus reprint; else the higher opus number."""
    lead = card.cardNumber.split("-")[0]
    return ("/" in card.cardNumber, lead == "Re", int(lead) if lead.isdigit() else 0)


def cards_from_fftcg_browser(cards: list[FftcgBrowserCard]) -> list[Record]:
    """Every card of the file (as neutral records), reprints under their original, in number order."""
    by_number: dict[str, list[FftcgBrowserCard]] = {}
    for card in sorted(cards, key=_number_order):
        original = card.cardNumber.split("/")[-1]  # 'Re-094C/11-136S' reprints 11-136S
        group = by_number.get(original)
        if group is not None and _identity(group[0]) == _identity(card):
            group.append(card)
        else:
            by_number.setdefault(card.cardNumber, []).append(card)
    by_words: dict[tuple[object, ...], list[FftcgBrowserCard]] = {}
    for group in by_number.values():
        current = max(group, key=_newness)
        by_words.setdefault((*_identity(current), readable(current.text)), []).extend(group)
    return [_card(group) for group in by_words.values()]
