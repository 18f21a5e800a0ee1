"""swtcg.target — can this unit attack that unit; does Intercept or Redirect move the attack?"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.cards import SwtcgCardInput
from bot.engine.games.swtcg.state import view
from bot.engine.games.swtcg.targeting import Retarget, can_attack, intercept, redirect
from bot.engine.games.swtcg.topics._common import finish
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

Defending = Literal["defender", "interceptor", "redirect_target", "no_legal_target"]


class TargetAnswers(Answers):
    """What the glossary decides about whom an attack can target, and who ends up defending."""

    can_attack: bool | None = Field(default=None, description="Can the attacker attack the defender?")
    defending: Defending | None = Field(
        default=None, description="Which unit ends up defending (defender, interceptor, redirect target)?"
    )
    new_attack: bool | None = Field(default=None, description="Does Intercept start a new attack?")


class TargetScenario(ScenarioBase):
    """Can this unit attack that one? Stealth, arenas, Intercept, Redirect, Precision (Elude)."""

    answer_model = TargetAnswers
    topic: Literal["swtcg.target"] = "swtcg.target"
    attacker: SwtcgCardInput = Field(
        description="The attacking unit, with arena=: Bombard, Ion Cannon, Precision…"
    )
    defender: SwtcgCardInput = Field(
        description="The unit it attacks, with arena=: Stealth, tapped, dmg=, Redirect"
    )
    interceptor: SwtcgCardInput | None = Field(
        default=None, description="A unit of the defender's side using Intercept (with arena=)"
    )
    redirect_to: SwtcgCardInput | None = Field(
        default=None, description="The unit the defender's Redirect chooses (with arena=)"
    )
    question: Literal["can_attack", "defending", "new_attack"] = Field(
        default="can_attack",
        description="can_attack: yes/no; defending: which unit ends up defending; new_attack (Intercept)",
    )

    @model_validator(mode="after")
    def _arenas(self) -> Self:
        for role in ("attacker", "defender", "interceptor", "redirect_to"):
            card = getattr(self, role)
            if card is not None and card.arena is None:
                raise ValueError(f"{role}: give its arena (arena=space, ground or character)")
        if self.interceptor is not None and self.redirect_to is not None:
            raise ValueError("ask about Intercept or Redirect, one at a time")
        if self.question == "new_attack" and self.interceptor is None:
            raise ValueError("`new_attack` needs the unit using Intercept (`interceptor`)")
        return self


@topic(TargetScenario)
def decide_target(scenario: TargetScenario, reasoning: Reasoning) -> Verdict:
    """The one legality function (`targeting.can_attack`), then Intercept or Redirect over it."""
    attacker = view(reasoning, scenario.attacker, "attacker", "you")
    defender = view(reasoning, scenario.defender, "defender", "opponent")
    legality = can_attack(reasoning, attacker, defender)
    if not legality.legal:
        problems = "; ".join(legality.problems)
        lines = {
            "can_attack": f"No — {attacker.name} can't attack {defender.name}: {problems}.",
            "defending": f"No legal target: {attacker.name} can't attack {defender.name}: {problems}.",
        }
        answers = TargetAnswers(can_attack=False, defending="no_legal_target")
        return finish(reasoning, answers, lines, legality.changes)
    via = ""
    if legality.via:
        power = legality.via.rsplit(" ", 1)[-1]
        via = f" using {legality.via} ({power} power plus any other effects)"
    moved: tuple[str, Defending, Retarget] | None = None
    if scenario.interceptor is not None:
        unit = view(reasoning, scenario.interceptor, "interceptor", defender.side)
        moved = ("Intercept", "interceptor", intercept(reasoning, attacker, defender, unit))
    elif scenario.redirect_to is not None:
        unit = view(reasoning, scenario.redirect_to, "redirect target", defender.side)
        moved = ("Redirect", "redirect_target", redirect(reasoning, attacker, defender, unit))
    can = f"Yes — {attacker.name} can attack {defender.name}{via}"
    if moved is None:
        answers = TargetAnswers(can_attack=True, defending="defender")
        lines = {
            "can_attack": f"{can}.",
            "defending": f"{defender.name} (the defender) is the defending unit: {attacker.name} can attack "
            f"it{via}.",
        }
        return finish(reasoning, answers, lines, legality.changes)
    how, role, outcome = moved
    if reasoning.question == "new_attack" and unit.has("Intercept") and not _same_attack(reasoning):
        answers = TargetAnswers(
            can_attack=True, defending=role if outcome.moved else "defender", new_attack=False
        )
        who = outcome.defender.name if outcome.moved else f"{defender.name} (it stays the defending unit)"
        return reasoning.decided(
            answers,
            f"No — Intercept doesn't cause a new attack: it is the same attack, now against {who}; "
            "“for this attack” effects don't trigger again.",
        )
    if outcome.moved:
        answers = TargetAnswers(can_attack=True, defending=role)
        moves = (
            f"{how} makes {outcome.defender.name} (the {role.replace('_', ' ')}) the defending unit "
            "instead (the same attack)"
        )
        lines = {
            "can_attack": f"{can}, and {moves}.",
            "defending": f"{outcome.defender.name}: {moves}; {attacker.name} attacked {defender.name}{via}.",
        }
        return finish(reasoning, answers, lines, [f"not if {attacker.name} had Precision"])
    answers = TargetAnswers(can_attack=True, defending="defender")
    kept = f"{how} doesn't change the defending unit ({'; '.join(outcome.reasons)})"
    lines = {
        "can_attack": f"{can}; {kept}.",
        "defending": f"{defender.name} (the defender) stays the defending unit: {kept}.",
    }
    return finish(reasoning, answers, lines)


def _same_attack(reasoning: Reasoning) -> bool:
    """Intercept neither ends the attack nor starts one: the same attack goes on (its glossary entry).
    Asked only: the other answers' trails stay as they were."""
    reasoning.rule("Intercept ends the attack", False, Q.INTERCEPT_NOT_END)
    reasoning.rule("Intercept causes a new attack (it is the same attack)", False, Q.INTERCEPT_SAME_ATTACK)
    reasoning.rule(
        "“for this attack” effects trigger again for the Intercept", False, Q.INTERCEPT_FOR_THIS_ATTACK
    )
    return False
