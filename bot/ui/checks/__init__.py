"""The check front-end: `/check-<game>` commands generated from the engine's topics, their forms,
the verdict message and its buttons.

- `surface`: each topic's slash subcommand, grouped into commands by game and area, within
  Discord's limits (`command_budget`).
- `asked`: the question a message shows, read back into a topic and its options.
- `forms`: a topic's form (a modal) and what a submitted one says.
- `verdicts`: running a check and sending its verdict, its errors and its buttons.
"""

import functools

from discord import app_commands

from bot.engine import topics
from bot.ui.checks.complete import card_completer
from bot.ui.checks.surface import check_commands
from bot.ui.checks.verdicts import BUTTONS, OpenCheck, check_buttons, open_topic, run_check, submit_modal

__all__ = [
    "BUTTONS",
    "OpenCheck",
    "check_buttons",
    "game_check_commands",
    "open_topic",
    "run_check",
    "submit_modal",
]


@functools.cache
def game_check_commands(game_names: tuple[tuple[str, str], ...]) -> tuple[app_commands.Group, ...]:
    """The `/check-<game>[-<area>]` commands of these games (id, name), answered by `run_check`.

    Built once a process: the topics never change while it runs, and building ~60 subcommands from
    their signatures costs ~80 ms. Cached here, not in the cog, because loading an extension runs
    the cog's module afresh (a cache there lasts one bot start)."""
    return tuple(check_commands(topics().values(), dict(game_names), run_check, card_completer))
