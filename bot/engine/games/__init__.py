"""Every game the engine has checks for; importing this package registers them all."""

from bot.engine.games import lorcana

__all__ = ["lorcana"]
