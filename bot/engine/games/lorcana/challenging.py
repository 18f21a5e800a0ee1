"""Challenge legality: one function for challenges, Bodyguard's "if able", and Reckless' end of turn.

The rules are 4.6 (Challenge): a character (4.6.1), ready and in play since the turn began (4.6.4.1),
chooses an exerted opposing character (4.6.4.2) or an opposing location, which is neither ready nor
exerted (4.6.8.1, 4.6.8.2); then §8's restrictions (Evasive, Alert, Bodyguard, Rush).

`can_challenge` runs every requirement (it does not stop at the first failure, so the verdict can say
everything that would have to change) and returns a `Legality`: what fell short, and what the
challenge relies on (e.g. Rush) — both phrased for `would_change`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.engine.errors import NotCovered
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCard
from bot.engine.games.lorcana.choosing import Selection, select
from bot.engine.games.lorcana.damage import counted_strength
from bot.engine.games.lorcana.printed import Printed
from bot.engine.games.lorcana.state import CardView, a_kind, view
from bot.engine.legality import Legality, Shortfall
from bot.engine.reasoning import Reasoning

__all__ = [
    "Legality",
    "Shortfall",
    "can_challenge",
    "challenge_views",
    "challenger_can_act",
    "choosable_target",
    "exerted_to_challenge",
    "target_is_open",
]


def challenge_views(
    reasoning: Reasoning, challenger: LorcanaCard, defender: LorcanaCard, others: tuple[LorcanaCard, ...]
) -> tuple[CardView, CardView, tuple[CardView, ...]]:
    """A challenge's cards as views: the challenger (its player's turn: a challenge is a turn action,
    4.1.3), the defender, and the defending player's other characters on the defender's side. Read once
    per scenario (`Reasoning.once`): every sub-question asked with others starts from them."""
    return reasoning.once(_challenge_views, challenger, defender, others)


def _challenge_views(
    reasoning: Reasoning, challenger: LorcanaCard, defender: LorcanaCard, others: tuple[LorcanaCard, ...]
) -> tuple[CardView, CardView, tuple[CardView, ...]]:
    turn = challenger.controller or "you"
    seen = view(reasoning, challenger, "challenger", "you", turn=turn)
    target = view(reasoning, defender, "defender", "opponent", turn=turn)
    return seen, target, tuple(view(reasoning, card, "", target.side, turn=turn) for card in others)


def exerted_to_challenge(reasoning: Reasoning, challenger: CardView, card: LorcanaCard) -> CardView:
    """The challenger as the Challenge Damage step sees it (4.6.6): exerted, as its player exerted it when
    declaring the challenge (4.6.4.4), so its "while exerted" abilities are on and its "while ready" ones
    off. Whether it may be declared is judged ready (4.6.4.1, `can_challenge`). `card`: the challenger
    as the question gives it (`challenger` is its view). Worked out once per scenario (`Reasoning.once`)."""
    return reasoning.once(_exerted_to_challenge, challenger, card)


def _exerted_to_challenge(reasoning: Reasoning, challenger: CardView, card: LorcanaCard) -> CardView:
    """`exerted_to_challenge`, worked out: a challenger none of whose abilities depend on being ready or
    exerted is the same view, exerted; otherwise it is viewed again, and the steps that differ from
    its view as declared (an ability now on or off) are recorded after the 4.6.4.4 step."""
    if not any(ability.condition in ("exerted", "ready") for ability in challenger.printed):
        return replace(challenger, card=challenger.card.model_copy(update={"exerted": True}))
    reasoning.rule(
        f"{challenger.who} is exerted to challenge, before the Challenge Damage step",
        True,
        Q.CHALLENGER_EXERTED,
    )
    declared, exerted = reasoning.fork(), reasoning.fork()
    view(declared, card, challenger.role, challenger.side, challenger.type, turn=challenger.turn)
    seen = view(
        exerted,
        card.model_copy(update={"exerted": True}),
        challenger.role,
        challenger.side,
        challenger.type,
        turn=challenger.turn,
    )
    known = {step.test for step in declared.steps}
    exerted.steps = [step for step in exerted.steps if step.test not in known]
    reasoning.absorb(exerted)
    return seen


def challenger_can_act(
    reasoning: Reasoning, challenger: CardView, legality: Legality, *, check_ready: bool = True
) -> None:
    """The challenger's side: a character (4.6.1) in play (5.3.1, 7.1.5), ready and dry (4.6.4.1); Rush
    lifts drying (8.9.1)."""
    if not challenger.in_play:
        reasoning.rule(f"{challenger.who} is in play (it is {challenger.where})", False, Q.NOT_IN_PLAY)
        reasoning.rule(
            f"{challenger.who}, {challenger.where}, is a character (not a character card)",
            False,
            Q.CHARACTER_CARD,
        )
        legality.fail(
            f"{challenger.name} is {challenger.where}, and only characters in play can challenge",
            f"{challenger.name} were in play",
        )
        return
    if challenger.type != "character":
        reasoning.rule(f"{challenger.who} is a character", False, Q.ONLY_CHARACTERS_CHALLENGE)
        legality.fail(
            f"{challenger.name} is {a_kind(challenger.type)}, and only characters can challenge",
            f"{challenger.name} were a character",
        )
        return
    barred = challenger.barred(reasoning, "cant_challenge", "challenge")
    if barred is not None:
        legality.fail(
            f"{barred.says(challenger.name)} says it can't challenge",
            f"{challenger.name} were without {barred.its}",
        )
    if check_ready and not reasoning.rule(
        f"{challenger.who} is ready", challenger.ready, Q.CHALLENGER_READY_AND_DRY
    ):
        legality.fail(f"{challenger.name} is exerted", f"{challenger.name} were ready")
    dry = reasoning.rule(
        f"{challenger.who} is dry (in play since the beginning of the turn)",
        challenger.dry,
        Q.CHALLENGER_READY_AND_DRY,
    )
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
            f"{challenger.name} is drying and has no Rush", f"{challenger.name} had Rush or were dry", step=2
        )


def target_is_open(
    reasoning: Reasoning, challenger: CardView, target: CardView, legality: Legality, *, notes: bool = True
) -> None:
    """The target's side: an opposing exerted character (4.6.4.2) or an opposing location (4.6.8.1, 4.6.8.2)
    that Evasive doesn't protect from this challenger.

    With `notes`, also records that Ward and Vanish don't apply to a challenge (the choosing mechanism).
    """
    if not target.in_play:
        reasoning.rule(
            f"{target.who}, {target.where}, is a character or location to challenge (not a card)",
            False,
            Q.CHARACTER_CARD,
        )
        legality.fail(
            f"{target.name} is {target.where}, not in play, so it can't be challenged",
            f"{target.name} were in play",
        )
        return
    if target.type == "location":
        _location_is_open(reasoning, challenger, target, legality)
    elif target.type != "character":
        reasoning.rule(
            f"{target.who} is a character or a location (what can be challenged)",
            False,
            Q.CHALLENGED_ARE_CHARACTERS_OR_LOCATIONS,
        )
        legality.fail(
            f"{target.name} is {a_kind(target.type)}, and only characters and locations can be challenged",
            f"{target.name} were a character or a location",
        )
        return
    else:
        if not reasoning.rule(
            f"{target.who} is an opposing character of {challenger.name}",
            target.side != challenger.side,
            Q.EXERTED_OPPOSING_CHARACTER,
        ):
            legality.fail(
                f"{target.name} is not an opposing character", f"{target.name} were an opposing character"
            )
        _exerted_or_open(reasoning, challenger, target, legality)
    for shielded in target.printed_effects(reasoning, "cant_be_challenged"):
        if shielded.by is not None and not _stopped_by(reasoning, challenger, target, shielded):
            continue
        reasoning.rule(
            f"{target.who} can be challenged despite {shielded.its}",
            False,
            Q.PREVENTION_SUPERSEDES,
        )
        legality.fail(
            f"{shielded.says(target.name)} says it can't be challenged"
            + (f" by {challenger.name}" if shielded.by is not None else ""),
            f"{target.name} were without {shielded.its}",
        )
        break
    _evasive(reasoning, challenger, target, legality)
    if notes:
        select(reasoning, target, Selection(by=challenger.side, means="challenge"))


def _stopped_by(reasoning: Reasoning, challenger: CardView, target: CardView, shield: Printed) -> bool:
    """Is `challenger` one of the characters a printed "can't be challenged by …" names? Its stats
    count as they are when restrictions are checked (4.6.4.3), before “while challenging” effects such
    as Challenger apply (4.6.4.5)."""
    assert shield.by is not None
    kind, value, compare = shield.by
    card = challenger.card
    if kind == "class":
        holds = any(_folded(own) == _folded(str(value)) for own in card.classifications)
        what = f"a {value} character"
    elif kind == "damaged":
        holds, what = card.damage > 0, "damaged"
    else:
        have = counted_strength(reasoning, challenger) if kind == "strength" else card.cost
        if have is None:
            field = "str" if kind == "strength" else "cost"
            raise NotCovered(
                f"{target.who}: {shield.its} depends on {challenger.name}'s {kind}: give it ({field}=N).",
                f"Not covered: the challenger's {kind} is needed.",
            )
        assert isinstance(value, int)
        holds = have >= value if compare == ">=" else have <= value
        what = f"{kind} {have}, {'at least' if compare == '>=' else 'at most'} {value}"
        if kind == "strength" and challenger.has("Challenger"):
            reasoning.rule(
                f"{challenger.who}'s Challenger doesn't count yet when restrictions are checked",
                True,
                Q.WHILE_CHALLENGING_STARTS,
            )
    reasoning.rule(
        f"{challenger.who} is {what}, as {target.name}'s printed text names", holds, Q.RESTRICTIONS_CHECKED
    )
    return holds


def _folded(text: str) -> str:
    return " ".join(text.replace("’", "'").casefold().split())


def _exerted_or_open(
    reasoning: Reasoning, challenger: CardView, target: CardView, legality: Legality
) -> None:
    """4.6.4.2 asks for an exerted character; a challenger's printed "can challenge ready characters"
    supersedes that rule (1.2.1)."""
    if target.card.exerted:
        reasoning.rule(f"{target.who} is exerted", True, Q.EXERTED_OPPOSING_CHARACTER)
        return
    ready_ok = challenger.printed_effect(reasoning, "challenges_ready")
    reasoning.rule(f"{target.who} is exerted", False, Q.EXERTED_OPPOSING_CHARACTER)
    if ready_ok is None:
        legality.fail(f"{target.name} is ready", f"{target.name} were exerted")
        return
    reasoning.rule(
        f"{challenger.who}: {ready_ok.its} supersedes that rule, so it may challenge "
        f"{target.name} while ready",
        True,
        Q.CARD_TEXT_SUPERSEDES,
    )
    legality.relies_on.append(f"illegal if {challenger.name} lost {ready_ok.its} ({target.name} is ready)")


def _location_is_open(
    reasoning: Reasoning, challenger: CardView, target: CardView, legality: Legality
) -> None:
    """4.6.8: a location is challenged like a character, but it must be opposing, not exerted."""
    if not reasoning.rule(
        f"{target.who} is an opposing location of {challenger.name}",
        target.side != challenger.side,
        Q.OPPOSING_LOCATION,
    ):
        legality.fail(
            f"{target.name} is not an opposing location", f"{target.name} were an opposing location"
        )
    reasoning.rule(
        f"{target.who} is a location, which can be challenged without being exerted",
        True,
        Q.LOCATION_NEITHER_READY_NOR_EXERTED,
    )


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
        step=2,
    )


def _bodyguard(
    reasoning: Reasoning,
    challenger: CardView,
    defender: CardView,
    others: Sequence[CardView],
    legality: Legality,
) -> None:
    """8.3.3: a challenger must choose a Bodyguard "if able" — i.e. if some Bodyguard could be challenged."""
    guards = [
        o
        for o in others
        if o.type == "character" and o.in_play and o.side == defender.side and o.has("Bodyguard")
    ]
    if defender.type == "location":
        if guards:
            names = " and ".join(guard.name for guard in guards)
            reasoning.rule(
                f"{challenger.name} would choose one of the opponent's characters to challenge "
                f"(Bodyguard on {names} restricts only that)",
                False,
                Q.BODYGUARD,
            )
        return
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
    """Is this challenge legal? Every requirement is checked and recorded, in the order a judge asks.

    Worked out once per scenario (`Reasoning.once`): each sub-question asked with others starts from
    the challenge's legality; each gets a `Legality` of its own, marking its own notebook."""
    found = reasoning.once(_legality, challenger, defender, tuple(defenders_other_characters))
    return Legality(list(found.shortfalls), list(found.relies_on), marks=reasoning)


def _legality(
    reasoning: Reasoning, challenger: CardView, defender: CardView, others: tuple[CardView, ...]
) -> Legality:
    legality = Legality(marks=reasoning)
    challenger_can_act(reasoning, challenger, legality)
    choosable_target(reasoning, challenger, defender, others, legality)
    return legality
