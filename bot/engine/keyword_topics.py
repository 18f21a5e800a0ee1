"""Topics named after a keyword (`lorcana.vanish`, `fftcg.first_strike`): is the keyword on any card?

A judge who asks `/check-lorcana vanish target:Ursula` means a character with Vanish; when the card
as written has none, the topic answers "No — Ursula has no Vanish", which is right for the cards as
given but most likely not the question that was meant. This module says when that happened, so the
answer can warn and offer the fix instead of a confident ❌. It reads the topic's name, the data's
keyword vocabulary, the scenario's cards and the verdict's steps; the topics themselves are unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.cards import CardBase
from bot.engine.keywords import KeywordSpec
from bot.engine.registry import ScenarioBase, Topic, games, topic_of
from bot.engine.sides import fields_cards
from bot.engine.verdict import Verdict
from bot.rules.library import Library, name_key

__all__ = ["MissingKeyword", "missing_keyword", "topic_keyword"]


@dataclass(frozen=True)
class MissingKeyword:
    """The keyword a topic asks about, which no card of the scenario has."""

    keyword: str
    """As a card writes it: 'Vanish', 'First Strike', 'Shift'."""
    needs_value: bool
    """Written with a number ('Shift 3', 'Warp 2'), so the fix cannot be guessed whole."""
    cards: tuple[tuple[str, str], ...]
    """(option, card name) of every card the scenario gives, in the topic's option order."""


def topic_keyword(topic: Topic, library: Library) -> KeywordSpec | None:
    """The keyword a topic is named after (`vanish` → Vanish, `first-strike` → First Strike), if any."""
    entry = games().get(topic.game)
    rules = library.games.get(topic.game)
    if entry is None or rules is None:
        return None
    vocabulary = entry.card.vocabulary(rules)
    words = topic.name.replace("-", " ").split()
    return vocabulary.find(words) or vocabulary.find_placeholder(words)


def _written(spec: KeywordSpec) -> str:
    """The keyword's fixed part: '[Classification] Shift' → 'Shift'."""
    return spec.name.split("] ", 1)[1] if spec.placeholder is not None else spec.name


def _carries(card: CardBase, key: str) -> bool:
    """The card has the keyword, or a named form of it ('Universal Shift', '[Puppy] Shift')."""
    return any(f" {key} " in f" {name_key(instance.name)} " for instance in card.keywords)


def missing_keyword(scenario: ScenarioBase, verdict: Verdict, library: Library) -> MissingKeyword | None:
    """The topic's keyword when no card has it and the answer turned on that: the verdict has a
    step about the keyword that did not hold ("Ursula (target, opponent's) has Vanish": no).

    None for a topic not named after a keyword, a scenario with no cards, a card that has it, or an
    answer that does not depend on it (Boost's "is a card under another in play?")."""
    topic = topic_of(scenario)
    spec = topic_keyword(topic, library) if topic is not None else None
    if spec is None or not verdict.decided:
        return None
    cards = fields_cards(scenario)
    if not cards:
        return None
    written = _written(spec)
    key = name_key(written)
    if any(_carries(card, key) for _, card in cards):
        return None
    if not any(not step.held and f" {key} " in f" {name_key(step.test)} " for step in verdict.steps):
        return None
    return MissingKeyword(
        keyword=written,
        needs_value=spec.shape != "none",
        cards=tuple((option, card.name) for option, card in cards),
    )
