"""fftcg.ex_burst — may an EX Burst be declined, and where does a declined card go? (not in the text)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.errors import NotCovered
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

Zone = Literal["damage_zone", "break_zone", "hand", "removed"]


class ExBurstAnswers(Answers):
    """What an EX Burst rule would decide; the FFTCG text the bot has has none."""

    decline: bool | None = Field(default=None, description="May the player decline the EX Burst?")
    declined_to: Zone | None = Field(default=None, description="Where does a declined EX Burst card go?")


class ExBurstScenario(ScenarioBase):
    """EX Burst: may it be declined, and where does a declined card go? (not in the bot's text)"""

    answer_model = ExBurstAnswers
    topic: Literal["fftcg.ex_burst"] = "fftcg.ex_burst"
    question: Literal["decline", "declined_to"] = Field(default="decline", description="Which to answer.")


@topic(ExBurstScenario)
def decide_ex_burst(scenario: ExBurstScenario, reasoning: Reasoning) -> Verdict:
    """Always "not covered" until this topic cites 2.1.2's 11.10 (a later change; `/rule 11.10` has it)."""
    asked = (
        "whether an EX Burst may be declined"
        if scenario.question == "decline"
        else "where a declined EX Burst card goes"
    )
    raise NotCovered(
        "This check is not yet written against the FF-TCG Comprehensive Rules ver. 2.1.2, whose 11.10 is "
        f"EX Burst (/rule 11.10); until it is, it can't say {asked}."
    )
