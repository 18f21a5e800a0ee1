"""A Gundam Card Game card (Unit, Base, Pilot or Command), its notation and keyword shapes.

Fields the engine uses: `type`, `traits`, `colour` and `level` (a Pilot's, for qualifications) and
`qual` (the Pilot qualification of a Unit's 【When Paired】 / 【During Pair】 text: `any`, a name, a
trait in parentheses, a colour, or a level: `Lv.4 or Higher`). `cost`, `ap`, `hp` and `link` (a
Unit's link condition, as printed: `[Amuro Ray]`, `(Earth Alliance) Trait`) are carried for the
topics that read them. `ex_base` marks an EX Base token (the card data's type EX BASE), whose AP and
HP the rules give (5-17-3-1-1: 0 AP, 3 HP) where its card data has none (`rules_stat`); `token` marks
it or a Unit token (card data type UNIT TOKEN), which has no colour (5-17-2-3). Keywords are
the data's 【…】 terms (and <…> keyword effects, where the rules data has them) except 【Pilot】, which
is the qualification marker (written with `qual=`).
A real card's name (quotes optional) fills all of these from the card data (gcg-api, ODbL v1.0).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BeforeValidator, Field
from pydantic.json_schema import SkipJsonSchema

from bot.cards import Card, CardKeyword
from bot.engine.carddata import KeywordReading, default_keyword
from bot.engine.cards import CardBase, as_given
from bot.engine.keywords import KeywordTable, KeywordVocabulary
from bot.engine.notation import (
    TEXT_FIELD,
    FieldSpec,
    Flag,
    NotationSchema,
    Phrase,
    phrase_words,
    split_sentences,
)
from bot.rules.library import name_key

__all__ = ["COLOURS", "GundamCard", "GundamCardInput", "Qualification", "qualification_of", "trait_key"]

GAME = "gundam"

CardType = Literal["unit", "base", "pilot", "command"]

_TYPE_WORDS = {"unit": "unit", "base": "base", "pilot": "pilot", "command": "command"}
_EX_BASE = "ex base"
_CARD_DATA_TYPES = {"unit token": "unit", _EX_BASE: "base"}
"""Card-data types the notation writes as another: a Unit token is a Unit, an EX Base a Base. Both are
tokens (5-17-1), which the card keeps (`token`)."""
_EX_BASE_STATS: dict[str, int] = {"ap": 0, "hp": 3}
"""5-17-3-1-1: "An EX Base is a Base token with 0 AP and 3 HP." The card data prints its HP, not its AP."""

Colour = Literal["Blue", "Green", "Red", "White", "Purple"]
COLOURS: tuple[Colour, ...] = ("Blue", "Green", "Red", "White", "Purple")
_COLOUR_WORDS: dict[str, Colour] = {name_key(colour): colour for colour in COLOURS}

_MODIFIER = re.compile(
    r"(?P<stat>ap|hp) ?(?P<sign>[+\-−]) ?(?P<n>\d{1,2})(?: during this (?P<span>battle|turn))?"
)


def _modifier(found: re.Match[str]) -> tuple[tuple[str, object], ...]:
    """'AP+3 during this battle' → the `modifiers` entry 'AP+3 during this battle'."""
    sign = "-" if found["sign"] in "-−" else "+"
    span = f" during this {found['span']}" if found["span"] else ""
    return (("modifiers", f"{found['stat'].upper()}{sign}{int(found['n'])}{span}"),)


MODIFIER_PHRASES = (Phrase(_MODIFIER, _modifier, "AP+3 (or AP-2, HP+1, 'AP+3 during this battle')"),)
"""An effect's "It gets AP+3 during this battle" written on the card it applies to."""

