"""SWTCG cards, keywords, help text and the slash options the topics declare."""

from __future__ import annotations

import re

from bot.engine import help_text, topic_options, topics
from bot.engine.games.swtcg.cards import KEYWORDS, SwtcgCard
from bot.engine.notation import parse_card
from bot.rules.library import Library

SWTCG_TOPICS = {
    "swtcg.power",
    "swtcg.attack",
    "swtcg.odds",
    "swtcg.target",
    "swtcg.prevent",
    "swtcg.cost",
    "swtcg.damage_dice",
}


def test_every_glossary_entry_has_a_value_shape(library: Library) -> None:
    names = {term.name for term in library.game("swtcg").terms}
    assert len(names) == 61
    assert names == set(KEYWORDS.shapes)


def test_a_unit_in_notation(library: Library) -> None:
    vocabulary = SwtcgCard.vocabulary(library.game("swtcg"))
    card = parse_card(
        '"Darth Vader" power=5 hp=6 dmg=2 arena=character tapped Accuracy -1 Critical Hit 2 Armor Elude',
        SwtcgCard.notation,
        vocabulary,
    )
    assert card.values == {"power": 5, "health": 6, "damage": 2, "arena": "character", "tapped": True}
    assert [(k.name, k.value) for k in card.keywords] == [
        ("Accuracy", -1),
        ("Critical Hit", 2),
        ("Armor", None),
        ("Elude", None),
    ]


def test_help_shows_cards_and_dice() -> None:
    text = help_text("swtcg")
    assert "Critical Hit 2" in text and "rolled: 6 4 3 1 1" in text and "3>5" in text
    assert len(text) < 1000


def test_the_topics_and_their_options_fit_discord() -> None:
    registered = {topic_id for topic_id in topics() if topic_id.startswith("swtcg.")}
    assert registered == SWTCG_TOPICS
    total = 0
    for topic_id in sorted(registered):
        summary = topics()[topic_id].summary
        assert len(summary) <= 100, topic_id
        options = topic_options(topic_id)
        assert len([option for option in options if option.name != "questions"]) <= 8, topic_id
        required = [option.required for option in options]
        assert required == sorted(required, reverse=True), f"{topic_id}: required options first"
        total += len(topic_id.split(".")[1]) + len(summary)
        for option in options:
            assert re.fullmatch(r"[a-z0-9_]{1,32}", option.name), option.name
            assert len(option.description) <= 100, option.name
            assert len(option.choices) <= 25
            total += len(option.name) + len(option.description) + sum(len(c) for c in option.choices)
    assert total < 5000


def test_dice_are_text_options() -> None:
    options = {option.name: option for option in topic_options("swtcg.attack")}
    assert (options["rolled"].kind, options["rolled"].required) == ("text", True)
    assert options["rerolled"].kind == "text" and not options["rerolled"].required
    assert options["attacker"].kind == "card"
