"""What Dreadnought answers take from the question or rely on beyond the bot's rules text.

The text says units must obey "the size rules" and move "to the Battle Area next to it", but defines
neither: whether a size fits a slot and whether two slots are next to each other are *given* in the
question (`size_fits`, `adjacent`) and shown in verdicts as such, labelled "outside the quoted rules".
Never invent a size rule here: with the answer left `unknown`, the topics answer "not covered".
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
