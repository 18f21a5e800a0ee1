"""fftcg.warp — can I Warp this card now; at which of my main phases 1 is it deployed; counters left."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.cards import HAND, FFTCGCardInput
from bot.engine.games.fftcg.state import view
from bot.engine.games.fftcg.topics._common import PHASE_NAMES, Phase
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic, yes_to
from bot.engine.verdict import Answers, Verdict

WarpQuestion = Literal["can_pay", "counters", "deploy_phase", "counters_left", "deployed"]


class WarpAnswers(Answers):
    """What the Warp text decides."""

    can_pay: bool | None = Field(default=None, description="Can I pay its Warp cost now?")
    counters: int | None = Field(default=None, description="How many Warp counters are placed on it?")
    deploy_phase: int | None = Field(
        default=None, description="At which of your main phases 1 after paying is it deployed (N-th)?"
    )
    counters_left: int | None = Field(
        default=None, description="How many counters are left after the main phases given?"
    )
    deployed: bool | None = Field(
        default=None, description="Has it been deployed after the main phases given?"
    )


class WarpScenario(ScenarioBase):
    """Warp N: can I pay it now, when is the card deployed, how many counters are left?"""

    card_kinds = MappingProxyType({"card": HAND})  # in your hand: never active or dull
    answer_model = WarpAnswers
    topic: Literal["fftcg.warp"] = "fftcg.warp"
    card: FFTCGCardInput = Field(description="The card in your hand, e.g. Ifrit Warp 2.")
    question: WarpQuestion = Field(default="can_pay", description="Which to answer.")
    phase: Phase = Field(default="main_1", description="The phase you pay Warp in.")
    your_turn: bool = Field(default=True, description="It is your turn.")
    stack_empty: bool = Field(default=True, description="The stack is empty.")
    main_phases_passed: int | None = Field(
        default=None,
        ge=0,
        le=20,
        description="Your main phases 1 begun since paying (counters_left, deployed).",
    )

    def untyped_defaults(self, verdict: Verdict | None = None) -> tuple[str, ...]:
        """Your turn, its phase and an empty stack decide whether Warp can be paid now (Warp): shown when
        taken by default."""
        if not yes_to(self, "can_pay", verdict):
            return ()
        typed = self.__pydantic_fields_set__
        found = [] if "your_turn" in typed else ["your turn"]
        found += [] if "phase" in typed else [PHASE_NAMES[self.phase]]
        return (*found, *([] if "stack_empty" in typed else ["the stack empty"]))

    @model_validator(mode="after")
    def _passed_given(self) -> Self:
        if self.question in ("counters_left", "deployed") and self.main_phases_passed is None:
            raise ValueError(
                f"`{self.question}` needs `main_phases_passed` (your main phases 1 begun since paying)"
            )
        return self


def _ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


@dataclass
class WarpOutcome:
    """What the Warp text decides for this card, as far as the question asked needs it."""

    name: str
    unpaid: str | None
    """Why the text doesn't decide whether it can be paid now ("the stack isn't empty"); None: it can."""
    warp: int
    """The card's Warp value."""
    passed: int | None = None
    left: int | None = None
    deployed: bool | None = None

    @property
    def can_pay(self) -> bool | None:
        """True when now is the time the Warp text gives; None when it isn't, which the text leaves open."""
        return True if self.unpaid is None else None

    @property
    def deploy(self) -> str:
        return f"at the start of your {_ordinal(self.warp)} main phase 1 after paying"

    @property
    def counters(self) -> str:
        return f"{self.warp} Warp counter{'s' if self.warp > 1 else ''}"

    @property
    def paid(self) -> str:
        """A note for the answers after paying, when the text doesn't say it can be paid now."""
        return (
            ""
            if self.unpaid is None
            else f"(The text doesn't say whether you can pay it now: {self.unpaid}.) "
        )

    def answers(self) -> WarpAnswers:
        return WarpAnswers(
            can_pay=self.can_pay,
            counters=self.warp,
            deploy_phase=self.warp,
            counters_left=self.left,
            deployed=self.deployed,
        )


