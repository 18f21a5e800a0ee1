"""Every Star Wars TCG glossary quote the engine may cite, word for word from data/sources/swtcg.txt.

The glossary is heading-cited: the rule id is the slug of the entry ('critical-hit'). It mixes straight
apostrophes (it's) and typographic dashes (–X); both are copied as they are. `verify_engine` checks each
of these against the loaded rules at start-up; `Citer` checks again whenever one is cited.
"""

from __future__ import annotations

from bot.engine.citations import RuleQuote, rule_quote

GAME = "swtcg"


def _q(rule: str, text: str) -> RuleQuote:
    return rule_quote(GAME, rule, text)


# -- dice: hitting ------------------------------------------------------------------------------------
ACCURACY_ADD = _q("accuracy", "Add X to each of this unit's attack dice.")
ACCURACY_SUBTRACT = _q("accuracy", "Subtract X from each of this unit's attack dice.")
ACCURACY_NOT_NATURAL = _q(
    "accuracy",
    'Accuracy can\'t alter "natural" rolls to affect Backfire, Critical Hit, Focus, Fury, Parry, or '
    "Riposte, but it can affect your chance against Armor.",
)
ARMOR = _q("armor", "This unit can only be hit on a roll of 5 or more.")
ARMOR_NOT_MODIFY = _q("armor", "It redefines what die roll is required to hit a unit.")
ARMOR_WITH_ACCURACY = _q(
    "armor", "A unit with Accuracy 1 attacking a unit with Armor hits with 4's, 5's, and 6's."
)
SHIELDS = _q("shields", "The attacking unit gets –X power against this unit.")
SHIELDS_DICE_ONLY = _q("shields", "Shields only matters when attack dice are rolled.")

# -- dice: triggers -----------------------------------------------------------------------------------
CRITICAL_HIT = _q(
    "critical-hit",
    "If you rolled at least one natural six with this unit's attack dice, this unit does X more damage "
    "for this attack.",
)
CRITICAL_HIT_ONE_SIX = _q("critical-hit", 'Only one natural "6" counts in the attack roll after rerolls.')
CRITICAL_HIT_REROLL = _q(
    "critical-hit",
    "However, you or your opponent may use an effect to reroll dice to affect the number of natural sixes.",
)
CRITICAL_HIT_ROLL_USED = _q(
    "critical-hit", "(You only count the six, if any, from the roll used for the attack.)"
)
CRITICAL_HIT_NOT_ACCURACY = _q("critical-hit", 'Accuracy can\'t increase the die roll to a natural "6".')
FURY = _q(
    "fury",
    "When you roll at least one natural four with this unit's attack dice before reroll, roll X "
    "additional attack dice.",
)
FURY_ATTACK_DICE = _q("fury", "roll X additional attack dice.")
FURY_FIRST_FOUR = _q("fury", 'Only the first natural "4" counts.')
FURY_AFTER_REROLL = _q("fury", "A four rolled after reroll doesn't matter.")
FURY_NOT_ACCURACY = _q("fury", 'Accuracy can\'t increase the die roll to a natural "4."')
FOCUS = _q(
    "focus",
    "When you roll at least one natural five with this unit's attack dice before reroll, this unit gets "
    "+X power for its next attack.",
)
FOCUS_AFTER_REROLL = _q("focus", "A five rolled after reroll doesn't matter.")
BACKFIRE = _q(
    "backfire",
    "When you roll at least one natural three with this unit's attack dice before reroll, this unit does "
    "X dice of damage to itself when the attack ends.",
)
BACKFIRE_KIND = _q("backfire", "A cumulative ability triggered by the initial dice roll")
PARRY = _q(
    "parry",
    "If the attacking unit rolled at least one natural '1' against this unit, prevent up to X damage to "
    "this unit.",
)
PARRY_ONE_ONE = _q("parry", 'Only one natural "1" is counted from the attack roll after rerolls.')
PARRY_UNPREVENTABLE = _q("parry", "Parry can't affect unpreventable damage.")
PARRY_ATTACK_DICE = _q(
    "parry",
    "Parry applies only to dice rolled for an attack, not to dice rolls for abilities like Retaliate.",
)
RIPOSTE = _q(
    "riposte",
    "If the attacking unit rolled at least one natural two against this unit, this unit does X damage to "
    "it when the attack ends.",
)
RIPOSTE_ONE_TWO = _q("riposte", 'Only one natural "2" is counted from the attack roll after rerolls.')
LUCKY = _q(
    "lucky",
    "Each time this unit attacks or is attacked, you may reroll up to X of this unit's attack dice or have "
    "your opponent reroll up to X attack dice against this unit.",
)
LUCKY_AFTER_TRIGGERS = _q("lucky", "Lucky is used only once after all triggered reroll effects resolve.")
LUCKY_UP_TO = _q("lucky", "You may choose to roll any number of dice up to the Lucky value.")

