"""dreadnought.cast — can this unit (or a dummy) be cast into this slot; what state does it enter in; a
dummy's size, BP, attributes and discard? (Cast unit cards, Cast dummies)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.errors import NotCovered
from bot.engine.games.dreadnought import assumptions as A
from bot.engine.games.dreadnought import quotes as Q
from bot.engine.games.dreadnought.battle_area import (
    Given,
    not_covered,
    outside_cast_phase,
    size_rules,
    whole_scope,
)
from bot.engine.games.dreadnought.cards import DreadnoughtUnit, DreadnoughtUnitInput
from bot.engine.games.dreadnought.priority import Phase
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

_ZONES = {
    "hand": "your hand",
    "speed_area": "your Speed Area",
    "battle_area": "your Battle Area",
    "trash": "the trash",
    "deck": "your deck",
    "other": "another zone",
}
SIZE_NOT_COVERED = (
    "The text requires obeying 'the size rules' (Cast unit cards, Slot movement) but doesn't state them, "
    "so whether this size fits this slot can't be decided from it; give size_fits=yes or no."
)


CastQuestion = Literal["allowed", "enters", "is_unit", "size", "bp", "other_attributes", "discarded"]
DUMMY_QUESTIONS = ("is_unit", "size", "bp", "other_attributes", "discarded")


class CastAnswers(Answers):
    """What Cast unit cards and Cast dummies decide."""

    allowed: bool | None = Field(default=None, description="Can it be cast into this slot now?")
    enters: Literal["normal", "closed_and_check"] | None = Field(
        default=None, description="In what state is it cast?"
    )
    is_unit: bool | None = Field(default=None, description="Is a dummy considered a unit?")
    size: Literal["s"] | None = Field(default=None, description="What size is a dummy?")
    bp: int | None = Field(default=None, description="What BP does a dummy have?")
    other_attributes: bool | None = Field(
        default=None, description="Has a dummy attributes besides size and BP (name, cluster, type)?"
    )
    discarded: Literal["end_phase"] | None = Field(default=None, description="When is a dummy discarded?")


DUMMY = CastAnswers(
    enters="closed_and_check", is_unit=True, size="s", bp=50, other_attributes=False, discarded="end_phase"
)
"""A dummy, as the Cast dummies text states it."""


class CastScenario(ScenarioBase):
    """Can this unit (or a dummy) be cast here; its state; a dummy's size, BP and attributes?"""

    answer_model = CastAnswers
    topic: Literal["dreadnought.cast"] = "dreadnought.cast"
    unit: DreadnoughtUnitInput = Field(
        description="The unit: Valkyrie size=M bp=300 from=hand, or Decoy dummy."
    )
    question: CastQuestion = Field(
        default="allowed",
        description="allowed; enters (state); a dummy's is_unit, size, bp, other_attributes, discarded.",
    )
    size_fits: Given = Field(
        default="unknown", description="The size rules allow its size in this slot (not in the bot's text)."
    )
    slot_empty: bool = Field(default=True, description="The slot is empty.")
    log_cost_paid: bool = Field(default=True, description="Its log-cost, if any, is paid.")
    phase: Phase = Field(default="cast", description="The phase now (default: the Cast Phase).")


def _where(unit: DreadnoughtUnit) -> str:
    return f" into slot {unit.slot}" if unit.slot is not None else ""


def _dummy_facts(reasoning: Reasoning, question: str) -> Verdict:
    """A dummy's state, size, BP, attributes and discard: stated outright by Cast dummies."""
    reasoning.rule("a dummy is cast from your hand in Closed and Check state", True, Q.DUMMY)
    if question in ("is_unit", "size", "bp"):
        reasoning.rule("a dummy is considered a unit with S size and 50 BP", True, Q.DUMMY_SIZE)
    if question == "other_attributes":
        reasoning.rule("it has no other attributes: no name, cluster or type", True, Q.DUMMY_NO_ATTRIBUTES)
    if question == "discarded":
        reasoning.rule("all dummies are discarded during the End Phase", True, Q.DUMMY_DISCARDED)
    headlines = {
        "enters": "Closed and Check state — a dummy is cast from your hand in Closed and Check state.",
        "is_unit": "Yes — a dummy is considered a unit, with S size and 50 BP.",
        "size": "S — a dummy is considered a unit with S size (and 50 BP).",
        "bp": "50 — a dummy is considered a unit with 50 BP (and S size).",
        "other_attributes": "No — a dummy has no attributes other than its size and BP: no name, cluster or "
        "type.",
        "discarded": "In the End Phase — all dummies are discarded during the End Phase.",
    }
    return reasoning.decided(DUMMY, headlines[question])


def _unit_facts(reasoning: Reasoning, unit: DreadnoughtUnit, question: str) -> Verdict:
    """A unit card's entering state (Normal); the dummy questions don't apply to it."""
    if question == "enters":
        reasoning.rule("a cast unit is in Normal state", True, Q.CAST_NORMAL)
        return reasoning.decided(
            CastAnswers(enters="normal"), f"Normal — {unit.name} is in Normal state once cast."
        )
    reasoning.rule(f"{unit.name} is cast as a dummy", False, Q.DUMMY)
    raise NotCovered(
        f"The text states a dummy's size (S), BP (50) and attributes, and when dummies are discarded; "
        f"{unit.name} is a unit card, whose own are on the card, not in the rules text. Add `dummy` to ask "
        "about a card cast as a dummy."
    )


