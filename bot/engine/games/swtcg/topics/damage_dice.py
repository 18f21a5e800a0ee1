"""swtcg.damage_dice — Retaliate's and Ambush's dice of damage: do they apply, how many, what they do."""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.swtcg import assumptions as A
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.cards import SwtcgCardInput
from bot.engine.games.swtcg.dice import parse_faces
from bot.engine.games.swtcg.state import UnitView, view
from bot.engine.games.swtcg.topics._common import finish, raw_amount
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict
from bot.rules.library import name_key

DamageDiceQuestion = Literal["applies", "dice", "damage", "stun", "if_discarded"]
NAMES = {"retaliate": "Retaliate", "ambush": "Ambush"}
TRIGGERS = ("Critical Hit", "Fury", "Focus", "Backfire")
"""The unit's own dice abilities, which apply only to dice rolled for an attack."""
AGAINST = ("Parry", "Riposte")
"""The target's abilities that look at the attack roll against it."""


class DamageDiceAnswers(Answers):
    """What the glossary decides about Retaliate's and Ambush's dice of damage."""

    applies: bool | None = Field(default=None, description="Does the Retaliate or Ambush apply here?")
    dice: int | None = Field(default=None, description="How many dice of damage it rolls")
    damage: int | None = Field(default=None, description="Damage the dice rolled do (rolled given)")
    stun: bool | None = Field(default=None, description="Does the unit's Stun trigger from that damage?")
    if_discarded: bool | None = Field(
        default=None, description="Does Retaliate still resolve if its unit is discarded?"
    )


class DamageDiceScenario(ScenarioBase):
    """Retaliate and Ambush: do their dice of damage apply, how many, what damage do they do?"""

    answer_model = DamageDiceAnswers
    topic: Literal["swtcg.damage_dice"] = "swtcg.damage_dice"
    ability: Literal["retaliate", "ambush"] = Field(description="retaliate or ambush")
    unit: SwtcgCardInput = Field(description="The unit with Retaliate X or Ambush X, with arena=")
    target: SwtcgCardInput = Field(
        description="Retaliate: the unit attacking it; Ambush: the unit entering (arena=, Armor)"
    )
    question: DamageDiceQuestion = Field(
        default="applies", description="applies (default), dice, damage, stun, if_discarded"
    )
    rolled: str | None = Field(
        default=None, max_length=300, description="The dice of damage rolled: 5 4 1 (for damage, stun)"
    )
    used: bool = Field(
        default=False, description="It was already used this attack (Retaliate) or for this entry (Ambush)"
    )
    from_build_zone: bool = Field(
        default=False, description="Retaliate: the attack comes from the build zone"
    )

    @model_validator(mode="after")
    def _fits(self) -> Self:
        for role in ("unit", "target"):
            if getattr(self, role).arena is None:
                raise ValueError(f"{role}: give its arena (arena=space, ground or character)")
        faces = parse_faces(self.rolled or "")
        name = NAMES[self.ability]
        wanted = raw_amount(self.unit, name)
        if self.question in ("damage", "stun") and self.rolled is None:
            raise ValueError(f"rolled: give the dice of damage {name} rolled, e.g. 5 4 1")
        if self.rolled is not None and wanted and len(faces) != wanted:
            raise ValueError(
                f"rolled: {len(faces)} dice given, but {self.unit.name}'s {name} {wanted} rolls {wanted}"
            )
        if self.from_build_zone and self.ability != "retaliate":
            raise ValueError("from_build_zone: that option is about Retaliate")
        return self


