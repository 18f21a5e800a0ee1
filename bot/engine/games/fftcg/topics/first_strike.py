"""fftcg.first_strike — who deals damage first? (First Strike; a party only if all its Forwards have it)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.games.fftcg import assumptions as A
from bot.engine.games.fftcg.cards import FFTCGCardInput
from bot.engine.games.fftcg.combat import blocker_damage, breaks, damage_to_blocker, strike_order
from bot.engine.games.fftcg.state import CardView, view
from bot.engine.games.fftcg.topics._common import ATTACKERS
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict


class FirstStrikeScenario(ScenarioBase):
    """Who deals damage first, the attacker (or party) or the blocker? (First Strike)"""

    topic: Literal["fftcg.first_strike"] = "fftcg.first_strike"
    attackers: tuple[FFTCGCardInput, ...] = Field(min_length=1, max_length=12, description=ATTACKERS)
    blocker: FFTCGCardInput = Field(description="The blocking Forward (give power= to all to see breaks).")


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
    if order == "attack_first":
        answer = f"{side} first"
        headline = f"{side[0].upper()}{side[1:]} deals its First Strike damage first, then {blocker.name}"
        if known:
            dealt = damage_to_blocker(reasoning, attackers, blocker, party=party)
            if breaks(reasoning, blocker, dealt.total):
                reasoning.assume(f"{blocker.name} deals no damage", True, A.BROKEN_DEALS_NONE)
                headline += f" — but {blocker.name} is broken by it first and deals no damage"
        would_change.append(f"at the same time if {blocker.name} had First Strike too")
    elif order == "block_first":
        answer = f"{blocker.name} first"
        headline = f"{blocker.name} deals its First Strike damage first, then {side}"
        if known and not party:
            if breaks(reasoning, attackers[0], blocker_damage(reasoning, blocker, attackers[0])):
                reasoning.assume(f"{attackers[0].name} deals no damage", True, A.BROKEN_DEALS_NONE)
                headline += f" — but {attackers[0].name} is broken by it first and deals no damage"
        elif party:
            headline += " (the text doesn't say how its damage is divided among the party)"
        lacking = [a.name for a in attackers if not a.has("First Strike")]
        would_change.append(
            "at the same time if "
            + (f"{', '.join(lacking)} had First Strike too" if party else f"{side} had First Strike too")
        )
    elif order == "together_first_strike":
        answer = "at the same time (First Strike)"
        headline = (
            f"{side[0].upper()}{side[1:]} and {blocker.name} both deal First Strike damage, at the same time"
        )
        would_change.append(f"{blocker.name} first if {side} lacked First Strike")
    else:
        answer = "at the same time"
        if party and any(a.has("First Strike") for a in attackers):
            headline = (
                f"Not every Forward of the party has First Strike, so it deals damage normally; with "
                f"{blocker.name} lacking First Strike too, they deal damage at the same time"
            )
        else:
            headline = (
                f"Neither side has First Strike: {side} and {blocker.name} deal damage at the same time"
            )
        would_change.append(f"{blocker.name} first if it had First Strike")
    return reasoning.decided(answer, headline + ".", would_change)
