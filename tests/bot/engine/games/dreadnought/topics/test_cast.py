"""dreadnought.cast: Cast unit cards (empty slot, log-cost, size rules) and Cast dummies."""

from __future__ import annotations

import pytest

from bot.engine.verdict import Answer
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "dreadnought.cast"
CAST = ("cast-unit-cards", "from your hand and Speed Area onto any empty slot")
DUMMY = ("cast-dummies", "from your hand in Closed and Check state")


def test_a_unit_into_an_empty_slot_with_the_size_rules_given(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Valkyrie size=M bp=300 slot=2", size_fits="yes")
    # Cast unit cards: “onto any empty slot in your Battle Area. Units that are cast are in Normal state.”
    expect(
        verdict,
        True,
        "enters in Normal state",
        {"cast-action", "cast-unit-cards"},
        quote=("cast-unit-cards", "Units that are cast are in Normal state."),
        assumes={"dreadnought.size-given"},
    )


def test_the_size_rules_are_not_in_the_text(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Valkyrie size=M")
    expect_not_covered(verdict, "doesn't state them")
    assert verdict.assumptions == ()  # no size rule invented


def test_an_occupied_slot_unpaid_log_cost_and_a_wrong_zone(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Valkyrie from=trash", slot_empty=False, log_cost_paid=False)
    expect(
        verdict,
        False,
        "not from the trash; the slot isn't empty; its log-cost isn't paid",
        {"cast-action", "cast-unit-cards"},
        quote=("cast-unit-cards", "you have paid the log-cost (if any)"),
        assumes={"dreadnought.action-scope"},
    )


SCOPE = ("dreadnought.action-scope",)


@pytest.mark.parametrize(
    ("options", "why", "scope", "quote"),
    [
        # Cast unit cards: “You may put your unit cards from your hand and Speed Area onto any empty slot in
        # your Battle Area.” It never says "only": that it names every place a unit is cast from and to is
        # the action-scope assumption, shown on each No it decides.
        ({"unit": "Valkyrie from=trash"}, "not from the trash", "Cast unit cards names all the places", CAST),
        ({"unit": "Valkyrie", "slot_empty": False}, "the slot isn't empty", "Cast unit cards names", CAST),
        # Cast dummies: “You may cast one or more cards from your hand in Closed and Check state as a
        # "dummy".”
        (
            {"unit": "Decoy dummy from=speed"},
            "from your hand, not from your Speed Area",
            "Cast dummies",
            DUMMY,
        ),
        # A dummy onto an occupied slot: cast like a unit (an assumption already), onto “any empty slot”.
        (
            {"unit": "Decoy dummy", "slot_empty": False},
            "the slot isn't empty",
            "Cast unit cards names",
            DUMMY,
        ),
    ],
)
def test_a_place_the_actions_sentence_does_not_name_is_a_no_by_the_declared_scope_assumption(
    ask: Ask, options: dict[str, object], why: str, scope: str, quote: tuple[str, str]
) -> None:
    verdict = ask(TOPIC, size_fits="yes", **options)
    assert verdict.answer is False and why in verdict.headline, verdict.headline
    assert {a.id for a in verdict.assumptions} >= set(SCOPE)
    assert any(c.rule == quote[0] and quote[1] in c.quote for c in verdict.citations)
    tests = [step.test for step in verdict.steps]
    assert any(test.startswith(scope) for test in tests), tests
    assert not any("only" in step.test for step in verdict.steps if step.citation is not None)


def test_a_cast_the_sentences_allow_rests_on_no_scope_assumption(ask: Ask) -> None:
    for unit in ("Valkyrie from=speed", "Decoy dummy"):
        verdict = ask(TOPIC, unit=unit, size_fits="yes")
        assert verdict.answer is True
        assert "dreadnought.action-scope" not in {a.id for a in verdict.assumptions}


def test_from_the_speed_area_but_the_size_rules_say_no(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Golem size=L from=speed", size_fits="no")
    expect(
        verdict,
        False,
        "the size rules don't allow it",
        {"cast-action", "cast-unit-cards"},
        quote=("cast-unit-cards", "obeyed the size rules"),
        assumes={"dreadnought.size-given"},
    )


@pytest.mark.parametrize(
    ("unit", "phase", "kind"),
    [("Valkyrie", "action", "cast unit cards"), ("Decoy dummy", "end", "cast dummies")],
)
def test_outside_the_cast_phase_is_not_covered(ask: Ask, unit: str, phase: str, kind: str) -> None:
    # Cast Action: “In the Cast Phase, the first player (the one with the faster speed grade at the second
    # speed grade comparison) may perform Cast actions before the last player.” No sentence says Cast
    # actions can't be performed in another phase, as Fast Action says of Fast actions: “only that they
    # are exclusive for the Fast Phase”. So outside the Cast Phase the answer is not covered, never a No.
    verdict = ask(TOPIC, unit=unit, size_fits="yes", phase=phase)
    expect_not_covered(verdict, f"whether '{kind}' is allowed in the {phase.capitalize()} Phase")
    assert "exclusive for the Fast Phase" in (verdict.reason or "")


def test_outside_the_cast_phase_the_other_open_questions_are_named_too(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Valkyrie size=M", phase="fast")
    expect_not_covered(verdict, "allowed in the Fast Phase")
    assert "doesn't state them" in (verdict.reason or "")  # the size rules, still open


def test_outside_the_cast_phase_a_cited_no_still_answers(ask: Ask) -> None:
    # Cast unit cards: “You may put your unit cards from your hand and Speed Area onto any empty slot in
    # your Battle Area.” — an occupied slot is a No whatever the phase; the phase is no reason given.
    verdict = ask(TOPIC, unit="Valkyrie", size_fits="yes", phase="action", slot_empty=False)
    expect(
        verdict, False, "Valkyrie can't be cast: the slot isn't empty.", {"cast-action", "cast-unit-cards"}
    )


def test_a_dummy_is_size_s_50_bp_and_discarded_in_the_end_phase(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Decoy dummy", size_fits="yes")
    # Cast dummies: “That card is considered as a unit with S size and 50 BP.”
    expect(
        verdict,
        True,
        "a size S, 50 BP unit with no name, cluster or type; it is discarded in the End Phase",
        {"cast-action", "cast-dummies", "cast-unit-cards"},
        quote=("cast-dummies", "considered as a unit with S size and 50 BP"),
        assumes={"dreadnought.size-given", "dreadnought.dummy-cast-like-a-unit"},
    )


def test_a_dummy_comes_from_the_hand(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Decoy dummy from=speed", size_fits="yes")
    expect(
        verdict, False, "a dummy is cast from your hand", {"cast-action", "cast-dummies", "cast-unit-cards"}
    )


def test_a_dummys_log_cost_is_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, unit="Decoy dummy", size_fits="yes", log_cost_paid=False), "log-cost")


# --- #15 sub-questions: the state a cast card enters in, and a dummy's size, BP and attributes.


def test_a_cast_unit_enters_in_normal_state(ask: Ask) -> None:
    # Cast unit cards: “Units that are cast are in Normal state.”
    verdict = ask(TOPIC, unit="Valkyrie size=M", question="enters")
    expect(verdict, "normal", "Normal — Valkyrie is in Normal state", {"cast-unit-cards"})


def test_a_dummy_enters_closed_and_in_check_state(ask: Ask) -> None:
    # Cast dummies: “You may cast one or more cards from your hand in Closed and Check state as a "dummy".”
    verdict = ask(TOPIC, unit="Decoy dummy", question="enters")
    expect(
        verdict,
        "closed_and_check",
        "Closed and Check state",
        {"cast-dummies"},
        quote=("cast-dummies", "Closed and Check"),
    )


@pytest.mark.parametrize(
    ("question", "answer", "headline", "quote"),
    [
        # Cast dummies: “That card is considered as a unit with S size and 50 BP.”
        ("is_unit", True, "Yes — a dummy is considered a unit", "considered as a unit with S size and 50 BP"),
        ("size", "s", "S — a dummy is considered a unit with S size", "S size"),
        ("bp", 50, "50 — a dummy is considered a unit with 50 BP", "50 BP"),
        # Cast dummies: “A dummy does not have any other attributes (such as name, cluster, and type) other
        # than its size and BP.”
        ("other_attributes", False, "No — a dummy has no attributes other than its size and BP", "any other"),
        # Cast dummies: “All dummies are discarded during the End Phase.”
        ("discarded", "end_phase", "In the End Phase", "All dummies are discarded during the End Phase."),
    ],
)
def test_a_dummys_size_bp_and_attributes(
    ask: Ask, question: str, answer: Answer, headline: str, quote: str
) -> None:
    verdict = ask(TOPIC, unit="Decoy dummy", question=question)
    expect(verdict, answer, headline, {"cast-dummies"}, quote=("cast-dummies", quote))
    assert verdict.answers == {
        "enters": "closed_and_check",
        "is_unit": True,
        "size": "s",
        "bp": 50,
        "other_attributes": False,
        "discarded": "end_phase",
    }


def test_a_unit_cards_size_is_on_the_card_not_in_the_text(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, unit="Valkyrie size=M bp=300", question="bp"), "Add `dummy`")


def test_a_dummy_cast_yes_carries_its_size_and_bp(ask: Ask) -> None:
    verdict = ask(TOPIC, unit="Decoy dummy", size_fits="yes")
    assert verdict.answer is True and verdict.answers["size"] == "s" and verdict.answers["bp"] == 50
