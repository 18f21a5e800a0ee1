"""Printed text on Gundam cards, weighed against the question before any topic answers it.

The engine does not read what a printed effect does. It reads what kind of effect each printed line
is, from the 【】 marks that start it, and only that decides whether the line could change the answer:

- a 【Burst】 line acts only when the card is acting as a Shield and is revealed after being destroyed
  (13-2-5-1); no card a check names is a Shield, so it is cited as not changing the answer;
- a triggered line (【Deploy】, 【Attack】, 【Destroyed】, 【When Paired】, 【When Linked】) acts only when
  its condition is fulfilled (10-1-6-2): cited as not changing the answer when the question doesn't
  reach that event, and "not covered", naming the line, when it does (its effect could change it);
- an activated line (【Activate･Main】, 【Activate･Action】) acts only if its player activates it
  (10-1-7-1), which the question doesn't say;
- anything else (a constant effect, a "when …" sentence without a mark) could change any answer:
  "not covered", naming it.

Each topic says which events its question reaches (`Relevance`); the default reaches them all, so a
topic that says nothing refuses every printed line but a 【Burst】. `gundam_topic` runs the weighing
before the topic's own reasoning, so no Gundam topic can skip it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar, Literal, TypeVar

from bot.engine.errors import NotCovered
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCard
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict

__all__ = [
    "EVENTS",
    "GundamScenario",
    "Line",
    "Relevance",
    "gundam_topic",
    "line_of",
    "weigh",
]

Event = Literal["deploy", "attack", "destroyed", "paired", "linked"]
EVENTS: dict[str, str] = {
    "deploy": "it is deployed",
    "attack": "its Unit declares an attack",
    "destroyed": "its Unit or Base is destroyed",
    "paired": "a Pilot is paired with its Unit",
    "linked": "a Pilot meeting its Unit's link condition is set",
}
ALL_EVENTS: frozenset[str] = frozenset(EVENTS)

_TRIGGERS: dict[str, Event] = {
    "deploy": "deploy",
    "attack": "attack",
    "destroyed": "destroyed",
    "when paired": "paired",
    "when linked": "linked",
}
_GATES = ("during pair", "during link", "once per turn")
"""Marks that limit when the rest of the line applies, not what kind of effect it is."""
_MARK = re.compile(r"^\s*【([^】]*)】")


@dataclass(frozen=True)
class Line:
    """One printed line: its text, what kind of effect its marks make it, and a trigger's event."""

    text: str
    kind: Literal["burst", "triggered", "activated", "other"]
    event: Event | None = None
    mark: str = ""

    @property
    def short(self) -> str:
        return f"“{self.text}”" if len(self.text) <= 90 else f"“{self.text[:87]}…”"


def _mark_key(mark: str) -> str:
    """'Deploy･Development 2' → 'deploy'; 'When Paired･(Zeon) Pilot' → 'when paired'."""
    head = re.split(r"[･・]", mark, maxsplit=1)[0]
    return " ".join(head.casefold().split())


def line_of(text: str) -> Line:
    """What kind of effect a printed line is, from the 【】 marks that start it."""
    rest = text
    while found := _MARK.match(rest):
        mark = found.group(1)
        key = _mark_key(mark)
        rest = rest[found.end() :]
        if key == "burst":
            return Line(text, "burst", mark="【Burst】")
        if key in _TRIGGERS:
            return Line(text, "triggered", _TRIGGERS[key], f"【{mark.strip()}】")
        if key.startswith("activate"):
            return Line(text, "activated", mark=f"【{mark.strip()}】")
        if key not in _GATES:
            break
    return Line(text, "other")


@dataclass(frozen=True)
class Relevance:
    """What a question reaches: the trigger events whose effects could change its answer, and those
    it is itself about (a line with that trigger is the question's subject, not a change to it)."""

    events: frozenset[str] = ALL_EVENTS
    subject: frozenset[str] = frozenset()
    in_deck: bool = False
    """The cards are in a deck being built: printed effects act only once the game is played."""


class GundamScenario(ScenarioBase):
    """A Gundam topic's scenario: says which events its question reaches (`printed_relevance`)."""

    role_names: ClassVar[dict[str, str]] = {}
    """How the trail names each card field's role ('attacker_pilot' → "the attacking Unit's Pilot")."""

    def printed_relevance(self) -> Relevance:
        """Every event, unless the topic says what its question reaches."""
        return Relevance()


def _role(scenario: GundamScenario, field: str) -> str:
    return scenario.role_names.get(field, field.replace("_", " "))


def _cards(scenario: GundamScenario) -> list[tuple[str, GundamCard]]:
    found: list[tuple[str, GundamCard]] = []
    for field in type(scenario).model_fields:
        value = getattr(scenario, field)
        for card in value if isinstance(value, tuple) else (value,):
            if isinstance(card, GundamCard):
                found.append((field, card))
    return found


