"""Verdict, Step and Citation invariants: nothing in a verdict can misquote or hide its basis."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.engine.citations import Citer
from bot.engine.errors import CitationError
from bot.engine.verdict import OUTSIDE_QUOTED_RULES, Assumption, Citation, Status, Step, Verdict
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
    with pytest.raises(ValidationError):
        Step(test="nothing", held=True)
    with pytest.raises(ValidationError):
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
        Verdict(game="lorcana", topic="t", status="decided", answer=True, headline="h", steps=(step,))
    listed = Assumption(id="lorcana.missing", statement="Something general.")
    verdict = Verdict(
        game="lorcana",
        topic="t",
        status="decided",
        answer=True,
        headline="h",
        steps=(step,),
        assumptions=(listed,),
    )
    assert verdict.assumptions[0].source == OUTSIDE_QUOTED_RULES


@pytest.mark.parametrize(
    ("answer", "shown"),
    [(True, "✅ Yes"), (False, "❌ No"), (3, "3"), ("Resist +3", "Resist +3"), (None, "❔ Not covered")],
)
def test_answer_text_for_the_renderer(answer: bool | int | str | None, shown: str) -> None:
    status: Status = "not_covered" if answer is None else "decided"
    reason = "why" if answer is None else None
    verdict = Verdict(
        game="g",
        topic="t",
        status=status,
        answer=answer,
        headline="h",
        reason=reason,
        steps=STEPS,
        assumptions=ASSUMED,
    )
    assert verdict.answer_text() == shown


def test_a_boolean_answer_stays_a_boolean_in_json() -> None:
    verdict = Verdict(
        game="g", topic="t", status="decided", answer=True, headline="h", steps=STEPS, assumptions=ASSUMED
    )
    assert '"answer":true' in verdict.model_dump_json()


def test_a_decided_verdict_shows_at_least_one_step() -> None:
    with pytest.raises(ValidationError):
        Verdict(game="g", topic="t", status="decided", answer=True, headline="h")
