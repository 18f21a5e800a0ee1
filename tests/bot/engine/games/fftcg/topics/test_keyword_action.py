"""fftcg.keyword_action: the keyword actions as yes/no lookups."""

from __future__ import annotations

import pytest

from bot.engine import topic_options
from bot.rules.library import Library, collate
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


def test_a_removed_card_notes_the_2020_rulebooks_removed_from_play_zones(ask: Ask, library: Library) -> None:
    # Remove, in the keyword glossary (newer than 2.1.2): “To remove a card means to move that card outside
    # of any of the delineated Zones and take it completely out of play.” 2.1.2 (2020) repeats it
    # (15.1.1.5.1) but also says otherwise: 7.1 “The following Zones exist: field, Damage Zone, deck, Break
    # Zone, hand, stack and “removed from play”.” and 7.13.1 “These are the Zones into which cards that have
    # been removed from play are put.” The newer text answers; the step names the older conflict.
    verdict = ask(TOPIC, question="removed_in_a_zone")
    assert verdict.answer is False and verdict.rule_ids == ("remove",)
    assert [step.test for step in verdict.steps] == [
        "a removed card is in one of the zones (2.1.2's 7.1 and 7.13.1, from 2020, say otherwise: removed "
        "cards are put into “removed from play” Zones; the newer keyword glossary is quoted)"
    ]
    rules = library.game("fftcg")
    assert collate("stack and “removed from play”") in collate(rules.text("7.1"))
    assert collate("cards that have been removed from play are put") in collate(rules.text("7.13.1"))
    # The other lookups have no older text against them.
    assert "2.1.2" not in ask(TOPIC, question="discard_from_field").steps[0].test
