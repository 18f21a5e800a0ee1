"""fftcg.party — is this party legal? (Forming a Party: shared element, every Forward can attack)"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.fftcg.attacking import party_legality
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.state import view
from bot.engine.games.fftcg.topics._common import PARTY, names, require
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class PartyScenario(ScenarioBase):
    """Is this party legal? Shared element; each Forward must be able to attack (Haste, Brave, dull)."""

    topic: Literal["fftcg.party"] = "fftcg.party"
    members: tuple[FFTCGCardInput, ...] = Field(min_length=1, max_length=12, description=PARTY)

    @model_validator(mode="after")
    def _elements_given(self) -> Self:
        require(
            [card for card in self.members if not card.party_any],
            "elements",
            "element=Fire",
            "to check that the party shares an element",
        )
        return self


@topic(PartyScenario)
def decide_party(scenario: PartyScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over `party_legality` (which runs `can_attack` for every member)."""
    members = [view(reasoning, card, "party") for card in scenario.members]
    outcome = party_legality(reasoning, members)
    if outcome.legal:
        element = f" (shared element: {'/'.join(outcome.shared)})" if outcome.shared else ""
        relies = [phrase for _, legality in outcome.members for phrase in legality.relies_on]
        return reasoning.decided(
            True,
            f"Yes — {names(members)} can form a party{element} and attack as if they were a single Forward.",
            relies,
        )
    problems = [
        f"{member.name} can't attack ({legality.problems()})" for member, legality in outcome.failing()
    ]
    problems += [shortfall.problem for shortfall in outcome.problems]
    fixes = [f"{member.name}: {legality.would_change()[0]}" for member, legality in outcome.failing()]
    fixes += [f"legal if {shortfall.fix}" for shortfall in outcome.problems]
    return reasoning.decided(False, f"No — not a legal party: {'; '.join(problems)}.", fixes)
