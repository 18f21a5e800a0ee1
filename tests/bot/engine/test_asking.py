"""A lookup that reads like a question finds the checks it names, the channel's game first."""

from __future__ import annotations

import pytest

from bot.engine.asking import looks_like_question, topics_asked

GAMES = ["lorcana", "fftcg", "swtcg", "gundam", "dreadnought"]


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("does vanish fire", True),
        ("can my party be blocked", True),
        ("vanish?", True),
        ("vanish", False),
        ("First Strike", False),
        ("4.6.4", False),
    ],
)
def test_a_question_is_told_from_a_term(text: str, question: bool) -> None:
    assert looks_like_question(text) is question


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("does vanish fire", ["lorcana.vanish"]),
        ("can my party be blocked", ["fftcg.block", "fftcg.party"]),
        ("can I challenge an evasive character?", ["lorcana.challenge"]),
        ("is a card under boost in play", ["lorcana.boost"]),
    ],
)
def test_the_checks_a_question_names(text: str, expected: list[str]) -> None:
    assert [topic.id for topic in topics_asked(text, GAMES)] == expected


def test_only_the_games_given_are_searched_and_their_order_breaks_ties() -> None:
    assert topics_asked("does vanish fire", ["fftcg"]) == []
    assert [t.id for t in topics_asked("can this attack", ["fftcg", "swtcg"])] == [
        "fftcg.attack",
        "swtcg.attack",
    ]
    assert [t.id for t in topics_asked("can this attack", ["swtcg", "fftcg"])] == [
        "swtcg.attack",
        "fftcg.attack",
    ]
