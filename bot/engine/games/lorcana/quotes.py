r"""Every Lorcana rule quote the engine may cite, word for word from the Comprehensive Rules 2.0.1
(data/sources/lorcana-comprehensive-rules-2.0.1.md).

Quotes are compared with typographic and straight quotes alike (`bot.rules.collate`); the document's
icon markup (`\(+\mathsf{N}\)`) is quoted as it stands and tidied only when shown. `verify_engine`
checks each of these against the loaded rules at start-up; `Citer` checks again whenever one is cited.
"""

from __future__ import annotations

from bot.engine.citations import rule_quote

GAME = "lorcana"

# 1. Concepts
COST_IN_FULL = rule_quote(GAME, "1.5.3", "A cost must be paid in full.")
CHALLENGING_IS_A_TURN_ACTION = rule_quote(
    GAME,
    "1.7.1",
    "A group of game actions that achieves a specific outcome, such as the process of challenging, is known "
    "as a turn action.",
)
BANISHED_AT_WILLPOWER = rule_quote(
    GAME,
    "1.8.1.4",
    "If a character or location has damage equal to or greater than its Willpower {W}, that character or "
    "location is banished.",
)
GAME_STATE_CHECK_TIMES = rule_quote(
    GAME,
    "1.8.1",
    "The game checks for the listed conditions at the end of every step of the Start-of-Turn Phase, "
    "after the Challenge Declaration and Challenge Damage steps (see 4.6.4 through 4.6.6), "
    "after every turn action is completed, after any effect resolves, and when the turn ends.",
)
BANISH_LEAVES_PLAY = rule_quote(
    GAME,
    "glossary:banish/banished",
    "When a character, item, or location is put from play into their player's discard pile",
)
DEALT_DEFINED = rule_quote(
    GAME,
    "1.9.1.1",
    "Deal/Dealt – Placing a number of damage counters on a character or location during a challenge (see "
    "4.6) or as a result of resolving an effect that deals/dealt damage.",
)
MOVED_DEFINED = rule_quote(
    GAME,
    "1.9.1.4",
    "Move – Taking off a number of damage counters from one character or location and placing them on "
    "another character or location as a result of an effect that moved damage to them.",
)
PUT_IS_NOT_DEALT = rule_quote(
    GAME,
    "glossary:damage counter",
    "If an effect puts a damage counter onto a character or location, it doesn't count as damage dealt to "
    "the character or location and isn't affected by modifications to damage dealt.",
)

# 4. Turn actions
TURN_ACTIONS_NEED_NO_EFFECT = rule_quote(
    GAME, "4.1.1", "No effect or other card is needed to take these turn actions."
)
ONLY_CHARACTERS_QUEST = rule_quote(GAME, "4.5.1", "Only characters can quest.")
ONLY_CHARACTERS_CHALLENGE = rule_quote(GAME, "4.6.1", "Only characters can challenge.")
CHALLENGER_READY_AND_DRY = rule_quote(
    GAME,
    "4.6.4.1",
    "A character must have been in play at the beginning of the Set step of their player’s turn and ready in "
    "order to challenge",
)
EXERTED_OPPOSING_CHARACTER = rule_quote(
    GAME, "4.6.4.2", "Second, the player chooses an exerted opposing character to be challenged."
)
CHALLENGER_EXERTED = rule_quote(
    GAME, "4.6.4.4", "Fourth, the challenging player exerts the challenging character."
)
CHALLENGE_DAMAGE = rule_quote(
    GAME,
    "glossary:challenge",
    "Each character deals damage equal to their Strength to the other character or the location.",
)
STRENGTH_CHANGES_FIRST = rule_quote(
    GAME,
    "4.6.6.1",
    "Apply Strength {S} increases and {S} decreases first, then damage increases and damage reductions.",
)
NEGATIVE_STRENGTH = rule_quote(
    GAME,
    "4.6.6.1",
    "If a character’s {S} is negative, it counts as 0 {S} for the purpose of determining how much damage is "
    "dealt during the challenge.",
)
CHALLENGED_ARE_CHARACTERS_OR_LOCATIONS = rule_quote(
    GAME,
    "glossary:challenge",
    "When a player exerts one of their dry characters and chooses an exerted opposing character or an "
    "opposing location.",
)
OPPOSING_LOCATION = rule_quote(
    GAME,
    "4.6.8.1",
    "When a challenging player would choose an exerted opposing character to challenge, the player chooses "
    "an opposing location to challenge instead.",
)
LOCATION_NEITHER_READY_NOR_EXERTED = rule_quote(
    GAME,
    "4.6.8.2",
    "Locations aren’t considered ready or exerted and can be challenged at any time during the Main Phase.",
)
LOCATION_DEALS_NO_DAMAGE = rule_quote(
    GAME,
    "4.6.8.3",
    "Locations don’t have a {S} characteristic and don’t deal damage to the challenging character during the "
    "Challenge Damage step.",
)

