"""lorcana.shift — can this character be shifted onto that one, and how does it enter play? (8.10)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.citations import RuleQuote
from bot.engine.errors import NotCovered
from bot.engine.games.lorcana import assumptions as A
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.damage import banished
from bot.engine.games.lorcana.entering import Entering, bodyguard_choice
from bot.engine.games.lorcana.printed import Event, Printed, StaticEffect
from bot.engine.games.lorcana.state import CardView, a_kind, printed_triggers, settled, view
from bot.engine.games.lorcana.topics._effect import QUESTION
from bot.engine.keywords import Combined
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

SHIFT_KEYWORDS = ("Shift", "[Classification] Shift", "Universal Shift")

ShiftQuestion = Literal[
    "can_shift", "enters", "dry", "damage_kept", "can_sing", "can_quest", "can_challenge", "keeps_effects"
]


class ShiftAnswers(Answers):
    """What 8.10 decides about a shift: whether it is legal, and the state the character enters in."""

    can_shift: bool | None = Field(default=None, description="Can it be shifted onto that character?")
    enters: Entering | None = Field(
        default=None, description="Does it enter exerted or ready (either: its player's choice)?"
    )
    dry: bool | None = Field(default=None, description="Does it enter play dry (not drying)?")
    damage_kept: int | None = Field(default=None, description="How much damage does it keep?")
    can_sing: bool | None = Field(default=None, description="Can it exert to sing a song this turn?")
    can_quest: bool | None = Field(default=None, description="Can it quest this turn?")
    can_challenge: bool | None = Field(default=None, description="Can it be declared a challenger this turn?")
    keeps_effects: bool | None = Field(
        default=None, description="Does it keep effects applied to the card below (not its text)?"
    )


class ShiftScenario(ScenarioBase):
    """Can a character be shifted onto another, and in what state does it enter play? (8.10)"""

    answer_model = ShiftAnswers
    topic: Literal["lorcana.shift"] = "lorcana.shift"
    shifter: LorcanaCardInput = Field(description="The character card played with Shift.")
    base: LorcanaCardInput = Field(description="Your character in play it would be put on top of.")
    question: ShiftQuestion = Field(default="can_shift", description=QUESTION)
    enters_exerted_by_effect: bool = Field(
        default=False, description="An effect on the shifted character makes it enter play exerted."
    )


def _same_name(first: str, second: str) -> bool:
    def fold(name: str) -> str:
        return " ".join(name.replace("’", "'").casefold().split())

    return fold(first) == fold(second)


def _variant_fits(reasoning: Reasoning, shifter: CardView, base: CardView, variant: Combined) -> bool:
    name = variant.spec.name
    if name == "Shift":
        return reasoning.rule(
            f"{base.who} has the same name as {shifter.who} ({variant.label})",
            _same_name(base.name, shifter.name),
            Q.SHIFT,
        )
    if name == "[Classification] Shift":
        wanted = variant.qualifier or ""
        has = any(_same_name(wanted, own) for own in base.card.classifications)
        return reasoning.rule(
            f"{base.who} has the classification {wanted} ({variant.label})", has, Q.CLASSIFICATION_SHIFT
        )
    return reasoning.rule(f"you have a character in play ({variant.label})", True, Q.UNIVERSAL_SHIFT)


def _on_top_quote(variant: Combined | None) -> RuleQuote:
    name = variant.spec.name if variant else "Shift"
    return {
        "[Classification] Shift": Q.CLASSIFICATION_SHIFT_ON_TOP,
        "Universal Shift": Q.UNIVERSAL_SHIFT_ON_TOP,
    }.get(name, Q.SHIFT_ON_TOP)


def _fix_for(shifter: CardView, base: CardView, variant: Combined) -> str:
    if variant.spec.name == "Shift":
        return f"legal if the character in play were named {shifter.name}"
    if variant.spec.name == "[Classification] Shift":
        return f"legal if {base.name} had the classification {variant.qualifier}"
    return "legal with Universal Shift"


@topic(ShiftScenario)
def decide_shift(scenario: ShiftScenario, reasoning: Reasoning) -> Verdict:
    """Which Shift variant fits (8.10.1, 8.10.8.x), then the state carried over (8.10.2–8.10.6)."""
    turn = scenario.shifter.controller or "you"  # playing a card is its player's turn action (4.1.3)
    # 8.10.5: "… but it does keep any effects that apply to that character when the shifted character
    # enters play": the effects in force on the one below are on the shifted character too.
    # The shifter's own effects end if it is out of play (in hand, as it usually is); these don't.
    shifter = view(
        reasoning, scenario.shifter, "shifting", "you", turn=turn, carried_effects=scenario.base.effects
    )
    # 8.10.5: the shifted character doesn't gain the text of the one below, so only its state counts.
    below = scenario.base.model_copy(update={"text": ()})
    base = view(reasoning, below, "in play", shifter.side, turn=turn)
    after = scenario.question in _THIS_TURN
    printed_triggers(
        reasoning,
        [shifter, base],
        relevant=_shift_relevant(scenario.question),
        happening=frozenset({"played"}),
        decided=f"whether it {scenario.question.removeprefix('can_')}s this turn"
        if after
        else "how it enters play",
    )
    if shifter.type != "character":
        raise NotCovered(f"{shifter.who} is {a_kind(shifter.type)}; Shift (8.10.1) plays characters.")
    if shifter.card.zone not in (None, "hand"):
        reasoning.rule(
            f"{shifter.who} is played from your hand (it is {shifter.where})", False, Q.PLAYED_FROM_HAND
        )
        reasoning.decisive()
        return reasoning.decided(
            ShiftAnswers(can_shift=False),
            f"No — {shifter.name} is {shifter.where}, and cards are normally played only from hand.",
        )
    variants = [combined for name in SHIFT_KEYWORDS for combined in shifter.all(name)]
    if not variants:
        reasoning.rule(f"{shifter.who} has a Shift ability", False, Q.SHIFT)
        return reasoning.decided(ShiftAnswers(can_shift=False), f"No — {shifter.name} has no Shift ability.")
    fitting = [variant for variant in variants if _variant_fits(reasoning, shifter, base, variant)]
    chosen = fitting[0] if fitting else None
    mine = reasoning.rule(
        f"{base.who} is a character you have in play" + ("" if base.in_play else f" (it is {base.where})"),
        base.side == shifter.side and base.type == "character" and base.in_play,
        _on_top_quote(chosen),
    )
    if chosen is None or not mine:
        problem = "it isn't your character in play" if not mine else "no Shift ability of it fits"
        fixes = [] if not mine else [_fix_for(shifter, base, variant) for variant in variants]
        return reasoning.decided(
            ShiftAnswers(can_shift=False),
            f"No — {shifter.name} can't shift onto {base.name}: {problem}.",
            fixes,
        )
    if chosen.spec.name != "Shift":
        reasoning.rule(f"{chosen.spec.name} follows the rules of Shift", True, Q.SHIFT_VARIANTS)
    return _enter_play(scenario, reasoning, shifter, base, chosen)


def _enter_play(
    scenario: ShiftScenario, reasoning: Reasoning, shifter: CardView, base: CardView, chosen: Combined
) -> Verdict:
    """The shifted character's state (8.10.2–8.10.6) and what it can do this turn."""
    new, old = shifter.who, base.who
    exerted = reasoning.rule(
        f"{old} is exerted, so {new} enters play exerted", base.card.exerted, Q.SHIFT_ENTERS_EXERTED
    )
    asked = scenario.question
    if asked == "enters":
        reasoning.settles()
    would_change = []
    printed = _printed_entering_exerted(reasoning, shifter)
    if printed and not exerted:
        exerted = reasoning.rule(
            f"{printed.its} makes {new} enter play exerted though {old} is ready",
            True,
            Q.SHIFT_EFFECT_EXERTS,
        )
        if asked == "enters":
            reasoning.settles()
    elif scenario.enters_exerted_by_effect and not exerted:
        exerted = reasoning.rule(
            f"an effect makes {new} enter play exerted though {old} is ready", True, Q.SHIFT_EFFECT_EXERTS
        )
        if asked == "enters":
            reasoning.settles()
    either = False
    if not exerted and not printed and not scenario.enters_exerted_by_effect and shifter.has("Bodyguard"):
        # 8.10.1: Shift plays the character, so Bodyguard functions as it enters play (8.3.2).
        reasoning.rule(
            f"{new}'s Bodyguard functions as it enters play: it is being played (with Shift)",
            True,
            Q.BODYGUARD_WHILE_PLAYED,
        )
        either = reasoning.rule(
            f"{new} may enter play exerted rather than ready (Bodyguard)", True, Q.BODYGUARD_ENTERS_EXERTED
        )
        if asked == "enters":
            reasoning.settles()
    dry = base.dry
    if dry:
        reasoning.rule(f"{old} is dry, so {new} enters play dry", True, Q.SHIFT_ENTERS_DRY)
    else:
        reasoning.rule(f"{old} is drying, so {new} enters play drying", True, Q.SHIFT_ENTERS_DRYING)
    if asked == "dry":
        reasoning.settles()
    damage = base.card.damage
    reasoning.rule(f"{new} keeps the {damage} damage on {old}", True, Q.SHIFT_DAMAGE)
    if asked == "damage_kept":
        reasoning.settles()
    gone = bool(banished(reasoning, shifter, damage)) if damage else False
    reasoning.rule(f"{new} gains the text of {old}", False, Q.SHIFT_NO_TEXT)
    kept = "".join(f"; “{effect}”" for effect in base.card.effects)
    reasoning.rule(
        f"{new} keeps the effects that apply to {old} as it enters play{kept}", True, Q.SHIFT_NO_TEXT
    )
    if asked == "keeps_effects":
        reasoning.settles()
    reasoning.rule(f"{new} can perform the turn actions {old} could", True, Q.SHIFT_TURN_ACTIONS)
    # Each answers with its own last step, except a ready check a later fact follows (challenging);
    # the asked one is marked as settling it, so the first screen cites its rule, not another's.
    sing = _can_sing(reasoning, shifter, old, dry, exerted) and not gone
    if asked == "can_sing" and not gone:
        reasoning.settles()
    quest = _can_quest(reasoning, shifter, dry, exerted) and not gone
    if asked == "can_quest" and not gone:
        reasoning.settles()
    challenge = _can_challenge(reasoning, shifter, dry, exerted, settle=asked == "can_challenge" and not gone)
    challenge = challenge and not gone
    answers = ShiftAnswers(
        can_shift=True,
        enters="exerted" if exerted else "either" if either else "ready",
        dry=dry,
        damage_kept=damage,
        can_sing=sing,
        can_quest=quest,
        can_challenge=challenge,
        keeps_effects=True,
    )
    if not base.card.exerted and not scenario.enters_exerted_by_effect and not printed:
        would_change.append(f"if {base.name} in play were exerted, {shifter.name} would enter play exerted")
    answers = settled(answers, scenario.question, [shifter, base], _shift_relevant)
    headline = _headline(scenario.question, answers, shifter, base, chosen, gone)
    return reasoning.decided(answers, headline, would_change)


