"""fftcg.party_damage — what a blocked party deals the blocker, and who counts as having broken it."""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.fftcg import assumptions as A
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.combat import blocker_damage, breaks, damage_to_blocker, strike_order
from bot.engine.games.fftcg.state import view
from bot.engine.games.fftcg.topics._common import names, require
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

PartyDamageQuestion = Literal["damage", "blocker_broken", "each_broke", "still_party"]


class PartyDamageAnswers(Answers):
    """What Forming a Party decides about a blocked party's damage."""

    damage: int | None = Field(default=None, description="How much damage does the party deal the blocker?")
    blocker_broken: bool | None = Field(default=None, description="Is the blocker broken?")
    each_broke: bool | None = Field(
        default=None, description="Is every Forward of the party considered to have broken it?"
    )
    still_party: bool | None = Field(
        default=None, description="Is it still a party (members left the field)?"
    )


class PartyDamageScenario(ScenarioBase):
    """Damage a blocked party deals the blocker; who counts as having broken it"""

    answer_model = PartyDamageAnswers
    topic: Literal["fftcg.party_damage"] = "fftcg.party_damage"
    members: tuple[FFTCGCardInput, ...] = Field(
        min_length=2,
        max_length=12,
        description="The party's Forwards with power= (cant_deal_damage, left_field), separated by ;",
    )
    blocker: FFTCGCardInput = Field(description="The blocking Forward, with power= (and dmg= if any).")
    question: PartyDamageQuestion = Field(default="damage", description="Which to answer.")

    @model_validator(mode="after")
    def _powers_given(self) -> Self:
        require(self.members, "power", "power=N", "to work out the damage")
        require([self.blocker], "power", "power=N", "to see whether it breaks")
        power = self.blocker.power or 0
        if self.blocker.damage >= power:
            raise ValueError(
                f"the blocker already has {self.blocker.damage} damage, not below its power {power}"
            )
        return self


@topic(PartyDamageScenario)
def decide_party_damage(scenario: PartyDamageScenario, reasoning: Reasoning) -> Verdict:
    """Who is still a party, First Strike order, each member's legal-damage check, the total, the break."""
    members = [view(reasoning, card, "party") for card in scenario.members]
    blocker = view(reasoning, scenario.blocker, "blocker")
    remaining = [member for member in members if not member.card.left_field]
    for member in members:
        if member.card.left_field:
            reasoning.assume(f"{member.name} has left the field, so it deals no damage", True, A.LEFT_FIELD)
    still = len(remaining) >= 2
    if len(remaining) < len(members):
        reasoning.rule(
            f"{len(remaining)} Forward(s) of the party remain on the field, so it is still a party",
            still,
            Q.PARTY_ONE_LEFT,
        )
    else:
        reasoning.rule(f"all {len(members)} Forwards of the party are on the field", True, Q.PARTY)
    asked = reasoning.question
    if not remaining:
        answers = PartyDamageAnswers(damage=0, blocker_broken=False, each_broke=False, still_party=False)
        if asked == "still_party":
            return reasoning.decided(answers, "No — every Forward of the party has left the field.")
        if asked in ("blocker_broken", "each_broke"):
            return reasoning.decided(
                answers, "No — every Forward of the party has left the field; nothing breaks it."
            )
        return reasoning.decided(answers, "No damage: every Forward of the party has left the field.")
    if asked == "still_party":
        if still:
            headline = f"Yes — {names(remaining)} are on the field, so it is still a party."
        else:
            headline = (
                f"No — only {remaining[0].name} is left on the field, so it is no longer considered a party."
            )
        return reasoning.decided(PartyDamageAnswers(still_party=still), headline)
    party = still
    if not party:
        reasoning.assume(f"{remaining[0].name} is still blocked by {blocker.name}", True, A.STILL_BLOCKED)
    order = strike_order(reasoning, remaining, blocker)
    if order == "block_first":
        if party:
            raise NotCovered(
                f"{blocker.name} deals its First Strike damage to the party first, and the text doesn't "
                "say how a blocker's damage is divided among a party's Forwards, so which of them are still "
                "there to deal damage can't be decided."
            )
        if breaks(reasoning, remaining[0], blocker_damage(reasoning, blocker, remaining[0])):
            reasoning.assume(f"{remaining[0].name} deals no damage", True, A.BROKEN_DEALS_NONE)
            why = f"{blocker.name}'s First Strike damage breaks {remaining[0].name} before it deals any"
            answers = PartyDamageAnswers(damage=0, blocker_broken=False, each_broke=False, still_party=False)
            first = [f"{remaining[0].name} would deal damage if it had First Strike too"]
            if asked == "damage":
                return reasoning.decided(answers, f"No damage: {why}.", first)
            return reasoning.decided(answers, f"No — {blocker.name} is not broken: {why}.", first)
    dealt = damage_to_blocker(reasoning, remaining, blocker, party=party)
    would_change = []
    if party:
        reasoning.rule("the damage can then be redirected or prevented", True, Q.PARTY_DAMAGE_REDIRECT)
        would_change.append("less if the damage were redirected or prevented")
    if dealt.unable:
        would_change.append(f"more if {names(dealt.unable)} could legally deal damage")
    broken = breaks(reasoning, blocker, dealt.total)
    who = "The party" if party else remaining[0].name
    if not party and len(members) > 1:
        who = (
            f"Only {remaining[0].name} is left on the field, so it is no longer a party: {remaining[0].name}"
        )
    detail = " + ".join(f"{a.name} {a.card.power}" for a in dealt.dealt_by)
    headline = f"{who} deals {dealt.total} damage to {blocker.name}" + (f" ({detail})" if party else "")
    departed = [member.name for member in members if member.card.left_field]
    each_broke = (not departed) if broken else False
    if asked == "each_broke" and broken and departed:
        raise NotCovered(
            f"{blocker.name} is broken, but the text doesn't say whether {names(departed)}, which left the "
            "field, is still considered to have broken it."
        )
    answers = PartyDamageAnswers(
        damage=dealt.total,
        blocker_broken=broken,
        each_broke=each_broke if not (broken and departed) else None,
        still_party=still,
    )
    lead = "" if asked == "damage" else ("Yes — " if getattr(answers, asked) else "No — ")
    if lead:
        lowered = headline.startswith(("The ", "Only "))
        headline = lead + (headline[0].lower() + headline[1:] if lowered else headline)
    if not broken:
        return reasoning.decided(answers, headline + f"; {blocker.name} is not broken.", would_change)
    if not party:
        return reasoning.decided(
            answers, headline + f"; {blocker.name} is broken by {remaining[0].name}.", would_change
        )
    unable = (
        f", {names(dealt.unable)} included although it couldn't legally deal damage" if dealt.unable else ""
    )
    reasoning.rule(
        f"each Forward of the party ({names(remaining)}) is considered to have broken {blocker.name}"
        + (f", even {names(dealt.unable)}, which couldn't legally deal damage" if dealt.unable else ""),
        True,
        Q.PARTY_BROKE,
    )
    left = [member.name for member in members if member.card.left_field]
    note = f" (the text doesn't say whether {names(left)}, which left the field, counts)" if left else ""
    return reasoning.decided(
        answers,
        headline + f"; {blocker.name} is broken and each of {names(remaining)} is considered to have broken "
        f"it{unable}{note}.",
        would_change,
    )
