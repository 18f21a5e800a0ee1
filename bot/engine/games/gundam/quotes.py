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
PILOTS_PAIR_WITH_UNITS = rule_quote(
    GAME,
    "3-3-1",
    "When played, Pilot cards are placed beneath Units in the battle area and paired with them.",
)
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

# --- The battle (the `battle` topic area) and deck building --------------------------------------

# 1-2 Defeat, 1-3 fundamentals
DEFEAT_BY_BATTLE_DAMAGE = rule_quote(
    GAME,
    "1-2-2-1",
    "When either player receives battle damage from a Unit while they have no cards in their shield area, "
    "that player fulfills the conditions for defeat.",
)
NEGATIVE_IS_ZERO = rule_quote(
    GAME,
    "1-3-6",
    "When numerical information on a card is modified by a card’s effect, the result will be a whole number. "
    "If the result would be negative, treat it as zero unless it will be modified by another effect.",
)
ALREADY_IN_STATE = rule_quote(
    GAME,
    "1-3-2-1",
    "If you are required to put an entity into some state that entity is already in, the entity remains in "
    "the state it was in, and the action putting it into that state is not performed.",
)

# 2-1 card numbers, 2-11 card text
SAME_NUMBER_SAME_CARD = rule_quote(
    GAME, "2-1-1", "Cards with the same card number are treated in the game as the same card."
)
UNIT_TEXT_WHERE = rule_quote(
    GAME,
    "2-11-2",
    "Unless instructed otherwise, card text on Unit and Base cards only takes effect in the battle or shield "
    "area.",
)

# 3-2 Units, Link Units
ONLY_UNITS_ATTACK = rule_quote(GAME, "3-2-3", "Only Units can attack.")
ONLY_UNITS_LINK = rule_quote(GAME, "3-2-6", "Only Units have link conditions.")
NEW_UNIT_CANT_ATTACK = rule_quote(
    GAME,
    "3-2-4",
    "Unless specified otherwise, a newly deployed Unit cannot attack on the turn it is deployed.",
)
LINK_CONDITIONS = rule_quote(
    GAME,
    "3-2-6-1",
    "These are conditions that are necessary to create a Link Unit, such as Pilot names or traits.",
)
LINK_UNIT = rule_quote(
    GAME,
    "3-2-6-2",
    "A Unit with a Pilot satisfying its link conditions placed beneath it is called a Link Unit.",
)
LINK_UNIT_ATTACKS = rule_quote(
    GAME, "3-2-6-3", "Link Units can immediately attack during the turn in which they are deployed."
)
LINK_NAME_CONTAINS = rule_quote(
    GAME,
    "3-2-6-4",
    "That link requirement is satisfied if a Pilot whose card name contains the bracketed text is paired.",
)
PILOT_BURST_ABOVE = rule_quote(
    GAME,
    "3-3-9-1",
    "The card text printed above the card name belongs to the Pilot card. Typically 【Burst】 effects appear "
    "here.",
)
PILOT_TEXT_BELOW = rule_quote(
    GAME,
    "3-3-9-2",
    "The card text printed below the card name are effects gained by the paired Unit unless a location for "
    "where to activate them is specified.",
)
COMMAND_WHEN_PLAYED = rule_quote(GAME, "3-4-1", "When played, Command cards activate their command effects.")
BASE_TAKES_DAMAGE_FIRST = rule_quote(
    GAME,
    "3-5-3",
    "While a Base is present, damage dealt to the shield area is preferentially dealt to that base.",
)

# 5 terms: damage, recovery, the EX Base token
DESTROYED_AT_HP = rule_quote(
    GAME,
    "5-5-2",
    "A card that receives damage equal to or greater than its HP is destroyed as a result of rules "
    "management.",
)
BATTLE_DAMAGE = rule_quote(
    GAME,
    "5-5-3",
    "Attacking Units and Units being attacked deal damage equal to their AP to each other during the damage "
    "step. This damage is called battle damage.",
)
EFFECT_DAMAGE = rule_quote(
    GAME,
    "5-5-4",
    "Units, Bases, Shields, and players can receive damage from effects on cards. This damage is called "
    "effect damage.",
)
ZERO_DAMAGE = rule_quote(GAME, "5-5-5", "Damage is not dealt when the amount of damage dealt would be zero.")
NO_EXCESS_TO_SHIELDS = rule_quote(
    GAME,
    "5-5-6",
    "When damage received by a Base or Shield exceeds its HP, the excess damage is not dealt to another "
    "Shield.",
)
EX_BASE = rule_quote(GAME, "5-17-3-1-1", "An EX Base is a Base token with 0 AP and 3 HP.")
TOKEN_NO_COLOUR = rule_quote(GAME, "5-17-2-3", "Tokens are treated as having no color.")
RECOVERY_REMOVES_COUNTERS = rule_quote(
    GAME,
    "5-6-1",
    "When a Unit or Base recovers from received damage for any reason, remove a number of damage counters "
    "from it equal to the amount it recovers.",
)
RECOVERY_CAPPED = rule_quote(
    GAME,
    "5-6-2",
    "If the amount recovered exceeds the amount of damage the card has currently received, remove all of its "
    "counters. HP does not increase by the amount exceeded.",
)
NO_DAMAGE_NO_RECOVERY = rule_quote(GAME, "5-6-3", "A Unit that has not received damage cannot recover HP.")

