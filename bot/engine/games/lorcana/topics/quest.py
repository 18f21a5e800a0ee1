"""lorcana.quest — can this character quest, and what does its Support give? (8.7.2, 8.13.1)"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.lorcana import assumptions as A
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.choosing import Selection, select
from bot.engine.games.lorcana.damage import counted_strength
from bot.engine.games.lorcana.printed import Event
from bot.engine.games.lorcana.state import CardView, a_kind, printed_triggers, settled, view
from bot.engine.games.lorcana.topics._effect import QUESTION
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict


class QuestAnswers(Answers):
    """What 4.5, 8.7.2 and Support (8.13.1) decide about questing."""

    can_quest: bool | None = Field(default=None, description="Can this character quest?")
    may_choose_self: bool | None = Field(default=None, description="May its Support choose itself?")
    may_choose_target: bool | None = Field(
        default=None, description="May its Support choose the Support target given?"
    )
    strength_added: int | None = Field(default=None, description="How much strength does Support add?")


class QuestScenario(ScenarioBase):
    """Can this character quest? With Support, whom may it choose? (Reckless 8.7.2, Support 8.13.1)"""

    answer_model = QuestAnswers
    topic: Literal["lorcana.quest"] = "lorcana.quest"
    quester: LorcanaCardInput = Field(description="Your character that would quest.")
    question: Literal["can_quest", "may_choose_self", "may_choose_target", "strength_added"] = Field(
        default="can_quest", description=QUESTION
    )
    support_target: LorcanaCardInput | None = Field(
        default=None, description="Another character to receive the quester's Support."
    )

    @model_validator(mode="after")
    def _inputs_asked_for(self) -> Self:
        if self.question == "may_choose_target" and self.support_target is None:
            raise ValueError("`may_choose_target` needs the Support target (`support_target`)")
        supports = any(keyword.name == "Support" for keyword in self.quester.keywords)
        if self.question == "strength_added" and supports and self.quester.strength is None:
            raise ValueError("question 'strength_added' needs the quester's strength (str=N)")
        return self


def _support(reasoning: Reasoning, quester: CardView, target: CardView | None) -> tuple[QuestAnswers, str]:
    """Support on questing (8.13.1): whom it may choose ("another chosen character", 6.1.6, and the
    choosing mechanism), what it adds, and the headline's addition."""
    reasoning.rule(f"{quester.who} has Support, which triggers when it quests", True, Q.SUPPORT)
    reasoning.rule(
        f"Support may choose {quester.who} itself ('another' is a card the ability doesn't originate from)",
        False,
        Q.ANOTHER,
    )
    given = counted_strength(reasoning, quester)  # 6.6.2: a negative {S} adds 0
    answers = QuestAnswers(can_quest=True, may_choose_self=False, strength_added=given)
    if target is None:
        return answers, "; Support lets you add its strength to another chosen character's this turn"
    if not reasoning.rule(
        f"{target.who} is a character, as Support's 'another chosen character'",
        target.type == "character",
        Q.SUPPORT,
    ):
        answers = answers.model_copy(update={"may_choose_target": False})
        return answers, f"; Support can't choose {target.name}, {a_kind(target.type)}"
    if target.card.zone not in (None, "play"):  # 5.3.1: out of play it is a character card
        reasoning.rule(f"{target.who}, {target.where}, is a character", False, Q.CHARACTER_CARD)
        answers = answers.model_copy(update={"may_choose_target": False})
        return answers, f"; Support can't choose {target.name}: it is {target.where}, not a character in play"
    outcome = select(reasoning, target, Selection(by=quester.side, means="ability"))
    answers = answers.model_copy(update={"may_choose_target": outcome.affected})
    if not outcome.affected:
        return answers, f"; Support can't choose {target.name} (Ward)"
    base = target.card.strength
    if given is None:
        return answers, f"; Support may add its strength to {target.name}'s this turn"
    if base is None:
        return answers, f"; Support may add {given} strength to {target.name} this turn"
    return answers, f"; Support may add {given} strength to {target.name} ({base} → {base + given}) this turn"


def _no_support(reasoning: Reasoning, quester: CardView, target: CardView | None) -> QuestAnswers:
    """Asked about Support on a character without it: it chooses no one and adds nothing (8.13.1)."""
    reasoning.rule(f"{quester.who} has Support", False, Q.SUPPORT)
    return QuestAnswers(
        can_quest=True,
        may_choose_self=False,
        may_choose_target=False if target is not None else None,
        strength_added=0,
    )


