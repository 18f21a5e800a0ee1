"""Full-text search: the game's own words kept, typos corrected only into them, ranked for the
question, and an honest "nothing matches well"."""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path

import pytest

from bot.rules import Library, default_data_dir, game_ids
from bot.rules.fulltext import QUICK_UNKNOWN, QUICK_WORDS, STOP_WORDS, Hit, RulesIndex, index_for
from bot.rules.models import Variant


@pytest.fixture(scope="module")
def index(library: Library) -> RulesIndex:
    return index_for(library)


def marked(hit: Hit) -> list[str]:
    snippet = hit.snippet
    return [snippet.text[a:b] for a, b in snippet.marks]


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
    assert "opponents" in marked(results.hits[0])


def test_a_ready_character_question_finds_the_challenge_rules(index: RulesIndex) -> None:
    results = index.search("can a ready character be challenged", ["lorcana"])
    rules = [hit.rule for hit in results.hits]
    # 4.6.4.1: "A character must have been in play ... and ready in order to challenge"
    assert "4.6.4.1" in rules[:3]
    assert all(hit.game == "lorcana" for hit in results.hits)


def test_the_games_own_words_are_never_corrected(index: RulesIndex) -> None:
    """The words spelling correction used to rewrite: rested → resulted, token → taken, breach → reach,
    repair → pair, blocker → blocked, link → ink."""
    results = index.search("rested token breach repair blocker link", ["gundam"])
    assert results.corrected == ()
    assert set(results.words) == {"rested", "token", "breach", "repair", "blocker", "link"}
    gundam = index.search("can a rested unit be attacked", ["gundam"])
    assert not gundam.corrected and not gundam.weak
    assert "rested" in " ".join(marked(gundam.hits[0])).casefold()


def test_a_real_word_is_never_corrected_into_another(index: RulesIndex) -> None:
    """ "removing" is no Lorcana typo for "moving": the two reverse the question."""
    results = index.search("removing damage", ["lorcana"])
    assert results.corrected == ()
    assert "removing" in results.words


def test_typos_are_corrected_into_the_games_vocabulary_only(index: RulesIndex) -> None:
    results = index.search("chalenge exertd charactr", ["lorcana"])
    assert ("exertd", "exerted") in results.corrected and ("chalenge", "challenge") in results.corrected
    assert results.hits and all(hit.snippet.marks for hit in results.hits)
    assert index.search("chalenge exertd", ["lorcana"], verbatim=True).corrected == ()


def test_another_games_word_is_searched_as_this_games_own(index: RulesIndex) -> None:
    """Lorcana has no "tapped" or "attacked": the synonym table says its words for them."""
    results = index.search("can a tapped character be attacked", ["lorcana"])
    assert ("tapped", "exerted") in results.synonyms and ("attacked", "challenged") in results.synonyms
    assert results.hits[0].rule.startswith("4.6") or "challenge" in results.hits[0].title.casefold()


def test_a_synonym_must_be_the_games_own_word(library: Library) -> None:
    with pytest.raises(ValueError, match="not a word of the Gundam rules"):
        RulesIndex(library, synonyms={"gundam": {"tapped": ("exerted",)}})


def test_keyword_names_are_not_stemmed_into_other_words(index: RulesIndex) -> None:
    hits = index.search("challenger", ["lorcana"]).hits
    assert hits[0].rule.startswith("8.5")
    assert all(word.casefold() == "challenger" for hit in hits for word in marked(hit))


def test_function_words_the_rules_define_are_searched(index: RulesIndex) -> None:
    """Lorcana's 6.1.4 defines "may" (it prints it in quotes); Gundam's rules define no "may"."""
    assert [w.typed for w in index.analyse("may", "lorcana").words] == ["may"]
    assert index.analyse("may", "gundam").words == ()


def test_a_search_the_game_has_nothing_on_is_weak_and_another_game_matches(index: RulesIndex) -> None:
    lorcana = index.search("can a rested unit be attacked", ["lorcana"])
    assert lorcana.weak
    assert index.matches_well("can a rested unit be attacked", "gundam")
    assert not index.matches_well("can a rested unit be attacked", "lorcana")


def test_a_result_shows_its_best_sentence_not_its_first(index: RulesIndex) -> None:
    # 6-1-1: "Before the game, each player prepares a deck and a resource deck. A deck consists of
    # exactly 50 cards, and a resource deck consists of exactly 10 cards."
    hit = index.search("how many cards in a deck", ["gundam"]).hits[0]
    assert hit.rule == "6-1-1"
    assert hit.snippet.text.startswith("A deck consists of exactly 50 cards")


