"""Field descriptions and checks shared by several FFTCG topics (not a topic)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from bot.engine.citations import RuleQuote
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.cards import FFTCGCard
from bot.engine.games.fftcg.state import CardView
from bot.engine.reasoning import Reasoning

Phase = Literal["activation", "draw", "main_1", "attack", "main_2", "end"]
PHASE_NAMES: dict[str, str] = {
    "activation": "Activation Phase",
    "draw": "Draw Phase",
    "main_1": "Main Phase 1",
    "attack": "Attack Phase",
    "main_2": "Main Phase 2",
    "end": "End Phase",
}

NO_PRIORITY: dict[str, RuleQuote] = {"activation": Q.NO_PRIORITY_ACTIVE, "draw": Q.NO_PRIORITY_DRAW}
"""The phases nobody has priority in (9.1.1.2, 9.2.1.2), with the sentence that says so."""

ATTACKERS = "The attacking Forward, or each Forward of the party, separated by ;"
PARTY = "The party's Forwards (need element=), separated by ;"


def names(cards: Sequence[object]) -> str:
    """'Cloud', 'Cloud and Tifa', 'Cloud, Tifa and Barret' (cards or names)."""
    labels = [getattr(card, "name", str(card)) for card in cards]
    if not labels:
        return "none"
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def require(cards: Sequence[FFTCGCard], field: str, written: str, why: str) -> None:
    """ValueError (→ a one-line ScenarioError) unless every card has `field` set."""
    for card in cards:
        if getattr(card, field) in (None, ()):
            raise ValueError(f"{card.name} needs its {field} ({written}) {why}")


def in_battle(cards: Sequence[FFTCGCard]) -> None:
    """ValueError (→ a one-line ScenarioError) for a card given a power it can't be in battle with: 0
    ("Characters with zero or less power are put into their owner's Break Zone", 12.4.4, as rule
    processes are resolved before either player gains priority, 11.1.3), or no more than the damage it
    already has (12.4.5 has broken it). Such a Forward has left the field: the question is another one."""
    for card in cards:
        if card.power is None:
            continue
        if card.power == 0:
            raise ValueError(
                f"{card.name} has power 0: a Character with zero or less power is put into its owner's "
                "Break Zone (12.4.4), so it can't be in battle"
            )
        if card.damage >= card.power:
            raise ValueError(f"{card.name} already has {card.damage} damage, not below its power")


def untyped_control(cards: Sequence[FFTCGCard], *, attacked: bool = True) -> tuple[str, ...]:
    """For an answer that reads whether a card is new (10.1.2.1.1, 11.6.2.2) and, with `attacked`, whether
    it has attacked (10.1.2.1.2): each card whose flag nobody typed, "Cloud not new, not attacked", as the
    first screen's "Assumes:" line shows it (the notation's flags have no word for these defaults)."""
    found = []
    keys = _UNTYPED_WORDS if attacked else _UNTYPED_WORDS[:1]
    for card in cards:
        if card.type == "summon":
            continue
        words = [word for key, word in keys if key not in card.__pydantic_fields_set__]
        if words:
            found.append(f"{card.name} {', '.join(words)}")
    return tuple(found)


_UNTYPED_WORDS = (("new", "not new"), ("attacked", "not attacked"))


def on_the_field(reasoning: Reasoning, card: CardView) -> bool:
    """Records whether `card` can be on the field at all: a Summon never is (5.2.3.1.2.1: "Summons … are
    never deployed to a field"). One step, so every topic that needs it says it in the same words."""
    return reasoning.rule(
        f"{card.name} is a Character on the field (a Summon is never deployed)",
        card.type != "summon",
        Q.SUMMON_NEVER_DEPLOYED,
    )


def priority_possible(phase: str, priority: bool, typed: bool) -> None:
    """ValueError (→ a one-line ScenarioError) for priority typed as given in a phase nobody has it in
    ("No players have priority in the Active Phase.", 9.1.1.2; "… in the draw phase.", 9.2.1.2): the
    judge described a moment that can't happen. Left at its default, `has_priority` answers "no"."""
    if phase in NO_PRIORITY and priority and typed:
        rule = NO_PRIORITY[phase].rule
        raise ValueError(
            f"priority: no player has priority in the {PHASE_NAMES[phase]} ({rule}); leave it out or "
            "give another phase"
        )


def has_priority(reasoning: Reasoning, phase: str, priority: bool, quote: RuleQuote) -> bool:
    """Records whether you have priority: `priority` as given, cited to `quote` (the topic's own
    sentence), except in a phase nobody has it in, where it is "no" from 9.1.1.2 / 9.2.1.2."""
    if phase in NO_PRIORITY:
        return reasoning.rule(
            f"you have priority (no player has it in the {PHASE_NAMES[phase]})", False, NO_PRIORITY[phase]
        )
    return reasoning.rule("you have priority", priority, quote)
