"""swtcg.prevent — damage left after Evade, Deflect, Protect, Absorb, Persuade and Parry."""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.cards import SwtcgCardInput
from bot.engine.games.swtcg.prevention import (
    IN_FULL,
    Prevention,
    prevent,
    sentences,
    settle,
    shield_name,
    why_open,
)
from bot.engine.games.swtcg.state import UnitView, view
from bot.engine.games.swtcg.topics._common import finish
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Bound, Verdict

PreventQuestion = Literal["remaining", "counters", "deflect", "stun", "deflect_less"]


class PreventAnswers(Answers):
    """What the glossary decides about damage and the prevention used on it."""

    remaining: int | None = Field(default=None, description="The least damage that can remain")
    counters: int | None = Field(default=None, description="The least damage counters placed (Double Damage)")
    deflect: int | None = Field(default=None, description="Up to how much damage Deflect may do to a unit")
    stun: bool | None = Field(default=None, description="Does the source's Stun give the target −X power?")
    deflect_less: bool | None = Field(default=None, description="May Deflect prevent less than it can?")


class PreventScenario(ScenarioBase):
    """Damage left after Evade, Deflect, Protect, Absorb, Persuade, Parry (Ferocity, Fortitude)."""

    answer_model = PreventAnswers
    topic: Literal["swtcg.prevent"] = "swtcg.prevent"
    target: SwtcgCardInput = Field(
        description="The unit taking damage: Evade, Deflect, Absorb, Persuade, Parry…"
    )
    amount: int = Field(ge=0, le=99, description="Damage pending against it")
    source: SwtcgCardInput = Field(description="The unit doing the damage (Ferocity, Double Damage, Stun)")
    protector: SwtcgCardInput | None = Field(
        default=None, description="Another of the target's units in its arena, with Protect X"
    )
    attack: bool = Field(default=True, description="The damage is from the source's attack on the target")
    natural_one: bool | None = Field(
        default=None,
        description="The attack roll (after rerolls) showed a natural 1 (not given: Parry may act or not)",
    )
    directly: bool = Field(
        default=False, description="The amount is damage counters put directly on it, not damage done"
    )
    question: PreventQuestion = Field(
        default="remaining", description="remaining (default), counters, deflect, stun, deflect_less"
    )

    @model_validator(mode="after")
    def _parry_needs_attack(self) -> Self:
        if self.natural_one and not self.attack:
            raise ValueError("natural_one: a natural 1 is rolled in an attack; set attack to true")
        if self.natural_one and self.directly:
            raise ValueError("natural_one: counters put directly are not an attack's damage")
        return self


@topic(PreventScenario)
def decide_prevent(scenario: PreventScenario, reasoning: Reasoning) -> Verdict:
    """The one prevention mechanism (`prevention.prevent`), then what the damage left does."""
    target = view(reasoning, scenario.target, "target", "you")
    source = view(reasoning, scenario.source, "source", "opponent")
    protector = None
    if scenario.protector is not None:
        protector = view(reasoning, scenario.protector, "protector", target.side)
    if reasoning.question == "deflect_less":
        return _deflect_less(reasoning, target)
    if scenario.directly:
        return _put_directly(scenario, reasoning, target, source, protector)
    result = prevent(
        reasoning,
        source,
        target,
        scenario.amount,
        protector=protector,
        attack=scenario.attack,
        natural_one=scenario.natural_one,
    )
    settle(reasoning, result)
    notes, deflected = _side_effects(reasoning, result, source, target, scenario.attack)
    remaining, most = result.remaining, result.most
    counters, counters_most = remaining, most
    if scenario.attack and source.has("Double Damage") and most:
        counters, counters_most = 2 * remaining, 2 * most
        counted = _range(counters, counters_most, result.continuous)
        reasoning.rule(
            "Double Damage: 1 more damage counter for each of the "
            f"{_range(remaining, most, result.continuous)} damage not prevented: {counted}",
            True,
            Q.DOUBLE_DAMAGE,
        )
        notes.append(f"{counted} damage counters with Double Damage")
    stunned = _stun(reasoning, source, target, result, notes)
    why = why_open(result, source, target)
    if not result.shields:
        headline = f"All {scenario.amount} damage to {target.name} remains: nothing here can prevent it."
    elif not why:
        used = ", ".join(shield.label for shield in result.shields)
        headline = (
            f"{remaining} of the {scenario.amount} damage to {target.name} remains ({used} used in full)."
        )
    else:
        rest = [shield_name(shield, target) for shield in result.certain]
        full = f" ({', '.join(rest)} used in full)" if rest else ""
        if most == remaining and result.continuous:
            headline = (
                f"{remaining} of the {scenario.amount} damage to {target.name} remains, however much of "
                f"{_labels(result, target)} its player uses{full}."
            )
        elif most == remaining:
            headline = (
                f"{remaining} of the {scenario.amount} damage to {target.name} remains, whatever is done "
                f"with {_labels(result, target)}{full}."
            )
        else:
            headline = (
                f"{_range(remaining, most, result.continuous).capitalize()} of the {scenario.amount} damage "
                f"to {target.name} remains: {why}{full}."
            )
    if notes:
        headline += " " + "; ".join(notes) + "."
    would_change = []
    if source.has("Ferocity") and not target.has("Fortitude"):
        would_change.append(f"with Fortitude, {target.name} could prevent it with its own abilities")
    if remaining == 0 and any(shield.name in IN_FULL and shield.given for shield in result.shields):
        would_change.append("prevention used for less than its full X leaves more damage")
    answers = PreventAnswers(remaining=remaining, counters=counters, deflect=deflected, stun=stunned)
    stun = source.amount("Stun")
    headlines = {
        "remaining": headline,
        "counters": f"{counters} damage counters go on {target.name}"
        + (" (Double Damage)." if counters != remaining else f" ({remaining} damage remains).")
        if counters_most == counters
        else _range(counters, counters_most, result.continuous).capitalize()
        + f" damage counters go on {target.name}"
        + (" (Double Damage)" if counters_most != most else "")
        + f": {why}.",
        "deflect": (
            f"{target.name}'s Deflect may do up to {deflected} damage to a unit in its arena."
            if target.has("Deflect")
            else f"Deflect does no damage: {target.name} has no Deflect."
        ),
        "stun": f"{'Yes' if stunned else 'No'} — "
        + (
            f"{source.name} has no Stun."
            if not stun
            else f"Stun {stun}: {target.name} gets −{stun} power until end of battle."
            if stunned
            else "Stun doesn't occur: no damage counters are placed."
        ),
    }
    bounds: dict[str, Bound] = {"deflect": "up to"} if deflected else {}
    if most != remaining:  # the least left: the headline gives the range the player's choices leave
        bounds["remaining"] = "at least"
    if counters_most != counters:
        bounds["counters"] = "at least"
    return finish(reasoning, answers, headlines, would_change, bounds=bounds)


