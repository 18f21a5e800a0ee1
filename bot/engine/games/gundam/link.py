"""Link Units: does a Pilot satisfy a Unit's link condition (3-2-6)?

A link condition is printed as `[Amuro Ray]` (a Pilot whose card name contains "Amuro Ray", 3-2-6-4),
`(Earth Federation) Trait` (a Pilot with that trait, 3-2-6-1: "such as Pilot names or traits"), or
several of these joined by "/" (either, 5-19-1). A condition in any other form is not covered.
"""

from __future__ import annotations

import re

from bot.engine.errors import NotCovered, ScenarioError
from bot.engine.games.gundam import assumptions as A
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCard
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning
from bot.rules.library import name_key

__all__ = ["check_link_inputs", "links", "printed_without"]

_NAME = re.compile(r"^\[([^\]]+)\]$")
_TRAIT = re.compile(r"^\(([^)]+)\)(?:\s+Trait)?$", re.IGNORECASE)


def printed_without(unit: GundamCard) -> bool:
    """The Unit is printed with no link condition ("-"): by its card data, or written `link=none`."""
    if unit.link is None:
        return unit.card_data is not None
    return [name_key(part) for part in unit.link] in (["none"], [""])


def check_link_inputs(unit: GundamCard, pilot: GundamCard) -> None:
    """What `links` needs, checked when the scenario is read (a `ValueError` for the validators)."""
    if printed_without(unit):
        return
    if unit.link is None:
        raise ValueError(
            f"give {unit.name}'s link condition as printed: "
            'link="[Amuro Ray]", link="(Zeon) Trait" or link=none'
        )
    if any(_TRAIT.match(part) for part in _split(unit.link)) and pilot.traits is None:
        raise ValueError(
            f"{unit.name}'s link condition asks for a trait: give {pilot.name}'s traits (traits=A,B)"
        )


def _split(condition: tuple[str, ...]) -> list[str]:
    return [part.strip() for written in condition for part in written.split("/") if part.strip()]


def links(reasoning: Reasoning, unit: GundamCard, pilot: GundamCard) -> bool:
    """Is `unit` a Link Unit with `pilot` paired (3-2-6-2)? Every test is a cited step; a Unit printed
    without a link condition rests on the one assumption (`A.NO_LINK_CONDITION`)."""
    if printed_without(unit):
        return reasoning.assume(
            f"a Pilot can make {unit.name} a Link Unit (it is printed without a link condition)",
            False,
            A.NO_LINK_CONDITION,
        )
    if unit.link is None:
        raise ScenarioError(f'give {unit.name}\'s link condition: link="[Amuro Ray]" or link="(Zeon) Trait"')
    parts = _split(unit.link)
    printed = " / ".join(parts)
    if len(parts) > 1:
        rule(reasoning, f"“/” in the link condition {printed} means either", True, Q.SLASH_IS_OR)
    met = False
    for part in parts:
        name, trait = _NAME.match(part), _TRAIT.match(part)
        if name is not None:
            if pilot.type == "command":
                raise NotCovered(
                    f"{unit.name}'s link condition {part} names a Pilot, and {pilot.name} is a Command card: "
                    "paired, its Pilot name is the second card name of its 【Pilot】 effect (3-4-6-1), which "
                    "the "
                    "bot doesn't have.",
                    "Not covered: a Command card's Pilot name isn't known.",
                )
            wanted = name_key(name.group(1))
            held = wanted in name_key(pilot.name)
            met = (
                rule(
                    reasoning,
                    f"{pilot.name}'s card name contains “{name.group(1)}”",
                    held,
                    Q.LINK_NAME_CONTAINS,
                )
                or met
            )
        elif trait is not None:
            if pilot.traits is None:
                raise ScenarioError(f"{printed} asks for a trait: give {pilot.name}'s traits (traits=A,B)")
            held = pilot.has_trait(trait.group(1))
            traits = ", ".join(f"({t})" for t in pilot.traits) or "none"
            met = (
                rule(
                    reasoning,
                    f"{pilot.name} has the ({trait.group(1)}) trait of the link condition; "
                    f"its traits: {traits}",
                    held,
                    Q.LINK_CONDITIONS,
                )
                or met
            )
        else:
            raise NotCovered(
                f"{unit.name}'s link condition is printed “{part}”: the bot reads a Pilot name in brackets "
                "([Amuro Ray], 3-2-6-4) or a trait ((Zeon) Trait), and can't tell what this one asks for.",
                "Not covered: the bot can't read this link condition.",
            )
    return rule(
        reasoning,
        f"{unit.name} has a Pilot satisfying its link condition {printed} ({pilot.name}) beneath it",
        met,
        Q.LINK_UNIT,
    )
