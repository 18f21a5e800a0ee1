"""Thin Discord front-ends: parse options, call `bot.rules` / `bot.engine`, send the rendering."""
