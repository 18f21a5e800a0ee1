"""Lookups over a parsed document: every numbered rule, heading and glossary entry can be shown and cited."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.rules import DataError, Library, collate, default_data_dir, game_ids, load_library


def test_every_numbered_rule_and_glossary_entry_has_its_verbatim_text(library: Library) -> None:
    lorcana = library.game("lorcana")
    assert lorcana.document is not None
    source = collate((default_data_dir() / "sources" / lorcana.data.source).read_text(encoding="utf-8"))
    for rule in lorcana.document.rules:
        view = lorcana.rule(rule.id)
        assert view is not None and view.id == rule.id
        for paragraph in rule.text.split("\n\n"):
            assert collate(paragraph) in source, rule.id
    for entry in lorcana.document.glossary:
        assert lorcana.text(f"glossary:{entry.term}") == entry.text


def test_a_rule_shows_its_sub_rules_and_its_heading(library: Library) -> None:
    view = library.game("lorcana").rule("4.6.4")
    assert view is not None
    assert view.title == "4.6.4 Challenge Declaration step"
    assert [rule.id for rule in view.rules] == ["4.6.4", *(f"4.6.4.{n}" for n in range(1, 6))]
    leaf = library.game("lorcana").rule("4.6.4.2")
    assert leaf is not None and leaf.title == "4.6.4.2 (Challenge Declaration step)"
    # 4.6.4.2: "Second, the player chooses an exerted opposing character to be challenged."
    assert leaf.text == "Second, the player chooses an exerted opposing character to be challenged."


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("bodyguard", "8.3"),  # a keyword term
        ("challenge", "4.6"),  # a heading wins over the glossary's "challenge"
        ("Challenge Declaration step", "4.6.4"),  # a heading printed as a numbered line
        ("banished", "glossary:banish/banished"),  # one spelling of a glossary term
        ("challenged character", "glossary:challenging/challenged character"),
        ("glossary:challenge", "glossary:challenge"),
        ("7.7.7", "7.7.7"),  # printed as a second 7.7, renumbered by the data
    ],
)
def test_rules_are_found_by_number_heading_and_glossary_term(
    library: Library, typed: str, expected: str
) -> None:
    view = library.game("lorcana").rule(typed)
    assert view is not None and view.id == expected


@pytest.mark.parametrize(("typed", "expected"), [("level", "2-9"), ("Lv.", "2-9"), ("attack points", "2-7")])
def test_a_heading_with_a_spelled_out_name_answers_to_both(
    library: Library, typed: str, expected: str
) -> None:
    # "### 2-9. Lv. (Level)", "### 2-7. AP (Attack Points)"
    view = library.game("gundam").rule(typed)
    assert view is not None and view.id == expected


def test_gundam_numbers_may_be_typed_with_dots(library: Library) -> None:
    view = library.game("gundam").rule("13.1.2")
    assert view is not None and view.id == "13-1-2"
    assert library.game("gundam").numbers_natively("13-1-2")
    assert not library.game("gundam").numbers_natively("4.6.4.2")  # Lorcana's way of writing numbers
    assert library.game("lorcana").numbers_natively("4.6.4.2")


def test_a_number_the_document_lacks_is_unknown(library: Library) -> None:
    assert library.game("lorcana").rule("4.6.99") is None
    assert library.game("gundam").rule("14-1") is None
    assert library.game("fftcg").rule("10.2.3") is None  # 2.1.2's section 10 has only 10.1
    with pytest.raises(KeyError):
        library.game("lorcana").text("11.2.8.3")
    with pytest.raises(KeyError):
        library.game("gundam").text("11-2-8-3")  # an older number: nothing quotes the retired text


# -- several documents of one game: which answers ----------------------------------------------


@pytest.mark.parametrize(
    ("typed", "current", "line"),
    [
        (
            "11-2-6",
            "13-2-6",
            "11-2-6 is a number of the older keywords text (before Ver. 1.1.0); it is 13-2-6",
        ),
        ("11.2.8.3", "13-2-8-2", "11-2-8-3 is a number of the older keywords text"),
        ("11-2-11", "13-2-9-2", "【Pilot】 now marks a Command card's Pilot effect (3-4-6)"),
        ("11-2-12", "13-2-13", "it is 13-2-13 in Ver. 1.7.0, worded differently"),
    ],
)
def test_an_older_gundam_number_answers_with_the_current_rule_and_says_so(
    library: Library, typed: str, current: str, line: str
) -> None:
    view = library.game("gundam").rule(typed)
    assert view is not None and view.id == current
    assert any(line in notice for notice in view.notices), view.notices
    assert view.document.label == "Gundam Card Game Comprehensive Rules Ver. 1.7.0 (May 22, 2026)"


def test_a_current_gundam_number_the_older_text_used_otherwise_is_the_current_rule(library: Library) -> None:
    view = library.game("gundam").rule("11-2-1")
    assert view is not None and view.id == "11-2-1" and view.heading == "Determination of Defeat Management"
    assert view.notices == (
        "In the older keywords text (before Ver. 1.1.0), 11-2-1 was another rule: "
        "【Activate･Main】, 13-2-1 now.",
    )


def test_a_keyword_names_its_older_number(library: Library) -> None:
    gundam = library.game("gundam")
    deploy = gundam.term("Deploy")
    assert deploy is not None
    view = gundam.term_view(deploy)
    assert view.notices == (
        "Was 11-2-6 in the older keywords text (before Ver. 1.1.0), "
        "worded differently: this newer text wins.",
    )


def test_the_newer_fftcg_glossary_answers_where_it_words_the_2020_rules_differently(library: Library) -> None:
    fftcg = library.game("fftcg")
    view = fftcg.rule(
        "15.1.1.7"
    )  # Casting, in 2.1.2: "Casting refers to paying the required cost to play a card."
    assert view is not None and view.id == "casting"
    assert "placing a Summon card" in view.text  # the glossary: "… placing a Summon card … onto the stack …"
    assert view.notices[0].startswith("15.1.1.7 of the 2.1.2 rules (2020): the keyword glossary")
    assert "worded differently: the newer text is quoted" in view.notices[0]
    assert fftcg.superseded_by("15.1.1.7.1") == "casting"
    older = fftcg.rule("as-printed:15.1.1.7")
    assert older is not None and older.id == "15.1.1.7" and older.as_printed
    assert "Casting refers to paying the required cost to play a card." in older.text
    assert older.notices[0].startswith("Superseded: the keyword glossary (newer than 2.1.2) words this")


def test_a_2020_keyword_section_is_answered_by_the_glossary_even_with_the_same_words(
    library: Library,
) -> None:
    fftcg = library.game("fftcg")
    view = fftcg.rule("15.2.3")
    assert view is not None and view.id == "first-strike"
    assert view.notices[0].endswith("answers it (First Strike), with the same words.")
    printed = fftcg.rule("as-printed:15.2.3")
    assert printed is not None and printed.id == "15.2.3"
    assert printed.notices[0].startswith(
        "Superseded: the keyword glossary (newer than 2.1.2) has the same words"
    )


def test_a_2020_rule_with_the_glossarys_words_is_shown_and_says_so(library: Library) -> None:
    view = library.game("fftcg").rule("15.2.3.2")
    assert view is not None and view.id == "15.2.3.2"
    assert view.notices[0] == "The keyword glossary (newer than 2.1.2) has the same words (First Strike)."
    assert library.game("fftcg").superseded_by("15.2.3.2") is None


def test_a_2020_rule_alone_carries_its_caveat_and_a_glossary_term_does_not(library: Library) -> None:
    fftcg = library.game("fftcg")
    rule = fftcg.rule("6.5.2.1")
    assert rule is not None and rule.document.label == "FF-TCG Comprehensive Rules ver. 2.1.2 (Jun 11, 2020)"
    assert rule.notices[-1].startswith("From 2020 (ver. 2.1.2)")
    warp = fftcg.rule("Warp")
    assert warp is not None and not warp.notices
    assert warp.document.label == "Final Fantasy TCG rules: keyword actions and keyword abilities"


def test_the_engine_may_cite_the_2020_rules_and_the_glossary_but_not_a_superseded_rule(
    library: Library,
) -> None:
    from bot.engine.citations import Citer
    from bot.engine.errors import CitationError

    cite = Citer(library.game("fftcg"))
    assert cite("6.5.2.1", "the player can choose whether or not to trigger the Ex Burst").label == "6.5.2.1"
    assert (
        cite("first-strike", "these Forwards will deal damage before the other Forwards").label
        == "First Strike"
    )
    with pytest.raises(CitationError, match="superseded"):
        cite("15.1.1.7.1", "Casting refers to paying the required cost to play a card.")


def test_citations_name_numbers_and_glossary_terms(library: Library) -> None:
    lorcana = library.game("lorcana")
    assert lorcana.cite("4.6.4.2") == "4.6.4.2"
    assert lorcana.cite("glossary:challenge") == "glossary “challenge”"
    assert library.game("fftcg").cite("first-strike") == "First Strike"


def test_keyword_terms_sit_on_top_of_the_document(library: Library) -> None:
    lorcana = library.game("lorcana")
    ward = lorcana.term("Ward")
    assert ward is not None
    view = lorcana.term_view(ward)
    assert [rule.id for rule in view.rules] == ["8.15", "8.15.1", "8.15.2"]
    ward_rule, universal_shift, challenging = (lorcana.rule(i) for i in ("8.15.1", "8.10.8.2", "4.6.4.2"))
    assert ward_rule is not None and universal_shift is not None and challenging is not None
    assert view.term is ward and ward_rule.term is ward
    assert universal_shift.term is not None and universal_shift.term.name == "Universal Shift"
    assert challenging.term is None


def _load_edited(tmp_path: Path, old: str, new: str) -> Library:
    """Load a copy of the data whose lorcana.yaml has one edit."""
    data = tmp_path / "data"
    shutil.copytree(default_data_dir(), data)
    path = data / "lorcana.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    return load_library(data, ["lorcana"])


def test_a_term_on_a_rule_the_document_lacks_stops_start_up(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"lorcana\.yaml: 'Ward': id '8\.16' is not a rule of sources/"):
        _load_edited(tmp_path, 'id: "8.15"', 'id: "8.16"')


def test_a_version_the_document_does_not_state_stops_start_up(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"document version is 2\.0\.2, but sources/.* states 2\.0\.1"):
        _load_edited(tmp_path, '"2.0.1"', '"2.0.2"')


def test_the_games_are_the_data_files_in_their_listed_order(tmp_path: Path) -> None:
    (tmp_path / "zeta.yaml").write_text('id: "zeta"\nlisted: 1\n')
    (tmp_path / "alpha.yaml").write_text('id: "alpha"\nlisted: 2\n')
    assert game_ids(tmp_path) == ("zeta", "alpha")
    assert game_ids(default_data_dir()) == ("fftcg", "lorcana", "gundam", "dreadnought", "swtcg")

    (tmp_path / "unlisted.yaml").write_text('id: "unlisted"\n')
    with pytest.raises(DataError, match=r"unlisted\.yaml: no `listed:` line"):
        game_ids(tmp_path)