_THIS_TURN = ("can_sing", "can_quest", "can_challenge")


def _shift_relevant(question: str) -> frozenset[Event]:
    """The trigger events whose unread effects could change what the shifted character can do this
    turn (its own "when you play this character", or any other); how it enters play, none."""
    return frozenset({"played", "other"}) if question in _THIS_TURN else frozenset()


def _printed_entering_exerted(reasoning: Reasoning, shifter: CardView) -> Printed | None:
    """The shifted card's own printed "This character enters play exerted." (a condition evaluated)."""
    for ability in shifter.printed:
        if ability.effect == "enters_exerted":
            if ability.condition is None and ability.unknown_condition is None:
                return ability
            return shifter.printed_effect(reasoning, "enters_exerted")
    return None


def _barred(reasoning: Reasoning, shifter: CardView, effect: StaticEffect, act: str) -> bool:
    """Its own printed "can't quest / challenge / sing", or such an effect in force (1.2.2 prevention
    wins)."""
    return shifter.barred(reasoning, effect, act) is not None


def _barring(shifter: CardView, asked: str) -> Printed | None:
    """The printed text or effect in force that stopped the asked action (`_barred` found it on)."""
    effect = {"can_sing": "cant_sing", "can_quest": "cant_quest", "can_challenge": "cant_challenge"}[asked]
    return next((a for a in shifter.printed if a.kind == "static" and a.effect == effect), None)


