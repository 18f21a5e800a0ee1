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
    """Always "not covered": the bot's FFTCG text (keyword actions and abilities) has no EX Burst rule."""
    asked = (
        "whether an EX Burst may be declined"
        if scenario.question == "decline"
        else "where a declined EX Burst card goes"
    )
    raise NotCovered(
        f"The FFTCG rules text the bot has covers only keyword actions and keyword abilities; it has no "
        f"EX Burst rule, so it can't say {asked}."
    )
