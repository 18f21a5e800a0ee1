"""How a check reads the name at the start of a card option against card data (`bot.engine.names`).

Quotes are optional; the longest real card name wins; a misspelt name or a character's name that
several cards carry is never read as a blank card. The last tests run every Lorcana card's name, and
samples of the other games', through a check unquoted and show that no verdict ignores the card.
"""

from __future__ import annotations

import pytest

from bot.cards import CardStore
from bot.engine import ScenarioError, build_scenario, evaluate
from bot.engine.carddata import CardSource
from bot.engine.cards import CardBase
from bot.engine.games.lorcana.cards import LorcanaCard
from bot.engine.games.lorcana.topics.keywords import KeywordsScenario
from bot.engine.games.lorcana.topics.sing import SingScenario
from bot.engine.sides import scenario_cards
from bot.engine.verdict import Verdict
from bot.rules import Library, default_data_dir
from bot.rules.library import name_key
from tests.bot.engine.support import expect


@pytest.fixture(scope="module")
def cards() -> CardStore:
    return CardStore(default_data_dir())


def card_of(library: Library, cards: CardSource | None, topic: str, option: str, written: str) -> CardBase:
    scenario = build_scenario(topic, {option: written}, library, cards)
    card: CardBase = getattr(scenario, option)
    return card


def quest(library: Library, cards: CardStore, quester: str) -> LorcanaCard:
    card = card_of(library, cards, "lorcana.quest", "quester", quester)
    assert isinstance(card, LorcanaCard)
    return card


def refused(library: Library, cards: CardStore, topic: str, **options: object) -> ScenarioError:
    with pytest.raises(ScenarioError) as error:
        build_scenario(topic, options, library, cards)
    return error.value


# -- 1. The longest real card name wins, quotes optional ---------------------------------------


def test_the_unquoted_snow_white_is_the_real_card_and_the_challenge_is_refused(
    library: Library, cards: CardStore
) -> None:
    # 1.2.2: “If an effect prevents something from happening, that effect supersedes rules and other
    # effects that allow it to happen.” Her printed HIDDEN AWAY: “This character can't be challenged.”
    scenario = build_scenario(
        "lorcana.challenge",
        {"challenger": "Mickey str=3", "defender": "Snow White - Fairest in the Land exerted"},
        library,
        cards,
    )
    verdict = evaluate(scenario, library)
    expect(verdict, False, "Snow White's printed text says it can't be challenged", verdict.rule_ids)
    assert "1.2.2" in verdict.rule_ids
    assert verdict.card_data[0].startswith("Snow White - Fairest in the Land: cost 4")
    assert verdict.read_as == (), "typed as printed: nothing to misread on the first screen"
    # Typed otherwise than as printed, the first screen says what it was read as.
    other = evaluate(
        build_scenario(
            "lorcana.challenge",
            {"challenger": "Mickey str=3", "defender": "snow white fairest in the land exerted"},
            library,
            cards,
        ),
        library,
    )
    assert other.answer is False
    assert other.read_as == (
        "“snow white fairest in the land” as the real card Snow White - Fairest in the Land",
    )
    assert other.card_data[0].startswith(
        "Snow White - Fairest in the Land (typed “snow white fairest in the land”): cost 4"
    )


@pytest.mark.parametrize(
    ("written", "name", "exerted", "damage"),
    [
        # "Singer" is the name's last word, not the keyword (which would need a value).
        ("Ariel - Spectacular Singer exerted", "Ariel - Spectacular Singer", True, 0),
        # "Ready" is the name's, not the flag `ready`; what follows the name is notation.
        ("Rapunzel - Ready for Adventure exerted dmg=1", "Rapunzel - Ready for Adventure", True, 1),
        # Case, punctuation and the dash don't matter.
        ("snow white fairest in the land dmg=2", "Snow White - Fairest in the Land", False, 2),
        # Quoted, as before.
        ('"Gaston - Arrogant Hunter" exerted', "Gaston - Arrogant Hunter", True, 0),
    ],
)
def test_the_longest_real_name_is_the_card_and_what_follows_is_notation(
    library: Library, cards: CardStore, written: str, name: str, exerted: bool, damage: int
) -> None:
    card = quest(library, cards, written)
    assert card.card_data is not None and card.card_data.card == name
    assert card.full_name == name and (card.exerted, card.damage) == (exerted, damage)


def test_printed_keywords_come_with_the_unquoted_name(library: Library, cards: CardStore) -> None:
    # 8.11.1: Singer N, printed on Ariel - Spectacular Singer as "Singer 5".
    card = quest(library, cards, "Ariel - Spectacular Singer")
    assert [(k.name, k.value) for k in card.keywords] == [("Singer", 5)]
    # 8.7.2: “The first ability means "This character can't quest."” Gaston - Arrogant Hunter: Reckless.
    verdict = evaluate(
        build_scenario("lorcana.quest", {"quester": "Gaston - Arrogant Hunter"}, library, cards), library
    )
    assert verdict.answer is False and "8.7.2" in verdict.rule_ids


