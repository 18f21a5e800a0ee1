"""Reasoning: steps and assumptions gathered into one verdict; forks kept under a prefix."""

from __future__ import annotations

import pytest

from bot.engine.citations import RuleQuote
from bot.engine.errors import NotCovered
from bot.engine.legality import Legality
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Assumption
from bot.rules.library import Library

EVASIVE = RuleQuote("lorcana", "8.6.1", "can’t be challenged except by a character with Evasive")
GENERAL = Assumption(id="lorcana.example", statement="A general rule.")


def test_steps_and_assumptions_make_the_verdict(library: Library) -> None:
    reasoning = Reasoning(library.game("lorcana"), "lorcana.test")
    assert reasoning.rule("the defender has Evasive", True, EVASIVE) is True
    assert reasoning.assume("a general fact", False, GENERAL) is False
    verdict = reasoning.decided(False, "No.", ["a", "a", "b"])
    assert [step.held for step in verdict.steps] == [True, False]
    assert verdict.assumptions == (GENERAL,)
    assert verdict.would_change == ("a", "b")


def test_a_fork_is_absorbed_under_a_prefix(library: Library) -> None:
    reasoning = Reasoning(library.game("lorcana"), "lorcana.test")
    trial = reasoning.fork()
    trial.assume("it is exerted", True, GENERAL)
    assert reasoning.steps == []
    reasoning.absorb(trial, prefix="Bodyguard Donald: ")
    assert reasoning.steps[0].test == "Bodyguard Donald: it is exerted"
    assert "lorcana.example" in reasoning.assumptions


def test_not_covered_keeps_the_steps_so_far(library: Library) -> None:
    reasoning = Reasoning(library.game("lorcana"), "lorcana.test")
    reasoning.rule("x", True, EVASIVE)
    verdict = reasoning.not_covered("The text is silent.")
    assert (verdict.status, verdict.answer, verdict.reason, len(verdict.steps)) == (
        "not_covered",
        None,
        "The text is silent.",
        1,
    )


def test_a_failed_requirement_notes_its_reason_where_the_topic_gathers_them(library: Library) -> None:
    reasoning = Reasoning(library.game("lorcana"), "lorcana.test")
    reasons: list[str] = []
    assert reasoning.requires("Goofy has Evasive", True, EVASIVE, reasons, "Goofy has no Evasive") is True
    assert reasons == []
    assert reasoning.requires("Mickey has Evasive", False, EVASIVE, reasons, "Mickey has no Evasive") is False
    assert reasons == ["Mickey has no Evasive"]
    legality = Legality(marks=reasoning)
    reasoning.requires("Donald has Evasive", False, EVASIVE, legality, "Donald lacks it", "he had Evasive")
    assert legality.would_change() == ["legal if he had Evasive"]
    assert [step.held for step in reasoning.steps] == [True, False, False]
    assert reasoning.steps[-1].decides  # a Legality with marks marks the failed step as deciding
    assert not reasoning.steps[1].decides


def test_work_done_once_gives_every_answer_its_steps_and_result(library: Library) -> None:
    calls: list[str] = []

    def work(reasoning: Reasoning, card: str) -> int:
        calls.append(card)
        reasoning.rule(f"{card} has Evasive", True, EVASIVE)
        reasoning.assume(f"{card} is in play", True, GENERAL)
        return len(calls)

    shared: dict = {}
    first, second = (Reasoning(library.game("lorcana"), "lorcana.test", q, shared) for q in ("a", "b"))
    second.rule("asked first", False, EVASIVE)
    assert first.once(work, "Goofy") == second.once(work, "Goofy") == 1
    assert calls == ["Goofy"], "worked out once for the scenario"
    assert [step.test for step in second.steps] == ["asked first", "Goofy has Evasive", "Goofy is in play"]
    assert first.steps == second.steps[1:] and second.assumptions == {GENERAL.id: GENERAL}
    assert first.once(work, "Donald") == 2, "other arguments: worked out again"
    alone = Reasoning(library.game("lorcana"), "lorcana.test")
    assert alone.once(work, "Goofy") == 3 and alone.once(work, "Goofy") == 4, "nothing kept without `shared`"


def test_work_done_once_raises_its_not_covered_after_its_steps(library: Library) -> None:
    def work(reasoning: Reasoning) -> None:
        reasoning.rule("Goofy has Evasive", True, EVASIVE)
        raise NotCovered("The text is silent.")

    shared: dict = {}
    for question in ("a", "b"):
        reasoning = Reasoning(library.game("lorcana"), "lorcana.test", question, shared)
        with pytest.raises(NotCovered, match="silent"):
            reasoning.once(work)
        assert [step.test for step in reasoning.steps] == ["Goofy has Evasive"]


def test_work_done_once_marks_the_callers_step_it_decides_on(library: Library) -> None:
    def work(reasoning: Reasoning) -> Legality:
        legality = Legality(marks=reasoning)
        reasoning.rule("Goofy has Evasive", True, EVASIVE)
        legality.fail("Mickey has no Evasive", "Mickey had Evasive", step=2)  # the caller's last step
        return legality

    shared: dict = {}
    for question in ("a", "b"):
        reasoning = Reasoning(library.game("lorcana"), "lorcana.test", question, shared)
        reasoning.rule("Mickey has Evasive", False, EVASIVE)
        reasoning.once(work)
        assert [step.decides for step in reasoning.steps] == [True, False]
