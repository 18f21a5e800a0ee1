"""fftcg.keyword_action: the keyword actions as yes/no lookups."""

from __future__ import annotations

import pytest

from bot.engine import topic_options
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "fftcg.keyword_action"

CASES = [
    ("activate_active", True, "activate", "It is possible to activate already active Characters."),
    ("dull_dull", True, "dull", "It is possible to dull already dull Characters."),
    ("discard_from_field", False, "discard", "from the player’s hand to their Break Zone"),
    ("removed_in_a_zone", False, "remove", "outside of any of the delineated Zones"),
    ("search_reveal", True, "search", "reveal them and put them aside"),
    ("search_shuffle", True, "search", "the player then shuffles their deck"),
    ("casting_uses_stack", True, "casting", "onto the stack by paying the required cost"),
    ("group_of_zero", True, "groups", "it is possible to make groups with 0 cards inside the group"),
    ("group_leftovers", False, "groups", "there may not be any cards left that do not form part of a group"),
]


@pytest.mark.parametrize(("question", "answer", "rule", "quote"), CASES)
def test_keyword_action_lookups(ask: Ask, question: str, answer: bool, rule: str, quote: str) -> None:
    verdict = ask(TOPIC, question=question)
    expect(verdict, answer, "Yes" if answer else "No", {rule}, quote=(rule, quote))


def test_when_a_party_disbands(ask: Ask) -> None:
    verdict = ask(TOPIC, question="party_disbands")
    # “A party disbands when the attacking player returns to the Attack Preparation Step or when the
    # Attack Phase ends.”
    assert verdict.answer == "attack_preparation_or_phase_end"
    assert verdict.headline.startswith("Attack Preparation or phase end:")
    assert verdict.rule_ids == ("forming-a-party",)


def test_every_question_is_tested() -> None:
    question = next(spec for spec in topic_options(TOPIC) if spec.name == "question")
    assert set(question.choices) == {case[0] for case in CASES} | {"party_disbands"}
