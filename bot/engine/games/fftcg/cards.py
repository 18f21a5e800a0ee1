"""A Final Fantasy TCG card in a given state, its notation, keyword shapes and blocking restrictions.

Fields the engine uses: type (forward/backup/monster/summon), cost, power, damage on it, elements,
active/dull, "new" (not controlled since the start of the turn), "attacked" (already attacked this
turn), frozen, and the card-text restrictions the checks need as typed data: "cannot be blocked",
"cannot be blocked by a Forward of cost N or more / N or less", by power, by element; "cannot block";
"cannot deal damage"; "can form a party with Forwards of any element". Keywords (Brave, Haste, First
Strike, Back Attack, Damage N, Warp N) come from the game data. Freeze is a state here (`frozen`).
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator, model_validator

from bot.cards import Card
from bot.cards.fftcgbrowser import readable
from bot.engine.carddata import printed_abilities
from bot.engine.cards import CardBase, as_given
from bot.engine.errors import shown
from bot.engine.keywords import KeywordTable, closest
from bot.engine.notation import TEXT_FIELD, FieldSpec, Flag, NotationSchema, Phrase
from bot.rules.library import name_key

__all__ = [
    "ELEMENTS",
    "HAND",
    "BlockRestriction",
    "CardType",
    "Element",
    "FFTCGCard",
    "FFTCGCardInput",
    "RestrictionKind",
    "normalise_element",
]

GAME = "fftcg"

Element = Literal["Fire", "Ice", "Wind", "Earth", "Lightning", "Water", "Light", "Dark"]
ELEMENTS: tuple[Element, ...] = ("Fire", "Ice", "Wind", "Earth", "Lightning", "Water", "Light", "Dark")
_ELEMENT_WORDS: dict[str, Element] = {name_key(element): element for element in ELEMENTS}

CardType = Literal["forward", "backup", "monster", "summon"]
_TYPE_WORDS = {
    "forward": "forward",
    "fwd": "forward",
    "backup": "backup",
    "monster": "monster",
    "summon": "summon",
}

MAX_POWER = 99000

HAND = "hand"
"""The `card_kinds` value of a scenario's card field that holds a card in hand (no field state)."""


def normalise_element(raw: object) -> object:
    """'fire' → 'Fire'; anything that is not an element raises ValueError naming the nearest one."""
    if not isinstance(raw, str):
        return raw
    element = _ELEMENT_WORDS.get(name_key(raw))
    if element is None:
        hint = closest(raw, ELEMENTS)
        tail = f"; did you mean {shown(hint)}?" if hint else f" (elements: {', '.join(ELEMENTS)})"
        raise ValueError(f"{shown(raw)} is not an element{tail}")
    return element


# -- blocking restrictions ----------------------------------------------------------------------------

RestrictionKind = Literal[
    "any", "cost_at_least", "cost_at_most", "power_at_least", "power_at_most", "element"
]

_COMPARISON = re.compile(r"^\s*(cost|power)\s*(>=|≥|<=|≤)\s*(\d{1,6})\s*$", re.IGNORECASE)
_ANY_WORDS = {"any", "all", "anything"}


