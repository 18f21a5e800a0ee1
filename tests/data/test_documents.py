"""The shipped whole documents, read by the parser and counted without it: no rule lost, numbers in
order, the conversion's layout undone (stray blank lines, page markers, PDF line breaks), every text
word for word, and FFTCG's rebuilt sentences checked against the publisher's PDF."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from bot.rules import Library, collate
from bot.rules.document import DASHED_MARKDOWN, DOTTED_PDF_TEXT, RulesDocument, unfinished

DATA = Path(__file__).resolve().parents[2] / "data"
SOURCES = DATA / "sources"
GUNDAM = SOURCES / "gundam-comprehensive-rules-1.7.0.md"
FFTCG = SOURCES / "fftcg-comprehensive-rules-2.1.2.txt"
FFTCG_PDF = Path(__file__).resolve().parent / "sources" / "fftcg-comprehensive-rules-2.1.2.pdf"


def _document(library: Library, game: str) -> RulesDocument:
    """The game's whole document as parsed (every game these tests read has one)."""
    document = library.game(game).document
    assert document is not None, f"{game} has no parsed document"
    return document


def _ids(library: Library, game: str) -> list[str]:
    return [rule.id for rule in _document(library, game).rules]


# -- Gundam Card Game Comprehensive Rules Ver. 1.7.0 --------------------------------------------


def _gundam_body() -> str:
    text = GUNDAM.read_text(encoding="utf-8")
    return text[text.index("\n## 1. Game Overview") : text.index("\n### Ver. 1.7.0 (May 22, 2026) Update")]


def test_gundam_no_rule_is_lost(library: Library) -> None:
    """Counted without the parser: every number that starts a line (or a heading) of the rules part,
    plus 5-17-3-1-1, which the conversion printed on the line of 5-17-3-1."""
    printed = re.findall(r"^(?:#+ )?(\d+(?:-\d+)*)\. ", _gundam_body(), flags=re.MULTILINE)
    assert "5-17-3-1-1" not in printed and "5-17-3-1-1. An EX Base" in _gundam_body()
    assert _ids(library, "gundam") == [
        *printed[: printed.index("5-17-3-1") + 1],
        "5-17-3-1-1",
        *printed[printed.index("5-17-3-1") + 1 :],
    ]
    assert len(_ids(library, "gundam")) == 569


def test_gundam_numbers_strictly_increase(library: Library) -> None:
    keys = [DASHED_MARKDOWN.key(rule_id) for rule_id in _ids(library, "gundam")]
    assert all(a < b for a, b in itertools.pairwise(keys))


@pytest.mark.parametrize(
    ("rule_id", "sentence"),
    [
        ("1-3-7", "a card’s effects are performed in the order they appear in the text on the card."),
        ("2-5-4", "as well as Command cards with Pilot effects."),
        ("3-2-6-1", "such as Pilot names or traits."),
        ("3-3-9-2-1", "where it activates, the Pilot card activates that effect."),
        ("4-6-4", "are placed face down in the shield section."),
        ("10-1-5-6", "are active, effects that state other effects “can’t” have an effect"),
        ("10-1-7-2", "will activate the effect described after the colon."),
        ("10-1-7-4", "which appear as “【Activate･Action】 (condition 1), (condition 2)：.” In this case"),
        ("12-3-4", "If there is a disagreement, the team leader has the final say."),
        ("13-2-10-2", "is paired with this Unit, perform (text)."),
    ],
)
def test_gundam_rules_split_by_a_stray_blank_line_are_joined(
    library: Library, rule_id: str, sentence: str
) -> None:
    # e.g. 1-3-7 is printed "… in the order they" / (blank line) / "appear in the text on the card."
    text = library.game("gundam").text(rule_id)
    assert collate(sentence) in collate(text)
    assert not unfinished(
        _document(library, "gundam").rules[_ids(library, "gundam").index(rule_id)].statement
    )


def test_gundam_only_12_3_14_1_is_cut_short_and_says_so(library: Library) -> None:
    rules = _document(library, "gundam").rules
    assert [rule.id for rule in rules if rule.cut_short] == ["12-3-14-1"]
    assert [rule.id for rule in rules if unfinished(rule.statement)] == ["12-3-14-1"]
    view = library.game("gundam").rule("12-3-14-1")
    assert view is not None and view.rules[0].text.endswith("place it into its owner’s")
    assert "stops here, mid-sentence" in view.rules[0].notices[0]


def test_gundam_every_older_cross_reference_is_declared(library: Library) -> None:
    """A “See N. Name” whose N is no rule here, or a rule of another name, is the publisher's older
    number: each must be declared (shown with the number it means now); the rest must match."""
    gundam = library.game("gundam")
    declared = {(ref.printed, rule) for ref in gundam.data.document.older_references for rule in ref.rules}
    found = set()
    for rule in _document(library, "gundam").rules:
        for match in re.finditer(r"\(([Ss]ee (\d+(?:-\s?\d+)*)\.?(?: ([^)]+))?)\)", rule.text):
            printed, number, name = match.group(1), match.group(2).replace(" ", ""), match.group(3)
            target = gundam.rule(number) if number in gundam.rule_ids() else None
            stale = target is None or (name is not None and name.strip() != (target.rules[0].title or ""))
            if stale:
                found.add((printed, rule.id))
    assert found == declared
    burst_rule = gundam.rule("5-10-3")
    assert burst_rule is not None
    assert (
        "“See 12-2-5. 【Burst】” is the publisher's older number: it means 13-2-5 (【Burst】)"
        in burst_rule.rules[0].notices[0]
    )


