"""fftcg.party — is this party legal? (Forming a Party: shared element, every Forward can attack)"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.fftcg.attacking import dulls_when_attacking, party_legality
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.combat import side_has_first_strike
from bot.engine.games.fftcg.state import CardView, view
from bot.engine.games.fftcg.topics._common import PARTY, names, require, untyped_control
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic, yes_to
from bot.engine.verdict import Answers, Verdict


class PartyAnswers(Answers):
    """What Forming a Party decides about these Forwards."""

    legal: bool | None = Field(default=None, description="Can they form a party?")
    first_strike: bool | None = Field(default=None, description="Does the party deal First Strike damage?")
    dulled: int | None = Field(
        default=None, description="How many of its Forwards become dull when it attacks (Brave ones don't)?"
    )


class PartyScenario(ScenarioBase):
    """Is this party legal? Shared element; each Forward must be able to attack (Haste, Brave, dull)."""

    answer_model = PartyAnswers
    topic: Literal["fftcg.party"] = "fftcg.party"
    members: tuple[FFTCGCardInput, ...] = Field(min_length=1, max_length=12, description=PARTY)
    question: Literal["legal", "first_strike", "dulled"] = Field(
        default="legal", description="Which to answer."
    )

    @model_validator(mode="after")
    def _elements_given(self) -> Self:
        require(
            [card for card in self.members if not card.party_any],
            "elements",
            "element=Fire",
            "to check that the party shares an element",
        )
        return self

    def untyped_defaults(self, verdict: Verdict | None = None) -> tuple[str, ...]:
        """Each member not new and not attacked decides a legal party (10.1.2.1.1, 10.1.2.1.2): shown
        when taken by default."""
        return untyped_control(self.members) if yes_to(self, "legal", verdict) else ()


@topic(PartyScenario)
def decide_party(scenario: PartyScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over `party_legality` (which runs `can_attack` for every member)."""
    members = [view(reasoning, card, "party") for card in scenario.members]
    if scenario.question == "first_strike":
        return _first_strike(reasoning, members)
    outcome = party_legality(reasoning, members)
    if outcome.legal:
        relies = [phrase for _, legality in outcome.members for phrase in legality.relies_on]
        if scenario.question == "dulled":
            return _dulled(reasoning, members, relies)
        element = f" (shared element: {'/'.join(outcome.shared)})" if outcome.shared else ""
        return reasoning.decided(
            PartyAnswers(legal=True),
            f"Yes — {names(members)} can form a party{element} and attack as if they were a single Forward.",
            relies,
        )
    problems = [
        f"{member.name} can't attack ({legality.problems()})" for member, legality in outcome.failing()
    ]
    problems += [shortfall.problem for shortfall in outcome.problems]
    fixes = [f"{member.name}: {legality.would_change()[0]}" for member, legality in outcome.failing()]
    fixes += [f"legal if {shortfall.fix}" for shortfall in outcome.problems]
    return reasoning.decided(
        PartyAnswers(legal=False), f"No — not a legal party: {'; '.join(problems)}.", fixes
    )


def _first_strike(reasoning: Reasoning, members: list[CardView]) -> Verdict:
    """A party deals First Strike damage only if all its Forwards have First Strike."""
    all_have = side_has_first_strike(reasoning, members)
    without = [member for member in members if not member.has("First Strike")]
    answers = PartyAnswers(first_strike=all_have)
    if all_have:
        return reasoning.decided(
            answers,
            f"Yes — every Forward of the party ({names(members)}) has First Strike, so it deals First Strike "
            "damage.",
            [f"not if {members[0].name} lost First Strike"],
        )
    return reasoning.decided(
        answers,
        f"No — {names(without)} lacks First Strike, so the party deals damage normally.",
        [f"yes if {names(without)} had First Strike"],
    )


def _dulled(reasoning: Reasoning, members: list[CardView], relies: list[str]) -> Verdict:
    """Declared legally, the party's Forwards are dulled, each but those with Brave (10.1.2.2, Brave)."""
    dull = [member for member in members if dulls_when_attacking(reasoning, member)]
    brave = [member for member in members if member not in dull]
    answers = PartyAnswers(legal=True, dulled=len(dull))
    one = len(brave) == 1
    stays = f"; {names(brave)} {'has' if one else 'have'} Brave and stay{'s' if one else ''} active"
    if not dull:
        return reasoning.decided(
            answers, f"None become dull: every Forward of the party ({names(members)}) has Brave.", relies
        )
    return reasoning.decided(
        answers,
        f"{len(dull)} of the party's {len(members)} Forwards become dull when it attacks: {names(dull)}"
        + (stays if brave else "")
        + ".",
        [*relies, "fewer if more of them had Brave"],
    )
