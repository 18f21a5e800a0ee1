"""lorcana.boost — can Boost be used now; what is the card put under? (8.4)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput, Side
from bot.engine.games.lorcana.state import printed_triggers, view
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

BoostQuestion = Literal["use", "card_under_in_play", "counts_as_played", "look_at_card_under"]


class BoostAnswers(Answers):
    """What 8.4 decides about Boost."""

    use: bool | None = Field(default=None, description="Can this card's Boost be used now?")
    card_under_in_play: bool | None = Field(default=None, description="Is the card put under in play?")
    counts_as_played: bool | None = Field(
        default=None, description="Does putting it under count as playing it?"
    )
    look_at_card_under: bool | None = Field(
        default=None, description="May a player look at the facedown card under?"
    )


class BoostScenario(ScenarioBase):
    """Boost: can it be used now, and what is true of the card put under? (8.4)"""

    answer_model = BoostAnswers
    topic: Literal["lorcana.boost"] = "lorcana.boost"
    card: LorcanaCardInput = Field(description="Your card with Boost N.")
    question: BoostQuestion = Field(
        default="use",
        description="use; card_under_in_play; counts_as_played; look_at_card_under.",
    )
    your_turn: bool = Field(default=True, description="It is your turn.")
    used_this_turn: bool = Field(default=False, description="This card's Boost was already used this turn.")
    available_ink: int | None = Field(default=None, ge=0, le=99, description="Ink you can still pay.")


@topic(BoostScenario)
def decide_boost(scenario: BoostScenario, reasoning: Reasoning) -> Verdict:
    turn: Side = "you" if scenario.your_turn else "opponent"
    card = view(reasoning, scenario.card, "", "you", turn=turn)
    printed_triggers(reasoning, [card], decided="the Boost answer")
    if scenario.question == "card_under_in_play":
        reasoning.rule("a card under another card is in play", False, Q.UNDER_NOT_IN_PLAY)
        return reasoning.decided(
            BoostAnswers(card_under_in_play=False),
            "No — a card under another card is not considered to be in play.",
        )
    if scenario.question == "counts_as_played":
        reasoning.rule(
            "putting a card under another with Boost counts as playing it", False, Q.BOOST_NOT_PLAYED
        )
        return reasoning.decided(
            BoostAnswers(counts_as_played=False),
            "No — putting a card under another with Boost doesn't count as playing it.",
        )
    if scenario.question == "look_at_card_under":
        reasoning.rule("a player may look at the front of the facedown card under", False, Q.BOOST_HIDDEN)
        return reasoning.decided(
            BoostAnswers(look_at_card_under=False),
            "No — no player can look at it at any time, not even its owner.",
        )
    if not card.in_play:  # Boost is an activated ability (8.4.1), used only from a card in play
        reasoning.rule(
            f"{card.who} is a card in play, whose activated ability can be used", False, Q.ACTIVATED_BY_CHOICE
        )
        reasoning.decisive()
        return reasoning.decided(
            BoostAnswers(use=False), f"No — {card.name} is {card.where}: Boost is used only in play."
        )
    if not reasoning.rule(f"{card.who} has Boost", card.has("Boost"), Q.BOOST):
        return reasoning.decided(BoostAnswers(use=False), f"No — {card.name} has no Boost.")
    cost = card.amount("Boost")
    problems = []
    if not reasoning.rule(f"{card.who} is your card", card.side == "you", Q.BOOST):
        problems.append("it isn't your card")
    if not reasoning.rule("it is your turn (Boost works once during your turn)", scenario.your_turn, Q.BOOST):
        problems.append("it isn't your turn")
    if not reasoning.rule(
        f"{card.name}'s Boost is unused this turn (once during your turn)",
        not scenario.used_this_turn,
        Q.BOOST,
    ):
        problems.append("its Boost was already used this turn")
    if scenario.available_ink is not None and not reasoning.rule(
        f"{scenario.available_ink} ink pays Boost {cost} in full",
        scenario.available_ink >= cost,
        Q.COST_IN_FULL,
    ):
        problems.append(f"{scenario.available_ink} ink can't pay {cost}")
    if problems:
        return reasoning.decided(
            BoostAnswers(use=False), f"No — {card.name} can't Boost now: {'; '.join(problems)}."
        )
    return reasoning.decided(
        BoostAnswers(use=True),
        f"Yes — pay {cost} ink to put the top card of your deck facedown under {card.name}.",
        ["not again this turn once used", "the card put under is not in play and was not played (8.4.3)"],
    )
