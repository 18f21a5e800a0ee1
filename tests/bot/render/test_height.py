"""The phone-height estimator: lines wrap at the column's width, and every part adds its height."""

from __future__ import annotations

import re
import textwrap

import discord
from hypothesis import example, given
from hypothesis import strategies as st

from bot.render.height import (
    LINE,
    WINDOW_WIDTH,
    Column,
    buttons_height,
    content_height,
    embed_height,
    message_height,
    shown_text,
    text_embed_height,
    wrap_count,
    wrapped_lines,
)

_PIECES = st.sampled_from(
    ["a", "word", "Mickey", "x" * 45, "y" * 90, " ", "  ", " " * 50, "—", "❌", "-", "\t", "\xa0", "\u3000"]
)


def test_text_wraps_at_word_boundaries_of_the_column() -> None:
    column = Column(10 * 7.2)  # ten characters
    assert wrapped_lines("one two three four", column) == 2
    assert wrapped_lines("short", column) == 1
    assert wrapped_lines("a\nb\n\nc", column) == 4, "each line, blank ones too, takes a line"


@given(st.lists(_PIECES, max_size=30).map("".join), st.integers(min_value=1, max_value=60))
def test_lines_are_counted_as_textwrap_wraps_them(text: str, width: int) -> None:
    # The phone-fit counts lines without building them; it must agree with the wrapping it stands for.
    assert wrap_count(text, width) == len(textwrap.wrap(text, width, break_on_hyphens=False))


@given(
    st.lists(st.text("ab—❌.", min_size=1, max_size=70), min_size=1, max_size=25).map(" ".join),
    st.integers(min_value=1, max_value=60),
)
def test_words_with_one_space_between_are_counted_as_textwrap_wraps_them(text: str, width: int) -> None:
    assert wrap_count(text, width) == len(textwrap.wrap(text, width, break_on_hyphens=False))


def test_markup_takes_no_room_and_an_emoji_takes_two() -> None:
    column = Column(6 * 7.2)
    assert wrapped_lines("**abcdef**", column) == 1
    assert wrapped_lines("\\[abcde", column) == 1
    assert wrapped_lines("❌ abcd", column) == 2


_ONE_PASS = re.compile(r"\\(?=[^\w\s])|\*\*|\*|__|~~|^> |^-# ")
"""The markup a line shows without, as one pattern: what `shown_text` removes, faster."""


@given(st.text("ab -#>*_~\\.", max_size=40))
@example("> **x**")
@example("-# \\*a")
def test_a_line_is_measured_without_its_markup(line: str) -> None:
    assert shown_text(line) == _ONE_PASS.sub("", line)


def test_a_narrower_window_makes_a_taller_embed() -> None:
    embed = discord.Embed(title="❌ No", description="word " * 80)
    assert embed_height(embed, 400) > embed_height(embed, 800)
    longer = discord.Embed(title="❌ No", description="word " * 160)
    assert embed_height(longer) - embed_height(embed) >= 10 * LINE["text"]


def test_buttons_wrap_to_a_second_row_on_a_phone() -> None:
    assert buttons_height(["Details", "Show rule text", "Post publicly"], WINDOW_WIDTH) > buttons_height(
        ["Details", "Show rule text", "Post publicly"], 900
    )
    assert buttons_height([]) == 0


def test_a_code_block_wraps_in_monospace() -> None:
    short = content_height("```\n/check-lorcana quest quester:Mickey\n```")
    long = content_height("```\n/check-lorcana challenge " + "challenger:Mickey str=3 " * 6 + "\n```")
    assert long > short
    assert message_height(None, [], ephemeral=False) < message_height(None, [], ephemeral=True)


@given(
    st.text("ab ✅*>\n", max_size=20),
    st.lists(st.text("ab —❌>*_\\\n", max_size=120), max_size=8),
    st.text("abc ·", max_size=300),
    st.integers(min_value=150, max_value=900),
)
@example(  # a first screen of real cards, on a phone
    "❌ No",
    [
        "**No — Mickey Mouse can't challenge Goofy: Simba has Bodyguard and can be challenged, so …**",
        "Cards: Mickey Mouse (challenger, yours) · Goofy (defender, opponent's) · Simba (opponent's)",
        "> **8.3.3** “An opposing character with Bodyguard must be chosen if able …”",
    ],
    "Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026) · " * 3,
    400,
)
def test_a_text_embed_is_as_tall_unbuilt_as_built(
    title: str, lines: list[str], footer: str, width: int
) -> None:
    # The first screen's candidates are measured without building each embed; the chosen one is built.
    embed = discord.Embed(title=title, description="\n".join(lines))
    embed.set_footer(text=footer)
    measured: dict[tuple[str, int], int] = {}
    assert text_embed_height(title, lines, footer, width) == embed_height(embed, width)
    assert text_embed_height(title, lines, footer, width, measured) == embed_height(embed, width, measured)
