"""When things can be done: the one model of turn moments used by every Gundam timing question.

A moment is a choice a judge can name without knowing section 6/7 numbering: the main phase with no
Unit attacking, the three steps of a Unit's attack that 11-2 names (attack, block, and the action step
after the block step), the end phase's action step, the rest of the end phase, or another phase.
`can_use` answers 【Activate･Main】, 【Activate･Action】, 【Main】 and 【Action】 against a moment;
`action_step` and `unit_attacking` are shared with pairing (11-2-4-2-2).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from bot.engine.errors import NotCovered
from bot.engine.games.gundam import assumptions as A
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning

__all__ = ["MOMENTS", "Effect", "Moment", "Usability", "action_step", "can_use", "describe", "unit_attacking"]

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


def action_step(reasoning: Reasoning, moment: str, your_turn: bool, *, for_command: bool = False) -> bool:
    """Is the moment an action step? (After the block step of a Unit attack, and in the end phase.)"""
    quote = Q.ACTION_STEPS_COMMAND if for_command else Q.ACTION_STEPS
    now = describe(moment, your_turn)
    return rule(reasoning, f"it is an action step (now: {now})", moment in ACTION_STEPS, quote)


def unit_attacking(reasoning: Reasoning, moment: str) -> bool:
    """Is a Unit attacking? In the steps of its attack, yes (an assumption: 11-2 doesn't say so)."""
    if moment not in ATTACK_STEPS:
        return False
    return reasoning.assume(f"a Unit is attacking during {MOMENTS[moment]}", True, A.ATTACK_LASTS)


@dataclass
class Usability:
    """Whether an effect can be used at a moment: `usable` None means the text cannot decide."""

    usable: bool | None
    problem: str = ""
    fix: str = ""
    notes: list[str] = field(default_factory=list)


def _activate_main(reasoning: Reasoning, moment: str, your_turn: bool) -> Usability:
    in_main = your_turn and moment in ("main", *ATTACK_STEPS)
    if not in_main:
        rule(reasoning, f"it is your main phase (now: {describe(moment, your_turn)})", False, Q.ACTIVATE_MAIN)
        return Usability(False, "it isn't your main phase", "it were your main phase with no Unit attacking")
    if moment == "main":
        rule(reasoning, f"it is your main phase (now: {describe(moment, your_turn)})", True, Q.ACTIVATE_MAIN)
    attacking = unit_attacking(reasoning, moment)
    rule(
        reasoning,
        "it is outside any Unit's attack (【Activate･Main】 cannot be activated while a Unit is attacking)",
        not attacking,
        Q.ACTIVATE_MAIN_NOT_ATTACKING,
    )
    if attacking:
        return Usability(False, "a Unit is attacking", "no Unit were attacking (back in the main phase)")
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
            "11-2-2-1 asks only for an action step, not one in your own turn",
            True,
            Q.ACTIVATE_ACTION,
        )
    return Usability(True)


def _main_command(reasoning: Reasoning, moment: str, your_turn: bool) -> Usability:
    if not your_turn or moment not in ("main", *ATTACK_STEPS):
        rule(reasoning, f"it is your main phase (now: {describe(moment, your_turn)})", False, Q.MAIN_COMMAND)
        return Usability(False, "it isn't your main phase", "it were your main phase")
    if moment in ATTACK_STEPS:
        return Usability(
            None,
            problem=(
                f"11-2-3-2 lets a 【Main】 Command be played 'during your main phase'. The bot's text "
                f"doesn't say whether {MOMENTS[moment]} is part of your main phase, nor whether a 【Main】 "
                "Command can be played while a Unit is attacking (11-2-1-1-1 says that only of "
                "【Activate･Main】)."
            ),
        )
    rule(reasoning, f"it is your main phase (now: {describe(moment, your_turn)})", True, Q.MAIN_COMMAND)
    return Usability(True)


def _action_command(reasoning: Reasoning, moment: str, your_turn: bool) -> Usability:
    held = action_step(reasoning, moment, your_turn, for_command=True)
    rule(reasoning, "it is an action step, when an 【Action】 Command can be played", held, Q.ACTION_COMMAND)
    if not held:
        return Usability(
            False, "it isn't an action step", "it were an action step (after blocks, or the end phase)"
        )
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
    rule(reasoning, "a Command card can have both 【Main】 and 【Action】", True, Q.BOTH_MAIN_AND_ACTION)
    as_action = _action_command(reasoning, moment, your_turn)
    if as_action.usable:
        as_action.notes.append("played as an 【Action】 Command")
        return as_action
    as_main = _main_command(reasoning, moment, your_turn)
    if as_main.usable is None:
        raise NotCovered(as_main.problem)
    if as_main.usable:
        as_main.notes.append("played as a 【Main】 Command")
        return as_main
    return Usability(
        False,
        "it is neither your main phase nor an action step",
        "it were your main phase or an action step",
    )


def usable_or_not_covered(usability: Usability) -> bool:
    """The decided answer; raises `NotCovered` when the text cannot decide."""
    if usability.usable is None:
        raise NotCovered(usability.problem)
    return usability.usable
