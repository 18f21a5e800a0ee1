"""No internal names on any screen (#23): every topic's answers, errors and help are in words, the
rules text's icons too ({E} is "exert").

`can_sing · yes`, `expected · 2/1`, `glossary:ink type`, `speed-action` and `only allows ['commands',
'check']` were all seen on screens. A sub-question is shown by its question, a value in words, a rule
by its label; what a user types (option values, notation) is shown in a code span, and what the user
typed is theirs to see. These tests scan what the bot renders for such tokens.
"""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import EngineError, build_scenario, evaluate, parse_scenario, registry, topic_options, topics
from bot.engine.keyword_topics import missing_keyword
from bot.engine.sides import card_sides, untyped_states
from bot.errors import engine_error_text
from bot.render.verdict import detail_embeds, first_screen, rule_text_embeds
from bot.rules import Library
from tests.bot.engine.strategies import scenarios_asking
from tests.conftest import Server

_CODE = re.compile(r"`[^`\n]*`")
_SNAKE = re.compile(r"(?<![\w/=.:'\"\\-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w=])")
_PYTHON = re.compile(r"\[['\"]|['\"]\]|\b(?:True|False)\b|[=(]None\b")
"""A Python list, a bool, or None where a value goes (the answer "none" is a word: swtcg's Focus)."""
_ICONS = re.compile(r"\{[SWLIE]\}")
"""The rules text's icons ({E}: exert), shown in words on every screen."""
_RULE_IDS = sorted(
    {
        quote.rule
        for quote in registry().quotes
        if re.search(r"[a-z]", quote.rule) and re.search(r"[-:]", quote.rule)
    }
)
"""Rule ids that are not how a rule is shown: `glossary:challenge` (shown “glossary “challenge””),
`speed-action` (shown by its heading)."""


_COMMANDS = re.compile(r"\bcheck(?:-[a-z]+)* [a-z][a-z-]*")
"""A check's command (`check gear-change`, the author line): a name users type, not an internal one."""


def internal_names(text: str) -> list[str]:
    """The internal names `text` shows outside code spans and commands: snake_case names, Python
    values, rule ids."""
    plain = _COMMANDS.sub("", _CODE.sub("", text.replace("\\_", "_")))
    found = _SNAKE.findall(plain) + _PYTHON.findall(plain) + _ICONS.findall(plain)
    return found + [rule_id for rule_id in _RULE_IDS if rule_id in plain]


def embed_text(embeds: list[discord.Embed]) -> str:
    parts: list[str] = []
    for embed in embeds:
        parts += [embed.title or "", embed.description or "", embed.footer.text or ""]
        if embed.author:
            parts.append(embed.author.name or "")
        parts += [f"{field.name}\n{field.value}" for field in embed.fields]
    return "\n".join(parts)


def test_the_scan_finds_what_was_seen() -> None:
    seen = "• `can_sing` · yes\nexpected · 2/1\ncites glossary:challenge\nonly allows ['commands', 'check']"
    assert internal_names(seen) == ["expected", "['", "']", "glossary:challenge"] or set(
        internal_names(seen)
    ) >= {"['", "glossary:challenge"}
    assert internal_names("can_sing · yes") == ["can_sing"]
    assert internal_names("type `questions:all` or `damage_to_defender`") == []


SEVERAL = [
    (topic_id, question) for topic_id, entry in sorted(topics().items()) for question in entry.questions
]


@pytest.mark.parametrize(("topic_id", "question"), SEVERAL)
@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_every_answer_and_its_details_are_in_words(
    library: Library, topic_id: str, question: str, data: st.DataObject
) -> None:
    document = data.draw(scenarios_asking(topic_id, question))
    if len(topics()[topic_id].questions) > 1 and data.draw(st.booleans()):
        document = {**document, "questions": ["all"]}
    try:
        scenario = parse_scenario(document, library)
    except EngineError as error:
        assert internal_names(engine_error_text(error)) == [], engine_error_text(error)
        return
    verdict = evaluate(scenario, library)
    missing = missing_keyword(scenario, verdict, library)
    embeds = [
        first_screen(
            verdict,
            library,
            missing=missing,
            options={k: v for k, v in document.items() if k != "topic"},
            sides=card_sides(scenario, verdict),
            untyped=untyped_states(scenario, verdict),
        ),
        *detail_embeds(verdict, library),
        *rule_text_embeds(library, verdict.game, verdict.rule_ids),
    ]
    text = embed_text(embeds)
    assert internal_names(text) == [], text


def _bad_options(topic_id: str) -> list[dict[str, Any]]:
    """Options a form or `floorjudge check` can send that the topic refuses: a choice it doesn't
    offer, a number out of range, a word for a number, a question it doesn't answer."""
    wrong: list[dict[str, Any]] = []
    for spec in topic_options(topic_id):
        if spec.kind == "choice":
            wrong.append({spec.name: "nonsense"})
        elif spec.kind == "int":
            wrong.append({spec.name: 999})
            wrong.append({spec.name: "many"})
        elif spec.name == "questions":
            wrong.append({spec.name: "every_thing"})
        elif spec.kind in ("card", "cards"):
            wrong.append({spec.name: "Mickey srt=3"})
    wrong.append({"not_an_option": 1})
    return wrong


@pytest.mark.parametrize("topic_id", sorted(topics()))
def test_every_error_is_in_words(library: Library, topic_id: str) -> None:
    required = {spec.name: _filler(spec.kind) for spec in topic_options(topic_id) if spec.required}
    for bad in [{}, *_bad_options(topic_id)]:
        options = {**required, **bad} if bad else {}
        try:
            build_scenario(topic_id, options, library)
        except EngineError as error:
            message = engine_error_text(error)
            assert internal_names(message) == [], f"{options}: {message}"


def _filler(kind: str) -> object:
    return {"card": "Mickey", "cards": "Mickey", "int": 1, "bool": True}.get(kind, "1")


@pytest.mark.parametrize("game", sorted({topic.game for topic in topics().values()}))
async def test_help_for_checks_is_in_words(server: Server, game: str) -> None:
    result = await server.alice.slash(server.channel, "help", topic="check", game=game)
    shown = (result.response.content or "") + embed_text(list(result.response.embeds))
    assert internal_names(shown) == [], shown
