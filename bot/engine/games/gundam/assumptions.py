"""General Gundam Card Game rules the answers need but section 11-2 (the text the bot has) lacks.

Each is stated in our words and shown in verdicts labelled "outside the quoted rules"; none is ever
cited as a rule. Keep this list short: a topic that would need more answers "not covered".
"""

from __future__ import annotations

from bot.engine.verdict import Assumption


def _assume(key: str, statement: str) -> Assumption:
    return Assumption(id=f"gundam.{key}", statement=statement)


ATTACK_LASTS = _assume(
    "attack-lasts",
    "A Unit that has declared an attack is attacking through the attack step, the block step and the "
    "action step of that attack.",
)
PAIR_IN_MAIN_PHASE = _assume(
    "pair-in-main-phase",
    "You may pair a Pilot card from your hand with one of your Units during your main phase while no Unit "
    "is attacking (the pairing rules, 6-5-2-3, are not in the bot's text).",
)
PILOT_ADDS_STATS = _assume(
    "pilot-adds-stats",
    "A Pilot paired with a Unit adds the AP and HP printed on the Pilot to the Unit's AP and HP (the "
    "pairing rules are not in the bot's text).",
)
