"""Every FFTCG rule quote the engine may cite, word for word from data/sources/fftcg.txt.

FFTCG is heading-cited: the rule id is the term's id (`forming-a-party`, `first-strike`) and verdicts
show the heading. Typographic apostrophes (’) and quotes (“ ”) are the source's own, as is its "much be
part of a group". `verify_engine` checks each quote at start-up; `Citer` checks again on every use.
"""

from __future__ import annotations

from bot.engine.citations import RuleQuote, rule_quote
from bot.engine.reasoning import Reasoning

GAME = "fftcg"


def newer_wording(reasoning: Reasoning, older: str) -> str:
    """The note a step carries when it quotes the glossary where 2.1.2's `older` rule says it in other
    words: " (the keyword glossary, newer than 2.1.2, words 15.1.1.9.3 differently: the newer text is
    quoted)". Empty when the loaded rules don't say the newer text supersedes it."""
    newer = reasoning.rules.superseded_by(older)
    if newer is None:
        return ""
    return f" (2.1.2's {older}, from 2020, words this differently; the newer keyword glossary is quoted)"


def older_says_otherwise(reasoning: Reasoning, what: str, *older: RuleQuote) -> str:
    """The note a step carries when it quotes the glossary and other 2.1.2 rules than the one it moved
    say the opposite (`what`): " (2.1.2's 7.1 and 7.13.1, from 2020, say otherwise: …; the newer keyword
    glossary is quoted)". The older sentences are declared quotes, checked word for word as they are
    named (`Citer`), so the note never names a rule that doesn't say it."""
    numbers = " and ".join(reasoning.cite.quote(quote).rule for quote in older)
    return f" (2.1.2's {numbers}, from 2020, say otherwise: {what}; the newer keyword glossary is quoted)"


# Forming a Party
PARTY = rule_quote(
    GAME,
    "forming-a-party",
    "To form a party means to attack with two or more Forwards as if they were a single Forward.",
)
PARTY_ELEMENT = rule_quote(
    GAME, "forming-a-party", "You can only make a party from Forwards sharing the same element."
)
PARTY_CAN_ATTACK = rule_quote(
    GAME, "forming-a-party", "You can only make a party with Forwards that can legally attack."
)
PARTY_ANY_NUMBER = rule_quote(GAME, "forming-a-party", "You can make a party with any number of Forwards.")
PARTY_ONE_LEFT = rule_quote(
    GAME,
    "forming-a-party",
    "If part of a party leaves the field and there is only one Forward left on the field, it is no longer "
    "considered as a party.",
)
PARTY_BLOCK = rule_quote(
    GAME,
    "forming-a-party",
    "A Forward can block a party if it can legally block at least one Forward that makes it up, and this "
    "results in the whole party being blocked.",
)
PARTY_BLOCK_EXAMPLE = rule_quote(
    GAME,
    "forming-a-party",
    'If a Forward with "cannot be blocked by a Forward of cost 3 or more" and another with "cannot be '
    'blocked by a Forward of cost 4 or more" make a party, the whole party can be blocked by a Forward that '
    "has a cost of 3 or less.",
)
PARTY_FIRST_STRIKE = rule_quote(
    GAME,
    "forming-a-party",
    "A party can deal First Strike damage only if all Forwards in the party have First Strike. Otherwise, "
    "they deal damage normally.",
)
PARTY_DAMAGE_CHECK = rule_quote(
    GAME,
    "forming-a-party",
    "If a party is blocked and deals damage to the blocking Forward, each Forward in the party checks it can "
    "legally deal damage to that blocking Forward before calculating how much damage is dealt.",
)
PARTY_DAMAGE_REDIRECT = rule_quote(GAME, "forming-a-party", "The damage can then be redirected or prevented.")
PARTY_BROKE = rule_quote(
    GAME,
    "forming-a-party",
    "If any of the Forwards in the party deal damage to the blocking Forward and break it, each of the "
    "Forwards in the party is considered to have broken the blocking Forward, even if that particular "
    "Forward couldn't legally deal damage.",
)
PARTY_DISBANDS = rule_quote(
    GAME,
    "forming-a-party",
    "A party disbands when the attacking player returns to the Attack Preparation Step or when the Attack "
    "Phase ends.",
)

