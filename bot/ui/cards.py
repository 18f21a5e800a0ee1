"""The card data of the bot an interaction reached."""

from __future__ import annotations

from typing import Protocol, cast

import discord

from bot.cards import CardStore


class _HasCards(Protocol):
    cards: CardStore


def cards_of(interaction: discord.Interaction) -> CardStore:
    """The card data of the bot that received this interaction."""
    return cast(_HasCards, interaction.client).cards
