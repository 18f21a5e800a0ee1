"""Which topics and games the engine knows: each topic registers its scenario model and its function.

Dispatch goes through this table (no if-chains over topics). A topic id is namespaced by game,
"lorcana.challenge"; the scenario model carries it as a `topic` Literal, which discriminates the
union of all scenarios (`scenario_adapter`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar, Union, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from bot.engine.cards import CardBase
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Verdict

__all__ = [
    "GameEntry",
    "ScenarioBase",
    "Topic",
    "games",
    "register_game",
    "scenario_adapter",
    "topic",
    "topics",
]


class ScenarioBase(BaseModel):
    """Base of every scenario model: strict, immutable, no unknown fields."""

    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")

    @classmethod
    def topic_id(cls) -> str:
        """The value of the model's `topic` Literal."""
        values = get_args(cls.model_fields["topic"].annotation)
        if len(values) != 1 or not isinstance(values[0], str):
            raise TypeError(f"{cls.__name__}.topic must be a Literal of one topic id")
        return values[0]


ScenarioT = TypeVar("ScenarioT", bound=ScenarioBase)
Decide = Callable[[ScenarioT, Reasoning], Verdict]


@dataclass(frozen=True)
class Topic:
    """A registered check: its id, game, scenario model, deciding function and one-line summary."""

    id: str
    game: str
    scenario: type[ScenarioBase]
    decide: Callable[[Any, Reasoning], Verdict]
    summary: str


@dataclass(frozen=True)
class GameEntry:
    """A game the engine has topics for: its card model and the notation help shown by /help check."""

    id: str
    card: type[CardBase]
    help: str


_TOPICS: dict[str, Topic] = {}
_BY_MODEL: dict[type[ScenarioBase], Topic] = {}
_GAMES: dict[str, GameEntry] = {}
_ADAPTER: list[TypeAdapter[Any]] = []


def topic(scenario: type[ScenarioT]) -> Callable[[Decide[ScenarioT]], Decide[ScenarioT]]:
    """Decorator registering `decide` as the function answering scenarios of model `scenario`."""

    def register(decide: Decide[ScenarioT]) -> Decide[ScenarioT]:
        topic_id = scenario.topic_id()
        game, _, name = topic_id.partition(".")
        if not name or game not in _GAMES:
            raise ValueError(f"topic {topic_id!r} must be '<registered game>.<name>'")
        if topic_id in _TOPICS:
            raise ValueError(f"topic {topic_id!r} is registered twice")
        summary = (scenario.__doc__ or decide.__doc__ or topic_id).strip().splitlines()[0]
        entry = Topic(topic_id, game, scenario, decide, summary)
        _TOPICS[topic_id] = entry
        _BY_MODEL[scenario] = entry
        _ADAPTER.clear()
        return decide

    return register


def register_game(entry: GameEntry) -> None:
    _GAMES[entry.id] = entry


def games() -> dict[str, GameEntry]:
    return dict(_GAMES)


def topics() -> dict[str, Topic]:
    return dict(_TOPICS)


def topic_of(scenario: BaseModel) -> Topic | None:
    return _BY_MODEL.get(type(scenario))  # type: ignore[arg-type]


def scenario_adapter() -> TypeAdapter[Any]:
    """Validator (and JSON Schema) of the union of every registered scenario, keyed by `topic`."""
    if not _ADAPTER:
        models = tuple(entry.scenario for entry in _TOPICS.values())
        if len(models) == 1:
            _ADAPTER.append(TypeAdapter(models[0]))
        else:
            union = Union[models]  # type: ignore[valid-type]  # noqa: UP007 - built at run time
            _ADAPTER.append(TypeAdapter(Annotated[union, Field(discriminator="topic")]))
    return _ADAPTER[0]
