"""`CardView`: an FFTCG card as a topic reasons about it — its role, its type and its keywords.

FFTCG's text has no rule on a keyword a card has twice: a keyword without a value counts once (having
Haste twice is having Haste); the topics that read a value (Warp N, Damage N) look at every instance.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.cards import RoleView
from bot.engine.errors import ScenarioError
from bot.engine.games.fftcg.cards import CardType, Element, FFTCGCard
from bot.engine.keywords import EffectiveKeywords, KeywordInstance, combine
from bot.engine.reasoning import Reasoning
from bot.rules.library import name_key

__all__ = ["CHARACTER_TYPES", "CardView", "view"]

CHARACTER_TYPES: tuple[CardType, ...] = ("forward", "backup", "monster")


@dataclass(frozen=True)
class CardView(RoleView[FFTCGCard]):
    """A card in a role ('blocker'), with its type resolved and keywords combined."""

    type: CardType
    keywords: EffectiveKeywords

    @property
    def active(self) -> bool:
        return not self.card.dull

    @property
    def elements(self) -> tuple[Element, ...]:
        return self.card.elements

    @property
    def is_character(self) -> bool:
        return self.type in CHARACTER_TYPES

    def has(self, keyword: str) -> bool:
        return self.keywords.has(keyword)

    def instances(self, keyword: str) -> tuple[KeywordInstance, ...]:
        """Every instance of a keyword, in the order the card got them (Damage 3 and Damage 5)."""
        return tuple(k for k in self.card.keywords if name_key(k.name) == name_key(keyword))


def view(reasoning: Reasoning, card: FFTCGCard, role: str, kind: CardType = "forward") -> CardView:
    """The card as `role`; `kind` applies when the card does not state its own type. Read once per
    scenario (`Reasoning.once`): each sub-question asked with others views its cards."""
    return reasoning.once(_view, card, role, kind)


def _view(reasoning: Reasoning, card: FFTCGCard, role: str, kind: CardType) -> CardView:
    vocabulary = FFTCGCard.vocabulary(reasoning.rules)
    try:
        keywords = combine(card.keywords, vocabulary)
    except ValueError as exc:
        raise ScenarioError(f"{card.name}: {exc}") from None
    return CardView(card, role, card.type or kind, keywords)