@topic(DamageDiceScenario)
def decide_damage_dice(scenario: DamageDiceScenario, reasoning: Reasoning) -> Verdict:
    """Whether it applies (Retaliate's or Ambush's own conditions), then its dice and their damage."""
    name = NAMES[scenario.ability]
    unit = view(reasoning, scenario.unit, "unit", "you")
    target = view(reasoning, scenario.target, "target", "opponent")
    quote = Q.RETALIATE if scenario.ability == "retaliate" else Q.AMBUSH
    if not reasoning.rule(f"{unit.who} has {name}", unit.has(name), quote):
        return reasoning.decided(DamageDiceAnswers(applies=False), f"No — {unit.name} has no {name}.")
    value = unit.amount(name)
    problems = (_retaliate if scenario.ability == "retaliate" else _ambush)(scenario, reasoning, unit, target)
    if problems:
        return reasoning.decided(
            DamageDiceAnswers(applies=False),
            f"No — {unit.name}'s {name} doesn't apply: {'; '.join(problems)}.",
        )
    when = " when the attack ends" if scenario.ability == "retaliate" else ""
    applies = f"{unit.name}'s {name} {value} does {value} {_dice(value)} of damage to {target.name}{when}"
    if scenario.ability == "retaliate":
        reasoning.rule(
            f"Retaliate resolves when the attack ends, even if {unit.name} is discarded",
            True,
            Q.RETALIATE_DISCARDED,
        )
    elif scenario.question == "if_discarded":
        raise NotCovered(
            "The glossary says Retaliate resolves even if its unit is discarded; it says nothing of the kind "
            f"for Ambush, so whether {unit.name}'s Ambush still does its damage once {unit.name} is gone "
            "is open."
        )
    damage = stun = None
    if scenario.rolled is not None:
        damage = _damage(reasoning, unit, target, name, parse_faces(scenario.rolled))
        stun = _stun(reasoning, unit, target, name, damage)
    answers = DamageDiceAnswers(
        applies=True,
        dice=value,
        damage=damage,
        stun=stun,
        if_discarded=True if scenario.ability == "retaliate" else None,
    )
    stun_x = unit.amount("Stun")
    headlines = {
        "applies": f"Yes — {applies}.",
        "dice": f"{unit.name}'s {name} rolls {value} {_dice(value)} of damage against {target.name}.",
        "damage": f"{damage} damage to {target.name} from {unit.name}'s {name} dice ({scenario.rolled}).",
        "stun": f"{'Yes' if stun else 'No'} — "
        + (
            f"{unit.name} has no Stun."
            if not stun_x
            else f"Stun {stun_x}: {target.name} gets −{stun_x} power until end of battle if counters are "
            "placed."
            if stun
            else f"Stun {stun_x} doesn't occur: no damage counters are placed."
        ),
        "if_discarded": f"Yes — {name} resolves when the attack ends, even if {unit.name} is discarded.",
    }
    would_change = [f"{target.name}'s prevention (Evade, Deflect, Protect…) may prevent the damage"]
    return finish(reasoning, answers, headlines, would_change)


def _dice(count: int) -> str:
    return "die" if count == 1 else "dice"


def _retaliate(
    scenario: DamageDiceScenario, reasoning: Reasoning, unit: UnitView, target: UnitView
) -> list[str]:
    """Retaliate's conditions: an attacker in the same arena, not from the build zone, once per attack.

    They are the same whichever side the attacker is on: "If a unit in the same arena as this unit is
    attacking this unit" asks for any unit, and the glossary has units attacked by their own side ("A
    unit may retaliate against itself if it attacks itself"; "Your unit may intercept an attack from one
    of your own units")."""
    if target.side == unit.side:
        reasoning.rule(
            f"{target.who} attacks {unit.name} from its own side: an attack from one of your own units",
            True,
            Q.INTERCEPT_ATTACKABLE,
        )
        reasoning.rule(
            f"Retaliate asks for a unit attacking {unit.name}, whichever side it is on", True, Q.RETALIATE
        )
        if _maybe_itself(unit, target):
            reasoning.rule(
                f"if {unit.name} is attacking itself, it may retaliate against itself",
                True,
                Q.RETALIATE_ITSELF,
            )
    problems: list[str] = []
    if not reasoning.requires(
        f"{target.who}, attacking {unit.name}, is in the same arena "
        f"({target.arena}; {unit.name}: {unit.arena})",
        unit.arena == target.arena,
        Q.RETALIATE,
        problems,
        f"{target.name} attacks from the {target.arena} arena, not the {unit.arena} arena",
    ):
        reasoning.rule("Retaliate works against an attack from another arena", False, Q.RETALIATE_OTHER_ARENA)
    if scenario.from_build_zone:
        reasoning.requires(
            "Retaliate works against an attack from the build zone",
            False,
            Q.RETALIATE_OTHER_ARENA,
            problems,
            "the attack comes from the build zone",
        )
    if scenario.used:
        reasoning.requires(
            f"{unit.name}'s Retaliate can be used again this attack",
            False,
            Q.RETALIATE_ONCE,
            problems,
            "it was already used this attack",
        )
    return problems


