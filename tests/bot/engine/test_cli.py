"""check_document and schema_json: the same engine as Discord, through JSON or YAML documents."""

from __future__ import annotations

import json

import pytest

from bot.engine import DocumentError, check_document, evaluate, parse_scenario, schema_json, topics
from bot.engine.cli import MAX_DOCUMENT_BYTES, decode_document
from bot.rules.library import Library

DOCUMENT = {
    "topic": "lorcana.challenge",
    "challenger": {"name": "Mickey", "strength": 3, "keywords": ["Evasive"]},
    "defender": "Goofy exerted Evasive",
    "defender_others": ["Donald exerted Bodyguard Evasive"],
}


def test_json_in_verdict_json_out_equal_to_evaluate(library: Library) -> None:
    out = json.loads(check_document(json.dumps(DOCUMENT), library))
    expected = evaluate(parse_scenario(DOCUMENT, library), library).model_dump(mode="json")
    assert out == expected
    assert out["answer"] is False and out["status"] == "decided"


def test_yaml_works_too(library: Library) -> None:
    text = """
topic: lorcana.damage
target:
  name: Goofy
  willpower: 5
  keywords: ["Resist +1", {name: Resist, value: 2}]
amount: 4
"""
    out = json.loads(check_document(text, library))
    assert out["answer"] == 1
    assert "8.8.1" in {step["citation"]["rule"] for step in out["steps"] if step["citation"]}


def test_not_covered_comes_back_as_json_too(library: Library) -> None:
    out = json.loads(
        check_document('{"topic": "lorcana.keywords", "card": "Ariel Singer 3 Singer 5"}', library)
    )
    assert out["status"] == "not_covered" and out["answer"] is None and out["reason"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("topic: [", "not valid JSON or YAML at line 2, column 1"),
        ("- a\n- b\n", "one object with a 'topic' field"),
        ('{"topic": "lorcana.challenge", "challenger": "Mickey str=99", "defender": "G"}', "out of range"),
        ("topic: lorcana.damage\ntarget: G\namount: 1\nwhen: 2020-01-01\n", "not plain data"),
    ],
)
def test_a_bad_document_is_one_printable_line(library: Library, text: str, message: str) -> None:
    with pytest.raises(DocumentError) as caught:
        check_document(text, library)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_the_schema_covers_every_topic_and_both_card_forms() -> None:
    schema = json.loads(schema_json())
    assert set(schema["discriminator"]["mapping"]) >= {"lorcana.challenge", "lorcana.sing"}
    challenger = schema["$defs"]["ChallengeScenario"]["properties"]["challenger"]
    assert {"type": "string"} in challenger["anyOf"]
    assert schema["$defs"]["LorcanaCard"]["additionalProperties"] is False


def test_the_schema_lists_every_topics_sub_questions_and_typed_answers() -> None:
    """#15: the sub-questions a topic answers, and the answer model's types, are in the JSON Schema."""
    schema = json.loads(schema_json())
    assert set(schema["x-questions"]) == set(topics())
    for topic_id, entry in topics().items():
        listed = schema["x-questions"][topic_id]
        assert list(listed["questions"]) == list(entry.questions)
        assert listed["default"] == entry.default_question
        if entry.scenario.answer_model is not None:
            assert set(schema["x-answers"][topic_id]["properties"]) == set(entry.questions)
    boost = schema["x-answers"]["lorcana.boost"]["properties"]["use"]
    assert {"type": "boolean"} in boost["anyOf"]


def test_a_list_of_cards_may_be_one_string_as_in_the_slash_option(library: Library) -> None:
    as_list = check_document(json.dumps(DOCUMENT), library)
    as_string = check_document(
        json.dumps({**DOCUMENT, "defender_others": "Donald exerted Bodyguard Evasive"}), library
    )
    assert as_string == as_list
    two = {**DOCUMENT, "defender_others": "Donald exerted Bodyguard; Daisy exerted Bodyguard"}
    assert json.loads(check_document(json.dumps(two), library))["status"] == "decided"