def test_an_error_after_an_unquoted_real_name_says_it_was_read_as_the_card(
    library: Library, cards: CardStore
) -> None:
    error = refused(library, cards, "lorcana.sing", song="Let It Go", singers="Ariel - Spectacular Singer 5")
    assert str(error) == (
        "lorcana.sing: singers.0: “Ariel - Spectacular Singer” is a card: the number 5 follows nothing "
        "that takes a value at character 28"
    )


def test_a_name_listed_twice_for_one_card_is_that_card(library: Library, cards: CardStore) -> None:
    # LorcanaJSON lists "Let It Go" twice (the promo apart), with the same text and cost.
    scenario = build_scenario(
        "lorcana.sing", {"song": "Let It Go", "singers": "Donald cost=5"}, library, cards
    )
    assert isinstance(scenario, SingScenario)
    song = scenario.song
    assert isinstance(song, LorcanaCard) and (song.name, song.cost, song.type) == ("Let It Go", 5, "song")


def test_card_numbers_and_labels_name_a_card_unquoted(library: Library, cards: CardStore) -> None:
    by_number = card_of(library, cards, "fftcg.attack", "forward", "1-182L dull")
    by_label = card_of(library, cards, "fftcg.attack", "forward", "Cloud (1-182L) dull")
    assert by_number.model_dump() == by_label.model_dump()  # card_data (what was typed) aside
    assert by_number.card_data is not None and by_number.card_data.card == "Cloud"
    assert by_number.card_data.typed_reading() == "“1-182L” as the real card Cloud"
    assert [k.name for k in by_number.keywords] == ["Brave"]


def test_a_word_that_is_a_name_and_a_keyword_is_the_keyword_after_a_name_several_cards_carry(
    library: Library, cards: CardStore
) -> None:
    # FFTCG "Brave" after "Cloud" (nineteen Clouds): a keyword typed describes the card, so it is a
    # Cloud as typed, with Brave; the verdict says the real Clouds were not used.
    card = card_of(library, cards, "fftcg.attack", "forward", "Cloud Brave")
    assert [k.name for k in card.keywords] == ["Brave"]
    assert card.card_data is not None and card.card_data.as_typed and len(card.card_data.sharing) == 19


# -- 2. A misspelt name is never a blank card ----------------------------------------------------


@pytest.mark.parametrize(
    ("written", "meant", "span"),
    [
        ("Snow White - Fairest in the Lnd exerted", "Snow White - Fairest in the Land", (0, 31)),
        # A typo in the first word, found by the card index.
        ("Sebastain - Court Composer drying", "Sebastian - Court Composer", (0, 26)),
        # A misspelt word of the name that is also near a keyword ("Singr"): the card is meant.
        ("Ariel - Spectacular Singr", "Ariel - Spectacular Singer", (0, 25)),
        # Quoted: the quotes are the name's too.
        ('"Be Our Gest"', "Be Our Guest", (0, 13)),
    ],
)
def test_a_misspelt_name_offers_the_card_meant_and_gives_no_verdict(
    library: Library, cards: CardStore, written: str, meant: str, span: tuple[int, int]
) -> None:
    error = refused(library, cards, "lorcana.quest", quester=written)
    assert f"did you mean '{meant}'?" in str(error)
    (choice,) = error.choices
    assert (choice.location, choice.labels, (choice.start, choice.end)) == ("quester", (meant,), span)
    assert not choice.as_typed, "a misspelling is fixed, not kept"


# -- 3. A character's name without its version --------------------------------------------------


def test_a_name_several_cards_carry_asks_which_one(library: Library, cards: CardStore) -> None:
    error = refused(library, cards, "lorcana.sing", song="Let It Go", singers="Ariel")
    assert str(error).startswith("lorcana.sing: singers.0: “Ariel” is 11 cards (“Ariel - ")
    assert "write `hypothetical` after the name" in str(error)
    (choice,) = error.choices
    assert choice.location == "singers.0" and (choice.start, choice.end) == (0, 5)
    assert "Ariel - Spectacular Singer" in choice.labels and len(choice.labels) == 11
    assert choice.as_typed


def test_a_version_no_card_has_lists_the_characters_versions(library: Library, cards: CardStore) -> None:
    error = refused(library, cards, "lorcana.quest", quester="Mickey Mouse - Brave exerted")
    assert "no card is called “Mickey Mouse - Brave”: did you mean “Mickey Mouse - Brave Little" in str(error)
    (choice,) = error.choices
    assert set(choice.labels[:2]) == {
        "Mickey Mouse - Brave Little Prince",
        "Mickey Mouse - Brave Little Tailor",
    }
    assert (choice.start, choice.end) == (0, len("Mickey Mouse - Brave"))


def test_state_alone_does_not_describe_a_card(library: Library, cards: CardStore) -> None:
    # "Simba exerted" could be Simba - Protective Cub (Bodyguard): which Simba decides a Bodyguard
    # question, so it is asked, not answered for a blank Simba.
    error = refused(
        library,
        cards,
        "lorcana.challenge",
        challenger="Mickey str=3",
        defender="Stitch - New Dog exerted",
        defender_others="Simba exerted",
    )
    (choice,) = error.choices
    assert choice.location == "defender_others.0" and "Simba - Protective Cub" in choice.labels


