"""Every FFTCG rule quote the engine may cite, word for word from data/sources/fftcg.txt.

FFTCG is heading-cited: the rule id is the term's id (`forming-a-party`, `first-strike`) and verdicts
show the heading. Typographic apostrophes (’) and quotes (“ ”) are the source's own, as is its "much be
part of a group". `verify_engine` checks each quote at start-up; `Citer` checks again on every use.
"""

from __future__ import annotations

from bot.engine.citations import rule_quote

GAME = "fftcg"

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
