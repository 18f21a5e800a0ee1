"""The rules-document parser: numbers, headings, examples, the glossary, and errors naming file and line."""

from __future__ import annotations

from datetime import date

import pytest

from bot.rules.document import parse_document
from bot.rules.errors import DocumentError

MINI = """# COMPREHENSIVE RULES

Version 3.1.

Effective March 9, 2027

## CONTENTS

### 1. CONCEPTS

1.1. General

## GLOSSARY

### 1. CONCEPTS

#### 1.1. General

1.1.1. A game has players.
1.1.2. Each player needs a deck.
It is shuffled.

Example: Ann shuffles her deck.

The example goes on.

1.1.2.1. Decks are private.

[image: a deck; not rules text]

# 1.2.Challenge

1.2.1. Challenge Declaration step

1.2.1.1. First, choose a character.

# GLOSSARY

## bag
A zone where triggered abilities wait.

deck

A set of cards. Also a pile. skip

When a step doesn't happen.

banish/banished

Put into the discard.
"""


def test_rules_examples_and_headings_are_read_from_the_numbers() -> None:
    document = parse_document(MINI, "mini.md")
    rules = {rule.id: rule for rule in document.rules}

    assert list(rules) == ["1", "1.1", "1.1.1", "1.1.2", "1.1.2.1", "1.2", "1.2.1", "1.2.1.1"]
    assert rules["1.1"].title == "General" and rules["1.1"].text == ""
    assert rules["1.2"].title == "Challenge"  # `# 1.2.Challenge`: no space after the number
    assert rules["1.2.1"].title == "Challenge Declaration step"  # a numbered line that is a heading
    assert rules["1.1.2"].statement == "Each player needs a deck.\nIt is shuffled."
    assert rules["1.1.2"].examples == ("Example: Ann shuffles her deck.\n\nThe example goes on.",)
    assert "image" not in rules["1.1.2.1"].text
    assert rules["1.1.1"].line == 19


def test_the_front_matter_gives_version_and_effective_date_and_no_rules() -> None:
    document = parse_document(MINI, "mini.md")
    assert document.version == "3.1"
    assert document.effective == date(2027, 3, 9)
    assert document.rules[0].line == 15  # the contents list is not read as rules


def test_the_glossary_takes_headed_bare_and_glued_terms() -> None:
    glossary = {entry.term: entry.text for entry in parse_document(MINI, "mini.md").glossary}

    assert glossary == {
        "bag": "A zone where triggered abilities wait.",
        "deck": "A set of cards. Also a pile.",
        "skip": "When a step doesn't happen.",
        "banish/banished": "Put into the discard.",
    }


@pytest.mark.parametrize(
    ("change", "line", "reason"),
    [
        (("1.1.2.1. Decks", "1.1.1. Decks"), 27, "rule 1.1.1 appears twice (first on line 19)"),
        (("1.1.2.1. Decks", "1.1.3.1. Decks"), 27, "rule 1.1.3.1 comes before its parent rule 1.1.3"),
        (("1.1.2.1. Decks", "1.1.1.1. Decks"), 27, "rule 1.1.1.1 comes after rule 1.1.2"),
        (("#### 1.1. General", "#### General"), 17, "a heading without a rule number"),
        (("Put into the discard.", ""), 48, "glossary term 'banish/banished' has no definition"),
    ],
)
def test_a_broken_structure_names_the_file_the_line_and_the_reason(
    change: tuple[str, str], line: int, reason: str
) -> None:
    with pytest.raises(DocumentError) as raised:
        parse_document(MINI.replace(*change), "mini.md")
    assert raised.value.line == line
    assert str(raised.value).startswith(f"mini.md, line {line}: {reason}")


def test_a_declared_renumbering_is_applied_only_where_the_line_reads_so() -> None:
    twice = MINI.replace("1.1.2.1. Decks", "1.1.2. Decks")
    document = parse_document(twice, "mini.md", {27: ("1.1.2", "1.1.2.1")})
    assert [r.id for r in document.rules if r.line == 27] == ["1.1.2.1"]

    with pytest.raises(DocumentError, match=r"line 19: a renumbering of 1\.1\.2 is declared here: 1\.1\.1"):
        parse_document(twice, "mini.md", {19: ("1.1.2", "1.1.2.1")})
    with pytest.raises(DocumentError, match=r"line 99: a renumbering is declared here, but no rule 1\.1\.2"):
        parse_document(MINI, "mini.md", {99: ("1.1.2", "1.1.2.1")})


def test_no_section_one_means_the_rules_cannot_be_found() -> None:
    with pytest.raises(DocumentError, match=r"^x\.md, line 1: no heading for section 1"):
        parse_document("# RULES\n\nSome prose.\n", "x.md")


