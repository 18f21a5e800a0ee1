"""fftcg.party_damage — what a blocked party deals the blocker, and who counts as having broken it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.fftcg import quotes as Q
from bot.engine.games.fftcg.battle import still_blocked
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.combat import (
    PartyDamage,
    blocker_damage,
    breakable,
    breaks,
    damage_to_blocker,
    left_battle,
    out_of_battle,
    strike_order,
)
from bot.engine.games.fftcg.state import CardView, view
from bot.engine.games.fftcg.topics._common import in_battle, names, require
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
        in_battle((*self.members, self.blocker))
        return self


@dataclass
class Blow:
    """What a blocked party's attack comes to, as far as the question asked needs it."""

    members: list[CardView]
    blocker: CardView
    remaining: list[CardView]
    """The members still on the field."""
    dealt: PartyDamage | None = None
    broken: bool = False
    struck_first: bool = False
    """The blocker's First Strike damage broke the lone Forward left before it dealt any."""

    @property
    def still_party(self) -> bool:
        return len(self.remaining) >= 2

    @property
    def departed(self) -> list[str]:
        return [member.name for member in self.members if member.card.left_field]

    def answers(self) -> PartyDamageAnswers:
        if self.dealt is None:
            return PartyDamageAnswers(damage=0, blocker_broken=False, each_broke=False, still_party=False)
        each_broke = (not self.departed) if self.broken else False
        return PartyDamageAnswers(
            damage=self.dealt.total,
            blocker_broken=self.broken,
            each_broke=None if self.broken and self.departed else each_broke,
            still_party=self.still_party,
        )


@topic(PartyDamageScenario)
def decide_party_damage(scenario: PartyDamageScenario, reasoning: Reasoning) -> Verdict:
    """Who is still a party, First Strike order, each member's legal-damage check, the total, the break."""
    members = [view(reasoning, card, "party") for card in scenario.members]
    blocker = view(reasoning, scenario.blocker, "blocker")
    blow = Blow(members, blocker, _on_field(reasoning, members))
    asked = reasoning.question
    if not blow.remaining:
        return reasoning.decided(blow.answers(), _departed_headline(asked))
    if asked == "still_party":
        return reasoning.decided(PartyDamageAnswers(still_party=blow.still_party), _party_headline(blow))
    _strike(reasoning, blow)
    if blow.struck_first:
        first = [f"{blow.remaining[0].name} would deal damage if it had First Strike too"]
        return reasoning.decided(blow.answers(), _struck_first_headline(asked, blow), first)
    if asked == "each_broke" and blow.broken and blow.departed:
        raise NotCovered(
            f"{blocker.name} is broken, but the text doesn't say whether {names(blow.departed)}, which "
            "left the field, is still considered to have broken it."
        )
    if blow.broken and blow.still_party:
        _each_broke(reasoning, blow)
    return reasoning.decided(blow.answers(), _headline(asked, blow), _changes(blow))


def _on_field(reasoning: Reasoning, members: list[CardView]) -> list[CardView]:
    """The members still on the field, and whether they are still a party."""
    remaining = [member for member in members if not member.card.left_field]
    for member in members:
        if member.card.left_field:
            left_battle(reasoning, member)
    if len(remaining) < len(members):
        reasoning.rule(
            f"{len(remaining)} Forward(s) of the party remain on the field, so it is still a party",
            len(remaining) >= 2,
            Q.PARTY_ONE_LEFT,
        )
    else:
        reasoning.rule(f"all {len(members)} Forwards of the party are on the field", True, Q.PARTY)
    return remaining


