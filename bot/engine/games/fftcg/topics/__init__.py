"""The FFTCG check topics: each module is one scenario model and the function that answers it."""

from bot.engine.games.fftcg.topics import (
    attack,
    back_attack,
    block,
    breaking,
    damage_ability,
    first_strike,
    freeze,
    keyword_action,
    party,
    party_damage,
    warp,
)

__all__ = [
    "attack",
    "back_attack",
    "block",
    "breaking",
    "damage_ability",
    "first_strike",
    "freeze",
    "keyword_action",
    "party",
    "party_damage",
    "warp",
]