NOTATION = NotationSchema(
    fields=(
        FieldSpec("type", ("type",), "choice", choices=_TYPE_WORDS, help="unit, base, pilot or command"),
        FieldSpec(
            "traits",
            ("traits", "trait"),
            "list",
            help='comma-separated: "(Earth Federation),White Base Team", or none',
        ),
        FieldSpec(
            "qualification",
            ("qual", "qualification", "needs"),
            "text",
            help='a Unit\'s Pilot qualification: any, a name, or "(Trait)"',
        ),
        FieldSpec(
            "colour",
            ("colour", "color"),
            "choice",
            choices=_COLOUR_WORDS,
            help="blue, green, red, white or purple",
        ),
        FieldSpec("level", ("level", "lv"), "int", 0, 99, help="the card's level (Lv.)"),
        FieldSpec("cost", ("cost",), "int", 0, 99, help="the card's cost"),
        FieldSpec(
            "link",
            ("link",),
            "list",
            help='a Unit\'s link condition as printed: "[Amuro Ray]" or "(Earth Alliance) Trait"',
        ),
        FieldSpec("ap", ("ap",), "int", 0, 99, help="a Unit's AP, or the AP a Pilot adds"),
        FieldSpec("hp", ("hp",), "int", 0, 99, help="a Unit's HP, or the HP a Pilot adds"),
        FieldSpec(
            "pair_ap", ("pair_ap",), "int", 0, 99, help="a Unit's 【During Pair】 'This Unit gets AP+N'"
        ),
        FieldSpec(
            "pair_hp", ("pair_hp",), "int", 0, 99, help="a Unit's 【During Pair】 'This Unit gets HP+N'"
        ),
        FieldSpec("damage", ("damage", "dmg"), "int", 0, 99, help="damage counters already on the card"),
        FieldSpec(
            "modifiers", ("mods", "modifiers"), "list", help="effects on its AP/HP: AP+3, HP-1 (or mods=AP+3)"
        ),
        TEXT_FIELD,
    ),
    flags=(
        Flag("unit", "type", "unit"),
        Flag("base", "type", "base"),
        Flag("command", "type", "command"),
        Flag("rested", "rested", True),
        Flag("active", "rested", False),
    ),
    phrases=MODIFIER_PHRASES,
    phrase_starts=tuple(f"{stat}{sign}{n}" for stat in ("ap", "hp") for sign in "+-" for n in range(100)),
    phrase_words=5,
)

KEYWORDS = KeywordTable(
    shapes={
        "【Activate･Main】": "none",
        "【Activate･Action】": "none",
        "【Main】": "none",
        "【Action】": "none",
        "【Burst】": "none",
        "【Deploy】": "none",
        "【Attack】": "none",
        "【Destroyed】": "none",
        "【When Paired】": "none",
        "【During Pair】": "none",
        "【Once per Turn】": "none",
        "【When Linked】": "none",
        "【During Link】": "none",
        "<Repair>": "number",
        "<Breach>": "number",
        "<Support>": "number",
        "<Blocker>": "none",
        "<First Strike>": "none",
        "<High-Maneuver>": "none",
        "<Suppression>": "none",
        "<Development>": "number",
    },
    # 【Pilot】 (3-4-6) marks a Command card's Pilot effect, not a keyword a Unit has; the Unit's
    # qualification for 【When Paired】/【During Pair】 is written `qual=`.
    is_keyword=lambda term: term.id != "3-4-6",
)

HELP = """\
**Cards**: the name, then fields, flags and keywords in any order. A real card's name or number, \
quotes optional, fills the card from card data: `Skygrasper qual=any`, `GD01-079`.
Pilot: `Amuro traits="Earth Federation,White Base Team" colour=Blue level=4 ap=1 hp=1`.
Unit: `Gundam qual=Amuro Ray` · `Guncannon qual="(White Base Team)"` · `qual=Purple` · \
`qual="Lv.4 or Higher"`; `ap=3 hp=4 pair_ap=2` (its 【During Pair】 "gets AP+2").
Battle: `Zaku ap=3 hp=2 damage=1 rested AP+3 "First Strike" Breach 2 link="[Amuro Ray]"` \
(`active`/`rested`; effects as printed: AP+3, HP-1; link=none).
Fields: type=unit|base|pilot|command, traits, colour, level, cost, link, qual, ap, hp, `pair_ap`, \
`pair_hp`, damage. Keywords as printed: 【Deploy】, "Activate･Main", Blocker, Repair 1.
Moments (`when`): main (no Unit attacking), attack-step, block-step, battle-action-step (after \
blocks), end-action-step, end, other-phase."""


