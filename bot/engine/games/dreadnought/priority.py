"""Priority: who may act now in the Speed, Cast, Fast and Action phases. One model for every topic.

Speed, Cast and Fast actions are taken in turn blocks: the faster / first player acts any number of
times, passes, then the other player (the Speed text says so; that Cast and Fast pass the same way is
an assumption the verdict shows). Action actions alternate one at a time from the first player, a
pass is an Action action, and a player who passed may act again until both players pass.

`passed` counts passes *in a row* (since the last action that wasn't a pass), so "both" means the two
players passed one after the other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from bot.engine.errors import NotCovered
from bot.engine.games.dreadnought import assumptions as A
from bot.engine.games.dreadnought import quotes as Q
from bot.engine.reasoning import Reasoning

__all__ = [
    "PHASE_NAMES",
    "Faster",
    "Passed",
    "Phase",
    "Priority",
    "PriorityPhase",
    "Side",
    "WhoActs",
    "check_passes",
    "priority",
    "side_name",
    "side_role",
]

Side = Literal["you", "opponent"]
Faster = Literal["you", "opponent", "tie"]
Passed = Literal["nobody", "you", "opponent", "both"]
PriorityPhase = Literal["speed", "cast", "fast", "action"]
Phase = Literal["speed", "cast", "fast", "action", "end", "other"]
WhoActs = Literal["you", "your_opponent", "no_one", "faster_player", "first_player"]

PHASE_NAMES = {
    "speed": "the Speed Phase",
    "cast": "the Cast Phase",
    "fast": "the Fast Phase",
    "action": "the Action Phase",
    "end": "the End Phase",
    "other": "another phase",
}
_LEADER = {"speed": "the faster player", "cast": "the first player", "fast": "the first player"}
_ACTIONS = {
    "speed": "Speed actions",
    "cast": "Cast actions",
    "fast": "Fast actions",
    "action": "Action actions",
}


def side_name(side: str) -> str:
    return "you" if side == "you" else "your opponent"


def side_role(side: str) -> WhoActs:
    """The enum value naming a side: `you` / `your_opponent`."""
    return "you" if side == "you" else "your_opponent"


def _verb(side: str, you: str, other: str) -> str:
    """'you pass' / 'your opponent passes'."""
    return f"you {you}" if side == "you" else f"your opponent {other}"


def _whose(side: str) -> str:
    return "your" if side == "you" else "your opponent's"


def _other(side: str) -> Side:
    return "opponent" if side == "you" else "you"


def check_passes(phase: str, faster: str | None, passed: str, last_by: str | None) -> None:
    """Reject impossible pass records (a `ValueError`, for the scenario models' validators)."""
    if phase != "action":
        if last_by is not None:
            raise ValueError("last_by is for the Action Phase (Action actions alternate one at a time)")
        if passed in ("you", "opponent"):
            if faster is None:
                raise ValueError("with one pass recorded, give `faster` (who was faster)")
            if faster != "tie" and passed != faster:
                raise ValueError(
                    f"passed={passed}: the slower player acts only after the faster one passes, "
                    "so the first pass is the faster player's"
                )
        return
    if passed in ("you", "opponent") and last_by is not None and last_by != passed:
        raise ValueError(f"passed={passed} means that pass was the last Action action, so last_by={passed}")


@dataclass
class Priority:
    """Who may act now: `holder` (None: no one, or a player the question didn't name) and its wording."""

    holder: Side | None
    who: str
    over: bool = False
    role: WhoActs = "no_one"
    """The typed answer: you, your_opponent, no_one, or the role named when the question didn't say
    who was faster (faster_player, first_player)."""
    would_change: list[str] = field(default_factory=list)


def _first_player(phase: str, faster: str | None) -> Priority:
    """The player who acts first: the faster one (Speed Phase: at the first comparison; else the second)."""
    if faster == "tie":
        raise NotCovered(
            f"In {PHASE_NAMES[phase]} {_LEADER.get(phase, 'the first player')} acts first, and the "
            "text defines it by the faster speed grade; it doesn't say who acts first when the speed "
            "grades are equal."
        )
    leader = _LEADER.get(phase, "the first player")
    if faster is None:
        role: WhoActs = "faster_player" if phase == "speed" else "first_player"
        return Priority(None, leader[0].upper() + leader[1:], role=role)
    holder: Side = "you" if faster == "you" else "opponent"
    return Priority(holder, side_name(holder).capitalize(), role=side_role(holder))


def _blocks(reasoning: Reasoning, phase: str, faster: str | None, passed: str) -> Priority:
    """Speed, Cast and Fast Phases: the leader acts any number of times, passes, then the other player."""
    actions = _ACTIONS[phase]
    if phase == "speed":
        reasoning.rule("Speed actions come after the first speed grade comparison", True, Q.SPEED_AFTER_FIRST)
    elif phase == "cast":
        reasoning.rule(
            "the first player (faster at the second speed comparison) performs Cast actions first",
            True,
            Q.CAST_FIRST_PLAYER,
        )
    else:
        reasoning.rule("Fast actions are taken only in the Fast Phase", True, Q.FAST_ONLY)
        reasoning.rule("the first player takes Fast actions first, as in the Cast Phase", True, Q.FAST_TIMING)
        reasoning.rule(
            "the first player is the one faster at the second speed comparison", True, Q.CAST_FIRST_PLAYER
        )
    if passed == "both":
        if phase == "speed":
            reasoning.rule(
                "both players have finished their Speed actions: the second speed comparison follows",
                True,
                Q.GEAR_CHANGE_OPENED,
            )
        else:
            reasoning.assume(
                f"both players have passed, so the {actions} are over", True, A.PRIORITY_LIKE_SPEED
            )
        return Priority(None, "No one", over=True, role="no_one")
    if passed == "nobody":
        first = _first_player(phase, faster)
        if phase == "speed":
            reasoning.rule(
                f"{first.who} (the faster player) may take Speed actions any number of times",
                True,
                Q.SPEED_FASTER_FIRST,
            )
        elif phase == "cast":
            reasoning.rule(f"{first.who} may take Cast actions any number of times", True, Q.CAST_LIKE_SPEED)
        else:
            reasoning.rule(
                f"{first.who} may take Fast actions any number of times while holding priority",
                True,
                Q.FAST_LIKE_SPEED,
            )
        later = "the slower player" if phase == "speed" else "the last player"
        passes = _verb(first.holder, "pass", "passes") if first.holder else f"{first.who.lower()} passes"
        first.would_change = [f"once {passes}, {later} has priority"]
        return first
    if faster == "tie":
        _first_player(phase, faster)  # raises: who acted first is what the text leaves open
    passer = side_name(passed)
    holder = _other(passed)
    if phase == "speed":
        reasoning.rule(
            f"{passer} (the faster player) declared 'pass', so priority moves to the slower player",
            True,
            Q.SPEED_PASS,
        )
    else:
        like_speed = Q.CAST_LIKE_SPEED if phase == "cast" else Q.FAST_LIKE_SPEED
        reasoning.rule(f"{actions} are taken like Speed actions", True, like_speed)
        reasoning.assume(
            f"{passer} (the first player) declared 'pass', so the last player has priority",
            True,
            A.PRIORITY_LIKE_SPEED,
        )
    return Priority(
        holder,
        side_name(holder).capitalize(),
        role=side_role(holder),
        would_change=[f"once {_verb(holder, 'pass', 'passes')} too, the {actions} are over"],
    )


def _alternating(reasoning: Reasoning, faster: str | None, passed: str, last_by: str | None) -> Priority:
    """Action Phase: one Action action at a time, alternating, first player first; passing is one."""
    reasoning.rule("Action actions are performed one at a time", True, Q.ACTION_ONE_AT_A_TIME)
    if passed == "both":
        reasoning.rule("declaring 'pass' is an Action action", True, Q.PASS_IS_AN_ACTION)
        reasoning.rule(
            "a player who passed may still act (only until both players pass): both have passed",
            False,
            Q.PASS_UNTIL_BOTH,
        )
        return Priority(None, "No one", over=True, role="no_one")
    last = last_by or (passed if passed in ("you", "opponent") else None)
    if last is None:
        reasoning.rule("the first player has the first priority", True, Q.ACTION_FIRST_PLAYER)
        reasoning.rule(
            "the first player is the one faster at the second speed comparison", True, Q.CAST_FIRST_PLAYER
        )
        first = _first_player("action", faster)
        first.would_change = ["after one Action action, the priority passes to the other player"]
        return first
    holder = _other(last)
    reasoning.rule(
        f"{side_name(last)} did the last Action action, so {_verb(holder, 'have', 'has')} priority for one",
        True,
        Q.ACTION_ALTERNATE,
    )
    would_change = [f"after {_whose(holder)} Action action, priority moves back to {side_name(last)}"]
    if passed == last:
        reasoning.rule("declaring 'pass' is an Action action", True, Q.PASS_IS_AN_ACTION)
        reasoning.rule(
            f"{side_name(last)} passed but may still act again until both players pass",
            True,
            Q.PASS_UNTIL_BOTH,
        )
        would_change = [
            f"if {_verb(holder, 'pass', 'passes')} too, both have passed and no one acts again",
            f"if {_verb(holder, 'act', 'acts')} instead, {side_name(last)} may act again",
        ]
    return Priority(holder, side_name(holder).capitalize(), role=side_role(holder), would_change=would_change)


def priority(
    reasoning: Reasoning, phase: str, faster: str | None, passed: str, last_by: str | None = None
) -> Priority:
    """Who has priority now in `phase`; every test is a step. Ties raise `NotCovered` when they matter."""
    if phase == "action":
        return _alternating(reasoning, faster, passed, last_by)
    return _blocks(reasoning, phase, faster, passed)