# 6-1 deck building
DECK_SIZES = rule_quote(
    GAME,
    "6-1-1",
    "A deck consists of exactly 50 cards, and a resource deck consists of exactly 10 cards.",
)
DECK_CARD_TYPES = rule_quote(
    GAME, "6-1-1-1", "A deck is constructed with Unit, Pilot, Command, and Base cards."
)
DECK_COLOURS = rule_quote(
    GAME, "6-1-1-2", "A deck must be constructed entirely using either one or two card colors."
)
DECK_COPIES = rule_quote(
    GAME, "6-1-1-3", "Up to four copies of cards with the same card number can be included in a deck."
)

# 7-6 end phase
END_OF_TURN_EFFECTS = rule_quote(GAME, "7-6-4-1", "Effects that specify “at the end of the turn” activate.")
DURING_THIS_TURN_ENDS = rule_quote(
    GAME, "7-6-6-1", "Effects with the duration limit “during this turn” lose effect."
)

# 8 the battle
ACTIVE_PLAYER_ATTACKS = rule_quote(
    GAME,
    "8-1",
    "Using a main phase attack with a Unit, the active player may use one of their Units to attack the "
    "opposing player or a rested enemy Unit in the battle area.",
)
ATTACKER_ACTIVE = rule_quote(
    GAME,
    "8-2-1",
    "Select one active Unit in your battle area and rest it, then declare an attack target.",
)
DURING_THIS_BATTLE = rule_quote(GAME, "8-2-3", "Effects worded “during this battle” gain effect now.")
BLOCKER_ACTIVE = rule_quote(
    GAME,
    "8-3-1",
    "The standby player may activate <Blocker> on one of their active Units in the battle area.",
)
BLOCKER_REDIRECTS = rule_quote(
    GAME,
    "8-3-1",
    "When activated, this effect changes the attack target of the attacking Unit to the Unit with <Blocker>.",
)
ONE_BLOCK_PER_ATTACK = rule_quote(
    GAME, "8-3-2", "The <Blocker> effect can be activated only one time in response to each attack."
)
TARGET_CANT_BLOCK = rule_quote(
    GAME, "8-3-3", "A Unit originally targeted for attack cannot activate its own <Blocker> effect."
)
ATTACK_ON_PLAYER_CHECKS_SHIELDS = rule_quote(
    GAME, "8-5-2-1", "After an attack on a player has succeeded, check the opponent’s shield area."
)
DAMAGE_TO_PLAYER = rule_quote(
    GAME,
    "8-5-2-2",
    "If there is no Base and not a single Shield in the opponent’s shield area, the attacking Unit deals "
    "battle damage equal to its AP to the opposing player. A player receiving damage is immediately "
    "defeated, and the player who owns the attacking Unit wins the game.",
)
DAMAGE_TO_SHIELD = rule_quote(
    GAME,
    "8-5-2-3",
    "If there is a Shield but no Base in the enemy shield area, the attacking Unit deals damage equal to its "
    "AP to the top Shield in the shield area.",
)
SHIELD_DESTROYED = rule_quote(
    GAME,
    "8-5-2-3-1",
    "A Shield receiving 1 or more damage is destroyed and placed into the trash after revealing it.",
)
DAMAGE_TO_BASE = rule_quote(
    GAME,
    "8-5-2-4",
    "If there is a Base in the enemy shield area, the attacking Unit deals an amount of battle damage equal "
    "to its AP to the Base targeted for attack.",
)
BASE_DESTROYED = rule_quote(
    GAME, "8-5-2-4-1", "A Base whose HP becomes zero is destroyed and placed into the trash."
)
FIRST_STRIKE_ON_BASE = rule_quote(
    GAME,
    "8-5-2-4-2",
    "If the attacking Unit has <First Strike>, it deals battle damage to the enemy Base before normal battle "
    "damage is managed.",
)
UNITS_TRADE_DAMAGE = rule_quote(
    GAME,
    "8-5-3-2",
    "The attacking Unit deals damage equal to its AP to the Unit targeted for attack simultaneously as the "
    "Unit targeted for attack deals damage equal to its AP to the Attacking Unit.",
)
UNIT_DESTROYED = rule_quote(
    GAME,
    "8-5-3-2-1",
    "Use counters to track dealt damage. A Unit whose HP becomes zero is destroyed and placed into the "
    "trash.",
)
FIRST_STRIKE_ON_UNIT = rule_quote(
    GAME,
    "8-5-3-2-2",
    "If the attacking Unit has <First Strike>, it deals battle damage to the enemy Unit before normal battle "
    "damage is managed.",
)
BOTH_DESTROYED_TOGETHER = rule_quote(
    GAME,
    "8-5-3-2-3",
    "If both battling Units are destroyed, their destruction is treated as happening simultaneously.",
)