def _strike(reasoning: Reasoning, blow: Blow) -> None:
    """First Strike order, then what the Forwards left deal the blocker and whether it breaks."""
    blocker, remaining = blow.blocker, blow.remaining
    if not blow.still_party:
        still_blocked(reasoning, remaining[0], blocker)
    if strike_order(reasoning, remaining, blocker) == "block_first":
        if blow.still_party:
            chosen = breakable(reasoning, blocker, remaining)
            if chosen:
                raise NotCovered(
                    f"{blocker.name} deals its First Strike damage to the party first, and its controller "
                    "assigns it freely among the party's Forwards (at least 1000 each, in multiples of "
                    f"1000); it can break {names(chosen)}, so which of them are still there to deal damage "
                    "is that player's choice."
                )
        elif breaks(reasoning, remaining[0], blocker_damage(reasoning, blocker, remaining[0])):
            out_of_battle(reasoning, remaining[0], blocker.name)
            blow.struck_first = True
            return
    blow.dealt = damage_to_blocker(reasoning, remaining, blocker, party=blow.still_party)
    if blow.still_party:
        reasoning.rule("the damage can then be redirected or prevented", True, Q.PARTY_DAMAGE_REDIRECT)
    blow.broken = breaks(reasoning, blocker, blow.dealt.total)


def _each_broke(reasoning: Reasoning, blow: Blow) -> None:
    assert blow.dealt is not None
    unable, blocker = blow.dealt.unable, blow.blocker.name
    reasoning.rule(
        f"each Forward of the party ({names(blow.remaining)}) is considered to have broken {blocker}"
        + (f", even {names(unable)}, which couldn't legally deal damage" if unable else ""),
        True,
        Q.PARTY_BROKE,
    )


def _changes(blow: Blow) -> list[str]:
    assert blow.dealt is not None
    found = ["less if the damage were redirected or prevented"] if blow.still_party else []
    if blow.dealt.unable:
        found.append(f"more if {names(blow.dealt.unable)} could legally deal damage")
    return found


def _departed_headline(asked: str) -> str:
    if asked == "still_party":
        return "No — every Forward of the party has left the field."
    if asked in ("blocker_broken", "each_broke"):
        return "No — every Forward of the party has left the field; nothing breaks it."
    return "No damage: every Forward of the party has left the field."


def _party_headline(blow: Blow) -> str:
    if blow.still_party:
        return f"Yes — {names(blow.remaining)} are on the field, so it is still a party."
    return f"No — only {blow.remaining[0].name} is left on the field, so it is no longer considered a party."


def _struck_first_headline(asked: str, blow: Blow) -> str:
    blocker, last = blow.blocker.name, blow.remaining[0].name
    why = f"{blocker}'s First Strike damage breaks {last} before it deals any"
    return f"No damage: {why}." if asked == "damage" else f"No — {blocker} is not broken: {why}."


def _headline(asked: str, blow: Blow) -> str:
    """The sentence for the damage, whether the blocker breaks, or who broke it — from the typed values."""
    assert blow.dealt is not None
    blocker, last, party = blow.blocker.name, blow.remaining[0].name, blow.still_party
    who = "The party" if party else last
    if not party and len(blow.members) > 1:
        who = f"Only {last} is left on the field, so it is no longer a party: {last}"
    detail = " + ".join(f"{a.name} {a.card.power}" for a in blow.dealt.dealt_by)
    headline = f"{who} deals {blow.dealt.total} damage to {blocker}" + (f" ({detail})" if party else "")
    if asked != "damage":
        lead = "Yes — " if getattr(blow.answers(), asked) else "No — "
        lowered = headline.startswith(("The ", "Only "))
        headline = lead + (headline[0].lower() + headline[1:] if lowered else headline)
    if not blow.broken:
        return headline + f"; {blocker} is not broken."
    if not party:
        return headline + f"; {blocker} is broken by {last}."
    unable = blow.dealt.unable
    included = f", {names(unable)} included although it couldn't legally deal damage" if unable else ""
    departed = blow.departed
    note = (
        f" (the text doesn't say whether {names(departed)}, which left the field, counts)" if departed else ""
    )
    return (
        headline + f"; {blocker} is broken and each of {names(blow.remaining)} is considered to have broken "
        f"it{included}{note}."
    )
