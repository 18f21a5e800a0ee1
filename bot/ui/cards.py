"""The card data of the bot an interaction reached."""

from __future__ import annotations

import re
from typing import Protocol, cast

import discord

from bot.cards import Card, CardStore
from bot.engine import card_keyword_term
from bot.engine.registry import games
from bot.rules.library import Library, RuleView

KEYWORDS_EXPLAINED = 8


class _HasCards(Protocol):
    cards: CardStore


def cards_of(interaction: discord.Interaction) -> CardStore:
    """The card data of the bot that received this interaction."""
    return cast(_HasCards, interaction.client).cards


def find_keywords(
    text: str, game_ids: list[str], library: Library, cards: list[tuple[str, Card]]
) -> list[RuleView]:
    """Keywords written in `text` (as printed, capitalised) and those printed on the cards found."""
    views: dict[tuple[str, str], RuleView] = {}
    for game_id, card in cards:
        for printed in card.keywords:
            term = card_keyword_term(game_id, library, printed)
            if term is not None:
                views.setdefault((game_id, term.id), library.game(game_id).term_view(term))
    for game_id in game_ids:
        rules = library.game(game_id)
        entry = games().get(game_id)
        for label, term in rules.names():
            if entry is not None and not entry.card.keyword_table.is_keyword(term):
                continue
            # The name as written first (a substring test): the pattern, built and compiled per name,
            # only for the few names the text holds.
            if label in text and re.search(rf"(?<![\w\[]){re.escape(label)}(?!\w)", text):
                views.setdefault((game_id, term.id), rules.term_view(term))
    return list(views.values())[:KEYWORDS_EXPLAINED]
