"""swtcg.cost — what a card costs to complete (Reduced, Hidden, Alternative Cost); must Upkeep be paid?"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.swtcg import assumptions as A
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.cards import SwtcgCardInput
from bot.engine.games.swtcg.state import UnitView, view
from bot.engine.games.swtcg.topics._common import finish
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

CostQuestion = Literal["complete", "hidden_cost", "hidden_force", "upkeep"]


class CostAnswers(Answers):
    """What the glossary decides about completing a card and paying its Upkeep."""

    hidden_cost: bool | None = Field(default=None, description="Can Hidden Cost complete it now?")
    hidden_force: int | None = Field(default=None, description="Force Hidden Cost needs to complete it")
    complete: int | None = Field(default=None, description="Its build cost (a Battle card: its Force cost)")
    upkeep: bool | None = Field(default=None, description="Must its Upkeep be paid?")


class CostScenario(ScenarioBase):
    """What a card costs to complete (Reduced, Hidden, Alternative Cost); which Upkeep must be paid."""

    answer_model = CostAnswers
    topic: Literal["swtcg.cost"] = "swtcg.cost"
    card: SwtcgCardInput = Field(
        description="The card: cost= (build cost), built= (build counters), Hidden Cost 3…"
    )
    question: CostQuestion = Field(
        default="complete",
        description="complete: its cost; hidden_cost / hidden_force: Hidden Cost now; upkeep: pay it?",
    )
    condition_met: bool | None = Field(
        default=None,
        description="The condition of its Reduced Cost ('If …') is met (not given: both costs are shown)",
    )
    reduction: int = Field(
        default=0, ge=0, le=20, description="Other effects: N less build counters to deploy it"
    )
    force: int | None = Field(
        default=None, ge=0, le=99, description="Force you can pay now (for Hidden Cost)"
    )
    alternative_payable: bool | None = Field(
        default=None, description="You can pay its Alternative Cost in full, in the order listed"
    )
    upkeep_payable: int | None = Field(
        default=None, ge=0, le=9, description="How many of its Upkeep's listed costs you can pay in full"
    )
    as_pilot: bool = Field(default=False, description="You are deploying it as a Pilot to a unit")

    @model_validator(mode="after")
    def _needs(self) -> Self:
        if self.question != "upkeep" and self.card.cost is None:
            raise ValueError("card: give its build cost (cost=N) to work out what completing it costs")
        if self.question == "upkeep" and self.upkeep_payable is None:
            raise ValueError("upkeep_payable: say how many of its Upkeep's listed costs you can pay in full")
        return self


@topic(CostScenario)
def decide_cost(scenario: CostScenario, reasoning: Reasoning) -> Verdict:
    card = view(reasoning, scenario.card, "", "you")
    if scenario.question == "upkeep":
        return _upkeep(scenario, reasoning, card)
    if scenario.condition_met is None and card.has("Reduced Cost"):
        return _either(scenario, reasoning, card)
    return _cost(scenario, reasoning, card)


def _cost(scenario: CostScenario, reasoning: Reasoning, card: UnitView) -> Verdict:
    if _is_battle(card):
        return _battle(scenario, reasoning, card)
    return _complete(scenario, reasoning, card)


def _is_battle(card: UnitView) -> bool:
    """A battle card (a card whose type isn't given is taken as a unit): its cost is a Force activation."""
    return (card.card.type or "unit") == "battle"


def _either(scenario: CostScenario, reasoning: Reasoning, card: UnitView) -> Verdict:
    """Reduced Cost whose condition the question doesn't state: the answer both ways. Where they agree it
    is decided; where they don't, not covered, the headline giving both ("8, or 6 if the condition is
    met"). A step holding the condition met or not would state what the question didn't."""
    verdicts: dict[bool, Verdict | NotCovered] = {}
    asides: dict[bool, Reasoning] = {}
    for met in (False, True):
        asides[met] = aside = reasoning.fork()
        try:
            verdicts[met] = _cost(scenario.model_copy(update={"condition_met": met}), aside, card)
        except NotCovered as signal:
            verdicts[met] = signal
    unmet, met_ = verdicts[False], verdicts[True]
    if isinstance(unmet, NotCovered) and isinstance(met_, NotCovered) and unmet.reason == met_.reason:
        reasoning.absorb(asides[False])
        raise unmet  # not covered either way, for the same reason (its trail as it was)
    value = card.amount("Reduced Cost")
    what = "Force activation cost" if _is_battle(card) else "build cost"
    reasoning.rule(
        f"Reduced Cost {value}: {card.name}'s {what} is {value} if its condition is met (not given)",
        True,
        Q.REDUCED_COST,
    )
    reasoning.absorb(asides[False], "if the condition is unmet: ")
    reasoning.absorb(asides[True], "if the condition is met: ")
    question = reasoning.question
    if isinstance(unmet, Verdict) and isinstance(met_, Verdict):
        both = {name: answer for name, answer in unmet.answers.items() if met_.answers.get(name) == answer}
        if question in both:
            headline = unmet.headline
            if met_.headline != unmet.headline:
                headline += f" If the condition of its Reduced Cost {value} is met: {met_.headline}"
            changes = [*unmet.would_change, *met_.would_change]
            changes.append(f"the condition of Reduced Cost {value} (not given) doesn't change this answer")
            return reasoning.decided(CostAnswers.model_validate(both), headline, changes)
    cost_unmet = unmet.answers.get("complete") if isinstance(unmet, Verdict) else None
    cost_met = met_.answers.get("complete") if isinstance(met_, Verdict) else None
    either = (
        f"{card.name}'s {what} is {cost_unmet}, or {cost_met} if the condition of its Reduced Cost {value} "
        "is met"
        if cost_unmet is not None and cost_met is not None
        else f"it depends on whether the condition of {card.name}'s Reduced Cost {value} is met"
    )
    told = [
        f"{label}: {(verdict.headline if isinstance(verdict, Verdict) else verdict.reason).rstrip('.')}"
        for label, verdict in (("if the condition is unmet", unmet), ("if it is met", met_))
    ]
    raise NotCovered(
        f"The question doesn't say whether the condition of {card.name}'s Reduced Cost {value} is met "
        f"(not given), and the answer differs: {'; '.join(told)}.",
        f"Not covered: {either} (not given).",
    )


def _reduced(scenario: CostScenario, reasoning: Reasoning, card: UnitView, printed: int, what: str) -> int:
    """The cost after Reduced Cost X, when the card has it and its condition is met."""
    if not card.has("Reduced Cost"):
        return printed
    value = card.amount("Reduced Cost")
    reasoning.rule(f"Reduced Cost {value} on {card.name} refers to its {what}", True, Q.REDUCED_COST_BUILD)
    met = scenario.condition_met
    assert met is not None, "an unstated condition is answered both ways (`_either`)"
    if not reasoning.rule(f"the condition of Reduced Cost {value} is met", met, Q.REDUCED_COST_CONDITION):
        return printed
    if value > printed:
        raise NotCovered(
            f"Reduced Cost {value} is more than {card.name}'s {what} of {printed}. The glossary says the "
            "cost "
            "'is X if the listed condition is met', not whether you may keep the lower printed cost."
        )
    reasoning.rule(
        f"the condition is met: {card.name}'s {what} is {value} (printed {printed})", True, Q.REDUCED_COST
    )
    return value


def _battle(scenario: CostScenario, reasoning: Reasoning, card: UnitView) -> Verdict:
    if card.has("Hidden Cost") or card.card.built or scenario.reduction:
        raise NotCovered(
            "For a Battle card the glossary only says that Reduced Cost refers to its Force activation cost; "
            "it says nothing of build counters, Hidden Cost or other reductions for Battle cards."
        )
    printed = card.card.cost or 0
    cost = _reduced(scenario, reasoning, card, printed, "Force activation cost")
    if not card.has("Reduced Cost"):
        raise NotCovered(
            f"{card.name} is a Battle card without Reduced Cost; the glossary has nothing else on what a "
            "Battle card costs."
        )
    headline = f"{card.name}'s Force activation cost is {cost}."
    if scenario.question in ("hidden_cost", "hidden_force"):  # not reached: answered by `hidden_cost`
        headline = f"No — {card.name} has no Hidden Cost; its Force activation cost is {cost}."
    return reasoning.decided(CostAnswers(hidden_cost=False, complete=cost), headline)


def _complete(scenario: CostScenario, reasoning: Reasoning, card: UnitView) -> Verdict:
    printed = card.card.cost or 0
    built = card.card.built
    base = _reduced(scenario, reasoning, card, printed, "build cost")
    cost = base
    if scenario.reduction:
        cost = base - scenario.reduction
        reasoning.rule(
            f"other effects reduce it further: {base} − {scenario.reduction} = {cost}",
            True,
            Q.REDUCED_COST_FURTHER,
        )
        if cost < 0:
            reasoning.assume(f"the build cost is 0, not {cost}", True, A.COST_FLOOR)
            cost = 0
    deploy = f"{card.name} can be deployed once it has at least {cost} build counters (it has {built})"
    if card.has("Reduced Cost") and scenario.condition_met and scenario.reduction:
        ready = reasoning.rule(deploy, built >= cost, Q.BUILD_COUNTERS)  # the glossary's worked example
    else:
        ready = reasoning.assume(deploy, built >= cost, A.DEPLOY_AT_COST)
    routes = [
        f"deploy it with {cost} build counters" + (" (it has them now)" if ready else f" (it has {built})")
    ]
    changes: list[str] = []
    hidden: tuple[bool, int | None] = (False, None)
    hidden_line = f"No — {card.name} has no Hidden Cost."
    if card.has("Hidden Cost"):
        route, hidden = _hidden(scenario, reasoning, card, cost, built, changes)
        routes.append(route)
        hidden_line = f"{'Yes' if hidden[0] else 'No'} — {route}."
    if card.has("Alternative Cost"):
        routes.append(_alternative(scenario, reasoning, card, printed, cost, changes))
    reduced = f" (printed {printed})" if cost != printed else ""
    headline = f"{card.name}'s build cost is {cost}{reduced}: " + "; ".join(r for r in routes if r) + "."
    usable, force = hidden
    answers = CostAnswers(hidden_cost=usable, hidden_force=force, complete=cost)
    headlines = {
        "complete": headline,
        "hidden_cost": hidden_line,
        "hidden_force": f"Hidden Cost completes {card.name} for {force} Force (build cost {cost}, "
        f"{built} build counters).",
    }
    return finish(reasoning, answers, headlines, changes)


def _hidden(
    scenario: CostScenario, reasoning: Reasoning, card: UnitView, cost: int, built: int, changes: list[str]
) -> tuple[str, tuple[bool, int | None]]:
    """Hidden Cost's route; whether it completes the card now, and the Force it needs (None: it can't)."""
    value = card.amount("Hidden Cost")
    need = min(value, cost)
    enough = reasoning.rule(
        f"Hidden Cost {value}: it needs {need} build counters (the lesser of {value} and its build cost "
        f"{cost}); "
        f"it has {built}",
        built >= need,
        Q.HIDDEN_COST,
    )
    partial = reasoning.rule(
        f"{card.name} is partially built (at least 1 build counter)", built >= 1, Q.HIDDEN_COST_PARTIAL
    )
    if scenario.as_pilot:
        reasoning.rule("Hidden Cost can deploy a Pilot to a unit", False, Q.HIDDEN_COST_PILOT)
        return "Hidden Cost can't deploy it as a Pilot", (False, None)
    if not (enough and partial):
        changes.append(f"with {max(need, 1)} build counters, Hidden Cost {value} would let you complete it")
        return f"Hidden Cost {value} needs {max(need, 1)} build counters first", (False, None)
    pay = max(0, cost - built)
    changes.append("not during the reroll, damage prevention or disrupt POP chances (Hidden Cost)")
    if not pay:
        reasoning.rule("no Force is needed: it has enough build counters", True, Q.HIDDEN_COST_NO_FORCE)
        return "Hidden Cost: complete it now for no Force", (True, 0)
    reasoning.rule(f"complete it now by paying {pay} Force for the remaining build cost", True, Q.HIDDEN_COST)
    if scenario.force is not None and not reasoning.assume(
        f"{scenario.force} Force pays {pay}", scenario.force >= pay, A.PAY_FORCE
    ):
        return f"Hidden Cost: complete it now for {pay} Force, but you have only {scenario.force}", (
            False,
            pay,
        )
    return f"Hidden Cost {value}: complete it now for {pay} Force", (True, pay)


def _alternative(
    scenario: CostScenario, reasoning: Reasoning, card: UnitView, printed: int, cost: int, changes: list[str]
) -> str:
    reasoning.rule(
        f"{card.name} may be completed by paying its Alternative Cost instead of the build cost",
        True,
        Q.ALTERNATIVE_COST,
    )
    if cost != printed:
        reasoning.rule(
            "the reductions above also reduce its Alternative Cost", False, Q.ALTERNATIVE_COST_NOT_REDUCED
        )
        changes.append("a reduction that specifically says it reduces the Alternative Cost would reduce it")
    if scenario.alternative_payable is None:
        changes.append("the Alternative Cost works only if you can pay all of it, in the order listed")
        return "or pay its Alternative Cost in full (unreduced)"
    if not reasoning.rule(
        "you can pay the Alternative Cost in full", scenario.alternative_payable, Q.ALTERNATIVE_COST_FULL
    ):
        return "its Alternative Cost can't be used (it can't be paid in full)"
    return "or pay its Alternative Cost in full now (unreduced)"


def _upkeep(scenario: CostScenario, reasoning: Reasoning, card: UnitView) -> Verdict:
    found = card.keywords.all("Upkeep")
    if not reasoning.rule(f"{card.name} has Upkeep", bool(found), Q.UPKEEP):
        return reasoning.decided(CostAnswers(upkeep=False), f"No — {card.name} has no Upkeep.")
    reasoning.rule(
        "it is paid even in the build zone, on top of a unique unit stack, or piloting another unit",
        True,
        Q.UPKEEP_WHERE,
    )
    instances = sum(len(combined.instances) for combined in found)
    if instances > 1:
        reasoning.rule(
            f"paying one of its {instances} Upkeeps satisfies all of them", False, Q.UPKEEP_INSTANCES
        )
        reasoning.rule("you choose the order of its Upkeeps", True, Q.UPKEEP_ORDER)
        raise NotCovered(
            f"{card.name} has {instances} Upkeeps: each must be paid if you can, in an order you choose, and "
            "paying one may leave you unable to pay another; which ones end up paid depends on those costs."
        )
    payable = scenario.upkeep_payable or 0
    if not payable:
        reasoning.rule("you can't pay any of the listed costs in full: ignore Upkeep", True, Q.UPKEEP_IGNORE)
        return reasoning.decided(
            CostAnswers(upkeep=False),
            f"No — you can pay none of {card.name}'s Upkeep costs in full: ignore it.",
        )
    reasoning.rule("the Upkeep must be paid, since you can pay it", True, Q.UPKEEP_MUST)
    reasoning.rule(
        f"choose one of the {payable} cost{'s' if payable > 1 else ''} you can pay, and ignore the others",
        True,
        Q.UPKEEP_CHOOSE,
    )
    choice = "it" if payable == 1 else f"one of the {payable} listed costs you can pay (your choice)"
    return reasoning.decided(
        CostAnswers(upkeep=True),
        f"Yes — when your build step starts you must pay {choice} for {card.name}'s Upkeep, and ignore the "
        "others.",
        ["if you could pay none of its costs in full, you would ignore Upkeep"],
    )
