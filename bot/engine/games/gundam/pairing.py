"""Pilots: does a Pilot meet a 【(qualifications) Pilot】, and can a Pilot be paired now?

`meets` is the one qualification check: 【When Paired】 (trigger), 【During Pair】 (constant) and
the pilot topic all ask it. A qualification is `any` (【Pilot】, 11-2-11-3), a name (【Amuro Pilot】)
or a trait (【(Gundam) Pilot】), as the Key Points of 11-2-11 illustrate; cards also print a colour
(【When Paired･Purple Pilot】) or a level (【During Pair･Lv.3 or Lower Pilot】), which the Pilot fulfils
by its own colour or level (11-2-11-2: "if the Pilot fulfills those (qualifications)").
"""

from __future__ import annotations

from bot.engine.errors import NotCovered, ScenarioError
from bot.engine.games.gundam import assumptions as A
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCard, Qualification
from bot.engine.games.gundam.steps import rule
from bot.engine.games.gundam.timing import ATTACK_STEPS, action_step, describe
from bot.engine.reasoning import Reasoning
from bot.rules.library import name_key

__all__ = ["can_pair_now", "check_inputs", "meets"]


def check_inputs(pilot: GundamCard | None, unit: GundamCard | None) -> None:
    """What `meets` will need, checked when the scenario is read (a `ValueError` for the validators)."""
    if unit is None or unit.qual is None:
        raise ValueError('give the Unit\'s qualification: qual=any, qual="Name" or qual="(Trait)"')
    if pilot is None:
        raise ValueError("give the paired `pilot`")
    if unit.qual.kind == "trait" and pilot.traits is None:
        raise ValueError(
            f"{unit.qual.printed} asks for a trait: give {pilot.name}'s traits (traits=A,B) to check it"
        )
    if unit.qual.kind == "colour" and pilot.colour is None:
        raise ValueError(f"{unit.qual.printed} asks for a colour: give {pilot.name}'s colour (colour=…)")
    if unit.qual.kind == "level" and pilot.level is None:
        raise ValueError(f"{unit.qual.printed} asks for a level: give {pilot.name}'s level (level=N)")


def meets(reasoning: Reasoning, pilot: GundamCard, qualification: Qualification) -> bool:
    """Does `pilot` fulfil the qualification? Partial names are not covered (the text has no rule)."""
    printed = qualification.printed
    if qualification.kind == "any":
        return rule(
            reasoning, f"{printed} has no qualifications: any Pilot, {pilot.name} too", True, Q.PILOT_ANY
        )
    if qualification.kind == "trait":
        if pilot.traits is None:
            raise ScenarioError(
                f"{printed} asks for a trait: give {pilot.name}'s traits (traits=A,B) to check it"
            )
        held = any(pilot.has_trait(trait) for trait in qualification.traits)
        listed = " or ".join(f"({t})" for t in qualification.traits)
        rule(reasoning, f"{printed} is met only by Pilots with the {listed} trait", True, Q.PILOT_BY_TRAIT)
        traits = ", ".join(f"({t})" for t in pilot.traits) or "none"
        return rule(
            reasoning,
            f"{pilot.name} fulfils the qualification {listed}; its traits: {traits}",
            held,
            Q.PILOT_QUALIFIED,
        )
    if qualification.kind == "colour":
        if pilot.colour is None:
            raise ScenarioError(f"{printed} asks for a colour: give {pilot.name}'s colour (colour=…)")
        held = pilot.colour == qualification.value
        return rule(
            reasoning,
            f"{pilot.name} fulfils the qualification ({qualification.value}); its colour: {pilot.colour}",
            held,
            Q.PILOT_QUALIFIED,
        )
    if qualification.kind == "level":
        if pilot.level is None:
            raise ScenarioError(f"{printed} asks for a level: give {pilot.name}'s level (level=N)")
        level, higher = qualification.level
        held = pilot.level >= level if higher else pilot.level <= level
        return rule(
            reasoning,
            f"{pilot.name} fulfils the qualification ({qualification.value}); its level: Lv.{pilot.level}",
            held,
            Q.PILOT_QUALIFIED,
        )
    wanted, given = name_key(qualification.value), name_key(pilot.name)
    if wanted != given and (
        set(wanted.split()) <= set(given.split()) or set(given.split()) <= set(wanted.split())
    ):
        rule(reasoning, f"{printed} is met only by the Pilot it names", True, Q.PILOT_BY_NAME)
        raise NotCovered(
            f"{printed} names '{qualification.value}' and the Pilot is '{pilot.name}'. The text's example "
            "(【Amuro Pilot】 – Only Amuro) doesn't say whether a Pilot whose name only contains, or is part "
            "of, the qualification's name fulfils it."
        )
    held = wanted == given
    rule(reasoning, f"{pilot.name} is the Pilot {printed} names", held, Q.PILOT_BY_NAME)
    return rule(
        reasoning, f"{pilot.name} fulfils the qualification ({qualification.value})", held, Q.PILOT_QUALIFIED
    )


def can_pair_now(reasoning: Reasoning, moment: str, your_turn: bool) -> bool:
    """Can a Pilot card be paired from the hand now? Never in an action step (11-2-4-2-2)."""
    if action_step(reasoning, moment, your_turn, for_command=True):
        return rule(
            reasoning,
            "a card can be paired as a Pilot during an action step",
            False,
            Q.NO_PAIRING_IN_ACTION_STEP,
        )
    rule(reasoning, "it isn't an action step, when pairing is forbidden", True, Q.NO_PAIRING_IN_ACTION_STEP)
    if your_turn and moment == "main":
        return reasoning.assume(
            f"a Pilot can be paired from your hand during {describe(moment, your_turn)}",
            True,
            A.PAIR_IN_MAIN_PHASE,
        )
    where = "a Unit's attack" if moment in ATTACK_STEPS else describe(moment, your_turn)
    raise NotCovered(
        f"11-2-4-2-2 forbids pairing only during an action step. When else a Pilot can be paired (6-5-2-3) "
        f"is not in the bot's text, so it can't say whether pairing is allowed during {where}."
    )
