"""Whether an action is legal, and what would change that: shared by every game's checks.

A mechanism (Lorcana's challenge, FFTCG's attack and block) records each requirement that failed
as a `Shortfall` (what is wrong, and what would fix it); a legal answer records what it relies on.
The verdict's "would change the answer" lines come from here, worded the same in every game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

__all__ = ["Legality", "Shortfall"]


class Marks(Protocol):
    """Where a failed requirement's step is marked as deciding (`bot.engine.reasoning.Reasoning`)."""

    def decisive(self, back: int = 1) -> None: ...


@dataclass(frozen=True)
class Shortfall:
    """A requirement that failed: what is wrong, and what would fix it."""

    problem: str
    fix: str


@dataclass
class Legality:
    shortfalls: list[Shortfall] = field(default_factory=list)
    relies_on: list[str] = field(default_factory=list)
    """What a legal answer depends on, as 'illegal if …' phrases."""
    marks: Marks | None = None
    """The verdict's notebook: each `fail` marks the step it follows as deciding (left out for a side
    question whose failure doesn't make the answer a No, such as a Bodyguard tried aside)."""

    @property
    def legal(self) -> bool:
        return not self.shortfalls

    def fail(self, problem: str, fix: str, *, step: int = 1) -> None:
        """A requirement failed; `step` counts back from the last step to the one that tested it."""
        self.shortfalls.append(Shortfall(problem, fix))
        if self.marks is not None:
            self.marks.decisive(step)

    def problems(self) -> str:
        return "; ".join(shortfall.problem for shortfall in self.shortfalls)

    def would_change(self, what: str = "legal") -> list[str]:
        """'legal if X were …', or every fix when several requirements failed."""
        if self.legal:
            return list(self.relies_on)
        if len(self.shortfalls) == 1:
            return [f"{what} if {self.shortfalls[0].fix}"]
        return [f"{what} only if all of these changed: " + "; ".join(s.fix for s in self.shortfalls)]