def trait_key(trait: str) -> str:
    """A trait for comparison: '(White Base Team)' and 'white base team' are the same trait."""
    return name_key(trait.strip().removeprefix("(").removesuffix(")"))


_LEVEL = re.compile(r"^Lv\.?\s*(\d{1,2})\s+or\s+(Higher|Lower)$", re.IGNORECASE)


@dataclass(frozen=True)
class Qualification:
    """The (qualifications) of 【(qualifications) Pilot】: any Pilot, a name, a trait (or one of
    several: "(Cyber-Newtype)/(Newtype)"), a colour ("Purple"), or a level ("Lv.4 or Higher")."""

    kind: Literal["any", "name", "trait", "colour", "level"]
    value: str = ""

    @property
    def printed(self) -> str:
        if self.kind == "any":
            return "【Pilot】"
        if self.kind == "trait":
            return f"【{'/'.join(f'({t})' for t in self.traits)} Pilot】"
        return f"【{self.value} Pilot】"

    @property
    def traits(self) -> tuple[str, ...]:
        """The traits a trait qualification accepts (any one of them)."""
        return tuple(t.strip() for t in self.value.split("/"))

    @property
    def level(self) -> tuple[int, bool]:
        """(N, True) for 'Lv.N or Higher', (N, False) for 'Lv.N or Lower'."""
        found = _LEVEL.match(self.value)
        assert found is not None  # qualification_of only makes level kinds from this pattern
        return int(found.group(1)), found.group(2).casefold() == "higher"


def qualification_of(text: str) -> Qualification:
    """`any` → any Pilot; `(Trait)` or `(A)/(B)` → a trait; a colour; `Lv.N or Higher|Lower` → a
    level; anything else → a name."""
    cleaned = " ".join(text.split())
    if name_key(cleaned) in {"any", "pilot", "none", ""}:
        return Qualification("any")
    if cleaned.startswith("(") and cleaned.endswith(")"):
        traits = (t.strip().removeprefix("(").removesuffix(")").strip() for t in cleaned.split("/"))
        return Qualification("trait", "/".join(traits))
    if name_key(cleaned) in _COLOUR_WORDS:
        return Qualification("colour", _COLOUR_WORDS[name_key(cleaned)])
    if _LEVEL.match(cleaned):
        return Qualification("level", cleaned)
    return Qualification("name", cleaned)


