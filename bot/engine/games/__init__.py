"""The games the engine has checks for: one package each, found by `bot.engine.registry`."""