def _not_covered(card: GundamCard, line: Line, why: str) -> NotCovered:
    source = "By its card data, " if card.card_data is not None else ""
    return NotCovered(
        f"{source}{card.name} has printed text ({line.short}): {why}, and the engine doesn't read what a "
        "printed effect does. To check without it, write the card's fields and keywords instead of its "
        "quoted name.",
        "Not covered: a card's printed text could change the answer.",
    )


def _in_deck(reasoning: Reasoning, card: GundamCard, line: Line) -> None:
    """A deck being built: a card's printed effects act in the game, where its type puts them."""
    if re.search(r"\b(?:includ\w*|cop(?:y|ies)|construct\w*|deck building)\b", line.text, re.IGNORECASE):
        raise _not_covered(card, line, "it speaks of what a deck may hold")
    if card.type in ("unit", "base"):
        rule(
            reasoning,
            f"{card.name}'s printed {line.short} takes effect only in the battle or shield area, not in a "
            f"deck",
            True,
            Q.UNIT_TEXT_WHERE,
        )
    elif card.type == "command":
        rule(
            reasoning,
            f"{card.name}'s printed {line.short} acts when the card is played",
            True,
            Q.COMMAND_WHEN_PLAYED,
        )
    elif card.type == "pilot" and line.kind == "burst":
        rule(
            reasoning,
            f"{card.name}'s {line.short} acts only as a Shield, not in a deck",
            True,
            Q.BURST_OPTIONAL,
        )
    elif card.type == "pilot":
        rule(
            reasoning,
            f"{card.name}'s printed {line.short} is gained by the Unit it is paired with, not in a deck",
            True,
            Q.PILOT_TEXT_BELOW,
        )
    else:
        raise _not_covered(card, line, "the card's type isn't given, so where its text acts isn't known")


def weigh(reasoning: Reasoning, scenario: GundamScenario) -> None:
    """Every printed line of every card against the question: cited as not changing the answer, or
    `NotCovered` naming the first that could."""
    relevance = scenario.printed_relevance()
    for field, card in _cards(scenario):
        who = f"{card.name} ({_role(scenario, field)})"
        for text in card.text:
            line = line_of(text)
            if relevance.in_deck:
                _in_deck(reasoning, card, line)
                continue
            if line.kind == "burst":
                if card.type == "pilot":
                    rule(
                        reasoning,
                        f"{card.name}'s {line.short} belongs to the Pilot card",
                        True,
                        Q.PILOT_BURST_ABOVE,
                    )
                rule(
                    reasoning,
                    f"{who}'s {line.short} acts only when the card is acting as a Shield and is revealed "
                    f"after "
                    "being destroyed; here it isn't a Shield",
                    True,
                    Q.BURST_OPTIONAL,
                )
            elif line.kind == "triggered" and line.event is not None:
                if line.event in relevance.subject:
                    continue  # the question is about this very trigger: the topic decides it
                if line.event in relevance.events:
                    raise _not_covered(
                        card, line, f"its {line.mark} acts when {EVENTS[line.event]}, within this question"
                    )
                rule(
                    reasoning,
                    f"{who}'s {line.mark} acts only when {EVENTS[line.event]}, which this question doesn't "
                    "reach (what it did before is the state you give)",
                    True,
                    Q.TRIGGER_NEEDS_CONDITION,
                )
            elif line.kind == "activated":
                rule(
                    reasoning,
                    f"{who}'s {line.mark} acts only if its player activates it; the question doesn't say so",
                    True,
                    Q.ACTIVATED_BY_CHOICE,
                )
            else:
                raise _not_covered(card, line, "it could change the answer")


ScenarioT = TypeVar("ScenarioT", bound=GundamScenario)


def gundam_topic(
    scenario: type[ScenarioT],
) -> Callable[[Callable[[ScenarioT, Reasoning], Verdict]], Callable[[ScenarioT, Reasoning], Verdict]]:
    """`@topic`, with every card's printed text weighed (`weigh`) before the topic decides."""

    def mark(decide: Callable[[ScenarioT, Reasoning], Verdict]) -> Callable[[ScenarioT, Reasoning], Verdict]:
        def decide_weighed(given: ScenarioT, reasoning: Reasoning) -> Verdict:
            weigh(reasoning, given)
            return decide(given, reasoning)

        decide_weighed.__name__ = decide.__name__
        decide_weighed.__doc__ = decide.__doc__
        decide_weighed.__wrapped__ = decide  # type: ignore[attr-defined]
        decide_weighed.weighs_printed = True  # type: ignore[attr-defined]
        return topic(scenario)(decide_weighed)

    return mark
