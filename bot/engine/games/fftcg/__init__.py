"""Final Fantasy TCG: card model, the mechanisms of its keyword sections, and the check topics on them."""

from bot.engine.games.fftcg import cards, topics

__all__ = ["cards", "topics"]