def test_gundam_every_rule_is_word_for_word_in_the_document(library: Library) -> None:
    source = collate(GUNDAM.read_text(encoding="utf-8"))
    for rule in _document(library, "gundam").rules:
        for paragraph in rule.text.split("\n\n"):
            assert collate(paragraph) in source or rule.id in JOINED, rule.id


JOINED = {
    "1-3-7",
    "2-5-4",
    "3-2-6-1",
    "3-3-9-2-1",
    "4-6-4",
    "10-1-5-6",
    "10-1-7-2",
    "10-1-7-4",
    "12-3-4",
    "13-2-10-2",
}
"""Rules whose one paragraph the file prints as two (a stray blank line between): word for word once
the blank line is taken out, which `test_gundam_rules_split_by_a_stray_blank_line_are_joined` checks."""


def test_gundam_the_change_log_is_not_rules_text(library: Library) -> None:
    """The change log after the rules prints numbers too ("12-3-14-1. Added"); none is read as a rule."""
    view = library.game("gundam").rule("12-3-14-1")
    assert view is not None and "Added" not in view.text


# -- FF-TCG Comprehensive Rules ver. 2.1.2 -------------------------------------------------------


def _fftcg_lines() -> list[str]:
    text = FFTCG.read_text(encoding="utf-8")
    body = text[text.index("\n1. Number of Players") : text.index("\n© 2016-2020")]
    return body.splitlines()


def test_fftcg_no_rule_is_lost(library: Library) -> None:
    """Counted without the parser: every line that starts with a rule number and text (some print no dot
    after the number: `6.7.1 Counters`), less 10.1.3.2.1's second printing, which is kept with the first.
    (9.5.1.4 ends "go back to" / "9.5.1.3.1.": a reference on a line of its own, not a rule.)"""
    numbered = re.compile(r"^(\d+(?:\.\d+)+\.?|\d+\.) +\S")
    printed = [m.group(1).rstrip(".") for line in _fftcg_lines() if (m := numbered.match(line))]
    assert printed.count("10.1.3.2.1") == 2
    assert len(printed) == 427
    ids = _ids(library, "fftcg")
    assert len(ids) == 426 and set(ids) == set(printed)


def test_fftcg_numbers_strictly_increase(library: Library) -> None:
    keys = [DOTTED_PDF_TEXT.key(rule_id) for rule_id in _ids(library, "fftcg")]
    assert all(a < b for a, b in itertools.pairwise(keys))


def test_fftcg_the_rule_printed_out_of_order_keeps_both_printings(library: Library) -> None:
    text = library.game("fftcg").text("10.1.3.2.1")
    # In order, after 10.1.3.2: "… If the attacking or blocking Forward is no longer present, …"
    # Out of order, after 10.1.3.1.2: "… If either the attacking or blocking Forward is no longer there, …"
    assert text.index("is no longer present") < text.index("is no longer there")
    assert "10.1.3.2.1" not in library.game("fftcg").text("10.1.3.1.2")


def test_fftcg_page_markers_and_line_breaks_are_gone(library: Library) -> None:
    for rule in _document(library, "fftcg").rules:
        assert not re.search(r"- \d+ -", rule.text), rule.id
        assert "\n" not in rule.statement, rule.id
    # 7.7.4 runs over a page break: "… the controller must follow the" / "- 6 -" / "rule process and …"
    assert "the controller must follow the rule process and place any Backup card" in library.game(
        "fftcg"
    ).text("7.7.4")


def _pdf_text() -> str:
    """The publisher's PDF, extracted by pypdf, page markers taken out, whitespace collapsed."""
    pages = [page.extract_text() for page in PdfReader(FFTCG_PDF).pages]
    lines = [line for page in pages for line in page.splitlines() if not re.fullmatch(r"\s*- \d+ -\s*", line)]
    return collate("\n".join(lines))


def test_fftcg_every_rebuilt_rule_reads_as_in_the_publishers_pdf(library: Library) -> None:
    pdf = _pdf_text()
    assert len(pdf) > 60_000
    for rule in _document(library, "fftcg").rules:
        first = rule.title or rule.statement
        assert collate(f"{rule.id}. {first}") in pdf or collate(f"{rule.id} {first}") in pdf, rule.id
        for paragraph in rule.text.split("\n\n"):
            assert collate(paragraph) in pdf, rule.id


def test_fftcg_the_glossary_is_newer_and_words_some_keywords_differently(library: Library) -> None:
    """The glossary has Warp, which 2.1.2 lacks; where both define a keyword, which words differ is known."""
    fftcg = library.game("fftcg")
    assert fftcg.term("Warp") is not None and not any(
        "Warp" in rule.text for rule in _document(library, "fftcg").rules
    )
    differ = sorted(
        entry.older
        for entry in fftcg.data.documents[0].moved
        if (older := fftcg.rule(entry.older)) is not None and "worded differently" in older.notices[0]
    )
    assert differ == ["15.1.1.7", "15.1.1.9", "15.2.5"]  # Casting, Forming a Party, Back Attack
