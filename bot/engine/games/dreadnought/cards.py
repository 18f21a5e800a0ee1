"""A Dreadnought unit (or dummy), its notation. Dreadnought's rules text has no card keywords.

Fields the engine uses: `size` (only for showing; the size rules are not in the bot's text), `bp`,
`cast_turn` (this / previous / earlier: when you cast it), `zone` (where it is cast from), `dummy`.
`slot` and `state` are carried for the answers' wording.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field

from bot.engine.cards import CardBase, as_given
from bot.engine.keywords import KeywordTable
from bot.engine.notation import TEXT_FIELD, FieldSpec, Flag, NotationSchema

__all__ = ["CastTurn", "DreadnoughtUnit", "DreadnoughtUnitInput", "Zone"]

GAME = "dreadnought"

CastTurn = Literal["this", "previous", "earlier"]
Zone = Literal["hand", "speed_area", "battle_area", "trash", "deck", "other"]

_TURN_WORDS = {
    "this": "this",
    "same": "this",
    "current": "this",
    "previous": "previous",
    "prev": "previous",
    "last": "previous",
    "earlier": "earlier",
    "older": "earlier",
}
_ZONE_WORDS = {
    "hand": "hand",
    "speed": "speed_area",
    "speed area": "speed_area",
    "speedarea": "speed_area",
    "battle": "battle_area",
    "battle area": "battle_area",
    "battlearea": "battle_area",
    "trash": "trash",
    "discard": "trash",
    "deck": "deck",
    "other": "other",
}

NOTATION = NotationSchema(
    fields=(
        FieldSpec("size", ("size",), "text", help="its size (S, M, L…)"),
        FieldSpec("bp", ("bp",), "int", 0, 99999, help="BP"),
        FieldSpec(
            "cast_turn", ("cast", "cast_turn", "turn"), "choice", choices=_TURN_WORDS, help="this|previous"
        ),
        FieldSpec("zone", ("from", "zone"), "choice", choices=_ZONE_WORDS, help="hand, speed (Speed Area)…"),
        FieldSpec("slot", ("slot",), "int", 1, 20, help="its slot, for the answer's wording"),
        FieldSpec("state", ("state",), "text", help="Normal, Enchanted…"),
        TEXT_FIELD,
    ),
    flags=(Flag("dummy", "dummy", True),),
)

KEYWORDS = KeywordTable(shapes={}, is_keyword=lambda term: False)
"""Dreadnought's terms are actions (Speed Action, Gear Change…), none is a keyword a card has."""

HELP = """\
**Units**: the name, then fields in any order (quote names with spaces if you like).
`Valkyrie size=M bp=300 from=hand` · `Golem size=L cast=previous slot=2` · `Decoy dummy`
Fields: size=S|M|L…, bp=N, cast=this|previous|earlier (the turn you cast it), \
from=hand|speed|trash… (where it is cast from; default hand), slot=N, state=Normal|Enchanted.
`dummy`: a card cast Closed and in Check state as a dummy (size S, 50 BP, no name, cluster or type).
The size rules and which slots are "next to" each other are not in the bot's rules text: \
give them as `size_fits` / `adjacent` (yes, no, unknown).
Several units in one option: separate them with `;`."""


class DreadnoughtUnit(CardBase):
    """A Dreadnought unit card (or a card cast as a dummy) in some state."""

    game_id = GAME
    notation = NOTATION
    keyword_table = KEYWORDS

    size: str | None = Field(default=None, min_length=1, max_length=8, description="S, M, L…")
    bp: int | None = Field(default=None, ge=0, le=99999, description="BP.")
    cast_turn: CastTurn | None = Field(
        default=None, description="The turn you cast it: this, previous, earlier."
    )
    zone: Zone | None = Field(default=None, description="Where it is cast from; left out: the hand.")
    slot: int | None = Field(default=None, ge=1, le=20, description="Its slot in your Battle Area.")
    state: str | None = Field(default=None, max_length=40, description="Normal, Enchanted…")
    dummy: bool = Field(default=False, description="Cast as a dummy (Closed and Check state).")

    @classmethod
    def prepare(cls, data: dict[str, Any]) -> dict[str, Any]:
        size = data.get("size")
        if isinstance(size, str):
            data = {**data, "size": size.strip().upper()}
        return data

    @property
    def label(self) -> str:
        """'Valkyrie in slot 2' — how steps name the unit."""
        return f"{self.name} in slot {self.slot}" if self.slot is not None else self.name


DreadnoughtUnitInput = Annotated[
    DreadnoughtUnit, BeforeValidator(as_given, json_schema_input_type=str | DreadnoughtUnit)
]
"""A scenario field holding a unit, given as notation or as an object."""
