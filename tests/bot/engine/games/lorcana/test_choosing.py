"""The choosing mechanism behind Ward, Vanish and targeting (8.14.1, 8.15.1, 8.15.2)."""

from __future__ import annotations

import pytest

from bot.engine.games.lorcana.cards import LorcanaCard, Side
from bot.engine.games.lorcana.choosing import Means, Selection, select
from bot.engine.games.lorcana.state import view
from bot.engine.reasoning import Reasoning
from bot.rules.library import Library


def outcome(
    library: Library, notation: str, by: Side, means: Means, chooses: bool = True
) -> tuple[bool, bool, bool]:
    reasoning = Reasoning(library.game("lorcana"), "lorcana.test")
    card = LorcanaCard.model_validate(notation, context={"library": library})
    result = select(reasoning, view(reasoning, card, "target", "opponent"), Selection(by, means, chooses))
    return result.affected, result.chosen, result.vanish


@pytest.mark.parametrize(
    ("notation", "by", "means", "chooses", "expected"),
    [
        ("Goofy Ward", "you", "action", True, (False, False, False)),  # 8.15.1
        ("Goofy Ward", "opponent", "action", True, (True, True, False)),  # Ward stops opponents only
        ("Goofy Ward", "you", "action", False, (True, False, False)),  # 8.15.2
        ("Goofy Ward", "you", "challenge", True, (True, True, False)),  # a challenge is not an effect
        ("Goofy Vanish", "you", "action", True, (True, True, True)),  # 8.14.1
        ("Goofy Vanish", "you", "song", True, (True, True, True)),
        ("Goofy Vanish", "you", "ability", True, (True, True, False)),
        ("Goofy Vanish", "opponent", "action", True, (True, True, False)),
        ("Goofy Vanish", "you", "challenge", True, (True, True, False)),
        ("Goofy Vanish Ward", "you", "action", True, (False, False, False)),
        ("Goofy", "you", "action", True, (True, True, False)),
    ],
)
def test_selection_outcomes(
    library: Library, notation: str, by: Side, means: Means, chooses: bool, expected: tuple[bool, bool, bool]
) -> None:
    assert outcome(library, notation, by, means, chooses) == expected
