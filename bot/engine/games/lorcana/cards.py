"""A Lorcana card in play, its notation and keyword shapes.

Fields the engine uses: cost, strength ({S}), willpower ({W}), classifications, ready/exerted,
dry/drying, damage, keywords, controller. `lore`, `owner` and `version` are carried for completeness.
Fields left out (type, controller) take the meaning of the scenario role the card fills.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field

from bot.cards import Card, CardKeyword
from bot.engine.carddata import KeywordReading, default_keyword
from bot.engine.cards import SIDE_WORDS, CardBase, Side, as_given
from bot.engine.games.lorcana.printed import printed_words, read_printed, split_effects, split_text
from bot.engine.keywords import KeywordTable, KeywordVocabulary
from bot.engine.notation import FieldSpec, Flag, NotationSchema

__all__ = ["CardType", "LorcanaCard", "LorcanaCardInput", "Side", "Zone"]

GAME = "lorcana"


CardType = Literal["character", "location", "action", "song", "item"]
Zone = Literal["play", "hand", "discard", "deck", "inkwell"]
"""Where a card is (7.1): left out, where its role puts it (in play; a song being sung, in hand)."""

_TYPE_WORDS = {
    "character": "character",
    "char": "character",
    "location": "location",
    "loc": "location",
    "action": "action",
    "song": "song",
    "item": "item",
}

NOTATION = NotationSchema(
    fields=(
        FieldSpec("cost", ("cost", "ink"), "int", 0, 30, help="ink cost"),
        FieldSpec("strength", ("str", "strength", "s"), "int", 0, 50, help="strength {S}"),
        FieldSpec("willpower", ("wp", "willpower", "w"), "int", 0, 50, help="willpower {W}"),
        FieldSpec("lore", ("lore",), "int", 0, 20, help="lore"),
        FieldSpec("damage", ("dmg", "damage"), "int", 0, 99, help="damage on it"),
        FieldSpec(
            "classifications",
            ("class", "classes", "classification", "classifications"),
            "list",
            help="comma-separated: Storyborn,Hero",
        ),
        FieldSpec("version", ("version",), "text", help="the part after ' - ' in a full name"),
        FieldSpec("type", ("type",), "choice", choices=_TYPE_WORDS, help="character, location, song…"),
        FieldSpec("controller", ("side", "controller"), "choice", choices=SIDE_WORDS, help="you or opp"),
        FieldSpec("owner", ("owner",), "choice", choices=SIDE_WORDS, help="you or opp"),
        FieldSpec(
            "zone",
            ("zone",),
            "choice",
            choices={zone: zone for zone in ("play", "hand", "discard", "deck", "inkwell")},
            help="play (default), hand, discard, deck, inkwell",
        ),
        FieldSpec("text", ("text",), "text", help='printed abilities: text="This character can\'t quest."'),
        FieldSpec(
            "effects",
            ("effect", "effects"),
            "text",
            help='effects in force, not printed: effect="can\'t quest this turn (Fan the Flames)"',
        ),
    ),
    flags=(
        Flag("ready", "exerted", False),
        Flag("exerted", "exerted", True),
        Flag("dry", "drying", False),
        Flag("drying", "drying", True),
        # Glossary "drying": "A character that was played after the start of its player's current turn is
        # considered to be drying." (A shifted one takes the state of the card below, 8.10.4: write `dry`.)
        Flag("played_this_turn", "drying", True),
        Flag("yours", "controller", "you"),
        Flag("opposing", "controller", "opponent"),
    ),
)

KEYWORDS = KeywordTable(
    shapes={
        "Alert": "none",
        "Bodyguard": "none",
        "Boost": "number",
        "Challenger": "plus",
        "Evasive": "none",
        "Reckless": "none",
        "Resist": "plus",
        "Rush": "none",
        "Shift": "number",
        "[Classification] Shift": "number",
        "Universal Shift": "number",
        "Singer": "number",
        "Sing Together": "number",
        "Support": "none",
        "Vanish": "none",
        "Ward": "none",
    },
    # 8.1 ("General") is a section about keywords, not a keyword.
    is_keyword=lambda term: term.id != "8.1",
)

HELP = """\
**Cards**: the name, then fields, flags and keywords in any order.
`Mickey Mouse str=3 wp=3 cost=3 exerted Evasive "Resist +2" Challenger+3`
`"Elsa - Snow Queen" cost=6 drying dmg=2 Shift 4`   `Pongo class=Puppy,Hero [Puppy] Shift 3`
A real card's name fills the card from card data (quotes optional): `Ariel - Spectacular Singer exerted`; \
`Ariel` alone asks which, unless you describe it (`Ariel str=2`) or add `hypothetical`. \
Fields: cost, str, wp, lore, dmg (`cost 5` works too), class=Seven Dwarfs,Hero, \
side=you|opp, type=character|location|song, zone=hand|discard. Flags: ready/exerted, dry/drying \
(defaults: ready, dry); `played_this_turn` = drying (shifted: as the card below, 8.10.4).
Keywords as printed: Evasive, Singer 5, Resist +2, Sing Together 8, Universal Shift 4.
Printed text: `text="This character can't quest."` (a real card brings its own). Not printed: \
`effect="gains Ward this turn (Fan the Flames)"`.
Several cards in one option: separate them with `;`."""


_STATES: dict[str, frozenset[str]] = {
    "character": frozenset({"exerted", "drying"}),
    "item": frozenset({"exerted"}),
}
"""The state fields each card type can hold; a location, an action and a song hold none of them."""


def _effects(value: object) -> object:
    """`effect="…"` as written in notation is split into effects (`;` or sentences)."""
    return split_effects(value) if isinstance(value, str) else value


def _abilities(value: object) -> object:
    """`text="…"` as written in notation is split into abilities; card data gives them one by one."""
    return split_text(value) if isinstance(value, str) else value


class LorcanaCard(CardBase):
    """A Lorcana card in a given state (by default: ready, dry, undamaged)."""

    game_id = GAME
    state_fields = frozenset({"damage", "controller", "owner", "exerted", "drying"})
    notation = NOTATION
    keyword_table = KEYWORDS

    version: str | None = Field(
        default=None, max_length=120, description="'Snow Queen' in 'Elsa - Snow Queen'."
    )
    type: CardType | None = Field(default=None, description="Left out: what the scenario role implies.")
    cost: int | None = Field(default=None, ge=0, le=30, description="Ink cost.")
    strength: int | None = Field(default=None, ge=0, le=50, description="{S}.")
    willpower: int | None = Field(default=None, ge=0, le=50, description="{W}.")
    lore: int | None = Field(default=None, ge=0, le=20)
    classifications: tuple[str, ...] = Field(default=(), description="Storyborn, Hero, Princess, Puppy…")
    exerted: bool = Field(default=False, description="Exerted (true) or ready (false).")
    drying: bool = Field(
        default=False, description="Drying: not in play since the beginning of its controller's turn."
    )
    damage: int = Field(default=0, ge=0, le=99, description="Damage on the card.")
    controller: Side | None = Field(default=None, description="Left out: what the scenario role implies.")
    owner: Side | None = None
    zone: Zone | None = Field(default=None, description="Left out: where its role puts it (in play).")
    text: Annotated[tuple[str, ...], BeforeValidator(_abilities)] = Field(
        default=(),
        description='Printed abilities other than keywords, one per entry (text="…" is split into them).',
    )
    effects: Annotated[tuple[str, ...], BeforeValidator(_effects)] = Field(
        default=(),
        max_length=8,
        description="Effects in force on it that are not printed, with their source in parentheses: "
        '"gets +2 {S} this turn (Sudden Strength)"; "you can\'t challenge this turn (…)" is on its player.',
    )

    reads_text = True
    card_data_extra_stats = frozenset({"move_cost"})

    @classmethod
    def card_data_type(cls, card: Card) -> str | None:
        """A song is an action card with the Song classification; the notation calls it `song`."""
        if card.type.casefold() == "action" and "Song" in card.classifications:
            return "song"
        return card.type

    @classmethod
    def card_data_fields(cls, card: Card) -> dict[str, object]:
        """The printed abilities other than keywords, each without its name: the engine reads them."""
        texts = (printed_words(a.text, a.name) for a in card.abilities if a.kind != "keyword")
        return {"text": read_printed(tuple(text for text in texts if text))}

    @classmethod
    def card_data_keyword(cls, printed: CardKeyword, vocabulary: KeywordVocabulary) -> KeywordReading:
        """'Puppy Shift 3' is [Classification] Shift (8.10.8) when its own reminder text says so
        ("on top of one of your Puppy characters"); other named Shifts (Combo, Duo, Temporary …) are
        not in the rules text and are left undefined."""
        instance = default_keyword(printed, vocabulary)
        if instance is not None:
            return instance, None
        qualifier = printed.name.removesuffix(" Shift")
        spec = vocabulary.find_placeholder(["Shift"])
        if (
            spec is None
            or qualifier == printed.name
            or printed.value is None
            or f"your {qualifier} characters" not in " ".join((printed.text or "").split())
        ):
            return None, None
        try:
            instance = vocabulary.instance(spec, printed.value, qualifier)
        except ValueError:
            return None, None
        return instance, f"{printed.label} as {spec.name} {printed.value} ({qualifier})"

    @classmethod
    def prepare(cls, data: dict[str, Any]) -> dict[str, Any]:
        """'Elsa - Snow Queen' is the name 'Elsa' with the version 'Snow Queen' (as cards print it)."""
        name = data.get("name")
        if isinstance(name, str) and " - " in name and data.get("version") is None:
            base, _, version = name.partition(" - ")
            if base.strip() and version.strip():
                data = {**data, "name": base.strip(), "version": version.strip()}
        return data

    def has_state(self, key: str, kind: str | None = None) -> bool:
        """Ready/exerted is a character's or an item's state (4.6.8.2: "Locations aren't considered
        ready or exerted"), dry/drying a character's (5.1.1.11, 5.1.1.12); an action or a song played
        from hand has neither (5.1.1: "While in any zone except for a player's hand, a card can have
        one or more specific states")."""
        if self.zone not in (None, "play"):  # in hand, no state at all (5.1.1); elsewhere, none in play
            return key not in ("exerted", "drying")
        states = _STATES.get(self.type or kind or "character", frozenset())
        return key not in ("exerted", "drying") or key in states

    @property
    def full_name(self) -> str:
        return f"{self.name} - {self.version}" if self.version else self.name


LorcanaCardInput = Annotated[LorcanaCard, BeforeValidator(as_given, json_schema_input_type=str | LorcanaCard)]
"""A scenario field holding a card, given as notation or as an object."""
