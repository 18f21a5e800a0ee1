"""Card names in the notation: a quoted real card name fills the card from card data.

Card data is a given fact, never a rule: the verdict lists what came from it, and a printed keyword
the rules text does not define makes the answer "not covered" instead of being ignored.
"""

from __future__ import annotations

import json

import pytest

from bot.cards import Card, CardStore
from bot.engine import ScenarioError, build_scenario, card_data_check, check_document, evaluate
from bot.engine.games.lorcana.cards import LorcanaCard
from bot.engine.games.lorcana.topics.challenge import ChallengeScenario
from bot.engine.games.lorcana.topics.keywords import KeywordsScenario
from bot.engine.verdict import Verdict
from bot.rules import Library, default_data_dir
from tests.bot.cards.conftest import SAMPLE
from tests.bot.engine.support import expect, expect_not_covered


@pytest.fixture(scope="module")
def cards(tmp_path_factory: pytest.TempPathFactory) -> CardStore:
    store = CardStore(default_data_dir(), tmp_path_factory.mktemp("cards"))
    store.import_file("fftcg", SAMPLE)
    return store


def ask(library: Library, cards: CardStore, topic: str, **options: object) -> Verdict:
    return evaluate(build_scenario(topic, options, library, cards), library)


def test_a_singer_and_a_song_given_only_by_name(library: Library, cards: CardStore) -> None:
    # 8.11.1: “… as though they had cost N instead of their normal ink cost.” Ariel's Singer 5
    # and A Whole New World's cost 5 come from the card data, not from the notation. Ariel's printed
    # "When you play this character, …" is a triggered ability: 6.2.1 “Triggered abilities occur when their
    # trigger condition is met.”, which singing doesn't meet.
    verdict = ask(
        library, cards, "lorcana.sing", song='"A Whole New World"', singers='"Ariel - Spectacular Singer"'
    )
    expect(
        verdict,
        True,
        "Ariel can sing A Whole New World",
        {"6.2.1", "8.11.1", "5.1.1.11", "5.4.4.2"},
        quote=("8.11.1", "as though they had cost N instead of their normal ink cost"),
    )
    assert verdict.card_data == (
        "A Whole New World: cost 5, type song, class Song",
        "Ariel - Spectacular Singer: cost 3, str 2, wp 3, lore 1, type character, "
        "text: 1 printed ability, class Storyborn/Hero/Princess, Singer 5",
    )


def test_fields_written_after_the_name_win(library: Library, cards: CardStore) -> None:
    scenario = build_scenario(
        "lorcana.challenge",
        {"challenger": '"Ariel - Spectacular Singer" str=4 drying', "defender": "Donald exerted"},
        library,
        cards,
    )
    assert isinstance(scenario, ChallengeScenario)
    challenger = scenario.challenger
    assert isinstance(challenger, LorcanaCard)
    assert (challenger.name, challenger.version) == ("Ariel", "Spectacular Singer")
    assert (challenger.strength, challenger.willpower, challenger.cost, challenger.drying) == (4, 3, 3, True)
    verdict = evaluate(scenario, library)
    assert verdict.answer is False  # drying, as written after the name
    assert "written after the name: str 2 → 4" in verdict.card_data[0]


def test_keywords_written_after_the_name_come_after_the_printed_ones(
    library: Library, cards: CardStore
) -> None:
    # 8.1.2 keeps the first instance of a keyword that does not stack: the printed Singer 5 comes first.
    scenario = build_scenario(
        "lorcana.keywords", {"card": '"Ariel - Spectacular Singer" Evasive'}, library, cards
    )
    assert isinstance(scenario, KeywordsScenario)
    assert [k.name for k in scenario.card.keywords] == ["Singer", "Evasive"]


@pytest.mark.parametrize(
    ("written", "said", "first"),
    [
        (
            '"Mickey Mouse - Brave"',
            "did you mean “Mickey Mouse - Brave Little Prince”, “Mickey Mouse - Brave Little Tailor”",
            "Mickey Mouse - Brave Little Prince",
        ),
        (
            '"Ariel - Spectacular Singr"',
            "did you mean 'Ariel - Spectacular Singer'?",
            "Ariel - Spectacular Singer",
        ),
        ('"Elsa - Ice Queen"', "no card is called “Elsa - Ice Queen”: did you mean “Elsa -", "Elsa - "),
    ],
)
def test_a_name_that_misses_a_card_says_which_were_meant(
    library: Library, cards: CardStore, written: str, said: str, first: str
) -> None:
    with pytest.raises(ScenarioError) as error:
        build_scenario("lorcana.quest", {"quester": written}, library, cards)
    assert said in str(error.value) and "quester" in str(error.value)
    (choice,) = error.value.choices  # the cards to pick from, and where the name is
    assert choice.location == "quester" and choice.labels[0].startswith(first)
    assert (choice.start, choice.end) == (0, len(written))


@pytest.mark.parametrize(
    "options",
    [
        {"challenger": "Mickey str=3", "defender": "Donald exerted Evasive"},
        {"challenger": '"Mickey - Hero" str=3 Evasive', "defender": "Donald exerted Evasive"},
        {"challenger": "Daisy str=2", "defender": '"Donald" exerted'},
    ],
)
def test_a_name_no_real_card_carries_reads_as_before(
    library: Library, cards: CardStore, options: dict[str, object]
) -> None:
    with_data = evaluate(build_scenario("lorcana.challenge", options, library, cards), library)
    without = evaluate(build_scenario("lorcana.challenge", options, library), library)
    assert with_data == without and with_data.card_data == () and with_data.read_as == ()


