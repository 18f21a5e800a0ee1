"""lorcana.end_turn — can you declare the end of your turn? (Reckless 8.7.3, 8.7.4)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.challenging import Legality, challenger_can_act, choosable_target
from bot.engine.games.lorcana.state import CardView, players_effects, printed_triggers, view
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict


class EndTurnAnswers(Answers):
    """What Reckless (8.7.3) decides about ending the turn."""

    can_end: bool | None = Field(default=None, description="Can you declare the end of your turn?")


class EndTurnScenario(ScenarioBase):
    """Can you declare the end of your turn, with Reckless characters in play? (8.7.3)"""

    answer_model = EndTurnAnswers
    topic: Literal["lorcana.end_turn"] = "lorcana.end_turn"
    your_characters: tuple[LorcanaCardInput, ...] = Field(
        min_length=1, max_length=12, description="Your characters in play."
    )
    opposing: tuple[LorcanaCardInput, ...] = Field(
        default=(), max_length=12, description="The opponent's characters and locations in play."
    )


def _first_target(reasoning: Reasoning, reckless: CardView, opposing: list[CardView]) -> CardView | None:
    """The first opposing character or location `reckless` can challenge (as in lorcana.challenge)."""
    for target in opposing:
        if target.type not in ("character", "location"):
            continue
        trial, legality = reasoning.fork(), Legality()
        others = [other for other in opposing if other is not target]
        choosable_target(trial, reckless, target, others, legality, notes=False)
        reasoning.absorb(trial, prefix=f"{reckless.name} → {target.name}: ")
        if legality.legal:
            return target
    return None


@topic(EndTurnScenario)
def decide_end_turn(scenario: EndTurnScenario, reasoning: Reasoning) -> Verdict:
    on_you = players_effects(scenario.your_characters, "you", "you")
    yours = [
        view(reasoning, card, "", "you", turn="you", player_effects=on_you)
        for card in scenario.your_characters
    ]
    opposing = [view(reasoning, card, "", "opponent", turn="you") for card in scenario.opposing]
    printed_triggers(
        reasoning,
        [*yours, *opposing],
        happening=frozenset({"turn_end"}),
        decided="whether you may declare the end of your turn",
    )
    reckless = [card for card in yours if card.has("Reckless") and card.in_play]
    if not reckless:
        reasoning.rule("one of your characters has Reckless", False, Q.RECKLESS_END_OF_TURN)
        return reasoning.decided(EndTurnAnswers(can_end=True), "Yes — none of your characters has Reckless.")
    for card in reckless:
        if not reasoning.rule(f"{card.name} (Reckless) is ready", card.ready, Q.RECKLESS_END_OF_TURN):
            continue
        able = Legality()
        challenger_can_act(reasoning, card, able, check_ready=False)
        if not able.legal:
            reasoning.rule(
                f"{card.name} (Reckless) can challenge an opposing character or location",
                False,
                Q.RECKLESS_END_OF_TURN,
            )
            continue
        target = _first_target(reasoning, card, opposing)
        if target is not None:
            reasoning.rule(
                f"{card.name} (Reckless) is ready and can challenge {target.name}",
                True,
                Q.RECKLESS_END_OF_TURN,
            )
            reasoning.rule(
                f"{card.name} can still be exerted to sing a song or use an ability",
                True,
                Q.RECKLESS_MAY_EXERT,
            )
            return reasoning.decided(
                EndTurnAnswers(can_end=False),
                f"No — {card.name} has Reckless, is ready and can challenge {target.name}.",
                [
                    f"you could end the turn once {card.name} is exerted: by challenging, "
                    "or by singing a song or using an ability (8.7.4)",
                ],
            )
        reasoning.rule(
            f"{card.name} (Reckless) can challenge an opposing character or location",
            False,
            Q.RECKLESS_END_OF_TURN,
        )
    return reasoning.decided(
        EndTurnAnswers(can_end=True), "Yes — no ready Reckless character of yours can challenge anything."
    )
