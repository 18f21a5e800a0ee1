"""fftcg.warp — can I Warp this card now; at which of my main phases 1 is it deployed; counters left."""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.fftcg import assumptions as A
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.state import view
from bot.engine.games.fftcg.topics._common import PHASE_NAMES, Phase
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
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


@topic(WarpScenario)
def decide_warp(scenario: WarpScenario, reasoning: Reasoning) -> Verdict:
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
    warp = instances[0].value or 0
    problems, fixes = [], []
    phase = PHASE_NAMES[scenario.phase]
    reasoning.assume(f"'your main phase' means your Main Phase 1 or 2 (now: {phase})", True, A.MAIN_PHASES)
    if not reasoning.rule(
        f"it is your main phase ({phase}, {'your' if scenario.your_turn else 'your opponent’s'} turn)",
        scenario.your_turn and scenario.phase in ("main_1", "main_2"),
        Q.WARP_PAY,
    ):
        problems.append(
            f"it isn't your main phase ({phase}{'' if scenario.your_turn else ' of your opponent'})"
        )
        fixes.append("it were your Main Phase 1 or 2")
    if not reasoning.rule("the stack is empty", scenario.stack_empty, Q.WARP_PAY):
        problems.append("the stack isn't empty")
        fixes.append("the stack were empty")
    can_pay = not problems
    if reasoning.question == "can_pay" and not can_pay:
        return reasoning.decided(
            WarpAnswers(can_pay=False),
            f"No — you can't pay {name}'s Warp now: {'; '.join(problems)}.",
            ["legal if " + " and ".join(fixes)],
        )
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
    deploy = f"at the start of your {_ordinal(warp)} main phase 1 after paying"
    reasoning.rule(f"the final counter comes off {deploy}, triggering its deployment", True, Q.WARP_DEPLOY)
    counters = f"{warp} Warp counter{'s' if warp > 1 else ''}"
    answers = WarpAnswers(can_pay=can_pay, counters=warp, deploy_phase=warp)
    paid = "" if can_pay else f"(You can't pay it now: {'; '.join(problems)}.) "
    later = [f"later if its Warp value were higher than {warp}"]
    if reasoning.question == "can_pay":
        return reasoning.decided(
            answers,
            f"Yes — you can pay {name}'s Warp now: it is removed from the game with {counters}.",
            later,
        )
    if reasoning.question == "counters":
        return reasoning.decided(
            answers, f"{paid}{name} is removed from the game with {counters} on it (its Warp value).", later
        )
    if scenario.main_phases_passed is None:
        return reasoning.decided(
            answers,
            f"{paid}{name} is deployed {deploy}: it is removed with {counters}, and the last coming off "
            "triggers an auto-ability that deploys it to the field.",
            later,
        )
    passed = scenario.main_phases_passed
    left = max(warp - passed, 0)
    deployed = reasoning.rule(
        f"after {passed} of your main phases 1, the final counter has come off ({left} left)",
        left == 0,
        Q.WARP_DEPLOY,
    )
    answers = WarpAnswers(
        can_pay=can_pay, counters=warp, deploy_phase=warp, counters_left=left, deployed=deployed
    )
    if reasoning.question == "deploy_phase":
        headline = f"{paid}{name} is deployed {deploy}, when its last Warp counter comes off."
    elif reasoning.question == "deployed":
        headline = (
            f"Yes — the last counter came off {deploy}, which triggered the auto-ability that deploys {name}."
            if deployed
            else f"No — {left} Warp counter{'s' if left != 1 else ''} left on {name}; deployed {deploy}."
        )
    elif deployed:
        headline = (
            f"0 counters: the last came off {deploy}, which triggered the auto-ability that deploys {name}."
        )
    else:
        headline = (
            f"{left} Warp counter{'s' if left != 1 else ''} left on {name}; the last comes off {deploy}, "
            "triggering its deployment."
        )
    return reasoning.decided(answers, headline)
