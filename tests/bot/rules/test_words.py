"""How search reads words: stems that keep the game's keywords apart, sentences, marked matches."""

from __future__ import annotations

from bot.rules.words import Analyzer, defined_words, sentences, snippet


def test_stemming_joins_inflections_and_keeps_ink_and_link_apart() -> None:
    analyzer = Analyzer()
    assert analyzer.stems("exert exerted exerting") == ["exert", "exert", "exert"]
    assert analyzer.stems("ink link")[0] != analyzer.stems("ink link")[1]
    assert analyzer.stems("token taken") == ["token", "taken"]


def test_a_keyword_name_is_kept_whole_where_the_stemmer_would_merge_it() -> None:
    plain = Analyzer()
    lorcana = Analyzer(["Challenger", "Evasive"])
    assert plain.stem("challenger") == plain.stem("challenge"), "Snowball alone merges them"
    assert lorcana.stem("challenger") != lorcana.stem("challenge")
    assert lorcana.stem("challengers") == lorcana.stem("challenger")
    assert lorcana.stem("challenged") == lorcana.stem("challenge")


def test_typographic_apostrophes_and_possessives_read_as_plain_words() -> None:
    analyzer = Analyzer()
    assert analyzer.stems("can’t player’s") == analyzer.stems("can't player")


def test_short_quotations_are_the_terms_a_rules_text_defines() -> None:
    text = (
        'If an effect contains the word "may," the player … "another" or "other," and '
        '"At the start of your turn, each player may draw a card."'
    )
    assert defined_words(text, at_most=1) == {"may", "another", "other"}


def test_sentences_split_at_stops_and_paragraphs() -> None:
    text = "First sentence. Second one: here.\n\nExample: a third."
    assert [text[a:b] for a, b in sentences(text)] == [
        "First sentence.",
        "Second one: here.",
        "Example: a third.",
    ]


def test_an_abbreviation_does_not_end_a_sentence() -> None:
    # Lorcana 4.6.4.3, whose best sentence was shown as "Evasive)."
    text = "Third, the players check for challenging restrictions (e.g. Evasive). Then i.e. Ward applies."
    assert [text[a:b] for a, b in sentences(text)] == [
        "Third, the players check for challenging restrictions (e.g. Evasive).",
        "Then i.e. Ward applies.",
    ]


def test_a_snippet_marks_the_wanted_words_joined_across_small_words() -> None:
    analyzer = Analyzer()
    found = snippet("HIDDEN AWAY This character can't be challenged.", analyzer, {"cant", "challeng"})
    assert [found.text[a:b] for a, b in found.marks] == ["can't be challenged"]


def test_a_long_sentence_is_cut_around_its_first_match() -> None:
    text = " ".join(["word"] * 200) + " Ward means something. " + " ".join(["word"] * 200)
    found = snippet(text, Analyzer(), {"ward"}, limit=120)
    assert found.cut_before and found.cut_after and len(found.text) <= 120
    assert [found.text[a:b] for a, b in found.marks] == ["Ward"]
