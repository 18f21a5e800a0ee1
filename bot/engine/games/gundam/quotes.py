"""Every Gundam Card Game quote the engine may cite, word for word from the Comprehensive Rules
Ver. 1.7.0 (data/sources/gundam-comprehensive-rules-1.7.0.md).

Rules are cited by number (`13-2-6-1`). The older 11-2 keywords text (and the "Key Points" printed
beside it) is retired: nothing here quotes it. Where 1.7.0 decides what the older text did not, or
decides otherwise, the step that cites it says so (`steps.CHANGED`). `verify_engine` checks each
quote at start-up.
"""

from __future__ import annotations

from bot.engine.citations import rule_quote

GAME = "gundam"

# 2 Card information: names, colours and traits
COLOUR_REFERENCE = rule_quote(GAME, "2-4-1", "This color may be referred to within card text.")
PAIRED_COLOUR_KEPT = rule_quote(
    GAME,
    "2-4-3",
    "The color of a Unit in the battle area is not affected by the color of a card paired with it.",
)
CARD_NAME_REFERENCE = rule_quote(
    GAME,
    "2-2-2",
    "Cards may be referred to by their card name within a card’s text without any additional information "
    "provided. In this case, reference the card with that card name.",
)
TRAIT_REFERENCE = rule_quote(
    GAME,
    "2-5-3",
    "If a trait appears in a text, it is referring to cards with that trait.",
)

# 3-3 Pilots
PILOT_ADDS_STATS = rule_quote(
    GAME, "3-3-8-1", "These numerical values are added to the paired Unit while they are paired."
)

# 4 Locations, 5 terms
SLASH_IS_OR = rule_quote(
    GAME,
    "5-19-1",
    "It performs the same function as the conjunction “or” would in those situations.",
)
NEW_CARD = rule_quote(
    GAME,
    "4-1-5",
    "When a card moves between locations, unless specified otherwise, treat it as a new card in the new "
    "location.",
)
DEPLOY_MEANS = rule_quote(GAME, "5-8-1", "This describes a Unit or Base being placed on the field.")

# 7-5 Main phase
PAIR_FROM_HAND = rule_quote(
    GAME,
    "7-5-2-1",
    "The active player may perform the following actions in any order as many times as desired with cards "
    "from the hand by paying their cost: deploy a Unit, deploy a Base, pair a Pilot, and activate a Command "
    "card with 【Main】 timing.",
)

PLAY_CHECKS_LEVEL = rule_quote(
    GAME,
    "7-5-2-2-2",
    "Confirm you have a sufficient number of Resources to fulfill its Lv. condition.",
)
PLAY_PAYS_COST = rule_quote(
    GAME, "7-5-2-2-3", "Choose the number of Resources necessary to pay its cost and rest them."
)

# 8 Attacking and battles
BATTLE_STEPS = rule_quote(
    GAME,
    "8-1",
    "If they attack, enter battle and perform the following five steps in order: attack step, block step, "
    "action step, damage step, and battle end step.",
)
ATTACK_TARGETS = rule_quote(
    GAME, "8-2-1", "The attack target can be either the opposing player or a rested enemy Unit."
)
ATTACK_TIMING = rule_quote(
    GAME, "8-2-2", "Effects with 【Attack】 or “when this Unit attacks” timing activate."
)
STILL_ATTACKING = rule_quote(
    GAME,
    "8-4-2",
    "At the end of the action step, if the attacking Unit or the Unit targeted for attack has been destroyed",
)
BACK_TO_MAIN = rule_quote(GAME, "8-6-2", "the battle ends, and you return to the main phase.")

# 9 Action steps
ACTION_STEPS = rule_quote(GAME, "9-1", "An action step occurs after the block step and during the end phase.")
ACTION_STEP_PLAYERS = rule_quote(
    GAME,
    "9-2",
    "During an action step, taking turns starting with the standby player, players may activate 【Action】 "
    "Command cards and 【Activate･Action】 effects.",
)
ACTION_STEP_CHOICES = rule_quote(
    GAME,
    "9-3",
    "The standby player may choose to perform one of the following actions: activate an 【Action】 Command "
    "card, activate an 【Activate･Action】 effect, or pass.",
)

# 10-1 Effects
MAY_DECLINE = rule_quote(
    GAME, "10-1-3", "If told “you may” perform an effect, you may also choose not to activate that effect."
)
TRIGGERED_AUTOMATICALLY = rule_quote(
    GAME,
    "10-1-6-1",
    "A triggered effect activates automatically when some conditional event occurs during the game. "
    "Triggered effects include effects that specify timing, such as 【Deploy】, 【Attack】, 【Destroyed】, "
    "and 【When Paired】.",
)
YOU_ORDER_YOURS = rule_quote(
    GAME,
    "10-1-6-5",
    "If multiple effects belonging to you trigger, they do so simultaneously, and you resolve them in the "
    "order you decide.",
)
ACTIVE_PLAYER_FIRST = rule_quote(
    GAME,
    "10-1-6-6",
    "all of the active player’s triggered effects are resolved first, after which all of the standby "
    "player’s triggered effects are resolved.",
)
BURST_FIRST = rule_quote(
    GAME,
    "10-1-6-8",
    "If there is a 【Burst】 effect among multiple triggered effects, "
    "give that 【Burst】 effect priority over "
    "all others and resolve it first.",
)

# 11-4 Battle area excess management
EXCESS_NOT_DESTROYED = rule_quote(
    GAME, "11-4-2-1", "Units placed into the trash due to this management are not considered to be destroyed."
)

