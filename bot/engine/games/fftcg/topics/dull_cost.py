"""fftcg.dull_cost — can this Character use an ability whose cost has the Dull icon now? (2.1.2's 11.6.2.2 and
11.7.2.2: controlled since the start of the turn unless it has Haste; Monsters are the exception)"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.citations import RuleQuote
from bot.engine.errors import NotCovered
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.state import CardView, view
from bot.engine.games.fftcg.topics._common import (
    PHASE_NAMES,
    Phase,
    has_priority,
    on_the_field,
    priority_possible,
    untyped_control,
)
from bot.engine.legality import Legality
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic, yes_to
from bot.engine.verdict import Answers, Verdict

AbilityKind = Literal["action", "special"]

WITHOUT_PRIORITY = (
    "The rules don't say whether an ability can be used without priority: 9.3.1.7 says each player may "
    "use one 'while he or she has the priority' and 11.1.1 that 'A player with priority can cast a card or "
    "an ability', but neither says only then, as 9.3.1.7 says 'only' of the Main and Attack Phases."
)


class DullCostAnswers(Answers):
    """What 2.1.2 decides about using an ability whose cost includes the Dull icon."""

    can_use: bool | None = Field(default=None, description="Can it use the ability now?")


class DullCostScenario(ScenarioBase):
    """Can this Character use an ability with the Dull icon now? (new this turn, Haste, Monsters)"""

    answer_model = DullCostAnswers
    topic: Literal["fftcg.dull_cost"] = "fftcg.dull_cost"
    character: FFTCGCardInput = Field(
        description="The card using it, e.g. Cid type=backup new Haste (type=forward, backup, monster)."
    )
    kind: AbilityKind = Field(
        default="action", description="An action ability, or a special ability (S icon)."
    )
    dull_icon: bool = Field(default=True, description="The ability's cost includes the Dull icon.")
    monster_forward: bool = Field(
        default=False, description="The Monster is a Forward now (an effect made it one)."
    )
    phase: Phase = Field(default="main_1", description="The current phase (of either player's turn).")
    priority: bool = Field(default=True, description="You have priority.")

    def untyped_defaults(self, verdict: Verdict | None = None) -> tuple[str, ...]:
        """The phase and priority (9.3.1.7) and, for a Dull-icon cost, not new (11.6.2.2) decide a Yes:
        shown when taken by default."""
        if not yes_to(self, "can_use", verdict):
            return ()
        typed = self.__pydantic_fields_set__
        found = [] if "phase" in typed else [PHASE_NAMES[self.phase]]
        if "priority" not in typed:
            found.append("you have priority")
        if self.dull_icon:
            found += untyped_control([self.character], attacked=False)
        return tuple(found)

    @model_validator(mode="after")
    def _priority_possible(self) -> Self:
        priority_possible(self.phase, self.priority, "priority" in self.__pydantic_fields_set__)
        return self


@topic(DullCostScenario)
def decide_dull_cost(scenario: DullCostScenario, reasoning: Reasoning) -> Verdict:
    """When abilities may be used (9.3.1.7), then the Dull icon's own limit (11.6.2.2 / 11.7.2.2, Haste).

    9.3.1.7's phases are a limit ("during the Main Phase and the Attack Phase only"); its priority is a
    permission ("may use … while he or she has the priority"), and no sentence says only then: without
    priority the answer is "not covered", unless a cited No holds anyway (its step is the one marked)."""
    card = view(reasoning, scenario.character, "", "forward")
    name = card.name
    if not on_the_field(reasoning, card):
        return reasoning.decided(
            DullCostAnswers(can_use=False), f"No — {name} is a Summon: it is never on the field to use it."
        )
    unmet = Legality(marks=reasoning)
    phase = PHASE_NAMES[scenario.phase]
    reasoning.requires(
        f"it is a Main Phase or an Attack Phase (now: {phase})",
        scenario.phase in ("main_1", "main_2", "attack"),
        Q.ABILITIES_WHEN,
        unmet,
        f"it is the {phase}",
        "it were a Main Phase or an Attack Phase",
    )
    no_priority = not has_priority(reasoning, scenario.phase, scenario.priority, Q.ABILITIES_WITH_PRIORITY)
    if scenario.kind == "special":
        reasoning.rule(
            f"a special ability also needs a card named {name} discarded from your hand",
            True,
            Q.SPECIAL_DISCARD,
        )
    if scenario.dull_icon:
        _dull_icon(scenario, reasoning, card, unmet)
    else:
        reasoning.rule(
            "the ability's cost has the Dull icon, so the limit on new Characters applies",
            False,
            _limit(scenario),
        )
    discard = [f"a card named {name} to discard"] if scenario.kind == "special" else []
    kind = f"{scenario.kind} ability"
    if not unmet.legal:
        return reasoning.decided(
            DullCostAnswers(can_use=False),
            f"No — {name} can't use that {kind} now: {unmet.problems()}.",
            # Without priority, fixing these would make it "not covered", not legal: no line then. In a
            # phase nobody has priority in (9.1.1.2), a priority left at its default holds in the others.
            [] if not scenario.priority else unmet.would_change(),
        )
    if no_priority:
        raise NotCovered(WITHOUT_PRIORITY)
    why = _why(scenario, card)
    return reasoning.decided(
        DullCostAnswers(can_use=True),
        f"Yes — {name} can use that {kind} now{why}"
        + (" (discarding a card of the same name)." if discard else "."),
        unmet.relies_on,
    )


def _limit(scenario: DullCostScenario) -> RuleQuote:
    return Q.DULL_ICON_ACTION if scenario.kind == "action" else Q.DULL_ICON_SPECIAL


def _dull_icon(scenario: DullCostScenario, reasoning: Reasoning, card: CardView, unmet: Legality) -> None:
    """A Forward or Backup (or a Monster that became a Forward): controlled since the turn began, or Haste;
    a Monster: the exception. A card that is already dull: the text doesn't say."""
    name = card.name
    special = scenario.kind == "special"
    if card.type == "monster":
        if not scenario.monster_forward:
            reasoning.rule(
                f"{name} is a Monster: it can use abilities with the Dull icon on the turn it is played",
                True,
                Q.DULL_ICON_SPECIAL_MONSTER if special else Q.DULL_ICON_MONSTER,
            )
            _already_dull(card)
            return
        reasoning.rule(
            f"{name} is a Monster that became a Forward: the rules for Forwards apply",
            True,
            Q.DULL_ICON_SPECIAL_MONSTER_FORWARD if special else Q.DULL_ICON_MONSTER_FORWARD,
        )
    controlled = reasoning.rule(
        f"{name} has been under your control since the start of your turn",
        not card.card.new,
        _limit(scenario),
    )
    if not controlled:
        if reasoning.rule(
            f"{name} has Haste, so it can use an ability with the Dull icon in its cost although it is new",
            card.has("Haste"),
            Q.HASTE_DULL_ICON,
        ):
            unmet.relies_on.append(f"not if {name} lost Haste (it is new this turn)")
        else:
            unmet.fail(
                f"{name} hasn't been under your control since the start of your turn and has no Haste",
                f"{name} had Haste",
                step=2,
            )
    if card.card.frozen:
        reasoning.rule(
            f"{name} is frozen; Freeze changes only the rules of the Activation Phase", True, Q.FREEZE_PHASE
        )
    _already_dull(card)


def _already_dull(card: CardView) -> None:
    if card.card.dull:
        raise NotCovered(
            f"{card.name} is already dull. The Dull icon in a cost is paid by dulling the card, and the "
            "rules the bot has don't say whether an already dull Character can pay it (the glossary only "
            "says that dull Characters can be dulled)."
        )


def _why(scenario: DullCostScenario, card: CardView) -> str:
    if not scenario.dull_icon:
        return ": its cost has no Dull icon, so being new this turn doesn't matter"
    if card.type == "monster" and not scenario.monster_forward:
        return ": a Monster can use Dull-icon abilities on the turn it is played"
    if card.card.new:
        return ": it has Haste, so being new this turn doesn't stop it"
    return ": it has been under your control since the start of your turn"