# -- damage -------------------------------------------------------------------------------------------
DOUBLE_DAMAGE = _q(
    "double-damage",
    "Put 1 additional damage counter on the defending unit for each 1 damage that wasn't prevented.",
)
OVERKILL = _q(
    "overkill",
    "When this unit attacks, you may divide hits in excess of the defending unit's remaining health "
    "between that unit and another unit in the same arena.",
)
OVERKILL_HEALTH = _q(
    "overkill",
    "A number of hits equal to the defending unit's health must be assigned to the defending unit, and "
    "the remainder may be assigned to the defending unit or another unit in the same arena.",
)
OVERKILL_SECOND_UNIT = _q(
    "overkill",
    "Overkill damage is caused by the ability, not the die roll. Shields, Parry, and Armor have no effect "
    "against it, but damage prevention not specifying dice works normally.",
)
STUN = _q("stun", "When this unit damages another unit, that unit gets –X power until end of battle.")
STUN_NO_COUNTERS = _q("stun", "If no damage counters are placed as a result of damage, Stun doesn't occur.")
STUN_DEFLECT = _q(
    "stun", "Only the unit with both Deflect and Stun abilities can stun when it activates its Deflect."
)

# -- damage prevention --------------------------------------------------------------------------------
FEROCITY = _q("ferocity", "Damage from this unit can't be prevented.")
FEROCITY_INCLUDES = _q(
    "ferocity",
    "Damage that can't be prevented includes all damage coming from the unit with Ferocity, including "
    "damage from attacks, Ambush, Deflect, Retaliate, and other effects that specify the source of damage "
    "as the unit with Ferocity.",
)
FEROCITY_FORTITUDE = _q(
    "ferocity",
    "Units with Fortitude override this ability, and can prevent damage to themselves from units with "
    "Ferocity.",
)
FORTITUDE = _q("fortitude", "This unit can prevent unpreventable damage to itself.")
FORTITUDE_ABILITIES = _q(
    "fortitude",
    "Units with Fortitude can prevent damage from units with Ferocity and \"damage... that can't be "
    'prevented" by using Deflect, Evade, Parry, and other damage prevention abilities.',
)
FORTITUDE_ITSELF_ONLY = _q(
    "fortitude",
    "Fortitude only allows a unit to prevent unpreventable damage to itself, not to other units.",
)
EVADE = _q("evade", "Prevent up to X damage to this unit.")
EVADE_ONCE = _q("evade", "You can play Evade only once for each instance of damage.")
DEFLECT = _q(
    "deflect",
    "Prevent X damage to this unit, and this unit may do that much damage to a unit of your choice in the "
    "same arena.",
)
DEFLECT_ANY_UNIT = _q(
    "deflect",
    "Deflect creates new damage that can be done to any unit in the same arena as the unit that activated "
    "Deflect (even itself).",
)
DEFLECT_AS_MUCH = _q("deflect", "Deflect as much damage as you can up to the Deflect value.")
DEFLECT_EQUALS = _q("deflect", "The damage that the unit does equals the damage it prevented.")
DEFLECT_AFTER = _q("deflect", "Damage is applied after all prevention and deflects resolve.")
PROTECT = _q("protect", "Prevent up to X damage to one of your other units in this arena.")
PROTECT_ONCE = _q("protect", "You can play Protect only once for each instance of damage.")
ABSORB = _q(
    "absorb",
    "Prevent up to X damage to this unit, and it gains power for its next attack equal to the amount of "
    "damage prevented this way.",
)
PERSUADE = _q(
    "persuade",
    "Prevent up to X damage to this unit, and the attacking unit, if any, loses power for its next attack "
    "equal to the amount of damage prevented this way.",
)

