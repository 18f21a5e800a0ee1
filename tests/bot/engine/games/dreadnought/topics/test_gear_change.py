"""dreadnought.gear_change: after the first speed comparison, as a Speed action, once per turn."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from bot.engine.verdict import Answer
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "dreadnought.gear_change"


def test_gear_change_after_the_first_comparison(ask: Ask) -> None:
    verdict = ask(TOPIC, when="after_first_comparison", faster="you")
    # Gear Change: “It will be Opened during the second speed grade comparison …”
    expect(
        verdict,
        True,
        "stays Closed until the second speed comparison",
        {"gear-change", "speed-action"},
        quote=("gear-change", "It will be Opened during the second speed grade comparison"),
    )


def test_only_once_per_turn(ask: Ask) -> None:
    verdict = ask(TOPIC, when="after_first_comparison", used_this_turn=True)
    expect(
        verdict,
        False,
        "only once per turn",
        {"gear-change"},
        quote=("gear-change", "You may perform Gear Change only once per turn."),
    )


@pytest.mark.parametrize(
    ("when", "why"),
    [
        ("before_first_comparison", "hasn't happened yet"),
        ("after_second_comparison", "the Speed actions are over"),
    ],
)
def test_not_before_the_first_comparison_nor_after_the_second(ask: Ask, when: str, why: str) -> None:
    expect(ask(TOPIC, when=when), False, why, {"gear-change"}, quote=("gear-change", "at this point"))


def test_not_outside_the_speed_phase(ask: Ask) -> None:
    expect(ask(TOPIC, when="other_phase"), False, "it isn't the Speed Phase", {"speed-action", "gear-change"})


def test_the_slower_player_waits_for_the_faster_to_pass(ask: Ask) -> None:
    waiting = ask(TOPIC, when="after_first_comparison", faster="opponent")
    expect(
        waiting, False, "your opponent, the faster player, holds priority", {"gear-change", "speed-action"}
    )
    now = ask(TOPIC, when="after_first_comparison", faster="opponent", passed="opponent")
    expect(now, True, "as a Speed action", {"gear-change", "speed-action"})


def test_a_card_in_hand_is_needed(ask: Ask) -> None:
    verdict = ask(TOPIC, when="after_first_comparison", cards_in_hand=0)
    expect(
        verdict,
        False,
        "no card in hand",
        {"gear-change"},
        quote=("gear-change", "put one card from your hand"),
    )


def test_without_the_speed_grades_the_answer_states_the_priority_condition(ask: Ask) -> None:
    verdict = ask(TOPIC, when="after_first_comparison")
    expect(verdict, True, "when you hold priority", {"gear-change", "speed-action"})


# --- #15 sub-questions: the procedure, step by step, from the Gear Change text.

HOW = ("gear-change", "To perform Gear Change, discard your current speed card")


@pytest.mark.parametrize(
    ("question", "answer", "headline"),
    [
        # Gear Change: “To perform Gear Change, discard your current speed card, then put one card from your
        # hand onto the Speed Area in Closed state.”
        ("speed_card", "discarded", "Discarded — first discard your current speed card"),
        ("new_card_from", "hand", "put one card from your hand"),
        ("new_card_state", "closed", "Closed — the card from your hand"),
        ("cards_put", 1, "1 — one card from your hand"),
        # Gear Change: “It will be Opened during the second speed grade comparison (after all players have
        # finished with their Speed actions).”
        ("opened_at", "second_comparison", "second comparison of speed grades it is Opened"),
    ],
)
def test_the_procedure_step_by_step(ask: Ask, question: str, answer: Answer, headline: str) -> None:
    verdict = ask(TOPIC, question=question)  # no moment needed: the text states each step outright
    expect(verdict, answer, headline, {"gear-change"}, quote=HOW)
    assert verdict.answers == {
        "speed_card": "discarded",
        "new_card_from": "hand",
        "new_card_state": "closed",
        "cards_put": 1,
        "opened_at": "second_comparison",
        "per_turn": 1,
    }


def test_once_per_turn_is_the_number_one(ask: Ask) -> None:
    # Gear Change: “You may perform Gear Change only once per turn.”
    verdict = ask(TOPIC, question="per_turn")
    expect(verdict, 1, "only once per turn", {"gear-change"}, quote=("gear-change", "only once per turn"))


def test_a_yes_carries_the_procedure_and_a_no_does_not(ask: Ask) -> None:
    yes = ask(TOPIC, when="after_first_comparison", faster="you")
    assert yes.answers["allowed"] is True and yes.answers["new_card_state"] == "closed"
    no = ask(TOPIC, when="other_phase")
    assert no.answers == {"allowed": False}


def test_can_i_gear_change_needs_the_moment(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="give `when`"):
        ask(TOPIC)
