"""The Lorcana check topics: each module is one scenario model and the function that answers it."""

from bot.engine.games.lorcana.topics import (
    boost,
    challenge,
    damage,
    end_turn,
    keywords,
    quest,
    shift,
    sing,
    vanish,
    ward,
)

__all__ = ["boost", "challenge", "damage", "end_turn", "keywords", "quest", "shift", "sing", "vanish", "ward"]