def _span(low: int, high: int) -> str:
    return str(high) if low == high else f"{low} to {high} (the glossary gives no order for prevention)"


def _range(low: int, high: int, continuous: bool) -> str:
    """How much is left from `low` to `high`: "2 to 4" when every amount between can be, else "at least 2
    and at most 4" (lower case: `.capitalize()` it to open a sentence); just "2" when they meet."""
    if low == high:
        return str(low)
    return f"{low} to {high}" if continuous else f"at least {low} and at most {high}"


def _side_effects(
    reasoning: Reasoning, result: Prevention, source: UnitView, target: UnitView, attack: bool
) -> tuple[list[str], int]:
    """Deflect's new damage, Absorb's and Persuade's power, with ranges when the order matters.

    Returns the notes and the most damage Deflect may do (0 when it prevented nothing).
    """
    notes = []
    deflected = 0
    for shield in result.shields:
        low, high = result.share(shield)
        if shield.name == "Deflect" and high:
            reasoning.rule(
                f"Deflect makes new damage equal to what it prevented: {_span(low, high)}",
                True,
                Q.DEFLECT_EQUALS,
            )
            reasoning.rule(
                f"{target.name} may do it to any unit in its arena, even itself, after all prevention "
                "resolves",
                True,
                Q.DEFLECT_ANY_UNIT,
            )
            notes.append(
                f"Deflect, if played: {target.name} may do {_span(low, high)} damage to a unit in its arena"
            )
            deflected = high
            if target.has("Ferocity"):
                reasoning.rule(
                    f"{target.name} has Ferocity: the deflected damage can't be prevented",
                    True,
                    Q.FEROCITY_INCLUDES,
                )
            if target.has("Stun"):
                reasoning.rule(
                    f"{target.name} has Deflect and Stun: its Deflect can stun", True, Q.STUN_DEFLECT
                )
        elif shield.name == "Absorb" and high:
            reasoning.rule(
                f"Absorb: {target.name} gains {_span(low, high)} power for its next attack", True, Q.ABSORB
            )
            notes.append(f"Absorb, if played: +{_span(low, high)} power for {target.name}'s next attack")
        elif shield.name == "Persuade" and high:
            if attack:
                reasoning.rule(
                    f"Persuade: {source.name} loses {_span(low, high)} power for its next attack",
                    True,
                    Q.PERSUADE,
                )
                notes.append(
                    f"Persuade, if played: {source.name} gets −{_span(low, high)} power for its next attack"
                )
            else:
                reasoning.rule(
                    f"Persuade makes {source.name} lose power (it isn't attacking)", False, Q.PERSUADE
                )
    return notes, deflected