class BlockRestriction(BaseModel):
    """One "cannot be blocked…" clause of an attacking Forward's text, as typed data.

    Written in notation inside `unblockable_by=`: `cost>=3` (by a Forward of cost 3 or more), `cost<=2`,
    `power>=8000`, `power<=5000`, `Fire` (by a Fire Forward). The flag `unblockable` is kind `any`.
    """

    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")

    kind: RestrictionKind
    value: int | None = Field(default=None, ge=0, le=MAX_POWER)
    element: Element | None = None

    @model_validator(mode="before")
    @classmethod
    def _read(cls, data: Any) -> Any:
        if isinstance(data, str):
            return _parse_restriction(data)
        if isinstance(data, dict) and isinstance(data.get("element"), str):
            return {**data, "element": normalise_element(data["element"])}
        return data

    @model_validator(mode="after")
    def _complete(self) -> Self:
        numeric = self.kind not in ("any", "element")
        if numeric and self.value is None:
            raise ValueError(f"the restriction {self.kind} needs a value")
        if self.kind == "element" and self.element is None:
            raise ValueError("the restriction element needs an element")
        if (not numeric and self.value is not None) or (self.kind != "element" and self.element is not None):
            raise ValueError(f"the restriction {self.kind} takes no {'value' if self.value else 'element'}")
        return self

    @property
    def text(self) -> str:
        """The clause as a card prints it: 'cannot be blocked by a Forward of cost 3 or more'."""
        if self.kind == "any":
            return "cannot be blocked"
        if self.kind == "element":
            return f"cannot be blocked by a {self.element} Forward"
        what, _, side = self.kind.partition("_at_")
        more = "more" if side == "least" else "less"
        if what == "cost":
            return f"cannot be blocked by a Forward of cost {self.value} or {more}"
        return f"cannot be blocked by a Forward with power {self.value} or {more}"

    @property
    def needs(self) -> Literal["cost", "power", "elements"] | None:
        """Which field of the blocker this restriction reads."""
        if self.kind.startswith("cost"):
            return "cost"
        if self.kind.startswith("power"):
            return "power"
        if self.kind == "element":
            return "elements"
        return None

    def excludes(self, cost: int | None, power: int | None, elements: tuple[Element, ...]) -> bool:
        """Does this clause stop a Forward with this cost/power/elements from blocking?"""
        if self.kind == "any":
            return True
        if self.kind == "element":
            return self.element in elements
        number = cost if self.kind.startswith("cost") else power
        assert number is not None and self.value is not None  # scenarios check the blocker's fields
        return number >= self.value if self.kind.endswith("least") else number <= self.value

    def loophole(self) -> str:
        """What the blocker would need for this clause to let it block."""
        if self.kind == "any":
            return "the attacker lost 'cannot be blocked'"
        if self.kind == "element":
            return f"it were not {self.element}"
        what = self.kind.partition("_at_")[0]
        assert self.value is not None
        if self.kind.endswith("least"):
            return f"its {what} were below {self.value}"
        return f"its {what} were above {self.value}"


def _parse_restriction(raw: str) -> dict[str, Any]:
    text = raw.strip()
    if name_key(text) in _ANY_WORDS:
        return {"kind": "any"}
    match = _COMPARISON.match(text)
    if match:
        what, operator, number = match.group(1).lower(), match.group(2), int(match.group(3))
        side = "least" if operator in (">=", "≥") else "most"
        return {"kind": f"{what}_at_{side}", "value": number}
    word, equals, value = text.partition("=")
    if equals and name_key(word) in ("element", "elem"):
        text = value
    if name_key(text) in _ELEMENT_WORDS:
        return {"kind": "element", "element": normalise_element(text)}
    raise ValueError(
        f"{shown(raw)} is not a blocking restriction: "
        "write cost>=N, cost<=N, power>=N, power<=N or an element"
    )


BlockRestrictionInput = Annotated[
    BlockRestriction, BeforeValidator(as_given, json_schema_input_type=str | BlockRestriction)
]
"""A restriction as an object or as notation ('cost>=3', 'Fire')."""


# -- notation -----------------------------------------------------------------------------------------

_ELEMENT_PATTERN = "|".join(element.lower() for element in ELEMENTS)
_MORE = {"more": ">=", "greater": ">=", "higher": ">=", "less": "<=", "lower": "<=", "fewer": "<="}


def _by_number(match: re.Match[str]) -> tuple[tuple[str, object], ...]:
    return (("unblockable_by", f"{match['what']}{_MORE[match['side']]}{match['n']}"),)


def _by_element(match: re.Match[str]) -> tuple[tuple[str, object], ...]:
    return (("unblockable_by", normalise_element(match["element"])),)


