"""Hypothesis strategies for well-formed FFTCG scenarios, cards as notation or objects.

`SCENARIOS` maps topic → field strategies; `tests/bot/engine/strategies.py` merges every game's table.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from bot.engine.games.fftcg.cards import ELEMENTS
from bot.engine.games.fftcg.topics.breaking import BreakEvent, BreakQuestion, RulesProcess
from bot.engine.games.fftcg.topics.combat import CombatQuestion
from bot.engine.games.fftcg.topics.damage_ability import DamageQuestion
from bot.engine.games.fftcg.topics.ex_burst import ExBurstQuestion
from bot.engine.games.fftcg.topics.first_strike import FirstStrikeQuestion
from bot.engine.games.fftcg.topics.keyword_action import KeywordQuestion
from bot.engine.games.fftcg.topics.party_damage import PartyDamageQuestion
from bot.engine.games.fftcg.topics.warp import WarpQuestion

NAMES = ["Ashen Knight", "Mirror Mage", "Dune Runner", "Ember Scout", "Frost Warden", "Gale Archer"]
"""Names no FFTCG card has: a quoted real name would be read from card data (tests/bot/cards)."""
MOSTLY_NOT = st.sampled_from([False, False, False, True])
KEYWORDS = ["Brave", "Haste", "First Strike", "Back Attack"]
CLAUSES = ["cost>=3", "cost>=4", "cost<=2", "power>=8000", "power<=5000", "Fire", "Ice"]
PHASES = st.sampled_from(["activation", "draw", "main_1", "attack", "main_2", "end"])
# Every strategy a draw uses is built once, here: one built inside a draw costs hypothesis more than
# drawing it (cached_strategy, validate), and the scenarios are drawn thousands of times per run.
BOOLEANS = st.booleans()
NAME = st.sampled_from(NAMES)
COST = st.integers(1, 7)
THOUSANDS = st.integers(1, 10)
ELEMENT_LISTS = st.lists(st.sampled_from(ELEMENTS), min_size=1, max_size=2, unique=True)
ONE_IN_FOUR = st.integers(0, 3)
OTHER_TYPE = st.sampled_from(["backup", "monster", "summon"])
CLAUSE_LISTS = st.lists(st.sampled_from(CLAUSES), max_size=2, unique=True)
KEYWORD_LISTS = st.lists(st.sampled_from(KEYWORDS), max_size=3, unique=True)
KEYWORD_VALUE = st.integers(0, 5)


def _choices(literal: Any) -> list[str]:
    return list(literal.__args__)


@st.composite
def cards(
    draw: st.DrawFn, *, power: bool = False, blocker: bool = False, party: bool = False, forward: bool = True
) -> dict[str, Any] | str:
    """A card; a blocker has cost, power and elements (what any restriction compares)."""
    card: dict[str, Any] = {"name": draw(NAME)}
    if blocker or draw(BOOLEANS):
        card["cost"] = draw(COST)
    if power or blocker or draw(BOOLEANS):
        card["power"] = draw(THOUSANDS) * 1000
    if party or blocker or draw(BOOLEANS):
        card["elements"] = draw(ELEMENT_LISTS)
    if not forward and draw(ONE_IN_FOUR) == 0:
        card["type"] = draw(OTHER_TYPE)
    for flag in ("dull", "new", "attacked", "frozen", "cant_block", "cant_deal_damage", "unblockable"):
        card[flag] = draw(MOSTLY_NOT)
    if party:
        card["party_any"] = draw(MOSTLY_NOT)
    if draw(BOOLEANS):
        card["unblockable_by"] = draw(CLAUSE_LISTS)
    keywords = draw(KEYWORD_LISTS)
    keywords += [f"{name} {draw(KEYWORD_VALUE)}" for name in ("Damage", "Warp") if draw(MOSTLY_NOT)]
    card["keywords"] = keywords
    return notation(card) if draw(BOOLEANS) else card


def notation(card: dict[str, Any]) -> str:
    """The same card in notation (exercises the parser on every generated scenario)."""
    words = [f'"{card["name"]}"']
    words += [f"{key}={card[key]}" for key in ("cost", "power", "type") if key in card]
    if card.get("elements"):
        words.append(f"element={','.join(card['elements'])}")
    if card.get("unblockable_by"):
        words.append(f"unblockable_by={','.join(card['unblockable_by'])}")
    words.append("dull" if card.get("dull") else "active")
    words += [
        flag
        for flag in (
            "new",
            "attacked",
            "frozen",
            "cant_block",
            "cant_deal_damage",
            "unblockable",
            "party_any",
        )
        if card.get(flag)
    ]
    words += [f'"{keyword}"' for keyword in card["keywords"]]
    return " ".join(words)


def card_lists(min_size: int = 1, **options: Any) -> st.SearchStrategy[list[Any]]:
    return st.lists(cards(**options), min_size=min_size, max_size=4)


BLOCKERS = cards(power=True, blocker=True)
POWERED = cards(power=True)
POWERED_LISTS = st.lists(POWERED, min_size=2, max_size=4)
DAMAGE_BELOW = {thousands: st.integers(0, thousands - 1) for thousands in range(1, 11)}
"""Damage (in thousands) a Forward of that power (in thousands) survives."""


@st.composite
def damaged_blockers(draw: st.DrawFn) -> dict[str, Any]:
    card = draw(BLOCKERS)
    if isinstance(card, str):
        return {"name": "Squall", "power": 9000, "damage": draw(DAMAGE_BELOW[9]) * 1000}
    card["damage"] = draw(DAMAGE_BELOW[card["power"] // 1000]) * 1000
    return card


@st.composite
def party_members(draw: st.DrawFn) -> list[Any]:
    members = draw(POWERED_LISTS)
    for index, member in enumerate(members):
        if isinstance(member, dict):
            member["left_field"] = draw(MOSTLY_NOT)
        elif draw(MOSTLY_NOT):
            members[index] = member + " left_field"
    return members


PARTIES = party_members()
DAMAGED_BLOCKERS = damaged_blockers()
COMBAT_QUESTION = st.sampled_from(_choices(CombatQuestion))
UNBLOCKED_QUESTION = st.sampled_from(["player_damage", "still_party"])


@st.composite
def combats(draw: st.DrawFn) -> dict[str, Any]:
    """An attack, blocked (every power given) or not; at least one attacker still on the field."""
    blocked = draw(BOOLEANS)
    members = draw(PARTIES) if draw(BOOLEANS) else [draw(POWERED)]
    first = members[0]
    if isinstance(first, dict):
        first["left_field"] = False
    else:
        members[0] = first.replace(" left_field", "")
    scenario: dict[str, Any] = {"attackers": members}
    if blocked:
        scenario["blocker"] = draw(DAMAGED_BLOCKERS)
        scenario["question"] = draw(COMBAT_QUESTION)
    else:
        scenario["question"] = draw(UNBLOCKED_QUESTION)
    return scenario


WARP_QUESTION = st.sampled_from(_choices(WarpQuestion))
MAIN_PHASES = st.integers(0, 6)
MAIN_PHASES_OR = {passed: st.one_of(st.just(passed), MAIN_PHASES) for passed in (None, *range(7))}
"""Main Phases passed: the one drawn first (or none), or any."""


@st.composite
def warps(draw: st.DrawFn) -> dict[str, Any]:
    """A Warp question; counters_left and deployed always with main_phases_passed."""
    question = draw(WARP_QUESTION)
    passed = draw(MAIN_PHASES) if question in ("counters_left", "deployed") else None
    return {"question": question, "main_phases_passed": draw(MAIN_PHASES_OR[passed])}


SCENARIOS: dict[str, dict[str, st.SearchStrategy[Any]]] = {
    "fftcg.party": {
        "members": card_lists(party=True, forward=False),
        "question": st.sampled_from(["legal", "first_strike", "dulled"]),
    },
    "fftcg.block": {"attackers": card_lists(), "blocker": cards(blocker=True, forward=False)},
    "fftcg.first_strike": {
        "attackers": card_lists(),
        "blocker": cards(),
        "question": st.sampled_from(_choices(FirstStrikeQuestion)),
    },
    "fftcg.party_damage": {
        "members": PARTIES,
        "blocker": DAMAGED_BLOCKERS,
        "question": st.sampled_from(_choices(PartyDamageQuestion)),
    },
    "fftcg.combat": {"attackers": st.just(["Cloud power=7000"])},  # `extend` draws the whole attack
    "fftcg.attack": {"forward": cards(forward=False), "question": st.sampled_from(["can_attack", "dulls"])},
    "fftcg.freeze": {
        "character": cards(forward=False),
        "phases_passed": st.integers(0, 3),
        "question": st.sampled_from(["activates", "waits_for", "dulls_now"]),
    },
    "fftcg.ex_burst": {
        "question": st.sampled_from(_choices(ExBurstQuestion)),
        "card_type": st.sampled_from(["summon", "character"]),
        "one_ability": st.booleans(),
    },
    "fftcg.dull_cost": {
        "character": cards(forward=False),
        "kind": st.sampled_from(["action", "special"]),
        "dull_icon": st.booleans(),
        "monster_forward": MOSTLY_NOT,
        "phase": PHASES,
        "priority": st.booleans(),
    },
    "fftcg.back_attack": {
        "card": cards(forward=False),
        "question": st.sampled_from(["deploy", "can_be_prevented"]),
        "phase": PHASES,
        "priority": st.booleans(),
        "responding": st.booleans(),
    },
    "fftcg.warp": {
        "card": cards(),
        "phase": PHASES,
        "your_turn": st.booleans(),
        "stack_empty": st.booleans(),
        "question": st.just("can_pay"),  # `extend` draws the question with what it needs
    },
    "fftcg.damage_ability": {
        "card": cards(forward=False),
        "damage_taken": st.integers(0, 7),
        "question": st.sampled_from(_choices(DamageQuestion)),
    },
    "fftcg.break": {
        "event": st.sampled_from(_choices(BreakEvent)),
        "from_field": st.booleans(),
        "explicit": st.booleans(),
        "process": st.sampled_from(_choices(RulesProcess)),
        "question": st.sampled_from(_choices(BreakQuestion)),
    },
    "fftcg.keyword_action": {"question": st.sampled_from(_choices(KeywordQuestion))},
}

COMBATS = combats()
WARPS = warps()
POWERED_ATTACKERS = st.lists(POWERED, min_size=1, max_size=4)


def extend(draw: st.DrawFn, document: dict[str, Any]) -> None:
    """Draw the fields that depend on each other: a combat's blocker and question, Warp's question, and
    every power when First Strike's `first_hit_breaks` is asked (it compares damage with power). Nobody
    has priority in the Active or Draw Phase (9.1.1.2, 9.2.1.2): there, priority is left out if drawn true
    (given, it is refused)."""
    if document.get("phase") in ("activation", "draw") and document.get("priority"):
        del document["priority"]
    if document["topic"] == "fftcg.combat":
        document.update(draw(COMBATS))
    elif document["topic"] == "fftcg.warp":
        document.update(draw(WARPS))
    elif document["topic"] == "fftcg.first_strike" and document.get("question") == "first_hit_breaks":
        document.update(attackers=draw(POWERED_ATTACKERS), blocker=draw(POWERED))
