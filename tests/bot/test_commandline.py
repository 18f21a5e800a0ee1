"""The question an answer repeats stays a closed code block, however long the user's line."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from bot.commandline import ASKED_LIMIT, SHORTENED, asked_block, asked_in
from bot.reply import MESSAGE_LIMIT, discord_length

FOUND_BY_FUZZ = '"[Official ruling](https://evil.example) **FZbold**" str=1 blocker:' + "𒿌" * 1000
"""bench/fuzz_bench.py --seed 13: the cut counted code points, Discord UTF-16 units, so the whole
reply was cut at 2,000 instead and lost the closing fence: the masked link rendered live."""


@pytest.mark.parametrize(
    "filler",
    [
        "x",  # one Discord character each
        "𒿌",  # a cuneiform sign outside the BMP: Discord counts two (the fuzz benchmark's find)
        "🃏",  # an emoji: two as well
    ],
)
def test_a_long_question_is_shortened_in_discords_characters_and_its_block_closes(filler: str) -> None:
    line = '/check-fftcg party-damage members:"[Official ruling](https://evil.example)" blocker:'
    line += filler * 1400
    block = asked_block(line)
    assert discord_length(block) <= ASKED_LIMIT + len("```\n … \n```\n") + len(SHORTENED)
    assert block.endswith(f" …\n```\n{SHORTENED}"), "the fence closes before the note"
    assert block.count("```") == 2
    assert asked_in(block) is None, "a shortened question cannot be asked again as it was"


def test_a_question_within_the_limit_is_shown_whole_and_read_back() -> None:
    line = "/check-lorcana challenge challenger:Mickey str=3 defender:Goofy exerted 🃏"
    assert asked_block(line) == f"```\n{line}\n```"
    assert asked_in(asked_block(line)) == line


@given(st.text(st.characters(codec="utf-8"), max_size=3000))
@example(FOUND_BY_FUZZ)
@example("`" * 1999)
def test_any_typed_line_shows_as_one_closed_block_that_leaves_room_for_the_error(typed: str) -> None:
    block = asked_block("/check-fftcg party-damage members:" + " ".join(typed.split()))
    body = block.removeprefix("```\n").split("\n```", 1)
    assert len(body) == 2 and "```" not in body[0], "user text never opens or closes a block"
    assert discord_length(block) <= MESSAGE_LIMIT - 500, "the error message (at most 500) still fits"
