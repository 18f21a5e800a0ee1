"""One question, three ways in: a slash command, the offline console and `floorjudge check` give the
same typed answer, and the headline each shows states it (#15). And one question, both ways (#23): a
sub-question asked alone gets the answer it gets asked with all of its topic's others
(`questions:all`), and every sub-answer a verdict gives along the way is the one it gets asked alone.

Every sub-question of every topic of every game is asked at least once. For each (topic, question)
`hypothesis.find`, derandomized (the same scenario every run), draws from the engine's strategies a
scenario that asks it and whose slash options read back as the same scenario — one the engine decides
if the strategies can give one, else one it answers "not covered", whose status must then be the same
everywhere. Cards drawn as objects are written in notation, so the three interfaces get one question.
"""

from __future__ import annotations

import json
import re
from functools import partial
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import NoSuchExample

from bot.client import FloorJudge
from bot.commandline import format_line
from bot.console import Console
from bot.engine import EngineError, check_document, evaluate, parse_scenario, registry, topic_options, topics
from bot.engine.notation import NotationSchema
from bot.engine.verdict import Verdict, answer_text, disagreement, lead
from bot.rules.library import Library
from bot.rules.markup import readable
from tests.bot.engine.strategies import asked, scenarios_asking
from tests.conftest import Server

