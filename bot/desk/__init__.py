"""The judge's desk without Discord: round timers' arithmetic, the one scheduler for their marks, the
timers' runner, and the checks on what a judge types. Never imports discord: what is sent, and when
"now" is, are given to it."""

from bot.desk.errors import DeskError

__all__ = ["DeskError"]
