"""Keyword vocabulary from the game data, value shapes, and combination per 8.1.2."""

from __future__ import annotations

import pytest

from bot.engine.games.lorcana.cards import KEYWORDS
from bot.engine.keywords import (
    KeywordInstance,
    KeywordTable,
    KeywordVocabulary,
    closest,
    combine,
    vocabulary_for,
)
from bot.rules.library import Library


@pytest.fixture
def vocabulary(library: Library) -> KeywordVocabulary:
    return vocabulary_for(library.game("lorcana"), KEYWORDS)


def test_the_vocabulary_is_the_datas_keyword_list(library: Library, vocabulary: KeywordVocabulary) -> None:
    """8.1.1 lists the keywords; 8.10.8 adds the two Shift variants. 'General' (8.1) is not a keyword."""
    listed = library.game("lorcana").text("8.1.1").split("The current list of keywords is:")[1]
    names = {name.strip(" .\n") for name in listed.split(",")}
    assert set(vocabulary.names()) == names | {"[Classification] Shift", "Universal Shift"}


def test_stacking_comes_from_the_data(vocabulary: KeywordVocabulary) -> None:
    stacking = {spec.name for spec in vocabulary.specs if spec.stacks}
    assert stacking == {"Challenger", "Resist"}
    assert {name for name, shape in KEYWORDS.shapes.items() if shape == "plus"} == stacking


def test_plus_n_keywords_add_up_and_others_keep_the_first(vocabulary: KeywordVocabulary) -> None:
    instances = [
        KeywordInstance(name="Resist", value=1),
        KeywordInstance(name="support"),
        KeywordInstance(name="Resist", value=2),
        KeywordInstance(name="Support"),
    ]
    combined = combine(instances, vocabulary)
    assert combined.labels() == ["Resist +3", "Support"]
    assert combined.amount("resist") == 3
    (support,) = combined.all("Support")
    assert len(support.ignored) == 1


def test_classification_shifts_with_different_classifications_are_different_keywords(
    vocabulary: KeywordVocabulary,
) -> None:
    instances = [
        KeywordInstance(name="[Classification] Shift", value=3, qualifier="Puppy"),
        KeywordInstance(name="[Classification] Shift", value=4, qualifier="Hero"),
    ]
    assert combine(instances, vocabulary).labels() == ["Puppy Shift 3", "Hero Shift 4"]


@pytest.mark.parametrize(
    ("instance", "problem"),
    [
        (KeywordInstance(name="Wrd"), "did you mean 'Ward'"),
        (KeywordInstance(name="Evasive", value=1), "takes no value"),
        (KeywordInstance(name="Resist"), "needs a value"),
        (KeywordInstance(name="Resist", value=0), "out of range"),
        (KeywordInstance(name="[Classification] Shift", value=2), "needs its classification"),
        (KeywordInstance(name="Shift", value=2, qualifier="Puppy"), "takes no [Puppy]"),
    ],
)
def test_bad_instances_are_errors(
    vocabulary: KeywordVocabulary, instance: KeywordInstance, problem: str
) -> None:
    with pytest.raises(ValueError, match=problem.replace("[", r"\[")):
        vocabulary.normalise(instance)


def test_every_games_data_gives_a_vocabulary(library: Library) -> None:
    """The same code reads Gundam's 【】 keywords and heading-cited games; shapes default from `stacks`."""
    for game in library.games.values():
        vocabulary = KeywordVocabulary(game, KeywordTable(shapes={}))
        assert vocabulary.names()
    gundam = KeywordVocabulary(library.game("gundam"), KeywordTable(shapes={}))
    assert gundam.find(["【Deploy】"]) is not None
    assert gundam.find(["Once", "per", "Turn"]) is not None


def test_closest_ignores_case_and_far_words() -> None:
    assert closest("evasiv", ["Evasive", "Ward"]) == "Evasive"
    assert closest("zzz", ["Evasive", "Ward"]) is None


@pytest.mark.parametrize(
    ("word", "context", "expected"),
    [
        ("cannot", "cannot be blocked", "unblockable"),  # by meaning: never cannot_block
        ("cannot", "cannot attack", None),  # nothing means that: no guess from 'cannot' alone
        ("can_block", None, None),  # cant_block is one letter away and says the opposite
        ("cant_blok", None, "cant_block"),  # a plain typo is still corrected
        ("untaped", None, "untapped"),
        ("taped", None, "tapped"),
    ],
)
def test_closest_never_suggests_the_opposite(word: str, context: str | None, expected: str | None) -> None:
    choices = ["unblockable", "cant_block", "tapped", "untapped", "cost"]
    assert closest(word, choices, context=context) == expected
