"""Discord's interactive pieces that several cogs share: buttons, forms and the check front-end.

A layer between the answers (`bot.render`, `bot.reply`, `bot.policy`) and the cogs: cogs import
from here, never from each other, and nothing here imports a cog or the bot class. Every button is
a `DynamicItem` whose state travels in its custom_id, so it survives restarts and keeps no timer.
"""