# 5. Cards and card types
DRYING = rule_quote(
    GAME,
    "5.1.1.11",
    "A drying character can't quest, can’t be declared as a challenging character, and can't {E} to pay any "
    "cost.",
)
DRY = rule_quote(
    GAME, "5.1.1.12", "A dry character can quest and can be declared as a challenging character."
)
SONG_IS_ACTION = rule_quote(
    GAME,
    "5.4.4.1",
    'Songs are a type of action that are defined as having both "Action" and "Song" on the classification '
    "line.",
)
SINGING = rule_quote(
    GAME,
    "5.4.4.2",
    "Being a song means \"You may pay, 'a character with ink cost N or greater' to play this card instead of "
    'its ink cost," where N equals the ink cost of the song.',
)
SINGING_DEFINED = rule_quote(
    GAME,
    "glossary:sing/singing",
    r"When a player \(\mathbb{O}\) a character to pay an alternate cost to play a song.",
)

# 8.1 General
KEYWORDS_PROVIDE = rule_quote(
    GAME,
    "8.1.1",
    "Keywords are abilities or combinations of abilities represented by short names and provide those "
    "abilities to the card based on that name.",
)
STACK = rule_quote(
    GAME, "8.1.2", r"Some abilities stack, or combine; these abilities are followed by \(+[\mathsf{N}]\)"
)
NO_STACK = rule_quote(
    GAME,
    "8.1.2",
    r"A keyword ability that doesn’t have a \(+[\mathsf{N}]\) doesn’t stack with other effects that provide "
    "that keyword.",
)
WONT_GET = rule_quote(
    GAME,
    "8.1.2",
    "If a card with a keyword that doesn’t stack would get that same keyword from an ability or action, "
    "it won’t get that keyword.",
)

# 8.2 Alert
ALERT = rule_quote(GAME, "8.2.1", "This character ignores the challenging restriction of Evasive.")
ALERT_NOT_EVASIVE = rule_quote(
    GAME, "8.2.2", "A character doesn’t gain Evasive from having the Alert keyword."
)

# 8.3 Bodyguard
BODYGUARD_ENTERS_EXERTED = rule_quote(
    GAME, "8.3.2", "This character may enter play with the exerted state rather than the ready state."
)
BODYGUARD = rule_quote(
    GAME,
    "8.3.3",
    "If an opponent would choose one of your characters to challenge, they must choose this character or "
    "another character with Bodyguard if able.",
)

# 8.4 Boost
BOOST = rule_quote(
    GAME,
    "8.4.1",
    "Once during your turn, you may pay N to put the top card of your deck facedown under this card.",
)
BOOST_HIDDEN = rule_quote(
    GAME,
    "8.4.2",
    "No player can look at the front of a card that has been put facedown under another card at any time, "
    "not even their own.",
)
UNDER_NOT_IN_PLAY = rule_quote(
    GAME, "8.4.3", "If a card is under another card, it’s not considered to be in play."
)
BOOST_NOT_PLAYED = rule_quote(
    GAME, "8.4.3", "Putting a card under another card with Boost doesn’t count as playing that card."
)

# 8.5 Challenger
CHALLENGER = rule_quote(GAME, "8.5.1", r"While this character is challenging, they gain \(+\mathsf{N}\) .")
CHALLENGER_STACKS = rule_quote(
    GAME, "8.5.1", r"Because this is a \(+\mathsf{N}\) ability, it stacks with other Challenger effects."
)
CHALLENGER_DEFENDING = rule_quote(
    GAME, "8.5.2", r"A character with Challenger doesn’t gain \(+N\) if they’re being challenged."
)

# 8.6 Evasive
EVASIVE = rule_quote(GAME, "8.6.1", "This [Type] can’t be challenged except by a character with Evasive.")