# Brave, Haste
BRAVE = rule_quote(
    GAME,
    "brave",
    "Forward with the Brave trait don’t dull when attacking but can still only attack once per turn.",
)
HASTE = rule_quote(
    GAME,
    "haste",
    "Forwards with Haste can attack even if they are not controlled by a player consecutively from the "
    "beginning of the turn.",
)

# First Strike
FIRST_STRIKE = rule_quote(
    GAME,
    "first-strike",
    "If any of the attacking or blocking Forward have First Strike, these Forwards will deal damage before "
    "the other Forwards.",
)
FIRST_STRIKE_THEN = rule_quote(
    GAME,
    "first-strike",
    "Once all First Strike cards have dealt damage, the remaining Forwards then do so.",
)
FIRST_STRIKE_PRIORITY = rule_quote(
    GAME,
    "first-strike",
    "After resolving First Strike damage but before resolving non-First Strike damage, the turn player gains "
    "priority. However, players cannot cast Summons or play action or special abilities at this stage.",
)
FIRST_STRIKE_TRIGGERS = rule_quote(
    GAME,
    "first-strike",
    "Any abilities triggered by First Strike damage are not put onto the stack until all other damage is "
    "resolved.",
)
FIRST_STRIKE_PARTY = rule_quote(
    GAME,
    "first-strike",
    "If attacking Forwards form a party, they all have to have the First Strike trait to deal First Strike "
    "damage.",
)

# Freeze
FREEZE_PHASE = rule_quote(
    GAME, "freeze", "Freeze is a field ability that changes the rules in the activation phase."
)
FREEZE = rule_quote(
    GAME, "freeze", "Frozen Characters do not activate during their controller's next Activation Phase."
)

# Back Attack
BACK_ATTACK_CHARACTER = rule_quote(GAME, "back-attack", "Back Attack is a Character field ability.")
BACK_ATTACK = rule_quote(
    GAME,
    "back-attack",
    "When a Character with Back Attack is in your hand, you can deploy this Character to your field when "
    "you have priority during either player’s Main Phase or Attack Phase.",
)
BACK_ATTACK_RESPONSE = rule_quote(
    GAME,
    "back-attack",
    "If you have priority, you can use “Back Attack” and deploy the Character to your field as a response to "
    "your opponent.",
)
BACK_ATTACK_NO_STACK = rule_quote(
    GAME,
    "back-attack",
    "As Back Attack doesn’t use the stack, it isn’t possible to prevent the Character from being played.",
)

# Damage
DAMAGE_FIELD = rule_quote(GAME, "damage", "Damage is a field ability belonging to a Character.")
DAMAGE = rule_quote(
    GAME,
    "damage",
    "If the controller of the Character with Damage receives the amount of damage specified, the Character "
    "gains the ability written next to damage.",
)

# Warp
WARP_PAY = rule_quote(
    GAME,
    "warp",
    "While the stack is empty during your main phase, it is possible to pay the cost written on a card from "
    "your hand that has the Warp keyword to remove that card from the game.",
)
WARP_COUNTERS = rule_quote(
    GAME,
    "warp",
    "The card is then removed from the game and has a number of Warp counters placed on it, equal to the "
    "Warp value written on the card.",
)
WARP_TICK = rule_quote(
    GAME,
    "warp",
    "At the start of your subsequent main phases 1, any cards that have been removed from the game and that "
    "have the Warp keyword and any Warp counters on them will trigger an auto-ability that removes one Warp "
    "counter.",
)
WARP_DEPLOY = rule_quote(
    GAME,
    "warp",
    "When the final Warp counter is removed from such a card, an auto ability that deploys the card to the "
    "field is triggered.",
)

