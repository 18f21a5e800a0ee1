"""Attack legality, modelled once: one Forward (`can_attack`) and a party (`party_legality`).

`can_attack` serves `fftcg.attack` and every member of `fftcg.party` ("You can only make a party with
Forwards that can legally attack"). Every requirement is checked and recorded (it doesn't stop at the
first failure), so the verdict can say everything that would have to change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine.errors import NotCovered
from bot.engine.games.fftcg import assumptions as A
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.cards import Element
from bot.engine.games.fftcg.state import CardView
from bot.engine.legality import Legality, Shortfall
from bot.engine.reasoning import Reasoning

__all__ = ["Legality", "PartyLegality", "Shortfall", "can_attack", "party_legality"]

SPECIAL_ELEMENTS: frozenset[Element] = frozenset({"Light", "Dark"})


def can_attack(reasoning: Reasoning, forward: CardView) -> Legality:
    """Can this Forward be declared as an attacker now? (Forward, once per turn, active, Haste)"""
    legality = Legality(marks=reasoning)
    name = forward.name
    if not reasoning.assume(f"{forward.who} is a Forward", forward.type == "forward", A.ONLY_FORWARDS_ATTACK):
        legality.fail(f"{name} is a {forward.type}, not a Forward", f"{name} were a Forward")
        return legality
    brave = forward.has("Brave")
    if forward.card.attacked:
        if brave:
            reasoning.rule(
                f"Brave lets {forward.who} attack again this turn (it doesn't dull, but attacks only once "
                "per turn)",
                False,
                Q.BRAVE,
            )
            legality.fail(
                f"{name} already attacked this turn (Brave keeps it active, but it still attacks only once "
                "per turn)",
                f"{name} had not attacked yet this turn",
            )
        else:
            reasoning.assume(f"{forward.who} is yet to attack this turn", False, A.ATTACK_ONCE)
            legality.fail(f"{name} already attacked this turn", f"{name} had not attacked yet this turn")
    if not reasoning.assume(f"{forward.who} is active", forward.active, A.ATTACKER_ACTIVE):
        legality.fail(f"{name} is dull", f"{name} were active")
    elif brave and not forward.card.attacked:
        reasoning.rule(f"{forward.who} has Brave, so it doesn't dull when it attacks", True, Q.BRAVE)
    controlled = reasoning.assume(
        f"{forward.who} has been under its controller's control since the start of the turn",
        not forward.card.new,
        A.NEW_CANNOT_ATTACK,
    )
    if not controlled:
        if reasoning.rule(
            f"{forward.who} has Haste, so it can attack without having been controlled since the turn began",
            forward.has("Haste"),
            Q.HASTE,
        ):
            legality.relies_on.append(f"illegal if {name} lost Haste (it is new this turn)")
        else:
            legality.fail(
                f"{name} has not been under its controller's control since the start of the turn and has "
                "no Haste",
                f"{name} had Haste",
                step=2,
            )
    if forward.card.frozen:
        reasoning.rule(
            f"{forward.who} is frozen; Freeze changes only the rules of the Activation Phase, not attacking",
            True,
            Q.FREEZE_PHASE,
        )
    return legality


@dataclass
class PartyLegality:
    """A party's legality: per-member attack legality, and the shared element (if any)."""

    members: list[tuple[CardView, Legality]] = field(default_factory=list)
    problems: list[Shortfall] = field(default_factory=list)
    shared: tuple[Element, ...] = ()

    @property
    def legal(self) -> bool:
        return not self.problems and all(legality.legal for _, legality in self.members)

    def failing(self) -> list[tuple[CardView, Legality]]:
        return [(member, legality) for member, legality in self.members if not legality.legal]


def party_legality(reasoning: Reasoning, members: Sequence[CardView]) -> PartyLegality:
    """Two or more Forwards, each able to legally attack, sharing an element (Forming a Party)."""
    outcome = PartyLegality()
    if not reasoning.rule(f"the party has two or more Forwards ({len(members)})", len(members) >= 2, Q.PARTY):
        outcome.problems.append(Shortfall("a party needs two or more Forwards", "another Forward joined"))
    elif len(members) > 2:
        reasoning.rule(f"a party may have {len(members)} Forwards", True, Q.PARTY_ANY_NUMBER)
    for member in members:
        legality = can_attack(reasoning, member)
        reasoning.rule(f"{member.name} can legally attack", legality.legal, Q.PARTY_CAN_ATTACK)
        outcome.members.append((member, legality))
    _shared_element(reasoning, members, outcome)
    return outcome


def _shared_element(reasoning: Reasoning, members: Sequence[CardView], outcome: PartyLegality) -> None:
    """ "You can only make a party from Forwards sharing the same element" — with `party_any` card text."""
    any_element = [member for member in members if member.card.party_any]
    bound = [member for member in members if not member.card.party_any]
    if any_element:
        reasoning.assume(
            f"{_names(any_element)} can form a party with Forwards of any element (card text), over the "
            "rule that a party's Forwards share an element",
            True,
            A.CARD_TEXT_FIRST,
        )
    if len(bound) < 2 and any_element:
        reasoning.rule(
            "the other Forwards share an element with each other (at most one is left to check)",
            True,
            Q.PARTY_ELEMENT,
        )
        return
    shared = _common(bound)
    if any(len(member.elements) > 1 for member in bound):
        reasoning.assume(
            f"{_names([m for m in bound if len(m.elements) > 1])} counts as each of its elements",
            True,
            A.MULTI_ELEMENT,
        )
    listed = ", ".join(f"{m.name} {'/'.join(m.elements)}" for m in bound)
    if not reasoning.rule(
        f"the Forwards share an element ({listed})" + (f": {'/'.join(shared)}" if shared else ""),
        bool(shared),
        Q.PARTY_ELEMENT,
    ):
        if any_element:
            raise NotCovered(
                f"{_names(any_element)} can form a party with Forwards of any element, but {_names(bound)} "
                "share no element with each other; the text doesn't say whether such a party can be formed."
            )
        outcome.problems.append(
            Shortfall(f"{_names(bound)} share no element", "every Forward shared one element")
        )
        return
    outcome.shared = shared
    if set(shared) <= SPECIAL_ELEMENTS and outcome.legal:
        raise NotCovered(
            f"The Forwards share only {'/'.join(shared)}. The text's party rule only asks for a shared "
            "element and has no rules on Light or Dark cards, which the game treats specially; it can't "
            "decide a party that shares only Light or Dark."
        )


def _common(members: Sequence[CardView]) -> tuple[Element, ...]:
    if not members:
        return ()
    shared = set(members[0].elements)
    for member in members[1:]:
        shared &= set(member.elements)
    return tuple(element for element in members[0].elements if element in shared)


def _names(cards: Sequence[CardView]) -> str:
    names = [card.name for card in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
