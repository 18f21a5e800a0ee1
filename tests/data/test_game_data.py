"""The shipped game data: counts, word-for-word texts against data/sources, names, links; loader errors."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from bot.rules.library import (
    DataError,
    Library,
    collate,
    default_data_dir,
    game_ids,
    load_game,
    load_library,
    name_key,
)

DATA = Path(__file__).resolve().parents[2] / "data"
SOURCES = DATA / "sources"


@functools.cache
def _raw(game: str) -> dict[str, Any]:
    """The game's data file as written (read once a session: the tests here only read it)."""
    return yaml.safe_load((DATA / f"{game}.yaml").read_text(encoding="utf-8"))


@functools.cache
def _source(game: str, document: str | None = None) -> str:
    """The main document's text, or a further document's (by its id)."""
    raw = _raw(game)
    name = (
        raw["source"]
        if document is None
        else next(d["source"] for d in raw["documents"] if d["id"] == document)
    )
    return (SOURCES / name).read_text(encoding="utf-8")


def _squash(text: str) -> str:
    return " ".join(text.split())


def _rules(game: str) -> dict[str, str]:
    return {rule["id"]: rule["text"] for term in _raw(game)["terms"] for rule in term.get("rules", [])}


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(DATA)


def test_library_loads_every_game(library: Library) -> None:
    assert set(library.games) == set(game_ids(default_data_dir()))
    counts = {game_id: len(game.terms) for game_id, game in library.games.items()}
    assert counts == {"fftcg": 18, "lorcana": 17, "gundam": 22, "dreadnought": 12, "swtcg": 61}


def test_fftcg_has_ten_actions_seven_abilities_and_ex_burst(library: Library) -> None:
    terms = library.game("fftcg").terms
    kinds = [term.kind for term in terms]
    assert kinds.count("keyword action") == 10
    assert kinds.count("field ability") + kinds.count("keyword ability") == 7
    glossary = [term for term in terms if term.document == "glossary"]
    assert len(glossary) == 17
    for term in glossary:
        assert [rule.id for rule in term.rules] == [term.id]
    ex_burst = library.game("fftcg").term("EX Burst")
    assert ex_burst is not None and ex_burst.id == "11.10" and ex_burst.document is None  # 2.1.2's 11.10


def test_gundam_has_every_keyword_effect_and_keyword_of_section_13(library: Library) -> None:
    gundam = library.game("gundam")
    ids = {term.id for term in gundam.terms}
    assert {f"13-1-{n}" for n in range(1, 9)} <= ids  # <Repair> … <Suppression>, <Development>
    assert {f"13-2-{n}" for n in range(1, 14)} <= ids  # 【Activate･Main】 … 【Once per Turn】
    for name in ("Repair", "Breach", "Support", "Blocker", "First Strike", "High-Maneuver", "Suppression"):
        term = gundam.term(f"<{name}>")
        assert term is not None and term.id.startswith("13-1-"), name


@pytest.mark.parametrize("game", game_ids(default_data_dir()))
def test_every_text_is_word_for_word_in_the_source(game: str) -> None:
    collated = functools.cache(lambda document: collate(_source(game, document)))
    for term in _raw(game)["terms"]:
        source = collated(term.get("document"))
        for passage in [*term.get("rules", []), *term.get("notes", [])]:
            if "text" in passage:  # a parsed document's terms may only name their rules
                assert collate(passage["text"]) in source, (
                    term["name"],
                    passage.get("id") or passage["label"],
                )


def test_dreadnought_action_action_is_its_whole_section(library: Library) -> None:
    """The section ends: “There are three kinds of Action action: • Attacking • Playing <Action>
    ability • Declaring 'pass' (…)”. The rule shows all three, as the document does, not two and a note."""
    source = _source("dreadnought", None)
    section = source[source.index("This is an action that is done during Action Phase.") :]
    view = library.game("dreadnought").rule("action-action")
    assert view is not None and view.notes == ()
    assert [collate(rule.text) for rule in view.rules] == [collate(section)]


@pytest.mark.parametrize("game", game_ids(default_data_dir()))
def test_every_game_names_its_document_and_what_it_covers(library: Library, game: str) -> None:
    document = library.game(game).data.document
    assert document.title and document.covers
    assert document.label.startswith(document.title)


def test_the_lorcana_document_is_version_2_0_1_of_feb_5_2026(library: Library) -> None:
    assert (
        library.game("lorcana").data.document.label
        == "Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026)"
    )


@pytest.mark.parametrize("game", game_ids(default_data_dir()))
def test_names_unique_and_links_resolve(game: str) -> None:
    owners: dict[str, str] = {}
    for term in _raw(game)["terms"]:
        for label in [term["name"], *term.get("aliases", [])]:
            key = name_key(label)
            assert key, label
            assert key not in owners, f"{label!r} of {term['name']!r} clashes with {owners.get(key)!r}"
            owners[key] = term["name"]
    for term in _raw(game)["terms"]:
        for other in [*term.get("related", []), *filter(None, [term.get("renamed_to")])]:
            assert name_key(other) in owners, (term["name"], other)
            assert owners[name_key(other)] != term["name"], (term["name"], other)


def test_elude_is_the_former_name_of_precision(library: Library) -> None:
    game = library.game("swtcg")
    elude = game.term("Elude")
    assert elude is not None
    assert game.canonical(elude).name == "Precision"
    precision = game.term("Precision")
    assert precision is not None
    assert "elude" not in [name_key(alias) for alias in precision.aliases]


