"""dreadnought.priority: Speed Action, Cast Action, Fast Action, Action Action and Pass."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from bot.rules.library import Library, collate
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "dreadnought.priority"


def test_the_faster_player_takes_speed_actions_first(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="speed", faster="opponent")
    # Speed Action: “The faster player has the priority to do Speed actions any number of times.”
    expect(
        verdict,
        "your_opponent",
        "any number of times until passing",
        {"speed-action"},
        quote=("speed-action", "The faster player has the priority"),
    )


def test_after_the_faster_player_passes_the_slower_player_acts(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="speed", faster="opponent", passed="opponent")
    expect(
        verdict,
        "you",
        "Speed actions",
        {"speed-action"},
        quote=("speed-action", "the priority is moved to the slower player"),
    )


def test_speed_actions_end_when_both_have_passed(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="speed", passed="both")
    expect(
        verdict,
        "no_one",
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
        "you",
        "Cast actions",
        {"cast-action"},
        quote=("cast-action", "the faster speed grade at the second speed grade comparison"),
    )


def test_the_fast_phase_times_like_the_cast_phase(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="fast", faster="opponent")
    expect(
        verdict,
        "your_opponent",
        "Fast actions",
        {"fast-action", "cast-action"},
        quote=("fast-action", "the first player can conduct it first"),
    )


def test_the_last_player_acts_after_the_first_passes_is_an_assumption(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="cast", faster="you", passed="you")
    expect(
        verdict, "your_opponent", "Cast actions", {"cast-action"}, assumes={"dreadnought.priority-like-speed"}
    )


@pytest.mark.parametrize(
    ("phase", "rule", "words"),
    [
        # Cast Action: “It may be performed any number of times similar to Speed actions.”
        ("cast", "cast-action", "It may be performed any number of times similar to Speed actions."),
        # Fast Action: “… similar to Speed action in terms of characteristic (you can perform it any number
        # of times as long as you have the priority) …” — Fast Action's own words, not Cast Action's "It".
        ("fast", "fast-action", "similar to Speed action in terms of characteristic"),
    ],
)
def test_taken_like_speed_actions_cites_the_phases_own_section(
    ask: Ask, phase: str, rule: str, words: str
) -> None:
    verdict = ask(TOPIC, phase=phase, faster="you", passed="you")
    [step] = [step for step in verdict.steps if step.test.endswith("are taken like Speed actions")]
    assert step.citation is not None
    assert step.citation.rule == rule and words in step.citation.quote


def test_without_the_speed_grades_the_answer_names_the_role(ask: Ask) -> None:
    expect(ask(TOPIC, phase="cast"), "first_player", "Cast actions", {"cast-action"})


def test_a_tie_is_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, phase="speed", faster="tie"), "speed grades are equal")


def test_the_action_phase_starts_with_the_first_player(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="action", faster="opponent")
    # Action Action: “The first priority to perform Action action is given to the first player.”
    expect(
        verdict,
        "your_opponent",
        "one Action action",
        {"action-action", "cast-action"},
        quote=("action-action", "The first priority to perform Action action is given to the first player."),
    )


def test_action_actions_alternate(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="action", last_by="opponent")
    expect(
        verdict,
        "you",
        "one Action action",
        {"action-action"},
        quote=("action-action", "your opponent has the priority to do one too"),
    )


def test_a_player_who_passed_may_act_again_until_both_pass(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="action", passed="you")
    expect(
        verdict,
        "your_opponent",
        "one Action action",
        {"action-action"},
        quote=(
            "action-action",
            "even a player that previously has declared 'pass' can still make another action",
        ),
    )
    assert "if your opponent acts instead, you may act again" in verdict.would_change


def test_both_players_passing_ends_the_action_actions(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="action", passed="both")
    expect(
        verdict,
        "no_one",
        "both players have passed",
        {"action-action"},
        quote=("action-action", "Until both"),
    )


def test_passing_is_an_action_action_cited_from_the_rules_own_list(ask: Ask, library: Library) -> None:
    # Action Action: “There are three kinds of Action action: • Attacking • Playing <Action> ability
    # • Declaring 'pass' (declare that you will do no actions. …)” — the third kind is in the rule's
    # own text, not in a note beside a list of two.
    verdict = ask(TOPIC, phase="action", passed="both")
    cited = [step.citation for step in verdict.steps if step.test == "declaring 'pass' is an Action action"]
    assert len(cited) == 1 and cited[0] is not None
    view = library.game("dreadnought").rule(cited[0].rule)
    assert view is not None and view.id == "action-action" and view.notes == ()
    own = collate(" ".join(rule.text for rule in view.rules))
    assert collate(cited[0].quote) in own
    assert "There are three kinds of Action action: • Attacking • Playing <Action> ability • Declaring" in own


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


# --- #15 sub-questions: who_acts also answers "may I act now?", how many actions, and whether it's over.


def test_may_i_act_yes_when_you_are_the_faster_player(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="speed", faster="you", question="may_i_act")
    # Speed Action: “The faster player has the priority to do Speed actions any number of times.”
    expect(verdict, True, "you hold priority", {"speed-action"}, quote=("speed-action", "The faster player"))
    assert verdict.answers["who_acts"] == "you"


def test_may_i_act_no_while_your_opponent_holds_priority(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="action", last_by="you", question="may_i_act")
    # Action Action: “After you do one Action action, your opponent has the priority to do one too.”
    expect(
        verdict,
        False,
        "your opponent holds priority",
        {"action-action"},
        quote=("action-action", "your opponent has the priority to do one too"),
    )
    assert verdict.answers["who_acts"] == "your_opponent"


def test_may_i_act_after_passing_in_the_action_phase_is_no_until_the_opponent_acts(ask: Ask) -> None:
    # A player who passed may act again, but priority is with the other player now (Action Action).
    verdict = ask(TOPIC, phase="action", passed="you", question="may_i_act")
    expect(verdict, False, "No — your opponent holds priority", {"action-action"})


def test_may_i_act_no_once_both_have_passed(ask: Ask) -> None:
    # Action Action: “Until both players pass, even a player that previously has declared 'pass' can
    # still make another action” (cited from the document's section, not our "Pass" term).
    verdict = ask(TOPIC, phase="action", passed="both", question="may_i_act")
    expect(
        verdict, False, "both players have passed", {"action-action"}, quote=("action-action", "Until both")
    )
    assert verdict.answers == {"who_acts": "no_one", "may_i_act": False, "how_many": "one", "over": True}


def test_may_i_act_without_the_speed_grades_answers_the_role(ask: Ask) -> None:
    # Cast Action: the first player is “the one with the faster speed grade at the second speed grade
    # comparison”: without `faster`, whether that is you is not known, so who_acts is answered.
    verdict = ask(TOPIC, phase="cast", question="may_i_act")
    expect(verdict, "first_player", "you may act if you are the first player", {"cast-action"})
    assert verdict.question == "who_acts" and "may_i_act" not in verdict.answers


def test_action_actions_are_one_at_a_time(ask: Ask) -> None:
    verdict = ask(TOPIC, phase="action", question="how_many")
    # Action Action: “What differs Action action from other actions is that you perform it one at a time.”
    expect(
        verdict,
        "one",
        "One — Action actions are performed one at a time",
        {"action-action", "cast-action"},
        quote=("action-action", "you perform it one at a time"),
    )


@pytest.mark.parametrize(
    ("phase", "rule"), [("speed", "speed-action"), ("cast", "cast-action"), ("fast", "fast-action")]
)
def test_speed_cast_and_fast_actions_any_number_of_times(ask: Ask, phase: str, rule: str) -> None:
    # Cast Action: “It may be performed any number of times similar to Speed actions.”
    verdict = ask(TOPIC, phase=phase, faster="you", question="how_many")
    assert verdict.answer == "any_number" and verdict.headline.startswith("Any number")
    assert any(c.rule == rule and "any number of times" in c.quote for c in verdict.citations)


def test_over_only_when_both_have_passed(ask: Ask) -> None:
    # Gear Change: “… (after all players have finished with their Speed actions)”
    done = ask(TOPIC, phase="speed", passed="both", question="over")
    expect(done, True, "Yes — both players have passed", {"speed-action", "gear-change"})
    going = ask(TOPIC, phase="speed", faster="opponent", passed="opponent", question="over")
    expect(going, False, "No — you may still act", {"speed-action"})
