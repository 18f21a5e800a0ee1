"""How engine errors quote user text: short, on one line, invisible characters shown compactly."""

from __future__ import annotations

from bot.engine.errors import MESSAGE_LIMIT, QUOTE_LIMIT, NotationError, ScenarioError, clip, shown


def test_short_text_is_quoted_as_repr_would() -> None:
    assert shown("srt") == repr("srt")
    assert shown("Pongo's") == repr("Pongo's")
    assert shown(None) == "None"


def test_long_text_is_cut_to_the_limit_with_an_ellipsis() -> None:
    quoted = shown("x" * 980)
    assert quoted == "'" + "x" * (QUOTE_LIMIT - 1) + "…'"


def test_control_and_zero_width_characters_take_one_character_each() -> None:
    assert clip("a\u200bb\x00c\nd\u202ee", 40) == "a�b�c�d�e"
    assert len(shown("\u200b" * 990)) == QUOTE_LIMIT + 2  # repr() would be 5,942 characters


def test_no_engine_message_exceeds_the_limit() -> None:
    assert len(str(ScenarioError("x" * 10_000))) == MESSAGE_LIMIT
    problem = NotationError("y" * 10_000, token="y", position=3, suggestion="z" * 100)
    assert len(str(problem)) == MESSAGE_LIMIT and "\n" not in str(problem)
