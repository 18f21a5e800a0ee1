"""lorcana.challenge — can this character challenge that character or location? (4.6, §8 keywords)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.challenging import can_challenge
from bot.engine.games.lorcana.state import CHALLENGE_EVENTS, printed_triggers, view
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict


class ChallengeAnswers(Answers):
    """What 4.6 and the §8 restrictions decide about declaring a challenge."""

    legal: bool | None = Field(default=None, description="Can the challenger challenge the defender?")


class ChallengeScenario(ScenarioBase):
    """Can the challenger challenge the defender, a character or location? (Evasive, Bodyguard, Rush, Ward)"""

    answer_model = ChallengeAnswers
    topic: Literal["lorcana.challenge"] = "lorcana.challenge"
    challenger: LorcanaCardInput = Field(description="Your character that would challenge.")
    defender: LorcanaCardInput = Field(
        description="The opposing character or location (type=location) it would challenge."
    )
    defender_others: tuple[LorcanaCardInput, ...] = Field(
        default=(), max_length=12, description="The defending player's other characters (Bodyguard)."
    )


@topic(ChallengeScenario)
def decide_challenge(scenario: ChallengeScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over `can_challenge`."""
    turn = scenario.challenger.controller or "you"  # a challenge is its player's turn action (4.1.3)
    challenger = view(reasoning, scenario.challenger, "challenger", "you", turn=turn)
    defender = view(reasoning, scenario.defender, "defender", "opponent", turn=turn)
    others = [view(reasoning, card, "", defender.side, turn=turn) for card in scenario.defender_others]
    printed_triggers(
        reasoning,
        [challenger, defender, *others],
        happening=CHALLENGE_EVENTS,
        decided="whether the challenge may be declared",
    )
    legality = can_challenge(reasoning, challenger, defender, others)
    if legality.legal:
        headline = f"Yes — {challenger.name} can challenge {defender.name}."
    else:
        problems = "; ".join(shortfall.problem for shortfall in legality.shortfalls)
        headline = f"No — {challenger.name} can't challenge {defender.name}: {problems}."
    return reasoning.decided(ChallengeAnswers(legal=legality.legal), headline, legality.would_change())
