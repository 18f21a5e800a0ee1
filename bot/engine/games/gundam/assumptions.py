"""General Gundam Card Game rules the answers need but the Comprehensive Rules Ver. 1.7.0 lack.

None today: the three the engine made while it had only the older 11-2 keywords text (a Unit is
attacking through its battle's steps; a Pilot is paired in the main phase; a Pilot adds its AP and
HP) are now cited from 1.7.0 (8-1 and 8-4-2; 7-5-2-1; 3-3-8-1). Each assumption, if one is ever
needed, is stated in our words and shown in verdicts labelled "outside the quoted rules"; none is
ever cited as a rule. A topic that would need many answers "not covered".
"""

from __future__ import annotations

from bot.engine.verdict import Assumption


def _assume(key: str, statement: str) -> Assumption:
    return Assumption(id=f"gundam.{key}", statement=statement)