def _can_sing(reasoning: Reasoning, shifter: CardView, old: str, dry: bool, exerted: bool) -> bool:
    """8.10.5: it can exert to sing if the card below was dry; exerting needs it ready (assumption).
    Below a drying one it enters drying (8.10.4), and a drying character "can't {E} to pay any cost"
    (5.1.1.11): that decides the No (8.10.5 says "if", not "only if")."""
    new = shifter.who
    if _barred(reasoning, shifter, "cant_sing", "sing"):
        return False
    if not dry:
        reasoning.rule(f"{new}, drying, can exert to pay a cost (singing a song)", False, Q.DRYING)
        return False
    reasoning.rule(f"{new} can exert to sing a song ({old} was dry)", True, Q.SHIFT_SING)
    return reasoning.assume(f"{new} is ready to be exerted for a song", not exerted, A.EXERT_NEEDS_READY)


def _can_quest(reasoning: Reasoning, shifter: CardView, dry: bool, exerted: bool) -> bool:
    """Questing: dry (5.1.1.11), ready (assumption: questing exerts it), no Reckless (8.7.2)."""
    new = shifter.who
    if _barred(reasoning, shifter, "cant_quest", "quest"):
        return False
    able = reasoning.rule(f"{new} enters dry (a drying character can't quest)", dry, Q.DRYING)
    if shifter.has("Reckless"):
        able = reasoning.rule(f"{new} can quest despite its Reckless", False, Q.RECKLESS_NO_QUEST) and able
    if able:
        able = reasoning.assume(f"{new} is ready (questing exerts it)", not exerted, A.EXERT_NEEDS_READY)
    return able


