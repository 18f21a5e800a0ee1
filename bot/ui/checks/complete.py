"""Autocomplete in the card options of `/check-<game>`: the card name being typed, completed.

A card option holds one card, or several separated by `;`. What is completed is the card at the
cursor, which Discord puts at the end: the text after the last `;` (outside quotes). What was typed
before it is kept, word for word, in every choice's value. A card whose name is finished and followed
by fields, flags or keywords (`Snow White - Fairest in the Land exerted`, `Mickey str=3`) is left
alone: the one choice offered is the text as typed.

Discord's limits: at most 25 choices, each name and value at most 100 characters. A choice's value
is what gets submitted, so a card whose name would push the value past 100 (after long earlier cards)
is offered by its card number when it has one, else not offered.

Autocomplete cannot be deferred, so nothing here waits: the game is the command's (`/check-lorcana`
offers Lorcana's cards; no setting is read), the cards are those loaded (an import is picked up by
the next command, `CardStore.refresh`), and finding names is the card index's (~1 ms,
`bench/cards_bench.py`). A modal (`/check topic:`'s form, Edit & retry) has no autocomplete in
Discord: those inputs take the same names, typed.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from rapidfuzz import fuzz

from bot.cards import CardCatalog
from bot.engine import OptionSpec
from bot.engine.errors import NotationError
from bot.engine.notation import name_length, tokenize
from bot.engine.registry import games
from bot.policy import policy_of
from bot.rules.library import name_key
from bot.ui.cards import cards_of

__all__ = ["CHOICES", "VALUE_LIMIT", "card_completer", "complete_cards", "complete_name"]

CHOICES = 25
VALUE_LIMIT = 100
"""Discord's most characters in a choice's name, and in its value."""
_QUOTES = {'"': '"', "“": "”"}

Completer = Callable[[discord.Interaction, str], Awaitable[list[app_commands.Choice[str]]]]


def split_last(current: str) -> tuple[str, str]:
    """(what comes before the card being typed, that card): split after the last `;` outside quotes."""
    cut, quote = 0, None
    for index, char in enumerate(current):
        if quote is not None:
            if char == quote:
                quote = None
        elif char in _QUOTES:
            quote = _QUOTES[char]
        elif char == ";":
            cut = index + 1
    return current[:cut], current[cut:]


def finished(card: str, catalog: CardCatalog, name_words: Callable[[str], int]) -> bool:
    """Whether the card being typed has a finished name and more after it (fields, flags, keywords)."""
    try:
        tokens = tokenize(card)
    except NotationError:  # an open quote: the name is still being typed
        return False
    if len(tokens) < 2:
        return False
    if tokens[0].quoted or any("=" in token.text or token.quoted for token in tokens):
        return True
    if catalog.starts_a_name(name_key(card)):
        return False  # still one name as far as typed ("Rapunzel - Ready", "Let It")
    exact = catalog.longest_exact([token.text for token in tokens])
    return (exact is not None and exact[0] < len(tokens)) or name_words(card) < len(tokens)


def _shown(head: str, label: str) -> str:
    """A choice's name: the card, after as much of the earlier cards as fits (cut from the left)."""
    if not head.strip():
        return label[:VALUE_LIMIT]
    room = VALUE_LIMIT - len(label) - 1
    if room < 4:
        return label[:VALUE_LIMIT]
    earlier = head if len(head) <= room else "…" + head[-(room - 1) :]
    return earlier + label


def complete_cards(
    current: str, catalog: CardCatalog, name_words: Callable[[str], int]
) -> list[app_commands.Choice[str]]:
    """The choices for a card option whose text so far is `current` (see the module's rules)."""
    head, card = split_last(current)
    if card.strip() and finished(card, catalog, name_words):
        return [app_commands.Choice(name=current[:VALUE_LIMIT], value=current)] if len(current) <= 100 else []
    typed = card.lstrip()
    kept = head + card[: len(card) - len(typed)]
    if head and not kept.endswith((" ", "\t")):
        kept += " "
    query = typed.strip().lstrip("".join(_QUOTES)).rstrip("".join(_QUOTES.values()))
    choices: list[app_commands.Choice[str]] = []
    for label, key, _score in catalog.suggest(query, CHOICES):
        value = kept + label
        if len(value) > VALUE_LIMIT:
            if key == label or len(kept + key) > VALUE_LIMIT:
                continue
            value = kept + key
        choices.append(app_commands.Choice(name=_shown(kept, label), value=value))
    return choices


NAME_LIKE = 85.0
"""An effect option offers names only while what is typed reads like one (a name's start, or this
close): effect words ("Deal 2 damage to chosen character.") get no choices and stay as typed."""


def complete_name(current: str, catalog: CardCatalog) -> list[app_commands.Choice[str]]:
    """The choices for a text option that also takes a card's name (an action's, for an effect)."""
    typed = current.strip().strip("".join((*_QUOTES, *_QUOTES.values())))
    found = catalog.suggest(typed, CHOICES)
    key = name_key(typed)
    near = any(fuzz.ratio(key, name_key(label)) >= NAME_LIKE for label, _k, _s in found)
    if key and not catalog.starts_a_name(key) and not near:
        return []
    return [
        app_commands.Choice(name=label[:VALUE_LIMIT], value=label)
        for label, _key, _score in found
        if len(label) <= VALUE_LIMIT
    ]


def card_completer(game: str, spec: OptionSpec) -> Completer | None:
    """The autocomplete of a check's card option (`spec`) in `game`, or of a text option that takes a
    card's name; None for other options."""
    if spec.kind == "text" and spec.names_cards:

        async def complete_text(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            catalog = cards_of(interaction).catalog(game)
            return [] if catalog is None else complete_name(current, catalog)

        return complete_text
    if spec.kind not in ("card", "cards"):
        return None
    model = games()[game].card

    async def complete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        catalog = cards_of(interaction).catalog(game)
        if catalog is None:
            return []
        vocabulary = model.vocabulary(policy_of(interaction).library.game(game))

        def name_words(text: str) -> int:
            try:
                return name_length(text, model.notation, vocabulary)
            except NotationError:
                return len(text.split())

        return complete_cards(current, catalog, name_words)

    return complete
