"""The cards whose text says a phrase: the cards printing it as typed first, then the others saying its
words together, and how many do; the same whether the matching sentences are few (read at once and
compared in Python) or many (asked of SQLite)."""

from __future__ import annotations

import random

import pytest

from bot.cards import CardCatalog, CardStore
from bot.cards import textindex as module
from bot.cards.textindex import CardHit, CardTextIndex
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
    found = index.search(stems, phrase)
    assert found is not None, "a search that is not asked to be quick always answers"
    hits, total = found
    return [(hit.label, hit.snippet.text) for hit in hits], total


def by_three_queries(index: CardTextIndex, phrase: str, limit: int = 3) -> tuple[list[tuple[str, str]], int]:
    """What the search answers, as three plain FTS5 queries find it: the cards saying the words
    together (counted), those printing the phrase as typed (first), the others in order."""
    analyzer = index._analyzer
    wanted = list(
        dict.fromkeys(analyzer.stem(w) for w in map(fold, WORD.findall(phrase)) if w not in STOP_WORDS)
    )
    if not wanted:
        return [], 0
    near = " ".join(f'"{s}"' for s in wanted)
    match = f"NEAR({near}, {module.NEAR * len(wanted)})" if len(wanted) > 1 else near
    db = index._db
    total = db.execute(
        "SELECT count(DISTINCT rowid >> 8) FROM cards WHERE cards MATCH ?", (match,)
    ).fetchone()[0]
    typed = module._printed(phrase)
    every = " ".join(analyzer.stems(phrase))
    exact: list[CardHit] = []
    others: list[CardHit] = []
    taken: set[int] = set()
    if typed and every:
        for (rowid,) in db.execute(
            "SELECT rowid FROM cards WHERE cards MATCH ?", (f'{match} AND "{every}"',)
        ):
            if len(exact) >= limit:
                break
            if typed in module._printed(index._sentence(rowid)[1]):
                index._take(rowid, wanted, exact, taken)
    for (rowid,) in db.execute("SELECT rowid FROM cards WHERE cards MATCH ?", (match,)):
        if len(exact) + len(others) >= limit:
            break
        index._take(rowid, wanted, others, taken)
    else:  # every sentence was read: only the cards saying the words in order count
        total = len(exact) + len(others)
    return [(hit.label, hit.snippet.text) for hit in (exact + others)[:limit]], total


@pytest.mark.parametrize("game", ["lorcana", "fftcg", "gundam"])
@pytest.mark.parametrize("read_at_once", [module.READ_AT_ONCE, 1, 10])
def test_the_search_answers_as_three_full_text_queries_do(
    library: Library, store: CardStore, game: str, read_at_once: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whether the matching sentences are read at once (few) or partly asked of SQLite (many: the
    count and the phrase among the rest). FFTCG's Haste reminder prints 《ダル》, a word the
    full-text index may read otherwise: whether such a sentence holds the phrase is asked of SQLite."""
    catalog = store.catalog(game)
    assert catalog is not None
    index = text_index(library, catalog)
    asked = phrases(catalog, 100)
    if game == "fftcg":
        asked += ["use abilities containing", "in the cost the turn it enters", "《ダル》: Choose 1 Forward"]
    monkeypatch.setattr(module, "READ_AT_ONCE", read_at_once)
    answers = [searched(index, phrase) for phrase in asked]
    assert answers == [by_three_queries(index, phrase) for phrase in asked]
    assert sum(1 for hits, _total in answers if hits) > 50
    # Fewer cards than a search shows say the words in order: those are all there are. The count
    # once also held the sentences with the words close together in another order: Lorcana's
    # "character chosen Banish" showed one card "… and 64 more" (the 64 say "banish chosen character").
    assert all(total == len(hits) for hits, total in answers if len(hits) < 3)


def test_the_cards_printing_the_phrase_come_first(library: Library, store: CardStore) -> None:
    catalog = store.catalog("lorcana")
    assert catalog is not None
    hits, total = searched(text_index(library, catalog), "can't be challenged")
    assert total > len(hits) == 3
    assert all("can't be challenged" in text.replace("’", "'").casefold() for _label, text in hits)


def test_a_quick_search_answers_as_the_whole_search_or_leaves_it(
    library: Library, store: CardStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On the event loop a card search must be quick: it answers exactly as the whole search does,
    or declines (None, for a worker thread) when every word is common ("chosen character": SQLite
    would count thousands of sentences) or the sentences saying the words hold many characters."""
    catalog = store.catalog("lorcana")
    assert catalog is not None
    index = text_index(library, catalog)
    analyzer = index._analyzer
    answered = declined = 0
    for phrase in phrases(catalog, 100):
        stems = [analyzer.stem(w) for w in map(fold, WORD.findall(phrase)) if w not in STOP_WORDS]
        quick = index.search(stems, phrase, quick=True)
        if quick is None:
            declined += 1
        else:
            answered += 1
            assert quick == index.search(stems, phrase)
    assert answered > 20 and declined > 20
    common = index.search(["chosen", "charact"], "chosen character", quick=True)
    assert common is None and index.search(["chosen", "charact"], "chosen character") is not None
    rare = (["challeng", "readi", "charact"], "challenge a ready character")
    assert index.search(*rare, quick=True) == index.search(*rare)
    monkeypatch.setattr(module, "QUICK_CHARS", 100)
    assert index.search(*rare, quick=True) is None
