"""Every Gundam Card Game quote the engine may cite, word for word from data/sources/gundam.txt.

Rules are cited by number (`11-2-8-3`). The "Key Points" and "Format" passages printed beside a
keyword's rules are notes of the keyword's term: they are cited through the term's id (`11-2-8`) and
steps that rest on them say "(Key Point)". `verify_engine` checks each quote at start-up.
"""

from __future__ import annotations

from bot.engine.citations import rule_quote

GAME = "gundam"

# 11-2-1 【Activate･Main】
ACTIVATE_MAIN = rule_quote(
    GAME,
    "11-2-1-1",
    "【Activate･Main】 is the keyword for an activated effect that can only be activated during your "
    "main phase.",
)
ACTIVATE_MAIN_NOT_ATTACKING = rule_quote(
    GAME, "11-2-1-1-1", "An 【Activate･Main】 effect cannot be activated while a Unit is attacking."
)

# 11-2-2 【Activate･Action】
ACTIVATE_ACTION = rule_quote(
    GAME,
    "11-2-2-1",
    "【Activate･Action】 is the keyword for an activated effect that can only activated during "
    "activation steps.",
)
ACTION_STEPS = rule_quote(
    GAME,
    "11-2-2-1-1",
    "An action step occurs after the block step of a Unit attack and during the end phase.",
)

# 11-2-3 【Main】 and 11-2-4 【Action】 (Command cards)
MAIN_COMMAND = rule_quote(
    GAME, "11-2-3-2", "【Main】 means this card can be played from your hand during your main phase."
)
BOTH_MAIN_AND_ACTION = rule_quote(GAME, "11-2-3", "Some Command cards have both 【Main】 and 【Action】")
ACTION_COMMAND = rule_quote(
    GAME, "11-2-4-2", "【Action】 means this card can be played from your hand during an action step."
)
ACTION_STEPS_COMMAND = rule_quote(
    GAME, "11-2-4-2-1", "Action steps occur after the block step of a Unit attack and during the end phase."
)
NO_PAIRING_IN_ACTION_STEP = rule_quote(
    GAME, "11-2-4-2-2", "Cards cannot be paired as Pilots during an action step."
)

# 11-2-5 【Burst】
BURST = rule_quote(
    GAME,
    "11-2-5-1",
    "【Burst】 is the keyword for a triggered effect that triggers when the card is revealed after being "
    "destroyed by damage or an effect or such while it is acting as a Shield.",
)
BURST_OPTIONAL = rule_quote(
    GAME,
    "11-2-5-2",
    "means when this card is acting as a Shield and is revealed after being destroyed, you may activate "
    "the following effect.",
)
BURST_DECLINED = rule_quote(
    GAME,
    "11-2-5-3",
    "You can also choose not to activate the 【Burst】 effect. In that case, the card is placed into "
    "the trash.",
)
BURST_FIRST = rule_quote(
    GAME, "11-2-5", "【Burst】 effects have priority over other triggered effects (9-1-6-8)"
)

# 11-2-6 【Deploy】
DEPLOY = rule_quote(
    GAME,
    "11-2-6-1",
    "【Deploy】 is the keyword for a triggered effect that triggers when that Unit or Base is first placed "
    "into the battle area.",
)
DEPLOY_HAND_OR_EFFECT = rule_quote(GAME, "11-2-6", "Triggers whether deployed from hand or by an effect")
DEPLOY_AUTOMATIC = rule_quote(GAME, "11-2-6", "Activates automatically when deployment occurs")
DEPLOY_NOT_RETURNING = rule_quote(
    GAME, "11-2-6", "Only triggers the first time the card enters play (not if it returns)"
)

# 11-2-7 【Attack】
ATTACK = rule_quote(
    GAME,
    "11-2-7-1",
    "【Attack】 is the keyword for a triggered effect that triggers when that Unit declares an attack.",
)
ATTACK_PLAYER_OR_UNIT = rule_quote(GAME, "11-2-7", "Triggers whether attacking a player or a Unit")
ATTACK_AUTOMATIC = rule_quote(GAME, "11-2-7", "Activates automatically when attack is declared")

