"""Gundam Card Game: card model, the timing / trigger / pairing mechanisms of 11-2, and the check topics.

Importing this package registers the game and its topics (gundam.timing, gundam.trigger, gundam.pilot,
gundam.once_per_turn).
"""

from bot.engine.games.gundam import cards, topics

__all__ = ["cards", "topics"]
