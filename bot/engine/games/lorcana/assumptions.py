"""General Lorcana rules the answers need but §8 (the text the bot has) does not contain.

Each is stated in our words and shown in verdicts labelled "outside the quoted rules"; none is ever
cited as a rule. Keep this list short: a topic that would need more should answer "not covered".
"""

from __future__ import annotations

from bot.engine.verdict import Assumption


def _assume(key: str, statement: str) -> Assumption:
    return Assumption(id=f"lorcana.{key}", statement=statement)


OPPOSING_ONLY = _assume(
    "challenge-opposing", "A character can only challenge a character or location of an opposing player."
)
CHALLENGER_READY = _assume(
    "challenger-ready",
    "Challenging exerts the challenging character, so an exerted character can't challenge.",
)
DEFENDER_EXERTED = _assume(
    "defender-exerted", "Only exerted characters can be challenged; a ready one can't."
)
DRYING = _assume(
    "drying",
    "A drying character (one not in play since the beginning of its controller's turn) can't quest, "
    "challenge or exert to sing a song.",
)
CHALLENGE_IS_NOT_AN_EFFECT = _assume(
    "challenge-not-effect",
    "Choosing a character to challenge is part of a turn action, not of resolving an effect.",
)
CHALLENGE_DAMAGE = _assume(
    "challenge-damage",
    "In a challenge, each character deals damage equal to its {S} to the other; that damage is dealt "
    "(not put or moved).",
)
BANISHED_AT_WILLPOWER = _assume(
    "banish-at-willpower", "A character or location with damage equal to or above its {W} is banished."
)
QUEST_EXERTS = _assume("quest-exerts", "Questing exerts the character, so an exerted character can't quest.")
SING_EXERTS = _assume("sing-exerts", "Singing exerts the singer, so an exerted character can't sing.")
SINGING_COST = _assume(
    "singing-cost",
    "Without Sing Together a song is sung by one character, whose cost must be at least the song's cost.",
)
SONG_IS_ACTION = _assume("song-is-action", "A song is an action card: its effect is an action's effect.")
PAY_WITH_INK = _assume("pay-with-ink", "An ink cost can't be paid with less ink than it asks for.")
