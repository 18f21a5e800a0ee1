"""Whether an action is legal, and what would change that: shared by every game's checks.

A mechanism (Lorcana's challenge, FFTCG's attack and block) records each requirement that failed
as a `Shortfall` (what is wrong, and what would fix it); a legal answer records what it relies on.
The verdict's "would change the answer" lines come from here, worded the same in every game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Legality", "Shortfall"]


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

    @property
    def legal(self) -> bool:
        return not self.shortfalls

    def fail(self, problem: str, fix: str) -> None:
        self.shortfalls.append(Shortfall(problem, fix))

    def problems(self) -> str:
        return "; ".join(shortfall.problem for shortfall in self.shortfalls)

    def would_change(self, what: str = "legal") -> list[str]:
        """'legal if X were …', or every fix when several requirements failed."""
        if self.legal:
            return list(self.relies_on)
        if len(self.shortfalls) == 1:
            return [f"{what} if {self.shortfalls[0].fix}"]
        return [f"{what} only if all of these changed: " + "; ".join(s.fix for s in self.shortfalls)]
