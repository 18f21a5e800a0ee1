"""dreadnought.priority: Speed Action, Cast Action, Fast Action, Action Action and Pass."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "dreadnought.priority"


def test_the_faster_player_takes_speed_actions_first(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="speed", faster="opponent")
    # Speed Action: “The faster player has the priority to do Speed actions any number of times.”
    expect(
        verdict,
        "Your opponent",
        "any number of times until passing",
        {"speed-action"},
        quote=("speed-action", "The faster player has the priority"),
    )


def test_after_the_faster_player_passes_the_slower_player_acts(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="speed", faster="opponent", passed="opponent")
    expect(
        verdict,
        "You",
        "Speed actions",
        {"speed-action"},
        quote=("speed-action", "the priority is moved to the slower player"),
    )


def test_speed_actions_end_when_both_have_passed(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="speed", passed="both")
    expect(
        verdict,
        "No one",
        "both players have passed",
        {"speed-action", "gear-change"},
        quote=("gear-change", "after all players have finished with their Speed actions"),
    )


def test_the_cast_phase_starts_with_the_faster_at_the_second_comparison(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="cast", faster="you")
    # Cast Action: “the first player (the one with the faster speed grade at the second speed grade
    # comparison)”
    expect(
        verdict,
        "You",
        "Cast actions",
        {"cast-action"},
        quote=("cast-action", "the faster speed grade at the second speed grade comparison"),
    )


def test_the_fast_phase_times_like_the_cast_phase(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="fast", faster="opponent")
    expect(
        verdict,
        "Your opponent",
        "Fast actions",
        {"fast-action", "cast-action"},
        quote=("fast-action", "the first player can conduct it first"),
    )


def test_the_last_player_acts_after_the_first_passes_is_an_assumption(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="cast", faster="you", passed="you")
    expect(
        verdict, "Your opponent", "Cast actions", {"cast-action"}, assumes={"dreadnought.priority-like-speed"}
    )


def test_without_the_speed_grades_the_answer_names_the_role(ask: Ask) -> None:
    expect(ask(TOPIC, phase="cast"), "The first player", "Cast actions", {"cast-action"})


def test_a_tie_is_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, phase="speed", faster="tie"), "speed grades are equal")


def test_the_action_phase_starts_with_the_first_player(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="action", faster="opponent")
    # Action Action: “The first priority to perform Action action is given to the first player.”
    expect(
        verdict,
        "Your opponent",
        "one Action action",
        {"action-action", "cast-action"},
        quote=("action-action", "The first priority to perform Action action is given to the first player."),
    )


def test_action_actions_alternate(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="action", last_by="opponent")
    expect(
        verdict,
        "You",
        "one Action action",
        {"action-action"},
        quote=("action-action", "your opponent has the priority to do one too"),
    )


def test_a_player_who_passed_may_act_again_until_both_pass(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="action", passed="you")
    expect(
        verdict,
        "Your opponent",
        "one Action action",
        {"action-action", "pass"},
        quote=("pass", "even a player that previously has declared 'pass' can still make another action"),
    )
    assert "if your opponent acts instead, you may act again" in verdict.would_change


def test_both_players_passing_ends_the_action_actions(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="action", passed="both")
    expect(
        verdict, "No one", "both players have passed", {"action-action", "pass"}, quote=("pass", "Until both")
    )


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"phase": "speed", "passed": "you"}, "give `faster`"),
        ({"phase": "speed", "faster": "you", "passed": "opponent"}, "the first pass is the faster player's"),
        ({"phase": "cast", "last_by": "you"}, "last_by is for the Action Phase"),
        ({"phase": "action", "passed": "you", "last_by": "opponent"}, "so last_by=you"),
    ],
)
def test_impossible_pass_records_are_errors(ask: Ask, options: dict[str, str], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        ask(TOPIC, **options)
