"""Hypothesis strategies for well-formed SWTCG scenarios (joined into the engine-wide property test).

Each field is drawn on its own, so the dice are built to fit any card: attackers in swtcg.attack have
no power (any number of dice is then fine) and no Fury (whose dice would have to match), and the first
roll shows every face, so any rerolls of distinct faces apply.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from bot.engine import topics
from bot.engine.games.swtcg.cards import KEYWORDS

NAMES = ["Sith Acolyte", "Patrol Skiff", "Scout Walker", "Luke", "Smuggler Ace", "Bounty Tracker"]
"""Names no SWTCG card has: a quoted real name would be read from card data (tests/bot/cards)."""
ARENAS = ["space", "ground", "character"]
DICE_KEYWORDS = [
    "Accuracy",
    "Armor",
    "Shields",
    "Critical Hit",
    "Focus",
    "Backfire",
    "Parry",
    "Riposte",
    "Lucky",
    "Double Damage",
    "Overkill",
    "Stun",
    "Ferocity",
    "Fortitude",
    "Stealth",
]
TARGET_KEYWORDS = [
    "Stealth",
    "Bombard",
    "Ion Cannon",
    "Barrage",
    "Precision",
    "Elude",
    "Intercept",
    "Redirect",
]
PREVENT_KEYWORDS = [
    "Evade",
    "Deflect",
    "Protect",
    "Absorb",
    "Persuade",
    "Parry",
    "Ferocity",
    "Fortitude",
    "Stun",
]
COST_KEYWORDS = ["Reduced Cost", "Hidden Cost", "Alternative Cost", "Upkeep"]
POWER_KEYWORDS = [
    "Bombard",
    "Ion Cannon",
    "Barrage",
    "Overload",
    "Focus",
    "Resilience",
    "Intimidation",
    "Stealth",
]
LATE = st.one_of(st.none(), st.sampled_from(["Shields", "Parry", "Accuracy, Critical Hit", "Fury", "Lucky"]))


@st.composite
def keyword(draw: st.DrawFn, names: list[str]) -> str:
    name = draw(st.sampled_from(names))
    shape = KEYWORDS.shapes[name]
    if shape == "none":
        return name
    low = -3 if shape == "signed" else 1
    return f"{name} {draw(st.integers(low, 4))}"


@st.composite
def cards(
    draw: st.DrawFn,
    names: list[str],
    *,
    power: bool = False,
    arena: bool = False,
    cost: bool = False,
    health: bool = False,
    always: tuple[str, ...] = (),
    side: bool = False,
) -> str | dict[str, Any]:
    card: dict[str, Any] = {"name": draw(st.sampled_from(NAMES))}
    if power:
        card["power"] = draw(st.integers(0, 8))
    if health or draw(st.booleans()):
        card["health"] = draw(st.integers(1, 8))
    if draw(st.booleans()):
        card["damage"] = draw(st.integers(0, 3))
    if arena or draw(st.booleans()):
        card["arena"] = draw(st.sampled_from(ARENAS))
    if cost:
        card["cost"] = draw(st.integers(0, 9))
        card["built"] = draw(st.integers(0, 9))
        if draw(st.booleans()):
            card["type"] = draw(st.sampled_from(["unit", "battle"]))
    card["tapped"] = draw(st.booleans())
    card["keywords"] = [*always, *draw(st.lists(keyword(names), max_size=4))]
    if side and draw(st.booleans()):
        card["controller"] = draw(st.sampled_from(["you", "opponent"]))
    if draw(st.booleans()):
        return card
    fields = {"power": "power", "health": "hp", "damage": "dmg", "arena": "arena", "cost": "cost"}
    words = [f'"{card["name"]}"'] + [f"{word}={card[key]}" for key, word in fields.items() if key in card]
    words += [f"{word}={card[word]}" for word in ("built", "type") if word in card]
    words += ["tapped" if card["tapped"] else "untapped", *(f'"{word}"' for word in card["keywords"])]
    if "controller" in card:
        words.append("yours" if card["controller"] == "you" else "opposing")
    return " ".join(words)


@st.composite
def first_roll(draw: st.DrawFn) -> str:
    return " ".join(map(str, [1, 2, 3, 4, 5, 6, *draw(st.lists(st.integers(1, 6), max_size=6))]))


@st.composite
def rerolls(draw: st.DrawFn) -> str | None:
    olds = draw(st.lists(st.integers(1, 6), unique=True, max_size=3))
    if not olds:
        return None
    return " ".join(f"{old}>{draw(st.integers(1, 6))}" for old in olds)


DAMAGE_DICE_KEYWORDS = ["Stun", "Accuracy", "Critical Hit", "Focus", "Backfire"]

NO_FURY = [name for name in DICE_KEYWORDS if name != "Fury"]

SCENARIOS: dict[str, dict[str, st.SearchStrategy[Any]]] = {
    "swtcg.attack": {
        "attacker": cards(NO_FURY),
        "defender": cards(DICE_KEYWORDS, health=True),
        "rolled": first_roll(),
        "rerolled": rerolls(),
        "after_roll": LATE,
        "question": st.sampled_from(list(topics()["swtcg.attack"].questions)),
        "second": st.one_of(st.none(), cards([*PREVENT_KEYWORDS, "Stealth", "Armor", "Shields"])),
    },
    "swtcg.odds": {
        "attacker": cards([*DICE_KEYWORDS, "Fury"], power=True),
        "defender": cards(DICE_KEYWORDS),
        "at_least": st.one_of(st.none(), st.integers(1, 9)),
        "use_lucky": st.booleans(),
        "question": st.sampled_from(list(topics()["swtcg.odds"].questions)),
        "hits": st.one_of(st.none(), st.integers(0, 9)),
    },
    "swtcg.target": {
        "attacker": cards(TARGET_KEYWORDS, arena=True),
        "defender": cards(TARGET_KEYWORDS, arena=True),
        "interceptor": st.one_of(st.none(), cards(TARGET_KEYWORDS, arena=True)),
        "question": st.sampled_from(["can_attack", "defending", "new_attack"]),
    },
    "swtcg.prevent": {
        "target": cards(PREVENT_KEYWORDS),
        "amount": st.integers(0, 9),
        "source": cards(PREVENT_KEYWORDS),
        "protector": st.one_of(st.none(), cards(PREVENT_KEYWORDS)),
        "natural_one": st.booleans(),
        "directly": st.booleans(),
        "question": st.sampled_from(["remaining", "counters", "deflect", "stun", "deflect_less"]),
    },
    "swtcg.cost": {
        "card": cards(COST_KEYWORDS, cost=True),
        "question": st.sampled_from(["complete", "hidden_cost", "hidden_force", "upkeep"]),
        "condition_met": st.booleans(),
        "reduction": st.integers(0, 3),
        "force": st.one_of(st.none(), st.integers(0, 5)),
        "alternative_payable": st.one_of(st.none(), st.booleans()),
        "upkeep_payable": st.integers(0, 3),
        "as_pilot": st.booleans(),
    },
    "swtcg.power": {
        "attacker": cards(POWER_KEYWORDS, power=True, arena=True),
        "defender": cards(["Shields", "Stealth"], arena=True),
        "question": st.sampled_from(["power", "dice"]),
        "overload": st.booleans(),
        "earlier": st.one_of(
            st.none(), st.sampled_from(["focus", "absorb 2", "focus, persuade 1", "stun 2"])
        ),
        "opposing_units": st.one_of(st.none(), st.integers(0, 4)),
        "other": st.integers(-3, 3),
    },
    "swtcg.damage_dice": {
        "ability": st.sampled_from(["retaliate", "ambush"]),
        # Both abilities at 2, so two dice always fit whichever is asked about.
        "unit": cards(DAMAGE_DICE_KEYWORDS, arena=True, always=("Retaliate 2", "Ambush 2"), side=True),
        "target": cards(DICE_KEYWORDS, arena=True, side=True),
        "question": st.sampled_from(["applies", "dice", "damage", "stun", "if_discarded"]),
        "rolled": st.lists(st.integers(1, 6), min_size=2, max_size=2).map(
            lambda faces: " ".join(map(str, faces))
        ),
        "used": st.booleans(),
    },
}


def extend(draw: st.DrawFn, document: dict[str, Any]) -> None:
    """Draw what a sub-question needs: Overkill's second unit, an interceptor; no natural 1 with counters
    put directly (those are no attack)."""
    topic, question = document["topic"], document.get("question")
    if topic == "swtcg.attack" and question == "overkill_second" and document.get("second") is None:
        document["second"] = draw(cards(PREVENT_KEYWORDS))
    elif topic == "swtcg.target" and question == "new_attack" and document.get("interceptor") is None:
        document["interceptor"] = draw(cards(TARGET_KEYWORDS, arena=True, always=("Intercept",)))
    elif topic == "swtcg.prevent" and document.get("directly"):
        document["natural_one"] = False
