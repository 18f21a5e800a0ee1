"""Hypothesis strategies for well-formed Gundam scenarios, cards as notation or objects.

`SCENARIOS` maps topic → field strategies; `extend` fixes the fields that depend on each other;
`tests/bot/engine/strategies.py` merges every game's table.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from bot.engine.games.gundam.timing import MOMENTS
from bot.engine.games.gundam.triggers import EVENTS, KEYWORD_NAMES

PILOTS = ["Aster Vale", "Corin Drake", "Mira Holt", "Aster"]
"""Names no Gundam card has: a quoted real name would be read from card data (tests/bot/cards)."""
UNITS = ["Sentinel Unit", "Recon Frame", "Bastion Frame", "Harrier", "Sentry"]
"""Unit names no Gundam card has, nor any word of one."""
TRAITS = ["Earth Federation", "White Base Team", "Zeon", "Newtype"]
QUALIFICATIONS = ["any", "Aster Vale", "Corin Drake", "Aster", "(White Base Team)", "(Zeon)"]
LINKS = ["[Aster Vale]", "[Aster]", "[Mira]", "(Zeon) Trait", "(Newtype) Trait / [Corin Drake]", "none"]
MOMENT = st.sampled_from(sorted(MOMENTS))
COLOURS = ["Blue", "Green", "Red", "White", "Purple"]
# Every strategy a draw uses is built once, here: one built inside a draw costs hypothesis more than
# drawing it (cached_strategy, validate), and the scenarios are drawn thousands of times per run.
BOOLEANS = st.booleans()
PILOT_NAME = st.sampled_from(PILOTS)
TRAIT_LISTS = st.lists(st.sampled_from(TRAITS), max_size=2, unique=True)
SOME_TRAITS = st.lists(st.sampled_from(TRAITS), min_size=1, max_size=2, unique=True)
UP_TO = {high: st.integers(0, high) for high in range(7)}
"""0 to the key: AP, HP, or the damage a Unit with one more HP survives."""
UNIT_NAME = st.sampled_from(["Sentinel Unit", "Zaku II", "Recon Frame"])
QUALIFICATION = st.sampled_from(QUALIFICATIONS)
UNIT_HP = st.integers(1, 6)
PAIR_BONUS = st.sampled_from([None, 1, 2])
FIGHTER_NAME = st.sampled_from(UNITS)
MODIFIER = st.sampled_from([None, "AP+3 during this battle", "AP-2", "AP+1"])
RESTED = st.sampled_from(["rested", "active"])
LINK = st.sampled_from(LINKS)
BASE_HP = st.integers(1, 5)
ONE_TO_FOUR = st.integers(1, 4)
KIND = st.sampled_from(["unit", "type=pilot", "command", "base"])
COLOUR = st.sampled_from(COLOURS)


@st.composite
def pilots(draw: st.DrawFn) -> dict[str, Any] | str:
    name = draw(PILOT_NAME)
    traits = draw(TRAIT_LISTS)
    ap, hp = draw(UP_TO[3]), draw(UP_TO[3])
    if draw(BOOLEANS):
        return {"name": name, "type": "pilot", "traits": traits, "ap": ap, "hp": hp}
    listed = f'traits="{",".join(traits)}"' if traits else "traits=none"
    return f'"{name}" {listed} ap={ap} hp={hp}'


@st.composite
def units(draw: st.DrawFn) -> dict[str, Any] | str:
    name = draw(UNIT_NAME)
    qualification = draw(QUALIFICATION)
    ap, hp = draw(UP_TO[6]), draw(UNIT_HP)
    bonus = draw(PAIR_BONUS)
    if draw(BOOLEANS):
        unit: dict[str, Any] = {
            "name": name,
            "type": "unit",
            "qualification": qualification,
            "keywords": ["【During Pair】"],
            "ap": ap,
            "hp": hp,
        }
        if bonus is not None:
            unit["pair_ap"] = unit["pair_hp"] = bonus
        return unit
    extra = f" pair_ap={bonus} pair_hp={bonus}" if bonus is not None else ""
    return f'"{name}" type=unit qual="{qualification}" ap={ap} hp={hp}{extra} 【When Paired】'


@st.composite
def fighters(draw: st.DrawFn, keywords: tuple[str, ...] = (), *, state: bool = False) -> str:
    """A Unit in a battle, in notation: AP, HP, damage below its HP, keyword effects, modifiers."""
    name = draw(FIGHTER_NAME)
    hp = draw(UNIT_HP)
    words = [f'"{name}"', f"ap={draw(UP_TO[6])}", f"hp={hp}"]
    damage = draw(UP_TO[hp - 1])
    if damage:
        words.append(f"damage={damage}")
    for keyword in keywords:
        if draw(BOOLEANS):
            words.append(keyword)
    modifier = draw(MODIFIER)
    if modifier:
        words.append(modifier)
    if state:
        words.append(draw(RESTED))
    if draw(BOOLEANS):
        words.append(f'link="{draw(LINK)}"')
    return " ".join(words)


@st.composite
def paired(draw: st.DrawFn) -> str | None:
    """A Pilot with what it adds (or none)."""
    if draw(BOOLEANS):
        return None
    traits = draw(SOME_TRAITS)
    name, ap, hp = draw(PILOT_NAME), draw(UP_TO[2]), draw(UP_TO[2])
    return f'"{name}" traits="{",".join(traits)}" ap={ap} hp={hp}'


@st.composite
def bases(draw: st.DrawFn) -> str | None:
    if draw(BOOLEANS):
        return None
    hp = draw(BASE_HP)
    return f'"Outpost" base hp={hp} damage={draw(UP_TO[hp - 1])}'


@st.composite
def deck_cards(draw: st.DrawFn) -> list[str]:
    count = draw(ONE_TO_FOUR)
    return [f'"{draw(FIGHTER_NAME)}" {draw(KIND)} colour={draw(COLOUR)}' for _ in range(count)]


SCENARIOS: dict[str, dict[str, st.SearchStrategy[Any]]] = {
    "gundam.timing": {
        "effect": st.sampled_from(["activate_main", "activate_action", "main", "action", "main_and_action"]),
        "question": st.sampled_from(["usable", "usable", "action_step"]),
        "when": MOMENT,
        "your_turn": st.booleans(),
    },
    "gundam.trigger": {
        "keyword": st.sampled_from(sorted(KEYWORD_NAMES)),
        "event": st.sampled_from(sorted(EVENTS)),
        "question": st.sampled_from(
            ["triggers", "triggers", "optional", "declined_to", "activates_from", "state_from"]
        ),
        "pilot": pilots(),
        "unit": units(),
    },
    "gundam.pilot": {
        "pilot": pilots(),
        "unit": units(),
        "question": st.sampled_from(
            ["qualifies", "during_pair", "when_paired", "pair_now", "ap", "hp", "colours"]
        ),
        "paired": st.booleans(),
        "when": MOMENT,
        "your_turn": st.booleans(),
    },
    "gundam.trigger_order": {
        "bursts": st.integers(0, 3),
        "others": st.integers(2, 4),
        "question": st.sampled_from(["first", "first", "who_orders"]),
    },
    "gundam.once_per_turn": {
        "question": st.sampled_from(["allowed", "total"]),
        "copies": st.just(4),
        "this_used": st.sampled_from(["no", "this_turn", "previous_turn"]),
        "others_used": st.integers(0, 3),
    },
    "gundam.attack": {
        "attacker": fighters(("High-Maneuver",)),
        "target": st.one_of(st.none(), fighters(("Blocker",), state=True)),
        "blocker": st.one_of(st.none(), fighters(("Blocker", "Blocker"), state=True)),
        "question": st.sampled_from(["can_attack", "can_block"]),
        "pilot": paired(),
        "deployed_this_turn": st.booleans(),
        "blocked": st.booleans(),
    },
    "gundam.damage": {
        "attacker": fighters(('"First Strike"', "Breach 2", "Breach 1")),
        "target": fighters(('"First Strike"',)),
        "question": st.sampled_from(
            [
                "attacker_takes",
                "target_takes",
                "attacker_destroyed",
                "target_destroyed",
                "first",
                "breach",
                "breach_to",
            ]
        ),
        "attacker_pilot": paired(),
        "target_pilot": paired(),
        "shields": st.one_of(st.none(), st.integers(0, 6)),
        "base": bases(),
    },
    "gundam.shields": {
        "attacker": fighters(("Suppression", '"First Strike"')),
        "shields": st.integers(0, 6),
        "base": bases(),
        "question": st.sampled_from(
            ["hits", "shields_destroyed", "base_destroyed", "defeated", "attacker_takes"]
        ),
        "pilot": paired(),
    },
    "gundam.repair": {
        "unit": fighters(("Repair 1", "Repair 2")),
        "question": st.sampled_from(["recovers", "damage_left", "amount"]),
        "your_turn": st.booleans(),
    },
    "gundam.support": {
        "unit": fighters(("Support 1", "Support 2"), state=True),
        "question": st.sampled_from(["can_support", "itself", "amount", "ap"]),
        "target": st.one_of(st.none(), fighters()),
        "when": MOMENT,
        "your_turn": st.booleans(),
        "deployed_this_turn": st.booleans(),
    },
    "gundam.link": {
        "unit": fighters(),
        "pilot": paired().filter(lambda pilot: pilot is not None),
        "question": st.sampled_from(["linked", "attack_now", "during_link", "when_linked", "ap", "hp"]),
    },
    "gundam.deck": {
        "question": st.sampled_from(["legal", "legal", "colours", "size", "copies", "resource_deck"]),
        "cards": st.one_of(st.none(), deck_cards()),
        "colour_count": st.one_of(st.none(), st.integers(1, 4)),
        "deck_size": st.one_of(st.none(), st.sampled_from([50, 50, 40, 51])),
        "most_copies": st.one_of(st.none(), st.integers(1, 5)),
        "resource_size": st.one_of(st.none(), st.sampled_from([10, 10, 9])),
    },
}

BLOCKER = fighters(("Blocker",), state=True)
FIGHTER = fighters()


def extend(draw: st.DrawFn, document: dict[str, Any]) -> None:
    """Fields that depend on each other: what each sub-question needs given, nothing it refuses."""
    topic = document["topic"]
    if topic == "gundam.attack":
        if document["question"] == "can_block" and document["blocker"] is None and document["target"] is None:
            document["blocker"] = draw(BLOCKER)
        if document["pilot"] is not None and "link=" not in document["attacker"]:
            document["attacker"] += ' link="[Aster Vale]"'
    elif topic == "gundam.damage":
        if document["question"] in ("breach", "breach_to") and document["shields"] is None:
            document["shields"] = draw(UP_TO[6])
    elif topic == "gundam.repair":
        if document["question"] != "amount" and "damage=" not in document["unit"]:
            document["unit"] += " damage=0"
    elif topic == "gundam.support":
        if document["question"] == "ap" and document["target"] is None:
            document["target"] = draw(FIGHTER)
    elif topic == "gundam.link":
        if document["question"] not in ("ap", "hp") and "link=" not in document["unit"]:
            document["unit"] += f' link="{draw(LINK)}"'
    elif topic == "gundam.deck":
        if document["cards"] is not None:
            document["colour_count"] = None
        elif document["question"] == "legal" and all(
            document[field] is None for field in ("colour_count", "deck_size", "most_copies", "resource_size")
        ):
            document["colour_count"] = draw(ONE_TO_FOUR)