# 11-2-8 【Destroyed】
DESTROYED = rule_quote(
    GAME,
    "11-2-8-1",
    "【Destroyed】 is the keyword for a triggered effect that triggers when that Unit or Base is destroyed "
    "and placed from the battle area or shield area into the trash.",
)
DESTROYED_NOT_EXCESS = rule_quote(
    GAME,
    "11-2-8",
    "Does NOT trigger when moved to trash by other means (e.g., battle area excess management)",
)
DESTROYED_FROM_TRASH = rule_quote(
    GAME,
    "11-2-8-3",
    "A triggered effect activated by 【Destroyed】 activates from the trash as an effect on the Unit or Base "
    "that was destroyed.",
)
DESTROYED_LAST_STATE = rule_quote(
    GAME,
    "11-2-8-3-1",
    "If there is text referring to the state of that Unit or Base, refer to its state while it was in its "
    "last location prior to being destroyed and placed into the trash.",
)

# 11-2-9 【When Paired】, 11-2-10 【During Pair】, 11-2-11 【Pilot】
WHEN_PAIRED = rule_quote(
    GAME,
    "11-2-9-1",
    "【When Paired】 is the keyword for a triggered effect that triggers when a Pilot is paired with "
    "that Unit.",
)
WHEN_PAIRED_QUALIFIED = rule_quote(GAME, "11-2-9", "Only triggers if paired Pilot meets the qualifications")
DURING_PAIR = rule_quote(
    GAME,
    "11-2-10-1",
    "【During Pair】 is the keyword for a constant effect that is continuously active while a Pilot is "
    "paired with that Unit.",
)
DURING_PAIR_QUALIFIED = rule_quote(GAME, "11-2-10", "Only active if paired Pilot meets the qualifications")
DURING_PAIR_ENDS = rule_quote(
    GAME, "11-2-10", "Effect ends immediately when Pilot is removed or qualifications no longer met"
)
DURING_PAIR_EXAMPLE = rule_quote(GAME, "11-2-10", "【During Pair･Char Pilot】 This Unit gets AP+2.")
PILOT_QUALIFIED = rule_quote(
    GAME,
    "11-2-11-2",
    "it will fulfill the 【When Paired】 or 【During Pair 】 condition if the Pilot fulfills those",
)
PILOT_ANY = rule_quote(GAME, "11-2-11-3", "any Pilot will fulfill the condition when paired.")
PILOT_BY_NAME = rule_quote(GAME, "11-2-11", "`【Amuro Pilot】` - Only Amuro")
PILOT_BY_TRAIT = rule_quote(GAME, "11-2-11", "`【(Gundam) Pilot】` - Only Pilots with (Gundam) trait")

# 11-2-12 【Once per Turn】
ONCE_PER_TURN = rule_quote(
    GAME,
    "11-2-12-1",
    "【Once per Turn】 is the keyword indicating that that effect can only be activated one time during "
    "that turn.",
)
ONCE_EACH_COPY = rule_quote(
    GAME,
    "11-2-12-2",
    "If multiple Units or Bases have a copy of the same effect with 【Once per Turn】, each Unit or Base can "
    "activate it one time.",
)
ONCE_NOT_BY_NAME = rule_quote(
    GAME,
    "11-2-12",
    "Does NOT limit based on effect name - multiple cards with same 【Once per Turn】 effect can each "
    "activate",
)
ONCE_RESETS = rule_quote(GAME, "11-2-12", "Resets at the start of each turn")
ONCE_EXAMPLE = rule_quote(
    GAME,
    "11-2-12",
    "each of those three Units can activate their effect once during the turn (total of 3 activations)",
)

KEY_POINT_QUOTES = frozenset(
    {
        BOTH_MAIN_AND_ACTION,
        BURST_FIRST,
        DEPLOY_HAND_OR_EFFECT,
        DEPLOY_NOT_RETURNING,
        DEPLOY_AUTOMATIC,
        ATTACK_AUTOMATIC,
        ATTACK_PLAYER_OR_UNIT,
        DESTROYED_NOT_EXCESS,
        WHEN_PAIRED_QUALIFIED,
        DURING_PAIR_QUALIFIED,
        DURING_PAIR_ENDS,
        DURING_PAIR_EXAMPLE,
        PILOT_BY_NAME,
        PILOT_BY_TRAIT,
        ONCE_NOT_BY_NAME,
        ONCE_RESETS,
        ONCE_EXAMPLE,
    }
)
"""Quotes from the Key Points / Format / Example passages (notes of a term), not numbered rules."""
