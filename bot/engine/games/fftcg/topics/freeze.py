"""fftcg.freeze — will this Character activate in its controller's next Activation Phase?"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.state import CardView, view
from bot.engine.games.fftcg.topics._common import on_the_field
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

Whose = Literal["its_controller", "its_owner", "the_freezing_player", "the_turn_player"]


class FreezeAnswers(Answers):
    """What the Freeze text decides."""

    activates: bool | None = Field(
        default=None, description="Does it activate in its controller's next Activation Phase?"
    )
    waits_for: Whose | None = Field(default=None, description="Whose Activation Phase does Freeze skip?")
    dulls_now: bool | None = Field(default=None, description="Does freezing an active Character dull it now?")


class FreezeScenario(ScenarioBase):
    """Will this Character activate in its controller's next Activation Phase? (Freeze)"""

    answer_model = FreezeAnswers
    topic: Literal["fftcg.freeze"] = "fftcg.freeze"
    character: FFTCGCardInput = Field(description="The Character, e.g. Squall dull frozen.")
    question: Literal["activates", "waits_for", "dulls_now"] = Field(
        default="activates", description="Which to answer."
    )
    phases_passed: int = Field(
        default=0,
        ge=0,
        le=9,
        description="Activation Phases of its controller already begun since it was frozen.",
    )


@topic(FreezeScenario)
def decide_freeze(scenario: FreezeScenario, reasoning: Reasoning) -> Verdict:
    character = view(reasoning, scenario.character, "", "forward")
    name = character.name
    if not character.is_character:
        return _never_deployed(reasoning, character)
    if scenario.question == "waits_for":
        reasoning.rule(
            "a frozen Character does not activate during its controller's next Activation Phase",
            True,
            Q.FREEZE,
        )
        return reasoning.decided(
            FreezeAnswers(waits_for="its_controller"),
            f"Its controller's: frozen Characters do not activate during their controller's next Activation "
            f"Phase (the text names {name}'s controller, not its owner or the player who froze it).",
        )
    if scenario.question == "dulls_now":
        return _dulls_now(reasoning, character)
    frozen_now = character.card.frozen and scenario.phases_passed == 0
    if character.card.frozen:
        next_phase = "the next" if scenario.phases_passed == 0 else "a later"
        if reasoning.rule(
            f"{name} is frozen and this is {next_phase} Activation Phase of its controller since then",
            frozen_now,
            Q.FREEZE,
        ):
            state = "it stays dull" if character.card.dull else "it is already active, so it stays active"
            return reasoning.decided(
                FreezeAnswers(activates=False, waits_for="its_controller"),
                f"No — {name} is frozen: it does not activate during its controller's next Activation Phase "
                f"({state}).",
                ["it activates in the Activation Phase after that one"],
            )
    else:
        reasoning.rule(f"{name} is frozen", False, Q.FREEZE)
    if character.active:
        reasoning.rule(f"{name} can be activated although it is already active", True, Q.ACTIVATE_ACTIVE)
        headline = (
            f"Yes — {name} is active after its controller's Activation Phase: it is already active, and "
            "active Characters can be activated."
        )
    else:
        reasoning.rule(
            f"{name} is among the dull cards its controller activates in their Active Phase",
            True,
            Q.ACTIVE_PHASE,
        )
        reasoning.rule(f"{name} turns from dull to active", True, Q.ACTIVATE)
        headline = f"Yes — {name} activates: it turns from dull to active."
    if character.card.frozen:
        headline = headline[:-1] + "; Freeze only stopped the next Activation Phase after it was frozen."
    return reasoning.decided(
        FreezeAnswers(activates=True), headline, [] if character.card.frozen else ["not if it were frozen"]
    )


def _never_deployed(reasoning: Reasoning, card: CardView) -> Verdict:
    """A Summon is never on a field, and the Activation Phase activates only cards deployed there: it
    doesn't activate (5.2.3.1.2.1, 9.1.1.1), as `dull_cost` decides it can't use an ability. Freeze's
    other questions are not reached: the first sub-question answers for them."""
    name = card.name
    on_the_field(reasoning, card)
    reasoning.decisive()
    reasoning.rule(
        f"{name} is among the dull cards its controller activates in their Active Phase",
        False,
        Q.ACTIVE_PHASE,
    )
    reasoning.decisive()
    return reasoning.decided(
        FreezeAnswers(activates=False),
        f"No — {name} is a Summon: it is never deployed to a field, so it is never among the dull cards its "
        "controller activates in the Active Phase.",
    )


def _dulls_now(reasoning: Reasoning, character: CardView) -> Verdict:
    """Freezing changes the Activation Phase only: an active Character stays active when frozen."""
    name = character.name
    reasoning.rule(
        f"freezing {name} changes only the rules of the Activation Phase, so it doesn't dull it now",
        True,
        Q.FREEZE_PHASE,
    )
    reasoning.rule(
        f"frozen, {name} won't activate during its controller's next Activation Phase", True, Q.FREEZE
    )
    state = "it stays active (and can still attack or block)" if character.active else "it is dull already"
    return reasoning.decided(
        FreezeAnswers(dulls_now=False, waits_for="its_controller"),
        f"No — freezing doesn't dull {name}: Freeze changes only its controller's next Activation Phase, in "
        f"which it won't activate; {state}.",
        ["an effect that says “dull it and Freeze it” dulls it too"],
    )