# -- targeting ----------------------------------------------------------------------------------------
STEALTH = _q("stealth", "This unit can't be attacked unless it's tapped or has damage counters on it.")
STEALTH_OTHER_REASON = _q(
    "stealth",
    "or the attacking unit has the ability to attack stealth units for some other reason",
)
STEALTH_INTERCEPT = _q(
    "stealth",
    "A unit with Stealth can activate its own Intercept ability, but will not become the defending unit "
    "unless it has at least 1 damage counter on it or it is tapped",
)
BOMBARD = _q(
    "bombard",
    "This unit may attack a unit in the Ground arena instead of this arena, using X power plus any other "
    "effects.",
)
BOMBARD_NOT_SPACE = _q("bombard", "You can't attack a unit in the Space arena using Bombard.")
BOMBARD_NORMAL_ATTACK = _q("bombard", "or to make a normal attack in the arena your unit is in.")
ION_CANNON = _q(
    "ion-cannon",
    "This unit may attack a unit in the Space arena instead of this arena, using X power plus any other "
    "effects.",
)
ION_CANNON_NOT_GROUND = _q("ion-cannon", "You can't attack a unit in the Ground arena using Ion Cannon.")
ION_CANNON_NORMAL_ATTACK = _q("ion-cannon", "or to make a normal attack in the arena your unit is in.")
BARRAGE = _q(
    "barrage",
    "This unit may attack a unit in the Character arena instead of this arena, using X power plus any "
    "other effects.",
)
BARRAGE_NOT_OTHERS = _q("barrage", "You can't attack a unit in the Space or Ground arena using Barrage.")
BARRAGE_OWN_ARENA = _q("barrage", "or to make an attack in the arena your unit is in.")
PRECISION = _q(
    "precision",
    "An attacking unit with Precision cannot have the target of its attack changed by a unit with the "
    "Intercept, Redirect, or any other effect.",
)
DOUBLE_STRIKE_TAP = _q("double-strike", "The unit must tap for the first attack, not the second.")
ELUDE_IS_PRECISION = _q("elude", "Treat any unit with Elude as if it has Precision instead.")
INTERCEPT = _q(
    "intercept",
    "If one of your other units is being attacked in the same arena, the attacking unit now attacks this "
    "unit instead.",
)
INTERCEPT_ATTACKABLE = _q(
    "intercept",
    "Your unit may intercept an attack from one of your own units (but not from itself) as long as the "
    "unit that activates Intercept can be attacked by the attacking unit.",
)
INTERCEPT_CANT = _q(
    "intercept",
    "If the attacking unit can't attack the intercepting unit, you can still pay the activation cost for "
    "Intercept, but the defending unit won't change.",
)
REDIRECT = _q(
    "redirect",
    "If this unit is attacked, choose one of your other units that can be attacked and damaged in this "
    "arena and does not have an ability that automatically prevents all damage to it.",
)
REDIRECT_PRECISION = _q(
    "redirect",
    "Note: An attacking unit with Precision will mean Redirect will have no effect during that attack.",
)

