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


@st.composite
def pilots(draw: st.DrawFn) -> dict[str, Any] | str:
    name = draw(st.sampled_from(PILOTS))
    traits = draw(st.lists(st.sampled_from(TRAITS), max_size=2, unique=True))
    ap, hp = draw(st.integers(0, 3)), draw(st.integers(0, 3))
    if draw(st.booleans()):
        return {"name": name, "type": "pilot", "traits": traits, "ap": ap, "hp": hp}
    listed = f'traits="{",".join(traits)}"' if traits else "traits=none"
    return f'"{name}" {listed} ap={ap} hp={hp}'


@st.composite
def units(draw: st.DrawFn) -> dict[str, Any] | str:
    name = draw(st.sampled_from(["Sentinel Unit", "Zaku II", "Recon Frame"]))
    qualification = draw(st.sampled_from(QUALIFICATIONS))
    ap, hp = draw(st.integers(0, 6)), draw(st.integers(1, 6))
    bonus = draw(st.sampled_from([None, 1, 2]))
    if draw(st.booleans()):
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
    name = draw(st.sampled_from(UNITS))
    hp = draw(st.integers(1, 6))
    words = [f'"{name}"', f"ap={draw(st.integers(0, 6))}", f"hp={hp}"]
    damage = draw(st.integers(0, hp - 1))
    if damage:
        words.append(f"damage={damage}")
    for keyword in keywords:
        if draw(st.booleans()):
            words.append(keyword)
    modifier = draw(st.sampled_from([None, "AP+3 during this battle", "AP-2", "AP+1"]))
    if modifier:
        words.append(modifier)
    if state:
        words.append(draw(st.sampled_from(["rested", "active"])))
    if draw(st.booleans()):
        words.append(f'link="{draw(st.sampled_from(LINKS))}"')
    return " ".join(words)


@st.composite
def paired(draw: st.DrawFn) -> str | None:
    """A Pilot with what it adds (or none)."""
    if draw(st.booleans()):
        return None
    traits = draw(st.lists(st.sampled_from(TRAITS), min_size=1, max_size=2, unique=True))
    name, ap, hp = draw(st.sampled_from(PILOTS)), draw(st.integers(0, 2)), draw(st.integers(0, 2))
    return f'"{name}" traits="{",".join(traits)}" ap={ap} hp={hp}'


@st.composite
def bases(draw: st.DrawFn) -> str | None:
    if draw(st.booleans()):
        return None
    hp = draw(st.integers(1, 5))
    return f'"Outpost" base hp={hp} damage={draw(st.integers(0, hp - 1))}'


@st.composite
def deck_cards(draw: st.DrawFn) -> list[str]:
    count = draw(st.integers(1, 4))
    kinds = st.sampled_from(["unit", "type=pilot", "command", "base"])
    return [
        f'"{draw(st.sampled_from(UNITS))}" {draw(kinds)} colour={draw(st.sampled_from(COLOURS))}'
        for _ in range(count)
    ]


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


def extend(draw: st.DrawFn, document: dict[str, Any]) -> None:
    """Fields that depend on each other: what each sub-question needs given, nothing it refuses."""
    topic = document["topic"]
    if topic == "gundam.attack":
        if document["question"] == "can_block" and document["blocker"] is None and document["target"] is None:
            document["blocker"] = draw(fighters(("Blocker",), state=True))
        if document["pilot"] is not None and "link=" not in document["attacker"]:
            document["attacker"] += ' link="[Aster Vale]"'
    elif topic == "gundam.damage":
        if document["question"] in ("breach", "breach_to") and document["shields"] is None:
            document["shields"] = draw(st.integers(0, 6))
    elif topic == "gundam.repair":
        if document["question"] != "amount" and "damage=" not in document["unit"]:
            document["unit"] += " damage=0"
    elif topic == "gundam.support":
        if document["question"] == "ap" and document["target"] is None:
            document["target"] = draw(fighters())
    elif topic == "gundam.link":
        if document["question"] not in ("ap", "hp") and "link=" not in document["unit"]:
            document["unit"] += f' link="{draw(st.sampled_from(LINKS))}"'
    elif topic == "gundam.deck":
        if document["cards"] is not None:
            document["colour_count"] = None
        elif document["question"] == "legal" and all(
            document[field] is None for field in ("colour_count", "deck_size", "most_copies", "resource_size")
        ):
            document["colour_count"] = draw(st.integers(1, 4))
