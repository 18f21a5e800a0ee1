"""Pilots: does a Pilot fulfil a Unit's (qualifications), and can a Pilot be paired now?

`meets` is the one qualification check: 【When Paired】 (13-2-9), 【During Pair】 (13-2-10) and the
pilot topic all ask it. A qualification is `any` (no qualifications: any Pilot), a trait
(`(White Base Team) Pilot`, 2-5-3 and 13-2-10-2's example; `(A)/(B)` is either, 5-19-1), a colour
(`Purple Pilot`, 2-4-1), a level (`Lv.4 or Higher Pilot`) or a card name (2-2-2); the Pilot
fulfils it by its own traits, colour or level (13-2-9-2: "a Pilot fulfilling the (qualifications)").
"""

from __future__ import annotations

from bot.engine.errors import NotCovered, ScenarioError
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCard, Qualification
from bot.engine.games.gundam.steps import rule
from bot.engine.games.gundam.timing import Usability, action_step, describe, in_battle, not_an_action
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


def meets(
    reasoning: Reasoning, pilot: GundamCard, qualification: Qualification, *, during: bool = False
) -> bool:
    """Does `pilot` fulfil the qualification (of 【During Pair】 if `during`, else 【When Paired】)?
    A name that only overlaps the Pilot's name is not covered."""
    printed = qualification.printed
    fulfils = Q.DURING_PAIR_QUALIFIED if during else Q.WHEN_PAIRED_QUALIFIED
    if qualification.kind == "any":
        plain = Q.DURING_PAIR if during else Q.WHEN_PAIRED
        return rule(reasoning, f"{printed} has no qualifications: any Pilot, {pilot.name} too", True, plain)
    if qualification.kind == "trait":
        if pilot.traits is None:
            raise ScenarioError(
                f"{printed} asks for a trait: give {pilot.name}'s traits (traits=A,B) to check it"
            )
        held = any(pilot.has_trait(trait) for trait in qualification.traits)
        listed = " or ".join(f"({t})" for t in qualification.traits)
        rule(reasoning, f"{printed} refers to Pilots with the {listed} trait", True, Q.TRAIT_REFERENCE)
        if len(qualification.traits) > 1:
            rule(reasoning, "“/” between the traits means either of them", True, Q.SLASH_IS_OR)
        traits = ", ".join(f"({t})" for t in pilot.traits) or "none"
        return rule(
            reasoning,
            f"{pilot.name} fulfils the qualification {listed}; its traits: {traits}",
            held,
            fulfils,
        )
    if qualification.kind == "colour":
        if pilot.colour is None:
            raise ScenarioError(f"{printed} asks for a colour: give {pilot.name}'s colour (colour=…)")
        held = pilot.colour == qualification.value
        rule(reasoning, f"{printed} refers to the colour {qualification.value}", True, Q.COLOUR_REFERENCE)
        return rule(
            reasoning,
            f"{pilot.name} fulfils the qualification ({qualification.value}); its colour: {pilot.colour}",
            held,
            fulfils,
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
            fulfils,
        )
    wanted, given = name_key(qualification.value), name_key(pilot.name)
    rule(reasoning, f"{printed} refers to the card named {qualification.value}", True, Q.CARD_NAME_REFERENCE)
    if wanted != given and (
        set(wanted.split()) <= set(given.split()) or set(given.split()) <= set(wanted.split())
    ):
        raise NotCovered(
            f"{printed} names '{qualification.value}' and the Pilot is '{pilot.name}'. "
            "2-2-2 reads a bare card "
            "name as that card, and 2-2-3 a name 'with “xyz” in its name' as any card containing it; the bot "
            "can't tell which of the two this qualification is written as."
        )
    held = wanted == given
    return rule(reasoning, f"{pilot.name} fulfils the qualification ({qualification.value})", held, fulfils)


PAIR_ELSEWHEN = (
    "The rules don't say if a Pilot can be paired outside your main phase or during an attack: 7-5-2-1 "
    "says the active player may pair one, not only then."
)


def can_pair_now(reasoning: Reasoning, moment: str, your_turn: bool) -> Usability:
    """Can a Pilot card be paired from the hand now? In your main phase with no Unit attacking, yes
    (7-5-2-1); in an action step, no: 9-3's list of its actions leaves pairing out. 7-5-2-1 only
    permits ("may perform the following actions"), so any other moment is not covered."""
    now = describe(moment, your_turn)
    if action_step(reasoning, moment, your_turn):
        usability = not_an_action(reasoning, "pairing a Pilot")
        reasoning.decisive()
        return usability
    if your_turn and in_battle(reasoning, moment):
        rule(reasoning, "the battle has ended and play is back in the main phase", False, Q.BACK_TO_MAIN)
    held = your_turn and moment == "main"
    rule(
        reasoning,
        f"it is your main phase, when the active player may pair a Pilot from the hand (now: {now})",
        held,
        Q.PAIR_FROM_HAND,
    )
    return Usability(True) if held else Usability(None, PAIR_ELSEWHEN)