@topic(WarpScenario)
def decide_warp(scenario: WarpScenario, reasoning: Reasoning) -> Verdict:
    """Paying Warp (your main phase, empty stack), then the counters and when the card is deployed."""
    card = view(reasoning, scenario.card, "", "forward")
    name = card.name
    instances = card.instances("Warp")
    if not reasoning.rule(f"{name} has the Warp keyword", bool(instances), Q.WARP_PAY):
        return reasoning.decided(
            WarpAnswers(can_pay=False), f"No — {name} has no Warp.", [f"{name} had Warp N"]
        )
    values = {instance.value for instance in instances}
    if len(values) > 1:
        raise NotCovered(
            f"{name} has Warp with different values ({', '.join(str(i.value) for i in instances)}); "
            "the text speaks of 'the Warp value written on the card' and doesn't say which one counts."
        )
    outcome = WarpOutcome(name, _can_pay(scenario, reasoning), warp=instances[0].value or 0)
    if reasoning.question == "can_pay" and outcome.unpaid is not None:
        raise NotCovered(
            f"The Warp text doesn't say whether its cost can be paid when {outcome.unpaid}: 'While the stack "
            "is empty during your main phase, it is possible to pay the cost …', but it never says only then."
        )
    _counters(scenario, reasoning, outcome)
    later = [f"later if its Warp value were higher than {outcome.warp}"] if outcome.left is None else []
    return reasoning.decided(outcome.answers(), _headline(reasoning.question, outcome), later)


def _can_pay(scenario: WarpScenario, reasoning: Reasoning) -> str | None:
    """“While the stack is empty during your main phase, it is possible to pay …”: None when now is such a
    time; else what differs ("the stack isn't empty"). A permission: no sentence says only then, so a
    time it doesn't name is left open ("not covered"), never a No."""
    problems: list[str] = []
    phase = PHASE_NAMES[scenario.phase]
    reasoning.rule(
        f"'your main phase' is either of your turn's two Main Phases, 1 or 2 (now: {phase})",
        True,
        Q.MAIN_PHASES,
    )
    if not reasoning.rule(
        f"it is your main phase ({phase}, {'your' if scenario.your_turn else 'your opponent’s'} turn)",
        scenario.your_turn and scenario.phase in ("main_1", "main_2"),
        Q.WARP_PAY,
    ):
        problems.append(
            f"it isn't your main phase ({phase}{'' if scenario.your_turn else ' of your opponent'})"
        )
    if not reasoning.rule("the stack is empty", scenario.stack_empty, Q.WARP_PAY):
        problems.append("the stack isn't empty")
    return " and ".join(problems) or None


def _counters(scenario: WarpScenario, reasoning: Reasoning, outcome: WarpOutcome) -> None:
    """The counters placed, one off at each of your main phases 1, deployed when the last comes off."""
    name, warp = outcome.name, outcome.warp
    reasoning.rule(
        f"once paid, {name} is removed from the game with {warp} Warp counters", True, Q.WARP_COUNTERS
    )
    if warp == 0:
        raise NotCovered(
            f"Warp 0 puts no Warp counters on {name}: the text's auto-abilities need Warp counters on "
            "the card (one removes a counter, one fires when the final counter is removed), so it doesn't "
            "say what happens."
        )
    reasoning.rule(
        "one counter is removed at the start of each of your subsequent main phases 1", True, Q.WARP_TICK
    )
    reasoning.rule(
        f"the final counter comes off {outcome.deploy}, triggering its deployment", True, Q.WARP_DEPLOY
    )
    if reasoning.question in ("can_pay", "counters") or scenario.main_phases_passed is None:
        return
    outcome.passed = passed = scenario.main_phases_passed
    outcome.left = left = max(warp - passed, 0)
    outcome.deployed = reasoning.rule(
        f"after {passed} of your main phases 1, the final counter has come off ({left} left)",
        left == 0,
        Q.WARP_DEPLOY,
    )


def _headline(asked: str, outcome: WarpOutcome) -> str:
    """The sentence for the sub-question asked, written from the outcome's typed values."""
    name, deploy, counters, paid = outcome.name, outcome.deploy, outcome.counters, outcome.paid
    if asked == "can_pay":
        return f"Yes — you can pay {name}'s Warp now: it is removed from the game with {counters}."
    if asked == "counters":
        return f"{paid}{name} is removed from the game with {counters} on it (its Warp value)."
    if outcome.left is None:
        return (
            f"{paid}{name} is deployed {deploy}: it is removed with {counters}, and the last coming off "
            "triggers an auto-ability that deploys it to the field."
        )
    left = f"{outcome.left} Warp counter{'s' if outcome.left != 1 else ''}"
    if asked == "deploy_phase":
        return f"{paid}{name} is deployed {deploy}, when its last Warp counter comes off."
    deploys = f"which triggered the auto-ability that deploys {name}"
    if asked == "deployed":
        if outcome.deployed:
            return f"Yes — the last counter came off {deploy}, {deploys}."
        return f"No — {left} left on {name}; deployed {deploy}."
    if outcome.deployed:
        return f"0 counters: the last came off {deploy}, {deploys}."
    return f"{left} left on {name}; the last comes off {deploy}, triggering its deployment."