PHRASES = (
    Phrase(
        re.compile(r"cannot be blocked"),
        lambda m: (("unblockable", True),),
        "cannot be blocked",
        not_before=frozenset({"by"}),
    ),
    Phrase(
        re.compile(
            r"cannot be blocked by (?:an? )?forwards? (?:of|with) (?:an? )?(?P<what>cost|power) (?:of )?"
            r"(?P<n>\d{1,6}) or (?P<side>more|greater|higher|less|lower|fewer)"
        ),
        _by_number,
        "cannot be blocked by a Forward of cost N (or: with power N) or more (or: or less)",
    ),
    Phrase(
        re.compile(rf"cannot be blocked by (?:an? )?(?P<element>{_ELEMENT_PATTERN})(?: forwards?)?"),
        _by_element,
        "cannot be blocked by a Fire Forward",
    ),
    Phrase(re.compile(r"cannot block"), lambda m: (("cant_block", True),), "cannot block"),
    Phrase(re.compile(r"cannot deal damage"), lambda m: (("cant_deal_damage", True),), "cannot deal damage"),
    Phrase(
        re.compile(r"can form a party with (?:forwards|characters) of any element"),
        lambda m: (("party_any", True),),
        "can form a party with Forwards of any element",
    ),
)
"""The restrictions and permissions as cards print them (also in quotes), read into their fields."""

NOTATION = NotationSchema(
    fields=(
        FieldSpec("cost", ("cost", "cp"), "int", 0, 20, help="cost"),
        FieldSpec("power", ("power", "pow", "p"), "int", 0, MAX_POWER, help="power"),
        FieldSpec("damage", ("dmg",), "int", 0, MAX_POWER, help="damage it has received this turn"),
        FieldSpec(
            "elements",
            ("element", "elements", "elem"),
            "list",
            help="comma-separated: Fire or Fire,Ice",
            bare={element: element for element in ELEMENTS},
        ),
        FieldSpec("type", ("type",), "choice", choices=_TYPE_WORDS, help="forward, backup, monster, summon"),
        FieldSpec(
            "unblockable_by",
            ("unblockable_by",),
            "list",
            help="cost>=N, cost<=N, power>=N, power<=N, or an element",
        ),
        TEXT_FIELD,
    ),
    flags=(
        Flag("active", "dull", False),
        Flag("dull", "dull", True),
        Flag("new", "new", True),
        Flag("attacked", "attacked", True),
        Flag("frozen", "frozen", True),
        Flag("unblockable", "unblockable", True),
        Flag("cant_block", "cant_block", True),
        Flag("cannot_block", "cant_block", True),
        Flag("cant_deal_damage", "cant_deal_damage", True),
        Flag("cannot_deal_damage", "cant_deal_damage", True),
        Flag("party_any", "party_any", True),
        Flag("left_field", "left_field", True),
    ),
    phrases=PHRASES,
    phrase_starts=("cannot", "can form"),
)

KEYWORDS = KeywordTable(
    shapes={
        "Brave": "none",
        "Haste": "none",
        "First Strike": "none",
        "Back Attack": "none",
        "Damage": "number",
        "Warp": "number",
    },
    # Keyword actions (Activate, Dull, Break, …) are things done to cards, not abilities a card has;
    # Freeze is a state a Character is put in (the `frozen` flag), not something printed on it.
    is_keyword=lambda term: term.kind in ("field ability", "keyword ability") and term.id != "freeze",
)

HELP = """\
**Cards**: the name, then fields, flags and keywords in any order.
`Cloud cost=5 power=8000 element=Fire Brave "First Strike"`   `Shantotto cost 4 Fire Ice dull`
Fields: cost, power, dmg (damage it has taken), element=Fire,Ice (or a bare Fire after a one-word \
name), type=forward|backup|monster|summon; `cost 5` works too.
Flags: active/dull, new (not yours since the turn began), attacked, frozen.
Card text as printed: `Zidane cannot be blocked by a Forward of cost 4 or more`, cannot block… or \
unblockable, `unblockable_by=cost>=3` (cost<=2, power>=8000, Fire), `cant_block`, `cant_deal_damage`, \
`party_any`, `left_field`.
Keywords as printed: Brave, Haste, First Strike, Back Attack, Damage 3, Warp 2.
`text="Cannot block."` reads those phrases; other printed text makes the answer not covered, naming it.
Several cards in one option (a party): separate them with `;`."""


