"""Citer: quotes are checked word for word (whitespace runs collapsed), typographic marks included."""

from __future__ import annotations

import pytest

from bot.engine.citations import Citer, quote_problems, rule_quote
from bot.engine.errors import CitationError
from bot.engine.registry import registry
from bot.rules.library import Library, collate


def test_a_verbatim_quote_is_cited_with_its_label(library: Library) -> None:
    citation = Citer(library.game("lorcana"))(
        "8.6.1", "can’t be challenged except by a character with Evasive"
    )
    assert (citation.game, citation.rule, citation.label) == ("lorcana", "8.6.1", "8.6.1")


def test_whitespace_runs_do_not_matter(library: Library) -> None:
    Citer(library.game("lorcana"))("8.4.3", "it’s not considered to be in play.\n   Putting a card under")


def test_quote_glyphs_do_not_matter_but_words_do(library: Library) -> None:
    """The document prints 8.6.1 with a straight apostrophe (“can't”) and section 4 with typographic
    ones: either glyph quotes the same words. A changed word is still refused."""
    cite = Citer(library.game("lorcana"))
    assert cite("8.6.1", "can't be challenged except by a character with Evasive").rule == "8.6.1"
    assert cite("4.6.4.1", "A character must have been in play").rule == "4.6.4.1"
    assert cite("4.6.9.2", 'effects that apply "while challenging"').rule == "4.6.9.2"
    with pytest.raises(CitationError, match="not word for word"):
        cite("8.6.1", "can’t be challenged except by a character with Ward")


def test_a_quote_from_another_rule_is_rejected(library: Library) -> None:
    with pytest.raises(CitationError):
        Citer(library.game("lorcana"))(
            "8.6.1", "Your opponents can’t choose this card when resolving an effect."
        )


def test_an_unknown_rule_is_rejected(library: Library) -> None:
    with pytest.raises(CitationError, match="no rule"):
        Citer(library.game("lorcana"))("8.99.1", "anything")


def test_a_section_id_cites_its_sub_rules(library: Library) -> None:
    Citer(library.game("lorcana"))("8.14", "it resolves with no effect")


def test_a_heading_cited_game_works_the_same_way(library: Library) -> None:
    fftcg = library.game("fftcg")
    haste = fftcg.term("Haste")
    assert haste is not None
    citation = Citer(fftcg)(haste.id, "Haste is a field ability.")
    assert citation.label == "Haste"


def test_every_declared_quote_is_verbatim(library: Library) -> None:
    declared = registry().quotes
    assert {quote.game for quote in declared} == {"lorcana", "fftcg", "gundam", "dreadnought", "swtcg"}
    assert quote_problems(declared, library) == []


def test_every_declared_quote_is_in_its_rules_own_text(library: Library) -> None:
    """Not only in a note shown beside it under its own label: the verdict names the rule, so the
    words must be the rule's (Dreadnought's third kind of Action action was once such a note)."""
    in_notes_only = []
    for quote in registry().quotes:
        view = library.game(quote.game).rule(quote.rule)
        assert view is not None, quote
        own = collate("\n\n".join(rule.text for rule in view.rules if rule.text))
        if collate(quote.quote) not in own:
            in_notes_only.append(quote)
    assert in_notes_only == []


def test_a_bad_declared_quote_is_reported(library: Library) -> None:
    bad = rule_quote("lorcana", "8.6.1", "Evasive means nothing")
    assert quote_problems([*registry().quotes, bad], library) == [
        "lorcana 8.6.1: 'Evasive means nothing' is not word for word in Disney Lorcana 8.6.1"
    ]