def _support_headline(asked: str, answers: QuestAnswers, quester: CardView, target: CardView | None) -> str:
    if not quester.has("Support"):
        if asked == "strength_added":
            return f"0: {quester.name} has no Support, so questing adds no strength to anyone."
        return f"No — {quester.name} has no Support, so it chooses no character."
    if asked == "may_choose_self":
        return f"No — Support adds to another chosen character: {quester.name} can't choose itself."
    if asked == "may_choose_target" and target is not None:
        if answers.may_choose_target:
            return f"Yes — {quester.name}'s Support may choose {target.name}, another character."
        if target.type != "character":
            return f"No — Support chooses another character, and {target.name} is {a_kind(target.type)}."
        if target.card.zone not in (None, "play"):
            return (
                f"No — Support chooses another character, and {target.name} is {target.where}: "
                "out of play it is a character card."
            )
        return (
            f"No — {quester.name}'s Support can't choose {target.name}: its Ward stops opponents choosing it."
        )
    onto = f" to {target.name}'s" if target is not None else " to another chosen character's"
    return f"{quester.name}'s Support adds its {answers.strength_added} strength{onto} this turn."


def _quest_relevant(question: str) -> frozenset[Event]:
    """The trigger events whose unread effects could change the strength Support adds (a "whenever
    this character quests" resolving first, or any other); whether it can quest or choose, none."""
    return frozenset({"quests", "other"}) if question == "strength_added" else frozenset()


@topic(QuestScenario)
def decide_quest(scenario: QuestScenario, reasoning: Reasoning) -> Verdict:
    turn = scenario.quester.controller or "you"  # questing is its player's turn action (4.1.3)
    quester = view(reasoning, scenario.quester, "quester", "you", turn=turn)
    printed_triggers(
        reasoning,
        [quester],
        relevant=_quest_relevant(scenario.question),
        happening=frozenset({"quests"}),
        decided="the strength Support adds" if scenario.question == "strength_added" else "the answer",
    )
    if not quester.in_play:
        reasoning.rule(f"{quester.who} is in play (it is {quester.where})", False, Q.NOT_IN_PLAY)
        reasoning.rule(f"{quester.who}, {quester.where}, is a character", False, Q.CHARACTER_CARD)
        reasoning.decisive()
        return reasoning.decided(
            QuestAnswers(can_quest=False),
            f"No — {quester.name} is {quester.where}, and only characters in play can quest.",
        )
    if quester.type != "character":
        reasoning.rule(f"{quester.who} is a character", False, Q.ONLY_CHARACTERS_QUEST)
        return reasoning.decided(
            QuestAnswers(can_quest=False),
            f"No — {quester.name} is {a_kind(quester.type)}, and only characters can quest.",
        )
    problems, would_change = [], []
    barred = quester.barred(reasoning, "cant_quest", "quest")
    if barred is not None:
        reasoning.decisive()
        problems.append(f"{barred.says('it')} says it can't quest")
    if reasoning.rule(f"{quester.who} has Reckless", quester.has("Reckless"), Q.RECKLESS_NO_QUEST):
        reasoning.decisive()
        problems.append("it has Reckless")
        reasoning.rule(
            f"{quester.who} can still be exerted to sing songs or use abilities", True, Q.RECKLESS_MAY_EXERT
        )
        would_change.append("it can still be exerted to sing a song or use an ability (8.7.4)")
    if not reasoning.assume(
        f"{quester.who} is ready (questing exerts it)", quester.ready, A.EXERT_NEEDS_READY
    ):
        reasoning.decisive()
        problems.append("it is exerted")
    if not reasoning.rule(f"{quester.who} is dry (a drying character can't quest)", quester.dry, Q.DRYING):
        reasoning.decisive()
        problems.append("it is drying")
        if quester.has("Rush"):
            reasoning.rule(
                f"Rush lets {quester.who} quest while drying (it only covers challenging)", False, Q.RUSH
            )
    if problems:
        return reasoning.decided(
            QuestAnswers(can_quest=False),
            f"No — {quester.name} can't quest: {', '.join(problems)}.",
            would_change,
        )
    target = None
    if scenario.support_target is not None:
        target = view(reasoning, scenario.support_target, "Support target", quester.side, turn=turn)
    answers, support = QuestAnswers(can_quest=True), ""
    asked = scenario.question
    if quester.has("Support"):
        answers, support = _support(reasoning, quester, target)
    elif asked != "can_quest":
        answers = _no_support(reasoning, quester, target)
    would_change = ["not if it were exerted, drying or Reckless"]
    answers = settled(answers, asked, [quester], _quest_relevant)
    if asked != "can_quest" and getattr(answers, asked) is not None:  # else not reached: can it quest
        return reasoning.decided(answers, _support_headline(asked, answers, quester, target), would_change)
    return reasoning.decided(answers, f"Yes — {quester.name} can quest{support}.", would_change)
