"""Engine test fixtures. Every verdict any engine test produces is re-verified after the test.

Every verdict a topic makes is finished by `Reasoning.decided` or `Reasoning.not_covered`, however it was
asked (directly, through `build_scenario`, through `check_document`, inside hypothesis). The autouse
fixture below watches those two, so it is "a test over every step any test produces": a quote that is not
word for word, or a step resting on an unlisted assumption, fails the test that made it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.engine import build_scenario, evaluate
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Verdict
from bot.rules.library import Library, default_data_dir, load_library
from tests.bot.engine.support import reverify

Ask = Callable[..., Verdict]

CHECKED = {"verdicts": 0, "steps": 0}


@pytest.fixture(scope="session")
def library() -> Library:
    return load_library(default_data_dir())


def _watched(finish: Callable[..., Verdict], seen: list[Verdict]) -> Callable[..., Verdict]:
    def watched(self: Reasoning, *args: Any, **kwargs: Any) -> Verdict:
        verdict = finish(self, *args, **kwargs)
        seen.append(verdict)
        return verdict

    return watched


@pytest.fixture(autouse=True)
def every_step_is_verbatim(library: Library, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Collect the verdicts made during the test, then re-verify every step of every one."""
    seen: list[Verdict] = []
    for finish in ("decided", "not_covered"):
        monkeypatch.setattr(Reasoning, finish, _watched(getattr(Reasoning, finish), seen))
    yield
    problems = [problem for verdict in seen for problem in reverify(verdict, library)]
    CHECKED["verdicts"] += len(seen)
    CHECKED["steps"] += sum(len(verdict.steps) for verdict in seen)
    assert not problems, problems


@pytest.fixture
def ask(library: Library) -> Ask:
    """ask("lorcana.challenge", challenger="Mickey", defender="Goofy exerted") → Verdict."""

    def ask(topic: str, **options: object) -> Verdict:
        return evaluate(build_scenario(topic, options, library), library)

    return ask


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if CHECKED["verdicts"]:
        terminalreporter.write_line(
            f"engine: re-verified the quotes of {CHECKED['steps']} steps in {CHECKED['verdicts']} verdicts"
        )
