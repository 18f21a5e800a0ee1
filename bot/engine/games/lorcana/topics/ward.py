"""lorcana.ward — can this effect choose (or affect) a card with Ward? (8.15)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput, Side
from bot.engine.games.lorcana.choosing import effect_choice, fits_choice, out_of_play, select
from bot.engine.games.lorcana.effects import EffectText
from bot.engine.games.lorcana.state import CardView, printed_triggers, view
from bot.engine.games.lorcana.topics._effect import (
    CHOOSER,
    EFFECT_BY,
    EFFECT_CHOOSES,
    EFFECT_SOURCE,
    EFFECT_TEXT,
    QUESTION,
    EffectSource,
    selection,
)
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict


class WardAnswers(Answers):
    """What 8.15 decides about a card an effect would pick."""

    affected: bool | None = Field(default=None, description="Can the effect choose or affect the card?")
    can_choose: bool | None = Field(
        default=None, description="Can the choosing player choose it (an effect that chooses)?"
    )
    must_choose_bodyguard: bool | None = Field(
        default=None, description="Must the effect choose a Bodyguard among its other characters instead?"
    )


class WardScenario(ScenarioBase):
    """Can an effect choose, or affect, a card with Ward? (8.15)"""

    answer_model = WardAnswers
    topic: Literal["lorcana.ward"] = "lorcana.ward"
    target: LorcanaCardInput = Field(
        description="The card the effect would choose (default: the opponent's)."
    )
    question: Literal["affected", "can_choose", "must_choose_bodyguard"] = Field(
        default="affected", description=QUESTION
    )
    effect_by: Side = Field(default="you", description=EFFECT_BY)
    effect_source: EffectSource = Field(default="action", description=EFFECT_SOURCE)
    effect_chooses: bool = Field(default=True, description=EFFECT_CHOOSES)
    chooser: Side | None = Field(default=None, description=CHOOSER)
    effect_text: EffectText | None = Field(default=None, description=EFFECT_TEXT)
    target_others: tuple[LorcanaCardInput, ...] = Field(
        default=(), max_length=12, description="The target's controller's other characters (Bodyguard)."
    )


def _bodyguard(reasoning: Reasoning, target: CardView, others: list[CardView]) -> Verdict:
    """8.3.3 restricts an opponent choosing a character to challenge: an effect's choice is not one."""
    guards = [other for other in others if other.in_play and other.has("Bodyguard")]
    if not guards:
        reasoning.rule(
            f"one of {target.name}'s controller's other characters has Bodyguard", False, Q.BODYGUARD
        )
        return reasoning.decided(
            WardAnswers(must_choose_bodyguard=False),
            f"No — none of {target.name}'s controller's other characters has Bodyguard.",
            ["Bodyguard would not bind it either: it binds choosing a character to challenge"],
        )
    names = " and ".join(guard.name for guard in guards)
    reasoning.rule(
        f"Bodyguard on {names} binds this choice (it binds an opponent choosing a character to challenge, "
        "and the effect chooses to resolve itself, not to challenge)",
        False,
        Q.BODYGUARD,
    )
    reasoning.settles()
    return reasoning.decided(
        WardAnswers(must_choose_bodyguard=False),
        f"No — {names}'s Bodyguard binds choosing a character to challenge, not an effect's choice: "
        f"the effect may choose {target.name}.",
        [f"a challenge would have to choose {names} if able (8.3.3)"],
    )


@topic(WardScenario)
def decide_ward(scenario: WardScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over the choosing mechanism: Ward asks who chooses, not who controls the effect."""
    target = view(reasoning, scenario.target, "target", "opponent", kind="character")
    printed_triggers(reasoning, [target], decided="whether it can be chosen")
    if scenario.question == "must_choose_bodyguard":
        others = [view(reasoning, card, "", target.side) for card in scenario.target_others]
        return _bodyguard(reasoning, target, others)
    choice = effect_choice(scenario.effect_text)
    if out_of_play(reasoning, target, choice):
        return reasoning.decided(
            WardAnswers(affected=False, can_choose=False),
            f"No — {target.name} is {target.where}, where it is a card, not what the effect picks.",
            ["the effect could pick it in play (then Ward decides)"],
        )
    chooses = choice.chooses if choice is not None else scenario.effect_chooses
    how = selection(scenario.effect_by, scenario.effect_source, chooses, scenario.chooser)
    if choice is not None and chooses and not fits_choice(reasoning, target, choice, how.by):
        reasoning.decisive()
        return reasoning.decided(
            WardAnswers(affected=False, can_choose=False),
            f"No — the effect chooses only a “{choice.described}”, and {target.name} isn't one.",
            [f"it could be chosen if it fitted “{choice.described}” (then Ward decides)"],
        )
    if not reasoning.rule(f"{target.who} has Ward", target.has("Ward"), Q.WARD):
        return reasoning.decided(
            WardAnswers(affected=True, can_choose=True if chooses else None),
            f"Yes — {target.name} has no Ward, so Ward puts no limit on the effect.",
        )
    outcome = select(reasoning, target, how)
    vanish = " (and its Vanish triggers)" if outcome.vanish else ""
    if not chooses:
        return reasoning.decided(
            WardAnswers(affected=True),
            f"Yes — the effect doesn't choose, so it still affects {target.name} despite Ward{vanish}.",
            [f"if the effect chose, an opponent of {target.name}'s controller couldn't pick it"],
        )
    who = "its own controller" if how.picker == target.side else "an opponent"
    if outcome.affected:
        return reasoning.decided(
            WardAnswers(affected=True, can_choose=True),
            f"Yes — Ward stops only opponents; {target.name} is chosen by {who}, who may choose it{vanish}.",
            ["an opponent choosing couldn't choose it"],
        )
    return reasoning.decided(
        WardAnswers(affected=False, can_choose=False),
        f"No — {target.name} has Ward and the choice is made by its controller's opponent, "
        "who can't choose it for an effect.",
        [
            "it would be affected by an effect that doesn't choose (e.g. 'each opposing character')",
            f"its controller could choose it ('chooser' = {target.name}'s controller)",
        ],
    )
