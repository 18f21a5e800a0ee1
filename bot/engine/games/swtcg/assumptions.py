"""General Star Wars TCG rules the answers need but the glossary (the text the bot has) does not contain.

Each is stated in our words and shown in verdicts labelled "outside the quoted rules"; none is ever
cited as a rule. Keep this list short: a topic that would need more should answer "not covered".
"""

from __future__ import annotations

from bot.engine.verdict import Assumption


def _assume(key: str, statement: str) -> Assumption:
    return Assumption(id=f"swtcg.{key}", statement=statement)


HIT_ON_FOUR = _assume(
    "hit-on-4",
    "An attack die hits when its result (after Accuracy) is 4 or more; the glossary gives only Armor's "
    "5 or more.",
)
HIT_DAMAGE = _assume("hit-damage", "Each hit does 1 damage to the defending unit.")
POWER_IS_DICE = _assume(
    "power-is-dice",
    "An attacking unit rolls one attack die per point of power (after Shields); at 0 or less it rolls none.",
)
FAIR_DICE = _assume(
    "fair-d6", "Attack dice are fair six-sided dice: faces 1 to 6 equally likely, each die independent."
)
FURY_DICE = _assume("fury-dice", "Fury's additional dice are rolled before any reroll (Lucky's among them).")
CUMULATIVE = _assume(
    "cumulative",
    "A cumulative ability a unit has more than once adds up: Critical Hit 1 and Critical Hit 2 make "
    "Critical Hit 3.",
)
ISOLATED = _assume("isolated", "An isolated ability a unit has more than once counts once.")
IN_FULL = _assume(
    "prevent-in-full",
    "Parry ('prevent up to X'), triggered after a natural 1, prevents as much damage as it allows; the "
    "glossary doesn't say whether it may prevent less.",
)
PREVENTION_ADDS = _assume(
    "prevention-adds",
    "Prevention used on the same damage adds up, never beyond the damage pending; the glossary gives no "
    "order for it, and the damage left does not depend on one.",
)
PROTECTOR_ARENA = _assume(
    "protector-arena",
    "A protector given without the arenas is in the target's arena, as the protector option says; Protect "
    "acts only on a unit 'in this arena'.",
)
LUCKY_POLICY = _assume(
    "lucky-policy",
    "For the odds, the attacker uses its Lucky to reroll missed dice (natural 1s first), up to its Lucky "
    "value, only when a reroll could hit; nothing else is rerolled.",
)
DISCARDED = _assume(
    "discarded-at-health", "A unit with damage counters equal to or above its health is discarded."
)
ATTACKER_UNTAPPED = _assume(
    "attacker-untapped",
    "A tapped unit can't tap again, so it can't make an attack it must tap for; the attack asked about is "
    "taken to be one (not an attack without tapping, such as Tenacity's).",
)
COST_FLOOR = _assume("cost-floor", "A cost can't be reduced below 0.")
DEPLOY_AT_COST = _assume(
    "deploy-at-cost",
    "A card can be deployed once it has as many build counters as its build cost; the glossary says so "
    "only in Reduced Cost's worked example (a Reduced Cost further reduced).",
)
PAY_FORCE = _assume("pay-force", "A Force cost can't be paid with less Force than it asks for.")
DAMAGE_DICE = _assume(
    "damage-dice",
    "Unless Armor applies, a die of damage (Retaliate, Ambush) hits on 4 or more; each hit does 1 damage.",
)
