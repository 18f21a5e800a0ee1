"""gundam.deck — deck building: one or two colours, exactly 50 cards, up to four copies of a card
number, a resource deck of exactly 10; is this deck legal? (6-1-1)

A token listed (a Unit token, an EX Base: card data) has no colour to ask for (5-17-2-3). Whether a
token may be in a deck at all, 1.7.0 does not say: a deck with no other problem is not covered."""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCardInput
from bot.engine.games.gundam.printed import GundamScenario, Relevance, gundam_topic
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict

DeckQuestion = Literal["legal", "colours", "size", "copies", "resource_deck"]
DECK_TYPES = ("unit", "pilot", "command", "base")


class DeckAnswers(Answers):
    """What 6-1-1 decides about a deck."""

    legal: bool | None = Field(default=None, description="Is this deck legal, for what is given?")
    colours: int | None = Field(default=None, description="How many colours may a deck use at most?")
    size: int | None = Field(default=None, description="How many cards must a deck have?")
    copies: int | None = Field(default=None, description="How many copies of one card number may it hold?")
    resource_deck: int | None = Field(default=None, description="How many cards must the resource deck have?")


class DeckScenario(GundamScenario):
    """Deck building: colours (one or two), 50 cards, four copies, a resource deck of 10."""

    answer_model = DeckAnswers
    topic: Literal["gundam.deck"] = "gundam.deck"
    question: DeckQuestion = Field(default="legal", description="legal; colours; size; copies; resource_deck")
    cards: tuple[GundamCardInput, ...] = Field(
        default=(),
        description='legal: the deck\'s cards, for their colours: "Gundam (GD01-001)"; "Zaku II"; …',
    )
    colour_count: Annotated[int, Field(ge=1, le=5)] | None = Field(
        default=None, description="legal: how many colours the deck uses (instead of listing cards)."
    )
    deck_size: Annotated[int, Field(ge=0, le=200)] | None = Field(
        default=None, description="legal: cards in the deck."
    )
    most_copies: Annotated[int, Field(ge=1, le=60)] | None = Field(
        default=None, description="legal: the most copies of one card number in it."
    )
    resource_size: Annotated[int, Field(ge=0, le=60)] | None = Field(
        default=None, description="legal: cards in the resource deck."
    )

    @model_validator(mode="after")
    def _something_given(self) -> Self:
        if self.question != "legal":
            return self
        given = (self.colour_count, self.deck_size, self.most_copies, self.resource_size)
        if self.cards and self.colour_count is not None:
            raise ValueError(
                "give the deck's cards or colour_count, not both: the cards' colours are counted"
            )
        if not self.cards and all(value is None for value in given):
            raise ValueError(
                "give the deck's `cards`, `colour_count`, `deck_size`, `most_copies` or `resource_size`"
            )
        for card in self.cards:
            if card.colour is None and not card.token and card.type in (None, *DECK_TYPES):
                raise ValueError(f"give {card.name}'s colour (colour=…) to count the deck's colours")
        return self

    def printed_relevance(self) -> Relevance:
        """Cards in a deck being built: their effects act once the game is played."""
        return Relevance(frozenset(), in_deck=True)


def _fixed(reasoning: Reasoning, asked: str) -> Verdict:
    if asked == "colours":
        rule(reasoning, "a deck uses one or two colours", True, Q.DECK_COLOURS)
        return reasoning.decided(
            DeckAnswers(colours=2), "2 — a deck uses one or two colours, never three or more."
        )
    if asked == "size":
        rule(reasoning, "a deck has exactly 50 cards", True, Q.DECK_SIZES)
        return reasoning.decided(
            DeckAnswers(size=50), "50 — a deck has exactly 50 cards (and a resource deck 10)."
        )
    if asked == "copies":
        rule(reasoning, "up to four copies of one card number", True, Q.DECK_COPIES)
        rule(reasoning, "cards with the same card number are the same card", True, Q.SAME_NUMBER_SAME_CARD)
        return reasoning.decided(
            DeckAnswers(copies=4), "4 — up to four copies of cards with the same card number."
        )
    rule(reasoning, "a resource deck has exactly 10 cards", True, Q.DECK_SIZES)
    return reasoning.decided(
        DeckAnswers(resource_deck=10), "10 — a resource deck has exactly 10 cards (Resource cards only)."
    )


