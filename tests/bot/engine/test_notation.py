"""Card notation: the game-agnostic grammar, its errors (token, position, suggestion), and a fuzz test."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine.errors import NotationError
from bot.engine.games.lorcana.cards import KEYWORDS, LorcanaCard
from bot.engine.keywords import KeywordTable, KeywordVocabulary, vocabulary_for
from bot.engine.notation import (
    MAX_NOTATION_CHARS,
    FieldSpec,
    Flag,
    NotationSchema,
    parse_card,
    parse_keyword_phrase,
    split_cards,
    tokenize,
)
from bot.rules.library import Library, default_data_dir, load_library

LIBRARY = load_library(default_data_dir())
LORCANA = LorcanaCard.vocabulary(LIBRARY.game("lorcana"))


def read(text: str) -> dict[str, object]:
    return parse_card(text, LorcanaCard.notation, LORCANA).as_data()


def error(text: str) -> NotationError:
    with pytest.raises(NotationError) as caught:
        read(text)
    return caught.value


def test_the_brief_example() -> None:
    assert read('Stitch cost=6 str=3 wp=5 exerted dmg=2 Evasive "Resist +2" Challenger+3') == {
        "name": "Stitch",
        "cost": 6,
        "strength": 3,
        "willpower": 5,
        "exerted": True,
        "damage": 2,
        "keywords": ({"name": "Evasive"}, {"name": "Resist", "value": 2}, {"name": "Challenger", "value": 3}),
    }


def test_names_run_to_the_first_attribute_or_are_quoted() -> None:
    assert read("Stitch Rock Star cost=6")["name"] == "Stitch Rock Star"
    assert read("Mickey Mouse - Brave Little Tailor Evasive")["name"] == "Mickey Mouse - Brave Little Tailor"
    assert read("“Rush Hour” Rush")["name"] == "Rush Hour"


def test_keyword_forms() -> None:
    keywords = read('Ariel "Sing Together 7" Singer=5 Resist 2 Universal Shift 4 [Seven Dwarfs] Shift 3')[
        "keywords"
    ]
    assert keywords == (
        {"name": "Sing Together", "value": 7},
        {"name": "Singer", "value": 5},
        {"name": "Resist", "value": 2},
        {"name": "Universal Shift", "value": 4},
        {"name": "[Classification] Shift", "value": 3, "qualifier": "Seven Dwarfs"},
    )
    assert read('Pongo "Puppy Shift 2"')["keywords"] == (
        {"name": "[Classification] Shift", "value": 2, "qualifier": "Puppy"},
    )


def test_fields_flags_and_lists() -> None:
    card = read('Tower type=loc side=opp class="Seven Dwarfs,Hero" drying lore=2 owner=you')
    assert card == {
        "name": "Tower",
        "type": "location",
        "controller": "opponent",
        "classifications": ("Seven Dwarfs", "Hero"),
        "drying": True,
        "lore": 2,
        "owner": "you",
        "keywords": (),
    }


@pytest.mark.parametrize(
    ("text", "token", "position", "suggestion"),
    [
        ("Stitch cost=6 Wrd", "Wrd", 14, "Ward"),
        ("Goofy Evasiv exerted", "Evasiv", 6, "Evasive"),
        ("Mickey srt=3", "srt=3", 7, "str"),
        ("Mickey str=99", "99", 11, None),
        ("Mickey str=x", "x", 11, None),
        ("Mickey side=mars", "mars", 12, None),
        ("Mickey ready exerted", "exerted", 13, None),
        ("Mickey Evasive 3", "Evasive", 7, None),
        ("Mickey Resist", "Resist", 7, None),
        ("Mickey Resist -1", "Resist", 7, None),
        ('Mickey "Resist +2', '"Resist +2', 7, None),
        ("Mickey [Puppy Shift 2", "[Puppy Shift 2", 7, None),
        ("Evasive", "Evasive", 0, None),
        ("", "", 0, None),
        ("Mickey str=3 7", "7", 13, None),
        ("Mickey str=3 Puppy Shift 3", "Puppy", 13, "[Puppy] Shift"),
        ("Mickey Shift", "Shift", 7, None),
        ('Mickey ""', "", 7, None),
    ],
)
def test_errors_name_the_token_its_position_and_a_suggestion(
    text: str, token: str, position: int, suggestion: str | None
) -> None:
    problem = error(text)
    assert (problem.token, problem.position, problem.suggestion) == (token, position, suggestion)
    assert f"at character {position + 1}" in str(problem)


def test_keyword_phrases() -> None:
    assert parse_keyword_phrase("Resist +2", LORCANA).value == 2
    assert parse_keyword_phrase("[Puppy] Shift 3", LORCANA).qualifier == "Puppy"
    with pytest.raises(NotationError, match="not a Lorcana keyword"):
        parse_keyword_phrase("Evasiv", LORCANA)


def test_tokens_keep_their_positions() -> None:
    assert [(t.text, t.start, t.quoted, t.bracketed) for t in tokenize('A  "B C" [D E]')] == [
        ("A", 0, False, False),
        ("B C", 3, True, False),
        ("[D E]", 9, False, True),
    ]


def test_several_cards_split_at_semicolons_outside_quotes() -> None:
    text = 'Mickey; "Goofy; the Knight" exerted ;; Donald'
    assert split_cards(text) == [
        ("Mickey", 0),
        (' "Goofy; the Knight" exerted ', 7),
        (" Donald", text.index(" Donald")),
    ]


def test_the_grammar_fits_another_game(library: Library) -> None:
    """SWTCG: other stats (speed, power, health), dice, negative values, heading-cited multi-word keywords."""
    table = KeywordTable(shapes={"Accuracy": "signed", "Critical Hit": "number", "Armor": "none"})
    vocabulary = KeywordVocabulary(library.game("swtcg"), table)
    schema = NotationSchema(
        fields=(
            FieldSpec("speed", ("speed", "spd"), "int", 0, 99),
            FieldSpec("power", ("power", "pow"), "int", 0, 20),
            FieldSpec("health", ("health", "hp"), "int", 0, 20),
            FieldSpec("dice", ("dice",), "int", 0, 20),
        ),
        flags=(Flag("tapped", "tapped", True),),
    )
    card = parse_card(
        '"Darth Vader" speed=50 pow=5 hp=6 dice=3 tapped Accuracy -1 "Critical Hit 2" Armor',
        schema,
        vocabulary,
    )
    assert card.values == {"speed": 50, "power": 5, "health": 6, "dice": 3, "tapped": True}
    assert [(k.name, k.value) for k in card.keywords] == [
        ("Accuracy", -1),
        ("Critical Hit", 2),
        ("Armor", None),
    ]
    with pytest.raises(NotationError) as caught:
        parse_card("Vader Acuracy 1", schema, vocabulary)
    assert caught.value.suggestion == "Accuracy"


PIECES = st.sampled_from(
    [
        "Mickey",
        "Goofy",
        "Evasive",
        "Resist",
        "+2",
        "-1",
        "3",
        "99",
        "Shift",
        "[Puppy]",
        "[",
        "]",
        '"',
        "“",
        "”",
        "=",
        "str=",
        "cost=4",
        "wp=",
        "class=a,,b",
        "side=opp",
        "exerted",
        "ready",
        "Sing",
        "Together",
        "Universal",
        "Singer",
        "Challenger+3",
        "Resist+",
        ";",
        "【Deploy】",
        "【",
        " ",
        "  ",
        "\t",
        "\n",
        "é",
        "Wrd",
        "Evasiv",
        "cost",
        "version=Brave",
        "Little",
        "cannot",
        "can_ready",
    ]
)
SOUP = st.lists(PIECES, max_size=12).map(" ".join)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.text(max_size=60), SOUP))
def test_any_text_reads_as_a_card_or_raises_only_a_notation_error_within_the_text(text: str) -> None:
    try:
        parsed = parse_card(text, LorcanaCard.notation, LORCANA)
    except NotationError as problem:
        assert 0 <= problem.position <= len(text)
        assert problem.token == "" or problem.token in text or problem.token.strip("[]") in text
        return
    assert parsed.name


def test_notation_longer_than_the_limit_is_refused_naming_it() -> None:
    """1 MB of notation took 4.6 s to read; a card is at most as long as a Discord option allows."""
    text = "Mickey " + "Evasive " * 200_000
    for read_it in (read, split_cards, lambda t: parse_keyword_phrase(t, LORCANA)):
        with pytest.raises(NotationError) as caught:
            read_it(text)
        assert f"at most {MAX_NOTATION_CHARS} characters" in str(caught.value)
    assert read("Mickey " + "x" * (MAX_NOTATION_CHARS - 20) + " str=3")["strength"] == 3


HOSTILE = st.sampled_from(
    ["x", "\u200b", "\x00", "\u202e", "\n", "'", "Evasiv", "=", "9", "【", "\U0001f600"]
)
LONG_WORD = st.lists(HOSTILE, min_size=1, max_size=400).map("".join)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.one_of(LONG_WORD, st.sampled_from(["Mickey", "str=", "Evasive", "exerted", "Resist"])), max_size=6
    )
    .map(" ".join)
    .filter(lambda text: len(text) <= MAX_NOTATION_CHARS)
)
def test_an_error_quotes_a_long_or_invisible_token_short(text: str) -> None:
    """repr() of 990 zero-width characters is 5,940 characters; Discord refuses a reply over 2,000."""
    try:
        read(text)
    except NotationError as problem:
        message = str(problem)
        assert len(message) <= 300, message
        assert not any(char in message for char in "\u200b\x00\u202e\n")
        assert "\\x00" not in message and "\\u200b" not in message


def test_lorcana_keyword_shapes_match_the_data() -> None:
    vocabulary = vocabulary_for(LIBRARY.game("lorcana"), KEYWORDS)
    assert set(vocabulary.names()) == set(KEYWORDS.shapes)


# -- what judges write ----------------------------------------------------------------------------------


def test_a_number_field_may_be_written_with_a_space() -> None:
    card = read("Stitch cost 6 str 3 wp 5 exerted")
    assert (card["name"], card["cost"], card["strength"], card["willpower"]) == ("Stitch", 6, 3, 5)
    assert read("Ariel Singer 5 cost 3")["keywords"] == ({"name": "Singer", "value": 5},)  # a keyword first
    assert read("Mickey s 3")["name"] == "Mickey s 3", "one-letter aliases are too easily a name: s=3"


def test_a_text_or_list_value_runs_to_the_next_attribute_unquoted() -> None:
    card = read("Mickey exerted version=Brave Little Tailor class=Seven Dwarfs,Hero Evasive")
    assert (card["name"], card["version"], card["classifications"]) == (
        "Mickey",
        "Brave Little Tailor",
        ("Seven Dwarfs", "Hero"),
    )
    assert card["exerted"] is True and card["keywords"] == ({"name": "Evasive"},)
    assert read('Mickey version="Brave Little" Evasive')["version"] == "Brave Little"
    assert read("Mickey class=Hero exerted")["exerted"] is True, "a flag after one word keeps its meaning"


@pytest.mark.parametrize(
    ("text", "token", "message", "suggestion"),
    [
        # 'ready' could end the version or be the flag: refused, both readings named
        ("Mickey version=Brave Little ready", "ready", "could be part of the value or the flag ready", None),
        ("Mickey class=Seven Dwarfs exerted", "exerted", "or write exerted before the field", None),
        ("Mickey version=Brave Little Evasiv", "Evasiv", "looks like a misspelt keyword", "Evasive"),
        ("Mickey version=Brave Little cost", "cost", "'cost' needs a value: cost=N or cost N", None),
        ("Mickey str=3 wp", "wp", "'wp' needs a value: wp=N or wp N", None),
    ],
)
def test_a_value_that_could_end_two_ways_is_refused(
    text: str, token: str, message: str, suggestion: str | None
) -> None:
    problem = error(text)
    assert (problem.token, problem.position, problem.suggestion) == (token, text.index(token), suggestion)
    assert message in str(problem)


OPPOSITES = NotationSchema(
    fields=(FieldSpec("cost", ("cost",), "int"),),
    flags=(
        Flag("can_block", "blocks", True),
        Flag("cant_block", "blocks", False),
        Flag("ready", "ready", True),
    ),
)


@pytest.mark.parametrize(
    ("text", "not_suggested"),
    [
        ("Wall cost=2 cannot be blocked", "cant_block"),  # passive: others can't block it
        ("Wall cost=2 can_blok", "cant_block"),
        ("Wall cost=2 cant_blok", "can_block"),
        ("Wall cost=2 blockable", "cant_block"),
    ],
)
def test_a_suggestion_never_means_the_opposite(text: str, not_suggested: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_card(text, OPPOSITES, LORCANA)
    assert caught.value.suggestion != not_suggested
    assert not_suggested not in str(caught.value)


@pytest.mark.parametrize("text", ["Mickey exerted=false", "Mickey exerted=true", "Mickey Exerted=no"])
def test_a_flag_written_as_a_field_says_how_to_write_it_and_never_suggests_itself(text: str) -> None:
    problem = error(text)
    said = "'exerted' is a flag, not a field: write 'exerted' alone to set it, or leave it out"
    assert said in str(problem)
    assert problem.suggestion is None and problem.position == 7
