"""Lookups over a parsed document: every numbered rule, heading and glossary entry can be shown and cited."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.rules import DataError, Library, collate, default_data_dir, load_library


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


def test_gundam_numbers_may_be_typed_with_dots(library: Library) -> None:
    view = library.game("gundam").rule("11.2.8.3")
    assert view is not None and view.id == "11-2-8-3"


def test_a_number_the_document_lacks_is_unknown(library: Library) -> None:
    assert library.game("lorcana").rule("4.6.99") is None
    assert library.game("gundam").rule("4.6.4.2") is None
    with pytest.raises(KeyError):
        library.game("lorcana").text("11.2.8.3")


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
    assert view.term is ward and lorcana.rule("8.15.1").term is ward  # type: ignore[union-attr]
    assert lorcana.rule("8.10.8.2").term.name == "Universal Shift"  # type: ignore[union-attr]
    assert lorcana.rule("4.6.4.2").term is None  # type: ignore[union-attr]


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