def test_lorcana_keywords_are_the_list_of_8_1_1(library: Library) -> None:
    listed = re.search(
        r"The current list of keywords is:\s*(.+?)\.\s*$", library.game("lorcana").text("8.1.1")
    )
    assert listed is not None
    keywords = {name.strip() for name in listed.group(1).split(",")}
    assert len(keywords) == 14
    sections = {
        t.name for t in library.game("lorcana").terms if re.fullmatch(r"8\.\d+", t.id) and t.id != "8.1"
    }
    assert sections == keywords


def test_lorcana_every_numbered_line_of_the_document_is_a_rule(library: Library) -> None:
    """Counted without the parser: every line of the rules part that starts with a number."""
    text = _source("lorcana")
    body = text[text.rindex("\n### 1. CONCEPTS") : text.rindex("\n# GLOSSARY")]
    printed = re.findall(r"^(?:#+ *)?(\d+(?:\.\d+)*)\.", body, flags=re.MULTILINE)
    fixes = {fix.printed: fix.id for fix in library.game("lorcana").data.document.renumbered}
    assert len(printed) == len(set(printed)) + len(fixes), "only the declared misprints repeat a number"
    ids = [rule_id for rule_id in library.game("lorcana").rule_ids() if not rule_id.startswith("glossary:")]
    assert set(ids) == set(printed) | set(fixes.values())
    assert len(ids) == len(printed)


def test_lorcana_glossary_has_every_entry(library: Library) -> None:
    text = _source("lorcana")
    glossary = text[text.rindex("\n# GLOSSARY") :]
    headed = re.findall(r"^## (.+)$", glossary, flags=re.MULTILINE)
    ids = library.game("lorcana").rule_ids()
    entries = {rule_id.removeprefix("glossary:") for rule_id in ids if rule_id.startswith("glossary:")}
    assert set(headed) <= entries
    assert {"ability", "deck", "phase", "skip", "name", "Ready step"} <= entries  # unheaded or glued ones
    assert len(entries) == 99


def test_lorcana_shift_variants_are_terms_and_subrules(library: Library) -> None:
    game = library.game("lorcana")
    classification, universal = game.term("classification shift"), game.term("Universal Shift")
    assert classification is not None and classification.id == "8.10.8.1"
    assert universal is not None and universal.id == "8.10.8.2"
    view = game.rule("8.10")
    assert view is not None
    assert [rule.id for rule in view.rules][-2:] == ["8.10.8.1", "8.10.8.2"]


def test_every_number_of_the_older_gundam_text_leads_to_a_current_rule(library: Library) -> None:
    """gundam.txt (11-2 of a version before 1.1.0) is retired: each of its numbers is moved, word for word
    as printed there, to the 1.7.0 rule that answers in its place."""
    older = re.findall(r"^(11-2-[\d-]+)\. ", _source("gundam", "keywords-older"), flags=re.MULTILINE)
    assert len(older) == 34
    moved = {entry.older: entry.current for entry in library.game("gundam").data.documents[0].moved}
    sections = {number.rsplit("-", 1)[0] for number in older if number.count("-") == 3}
    assert set(older) | sections | {"11-2"} == set(moved)
    gundam = library.game("gundam")
    for number in older:
        view = gundam.rule(number) if number not in gundam.rule_ids() else None
        if view is not None:
            assert view.id == moved[number] and view.id.startswith(("13-", "10-", "9-"))


def test_swtcg_every_glossary_line_is_a_term() -> None:
    entries = dict(line.split("\t", 1) for line in _source("swtcg").splitlines() if line.strip())
    by_name = {term["name"]: term for term in _raw("swtcg")["terms"]}
    assert set(by_name) == set(entries)
    for name, text in entries.items():
        assert [rule["text"] for rule in by_name[name]["rules"]] == [text.strip()]


# -- the loader rejects bad data ---------------------------------------------------------------

_SOURCE = "Ward means “Your opponents can’t choose this card.”\nVanish means banish it.\n"


def _write(tmp_path: Path, terms: str) -> Path:
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "mini.txt").write_text(_SOURCE, encoding="utf-8")
    path = tmp_path / "mini.yaml"
    header = (
        'id: mini\nlisted: 9\nname: Mini\nshort_name: Mini\ncolour: "#000000"\n'
        "source: mini.txt\ncitation: heading\n"
        "document:\n  title: Mini rules\n  covers: two keywords\n"
    )
    path.write_text(header + "terms:\n" + terms, encoding="utf-8")
    return path


def _term(name: str, text: str, extra: str = "") -> str:
    return (
        f"  - name: {name}\n    id: {name.lower()}\n    kind: static\n    stacks: false\n    summary: s\n"
        f"{extra}    rules:\n      - id: {name.lower()}\n        text: {text}\n"
    )


def test_loader_accepts_the_mini_game(tmp_path: Path) -> None:
    path = _write(tmp_path, _term("Ward", '"Ward means   “Your opponents\\ncan’t choose this card.”"'))
    assert load_game(path, tmp_path / "sources").term("ward") is not None


def test_loader_rejects_a_duplicate_alias(tmp_path: Path) -> None:
    terms = _term("Ward", "Ward means") + _term("Vanish", "Vanish means", "    aliases: ['[WARD]']\n")
    with pytest.raises(DataError, match=r"mini\.yaml: 'Vanish': '\[WARD\]' is already used by 'Ward'"):
        load_game(_write(tmp_path, terms), tmp_path / "sources")


def test_loader_rejects_a_text_not_in_the_source(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"mini\.yaml: 'Ward': .*not word for word"):
        load_game(_write(tmp_path, _term("Ward", "Ward means you can’t be chosen")), tmp_path / "sources")


def test_loader_rejects_an_unknown_field(tmp_path: Path) -> None:
    path = _write(tmp_path, _term("Ward", "Ward means", "    stack: true\n"))
    with pytest.raises(DataError, match=r"mini\.yaml: .*'Ward'.*stack"):
        load_game(path, tmp_path / "sources")
