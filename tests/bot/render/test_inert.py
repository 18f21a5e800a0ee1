"""User text shown inert: every markdown character escaped, as one pattern over the text would."""

from __future__ import annotations

import itertools
import re
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.render.inert import inert

_ONE_PATTERN = re.compile(r"([\\*_~|`\[\]])|^(\s*)([>#-])", re.MULTILINE)
"""What `inert` escapes, as one pattern: inline markers anywhere, block markers where a line starts."""


def _escaped_by_one_pattern(text: str) -> str:
    def escape(found: re.Match[str]) -> str:
        if found.group(1):
            return "\\" + found.group(1)
        return f"{found.group(2)}\\{found.group(3)}"

    return _ONE_PATTERN.sub(escape, text)


_MARKERS_AND_SPACES = ["\\", "*", "_", "~", "|", "`", "[", "]", ">", "#", "-", " ", "\n", "\t", "\u00a0"]
_PIECES = st.sampled_from(_MARKERS_AND_SPACES)
_TEXTS = st.lists(st.one_of(_PIECES, st.text(max_size=3)), max_size=30).map("".join)


@settings(max_examples=200, deadline=None)
@given(text=_TEXTS)
def test_inert_escapes_what_one_pattern_over_the_text_escapes(text: str) -> None:
    """A marker starts a line after any spaces (tabs, no-break spaces too), and quotes, headings or
    lists only there; the rest are escaped wherever they are, a backslash itself included."""
    assert inert(text) == _escaped_by_one_pattern(text)


def test_every_text_of_four_markers_spaces_or_a_letter_is_escaped_as_one_pattern_would() -> None:
    """Every arrangement of up to four of them: each marker at a line's start, after spaces, after a
    letter or another marker."""
    alphabet = [*_MARKERS_AND_SPACES, "a"]
    for size in range(1, 5):
        for pieces in itertools.product(alphabet, repeat=size):
            text = "".join(pieces)
            assert inert(text) == _escaped_by_one_pattern(text), repr(text)


def test_a_line_starts_after_exactly_the_spaces_a_pattern_reads_as_spaces() -> None:
    """Every character Python calls a space, or a pattern's `\\s` does (no-break, ideographic…)."""
    for code in range(sys.maxunicode + 1):
        space = chr(code)
        if space.isspace() or re.fullmatch(r"\s", space):
            text = f"{space}{space}- item"
            assert inert(text) == _escaped_by_one_pattern(text), repr(space)
    assert inert("a - b") == "a - b" and inert("- a") == "\\- a" and inert("> *a*") == "\\> \\*a\\*"