def _dummy(scenario: CastScenario, reasoning: Reasoning, problems: list[str], outside: str | None) -> Verdict:
    unit = scenario.unit
    zone = unit.zone or "hand"
    if zone != "hand":
        whole_scope(reasoning, "Cast dummies", "a dummy is cast from")
    if not reasoning.rule(
        f"the card comes from your hand (it is in {_ZONES[zone]})", zone == "hand", Q.DUMMY
    ):
        problems.append(f"a dummy is cast from your hand, not from {_ZONES[zone]}")
    reasoning.rule("it is cast Closed and in Check state as a dummy", True, Q.DUMMY)
    reasoning.rule("the dummy is a unit of size S with 50 BP", True, Q.DUMMY_SIZE)
    reasoning.rule("it has no other attributes: no name, cluster or type", True, Q.DUMMY_NO_ATTRIBUTES)
    if not scenario.slot_empty:
        whole_scope(reasoning, "Cast unit cards", "a unit is cast from and to")
    if not reasoning.assume(
        "a dummy goes onto an empty slot, like a cast unit", scenario.slot_empty, A.DUMMY_CAST_LIKE_A_UNIT
    ):
        problems.append("the slot isn't empty")
    reasoning.assume("a dummy obeys the size rules, like a cast unit", True, A.DUMMY_CAST_LIKE_A_UNIT)
    fits = size_rules(reasoning, "a size S dummy in this slot", scenario.size_fits, Q.CAST_LOG_COST_AND_SIZE)
    if fits is False:
        problems.append("the size rules don't allow a size S unit in this slot")
    if problems:
        return reasoning.decided(
            CastAnswers(allowed=False),
            f"No — it can't be cast as a dummy{_where(unit)}: {'; '.join(problems)}.",
        )
    if not scenario.log_cost_paid:
        raise not_covered(
            outside,
            "A dummy has no attributes other than its size (S) and BP (50); the text doesn't say whether a "
            "log-cost applies to it, and the question says one is unpaid.",
        )
    if fits is None or outside is not None:
        raise not_covered(outside, SIZE_NOT_COVERED if fits is None else None)
    reasoning.rule("all dummies are discarded during the End Phase", True, Q.DUMMY_DISCARDED)
    return reasoning.decided(
        DUMMY.model_copy(update={"allowed": True}),
        f"Yes — cast it{_where(unit)} Closed and in Check state as a dummy: a size S, 50 BP unit with "
        "no name, cluster or type; it is discarded in the End Phase.",
        ["the size rules must allow a size S unit in that slot"],
    )


@topic(CastScenario)
def decide_cast(scenario: CastScenario, reasoning: Reasoning) -> Verdict:
    unit = scenario.unit
    if scenario.question != "allowed":
        if unit.dummy:
            return _dummy_facts(reasoning, scenario.question)
        return _unit_facts(reasoning, unit, scenario.question)
    problems: list[str] = []
    kind = "cast dummies" if unit.dummy else "cast unit cards"
    outside = outside_cast_phase(reasoning, kind, scenario.phase)
    if unit.dummy:
        return _dummy(scenario, reasoning, problems, outside)
    zone = unit.zone or "hand"
    if zone not in ("hand", "speed_area") or not scenario.slot_empty:
        whole_scope(reasoning, "Cast unit cards", "a unit is cast from and to")
    if not reasoning.rule(
        f"{unit.label} comes from your hand or Speed Area (it is in {_ZONES[zone]})",
        zone in ("hand", "speed_area"),
        Q.CAST_UNIT,
    ):
        problems.append(f"units are cast from your hand or Speed Area, not from {_ZONES[zone]}")
    if not reasoning.rule("the slot is empty", scenario.slot_empty, Q.CAST_UNIT):
        problems.append("the slot isn't empty")
    if not reasoning.rule("its log-cost (if any) is paid", scenario.log_cost_paid, Q.CAST_LOG_COST_AND_SIZE):
        problems.append("its log-cost isn't paid")
    size = f"a size {unit.size} unit" if unit.size else f"{unit.name}"
    fits = size_rules(reasoning, f"{size} in this slot", scenario.size_fits, Q.CAST_LOG_COST_AND_SIZE)
    if fits is False:
        problems.append("the size rules don't allow it in this slot")
    if problems:
        return reasoning.decided(
            CastAnswers(allowed=False),
            f"No — {unit.name} can't be cast{_where(unit)}: {'; '.join(problems)}.",
        )
    if fits is None or outside is not None:
        raise not_covered(outside, SIZE_NOT_COVERED if fits is None else None)
    reasoning.rule("a cast unit is in Normal state", True, Q.CAST_NORMAL)
    return reasoning.decided(
        CastAnswers(allowed=True, enters="normal"),
        f"Yes — {unit.name} can be cast{_where(unit)}; it enters in Normal state.",
        ["not into an occupied slot, without its log-cost paid, or against the size rules"],
    )
