"""fftcg.ex_burst: not yet written against 2.1.2's 11.10 (EX Burst), so both questions are not covered."""

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
    expect_not_covered(verdict, f"whose 11.10 is EX Burst (/rule 11.10); until it is, it can't say {named}")
    assert verdict.question == question