# 8.7 Reckless
RECKLESS_NO_QUEST = rule_quote(GAME, "8.7.2", "This character can’t quest.")
RECKLESS_END_OF_TURN = rule_quote(
    GAME,
    "8.7.3",
    "You can’t declare the end of your turn if this character is ready and can challenge an opposing "
    "character or location.",
)
RECKLESS_MAY_EXERT = rule_quote(
    GAME,
    "8.7.4",
    "A player can still exert a character with Reckless to use abilities or sing songs if able.",
)

# 8.8 Resist
RESIST = rule_quote(
    GAME, "8.8.1", "Damage that would be dealt to this character or location is reduced by N."
)
RESIST_STACKS = rule_quote(
    GAME, "8.8.1", "Because this is a +N ability, this stacks with other Resist effects."
)
RESIST_TO_ZERO = rule_quote(
    GAME,
    "8.8.2",
    "If damage dealt to this character or location is reduced to 0, no damage is considered to have "
    "been dealt.",
)
RESIST_PUT_OR_MOVED = rule_quote(
    GAME, "8.8.3", "Damage put or moved onto a character with Resist isn’t affected by the ability."
)

# 8.9 Rush
RUSH = rule_quote(
    GAME, "8.9.1", "This character can challenge as though they were in play at the beginning of your turn."
)

# 8.10 Shift
SHIFT = rule_quote(
    GAME,
    "8.10.1",
    "If you have a character in play with the same name as this card, you may play this "
    "character by paying "
    "their Shift cost instead of their ink cost.",
)
SHIFT_ON_TOP = rule_quote(
    GAME,
    "8.10.1",
    "If you do, put this card on top of another character you have in play with the same name.",
)
SHIFT_ENTERS_EXERTED = rule_quote(
    GAME,
    "8.10.2",
    "If a shifted character is put on top of an exerted character, the shifted character enters play "
    "exerted.",
)
SHIFT_EFFECT_EXERTS = rule_quote(
    GAME,
    "8.10.3",
    "If an effect on a shifted character causes it to enter play exerted, it becomes "
    "exerted as it enters play, "
    "even if the character it was on top of is ready.",
)
SHIFT_ENTERS_DRY = rule_quote(
    GAME,
    "8.10.4",
    "If a shifted character is put on top of a dry character, the shifted character enters play dry.",
)
SHIFT_ENTERS_DRYING = rule_quote(
    GAME,
    "8.10.4",
    "If a shifted character is put on top of a drying character, the shifted character enters play drying.",
)
SHIFT_TURN_ACTIONS = rule_quote(
    GAME,
    "8.10.5",
    "A player can use a shifted character to perform all turn actions of the character it was put on top of.",
)
SHIFT_NO_TEXT = rule_quote(
    GAME,
    "8.10.5",
    "The shifted character doesn't gain the text of the character it's put on top of (e.g., an activated "
    "ability), but it does keep any effects that apply to that character when the shifted character "
    "enters play.",
)
SHIFT_SING = rule_quote(
    GAME,
    "8.10.5",
    "A player can exert a shifted character to sing a song if the character it was put on "
    "top of was dry when "
    "the shifted character entered play.",
)
SHIFT_DAMAGE = rule_quote(
    GAME, "8.10.6", "A shifted character retains whatever damage is on the character it’s put on top of."
)
SHIFT_VARIANTS = rule_quote(
    GAME,
    "8.10.8",
    "These variant keywords are Shift abilities and follow all rules for the Shift keyword "
    "with the following "
    "exceptions.",
)
CLASSIFICATION_SHIFT = rule_quote(
    GAME,
    "8.10.8.1",
    "If you have a character in play with the [Classification] specified by this ability, "
    "you may play this "
    "character by paying their Shift cost instead of their ink cost.",
)
CLASSIFICATION_SHIFT_ON_TOP = rule_quote(
    GAME,
    "8.10.8.1",
    "put this card on top of another character you have in play with the specified classification.",
)
UNIVERSAL_SHIFT = rule_quote(
    GAME,
    "8.10.8.2",
    "If you have a character in play, you may play this character by paying their Shift "
    "cost instead of their "
    "ink cost.",
)
UNIVERSAL_SHIFT_ON_TOP = rule_quote(
    GAME, "8.10.8.2", "put this card on top of another character you have in play."
)