class GundamCard(CardBase):
    """A Gundam card: a Unit, Base, Pilot or Command, with its traits and Pilot qualification."""

    game_id = GAME
    notation = NOTATION
    keyword_table = KEYWORDS

    type: CardType | None = Field(default=None, description="Left out: what the scenario role implies.")
    traits: tuple[str, ...] | None = Field(
        default=None, description="The card's traits; left out means not given (not 'none')."
    )
    qualification: str | None = Field(
        default=None,
        max_length=120,
        description="A Unit's 【(qualifications) Pilot】: 'any', a Pilot name, '(Trait)', a colour or "
        "'Lv.N or Higher'.",
    )
    colour: Colour | None = Field(
        default=None, description="The card's colour (a Pilot's, for qualifications)."
    )
    level: int | None = Field(default=None, ge=0, le=99, description="The card's level (Lv.).")
    cost: int | None = Field(default=None, ge=0, le=99)
    link: tuple[str, ...] | None = Field(
        default=None,
        description="A Unit's link condition as printed: '[Amuro Ray]', '(Earth Alliance) Trait'.",
    )
    ap: int | None = Field(default=None, ge=0, le=99, description="A Unit's AP; a Pilot's: the AP it adds.")
    hp: int | None = Field(default=None, ge=0, le=99, description="A Unit's HP; a Pilot's: the HP it adds.")
    pair_ap: int | None = Field(
        default=None, ge=0, le=99, description="A Unit's 【During Pair】 text 'This Unit gets AP+N': N."
    )
    pair_hp: int | None = Field(
        default=None, ge=0, le=99, description="A Unit's 【During Pair】 text 'This Unit gets HP+N': N."
    )
    rested: bool | None = Field(
        default=None, description="Rested (True) or active (False) in the battle area; left out: not given."
    )
    damage: int | None = Field(
        default=None, ge=0, le=99, description="Damage counters already on it; left out: not given."
    )
    modifiers: tuple[str, ...] = Field(
        default=(), description="Effects changing its AP/HP now: 'AP+3 during this battle', 'HP-1'."
    )
    ex_base: SkipJsonSchema[bool] = Field(
        default=False, description="An EX Base token: set from the card data's type EX BASE."
    )
    token: SkipJsonSchema[bool] = Field(
        default=False, description="A token (5-17-1): set from the card data's type UNIT TOKEN or EX BASE."
    )

    reads_text: ClassVar[bool] = True
    """The Gundam engine weighs printed text itself (`printed.weigh`, run before every topic): a
    【Burst】, and a trigger or activated effect the question can't reach, are cited as not changing the
    answer; anything else makes the verdict not covered, naming it."""

    @classmethod
    def card_data_type(cls, card: Card) -> str | None:
        """A Unit token is a Unit, an EX Base a Base; Resources have no type the notation takes."""
        return _CARD_DATA_TYPES.get(name_key(card.type), card.type)

    @classmethod
    def card_data_fields(cls, card: Card) -> dict[str, object]:
        """Its printed abilities; whether it is a token, and an EX Base token (its AP and HP are the
        rules')."""
        fields = super().card_data_fields(card)
        kind = name_key(card.type)
        if kind in _CARD_DATA_TYPES:
            fields["token"] = True
        if kind == _EX_BASE:
            fields["ex_base"] = True
        return fields

    @classmethod
    def card_data_keyword(cls, printed: CardKeyword, vocabulary: KeywordVocabulary) -> KeywordReading:
        """【Pilot】 marks a qualification (written `qual=`, read from the card's 【When Paired･…】) or a
        Command card's Pilot part: not a keyword the card has. The rest as the rules data names them."""
        if name_key(printed.name) == "pilot":
            return None, "【Pilot】 as the card's Pilot qualification or Pilot part (printed text)"
        return default_keyword(printed, vocabulary), None

    @classmethod
    def prepare(cls, data: dict[str, Any]) -> dict[str, Any]:
        text = data.get("text")
        if isinstance(text, str):
            data = {**data, "text": split_sentences(text)}
        modifiers = data.get("modifiers")
        if isinstance(modifiers, tuple | list):
            data = {**data, "modifiers": tuple(_modifier_entry(str(m)) for m in modifiers)}
        traits = data.get("traits")
        if isinstance(traits, tuple | list):
            cleaned = tuple(str(t).strip().removeprefix("(").removesuffix(")").strip() for t in traits)
            data = {**data, "traits": () if [name_key(t) for t in cleaned] == ["none"] else cleaned}
        return data

    @property
    def qual(self) -> Qualification | None:
        return None if self.qualification is None else qualification_of(self.qualification)

    def has_trait(self, trait: str) -> bool:
        return trait_key(trait) in {trait_key(t) for t in self.traits or ()}

    def rules_stat(self, stat: Literal["ap", "hp"]) -> int | None:
        """The AP or HP the rules give the card itself, for when neither the card data nor the judge
        gives one: an EX Base token's (5-17-3-1-1); None for any other card."""
        return _EX_BASE_STATS[stat] if self.ex_base else None


def _modifier_entry(written: str) -> str:
    """A `modifiers` item as the card's phrase spells it ('ap+3' → 'AP+3'); refused unless one."""
    found = _MODIFIER.fullmatch(phrase_words([written]))
    if found is None:
        raise ValueError(
            f"modifier {written!r} is not AP+N, AP-N, HP+N or HP-N (optionally 'during this battle')"
        )
    value = _modifier(found)[0][1]
    assert isinstance(value, str)
    return value


GundamCardInput = Annotated[GundamCard, BeforeValidator(as_given, json_schema_input_type=str | GundamCard)]
"""A scenario field holding a card, given as notation or as an object."""
