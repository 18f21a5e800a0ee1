"""Block legality, modelled once: can this Forward block this attacking Forward, or this party?

The blocker's own side (a Forward, active, no "cannot block") is 2.1.2's 10.1.3.1. The attackers'
"cannot be blocked…" clauses are typed `BlockRestriction`s read against the blocker's cost, power and
elements: limitations on the Forward that can make the block (10.1.3.1.2). For a party, "A Forward can
block a party if it can legally block at least one Forward that makes it up": `can_block` says which
members make it legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.attacking import Legality, Shortfall
from bot.engine.games.fftcg.cards import BlockRestriction
from bot.engine.games.fftcg.state import CardView
from bot.engine.reasoning import Reasoning

__all__ = ["BlockOutcome", "can_block", "excluded_by"]


@dataclass
class BlockOutcome:
    """The blocker's own shortfalls, and per attacker the clauses that keep the blocker off it."""

    blocker: Legality = field(default_factory=Legality)
    per_attacker: list[tuple[CardView, list[BlockRestriction]]] = field(default_factory=list)

    @property
    def open_to(self) -> list[CardView]:
        """The attackers whose text lets this blocker block them."""
        return [attacker for attacker, clauses in self.per_attacker if not clauses]

    @property
    def legal(self) -> bool:
        return self.blocker.legal and bool(self.open_to)

    @property
    def party(self) -> bool:
        return len(self.per_attacker) > 1

    def shortfalls(self, blocker: CardView) -> list[Shortfall]:
        """The blocker's own shortfalls, plus (when no attacker is open to it) what its text keeps it off."""
        found = list(self.blocker.shortfalls)
        if self.open_to:
            return found
        fixes = [_fix(clauses, attacker, blocker) for attacker, clauses in self.per_attacker]
        reasons = "; ".join(f"{attacker.name} {_quoted(clauses)}" for attacker, clauses in self.per_attacker)
        if self.party:
            found.append(
                Shortfall(
                    f"no Forward of the party can be blocked by {blocker.name} ({reasons})",
                    "one of these held: " + " or ".join(fixes),
                )
            )
        else:
            found.append(Shortfall(reasons, fixes[0]))
        return found


def _quoted(clauses: Sequence[BlockRestriction]) -> str:
    return " and ".join(f"“{clause.text}”" for clause in clauses)


def _fix(clauses: Sequence[BlockRestriction], attacker: CardView, blocker: CardView) -> str:
    """What would let `blocker` block `attacker` despite these clauses."""
    if len(clauses) > 1:
        return f"{attacker.name} lost {_quoted(clauses)}"
    clause = clauses[0]
    if clause.kind == "any":
        return f"{attacker.name} lost “cannot be blocked”"
    return (
        f"{blocker.name}'s {clause.loophole().removeprefix('its ')}"
        if clause.kind != "element"
        else (f"{blocker.name} were not {clause.element}")
    )


def _blocker_side(reasoning: Reasoning, blocker: CardView) -> Legality:
    """10.1.3.1: the non-turn player chooses a Forward of their own, active, that fits every limitation."""
    legality = Legality(marks=reasoning)
    name = blocker.name
    reasoning.requires(
        f"{blocker.who} is a Forward (the non-turn player chooses a Forward of their own to block)",
        blocker.type == "forward",
        Q.BLOCKER_CHOSEN,
        legality,
        f"{name} is a {blocker.type}, not a Forward",
        f"{name} were a Forward",
    )
    reasoning.requires(
        f"{blocker.who} is active",
        blocker.active,
        Q.BLOCKER_ACTIVE,
        legality,
        f"{name} is dull",
        f"{name} were active",
    )
    if blocker.card.cant_block:
        reasoning.requires(
            f"{blocker.who} fulfils the limitation its own text places on it, “cannot block”",
            False,
            Q.BLOCK_LIMITATIONS,
            legality,
            f"{name}'s text says it cannot block",
            f"{name} lost “cannot block”",
        )
    if blocker.card.new:
        reasoning.rule(
            f"{blocker.who} can block although it is new this turn: the conditions to block ask that it be "
            "active and fit its limitations, not that it was controlled since the turn began (that is "
            "attacking)",
            True,
            Q.BLOCK_CONDITIONS,
        )
    if blocker.card.frozen:
        reasoning.rule(
            f"{blocker.who} is frozen; Freeze changes only the rules of the Activation Phase, not blocking",
            True,
            Q.FREEZE_PHASE,
        )
    return legality


def excluded_by(
    reasoning: Reasoning, attacker: CardView, blocker: CardView, *, decides: bool = False
) -> list[BlockRestriction]:
    """The clauses of `attacker`'s text that stop `blocker` from blocking it (each recorded as a step;
    with `decides`, a clause that stops it is marked as deciding the No)."""
    found = []
    for clause in attacker.card.restrictions:
        if clause.kind == "element" and len(blocker.elements) > 1 and clause.element in blocker.elements:
            reasoning.rule(
                f"{blocker.name} ({'/'.join(blocker.elements)}) has all the Elements of its crystal: it is a "
                f"{clause.element} Forward",
                True,
                Q.MULTI_ELEMENT,
            )
        excluded = clause.excludes(blocker.card.cost, blocker.card.power, blocker.elements)
        reasoning.rule(
            f"{attacker.name}'s “{clause.text}” keeps {blocker.name}{_detail(clause, blocker)} from being "
            "chosen to block it",
            excluded,
            Q.BLOCK_LIMITATIONS,
        )
        if excluded:
            found.append(clause)
            if decides:
                reasoning.decisive()
    return found


def _detail(clause: BlockRestriction, blocker: CardView) -> str:
    if clause.needs == "cost":
        return f" (cost {blocker.card.cost})"
    if clause.needs == "power":
        return f" (power {blocker.card.power})"
    if clause.needs == "elements":
        return f" ({'/'.join(blocker.elements)})"
    return ""


def can_block(reasoning: Reasoning, blocker: CardView, attackers: Sequence[CardView]) -> BlockOutcome:
    """Can `blocker` block the attack of `attackers` (one Forward, or every Forward of a party)?"""
    outcome = BlockOutcome(blocker=_blocker_side(reasoning, blocker))
    alone = len(attackers) == 1  # a party is blocked if one member can be: then the party rule decides
    for attacker in attackers:
        outcome.per_attacker.append((attacker, excluded_by(reasoning, attacker, blocker, decides=alone)))
    if not outcome.party:
        return outcome
    open_to = outcome.open_to
    names = ", ".join(member.name for member in open_to) if open_to else "none"
    reasoning.rule(
        f"{blocker.name} can legally block at least one Forward of the party (it can block: {names})",
        bool(open_to),
        Q.PARTY_BLOCK,
    )
    if not open_to:
        reasoning.decisive()
    if any(clause.kind == "cost_at_least" for attacker in attackers for clause in attacker.card.restrictions):
        reasoning.rule(
            f"as in the text's example, the party's cost restrictions leave it open to {blocker.name} "
            f"(cost {blocker.card.cost})",
            bool(open_to),
            Q.PARTY_BLOCK_EXAMPLE,
        )
    if open_to and len(open_to) < len(attackers):
        outcome.blocker.relies_on.append(
            f"illegal if {' and '.join(member.name for member in open_to)} also could not be blocked by "
            f"{blocker.name}"
        )
    return outcome