LAUGHS = "\n".join(  # "billion laughs" with 4 levels, not 9: a regression must not eat 8 GB here
    ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    + [f"{chr(98 + i)}: &{chr(98 + i)} [{','.join([f'*{chr(97 + i)}'] * 9)}]" for i in range(3)]
    + ["topic: *d"]
)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (LAUGHS, "YAML aliases (*name) are not accepted (line 2"),
        ("topic: &t lorcana.challenge\nagain: *t\n", "aliases"),
        ("[" * 100_000 + "]" * 100_000, "at most 64 KB"),
        ("[" * 30_000 + "]" * 30_000, "nested deeper than 20 levels"),
        ('{"topic": ' + "[" * 500 + "]" * 500 + "}", "nested deeper than 20 levels"),
        ("- " * 10_000 + "x\n", "nested deeper than 20 levels"),
        ("a:\n" + "".join(" " * i + "b:\n" for i in range(1, 300)), "nested deeper than 20 levels"),
        ('{"topic": "lorcana.damage", "amount": ' + "9" * 5_000 + "}", "longer than 18 digits"),
        ("topic: lorcana.damage\namount: " + "9" * 5_000 + "\n", "longer than 18 digits"),
        ("topic: lorcana.damage\namount: !!int '" + "1" * 5_000 + "'\n", "longer than 18 digits"),
        ("!!python/object/apply:os.system ['echo owned']\n", "could not determine a constructor for the tag"),
        ("topic: !!python/name:os.system\n", "could not determine a constructor"),
        ("x" * (64 * 1024 + 1), "at most 64 KB"),
        ("topic: [" + "[1, 2]," * 9_000 + "]\n", "more than 2000 values"),
        ('{"topic": [' + "[1, 2]," * 9_000 + "[]]}", "more than 2000 values"),
    ],
)
def test_a_hostile_document_is_refused_in_one_short_line(library: Library, text: str, message: str) -> None:
    """Each of these took seconds to minutes (the alias bomb: 79 s and 8 GB) or gave a traceback."""
    with pytest.raises(DocumentError) as caught:
        check_document(text, library)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value) and len(str(caught.value)) <= 200


@pytest.mark.parametrize(
    "document",
    [
        {"topic": "x" * 60_000},
        {"topic": "lorcana.challenge", "challenger": "Mickey", "defender": "Goofy", "x" * 980: 1},
        {"topic": "lorcana.challenge", "challenger": "Mickey srt" + "\x01" * 900 + "=3", "defender": "G"},
        {"topic": "lorcana.challenge", "challenger": "Mickey " + "\u200b" * 990, "defender": "Goofy"},
        {"topic": "fftcg.block", "attackers": "A unblockable_by=" + "\u202e" * 900, "blocker": "B"},
        {"topic": "lorcana.challenge", "challenger": "Mickey str=" + "9" * 980, "defender": "Goofy"},
    ],
)
def test_an_error_quotes_user_text_short_and_visible(library: Library, document: dict[str, str]) -> None:
    """An unknown topic echoed a 34.7 MB line; repr() grew control characters four to six times."""
    with pytest.raises(DocumentError) as caught:
        check_document(json.dumps(document), library)
    message = str(caught.value)
    assert len(message) <= 300, message
    assert "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" not in message  # 42: a quote is at most 40
    assert "\\x01" not in message and "\u200b" not in message and "\u202e" not in message


def test_the_document_must_be_utf8_and_within_the_size_limit() -> None:
    assert decode_document("topic: é\n".encode()) == "topic: é\n"
    with pytest.raises(DocumentError, match=r"not UTF-8 text \(line 2\)"):
        decode_document(b"topic: x\nname: caf\xe9\n")
    with pytest.raises(DocumentError, match="at most 64 KB"):
        decode_document(b" " * (MAX_DOCUMENT_BYTES + 1))
