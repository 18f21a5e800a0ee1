"""lorcana.damage and lorcana.challenge_damage — damage taken (Resist, Challenger), and banishing."""

from __future__ import annotations

import re
from typing import Literal, Self

from pydantic import Field, field_validator, model_validator

from bot.engine.citations import RuleQuote
from bot.engine.errors import NotCovered
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.challenging import can_challenge, challenge_views, exerted_to_challenge
from bot.engine.games.lorcana.damage import DamageHow, banished, damage_taken, strength_in_challenge
from bot.engine.games.lorcana.printed import Event
from bot.engine.games.lorcana.state import CHALLENGE_EVENTS, CardView, a_kind, printed_triggers, settled, view
from bot.engine.games.lorcana.topics._effect import QUESTION
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

_AMOUNTS = re.compile(r"\s*\d{1,2}\s*(?:,\s*\d{1,2}\s*)*")


class DamageAnswers(Answers):
    """What 8.8 and 1.8.1.4 decide about damage landing on one card, in one event or several."""

    taken: int | None = Field(default=None, description="How much damage does it take?")
    total: int | None = Field(default=None, description="How much damage is on it afterwards?")
    dealt: bool | None = Field(default=None, description="Is damage considered dealt to it (8.8.2)?")
    banished: bool | None = Field(default=None, description="Is it banished?")
    banished_after: int | None = Field(default=None, description="After which damage event is it banished?")


DamageQuestion = Literal["taken", "total", "dealt", "banished", "banished_after"]


class DamageScenario(ScenarioBase):
    """How much damage does a card take, in one event or several? (Resist; dealt vs put or moved)"""

    answer_model = DamageAnswers
    topic: Literal["lorcana.damage"] = "lorcana.damage"
    target: LorcanaCardInput = Field(description="The character or location taking damage.")
    amount: int = Field(ge=0, le=99, description="How much damage (the first event).")
    how: DamageHow = Field(
        default="dealt", description="Damage dealt (Resist applies), or put or moved onto it."
    )
    question: DamageQuestion = Field(default="taken", description=QUESTION)
    then: str | None = Field(
        default=None,
        max_length=60,
        description="Damage from later separate effects, in order: 2,1 (a game state check after each).",
    )

    @field_validator("then")
    @classmethod
    def _amounts(cls, value: str | None) -> str | None:
        if value is not None and not _AMOUNTS.fullmatch(value):
            raise ValueError(f"'then' takes damage amounts separated by commas, like 2,1 (got {value!r})")
        return value

    @model_validator(mode="after")
    def _willpower_for_banishing(self) -> Self:
        """Willpower decides banishing, except for a card that can't have damage at all (an item in play,
        a card out of play): that one is never banished by damage, whatever its {W}."""
        target = self.target
        undamageable = target.zone not in (None, "play") or target.type == "item"
        if self.question in ("banished", "banished_after") and target.willpower is None and not undamageable:
            raise ValueError("the target needs its willpower (wp=N) to say whether it is banished")
        return self

    def events(self) -> list[int]:
        """Every damage event's amount, in order."""
        later = [int(piece) for piece in self.then.split(",")] if self.then else []
        return [self.amount, *later]


def _banish_note(card: CardView, outcome: bool | None) -> str:
    return f"; {card.name} is banished" if outcome else ""


