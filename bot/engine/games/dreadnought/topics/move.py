"""dreadnought.move — can these units move (next to their slot, swaps of two or three, size rules)?"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.errors import NotCovered
from bot.engine.games.dreadnought import quotes as Q
from bot.engine.games.dreadnought.battle_area import Given, next_to, outside_cast_phase, size_rules
from bot.engine.games.dreadnought.cards import DreadnoughtUnit, DreadnoughtUnitInput
from bot.engine.games.dreadnought.priority import Phase
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

Into = Literal["empty", "swap", "occupied"]

INTO_OCCUPIED = (
    "The text doesn't say whether a unit can move into a slot held by a unit that isn't moving "
    "(it describes swaps of two or three units moving at the same time)."
)
"""Moving into a held slot, or a "swap" of one unit (the unit in the other slot stays): Slot movement
describes swaps ("By moving two or three units at the same time, it can also be considered a swap
between slots.") but forbids nothing, so the answer is not covered, never a No."""


class MoveAnswers(Answers):
    """What Slot movement decides."""

    allowed: bool | None = Field(default=None, description="Can these units move (or swap) now?")
    state_changes: bool | None = Field(
        default=None, description="Does a moved unit's state (Normal, Enchanted…) change?"
    )
    size_rules: bool | None = Field(default=None, description="Must moved units still obey the size rules?")


class MoveScenario(ScenarioBase):
    """Can these units move to the slots next to them (a swap of two or three)? Size rules; state kept."""

    answer_model = MoveAnswers
    topic: Literal["dreadnought.move"] = "dreadnought.move"
    units: tuple[DreadnoughtUnitInput, ...] = Field(
        min_length=1,
        max_length=6,
        description="Your units moving at the same time, e.g. Golem slot=2; Imp slot=3",
    )
    question: Literal["allowed", "state_changes", "size_rules"] = Field(
        default="allowed", description="allowed; state_changes (after moving); size_rules (still apply?)."
    )
    into: Into = Field(
        default="empty",
        description="empty slots; swap (into each other's slots); occupied (a unit staying there).",
    )
    adjacent: Given = Field(
        default="unknown", description="Each new slot is next to the unit's slot (not defined in the text)."
    )
    size_fits: Given = Field(
        default="unknown", description="The size rules allow them in the new slots (not in the bot's text)."
    )
    phase: Phase = Field(default="cast", description="The phase now (default: the Cast Phase).")


def _state_after(reasoning: Reasoning, units: tuple[DreadnoughtUnit, ...]) -> Verdict:
    """Moving never changes a unit's state: Slot movement says so outright."""
    reasoning.rule("the moved units keep their state (Normal, Enchanted…)", True, Q.MOVE_STATE)
    kept = [f"{unit.name} stays {unit.state}" for unit in units if unit.state]
    detail = f" ({', '.join(kept)})" if kept else ""
    return reasoning.decided(
        MoveAnswers(state_changes=False),
        f"No — the state of moved units (such as Normal state or Enchanted) does not change{detail}.",
    )


@topic(MoveScenario)
def decide_move(scenario: MoveScenario, reasoning: Reasoning) -> Verdict:
    units = scenario.units
    names = ", ".join(unit.label for unit in units)
    if scenario.question == "state_changes":
        return _state_after(reasoning, units)
    if scenario.question == "size_rules":
        reasoning.rule("moved units must still obey the size rules", True, Q.MOVE_SIZE)
        return reasoning.decided(
            MoveAnswers(size_rules=True),
            "Yes — moved units must still obey the size rules (which the bot's text doesn't state).",
        )
    count = len(units)
    problems: list[str] = []
    open_questions: list[str] = []
    outside = outside_cast_phase(reasoning, "move units", scenario.phase)
    if outside is not None:
        open_questions.append(outside)
    reasoning.rule(f"any number of your units may move at once ({count}: {names})", True, Q.MOVE_NEXT_TO)
    if scenario.into == "swap":
        swap = reasoning.rule(
            f"{count} unit(s) moving at the same time make a swap (two or three units)",
            2 <= count <= 3,
            Q.MOVE_SWAP,
        )
        if not swap and count < 2:  # one unit "swapping" moves into a slot held by a unit that stays
            open_questions.append(INTO_OCCUPIED)
        elif not swap:
            open_questions.append(
                f"The text describes a swap of two or three units moving at the same time; it doesn't say "
                f"whether {count} units can swap."
            )
    elif scenario.into == "occupied":
        open_questions.append(INTO_OCCUPIED)
    subject = "the unit" if count == 1 else "each moving unit"
    adjacent = next_to(reasoning, subject, scenario.adjacent)
    if adjacent is False:
        problems.append(
            "the new slot isn't next to the unit's slot"
            if count == 1
            else "a new slot isn't next to its unit's slot"
        )
    elif adjacent is None:
        open_questions.append(
            "The text lets units move to the Battle Area 'next to it' but doesn't define which slots "
            "are next to each other; give adjacent=yes or no."
        )
    placed = "the unit in its new slot" if count == 1 else "the moving units in their new slots"
    fits = size_rules(reasoning, placed, scenario.size_fits, Q.MOVE_SIZE)
    if fits is False:
        problems.append("the size rules don't allow it")
    elif fits is None:
        open_questions.append(
            "The text says moved units must still obey 'the size rules' but doesn't state them; give "
            "size_fits=yes or no."
        )
    if problems:
        return reasoning.decided(MoveAnswers(allowed=False), f"No — they can't move: {'; '.join(problems)}.")
    if open_questions:
        raise NotCovered(" ".join(open_questions))
    reasoning.rule("the moved units keep their state (Normal, Enchanted…)", True, Q.MOVE_STATE)
    states = {unit.state for unit in units if unit.state}
    kept = f" ({', '.join(sorted(states))})" if states else ""
    how = "swap slots" if scenario.into == "swap" else "move"
    return reasoning.decided(
        MoveAnswers(allowed=True, state_changes=False, size_rules=True),
        f"Yes — {names} can {how}; their state{kept} doesn't change.",
        ["only to slots next to them, and within the size rules"],
    )
