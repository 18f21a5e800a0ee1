"""Hypothesis strategies for well-formed Gundam scenarios, cards as notation or objects.

`SCENARIOS` maps topic → field strategies; `tests/bot/engine/strategies.py` merges every game's table.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from bot.engine.games.gundam.timing import MOMENTS
from bot.engine.games.gundam.triggers import EVENTS, KEYWORD_NAMES

PILOTS = ["Aster Vale", "Corin Drake", "Mira Holt", "Aster"]
"""Names no Gundam card has: a quoted real name would be read from card data (tests/bot/cards)."""
TRAITS = ["Earth Federation", "White Base Team", "Zeon", "Newtype"]
QUALIFICATIONS = ["any", "Aster Vale", "Corin Drake", "Aster", "(White Base Team)", "(Zeon)"]
MOMENT = st.sampled_from(sorted(MOMENTS))


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
}
