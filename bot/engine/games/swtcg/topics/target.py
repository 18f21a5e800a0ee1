"""swtcg.target — can this unit attack that unit; does Intercept or Redirect move the attack?"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.swtcg.cards import SwtcgCardInput
from bot.engine.games.swtcg.state import view
from bot.engine.games.swtcg.targeting import can_attack, intercept, redirect
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class TargetScenario(ScenarioBase):
    """Can this unit attack that one? Stealth, arenas, Intercept, Redirect, Precision (Elude)."""

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

    @model_validator(mode="after")
    def _arenas(self) -> Self:
        for role in ("attacker", "defender", "interceptor", "redirect_to"):
            card = getattr(self, role)
            if card is not None and card.arena is None:
                raise ValueError(f"{role}: give its arena (arena=space, ground or character)")
        if self.interceptor is not None and self.redirect_to is not None:
            raise ValueError("ask about Intercept or Redirect, one at a time")
        return self


@topic(TargetScenario)
def decide_target(scenario: TargetScenario, reasoning: Reasoning) -> Verdict:
    """The one legality function (`targeting.can_attack`), then Intercept or Redirect over it."""
    attacker = view(reasoning, scenario.attacker, "attacker", "you")
    defender = view(reasoning, scenario.defender, "defender", "opponent")
    legality = can_attack(reasoning, attacker, defender)
    if not legality.legal:
        return reasoning.decided(
            False,
            f"No — {attacker.name} can't attack {defender.name}: {'; '.join(legality.problems)}.",
            legality.changes,
        )
    via = ""
    if legality.via:
        power = legality.via.rsplit(" ", 1)[-1]
        via = f" using {legality.via} ({power} power plus any other effects)"
    moved = None
    if scenario.interceptor is not None:
        unit = view(reasoning, scenario.interceptor, "interceptor", defender.side)
        moved = ("Intercept", intercept(reasoning, attacker, defender, unit))
    elif scenario.redirect_to is not None:
        unit = view(reasoning, scenario.redirect_to, "redirect target", defender.side)
        moved = ("Redirect", redirect(reasoning, attacker, defender, unit))
    if moved is None:
        return reasoning.decided(
            True, f"Yes — {attacker.name} can attack {defender.name}{via}.", legality.changes
        )
    how, outcome = moved
    if outcome.moved:
        return reasoning.decided(
            outcome.defender.name,
            f"{attacker.name} can attack {defender.name}{via}, and {how} makes {outcome.defender.name} the "
            "defending unit instead (the same attack).",
            [f"not if {attacker.name} had Precision"],
        )
    return reasoning.decided(
        defender.name,
        f"{attacker.name} can attack {defender.name}{via}; {how} doesn't change the defending unit "
        f"({'; '.join(outcome.reasons)}).",
    )
