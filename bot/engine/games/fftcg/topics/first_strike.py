"""fftcg.first_strike — who deals damage first? (First Strike; a party only if all its Forwards have it)"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.combat import (
    blocker_damage,
    breakable,
    breaks,
    damage_to_blocker,
    out_of_battle,
    strike_order,
)
from bot.engine.games.fftcg.state import CardView, view
from bot.engine.games.fftcg.topics._common import ATTACKERS, in_battle, require
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

FirstStrikeQuestion = Literal[
    "first", "first_hit_breaks", "priority_to", "abilities_in_window", "triggers_stack"
]
First = Literal["attacker_first", "blocker_first", "simultaneous"]


class FirstStrikeAnswers(Answers):
    """What First Strike decides about the order of damage and the window after it."""

    first: First | None = Field(default=None, description="Who deals damage first?")
    first_hit_breaks: bool | None = Field(
        default=None, description="Does the First Strike damage break the other side before it strikes?"
    )
    priority_to: Literal["turn_player", "non_turn_player"] | None = Field(
        default=None, description="Who gains priority after First Strike damage?"
    )
    abilities_in_window: bool | None = Field(
        default=None, description="Can Summons, action or special abilities be used in that window?"
    )
    triggers_stack: Literal["after_all_damage", "at_once"] | None = Field(
        default=None, description="When do abilities triggered by First Strike damage go on the stack?"
    )


class FirstStrikeScenario(ScenarioBase):
    """Who deals damage first, the attacker (or party) or the blocker? (First Strike)"""

    answer_model = FirstStrikeAnswers
    topic: Literal["fftcg.first_strike"] = "fftcg.first_strike"
    attackers: tuple[FFTCGCardInput, ...] = Field(min_length=1, max_length=12, description=ATTACKERS)
    blocker: FFTCGCardInput = Field(description="The blocking Forward (give power= to all to see breaks).")
    question: FirstStrikeQuestion = Field(default="first", description="Which to answer.")

    @model_validator(mode="after")
    def _powers_given(self) -> Self:
        """Whether a hit breaks compares damage with power: without every power= that is an input to
        ask for, not something the rules leave open. Asked with other questions (`questions`), each is
        checked again alone, so only that row says what is missing and the others are answered. A power
        given that the Forward couldn't be in battle with (0, or no more than its damage) is refused as
        `combat` refuses it, whatever the question: it answered "broken by it first" for a power-0 Forward
        that 12.4.4 had already put into the Break Zone."""
        in_battle((*self.attackers, self.blocker))
        if self.question == "first_hit_breaks" and not self.questions:
            require(
                self.attackers, "power", "power=N", "to see whether the First Strike damage breaks anything"
            )
            require(
                [self.blocker], "power", "power=N", "to see whether the First Strike damage breaks anything"
            )
        return self


def _powers_known(attackers: list[CardView], blocker: CardView) -> bool:
    return blocker.card.power is not None and all(a.card.power is not None for a in attackers)


@topic(FirstStrikeScenario)
def decide_first_strike(scenario: FirstStrikeScenario, reasoning: Reasoning) -> Verdict:
    """A thin question over `strike_order`; with every power given, also whether the first hit breaks."""
    attackers = [view(reasoning, card, "attacker") for card in scenario.attackers]
    blocker = view(reasoning, scenario.blocker, "blocker")
    party = len(attackers) > 1
    side = "the party" if party else attackers[0].name
    order = strike_order(reasoning, attackers, blocker)
    known = _powers_known(attackers, blocker)
    would_change: list[str] = []
    breaks_first: bool | None = None
    if order == "attack_first":
        first: First = "attacker_first"
        headline = f"{side[0].upper()}{side[1:]} deals its First Strike damage first, then {blocker.name}"
        if known:
            dealt = damage_to_blocker(reasoning, attackers, blocker, party=party)
            breaks_first = breaks(reasoning, blocker, dealt.total)
            if breaks_first:
                out_of_battle(reasoning, blocker, side)
                headline += f" — but {blocker.name} is broken by it first and deals no damage"
        would_change.append(f"at the same time if {blocker.name} had First Strike too")
    elif order == "block_first":
        first = "blocker_first"
        headline = f"{blocker.name} deals its First Strike damage first, then {side}"
        if known and not party:
            breaks_first = breaks(reasoning, attackers[0], blocker_damage(reasoning, blocker, attackers[0]))
            if breaks_first:
                out_of_battle(reasoning, attackers[0], blocker.name)
                headline += f" — but {attackers[0].name} is broken by it first and deals no damage"
        elif party and known and not breakable(reasoning, blocker, attackers):
            breaks_first = False
            headline += ", which breaks none of them however its controller assigns it"
        elif party:
            headline += " (its controller assigns the damage among the party's Forwards)"
        lacking = [a.name for a in attackers if not a.has("First Strike")]
        would_change.append(
            "at the same time if "
            + (f"{', '.join(lacking)} had First Strike too" if party else f"{side} had First Strike too")
        )
    elif order == "together_first_strike":
        first = "simultaneous"
        headline = (
            f"{side[0].upper()}{side[1:]} and {blocker.name} both deal First Strike damage, simultaneous"
        )
        would_change.append(f"{blocker.name} first if {side} lacked First Strike")
    else:
        first = "simultaneous"
        if party and any(a.has("First Strike") for a in attackers):
            headline = (
                f"Not every Forward of the party has First Strike, so it deals damage normally; with "
                f"{blocker.name} lacking First Strike too, they deal damage simultaneous"
            )
        else:
            headline = f"Neither side has First Strike: {side} and {blocker.name} deal damage simultaneous"
        would_change.append(f"{blocker.name} first if it had First Strike")
    headline = headline.replace("simultaneous", "at the same time")
    asked = reasoning.question
    together = order in ("together", "together_first_strike")
    if asked == "first_hit_breaks" and together:
        # strike_order's last step: both deal their damage at the same time (10.1.4.2, or both sides
        # have First Strike), so neither is hit before it strikes.
        reasoning.settles()
        breaks_first = False
    window = order != "together"  # strike_order recorded the window's two rules when it exists
    answers = FirstStrikeAnswers(
        first=first,
        first_hit_breaks=breaks_first,
        priority_to="turn_player" if window else None,
        abilities_in_window=False if window else None,
        triggers_stack="after_all_damage" if window else None,
    )
    if asked == "first_hit_breaks" and breaks_first is None:
        raise NotCovered(
            "The blocker's controller assigns its First Strike damage freely among the party's Forwards (at "
            "least 1000 each, in multiples of 1000), and it can break some of them: whether it does is that "
            "player's choice."
        )
    lowered = headline[0].lower() + headline[1:] if headline.startswith(("Neither", "Not ")) else headline
    if asked in ("priority_to", "abilities_in_window", "triggers_stack") and window:
        headline = _window_headline(asked)
    elif asked == "first_hit_breaks":
        after = ", so neither side is hit before it strikes" if together else ""
        headline = ("Yes — " if breaks_first else "No — ") + lowered + after
    else:
        headline = f"{_FIRST[first]}: {lowered}"
    return reasoning.decided(answers, headline + ".", would_change)


_FIRST = {
    "attacker_first": "Attacker first",
    "blocker_first": "Blocker first",
    "simultaneous": "Simultaneous",
}


def _window_headline(asked: str) -> str:
    if asked == "priority_to":
        return (
            "The turn player gains priority after the First Strike damage, but no Summons, action or special "
            "abilities can be used then"
        )
    if asked == "abilities_in_window":
        return (
            "No — after First Strike damage the turn player gains priority, but players cannot cast Summons "
            "or "
            "play action or special abilities at this stage"
        )
    return (
        "After all damage: abilities triggered by First Strike damage are not put onto the stack until all "
        "other damage is resolved"
    )