# -- costs --------------------------------------------------------------------------------------------
REDUCED_COST = _q("reduced-cost", "This card's cost is X if the listed condition is met.")
REDUCED_COST_BUILD = _q(
    "reduced-cost",
    "Reduced Cost on cards refers to the build cost, except for Battle cards, where it refers to the Force "
    "activation cost.",
)
REDUCED_COST_CONDITION = _q(
    "reduced-cost",
    'The condition must be met in order for you to be able to pay the "Reduced Cost."',
)
REDUCED_COST_FURTHER = _q(
    "reduced-cost", "Note: Other effects and stacking rules may further decrease the build cost."
)
BUILD_COUNTERS = _q(
    "reduced-cost", "you can deploy that card as long as it has at least 5 build counters on it (6 - 1 = 5)."
)
HIDDEN_COST = _q(
    "hidden-cost",
    "As long as you have a number of build counters on this card equal to X or the card's current build "
    "cost (whichever is less), you may complete it anytime by paying Force for the remaining build cost, "
    "if any.",
)
HIDDEN_COST_PARTIAL = _q(
    "hidden-cost",
    "Hidden Cost can only be played if the card is partially built and has the required number of build "
    "counters on it.",
)
HIDDEN_COST_NO_FORCE = _q(
    "hidden-cost",
    "You do not need to pay Force if there are enough build counters on the card to complete the card.",
)
HIDDEN_COST_TIMING = _q(
    "hidden-cost",
    "You may use Hidden Cost anytime, except during any Play-or-Pass chances reserved for reroll, damage "
    "prevention, or disrupt POP chances.",
)
HIDDEN_COST_PILOT = _q("hidden-cost", "You may not use Hidden Cost to deploy a Pilot to a unit.")
ALTERNATIVE_COST = _q(
    "alternative-cost",
    "Instead of paying the build cost of this card, you may complete this card by paying the [cost] listed.",
)
ALTERNATIVE_COST_FULL = _q(
    "alternative-cost",
    "Alternative Cost must be paid in full, if it is not possible to pay the [cost] completely, you can't "
    "complete the card.",
)
ALTERNATIVE_COST_NOT_REDUCED = _q(
    "alternative-cost",
    "Any ability that reduces the normal cost to complete a card does not reduce the [cost] in that card's "
    "Alternative Cost, unless the ability specifically says so.",
)
UPKEEP = _q("upkeep", "When the build step starts each turn, you must pay the following cost.")
UPKEEP_CHOOSE = _q(
    "upkeep", "You must choose one of the costs that you can pay each turn, and ignore the others."
)
UPKEEP_MUST = _q("upkeep", "The Upkeep must be paid if you can pay it.")
UPKEEP_IGNORE = _q("upkeep", "If you can't pay any of the listed costs in full, then ignore Upkeep.")
UPKEEP_WHERE = _q(
    "upkeep",
    "You must still pay the Upkeep costs of a unit even if that unit is in the build zone, becomes the top "
    "card of a unique unit stack, or Pilots another unit.",
)
UPKEEP_INSTANCES = _q(
    "upkeep",
    "If a unit has multiple instances of Upkeep abilities, fulfilling just one of the Upkeep abilities "
    "(such as tapping the unit) does not satisfy all the Upkeep costs at once; it would only satisfy that "
    "instance of Upkeep.",
)
UPKEEP_ORDER = _q(
    "upkeep",
    "You may choose the order of multiple Upkeep abilities to keep an Upkeep from being paid, though a "
    "different order might pay it.",
)

