"""lorcana.challenge — can this character challenge that character or location? (4.6, §8 keywords)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.challenging import (
    Legality,
    can_challenge,
    challenge_views,
    challenger_can_act,
    choosable_target,
)
from bot.engine.games.lorcana.state import CHALLENGE_EVENTS, CardView, printed_triggers
from bot.engine.games.lorcana.topics._effect import QUESTION
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict


class ChallengeAnswers(Answers):
    """What 4.6 and the §8 restrictions decide about declaring a challenge."""

    legal: bool | None = Field(default=None, description="Can the challenger challenge the defender?")
    either: bool | None = Field(
        default=None, description="Can it challenge the defender or either of the other characters?"
    )


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
    question: Literal["legal", "either"] = Field(default="legal", description=QUESTION)


@topic(ChallengeScenario)
def decide_challenge(scenario: ChallengeScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over `can_challenge`."""
    challenger, defender, others = challenge_views(
        reasoning, scenario.challenger, scenario.defender, scenario.defender_others
    )
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
    if scenario.question == "either":
        return _either(reasoning, challenger, defender, others, legality)
    return reasoning.decided(ChallengeAnswers(legal=legality.legal), headline, legality.would_change())


def _either(
    reasoning: Reasoning,
    challenger: CardView,
    defender: CardView,
    others: tuple[CardView, ...],
    legality: Legality,
) -> Verdict:
    """ "Can it challenge either of them?": each other character is tried as the one chosen, the rest of
    the defending player's characters beside it (Bodyguard, 8.3.3), as lorcana.challenge would."""
    open_to = [defender.name] if legality.legal else []
    able = Legality()
    challenger_can_act(reasoning.fork(), challenger, able)  # its steps are in the trail already
    for candidate in others if able.legal else []:
        trial, outcome = reasoning.fork(), Legality()
        rest = [defender, *(other for other in others if other is not candidate)]
        choosable_target(trial, challenger, candidate, rest, outcome, notes=False)
        reasoning.absorb(trial, prefix=f"{candidate.name} instead: ")
        if outcome.legal:
            open_to.append(candidate.name)
    names = [defender.name, *(other.name for other in others)]
    if open_to:
        headline = f"Yes — {challenger.name} can challenge {_or(open_to)}."
        shut = [name for name in names if name not in open_to]
        if shut:
            headline = headline[:-1] + f" (not {_or(shut)})."
    else:
        none = f"neither {names[0]} nor {names[1]}" if len(names) == 2 else f"none of {_or(names, 'and')}"
        headline = f"No — {challenger.name} can challenge {none}."
    answers = ChallengeAnswers(legal=legality.legal, either=bool(open_to))
    return reasoning.decided(answers, headline, legality.would_change() if not open_to else ())


def _or(names: list[str], word: str = "or") -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {word} {names[-1]}"
