"""`CardView`: a card as a topic reasons about it — role, side, type and combined keywords.

Building a view applies 8.1.2 once per card and writes the stacking steps (Resist +1 and Resist +2 →
Resist +3; a second Support doesn't apply), so every topic reports keyword combination the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.cards import RoleView, other_side, sided_name
from bot.engine.errors import NotCovered, ScenarioError
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import CardType, LorcanaCard, Side
from bot.engine.keywords import Combined, EffectiveKeywords, combine
from bot.engine.reasoning import Reasoning

__all__ = ["CardView", "a_kind", "other_side", "view"]


def a_kind(kind: str) -> str:
    """'a character', 'an item': a card type with its article, for headlines."""
    return f"an {kind}" if kind[0] in "aeiou" else f"a {kind}"


@dataclass(frozen=True)
class CardView(RoleView[LorcanaCard]):
    """A card in a role ('challenger'), with its side and type resolved and keywords combined."""

    side: Side
    type: CardType
    keywords: EffectiveKeywords

    @property
    def ready(self) -> bool:
        return not self.card.exerted

    @property
    def dry(self) -> bool:
        return not self.card.drying

    @property
    def who(self) -> str:
        """The card with its role and side: 'Goofy (defender, opponent's)'."""
        return sided_name(self.card.name, self.role, self.side)

    def has(self, keyword: str) -> bool:
        return self.keywords.has(keyword)

    def amount(self, keyword: str) -> int:
        return self.keywords.amount(keyword)

    def all(self, keyword: str) -> tuple[Combined, ...]:
        return self.keywords.all(keyword)


def view(
    reasoning: Reasoning, card: LorcanaCard, role: str, side: Side, kind: CardType = "character"
) -> CardView:
    """The card as `role`; `side` and `kind` apply when the card does not state its own."""
    vocabulary = LorcanaCard.vocabulary(reasoning.rules)
    try:
        keywords = combine(card.keywords, vocabulary)
    except ValueError as exc:
        raise ScenarioError(f"{card.name}: {exc}") from None
    seen = CardView(card, role, card.controller or side, card.type or kind, keywords)
    for combined in keywords.combined:
        _record_combination(reasoning, seen, combined)
    return seen


def _record_combination(reasoning: Reasoning, card: CardView, combined: Combined) -> None:
    if len(combined.instances) < 2:
        return
    written = " and ".join(combined.instance_label(instance) for instance in combined.instances)
    if combined.spec.stacks:
        quote = {"Resist": Q.RESIST_STACKS, "Challenger": Q.CHALLENGER_STACKS}.get(
            combined.spec.name, Q.STACK
        )
        reasoning.rule(f"{written} on {card.who} stack into {combined.label}", True, quote)
        return
    first = combined.instance_label(combined.instances[0])
    values = {instance.value for instance in combined.instances}
    if len(values) > 1:
        reasoning.rule(
            f"{combined.spec.name} has no +N, so {written} on {card.who} don't add up", True, Q.NO_STACK
        )
        raise NotCovered(
            f"{card.who} has {written}. 8.1.2 says a card won't get a non-stacking keyword it already has, "
            "but not whether the same keyword with a different value counts as 'that same keyword'."
        )
    for later in combined.ignored:
        reasoning.rule(
            f"{combined.instance_label(later)} also applies to {card.who}, which already has {first}",
            False,
            Q.WONT_GET,
        )
