"""Topics named after a keyword know when no card has it, so the answer can warn instead of ❌."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import build_scenario, evaluate, topics
from bot.engine.keyword_topics import missing_keyword, topic_keyword
from bot.rules import Library


def gap(library: Library, topic_id: str, options: dict[str, Any]) -> Any:
    scenario = build_scenario(topic_id, options, library)
    return missing_keyword(scenario, evaluate(scenario, library), library)


def test_the_keyword_topics_are_found_from_the_datas_keywords(library: Library) -> None:
    named = {t.id: spec.name for t in topics().values() if (spec := topic_keyword(t, library))}
    assert {key: named.get(key) for key in ("lorcana.vanish", "lorcana.ward", "fftcg.first_strike")} == {
        "lorcana.vanish": "Vanish",
        "lorcana.ward": "Ward",
        "fftcg.first_strike": "First Strike",
    }
    assert "lorcana.challenge" not in named and "fftcg.block" not in named


@pytest.mark.parametrize(
    ("topic_id", "options", "keyword"),
    [
        # 8.14.1: "When this character is chosen by an opponent as part of resolving an action's
        # effect, banish this character." Written without Vanish, Ursula answers a question not meant.
        ("lorcana.vanish", {"target": "Ursula"}, "Vanish"),
        # 8.15.1: "Your opponents can't choose this card…": the Yes holds only as Ward isn't written.
        ("lorcana.ward", {"target": "Ursula"}, "Ward"),
        ("lorcana.shift", {"shifter": "Mickey cost=5", "base": "Mickey"}, "Shift"),
        (
            "fftcg.first_strike",
            {"attackers": "Cloud power=5000", "blocker": "Squall power=5000"},
            "First Strike",
        ),
        ("fftcg.back_attack", {"card": "Cloud"}, "Back Attack"),
        ("fftcg.warp", {"card": "Cloud"}, "Warp"),
    ],
)
def test_a_keyword_on_no_card_is_reported(
    library: Library, topic_id: str, options: dict[str, Any], keyword: str
) -> None:
    found = gap(library, topic_id, options)
    assert found is not None and found.keyword == keyword


def test_no_warning_when_a_card_has_it_or_the_answer_does_not_turn_on_it(library: Library) -> None:
    assert gap(library, "lorcana.vanish", {"target": "Ursula Vanish"}) is None
    assert (
        gap(library, "lorcana.shift", {"shifter": "Mickey cost=5 Universal Shift 3", "base": "Mickey"})
        is None
    )
    assert (
        gap(library, "fftcg.first_strike", {"attackers": "Cloud", "blocker": "Squall First Strike"}) is None
    )
    # 8.4: "a card under another card is not considered to be in play" holds with or without Boost.
    assert gap(library, "lorcana.boost", {"card": "Mickey", "question": "card_under_in_play"}) is None
    assert gap(library, "lorcana.challenge", {"challenger": "Mickey", "defender": "Goofy"}) is None


def test_a_keyword_with_a_value_is_marked_so_the_fix_asks_for_it(library: Library) -> None:
    found = gap(library, "fftcg.warp", {"card": "Cloud"})
    assert found is not None and found.needs_value and found.cards == (("card", "Cloud"),)