# 10-1 effects: triggered and activated
TRIGGER_NEEDS_CONDITION = rule_quote(
    GAME,
    "10-1-6-2",
    "A triggered effect will not trigger or activate unless its trigger conditions are fulfilled.",
)
ACTIVATED_BY_CHOICE = rule_quote(
    GAME, "10-1-7-1", "An activated effect can be freely activated by the player."
)
CONDITIONS_MUST_BE_MET = rule_quote(
    GAME,
    "10-3-1-1",
    "If conditions are required to activate the effect, they must be fulfilled, otherwise the effect cannot "
    "be activated.",
)

# 13-1 keyword effects
REPAIR = rule_quote(
    GAME,
    "13-1-1-1",
    "<Repair (amount)> indicates the effect “At the end of your turn, this Unit recovers (amount) HP.”",
)
REPAIR_ADDS_UP = rule_quote(
    GAME, "13-1-1-2", "the amount from the new copy of <Repair> is added to the original."
)
BREACH = rule_quote(
    GAME,
    "13-1-2-1",
    "“when this Unit destroys an enemy Unit with battle damage during your turn, <Breach> deals (amount) "
    "damage to the first card in the shield area of the opponent who owns the destroyed Unit.”",
)
BREACH_FIRST_CARD = rule_quote(
    GAME,
    "13-1-2-2",
    "Dealing damage to the first card in the shield area deals that damage to the enemy Base if there is "
    "one. "
    "Otherwise, it deals that damage to the enemy’s topmost Shield.",
)
BREACH_BOTH_DESTROYED = rule_quote(
    GAME, "13-1-2-3", "It activates even when both Units are destroyed in battle."
)
BREACH_NOTHING_THERE = rule_quote(
    GAME,
    "13-1-2-4",
    "If there is neither a Base nor Shields in the enemy’s shield area, the <Breach> effect does not "
    "activate.",
)
BREACH_ADDS_UP = rule_quote(
    GAME, "13-1-2-5", "the amount from the new copy of <Breach> is added to the original."
)
SUPPORT = rule_quote(
    GAME,
    "13-1-3-1",
    "<Support (amount)> indicates the effect “【Activate･Main】Rest this Unit：Choose one other friendly "
    "unit. It gets AP+(amount) during this turn.”",
)
SUPPORT_ADDS_UP = rule_quote(
    GAME, "13-1-3-2", "the amount from the new copy of <Support> is added to the original."
)
BLOCKER = rule_quote(
    GAME,
    "13-1-4-1",
    "<Blocker> is a keyword effect that can change the attack target to the Unit with <Blocker> when you "
    "declare a block and rest that Unit.",
)
FIRST_STRIKE = rule_quote(
    GAME,
    "13-1-5-1",
    "<First Strike> is a keyword effect that deals battle damage before the enemy does when the attacking "
    "Unit battles.",
)
FIRST_STRIKE_THEN_TARGET = rule_quote(
    GAME,
    "13-1-5-2",
    "a Unit with <First Strike> deals damage first, after which the Unit targeted for attack deals damage.",
)
FIRST_STRIKE_NO_DAMAGE_BACK = rule_quote(
    GAME,
    "13-1-5-2",
    "If the enemy Unit or Base is destroyed by this battle damage, battle damage from the Unit or Base "
    "targeted for attack is not received.",
)
HIGH_MANEUVER = rule_quote(
    GAME, "13-1-6-1", "“While this Unit is attacking, enemy Units cannot activate <Blocker>.”"
)
SUPPRESSION = rule_quote(
    GAME,
    "13-1-7-1",
    "<Suppression> is a keyword effect that deals damage to the first two Shields simultaneously when the "
    "Unit with <Suppression> deals battle damage to an enemy Shield in the shield area.",
)
SUPPRESSION_ONE_SHIELD = rule_quote(
    GAME,
    "13-1-7-3",
    "When there is only one enemy Shield in the shield area, damage is only dealt to that one Shield.",
)

# 13-2-11 【When Linked】, 13-2-12 【During Link】
WHEN_LINKED = rule_quote(
    GAME,
    "13-2-11-1",
    "【When Linked】is a keyword that indicates an effect activates when a pilot that meets the link "
    "condition is set.",
)
DURING_LINK = rule_quote(
    GAME,
    "13-2-12-2",
    "This means while a Pilot fulfilling the link conditions is paired with this Unit, perform (text).",
)