@topic(DamageScenario)
def decide_damage(scenario: DamageScenario, reasoning: Reasoning) -> Verdict:
    """Resist reduces each event's damage dealt (8.8.1), not damage put or moved (8.8.3); 0 is no damage
    (8.8.2). With several events a game state check follows each (1.8.1): banishing is checked each time.
    An item in play or a card out of play can't have the damaged state (5.1.2): it takes none."""
    target = view(reasoning, scenario.target, "target", "opponent")
    several = bool(scenario.then)
    # One effect's damage: triggers it causes resolve after it, and banishing is checked before them (1.8.1).
    printed_triggers(
        reasoning,
        [target],
        relevant=frozenset({"other"}) if several else frozenset(),
        decided="the damage of a later event",
    )
    barred = _damaged_state_barred(target)
    if barred is not None:
        return _cannot_be_damaged(scenario, reasoning, target, barred)
    if target.type not in ("character", "location"):
        raise NotCovered(
            f"{target.who} is {a_kind(target.type)}; the engine only puts damage on characters and locations."
        )
    events = scenario.events()
    several = len(events) > 1
    if several:
        reasoning.rule(
            "a game state check follows each separate effect's damage (after any effect resolves)",
            True,
            Q.GAME_STATE_CHECK_TIMES,
        )
    taken, total, after, reached = 0, target.card.damage, None, 0
    for number, amount in enumerate(events, start=1):
        if after is not None:
            reasoning.rule(
                f"damage event {number} ({amount}) reaches {target.who}, already banished to the discard",
                False,
                Q.BANISH_LEAVES_PLAY,
            )
            break
        reached = number
        landed = damage_taken(reasoning, target, amount, scenario.how)
        taken, total = taken + landed, total + landed
        if banished(reasoning, target, total):
            after = number
    outcome = None if target.card.willpower is None else after is not None
    dealt = _is_dealt(reasoning, scenario, target, taken) if scenario.question == "dealt" else None
    answers = DamageAnswers(
        taken=taken,
        total=total,
        dealt=dealt,
        banished=outcome,
        banished_after=None if outcome is None else (after or 0),  # 0: never banished
    )
    headline = _damage_headline(scenario, target, answers, reached, len(events))
    would_change = []
    resist = target.amount("Resist")
    if resist and scenario.how == "dealt":
        would_change.append(f"put or moved instead of dealt, all {sum(events)} would land (8.8.3)")
        if several:
            would_change.append(f"Resist +{resist} reduces each event separately, not their sum")
    elif resist and not several:
        would_change.append(
            f"dealt instead, Resist +{resist} would reduce it to {max(0, scenario.amount - resist)}"
        )
    elif resist:
        would_change.append(f"dealt instead, Resist +{resist} would reduce each event by {resist}")
    return reasoning.decided(answers, headline, would_change)


_NO_DAMAGED_STATE_OUT_OF_PLAY = {
    "hand": Q.HAND_STATES,
    "deck": Q.DECK_STATES,
    "discard": Q.DISCARD_STATES,
    "inkwell": Q.INKWELL_STATES,
}
"""The sentence of 5.1.2 that leaves the damaged state out of each zone other than play."""


def _damaged_state_barred(target: CardView) -> RuleQuote | None:
    """The sentence that says the target can't have the damaged state where it is (an item in play,
    5.1.2.2; a card in hand, deck, discard or inkwell, 5.1.2.4-5.1.2.7), or None where it can."""
    zone = target.card.zone or "play"
    if zone != "play":
        return _NO_DAMAGED_STATE_OUT_OF_PLAY[zone]
    return Q.ITEM_STATES if target.type == "item" else None


def _cannot_be_damaged(
    scenario: DamageScenario, reasoning: Reasoning, target: CardView, barred: RuleQuote
) -> Verdict:
    """No damage lands on a card that can't have the damaged state where it is: at least 1 damage would
    make it damaged (5.1.1.3), and `barred` rules that state out. So it takes none, has none (even the
    damage the question gave it), none is dealt (1.9.1.1: dealing places counters), and its damage never
    banishes it (1.8.1.4 for an item; out of play, banishing is put from play, glossary)."""
    who, name = target.who, target.name
    place = f"an item {target.where}" if target.in_play else target.where
    reason = (
        f"an item {target.where} can't be damaged"
        if target.in_play
        else f"a card {target.where} can't be damaged"
    )
    reasoning.rule(f"damage on {who} would make it damaged", True, Q.DAMAGED_STATE)
    reasoning.rule(f"{who}, {place}, can have the damaged state", False, barred)
    reasoning.settles()
    asked = scenario.question
    if asked == "dealt":
        reasoning.rule(f"damage counters are placed on {who}, as dealing damage does", False, Q.DEALT_DEFINED)
    elif asked in ("banished", "banished_after") and target.in_play:
        reasoning.rule(
            f"{who}, an item, is a character or location whose damage reaches its willpower",
            False,
            Q.BANISHED_AT_WILLPOWER,
        )
    elif asked in ("banished", "banished_after"):
        reasoning.rule(
            f"{who}, {target.where}, is put from play into the discard", False, Q.BANISH_LEAVES_PLAY
        )
    answers = DamageAnswers(taken=0, total=0, dealt=False, banished=False, banished_after=0)
    given = target.card.damage
    headlines = {
        "taken": f"{name} takes no damage: {reason}.",
        "total": f"{name} ends with 0 damage: {reason}"
        + (f" (so not the {given} damage given)" if given else "")
        + ".",
        "dealt": f"No — {reason}, so no damage is dealt to {name}.",
        "banished": f"No — {reason}, so {name} isn't banished by damage.",
        "banished_after": f"0: {name} is never banished ({reason}).",
    }
    return reasoning.decided(answers, headlines[asked])