# -- dice of damage: Retaliate, Ambush -------------------------------------------------------------------
RETALIATE = _q(
    "retaliate",
    "If a unit in the same arena as this unit is attacking this unit, this unit does X dice of damage to "
    "that unit when the attack ends.",
)
RETALIATE_DISCARDED = _q(
    "retaliate", "Retaliate resolves when the attack ends, even if your unit gets discarded."
)
RETALIATE_NOT_ATTACK_DICE = _q(
    "retaliate", "Retaliate dice are just dice of damage, not attack dice, and can trigger Stun."
)
RETALIATE_OTHER_ARENA = _q(
    "retaliate",
    "Retaliate doesn't work with attacks from another arena (such as Bombard and Ion Cannon) or the build "
    "zone.",
)
RETALIATE_ONCE = _q("retaliate", "Each Retaliate may be used once per attack.")
AMBUSH = _q(
    "ambush",
    "If your opponent deploys, moves, or puts a unit into this arena, this unit does X dice of damage to "
    "that unit.",
)
AMBUSH_ONCE = _q(
    "ambush", "Each Ambush can be used once per instance of a unit being deployed, moved, or put."
)
ARMOR_DAMAGE_DICE = _q("armor", "Armor works against dice of damage and attack dice.")
STUN_ANYTIME = _q("stun", "Stun works anytime the unit damages another unit, not just when it attacks.")
NOT_FOR_RETALIATE = {
    name: _q(
        rule,
        f"{name} applies only to dice rolled for an attack, not to dice rolls for abilities like Retaliate.",
    )
    for name, rule in (
        ("Critical Hit", "critical-hit"),
        ("Fury", "fury"),
        ("Focus", "focus"),
        ("Backfire", "backfire"),
        ("Parry", "parry"),
        ("Riposte", "riposte"),
    )
}

# -- what kind of ability a keyword is (the glossary's own words, first sentence of each entry) ------------
KIND = {
    name: _q(rule, phrase)
    for name, rule, phrase in (
        ("Accuracy", "accuracy", "A cumulative, static ability"),
        ("Shields", "shields", "A cumulative, static ability"),
        ("Lucky", "lucky", "A cumulative, static ability"),
        ("Bombard", "bombard", "A cumulative, static ability"),
        ("Ion Cannon", "ion-cannon", "A cumulative, static ability"),
        ("Barrage", "barrage", "A cumulative, static ability"),
        ("Critical Hit", "critical-hit", "A cumulative ability triggered during the pending damage step"),
        ("Fury", "fury", "A cumulative ability triggered by the initial dice roll"),
        ("Focus", "focus", "A cumulative ability triggered by the initial dice roll"),
        ("Backfire", "backfire", "A cumulative ability triggered by the initial dice roll"),
        ("Parry", "parry", "A cumulative ability triggered during the damage prevention POP"),
        (
            "Riposte",
            "riposte",
            "A cumulative ability triggered by the roll of a natural two during an attack",
        ),
        ("Stun", "stun", "A cumulative ability triggered during the damage placement POP"),
        ("Armor", "armor", "An isolated, static ability"),
        ("Stealth", "stealth", "An isolated, static ability"),
        ("Ferocity", "ferocity", "An isolated, static ability"),
        ("Fortitude", "fortitude", "An isolated, static ability"),
        ("Precision", "precision", "An isolated, static ability"),
        ("Elude", "elude", "An isolated, static ability"),
        ("Overkill", "overkill", "An isolated ability triggered during the pending damage POP"),
        (
            "Double Damage",
            "double-damage",
            "An isolated, static ability played during the damage placement POP",
        ),
        ("Evade", "evade", "A layered ability activated during the damage prevention POP"),
        ("Deflect", "deflect", "A layered ability activated during the damage prevention POP"),
        ("Protect", "protect", "A layered ability activated during the damage prevention POP"),
        ("Absorb", "absorb", "A layered ability activated during the Damage Prevention play or pass chance"),
        ("Persuade", "persuade", "A layered ability activated during the Damage Prevention POP"),
        ("Reduced Cost", "reduced-cost", "A selective, static effect"),
        ("Hidden Cost", "hidden-cost", "A selective, static effect"),
    )
}

