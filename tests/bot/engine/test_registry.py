"""The topic registry: one scenario model and one function per topic, namespaced by game."""

from __future__ import annotations

from typing import Literal

import pytest

from bot.engine import topics
from bot.engine.reasoning import Reasoning
from bot.engine.registry import Registry, ScenarioBase, games, topic
from bot.engine.verdict import Verdict

LORCANA_TOPICS = {
    "lorcana.boost",
    "lorcana.challenge",
    "lorcana.challenge_damage",
    "lorcana.damage",
    "lorcana.end_turn",
    "lorcana.keywords",
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


def _never(scenario: ScenarioBase, reasoning: Reasoning) -> Verdict:
    raise AssertionError("not called")
