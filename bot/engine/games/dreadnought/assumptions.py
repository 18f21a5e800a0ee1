"""What Dreadnought answers take from the question or rely on beyond the bot's rules text.

The text says units must obey "the size rules" and move "to the Battle Area next to it", but defines
neither: whether a size fits a slot and whether two slots are next to each other are *given* in the
question (`size_fits`, `adjacent`) and shown in verdicts as such, labelled "outside the quoted rules".
Never invent a size rule here: with the answer left `unknown`, the topics answer "not covered".

An action's own sentence names where it takes cards from and puts them ("from your hand and Speed
Area onto any empty slot", "(from your Battle Area)", "to the Battle Area next to it") without saying
"only": that it names them all is `ACTION_SCOPE`, shown on each No it decides. Never its timing: the
text says where timing is exclusive ("exclusive for the Fast Phase") and forbids the same turn outright
in Discard units, so a Cast action outside the Cast Phase, or a unit cast before the previous turn, is
not covered.
"""

from __future__ import annotations

from bot.engine.verdict import Assumption


def _assume(key: str, statement: str) -> Assumption:
    return Assumption(id=f"dreadnought.{key}", statement=statement)


SIZE_GIVEN = _assume(
    "size-given",
    "Whether the size rules allow the unit(s) in the slot(s) is as the question states: the bot's text "
    "requires obeying the size rules but does not state them.",
)
ADJACENT_GIVEN = _assume(
    "adjacent-given",
    "Whether a slot is 'next to' another is as the question states: the bot's text does not define the "
    "Battle Area's slots or which are next to each other.",
)
DUMMY_CAST_LIKE_A_UNIT = _assume(
    "dummy-cast-like-a-unit",
    "A dummy, being considered a unit, is cast like a unit card: onto an empty slot of your Battle Area, "
    "obeying the size rules.",
)
PRIORITY_LIKE_SPEED = _assume(
    "priority-like-speed",
    "In the Cast and Fast Phases priority passes as in the Speed Phase: the first player acts until "
    "declaring 'pass', then the last player acts until declaring 'pass'.",
)
ACTION_SCOPE = _assume(
    "action-scope",
    "An action's sentence names every place it takes cards from and puts them, though it never says "
    "'only': Cast unit cards from your hand and Speed Area onto an empty slot in your Battle Area; Cast "
    "dummies from your hand; Discard units from your Battle Area; Slot movement to the Battle Area next "
    "to it. Elsewhere is a No.",
)
