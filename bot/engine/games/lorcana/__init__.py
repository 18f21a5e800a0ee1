"""Disney Lorcana: card model, the mechanisms of its rules, and the check topics built on them.

The engine finds this game through `ENTRY`, its topics by walking `topics/`, and the quotes it may
cite in `quotes.py` (see `bot.engine.registry`).
"""

from bot.engine.games.lorcana.cards import GAME, HELP, LorcanaCard
from bot.engine.registry import GameEntry

ENTRY = GameEntry(GAME, LorcanaCard, HELP)
