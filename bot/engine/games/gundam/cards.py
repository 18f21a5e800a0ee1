"""A Gundam Card Game card (Unit, Base, Pilot or Command), its notation and keyword shapes.

Fields the engine uses: `type`, `traits` (a Pilot's traits, for trait qualifications) and `qual`
(the Pilot qualification of a Unit's 【When Paired】 / 【During Pair】 text: `any`, a name, or a
trait in parentheses). Keywords are the data's 【…】 terms except 【Pilot】, which is the
qualification marker (written with `qual=`), not a keyword a card has.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field

from bot.engine.cards import CardBase, as_given
from bot.engine.keywords import KeywordTable
from bot.engine.notation import TEXT_FIELD, FieldSpec, Flag, NotationSchema
from bot.rules.library import name_key

__all__ = ["GundamCard", "GundamCardInput", "Qualification", "qualification_of", "trait_key"]

GAME = "gundam"

CardType = Literal["unit", "base", "pilot", "command"]

_TYPE_WORDS = {"unit": "unit", "base": "base", "pilot": "pilot", "command": "command"}

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
        FieldSpec("ap", ("ap",), "int", 0, 99, help="a Unit's AP, or the AP a Pilot adds"),
        FieldSpec("hp", ("hp",), "int", 0, 99, help="a Unit's HP, or the HP a Pilot adds"),
        FieldSpec(
            "pair_ap", ("pair_ap",), "int", 0, 99, help="a Unit's 【During Pair】 'This Unit gets AP+N'"
        ),
        FieldSpec(
            "pair_hp", ("pair_hp",), "int", 0, 99, help="a Unit's 【During Pair】 'This Unit gets HP+N'"
        ),
        TEXT_FIELD,
    ),
    flags=(
        Flag("unit", "type", "unit"),
        Flag("base", "type", "base"),
        Flag("command", "type", "command"),
    ),
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
**Cards**: the name, then fields, flags and keywords in any order. Quote names with spaces \
that contain a keyword (Main, Action, Attack, Deploy…).
Pilot: `"Amuro Ray" traits="Earth Federation,White Base Team"` (with or without parentheses; \
`traits=none` for none).
Unit: `"Gundam" qual=Amuro Ray` · `Guncannon qual="(White Base Team)"` · `Zaku qual=any` \
— `qual` is the Unit's 【(qualifications) Pilot】: a name, a trait in parentheses, or any (【Pilot】).
Stats: Unit `Gundam ap=3 hp=4 qual="Amuro Ray" pair_ap=2` (pair_ap/pair_hp: its 【During Pair】 \
"This Unit gets AP+N"); Pilot `Amuro ap=1 hp=1` (what it adds).
Fields: type=unit|base|pilot|command, traits=A,B, qual=…, ap, hp, pair_ap, pair_hp. Keywords as \
printed, with or without brackets: 【Deploy】, "Activate･Main", Once per Turn, During Pair.
Moments (`when`): main (no Unit attacking), attack-step, block-step, battle-action-step (after \
blocks), end-action-step, end, other-phase."""


def trait_key(trait: str) -> str:
    """A trait for comparison: '(White Base Team)' and 'white base team' are the same trait."""
    return name_key(trait.strip().removeprefix("(").removesuffix(")"))


@dataclass(frozen=True)
class Qualification:
    """The (qualifications) of 【(qualifications) Pilot】: any Pilot, a name, or a trait."""

    kind: Literal["any", "name", "trait"]
    value: str = ""

    @property
    def printed(self) -> str:
        if self.kind == "any":
            return "【Pilot】"
        if self.kind == "trait":
            return f"【({self.value}) Pilot】"
        return f"【{self.value} Pilot】"


def qualification_of(text: str) -> Qualification:
    """`any` → any Pilot; `(Trait)` → a trait; anything else → a name."""
    cleaned = " ".join(text.split())
    if name_key(cleaned) in {"any", "pilot", "none", ""}:
        return Qualification("any")
    if cleaned.startswith("(") and cleaned.endswith(")"):
        return Qualification("trait", cleaned[1:-1].strip())
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
        description="A Unit's 【(qualifications) Pilot】: 'any', a Pilot name, or '(Trait)'.",
    )
    ap: int | None = Field(default=None, ge=0, le=99, description="A Unit's AP; a Pilot's: the AP it adds.")
    hp: int | None = Field(default=None, ge=0, le=99, description="A Unit's HP; a Pilot's: the HP it adds.")
    pair_ap: int | None = Field(
        default=None, ge=0, le=99, description="A Unit's 【During Pair】 text 'This Unit gets AP+N': N."
    )
    pair_hp: int | None = Field(
        default=None, ge=0, le=99, description="A Unit's 【During Pair】 text 'This Unit gets HP+N': N."
    )

    @classmethod
    def prepare(cls, data: dict[str, Any]) -> dict[str, Any]:
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


GundamCardInput = Annotated[GundamCard, BeforeValidator(as_given, json_schema_input_type=str | GundamCard)]
"""A scenario field holding a card, given as notation or as an object."""
