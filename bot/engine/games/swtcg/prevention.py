"""Damage prevention, modelled once: which prevention can act on which damage, and what is left.

Ferocity makes a unit's damage unpreventable; Fortitude lets a unit prevent unpreventable damage to
itself only, so another unit's Protect still can't. Evade, Protect, Deflect, Absorb and Persuade are
activated during the damage prevention play or pass chance, so each is its player's choice: the damage
left is a range, from `remaining` (each played for as much as it allows) to `most` (none played). Once
played, Evade and Protect prevent as much as their player chooses, up to X ("You choose how much damage
to Evade up to X"), Deflect as much as it can. Parry, triggered, is taken in full (an assumption, named
in the verdict: the glossary has no sentence on using less); when whether the attack rolled a natural 1
is not given, it counts towards the least only. Amounts add up regardless of order (also an assumption:
the glossary gives no order). What does depend on the order — how much of it Deflect, Absorb or
Persuade took, hence the deflected damage and the power gained or lost — is given as a range.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine.citations import RuleQuote
from bot.engine.errors import NotCovered
from bot.engine.games.swtcg import assumptions as A
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.state import UnitView
from bot.engine.reasoning import Reasoning

__all__ = [
    "IN_FULL",
    "Prevention",
    "Shield",
    "choice",
    "prevent",
    "sentences",
    "settle",
    "shield_name",
    "unsure_text",
    "why_open",
]

OWN = (("Evade", Q.EVADE), ("Deflect", Q.DEFLECT), ("Absorb", Q.ABSORB), ("Persuade", Q.PERSUADE))
"""Prevention a unit uses on damage to itself (Parry, which needs a natural 1, is handled apart)."""
CHOSEN = {"Evade": Q.EVADE_CHOOSE, "Protect": Q.PROTECT_CHOOSE}
"""Prevention its player may use for less than X, each with the glossary's sentence saying so."""
PLAYED = {**CHOSEN, "Deflect": Q.DEFLECT_POP, "Absorb": Q.ABSORB_POP, "Persuade": Q.PERSUADE_POP}
"""Prevention activated during the damage prevention play or pass chance: its player may play it or
pass, each with the sentence saying so (Evade's and Protect's also say how much is their choice)."""
IN_FULL = ("Parry",)
"""'Prevent up to X', triggered, with no sentence on using less: taken in full (`prevent-in-full`)."""


@dataclass(frozen=True)
class Shield:
    """One prevention ability that acts on the damage: whose, which, how much at most."""

    unit: UnitView
    name: str
    value: int
    given: bool = True
    """False for Parry when whether the attack rolled a natural 1 is not given: it may not act."""

    @property
    def label(self) -> str:
        return f"{self.unit.name}'s {self.name} {self.value}"


@dataclass
class Prevention:
    amount: int
    shields: list[Shield] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(shield.value for shield in self.shields)

    @property
    def remaining(self) -> int:
        """The least damage that can remain: every prevention used for as much as it allows."""
        return max(0, self.amount - self.total)

    @property
    def chosen(self) -> list[Shield]:
        """The prevention its player may play or not (Evade, Protect, Deflect, Absorb, Persuade)."""
        return [shield for shield in self.shields if shield.name in PLAYED]

    @property
    def unsure(self) -> list[Shield]:
        """Prevention that acts only if what the question didn't say holds (Parry's natural 1)."""
        return [shield for shield in self.shields if not shield.given]

    @property
    def may_act(self) -> list[Shield]:
        """The prevention that may or may not act: the chosen, then the unsure."""
        return [*self.chosen, *self.unsure]

    @property
    def certain(self) -> list[Shield]:
        """Prevention that acts whatever its player chooses (Parry after a natural 1, in full)."""
        return [shield for shield in self.shields if shield.name not in PLAYED and shield.given]

    @property
    def most(self) -> int:
        """The most damage that can remain: none of the chosen prevention played, Parry only if sure."""
        return max(0, self.amount - sum(shield.value for shield in self.certain))

    @property
    def continuous(self) -> bool:
        """Every amount from `remaining` to `most` can remain: the only choices are Evade's and
        Protect's amounts (Deflect is played for as much as it can or not at all, and the glossary
        doesn't say whether Absorb or Persuade may be played for less)."""
        return all(shield.name in CHOSEN for shield in self.chosen) and not self.unsure

    def share(self, shield: Shield) -> tuple[int, int]:
        """The least and most of the damage `shield` can have prevented, over every order."""
        others = self.total - shield.value
        return min(shield.value, max(0, self.amount - others)), min(shield.value, self.amount)


