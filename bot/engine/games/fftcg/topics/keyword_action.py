"""fftcg.keyword_action — yes/no lookups on the keyword actions (Activate, Dull, Discard, Remove, …)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import Field

from bot.engine.citations import RuleQuote
from bot.engine.games.fftcg import quotes as Q
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

KeywordQuestion = Literal[
    "activate_active",
    "dull_dull",
    "discard_from_field",
    "removed_in_a_zone",
    "search_reveal",
    "search_shuffle",
    "casting_uses_stack",
    "group_of_zero",
    "group_leftovers",
    "party_disbands",
]


Disbands = Literal["attack_preparation_or_phase_end", "end_of_turn", "after_damage"]


class KeywordActionAnswers(Answers):
    """The keyword-action lookups: one sub-question each."""

    activate_active: bool | None = Field(default=None, description="Can an active Character be activated?")
    dull_dull: bool | None = Field(default=None, description="Can a dull Character be dulled?")
    discard_from_field: bool | None = Field(default=None, description="Can a card on the field be discarded?")
    removed_in_a_zone: bool | None = Field(default=None, description="Is a removed card in any zone?")
    search_reveal: bool | None = Field(default=None, description="Are searched cards revealed?")
    search_shuffle: bool | None = Field(default=None, description="Is the deck shuffled after a search?")
    casting_uses_stack: bool | None = Field(default=None, description="Does casting a Summon use the stack?")
    group_of_zero: bool | None = Field(default=None, description="Can a group have 0 cards?")
    group_leftovers: bool | None = Field(default=None, description="May cards be left out of every group?")
    party_disbands: Disbands | None = Field(default=None, description="When does a party disband?")


@dataclass(frozen=True)
class _Lookup:
    test: str
    answer: bool | str
    quote: RuleQuote
    headline: str
    older_says: str = ""
    """What 2.1.2's `older` rules say against the glossary's answer (the step notes it)."""
    older: tuple[RuleQuote, ...] = ()

    @property
    def held(self) -> bool:
        return self.answer is not False


_LOOKUPS: dict[str, _Lookup] = {
    "activate_active": _Lookup(
        "an already active Character can be activated",
        True,
        Q.ACTIVATE_ACTIVE,
        "Yes — it is possible to activate an already active Character.",
    ),
    "dull_dull": _Lookup(
        "an already dull Character can be dulled",
        True,
        Q.DULL_DULL,
        "Yes — it is possible to dull an already dull Character.",
    ),
    "discard_from_field": _Lookup(
        "a card on the field can be discarded",
        False,
        Q.DISCARD,
        "No — discarding moves a card from the player's hand to their Break Zone.",
    ),
    "removed_in_a_zone": _Lookup(
        "a removed card is in one of the zones",
        False,
        Q.REMOVE,
        "No — a removed card is outside of every zone, completely out of play.",
        # 2.1.2 has the glossary's words (15.1.1.5.1) but also lists "removed from play" among its Zones.
        "removed cards are put into “removed from play” Zones",
        (Q.ZONES, Q.REMOVED_FROM_PLAY_ZONES),
    ),
    "search_reveal": _Lookup(
        "the cards found by a search are revealed",
        True,
        Q.SEARCH,
        "Yes — searching finds the cards, reveals them and puts them aside.",
    ),
    "search_shuffle": _Lookup(
        "the player shuffles their deck after searching",
        True,
        Q.SEARCH_SHUFFLE,
        "Yes — after following the searching card's instructions, the player shuffles their deck.",
    ),
    "casting_uses_stack": _Lookup(
        "casting places the Summon onto the stack",
        True,
        Q.CASTING,
        "Yes — casting places the Summon onto the stack by paying its cost.",
    ),
    "group_of_zero": _Lookup(
        "a group may have 0 cards when splitting into groups",
        True,
        Q.GROUPS_SPLIT_EMPTY,
        "Yes — when splitting into groups, groups with 0 cards can be made.",
    ),
    "group_leftovers": _Lookup(
        "cards may be left out of every group when splitting",
        False,
        Q.GROUPS_NO_LEFTOVER,
        "No — every card in the area must be part of a group; none may be left over.",
    ),
    # 2.1.2's 10.1.4.5 ("If attacking Forwards formed a party, that party is now disbanded.") agrees: it is
    # the damage step's last, and 10.1.4.6 then goes back to Attack Preparation or on to Main Phase 2 (the
    # Attack Phase ends) with nothing between; 2.1.2 itself prints the glossary's words too (15.1.1.9.9).
    # So no `older_says` note.
    "party_disbands": _Lookup(
        "a party disbands on returning to the Attack Preparation Step or when the Attack Phase ends",
        "attack_preparation_or_phase_end",
        Q.PARTY_DISBANDS,
        "Attack Preparation or phase end: a party disbands when the attacking player returns to the Attack "
        "Preparation Step or when the Attack Phase ends.",
    ),
}


class KeywordActionScenario(ScenarioBase):
    """Keyword actions: activate an active Character, dull a dull one, discard, remove, search, groups"""

    answer_model = KeywordActionAnswers
    topic: Literal["fftcg.keyword_action"] = "fftcg.keyword_action"
    question: KeywordQuestion = Field(description="Which keyword-action question to answer.")


@topic(KeywordActionScenario)
def decide_keyword_action(scenario: KeywordActionScenario, reasoning: Reasoning) -> Verdict:
    lookup = _LOOKUPS[scenario.question]
    note = Q.older_says_otherwise(reasoning, lookup.older_says, *lookup.older) if lookup.older else ""
    reasoning.rule(lookup.test + note, lookup.held, lookup.quote)
    if scenario.question == "group_of_zero":
        reasoning.rule("groups containing 0 cards may exist", True, Q.GROUPS_EMPTY)
    return reasoning.decided(
        KeywordActionAnswers.model_validate({scenario.question: lookup.answer}), lookup.headline
    )
