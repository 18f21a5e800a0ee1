"""The rules texts as data: load and validate `data/<game>.yaml`, look terms and rules up, search."""

from bot.rules.library import (
    GAME_FILES,
    DataError,
    GameRules,
    Library,
    RuleView,
    default_data_dir,
    load_library,
    name_key,
    squash_whitespace,
)
from bot.rules.models import GameData, Note, Rule, Term

__all__ = [
    "GAME_FILES",
    "DataError",
    "GameData",
    "GameRules",
    "Library",
    "Note",
    "Rule",
    "RuleView",
    "Term",
    "default_data_dir",
    "load_library",
    "name_key",
    "squash_whitespace",
]