def _stun(
    reasoning: Reasoning, source: UnitView, target: UnitView, result: Prevention, notes: list[str]
) -> bool | None:
    """Whether the source's Stun occurs (counters are placed), with its step; None when that is open:
    the prevention can stop all of the damage, but its player may pass Evade, Protect, Deflect, Absorb
    or Persuade (and use Evade or Protect for less), or a Parry needs a natural 1 the question didn't
    give. Asked about the Stun itself, that is "not covered"."""
    stun = source.amount("Stun")
    if not stun:
        return False
    if result.remaining:
        reasoning.rule(f"Stun {stun}: {target.name} gets −{stun} power until end of battle", True, Q.STUN)
        notes.append(f"Stun: {target.name} gets −{stun} power until end of battle")
        return True
    if result.most:
        labels = _labels(result, target)
        whose = f"if its player leaves any damage unprevented ({labels} used for less)"
        if not result.chosen:
            whose = f"if any damage remains ({labels} not acting)"
        reasoning.rule(
            f"Stun {stun}: {target.name} gets −{stun} power until end of battle {whose}",
            True,
            Q.STUN,
        )
        notes.append(f"Stun: {target.name} gets −{stun} power until end of battle if any damage remains")
        if reasoning.question == "stun":
            decider = f"{target.name}'s player's choice" if not result.unsure else "not given by the question"
            raise NotCovered(
                f"Whether Stun occurs is {decider}: with all of {labels} no damage counters are placed and "
                f"Stun doesn't occur; with less, up to {result.most} damage remains and it does "
                f"({sentences(result)}).",
                f"Not covered: whether {source.name}'s Stun occurs is {decider}.",
            )
        return None
    reasoning.rule("Stun occurs though no damage counters are placed", False, Q.STUN_NO_COUNTERS)
    return False


def _labels(result: Prevention, target: UnitView) -> str:
    """The prevention that may or may not act ("Evade 2", "Deflect 2 and Luke's Protect 1")."""
    return " and ".join(shield_name(shield, target) for shield in result.may_act)


def _deflect_less(reasoning: Reasoning, target: UnitView) -> Verdict:
    """Deflect must prevent as much as it can, up to its value; Evade needn't be used in full."""
    reasoning.rule("Deflect may prevent less than it can, up to its value", False, Q.DEFLECT_AS_MUCH)
    reasoning.rule(
        "Deflect is activated during the damage prevention play or pass chance: its player may play it or "
        "pass",
        True,
        Q.DEFLECT_POP,
    )
    evade = ""
    if target.has("Evade"):
        reasoning.rule(f"{target.name}'s Evade may be used for less than all of it", True, Q.EVADE_LESS)
        evade = f"; {target.name}'s Evade, unlike it, needn't be used in full"
    deflect = f"{target.name}'s Deflect {target.amount('Deflect')}" if target.has("Deflect") else "Deflect"
    return reasoning.decided(
        PreventAnswers(deflect_less=False),
        f"No — played, {deflect} deflects as much damage as it can, up to its value (its player may also "
        f"pass){evade}.",
    )


def _put_directly(
    scenario: PreventScenario,
    reasoning: Reasoning,
    target: UnitView,
    source: UnitView,
    protector: UnitView | None,
) -> Verdict:
    """Counters put directly are not damage: no prevention, Fortitude or not; no Double Damage, no Stun."""
    amount = scenario.amount
    reasoning.rule(
        f"putting {amount} damage counters directly on {target.name} is doing damage (Fortitude could stop "
        "it)",
        False,
        Q.COUNTERS_NOT_DAMAGE,
    )
    shields = [(name, quote) for name, quote in _PREVENTS if target.has(name)]
    for name, quote in shields:
        reasoning.rule(
            f"{target.name}'s {name} {target.amount(name)}, which prevents damage, acts on them", False, quote
        )
    if protector is not None and protector.has("Protect"):
        reasoning.rule(f"{protector.name}'s Protect, which prevents damage, acts on them", False, Q.PROTECT)
    if source.has("Double Damage"):
        reasoning.rule("Double Damage adds counters for damage not prevented", False, Q.DOUBLE_DAMAGE)
    stunned = False
    if source.amount("Stun"):
        reasoning.rule(f"{source.name} damages {target.name}, so its Stun occurs", False, Q.STUN)
    answers = PreventAnswers(remaining=amount, counters=amount, deflect=0, stun=stunned)
    named = ", ".join(name for name, _ in shields) or "its prevention"
    headlines = {
        "remaining": f"All {amount} stay: damage counters put directly on {target.name} are not damage, so "
        f"{named} can't prevent them (Fortitude or not).",
        "counters": f"{amount} damage counters go on {target.name}: put directly, they are not damage (no "
        "Double Damage, no prevention).",
        "deflect": f"Deflect does no damage: counters put directly on {target.name} aren't damage.",
        "stun": "No — counters put directly are not damage, so Stun doesn't occur."
        if source.amount("Stun")
        else f"No — {source.name} has no Stun.",
    }
    return finish(reasoning, answers, headlines)


_PREVENTS = (
    ("Evade", Q.EVADE),
    ("Deflect", Q.DEFLECT),
    ("Absorb", Q.ABSORB),
    ("Persuade", Q.PERSUADE),
    ("Parry", Q.PARRY),
)
"""The target's own abilities that prevent damage (each quoted: “Prevent up to X damage …”)."""
