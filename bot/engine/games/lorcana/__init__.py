"""Disney Lorcana: card model, the mechanisms of §8 keywords, and the check topics built on them."""

from bot.engine.games.lorcana import cards, topics

__all__ = ["cards", "topics"]