class FFTCGCard(CardBase):
    """An FFTCG card in a given state (by default: active, controlled since the turn began)."""

    game_id = GAME
    state_fields = frozenset({"damage", "dull", "new", "attacked", "frozen", "left_field"})
    notation = NOTATION
    keyword_table = KEYWORDS

    type: CardType | None = Field(default=None, description="Left out: what the scenario role implies.")
    cost: int | None = Field(default=None, ge=0, le=20)
    power: int | None = Field(default=None, ge=0, le=MAX_POWER)
    damage: int = Field(default=0, ge=0, le=MAX_POWER, description="Damage it has received this turn.")
    elements: tuple[Element, ...] = Field(default=(), max_length=8, description="Fire, Ice, Wind, …")
    dull: bool = Field(default=False, description="Dull (true) or active (false).")
    new: bool = Field(
        default=False, description="Not controlled by its controller since the start of the turn."
    )
    attacked: bool = Field(default=False, description="Has already attacked this turn.")
    frozen: bool = False
    unblockable: bool = Field(default=False, description="Its text says it cannot be blocked.")
    unblockable_by: tuple[BlockRestrictionInput, ...] = Field(
        default=(), max_length=8, description="Its 'cannot be blocked by a Forward …' clauses."
    )
    cant_block: bool = Field(default=False, description="Its text says it cannot block.")
    cant_deal_damage: bool = Field(default=False, description="It cannot legally deal damage (an effect).")
    party_any: bool = Field(
        default=False, description="Its text says it can form a party with Forwards of any element."
    )
    left_field: bool = Field(default=False, description="It has left the field (a party member).")

    def has_state(self, key: str, kind: str | None = None) -> bool:
        """A Summon is active or dull only on a field, and "Summons are cards that have a one-time effect
        when played and are never deployed to a field" (5.2.3.1.2.1): an answer assumes no state of it.
        Nor of a card in hand (`kind` "hand": a topic's card in your hand, Back Attack's, Warp's): active,
        dull (6.3 "Status of Cards"), new, attacked and frozen are states of a card on the field."""
        on_field = kind != HAND and (self.type or kind) != "summon"
        return on_field or key not in ("dull", "new", "attacked", "frozen")

    @classmethod
    def card_data_fields(cls, card: Card) -> dict[str, object]:
        """The printed abilities other than keywords, as a player reads them (the card browser's
        markup shown: "[Dull]", "[Fire CP]"), with the card's own name as subject left out so that
        "Tidus cannot be blocked." reads as the phrase "cannot be blocked"."""
        own = re.compile(rf"^{re.escape(card.name)}\s+(?=\w)", re.IGNORECASE)
        texts = []
        for ability in card.abilities:
            if ability.kind in ("keyword", "reminder"):
                continue
            sentences = [own.sub("", line) for line in readable(ability.text).split("\n")]
            texts.append(" ".join(sentence for sentence in sentences if sentence))
        if not card.abilities:  # a hand-written file: its text less the keywords it lists
            texts = [readable(text) for text in printed_abilities(card)]
        return {"text": tuple(text for text in texts if text)}

    @field_validator("elements", mode="before")
    @classmethod
    def _elements(cls, value: Any) -> Any:
        if isinstance(value, list | tuple):
            elements = tuple(normalise_element(item) for item in value)
            return tuple(dict.fromkeys(elements))
        return value

    @property
    def restrictions(self) -> tuple[BlockRestriction, ...]:
        """Every "cannot be blocked…" clause, the blanket one first."""
        blanket = (BlockRestriction(kind="any"),) if self.unblockable else ()
        return blanket + self.unblockable_by


FFTCGCardInput = Annotated[FFTCGCard, BeforeValidator(as_given, json_schema_input_type=str | FFTCGCard)]
"""A scenario field holding a card, given as notation or as an object."""