def prevent(
    reasoning: Reasoning,
    source: UnitView,
    target: UnitView,
    amount: int,
    *,
    protector: UnitView | None,
    attack: bool,
    natural_one: bool | None,
) -> Prevention:
    """The prevention that can act on `amount` damage from `source` to `target`, with steps."""
    result = Prevention(amount)
    unpreventable = source.has("Ferocity")
    fortitude = target.has("Fortitude")
    if unpreventable:
        reasoning.rule(f"{source.name} has Ferocity: its damage can't be prevented", True, Q.FEROCITY)
        if fortitude:
            reasoning.rule(
                f"{target.who} has Fortitude: it can prevent that damage to itself", True, Q.FORTITUDE
            )
    own_ok = not unpreventable or fortitude
    for name, quote in OWN:
        value = target.amount(name)
        if value:
            _own(reasoning, result, Shield(target, name, value), quote, own_ok, source)
    _parry(reasoning, result, source, target, attack=attack, natural_one=natural_one, own_ok=own_ok)
    if protector is not None:
        _protect(reasoning, result, source, target, protector, unpreventable)
    return result


def _own(
    reasoning: Reasoning,
    result: Prevention,
    shield: Shield,
    quote: RuleQuote,
    allowed: bool,
    source: UnitView,
) -> None:
    if allowed:
        reasoning.rule(f"{shield.label}: prevents up to {shield.value} damage to itself", True, quote)
        result.shields.append(shield)
    else:
        reasoning.rule(f"{shield.label} can prevent {source.name}'s damage", False, Q.FEROCITY)


def _parry(
    reasoning: Reasoning,
    result: Prevention,
    source: UnitView,
    target: UnitView,
    *,
    attack: bool,
    natural_one: bool | None,
    own_ok: bool,
) -> None:
    """Parry's steps: after a natural 1 it acts; when whether one was rolled is not given, the
    unpreventable check comes before the (not given) natural 1 step, which holds only if it passes;
    either way, then, the Fortitude step and the shield (`given` False when not given)."""
    value = target.amount("Parry")
    if not value:
        return
    if not attack:
        reasoning.rule(
            f"Parry {value} acts on damage an ability deals rather than an attack roll",
            False,
            Q.PARRY_ATTACK_DICE,
        )
        return
    if natural_one is None:
        if own_ok:
            reasoning.rule(
                f"Parry {value} prevents damage only if {source.name} rolled a natural 1 against "
                f"{target.name} (not given): it counts towards the least damage left, not the most",
                True,
                Q.PARRY,
            )
    elif not reasoning.rule(
        f"Parry {value}: {source.name} rolled a natural 1 against {target.name}", natural_one, Q.PARRY
    ):
        return
    if not own_ok:
        reasoning.rule(
            f"{target.name}'s Parry {value} affects unpreventable damage", False, Q.PARRY_UNPREVENTABLE
        )
        return
    if source.has("Ferocity"):
        reasoning.rule(
            f"with Fortitude, {target.name}'s Parry prevents it anyway", True, Q.FORTITUDE_ABILITIES
        )
    result.shields.append(Shield(target, "Parry", value, given=natural_one is not None))


def _protect(
    reasoning: Reasoning,
    result: Prevention,
    source: UnitView,
    target: UnitView,
    protector: UnitView,
    unpreventable: bool,
) -> None:
    value = protector.amount("Protect")
    if not reasoning.rule(f"{protector.who} has Protect", bool(value), Q.PROTECT):
        return
    if not reasoning.rule(
        f"{target.name} is another of {protector.name}'s controller's units",
        protector.side == target.side,
        Q.PROTECT,
    ):
        return
    if protector.arena is None or target.arena is None:
        # The `protector` option is "another of the target's units in its arena": the question's premise,
        # declared as such, not a rule the glossary decides.
        reasoning.assume(
            f"{protector.name} and {target.name} are in the same arena (arenas not given)",
            True,
            A.PROTECTOR_ARENA,
        )
    elif not reasoning.rule(
        f"{protector.name} and {target.name} are in the same arena ({protector.arena}, {target.arena})",
        protector.arena == target.arena,
        Q.PROTECT,
    ):
        return
    if unpreventable:
        if protector.has("Fortitude"):
            reasoning.rule(
                f"{protector.name}'s Fortitude lets its Protect prevent {source.name}'s damage to another "
                "unit",
                False,
                Q.FORTITUDE_ITSELF_ONLY,
            )
            return
        if target.has("Fortitude"):
            raise NotCovered(
                f"{target.name} has Fortitude, which lets it prevent unpreventable damage to itself; the "
                "glossary "
                f"doesn't say whether another unit's Protect ({protector.name}) may then prevent it too."
            )
        reasoning.rule(f"{protector.name}'s Protect can prevent {source.name}'s damage", False, Q.FEROCITY)
        return
    shield = Shield(protector, "Protect", value)
    reasoning.rule(f"{shield.label}: prevents up to {value} damage to {target.name}", True, Q.PROTECT)
    result.shields.append(shield)


