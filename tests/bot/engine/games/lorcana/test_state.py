"""CardView: role defaults, and 8.1.2 applied (with steps) once per card for every topic."""

from __future__ import annotations

import pytest

from bot.engine.errors import NotCovered
from bot.engine.games.lorcana.cards import LorcanaCard
from bot.engine.games.lorcana.state import view
from bot.engine.reasoning import Reasoning
from bot.rules.library import Library


def make(library: Library, notation: str) -> tuple[Reasoning, LorcanaCard]:
    return Reasoning(library.game("lorcana"), "lorcana.test"), LorcanaCard.model_validate(
        notation, context={"library": library}
    )


def test_the_role_supplies_side_and_type_unless_the_card_states_them(library: Library) -> None:
    reasoning, card = make(library, "Goofy")
    seen = view(reasoning, card, "defender", "opponent")
    assert (seen.side, seen.type, seen.who) == ("opponent", "character", "Goofy (defender, opponent's)")
    reasoning, card = make(library, "Goofy side=you type=location")
    seen = view(reasoning, card, "defender", "opponent")
    assert (seen.side, seen.type) == ("you", "location")
    assert seen.who == "Goofy (defender, yours)", "steps name the side, so a wrong default shows"
    assert view(reasoning, card, "", "opponent").who == "Goofy (yours)"


def test_stacking_is_recorded_as_a_cited_step(library: Library) -> None:
    reasoning, card = make(library, "Goofy Resist+1 Resist+2 Support Support")
    seen = view(reasoning, card, "", "you")
    assert seen.amount("Resist") == 3 and seen.has("Support")
    assert [(s.citation.rule if s.citation else None, s.held) for s in reasoning.steps] == [
        ("8.8.1", True),
        ("8.1.2", False),
    ]


def test_a_non_stacking_keyword_with_two_values_is_not_covered(library: Library) -> None:
    reasoning, card = make(library, "Ariel Singer 3 Singer 5")
    with pytest.raises(NotCovered, match="that same keyword"):
        view(reasoning, card, "singer", "you")
