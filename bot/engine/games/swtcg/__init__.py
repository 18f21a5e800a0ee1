"""Star Wars TCG: card model, the dice, targeting and prevention mechanisms, and the check topics."""

from bot.engine.games.swtcg import cards, topics

__all__ = ["cards", "topics"]
