"""The Dreadnought check topics: each module is one scenario model and the function that answers it."""

from bot.engine.games.dreadnought.topics import cast, discard, gear_change, move, priority

__all__ = ["cast", "discard", "gear_change", "move", "priority"]
