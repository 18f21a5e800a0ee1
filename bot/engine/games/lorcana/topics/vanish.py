"""lorcana.vanish — is a character with Vanish banished by this choice, and when? (8.14)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput, Side
from bot.engine.games.lorcana.choosing import effect_choice, fits_choice, out_of_play, select
from bot.engine.games.lorcana.effects import EffectText
from bot.engine.games.lorcana.state import printed_triggers, view
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

VanishWhen = Literal["after_the_action", "never"]
"""8.14.2: the banish resolves after the action's effect resolves, or it never happens."""


class VanishAnswers(Answers):
    """What 8.14 decides about a character with Vanish that an effect picks."""

    banished: bool | None = Field(default=None, description="Is it banished by Vanish?")
    triggers: bool | None = Field(default=None, description="Does its Vanish trigger?")
    when: VanishWhen | None = Field(
        default=None, description="When is it banished: after the action's effect resolves, or never?"
    )


class VanishScenario(ScenarioBase):
    """Is a character with Vanish banished when an effect picks it, and when? (8.14)"""

    answer_model = VanishAnswers
    topic: Literal["lorcana.vanish"] = "lorcana.vanish"
    target: LorcanaCardInput = Field(description="The character with Vanish (default: the opponent's).")
    question: Literal["banished", "triggers", "when"] = Field(default="banished", description=QUESTION)
    effect_by: Side = Field(default="you", description=EFFECT_BY)
    effect_source: EffectSource = Field(default="action", description=EFFECT_SOURCE)
    effect_chooses: bool = Field(default=True, description=EFFECT_CHOOSES)
    chooser: Side | None = Field(default=None, description=CHOOSER)
    effect_text: EffectText | None = Field(default=None, description=EFFECT_TEXT)
    moved_before_vanish: bool = Field(
        default=False, description="The effect itself moved the target to another zone (hand, discard…)."
    )


def _no(reasoning: Reasoning, asked: str, answers: VanishAnswers, why: str, fix: str) -> Verdict:
    """Not banished: the headline states the asked answer (No, or Never) and why."""
    if asked == "when":
        headline = f"Never — {why}."
    elif asked == "triggers" and answers.triggers:
        headline = f"Yes — Vanish triggers, but {why}."
    else:
        headline = f"No — {why}."
    return reasoning.decided(answers, headline, [fix])


@topic(VanishScenario)
def decide_vanish(scenario: VanishScenario, reasoning: Reasoning) -> Verdict:
    """Vanish = chosen (choosing mechanism) + by an opponent (the chooser) + as part of an action's effect."""
    target = view(reasoning, scenario.target, "target", "opponent")
    printed_triggers(reasoning, [target], relevant=frozenset({"other"}), decided="whether it is banished")
    asked = scenario.question
    never = VanishAnswers(banished=False, triggers=False, when="never")
    if not reasoning.rule(f"{target.who} has Vanish", target.has("Vanish"), Q.VANISH):
        return _no(reasoning, asked, never, f"{target.name} has no Vanish", "banished if it had Vanish")
    choice = effect_choice(scenario.effect_text)
    if out_of_play(reasoning, target, choice):
        return _no(
            reasoning,
            asked,
            never,
            f"{target.name} is {target.where}, where it is a card, not what the effect picks",
            "banished if it were in play and chosen by an opponent's action",
        )
    chooses = choice.chooses if choice is not None else scenario.effect_chooses
    how = selection(scenario.effect_by, scenario.effect_source, chooses, scenario.chooser)
    if choice is not None and chooses and not fits_choice(reasoning, target, choice, how.by):
        return _no(
            reasoning,
            asked,
            never,
            f"the effect chooses only a “{choice.described}”, and {target.name} isn't one, "
            "so Vanish can't trigger",
            f"banished if it fitted “{choice.described}”",
        )
    outcome = select(reasoning, target, how)
    if not outcome.affected:
        return _no(
            reasoning,
            asked,
            never,
            f"Ward stops the opponent choosing {target.name}, so it is never chosen and Vanish can't trigger",
            "banished if it lost Ward before being chosen by an opponent's action",
        )
    if not outcome.vanish:
        if not outcome.chosen:
            why, fix = "the effect doesn't choose it", "banished if the effect chose it"
        elif how.picker == target.side:
            why, fix = (
                "it was chosen by its own controller, not an opponent",
                "banished if an opponent had chosen it for an action",
            )
        else:
            why, fix = (
                "it was chosen by an ability, not an action",
                "banished if an action (or song) had chosen it",
            )
        return _no(reasoning, asked, never, f"Vanish doesn't trigger: {why}", fix)
    reasoning.rule("Vanish resolves after the action's effect has resolved", True, Q.VANISH_AFTER_ACTION)
    moved = reasoning.rule(
        f"{target.name} has moved to a different zone before Vanish resolves",
        scenario.moved_before_vanish,
        Q.VANISH_MOVED,
    )
    if moved:
        return _no(
            reasoning,
            asked,
            VanishAnswers(banished=False, triggers=True, when="never"),
            f"it resolves with no effect: {target.name} already left for another zone",
            "banished if the action's effect had left it in play",
        )
    answers = VanishAnswers(banished=True, triggers=True, when="after_the_action")
    if asked == "when":
        headline = f"After the action's effect resolves, Vanish banishes {target.name}."
    elif asked == "triggers":
        headline = f"Yes — Vanish triggers and banishes {target.name} once the action's effect has resolved."
    else:
        headline = f"Yes — {target.name} is banished by Vanish once the action's effect has resolved."
    return reasoning.decided(
        answers,
        headline,
        ["not banished if the choosing effect were an ability's, or chosen by its controller"],
    )