# -- an attack's power: Bombard's X, Overload, Focus, Absorb, Persuade, Stun, Resilience, Intimidation ---
BOMBARD_STACKING = _q("bombard", "Power changes affect Bombard including those granted by stacking.")
ION_CANNON_STACKING = _q("ion-cannon", "Power changes affect Ion Cannon including those granted by stacking.")
BARRAGE_STACKING = _q("barrage", "Power changes affect Barrage including those granted by stacking.")
OVERLOAD = _q(
    "overload",
    "When this unit attacks, you may give it +X power for that attack. If you do, it does X dice of damage "
    "to itself when the attack ends.",
)
FOCUS_ONE_ATTACK = _q(
    "focus", "The bonus power only lasts for one attack, but it can be triggered again each attack."
)
ABSORB_NEXT = _q(
    "absorb",
    "it gains power for its next attack equal to the amount of damage prevented this way.",
)
PERSUADE_NEXT = _q(
    "persuade",
    "the attacking unit, if any, loses power for its next attack equal to the amount of damage prevented "
    "this way.",
)
RESILIENCE = _q(
    "resilience",
    "As long as this unit has at least 'X' damage counters on it, that unit's power is modified by +/- 'X'.",
)
INTIMIDATION = _q(
    "intimidation",
    "This unit gets +10 speed, +1 power, and +1 health for each of your opponent's units in this arena.",
)
INSPIRATION_OTHERS = _q(
    "inspiration", "Each of your other units in this arena gets +10 speed, +1 power, and +1 health."
)

# -- too late after the roll ------------------------------------------------------------------------------
SHIELDS_TOO_LATE = _q(
    "shields",
    "If you give a unit Shields after your opponent has rolled for damage, it doesn't affect the roll.",
)
ACCURACY_TOO_LATE = _q(
    "accuracy",
    "If a unit gets the Accuracy ability after you roll attack dice, it's too late to affect the hits.",
)
CRITICAL_HIT_TOO_LATE = _q(
    "critical-hit",
    "If a unit gets the Critical Hit ability after you roll attack dice, it's too late to affect the damage.",
)
FURY_TOO_LATE = _q(
    "fury",
    "If your unit gets the Fury ability after you roll attack dice, it's too late to roll additional attack "
    "dice.",
)
PARRY_TOO_LATE = _q(
    "parry",
    "If a unit gets the Parry ability after you roll attack dice, it's too late to affect the damage.",
)

# -- Overkill's second unit, counters put directly, Intercept, Deflect ------------------------------------
STEALTH_OVERKILL = _q(
    "stealth",
    "An untapped and undamaged unit with Stealth can still be affected by alternative types of damage. "
    "(Such as Overkill.)",
)
OVERKILL_TANDEM = _q("overkill", "Both units resolve damage in tandem.")
OVERKILL_CHOICE = _q(
    "overkill",
    "The player who controls the attacking unit decides how many hits (if any) in excess of the defending "
    "unit's remaining health to reassign as damage to the second unit.",
)
COUNTERS_NOT_DAMAGE = _q(
    "fortitude",
    "Putting damage counters directly on a unit is not the same thing as doing damage, and also can't be "
    "stopped by Fortitude.",
)
INTERCEPT_NOT_END = _q("intercept", "Intercept doesn't end the attack.")
INTERCEPT_SAME_ATTACK = _q("intercept", "Intercept doesn't cause a new attack. (It is the same attack.)")
INTERCEPT_FOR_THIS_ATTACK = _q("intercept", '"For this attack" effects do not trigger for each Intercept.')
EVADE_LESS = _q("evade", "You don't have to use all of the Evade.")
EVADE_CHOOSE = _q(
    "evade",
    "You choose how much damage to Evade up to X, even if the full amount of damage or more is pending.",
)
PROTECT_CHOOSE = _q(
    "protect",
    "You choose how much damage to Protect up to X, even if the full amount of damage or more is pending.",
)
DEFLECT_POP = _q("deflect", "A layered ability activated during the damage prevention POP")
ABSORB_POP = _q("absorb", "A layered ability activated during the Damage Prevention play or pass chance")
PERSUADE_POP = _q("persuade", "A layered ability activated during the Damage Prevention POP")
RETALIATE_ITSELF = _q("retaliate", "A unit may retaliate against itself if it attacks itself.")
