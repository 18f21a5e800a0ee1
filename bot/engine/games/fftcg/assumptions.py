"""General FFTCG rules the answers need but data/sources/fftcg.txt (keyword sections only) does not contain.

Each is stated in our words and shown in verdicts labelled "outside the quoted rules"; none is ever
cited as a rule, and each appears in a verdict only when a step rests on it. Keep this list short: a
question that would need more should answer "not covered".
"""

from __future__ import annotations

from bot.engine.verdict import Assumption


def _assume(key: str, statement: str) -> Assumption:
    return Assumption(id=f"fftcg.{key}", statement=statement)


ONLY_FORWARDS_ATTACK = _assume("only-forwards-attack", "Only Forwards can attack.")
ATTACKER_ACTIVE = _assume(
    "attacker-active",
    "Only an active Forward can attack, and attacking dulls it (Brave removes only the dulling).",
)
ATTACK_ONCE = _assume("attack-once", "A Forward can attack only once per turn.")
NEW_CANNOT_ATTACK = _assume(
    "controlled-since-turn-start",
    "A Forward can attack only if its controller has controlled it continuously since the start of the "
    "turn (Haste lifts this).",
)
ONLY_FORWARDS_BLOCK = _assume("only-forwards-block", "Only a Forward can block an attack.")
BLOCKER_ACTIVE = _assume("blocker-active", "Only an active Forward can block; a dull Forward can't.")
NEW_CAN_BLOCK = _assume(
    "new-can-block",
    "A Forward can block even if its controller has not controlled it since the start of the turn "
    "(that limit is on attacking).",
)
CARD_TEXT = _assume(
    "card-text",
    "What a card's text says applies as written: a Forward its 'cannot be blocked by …' names can't "
    "block it, a Forward that 'cannot block' can't block, one that cannot deal damage deals none.",
)
CARD_TEXT_FIRST = _assume(
    "card-text-first", "Where a card's text and the rules disagree, the card's text takes precedence."
)
MULTI_ELEMENT = _assume("multi-element", "A card with several elements is a card of each of those elements.")
COMBAT_DAMAGE = _assume(
    "combat-damage",
    "A blocked attacker (or party) and the blocking Forward deal damage equal to their power to each other; "
    "without First Strike they do so at the same time.",
)
PARTY_POWER = _assume(
    "party-power",
    "A blocked party deals the blocking Forward damage equal to the total power of the Forwards in it that "
    "can legally deal damage.",
)
BREAK_AT_POWER = _assume(
    "break-at-power",
    "A Forward that has received damage equal to or greater than its power is broken, and that counts as "
    "breaking it.",
)
BROKEN_DEALS_NONE = _assume(
    "broken-deals-none",
    "A Forward broken by First Strike damage has left the field and deals no damage afterwards.",
)
LEFT_FIELD = _assume("left-field", "A party member that has left the field deals no damage.")
STILL_BLOCKED = _assume(
    "still-blocked",
    "When a blocked party is no longer a party, the Forward left stays blocked and deals its damage alone.",
)
ACTIVATION_PHASE = _assume(
    "activation-phase", "In their Activation Phase a player activates the Characters they control."
)
MAIN_PHASES = _assume(
    "main-phases",
    "Each turn has a Main Phase 1 and a Main Phase 2; 'your main phase' means either of them in your turn.",
)
PLAYER_DAMAGE = _assume(
    "player-damage",
    "An attacking Forward that is not blocked deals 1 point of damage to the opponent; a blocked one deals "
    "the opponent none.",
)