def _is_dealt(reasoning: Reasoning, scenario: DamageScenario, target: CardView, taken: int) -> bool | None:
    """Is damage considered dealt (asked only): the definitions decide put and moved damage (1.9.1.1,
    1.9.1.4, glossary "damage counter"), 8.8.2 decides dealt damage Resist reduced to 0. None: 0 damage
    that nothing reduced, which no sentence decides."""
    who = target.who
    if scenario.how == "put":
        return reasoning.rule(f"the damage put onto {who} counts as damage dealt", False, Q.PUT_IS_NOT_DEALT)
    if scenario.how == "moved":
        reasoning.rule(
            f"moving damage onto {who} places counters by an effect that moved damage", True, Q.MOVED_DEFINED
        )
        return reasoning.rule(
            f"the damage moved onto {who} is damage dealt "
            "(placed in a challenge or by an effect that deals damage)",
            False,
            Q.DEALT_DEFINED,
        )
    if taken:
        return reasoning.rule(
            f"{taken} damage counters are placed on {who} by an effect that deals damage",
            True,
            Q.DEALT_DEFINED,
        )
    if any(scenario.events()) and target.amount("Resist"):
        return False  # 8.8.2, cited where Resist reduced it to 0
    raise NotCovered(
        "Whether dealing 0 damage counts as damage dealt: the rules text says so only for damage Resist "
        "reduces to 0 (8.8.2)."
    )


def _damage_headline(
    scenario: DamageScenario, target: CardView, answers: DamageAnswers, reached: int, events: int
) -> str:
    """The headline for the asked sub-question, from the typed answers."""
    name, taken, total = target.name, answers.taken, answers.total
    resist = target.amount("Resist")
    gone = f"; it is banished after event {answers.banished_after}" if answers.banished else ""
    if events == 1:
        gone = _banish_note(target, answers.banished)
    asked = scenario.question
    if asked == "dealt":
        if answers.dealt:
            return f"Yes — {taken} damage is dealt to {name}{gone}."
        if scenario.how == "put":
            return f"No — damage put onto {name} doesn't count as damage dealt."
        if scenario.how == "moved":
            return f"No — damage moved onto {name} is not damage dealt."
        return f"No — Resist +{resist} reduces it to 0, so no damage is considered dealt to {name}."
    if asked == "banished":
        if answers.banished:
            return f"Yes — {name} is banished with {total} damage and {target.card.willpower} willpower."
        return f"No — {name} has {total} damage and {target.card.willpower} willpower, so it stays in play."
    if asked == "banished_after":
        if answers.banished:
            return f"After event {answers.banished_after} {name} is banished ({total} damage)."
        return f"0: {name} is never banished ({total} damage, {target.card.willpower} willpower)."
    if asked == "total":
        return f"{name} ends with {total} damage ({taken} taken){gone}."
    if scenario.how == "dealt" and resist and not taken and events == 1 and scenario.amount:
        return f"{name} takes no damage: Resist +{resist} reduces it to 0, so no damage is dealt."
    each = f" over {events} events" if events > 1 else ""
    if reached < events:
        each = f" from the first {reached} of {events} events"
    return f"{name} takes {taken} damage{each} ({total} in all){gone}."


ChallengeQuestion = Literal[
    "legal",
    "damage_to_defender",
    "damage_to_challenger",
    "defender_banished",
    "challenger_banished",
    "challenger_strength",
    "defender_strength",
]