# Keyword actions
ACTIVATE = rule_quote(
    GAME, "activate", "To activate a Character means to turn a dull Character to the active state."
)
ACTIVATE_ACTIVE = rule_quote(GAME, "activate", "It is possible to activate already active Characters.")
DULL = rule_quote(GAME, "dull", "To dull a character means to turn an active Character to the dull state.")
DULL_DULL = rule_quote(GAME, "dull", "It is possible to dull already dull Characters.")
BREAK = rule_quote(GAME, "break", "To break a card means to move it from a field to its owner's Break Zone.")
BREAK_OTHER_WAYS = rule_quote(
    GAME,
    "break",
    "There are some situations where cards are placed into the Break Zone other than when regular breaking "
    "occurs, such as through paying costs, effects that state “put into the Break Zone” or through rules "
    "processes but these are not treated as “breaking” unless it is explicitly written that they are.",
)
DISCARD = rule_quote(
    GAME, "discard", "To discard a card means to move that card from the player’s hand to their Break Zone."
)
REMOVE = rule_quote(
    GAME,
    "remove",
    "To remove a card means to move that card outside of any of the delineated Zones and take it completely "
    "out of play.",
)
SEARCH = rule_quote(
    GAME, "search", "To search means to find specific cards from your deck, reveal them and put them aside."
)
SEARCH_SHUFFLE = rule_quote(
    GAME,
    "search",
    "After following the instructions on the searching card, the player then shuffles their deck.",
)
CASTING = rule_quote(
    GAME,
    "casting",
    "Casting refers to placing a Summon card, normally from one’s own hand, onto the stack by paying the "
    "required cost.",
)
GROUPS_EMPTY = rule_quote(GAME, "groups", "Groups containing 0 cards may exist under some circumstances.")
GROUPS_SPLIT_EMPTY = rule_quote(
    GAME, "groups", "When splitting into groups, it is possible to make groups with 0 cards inside the group."
)
GROUPS_NO_LEFTOVER = rule_quote(
    GAME,
    "groups",
    "All cards in the specified area much be part of a group, and when cards are split into groups, there "
    "may not be any cards left that do not form part of a group.",
)

# -- FF-TCG Comprehensive Rules ver. 2.1.2 (2020), cited by number ------------------------------------
# The glossary above answers its own terms; these answer everything else (docs/games/fftcg.md, "citing").

