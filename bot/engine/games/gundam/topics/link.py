"""gundam.link — Link Units: does the Pilot meet the Unit's link condition, and what pairing a linked
Pilot gives: attacking the turn it is deployed, 【During Link】, 【When Linked】, its AP and HP.

(3-2-6, 13-2-11, 13-2-12, 3-3-8-1)"""

from __future__ import annotations

from typing import ClassVar, Literal, Self

from pydantic import Field, field_validator, model_validator

from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.battle import fighter
from bot.engine.games.gundam.cards import GundamCard, GundamCardInput
from bot.engine.games.gundam.link import check_link_inputs, links
from bot.engine.games.gundam.printed import GundamScenario, Relevance, gundam_topic
from bot.engine.games.gundam.roles import LINKED
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict

LinkQuestion = Literal["linked", "attack_now", "during_link", "when_linked", "ap", "hp"]


class LinkAnswers(Answers):
    """What 3-2-6, 13-2-11 and 13-2-12 decide about a Unit and its Pilot."""

    linked: bool | None = Field(default=None, description="Is it a Link Unit with this Pilot?")
    attack_now: bool | None = Field(default=None, description="Can it attack the turn it is deployed?")
    during_link: bool | None = Field(default=None, description="Is its 【During Link】 active?")
    when_linked: bool | None = Field(default=None, description="Does its 【When Linked】 trigger?")
    ap: int | None = Field(default=None, description="Its AP with the Pilot?")
    hp: int | None = Field(default=None, description="Its HP with the Pilot?")


class LinkScenario(GundamScenario):
    """Link Units: the Pilot meets the link condition; attacking at once, 【During Link】, 【When Linked】."""

    area: ClassVar[str] = "battle"
    role_names: ClassVar[dict[str, str]] = {"unit": "Unit", "pilot": "its Pilot"}
    answer_model = LinkAnswers
    topic: Literal["gundam.link"] = "gundam.link"
    unit: GundamCardInput = Field(
        description='The Unit: "Gundam (GD01-001)", or Gundam link="[Amuro Ray]" ap=3 hp=3'
    )
    pilot: GundamCardInput = Field(
        description='The Pilot paired with it: Amuro Ray traits="White Base Team" ap=1 hp=1'
    )
    question: LinkQuestion = Field(
        default="linked", description="linked; attack_now; during_link; when_linked; ap; hp (with the Pilot)"
    )

    @field_validator("unit")
    @classmethod
    def _unit_is_a_unit(cls, card: GundamCard) -> GundamCard | None:
        """3-2-6: only Units have link conditions; 3-3-1: a Pilot is paired with a Unit."""
        return LINKED.refuse(card)

    @model_validator(mode="after")
    def _link_given(self) -> Self:
        if self.question not in ("ap", "hp"):
            check_link_inputs(self.unit, self.pilot)
        return self

    def printed_relevance(self) -> Relevance:
        """Whether it links reads no effect; attacking now and its AP/HP could be changed by what its
        deployment and pairing did; a 【When Linked】 line is what `when_linked` asks about."""
        if self.question in ("attack_now", "ap", "hp"):
            return Relevance(frozenset({"deploy", "paired", "linked"}))
        if self.question == "when_linked":
            return Relevance(frozenset(), subject=frozenset({"linked"}))
        return Relevance(frozenset())


@gundam_topic(LinkScenario)
def decide_link(scenario: LinkScenario, reasoning: Reasoning) -> Verdict:
    unit, pilot = scenario.unit, scenario.pilot
    asked = scenario.question
    if asked in ("ap", "hp"):
        paired = fighter(reasoning, unit, "Unit", pilot, ap=asked == "ap", hp=asked == "hp")
        value = paired.ap if asked == "ap" else paired.hp
        return reasoning.decided(
            LinkAnswers(ap=value) if asked == "ap" else LinkAnswers(hp=value),
            f"{value} — {unit.name}'s {asked.upper()} with {pilot.name} paired: {paired.shown(asked)}.",
            ["linked or not, a paired Pilot adds its AP and HP (3-3-8-1)"],
        )
    linked = links(reasoning, unit, pilot)
    if asked == "attack_now":
        if linked:
            rule(
                reasoning,
                f"{unit.name} is a Link Unit: it can attack the turn it is deployed",
                True,
                Q.LINK_UNIT_ATTACKS,
            )
            return reasoning.decided(
                LinkAnswers(linked=True, attack_now=True),
                f"Yes — with {pilot.name}, {unit.name} is a Link Unit and can attack the turn it is "
                f"deployed.",
                ["it still needs to be active, and the target must be the player or a rested enemy Unit"],
            )
        rule(
            reasoning,
            f"{unit.name}, deployed this turn without linking, can attack this turn",
            False,
            Q.NEW_UNIT_CANT_ATTACK,
        )
        reasoning.decisive()
        return reasoning.decided(
            LinkAnswers(linked=False, attack_now=False),
            f"No — {pilot.name} doesn't meet {unit.name}'s link condition, so it can't attack the turn it "
            f"is deployed.",
            ["with a Pilot meeting its link condition it could (3-2-6-3)"],
        )
    if asked == "during_link":
        rule(
            reasoning,
            f"a Pilot meeting {unit.name}'s link condition is paired with it",
            linked,
            Q.DURING_LINK,
        )
        verb = "is active" if linked else "is not active"
        return reasoning.decided(
            LinkAnswers(linked=linked, during_link=linked),
            f"{'Yes' if linked else 'No'} — {unit.name}'s 【During Link】 {verb} with {pilot.name} paired.",
            ["it lasts while a Pilot meeting the link condition is paired"],
        )
    if asked == "when_linked":
        rule(
            reasoning,
            f"{pilot.name}, meeting the link condition, is set on {unit.name}",
            linked,
            Q.WHEN_LINKED,
        )
        verb = "triggers" if linked else "doesn't trigger"
        return reasoning.decided(
            LinkAnswers(linked=linked, when_linked=linked),
            f"{'Yes' if linked else 'No'} — {unit.name}'s 【When Linked】 {verb} "
            f"when {pilot.name} is paired.",
        )
    if linked:
        return reasoning.decided(
            LinkAnswers(linked=True),
            f"Yes — {pilot.name} meets {unit.name}'s link condition: it is a Link Unit, can attack the turn "
            f"it is "
            "deployed, its 【During Link】 is active and its 【When Linked】 triggers.",
            ["not with a Pilot that doesn't meet the condition"],
        )
    return reasoning.decided(
        LinkAnswers(linked=False),
        f"No — {pilot.name} doesn't meet {unit.name}'s link condition: it is not a Link Unit.",
    )