# 8.11 Singer
SINGER = rule_quote(
    GAME,
    "8.11.1",
    "to pay the alternate cost of a song card as though they had cost N instead of their normal ink cost.",
)
SINGER_ONLY_SONGS = rule_quote(
    GAME,
    "8.11.2",
    "This character counts as cost N only to sing songs and only during the process of playing a card.",
)
SINGER_INK_COST_UNCHANGED = rule_quote(GAME, "8.11.2", "The character’s ink cost doesn’t change.")

# 8.12 Sing Together
SING_TOGETHER_ADD = rule_quote(
    GAME,
    "8.12.2",
    "When playing a song using Sing Together, add the ink costs of one or more of your ready "
    "characters together.",
)
SING_TOGETHER_TOTAL = rule_quote(
    GAME,
    "8.12.2",
    "If the total meets or exceeds the cost listed for Sing Together, the character or "
    "characters can sing the "
    "song.",
)

# 8.13 Support
SUPPORT = rule_quote(
    GAME,
    "8.13.1",
    # The conversion lost the strength icons here ("this character’s {S}"); quoted as it stands.
    "Whenever this character quests, you may add this character’s to another chosen character’s this turn.",
)

# 6.1.6, for Support's "another chosen character"
ANOTHER = rule_quote(
    GAME,
    "6.1.6",
    'If an ability or effect refers to "another" or "other," it refers to any card that effect or ability '
    "doesn't originate from or one that wasn't already selected by the ability.",
)

# 8.14 Vanish
VANISH = rule_quote(
    GAME,
    "8.14.1",
    "When this character is chosen by an opponent as part of resolving an action’s effect, banish "
    "this character.",
)
VANISH_AFTER_ACTION = rule_quote(
    GAME, "8.14.2", "The Vanish triggered ability resolves after the action’s effect resolves."
)
VANISH_MOVED = rule_quote(
    GAME,
    "8.14.2",
    "If the character has moved to a different zone before the triggered ability resolves, "
    "it resolves with no "
    "effect.",
)

# 8.15 Ward
WARD = rule_quote(GAME, "8.15.1", "Your opponents can’t choose this card when resolving an effect.")
WARD_NOT_CHOOSING = rule_quote(
    GAME, "8.15.2", "Effects that don’t require the player to choose still affect a character with Ward."
)

# Printed card text (issue #15): golden rules and kinds of abilities
CARD_TEXT_SUPERSEDES = rule_quote(
    GAME, "1.2.1", "If the text of a card contradicts a game rule, the card text supersedes that rule."
)
PREVENTION_SUPERSEDES = rule_quote(
    GAME,
    "1.2.2",
    "If an effect prevents something from happening, that effect supersedes rules and other effects that "
    "allow it to happen.",
)
TURN_ACTIONS_IN_OWN_TURN = rule_quote(
    GAME,
    "4.1.3",
    "The active player can take the following turn actions during their turn: ink a card, play a card, use "
    "a card’s activated ability, quest, challenge, and move a character to a location.",
)
TRIGGERS_WAIT_FOR_PROCESS = rule_quote(
    GAME,
    "4.1.5",
    "If a triggered ability occurs during the process used to complete a turn action, the triggered ability "
    "is added to the bag but won’t resolve until the process is complete.",
)
TRIGGERED_WHEN_MET = rule_quote(
    GAME, "6.2.1", "Triggered abilities occur when their trigger condition is met."
)
ACTIVATED_BY_CHOICE = rule_quote(
    GAME,
    "6.3.1",
    "Activated abilities are abilities listed on a card in play that a player can choose to use during their "
    "Main Phase.",
)
STATIC_WHILE_IN_PLAY = rule_quote(
    GAME,
    "6.4.1",
    "A static ability that doesn't specify a duration is continuously active for as long as the card "
    "generating the effect is in play.",
)
CONDITIONAL_STATIC = rule_quote(
    GAME,
    "6.4.3",
    "For some static abilities, determining whether their effect applies depends on checking to see if a "
    "condition within the text of the ability is true or false.",
)
RESTRICTIONS_CHECKED = rule_quote(
    GAME, "4.6.4.3", "Third, the players check for challenging restrictions (e.g. Evasive)."
)
WHILE_CHALLENGING_STARTS = rule_quote(
    GAME, "4.6.4.5", "Fifth, the challenge occurs, and any “while challenging” effects start to apply."
)