def test_results_stay_in_the_games_asked_for(index: RulesIndex) -> None:
    hits = index.search("first strike", ["fftcg"]).hits
    assert hits[0].rule == "first-strike"
    assert {hit.game for hit in hits} == {"fftcg"}
    assert not index.search("first strike", []).hits


def test_only_function_words_search_nothing(index: RulesIndex) -> None:
    results = index.search("which of the", list(game_ids(default_data_dir())))
    assert not results.hits and not results.words
    assert {"which", "of", "the"} <= STOP_WORDS


def test_a_question_about_the_standard_game_finds_its_rule_above_the_multiplayer_copies(
    index: RulesIndex,
) -> None:
    """Gundam's 12 Multiplayer Battle restates the two-player rules (12-2-7, 12-3-12: "you can attack
    any other player's rested Unit"); a judge asking about a rested unit plays the standard game, so
    8-2-1 ("The attack target can be either the opposing player or a rested enemy Unit") comes first."""
    rules = [hit.rule for hit in index.search("can a rested unit be attacked", ["gundam"]).hits]
    assert "8-2-1" in rules[:3]
    assert all(rules.index("8-2-1") < rules.index(r) for r in rules if r.startswith("12-"))


def test_a_question_naming_the_multiplayer_game_still_finds_its_rules(index: RulesIndex) -> None:
    rules = [hit.rule for hit in index.search("team battle rested unit attacked", ["gundam"]).hits]
    assert rules[0].startswith("12-"), rules


def test_a_cross_reference_is_not_the_rules_answer_about_what_it_points_to(index: RulesIndex) -> None:
    """8-4-1 ends "(See 8. Action Steps)": it points to 9, which says who acts first in an action step."""
    hits = index.search("action step who goes first", ["gundam"]).hits
    assert "9-2" in [hit.rule for hit in hits[:3]]
    assert all(not hit.snippet.text.endswith("Steps)") for hit in hits), [h.snippet.text for h in hits]


def test_a_variant_chapter_the_rules_do_not_have_stops_the_index(library: Library) -> None:
    """A declared variant chapter must hold rules: a wrong number would silently rank nothing lower."""
    gundam = copy.copy(library.game("gundam"))
    document = gundam.data.document.model_copy(update={"variants": (Variant(chapter="99", why="none"),)})
    gundam.data = gundam.data.model_copy(update={"document": document})
    with pytest.raises(ValueError, match="no rule is in chapter 99"):
        RulesIndex(Library([gundam]))


def test_a_process_exiting_during_the_build_lets_its_thread_stop_first(tmp_path: Path) -> None:
    """The console can exit while the cards' text indexes are still being built in the build thread
    (`/keyword Ward` piped in); the interpreter was then torn down under SQLite's C code in that daemon
    thread and the process died of SIGSEGV. At exit the thread is told, and waited for."""
    script = tmp_path / "exit_during_build.py"
    script.write_text(
        "import time\n"
        "from bot.rules import default_data_dir, load_library\n"
        "from bot.rules.fulltext import build_index, exiting\n"
        "def still_building(_future):\n"
        "    while not exiting():\n"
        "        time.sleep(0.01)\n"
        "    print('told at exit', flush=True)\n"
        "build_index(load_library(default_data_dir())).add_done_callback(still_building)\n"
    )
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=120, check=False
    )
    assert (done.returncode, done.stdout) == (0, "told at exit\n"), done.stderr[-2000:]


def test_a_question_is_quick_with_few_words_to_search(index: RulesIndex) -> None:
    """A question searched on the event loop has at most `QUICK_WORDS` words to search (each may be
    a typo to correct), at most `QUICK_UNKNOWN` of them words the rules don't have; function words
    don't count, unless the game's rules define them (Lorcana's "may"; Gundam's rules define none)."""
    words = ["ready", "exerted", "character", "challenged", "location", "damage", "banished"]
    most = " ".join(words[:QUICK_WORDS])
    assert index.quick(most, "lorcana")
    assert index.quick(f"can the {most} be as is", "lorcana")
    assert not index.quick(" ".join(words[: QUICK_WORDS + 1]), "lorcana")
    assert not index.quick(f"may {most}", "lorcana")
    assert index.quick(f"may {most}", "gundam")
    typos = ["redy", "exertd", "charactr", "chalenged"]  # each a fuzzy search of the vocabulary
    assert index.quick(" ".join(typos[:QUICK_UNKNOWN]), "lorcana")
    assert not index.quick(" ".join(typos[: QUICK_UNKNOWN + 1]), "lorcana")
