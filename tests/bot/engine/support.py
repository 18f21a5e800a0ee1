"""Helpers shared by the engine tests: independent re-verification of verdicts, and case assertions."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.verdict import OUTSIDE_QUOTED_RULES, Answer, Verdict
from bot.rules.library import Library, collate


def reverify(verdict: Verdict, library: Library) -> list[str]:
    """Every way `verdict` breaks the citation contract, checked without the engine's own `Citer`."""
    problems = []
    assumption_ids = {assumption.id for assumption in verdict.assumptions}
    for assumption in verdict.assumptions:
        if assumption.source != OUTSIDE_QUOTED_RULES:
            problems.append(f"assumption {assumption.id} is not labelled as outside the quoted rules")
    for step in verdict.steps:
        citation = step.citation
        if citation is None:
            if step.assumption not in assumption_ids:
                problems.append(f"step {step.test!r} has neither a citation nor a listed assumption")
            continue
        if citation.game != verdict.game:
            problems.append(f"step {step.test!r} cites {citation.game} in a {verdict.game} verdict")
        try:
            text = library.game(citation.game).text(citation.rule)
        except KeyError:
            problems.append(f"step {step.test!r} cites unknown rule {citation.rule}")
            continue
        if collate(citation.quote) not in collate(text):
            problems.append(f"step {step.test!r}: {citation.quote!r} is not verbatim in {citation.rule}")
    return problems


def expect(
    verdict: Verdict,
    answer: Answer,
    headline: str,
    rules: Iterable[str],
    *,
    quote: tuple[str, str] | None = None,
    assumes: Iterable[str] | None = None,
) -> None:
    """A decided verdict with this answer, headline (substring), exactly these cited rules, and the quote."""
    assert verdict.status == "decided", verdict.reason
    assert type(verdict.answer) is type(answer) and verdict.answer == answer, verdict.headline
    assert headline in verdict.headline, verdict.headline
    assert set(verdict.rule_ids) == set(rules), verdict.rule_ids
    if quote is not None:
        rule, text = quote
        assert any(c.rule == rule and text in c.quote for c in verdict.citations), (rule, text)
    if assumes is not None:
        assert {a.id.removeprefix("lorcana.") for a in verdict.assumptions} == set(assumes)


def expect_not_covered(verdict: Verdict, reason: str) -> None:
    assert verdict.status == "not_covered"
    assert verdict.answer is None
    assert verdict.reason is not None and reason in verdict.reason, verdict.reason
