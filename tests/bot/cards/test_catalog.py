"""Finding cards by name: autocomplete, a submitted /card name, and quoted names in checks."""

from __future__ import annotations

import pytest

from bot.cards import CardCatalog, CardNameProblem, CardStore, Found, Missing, Several
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


def test_a_quoted_name_in_a_check_is_a_card_only_when_it_names_one(lorcana: CardCatalog) -> None:
    card = lorcana.for_notation("Ariel - Spectacular Singer")
    assert not isinstance(card, CardNameProblem) and card is not None
    # Names that are not card lookups keep working as plain names.
    assert lorcana.for_notation("Mickey - Hero") is None
    assert lorcana.for_notation("Goofy") is None
    typo = lorcana.for_notation("Ariel - Spectacular Singr")
    assert isinstance(typo, CardNameProblem) and typo.suggestion == "Ariel - Spectacular Singer"
    partial = lorcana.for_notation("Mickey Mouse - Brave")
    assert isinstance(partial, CardNameProblem)
    assert "Brave Little Tailor" in partial.problem and "Brave Little Prince" in partial.problem
    song = lorcana.for_notation("Be Our Gest")
    assert isinstance(song, CardNameProblem) and song.suggestion == "Be Our Guest"


@pytest.mark.parametrize("game", ["lorcana", "gundam", "fftcg", "swtcg"])
def test_every_cards_key_finds_it_again_within_a_menu_values_length(game: str) -> None:
    """A button or an autocomplete value carries `keys[position]` (a number, else the unique name)."""
    catalog = CardStore(default_data_dir()).catalog(game)
    assert catalog is not None
    for position, key in enumerate(catalog.keys):
        assert catalog.exact(key) == catalog.card(position), key
        assert len(f"{game}:{key}") <= 100, key
    assert len(set(catalog.labels)) == len(catalog)
