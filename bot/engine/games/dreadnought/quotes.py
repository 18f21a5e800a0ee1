"""Every Dreadnought quote the engine may cite, word for word from data/sources/dreadnought.txt.

Dreadnought is cited by heading: the rule id is the heading's id (`gear-change`) and verdicts show the
heading ("Gear Change"). `verify_engine` checks each quote at start-up.
"""

from __future__ import annotations

from bot.engine.citations import rule_quote

GAME = "dreadnought"

# Actions
OWN_TIMING = rule_quote(
    GAME,
    "action",
    "Each kind of action has its own timing and it's usually involving which phase it can be used.",
)

# Speed Action
SPEED_AFTER_FIRST = rule_quote(
    GAME,
    "speed-action",
    "The Speed action can be done during Speed Phase, after all speed grades have been compared for the "
    "first time.",
)
SPEED_FASTER_FIRST = rule_quote(
    GAME, "speed-action", "The faster player has the priority to do Speed actions any number of times."
)
SPEED_PASS = rule_quote(
    GAME,
    "speed-action",
    "After the faster player has declared 'pass', then the priority is moved to the slower player.",
)

# Gear Change
GEAR_CHANGE_WHEN = rule_quote(
    GAME,
    "gear-change",
    "If you are not satisfied with the result during the first speed grade comparison, you may conduct "
    "Gear Change at this point (as a Speed action).",
)
GEAR_CHANGE_HOW = rule_quote(
    GAME,
    "gear-change",
    "To perform Gear Change, discard your current speed card, then put one card from your hand onto the "
    "Speed Area in Closed state.",
)
GEAR_CHANGE_OPENED = rule_quote(
    GAME,
    "gear-change",
    "It will be Opened during the second speed grade comparison (after all players have finished with "
    "their Speed actions).",
)
GEAR_CHANGE_ONCE = rule_quote(GAME, "gear-change", "You may perform Gear Change only once per turn.")

# Cast Action
CAST_FIRST_PLAYER = rule_quote(
    GAME,
    "cast-action",
    "In the Cast Phase, the first player (the one with the faster speed grade at the second speed grade "
    "comparison) may perform Cast actions before the last player.",
)
CAST_LIKE_SPEED = rule_quote(
    GAME, "cast-action", "It may be performed any number of times similar to Speed actions."
)
CAST_KINDS = rule_quote(
    GAME,
    "cast-action",
    "There are four types of Cast actions: cast unit cards, cast dummies, discard units, and move units.",
)
CAST_UNIT = rule_quote(
    GAME,
    "cast-unit-cards",
    "You may put your unit cards from your hand and Speed Area onto any empty slot in your Battle Area.",
)
CAST_NORMAL = rule_quote(GAME, "cast-unit-cards", "Units that are cast are in Normal state.")
CAST_LOG_COST_AND_SIZE = rule_quote(
    GAME,
    "cast-unit-cards",
    "When you would cast your unit, it is important to ensure that you have paid the log-cost (if any) and "
    "obeyed the size rules.",
)
DUMMY = rule_quote(
    GAME,
    "cast-dummies",
    'You may cast one or more cards from your hand in Closed and Check state as a "dummy".',
)
DUMMY_SIZE = rule_quote(GAME, "cast-dummies", "That card is considered as a unit with S size and 50 BP.")
DUMMY_DISCARDED = rule_quote(GAME, "cast-dummies", "All dummies are discarded during the End Phase.")
DUMMY_NO_ATTRIBUTES = rule_quote(
    GAME,
    "cast-dummies",
    "A dummy does not have any other attributes (such as name, cluster, and type) other than its size "
    "and BP.",
)
DISCARD_PREVIOUS_TURN = rule_quote(
    GAME,
    "discard-units",
    "You may discard any number of units (from your Battle Area) that you cast on the previous turn.",
)
DISCARD_NOT_SAME_TURN = rule_quote(
    GAME, "discard-units", "However, you cannot discard units that you cast during the same turn."
)
MOVE_NEXT_TO = rule_quote(
    GAME, "slot-movement", "You may move any number of your units to the Battle Area next to it."
)
MOVE_SWAP = rule_quote(
    GAME,
    "slot-movement",
    "By moving two or three units at the same time, it can also be considered a swap between slots.",
)
MOVE_SIZE = rule_quote(GAME, "slot-movement", "You must still obey the size rules.")
MOVE_STATE = rule_quote(
    GAME,
    "slot-movement",
    "The state of those moved units (such as Normal state or Enchanted) does not change.",
)

# Fast Action
FAST_TIMING = rule_quote(
    GAME,
    "fast-action",
    "Fast actions are generally similar to Cast action in terms of timing (the first player can conduct it "
    "first)",
)
FAST_LIKE_SPEED = rule_quote(
    GAME,
    "fast-action",
    "similar to Speed action in terms of characteristic (you can perform it any number of times as long as "
    "you have the priority)",
)
FAST_ONLY = rule_quote(GAME, "fast-action", "only that they are exclusive for the Fast Phase")

# Action Action and Pass
ACTION_ONE_AT_A_TIME = rule_quote(
    GAME,
    "action-action",
    "What differs Action action from other actions is that you perform it one at a time.",
)
ACTION_ALTERNATE = rule_quote(
    GAME,
    "action-action",
    "After you do one Action action, your opponent has the priority to do one too. Then after that, the "
    "priority moves back to you, and so on.",
)
ACTION_FIRST_PLAYER = rule_quote(
    GAME, "action-action", "The first priority to perform Action action is given to the first player."
)
PASS_IS_AN_ACTION = rule_quote(
    GAME, "action-action", "Declaring 'pass' (declare that you will do no actions."
)
PASS_UNTIL_BOTH = rule_quote(  # the document's section, not our "Pass" term quoting the same words
    GAME,
    "action-action",
    "Until both players pass, even a player that previously has declared 'pass' can still make another "
    "action",
)