def _can_challenge(
    reasoning: Reasoning, shifter: CardView, dry: bool, exerted: bool, *, settle: bool = False
) -> bool:
    """Declaring a challenger: ready (4.6.4.1), and dry (5.1.1.11) or with Rush (8.9.1). `settle`:
    mark the step that decides it as settling the asked answer."""
    new = shifter.who
    if _barred(reasoning, shifter, "cant_challenge", "challenge"):
        if settle:
            reasoning.settles()
        return False
    ready = reasoning.rule(
        f"{new} is ready, as a challenger must be", not exerted, Q.CHALLENGER_READY_AND_DRY
    )
    if settle and not ready:
        reasoning.settles()
        settle = False
    if dry:
        reasoning.rule(f"{new} enters dry, so it can be declared a challenger", True, Q.DRY)
    elif not reasoning.rule(f"{new} is drying but has Rush", shifter.has("Rush"), Q.RUSH):
        reasoning.rule(f"{new} is drying and can be declared a challenger", False, Q.DRYING)
        ready = False
    if settle:
        reasoning.settles()
    return ready


def _headline(
    asked: str, answers: ShiftAnswers, shifter: CardView, base: CardView, chosen: Combined, gone: bool
) -> str:
    """The headline for the asked sub-question, written from the typed answers."""
    name, under = shifter.name, base.name
    state = "dry" if answers.dry else "drying"
    banish = f", but with {answers.damage_kept} damage it is banished" if gone else ""
    yes = {True: "Yes", False: "No"}
    if asked == "enters" and answers.enters == "either":
        return f"Either — shifted onto a ready {under}, {bodyguard_choice(name)}; it enters {state}{banish}."
    if asked == "enters":
        return (
            f"{(answers.enters or '').capitalize()} — {name} enters play {answers.enters}, {state}{banish}."
        )
    if asked == "dry":
        why = "was dry" if answers.dry else "was drying"
        return f"{yes[bool(answers.dry)]} — {name} enters play {state}: {under} {why}{banish}."
    if asked == "damage_kept":
        return f"{name} keeps the {answers.damage_kept} damage that was on {under}{banish}."
    if asked == "keeps_effects":
        return (
            f"Yes — {name} keeps the effects that applied to {under} as it enters play, "
            f"but doesn't gain {under}'s text."
        )
    if asked in ("can_sing", "can_quest", "can_challenge"):
        return _action_headline(asked, answers, shifter, gone)
    sing = "; it can sing a song" if answers.can_sing else "; it can't sing a song this turn"
    if answers.dry and answers.enters == "exerted":
        sing = "; it can't sing a song while exerted"
    if answers.can_sing and answers.enters == "either":
        sing += " if it enters ready"
    if answers.can_sing is None:  # a triggered ability could change it: asked alone, not covered
        sing = ""
    enters = _EITHER if answers.enters == "either" else answers.enters
    return (
        f"Yes — {shifter.card.full_name} can shift onto {base.card.full_name} ({chosen.label}); "
        f"it enters play {enters}, {state}, with {answers.damage_kept} damage{sing}{banish}."
    )


_EITHER = "ready or exerted (Bodyguard)"
"""How a shifted character with Bodyguard enters onto a ready one (8.3.2), in a headline's words."""


def _action_headline(asked: str, answers: ShiftAnswers, shifter: CardView, gone: bool) -> str:
    """Can it sing / quest / challenge this turn: Yes or No, with what decides it."""
    can = bool(getattr(answers, asked))
    act = {"can_sing": "exert to sing a song", "can_quest": "quest", "can_challenge": "challenge"}[asked]
    if gone:
        return f"No — {shifter.name} can't {act} this turn: with {answers.damage_kept} damage it is banished."
    barring = _barring(shifter, asked)
    if not can and barring is not None and barring.condition is None and barring.unknown_condition is None:
        return f"No — {shifter.name} can’t {act} this turn: {barring.says('it')} says it can't."
    state = "dry" if answers.dry else "drying"
    if asked == "can_quest" and shifter.has("Reckless") and answers.dry and answers.enters != "exerted":
        state += ", but it has Reckless"
    if asked == "can_challenge" and not answers.dry and shifter.has("Rush"):
        state += ", with Rush"
    if answers.enters == "either" and can:
        when = "if it enters ready (Bodyguard lets its player choose)"
        return f"Yes — {shifter.name} can {act} this turn {when}: it enters {state}."
    entering = _EITHER if answers.enters == "either" else answers.enters
    return (
        f"{'Yes' if can else 'No'} — {shifter.name} {'can' if can else 'can’t'} {act} this turn: "
        f"it enters {entering}, {state}."
    )
