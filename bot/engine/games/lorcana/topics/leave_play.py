"""lorcana.leave_play — a card leaves play: where do the cards under it go, what does it keep? (8.10.7)"""

from __future__ import annotations

from typing import ClassVar, Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.state import printed_triggers, view
from bot.engine.games.lorcana.topics._effect import QUESTION
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

Destination = Literal["discard", "hand", "deck", "inkwell"]
LeaveQuestion = Literal["under_go_to", "still_stacked", "damage_kept", "effects_kept"]


class LeavePlayAnswers(Answers):
    """What 8.10.7, 5.1.1.7 and 7.1.6 decide about a card leaving play."""

    under_go_to: Destination | None = Field(default=None, description="Where do the cards under it go?")
    still_stacked: bool | None = Field(default=None, description="Are those cards still in a stack?")
    damage_kept: int | None = Field(default=None, description="How much damage is on it once it left play?")
    effects_kept: bool | None = Field(default=None, description="Does it keep the effects that were on it?")


class LeavePlayScenario(ScenarioBase):
    """A card leaves play: where do the cards under it go, and what does it keep? (8.10.7, 7.1.6)"""

    command: ClassVar[str] = "leave"
    area: ClassVar[str] = "zones"
    answer_model = LeavePlayAnswers
    topic: Literal["lorcana.leave_play"] = "lorcana.leave_play"
    card: LorcanaCardInput = Field(
        description="The card leaving play (a shifted character, with dmg= and effect=)."
    )
    under: tuple[LorcanaCardInput, ...] = Field(
        default=(), max_length=12, description="The cards under it (the one it shifted onto, Boost cards)."
    )
    to: Destination = Field(default="discard", description="Where it goes (banished: the discard).")
    question: LeaveQuestion = Field(default="under_go_to", description=QUESTION)

    @model_validator(mode="after")
    def _under_given(self) -> Self:
        asked = "question" in self.model_fields_set  # unasked, with none under: what it keeps
        if asked and self.question in ("under_go_to", "still_stacked") and not self.under:
            raise ValueError(f"`{self.question}` needs the cards under it (`under`)")
        return self


@topic(LeavePlayScenario)
def decide_leave_play(scenario: LeavePlayScenario, reasoning: Reasoning) -> Verdict:
    """The stack moves with its top card (8.10.7 for a shifted character, 5.1.1.7 for any stack); the
    card that left is a new card, without its damage and gained effects (7.1.6)."""
    card = view(reasoning, scenario.card.model_copy(update={"effects": ()}), "leaving play", "you")
    printed_triggers(reasoning, [card], decided="what it leaves behind")
    to = scenario.to
    answers: dict[str, object] = {}
    if scenario.under:
        names = ", ".join(under.name for under in scenario.under)
        shifted = any(card.all(name) for name in ("Shift", "[Classification] Shift", "Universal Shift"))
        quote = Q.STACK_LEAVES_TOGETHER if shifted else Q.TOP_CARD_LEAVES
        reasoning.rule(f"the cards under {card.name} ({names}) move to the {to} with it", True, quote)
        if scenario.question == "under_go_to":
            reasoning.settles()
        reasoning.rule(f"those cards are still in a stack in the {to}", False, quote)
        if scenario.question == "still_stacked":
            reasoning.settles()
        answers |= {"under_go_to": to, "still_stacked": False}
    damage, effects = scenario.card.damage, scenario.card.effects
    listed = ", ".join(f"“{effect}”" for effect in effects)
    what = f"its {damage} damage" + (f" and the effects on it ({listed})" if effects else "")
    reasoning.rule(f"{card.name} keeps {what} in the {to}", False, Q.LEFT_PLAY_NEW_CARD)
    if scenario.question in ("damage_kept", "effects_kept") or not scenario.under:
        reasoning.settles()
    answers |= {"damage_kept": 0, "effects_kept": False}
    typed = LeavePlayAnswers.model_validate(answers)
    asked = scenario.question if scenario.question in answers else "damage_kept"
    return reasoning.decided(typed, _headline(scenario, asked, card.name))


def _headline(scenario: LeavePlayScenario, asked: str, name: str) -> str:
    to = scenario.to
    if asked == "under_go_to":
        count = len(scenario.under)
        cards = f"the {count} cards under {name} go" if count > 1 else f"the card under {name} goes"
        return f"{to.capitalize()} — {cards} to the {to} with it."
    if asked == "still_stacked":
        return f"No — once {name} left play, the cards that were under it are no longer in a stack."
    if asked == "damage_kept":
        return f"{name} has no damage (0) in the {to}: it became a new card as it left play."
    return f"No — the effects that were on {name} are removed as it left play: it became a new card."
