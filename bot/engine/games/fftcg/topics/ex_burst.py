"""fftcg.ex_burst — may an EX Burst be declined, where does the card go, can anyone respond, what does it
apply, and is it resolved before the next damage card? (2.1.2's 6.5.2.1 and 11.10)"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.fftcg import quotes as Q
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

Zone = Literal["damage_zone", "break_zone", "hand", "removed"]
ExBurstQuestion = Literal["decline", "declined_to", "can_respond", "applies", "before_next_card"]


class ExBurstAnswers(Answers):
    """What 2.1.2 decides about an EX Burst revealed as damage."""

    decline: bool | None = Field(default=None, description="May the player decline the EX Burst?")
    declined_to: Zone | None = Field(default=None, description="Where does a declined EX Burst card go?")
    can_respond: bool | None = Field(default=None, description="Can a player respond to an EX Burst?")
    applies: Literal["all_effects", "ex_burst_abilities"] | None = Field(
        default=None, description="Which of the card's effects does it apply?"
    )
    before_next_card: bool | None = Field(
        default=None, description="Is it resolved before the next damage card is revealed?"
    )


class ExBurstScenario(ScenarioBase):
    """EX Burst: decline it? where does the card go? respond? what applies? before the next card?"""

    answer_model = ExBurstAnswers
    topic: Literal["fftcg.ex_burst"] = "fftcg.ex_burst"
    question: ExBurstQuestion = Field(default="decline", description="Which to answer.")
    card_type: Literal["summon", "character"] | None = Field(
        default=None,
        description="The EX Burst card: a Summon or a Character (for applies).",
    )
    one_ability: bool | None = Field(
        default=None,
        description="The damage comes from one same ability (for before_next_card).",
    )

    @model_validator(mode="after")
    def _deciding_input_given(self) -> Self:
        """11.10.3 answers `applies` one way for a Summon and the other for any other card, and 6.5.2.1
        answers `before_next_card` one way when one same ability dealt the damage and the other when not:
        neither has an answer without that input, so it is asked for, never taken by default (it was
        `character` and `false`, answering for a card or damage nobody described). Asked with other
        questions, each is checked again alone: only its row says what is missing."""
        if self.questions:
            return self
        if self.question == "applies" and self.card_type is None:
            raise ValueError(
                "`applies` needs `card_type` (summon or character): 11.10.3 answers a Summon and other "
                "cards differently"
            )
        if self.question == "before_next_card" and self.one_ability is None:
            raise ValueError(
                "`before_next_card` needs `one_ability` (true if one same ability dealt all the damage): "
                "6.5.2.1 answers the two differently"
            )
        return self


@topic(ExBurstScenario)
def decide_ex_burst(scenario: ExBurstScenario, reasoning: Reasoning) -> Verdict:
    """Damage puts the card into the Damage Zone; its EX Burst is then the player's option (6.5.2, 11.10)."""
    reasoning.rule(
        "taking damage, the player places the top card of their deck into their Damage Zone",
        True,
        Q.DAMAGE_ZONE,
    )
    asked = reasoning.question
    if asked in ("decline", "declined_to"):
        reasoning.rule(
            "the card with the EX Burst icon is placed in the Damage Zone, then the player chooses whether "
            "to trigger it",
            True,
            Q.EX_BURST_CHOICE,
        )
        reasoning.rule(
            "using the EX Burst is optional: the player may choose not to", True, Q.EX_BURST_OPTIONAL
        )
        answers = ExBurstAnswers(decline=True, declined_to="damage_zone")
        if asked == "decline":
            return reasoning.decided(
                answers,
                "Yes — using an EX Burst is optional: the player may choose not to use its effects when the "
                "card is revealed.",
            )
        return reasoning.decided(
            answers,
            "Damage Zone: the card is placed in the Damage Zone as the point of damage, and declining its EX "
            "Burst leaves it there.",
        )
    if asked == "can_respond":
        reasoning.rule("a player can respond to an EX Burst", False, Q.EX_BURST_NO_RESPONSE)
        return reasoning.decided(
            ExBurstAnswers(can_respond=False),
            "No — players cannot respond to an EX Burst: its effects are applied immediately.",
        )
    if asked == "applies":
        if scenario.card_type == "summon":
            reasoning.rule(
                "the EX Burst card is a Summon: it applies all of its effects", True, Q.EX_BURST_SUMMON
            )
            return reasoning.decided(
                ExBurstAnswers(applies="all_effects"),
                "All effects: a Summon initiating an EX Burst applies all of them.",
            )
        reasoning.rule(
            "the EX Burst card is not a Summon: it applies only its auto-abilities marked with the EX Burst "
            "icon",
            True,
            Q.EX_BURST_CHARACTER,
        )
        return reasoning.decided(
            ExBurstAnswers(applies="ex_burst_abilities"),
            "EX Burst abilities only: a card other than a Summon applies only the effects of its "
            "auto-abilities marked with the EX Burst icon.",
            ["all its effects if it were a Summon"],
        )
    before = not scenario.one_ability
    reasoning.rule(
        "the points of damage come from one same ability, so all the damage is dealt first and the EX Bursts "
        "are resolved after, in order",
        bool(scenario.one_ability),
        Q.EX_BURST_ORDER,
    )
    if before:
        return reasoning.decided(
            ExBurstAnswers(before_next_card=True),
            "Yes — the EX Burst is resolved before the next damage card is revealed (the damage doesn't come "
            "from one same ability).",
            ["not if the damage came from one same ability"],
        )
    return reasoning.decided(
        ExBurstAnswers(before_next_card=False),
        "No — the damage comes from one same ability: all of it is dealt first, then the EX Bursts are "
        "resolved in order.",
    )
