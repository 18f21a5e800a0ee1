"""`/ask`'s reading of a question: what it searches the rules for."""

from __future__ import annotations

from bot.cards import CardStore
from bot.rules import Library, default_data_dir
from bot.rules.fulltext import index_for
from bot.ui.ask import QUICK_WORDS, read_ask, read_ask_quickly


def test_the_verb_quoting_a_named_cards_text_is_not_searched(library: Library) -> None:
    """A card's "says" ("Mulan - Imperial Soldier says …") frames the question and, rare in the rules, would
    outweigh what is asked; 6.1.6 (the word "other", with Mulan's own example) answers first."""
    lorcana = CardStore(default_data_dir()).catalog("lorcana")
    assert lorcana is not None
    catalogs = {"lorcana": lorcana}
    question = (
        'Mulan - Imperial Soldier says "your other characters get +1 lore this turn". Does Mulan get it too?'
    )
    read = read_ask(index_for(library), library, question, ["lorcana"], catalogs)
    assert [c.card.name for c in read.cards][:1] == ["Mulan - Imperial Soldier"]
    assert "says" not in [w.typed for a in read.results.analyses for w in a.words]
    assert read.rules[0].rule == "6.1.6"


def test_a_short_question_is_read_quickly_as_it_is_read_in_a_thread(library: Library) -> None:
    """On the event loop `/ask` reads one game's short question only: the same reading as the worker
    thread's; a long question, or a card named in quotes or brackets (read with typos allowed), is
    left to the thread (None)."""
    catalog = CardStore(default_data_dir()).catalog("lorcana")
    index = index_for(library)
    short = "can Mickey Mouse - Brave Little Tailor challenge a ready character?"
    quick = read_ask_quickly(index, library, short, "lorcana", catalog)
    read = read_ask(index, library, short, ["lorcana"], {"lorcana": catalog} if catalog else {})
    assert quick is not None and [c.card.name for c in quick.cards] == ["Mickey Mouse - Brave Little Tailor"]
    assert (quick.results, quick.keywords, quick.cards, quick.reading) == (
        read.results,
        read.keywords,
        read.cards,
        read.reading,
    )
    long = short + " " + " ".join(["and then"] * QUICK_WORDS)
    assert read_ask_quickly(index, library, long, "lorcana", catalog) is None
    assert read_ask_quickly(index, library, 'can "Mickey Mouse" challenge?', "lorcana", catalog) is None
    assert read_ask_quickly(index, library, "can [[Mickey Mouse]] challenge?", "lorcana", catalog) is None
    many_words = "can Mickey Mouse - Brave Little Tailor challenge ready exerted damaged banished locations"
    assert read_ask_quickly(index, library, many_words, "lorcana", catalog) is None
