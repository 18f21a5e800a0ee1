"""The Gundam Card Game check topics: each module is one scenario model and the function that answers it."""

from bot.engine.games.gundam.topics import once_per_turn, pilot, timing, trigger

__all__ = ["once_per_turn", "pilot", "timing", "trigger"]