@gundam_topic(DeckScenario)
def decide_deck(scenario: DeckScenario, reasoning: Reasoning) -> Verdict:
    if scenario.question != "legal":
        return _fixed(reasoning, scenario.question)
    problems: list[str] = []
    for card in scenario.cards:
        if card.type is not None and card.type not in DECK_TYPES:
            rule(reasoning, f"{card.name} is a Unit, Pilot, Command or Base card", False, Q.DECK_CARD_TYPES)
            problems.append(f"{card.name} is not a card a deck holds")
    tokens = [card for card in scenario.cards if card.token]
    for token in tokens:
        rule(reasoning, f"{token.name} is a token: it has no colour", True, Q.TOKEN_NO_COLOUR)
    colours = scenario.colour_count
    if scenario.cards:
        found = sorted({card.colour for card in scenario.cards if card.colour is not None and not card.token})
        colours = len(found)
        listed = ", ".join(found) or "none"
        if not rule(reasoning, f"the deck uses one or two colours: {listed}", colours <= 2, Q.DECK_COLOURS):
            problems.append(f"it uses {colours} colours ({listed})")
    elif colours is not None and not rule(
        reasoning, f"the deck uses one or two colours: {colours}", colours <= 2, Q.DECK_COLOURS
    ):
        problems.append(f"it uses {colours} colours")
    if scenario.deck_size is not None and not rule(
        reasoning,
        f"the deck has exactly 50 cards: {scenario.deck_size}",
        scenario.deck_size == 50,
        Q.DECK_SIZES,
    ):
        problems.append(f"it has {scenario.deck_size} cards, not 50")
    if scenario.most_copies is not None and not rule(
        reasoning,
        f"at most four copies of one card number: {scenario.most_copies}",
        scenario.most_copies <= 4,
        Q.DECK_COPIES,
    ):
        problems.append(f"it holds {scenario.most_copies} copies of one card number")
    if scenario.resource_size is not None and not rule(
        reasoning,
        f"the resource deck has exactly 10 cards: {scenario.resource_size}",
        scenario.resource_size == 10,
        Q.DECK_SIZES,
    ):
        problems.append(f"its resource deck has {scenario.resource_size} cards, not 10")
    unchecked = [
        what
        for what, value in (
            ("its size (exactly 50)", scenario.deck_size),
            ("copies (up to four of a card number)", scenario.most_copies),
            ("its resource deck (exactly 10)", scenario.resource_size),
        )
        if value is None
    ]
    if problems:
        reasoning.decisive()
        return reasoning.decided(DeckAnswers(legal=False), f"No — {'; '.join(problems)}.")
    if tokens:
        names = ", ".join(dict.fromkeys(token.name for token in tokens))
        raise NotCovered(
            f"{names} {'is a token' if len(tokens) == 1 else 'are tokens'}, and 1.7.0 doesn't say whether "
            "a token can be in a deck: 6-1-1-1 builds a deck “with Unit, Pilot, Command, and Base cards”, "
            "tokens are cards “placed on the field from outside the game by various effects” (5-17-1), "
            "prepared as token cards beside the deck (6-1-2) and placed outside the game (5-17-4). The "
            "rest of the deck breaks no rule the check was given.",
            "Not covered: 1.7.0 doesn't say whether a token can be in a deck.",
        )
    return reasoning.decided(
        DeckAnswers(legal=True),
        "Yes — legal for what was given" + (f"; not checked: {', '.join(unchecked)}." if unchecked else "."),
        [f"also check {what}" for what in unchecked],
    )
