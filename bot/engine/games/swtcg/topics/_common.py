"""Helpers shared by the dice topics: raw keyword sums for input checks, and legality before the dice."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.cards import SwtcgCard
from bot.engine.games.swtcg.power import printed_power, starting_power
from bot.engine.games.swtcg.state import UnitView
from bot.engine.games.swtcg.targeting import REACH, can_attack
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Bound, Verdict


def asked(reasoning: Reasoning, answers: Answers) -> str:
    """The sub-question the verdict answers: the one asked, or the first derived when it wasn't reached."""
    derived = answers.values()
    return reasoning.question if reasoning.question in derived else next(iter(derived))


def finish(
    reasoning: Reasoning,
    answers: Answers,
    headlines: Mapping[str, str],
    would_change: Iterable[str] = (),
    *,
    tail: str = "",
    bounds: Mapping[str, Bound] | None = None,
) -> Verdict:
    """The verdict with every derived sub-answer; the headline is the one written for the question answered.

    `headlines` maps a sub-question to its sentence (written from the typed value); `tail` follows it
    (the attack's summary) unless the sentence is already the whole headline. `bounds`: the
    sub-answers that are the least or the most of a range the players' choices leave.
    """
    question = asked(reasoning, answers)
    headline = headlines[question]
    if tail and tail not in headline:
        headline = f"{headline} {tail}"
    return reasoning.decided(answers, headline, would_change, bounds=bounds)


def raw_amount(card: SwtcgCard, keyword: str) -> int:
    """The sum of a keyword's values as written on the card (for checking input, before any step)."""
    return sum(instance.value or 0 for instance in card.keywords if instance.name == keyword)


def dice_count(attacker: SwtcgCard, defender: SwtcgCard, late: Iterable[str] = ()) -> int | None:
    """Attack dice from the attack's power less Shields (none gained after the roll, in `late`), or None
    when the power is not given. The power is Bombard's (Ion Cannon's, Barrage's) X attacking another
    arena when the unit's power is its printed one (`power.starting_power`)."""
    power = starting_power(attacker, defender, own_power=False).power
    if power is None:
        return None
    shields = 0 if "Shields" in late else raw_amount(defender, "Shields")
    return max(0, power - shields)


def illegal_attack(
    reasoning: Reasoning, attacker: UnitView, defender: UnitView, answers: type[Answers]
) -> Verdict | None:
    """A 'No' verdict (`legal` False) when the attacker can't attack the defender; None when it can.

    An attack into another arena (Bombard, Ion Cannon, Barrage) is made "using X power plus any other
    effects": the step says so, since the dice then come from X rather than the unit's own power.
    """
    legality = can_attack(reasoning, attacker, defender)
    if not legality.legal:
        return reasoning.decided(
            answers.model_validate({"legal": False}),
            f"No — {attacker.name} can't attack {defender.name} ({'; '.join(legality.problems)}).",
            legality.changes,
        )
    if legality.via is not None:
        ability, value = legality.via.rsplit(" ", 1)
        given = f" (power={attacker.card.power} given)" if attacker.card.power is not None else ""
        if printed_power(attacker.card):
            given = f", not its printed power {attacker.card.power}"
        quote = next(q for name, q in REACH.values() if name == ability)
        reasoning.rule(
            f"with {ability} {value}, {attacker.name}'s power for this attack is {value} plus other effects"
            + given,
            True,
            quote,
        )
    return None


SELF_PREVENTION = {"Evade": Q.EVADE, "Deflect": Q.DEFLECT, "Absorb": Q.ABSORB, "Persuade": Q.PERSUADE}
"""A defender's own ways to prevent an attack's damage, each "up to X" or at its player's choice."""


def unpreventable(attacker: UnitView, defender: UnitView) -> bool:
    """Ferocity: "Damage from this unit can't be prevented", unless the defender has Fortitude (which
    lets it prevent that damage to itself); then no prevention at all acts on the attack's damage."""
    return attacker.has("Ferocity") and not defender.has("Fortitude")


def own_prevention(reasoning: Reasoning, attacker: UnitView, defender: UnitView) -> str:
    """The defender's own prevention keywords ("Evade 2 and Absorb 1"), each recorded with its quote;
    "" without any, or when the attacker's Ferocity makes its damage unpreventable (recorded with that
    quote). What they prevent is its player's choice, so damage is stated before them."""
    found = []
    for name, quote in SELF_PREVENTION.items():
        if defender.has(name):
            found.append(f"{name} {defender.amount(name)}")
            reasoning.rule(f"{defender.who} has {name} {defender.amount(name)}", True, quote)
    if found and unpreventable(attacker, defender):
        reasoning.rule(
            f"{defender.name}'s {' and '.join(found)} can prevent {attacker.name}'s damage (Ferocity, no "
            "Fortitude)",
            False,
            Q.FEROCITY,
        )
        return ""
    return " and ".join(found)
