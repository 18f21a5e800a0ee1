"""Which side each card of an answer was taken to be on, as the verdict's steps name it.

A card written without `side=` takes the side its role implies (a Vanish target is the opponent's).
When that default is not what the judge meant, the answer is for another question, so the first
screen names every card with its side. The side is resolved inside the topic, and the steps name it
through `RoleView.who` / `sided_name` ("Ursula (target, opponent's)"); this reads those names back
rather than resolving sides a second time, so it can never disagree with the steps.
"""

from __future__ import annotations

import re
import typing
from functools import cache
from typing import Any

from bot.engine.cards import CardBase
from bot.engine.registry import ScenarioBase
from bot.engine.verdict import Verdict

__all__ = ["card_fields", "card_sides", "fields_cards", "scenario_cards", "untyped_states"]

_SIDE = re.compile(r" \((?:[^()]*, )?(?:yours|opponent's)\)")
"""The side a step gives the card named just before it: " (defender, opponent's)", " (yours)"."""
_WORD = re.compile(r"\w")


def card_sides(scenario: ScenarioBase, verdict: Verdict) -> tuple[str, ...]:
    """Every card of the scenario as the steps name it with a side ('Goofy (defender, opponent's)'),
    in the order the steps first name them; empty for games whose cards have no sides.

    A card is named with its side where its name, not inside a longer word, ends right before a
    side: each step's sides are found once and the names read back from before them (no pattern is
    compiled per name: names are the judge's, a new pattern each time, ~170 µs each)."""
    names = list(dict.fromkeys([card.name for _field, card in fields_cards(scenario)]))
    found: list[str] = []
    for step in verdict.steps:
        text = step.test
        if "s)" not in text:  # every side ends so ("yours)", "opponent's)"): none in this step
            continue
        sides = [match.span() for match in _SIDE.finditer(text)]
        if not sides:
            continue
        for name in names:
            taken = 0  # where the last match of this name ended: matches don't overlap
            for side, end in sides:
                start = side - len(name)
                if start < taken or text[start:side] != name:
                    continue
                if start and _WORD.match(text, start - 1):
                    continue
                found.append(text[start:end])
                taken = end
    return tuple(dict.fromkeys(found))


def untyped_states(scenario: ScenarioBase, verdict: Verdict | None = None) -> tuple[str, ...]:
    """Each card's state flags that were not typed but taken by default, in the notation's own words
    ("Mickey ready, dry"): what the answer took as given without the judge saying so. One word per
    state: the first flag that gives the card's value (`ready`, not its synonym). Then the scenario's
    own defaults that decide its answer (`ScenarioBase.untyped_defaults`: "Main Phase 1"), given the
    `verdict` when it is known (a default may matter to one answer only)."""
    found: list[str] = []
    field_kinds = type(scenario).card_kinds
    cards: dict[str, CardBase] = {}  # by name: the last card of a name, where its name first came
    kinds: dict[str, str | None] = {}
    for field, card in fields_cards(scenario):  # with the type its field implies (`card_kinds`)
        cards[card.name], kinds[card.name] = card, field_kinds.get(field)
    for card in cards.values():
        words: dict[str, str] = {}
        typed, kind = card.__pydantic_fields_set__, kinds[card.name]  # `model_fields_set`, unwrapped
        for flag in card.notation.flags:
            if flag.key in typed or getattr(card, flag.key, None) != flag.value:
                continue
            if card.has_state(flag.key, kind):  # a song has no ready or dry state
                words.setdefault(flag.key, flag.word)
        if words:
            found.append(f"{card.name} {', '.join(words.values())}")
    return (*found, *scenario.untyped_defaults(verdict))


def scenario_cards(scenario: ScenarioBase) -> list[CardBase]:
    """Every card of the scenario, in field order (a list of cards in its order)."""
    return [card for _name, card in fields_cards(scenario)]


def fields_cards(scenario: ScenarioBase) -> list[tuple[str, CardBase]]:
    """Every card of the scenario with its field's name, in field order (a list of cards in its order)."""
    found: list[tuple[str, CardBase]] = []
    values = scenario.__dict__  # where pydantic keeps the fields: read without a call each
    for name in card_fields(type(scenario)):
        value = values[name]
        for card in value if isinstance(value, tuple) else (value,):
            if isinstance(card, CardBase):
                found.append((name, card))
    return found


@cache
def card_fields(model: type[ScenarioBase]) -> tuple[str, ...]:
    """The fields of a scenario model that can hold a card, in order: those whose type names a card
    model (alone, optional or in a tuple), or a type a card is an instance of. Worked out once per
    model: answers read a scenario's cards several times."""
    return tuple(name for name, info in model.model_fields.items() if _can_hold_a_card(info.annotation))


def _can_hold_a_card(annotation: object) -> bool:
    if annotation is Any or (isinstance(annotation, type) and issubclass(CardBase, annotation)):
        return True  # anything, or a base of every card (BaseModel, object)
    if isinstance(annotation, type) and issubclass(annotation, CardBase):
        return True
    return any(_can_hold_a_card(arg) for arg in typing.get_args(annotation))
