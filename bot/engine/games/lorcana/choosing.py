"""Choosing: the one mechanism behind Ward, Vanish and any "chosen character" effect.

A `Selection` says who picks a card, by what means (an action's effect, a song's, an ability's, or
declaring a challenge) and whether the effect chooses at all ("each opposing character" does not).
`select` tells whether the card can be picked (Ward, 8.15), whether it counts as chosen, and whether
that choice triggers Vanish (8.14.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.engine.errors import NotCovered
from bot.engine.games.lorcana import assumptions as A
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import Side
from bot.engine.games.lorcana.damage import counted_strength
from bot.engine.games.lorcana.printed import Choice, read_choice
from bot.engine.games.lorcana.state import CardView, a_kind
from bot.engine.reasoning import Reasoning

__all__ = ["Means", "Selection", "SelectionOutcome", "effect_choice", "fits_choice", "out_of_play", "select"]

Means = Literal["action", "song", "ability", "challenge"]
"""What does the picking: an action card's effect, a song's effect, an ability's effect, a challenge."""


@dataclass(frozen=True)
class Selection:
    """`by` controls the effect; `chooser` picks the card (default: `by`), e.g. "each opponent chooses"."""

    by: Side
    means: Means
    chooses: bool = True
    chooser: Side | None = None

    @property
    def picker(self) -> Side:
        """The player who makes the choice: Ward (8.15.1) and Vanish (8.14.1) ask about this one."""
        return self.chooser or self.by


@dataclass(frozen=True)
class SelectionOutcome:
    affected: bool
    """The effect can choose (or, when it doesn't choose, affects) the card."""
    chosen: bool
    vanish: bool
    """The choice triggers the card's Vanish."""


def select(reasoning: Reasoning, target: CardView, how: Selection) -> SelectionOutcome:
    """Can `how.by` pick `target` this way, and does that trigger Vanish? Steps go to `reasoning`."""
    by_opponent = how.picker != target.side
    if not how.chooses:
        if target.has("Ward"):
            reasoning.rule(
                f"the effect still affects {target.who} despite Ward: it doesn't choose",
                True,
                Q.WARD_NOT_CHOOSING,
            )
        if target.has("Vanish"):
            reasoning.rule(f"{target.who} is chosen by an opponent (Vanish needs that)", False, Q.VANISH)
        return SelectionOutcome(affected=True, chosen=False, vanish=False)

    if target.has("Ward"):
        if how.means == "challenge":
            reasoning.rule(
                f"Ward on {target.who} restricts choices made when resolving an effect", True, Q.WARD
            )
            _challenge_is_a_turn_action(reasoning)
        elif not reasoning.rule(
            f"{target.who} is chosen by its own controller (Ward stops only opponents)",
            not by_opponent,
            Q.WARD,
        ):
            return SelectionOutcome(affected=False, chosen=False, vanish=False)

    vanish = False
    if target.has("Vanish"):
        opponent = reasoning.rule(f"{target.who} is chosen by an opponent", by_opponent, Q.VANISH)
        if how.means == "challenge":
            if not target.has("Ward"):
                _challenge_is_a_turn_action(reasoning)
            action = reasoning.rule(
                "the choice is part of resolving an action's effect (it is part of a challenge)",
                False,
                Q.VANISH,
            )
        elif how.means == "ability":
            action = reasoning.rule(
                "the choice is part of resolving an action's effect (it is an ability's effect)",
                False,
                Q.VANISH,
            )
        else:
            if how.means == "song":
                reasoning.rule(
                    "the song is an action, so its effect is an action's effect", True, Q.SONG_IS_ACTION
                )
            action = reasoning.rule("the choice is part of resolving an action's effect", True, Q.VANISH)
        vanish = opponent and action
    return SelectionOutcome(affected=True, chosen=True, vanish=vanish)


def _challenge_is_a_turn_action(reasoning: Reasoning) -> None:
    """Choosing whom to challenge is a step of a turn action (1.7.1), which needs no effect (4.1.1)."""
    reasoning.rule("challenging is a turn action", True, Q.CHALLENGING_IS_A_TURN_ACTION)
    reasoning.rule(
        "a turn action is taken without any effect, so choosing whom to challenge is not resolving one",
        True,
        Q.TURN_ACTIONS_NEED_NO_EFFECT,
    )


def effect_choice(text: str | None) -> Choice | None:
    """The choice an effect's text makes (`effect_text`), or None without text; unreadable text is
    not covered, naming it."""
    if text is None:
        return None
    choice = read_choice(text)
    if choice is None:
        raise NotCovered(
            f"The effect's text “{text}” doesn't say in words the engine reads which one card it chooses "
            "(“chosen character with cost 3 or less”) or that it chooses none (“each …”).",
            "Not covered: the effect's text is outside what the engine reads.",
        )
    return choice


def out_of_play(reasoning: Reasoning, target: CardView, choice: Choice | None) -> bool:
    """A card outside play can't be what an effect's "chosen character" (or "each character")
    picks: there it is a character card (5.3.1). Whether an effect can pick it is in the effect's
    words, so without them the verdict is not covered. True when it can't be picked."""
    if target.in_play:
        return False
    if choice is None:
        raise NotCovered(
            f"{target.who} is {target.where}: whether the effect can pick it there is in the effect's words "
            "(a “chosen character” is one in play; elsewhere it is a character card: 5.3.1). Give the "
            "effect's text (`effect_text`).",
            "Not covered: the effect's words decide whether it can pick a card outside play.",
        )
    reasoning.rule(
        f"{target.who}, {target.where}, is {a_kind(choice.kind)}, as the effect's “{choice.described}” needs "
        f"(there it is {a_kind(choice.kind)} card)",
        False,
        Q.CHARACTER_CARD,
    )
    reasoning.decisive()
    return True


def fits_choice(reasoning: Reasoning, target: CardView, choice: Choice, by: Side) -> bool:
    """Does `target` fit what the effect may choose? (`by` controls the effect: "opposing" is its
    opponents'.) A stat the filter needs but the card lacks is not covered."""
    card, reasons = target.card, []
    if target.type != choice.kind:
        reasons.append(f"it is {'an' if target.type[0] in 'aeiou' else 'a'} {target.type}")
    if choice.whose == "opposing" and target.side == by:
        reasons.append("it isn't an opposing card")
    if choice.whose == "yours" and target.side != by:
        reasons.append("it isn't the effect's controller's")
    if choice.state == "damaged" and card.damage == 0:
        reasons.append("it has no damage")
    if choice.state == "exerted" and not card.exerted:
        reasons.append("it is ready")
    if choice.state == "ready" and card.exerted:
        reasons.append("it is exerted")
    if choice.limit is not None:
        stat, value, compare = choice.limit
        have = card.cost if stat == "cost" else counted_strength(reasoning, target)
        if have is None:
            raise NotCovered(
                f"The effect chooses a “{choice.described}”: give {target.name}'s "
                f"{stat} ({'cost' if stat == 'cost' else 'str'}=N).",
                f"Not covered: the target's {stat} is needed.",
            )
        if not (have <= value if compare == "<=" else have >= value):
            reasons.append(f"its {stat} is {have}")
    fits = not reasons
    test = f"{target.who} fits the effect's “{choice.described}”" + (
        f" ({'; '.join(reasons)})" if reasons else ""
    )
    reasoning.assume(test, fits, A.CHOICE_AS_WRITTEN)
    return fits
