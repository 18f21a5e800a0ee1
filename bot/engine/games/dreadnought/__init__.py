"""Dreadnought: unit model, the priority and Battle Area mechanisms, and the check topics.

Importing this package registers the game and its topics (dreadnought.priority, dreadnought.gear_change,
dreadnought.cast, dreadnought.discard, dreadnought.move).
"""

from bot.engine.games.dreadnought import cards, topics

__all__ = ["cards", "topics"]
