"""Reasoning: steps and assumptions gathered into one verdict; forks kept under a prefix."""

from __future__ import annotations

from bot.engine.citations import RuleQuote
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
