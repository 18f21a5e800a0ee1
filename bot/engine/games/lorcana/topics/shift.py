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
from bot.engine.games.lorcana.state import CardView, view
from bot.engine.keywords import Combined
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Verdict

SHIFT_KEYWORDS = ("Shift", "[Classification] Shift", "Universal Shift")


class ShiftScenario(ScenarioBase):
    """Can a character be shifted onto another, and in what state does it enter play? (8.10)"""

    topic: Literal["lorcana.shift"] = "lorcana.shift"
    shifter: LorcanaCardInput = Field(description="The character card played with Shift.")
    base: LorcanaCardInput = Field(description="Your character in play it would be put on top of.")
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
    shifter = view(reasoning, scenario.shifter, "shifting", "you")
    base = view(reasoning, scenario.base, "in play", shifter.side)
    if shifter.type != "character":
        raise NotCovered(f"{shifter.who} is a {shifter.type}; Shift (8.10.1) plays characters.")
    variants = [combined for name in SHIFT_KEYWORDS for combined in shifter.all(name)]
    if not variants:
        reasoning.rule(f"{shifter.who} has a Shift ability", False, Q.SHIFT)
        return reasoning.decided(False, f"No — {shifter.name} has no Shift ability.")
    fitting = [variant for variant in variants if _variant_fits(reasoning, shifter, base, variant)]
    chosen = fitting[0] if fitting else None
    mine = reasoning.rule(
        f"{base.who} is a character you have in play",
        base.side == shifter.side and base.type == "character",
        _on_top_quote(chosen),
    )
    if chosen is None or not mine:
        problem = "it isn't your character in play" if not mine else "no Shift ability of it fits"
        fixes = [] if not mine else [_fix_for(shifter, base, variant) for variant in variants]
        return reasoning.decided(
            False, f"No — {shifter.name} can't shift onto {base.name}: {problem}.", fixes
        )
    if chosen.spec.name != "Shift":
        reasoning.rule(f"{chosen.spec.name} follows the rules of Shift", True, Q.SHIFT_VARIANTS)
    return _enter_play(scenario, reasoning, shifter, base, chosen)


def _enter_play(
    scenario: ShiftScenario, reasoning: Reasoning, shifter: CardView, base: CardView, chosen: Combined
) -> Verdict:
    """The shifted character's state: exerted, dry or drying, damage, and whether it can sing."""
    new, old = shifter.who, base.who
    exerted = reasoning.rule(
        f"{old} is exerted, so {new} enters play exerted", base.card.exerted, Q.SHIFT_ENTERS_EXERTED
    )
    would_change = []
    if scenario.enters_exerted_by_effect and not exerted:
        exerted = reasoning.rule(
            f"an effect makes {new} enter play exerted though {old} is ready", True, Q.SHIFT_EFFECT_EXERTS
        )
    elif not exerted and shifter.has("Bodyguard"):
        reasoning.rule(f"{new} (Bodyguard) may enter play exerted", True, Q.BODYGUARD_ENTERS_EXERTED)
        would_change.append("with its Bodyguard you may have it enter play exerted instead (8.3.2, 8.10.3)")
    if base.dry:
        reasoning.rule(f"{old} is dry, so {new} enters play dry", True, Q.SHIFT_ENTERS_DRY)
    else:
        reasoning.rule(f"{old} is drying, so {new} enters play drying", True, Q.SHIFT_ENTERS_DRYING)
    reasoning.rule(f"{new} can perform the turn actions {old} could", True, Q.SHIFT_TURN_ACTIONS)
    song = "it can't sing a song this turn"
    if reasoning.rule(f"{new} can exert to sing a song ({old} was dry)", base.dry, Q.SHIFT_SING):
        ready = reasoning.assume(f"{new} is ready to be exerted for a song", not exerted, A.EXERT_NEEDS_READY)
        song = "it can sing a song" if ready else "it can't sing a song while exerted"
    damage = base.card.damage
    reasoning.rule(f"{new} keeps the {damage} damage on {old}", True, Q.SHIFT_DAMAGE)
    gone = banished(reasoning, shifter, damage) if damage else None
    state = f"{'exerted' if exerted else 'ready'}, {'dry' if base.dry else 'drying'}, with {damage} damage"
    headline = (
        f"Yes — {shifter.card.full_name} can shift onto {base.card.full_name} ({chosen.label}); "
        f"it enters play {state}; {song}"
    )
    if gone:
        headline += f", but with {damage} damage it is banished"
    if not base.card.exerted and not scenario.enters_exerted_by_effect:
        would_change.append(f"if {base.name} in play were exerted, {shifter.name} would enter play exerted")
    return reasoning.decided(True, headline + ".", would_change)
