"""One question, three ways in: a slash command, the offline console and `floorjudge check` give the
same typed answer, and the headline each shows states it (#15).

Scenarios come from the engine's hypothesis strategies (every game, every topic, every `question`
the strategies draw). Cards drawn as objects are written in notation; an example is used only when
the notation reads back as the same scenario, so the three interfaces really get one question.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings

from bot.client import FloorJudge
from bot.commandline import format_line
from bot.console import Console
from bot.engine import EngineError, check_document, parse_scenario, topic_options, topics
from bot.engine.verdict import answer_text, disagreement
from bot.rules.library import Library
from tests.bot.engine.strategies import scenarios
from tests.conftest import Server

GAMES = sorted({entry.game for entry in topics().values()})
PER_TOPIC = 3
"""Questions asked per topic: each goes through simcord twice (slash and console)."""
_BARE = re.compile(r"[A-Za-z0-9_+\-.,>=<]+")


def _word(text: str) -> str:
    return text if _BARE.fullmatch(text) else json.dumps(text, ensure_ascii=False)


def _keyword(keyword: Any) -> str:
    if isinstance(keyword, str):
        return _word(keyword)
    name = keyword["name"]
    if keyword.get("qualifier"):
        name = name.replace("[Classification]", f"[{keyword['qualifier']}]")
    value = keyword.get("value")
    return _word(name if value is None else f"{name} {value}")


def notation(card: Any) -> str:
    """A card object written in notation; a round trip through the engine checks the result."""
    if isinstance(card, str):
        return card
    words = [_word(card["name"])]
    for key, value in card.items():
        if key == "name" or value is None:
            continue
        if key == "keywords":
            words += [_keyword(keyword) for keyword in value]
        elif isinstance(value, bool):
            if value:
                words.append(key)
        elif isinstance(value, list | tuple):
            words.append(f"{key}={_word(','.join(str(item) for item in value))}")
        else:
            words.append(f"{key}={_word(str(value))}")
    return " ".join(words)


def slash_options(document: dict[str, Any]) -> dict[str, Any]:
    """The document as the topic's slash options: cards in notation, lists as 'card; card'."""
    kinds = {spec.name: spec.kind for spec in topic_options(document["topic"])}
    options: dict[str, Any] = {}
    for name, value in document.items():
        if name == "topic":
            continue
        if kinds[name] == "card":
            options[name] = notation(value)
        elif kinds[name] == "cards":
            if value:  # an empty list is the option left out
                options[name] = "; ".join(notation(card) for card in value)
        else:
            options[name] = value
    return options


def collect(game: str, library: Library) -> list[dict[str, Any]]:
    """Up to `PER_TOPIC` documents per topic of `game` whose slash options read back as the same scenario."""
    found: list[dict[str, Any]] = []
    per_topic: Counter[str] = Counter()

    @settings(
        max_examples=400,
        database=None,
        derandomize=True,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(scenarios(game))
    def draw(document: dict[str, Any]) -> None:
        if per_topic[document["topic"]] >= PER_TOPIC:
            return
        try:
            as_given = parse_scenario(document, library)
            as_typed = parse_scenario({"topic": document["topic"], **slash_options(document)}, library)
        except EngineError:
            return
        if as_given == as_typed:
            found.append(document)
            per_topic[document["topic"]] += 1

    draw()
    return found


def shown(text: str) -> str:
    """Rendered text with markdown escapes, emphasis and line wrapping removed, for comparing words."""
    return " ".join(text.replace("\\", "").replace("**", "").split())


@pytest.mark.parametrize("game", GAMES)
async def test_a_question_gets_the_same_typed_answer_through_every_interface(
    server: Server, simcord_bot: FloorJudge, library: Library, game: str
) -> None:
    documents = collect(game, library)
    asked = {document["topic"] for document in documents}
    every = {topic_id for topic_id, entry in topics().items() if entry.game == game}
    assert len(asked) >= 0.8 * len(every), f"only {sorted(asked)} of {game}'s topics could be typed"
    console = Console(server.env, simcord_bot)
    for document in documents:
        entry = topics()[document["topic"]]
        options = slash_options(document)
        cli = json.loads(check_document(json.dumps({"topic": entry.id, **options}), library))
        if cli["status"] == "decided":
            assert disagreement(cli["headline"], cli["answer"]) is None
            assert cli["answers"][cli["question"]] == cli["answer"]
            assert cli["question"] in entry.questions
        answer, headline = answer_text(cli["answer"]), shown(cli["headline"])

        asked = f"{entry.command} {options}"
        result = await server.alice.slash(server.channel, entry.command, **options)
        first = result.response.embeds[0]
        description = shown(first.description or "")
        if first.title.startswith("⚠️"):  # the topic's keyword is on no card: warned, answered as written
            assert f"As written: {headline[:40]}" in description, f"{asked}: the warning changed it"
        else:
            assert first.title == answer, f"{asked}: Discord shows {first.title!r}, not {answer!r}"
            assert headline[:60] in description, f"{asked}: the first screen changed it"

        printed = shown(await console.execute(format_line(entry.command, options)))
        assert headline[:40] in printed, f"{asked}: the console disagrees"
        assert answer in printed or "⚠️" in printed, f"{asked}: the console shows another answer"
