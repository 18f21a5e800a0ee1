"""The cards whose text says a phrase: the cards printing it as typed first, then the others saying its
words together, and how many do; the same whether the matching sentences are few (read at once and
compared in Python) or many (asked of SQLite)."""

from __future__ import annotations

import random

import pytest

from bot.cards import CardCatalog, CardStore
from bot.cards import textindex as module
from bot.cards.textindex import CardTextIndex
from bot.rules import Library, default_data_dir
from bot.rules.fulltext import STOP_WORDS, index_for
from bot.rules.words import WORD, fold


@pytest.fixture(scope="module")
def store() -> CardStore:
    return CardStore(default_data_dir())


def text_index(library: Library, catalog: CardCatalog) -> CardTextIndex:
    return CardTextIndex(catalog, index_for(library).analyzer(catalog.game))


def phrases(catalog: CardCatalog, count: int) -> list[str]:
    """Runs of two to four words of the cards' own text (printed as typed somewhere), and the same
    words in another order."""
    chooser = random.Random(catalog.game)
    found: list[str] = []
    while len(found) < count:
        words = WORD.findall(catalog.card(chooser.randrange(len(catalog))).text)
        if len(words) < 4:
            continue
        start = chooser.randrange(len(words) - 3)
        run = words[start : start + chooser.randint(2, 4)]
        found += [" ".join(run), " ".join(reversed(run))]
    return found


def searched(index: CardTextIndex, phrase: str) -> tuple[list[tuple[str, str]], int]:
    analyzer = index._analyzer
    stems = [analyzer.stem(w) for w in map(fold, WORD.findall(phrase)) if w not in STOP_WORDS]
    hits, total = index.search(stems, phrase)
    return [(hit.label, hit.snippet.text) for hit in hits], total


@pytest.mark.parametrize("game", ["lorcana", "fftcg", "gundam"])
def test_few_matches_read_at_once_answer_as_sqlite_does(
    library: Library, store: CardStore, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """FFTCG's Haste reminder prints 《ダル》, a word the full-text index may read otherwise: whether
    such a sentence holds the phrase is asked of SQLite."""
    catalog = store.catalog(game)
    assert catalog is not None
    index = text_index(library, catalog)
    asked = phrases(catalog, 150)
    if game == "fftcg":
        asked += ["use abilities containing", "in the cost the turn it enters", "《ダル》: Choose 1 Forward"]
    read_at_once = [searched(index, phrase) for phrase in asked]
    few = sum(1 for hits, total in read_at_once if hits and total <= module.READ_AT_ONCE)
    monkeypatch.setattr(module, "READ_AT_ONCE", 0)  # every count and phrase asked of SQLite
    by_sqlite = [searched(index, phrase) for phrase in asked]
    assert read_at_once == by_sqlite
    assert few > 25


def test_the_cards_printing_the_phrase_come_first(library: Library, store: CardStore) -> None:
    catalog = store.catalog("lorcana")
    assert catalog is not None
    hits, total = searched(text_index(library, catalog), "can't be challenged")
    assert total > len(hits) == 3
    assert all("can't be challenged" in text.replace("’", "'").casefold() for _label, text in hits)
