"""The base of every game's card model: a name and keywords, readable from notation or from an object.

A game's card model subclasses `CardBase`, adds its typed fields (Lorcana: cost, strength, …; SWTCG
would add speed, power, health) and sets three class variables: its game id, its `NotationSchema` and
its `KeywordTable`. Validation needs the loaded rules, passed as pydantic context ``{"library":
Library}`` (`bot.engine.engine.parse_scenario` does this), because the keyword vocabulary is the data's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Generic, Literal, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationInfo, model_validator
from pydantic.json_schema import SkipJsonSchema

from bot.cards import Card, CardKeyword
from bot.engine.carddata import (
    CardDataNote,
    KeywordReading,
    default_keyword,
    printed_abilities,
    read_card,
)
from bot.engine.keywords import KeywordInstance, KeywordTable, KeywordVocabulary, vocabulary_for
from bot.engine.notation import NotationSchema, parse_keyword_phrase, split_sentences
from bot.rules.library import GameRules, Library

__all__ = [
    "SIDE_WORDS",
    "CardBase",
    "RoleView",
    "Side",
    "as_given",
    "other_side",
    "rules_from_context",
    "sided_name",
]

Side = Literal["you", "opponent"]
"""Players are named from the asker's point of view: "you", or "opponent"."""

SIDE_WORDS: dict[str, str] = {
    "you": "you",
    "me": "you",
    "mine": "you",
    "yours": "you",
    "opponent": "opponent",
    "opp": "opponent",
    "opposing": "opponent",
    "theirs": "opponent",
}
"""What a card's `side=` (or `controller=`, `owner=`) may say, in every game's notation."""


def other_side(side: Side) -> Side:
    return "opponent" if side == "you" else "you"


def sided_name(name: str, role: str, side: Side) -> str:
    """A card named with its role and side, so a wrong default shows at a glance: 'Ursula (target,
    opponent's)', 'Mickey (challenger, yours)'; without a role 'Ursula (opponent's)'."""
    whose = "yours" if side == "you" else "opponent's"
    return f"{name} ({role}, {whose})" if role else f"{name} ({whose})"


CardT = TypeVar("CardT", bound="CardBase")


@dataclass(frozen=True)
class RoleView(Generic[CardT]):
    """A card in the role a scenario gives it ('challenger', 'blocker'): how verdict steps name it.

    Each game's view (Lorcana's `CardView`, SWTCG's `UnitView` …) adds its resolved state."""

    card: CardT
    role: str

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def who(self) -> str:
        """How steps name the card: 'Mickey (challenger)'."""
        return f"{self.card.name} ({self.role})" if self.role else self.card.name


def as_given(value: Any) -> Any:
    """No-op validator whose `json_schema_input_type` documents a second accepted form (a string)."""
    return value


KeywordInput = Annotated[
    KeywordInstance, BeforeValidator(as_given, json_schema_input_type=str | KeywordInstance)
]
"""A keyword as an object or as a phrase ('Resist +2'); the card's validator reads phrases."""


def rules_from_context(info: ValidationInfo, game: str) -> GameRules:
    """The game's rules from the validation context; cards cannot be read without them."""
    library = (info.context or {}).get("library")
    if not isinstance(library, Library):
        raise ValueError("cards are read against the game's rules: validate with bot.engine.parse_scenario")
    if game not in library.games:
        raise ValueError(f"the rules of {game!r} are not loaded")
    return library.game(game)