GAMES = sorted({entry.game for entry in topics().values()})
FIND = {
    decided: settings(
        max_examples=1000 if decided else 300,
        derandomize=True,
        database=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    for decided in (True, False)
}
"""The first scenario that fits, the same every run (no shrinking: any fitting one will do). A decided
one is looked for longer: a 【Burst】 only triggers on a destroyed shield, one event in eleven."""
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


def notation(card: Any, schema: NotationSchema | None = None) -> str:
    """A card object written in notation, each field by its notation word (FFTCG's damage is `dmg=`:
    `damage=` is its keyword Damage); a round trip through the engine checks the result."""
    if isinstance(card, str):
        return card
    words = [_word(card["name"])]
    for key, value in card.items():
        if key == "name" or value is None:
            continue
        spec = schema.spec_of(key) if schema is not None else None
        word = spec.word if spec is not None else key
        if key == "keywords":
            words += [_keyword(keyword) for keyword in value]
        elif isinstance(value, bool):
            if value:
                words.append(key)
        elif isinstance(value, list | tuple):
            if value:  # an empty list is the field left out
                words.append(f"{word}={_word(','.join(str(item) for item in value))}")
        else:
            words.append(f"{word}={_word(str(value))}")
    return " ".join(words)


def slash_options(document: dict[str, Any]) -> dict[str, Any]:
    """The document as the topic's slash options: cards in notation, lists as 'card; card'."""
    kinds = {spec.name: spec.kind for spec in topic_options(document["topic"])}
    schema = registry().games[topics()[document["topic"]].game].card.notation
    options: dict[str, Any] = {}
    for name, value in document.items():
        if name == "topic":
            continue
        if kinds[name] == "card":
            options[name] = notation(value, schema)
        elif kinds[name] == "cards":
            if value:  # an empty list is the option left out
                options[name] = "; ".join(notation(card, schema) for card in value)
        else:
            options[name] = value
    return options


def typed_verdict(document: dict[str, Any], library: Library) -> Verdict | None:
    """The verdict on `document` when its slash options read back as the same scenario, else None."""
    try:
        as_given = parse_scenario(document, library)
        as_typed = parse_scenario({"topic": document["topic"], **slash_options(document)}, library)
    except EngineError:
        return None
    return evaluate(as_given, library) if as_given == as_typed else None


def _answers(question: str, library: Library, document: dict[str, Any], *, decided: bool) -> bool:
    if asked(document) != question:  # the game's extend hook changed the question
        return False
    verdict = typed_verdict(document, library)
    return verdict is not None and verdict.question == question and (verdict.decided or not decided)


def asking(topic_id: str, question: str, library: Library) -> dict[str, Any] | None:
    """A scenario of `topic_id` whose verdict answers `question`: decided if the strategies give one,
    else not covered; None if they give neither within `FIND`'s examples."""
    for decided in (True, False):
        try:
            return find(
                scenarios_asking(topic_id, question),
                partial(_answers, question, library, decided=decided),
                settings=FIND[decided],
            )
        except NoSuchExample:
            continue
    return None


def shown(text: str) -> str:
    """Rendered text with markdown escapes, emphasis and line wrapping removed, for comparing words."""
    return " ".join(text.replace("\\", "").replace("**", "").split())


@pytest.mark.parametrize("game", GAMES)
async def test_every_sub_question_gets_the_same_typed_answer_through_every_interface(
    server: Server, simcord_bot: FloorJudge, library: Library, game: str
) -> None:
    wanted = [
        (topic_id, question)
        for topic_id, entry in sorted(topics().items())
        if entry.game == game
        for question in entry.questions
    ]
    found = {pair: asking(*pair, library) for pair in wanted}
    unasked = [
        f"{topic_id} {question}" for (topic_id, question), document in found.items() if document is None
    ]
    assert not unasked, f"the strategies give no typed scenario answering: {unasked}"
    console = Console(server.env, simcord_bot)
    for (topic_id, question), document in found.items():
        assert document is not None
        entry = topics()[topic_id]
        verdict = evaluate(parse_scenario(document, library), library)
        options = slash_options(document)
        said = f"{entry.command} {options}"

        cli = json.loads(check_document(json.dumps({"topic": topic_id, **options}), library))
        assert (cli["status"], cli["question"]) == (verdict.status, question), said
        assert cli["answer"] == verdict.answer and cli["answers"] == verdict.answers, said
        if verdict.decided:
            assert cli["answer"] is not None and cli["answers"][question] == cli["answer"], said
            assert disagreement(cli["headline"], cli["answer"]) is None, said
        else:
            assert cli["answer"] is None and cli["reason"], said
        # The title a renderer shows for the CLI's verdict: its answer, with its bound ("Up to 2") if any.
        answer, headline = answer_text(cli["answer"], cli["bound"]), shown(readable(cli["headline"]))

        result = await server.alice.slash(server.channel, entry.command, **options)
        first = result.response.embeds[0]
        description = shown(first.description or "")
        if first.title.startswith("⚠️"):  # the topic's keyword is on no card: warned, answered as written
            assert f"As written: {headline[:40]}" in description, f"{said}: the warning changed it"
        else:
            assert first.title == answer, f"{said}: Discord shows {first.title!r}, not {answer!r}"
            assert headline[:60] in description, f"{said}: the first screen changed it"

        printed = shown(await console.execute(format_line(entry.command, options)))
        assert headline[:40] in printed, f"{said}: the console disagrees"
        assert answer in printed or "⚠️" in printed, f"{said}: the console shows another answer"

        assert along_the_way(document, verdict, library) == [], said
        if len(entry.questions) > 1:
            await _asked_together(server, library, document, verdict, said)


async def _asked_together(
    server: Server, library: Library, document: dict[str, Any], verdict: Verdict, said: str
) -> None:
    """The question asked with all of its topic's others: its row (the first, as `question` is given)
    says what it says asked alone, on Discord's first screen and in the JSON."""
    question, options = verdict.question, slash_options(document)
    together = json.loads(check_document(json.dumps({**document, "questions": ["all"]}), library))
    if verdict.decided:
        assert together["answers"][question] == verdict.answer, f"{said}: asked together it differs"
    else:
        assert together["unanswered"][question].startswith("Not covered"), f"{said}: together it differs"
    result = await server.alice.slash(
        server.channel, topics()[verdict.topic].command, **options, questions="all"
    )
    first = result.response.embeds[0]
    if first.title.startswith("⚠️"):  # the topic's keyword is on no card: warned as asked alone
        assert "As written: " in (first.description or ""), f"{said}: the warning lost the answer"
        return
    row = next(line for line in (first.description or "").splitlines() if line.startswith("• "))
    expected = f"**{lead(verdict.answer)}**" if verdict.answer is not None else "❔ Not covered"
    assert row.endswith(expected), f"{said}: the first row of the table says {row!r}"


def along_the_way(document: dict[str, Any], verdict: Verdict, library: Library) -> list[str]:
    """Each sub-answer `verdict` gives besides the one asked that asking it alone contradicts (another
    answer, not covered, or a question that needs more to be asked)."""
    problems = []
    for question, answer in verdict.answers.items():
        if question == verdict.question or verdict.several:
            continue
        try:
            alone = evaluate(parse_scenario({**document, "question": question}, library), library)
        except EngineError as error:
            problems.append(f"{question} = {answer!r} along the way, but asked alone: {error}")
            continue
        if (alone.question, alone.answer) != (question, answer):
            got = alone.answer if alone.decided else f"not covered ({alone.reason})"
            problems.append(f"{question} = {answer!r} along the way, but asked alone: {got!r}")
    return problems


SEVERAL = [
    (topic_id, question)
    for topic_id, entry in sorted(topics().items())
    if len(entry.questions) > 1
    for question in entry.questions
]


@pytest.mark.parametrize(("topic_id", "question"), SEVERAL)
@settings(max_examples=30, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_a_sub_answer_given_along_the_way_is_the_answer_asked_alone(
    library: Library, topic_id: str, question: str, data: st.DataObject
) -> None:
    """What Details lists as "Also decided" is never contradicted by asking it: the same answer, never
    "not covered" (a triggered ability that could change it) or "needs more"."""
    document = data.draw(scenarios_asking(topic_id, question))
    try:
        verdict = evaluate(parse_scenario(document, library), library)
    except EngineError:
        return
    assert along_the_way(document, verdict, library) == [], document
