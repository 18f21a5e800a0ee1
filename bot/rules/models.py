"""The shape of `data/<game>.yaml`: one file per game, one entry per term the rules text defines.

Every model forbids unknown fields, so a typo in the data stops start-up instead of being ignored.
Rule texts are copied word for word from the game's source in `data/sources/`; `bot.rules.library`
checks that. A game whose document is parsed (`document.parsed`, Lorcana's complete rules) takes
its rule texts from the document itself: its terms only name the rule ids.
"""

from __future__ import annotations

import re
from datetime import date
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

_HEX_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


@cache
def _day(day: date) -> str:
    """'Feb 5, 2026': a document's date as its label shows it, formatted once (`strftime`, ~2 µs in a
    tight loop and more between interactions, ran for every verdict's footer)."""
    return f"{day:%b} {day.day}, {day.year}"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Rule(_Strict):
    """One addressable rule: a number (`8.14.1`, `13-2-8-2`) or a heading id, and its verbatim text.

    In a game whose document is parsed, the text may be left out: it is the document's.
    """

    id: str = Field(min_length=1)
    text: str | None = Field(default=None, min_length=1)


class Note(_Strict):
    """Text a rules file prints beside the rules (a note, a format): citable, but not a rule."""

    label: str = Field(min_length=1)
    text: str = Field(min_length=1)


class Term(_Strict):
    """A keyword, keyword action or other defined term, with the rules that define it."""

    name: str = Field(min_length=1)
    id: str = Field(min_length=1, description="Section number (8.14, 13-2-8) or a stable heading id.")
    kind: str = Field(
        min_length=1, description="What the text says it is: static, triggered, keyword action…"
    )
    stacks: bool = Field(description="True when instances add up (+N, 'cumulative').")
    summary: str = Field(min_length=1, description="One line in our own words; never quoted as rules.")
    aliases: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    rules: tuple[Rule, ...] = Field(
        default=(), description="Required unless the document is parsed; then the section's rules by default."
    )
    notes: tuple[Note, ...] = ()
    renamed_to: str | None = Field(
        default=None, description="Former name of another term (SWTCG Elude → Precision)."
    )
    document: str | None = Field(
        default=None, description="The id of the further document it stands on; the main one if left out."
    )


class Renumbering(_Strict):
    """A misprinted rule number the data corrects, pinned to its line so a new edition is re-checked."""

    line: int = Field(ge=1)
    printed: str = Field(min_length=1, description="The number as the document prints it (without the dot).")
    id: str = Field(min_length=1, description="The id it gets.")
    why: str = Field(min_length=1)


class LineFix(_Strict):
    """Another misprint pinned to its line: a line holding two rules (`split`: `printed` is the second
    rule's number), a rule printed out of order (`misplaced`: kept with the rule of its number), or a
    rule this copy ends mid-sentence (`cut_short`: `printed` is that rule's number)."""

    line: int = Field(ge=1)
    printed: str = Field(min_length=1)
    why: str = Field(min_length=1)


class OlderReference(_Strict):
    """A cross-reference the document prints with the publisher's older number ("See 12-2-5", now 13-2-5)."""

    printed: str = Field(min_length=1, description="The reference as printed inside the rules' text.")
    current: str = Field(min_length=1, description="The rule it means in this document.")
    rules: tuple[str, ...] = Field(min_length=1, description="The rules whose text prints it.")


class Variant(_Strict):
    """A chapter of the rules that restates the game for another way of playing (multiplayer, casual
    variants): search ranks its rules below the standard game's unless the question names it."""

    chapter: str = Field(min_length=1, description="The chapter's number as the document prints it ('12').")
    why: str = Field(min_length=1, description="What the chapter covers.")


class Moved(_Strict):
    """An older document's rule and the rule of a newer document that answers in its place."""

    older: str = Field(min_length=1, description="The id in the older document ('11-2-6', '15.1.1.7').")
    current: str = Field(min_length=1, description="The id in the newer document ('13-2-6', 'casting').")
    note: str | None = Field(default=None, description="Our words: what became of it, when not the same.")


class Document(_Strict):
    """The rules document a game's texts come from: what it is, which edition, and what it covers."""

    title: str = Field(min_length=1, description="'Disney Lorcana Comprehensive Rules'")
    version: str | None = Field(default=None, description="As the document states it, when known.")
    version_prefix: str = Field(default="", description="How the document writes 'version': 'Ver.'.")
    called: str | None = Field(
        default=None, description="How a one-line note names it: 'the 2.1.2 rules (2020)'; else its label."
    )
    effective: date | None = None
    covers: str = Field(min_length=1, description="What part of the game's rules the bot has.")
    parsed: bool = Field(
        default=False, description="True: numbered rules, headings and glossary are parsed from the file."
    )
    format: str | None = Field(
        default=None, description="A parsed document's scheme (bot.rules.document.SCHEMES): how it numbers."
    )
    caveat: str | None = Field(
        default=None,
        description="Said on every answer that rests on this document alone ('from 2020: older than …').",
    )
    renumbered: tuple[Renumbering, ...] = ()
    split: tuple[LineFix, ...] = ()
    misplaced: tuple[LineFix, ...] = ()
    cut_short: tuple[LineFix, ...] = ()
    older_references: tuple[OlderReference, ...] = ()
    variants: tuple[Variant, ...] = ()

    @property
    def label(self) -> str:
        """How answers name it: 'Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026)'."""
        label = self.title
        if self.version:
            label += f" {self.version_prefix} {self.version}" if self.version_prefix else f" {self.version}"
        if self.effective:
            label += f" ({_day(self.effective)})"
        return label

    @property
    def short(self) -> str:
        """How a one-line note names it."""
        return self.called or self.label


class OtherDocument(Document):
    """A further document of the same game, newer or older than its main one (`GameData.document`).

    - `newer`: newer than the main document for what it covers (FFTCG's keyword glossary, which has
      Warp): its texts answer, and each main-document rule it `moved` answers through it.
    - `retired`: an older version of the main document: nothing in it is quoted; its numbers still
      work, each leading to the rule of the main document `moved` names (Gundam's older 11-2 keywords).
    """

    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$", description="How terms name it: 'glossary'.")
    source: str = Field(min_length=1, description="File name under data/sources/.")
    citation: Literal["number", "heading"]
    status: Literal["newer", "retired"]
    moved: tuple[Moved, ...] = ()


class GameData(_Strict):
    """A whole `data/<game>.yaml` file."""

    id: str = Field(pattern=r"^[a-z]+$")
    listed: int = Field(ge=0, description="Where the game is listed among the games: smaller first.")
    name: str = Field(min_length=1)
    short_name: str = Field(min_length=1)
    colour: str
    source: str = Field(description="File name under data/sources/ that the texts are checked against.")
    citation: Literal["number", "heading"] = Field(
        description="How the game's rules are cited: by rule number or by heading."
    )
    document: Document
    documents: tuple[OtherDocument, ...] = Field(
        default=(), description="Further documents, newer or older than `document` (see OtherDocument)."
    )
    terms: tuple[Term, ...] = Field(min_length=1)

    @field_validator("colour")
    @classmethod
    def _colour_is_hex(cls, value: str) -> str:
        if not _HEX_COLOUR.match(value):
            raise ValueError("colour must look like #RRGGBB")
        return value

    @property
    def colour_value(self) -> int:
        return int(self.colour[1:], 16)
