"""Gundam Card Game: card model, the timing / trigger / pairing mechanisms of 13-2, and the check topics.

The engine finds this game through `ENTRY`, its topics by walking `topics/`, and the quotes it may
cite in `quotes.py` (see `bot.engine.registry`).
"""

from bot.engine.games.gundam.cards import GAME, HELP, GundamCard
from bot.engine.registry import GameEntry

ENTRY = GameEntry(GAME, GundamCard, HELP)
