"""swtcg.power — the power an attack uses: Bombard's (Ion Cannon's, Barrage's) X or the unit's own power,
then Overload, Focus and Absorb from before, Persuade, Stun, Resilience, Intimidation and Shields."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Self

from pydantic import Field, field_validator, model_validator

from bot.engine.citations import RuleQuote
from bot.engine.errors import NotCovered
from bot.engine.games.swtcg import assumptions as A
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.cards import SwtcgCardInput
from bot.engine.games.swtcg.power import REACH_INTO, attack_power
from bot.engine.games.swtcg.state import UnitView, view
from bot.engine.games.swtcg.targeting import can_attack
from bot.engine.games.swtcg.topics._common import finish
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

PowerQuestion = Literal["power", "dice"]


class PowerAnswers(Answers):
    """What the glossary decides about the power an attack uses."""

    power: int | None = Field(default=None, description="The power this attack uses against the defender")
    dice: int | None = Field(default=None, description="How many attack dice it rolls")


EARLIER = ("focus", "absorb", "persuade", "stun")
"""What an earlier event can leave on a unit for this attack: Focus's and Absorb's power for its next
attack, Persuade's loss for its next attack, Stun's loss until end of battle."""


def earlier_effects(text: str | None) -> dict[str, int]:
    """'focus, absorb 2, stun 1' → {'focus': 1, 'absorb': 2, 'stun': 1} (focus: it triggered); ValueError
    naming a piece that is none of them."""
    found: dict[str, int] = {}
    for piece in (text or "").split(","):
        words = piece.split()
        if not words:
            continue
        name = words[0].casefold()
        amount = "1" if name == "focus" and len(words) == 1 else (words[1] if len(words) == 2 else "")
        if name not in EARLIER or not amount.isdigit():
            raise ValueError(f"earlier: {piece.strip()!r} is not one of: focus, absorb N, persuade N, stun N")
        found[name] = found.get(name, 0) + int(amount)
    return found


class PowerScenario(ScenarioBase):
    """The power an attack uses: Bombard's X or its own, Overload, Focus, Absorb, Persuade, Stun, Shields"""

    answer_model = PowerAnswers
    topic: Literal["swtcg.power"] = "swtcg.power"
    attacker: SwtcgCardInput = Field(
        description="The attacking unit: its own power=, arena=, Bombard X, Overload X…"
    )
    defender: SwtcgCardInput = Field(description="The unit it attacks: arena=, Shields X")
    question: PowerQuestion = Field(default="power", description="power (default), or dice")
    overload: bool = Field(default=False, description="It uses its Overload: +X power for this attack")
    earlier: str | None = Field(
        default=None,
        max_length=100,
        description="What earlier events left it: focus, absorb 2, persuade 1, stun 1",
    )
    opposing_units: int | None = Field(
        default=None, ge=0, le=30, description="Your opponent's units in its arena (Intimidation)"
    )
    other: int = Field(default=0, ge=-50, le=50, description="Other power changes for this attack: +2, -1")

    @field_validator("earlier")
    @classmethod
    def _earlier(cls, text: str | None) -> str | None:
        earlier_effects(text)
        return text

    @model_validator(mode="after")
    def _needs(self) -> Self:
        for role in ("attacker", "defender"):
            if getattr(self, role).arena is None:
                raise ValueError(f"{role}: give its arena (arena=space, ground or character)")
        if self.attacker.power is None:
            raise ValueError("attacker: give its power (power=N), or name a real card")
        return self


@dataclass
class Tally:
    """The attack's power as it is built up: the start, then each change with its reason."""

    start: int
    changes: list[tuple[str, int]] = field(default_factory=list)

    @property
    def power(self) -> int:
        return self.start + sum(amount for _, amount in self.changes)

    def add(self, reasoning: Reasoning, what: str, amount: int, quote: RuleQuote, test: str) -> None:
        if amount:
            reasoning.rule(test, True, quote)
            self.changes.append((what, amount))


