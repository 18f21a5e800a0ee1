"""FFTCGCard: typed state and blocking restrictions, read from notation or objects."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.engine import NotationError, help_text
from bot.engine.games.fftcg.cards import KEYWORDS, BlockRestriction, FFTCGCard
from bot.engine.games.fftcg.state import view
from bot.engine.reasoning import Reasoning
from bot.rules.library import Library


def card(library: Library, data: object) -> FFTCGCard:
    return FFTCGCard.model_validate(data, context={"library": library})


def test_notation_reads_fields_flags_and_keywords(library: Library) -> None:
    cloud = card(
        library, 'Cloud cost=5 power=8000 element=fire,Wind dull new attacked Brave "First Strike" Warp 2'
    )
    assert (cloud.name, cloud.cost, cloud.power, cloud.elements) == ("Cloud", 5, 8000, ("Fire", "Wind"))
    assert (cloud.dull, cloud.new, cloud.attacked, cloud.frozen) == (True, True, True, False)
    assert [(k.name, k.value) for k in cloud.keywords] == [
        ("Brave", None),
        ("First Strike", None),
        ("Warp", 2),
    ]


def test_defaults_are_active_and_controlled_since_the_turn_began(library: Library) -> None:
    tifa = card(library, "Tifa")
    assert (tifa.dull, tifa.new, tifa.attacked, tifa.type, tifa.damage, tifa.restrictions) == (
        False,
        False,
        False,
        None,
        0,
        (),
    )


def test_multi_word_keywords_need_no_quotes(library: Library) -> None:
    yuffie = card(library, "Yuffie Back Attack First Strike Damage 3")
    assert [(k.name, k.value) for k in yuffie.keywords] == [
        ("Back Attack", None),
        ("First Strike", None),
        ("Damage", 3),
    ]


def test_blocking_restrictions_are_typed(library: Library) -> None:
    zidane = card(library, "Zidane unblockable unblockable_by=cost>=3,cost<=1,power>=8000,Fire,element=ice")
    assert [(r.kind, r.value, r.element) for r in zidane.restrictions] == [
        ("any", None, None),
        ("cost_at_least", 3, None),
        ("cost_at_most", 1, None),
        ("power_at_least", 8000, None),
        ("element", None, "Fire"),
        ("element", None, "Ice"),
    ]
    assert [r.text for r in zidane.restrictions[:3]] == [
        "cannot be blocked",
        "cannot be blocked by a Forward of cost 3 or more",
        "cannot be blocked by a Forward of cost 1 or less",
    ]


def test_restrictions_as_objects(library: Library) -> None:
    zidane = card(
        library,
        {"name": "Zidane", "unblockable_by": ["cost<=2", {"kind": "element", "element": "water"}]},
    )
    assert [(r.kind, r.value, r.element) for r in zidane.unblockable_by] == [
        ("cost_at_most", 2, None),
        ("element", None, "Water"),
    ]


@pytest.mark.parametrize(
    ("clause", "cost", "power", "elements", "excluded"),
    [
        ("cost>=3", 3, None, (), True),
        ("cost>=3", 2, None, (), False),
        ("cost<=2", 2, None, (), True),
        ("cost<=2", 3, None, (), False),
        ("power>=8000", None, 8000, (), True),
        ("power<=5000", None, 6000, (), False),
        ("Fire", None, None, ("Ice", "Fire"), True),
        ("Fire", None, None, ("Ice",), False),
    ],
)
def test_a_restriction_compares_the_blocker(
    clause: str, cost: int | None, power: int | None, elements: tuple[str, ...], excluded: bool
) -> None:
    restriction = BlockRestriction.model_validate(clause)
    assert restriction.excludes(cost, power, elements) is excluded  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("notation", "message"),
    [
        ("Cloud element=Fier", "'Fier' is not an element; did you mean 'Fire'?"),
        ("Cloud unblockable_by=cost>3", "is not a blocking restriction"),
        ("Cloud powr=3000", "unknown field 'powr'"),
        ("Cloud cost=21", "cost=21 is out of range (0 to 20)"),
        ("Cloud Warp", "Warp needs a value"),
        ("Cloud Brav", "did you mean 'Brave'"),
        ("Cloud active dull", "contradicts or repeats"),
    ],
)
def test_mistakes_are_one_line_errors(library: Library, notation: str, message: str) -> None:
    with pytest.raises((ValidationError, NotationError)) as caught:
        card(library, notation)
    assert message in str(caught.value)


def test_keyword_actions_and_freeze_are_not_card_keywords(library: Library) -> None:
    names = FFTCGCard.vocabulary(library.game("fftcg")).names()
    assert sorted(names) == sorted(KEYWORDS.shapes)
    assert "Freeze" not in names and "Dull" not in names
    assert card(library, "Squall frozen").frozen  # 'frozen' is a flag, not the keyword's alias


def test_the_role_supplies_the_type_unless_the_card_states_it(library: Library) -> None:
    reasoning = Reasoning(library.game("fftcg"), "fftcg.test")
    assert view(reasoning, card(library, "Cloud"), "attacker").type == "forward"
    seen = view(reasoning, card(library, "Cid type=backup"), "attacker")
    assert (seen.type, seen.who, seen.is_character) == ("backup", "Cid (attacker)", True)
    assert not view(reasoning, card(library, "Ifrit type=summon"), "").is_character


def test_help_text_shows_the_notation() -> None:
    text = help_text("fftcg")
    assert "unblockable_by=cost>=3" in text and "element=Fire" in text and len(text) < 1000