# Effects in force that are not printed (issue #23): where they come from, and their durations
EFFECT_SOURCES = rule_quote(
    GAME, "6.4.2", "Static abilities can come from two sources: a resolved effect or a card in play."
)
THIS_TURN = rule_quote(
    GAME,
    "6.1.13.4",
    "This Turn - An effect with this duration applies from the moment it's generated until that player's "
    "End-of-Turn Phase, immediately prior to the turn passing to the next player.",
)
UNTIL = rule_quote(
    GAME,
    "6.1.13.3",
    "Until - An effect with this duration applies up to a certain moment in the game defined in the effect",
)
MODIFIERS_COMBINE = rule_quote(
    GAME,
    "6.6.1.2",
    "When multiple modifiers apply to a card's characteristic, they don't apply in any specific order "
    "but all combine to apply together.",
)
NEGATIVE_STRENGTH_COUNTS_AS_ZERO = rule_quote(
    GAME,
    "6.6.2",
    r"If a character has a negative \(\mathbb{Q}\) , it deals no damage during challenges and counts as "
    r"having a Strength of 0 except for the purpose of applying modifiers to determine its \(\mathbb{Q}\) "
    "(see 6.6.1.2).",
)

# Zones (issue #23): a card in hand, in the discard, under another
NOT_IN_PLAY = rule_quote(
    GAME, "7.1.5", "Cards in a player's deck, discard, hand, and inkwell aren't in play."
)
CHARACTER_CARD = rule_quote(
    GAME,
    "5.3.1",
    "A character card that's in the Play zone is a character; in all other zones it's a character card.",
)
PLAYED_FROM_HAND = rule_quote(GAME, "4.3.2", "Cards can normally be played only from a player’s hand.")
LEFT_PLAY_NEW_CARD = rule_quote(
    GAME,
    "7.1.6",
    "If a card enters any other zone from play, all gained effects, damage, and other gained "
    "characteristics are removed, and that card becomes a new card.",
)

# Damage is a state: where a card can't have the damaged state, no damage lands on it
DAMAGED_STATE = rule_quote(GAME, "5.1.1.3", "A card that has at least 1 damage is considered to be damaged.")
ITEM_STATES = rule_quote(
    GAME,
    "5.1.2.2",
    "An item that’s in play can’t have the damaged, undamaged, under, or facedown states.",
)
INKWELL_STATES = rule_quote(
    GAME, "5.1.2.4", "A card in a player’s inkwell can only have the ready, exerted, and facedown states."
)
DECK_STATES = rule_quote(GAME, "5.1.2.5", "A card in a player’s deck can only have the facedown state.")
DISCARD_STATES = rule_quote(GAME, "5.1.2.6", "A card in a player’s discard can only have the faceup state.")
HAND_STATES = rule_quote(GAME, "5.1.2.7", "A card in a player’s hand can’t have any state.")

# Entering and leaving play (issue #23)
STACK_LEAVES_TOGETHER = rule_quote(
    GAME,
    "8.10.7",
    "When a shifted character leaves play, all cards in its stack (i.e., all cards under it) move to the "
    "same zone as the shifted character card does, and the cards are no longer considered to be in a stack",
)
TOP_CARD_LEAVES = rule_quote(
    GAME,
    "5.1.1.7",
    "If the top card in a stack leaves play, all cards in the stack move to the same zone as the top card, "
    "and these cards are no longer considered to be in a stack.",
)
BODYGUARD_WHILE_PLAYED = rule_quote(
    GAME,
    "8.3.2",
    "The first of these is a static ability that functions while the character is being played.",
)
CHARACTER_ENTERS = rule_quote(
    GAME,
    "5.1.2.1",
    "A character enters play with the ready, undamaged, in play, faceup, and drying states.",
)
FOR_FREE_IS_PLAYING = rule_quote(
    GAME,
    "6.1.7",
    'If an ability or effect instructs a player to play a card "for free" as a part of resolving that '
    "ability or effect, the player ignores all costs",
)
ENTERING_MODIFIED_BY_EFFECTS = rule_quote(GAME, "6.7.8", "Some effects modify how a card enters play.")
ENTERING_MODIFIED = rule_quote(
    GAME,
    "6.7.8",
    "Some effects modify how a card enters play. These effects resolve along with the card being played.",
)
SING_TOGETHER_TRIGGERS = rule_quote(
    GAME,
    "8.12.3",
    'Characters that have the triggered ability condition "Whenever this character sings a song" and are '
    "one of the characters singing the song with Sing Together, the condition is met, and the triggered "
    "ability is added to the bag to resolve.",
)
