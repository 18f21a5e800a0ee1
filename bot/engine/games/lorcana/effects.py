"""An effect named by its card: `effect_text:Fire the Cannons!` reads the action's printed effect.

Where a check takes an effect's words (Ward's and Vanish's `effect_text`), a judge names the action
or song that makes it, as printed. With card data, a value that is exactly a real action's or song's
name (quotes optional, case and punctuation aside) is replaced by that card's printed effect — its
text without reminder text in parentheses (a song's "(A character with cost 5 or more can ⟳ to sing
this song for free.)") — which the check then reads as it reads typed words: what it can't read is
answered "not covered", naming the sentence. The verdict says which card's text was read.

A value within a few letters of one real action's or song's name, and not effect words the engine
reads, is not guessed either way: it is answered with the card meant to pick (`CardNameError`). Any
other value is effect words as typed. A card of another type (a character, an item) is refused,
naming its type.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import BeforeValidator, Field, ValidationInfo

from bot.cards import Card, CardCatalog, distinct
from bot.engine.errors import CardNameError
from bot.engine.games.lorcana.cards import GAME, LorcanaCard
from bot.engine.games.lorcana.printed import read_choice
from bot.engine.games.lorcana.state import a_kind
from bot.engine.registry import ASKED_AGAIN, NAMES_A_CARD

__all__ = ["EFFECT_TEXT_LIMIT", "EffectText", "printed_effect", "read_effect_card"]

EFFECT_TEXT_LIMIT = 200
"""The longest effect text typed; an action's printed effect may be longer."""
_REMINDER = re.compile(r"\([^()]*\)")
_EFFECT_TYPES = ("action", "song")


def printed_effect(card: Card) -> str:
    """A card's printed effect: its whole text less reminder text in parentheses, on one line."""
    return " ".join(_REMINDER.sub(" ", card.text).split())


def _is_an_effect_card(card: Card) -> bool:
    return (LorcanaCard.card_data_type(card) or "").casefold() in _EFFECT_TYPES


def _catalog(info: ValidationInfo) -> CardCatalog | None:
    source = (info.context or {}).get("cards")
    return source.catalog(GAME) if source is not None else None


def read_effect_card(value: Any, info: ValidationInfo) -> Any:
    """An action's or song's name, read as its printed effect (see the module); else the value. A
    scenario asked again for one sub-question holds what this read already (`ASKED_AGAIN`): a printed
    effect may be longer than typed words may, and is kept as it is."""
    if (info.context or {}).get(ASKED_AGAIN):
        return value
    catalog = _catalog(info) if isinstance(value, str) else None
    if catalog is None:
        if isinstance(value, str) and len(value) > EFFECT_TEXT_LIMIT:
            raise ValueError(f"takes at most {EFFECT_TEXT_LIMIT} characters (got {len(value)})")
        return value
    typed = " ".join(value.split()).strip('"“”')
    words = typed.split()
    hit = catalog.longest_exact(words)
    shared = distinct(catalog.named(typed)) if hit is None else ()
    if len(shared) == 1:  # "Let It Go": listed twice, one card
        hit = (len(words), shared[0])
    if hit is None or hit[0] != len(words):
        _refuse_a_misspelt_card(value, typed, catalog)
        if len(value) > EFFECT_TEXT_LIMIT:
            raise ValueError(f"takes at most {EFFECT_TEXT_LIMIT} characters (got {len(value)})")
        return value
    card = hit[1]
    if not _is_an_effect_card(card):
        raise ValueError(
            f"“{card.name}” is {a_kind(card.type.casefold())} card: name an action or a song, or write the "
            "effect's words"
        )
    effect = printed_effect(card)
    if not effect:
        raise ValueError(f"“{card.name}” prints no effect beside its reminder text")
    read = (info.context or {}).get("read")
    if isinstance(read, list):
        read.append(f"{card.name}'s effect “{effect}”")
    return effect


def _refuse_a_misspelt_card(value: str, typed: str, catalog: CardCatalog) -> None:
    """Words within a few letters of one action's or song's name, that the engine doesn't read as an
    effect either, mean that card: ask, never guess."""
    if read_choice(typed) is not None:
        return
    near = catalog.near_name(typed, search=True)
    if near is None:
        return
    cards = [card for card in distinct(near[1]) if _is_an_effect_card(card)]
    if len(cards) != 1:
        return
    start = len(value) - len(value.lstrip())
    label = catalog.label(cards[0])
    raise CardNameError(
        f"“{typed}” is not an action's or song's name",
        token=typed,
        position=start,
        end=len(value.rstrip()),
        labels=(label,),
        suggestion=label,
        as_typed=False,
    )


EffectText = Annotated[
    str,
    BeforeValidator(read_effect_card),
    Field(min_length=1, max_length=2000),
    NAMES_A_CARD,
]
"""An effect's words, or the name of the action or song that prints them."""
