"""The Star Wars TCG check topics: each module is one scenario model and the function that answers it."""

from bot.engine.games.swtcg.topics import attack, cost, odds, prevent, target

__all__ = ["attack", "cost", "odds", "prevent", "target"]
