"""Which games and topics the engine knows, found by walking `bot.engine.games`.

A game is a package `bot/engine/games/<game>/` whose `__init__.py` declares `ENTRY = GameEntry(...)`.
A topic is any function in `<game>/topics/*.py` decorated with `@topic(ScenarioModel)`; its id is the
model's `topic` Literal ("lorcana.challenge"), which also discriminates the union of all scenarios.
The quotes a game may cite are the `RuleQuote` constants of its `quotes` module.

Nothing is registered on import: `registry()` builds one immutable `Registry` the first time it is
asked (start-up asks, through `verify_engine`), so adding a topic is adding a file, and adding a game
is adding a package.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from types import MappingProxyType, ModuleType
from typing import Annotated, Any, ClassVar, Self, TypeVar, Union, get_args

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, PrivateAttr, TypeAdapter, model_validator

from bot.engine.cards import CardBase
from bot.engine.citations import RuleQuote
from bot.engine.errors import shown
from bot.engine.keywords import closest
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict

__all__ = [
    "ALL_QUESTIONS",
    "ASKED_AGAIN",
    "NAMES_A_CARD",
    "GameEntry",
    "Registry",
    "ScenarioBase",
    "Topic",
    "games",
    "registry",
    "scenario_adapter",
    "topic",
    "topic_of",
    "topics",
    "yes_to",
]

GAMES_PACKAGE = "bot.engine.games"
_MARK = "__floorjudge_topic__"

ALL_QUESTIONS = "all"
"""Written in `questions`, every sub-question of the topic."""
QUESTIONS_LIMIT = 12


def _question_list(value: object) -> object:
    """`questions` written as one string ("legal, damage_to_defender", or "all") is split into names."""
    if isinstance(value, str):
        return tuple(word for word in re.split(r"[\s,;]+", value) if word)
    return tuple(value) if isinstance(value, list) else value


QuestionList = Annotated[
    tuple[str, ...], BeforeValidator(_question_list, json_schema_input_type=str | list[str])
]


NAMES_A_CARD = object()
"""Metadata of a text field that also takes a card's name and reads its printed text (Lorcana's
`effect_text`): its slash option autocompletes card names."""

ASKED_AGAIN = "asked_again"
"""Set in the validation context when a validated scenario is validated again to ask one of its
sub-questions alone (`bot.engine.engine`): its values are what reading the typed ones made of them
(a card's printed effect for its name), so a validator that reads typed text keeps them as they are."""


class ScenarioBase(BaseModel):
    """Base of every scenario model: strict, immutable, no unknown fields."""

    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")

    _read: tuple[str, ...] = PrivateAttr(default=())
    """What text fields read from a card named there ("Fire the Cannons!'s effect “…”"): set by
    `bot.engine.parse_scenario`, said by the verdict."""

    command: ClassVar[str | None] = None
    """The subcommand's name when it should differ from the topic id's ("challenge-damage")."""

    area: ClassVar[str | None] = None
    """The topic area whose command holds the subcommand: `battle` puts it in `/check-gundam-battle`,
    none in the game's own `/check-gundam`. Discord allows 8,000 characters per command, so a game's
    topics are spread over areas as they grow (`bot.ui.checks.surface` keeps each within limits)."""

    card_kinds: ClassVar[Mapping[str, str]] = MappingProxyType({})
    """The card type a card field's role implies when the card doesn't say (`lorcana.sing`'s `song`
    is a song), or where it is (`fftcg.warp`'s `card` is in hand), for what is shown as taken as given
    (`bot.engine.sides.untyped_states`, through the card's `has_state`)."""

    answer_model: ClassVar[type[Answers] | None] = None
    """The topic's typed answers: one field per sub-question. With more than one, the scenario has a
    `question` field whose Literal values are exactly those fields' names."""

    questions: QuestionList = Field(
        default=(),
        max_length=QUESTIONS_LIMIT,
        description="Several questions at once: all, or names with commas.",
    )
    """Several sub-questions asked together (`Topic.asked`): each is answered as if asked alone, and
    the verdict holds every answer (`bot.engine.engine.evaluate`). Offered only by topics that have
    several sub-questions."""

    def untyped_defaults(self, verdict: Verdict | None = None) -> tuple[str, ...]:
        """What the answer took by default besides the cards' states, where a default decides it, in the
        words of the first screen's "Assumes:" line ("Main Phase 1", "you have priority"): shown beside
        the untyped card states (`bot.engine.sides.untyped_states`). `verdict`: the answer, when known
        (a default that only a Yes rests on needn't be shown on a No). None unless a topic names them."""
        return ()

    @classmethod
    def sub_questions(cls) -> tuple[str, ...]:
        """The names of the sub-questions this scenario can ask (one, `answer`, when it has none)."""
        if cls.answer_model is not None:
            return tuple(cls.answer_model.model_fields)
        return _question_choices(cls) or ("answer",)

    @model_validator(mode="after")
    def _questions_are_its_own(self) -> Self:
        """Every name in `questions` is one of this topic's sub-questions (or `all`)."""
        if not self.questions:
            return self
        known = self.sub_questions()
        if len(known) < 2:
            raise ValueError("questions: this check answers one question only; leave it out")
        for name in self.questions:
            if name != ALL_QUESTIONS and name not in known:
                hint = closest(name, known)
                tail = f"; did you mean `{hint}`?" if hint else ""
                listed = ", ".join(f"`{known_name}`" for known_name in known)
                raise ValueError(
                    f"questions: {shown(name)} is not a question this check answers{tail} "
                    f"(it answers: {listed}, or `all`)"
                )
        return self

    @classmethod
    def topic_id(cls) -> str:
        """The value of the model's `topic` Literal."""
        values = get_args(cls.model_fields["topic"].annotation)
        if len(values) != 1 or not isinstance(values[0], str):
            raise TypeError(f"{cls.__name__}.topic must be a Literal of one topic id")
        return values[0]


ScenarioT = TypeVar("ScenarioT", bound=ScenarioBase)
Decide = Callable[[ScenarioT, Reasoning], Verdict]


def yes_to(scenario: ScenarioBase, question: str, verdict: Verdict | None) -> bool:
    """The scenario asks `question` (alone or among others) and its answer, when known, is Yes: the gate
    for `ScenarioBase.untyped_defaults` whose defaults are each the permissive value (not new, active, your
    main phase, …): one of them wrong can't turn a No into a Yes, so a No needn't show them."""
    asked = getattr(scenario, "question", question) == question or bool(scenario.questions)
    return asked and (verdict is None or verdict.answers.get(question) is True)


@dataclass(frozen=True)
class Topic:
    """A check: its id, game, scenario model, deciding function, one-line summary and its names.

    What it derives from its model (names, sub-questions) is worked out once: answers ask often."""

    id: str
    game: str
    scenario: type[ScenarioBase]
    decide: Callable[[Any, Reasoning], Verdict]
    summary: str

    @cached_property
    def name(self) -> str:
        """The topic's own name, as users type it: `lorcana.challenge_damage` → `challenge-damage`."""
        return self.scenario.command or self.id.split(".", 1)[1].replace("_", "-")

    @cached_property
    def area(self) -> str | None:
        """Its topic area (`ScenarioBase.area`), or None for the game's own command."""
        return self.scenario.area

    @cached_property
    def command_name(self) -> str:
        """The top-level command holding it: `check-lorcana`, or `check-gundam-battle` in an area."""
        return f"check-{self.game}" + (f"-{self.area}" if self.area else "")

    @cached_property
    def command(self) -> str:
        """The slash command path that asks it: `check-lorcana challenge-damage`."""
        return f"{self.command_name} {self.name}"

    @cached_property
    def questions(self) -> Mapping[str, str]:
        """The sub-questions users may ask (name → what it asks), the default first."""
        found: dict[str, str] = {}
        if self.scenario.answer_model is not None:
            for name, info in self.scenario.answer_model.model_fields.items():
                found[name] = info.description or name.replace("_", " ")
        else:
            for name in _question_choices(self.scenario):
                found[name] = name.replace("_", " ")
        if not found:
            found["answer"] = self.summary
        default = self.default_question
        return MappingProxyType({default: found[default], **found})

    @cached_property
    def default_question(self) -> str:
        """The sub-question answered when none is asked."""
        info = self.scenario.model_fields.get("question")
        if info is not None and isinstance(info.default, str):
            return info.default
        if _question_choices(self.scenario):  # a required `question`: none is answered unasked
            return _question_choices(self.scenario)[0]
        if self.scenario.answer_model is not None:
            return next(iter(self.scenario.answer_model.model_fields))
        return "answer"

    def question_of(self, scenario: BaseModel) -> str:
        """The sub-question `scenario` asks."""
        # Read where pydantic keeps fields: a model without one is not sent through pydantic's
        # __getattr__, which raises and catches inside (every answer asks this, sub-questions too).
        asked = scenario.__dict__.get("question")
        return asked if isinstance(asked, str) else self.default_question

    def asked(self, scenario: BaseModel) -> tuple[str, ...]:
        """The sub-questions `scenario` asks together, in the order answered: a `question` given
        first, then `questions` (`all`: every one, the default first). Empty when it asks one."""
        listed: tuple[str, ...] = getattr(scenario, "questions", ())
        if not listed:
            return ()
        given = [self.question_of(scenario)] if "question" in scenario.__pydantic_fields_set__ else []
        every = list(self.questions) if ALL_QUESTIONS in listed else []
        named = [name for name in listed if name != ALL_QUESTIONS]
        return tuple(dict.fromkeys([*given, *every, *named]))

    @cached_property
    def title(self) -> str:
        """How an answer names it: `check challenge-damage`."""
        return f"check {self.name}"


@dataclass(frozen=True)
class GameEntry:
    """A game the engine has topics for: its card model and the notation help shown by /help check."""

    id: str
    card: type[CardBase]
    help: str


def topic(scenario: type[ScenarioT]) -> Callable[[Decide[ScenarioT]], Decide[ScenarioT]]:
    """Mark `decide` as the function answering scenarios of model `scenario` (found by discovery)."""

    def mark(decide: Decide[ScenarioT]) -> Decide[ScenarioT]:
        setattr(decide, _MARK, scenario)
        return decide

    return mark


@dataclass(frozen=True)
class Registry:
    """Every game, topic and declared quote, built once and never changed."""

    games: Mapping[str, GameEntry]
    topics: Mapping[str, Topic]
    quotes: tuple[RuleQuote, ...]
    _by_model: Mapping[type[ScenarioBase], Topic] = field(repr=False)

    @classmethod
    def build(
        cls,
        entries: Mapping[str, GameEntry],
        decides: list[Callable[..., Verdict]],
        quotes: tuple[RuleQuote, ...],
    ) -> Registry:
        """Check and index what discovery found; a topic of an unknown game or a repeat is a bug."""
        found: dict[str, Topic] = {}
        for decide in decides:
            scenario: type[ScenarioBase] = getattr(decide, _MARK)
            topic_id = scenario.topic_id()
            game, _, name = topic_id.partition(".")
            if not name or game not in entries:
                raise ValueError(f"topic {topic_id!r} must be '<registered game>.<name>'")
            if topic_id in found and found[topic_id].decide is not decide:
                raise ValueError(f"topic {topic_id!r} is registered twice")
            _check_questions(scenario)
            summary = (scenario.__doc__ or decide.__doc__ or topic_id).strip().splitlines()[0]
            found[topic_id] = Topic(topic_id, game, scenario, decide, summary)
        ordered = dict(sorted(found.items()))
        return cls(
            games=MappingProxyType(dict(entries)),
            topics=MappingProxyType(ordered),
            quotes=quotes,
            _by_model=MappingProxyType({t.scenario: t for t in ordered.values()}),
        )

    @classmethod
    def discover(cls, package: str = GAMES_PACKAGE) -> Registry:
        """Walk the games package: each game's entry, topics and declared quotes."""
        entries: dict[str, GameEntry] = {}
        decides: list[Callable[..., Verdict]] = []
        quotes: list[RuleQuote] = []
        for game_module in _subpackages(importlib.import_module(package)):
            entry = getattr(game_module, "ENTRY", None)
            if not isinstance(entry, GameEntry):
                continue
            entries[entry.id] = entry
            quotes += _declared_quotes(game_module)
            topics_module = _import_optional(f"{game_module.__name__}.topics")
            for module in _modules(topics_module) if topics_module else ():
                decides += [
                    value for value in vars(module).values() if callable(value) and hasattr(value, _MARK)
                ]
        return cls.build(entries, decides, tuple(quotes))

    def topic_of(self, scenario: BaseModel) -> Topic | None:
        return self._by_model.get(type(scenario))  # type: ignore[arg-type]

    @cached_property
    def adapter(self) -> TypeAdapter[Any]:
        """Validator (and JSON Schema) of the union of every scenario, keyed by `topic` (looked up
        once: the key, a tuple of every scenario model, cost a few µs to build and hash per check)."""
        return _adapter(tuple(t.scenario for t in self.topics.values()))


@cache
def _adapter(models: tuple[type[ScenarioBase], ...]) -> TypeAdapter[Any]:
    if len(models) == 1:
        return TypeAdapter(models[0])
    union = Union[models]  # type: ignore[valid-type]  # noqa: UP007 - built at run time
    return TypeAdapter(Annotated[union, Field(discriminator="topic")])


def _question_choices(scenario: type[ScenarioBase]) -> tuple[str, ...]:
    info = scenario.model_fields.get("question")
    if info is None:
        return ()
    values = get_args(info.annotation)
    return tuple(value for value in values if isinstance(value, str))


def _check_questions(scenario: type[ScenarioBase]) -> None:
    """A topic's `question` choices and its answer model's fields must be the same sub-questions."""
    model = scenario.answer_model
    if model is None:
        return
    fields = tuple(model.model_fields)
    if not fields:
        raise ValueError(f"{scenario.__name__}.answer_model declares no sub-question")
    choices = _question_choices(scenario)
    if len(fields) > 1 and set(choices) != set(fields):
        raise ValueError(
            f"{scenario.__name__}: `question` choices {sorted(choices)} must be the answer model's "
            f"fields {sorted(fields)}"
        )
    if len(fields) == 1 and choices and choices != fields:
        raise ValueError(f"{scenario.__name__}: `question` choices must be {list(fields)}")


def _import_optional(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name == name:
            return None
        raise


def _subpackages(package: ModuleType) -> Iterator[ModuleType]:
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        if info.ispkg:
            yield importlib.import_module(info.name)


def _modules(package: ModuleType) -> Iterator[ModuleType]:
    """The package and every module below it, imported."""
    yield package
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        yield importlib.import_module(info.name)


def _declared_quotes(game_module: ModuleType) -> list[RuleQuote]:
    quotes = _import_optional(f"{game_module.__name__}.quotes")
    return [value for value in vars(quotes).values() if isinstance(value, RuleQuote)] if quotes else []


@cache
def registry() -> Registry:
    """The engine's registry, discovered once."""
    return Registry.discover()


def games() -> Mapping[str, GameEntry]:
    return registry().games


def topics() -> Mapping[str, Topic]:
    return registry().topics


def topic_of(scenario: BaseModel) -> Topic | None:
    return registry().topic_of(scenario)


def scenario_adapter() -> TypeAdapter[Any]:
    return registry().adapter