class CardBase(BaseModel):
    """A card in some state. Subclasses add the game's fields; keywords are in the order gained."""

    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")

    game_id: ClassVar[str]
    notation: ClassVar[NotationSchema]
    keyword_table: ClassVar[KeywordTable]

    name: str = Field(min_length=1, max_length=120)
    keywords: tuple[KeywordInput, ...] = Field(
        default=(), description="In the order the card got them: printed first, then from effects."
    )
    text: tuple[str, ...] = Field(
        default=(),
        description='Printed abilities beyond keywords (text="…"); what the engine can\'t read makes the '
        "answer not covered.",
    )
    card_data: SkipJsonSchema[CardDataNote | None] = Field(default=None, exclude=True, repr=False)
    """Set when a quoted real card name filled the card: what came from card data."""

    reads_text: ClassVar[bool] = False
    """The game's engine reads printed text itself (Lorcana); otherwise only the notation's phrases
    are read from it and any other text makes a verdict not covered (`bot.engine.engine.evaluate`)."""
    card_data_extra_stats: ClassVar[frozenset[str]] = frozenset()
    """Card-data stats the notation has no field for, shown by /card only (Lorcana's move cost)."""
    state_fields: ClassVar[frozenset[str]] = frozenset({"damage", "controller", "owner"})
    """Fields that say a card's state in play, not what it prints: written alone after a name that real
    cards carry, they don't make it a card as typed (`bot.engine.names`)."""

    @classmethod
    def card_data_type(cls, card: Card) -> str | None:
        """The card's type as the notation's `type=` field spells it (game hook)."""
        return card.type

    @classmethod
    def card_data_fields(cls, card: Card) -> dict[str, object]:
        """Model fields filled from the card beyond cost, stats and type: its printed abilities other
        than keywords (game hook: Lorcana removes each ability's name)."""
        return {"text": printed_abilities(card)}

    @classmethod
    def card_data_keyword(cls, printed: CardKeyword, vocabulary: KeywordVocabulary) -> KeywordReading:
        """A printed keyword as the rules data knows it, and how it was read (game hook).

        (None, None) when the rules text the bot has does not define it: it is never guessed.
        """
        return default_keyword(printed, vocabulary), None

    def has_state(self, key: str, kind: str | None = None) -> bool:
        """Whether the card, being of `kind` (its type, or the one its role implies), can be in the
        state its field `key` holds (Lorcana: a song has no ready or dry state). Game hook."""
        return True

    @classmethod
    def vocabulary(cls, rules: GameRules) -> KeywordVocabulary:
        return vocabulary_for(rules, cls.keyword_table)

    @classmethod
    def prepare(cls, data: dict[str, Any]) -> dict[str, Any]:
        """Game hook on the raw fields before validation (Lorcana splits 'Name - Version')."""
        return data

    @model_validator(mode="before")
    @classmethod
    def _read(cls, data: Any, info: ValidationInfo) -> Any:
        """Notation strings become fields; keyword phrases become instances, checked against the data."""
        if isinstance(data, cls):
            return data
        vocabulary = cls.vocabulary(rules_from_context(info, cls.game_id))
        if isinstance(data, dict) and "card_data" in data:
            raise ValueError("card_data is filled from the bot's card data (quote a card's name)")
        if isinstance(data, str):
            data = read_card(cls, data, info, vocabulary)
        if not isinstance(data, dict):
            return data
        fields = {key: tuple(value) if isinstance(value, list) else value for key, value in data.items()}
        keywords = []
        for raw in fields.get("keywords", ()):
            if isinstance(raw, str):
                keywords.append(parse_keyword_phrase(raw, vocabulary))
            elif isinstance(raw, dict):
                instance = KeywordInstance.model_validate(raw)
                keywords.append(vocabulary.normalise(instance))
            else:
                keywords.append(raw)
        if "keywords" in fields:
            fields["keywords"] = tuple(keywords)
        if not cls.reads_text and fields.get("text"):
            fields = cls._read_phrases(fields)
        return cls.prepare(fields)

    @classmethod
    def _read_phrases(cls, fields: dict[str, Any]) -> dict[str, Any]:
        """Sentences of `text` that are the notation's phrases ("cannot block") set their fields, as
        the same words written bare would; the rest stays as text the engine doesn't read."""
        raw = fields["text"]
        sentences = split_sentences(raw) if isinstance(raw, str) else tuple(raw)
        lists = {spec.key for spec in cls.notation.fields if spec.kind == "list"}
        left: list[str] = []
        for sentence in sentences:
            read = cls.notation.read_phrase(sentence) if isinstance(sentence, str) else None
            if read is None:
                left.append(sentence)
                continue
            for key, value in read:
                current = fields.get(key)
                if key in lists:
                    added = value if isinstance(value, tuple) else (value,)
                    fields[key] = tuple(dict.fromkeys((*(current or ()), *added)))
                elif current is None or current == value:
                    fields[key] = value
                else:
                    raise ValueError(f"text “{sentence}” contradicts {key}={current}")
        fields["text"] = tuple(left)
        return fields
