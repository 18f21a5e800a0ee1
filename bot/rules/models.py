"""The shape of `data/<game>.yaml`: one file per game, one entry per term the rules text defines.

Every model forbids unknown fields, so a typo in the data stops start-up instead of being ignored.
Rule texts are copied word for word from `data/sources/<game>.txt`; `bot.rules.library` checks that.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

_HEX_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Rule(_Strict):
    """One addressable rule: a number (`8.14.1`, `11-2-8-3`) or a heading id, and its verbatim text."""

    id: str = Field(min_length=1)
    text: str = Field(min_length=1)


class Note(_Strict):
    """Text the rules file prints beside the rules (Key Points, Format): citable, but not a rule."""

    label: str = Field(min_length=1)
    text: str = Field(min_length=1)


class Term(_Strict):
    """A keyword, keyword action or other defined term, with the rules that define it."""

    name: str = Field(min_length=1)
    id: str = Field(min_length=1, description="Section number (8.14, 11-2-8) or a stable heading id.")
    kind: str = Field(
        min_length=1, description="What the text says it is: static, triggered, keyword action…"
    )
    stacks: bool = Field(description="True when instances add up (+N, 'cumulative').")
    summary: str = Field(min_length=1, description="One line in our own words; never quoted as rules.")
    aliases: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    rules: tuple[Rule, ...] = Field(min_length=1)
    notes: tuple[Note, ...] = ()
    renamed_to: str | None = Field(
        default=None, description="Former name of another term (SWTCG Elude → Precision)."
    )


class GameData(_Strict):
    """A whole `data/<game>.yaml` file."""

    id: str = Field(pattern=r"^[a-z]+$")
    name: str = Field(min_length=1)
    short_name: str = Field(min_length=1)
    colour: str
    source: str = Field(description="File name under data/sources/ that the texts are checked against.")
    citation: Literal["number", "heading"] = Field(
        description="How the game's rules are cited: by rule number or by heading."
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
