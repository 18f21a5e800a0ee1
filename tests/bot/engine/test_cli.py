"""check_document and schema_json: the same engine as Discord, through JSON or YAML documents."""

from __future__ import annotations

import json

import pytest

from bot.engine import DocumentError, check_document, evaluate, parse_scenario, schema_json
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
        ("topic: [", "not valid JSON or YAML at line 1"),
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
