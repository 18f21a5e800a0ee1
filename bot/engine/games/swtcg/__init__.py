"""Star Wars TCG: card model, the dice, targeting and prevention mechanisms, and the check topics.

The engine finds this game through `ENTRY`, its topics by walking `topics/`, and the quotes it may
cite in `quotes.py` (see `bot.engine.registry`).
"""

from bot.engine.games.swtcg.cards import GAME, HELP, SwtcgCard
from bot.engine.registry import GameEntry

ENTRY = GameEntry(GAME, SwtcgCard, HELP)