# 13-1-7 <Suppression>: two Bursts at once
BURSTS_OWNER_ORDERS = rule_quote(
    GAME,
    "13-1-7-4",
    "if both Shields have 【Burst】 effects, their owner chooses what order to resolve them in.",
)

# 13-2-1 【Activate･Main】, 13-2-2 【Activate･Action】
ACTIVATE_MAIN = rule_quote(
    GAME,
    "13-2-1-1",
    "【Activate･Main】 is the keyword for an activated effect (see 9-1-7) that can only be activated during "
    "your main phase while the Unit is not attacking.",
)
ACTIVATE_ACTION = rule_quote(
    GAME,
    "13-2-2-1",
    "【Activate･Action】 is the keyword for an activated effect (see 9-1- 7) "
    "that can only be activated during "
    "action steps.",
)

# 13-2-3 【Main】 and 13-2-4 【Action】 (Command cards)
MAIN_COMMAND = rule_quote(
    GAME,
    "13-2-3-1",
    "【Main】 is the keyword for a command effect found only on Command cards "
    "that can be activated by playing "
    "the card during your main phase while no Units are attacking.",
)
BOTH_MAIN_AND_ACTION = rule_quote(
    GAME,
    "13-2-3-2",
    "Some effects list 【Main】 and 【Action】 together. "
    "In this case, the effect can be activated at either time.",
)
ACTION_COMMAND = rule_quote(
    GAME,
    "13-2-4-1",
    "【Action】 is the keyword for a command effect found only on Command cards that can be activated by "
    "playing the card during an action step.",
)
NO_PILOT_COMMAND_IN_ACTION_STEP = rule_quote(
    GAME,
    "13-2-4-2",
    "You cannot pair a Command card with a 【Pilot】 effect as a Pilot during an action step.",
)

# 13-2-5 【Burst】
BURST = rule_quote(
    GAME,
    "13-2-5-1",
    "is the keyword for an effect that can be activated immediately before a Shield is placed into the trash "
    "when it is destroyed by damage or an effect.",
)
BURST_OPTIONAL = rule_quote(
    GAME,
    "13-2-5-1",
    "means when this card is acting as a Shield and is revealed after being destroyed, you may activate the "
    "following effect without paying its cost.",
)
BURST_DECLINED = rule_quote(
    GAME,
    "13-2-5-2",
    "You can also choose not to activate the 【Burst】 effect. "
    "In that case, the card is placed into the trash.",
)

# 13-2-6 【Deploy】, 13-2-7 【Attack】, 13-2-8 【Destroyed】
DEPLOY = rule_quote(
    GAME, "13-2-6-1", "【Deploy】 is the keyword for an effect that activates when the card is deployed."
)
ATTACK = rule_quote(
    GAME,
    "13-2-7-1",
    "【Attack】 is the keyword for an effect that activates when the Unit declares an attack during your "
    "attack step.",
)
DESTROYED = rule_quote(
    GAME,
    "13-2-8-1",
    "【Destroyed】 is the keyword for an effect that activates "
    "when the Unit or Base is destroyed in battle or "
    "by some effect and placed into the trash.",
)
DESTROYED_FROM_TRASH = rule_quote(
    GAME,
    "13-2-8-2",
    "An effect activated by 【Destroyed】 activates from the trash as an effect on the destroyed card.",
)
DESTROYED_LAST_STATE = rule_quote(
    GAME,
    "13-2-8-2-1",
    "If there is text referring to the state of that card, refer to its state while it was in its last "
    "location prior to being destroyed and placed into the trash.",
)
UNIT_CARD_ELSEWHERE = rule_quote(
    GAME,
    "3-2-1",
    "They are “Units” while deployed in the battle area and “Unit cards” if they are in any other location.",
)
SHIELDS = rule_quote(GAME, "4-6-4-2", "Cards in the shield section are treated as Shields with 1 HP each.")

# 13-2-9 【When Paired】, 13-2-10 【During Pair】
WHEN_PAIRED = rule_quote(
    GAME,
    "13-2-9-1",
    "【When Paired】 is the keyword for an effect that activates when a Pilot is paired with a Unit.",
)
WHEN_PAIRED_QUALIFIED = rule_quote(
    GAME,
    "13-2-9-2",
    "This means when a Pilot fulfilling the (qualifications) is paired with this Unit, perform (text).",
)
DURING_PAIR = rule_quote(
    GAME,
    "13-2-10-1",
    "【During Pair】 is the keyword for an effect that is possessed by the Unit "
    "while a Pilot is paired with it.",
)
DURING_PAIR_QUALIFIED = rule_quote(
    GAME,
    "13-2-10-2",
    "This means while a Pilot fulfilling the (qualifications) is paired with this Unit, perform (text).",
)
DURING_PAIR_TRAIT_EXAMPLE = rule_quote(
    GAME,
    "13-2-10-2",
    "lets you draw a card when the Unit attacks if an (Earth Federation) Pilot is paired with it.",
)

# 13-2-13 【Once per Turn】
ONCE_PER_TURN = rule_quote(
    GAME,
    "13-2-13-1",
    "【Once per Turn】 is the keyword indicating that that effect can only be activated one time during that "
    "turn.",
)
ONCE_EACH_COPY = rule_quote(
    GAME,
    "13-2-13-2",
    "If multiple cards have a copy of the same effect with 【Once per Turn】, each card can activate it one "
    "time.",
)