def test_a_described_card_with_a_real_characters_name_is_as_typed_and_says_so(
    library: Library, cards: CardStore
) -> None:
    # "Goofy exerted Evasive" describes a card (a keyword typed): it is that card, not one of the real
    # Goofys, and the first screen says so; the answer is the one without card data.
    options = {"challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"}
    with_data = evaluate(build_scenario("lorcana.challenge", options, library, cards), library)
    without = evaluate(build_scenario("lorcana.challenge", options, library), library)
    assert with_data.answer is without.answer is False
    assert with_data.steps == without.steps
    (read,) = with_data.read_as
    assert read.startswith("Goofy as typed, not the ") and read.endswith(" real cards of that name")
    assert "Goofy: described by what was typed, nothing taken from card data" in with_data.card_data[0]


def test_a_printed_keyword_the_rules_text_lacks_is_not_covered(library: Library, cards: CardStore) -> None:
    verdict = ask(
        library,
        cards,
        "lorcana.challenge",
        challenger='"Mickey Mouse - Best in Town"',
        defender="Donald exerted",
    )
    expect_not_covered(verdict, "Mickey Mouse - Best in Town has Adventurous")
    assert "not in the rules text the bot has: Adventurous" in verdict.card_data[0]


def test_a_classification_shift_is_read_from_the_cards_own_reminder_text(
    library: Library, cards: CardStore
) -> None:
    # 8.10.8.1: “[Classification] Shift means “If you have a character in play with the [Classification]
    # specified by this ability …” Thunderbolt prints “Puppy Shift 3 (… one of your Puppy characters.)”.
    verdict = ask(
        library, cards, "lorcana.shift", shifter='"Thunderbolt - Wonder Dog"', base="Pongo class=Puppy"
    )
    assert verdict.answer is True and "8.10.8.1" in verdict.rule_ids
    assert "read Puppy Shift 3 as [Classification] Shift 3 (Puppy)" in verdict.card_data[0]
    combo = ask(
        library, cards, "lorcana.shift", shifter='"Sulley & Boo - Scare Buddies"', base="Sulley hypothetical"
    )
    expect_not_covered(combo, "Combo Shift 4")


def test_cards_in_the_neutral_format_fill_other_games(library: Library, cards: CardStore) -> None:
    # Haste: a Forward that entered the field this turn may attack (the sample's Knight has it).
    verdict = ask(library, cards, "fftcg.attack", forward='"Sample Knight" new')
    assert verdict.answer is True and "haste" in verdict.rule_ids
    assert verdict.card_data == ("Sample Knight: cost 3, power 7000, element Fire, type forward, Haste",)


def test_a_card_imported_again_is_read_with_its_new_data(
    library: Library, tmp_path_factory: pytest.TempPathFactory
) -> None:
    # A real card's values are worked out once while it is asked about; an import replaces the card,
    # and the next answer reads the new data, not what was worked out before.
    store = CardStore(default_data_dir(), tmp_path_factory.mktemp("reimport"))
    store.import_file("fftcg", SAMPLE)
    first = ask(library, store, "fftcg.attack", forward='"Sample Knight" new')
    assert first.card_data == ("Sample Knight: cost 3, power 7000, element Fire, type forward, Haste",)
    document = json.loads(SAMPLE.read_text())
    knight = next(card for card in document["cards"] if card["name"] == "Sample Knight")
    knight["stats"]["power"] = 9000
    changed = tmp_path_factory.mktemp("changed") / "fftcg-sample.json"
    changed.write_text(json.dumps(document))
    store.import_file("fftcg", changed)
    again = ask(library, store, "fftcg.attack", forward='"Sample Knight" new')
    assert again.card_data == ("Sample Knight: cost 3, power 9000, element Fire, type forward, Haste",)


def test_printed_text_a_game_doesnt_read_is_not_ignored(library: Library, cards: CardStore) -> None:
    # Only Lorcana's engine reads printed abilities; the sample Oracle's "When Sample Oracle enters the
    # field, draw 1 card." could matter to an FFTCG question, so the answer says so instead of ignoring it.
    oracle = ask(library, cards, "fftcg.damage_ability", card='"Sample Oracle"', damage_taken=1)
    expect_not_covered(oracle, "“When Sample Oracle enters the field, draw 1 card.”")
    # A card whose text is only its keywords ("Haste") has nothing more to read: answered as before.
    knight = ask(library, cards, "fftcg.attack", forward='"Sample Knight" new')
    assert knight.decided


def test_imported_stats_must_be_fields_of_the_game(library: Library) -> None:
    check = card_data_check("fftcg", library)
    assert check is not None
    with pytest.raises(ValueError, match=r"stats\.powr: not a field of fftcg cards; did you mean 'power'"):
        check(Card(game="fftcg", name="Typo", type="forward", stats={"powr": 5000}))
    # A type the checks don't take (SWTCG's Subordinates, Gundam's Resources) is still a card to import.
    check(Card(game="fftcg", name="Odd", type="Wizard"))


def test_documents_take_card_names_too(library: Library, cards: CardStore) -> None:
    document = json.dumps(
        {"topic": "lorcana.sing", "song": '"Be Our Guest"', "singers": ['"Ariel - Spectacular Singer"']}
    )
    verdict = json.loads(check_document(document, library, cards))
    assert verdict["answer"] is True
    assert verdict["card_data"][0].startswith("Be Our Guest: cost 2")


def test_card_data_cannot_be_written_into_a_document(library: Library, cards: CardStore) -> None:
    document = json.dumps(
        {
            "topic": "lorcana.quest",
            "quester": {"name": "Goofy", "card_data": {"card": "Goofy", "filled": ["lore 9"]}},
        }
    )
    with pytest.raises(ScenarioError, match="card_data is filled from the bot's card data"):
        check_document(document, library, cards)
