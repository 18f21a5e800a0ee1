"""`/ask`'s reading of a question: what it searches the rules for."""

from __future__ import annotations

from bot.cards import CardStore
from bot.rules import Library, default_data_dir
from bot.rules.fulltext import index_for
from bot.ui.ask import read_ask


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
