"""The rules texts as data: load and validate `data/<game>.yaml`, look terms and rules up, search."""

from bot.rules.errors import DataError, DocumentError
from bot.rules.library import (
    GLOSSARY_PREFIX,
    GameRules,
    Library,
    RuleText,
    RuleView,
    collate,
    default_data_dir,
    game_ids,
    load_library,
    name_key,
    squash_whitespace,
)
from bot.rules.models import Document, GameData, Note, Rule, Term

__all__ = [
    "GLOSSARY_PREFIX",
    "DataError",
    "Document",
    "DocumentError",
    "GameData",
    "GameRules",
    "Library",
    "Note",
    "Rule",
    "RuleText",
    "RuleView",
    "Term",
    "collate",
    "default_data_dir",
    "game_ids",
    "load_library",
    "name_key",
    "squash_whitespace",
]
