"""General Lorcana rules the answers need but the Comprehensive Rules don't state in so many words.

The whole document (data/sources/lorcana-comprehensive-rules-2.0.1.md) is the Lorcana authority, so a
fact it states is cited (`quotes.py`), never assumed. What is left here is what no sentence of it
says outright. Each is stated in our words and shown in verdicts labelled "outside the quoted rules";
none is ever cited as a rule. Keep this list short: a topic that would need more should answer
"not covered".
"""

from __future__ import annotations

from bot.engine.verdict import Assumption


def _assume(key: str, statement: str) -> Assumption:
    return Assumption(id=f"lorcana.{key}", statement=statement)


EXERT_NEEDS_READY = _assume(
    "exert-needs-ready",
    "An exerted character can't be exerted again, so it can't quest or sing: questing exerts it (4.5.1.3) "
    "and singing exerts it to pay the song's cost. (For challenging, 4.6.4.1 says so itself.)",
)
SING_WITH_YOURS = _assume(
    "sing-yours",
    "A player can't exert an opponent's character to sing their song (5.4.4.2 asks only for 'a character'; "
    "Sing Together, 8.12, names their own and their teammates' characters).",
)
CHOICE_AS_WRITTEN = _assume(
    "choice-as-written",
    "An effect that says what it chooses ('chosen opposing character with cost 3 or less') can choose only "
    "a card that fits those words (the card text itself; no rule of the document restates it).",
)
