"""`CardView`: a card as a topic reasons about it — role, side, type and combined keywords.

Building a view applies 8.1.2 once per card and writes the stacking steps (Resist +1 and Resist +2 →
Resist +3; a second Support doesn't apply), so every topic reports keyword combination the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from bot.engine.cards import RoleView, other_side, sided_name
from bot.engine.errors import NotCovered, ScenarioError
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import CardType, LorcanaCard, Side
from bot.engine.games.lorcana.printed import Event, Printed, StaticEffect, abilities_of, read_effects
from bot.engine.keywords import Combined, EffectiveKeywords, KeywordInstance, combine
from bot.engine.notation import parse_keyword_phrase
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers

AnswersT = TypeVar("AnswersT", bound=Answers)

__all__ = [
    "CHALLENGE_EVENTS",
    "CardView",
    "a_kind",
    "other_side",
    "players_effects",
    "printed_triggers",
    "settled",
    "view",
]

CHALLENGE_EVENTS: frozenset[Event] = frozenset({"challenges", "challenged"})
"""The trigger events a challenge itself causes."""

_LIMIT = 90
"""How much of a printed ability a step quotes before '…' (the card data note has it whole)."""


def a_kind(kind: str) -> str:
    """'a character', 'an item': a card type with its article, for headlines."""
    return f"an {kind}" if kind[0] in "aeiou" else f"a {kind}"


@dataclass(frozen=True)
class CardView(RoleView[LorcanaCard]):
    """A card in a role ('challenger'), with its side and type resolved and keywords combined."""

    side: Side
    type: CardType
    keywords: EffectiveKeywords
    printed: tuple[Printed, ...] = ()
    """Its printed abilities as read (text= or card data), then the effects in force on it and on
    its player (`Printed.origin`); gains and gets are already applied."""
    turn: Side | None = None
    """Whose turn it is, where the question says (a turn action is the active player's, 4.1.3)."""

    @property
    def in_play(self) -> bool:
        """In the Play zone (the default): a card in hand, deck, discard or inkwell isn't (7.1.5)."""
        return self.card.zone in (None, "play")

    @property
    def where(self) -> str:
        """Its zone in words: "in the discard", "in hand", "in play"."""
        zone = self.card.zone or "play"
        return "in hand" if zone == "hand" else "in play" if zone == "play" else f"in the {zone}"

    @property
    def ready(self) -> bool:
        return not self.card.exerted

    @property
    def dry(self) -> bool:
        return not self.card.drying

    @property
    def who(self) -> str:
        """The card with its role and side: 'Goofy (defender, opponent's)'."""
        return sided_name(self.card.name, self.role, self.side)

    def has(self, keyword: str) -> bool:
        return self.keywords.has(keyword)

    def amount(self, keyword: str) -> int:
        return self.keywords.amount(keyword)

    def all(self, keyword: str) -> tuple[Combined, ...]:
        return self.keywords.all(keyword)

    def printed_effect(self, reasoning: Reasoning, effect: StaticEffect) -> Printed | None:
        """Its printed static `effect` ("This character can't be challenged.") if it applies now: its
        condition is evaluated (and recorded), or the verdict is not covered when it can't be."""
        return next(iter(self.printed_effects(reasoning, effect)), None)

    def barred(self, reasoning: Reasoning, effect: StaticEffect, act: str) -> Printed | None:
        """What stops it doing `act` ("can't quest": printed, or an effect in force on it or its
        player) if anything does, recorded as the step that says so (1.2.2: prevention wins)."""
        barring = self.printed_effect(reasoning, effect)
        if barring is not None:
            reasoning.rule(f"{self.who} can {act} despite {barring.its}", False, Q.PREVENTION_SUPERSEDES)
        return barring

    def printed_effects(self, reasoning: Reasoning, effect: StaticEffect) -> list[Printed]:
        """Every printed static `effect` of it that applies now (conditions evaluated as above)."""
        return [
            ability
            for ability in self.printed
            if ability.kind == "static" and ability.effect == effect and _applies(reasoning, self, ability)
        ]


def _short(ability: Printed) -> str:
    text = ability.text
    return f"“{text}”" if len(text) <= _LIMIT else f"“{text[:_LIMIT].rsplit(' ', 1)[0]} …”"


def _applies(reasoning: Reasoning, card: CardView, ability: Printed, gives: str = "") -> bool:
    """Is a printed static ability on now? (6.4.1; a condition, 6.4.3.) An unknown condition: not covered."""
    who, quoted = card.who, _short(ability)
    if ability.origin != "printed":
        return _in_force(reasoning, card, ability, gives)
    if ability.unknown_condition:
        effect = ability.text.split(",", 1)[-1].strip()
        effect = effect[:1].upper() + effect[1:]
        raise NotCovered(
            f"{who}'s printed {quoted}: whether “{ability.unknown_condition}” holds isn't part of the "
            f"question, and it decides the answer. If it holds, write the card with its fields and "
            f'text="{effect}" instead of its quoted name; if not, without that text.',
            "Not covered: a printed ability's condition isn't part of the question.",
        )
    condition = ability.condition
    gives = f": {gives}" if gives else ""
    if condition is None:
        reasoning.rule(
            f"{who}'s printed {quoted} is on while it is in play{gives}", True, Q.STATIC_WHILE_IN_PLAY
        )
        return True
    if condition in ("your_turn", "opponents_turn"):
        if card.turn is None:
            raise NotCovered(
                f"{who}'s printed {quoted} depends on whose turn it is, which this question doesn't say.",
                "Not covered: a printed ability depends on whose turn it is.",
            )
        mine = card.turn == card.side
        holds = mine if condition == "your_turn" else not mine
        whose = "its controller's" if mine else "its controller's opponent's"
        reasoning.rule(
            f"for {who}, it is {whose} turn (the active player takes this question's turn action)",
            True,
            Q.TURN_ACTIONS_IN_OWN_TURN,
        )
    else:
        state = {
            "exerted": card.card.exerted,
            "ready": not card.card.exerted,
            "damaged": card.card.damage > 0,
            "undamaged": card.card.damage == 0,
        }[condition]
        holds = state
    if holds:
        reasoning.rule(
            f"{who}'s printed {quoted} is on: its condition holds{gives}", True, Q.CONDITIONAL_STATIC
        )
    else:
        reasoning.rule(
            f"{who}'s printed {quoted} is off: its condition doesn't hold", True, Q.CONDITIONAL_STATIC
        )
    return holds


def _in_force(reasoning: Reasoning, card: CardView, ability: Printed, gives: str) -> bool:
    """An effect in force, as the question states it: it came from a resolved effect (6.4.2) and
    applies for its duration (6.1.13.4 "this turn", 6.1.13.3 "until …"); stated, so it applies now."""
    duration = ability.duration or ""
    quote = Q.THIS_TURN if "this turn" in duration else Q.UNTIL if duration.startswith("until") else None
    whose = f"{card.who}’s player" if ability.origin == "player" else card.who
    test = f"the {ability.named} on {whose} applies now{': ' + gives if gives else ''}"
    reasoning.rule(test, True, quote or Q.EFFECT_SOURCES)
    return True


def printed_triggers(
    reasoning: Reasoning,
    cards: Iterable[CardView],
    *,
    relevant: frozenset[Event] = frozenset(),
    happening: frozenset[Event] = frozenset(),
    decided: str = "the answer",
) -> None:
    """The cards' triggered and activated abilities against this question. A triggered one whose event
    is `relevant` (its unread effect could change the answer) makes the verdict not covered; one whose
    event is `happening` waits until the turn action's process is complete (4.1.5); the rest need their
    own trigger condition (6.2.1). An activated ability acts only if a player chooses to use it (6.3.1)."""
    for card in cards:
        for ability in card.printed:
            quoted = _short(ability)
            if ability.kind == "activated":
                reasoning.rule(
                    f"{card.who}'s activated {quoted} acts only if a player uses it (this question doesn't)",
                    True,
                    Q.ACTIVATED_BY_CHOICE,
                )
                continue
            if ability.kind != "triggered":
                continue
            if relevant.intersection(ability.events):
                raise NotCovered(
                    f"{card.who}'s printed {quoted} can change {decided}, and the engine doesn't read what a "
                    "triggered ability does. Write the card without its quoted name to check without it.",
                    "Not covered: a card's triggered ability could change the answer.",
                )
            if happening.intersection(ability.events):
                reasoning.rule(
                    f"{card.who}'s {quoted} triggers here but resolves only after {decided} is settled",
                    True,
                    Q.TRIGGERS_WAIT_FOR_PROCESS,
                )
            else:
                reasoning.rule(
                    f"{card.who}'s {quoted} needs its own trigger condition, not part of this question",
                    True,
                    Q.TRIGGERED_WHEN_MET,
                )


def settled(
    answers: AnswersT,
    asked: str,
    cards: Iterable[CardView],
    relevant: Callable[[str], frozenset[Event]],
) -> AnswersT:
    """`answers` without the sub-answers, other than the `asked` one, that a triggered ability of
    `cards` could change: asked alone, `printed_triggers` (with `relevant(question)`) would make that
    question not covered, so the verdict must not answer it along the way either."""
    triggered = [set(a.events) for card in cards for a in card.printed if a.kind == "triggered"]
    if not triggered:  # no triggered ability: no sub-answer is dropped
        return answers
    dropped: dict[str, None] = {}
    for question in answers.values():
        if question != asked:
            events = relevant(question)
            if any(events & others for others in triggered):
                dropped[question] = None
    return answers.model_copy(update=dropped) if dropped else answers


def view(
    reasoning: Reasoning,
    card: LorcanaCard,
    role: str,
    side: Side,
    kind: CardType = "character",
    *,
    turn: Side | None = None,
    player_effects: tuple[str, ...] = (),
    carried_effects: tuple[str, ...] = (),
) -> CardView:
    """The card as `role`; `side` and `kind` apply when the card does not state its own. Its printed
    statics and the effects in force on it that give keywords or change stats are applied (when on);
    any printed text or effect it can't read makes the verdict not covered, naming it. `turn`: whose
    turn it is, when the question says. `player_effects`: effects in force on its player stated
    with another of that player's cards (`players_effects`). `carried_effects`: effects it takes with
    it as it enters play wherever it is now (8.10.5: a shifted character keeps those on the one below).

    Read once per scenario (`Reasoning.once`): each sub-question asked with others views its cards."""
    return reasoning.once(_view, card, role, side, kind, turn, player_effects, carried_effects)


def _view(
    reasoning: Reasoning,
    card: LorcanaCard,
    role: str,
    side: Side,
    kind: CardType,
    turn: Side | None,
    player_effects: tuple[str, ...],
    carried_effects: tuple[str, ...],
) -> CardView:
    """`view`, worked out."""
    ended = _ended_out_of_play(card)
    if ended:
        reasoning.rule(
            f"the effects in force on {sided_name(card.name, role, card.controller or side)} stay on it "
            f"once it left play ({', '.join(f'“{effect}”' for effect in ended)})",
            False,
            Q.LEFT_PLAY_NEW_CARD,
        )
        card = card.model_copy(update={"effects": tuple(e for e in card.effects if e not in ended)})
    if carried_effects:
        card = card.model_copy(update={"effects": tuple(dict.fromkeys((*card.effects, *carried_effects)))})
    stated = (*card.effects, *(text for text in player_effects if text not in card.effects))
    printed = abilities_of(card.text) + tuple(effect for text in stated for effect in read_effects(text))
    side, kind = card.controller or side, card.type or kind
    gained: list[KeywordInstance] = []
    changed = card
    if printed:  # a card with keywords only (most real cards) has nothing to apply before they combine
        seen = CardView(card, role, side, kind, EffectiveKeywords(()), printed, turn)
        _readable(seen)
        gained = [
            kw for ability in printed if ability.effect == "gains" for kw in _gained(reasoning, seen, ability)
        ]
        changed = _stat_changes(reasoning, seen, [a for a in printed if a.effect == "gets"])
    vocabulary = LorcanaCard.vocabulary(reasoning.rules)
    try:
        keywords = combine((*card.keywords, *gained), vocabulary)
    except ValueError as exc:
        raise ScenarioError(f"{card.name}: {exc}") from None
    seen = CardView(changed, role, side, kind, keywords, printed, turn)
    for combined in keywords.combined:
        _record_combination(reasoning, seen, combined)
    return seen


def _readable(card: CardView) -> None:
    """Not covered when a printed ability or an effect in force on the card is one the engine can't read."""
    for ability in card.printed:
        if ability.kind == "unread" and ability.origin != "printed":
            raise NotCovered(
                f"The {ability.named} on {card.who} is none of the effects the engine reads (can't quest, "
                "can't challenge, can't be challenged, can't sing songs, gets +N {S}, gains a keyword…), "
                "so it can't tell whether it changes the answer.",
                "Not covered: an effect in force is outside what the engine reads.",
            )
        if ability.kind == "unread":
            raise NotCovered(
                f"{card.who}'s printed {_short(ability)} is outside the card text the engine reads, so it "
                "can't tell whether it changes the answer. Write the card without its quoted name (its "
                "fields and keywords) to check without it.",
                "Not covered: a card's printed text is outside what the engine reads.",
            )


def _ended_out_of_play(card: LorcanaCard) -> tuple[str, ...]:
    """The effects stated on a card out of play that end with it (7.1.6: it is a new card): those on
    the card itself. An effect on its player ("you can't sing songs this turn") holds wherever the
    card it was written with is, and one the engine can't read is kept, to be named as not covered."""
    if card.zone in (None, "play"):
        return ()
    return tuple(
        text
        for text in dict.fromkeys(card.effects)
        if all(effect.origin != "player" and effect.kind != "unread" for effect in read_effects(text))
    )


def players_effects(cards: Iterable[LorcanaCard], side: Side, default: Side) -> tuple[str, ...]:
    """The effects in force on `side`'s player ("you can't challenge this turn"), whichever of their
    cards they were stated with (`default`: the side a card without `side=` is on, by its role)."""
    return tuple(
        text
        for card in cards
        if (card.controller or default) == side
        for text in card.effects
        if any(effect.origin == "player" for effect in read_effects(text))
    )


def _gained(reasoning: Reasoning, card: CardView, ability: Printed) -> list[KeywordInstance]:
    """The keywords a printed 'this character gains …' gives while it is on ("Ward and Evasive")."""
    vocabulary = LorcanaCard.vocabulary(reasoning.rules)
    instances: list[KeywordInstance] = []
    for phrase in ability.keywords.replace(" and ", ", ").split(","):
        try:
            instances.append(parse_keyword_phrase(phrase.strip(), vocabulary))
        except ValueError:
            raise NotCovered(
                f"{card.who}'s {ability.named}: “{phrase.strip()}” is no keyword the rules text "
                "the bot has defines.",
                "Not covered: a card gains a keyword the bot's rules text does not define.",
            ) from None
    gives = f"it has {ability.keywords}"
    return instances if _applies(reasoning, card, ability, gives) else []


def _stat_changes(reasoning: Reasoning, card: CardView, abilities: list[Printed]) -> LorcanaCard:
    """Printed 'this character gets +N {S}' applied to the card's stats while on (6.4.1).

    The modifiers are summed as they are, never rounded on the way: they "all combine to apply
    together" (6.6.1.2), so -3 then +2 on 1 {S} is 0, not 2. A negative {S} stays negative here; it
    counts as 0 only where it is read (6.6.2: `damage.counted_strength`, a challenge's damage)."""
    if not abilities:  # nothing changes its stats: the card itself, not a copy (a view per card per check)
        return card.card
    stats = {"strength": card.card.strength, "willpower": card.card.willpower, "lore": card.card.lore}
    negative_before: set[str] = set()
    for ability in abilities:
        after = dict(stats)
        for stat, amount in ability.changes:
            value = after[stat]
            if value is not None:  # None: the question doesn't use that stat (no str=/wp=/lore= given)
                after[stat] = value + amount
        gives = ", ".join(
            f"{stat} {stats[stat]} → {after[stat]}" for stat, _ in ability.changes if after[stat] is not None
        )
        if _applies(reasoning, card, ability, gives):
            for stat, _ in ability.changes:
                if stat in negative_before:
                    reasoning.rule(
                        f"{card.who}'s {stat} modifiers combine, the negative {stat} {stats[stat]} included: "
                        f"{stat} {after[stat]}",
                        True,
                        Q.MODIFIERS_COMBINE,
                    )
            stats = after
            negative_before.update(stat for stat, value in stats.items() if value is not None and value < 0)
    return card.card.model_copy(update=stats)


def _record_combination(reasoning: Reasoning, card: CardView, combined: Combined) -> None:
    if len(combined.instances) < 2:
        return
    written = " and ".join(combined.instance_label(instance) for instance in combined.instances)
    if combined.spec.stacks:
        quote = {"Resist": Q.RESIST_STACKS, "Challenger": Q.CHALLENGER_STACKS}.get(
            combined.spec.name, Q.STACK
        )
        reasoning.rule(f"{written} on {card.who} stack into {combined.label}", True, quote)
        return
    first = combined.instance_label(combined.instances[0])
    values = {instance.value for instance in combined.instances}
    if len(values) > 1:
        reasoning.rule(
            f"{combined.spec.name} has no +N, so {written} on {card.who} don't add up", True, Q.NO_STACK
        )
        raise NotCovered(
            f"{card.who} has {written}. 8.1.2 says a card won't get a non-stacking keyword it already has, "
            "but not whether the same keyword with a different value counts as 'that same keyword'."
        )
    for later in combined.ignored:
        reasoning.rule(
            f"{combined.instance_label(later)} also applies to {card.who}, which already has {first}",
            False,
            Q.WONT_GET,
        )