def settle(reasoning: Reasoning, result: Prevention) -> None:
    """The step adding the prevention up, then how much of each is used: as its player chooses (Evade,
    Protect), as much as it can (Deflect), or in full (an assumption, for the others)."""
    if not result.shields:
        reasoning.assume(f"prevention acts on the {result.amount} damage", False, A.PREVENTION_ADDS)
        return
    labels = " + ".join(shield.label for shield in result.shields)
    left = str(result.remaining) if result.most == result.remaining else f"at least {result.remaining}"
    reasoning.assume(
        f"{labels} prevent up to {result.total} of the {result.amount} damage: {left} left",
        result.remaining < result.amount,
        A.PREVENTION_ADDS,
    )
    for shield in result.shields:
        if shield.name in CHOSEN:
            reasoning.rule(
                f"{shield.label}: its player chooses how much of it to use, up to {shield.value}",
                True,
                CHOSEN[shield.name],
            )
        elif shield.name in PLAYED:
            reasoning.rule(
                f"{shield.label} is activated during the damage prevention play or pass chance: its player "
                "may play it or pass",
                True,
                PLAYED[shield.name],
            )
            if shield.name == "Deflect":
                reasoning.rule(
                    f"played, {shield.label} deflects as much damage as it can, up to {shield.value}",
                    True,
                    Q.DEFLECT_AS_MUCH,
                )
    assumed = [shield.label for shield in result.shields if shield.name in IN_FULL and shield.given]
    if assumed:
        reasoning.assume(
            f"{' and '.join(assumed)} {'is' if len(assumed) == 1 else 'are'} used in full", True, A.IN_FULL
        )


def choice(result: Prevention, target: UnitView) -> str:
    """What the target's player chooses ("how much of Evade 2 to use", "whether to play Deflect 2 and
    how much of Evade 1 to use"), or "" when nothing is its choice."""
    played = [shield_name(shield, target) for shield in result.chosen if shield.name not in CHOSEN]
    amounts = [shield_name(shield, target) for shield in result.chosen if shield.name in CHOSEN]
    parts = []
    if played:
        parts.append(f"whether to play {' and '.join(played)}")
    if amounts:
        parts.append(f"how much of {' and '.join(amounts)} to use")
    return " and ".join(parts)


def unsure_text(result: Prevention, source: UnitView) -> str:
    """What the question didn't say ("Parry 1 prevents damage only if Han rolled a natural 1 (not
    given)"), or ""."""
    return "; ".join(
        f"{shield.name} {shield.value} prevents damage only if {source.name} rolled a natural 1 (not given)"
        for shield in result.unsure
    )


def why_open(result: Prevention, source: UnitView, target: UnitView) -> str:
    """Why the damage left is a range ("Vader's player chooses whether to play Deflect 2"), or ""."""
    chooses = choice(result, target)
    parts = [f"{target.name}'s player chooses {chooses}"] if chooses else []
    if result.unsure:
        parts.append(unsure_text(result, source))
    return "; ".join(parts)


def sentences(result: Prevention) -> str:
    """The glossary's sentences leaving the damage left open, for the prevention at hand."""
    names = dict.fromkeys(shield.name for shield in result.may_act)
    quoted = {**PLAYED, "Parry": Q.PARRY}
    return "; ".join(f"{name.lower()}: “{quoted[name].quote}”" for name in names)


def shield_name(shield: Shield, target: UnitView) -> str:
    """A shield as an answer about `target` names it: "Deflect 2" for its own, else "Luke's Protect 1"."""
    return f"{shield.name} {shield.value}" if shield.unit is target else shield.label