def test_a_described_card_or_a_hypothetical_one_is_as_typed(library: Library, cards: CardStore) -> None:
    described = quest(library, cards, "Simba str=2 Bodyguard")
    assert described.card_data is not None and described.card_data.as_typed
    assert not described.card_data.hypothetical and "Simba - Protective Cub" in described.card_data.sharing
    assert [k.name for k in described.keywords] == ["Bodyguard"] and described.strength == 2
    hypothetical = quest(library, cards, "Simba hypothetical exerted")
    assert hypothetical.card_data is not None and hypothetical.card_data.hypothetical
    assert hypothetical.keywords == () and hypothetical.exerted
    # Even a real card's full name: `hypothetical` keeps only what is typed.
    kept = quest(library, cards, "Gaston - Arrogant Hunter hypothetical")
    assert kept.keywords == () and kept.card_data is not None and kept.card_data.hypothetical


def test_a_character_name_one_card_carries_is_that_card(library: Library, cards: CardStore) -> None:
    card = quest(library, cards, "Agnarr exerted")
    assert card.card_data is not None and not card.card_data.as_typed
    assert card.full_name.startswith("Agnarr - ") and card.exerted


# -- 4. Other names read as they always did --------------------------------------------------------


def test_a_name_no_real_card_carries_is_the_card_as_typed_with_no_note(
    library: Library, cards: CardStore
) -> None:
    for written in ("Mickey str=3 Evasive", "Donald exerted", '"Mickey - Hero" cost=2'):
        with_data = quest(library, cards, written)
        assert with_data.card_data is None
        assert with_data == card_of(library, None, "lorcana.quest", "quester", written)


# -- No verdict ignores a real card -------------------------------------------------------------


def lorcana_verdict(library: Library, cards: CardStore, written: str) -> tuple[LorcanaCard, Verdict]:
    scenario = build_scenario("lorcana.keywords", {"card": written}, library, cards)
    assert isinstance(scenario, KeywordsScenario)
    card = scenario.card
    assert isinstance(card, LorcanaCard)
    return card, evaluate(scenario, library)


def test_every_lorcana_card_unquoted_is_read_as_that_card(library: Library, cards: CardStore) -> None:
    """Every Lorcana card (2,789), by its unique name, unquoted and followed by a flag: each verdict
    (decided or not covered) is about the real card, with its data, and says so."""
    catalog = cards.catalog("lorcana")
    assert catalog is not None and len(catalog) > 2700
    for position, label in enumerate(catalog.labels):
        card, verdict = lorcana_verdict(library, cards, f"{label} exerted")
        real = catalog.card(position)
        assert card.card_data is not None and card.card_data.card == real.name, label
        assert not card.card_data.as_typed and card.exerted, label
        assert verdict.card_data and verdict.card_data[0].startswith(real.name), label
        assert verdict.read_as == (), label  # typed as the card's own name: nothing to misread


def test_every_lorcana_name_unquoted_is_its_card_or_asks_which(library: Library, cards: CardStore) -> None:
    """By the name as printed (several entries may share one): the card, or a question listing them."""
    catalog = cards.catalog("lorcana")
    assert catalog is not None
    for name in {card_name for card_name in (catalog.card(p).name for p in range(len(catalog)))}:
        try:
            card, _verdict = lorcana_verdict(library, cards, name)
        except ScenarioError as error:
            (choice,) = error.choices
            assert len(choice.labels) > 1, name
            assert all(name_key(label).startswith(name_key(name)) for label in choice.labels), name
        else:  # the data's own spelling ("Pulled From" for "Pulled from")
            assert card.card_data is not None and name_key(card.card_data.card) == name_key(name), name


@pytest.mark.parametrize(
    ("game", "topic", "option", "after", "others"),
    [
        ("fftcg", "fftcg.attack", "forward", " dull", {}),
        ("gundam", "gundam.pilot", "unit", " qual=any", {"pilot": "Amuro"}),
        ("swtcg", "swtcg.cost", "card", " built=1", {}),
    ],
)
def test_a_sample_of_every_game_unquoted_never_gives_a_verdict_without_the_card(
    library: Library,
    cards: CardStore,
    game: str,
    topic: str,
    option: str,
    after: str,
    others: dict[str, str],
) -> None:
    """Every 7th card of each game: a verdict is about the real card; an error (a type the check
    doesn't take, a value it needs) is no verdict."""
    catalog = cards.catalog(game)
    assert catalog is not None
    verdicts = 0
    for position in range(0, len(catalog), 7):
        label = catalog.labels[position]
        try:
            scenario = build_scenario(topic, {option: label + after, **others}, library, cards)
        except ScenarioError as error:
            assert not error.choices, f"{label}: {error}"  # never a name it did not read
            continue
        evaluate(scenario, library)
        verdicts += 1
        card = getattr(scenario, option)
        assert card.card_data is not None and not card.card_data.as_typed, label
        assert card.card_data.card == catalog.card(position).name, label
        assert card in scenario_cards(scenario)
    assert verdicts > 20