class ChallengeDamageAnswers(Answers):
    """What a challenge's damage step decides (glossary "challenge", 4.6.6, 8.5, 8.8, 1.8.1.4)."""

    legal: bool | None = Field(default=None, description="Is the challenge legal?")
    damage_to_defender: int | None = Field(default=None, description="Damage the defender takes?")
    damage_to_challenger: int | None = Field(default=None, description="Damage the challenger takes?")
    defender_banished: bool | None = Field(default=None, description="Is the defender banished?")
    challenger_banished: bool | None = Field(default=None, description="Is the challenger banished?")
    challenger_strength: int | None = Field(
        default=None, description="The challenger's strength in the challenge (Challenger +N counts)?"
    )
    defender_strength: int | None = Field(
        default=None, description="The defender's strength in the challenge (its Challenger doesn't)?"
    )


class ChallengeDamageScenario(ScenarioBase):
    """How much damage does each character take in this challenge? (Challenger, Resist)"""

    answer_model = ChallengeDamageAnswers
    topic: Literal["lorcana.challenge_damage"] = "lorcana.challenge_damage"
    challenger: LorcanaCardInput = Field(description="Your challenging character (needs str=).")
    defender: LorcanaCardInput = Field(
        description="The challenged character (needs str=) or location (type=location)."
    )
    question: ChallengeQuestion = Field(default="damage_to_defender", description=QUESTION)
    defender_others: tuple[LorcanaCardInput, ...] = Field(
        default=(), max_length=12, description="The defending player's other characters (Bodyguard)."
    )
    challenger_change: int = Field(
        default=0, ge=-20, le=20, description="Strength the challenger gains (+) or loses (-) from effects."
    )
    defender_change: int = Field(
        default=0, ge=-20, le=20, description="Strength the defender gains (+) or loses (-) from effects."
    )

    @model_validator(mode="after")
    def _strengths_given(self) -> Self:
        for role, card in (("challenger", self.challenger), ("defender", self.defender)):
            if card.strength is None and not (role == "defender" and card.type == "location"):
                raise ValueError(f"the {role} needs its strength (str=N) to work out damage")
        if self.question.endswith("_banished"):
            role = self.question.removesuffix("_banished")
            if getattr(self, role).willpower is None:
                raise ValueError(f"the {role} needs its willpower (wp=N) to say whether it is banished")
        return self


@topic(ChallengeDamageScenario)
def decide_challenge_damage(scenario: ChallengeDamageScenario, reasoning: Reasoning) -> Verdict:
    """Legality first (as lorcana.challenge), then {S} with Challenger and changes, then Resist."""
    challenger, defender, others = challenge_views(
        reasoning, scenario.challenger, scenario.defender, scenario.defender_others
    )
    printed_triggers(
        reasoning,
        [challenger, defender, *others],
        relevant=_challenge_relevant(scenario.question),
        happening=CHALLENGE_EVENTS,
        decided=f"the {scenario.question.replace('_', ' ')} answer",
    )
    legality = can_challenge(reasoning, challenger, defender, others)
    if not legality.legal:
        problems = "; ".join(shortfall.problem for shortfall in legality.shortfalls)
        return reasoning.decided(
            ChallengeDamageAnswers(legal=False),
            f"No — {challenger.name} can't challenge {defender.name} ({problems}), so no damage is dealt.",
            legality.would_change(),
        )
    exerted = exerted_to_challenge(reasoning, challenger, scenario.challenger)
    answers, would_change = reasoning.once(
        _damage_step, exerted, defender, scenario.challenger_change, scenario.defender_change
    )
    answers = settled(answers, scenario.question, [challenger, defender, *others], _challenge_relevant)
    headline = _challenge_headline(scenario.question, answers, challenger, defender)
    return reasoning.decided(answers, headline, would_change)


