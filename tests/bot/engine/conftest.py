"""Engine test fixtures. Every verdict any engine test produces is re-verified after the test.

`watch_verdicts` sees every `evaluate` call (direct, through `build_scenario`, through `check_document`,
inside hypothesis), so the autouse fixture below is "a test over every step any test produces": a quote
that is not word for word, or a step resting on an unlisted assumption, fails the test that made it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from bot.engine import build_scenario, evaluate, watch_verdicts
from bot.engine.verdict import Verdict
from bot.rules.library import Library, default_data_dir, load_library
from tests.bot.engine.support import reverify

Ask = Callable[..., Verdict]

CHECKED = {"verdicts": 0, "steps": 0}


@pytest.fixture(scope="session")
def library() -> Library:
    return load_library(default_data_dir())


@pytest.fixture(autouse=True)
def every_step_is_verbatim() -> Iterator[list[tuple[Verdict, Library]]]:
    """Collect the verdicts made during the test, then re-verify every step of every one."""
    seen: list[tuple[Verdict, Library]] = []
    stop = watch_verdicts(lambda verdict, library: seen.append((verdict, library)))
    try:
        yield seen
    finally:
        stop()
    problems = [problem for verdict, library in seen for problem in reverify(verdict, library)]
    CHECKED["verdicts"] += len(seen)
    CHECKED["steps"] += sum(len(verdict.steps) for verdict, _ in seen)
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
