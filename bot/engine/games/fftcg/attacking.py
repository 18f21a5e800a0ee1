"""Attack legality, modelled once: one Forward (`can_attack`) and a party (`party_legality`).

`can_attack` serves `fftcg.attack` and every member of `fftcg.party` ("You can only make a party with
Forwards that can legally attack"). Every requirement is checked and recorded (it doesn't stop at the
first failure), so the verdict can say everything that would have to change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine.errors import NotCovered
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.cards import Element
from bot.engine.games.fftcg.quotes import newer_wording
from bot.engine.games.fftcg.state import CardView
from bot.engine.legality import Legality, Shortfall
from bot.engine.reasoning import Reasoning

__all__ = ["Legality", "PartyLegality", "Shortfall", "can_attack", "dulls_when_attacking", "party_legality"]

SPECIAL_ELEMENTS: frozenset[Element] = frozenset({"Light", "Dark"})


def can_attack(reasoning: Reasoning, forward: CardView) -> Legality:
    """Can this Forward be declared as an attacker now? (10.1.2.1: a Forward, active, once per turn, Haste)"""
    legality = Legality(marks=reasoning)
    name = forward.name
    if not reasoning.requires(
        f"{forward.who} is a Forward (the turn player declares one of their Forwards to attack)",
        forward.type == "forward",
        Q.ATTACK_DECLARED,
        legality,
        f"{name} is a {forward.type}, not a Forward",
        f"{name} were a Forward",
    ):
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
            reasoning.requires(
                f"{forward.who} is legally able to attack: it is yet to attack this turn",
                False,
                Q.ATTACK_ONCE,
                legality,
                f"{name} already attacked this turn",
                f"{name} had not attacked yet this turn",
            )
    active = reasoning.requires(
        f"{forward.who} is active",
        forward.active,
        Q.ATTACKER_ACTIVE,
        legality,
        f"{name} is dull",
        f"{name} were active",
    )
    if active and brave and not forward.card.attacked:
        reasoning.rule(f"{forward.who} has Brave, so it doesn't dull when it attacks", True, Q.BRAVE)
    controlled = reasoning.rule(
        f"{forward.who} has been continuously under its controller's control since the start of the turn",
        not forward.card.new,
        Q.ATTACKER_CONTROLLED,
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


def dulls_when_attacking(reasoning: Reasoning, forward: CardView) -> bool:
    """Declared legally, an attacker is dulled — unless it has Brave (10.1.2.2, Brave)."""
    if forward.has("Brave"):
        reasoning.rule(f"{forward.who} has Brave: it doesn't dull when attacking", True, Q.BRAVE)
        return False
    return reasoning.rule(
        f"{forward.who}, declared as an attacker, is then dull (it has no Brave)", True, Q.ATTACKERS_DULL
    )


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
        reasoning.rule(
            f"{member.name} can legally attack{newer_wording(reasoning, '15.1.1.9.3')}",
            legality.legal,
            Q.PARTY_CAN_ATTACK,
        )
        outcome.members.append((member, legality))
    _light_or_dark(reasoning, members, outcome)
    _shared_element(reasoning, members, outcome)
    return outcome


def _light_or_dark(reasoning: Reasoning, members: Sequence[CardView], outcome: PartyLegality) -> None:
    """Two Light or Dark Characters can't be on one player's field together (12.4.7)."""
    special = [member for member in members if set(member.elements) & SPECIAL_ELEMENTS]
    if len(special) < 2:
        return
    reasoning.rule(
        f"{_names(special)}, Light or Dark Characters, can be on their controller's field together",
        False,
        Q.LIGHT_DARK_BREAK_ZONE,
    )
    outcome.problems.append(
        Shortfall(
            f"{_names(special)} are Light or Dark Characters: a player who controls two or more puts all of "
            "them into the Break Zone",
            "at most one of them were Light or Dark",
        )
    )


def _shared_element(reasoning: Reasoning, members: Sequence[CardView], outcome: PartyLegality) -> None:
    """ "You can only make a party from Forwards sharing the same element" — with `party_any` card text."""
    any_element = [member for member in members if member.card.party_any]
    bound = [member for member in members if not member.card.party_any]
    if any_element:
        reasoning.rule(
            f"{_names(any_element)} can form a party with Forwards of any element: its card text takes "
            "precedence over the rule that a party's Forwards share an element",
            True,
            Q.CARD_TEXT_FIRST,
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
        reasoning.rule(
            f"{_names([m for m in bound if len(m.elements) > 1])} has all the Elements of its crystal",
            True,
            Q.MULTI_ELEMENT,
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
