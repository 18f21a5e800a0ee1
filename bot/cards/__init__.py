"""Card data: every card of a game by name, searchable, from shipped or imported files.

Pure Python (never imports discord): the engine fills card notation from it, the cogs show it.
"""

from bot.cards.catalog import CardCatalog, Found, Missing, Several, distinct, same_card
from bot.cards.gcgapi import CREDIT as GUNDAM_CREDIT
from bot.cards.index import CardIndex
from bot.cards.models import Ability, Card, CardDataError, CardFile, CardKeyword, Printing
from bot.cards.reading import read_card_file
from bot.cards.store import CardStore, shipped_card_files

__all__ = [
    "GUNDAM_CREDIT",
    "Ability",
    "Card",
    "CardCatalog",
    "CardDataError",
    "CardFile",
    "CardIndex",
    "CardKeyword",
    "CardStore",
    "Found",
    "Missing",
    "Printing",
    "Several",
    "distinct",
    "read_card_file",
    "same_card",
    "shipped_card_files",
]
