"""Helpers for the FFTCG topic tests."""

from __future__ import annotations

from bot.engine.verdict import Verdict


def assumed(verdict: Verdict) -> set[str]:
    """The verdict's assumption ids without the game prefix: {'blocker-active', …}."""
    return {assumption.id.removeprefix("fftcg.") for assumption in verdict.assumptions}


def tests_of(verdict: Verdict) -> list[tuple[str, bool]]:
    return [(step.test, step.held) for step in verdict.steps]
