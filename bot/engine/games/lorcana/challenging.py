"""Challenge legality: one function for challenges, Bodyguard's "if able", and Reckless' end of turn.

`can_challenge` runs every requirement (it does not stop at the first failure, so the verdict can say
everything that would have to change) and returns a `Legality`: what fell short, and what the
challenge relies on (e.g. Rush) — both phrased for `would_change`.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.errors import NotCovered
from bot.engine.games.lorcana import assumptions as A
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.choosing import Selection, select
from bot.engine.games.lorcana.state import CardView
from bot.engine.legality import Legality, Shortfall
from bot.engine.reasoning import Reasoning

__all__ = [
    "Legality",
    "Shortfall",
    "can_challenge",
    "challenger_can_act",
    "choosable_target",
    "target_is_open",
]

LOCATION_NOT_COVERED = (
    "Challenging a location follows general rules (when a location can be challenged, how it takes damage) "
    "that §8 doesn't contain; §8 only adds Evasive (8.6.1) and Resist (8.8.1) to it."
)


def challenger_can_act(
    reasoning: Reasoning, challenger: CardView, legality: Legality, *, check_ready: bool = True
) -> None:
    """The challenger's side: a character, ready, and dry unless it has Rush (8.9.1)."""
    if challenger.type != "character":
        raise NotCovered(
            f"{challenger.who} is a {challenger.type}; the engine checks challenges by characters."
        )
    if check_ready and not reasoning.assume(
        f"{challenger.who} is ready", challenger.ready, A.CHALLENGER_READY
    ):
        legality.fail(f"{challenger.name} is exerted", f"{challenger.name} were ready")
    dry = reasoning.assume(f"{challenger.who} is dry", challenger.dry, A.DRYING)
    if dry:
        return
    if reasoning.rule(
        f"{challenger.who} has Rush, so it can challenge as though in play since the turn began",
        challenger.has("Rush"),
        Q.RUSH,
    ):
        legality.relies_on.append(f"illegal if {challenger.name} lost Rush (it is drying)")
    else:
        legality.fail(
            f"{challenger.name} is drying and has no Rush", f"{challenger.name} had Rush or were dry"
        )


def target_is_open(
    reasoning: Reasoning, challenger: CardView, target: CardView, legality: Legality, *, notes: bool = True
) -> None:
    """The target's side: an opposing, exerted character that Evasive doesn't protect from this challenger.

    With `notes`, also records that Ward and Vanish don't apply to a challenge (the choosing mechanism).
    """
    if target.type == "location":
        raise NotCovered(LOCATION_NOT_COVERED)
    if target.type != "character":
        raise NotCovered(f"{target.who} is a {target.type}; the engine checks challenges of characters.")
    if not reasoning.assume(
        f"{target.who} is an opposing character of {challenger.name}",
        target.side != challenger.side,
        A.OPPOSING_ONLY,
    ):
        legality.fail(
            f"{target.name} is not an opposing character", f"{target.name} were an opposing character"
        )
    if not reasoning.assume(f"{target.who} is exerted", target.card.exerted, A.DEFENDER_EXERTED):
        legality.fail(f"{target.name} is ready", f"{target.name} were exerted")
    _evasive(reasoning, challenger, target, legality)
    if notes:
        select(reasoning, target, Selection(by=challenger.side, means="challenge"))


def _evasive(reasoning: Reasoning, challenger: CardView, target: CardView, legality: Legality) -> None:
    if not target.has("Evasive"):
        if target.has("Alert"):
            reasoning.rule(f"{target.who} gains Evasive from its Alert", False, Q.ALERT_NOT_EVASIVE)
        return
    if reasoning.rule(
        f"{challenger.who} has Evasive, as {target.name}'s Evasive requires",
        challenger.has("Evasive"),
        Q.EVASIVE,
    ):
        if not challenger.has("Alert"):
            legality.relies_on.append(
                f"illegal if {challenger.name} lost Evasive ({target.name} has Evasive)"
            )
        return
    if reasoning.rule(
        f"{challenger.who} has Alert, which ignores Evasive's restriction", challenger.has("Alert"), Q.ALERT
    ):
        legality.relies_on.append(f"illegal if {challenger.name} lost Alert ({target.name} has Evasive)")
        return
    legality.fail(
        f"{target.name} has Evasive and {challenger.name} has neither Evasive nor Alert",
        f"{challenger.name} had Evasive or Alert",
    )


def _bodyguard(
    reasoning: Reasoning,
    challenger: CardView,
    defender: CardView,
    others: Sequence[CardView],
    legality: Legality,
) -> None:
    """8.3.3: a challenger must choose a Bodyguard "if able" — i.e. if some Bodyguard could be challenged."""
    guards = [o for o in others if o.type == "character" and o.side == defender.side and o.has("Bodyguard")]
    if defender.has("Bodyguard"):
        if guards:
            reasoning.rule(
                f"{defender.who} has Bodyguard itself, so choosing it meets Bodyguard", True, Q.BODYGUARD
            )
        return
    challengeable = []
    for guard in guards:
        trial, outcome = reasoning.fork(), Legality()
        target_is_open(trial, challenger, guard, outcome, notes=False)
        reasoning.absorb(trial, prefix=f"Bodyguard {guard.name}: ")
        if outcome.legal:
            challengeable.append(guard.name)
    if not guards:
        return
    if challengeable:
        names = " and ".join(challengeable)
        reasoning.rule(
            f"{challenger.name} may pass over {names} (Bodyguard, can be challenged) "
            f"to choose {defender.name}",
            False,
            Q.BODYGUARD,
        )
        legality.fail(
            f"{names} has Bodyguard and can be challenged, so it must be chosen first",
            f"{names} could not be challenged (then Bodyguard's 'if able' releases the restriction)",
        )
    else:
        names = " or ".join(guard.name for guard in guards)
        reasoning.rule(
            f"no Bodyguard ({names}) can be challenged by {challenger.name}, "
            "so 'if able' releases the restriction",
            True,
            Q.BODYGUARD,
        )
        legality.relies_on.append(f"illegal if {names} (Bodyguard) could be challenged")


def choosable_target(
    reasoning: Reasoning,
    challenger: CardView,
    target: CardView,
    targets_other_characters: Sequence[CardView],
    legality: Legality,
    *,
    notes: bool = True,
) -> None:
    """Can `challenger` choose `target` to challenge: open to it, and not passed over a Bodyguard?"""
    target_is_open(reasoning, challenger, target, legality, notes=notes)
    _bodyguard(reasoning, challenger, target, targets_other_characters, legality)


def can_challenge(
    reasoning: Reasoning,
    challenger: CardView,
    defender: CardView,
    defenders_other_characters: Sequence[CardView] = (),
) -> Legality:
    """Is this challenge legal? Every requirement is checked and recorded, in the order a judge asks."""
    legality = Legality()
    challenger_can_act(reasoning, challenger, legality)
    choosable_target(reasoning, challenger, defender, defenders_other_characters, legality)
    return legality
