"""FFTCGCard: typed state and blocking restrictions, read from notation or objects."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from bot.engine import NotationError, help_text
from bot.engine.games.fftcg.cards import KEYWORDS, BlockRestriction, Element, FFTCGCard
from bot.engine.games.fftcg.state import view
from bot.engine.notation import parse_card
from bot.engine.reasoning import Reasoning
from bot.rules.library import Library


def card(library: Library, data: object) -> FFTCGCard:
    return FFTCGCard.model_validate(data, context={"library": library})


def notation_error(library: Library, text: str) -> NotationError:
    with pytest.raises(NotationError) as caught:
        parse_card(text, FFTCGCard.notation, FFTCGCard.vocabulary(library.game("fftcg")))
    return caught.value


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
    clause: str, cost: int | None, power: int | None, elements: tuple[Element, ...], excluded: bool
) -> None:
    restriction = BlockRestriction.model_validate(clause)
    assert restriction.excludes(cost, power, elements) is excluded


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


# -- what judges write ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("notation", "name", "elements"),
    [
        ("Cloud Fire", "Cloud", ("Fire",)),
        ("Cloud fire Ice cost=5", "Cloud", ("Fire", "Ice")),
        ("Cloud cost=5 Fire", "Cloud", ("Fire",)),
        ("Cloud element=Fire Ice", "Cloud", ("Fire", "Ice")),
        ('"Warrior of Light" Fire', "Warrior of Light", ("Fire",)),
        ("Lightning", "Lightning", ()),  # a name's first word is always the name's
        ("Lightning Water", "Lightning", ("Water",)),
        # Ambiguous (a card named "Warrior of Light"?): the name keeps the word, as before; a check
        # that compares elements then asks for element=, so no answer rests on a guessed element.
        ("Warrior of Light cost=3", "Warrior of Light", ()),
        ("Shadow Lord Dark", "Shadow Lord Dark", ()),
        # An explicit field wins: the words before the first attribute are all the name.
        ("Holy Light element=Fire", "Holy Light", ("Fire",)),
    ],
)
def test_a_bare_element_is_the_element_only_where_it_cannot_be_the_name(
    library: Library, notation: str, name: str, elements: tuple[str, ...]
) -> None:
    read = card(library, notation)
    assert (read.name, read.elements) == (name, elements)


def test_number_fields_may_be_written_with_a_space(library: Library) -> None:
    squall = card(library, "Squall cost 3 power 7000 dmg 2000 Damage 3")
    assert (squall.name, squall.cost, squall.power, squall.damage) == ("Squall", 3, 7000, 2000)
    assert [(k.name, k.value) for k in squall.keywords] == [("Damage", 3)]  # the keyword, not dmg
    assert card(library, "Cloud p 5").name == "Cloud p 5"  # one-letter aliases need p=5


@pytest.mark.parametrize(
    ("printed", "kind", "value", "element"),
    [
        ("cannot be blocked by a Forward of cost 4 or more", "cost_at_least", 4, None),
        ("cannot be blocked by a Forward of cost 2 or less.", "cost_at_most", 2, None),
        ("can't be blocked by Forwards with power 8000 or more", "power_at_least", 8000, None),
        ("cannot be blocked by a Forward with a power of 5000 or less", "power_at_most", 5000, None),
        ("cannot be blocked by a Fire Forward", "element", None, "Fire"),
        ("cannot be blocked by Ice Forwards", "element", None, "Ice"),
        ("cannot be blocked", "any", None, None),
    ],
)
def test_the_printed_wording_of_a_block_restriction_is_read(
    library: Library, printed: str, kind: str, value: int | None, element: str | None
) -> None:
    for written in (f"Zidane Wind {printed}", f'Zidane Wind "{printed}"', f"Zidane {printed} element=Wind"):
        zidane = card(library, written)
        assert (zidane.name, zidane.elements) == ("Zidane", ("Wind",))
        assert [(r.kind, r.value, r.element) for r in zidane.restrictions] == [(kind, value, element)]


def test_printed_clauses_add_up_and_read_back_as_printed(library: Library) -> None:
    zidane = card(
        library,
        "Zidane cannot be blocked by a Forward of cost 4 or more unblockable_by=Fire "
        "cannot be blocked by a Forward with power 9000 or more",
    )
    assert [r.text for r in zidane.restrictions] == [
        "cannot be blocked by a Forward of cost 4 or more",
        "cannot be blocked by a Fire Forward",
        "cannot be blocked by a Forward with power 9000 or more",
    ]
    for clause in zidane.restrictions:  # what the bot prints, it reads
        assert card(library, f"Zidane {clause.text}").restrictions == (clause,)
    barret = card(library, "Barret cannot block cannot deal damage")
    assert (barret.cant_block, barret.cant_deal_damage) == (True, True)
    assert card(library, "Kain can form a party with Forwards of any element").party_any


@pytest.mark.parametrize(
    ("notation", "message"),
    [
        # Card text that starts like a clause but says something else is refused, never made a name.
        ("Zidane cannot be blocked by cost 4", "reads like card text the notation doesn't know"),
        ("Zidane cannot attack", "reads like card text the notation doesn't know"),
        ("Zidane unblockable_by=Fire Ice", "could be part of the value or the card's element"),
        ("Zidane cost=3 power", "'power' needs a value: power=N or power N"),
        ("Zidane cost 21", "cost=21 is out of range (0 to 20)"),
    ],
)
def test_ambiguous_or_unknown_wording_is_refused_naming_the_word(
    library: Library, notation: str, message: str
) -> None:
    with pytest.raises((ValidationError, NotationError)) as caught:
        card(library, notation)
    assert message in str(caught.value)
    assert "at character" in str(caught.value)


@pytest.mark.parametrize(
    "notation", ["Zidane cannot be blocked by cost 4", "Zidane cannot_be_blocked", "Zidane can_block"]
)
def test_no_suggestion_means_the_opposite_of_what_was_typed(library: Library, notation: str) -> None:
    """'cannot be blocked' is about the attacker: `cant_block` (it cannot block) says the opposite."""
    problem = notation_error(library, notation)
    assert problem.suggestion not in ("cant_block", "cannot_block")
    assert "cant_block" not in str(problem) and "cannot_block" not in str(problem)


def test_cannot_be_blocked_suggests_the_field_that_means_it(library: Library) -> None:
    assert notation_error(library, "Zidane cannot_be_blocked").suggestion == "unblockable"
    assert notation_error(library, "Zidane cannot be blocked by cost 4").suggestion == "unblockable_by"


FFTCG_PIECES = st.sampled_from(
    [
        "Cloud",
        "Warrior",
        "of",
        "Light",
        "Fire",
        "ice",
        "cost",
        "5",
        "cost=3",
        "element=Fire",
        "unblockable_by=cost>=3",
        "cannot",
        "can't",
        "be",
        "blocked",
        "by",
        "a",
        "Forward",
        "Forwards",
        "with",
        "power",
        "or",
        "more",
        "less",
        "block",
        "can",
        "form",
        '"',
        ";",
        "Damage",
        "dull",
        "(",
        ")",
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(FFTCG_PIECES, max_size=14).map(" ".join))
def test_any_soup_of_the_forgiving_forms_reads_or_raises_a_notation_error_within_the_text(
    library: Library, text: str
) -> None:
    vocabulary = FFTCGCard.vocabulary(library.game("fftcg"))
    try:
        parsed = parse_card(text, FFTCGCard.notation, vocabulary)
    except NotationError as problem:
        assert 0 <= problem.position <= len(text)
        assert problem.token == "" or problem.token in text
        return
    assert parsed.name
