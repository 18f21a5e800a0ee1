"""Verdict, Step and Citation invariants: nothing in a verdict can misquote or hide its basis."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.engine.citations import Citer
from bot.engine.errors import CitationError
from bot.engine.verdict import (
    OUTSIDE_QUOTED_RULES,
    Answer,
    Assumption,
    Bound,
    Citation,
    Status,
    Step,
    Verdict,
)
from bot.rules.library import Library

EVASIVE = ("8.6.1", "can’t be challenged except by a character with Evasive")
ASSUMED = (Assumption(id="g.general", statement="A general rule."),)
STEPS = (Step(test="x", held=True, assumption="g.general"),)


def test_a_citation_cannot_be_built_without_the_rules(library: Library) -> None:
    with pytest.raises(CitationError):
        Citation(game="lorcana", rule="8.6.1", label="8.6.1", quote="Evasive")


def test_a_changed_copy_of_a_citation_cannot_enter_a_step(library: Library) -> None:
    citation = Citer(library.game("lorcana"))(*EVASIVE)
    Step(test="fine", held=True, citation=citation)
    forged = citation.model_copy(update={"quote": "can be challenged by anyone"})
    with pytest.raises(CitationError):
        Step(test="forged", held=True, citation=forged)


def test_a_step_rests_on_exactly_one_basis(library: Library) -> None:
    citation = Citer(library.game("lorcana"))(*EVASIVE)
    with pytest.raises(ValueError, match="exactly one"):
        Step(test="nothing", held=True)
    with pytest.raises(ValueError, match="exactly one"):
        Step(test="both", held=True, citation=citation, assumption="lorcana.x")


def test_status_answer_and_reason_agree() -> None:
    with pytest.raises(ValidationError):
        Verdict(game="lorcana", topic="t", status="decided", answer=None, headline="h")
    with pytest.raises(ValidationError):
        Verdict(game="lorcana", topic="t", status="not_covered", answer=True, headline="h", reason="r")
    with pytest.raises(ValidationError):
        Verdict(game="lorcana", topic="t", status="not_covered", answer=None, headline="h")


def test_a_step_may_only_rest_on_a_listed_assumption() -> None:
    step = Step(test="x", held=True, assumption="lorcana.missing")
    with pytest.raises(ValidationError):
        Verdict(game="lorcana", topic="t", status="decided", answer=True, headline="Yes — h", steps=(step,))
    listed = Assumption(id="lorcana.missing", statement="Something general.")
    verdict = Verdict(
        game="lorcana",
        topic="t",
        status="decided",
        answer=True,
        headline="Yes — h",
        steps=(step,),
        assumptions=(listed,),
    )
    assert verdict.assumptions[0].source == OUTSIDE_QUOTED_RULES


@pytest.mark.parametrize(
    ("answer", "bound", "shown", "headline"),
    [
        (True, None, "✅ Yes", "Yes — it can."),
        (False, None, "❌ No", "No — it can't."),
        (3, None, "3", "Goofy takes 3 damage."),
        ("your_opponent", None, "Your opponent", "Your opponent acts first."),
        ("91/216", None, "91/216", "91/216 ≈ 42.13% to deal at least 2 damage."),
        (None, None, "❔ Not covered", "Not covered: why."),
        # A number that is one end of what the players' choices leave must not read as exact at a
        # glance: the title carries its bound; at most nothing is nothing.
        (2, "at least", "At least 2", "2 to 4 of the 4 damage remains."),
        (1, "up to", "Up to 1", "Up to 1 damage to the second unit."),
        (0, "at least", "At least 0", "At least 0 and at most 2 of the 2 damage remains."),
        (0, "up to", "0", "Up to 0 damage to the second unit."),
    ],
)
def test_answer_text_for_the_renderer(
    answer: bool | int | str | None, bound: Bound | None, shown: str, headline: str
) -> None:
    status: Status = "not_covered" if answer is None else "decided"
    reason = "why" if answer is None else None
    verdict = Verdict(
        game="g",
        topic="t",
        status=status,
        answer=answer,
        bound=bound,
        headline=headline,
        reason=reason,
        steps=STEPS,
        assumptions=ASSUMED,
    )
    assert verdict.answer_text() == shown


@pytest.mark.parametrize(
    ("answer", "headline"), [(True, "Yes — it can."), (False, "No — it can't."), ("you", "You go first.")]
)
def test_only_a_number_can_be_bound(answer: bool | str, headline: str) -> None:
    # A yes/no or a phrase is no end of a range: a bound on one is a topic's mistake, refused loudly.
    with pytest.raises(ValidationError, match="bound"):
        Verdict(
            game="g",
            topic="t",
            status="decided",
            answer=answer,
            bound="up to",
            headline=headline,
            steps=STEPS,
            assumptions=ASSUMED,
        )


def test_a_boolean_answer_stays_a_boolean_in_json() -> None:
    verdict = Verdict(
        game="g", topic="t", status="decided", answer=True, headline="Yes.", steps=STEPS, assumptions=ASSUMED
    )
    assert '"answer":true' in verdict.model_dump_json()
    assert '"answers":{"answer":true}' in verdict.model_dump_json()


@pytest.mark.parametrize(
    "sentence", ["Your opponent", "no legal challenge", "98.59%", "Mickey takes 2, Goofy takes 5", "3/0"]
)
def test_an_answer_is_never_a_sentence(sentence: str) -> None:
    """#15: `answer` is a bool, an int, an exact fraction or an enum value; the sentence is the headline."""
    with pytest.raises(ValidationError, match="neither an exact fraction"):
        Verdict(
            game="g",
            topic="t",
            status="decided",
            answer=sentence,
            headline=sentence,
            steps=STEPS,
            assumptions=ASSUMED,
        )


@pytest.mark.parametrize(
    ("answer", "headline"),
    [
        (True, "No — it can't."),
        (False, "Yes — it can."),
        (3, "Goofy takes 2 damage."),
        (2, "Goofy takes 12 damage."),
        (0, "Goofy takes 1 damage."),
        ("exerted", "It enters play ready."),
        ("1/6", "11/6 of the time."),
    ],
)
def test_the_headline_never_disagrees_with_the_typed_answer(answer: bool | int | str, headline: str) -> None:
    with pytest.raises(ValidationError, match="headline"):
        Verdict(
            game="g",
            topic="t",
            status="decided",
            answer=answer,
            headline=headline,
            steps=STEPS,
            assumptions=ASSUMED,
        )


def test_answer_is_the_asked_sub_answer() -> None:
    answers: dict[str, Answer] = {"can_shift": True, "enters": "exerted", "damage_kept": 2}
    verdict = Verdict(
        game="g",
        topic="t",
        status="decided",
        question="enters",
        answer="exerted",
        answers=answers,
        headline="Exerted — Elsa enters play exerted with 2 damage.",
        steps=STEPS,
        assumptions=ASSUMED,
    )
    assert verdict.answers == answers and verdict.answer_text() == "Exerted"
    with pytest.raises(ValidationError, match="is not answers"):
        Verdict(
            game="g",
            topic="t",
            status="decided",
            question="damage_kept",
            answer=3,
            answers=answers,
            headline="3 damage.",
            steps=STEPS,
            assumptions=ASSUMED,
        )


def test_a_decided_verdict_shows_at_least_one_step() -> None:
    with pytest.raises(ValidationError):
        Verdict(game="g", topic="t", status="decided", answer=True, headline="h")
