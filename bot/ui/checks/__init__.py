"""The check front-end: `/check-<game>` commands generated from the engine's topics, their forms,
the verdict message and its buttons.

- `surface`: each topic's slash subcommand, grouped into commands by game and area, within
  Discord's limits (`command_budget`).
- `asked`: the question a message shows, read back into a topic and its options.
- `forms`: a topic's form (a modal) and what a submitted one says.
- `verdicts`: running a check and sending its verdict, its errors and its buttons.
"""

from bot.ui.checks.verdicts import BUTTONS, OpenCheck, check_buttons, open_topic, run_check, submit_modal

__all__ = ["BUTTONS", "OpenCheck", "check_buttons", "open_topic", "run_check", "submit_modal"]
