"""fftcg.back_attack — can I deploy this Character with Back Attack now; can my opponent prevent it?"""

from __future__ import annotations

from types import MappingProxyType
from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.cards import HAND, FFTCGCardInput
from bot.engine.games.fftcg.quotes import newer_wording
from bot.engine.games.fftcg.state import view
from bot.engine.games.fftcg.topics._common import PHASE_NAMES, Phase, has_priority, priority_possible
from bot.engine.legality import Legality
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic, yes_to
from bot.engine.verdict import Answers, Verdict

BackAttackQuestion = Literal["deploy", "can_be_prevented"]


class BackAttackAnswers(Answers):
    """What the Back Attack text decides."""

    deploy: bool | None = Field(default=None, description="Can I deploy it with Back Attack now?")
    can_be_prevented: bool | None = Field(
        default=None, description="Can my opponent prevent it being played?"
    )


class BackAttackScenario(ScenarioBase):
    """Can I deploy this Back Attack Character now, and can my opponent prevent it? (no stack)"""

    card_kinds = MappingProxyType({"card": HAND})  # in your hand: never active or dull
    answer_model = BackAttackAnswers
    topic: Literal["fftcg.back_attack"] = "fftcg.back_attack"
    card: FFTCGCardInput = Field(description="The card in your hand, e.g. Yuffie Back Attack.")
    question: BackAttackQuestion = Field(
        default="deploy",
        description="deploy: can I deploy it now; can_be_prevented: can the opponent stop it.",
    )
    phase: Phase = Field(default="attack", description="The current phase (of either player's turn).")
    priority: bool = Field(default=True, description="You have priority.")
    responding: bool = Field(default=False, description="You would deploy it in response to your opponent.")

    def untyped_defaults(self, verdict: Verdict | None = None) -> tuple[str, ...]:
        """The phase and priority decide whether it can be deployed (Back Attack): shown when taken by
        default."""
        if not yes_to(self, "deploy", verdict):
            return ()
        typed = self.__pydantic_fields_set__
        found = [] if "phase" in typed else [PHASE_NAMES[self.phase]]
        return (*found, *([] if "priority" in typed else ["you have priority"]))

    @model_validator(mode="after")
    def _priority_possible(self) -> Self:
        priority_possible(self.phase, self.priority, "priority" in self.__pydantic_fields_set__)
        return self


@topic(BackAttackScenario)
def decide_back_attack(scenario: BackAttackScenario, reasoning: Reasoning) -> Verdict:
    """Back Attack's sentence is a permission ("you can deploy this Character … when you have priority
    during either player’s Main Phase or Attack Phase"), and no sentence says only then: outside those
    phases or without priority the answer is "not covered", unless a cited No holds anyway (no Back
    Attack: marked deciding, so the first screen names it, never the timing)."""
    card = view(reasoning, scenario.card, "", "forward")
    name = card.name
    has_it = reasoning.rule(f"{name} has Back Attack", card.has("Back Attack"), Q.BACK_ATTACK)
    if scenario.question == "can_be_prevented":
        reasoning.rule(
            f"your opponent can prevent {name} from being played with Back Attack",
            False,
            Q.BACK_ATTACK_NO_STACK,
        )
        lacks = "" if has_it else f" ({name} has no Back Attack, though)"
        return reasoning.decided(
            BackAttackAnswers(can_be_prevented=False),
            f"No — Back Attack doesn't use the stack, so it isn't possible to prevent {name} from being "
            f"played{lacks}.",
        )
    unmet = Legality(marks=reasoning)
    if not has_it:
        unmet.fail(f"{name} has no Back Attack", f"{name} had Back Attack")
    reasoning.requires(
        f"{name} is a Character",
        card.is_character,
        Q.BACK_ATTACK_CHARACTER,
        unmet,
        f"{name} is a {card.type}, not a Character",
        f"{name} were a Character",
    )
    phase = PHASE_NAMES[scenario.phase]
    if scenario.phase in ("main_1", "main_2"):
        reasoning.rule(f"{phase} is one of the turn's two Main Phases", True, Q.MAIN_PHASES)
    open_timing: list[str] = []
    if not reasoning.rule(
        f"it is either player's Main Phase or Attack Phase (now: {phase})"
        + newer_wording(reasoning, "15.2.5.2"),
        scenario.phase in ("main_1", "main_2", "attack"),
        Q.BACK_ATTACK,
    ):
        open_timing.append(f"in the {phase}")
    priority = has_priority(reasoning, scenario.phase, scenario.priority, Q.BACK_ATTACK)
    if not priority:
        open_timing.append("without priority")
    if scenario.responding:
        reasoning.rule(
            "with priority, Back Attack can be used as a response to your opponent",
            priority,
            Q.BACK_ATTACK_RESPONSE,
        )
    if not unmet.legal:
        return reasoning.decided(
            BackAttackAnswers(deploy=False),
            f"No — you can't deploy {name} with Back Attack now: {unmet.problems()}.",
            # With the timing open, fixing these would make it "not covered", not legal: no line then.
            []
            if open_timing
            else ["legal if " + " and ".join(shortfall.fix for shortfall in unmet.shortfalls)],
        )
    if open_timing:
        raise NotCovered(
            f"The text doesn't say whether Back Attack can be used {' or '.join(open_timing)}: you 'can "
            "deploy this Character to your field when you have priority during either player’s Main Phase "
            "or Attack Phase', but it never says only then."
        )
    reasoning.rule("it doesn't use the stack: your opponent can't prevent it", True, Q.BACK_ATTACK_NO_STACK)
    response = " as a response to your opponent" if scenario.responding else ""
    return reasoning.decided(
        BackAttackAnswers(deploy=True, can_be_prevented=False),
        f"Yes — with priority in the {phase} (either player's), you can deploy {name} from your "
        f"hand{response}; it doesn't use the stack, so it can't be prevented.",
        ["not without priority, nor outside a Main or Attack Phase"],
    )
