"""Triggered effects: does 【Deploy】, 【Attack】, 【Destroyed】, 【Burst】 or 【When Paired】 trigger?

One function, `fires`, compares an event with each keyword's condition (13-2-5 … 13-2-9) and records
what follows (【Burst】 is optional and goes first, 10-1-6-8; 【Destroyed】 works from the trash with
the card's last state). 【When Paired】 asks the qualification check in `pairing.meets`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from bot.engine.errors import NotCovered, ScenarioError
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCard, Qualification
from bot.engine.games.gundam.pairing import meets
from bot.engine.games.gundam.steps import changed, rule
from bot.engine.reasoning import Reasoning

__all__ = ["EVENTS", "KEYWORD_NAMES", "Event", "Firing", "TriggerKeyword", "fires"]

TriggerKeyword = Literal["deploy", "attack", "destroyed", "burst", "when_paired"]
Event = Literal[
    "deployed_from_hand",
    "deployed_by_effect",
    "returned_to_battle_area",
    "attacks_player",
    "attacks_unit",
    "is_attacked",
    "destroyed_by_damage",
    "destroyed_by_effect",
    "trashed_by_excess",
    "shield_destroyed",
    "pilot_paired",
]

KEYWORD_NAMES: dict[str, str] = {
    "deploy": "【Deploy】",
    "attack": "【Attack】",
    "destroyed": "【Destroyed】",
    "burst": "【Burst】",
    "when_paired": "【When Paired】",
}

EVENTS: dict[str, str] = {
    "deployed_from_hand": "it is deployed from the hand",
    "deployed_by_effect": "it is deployed by an effect",
    "returned_to_battle_area": "it returns to the battle area (not its first placement there)",
    "attacks_player": "it declares an attack on a player",
    "attacks_unit": "it declares an attack on a Unit",
    "is_attacked": "another Unit attacks it",
    "destroyed_by_damage": "it is destroyed by damage and placed into the trash",
    "destroyed_by_effect": "it is destroyed by an effect and placed into the trash",
    "trashed_by_excess": "it is moved to the trash by battle-area excess management",
    "shield_destroyed": "it is destroyed while acting as a Shield, and revealed",
    "pilot_paired": "a Pilot is paired with it",
}

DEPLOYED = ("deployed_from_hand", "deployed_by_effect")
ATTACKS = ("attacks_player", "attacks_unit")
DESTROYED = ("destroyed_by_damage", "destroyed_by_effect")


@dataclass
class Firing:
    """Whether the keyword triggers, what follows for the headline, and what would change it."""

    triggers: bool
    notes: list[str] = field(default_factory=list)
    would_change: list[str] = field(default_factory=list)


def _deploy(reasoning: Reasoning, event: str) -> Firing:
    happened = EVENTS[event]
    if event in DEPLOYED:
        rule(reasoning, f"the card is placed on the field: {happened}", True, Q.DEPLOY_MEANS)
        rule(reasoning, "【Deploy】 activates when the card is deployed", True, Q.DEPLOY)
        return Firing(True)
    if event == "returned_to_battle_area":
        rule(reasoning, f"the card is placed on the field again: {happened}", True, Q.DEPLOY_MEANS)
        rule(reasoning, "it is a new card in the battle area", True, Q.NEW_CARD)
        changed(
            reasoning,
            "【Deploy】 activates whenever the card is deployed, not only the first time",
            True,
            Q.DEPLOY,
            "the older 11-2-6-1 limited it to the card’s first placement in the battle area",
        )
        return Firing(True, would_change=["not if the card is put somewhere other than the field"])
    rule(reasoning, f"{happened}: the card is deployed", False, Q.DEPLOY)
    return Firing(False, would_change=["it activates when the card is deployed"])


def _attack(reasoning: Reasoning, event: str) -> Firing:
    happened = EVENTS[event]
    if event in ATTACKS:
        rule(reasoning, f"the Unit declares an attack: {happened}", True, Q.ATTACK)
        target = "the opposing player" if event == "attacks_player" else "a rested enemy Unit"
        rule(reasoning, f"{target} is an attack target", True, Q.ATTACK_TARGETS)
        rule(reasoning, "【Attack】 effects activate in the attack step", True, Q.ATTACK_TIMING)
        return Firing(True)
    rule(reasoning, f"{happened}: the Unit itself declares an attack", False, Q.ATTACK)
    return Firing(False, would_change=["it activates when this Unit declares an attack"])


def _destroyed(reasoning: Reasoning, event: str) -> Firing:
    happened = EVENTS[event]
    if event in DESTROYED:
        rule(
            reasoning,
            f"the Unit or Base is destroyed and placed into the trash: {happened}",
            True,
            Q.DESTROYED,
        )
        rule(
            reasoning,
            "the effect activates from the trash, as an effect of the destroyed card",
            True,
            Q.DESTROYED_FROM_TRASH,
        )
        rule(
            reasoning,
            "text about the card's state reads its state in its last location before it was destroyed",
            True,
            Q.DESTROYED_LAST_STATE,
        )
        return Firing(
            True,
            notes=[
                "it activates from the trash, and any text about the card's state uses its state in its "
                "last location before it was destroyed"
            ],
        )
    if event == "trashed_by_excess":
        rule(reasoning, f"the Unit is destroyed: {happened}", False, Q.DESTROYED)
        rule(
            reasoning,
            "a Unit placed into the trash by battle area excess management is destroyed",
            False,
            Q.EXCESS_NOT_DESTROYED,
        )
        return Firing(False, would_change=["it activates if the card is destroyed (by damage or an effect)"])
    if event == "shield_destroyed":
        rule(reasoning, "the card was in the shield section, as a Shield", True, Q.SHIELDS)
        rule(reasoning, "a Unit card outside the battle area is a “Unit”", False, Q.UNIT_CARD_ELSEWHERE)
        raise NotCovered(
            "13-2-8-1 activates when “the Unit or Base is destroyed”. A card in the shield section is a "
            "Shield (4-6-4-2), and a Unit card there is not a “Unit” (3-2-1), so a Unit card's 【Destroyed】 "
            "would not activate; the question does not say whether the Shield was a Unit card or a Base "
            "card, and for a Base card the text does not decide."
        )
    rule(
        reasoning, f"{happened}: the Unit or Base is destroyed and placed into the trash", False, Q.DESTROYED
    )
    return Firing(False)


def _burst(reasoning: Reasoning, event: str) -> Firing:
    happened = EVENTS[event]
    if event == "shield_destroyed":
        rule(reasoning, "the card is revealed after being destroyed while acting as a Shield", True, Q.BURST)
        rule(reasoning, "activating the 【Burst】 effect is optional", True, Q.BURST_OPTIONAL)
        rule(reasoning, "declined, the card is placed into the trash", True, Q.BURST_DECLINED)
        rule(reasoning, "a 【Burst】 resolves before other triggered effects", True, Q.BURST_FIRST)
        return Firing(
            True,
            notes=[
                "you may activate it without paying its cost, or not — if not, the card is placed into the "
                "trash — and a 【Burst】 has priority over other triggered effects"
            ],
        )
    if event in DESTROYED:
        rule(reasoning, f"the card was acting as a Shield: {happened}", False, Q.BURST)
    else:
        rule(reasoning, f"{happened}: a Shield is destroyed", False, Q.BURST)
    return Firing(False, would_change=["it triggers when the card is destroyed as a Shield and revealed"])


def _when_paired(
    reasoning: Reasoning, event: str, pilot: GundamCard | None, qualification: Qualification | None
) -> Firing:
    happened = EVENTS[event]
    if event != "pilot_paired":
        rule(reasoning, f"{happened}: a Pilot is paired with the Unit", False, Q.WHEN_PAIRED)
        return Firing(False, would_change=["it activates when a Pilot is paired with this Unit"])
    if pilot is None or qualification is None:
        raise ScenarioError(
            "【When Paired】 needs the paired `pilot` and the `unit` with its qualification "
            '(qual=any, qual="Name" or qual="(Trait)")'
        )
    rule(reasoning, f"a Pilot ({pilot.name}) is paired with the Unit", True, Q.WHEN_PAIRED)
    held = meets(reasoning, pilot, qualification)
    if held:
        return Firing(True, would_change=[f"not for a Pilot that doesn't meet {qualification.printed}"])
    return Firing(False, would_change=[f"it triggers for a Pilot that meets {qualification.printed}"])


def fires(
    reasoning: Reasoning,
    keyword: str,
    event: str,
    pilot: GundamCard | None = None,
    qualification: Qualification | None = None,
) -> Firing:
    """Does `keyword` trigger for `event`? Every test is a cited step."""
    if keyword == "deploy":
        return _deploy(reasoning, event)
    if keyword == "attack":
        return _attack(reasoning, event)
    if keyword == "destroyed":
        return _destroyed(reasoning, event)
    if keyword == "burst":
        return _burst(reasoning, event)
    return _when_paired(reasoning, event, pilot, qualification)
