"""A Star Wars TCG card in play, its notation and keyword shapes.

Fields the engine uses: power (one attack die per point, an assumption), health, damage counters,
tapped, arena, side, build cost and build counters, type. `speed` is carried for completeness.
Fields left out (side) take the meaning of the scenario role the card fills.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, Field

from bot.cards import Card
from bot.engine.cards import SIDE_WORDS, CardBase, Side, as_given
from bot.engine.keywords import KeywordTable, ValueShape
from bot.engine.notation import TEXT_FIELD, FieldSpec, Flag, NotationSchema
from bot.rules.library import name_key

__all__ = ["GAME", "Arena", "CardType", "Side", "SwtcgCard", "SwtcgCardInput"]

GAME = "swtcg"

Arena = Literal["space", "ground", "character"]
CardType = Literal["unit", "battle", "equipment", "location", "mission"]

_ARENA_WORDS = {"space": "space", "ground": "ground", "character": "character", "char": "character"}
_CARD_DATA_TYPES = {
    "space": "unit",
    "ground": "unit",
    "character": "unit",
    "space ground": "unit",
    "ground character": "unit",
    "space character": "unit",
    "space ground character": "unit",
    "mission trap": "mission",
    "mission campaign": "mission",
    "missions": "mission",
}
"""Card-data types (the Lackey files' `Type`) the notation writes as another: a Space, Ground or
Character card is a unit (its arena, where it has one, is filled too), a Trap is a mission."""

_TYPE_WORDS = {
    "unit": "unit",
    "battle": "battle",
    "equipment": "equipment",
    "location": "location",
    "mission": "mission",
}

NOTATION = NotationSchema(
    fields=(
        FieldSpec("power", ("power", "pow"), "int", 0, 99, help="power: attack dice"),
        FieldSpec("health", ("health", "hp"), "int", 0, 99, help="health"),
        FieldSpec("damage", ("dmg", "damage"), "int", 0, 99, help="damage counters on it"),
        FieldSpec("speed", ("speed", "spd"), "int", 0, 200, help="speed"),
        FieldSpec("arena", ("arena",), "choice", choices=_ARENA_WORDS, help="space, ground or character"),
        FieldSpec("cost", ("cost",), "int", 0, 99, help="build cost"),
        FieldSpec("built", ("built", "bc"), "int", 0, 99, help="build counters on it"),
        FieldSpec("type", ("type",), "choice", choices=_TYPE_WORDS, help="unit, battle, …"),
        FieldSpec("controller", ("side", "controller"), "choice", choices=SIDE_WORDS, help="you or opp"),
        TEXT_FIELD,
    ),
    flags=(
        Flag("tapped", "tapped", True),
        Flag("untapped", "tapped", False),
        Flag("yours", "controller", "you"),
        Flag("opposing", "controller", "opponent"),
    ),
)

_NONE = (
    "Adapt Alternative-Cost Armor Bounty Consume Cunning Deploy Double-Damage Double-Strike Elude Enhance "
    "Equip Ferocity Foresight Forewarning Fortitude INSERT Inspiration Intercept Intimidation Last-Stand "
    "Meditate Overkill Pilot Precision Redirect Reserves Stack Stealth Switch Upkeep"
)
_NUMBER = (
    "Absorb Ambush Area-Damage Avenge Backfire Barrage Bombard Critical-Hit Damage-Control Deflect Evade "
    "Focus Fury Hidden-Cost Ion-Cannon Lucky Overload Parry Persuade Protect Reduced-Cost Retaliate "
    "Riposte Shields Stun Surge Tenacity Velocity"
)
_SIGNED = "Accuracy Resilience"


def _shapes() -> dict[str, ValueShape]:
    shapes: dict[str, ValueShape] = {}
    for words, shape in ((_NONE, "none"), (_NUMBER, "number"), (_SIGNED, "signed")):
        for word in words.split():
            shapes[word.replace("-", " ")] = shape  # type: ignore[assignment]
    return shapes


KEYWORDS = KeywordTable(shapes=_shapes())
"""Every glossary entry is a keyword. Cumulative ones (the data's `stacks`) add up; they are printed
without a plus ('Critical Hit 2'), so their shape is `number`. The bracketed text of Upkeep, Deploy,
Reduced Cost and the like is not carried: the scenario's options say what the topic needs of it."""

HELP = """\
**Cards**: the name, then fields, flags and keywords in any order.
`Han Solo power=5 hp=4 arena=character Accuracy 1 "Critical Hit 2" Lucky 1`
`Darth Vader hp=6 dmg=2 tapped Armor Parry 1 Shields 1`
`Slave I arena=space cost=5 built=3 Hidden Cost 3`
A real card's name, quotes optional, fills the card from card data: `Elite Stormtrooper Squad tapped`. \
Quote a name that contains a keyword or flag. Fields: power, hp, dmg (damage counters), speed, \
arena=space|ground|character, cost (build cost), built (build counters), type=unit|battle, side=you|opp. \
Flags: tapped/untapped. Keywords as printed: Armor, Accuracy -1, Fury 2, Elude (= Precision).
**Dice** (attack): `rolled: 6 4 3 1 1`, `rerolled: 3>5 1>6` (a die showing 3 became 5), \
`fury_rolled: 5 2` (Fury's extra dice)."""


class SwtcgCard(CardBase):
    """A Star Wars TCG card in a given state (by default: untapped, no damage counters)."""

    game_id = GAME
    state_fields = frozenset({"damage", "controller", "tapped", "built"})
    notation = NOTATION
    keyword_table = KEYWORDS

    type: CardType | None = Field(default=None, description="Left out: a unit.")
    arena: Arena | None = Field(default=None, description="The arena the unit is in.")
    power: int | None = Field(default=None, ge=0, le=99, description="Power for this attack (attack dice).")
    health: int | None = Field(default=None, ge=0, le=99)
    damage: int = Field(default=0, ge=0, le=99, description="Damage counters on it.")
    speed: int | None = Field(default=None, ge=0, le=200)
    cost: int | None = Field(default=None, ge=0, le=99, description="Build cost.")
    built: int = Field(default=0, ge=0, le=99, description="Build counters on it.")
    tapped: bool = False
    controller: Side | None = Field(default=None, description="Left out: what the scenario role implies.")

    @classmethod
    def card_data_type(cls, card: Card) -> str | None:
        """A Space, Ground or Character card is a unit; a Trap or Campaign is a mission."""
        return _CARD_DATA_TYPES.get(name_key(card.type), card.type)


SwtcgCardInput = Annotated[SwtcgCard, BeforeValidator(as_given, json_schema_input_type=str | SwtcgCard)]
"""A scenario field holding a card, given as notation or as an object."""
