"""Hypothesis strategies for well-formed Lorcana scenarios, cards given as objects or as notation.

`SCENARIOS` maps topic → field strategies; `tests/bot/engine/strategies.py` merges every game's table.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from bot.engine.games.lorcana.cards import KEYWORDS

MOSTLY_NOT = st.sampled_from([False, False, True])
MOSTLY = st.sampled_from([True, True, False])
NAMES = ["Mickey", "Goofy", "Elsa", "Stitch", "Pongo", "Ariel", "Maui - Demigod"]
CLASSES = ["Puppy", "Hero", "Storyborn", "Seven Dwarfs"]


@st.composite
def keywords(draw: st.DrawFn) -> dict[str, Any]:
    name = draw(st.sampled_from(sorted(KEYWORDS.shapes)))
    shape = KEYWORDS.shapes[name]
    keyword: dict[str, Any] = {"name": name}
    if shape == "plus":
        keyword["value"] = draw(st.integers(1, 4))
    elif shape == "number":
        keyword["value"] = draw(st.integers(0, 9))
    if name.startswith("["):
        keyword["qualifier"] = draw(st.sampled_from(CLASSES))
    return keyword


def _keyword_phrase(keyword: dict[str, Any]) -> str:
    name = keyword["name"]
    if "qualifier" in keyword:
        name = f"[{keyword['qualifier']}] Shift"
    value = keyword.get("value")
    if value is None:
        return f'"{name}"'
    sign = "+" if KEYWORDS.shapes[keyword["name"]] == "plus" else ""
    return f'"{name} {sign}{value}"'


def notation(card: dict[str, Any]) -> str:
    """The same card written in notation (exercises the parser on every generated scenario)."""
    words = [f'"{card["name"]}"']
    short = {"cost": "cost", "strength": "str", "willpower": "wp", "damage": "dmg", "lore": "lore"}
    words += [f"{word}={card[key]}" for key, word in short.items() if key in card]
    if card.get("classifications"):
        words.append(f'class="{",".join(card["classifications"])}"')
    if "type" in card:
        words.append(f"type={card['type']}")
    if "controller" in card:
        words.append(f"side={card['controller']}")
    words.append("exerted" if card.get("exerted") else "ready")
    words.append("drying" if card.get("drying") else "dry")
    words += [_keyword_phrase(keyword) for keyword in card.get("keywords", [])]
    return " ".join(words)


@st.composite
def cards(
    draw: st.DrawFn, *, strength: bool = False, cost: bool = False, types: tuple[str, ...] = ()
) -> dict[str, Any] | str:
    card: dict[str, Any] = {"name": draw(st.sampled_from(NAMES))}
    for key, low, high, required in (
        ("cost", 0, 9, cost),
        ("strength", 0, 8, strength),
        ("willpower", 1, 9, False),
        ("damage", 0, 9, False),
    ):
        if required or draw(st.booleans()):
            card[key] = draw(st.integers(low, high))
    card["exerted"] = draw(MOSTLY_NOT)
    card["drying"] = draw(MOSTLY_NOT)
    if draw(st.booleans()):
        card["classifications"] = draw(st.lists(st.sampled_from(CLASSES), max_size=2, unique=True))
    if types:
        card["type"] = draw(st.sampled_from(types))
    if draw(st.integers(0, 4)) == 0:
        card["controller"] = draw(st.sampled_from(["you", "opponent"]))
    card["keywords"] = draw(st.lists(keywords(), max_size=4))
    return notation(card) if draw(st.booleans()) else card


def card_lists(min_size: int = 0, **options: Any) -> st.SearchStrategy[list[Any]]:
    return st.lists(cards(**options), min_size=min_size, max_size=3)


EFFECT = {
    "effect_by": st.sampled_from(["you", "opponent"]),
    "effect_source": st.sampled_from(["action", "song", "ability"]),
    "effect_chooses": st.booleans(),
}
CHARACTER_OR_LOCATION = ("character", "character", "location")

SCENARIOS: dict[str, dict[str, st.SearchStrategy[Any]]] = {
    "lorcana.challenge": {
        "challenger": cards(),
        "defender": cards(types=CHARACTER_OR_LOCATION),
        "defender_others": card_lists(),
    },
    "lorcana.challenge_damage": {
        "challenger": cards(strength=True),
        "defender": cards(strength=True),
        "defender_others": card_lists(),
    },
    "lorcana.damage": {
        "target": cards(types=CHARACTER_OR_LOCATION),
        "amount": st.integers(0, 9),
        "how": st.sampled_from(["dealt", "put", "moved"]),
    },
    "lorcana.vanish": {"target": cards(), **EFFECT, "moved_before_vanish": st.booleans()},
    "lorcana.ward": {"target": cards(), **EFFECT},
    "lorcana.quest": {"quester": cards(), "support_target": st.one_of(st.none(), cards())},
    "lorcana.end_turn": {
        "your_characters": card_lists(min_size=1),
        "opposing": card_lists(types=CHARACTER_OR_LOCATION),
    },
    "lorcana.shift": {"shifter": cards(), "base": cards(), "enters_exerted_by_effect": st.booleans()},
    "lorcana.sing": {"song": cards(cost=True, types=("song",)), "singers": card_lists(min_size=1, cost=True)},
    "lorcana.boost": {
        "card": cards(),
        "question": st.sampled_from(["use", "card_under_in_play", "counts_as_played", "look_at_card_under"]),
        "your_turn": MOSTLY,
        "used_this_turn": MOSTLY_NOT,
        "available_ink": st.one_of(st.none(), st.integers(0, 9)),
    },
    "lorcana.keywords": {"card": cards()},
}
