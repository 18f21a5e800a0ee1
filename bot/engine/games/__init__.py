"""Every game the engine has checks for; importing this package registers them all."""

from bot.engine.games import dreadnought, fftcg, gundam, lorcana, swtcg

__all__ = ["dreadnought", "fftcg", "gundam", "lorcana", "swtcg"]
