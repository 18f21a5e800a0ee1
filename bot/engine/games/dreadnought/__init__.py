"""Dreadnought: unit model, the priority and Battle Area mechanisms, and the check topics.

The engine finds this game through `ENTRY`, its topics by walking `topics/`, and the quotes it may
cite in `quotes.py` (see `bot.engine.registry`).
"""

from bot.engine.games.dreadnought.cards import GAME, HELP, DreadnoughtUnit
from bot.engine.registry import GameEntry

ENTRY = GameEntry(GAME, DreadnoughtUnit, HELP)
