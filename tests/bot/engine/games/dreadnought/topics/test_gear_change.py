"""dreadnought.gear_change: after the first speed comparison, as a Speed action, once per turn."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from bot.engine.verdict import Answer
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

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


def test_not_after_the_second_comparison(ask: Ask) -> None:
    # Gear Change: “It will be Opened during the second speed grade comparison (after all players have
    # finished with their Speed actions).” — Gear Change is one of them (“as a Speed action”).
    expect(
        ask(TOPIC, when="after_second_comparison"),
        False,
        "the Speed actions are over",
        {"gear-change"},
        quote=("gear-change", "after all players have finished with their Speed actions"),
    )


@pytest.mark.parametrize("options", [{}, {"used_this_turn": True}, {"cards_in_hand": 0}])
def test_after_the_second_comparison_the_end_of_the_speed_actions_decides_the_no(
    ask: Ask, options: dict[str, object]
) -> None:
    # Gear Change: “It will be Opened during the second speed grade comparison (after all players have
    # finished with their Speed actions).” That sentence decides the No; “you may conduct Gear Change at this
    # point” is a permission, and after the second comparison is after the first too: it never fails here.
    verdict = ask(TOPIC, when="after_second_comparison", **options)
    assert verdict.answer is False
    deciding = [step for step in verdict.steps if step.decides]
    assert deciding and not deciding[0].held  # the first screen's step: a requirement that failed
    assert deciding[0].citation is not None
    assert "after all players have finished with their Speed actions" in deciding[0].citation.quote
    assert all(
        step.held for step in verdict.steps if step.citation and "you may conduct" in step.citation.quote
    )


@pytest.mark.parametrize(
    ("when", "why"),
    [
        # Speed Action: “The Speed action can be done during Speed Phase, after all speed grades have been
        # compared for the first time.” A permission: unlike Fast Action's “only that they are exclusive for
        # the Fast Phase”, no sentence says a Speed action can't be done in another phase.
        ("other_phase", "allowed outside the Speed Phase"),
        # Gear Change: “If you are not satisfied with the result during the first speed grade comparison, you
        # may conduct Gear Change at this point (as a Speed action).” It says when you may; never not before.
        ("before_first_comparison", "allowed before the first speed grade comparison"),
    ],
)
def test_outside_its_permitted_moment_is_not_covered(ask: Ask, when: str, why: str) -> None:
    verdict = ask(TOPIC, when=when, faster="you")
    expect_not_covered(verdict, why)
    assert verdict.assumptions == ()


@pytest.mark.parametrize("when", ["other_phase", "before_first_comparison"])
@pytest.mark.parametrize(
    ("options", "why", "deciding"),
    [
        # Gear Change: “You may perform Gear Change only once per turn.”
        ({"used_this_turn": True}, "only once per turn", "Gear Change is still unused this turn"),
        # Gear Change: “To perform Gear Change, discard your current speed card, then put one card from your
        # hand onto the Speed Area in Closed state.”
        (
            {"cards_in_hand": 0},
            "no card in hand",
            "you have a card in hand to put onto the Speed Area (0 in hand)",
        ),
    ],
)
def test_outside_its_permitted_moment_a_cited_no_still_answers(
    ask: Ask, when: str, options: dict[str, object], why: str, deciding: str
) -> None:
    verdict = ask(TOPIC, when=when, **options)
    expect(verdict, False, why, {"gear-change"} | ({"speed-action"} if when == "other_phase" else set()))
    assert "Speed Phase" not in verdict.headline and "hasn't happened" not in verdict.headline
    assert [step.test for step in verdict.steps if step.decides] == [deciding]  # the first screen's step


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
    no = ask(TOPIC, when="after_first_comparison", used_this_turn=True)
    assert no.answers == {"allowed": False}


def test_can_i_gear_change_needs_the_moment(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="give `when`"):
        ask(TOPIC)
