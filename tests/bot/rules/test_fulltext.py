"""Full-text search: ranked by bm25 over every loaded rules text, typo-tolerant, per game."""

from __future__ import annotations

import pytest

from bot.rules import Library, default_data_dir, game_ids
from bot.rules.fulltext import STOP_WORDS, RulesIndex, index_for


@pytest.fixture(scope="module")
def index(library: Library) -> RulesIndex:
    return index_for(library)


def test_every_rule_of_every_game_is_indexed(library: Library, index: RulesIndex) -> None:
    """All but the 2020 FFTCG rules the newer glossary answers for (section 15's keywords): the glossary's
    terms are found instead."""
    moved = [entry.older for other in library.game("fftcg").data.documents for entry in other.moved]
    answered_elsewhere = [
        rule_id
        for rule_id in library.game("fftcg").rule_ids()
        if any(rule_id == older or rule_id.startswith(older + ".") for older in moved)
    ]
    assert "15.2.3.2" in answered_elsewhere and "15.1.1" not in answered_elsewhere
    total = sum(len(game.rule_ids()) for game in library.games.values())
    assert index.size == total - len(answered_elsewhere)


def test_a_question_about_opponents_choosing_finds_ward(index: RulesIndex) -> None:
    # 8.15.1: Ward means "Your opponents can't choose this card when resolving an effect."
    results = index.search("which keyword stops opponents choosing", list(game_ids(default_data_dir())))
    assert (results.hits[0].game, results.hits[0].rule) == ("lorcana", "8.15.1")
    assert "which" not in results.words, "function words do not rank"
    assert "**opponents**" in results.hits[0].snippet


def test_a_ready_character_question_finds_the_challenge_rules(index: RulesIndex) -> None:
    results = index.search("can a ready character be challenged", ["lorcana"])
    rules = [hit.rule for hit in results.hits]
    # 4.6.4.1: "A character must have been in play ... and ready in order to challenge"
    assert "4.6.4.1" in rules[:3]
    assert all(hit.game == "lorcana" for hit in results.hits)


def test_typos_are_corrected_against_the_rules_own_words(index: RulesIndex) -> None:
    results = index.search("chalenge exertd charactr", ["lorcana"])
    assert ("exertd", "exerted") in results.corrected
    assert results.hits and all("**" in hit.snippet for hit in results.hits)


def test_results_stay_in_the_games_asked_for(index: RulesIndex) -> None:
    hits = index.search("first strike", ["fftcg"]).hits
    assert hits[0].rule == "first-strike"
    assert {hit.game for hit in hits} == {"fftcg"}
    assert not index.search("first strike", []).hits


def test_only_function_words_search_nothing(index: RulesIndex) -> None:
    results = index.search("which of the", list(game_ids(default_data_dir())))
    assert not results.hits and not results.words
    assert {"which", "of", "the"} <= STOP_WORDS
