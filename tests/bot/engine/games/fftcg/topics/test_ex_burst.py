"""fftcg.ex_burst: the FFTCG text the bot has has no EX Burst rule, so both questions are not covered."""

from __future__ import annotations

import pytest

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect_not_covered

TOPIC = "fftcg.ex_burst"


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("decline", "whether an EX Burst may be declined"),
        ("declined_to", "where a declined EX Burst card goes"),
    ],
)
def test_ex_burst_is_not_in_the_text(ask: Ask, question: str, named: str) -> None:
    # The text's headings are the keyword actions and keyword abilities; none is EX Burst.
    verdict = ask(TOPIC, question=question)
    expect_not_covered(verdict, f"it has no EX Burst rule, so it can't say {named}")
    assert verdict.question == question
