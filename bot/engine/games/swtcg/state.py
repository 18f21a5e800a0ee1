"""`UnitView`: a card as a topic reasons about it — role, side and combined keywords.

The glossary calls each ability cumulative, isolated, layered or selective, but does not define those
words. Building a view combines a unit's keywords once: a cumulative ability had twice adds up and an
isolated one counts once (both assumptions, each shown as a step next to the glossary's own word for
the ability). Two instances of a layered or selective ability with a value ('Evade 1' and 'Evade 2')
are kept apart: a topic that needs the value of one answers "not covered".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine.cards import RoleView, other_side, sided_name
from bot.engine.errors import NotCovered, ScenarioError
from bot.engine.games.swtcg import assumptions as A
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.cards import Arena, Side, SwtcgCard
from bot.engine.keywords import Combined, EffectiveKeywords, combine
from bot.engine.reasoning import Reasoning

__all__ = ["UnitView", "other_side", "view"]


@dataclass(frozen=True)
class UnitView(RoleView[SwtcgCard]):
    """A unit in a role ('attacker'), with its side resolved and its keywords combined."""

    side: Side
    keywords: EffectiveKeywords
    apart: frozenset[str] = field(default=frozenset())
    """Keywords the unit has more than once that neither add up nor count once (layered, selective)."""

    @property
    def arena(self) -> Arena | None:
        return self.card.arena

    @property
    def tapped(self) -> bool:
        return self.card.tapped

    @property
    def damage(self) -> int:
        return self.card.damage

    @property
    def remaining_health(self) -> int | None:
        if self.card.health is None:
            return None
        return max(0, self.card.health - self.card.damage)

    @property
    def who(self) -> str:
        """The card with its role and side: 'Goofy (defender, opponent's)'."""
        return sided_name(self.card.name, self.role, self.side)

    def has(self, keyword: str) -> bool:
        return self.keywords.has(keyword)

    def amount(self, keyword: str) -> int:
        """The keyword's X (cumulative ones added up); 0 when the unit lacks it.

        Raises `NotCovered` for a layered or selective keyword the unit has twice with a value.
        """
        if keyword in self.apart:
            written = " and ".join(
                combined.instance_label(instance)
                for combined in self.keywords.all(keyword)
                for instance in combined.instances
            )
            raise NotCovered(
                f"{self.who} has {written}. The glossary calls {keyword} "
                f"'{_kind_word(self, keyword)}' but does not say how two instances on one unit combine."
            )
        return self.keywords.amount(keyword)


def _kind_word(unit: UnitView, keyword: str) -> str:
    found = unit.keywords.all(keyword)
    return found[0].spec.term.kind if found else "?"


def view(reasoning: Reasoning, card: SwtcgCard, role: str, side: Side) -> UnitView:
    """The card as `role`; `side` applies when the card does not state its own. Read once per scenario
    (`Reasoning.once`): each sub-question asked with others views its cards."""
    return reasoning.once(_view, card, role, side)


def _view(reasoning: Reasoning, card: SwtcgCard, role: str, side: Side) -> UnitView:
    vocabulary = SwtcgCard.vocabulary(reasoning.rules)
    try:
        keywords = combine(card.keywords, vocabulary)
    except ValueError as exc:
        raise ScenarioError(f"{card.name}: {exc}") from None
    apart = set()
    unit = UnitView(card, role, card.controller or side, keywords)
    for combined in keywords.combined:
        if len(combined.instances) > 1 and not _record_combination(reasoning, unit, combined):
            apart.add(combined.spec.name)
    return UnitView(card, role, card.controller or side, keywords, frozenset(apart))


def _record_combination(reasoning: Reasoning, unit: UnitView, combined: Combined) -> bool:
    """Steps for a keyword had more than once; False when it neither adds up nor counts once."""
    name = combined.spec.name
    kind = combined.spec.term.kind
    written = " and ".join(combined.instance_label(instance) for instance in combined.instances)
    quote = Q.KIND.get(name)
    if combined.spec.stacks and kind.startswith("cumulative"):
        if quote is not None:
            reasoning.rule(f"{name} is cumulative", True, quote)
        reasoning.assume(f"{written} on {unit.who} add up to {combined.label}", True, A.CUMULATIVE)
        return True
    if kind.startswith("isolated"):
        if quote is not None:
            reasoning.rule(f"{name} is isolated", True, quote)
        reasoning.assume(f"{written} on {unit.who} count as one {name}", True, A.ISOLATED)
        return True
    values = {instance.value for instance in combined.instances}
    return values == {None}
