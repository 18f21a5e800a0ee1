"""The judge-question sets of bench/questions/ parse, and everything they cite is there: each
deciding rule in its document in data/sources/, its sentence word for word, each Lorcana card with
the printed text and numbers the verdict rests on. The documents still being added (Gundam 1.7.0,
FFTCG 2.1.2) are skipped, with the reason, until they land in data/sources/."""

from __future__ import annotations

from collections import Counter, defaultdict

import pytest

from devkit.questions import (
    DOCUMENTS,
    Citation,
    citations,
    cites,
    document_path,
    document_text,
    gundam_table,
    judge_questions,
    lorcana_cards,
    lorcana_checks,
    quote_in,
    rule_exists,
    rule_key,
)


def test_the_sets_parse_with_the_sizes_the_issues_ask_for() -> None:
    assert len(gundam_table().questions) == 30
    assert len(lorcana_checks().questions) == 15
    games = Counter(question.game for question in judge_questions().questions)
    assert games == {"lorcana": 20, "gundam": 10, "fftcg": 10}
    ids = [q.id for q in gundam_table().questions + lorcana_checks().questions] + [
        q.id for q in judge_questions().questions
    ]
    assert len(ids) == len(set(ids))


def _cited() -> dict[str, list[tuple[str, Citation]]]:
    by_document: dict[str, list[tuple[str, Citation]]] = defaultdict(list)
    for question, citation in citations():
        by_document[citation.doc].append((question, citation))
    return by_document


@pytest.mark.parametrize("key", sorted(DOCUMENTS))
def test_every_deciding_rule_is_in_its_document_word_for_word(key: str) -> None:
    cited = _cited().get(key, [])
    path = document_path(key)
    if path is None:
        pytest.skip(
            f"{DOCUMENTS[key].title} is not in data/sources/ yet ({DOCUMENTS[key].files[0]}); "
            f"{len(cited)} citations wait for it"
        )
    text = document_text(path)
    missing = [f"{q}: {c.rule}" for q, c in cited if not rule_exists(key, text, c.rule)]
    assert not missing, f"rules not in {path.name}: {missing}"
    not_verbatim = [f"{q}: {c.rule} {c.quote[:60]!r}" for q, c in cited if not quote_in(c.quote, text)]
    assert not not_verbatim, f"quotes not word for word in {path.name}: {not_verbatim}"


def test_every_card_has_the_printed_text_and_numbers_its_verdict_rests_on() -> None:
    cards = lorcana_cards()
    for question in lorcana_checks().questions:
        for quoted in question.cards:
            card = cards.get(quoted.card)
            assert card is not None, f"{question.id}: no card {quoted.card!r}"
            printed = card.get("fullText") or ""
            if quoted.text:
                assert quote_in(quoted.text, printed), f"{question.id}: {quoted.card} doesn't print that"
            else:
                assert not printed, f"{question.id}: {quoted.card} has printed text: {printed!r}"
            for stat, value in quoted.stats.items():
                assert card.get(stat) == value, f"{question.id}: {quoted.card} {stat} is {card.get(stat)}"


def test_rule_numbers_are_found_at_a_rule_not_in_a_cross_reference() -> None:
    gundam = "5-17-3-1. EX Base 5-17-3-1-1. An EX Base is a Base token.\n3-4-7. Some (See 12-2-5. 【Burst】)"
    assert rule_exists("gundam-1.7.0", gundam, "5-17-3-1-1")
    assert rule_exists("gundam-1.7.0", gundam, "3-4-7")
    assert not rule_exists("gundam-1.7.0", gundam, "12-2-5")
    assert not rule_exists("gundam-1.7.0", gundam, "3-4")
    lorcana = "# 8.10.Shift\n8.10.1. The Shift keyword\n## sing/singing\nWhen a player"
    assert rule_exists("lorcana-2.0.1", lorcana, "8.10")
    assert rule_exists("lorcana-2.0.1", lorcana, "glossary:sing/singing")
    assert not rule_exists("lorcana-2.0.1", lorcana, "8.1")
    assert rule_exists("fftcg-2.1.2", "6.7.1 Counters are markers", "6.7.1")
    assert rule_exists("fftcg-glossary", "Brave - Brave is a field ability", "Brave")


def test_quotes_match_as_the_bot_shows_them() -> None:
    assert quote_in("the enemy’s topmost Shield.", "deals that damage to the **enemy's**\n  topmost Shield.")
    assert quote_in("“【Activate･Main】Rest this Unit：Choose", '"【 Activate･Main 】Rest this Unit:Choose')
    assert not quote_in("at the end of your turn", "at the start of your turn")
    assert rule_key("13-1-2.") == rule_key("13.1.2") == "13.1.2"
    assert rule_key("glossary “sing/singing”") == rule_key("glossary:Sing/Singing")
    assert cites("see **13-1-2-4** here", "13.1.2.4")
    assert not cites("13-1-2-4", "13-1-2")
