"""Triggered effects: does 【Deploy】, 【Attack】, 【Destroyed】, 【Burst】 or 【When Paired】 trigger?

One function, `fires`, compares an event with each keyword's trigger condition (11-2-5 … 11-2-9) and
records what follows a trigger (【Burst】 is optional and goes first; 【Destroyed】 works from the trash
with the card's last state). 【When Paired】 asks the qualification check in `pairing.meets`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from bot.engine.errors import NotCovered, ScenarioError
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCard, Qualification
from bot.engine.games.gundam.pairing import meets
from bot.engine.games.gundam.steps import rule
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
        rule(reasoning, f"the Unit or Base is first placed into the battle area: {happened}", True, Q.DEPLOY)
        how = "from the hand" if event == "deployed_from_hand" else "by an effect"
        rule(reasoning, f"【Deploy】 triggers when it is deployed {how}", True, Q.DEPLOY_HAND_OR_EFFECT)
        return Firing(True)
    if event == "returned_to_battle_area":
        rule(reasoning, f"the Unit or Base is first placed into the battle area: {happened}", False, Q.DEPLOY)
        rule(reasoning, "【Deploy】 triggers when the card returns", False, Q.DEPLOY_NOT_RETURNING)
        return Firing(False, would_change=["it triggers when the card is first placed into the battle area"])
    rule(reasoning, f"{happened}: the Unit or Base is placed into the battle area", False, Q.DEPLOY)
    return Firing(False)


def _attack(reasoning: Reasoning, event: str) -> Firing:
    happened = EVENTS[event]
    if event in ATTACKS:
        rule(reasoning, f"the Unit declares an attack: {happened}", True, Q.ATTACK)
        target = "a player" if event == "attacks_player" else "a Unit"
        rule(reasoning, f"【Attack】 triggers for an attack on {target}", True, Q.ATTACK_PLAYER_OR_UNIT)
        return Firing(True)
    rule(reasoning, f"{happened}: the Unit itself declares an attack", False, Q.ATTACK)
    return Firing(False, would_change=["it triggers when this Unit declares an attack"])


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
        rule(reasoning, f"the Unit or Base is destroyed: {happened}", False, Q.DESTROYED)
        rule(
            reasoning,
            "【Destroyed】 triggers on a move to the trash by battle-area excess management",
            False,
            Q.DESTROYED_NOT_EXCESS,
        )
        return Firing(False, would_change=["it triggers if the card is destroyed (by damage or an effect)"])
    if event == "shield_destroyed":
        rule(
            reasoning,
            "【Destroyed】 counts a Unit or Base placed from the shield area into the trash",
            True,
            Q.DESTROYED,
        )
        raise NotCovered(
            "11-2-8-1 counts a Unit or Base destroyed and placed from the shield area into the trash, "
            "but the bot's text doesn't say whether a card acting as a Shield counts as a Unit or Base "
            "while it is one (a Base deployed in the shield area and destroyed is the 'destroyed by "
            "damage/effect' event)."
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
        rule(reasoning, "if you don't activate it, the card is placed into the trash", True, Q.BURST_DECLINED)
        rule(reasoning, "【Burst】 goes before other triggered effects", True, Q.BURST_FIRST)
        return Firing(
            True,
            notes=[
                "you may activate it or not — if not, the card is placed into the trash — and 【Burst】 "
                "effects have priority over other triggered effects"
            ],
        )
    if event in DESTROYED:
        rule(reasoning, f"the card was acting as a Shield: {happened}", False, Q.BURST)
    else:
        rule(reasoning, f"{happened}: the card is revealed after being destroyed as a Shield", False, Q.BURST)
    return Firing(False, would_change=["it triggers when the card is destroyed as a Shield and revealed"])


def _when_paired(
    reasoning: Reasoning, event: str, pilot: GundamCard | None, qualification: Qualification | None
) -> Firing:
    happened = EVENTS[event]
    if event != "pilot_paired":
        rule(reasoning, f"{happened}: a Pilot is paired with the Unit", False, Q.WHEN_PAIRED)
        return Firing(False, would_change=["it triggers when a Pilot is paired with this Unit"])
    if pilot is None or qualification is None:
        raise ScenarioError(
            "【When Paired】 needs the paired `pilot` and the `unit` with its qualification "
            '(qual=any, qual="Name" or qual="(Trait)")'
        )
    rule(reasoning, f"a Pilot ({pilot.name}) is paired with the Unit", True, Q.WHEN_PAIRED)
    held = meets(reasoning, pilot, qualification)
    rule(
        reasoning,
        f"{pilot.name} meets the qualifications, so 【When Paired】 triggers",
        held,
        Q.WHEN_PAIRED_QUALIFIED,
    )
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
