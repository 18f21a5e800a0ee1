"""General Gundam Card Game rules the answers need but the Comprehensive Rules Ver. 1.7.0 lack.

The three the engine made while it had only the older 11-2 keywords text (a Unit is attacking
through its battle's steps; a Pilot is paired in the main phase; a Pilot adds its AP and HP) are now
cited from 1.7.0 (8-1 and 8-4-2; 7-5-2-1; 3-3-8-1). One is needed since the battle topics: 1.7.0
defines a Link Unit only through "its link conditions" (3-2-6-2) and says nothing of the many Units
printed with none ("-"). Each assumption is stated in our words and shown in verdicts labelled
"outside the quoted rules"; none is ever cited as a rule. A topic that would need many answers
"not covered".
"""

from __future__ import annotations

from bot.engine.verdict import Assumption


def _assume(key: str, statement: str) -> Assumption:
    return Assumption(id=f"gundam.{key}", statement=statement)


NO_LINK_CONDITION = _assume(
    "no-link-condition",
    "A Unit printed without a link condition (“-”) never becomes a Link Unit, whatever Pilot is paired "
    "with it: 3-2-6-2 defines a Link Unit by a Pilot satisfying the Unit's link conditions, and such a "
    "Unit has none to satisfy.",
)