@topic(PowerScenario)
def decide_power(scenario: PowerScenario, reasoning: Reasoning) -> Verdict:
    """Legality, where the power starts (X into another arena), each change the glossary names, Shields."""
    attacker = view(reasoning, scenario.attacker, "attacker", "you")
    defender = view(reasoning, scenario.defender, "defender", "opponent")
    legality = can_attack(reasoning, attacker, defender)
    if not legality.legal:
        raise NotCovered(
            f"{attacker.name} can't attack {defender.name} ({'; '.join(legality.problems)}), so no attack "
            "has a power to give (/check-swtcg target says why)."
        )
    if attacker.has("Consume"):
        raise NotCovered(
            f"{attacker.name} has Consume: its power depends on the face-down cards beneath it, which this "
            "check doesn't take; count them into other."
        )
    begun = attack_power(reasoning, attacker, defender, own_power=True)
    tally = Tally(begun.power or 0)
    start = f"{begun.via[0]} {begun.via[1]}" if begun.via is not None else "its power"
    if begun.via is not None:
        reasoning.rule(
            f"power changes still count with {begun.via[0]}", True, REACH_INTO[defender.arena or ""][2]
        )
    _own_changes(scenario, reasoning, attacker, tally)
    _from_before(scenario, reasoning, attacker, tally)
    shields = defender.amount("Shields")
    tally.add(
        reasoning,
        f"Shields {shields}",
        -shields,
        Q.SHIELDS,
        f"{defender.name}'s Shields {shields}: {attacker.name} gets −{shields} power against it",
    )
    if scenario.other:
        tally.changes.append(("other effects", scenario.other))
    dice = max(0, tally.power)
    reasoning.assume(
        f"{attacker.name} rolls one attack die per point of power: {dice}", True, A.POWER_IS_DICE
    )
    if scenario.question == "dice":  # the first screen shows this step, not a legality step cited before
        reasoning.settles()
    changes = "".join(
        f" {'+' if amount > 0 else '−'} {abs(amount)} ({what})" for what, amount in tally.changes
    )
    sum_text = (
        f"{tally.start} ({start}){changes} = {tally.power}" if tally.changes else f"{tally.power} ({start})"
    )
    die = "die" if dice == 1 else "dice"
    headlines = {
        "power": f"{attacker.name} attacks {defender.name} with {tally.power} power: {sum_text}; {dice} "
        f"attack {die}.",
        "dice": f"{dice} attack {die}: {attacker.name}'s power against {defender.name} is {sum_text}.",
    }
    would_change = ["other effects on the cards (write them in other)"]
    return finish(reasoning, PowerAnswers(power=tally.power, dice=dice), headlines, would_change)


def _own_changes(scenario: PowerScenario, reasoning: Reasoning, attacker: UnitView, tally: Tally) -> None:
    """Its own abilities: Overload (if used), Resilience (enough damage counters), Intimidation."""
    overload = attacker.amount("Overload") if scenario.overload else 0
    if scenario.overload and not overload:
        raise NotCovered(f"{attacker.name} has no Overload to use.")
    tally.add(
        reasoning,
        f"Overload {overload}",
        overload,
        Q.OVERLOAD,
        f"{attacker.name} uses Overload {overload}: +{overload} power for this attack (and {overload} "
        f"{'die' if overload == 1 else 'dice'} of damage to itself when it ends)",
    )
    resilience = attacker.amount("Resilience")
    if resilience:
        held = attacker.damage >= abs(resilience)
        reasoning.rule(
            f"{attacker.name} has at least {abs(resilience)} damage counters ({attacker.damage}) for its "
            f"Resilience {resilience:+d}",
            held,
            Q.RESILIENCE,
        )
        if held:
            tally.changes.append((f"Resilience {resilience:+d}", resilience))
    if attacker.has("Intimidation"):
        if scenario.opposing_units is None:
            raise NotCovered(
                f"{attacker.name} has Intimidation: +1 power for each of your opponent's units in its arena; "
                "give `opposing_units`."
            )
        tally.add(
            reasoning,
            "Intimidation",
            scenario.opposing_units,
            Q.INTIMIDATION,
            f"Intimidation: +1 power for each of the {scenario.opposing_units} opposing units in its arena",
        )


def _from_before(scenario: PowerScenario, reasoning: Reasoning, attacker: UnitView, tally: Tally) -> None:
    """What earlier events left for this attack: Focus and Absorb (+), Persuade and Stun (−)."""
    earlier = earlier_effects(scenario.earlier)
    if "focus" in earlier:
        focus = attacker.amount("Focus")
        if not focus:
            raise NotCovered(f"{attacker.name} has no Focus to have triggered.")
        tally.add(
            reasoning,
            f"Focus {focus}",
            focus,
            Q.FOCUS,
            f"Focus {focus} triggered on its previous attack: +{focus} power for this one, its next",
        )
        reasoning.rule("the bonus lasts for one attack", True, Q.FOCUS_ONE_ATTACK)
    absorbed, persuaded, stunned = (earlier.get(name, 0) for name in ("absorb", "persuade", "stun"))
    tally.add(
        reasoning,
        "Absorb",
        absorbed,
        Q.ABSORB_NEXT,
        f"its Absorb prevented {absorbed} damage: +{absorbed} power for its next attack",
    )
    tally.add(
        reasoning,
        "Persuade",
        -persuaded,
        Q.PERSUADE_NEXT,
        f"Persuade prevented {persuaded} of its damage: −{persuaded} power for its next attack",
    )
    tally.add(reasoning, "Stun", -stunned, Q.STUN, f"Stun: −{stunned} power until end of battle")
