"""The question above an answer: a quote that wraps on a phone, inert, and read back exactly."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from bot.commandline import asked_block, format_line
from bot.render.asked import ASKED_LIMIT, SHORTENED, asked_line, asked_shown, asked_text
from bot.render.height import LINE, content_height

LONG = "/check-lorcana challenge " + "challenger:Mickey str=3 Alert " * 5 + "defender:Goofy exerted Evasive"

# What a user might type into a card option: markdown, mentions, links, escapes, odd spaces.
FRAGMENTS = st.sampled_from(
    ["Mickey", "str=3", "**", "__", "~~", "||", "`", "```", "\\", "[x](https://e.com)", "<@1>", "<#2>",
     "<t:1:R>", "@everyone", "@here", "> ", "# ", "- ", "https://e.com", ":", "é", "🃏", " ", "  ", "\n"]
)  # fmt: skip
TYPED = st.lists(FRAGMENTS, min_size=1, max_size=12).map("".join)


@given(TYPED)
def test_any_typed_value_reads_back_exactly_as_it_was_asked(typed: str) -> None:
    line = format_line("check-lorcana challenge", {"challenger": typed, "defender": "Goofy exerted"})
    shown = asked_text(line)
    assert "\n" not in shown and "```" not in shown, "one quoted line of text, not a code block"
    assert asked_line(f"`challenger`: a problem\n{shown}") == line


LIVE = re.compile(r"(?<!\\)(?:\*\*|__|~~|\|\||`|\[|<[@#t:]|@everyone|@here|https?://)")
"""Markdown, a mention, a timestamp or a link Discord would render, unless escaped."""


@given(TYPED)
def test_nothing_typed_formats_pings_or_links(typed: str) -> None:
    shown = asked_text(format_line("check-fftcg block", {"attackers": typed, "blocker": "Squall"}))
    assert shown.startswith("> /check-fftcg block ")
    body = shown.removeprefix("> ")
    unescaped = re.sub(r"\\.", "", body)  # what is left once every escaped character is taken out
    assert not LIVE.search(unescaped), shown


def test_the_question_wraps_at_phone_width_and_costs_its_lines() -> None:
    short = content_height(asked_text("/check-lorcana quest quester:Mickey"))
    long = content_height(asked_text(LONG))
    assert short == LINE["content"], "a short question is one line (content text: 16 px on 22 px lines)"
    assert long >= 4 * LINE["content"], "a long one wraps onto several lines instead of scrolling"


def test_a_question_too_long_to_show_is_not_asked_again() -> None:
    line = "/check-fftcg party-damage members:" + "Zidane unblockable_by=cost>=3; " * 80
    shown = asked_text(line)
    assert SHORTENED in shown and len(shown) <= ASKED_LIMIT + len(SHORTENED) + 8
    assert asked_line(shown) is None, "a shortened question can't be asked again as it was"


def test_answers_sent_before_still_read_back_their_code_block() -> None:
    line = "/check-lorcana challenge challenger:Mickey str=3 defender:Goofy exerted"
    old = f"note above\n{asked_block(line)}"
    assert asked_line(old) == line
    assert asked_shown(old) == asked_block(line), "a public post keeps it above the answer"
    assert asked_shown(f"a problem\n{asked_text(line)}") == asked_text(line)
    assert asked_line("no question here") is None and asked_shown(None) is None
