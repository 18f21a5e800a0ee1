"""What only a Unit does, each with the sentence that says so.

A card whose type is not written is what its role says (a Unit here); a Base, Pilot or Command card
written (`base`, `type=…`) or read from card data (a Base, an EX Base token) is not. Two uses:

- `step`: a cited test in a trail, where the question is whether the card can do it (the attack
  topic's "can it attack?": No, 3-2-3);
- `refusal`: a scenario that has another card do it already (a Base fighting the damage step, a
  Pilot paired with a Base) describes what the game never reaches, so it is refused naming the
  option and the rule, as a Unit that would already be destroyed is (5-5-2).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.citations import RuleQuote
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCard
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning

__all__ = [
    "ATTACKER",
    "ATTACK_TARGET",
    "BATTLED",
    "BLOCKER",
    "LINKED",
    "PAIRED",
    "SUPPORTED",
    "UnitRole",
    "a_kind",
    "is_unit",
]


def is_unit(card: GundamCard) -> bool:
    """A Unit, or a card whose type is not written (its role makes it one)."""
    return card.type in (None, "unit")


def a_kind(card: GundamCard) -> str:
    """'a Base', 'a Pilot', 'a Command'."""
    return f"a {(card.type or 'unit').capitalize()}"


@dataclass(frozen=True)
class UnitRole:
    """Something only a Unit does: the step's test (`{name}`, `{type}`: the card's), why another card
    can't (`only`, rule numbers added), the sentences that say so, and what to ask instead of a Base."""

    test: str
    only: str
    quotes: tuple[RuleQuote, ...]
    for_a_base: str = ""

    def step(self, reasoning: Reasoning, card: GundamCard) -> bool:
        """The cited test: is the card a Unit? (Its type unwritten, the role makes it one: no step.)"""
        if is_unit(card):
            return True
        return rule(reasoning, self.test.format(name=card.name, type=card.type), False, self.quotes[0])

    def refusal(self, card: GundamCard) -> str | None:
        """Why the card can't be in this role, with the rule numbers; None if it is a Unit."""
        if is_unit(card):
            return None
        numbers = ", ".join(dict.fromkeys(quote.rule for quote in self.quotes))
        extra = f"; {self.for_a_base}" if card.type == "base" and self.for_a_base else ""
        return f"{card.name} is {a_kind(card)}, and {self.only} ({numbers}){extra}"

    def refuse(self, card: GundamCard | None) -> GundamCard | None:
        """A field validator's body: the card, unless it is not a Unit (a `ValueError` naming why)."""
        problem = None if card is None else self.refusal(card)
        if problem is not None:
            raise ValueError(problem)
        return card


ATTACKER = UnitRole("{name} is a Unit", "only Units can attack", (Q.ONLY_UNITS_ATTACK,))
"""3-2-3: "Only Units can attack." The attack topic's step; the damage and shields checks' refusal."""

ATTACK_TARGET = UnitRole(
    "{name}, a {type}, is an attack target",
    "an attack target is the opposing player or a rested enemy Unit",
    (Q.ATTACK_TARGETS,),
)
"""8-2-1: "The attack target can be either the opposing player or a rested enemy Unit." """

BLOCKER = UnitRole(
    "{name} is one of their Units, which <Blocker> is activated on",
    "<Blocker> is activated on one of their active Units",
    (Q.BLOCKER_ACTIVE,),
)
"""8-3-1: "The standby player may activate <Blocker> on one of their active Units in the battle area." """

BATTLED = UnitRole(
    "{name} is a Unit the attacking Unit battles",
    "an attacking Unit battles the rested enemy Unit it attacks or a Unit that blocks it",
    (Q.ATTACK_TARGETS, Q.BLOCKER_REDIRECTS),
    f"a Base takes an attack on the player ({Q.DAMAGE_TO_BASE.rule}): ask the shields check, base=…",
)
"""The Unit an attack on a Unit deals damage between (8-5-3): the attack target (8-2-1), or the Unit
with <Blocker> it changes to (8-3-1). A Base is damaged by an attack on the player (8-5-2-4)."""

PAIRED = UnitRole(
    "{name} is a Unit, which Pilots are paired with",
    "Pilots are paired with Units",
    (Q.PILOTS_PAIR_WITH_UNITS,),
)
"""3-3-1: "When played, Pilot cards are placed beneath Units in the battle area and paired with them." """

LINKED = UnitRole(
    "{name} is a Unit, which has a link condition",
    "only Units have link conditions or Pilots paired with them",
    (Q.ONLY_UNITS_LINK, Q.PILOTS_PAIR_WITH_UNITS),
)
"""3-2-6: "Only Units have link conditions."; 3-3-1 (Pilots are paired with Units)."""

SUPPORTED = UnitRole(
    "{name} is a friendly unit <Support> can choose",
    "<Support> chooses “one other friendly unit”",
    (Q.SUPPORT,),
)
"""13-1-3-1: <Support (amount)> is "【Activate･Main】Rest this Unit：Choose one other friendly unit. …" """