# -- other numbering schemes: one parser, a scheme per document ------------------------------------

DASHED = """# Mini Card Game Comprehensive Rules Ver. 2.3.0

**Updated May 2, 2027**

## Table of Contents

- 1. Overview

## 1. Overview

### 1-1. Players

1-1-1. The game is played by two players, each with a deck of their

own, face down.

Ex: Ann and Bo play.

1-1-2. EX Base 1-1-2-1. An EX Base is a token.

1-1-3. When a player loses, the game ends and the other

## 2. Keywords

2-1. See 1-1. Players.

### Ver. 2.3.0 (May 2, 2027) Update

・1-1-3. Added
"""

PDF_TEXT = """- 1 -

MINI Comprehensive Rules ver.3.0.1
Last Update: 01/02/2023

CONTENTS
1. Players
1.1. The game is played by two players. Each player
needs a deck.
1.1.1 A deck is shuffled before the game
- 2 -

begins.
1.2 Zones
1.2.1. Each player has a hand.
© 2023 Mini
"""


def test_a_dashed_document_joins_paragraphs_a_stray_blank_line_cut(  # Gundam's conversion
) -> None:
    from bot.rules.document import DASHED_MARKDOWN, Fixes

    document = parse_document(
        DASHED,
        "dashed.md",
        scheme=DASHED_MARKDOWN,
        fixes=Fixes(split={19: "1-1-2-1"}, cut_short={21: "1-1-3"}),
    )
    rules = {rule.id: rule for rule in document.rules}
    assert list(rules) == ["1", "1-1", "1-1-1", "1-1-2", "1-1-2-1", "1-1-3", "2", "2-1"]
    assert (
        rules["1-1-1"].statement
        == "The game is played by two players, each with a deck of their own, face down."
    )
    assert rules["1-1-1"].examples == ("Ex: Ann and Bo play.",)
    assert rules["1-1-2"].title == "EX Base" and rules["1-1-2-1"].statement == "An EX Base is a token."
    assert rules["1-1-3"].cut_short and not rules["1-1-1"].cut_short
    assert "Added" not in rules["2-1"].text  # the change log after the rules is not read
    assert (document.version, document.effective) == ("2.3.0", date(2027, 5, 2))


def test_a_dashed_document_refuses_an_undeclared_cut_short_rule_unless_imported() -> None:
    from bot.rules.document import DASHED_MARKDOWN, Fixes

    with pytest.raises(DocumentError, match=r"line 21: rule 1-1-3 stops mid-sentence"):
        parse_document(DASHED, "dashed.md", scheme=DASHED_MARKDOWN, fixes=Fixes(split={19: "1-1-2-1"}))
    imported = parse_document(DASHED, "new.md", scheme=DASHED_MARKDOWN, strict=False)
    rules = {rule.id: rule for rule in imported.rules}
    assert rules["1-1-3"].cut_short  # an imported copy is marked where it stops, not refused
    assert "1-1-2-1" not in rules  # without the declared split, the line is one rule as printed


def test_pdf_text_drops_page_markers_and_rebuilds_sentences() -> None:  # FFTCG's extraction
    from bot.rules.document import DOTTED_PDF_TEXT

    document = parse_document(PDF_TEXT, "pdf.txt", scheme=DOTTED_PDF_TEXT)
    rules = {rule.id: rule for rule in document.rules}
    assert list(rules) == ["1", "1.1", "1.1.1", "1.2", "1.2.1"]
    assert rules["1.1"].statement == "The game is played by two players. Each player needs a deck."
    assert rules["1.1.1"].statement == "A deck is shuffled before the game begins."  # across "- 2 -"
    assert rules["1.2"].title == "Zones"  # a number without its dot, then a heading
    assert (document.version, document.effective) == ("3.0.1", date(2023, 1, 2))


def test_a_rule_printed_out_of_order_is_kept_with_its_number() -> None:
    from bot.rules.document import DOTTED_PDF_TEXT, Fixes

    text = PDF_TEXT.replace("1.2 Zones", "1.2.1 Each player has cards.\n1.2 Zones")
    with pytest.raises(DocumentError, match=r"rule 1\.2\.1 comes before its parent rule 1\.2"):
        parse_document(text, "pdf.txt", scheme=DOTTED_PDF_TEXT)
    document = parse_document(text, "pdf.txt", scheme=DOTTED_PDF_TEXT, fixes=Fixes(misplaced={14: "1.2.1"}))
    rule = next(rule for rule in document.rules if rule.id == "1.2.1")
    assert rule.text == "Each player has a hand.\n\nEach player has cards."
    assert [r.id for r in document.rules].count("1.2.1") == 1