def _ambush(
    scenario: DamageDiceScenario, reasoning: Reasoning, unit: UnitView, target: UnitView
) -> list[str]:
    """Ambush's conditions: your opponent's unit enters this arena; once per unit entering."""
    problems: list[str] = []
    reasoning.requires(
        f"{target.who} is your opponent's unit (yours: {unit.name})",
        target.side != unit.side,
        Q.AMBUSH,
        problems,
        f"{target.name} isn't your opponent's unit",
    )
    reasoning.requires(
        f"{target.name} enters {unit.name}'s arena ({unit.arena}; {target.name}: {target.arena})",
        unit.arena == target.arena,
        Q.AMBUSH,
        problems,
        f"{target.name} enters the {target.arena} arena, not the {unit.arena} arena",
    )
    if scenario.used:
        reasoning.requires(
            f"{unit.name}'s Ambush can be used again for the same unit entering",
            False,
            Q.AMBUSH_ONCE,
            problems,
            f"it was already used for this time {target.name} entered",
        )
    return problems


def _damage(reasoning: Reasoning, unit: UnitView, target: UnitView, name: str, faces: tuple[int, ...]) -> int:
    """Hits of dice of damage: no Accuracy, Shields or attack-dice abilities (they are not attack dice:
    quoted); Armor still applies (quoted, with its 5 or more). What is left to assume is the 4 or more
    without Armor and 1 damage a hit."""
    if name == "Retaliate":
        reasoning.rule(
            "Retaliate's dice are dice of damage, not attack dice", True, Q.RETALIATE_NOT_ATTACK_DICE
        )
    else:  # Ambush's own text: "this unit does X dice of damage to that unit"
        reasoning.rule(f"{name} does dice of damage", True, Q.AMBUSH)
    if unit.has("Accuracy"):
        reasoning.rule(
            f"{unit.name}'s Accuracy adds to its {name} dice (it adds to attack dice)", False, Q.ACCURACY_ADD
        )
    if target.has("Shields"):
        reasoning.rule(f"{target.name}'s Shields matter for {name}'s dice", False, Q.SHIELDS_DICE_ONLY)
    for ability in TRIGGERS:
        if unit.has(ability):
            reasoning.rule(
                f"{unit.name}'s {ability} applies to {name}'s dice", False, Q.NOT_FOR_RETALIATE[ability]
            )
    for ability in AGAINST:
        if target.has(ability):
            reasoning.rule(
                f"{target.name}'s {ability} applies to {name}'s dice", False, Q.NOT_FOR_RETALIATE[ability]
            )
    shown = " ".join(map(str, faces)) or "none"
    if target.has("Armor"):
        hits = sum(1 for face in faces if face >= 5)
        reasoning.rule(
            f"{target.name} has Armor, which works against dice of damage", True, Q.ARMOR_DAMAGE_DICE
        )
        reasoning.rule(f"{hits} of the dice {shown} hit {target.name} (5 or more)", hits > 0, Q.ARMOR)
        reasoning.assume(f"{hits} hit{'' if hits == 1 else 's'}, {hits} damage", hits > 0, A.DAMAGE_DICE)
        return hits
    hits = sum(1 for face in faces if face >= 4)
    reasoning.assume(f"{hits} of the dice {shown} hit (on 4 or more), {hits} damage", hits > 0, A.DAMAGE_DICE)
    return hits


def _maybe_itself(unit: UnitView, target: UnitView) -> bool:
    """Whether the target may be the unit itself: same side, name and arena (another copy may be too)."""
    return (
        target.side == unit.side
        and target.arena == unit.arena
        and name_key(target.name) == name_key(unit.name)
    )


def _stun(reasoning: Reasoning, unit: UnitView, target: UnitView, name: str, damage: int) -> bool | None:
    """Whether the unit's Stun occurs; None when the target may be the unit itself or another unit of
    that name (Stun is "When this unit damages another unit")."""
    stun = unit.amount("Stun")
    if not stun:
        return False
    quote = Q.RETALIATE_NOT_ATTACK_DICE if name == "Retaliate" else Q.STUN_ANYTIME
    reasoning.rule(f"{name}'s damage can trigger {unit.name}'s Stun {stun}", True, quote)
    if not damage:
        reasoning.rule("Stun occurs though no damage counters are placed", False, Q.STUN_NO_COUNTERS)
        return False
    if _maybe_itself(unit, target):
        if reasoning.question == "stun":
            raise NotCovered(
                f"{target.name} is on {unit.name}'s side with the same name: it may be {unit.name} attacking "
                f"itself, or another of your units named {unit.name}. Stun works “When this unit damages "
                "another unit”, so it occurs only in the second case, and the scenario doesn't say which.",
                f"Not covered: whether {target.name} is {unit.name} itself decides its Stun.",
            )
        return None
    reasoning.rule(f"Stun {stun}: {target.name} gets −{stun} power until end of battle", True, Q.STUN)
    return True
