"""When things can be done: the one model of turn moments used by every Gundam timing question.

A moment is a choice a judge can name without knowing the numbering: the main phase with no Unit
attacking, the three steps of a Unit's attack before damage (attack step, block step, and the action
step after the block step, 8-1), the end phase's action step, the rest of the end phase, or another
phase. `can_use` answers 【Activate･Main】, 【Activate･Action】, 【Main】 and 【Action】 against a moment;
`action_step`, `in_battle`, `not_an_action` and `usable_or_not_covered` are shared with pairing.
13-2-1-1 and 13-2-2-1 say "can only be activated during"; 13-2-3-1 and 13-2-4-1 only say when a
Command can be: outside that moment a Command is not covered, except where 9-3's list of an action
step's actions leaves it out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from bot.engine.errors import NotCovered
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning

__all__ = [
    "MOMENTS",
    "Effect",
    "Moment",
    "Usability",
    "action_step",
    "can_use",
    "describe",
    "in_battle",
    "not_an_action",
    "usable_or_not_covered",
]

Moment = Literal[
    "main", "attack_step", "block_step", "battle_action_step", "end_action_step", "end", "other_phase"
]
Effect = Literal["activate_main", "activate_action", "main", "action", "main_and_action"]

MOMENTS: dict[str, str] = {
    "main": "the main phase with no Unit attacking",
    "attack_step": "the attack step of a Unit's attack",
    "block_step": "the block step of a Unit's attack",
    "battle_action_step": "the action step after the block step of a Unit's attack",
    "end_action_step": "the action step of the end phase",
    "end": "the end phase, outside its action step",
    "other_phase": "a phase other than the main and end phases",
}
ATTACK_STEPS = ("attack_step", "block_step", "battle_action_step")
ACTION_STEPS = ("battle_action_step", "end_action_step")

EFFECT_NAMES: dict[str, str] = {
    "activate_main": "【Activate･Main】",
    "activate_action": "【Activate･Action】",
    "main": "【Main】",
    "action": "【Action】",
    "main_and_action": "【Main】/【Action】",
}


def describe(moment: str, your_turn: bool) -> str:
    """'the block step of a Unit's attack, your opponent's turn'."""
    return f"{MOMENTS[moment]}, {'your' if your_turn else 'your opponent’s'} turn"


def action_step(reasoning: Reasoning, moment: str, your_turn: bool) -> bool:
    """Is the moment an action step? (After the block step, and during the end phase: 9-1.)"""
    now = describe(moment, your_turn)
    return rule(reasoning, f"it is an action step (now: {now})", moment in ACTION_STEPS, Q.ACTION_STEPS)


def in_battle(reasoning: Reasoning, moment: str) -> bool:
    """Is a Unit attacking now? In the steps of its battle, yes (8-1; 8-4-2 still calls it 'the
    attacking Unit' at the end of the action step)."""
    if moment not in ATTACK_STEPS:
        return False
    rule(reasoning, f"{MOMENTS[moment]} is a step of that Unit's battle", True, Q.BATTLE_STEPS)
    if moment == "battle_action_step":
        rule(reasoning, "the Unit is still the attacking Unit in the action step", True, Q.STILL_ATTACKING)
    return True


@dataclass
class Usability:
    """Whether an effect can be used at a moment: `usable` None means the text cannot decide."""

    usable: bool | None
    problem: str = ""
    fix: str = ""
    notes: list[str] = field(default_factory=list)


def not_an_action(reasoning: Reasoning, name: str) -> Usability:
    """In an action step, the only actions are 【Action】 Commands, 【Activate･Action】 effects and
    passing (9-3): `name` (a doing, "pairing a Pilot") is not one of them. Shared with pairing."""
    rule(
        reasoning,
        f"{name} is one of the actions a player may take in an action step",
        False,
        Q.ACTION_STEP_CHOICES,
    )
    return Usability(
        False,
        "in an action step the only actions are 【Action】 Commands, 【Activate･Action】 effects and passing",
        "it were your main phase with no Unit attacking",
    )


def _activate_main(reasoning: Reasoning, moment: str, your_turn: bool) -> Usability:
    now = describe(moment, your_turn)
    if action_step(reasoning, moment, your_turn):
        return not_an_action(reasoning, "activating an 【Activate･Main】 effect")
    if your_turn and in_battle(reasoning, moment):
        rule(reasoning, "the battle has ended and play is back in the main phase", False, Q.BACK_TO_MAIN)
        rule(reasoning, f"it is your main phase (now: {now})", False, Q.ACTIVATE_MAIN)
        return Usability(False, "a Unit is attacking: the battle is not over", "the battle were over")
    held = your_turn and moment == "main"
    rule(reasoning, f"it is your main phase, outside any battle (now: {now})", held, Q.ACTIVATE_MAIN)
    if not held:
        return Usability(False, "it isn't your main phase", "it were your main phase with no Unit attacking")
    return Usability(True)


def _activate_action(reasoning: Reasoning, moment: str, your_turn: bool) -> Usability:
    in_action_step = action_step(reasoning, moment, your_turn)
    rule(
        reasoning,
        "it is an action step, when 【Activate･Action】 can be activated",
        in_action_step,
        Q.ACTIVATE_ACTION,
    )
    if not in_action_step:
        return Usability(
            False, "it isn't an action step", "it were an action step (after blocks, or the end phase)"
        )
    if not your_turn:
        rule(
            reasoning,
            "in an action step both players may activate them, the standby player first",
            True,
            Q.ACTION_STEP_PLAYERS,
        )
    return Usability(True)


MAIN_COMMAND_ELSEWHEN = (
    "The rules don't say if a 【Main】 Command can be played outside your main phase or during an attack: "
    "13-2-3-1 says when it can be, not only then, as 13-2-1-1 does of 【Activate･Main】."
)
ACTION_COMMAND_ELSEWHEN = (
    "The rules don't say if an 【Action】 Command can be played outside an action step: 13-2-4-1 says when "
    "it can be, not only then, as 13-2-2-1 does of 【Activate･Action】."
)
EITHER_COMMAND_ELSEWHEN = (
    "The rules don't say if a 【Main】/【Action】 Command can be played outside your main phase and action "
    "steps: 13-2-3-1 and 13-2-4-1 say when each can be, not only then."
)


def _main_command(reasoning: Reasoning, moment: str, your_turn: bool) -> Usability:
    """13-2-3-1 says when a 【Main】 Command can be played, not only then: outside that moment the answer is
    not covered, except in an action step, whose actions (9-3) don't include it."""
    now = describe(moment, your_turn)
    held = your_turn and moment == "main"
    rule(reasoning, f"it is your main phase, outside any battle (now: {now})", held, Q.MAIN_COMMAND)
    if held:
        return Usability(True)
    if not action_step(reasoning, moment, your_turn):
        return Usability(None, MAIN_COMMAND_ELSEWHEN)
    usability = not_an_action(reasoning, "playing a 【Main】 Command card")
    reasoning.decisive()
    return usability


def _action_command(reasoning: Reasoning, moment: str, your_turn: bool) -> Usability:
    """13-2-4-1 says a 【Action】 Command can be played in an action step, not only then: elsewhere the
    answer is not covered."""
    held = action_step(reasoning, moment, your_turn)
    rule(reasoning, "it is an action step, when an 【Action】 Command can be played", held, Q.ACTION_COMMAND)
    if not held:
        return Usability(None, ACTION_COMMAND_ELSEWHEN)
    return Usability(True)


_DECIDERS: dict[str, Callable[[Reasoning, str, bool], Usability]] = {
    "activate_main": _activate_main,
    "activate_action": _activate_action,
    "main": _main_command,
    "action": _action_command,
}


def can_use(reasoning: Reasoning, effect: str, moment: str, your_turn: bool) -> Usability:
    """Can an effect with this timing keyword be used now? Every test is recorded as a step."""
    if effect != "main_and_action":
        return _DECIDERS[effect](reasoning, moment, your_turn)
    rule(
        reasoning,
        "an effect listing 【Main】 and 【Action】 can be activated at either time",
        True,
        Q.BOTH_MAIN_AND_ACTION,
    )
    as_action = _action_command(reasoning, moment, your_turn)
    if as_action.usable:
        as_action.notes.append("played as an 【Action】 Command")
        return as_action
    as_main = _main_command(reasoning, moment, your_turn)
    if not as_main.usable:  # outside action steps, and not your main phase with no Unit attacking
        raise NotCovered(EITHER_COMMAND_ELSEWHEN)
    as_main.notes.append("played as a 【Main】 Command")
    return as_main


def usable_or_not_covered(usability: Usability) -> bool:
    """The decided answer; raises `NotCovered` when the text cannot decide."""
    if usability.usable is None:
        raise NotCovered(usability.problem)
    return usability.usable
