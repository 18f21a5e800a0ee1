"""dreadnought.move: Slot movement (next to it, swaps of two or three, size rules, state unchanged)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "dreadnought.move"
GIVEN = {"dreadnought.size-given", "dreadnought.adjacent-given"}


def test_a_swap_of_two_units_keeps_their_state(ask: Ask) -> None:
    verdict = ask(
        TOPIC, units="Golem slot=2 state=Enchanted; Imp slot=3", into="swap", adjacent="yes", size_fits="yes"
    )
    # Slot movement: “The state of those moved units (such as Normal state or Enchanted) does not change.”
    expect(
        verdict,
        True,
        "can swap slots; their state (Enchanted) doesn't change",
        {"cast-action", "slot-movement"},
        quote=("slot-movement", "By moving two or three units at the same time"),
        assumes=GIVEN,
    )


def test_a_swap_of_one_unit_is_not_covered_as_a_move_into_a_held_slot(ask: Ask) -> None:
    # Slot movement: “By moving two or three units at the same time, it can also be considered a swap
    # between slots.” The sentence describes swaps and forbids nothing: one unit "swapping" moves into a
    # slot held by a unit that stays, which the text doesn't cover (as into=occupied), never a No.
    verdict = ask(TOPIC, units="Golem slot=2", into="swap", adjacent="yes", size_fits="yes")
    expect_not_covered(verdict, "held by a unit that isn't moving")
    occupied = ask(TOPIC, units="Golem slot=2", into="occupied", adjacent="yes", size_fits="yes")
    assert verdict.reason == occupied.reason


def test_a_swap_of_one_unit_still_answers_a_cited_no(ask: Ask) -> None:
    # Slot movement: “You must still obey the size rules.” — a No in any move; the headline gives no
    # swap reason the text doesn't have.
    verdict = ask(TOPIC, units="Golem slot=2", into="swap", adjacent="yes", size_fits="no")
    expect(
        verdict, False, "they can't move: the size rules don't allow it.", {"cast-action", "slot-movement"}
    )
    assert "swap" not in verdict.headline


def test_a_swap_of_four_is_not_covered(ask: Ask) -> None:
    verdict = ask(TOPIC, units="A; B; C; D", into="swap", adjacent="yes", size_fits="yes")
    expect_not_covered(verdict, "whether 4 units can swap")


def test_not_next_to_it_is_a_no_by_the_declared_scope_assumption(ask: Ask) -> None:
    # Slot movement: “You may move any number of your units to the Battle Area next to it.” It never says
    # "only": that its sentence names every slot a unit may move to is the action-scope assumption, shown
    # on the No it decides (never on a Yes), and no step claims more than the sentence.
    verdict = ask(TOPIC, units="Golem slot=1", adjacent="no", size_fits="yes")
    expect(
        verdict,
        False,
        "they can't move: the new slot isn't next to the unit's slot.",
        {"cast-action", "slot-movement"},
        quote=("slot-movement", "to the Battle Area next to it"),
        assumes=GIVEN | {"dreadnought.action-scope"},
    )
    assert "Slot movement names all the places a unit may move to" in [step.test for step in verdict.steps]
    assert not any("only" in step.test for step in verdict.steps if step.citation is not None)
    allowed = ask(TOPIC, units="Golem slot=1", adjacent="yes", size_fits="yes")
    assert "dreadnought.action-scope" not in {a.id for a in allowed.assumptions}


def test_with_adjacency_unknown_no_step_says_only(ask: Ask) -> None:
    # Slot movement: “You may move any number of your units to the Battle Area next to it.” — no "only".
    verdict = ask(TOPIC, units="Golem slot=1", size_fits="yes")
    expect_not_covered(verdict, "doesn't define which slots are next to each other")
    assert "the unit may move to the Battle Area next to it" in [step.test for step in verdict.steps]
    assert not any("only" in step.test for step in verdict.steps)


def test_the_size_rules_still_apply(ask: Ask) -> None:
    verdict = ask(TOPIC, units="Golem slot=1", adjacent="yes", size_fits="no")
    expect(
        verdict,
        False,
        "the size rules don't allow it",
        {"cast-action", "slot-movement"},
        quote=("slot-movement", "You must still obey the size rules."),
    )


def test_undefined_adjacency_and_size_rules_are_not_covered(ask: Ask) -> None:
    verdict = ask(TOPIC, units="Golem slot=1")
    expect_not_covered(verdict, "doesn't define which slots are next to each other")
    assert "size rules" in (verdict.reason or "") and verdict.assumptions == ()


def test_into_an_occupied_slot_is_not_covered(ask: Ask) -> None:
    verdict = ask(TOPIC, units="Golem slot=1", into="occupied", adjacent="yes", size_fits="yes")
    expect_not_covered(verdict, "held by a unit that isn't moving")


def test_outside_the_cast_phase_is_not_covered(ask: Ask) -> None:
    # Cast Action: “In the Cast Phase, the first player (the one with the faster speed grade at the second
    # speed grade comparison) may perform Cast actions before the last player.” No sentence says Cast
    # actions can't be performed in another phase, as Fast Action says of Fast actions: “only that they
    # are exclusive for the Fast Phase”. So outside the Cast Phase the answer is not covered, never a No.
    verdict = ask(TOPIC, units="Golem", adjacent="yes", size_fits="yes", phase="fast")
    expect_not_covered(verdict, "whether 'move units' is allowed in the Fast Phase")


def test_outside_the_cast_phase_a_cited_no_still_answers(ask: Ask) -> None:
    # Slot movement: “You may move any number of your units to the Battle Area next to it.”
    verdict = ask(TOPIC, units="Golem", adjacent="no", size_fits="yes", phase="fast")
    expect(
        verdict,
        False,
        "they can't move: the new slot isn't next to the unit's slot.",
        {"cast-action", "slot-movement"},
        assumes={"dreadnought.adjacent-given", "dreadnought.size-given", "dreadnought.action-scope"},
    )


# --- #15 sub-questions: a unit's state after moving, and whether the size rules still apply.


def test_a_moved_unit_keeps_its_state(ask: Ask) -> None:
    # Slot movement: “The state of those moved units (such as Normal state or Enchanted) does not change.”
    verdict = ask(TOPIC, units="Golem slot=2 state=Enchanted", question="state_changes")
    expect(
        verdict,
        False,
        "No — the state of moved units",
        {"slot-movement"},
        quote=("slot-movement", "does not change"),
    )
    assert "Golem stays Enchanted" in verdict.headline


def test_the_state_question_needs_no_size_or_adjacency(ask: Ask) -> None:
    # The state sentence holds for every move the text allows: size_fits/adjacent left unknown don't matter.
    verdict = ask(TOPIC, units="Golem slot=2; Imp slot=3", into="swap", question="state_changes")
    assert verdict.decided and verdict.answer is False


def test_moved_units_must_still_obey_the_size_rules(ask: Ask) -> None:
    # Slot movement: “You must still obey the size rules.”
    verdict = ask(TOPIC, units="Golem slot=2", question="size_rules")
    expect(verdict, True, "Yes — moved units must still obey the size rules", {"slot-movement"})


def test_a_yes_carries_the_kept_state(ask: Ask) -> None:
    verdict = ask(TOPIC, units="Golem slot=2", adjacent="yes", size_fits="yes")
    assert verdict.answers == {"allowed": True, "state_changes": False, "size_rules": True}
