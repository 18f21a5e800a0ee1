"""Finding cards by name: autocomplete, a submitted /card name, and names in checks."""

from __future__ import annotations

import pytest

from bot.cards import CardCatalog, CardStore, Found, Missing, Several, same_card
from bot.rules import default_data_dir


def names(catalog: CardCatalog, query: str, limit: int = 25) -> list[str]:
    return [card.name for card, _score in catalog.complete(query, limit)]


def test_words_in_any_order_and_part_of_each_find_the_card(lorcana: CardCatalog) -> None:
    assert set(names(lorcana, "mickey brave", 2)) == {
        "Mickey Mouse - Brave Little Tailor",
        "Mickey Mouse - Brave Little Prince",
    }
    assert names(lorcana, "spectacular ariel", 1) == ["Ariel - Spectacular Singer"]
    assert names(lorcana, "Stitch rock", 1) == ["Stitch - Rock Star"]


def test_typos_still_find_the_card(lorcana: CardCatalog) -> None:
    assert "Mickey Mouse - Brave Little Tailor" in names(lorcana, "mikey brave", 2)
    assert names(lorcana, "ariel spectacular singr", 1) == ["Ariel - Spectacular Singer"]


def test_a_bare_character_name_lists_every_version(lorcana: CardCatalog) -> None:
    versions = {card.name for card in lorcana.cards if card.name.startswith("Ariel - ")}
    assert len(versions) > 5
    assert set(names(lorcana, "Ariel", len(versions))) == versions


def test_nothing_typed_offers_the_first_names(lorcana: CardCatalog) -> None:
    offered = names(lorcana, "")
    assert len(offered) == 25 and offered == sorted(offered, key=str.casefold)


def test_a_submitted_name_is_exact_corrected_several_or_missing(lorcana: CardCatalog) -> None:
    exact = lorcana.resolve("ariel - spectacular singer")
    assert isinstance(exact, Found) and not exact.corrected
    corrected = lorcana.resolve("Ariel Spectacular Singr")
    assert isinstance(corrected, Found) and corrected.corrected
    assert corrected.card.name == "Ariel - Spectacular Singer"
    several = lorcana.resolve("mikey brave")
    assert isinstance(several, Several)
    assert {c.name for c in several.cards} >= {"Mickey Mouse - Brave Little Tailor"}
    assert isinstance(lorcana.resolve("qqqzzzx"), Missing)


def test_the_longest_run_of_words_that_is_a_real_name_is_the_card(lorcana: CardCatalog) -> None:
    words = ["Rapunzel", "-", "Ready", "for", "Adventure", "exerted", "dmg=1"]
    found = lorcana.longest_exact(words)
    assert found is not None and found[0] == 5 and found[1].name == "Rapunzel - Ready for Adventure"
    # Case, punctuation and the dash don't matter; a name several cards carry is no one card.
    found = lorcana.longest_exact(["ariel", "spectacular", "singer", "5"])
    assert found is not None and found[0] == 3 and found[1].name == "Ariel - Spectacular Singer"
    assert lorcana.longest_exact(["Ariel"]) is None
    assert lorcana.longest_exact(["Mickey", "str=3"]) is None


def test_a_character_name_without_its_version_stands_for_its_versions(lorcana: CardCatalog) -> None:
    ariels = {card.name for card in lorcana.cards if card.name.startswith("Ariel - ")}
    assert {card.name for card in lorcana.versions("Ariel")} == ariels
    # A version no card has: the character's versions, the closest first.
    brave = [card.name for card in lorcana.versions("Mickey Mouse - Brave")]
    assert set(brave[:2]) == {"Mickey Mouse - Brave Little Tailor", "Mickey Mouse - Brave Little Prince"}
    assert lorcana.versions("Mickey") == ()  # no card's name starts "Mickey - "


def test_a_misspelt_name_is_found_at_any_length(lorcana: CardCatalog) -> None:
    near = lorcana.near_name("Snow White - Fairest in the Lnd")
    assert near is not None and [c.name for c in near[1]] == ["Snow White - Fairest in the Land"]
    assert lorcana.near_name("Be Our Gest") is not None
    # A typo in the first word is found only by asking the index too.
    assert lorcana.near_name("Sebastain - Court Composer") is None
    found = lorcana.near_name("Sebastain - Court Composer", search=True)
    assert found is not None and found[1][0].name == "Sebastian - Court Composer"
    # Not misspellings: a real name, a name and flags, an invented name.
    assert lorcana.near_name("Be Our Guest") is None
    assert lorcana.near_name("Goofy exerted") is None
    assert lorcana.near_name("Mickey", search=True) is None


def test_a_name_cut_short_is_a_misspelling_while_it_is_near_a_name_in_length(lorcana: CardCatalog) -> None:
    """Names far shorter than any of the same first word are not compared (none can be alike): the
    shortest cut that still looks like a card is found, one letter less is not."""
    near = lorcana.near_name("Mickey Mouse - Brave Littl")  # 85.7 alike "… Brave Little Prince"
    assert near is not None and [c.name for c in near[1]] == ["Mickey Mouse - Brave Little Prince"]
    assert lorcana.near_name("Mickey Mouse - Brave Litt") is None
    assert lorcana.near_name("Mickey Mouse", search=True) is None


def test_entries_that_are_one_card_to_a_rules_question_are_the_same_card(lorcana: CardCatalog) -> None:
    one, other = lorcana.named("Let It Go")  # LorcanaJSON lists the promo apart, spaced differently
    assert same_card(one, other)
    assert not same_card(one, lorcana.named("Be Prepared")[0])


@pytest.mark.parametrize("game", ["lorcana", "gundam", "fftcg", "swtcg"])
def test_every_cards_key_finds_it_again_within_a_menu_values_length(game: str) -> None:
    """A button or an autocomplete value carries `keys[position]` (a number, else the unique name)."""
    catalog = CardStore(default_data_dir()).catalog(game)
    assert catalog is not None
    for position, key in enumerate(catalog.keys):
        assert catalog.exact(key) == catalog.card(position), key
        assert len(f"{game}:{key}") <= 100, key
    assert len(set(catalog.labels)) == len(catalog)
