"""fftcg.block — can this Forward block this attacking Forward or party? ("cannot be blocked by …")"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.fftcg.blocking import can_block
from bot.engine.games.fftcg.cards import FFTCGCard, FFTCGCardInput
from bot.engine.games.fftcg.state import view
from bot.engine.games.fftcg.topics._common import ATTACKERS, names
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

_WRITTEN = {"cost": "cost=N", "power": "power=N", "elements": "element=Fire"}


def blocker_has_what_restrictions_read(attackers: tuple[FFTCGCard, ...], blocker: FFTCGCard) -> None:
    """ValueError unless the blocker states every field the attackers' clauses compare."""
    for attacker in attackers:
        for clause in attacker.restrictions:
            needs = clause.needs
            if needs is not None and getattr(blocker, needs) in (None, ()):
                raise ValueError(
                    f"the blocker needs its {needs} ({_WRITTEN[needs]}): {attacker.name} {clause.text}"
                )


class BlockAnswers(Answers):
    """What the blocking rules decide."""

    can_block: bool | None = Field(default=None, description="Can it block this attacker or party?")


class BlockScenario(ScenarioBase):
    """Can this Forward block this attacker or party? (restrictions; a party: at least one member)"""

    answer_model = BlockAnswers
    topic: Literal["fftcg.block"] = "fftcg.block"
    attackers: tuple[FFTCGCardInput, ...] = Field(min_length=1, max_length=12, description=ATTACKERS)
    blocker: FFTCGCardInput = Field(description="The opposing Forward that would block.")

    @model_validator(mode="after")
    def _blocker_fields(self) -> Self:
        blocker_has_what_restrictions_read(self.attackers, self.blocker)
        return self


@topic(BlockScenario)
def decide_block(scenario: BlockScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over `can_block`."""
    attackers = [view(reasoning, card, "attacker") for card in scenario.attackers]
    blocker = view(reasoning, scenario.blocker, "blocker")
    outcome = can_block(reasoning, blocker, attackers)
    target = "the party" if outcome.party else attackers[0].name
    if outcome.legal:
        via = ""
        if outcome.party:
            via = f" — it can legally block {names(outcome.open_to)}, and that blocks the whole party"
        return reasoning.decided(
            BlockAnswers(can_block=True),
            f"Yes — {blocker.name} can block {target}{via}.",
            outcome.blocker.relies_on,
        )
    shortfalls = outcome.shortfalls(blocker)
    problems = "; ".join(shortfall.problem for shortfall in shortfalls)
    if len(shortfalls) == 1:
        would_change = [f"legal if {shortfalls[0].fix}"]
    else:
        would_change = ["legal only if all of these changed: " + "; ".join(s.fix for s in shortfalls)]
    return reasoning.decided(
        BlockAnswers(can_block=False), f"No — {blocker.name} can't block {target}: {problems}.", would_change
    )
