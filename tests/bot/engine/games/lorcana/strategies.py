"""Hypothesis strategies for well-formed Lorcana scenarios, cards given as objects or as notation.

`SCENARIOS` maps topic → field strategies; `tests/bot/engine/strategies.py` merges every game's table.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from hypothesis import strategies as st

from bot.engine import topics
from bot.engine.games.lorcana.cards import KEYWORDS

MOSTLY_NOT = st.sampled_from([False, False, True])
MOSTLY = st.sampled_from([True, True, False])
NAMES = ["Mickey", "Goofy", "Elsa", "Stitch", "Pongo", "Ariel", "Maui - Demigod"]
CLASSES = ["Puppy", "Hero", "Storyborn", "Seven Dwarfs"]
PRINTED = [
    "This character can't be challenged.",
    "This character can't be challenged by characters with 2 {S} or greater.",
    "This character can't quest.",
    "This character can't challenge.",
    "This character can't {E} to sing songs.",
    "This character enters play exerted.",
    "This character can challenge ready characters.",
    "During your turn, this character gains Evasive.",
    "While this character has no damage, it gets +2 {S}.",
    "While you have a Queen character in play, this character gets +2 {S}.",
    "While this character is exerted, he gains Resist +1.",
    "This character gets -2 {S}.",
    "When you play this character, draw a card.",
    "Whenever this character is challenged, each opponent loses 1 lore.",
    "Whenever this character quests, gain 1 lore.",
    "{E} — Draw a card.",
    "Your other characters gain Ward.",
]
"""Printed abilities: each form the engine reads, an unknown condition, triggers, an activated one and
one it can't read (issue #15). A "while exerted" one, on a challenger, is on in the damage step (4.6.4.4);
"-2 {S}" with the effects below makes a negative {S} that combines before it counts as 0 (6.6.1.2,
6.6.2)."""
EFFECTS = [
    "can't quest or challenge for the rest of this turn (Fan the Flames)",
    "gets +2 {S} this turn",
    "gets -3 {S} this turn",
    "gains Ward this turn (Bibbidi Bobbidi Boo)",
    "gains Evasive this turn",
    "can't be challenged until the start of your next turn",
    "you can't challenge this turn (Ursula's Trickery)",
    "draws a card this turn",
]
"""Effects in force, not printed (issue #23): each form, on the card and on its player, and one the
engine can't read."""
# Every strategy a draw uses is built once, here: one built inside a draw costs hypothesis more than
# drawing it (cached_strategy, validate), and the scenarios are drawn thousands of times per run.
BOOLEANS = st.booleans()
KEYWORD_NAME = st.sampled_from(sorted(KEYWORDS.shapes))
PLUS = st.integers(1, 4)
DIGIT = st.integers(0, 9)
CLASS = st.sampled_from(CLASSES)
NAME = st.sampled_from(NAMES)
STRENGTH = st.integers(0, 8)
WILLPOWER = st.integers(1, 9)
CLASS_LISTS = st.lists(CLASS, max_size=2, unique=True)
ONE_IN = {n: st.integers(0, n - 1) for n in (4, 5, 8)}
"""0 once in n draws (and then a field is given)."""
SIDE = st.sampled_from(["you", "opponent"])
PRINTED_LISTS = st.lists(st.sampled_from(PRINTED), min_size=1, max_size=2, unique=True)
EFFECT_IN_FORCE = st.sampled_from(EFFECTS)
ZONE = st.sampled_from(["hand", "discard", "play"])
EVERY_ZONE = st.sampled_from(["hand", "discard", "deck", "inkwell", "play"])
"""For damage, which each zone's sentence of 5.1.2 decides (the deck and the inkwell too)."""


@st.composite
def keywords(draw: st.DrawFn) -> dict[str, Any]:
    name = draw(KEYWORD_NAME)
    shape = KEYWORDS.shapes[name]
    keyword: dict[str, Any] = {"name": name}
    if shape == "plus":
        keyword["value"] = draw(PLUS)
    elif shape == "number":
        keyword["value"] = draw(DIGIT)
    if name.startswith("["):
        keyword["qualifier"] = draw(CLASS)
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


KEYWORD_LISTS = st.lists(keywords(), max_size=4)


@cache
def _sampled(choices: tuple[str, ...]) -> st.SearchStrategy[str]:
    """One of `choices`, its strategy built once per tuple (see `BOOLEANS`)."""
    return st.sampled_from(choices)


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
    if card.get("text"):
        words.append(f'text="{" ".join(card["text"])}"')
    if card.get("effects"):
        words.append(f'effect="{"; ".join(card["effects"])}"')
    if "zone" in card:
        words.append(f"zone={card['zone']}")
    words.append("exerted" if card.get("exerted") else "ready")
    words.append("drying" if card.get("drying") else "dry")
    words += [_keyword_phrase(keyword) for keyword in card.get("keywords", [])]
    return " ".join(words)


@st.composite
def cards(
    draw: st.DrawFn,
    *,
    strength: bool = False,
    cost: bool = False,
    types: tuple[str, ...] = (),
    zones: st.SearchStrategy[str] = ZONE,
) -> dict[str, Any] | str:
    card: dict[str, Any] = {"name": draw(NAME)}
    for key, value, required in (
        ("cost", DIGIT, cost),
        ("strength", STRENGTH, strength),
        ("willpower", WILLPOWER, False),
        ("damage", DIGIT, False),
    ):
        if required or draw(BOOLEANS):
            card[key] = draw(value)
    card["exerted"] = draw(MOSTLY_NOT)
    card["drying"] = draw(MOSTLY_NOT)
    if draw(BOOLEANS):
        card["classifications"] = draw(CLASS_LISTS)
    if types:
        card["type"] = draw(_sampled(types))
    if draw(ONE_IN[5]) == 0:
        card["controller"] = draw(SIDE)
    card["keywords"] = draw(KEYWORD_LISTS)
    if draw(ONE_IN[4]) == 0:
        card["text"] = draw(PRINTED_LISTS)
    if draw(ONE_IN[5]) == 0:
        card["effects"] = [draw(EFFECT_IN_FORCE)]
    if draw(ONE_IN[8]) == 0:  # out of play (issue #23): what can and can't apply there
        card["zone"] = draw(zones)
    return notation(card) if draw(BOOLEANS) else card


def card_lists(min_size: int = 0, **options: Any) -> st.SearchStrategy[list[Any]]:
    return st.lists(cards(**options), min_size=min_size, max_size=3)


SIDE_OR_NONE = st.sampled_from([None, "you", "opponent"])
EFFECT = {
    "effect_by": st.sampled_from(["you", "opponent"]),
    "effect_source": st.sampled_from(["action", "song", "ability"]),
    "effect_chooses": st.booleans(),
    "chooser": SIDE_OR_NONE,
    "effect_text": st.sampled_from(
        [
            None,
            None,
            "Banish chosen character with cost 3 or less.",
            "Deal 2 damage to chosen opposing character.",
            "Each opposing character gets -1 {S} this turn.",
            "Draw 2 cards.",
        ]
    ),
}


def questions(topic_id: str) -> st.SearchStrategy[str]:
    """Every sub-question the topic declares (so a new one is drawn without a change here)."""
    return st.sampled_from(list(topics()[topic_id].questions))


DAMAGE_EVENTS = st.one_of(
    st.none(), st.lists(st.integers(0, 9), min_size=1, max_size=3).map(lambda xs: ",".join(map(str, xs)))
)
CHARACTER_OR_LOCATION = ("character", "character", "location")
DAMAGED_OR_NOT = (*CHARACTER_OR_LOCATION, "item")
"""Damage targets: an item too, which can't be damaged in play (5.1.2.2)."""

SCENARIOS: dict[str, dict[str, st.SearchStrategy[Any]]] = {
    "lorcana.challenge": {
        "challenger": cards(),
        "defender": cards(types=CHARACTER_OR_LOCATION),
        "defender_others": card_lists(),
        "question": questions("lorcana.challenge"),
    },
    "lorcana.challenge_damage": {
        "challenger": cards(strength=True),
        "defender": cards(strength=True, types=CHARACTER_OR_LOCATION),
        "defender_others": card_lists(),
        "question": questions("lorcana.challenge_damage"),
        "challenger_change": st.sampled_from([0, 0, -3, 2]),
        "defender_change": st.sampled_from([0, 0, -3, 1]),
    },
    "lorcana.damage": {
        "target": cards(types=DAMAGED_OR_NOT, zones=EVERY_ZONE),
        "amount": st.integers(0, 9),
        "how": st.sampled_from(["dealt", "put", "moved"]),
        "question": questions("lorcana.damage"),
        "then": DAMAGE_EVENTS,
    },
    "lorcana.vanish": {
        "target": cards(),
        **EFFECT,
        "moved_before_vanish": st.booleans(),
        "question": questions("lorcana.vanish"),
    },
    "lorcana.ward": {
        "target": cards(),
        **EFFECT,
        "question": questions("lorcana.ward"),
        "target_others": card_lists(),
    },
    "lorcana.quest": {
        "quester": cards(),
        "support_target": st.one_of(st.none(), cards()),
        "question": questions("lorcana.quest"),
    },
    "lorcana.end_turn": {
        "your_characters": card_lists(min_size=1),
        "opposing": card_lists(types=CHARACTER_OR_LOCATION),
    },
    "lorcana.shift": {
        "shifter": cards(),
        "base": cards(),
        "enters_exerted_by_effect": st.booleans(),
        "question": questions("lorcana.shift"),
    },
    "lorcana.sing": {
        "song": cards(cost=True, types=("song", "song", "song", "action", "item")),  # not a song: No
        "singers": card_lists(min_size=1, cost=True),
        "question": questions("lorcana.sing"),
    },
    "lorcana.boost": {
        "card": cards(),
        "question": questions("lorcana.boost"),
        "your_turn": MOSTLY,
        "used_this_turn": MOSTLY_NOT,
        "available_ink": st.one_of(st.none(), st.integers(0, 9)),
    },
    "lorcana.enter_play": {
        "card": cards(),
        "how": st.sampled_from(["played", "played_for_free", "put_into_play"]),
        "question": questions("lorcana.enter_play"),
    },
    "lorcana.leave_play": {
        "card": cards(),
        "under": card_lists(),
        "to": st.sampled_from(["discard", "hand", "deck", "inkwell"]),
        "question": questions("lorcana.leave_play"),
    },
    "lorcana.keywords": {
        "card": cards(),
        "question": questions("lorcana.keywords"),
        "keyword": st.one_of(st.none(), st.sampled_from(sorted(KEYWORDS.shapes))),
    },
}


def _written(card: dict[str, Any] | str | None, key: str, word: str) -> bool:
    """The card states `key` (object) or `word=` (notation)."""
    if card is None:
        return False
    return key in card if isinstance(card, dict) else f" {word}=" in card


_OUT_OF_PLAY = ("hand", "discard", "deck", "inkwell")


def _undamageable(card: dict[str, Any] | str) -> bool:
    """An item in play or a card out of play: never banished by damage, so asked without {W}."""
    if isinstance(card, str):
        return " type=item " in f"{card} " or any(f" zone={z} " in f"{card} " for z in _OUT_OF_PLAY)
    return card.get("type") == "item" or card.get("zone") in _OUT_OF_PLAY


def extend(draw: st.DrawFn, document: dict[str, Any]) -> None:
    """A sub-question that needs an input the scenario lacks falls back to the topic's default one.
    Half the shifts drawn as objects are legal ones (Shift onto the same name), half of those with a
    trigger on being played, so what a shifted character can do this turn is reached both ways."""
    topic, asked = document["topic"], document.get("question")
    shifter, base = document.get("shifter"), document.get("base")
    if topic == "lorcana.shift" and isinstance(shifter, dict) and isinstance(base, dict) and draw(BOOLEANS):
        base["name"] = shifter["name"]
        shifter["keywords"] = [*shifter["keywords"], {"name": "Shift", "value": draw(DIGIT)}]
        if draw(BOOLEANS):  # its own trigger on being played: what it can do this turn is open
            shifter["text"] = ["When you play this character, draw a card."]
    if topic == "lorcana.damage" and asked in ("banished", "banished_after"):
        target = document["target"]
        if not _written(target, "willpower", "wp") and not _undamageable(target):
            document["question"] = "taken"
    elif topic == "lorcana.challenge_damage" and asked in ("defender_banished", "challenger_banished"):
        if not _written(document[asked.removesuffix("_banished")], "willpower", "wp"):
            document["question"] = "damage_to_defender"
    elif topic == "lorcana.keywords" and asked in ("has", "value"):
        keyword = document.get("keyword")
        if keyword is None:
            document["question"] = "count"
        elif asked == "value" and KEYWORDS.shapes[keyword] == "none":
            document["question"] = "has"
    elif topic == "lorcana.leave_play" and asked in ("under_go_to", "still_stacked"):
        if not document.get("under"):
            document["question"] = "damage_kept"
    elif topic == "lorcana.quest":
        if asked == "may_choose_target" and document.get("support_target") is None:
            document["question"] = "can_quest"
        if asked == "strength_added" and not _written(document["quester"], "strength", "str"):
            document["question"] = "can_quest"
