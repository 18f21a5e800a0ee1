"""Final Fantasy TCG: card model, the mechanisms of its keyword sections, and the check topics on them.

The engine finds this game through `ENTRY`, its topics by walking `topics/`, and the quotes it may
cite in `quotes.py` (see `bot.engine.registry`).
"""

from bot.engine.games.fftcg.cards import GAME, HELP, FFTCGCard
from bot.engine.registry import GameEntry

ENTRY = GameEntry(GAME, FFTCGCard, HELP)
