"""`Reasoning`: the notebook a topic writes its steps into, and the only way a topic makes a verdict.

A topic records each test with `rule(...)` (resting on a declared quote) or `assume(...)` (resting on
an `Assumption`, listed in the verdict as coming from outside the quoted rules), then finishes with
`decided(...)` with the typed answer: one value, or the topic's `Answers` model holding every sub-answer
it derived (the verdict's `answer` is then the one the scenario's `question` asks). The headline is
written from that answer and must state it ("Yes — …", "Goofy takes 3 damage", "… enters play
exerted"). Mechanisms shared by several topics write into the same notebook; `fork()` and
`absorb()` let one check be tried aside (Bodyguard's "if able") and its steps kept under a prefix.

A requirement whose failure is a reason for a No is `requires(...)`: the step is recorded and, when it
fails, the reason is noted where the topic gathers them (a list of reasons, or a `Legality` with the
fix), so "check, note why, stop" reads as one condition.

Several sub-questions asked together are each answered alone, on one scenario: what a topic works out
the same way for each of them (a card's view, a challenge's legality) is worked out once per scenario
with `once(...)`, which hands every later answer the same result and the same steps.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Concatenate, ParamSpec, TypeVar

from bot.engine.citations import Citer, RuleQuote
from bot.engine.errors import NotCovered
from bot.engine.legality import Legality
from bot.engine.verdict import Answer, Answers, Assumption, Bound, Step, Verdict
from bot.rules.library import GameRules

__all__ = ["Reasoning", "Shared"]

P = ParamSpec("P")
T = TypeVar("T")

Shared = dict[tuple[object, ...], object]
"""What was worked out once for one scenario (`Reasoning.once`), keyed by the work first, then its
arguments: `bot.engine.evaluate` keeps one for the sub-questions of one scenario asked together, and
drops it with their verdict."""


@dataclass(frozen=True, slots=True)
class _Worked:
    """A piece of reasoning done once: its steps and assumptions, the marks it set on steps before
    its own (index from its first step, negative), and its result or the `NotCovered` it raised."""

    steps: tuple[Step, ...]
    assumptions: tuple[Assumption, ...]
    reaching: tuple[tuple[int, str], ...]
    result: object
    raised: bool
    pinned: tuple[object, ...]
    """The arguments, kept alive while their identities key `Shared` (an identity is never reused)."""


class Reasoning:
    """Steps and assumptions gathered while answering one scenario of `topic` for one game."""

    def __init__(
        self, rules: GameRules, topic: str, question: str = "answer", shared: Shared | None = None
    ) -> None:
        self.rules = rules
        self.topic = topic
        self.question = question
        """The sub-question asked (the scenario's `question`, or the topic's only one)."""
        self.card_data: tuple[str, ...] = ()
        self.read_as: tuple[str, ...] = ()
        """What the scenario's cards took from card data and how names were read (`Verdict.card_data`,
        `Verdict.read_as`, set by `bot.engine.evaluate`): every verdict made here says it."""
        self.cite = Citer(rules)
        self.steps: list[Step] = []
        self.assumptions: dict[str, Assumption] = {}
        self.shared = shared
        """Pieces of reasoning already worked out for this scenario (`once`); None: none are kept."""
        self._reaching: list[tuple[int, str]] | None = None
        """In the notebook `once` works in: marks set on steps before its first one (the caller's)."""

    def rule(self, test: str, held: bool, quote: RuleQuote) -> bool:
        """Record a test decided by a quoted rule; returns `held` so checks read as conditions."""
        self.steps.append(Step(test=test, held=held, citation=self.cite.quote(quote)))
        return held

    def requires(
        self,
        test: str,
        held: bool,
        quote: RuleQuote,
        unmet: list[str] | Legality,
        problem: str,
        fix: str = "",
    ) -> bool:
        """Record a requirement decided by a quoted rule; when it fails, note `problem` in `unmet` (a
        list of reasons, or a `Legality`, which also takes the `fix`). Returns `held`, so a topic that
        stops at the first failure writes `if not reasoning.requires(...): return …`."""
        if not self.rule(test, held, quote):
            if isinstance(unmet, Legality):
                unmet.fail(problem, fix)
            else:
                unmet.append(problem)
        return held

    def assume(self, test: str, held: bool, assumption: Assumption) -> bool:
        """Record a test decided by a rule the quoted text does not contain."""
        self.assumptions.setdefault(assumption.id, assumption)
        self.steps.append(Step(test=test, held=held, assumption=assumption.id))
        return held

    def decisive(self, back: int = 1) -> None:
        """Mark the step `back` from the end as deciding the answer: a requirement whose failure makes
        it a No (the first screen shows it; a held step that records a fact never is one)."""
        index = len(self.steps) - back
        if index >= 0:
            self.steps[index] = self.steps[index].marked(decides=True)
        elif self._reaching is not None:
            self._reaching.append((index, "decides"))

    def settles(self, back: int = 1) -> None:
        """Mark the step `back` from the end as the one that settles the asked answer (the first
        screen shows it), for a trail that goes on to answer other questions."""
        index = len(self.steps) - back
        if index >= 0:
            self.steps[index] = self.steps[index].marked(settles=True)
        elif self._reaching is not None:
            self._reaching.append((index, "settles"))

    def fork(self) -> Reasoning:
        """A scratch notebook for a side question whose steps may be kept or dropped."""
        forked = Reasoning(self.rules, self.topic, self.question, self.shared)
        forked.card_data, forked.read_as = self.card_data, self.read_as
        return forked

    def once(self, work: Callable[Concatenate[Reasoning, P], T], *args: P.args, **kwargs: P.kwargs) -> T:
        """`work(self, *args)`, done once per scenario when several sub-questions are asked together
        (`shared`): the first answer works it out in a notebook of its own, and each answer (that one
        too) takes its steps, assumptions and marks into its own notebook, then its result, or the
        `NotCovered` it raised. So an answer reads exactly as if it had done the work itself.

        Only for pure work: what it records and returns depends on nothing but its arguments and the
        game's rules (never the question asked), and its result is never changed afterwards. The
        arguments (a tuple: its items) are told apart by identity, so a card read once for the
        scenario is the same object for every answer; an equal copy is only worked out again."""
        if kwargs:
            raise TypeError("Reasoning.once takes the work's arguments by position")
        if self.shared is None:
            return work(self, *args, **kwargs)
        key = (work, *[tuple(map(id, arg)) if type(arg) is tuple else id(arg) for arg in args])
        worked = self.shared.get(key)
        if not isinstance(worked, _Worked):
            aside = self.fork()
            aside._reaching = []
            try:
                result: object = work(aside, *args, **kwargs)
                raised = False
            except NotCovered as signal:
                result, raised = signal, True
            worked = _Worked(
                tuple(aside.steps),
                tuple(aside.assumptions.values()),
                tuple(aside._reaching),
                result,
                raised,
                args,
            )
            self.shared[key] = worked
        start = len(self.steps)
        self.steps.extend(worked.steps)
        for assumption in worked.assumptions:
            self.assumptions.setdefault(assumption.id, assumption)
        for index, mark in worked.reaching:
            back = len(self.steps) - (start + index)
            if mark == "decides":
                self.decisive(back)
            else:
                self.settles(back)
        if worked.raised:
            assert isinstance(worked.result, NotCovered)
            raise worked.result.with_traceback(None)
        return worked.result  # type: ignore[return-value]

    def absorb(self, other: Reasoning, prefix: str = "") -> None:
        """Keep another notebook's steps (tests prefixed, e.g. with the card they are about)."""
        if prefix:
            self.steps.extend(step.prefixed(prefix) for step in other.steps)
        else:
            self.steps.extend(other.steps)
        for key, assumption in other.assumptions.items():
            self.assumptions.setdefault(key, assumption)

    def decided(
        self,
        answer: Answer | Answers,
        headline: str,
        would_change: Iterable[str] = (),
        *,
        bounds: Mapping[str, Bound] | None = None,
    ) -> Verdict:
        """The verdict: `answer` is the asked sub-answer, or every sub-answer derived (`Answers`).

        When the asked sub-question was not reached (a character that can't shift has no entering
        state), the verdict answers the topic's first sub-question, the one that stopped the rest.
        `bounds`: the sub-answers that are one end of a range the players' choices decide.
        """
        if isinstance(answer, Answers):
            answers = answer.values()
            question = self.question if self.question in answers else next(iter(answers), self.question)
        else:
            answers, question = {self.question: answer}, self.question
        return Verdict(
            game=self.rules.id,
            topic=self.topic,
            status="decided",
            question=question,
            answer=answers.get(question),
            answers=answers,
            headline=headline,
            bound=(bounds or {}).get(question),
            steps=tuple(self.steps),
            would_change=tuple(dict.fromkeys(would_change)),
            assumptions=tuple(self.assumptions.values()),
            card_data=self.card_data,
            read_as=self.read_as,
        )

    def not_covered(self, reason: str, headline: str | None = None) -> Verdict:
        return Verdict(
            game=self.rules.id,
            topic=self.topic,
            status="not_covered",
            question=self.question,
            answer=None,
            headline=headline or "Not covered: the rules text the bot has cannot decide this.",
            steps=tuple(self.steps),
            assumptions=tuple(self.assumptions.values()),
            reason=reason,
            card_data=self.card_data,
            read_as=self.read_as,
        )
