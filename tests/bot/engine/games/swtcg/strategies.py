"""Hypothesis strategies for well-formed SWTCG scenarios (joined into the engine-wide property test).

Each field is drawn on its own, so the dice are built to fit any card: attackers in swtcg.attack have
no power (any number of dice is then fine) and no Fury (whose dice would have to match), and the first
roll shows every face, so any rerolls of distinct faces apply.
"""

from __future__ import annotations

from functools import cache
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


# Every strategy a draw uses is built once, here or (for a list of keyword names) on its first use:
# one built inside a draw costs hypothesis more than drawing it (cached_strategy, validate), and the
# scenarios are drawn thousands of times per run.
BOOLEANS = st.booleans()
NAME = st.sampled_from(NAMES)
KEYWORD_VALUE = {"signed": st.integers(-3, 4), "number": st.integers(1, 4)}
"""A keyword's number by its shape ("none" has none)."""
POWER = st.integers(0, 8)
HEALTH = st.integers(1, 8)
DAMAGE = st.integers(0, 3)
ARENA = st.sampled_from(ARENAS)
COST = st.integers(0, 9)
CARD_TYPE = st.sampled_from(["unit", "battle"])
SIDE = st.sampled_from(["you", "opponent"])
FACE = st.integers(1, 6)


@st.composite
def keyword(draw: st.DrawFn, names: st.SearchStrategy[str]) -> str:
    name = draw(names)
    shape = KEYWORDS.shapes[name]
    if shape == "none":
        return name
    return f"{name} {draw(KEYWORD_VALUE[shape])}"


@cache
def _keyword_lists(names: tuple[str, ...]) -> st.SearchStrategy[list[str]]:
    """Up to four keywords of `names`, built once per list of names."""
    return st.lists(keyword(st.sampled_from(list(names))), max_size=4)


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
    card: dict[str, Any] = {"name": draw(NAME)}
    if power:
        card["power"] = draw(POWER)
    if health or draw(BOOLEANS):
        card["health"] = draw(HEALTH)
    if draw(BOOLEANS):
        card["damage"] = draw(DAMAGE)
    if arena or draw(BOOLEANS):
        card["arena"] = draw(ARENA)
    if cost:
        card["cost"] = draw(COST)
        card["built"] = draw(COST)
        if draw(BOOLEANS):
            card["type"] = draw(CARD_TYPE)
    card["tapped"] = draw(BOOLEANS)
    card["keywords"] = [*always, *draw(_keyword_lists(tuple(names)))]
    if side and draw(BOOLEANS):
        card["controller"] = draw(SIDE)
    if draw(BOOLEANS):
        return card
    fields = {"power": "power", "health": "hp", "damage": "dmg", "arena": "arena", "cost": "cost"}
    words = [f'"{card["name"]}"'] + [f"{word}={card[key]}" for key, word in fields.items() if key in card]
    words += [f"{word}={card[word]}" for word in ("built", "type") if word in card]
    words += ["tapped" if card["tapped"] else "untapped", *(f'"{word}"' for word in card["keywords"])]
    if "controller" in card:
        words.append("yours" if card["controller"] == "you" else "opposing")
    return " ".join(words)


MORE_FACES = st.lists(FACE, max_size=6)
OLD_FACES = st.lists(FACE, unique=True, max_size=3)


@st.composite
def first_roll(draw: st.DrawFn) -> str:
    return " ".join(map(str, [1, 2, 3, 4, 5, 6, *draw(MORE_FACES)]))


@st.composite
def rerolls(draw: st.DrawFn) -> str | None:
    olds = draw(OLD_FACES)
    if not olds:
        return None
    return " ".join(f"{old}>{draw(FACE)}" for old in olds)


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
        "natural_one": st.one_of(st.none(), st.booleans()),
        "directly": st.booleans(),
        "question": st.sampled_from(["remaining", "counters", "deflect", "stun", "deflect_less"]),
    },
    "swtcg.cost": {
        "card": cards(COST_KEYWORDS, cost=True),
        "question": st.sampled_from(["complete", "hidden_cost", "hidden_force", "upkeep"]),
        "condition_met": st.one_of(st.none(), st.booleans()),
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

OVERKILL_SECOND = cards(PREVENT_KEYWORDS)
INTERCEPTOR = cards(TARGET_KEYWORDS, arena=True, always=("Intercept",))


def extend(draw: st.DrawFn, document: dict[str, Any]) -> None:
    """Draw what a sub-question needs: Overkill's second unit, an interceptor; no natural 1 with counters
    put directly (those are no attack)."""
    topic, question = document["topic"], document.get("question")
    if topic == "swtcg.attack" and question == "overkill_second" and document.get("second") is None:
        document["second"] = draw(OVERKILL_SECOND)
    elif topic == "swtcg.target" and question == "new_attack" and document.get("interceptor") is None:
        document["interceptor"] = draw(INTERCEPTOR)
    elif topic == "swtcg.prevent" and document.get("directly"):
        document["natural_one"] = False