def _damage_step(
    reasoning: Reasoning,
    challenger: CardView,
    defender: CardView,
    challenger_change: int,
    defender_change: int,
) -> tuple[ChallengeDamageAnswers, tuple[str, ...]]:
    """A legal challenge's damage: {S} with Challenger and changes (8.5, 4.6.6.1), dealt to each other
    and reduced by Resist (8.8), then banishing (1.8.1.4); every sub-answer, before `settled`, and what
    would change them. The same for every sub-question: worked out once per scenario (`Reasoning.once`)."""
    attack = strength_in_challenge(reasoning, challenger, challenging=True, change=challenger_change)
    incoming = [(defender, attack)]
    defence = None
    if defender.type == "location":
        reasoning.rule(
            f"{challenger.name} deals damage equal to its strength, {attack}, to {defender.name}",
            True,
            Q.CHALLENGE_DAMAGE,
        )
        reasoning.rule(
            f"{defender.name}, a location, deals damage to {challenger.name}",
            False,
            Q.LOCATION_DEALS_NO_DAMAGE,
        )
    else:
        defence = strength_in_challenge(reasoning, defender, challenging=False, change=defender_change)
        reasoning.rule(
            f"{challenger.name} deals {attack} damage to {defender.name}, {defender.name} deals {defence} to "
            f"{challenger.name} (each its strength)",
            True,
            Q.CHALLENGE_DAMAGE,
        )
        incoming.append((challenger, defence))
    taken = {card.role: damage_taken(reasoning, card, amount, "dealt") for card, amount in incoming}
    out = {card.role: banished(reasoning, card, card.card.damage + taken[card.role]) for card, _ in incoming}
    if challenger.card.willpower is not None and challenger.role not in out:
        out[challenger.role] = banished(reasoning, challenger, challenger.card.damage)
    answers = ChallengeDamageAnswers(
        legal=True,
        damage_to_defender=taken[defender.role],
        damage_to_challenger=taken.get(challenger.role, 0),
        defender_banished=out.get(defender.role),
        challenger_banished=out.get(challenger.role),
        challenger_strength=attack,
        defender_strength=defence,
    )
    would_change: list[str] = []
    bonus = challenger.amount("Challenger")
    if bonus:
        without = max(0, attack - bonus - defender.amount("Resist"))
        would_change.append(f"without Challenger +{bonus}, {defender.name} would take {without}")
    for card, amount in incoming:
        if card.amount("Resist"):
            would_change.append(f"without Resist, {card.name} would take {amount}")
    return answers, tuple(would_change)


def _challenge_relevant(question: str) -> frozenset[Event]:
    """The trigger events whose unread effects could change a challenge's answer to `question`: any
    but its legality (triggers wait until the declaration is complete, 4.6.5), and banishing for
    whether a character is banished."""
    if question == "legal":
        return frozenset()
    if question.endswith("_banished"):
        return CHALLENGE_EVENTS | {"other", "banished", "banished_in_challenge"}
    return CHALLENGE_EVENTS | {"other"}


def _challenge_headline(
    asked: str, answers: ChallengeDamageAnswers, challenger: CardView, defender: CardView
) -> str:
    """The headline for the asked sub-question, from the typed answers."""
    to_c, to_d = answers.damage_to_challenger, answers.damage_to_defender
    banishes = _banish_note(challenger, answers.challenger_banished) + _banish_note(
        defender, answers.defender_banished
    )
    if asked in ("challenger_banished", "defender_banished"):
        card, took = (challenger, to_c) if asked == "challenger_banished" else (defender, to_d)
        gone = bool(getattr(answers, asked))
        total = card.card.damage + (took or 0)
        verb = "is banished" if gone else "stays in play"
        return (
            f"{'Yes' if gone else 'No'} — {card.name} {verb}: {total} damage "
            f"against {card.card.willpower} willpower."
        )
    if asked == "challenger_strength":
        return f"{challenger.name} challenges with {answers.challenger_strength} strength."
    if asked == "defender_strength" and answers.defender_strength is not None:
        return f"{defender.name} deals damage with {answers.defender_strength} strength."
    if asked == "defender_strength":
        return f"Yes — {challenger.name} can challenge {defender.name}, a location, which has no strength."
    if asked == "legal" and (to_c is None or to_d is None):  # a triggered ability could change them
        return f"Yes — {challenger.name} can challenge {defender.name}."
    if asked == "legal":
        return (
            f"Yes — {challenger.name} can challenge {defender.name}: it takes {to_c}, {defender.name} {to_d}."
        )
    return f"{challenger.name} takes {to_c}, {defender.name} takes {to_d}{banishes}."
