"""The game-neutral card record every game's card data becomes, and its file format.

One `Card` per card a judge would name ("Ariel - Spectacular Singer", "Cloud 16-078C"), not per
printing: the printings (set, number, rarity) are listed under it. Where one name is several cards
(FFTCG's twenty-odd Clouds, Gundam's Units called "Gundam"), each is a `Card` with its own `number`.
The publishers' formats are converted into this (`bot.cards.lorcanajson`, `gcgapi`, `fftcgbrowser`,
`lackey`); a server operator may also write it directly:

    {"format": "floorjudge-cards", "version": 1, "game": "fftcg",
     "cards": [{"name": "Cloud", "type": "forward", "cost": 5, "stats": {"power": 8000},
                "keywords": ["Haste", {"name": "Brave"}], "text": "Haste Brave …"}]}

`stats` keys are the game's notation fields (`power`, `str`, `wp`, `hp`…; see `/help check`), and
keywords are names from the game's rules data with an optional number (`{"name": "Resist",
"value": 2}`). Everything else is optional and only shown by `/card`: `facts` (labelled values
such as a Gundam card's zone or an FFTCG card's job) and `rulings` (notes kept with the data, such
as SWTCG's community rulings and errata: never the rules text).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

__all__ = [
    "CARDS_AT_MOST",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "Ability",
    "Card",
    "CardDataError",
    "CardFile",
    "CardKeyword",
    "Printing",
]

FORMAT_NAME: Literal["floorjudge-cards"] = "floorjudge-cards"
FORMAT_VERSION: Literal[1] = 1
CARDS_AT_MOST = 20_000
"""Over twice the cards of the largest game (SWTCG: 7,823 printings): a bigger file is refused. What a
file this size costs at start-up, `bench/cards_bench.py` prints."""


class CardDataError(Exception):
    """A card file is malformed or unreadable; the message is one line: file, card index, field."""


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


def _keyword_from_text(value: Any) -> Any:
    """A keyword may be written as a bare name: "Evasive"."""
    return {"name": value} if isinstance(value, str) else value


class CardKeyword(_Record):
    """A keyword printed on the card: its name, its number (Singer 5, Resist +2) and its full wording."""

    name: str = Field(min_length=1, max_length=80)
    value: int | None = Field(default=None, ge=-99, le=99)
    cost: str | None = Field(
        default=None, max_length=200, description="A non-numeric value: 'Discard 2 cards'."
    )
    text: str | None = Field(default=None, max_length=1000, description="As printed, with reminder text.")

    @property
    def label(self) -> str:
        """'Singer 5', 'Resist +2', 'Shift: Discard 2 cards', 'Evasive'."""
        if self.cost:
            return f"{self.name}: {self.cost}"
        if self.value is None:
            return self.name
        return f"{self.name} {self.value}"


class Ability(_Record):
    """One ability as printed: keyword / triggered / activated / static, an optional name, its text."""

    kind: str = Field(default="static", max_length=20)
    name: str | None = Field(default=None, max_length=200)
    text: str = Field(min_length=1, max_length=2000)


class Printing(_Record):
    """One printing of the card."""

    set: str = Field(min_length=1, max_length=40)
    set_name: str | None = Field(default=None, max_length=120)
    number: str = Field(min_length=1, max_length=40)
    rarity: str | None = Field(default=None, max_length=40)
    note: str | None = Field(default=None, max_length=200, description="'worded differently'.")


class Card(_Record):
    """One card by name, as the bot knows it from card data."""

    game: str = Field(min_length=1, max_length=20)
    name: str = Field(
        min_length=1, max_length=120, description="The full name: 'Ariel - Spectacular Singer'."
    )
    number: str | None = Field(
        default=None,
        max_length=40,
        description="The card number a judge may name it by ('GD01-079', '16-078C'); None for Lorcana.",
    )
    type: str = Field(min_length=1, max_length=40)
    cost: int | None = Field(default=None, ge=0, le=999)
    stats: dict[str, int | str | tuple[str, ...]] = Field(
        default_factory=dict, description="Notation field → value ('elements': ('Fire', 'Ice'))."
    )
    facts: tuple[tuple[str, str], ...] = Field(
        default=(), description="Shown by /card only, in order: ('Zone', 'Space Earth'), ('Job', 'Warrior')."
    )
    classifications: tuple[str, ...] = ()
    keywords: tuple[Annotated[CardKeyword, BeforeValidator(_keyword_from_text)], ...] = ()
    text: str = Field(default="", max_length=4000)
    abilities: tuple[Ability, ...] = ()
    ink: str | None = Field(default=None, max_length=60, description="Lorcana ink colour(s).")
    inkwell: bool | None = None
    formats: tuple[str, ...] = Field(default=(), description="Formats it is legal in.")
    rulings: tuple[str, ...] = Field(
        default=(),
        description="Notes kept with the card data (community rulings and errata), never the rules text.",
    )
    printings: tuple[Printing, ...] = ()
    image: str | None = Field(default=None, max_length=500)


class CardFile(_Record):
    """A whole file of the neutral format (what `floorjudge cards import <game> FILE` reads)."""

    format: Literal["floorjudge-cards"] = FORMAT_NAME
    version: Literal[1] = FORMAT_VERSION
    game: str = Field(min_length=1, max_length=20)
    source: str | None = Field(default=None, max_length=300, description="Where the data comes from.")
    cards: tuple[Card, ...] = Field(max_length=CARDS_AT_MOST)

    @model_validator(mode="before")
    @classmethod
    def _cards_of_this_game(cls, data: Any) -> Any:
        """Cards in the file need not repeat the file's game."""
        if isinstance(data, dict) and isinstance(data.get("cards"), list):
            game = data.get("game")
            cards = [{"game": game, **card} if isinstance(card, dict) else card for card in data["cards"]]
            data = {**data, "cards": cards}
        return data
