"""Hypothesis strategies for well-formed Dreadnought scenarios, units as notation or objects.

`SCENARIOS` maps topic → field strategies (each drawn independently and always valid);
`tests/bot/engine/strategies.py` merges every game's table. `passes` adds the pass records that
depend on each other.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

NAMES = ["Golem", "Valkyrie", "Stone Imp", "Decoy"]
PHASE = st.sampled_from(["speed", "cast", "cast", "cast", "fast", "action", "end", "other"])
GIVEN = st.sampled_from(["yes", "yes", "no", "unknown"])
# Every strategy a draw uses is built once, here: one built inside a draw costs hypothesis more than
# drawing it (cached_strategy, validate), and the scenarios are drawn thousands of times per run.
BOOLEANS = st.booleans()
NAME = st.sampled_from(NAMES)
SIZE = st.sampled_from(["S", "M", "L"])
BP = st.integers(0, 500)
CAST_TURN = st.sampled_from(["this", "previous", "earlier"])
ZONE = st.sampled_from(["hand", "speed_area", "trash"])
SLOT = st.integers(1, 5)
STATE = st.sampled_from(["Normal", "Enchanted"])
DUMMY = st.sampled_from([False, False, True])


@st.composite
def units(draw: st.DrawFn, *, cast_turn: bool = False) -> dict[str, Any] | str:
    unit: dict[str, Any] = {"name": draw(NAME)}
    if draw(BOOLEANS):
        unit["size"] = draw(SIZE)
    if draw(BOOLEANS):
        unit["bp"] = draw(BP)
    if cast_turn or draw(BOOLEANS):
        unit["cast_turn"] = draw(CAST_TURN)
    if draw(BOOLEANS):
        unit["zone"] = draw(ZONE)
    if draw(BOOLEANS):
        unit["slot"] = draw(SLOT)
    if draw(BOOLEANS):
        unit["state"] = draw(STATE)
    unit["dummy"] = draw(DUMMY)
    if draw(BOOLEANS):
        return unit
    words = [f'"{unit["name"]}"']
    for key, word in (
        ("size", "size"),
        ("bp", "bp"),
        ("cast_turn", "cast"),
        ("zone", "from"),
        ("slot", "slot"),
        ("state", "state"),
    ):
        if key in unit:
            words.append(f"{word}={unit[key]}")
    if unit["dummy"]:
        words.append("dummy")
    return " ".join(words)


@st.composite
def passes(draw: st.DrawFn, *, action: bool = False) -> dict[str, Any]:
    """faster / passed (/ last_by) that the priority models accept."""
    faster = draw(FASTER)
    if action:
        passed = draw(PASSED)
        last_by = passed if passed in ("you", "opponent") else draw(LAST_BY)
        return {"faster": faster, "passed": passed, "last_by": last_by}
    return {"faster": faster, "passed": draw(PASSED_AFTER[faster])}


FASTER = st.sampled_from([None, "you", "opponent", "tie"])
AGREED_PASSES = st.sampled_from(["nobody", "both"])
"""Pass records valid whatever else is drawn; `passes` draws the dependent ones."""
PASSED = st.sampled_from(["nobody", "you", "opponent", "both"])
LAST_BY = st.sampled_from([None, "you", "opponent"])
PASSED_AFTER = {
    faster: st.sampled_from(["nobody", "both"] + ([faster] if faster in ("you", "opponent") else []))
    for faster in (None, "you", "opponent", "tie")
}
"""Who may have passed, given who is faster."""

GEAR_QUESTIONS = ["allowed", "allowed", "speed_card", "new_card_from", "new_card_state", "cards_put"]
GEAR_QUESTIONS += ["opened_at", "per_turn"]

SCENARIOS: dict[str, dict[str, st.SearchStrategy[Any]]] = {
    "dreadnought.priority": {
        "phase": st.sampled_from(["speed", "cast", "fast", "action"]),
        "question": st.sampled_from(["who_acts", "may_i_act", "how_many", "over"]),
        "faster": FASTER,
        "passed": AGREED_PASSES,
    },
    "dreadnought.gear_change": {
        "faster": FASTER,
        "passed": AGREED_PASSES,
        "when": st.sampled_from(
            ["before_first_comparison", "after_first_comparison", "after_second_comparison", "other_phase"]
        ),
        "question": st.sampled_from(GEAR_QUESTIONS),
        "used_this_turn": st.booleans(),
        "cards_in_hand": st.one_of(st.none(), st.integers(0, 3)),
    },
    "dreadnought.cast": {
        "unit": units(),
        "question": st.sampled_from(
            ["allowed", "allowed", "enters", "is_unit", "size", "bp", "other_attributes", "discarded"]
        ),
        "size_fits": GIVEN,
        "slot_empty": st.booleans(),
        "log_cost_paid": st.booleans(),
        "phase": PHASE,
    },
    "dreadnought.discard": {
        "unit": units(cast_turn=True),
        "question": st.sampled_from(["allowed", "allowed", "how_many"]),
        "phase": PHASE,
        "in_battle_area": st.booleans(),
    },
    "dreadnought.move": {
        "units": st.lists(units(), min_size=1, max_size=4),
        "question": st.sampled_from(["allowed", "allowed", "state_changes", "size_rules"]),
        "into": st.sampled_from(["empty", "swap", "occupied"]),
        "adjacent": GIVEN,
        "size_fits": GIVEN,
        "phase": PHASE,
    },
}
PASSES = {"dreadnought.priority": True, "dreadnought.gear_change": False}
"""Topics whose `faster` / `passed` (/ `last_by`) may also come from `passes` (True: Action Phase shape)."""
PASS_RECORDS = {action: passes(action=action) for action in (False, True)}


def extend(draw: st.DrawFn, document: dict[str, Any]) -> None:
    """Sometimes replace the pass record by one that depends on the phase drawn."""
    topic = document["topic"]
    if topic in PASSES and draw(BOOLEANS):
        document.update(draw(PASS_RECORDS[PASSES[topic] and document.get("phase") == "action"]))