CARD_TEXT_FIRST = rule_quote(
    GAME,
    "2.1",
    "If the rules in this document and the text on a card contradict each other, the card text takes "
    "precedence.",
)
PREVENTION_WINS = rule_quote(
    GAME,
    "2.2",
    "If rules, abilities or Summons etc. would normally take effect and another rule or effect prevents that "
    "same effect from happening, the rule preventing the effect takes precedence.",
)
MULTI_ELEMENT = rule_quote(
    GAME,
    "5.2.1.1",
    "A rainbow coloured crystal has shining dots around it and has all the Elements corresponding to those "
    "colours.",
)
SUMMON_NEVER_DEPLOYED = rule_quote(
    GAME,
    "5.2.3.1.2.1",
    "Summons are cards that have a one-time effect when played and are never deployed to a field.",
)
DAMAGE_ZONE = rule_quote(
    GAME,
    "6.5.2",
    "When a player takes damage, he or she places the top card from his or her deck into his or her Damage "
    "Zone.",
)
EX_BURST_CHOICE = rule_quote(
    GAME,
    "6.5.2.1",
    "If any card with the EX Burst icon is revealed and placed in the Damage Zone, the player can choose "
    "whether or not to trigger the Ex Burst and use the effect of the card.",
)
EX_BURST_ORDER = rule_quote(
    GAME,
    "6.5.2.1",
    "If a card with the EX Burst icon is drawn and placed in the Damage Zone while there are still further "
    "damage cards to draw, the EX Burst effects are resolved before the next card is revealed unless "
    "multiple damage result from one same ability, in which case all damage is dealt first and any EX "
    "bursts are then resolved in order.",
)
NEW_CARD = rule_quote(
    GAME, "7.4", "When a card moves to another Zone, it is considered as a new card in the destination Zone."
)
ONE_LIGHT_OR_DARK = rule_quote(
    GAME, "7.7.5", "You can only deploy one Light or Darkness Element Character in the field at a time."
)
ZONES = rule_quote(
    GAME,
    "7.1",
    "The following Zones exist: field, Damage Zone, deck, Break Zone, hand, stack and “removed from play”.",
)
REMOVED_FROM_PLAY_ZONES = rule_quote(
    GAME, "7.13.1", "These are the Zones into which cards that have been removed from play are put."
)
ACTIVE_PHASE = rule_quote(
    GAME,
    "9.1.1.1",
    "The turn player activates all the dull cards that he has deployed on his field and are under his "
    "control.",
)
NO_PRIORITY_ACTIVE = rule_quote(GAME, "9.1.1.2", "No players have priority in the Active Phase.")
NO_PRIORITY_DRAW = rule_quote(GAME, "9.2.1.2", "No players have priority in the draw phase.")
MAIN_PHASES = rule_quote(
    GAME, "9.3.1.1", "Each turn has two types of Main Phase, known as “Main Phase 1” and “Main Phase 2”."
)
ABILITIES_WITH_PRIORITY = rule_quote(
    GAME,
    "9.3.1.7",
    "Each player may use an action ability or a special ability while he or she has the priority.",
)
ABILITIES_WHEN = rule_quote(
    GAME,
    "9.3.1.7",
    "Players can use action abilities and special abilities during the Main Phase and the Attack Phase only.",
)
ATTACK_DECLARED = rule_quote(
    GAME,
    "10.1.2.1",
    "The turn player declares one of their Forwards to make an attack, or that he will choose to form a "
    "party.",
)
ATTACKER_ACTIVE = rule_quote(GAME, "10.1.2.1.1", "The Forwards chosen have to be active")
ATTACKER_CONTROLLED = rule_quote(
    GAME,
    "10.1.2.1.1",
    "they need to have the Haste attribute or have been continuously under the control of the turn player "
    "from the beginning of the turn.",
)
ATTACK_ONCE = rule_quote(
    GAME,
    "10.1.2.1.2",
    "They are legally able to attack (e.g. they haven't already attacked this turn and no effects prevent "
    "them from attacking).",
)
ATTACKERS_DULL = rule_quote(
    GAME,
    "10.1.2.2",
    "If the Forwards declared fulfil the conditions to attack legally, they will then be dull.",
)
BLOCKER_CHOSEN = rule_quote(
    GAME,
    "10.1.3.1",
    "When an attack is made against him, the non-turn player may choose a deployed Forward of his own to "
    "block.",
)
BLOCK_CONDITIONS = rule_quote(
    GAME, "10.1.3.1", "The player can choose a Forward to make a block based on the conditions below:"
)
BLOCKER_ACTIVE = rule_quote(GAME, "10.1.3.1.1", "The Forward to make the block has to be active.")
BLOCK_LIMITATIONS = rule_quote(
    GAME,
    "10.1.3.1.2",
    "If there are any limitations placed on the Forward that can make the block, Forwards not fulfilling "
    "those conditions cannot be chosen to block.",
)
IN_BATTLE = rule_quote(
    GAME, "10.1.3.2.1", "An attacking Forward and blocking Forward are considered to be in battle."
)
LEAVES_BATTLE = rule_quote(
    GAME,
    "10.1.3.2.1",
    "If the attacking or blocking Forward is no longer present, they are no longer in battle.",
)
PARTY_BLOCKED_AS_ONE = rule_quote(
    GAME,
    "10.1.3.4",
    "If attacking Forwards have formed a party, their combined attack is blocked as if they were one "
    "Character.",
)
UNBLOCKED_DAMAGE = rule_quote(
    GAME,
    "10.1.4.1",
    "If an attacking Forward is not blocked, it automatically deals one point of damage to the opponent.",
)
BATTLE_DAMAGE = rule_quote(
    GAME,
    "10.1.4.2",
    "If an attacking Forward is blocked, both the attacking and blocking Forwards deal damage equal to their "
    "respective power values to each other.",
)
BLOCKER_ASSIGNS = rule_quote(
    GAME,
    "10.1.4.2.1",
    "If attacking Forwards have formed a party, the blocking Forward assigns its damage freely among one or "
    "several of the attacking Forwards with a value of at least 1000 and in multiples of 1000.",
)
RULES_BEFORE_PRIORITY = rule_quote(
    GAME, "11.1.3", "Any rule processes are resolved before either player gains priority."
)
DULL_ICON_ACTION = rule_quote(
    GAME,
    "11.6.2.2",
    "When using abilities with the Dull icon, if it is an ability used by a Forward or a Backup card, the "
    "ability cannot be used if the card hasn’t been under the player’s control from the start of their turn "
    "unless that card also has Haste.",
)
DULL_ICON_MONSTER = rule_quote(
    GAME,
    "11.6.2.2",
    "“Monster” cards are exception to this and can use abilities including the Dull icon in their cost on "
    "the same turn they are played.",
)
DULL_ICON_MONSTER_FORWARD = rule_quote(
    GAME,
    "11.6.2.2",
    "However, if the Monster becomes a Forward the same rules as for “Forward” cards apply.",
)
COST_NOT_IN_PART = rule_quote(GAME, "11.6.10", "He or she cannot pay only a part of the cost.")
SPECIAL_DISCARD = rule_quote(
    GAME,
    "11.7.1",
    "Special abilities are activated by paying a cost in the same way as action abilities, but the player "
    "has to discard a card with the same name to use it, in addition to any other cost.",
)
DULL_ICON_SPECIAL = rule_quote(
    GAME,
    "11.7.2.2",
    "When using an ability that has the Dull icon next to it, the card must have been under the player’s "
    "control from the start of their turn unless the Forward or Backup card using the ability also has "
    "Haste.",
)
DULL_ICON_SPECIAL_MONSTER = rule_quote(
    GAME,
    "11.7.2.2",
    "“Monster” cards are exception to this and can use abilities including the Dull icon in their cost on "
    "the same turn they are played.",
)
DULL_ICON_SPECIAL_MONSTER_FORWARD = rule_quote(
    GAME,
    "11.7.2.2",
    "However, if the Monster becomes a Forward the same rules as for “Forward” cards apply.",
)
TRIGGER_WHEN = rule_quote(
    GAME,
    "11.8.3",
    "Auto-abilities trigger automatically at the point when the event that fulfils their trigger "
    "condition(s) occurs.",
)
ZONE_MOVEMENT_TRIGGER = rule_quote(
    GAME,
    "11.8.16",
    "Some auto-abilities have trigger events that consist of when a card is moved from one Zone to another. "
    "This is called a “Zone movement trigger”.",
)
EX_BURST_OPTIONAL = rule_quote(
    GAME,
    "11.10.2",
    "Using Ex Burst is optional, and the player may choose not to use the effects when the card is revealed.",
)
EX_BURST_NO_RESPONSE = rule_quote(GAME, "11.10.2", "Players cannot respond to an Ex Burst.")
EX_BURST_PUT = rule_quote(
    GAME,
    "11.10.2",
    "When a player takes damage and puts the top card of his or her deck into the Damage Zone, if the card "
    "turned over has the Ex Burst icon, the player may apply the effects written on the card immediately.",
)
EX_BURST_SUMMON = rule_quote(GAME, "11.10.3", "Summons initiating an Ex Burst apply all of their effects.")
EX_BURST_CHARACTER = rule_quote(
    GAME,
    "11.10.3",
    "Other cards only apply the effects of the auto-abilities they possess that are marked with the EX burst "
    "icon.",
)
ZERO_POWER_BREAK_ZONE = rule_quote(
    GAME, "12.4.4", "Characters with zero or less power are put into their owner's Break Zone."
)
BROKEN_AT_POWER = rule_quote(
    GAME,
    "12.4.5",
    "Characters that received damage equal to or greater than their power value are broken.",
)
BROKEN_BY_SOURCE = rule_quote(
    GAME,
    "12.4.5",
    "If a Forward is broken by this rule process just after it took damage, the source of the damage is "
    "considered to have broken the Forward.",
)
SAME_NAME_BREAK_ZONE = rule_quote(
    GAME,
    "12.4.6",
    "If a player controls two or more Characters with the same name that don't have the generic icon, put "
    "all of these cards into their owner's Break Zone.",
)
LIGHT_DARK_BREAK_ZONE = rule_quote(
    GAME,
    "12.4.7",
    "If a player controls two or more Light and/or Dark Element Characters, put all of them into their "
    "owner's Break Zone.",
)
BACKUPS_BREAK_ZONE = rule_quote(
    GAME,
    "12.4.8",
    "If a player controls 6 or more Backup cards, put any cards that exceed the limit into their owner’s "
    "break Zone so that there are only 5 of them.",
)
HASTE_DULL_ICON = rule_quote(
    GAME,
    "haste",
    "Characters with Haste can activate an ability the cost of which includes the dull icon, even if they "
    "are not controlled by a player consecutively from the beginning of the game.",
)
