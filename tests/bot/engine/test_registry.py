"""The topic registry: one scenario model and one function per topic, namespaced by game."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import pytest
from pydantic import Field

from bot.engine import topics
from bot.engine.reasoning import Reasoning
from bot.engine.registry import Registry, ScenarioBase, games, topic
from bot.engine.verdict import Answers, Verdict

LORCANA_TOPICS = {
    "lorcana.boost",
    "lorcana.challenge",
    "lorcana.challenge_damage",
    "lorcana.damage",
    "lorcana.end_turn",
    "lorcana.enter_play",
    "lorcana.keywords",
    "lorcana.leave_play",
    "lorcana.quest",
    "lorcana.shift",
    "lorcana.sing",
    "lorcana.vanish",
    "lorcana.ward",
}


def test_every_lorcana_topic_is_registered_with_its_model() -> None:
    registered = {topic_id: t for topic_id, t in topics().items() if topic_id.startswith("lorcana.")}
    assert set(registered) == LORCANA_TOPICS
    for topic_id, entry in registered.items():
        assert entry.scenario.topic_id() == topic_id
        assert entry.game == "lorcana"
        assert entry.summary


def test_a_topic_cannot_be_registered_twice() -> None:
    class Again(ScenarioBase):
        topic: Literal["lorcana.challenge"] = "lorcana.challenge"

    original = topics()["lorcana.challenge"].decide
    with pytest.raises(ValueError, match="twice"):
        Registry.build(games(), [original, topic(Again)(_never)], ())


def test_a_topic_must_be_namespaced_by_a_known_game() -> None:
    class Loose(ScenarioBase):
        topic: Literal["chess.castle"] = "chess.castle"

    with pytest.raises(ValueError, match="registered game"):
        Registry.build(games(), [topic(Loose)(_never)], ())


class _TwoAnswers(Answers):
    can: bool | None = Field(default=None, description="Can it?")
    enters: Literal["exerted", "ready"] | None = Field(default=None, description="How does it enter play?")


def test_a_topics_question_choices_are_its_answer_models_fields() -> None:
    """#15: each sub-question is one field of the answer model, and `question` offers exactly those."""

    class Missing(ScenarioBase):
        answer_model = _TwoAnswers
        topic: Literal["lorcana.missing"] = "lorcana.missing"

    class Mismatched(ScenarioBase):
        answer_model = _TwoAnswers
        topic: Literal["lorcana.mismatched"] = "lorcana.mismatched"
        question: Literal["can", "damage"] = "can"

    class Fitting(ScenarioBase):
        answer_model = _TwoAnswers
        topic: Literal["lorcana.fitting"] = "lorcana.fitting"
        question: Literal["can", "enters"] = "enters"

    for wrong in (Missing, Mismatched):
        with pytest.raises(ValueError, match="must be the answer model's fields"):
            Registry.build(games(), [topic(wrong)(_never)], ())
    built = Registry.build(games(), [topic(Fitting)(_never)], ())
    fitting = built.topics["lorcana.fitting"]
    assert fitting.default_question == "enters"
    assert dict(fitting.questions) == {"enters": "How does it enter play?", "can": "Can it?"}
    assert list(fitting.questions) == ["enters", "can"], "the default sub-question is listed first"


def test_every_topic_declares_its_typed_answers() -> None:
    """#15: no topic answers a phrase any more; each lists the sub-questions its rules decide."""
    untyped = [topic_id for topic_id, entry in topics().items() if entry.scenario.answer_model is None]
    assert untyped == []


def test_every_topic_answers_questions_it_lists() -> None:
    for entry in topics().values():
        assert entry.default_question in entry.questions
        assert all(name.isidentifier() and name.islower() for name in entry.questions)


def _never(scenario: ScenarioBase, reasoning: Reasoning) -> Verdict:
    raise AssertionError("not called")


THROWAWAY_GAME = """
from bot.engine.games.lorcana.cards import LorcanaCard
from bot.engine.registry import GameEntry

ENTRY = GameEntry("chess", LorcanaCard, "Write a piece as a card.")
"""

THROWAWAY_TOPIC = '''
from pathlib import Path
from typing import Literal

from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict


class CastleScenario(ScenarioBase):
    """Can the king castle?"""

    topic: Literal["chess.castle_long"] = "chess.castle_long"


@topic(CastleScenario)
def decide(scenario: CastleScenario, reasoning: Reasoning) -> Verdict:
    return reasoning.not_covered("no chess rules are loaded")
'''


def test_adding_a_game_is_one_package_and_a_topic_is_one_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "throwaway_games"
    (root / "chess" / "topics").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "chess" / "__init__.py").write_text(THROWAWAY_GAME)
    (root / "chess" / "topics" / "__init__.py").write_text("")
    (root / "chess" / "topics" / "castle.py").write_text(THROWAWAY_TOPIC)
    monkeypatch.syspath_prepend(str(tmp_path))

    found = Registry.discover("throwaway_games")

    assert list(found.games) == ["chess"]
    castle = found.topics["chess.castle_long"]
    assert (castle.summary, castle.name, castle.command) == (
        "Can the king castle?",
        "castle-long",
        "check-chess castle-long",
    )
    assert found.adapter.validate_python({"topic": "chess.castle_long"}).topic_id() == "chess.castle_long"
