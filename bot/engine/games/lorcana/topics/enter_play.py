"""lorcana.enter_play — a character enters play: ready or exerted, and can it challenge this turn? (8.3.2)"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from bot.engine.citations import RuleQuote
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.entering import Entering, bodyguard_choice
from bot.engine.games.lorcana.printed import Event, Printed
from bot.engine.games.lorcana.state import CardView, printed_triggers, settled, view
from bot.engine.games.lorcana.topics._effect import QUESTION
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

Route = Literal["played", "played_for_free", "put_into_play"]


class EnterPlayAnswers(Answers):
    """What 5.1.2.1, 8.3.2 and 6.7.8 decide about a character entering play."""

    enters: Entering | None = Field(
        default=None, description="Does it enter play ready or exerted (either: its player's choice)?"
    )
    can_challenge: bool | None = Field(default=None, description="Can it challenge this turn?")


class EnterPlayScenario(ScenarioBase):
    """A character enters play (played, played for free, put into play): ready or exerted? (Bodyguard)"""

    command: ClassVar[str] = "enter"
    area: ClassVar[str] = "zones"
    answer_model = EnterPlayAnswers
    topic: Literal["lorcana.enter_play"] = "lorcana.enter_play"
    card: LorcanaCardInput = Field(description="The character entering play (with Bodyguard, Rush…).")
    how: Route = Field(
        default="played", description="Played; played for free by an effect; put into play without playing."
    )
    question: Literal["enters", "can_challenge"] = Field(default="enters", description=QUESTION)


@topic(EnterPlayScenario)
def decide_enter_play(scenario: EnterPlayScenario, reasoning: Reasoning) -> Verdict:
    """Ready and drying as it enters (5.1.2.1); Bodyguard's "may enter exerted" only while it is being
    played (8.3.2), which playing it for free is (6.1.7); an effect that makes it enter exerted (6.7.8)."""
    card = view(
        reasoning, scenario.card.model_copy(update={"zone": None}), "entering play", "you", turn="you"
    )
    printed_triggers(
        reasoning,
        [card],
        relevant=_relevant(scenario.question),
        happening=frozenset({"played"}),
        decided="what it can do this turn" if scenario.question == "can_challenge" else "how it enters play",
    )
    reasoning.rule(f"{card.name} enters play ready and drying", True, Q.CHARACTER_ENTERS)
    entering = len(reasoning.steps)
    enters = _entering(scenario, reasoning, card)
    if enters == "ready" and scenario.question == "enters" and not card.has("Bodyguard"):
        reasoning.settles(len(reasoning.steps) - entering + 1)  # 5.1.2.1: nothing changes it
    barred = _barred(reasoning, card)
    can = barred is None and _can_challenge(reasoning, card, exerted=enters == "exerted")
    answers = settled(
        EnterPlayAnswers(enters=enters, can_challenge=can), scenario.question, [card], _relevant
    )
    if scenario.question == "can_challenge":
        rush = card.has("Rush")
        why = "it has Rush" if rush else "it is drying (entered play this turn) and has no Rush"
        if can and enters == "either":
            why += " (if it enters ready)"
        if rush and enters == "exerted":
            why = "it enters play exerted"
        if barred is not None:
            why = f"{barred.says('it')} says it can't"
        return reasoning.decided(
            answers,
            f"{'Yes' if can else 'No'} — {card.name} {'can' if can else 'can’t'} challenge this turn: {why}.",
        )
    return reasoning.decided(answers, _enters_headline(scenario, card, enters))


def _relevant(question: str) -> frozenset[Event]:
    """The trigger events whose unread effects could change whether it can challenge this turn (its
    own "when you play this character", or any other); how it enters, none."""
    return frozenset({"played", "other"}) if question == "can_challenge" else frozenset()


def _entering(scenario: EnterPlayScenario, reasoning: Reasoning, card: CardView) -> Entering:
    """Exerted by a printed "enters play exerted" or such an effect (6.7.8); either, by Bodyguard while
    it is being played (8.3.2); else ready (5.1.2.1)."""
    made = card.printed_effect(reasoning, "enters_exerted")
    if made is not None:
        reasoning.rule(
            f"{made.its} makes {card.name} enter play exerted", True, _entering_quote(scenario, made)
        )
        reasoning.settles()
        return "exerted"
    if not card.has("Bodyguard"):
        return "ready"
    played = scenario.how != "put_into_play"
    if scenario.how == "played_for_free":
        reasoning.rule(
            f"an effect that plays {card.name} for free has its player play it", True, Q.FOR_FREE_IS_PLAYING
        )
    reasoning.rule(
        f"{card.name}'s Bodyguard functions as it enters play: it is being played"
        + ("" if played else " (it is put into play without being played)"),
        played,
        Q.BODYGUARD_WHILE_PLAYED,
    )
    if not played:
        reasoning.settles()
        return "ready"
    reasoning.rule(
        f"{card.name} (Bodyguard) may enter play exerted rather than ready", True, Q.BODYGUARD_ENTERS_EXERTED
    )
    reasoning.settles()
    return "either"


def _entering_quote(scenario: EnterPlayScenario, made: Printed) -> RuleQuote:
    """What makes "enters play exerted" decide: played, it is an effect that resolves along with the card
    being played (6.7.8); put into play, 6.7.8's second sentence is not about it, so its first one for an
    effect in force, and for the card's own printed text, that card text supersedes a game rule (1.2.1:
    5.1.2.1's "enters play with the ready … states")."""
    if scenario.how != "put_into_play":
        return Q.ENTERING_MODIFIED
    return Q.CARD_TEXT_SUPERSEDES if made.origin == "printed" else Q.ENTERING_MODIFIED_BY_EFFECTS


def _barred(reasoning: Reasoning, card: CardView) -> Printed | None:
    """Its own "can't challenge", or such an effect on it or its player (1.2.2: prevention wins)."""
    barred = card.barred(reasoning, "cant_challenge", "challenge")
    if barred is not None:
        reasoning.decisive()
    return barred


def _can_challenge(reasoning: Reasoning, card: CardView, *, exerted: bool) -> bool:
    """Drying as it entered (5.1.1.11), unless Rush (8.9.1); and ready (4.6.4.1)."""
    if exerted:
        reasoning.rule(f"{card.name} is ready, as a challenger must be", False, Q.CHALLENGER_READY_AND_DRY)
        return False
    if reasoning.rule(f"{card.name} has Rush, so it can challenge while drying", card.has("Rush"), Q.RUSH):
        return True
    reasoning.rule(f"{card.name}, drying, can be declared a challenger", False, Q.DRYING)
    return False


def _enters_headline(scenario: EnterPlayScenario, card: CardView, enters: Entering) -> str:
    if enters == "exerted":
        return f"Exerted — {card.name} enters play exerted (an effect says so)."
    if enters == "either":
        how = (
            "played for free, it is still being played"
            if scenario.how == "played_for_free"
            else "being played"
        )
        return f"Either — {how}, {bodyguard_choice(card.name)}."
    if card.has("Bodyguard"):
        return (
            f"Ready — put into play without being played, {card.name} enters ready: "
            "Bodyguard works only while it is played."
        )
    return f"Ready — {card.name} enters play ready (and drying)."
