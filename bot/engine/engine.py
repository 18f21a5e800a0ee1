"""The engine's entry points: read a scenario, evaluate it, describe the topics.

`evaluate(scenario, library)` is the single way to get a verdict; the CLI, the Discord commands and
the tests all go through it. The topics come from `bot.engine.registry`, discovered once.
"""

from __future__ import annotations

import contextlib
import json
import re
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, Literal

import annotated_types
from pydantic import ValidationError
from pydantic.fields import FieldInfo

from bot.cards import Card, CardKeyword
from bot.engine.carddata import CardDataNote, CardSource, UnsupportedCardType, card_values
from bot.engine.cards import CardBase
from bot.engine.citations import quote_problems
from bot.engine.errors import (
    QUOTE_LIMIT,
    CardNameError,
    NameChoice,
    NotationError,
    NotCovered,
    ScenarioError,
    clip,
    shown,
)
from bot.engine.keywords import closest
from bot.engine.notation import split_cards
from bot.engine.reasoning import Reasoning, Shared
from bot.engine.registry import (
    ASKED_AGAIN,
    NAMES_A_CARD,
    ScenarioBase,
    Topic,
    games,
    registry,
    scenario_adapter,
    topic_of,
    topics,
)
from bot.engine.sides import scenario_cards
from bot.engine.verdict import Verdict, quote_problem
from bot.rules.library import GameRules, Library
from bot.rules.models import Term

__all__ = [
    "OptionSpec",
    "build_scenario",
    "card_data_check",
    "card_keyword_term",
    "evaluate",
    "help_text",
    "parse_scenario",
    "topic_options",
    "verify_engine",
]


def evaluate(scenario: ScenarioBase, library: Library) -> Verdict:
    """Answer one scenario: decided (with steps and citations) or "not covered" (with the reason).

    A scenario asking several sub-questions (`questions`) has each answered as if asked alone, and
    the verdict holds them all (`asked`, `answers`, `unanswered`): a table can never say otherwise
    than the question asked by itself."""
    return _evaluate(scenario, library, None)


def _evaluate(scenario: ScenarioBase, library: Library, shared: Shared | None) -> Verdict:
    """`evaluate`; `shared`: what the answers to the other sub-questions asked with this one already
    worked out on the same scenario (`Reasoning.once`)."""
    entry = topic_of(scenario)
    if entry is None:
        raise ScenarioError(f"{type(scenario).__name__} is not a registered scenario")
    asked = entry.asked(scenario)
    if len(asked) > 1:
        return _several(entry, scenario, asked, library)
    if asked:
        try:
            alone = _asking(scenario, asked[0])
        except ValidationError as exc:  # the one question's own checks (warp's `counters_left` needs …)
            problems = _problems(exc, entry.id)
            raise ScenarioError(
                f"{entry.id}: {_describe(problems)}", topic=entry.id, problems=problems
            ) from None
        return _evaluate(alone, library, shared)
    return _answer(entry, scenario, library, shared)


def _answer(entry: Topic, scenario: ScenarioBase, library: Library, shared: Shared | None) -> Verdict:
    """`_evaluate` of a scenario of `entry` that asks one question (as `_asking` makes them)."""
    cards = scenario_cards(scenario)
    facts = _card_facts(cards, _read_of(scenario), shared)
    notes, card_data, read_as = facts.notes, facts.card_data, facts.read_as
    rules = library.games.get(entry.game)  # looked up once: each sub-question asked together comes here
    if rules is None:
        verdict = Verdict(
            game=entry.game,
            topic=entry.id,
            status="not_covered",
            question=entry.question_of(scenario),
            answer=None,
            headline=f"Not covered: the rules of {entry.game} are not loaded.",
            reason=f"The bot has no rules text for {entry.game!r}, so it cannot quote any.",
            card_data=card_data,
            read_as=read_as,
        )
    else:
        reasoning = Reasoning(rules, entry.id, entry.question_of(scenario), shared)
        reasoning.card_data, reasoning.read_as = card_data, read_as
        undefined = [note for note in notes if note.undefined]
        unread = [card for card in cards if card.text and not card.reads_text]
        try:
            if undefined:
                raise _undefined_keywords(undefined, rules.data.name)
            if unread:
                raise _unread_text(unread[0], rules.data.name)
            verdict = entry.decide(scenario, reasoning)
        except NotCovered as signal:
            verdict = reasoning.not_covered(signal.reason, signal.headline)
    if verdict.card_data != card_data or verdict.read_as != read_as:  # a verdict `reasoning` did not make
        verdict = verdict.model_copy(update={"card_data": card_data, "read_as": read_as})
    return verdict


@dataclass(frozen=True)
class _CardFacts:
    """What a scenario's cards took from card data (`notes`), and the verdict's lines of it and of how
    names were read (`Verdict.card_data`, `Verdict.read_as`)."""

    notes: tuple[CardDataNote, ...]
    card_data: tuple[str, ...]
    read_as: tuple[str, ...]
    pinned: tuple[object, ...] = ()
    """The cards and texts whose identities key it in `Shared`, kept alive with it."""


def _card_facts(cards: list[CardBase], read: tuple[str, ...], shared: Shared | None) -> _CardFacts:
    """The scenario's `_CardFacts`. Sub-questions asked together ask it of the same cards (`_asking`
    keeps them): worked out once in `shared`, keyed by the cards' identities."""
    if shared is None:
        return _card_facts_of(cards, read)
    key = (_card_facts, id(read), *map(id, cards))
    found = shared.get(key)
    if isinstance(found, _CardFacts):
        return found
    facts = shared[key] = _card_facts_of(cards, read)
    return facts


def _card_facts_of(cards: list[CardBase], read: tuple[str, ...]) -> _CardFacts:
    notes = tuple(card.card_data for card in cards if card.card_data is not None)
    if not notes:  # cards as typed (most checks): only what text fields read
        lines = tuple(read)
        return _CardFacts(notes, lines, lines, (read, *cards))
    return _CardFacts(
        notes, (*(note.summary() for note in notes), *read), (*_read_as(notes), *read), (read, *cards)
    )


def _asking(scenario: ScenarioBase, question: str) -> ScenarioBase:
    """The same scenario asking `question` alone (its checks of what that question needs run again)."""
    fields = scenario.__dict__  # (where pydantic keeps the fields, read without a call each)
    given = {name: fields[name] for name in scenario.__pydantic_fields_set__}
    model = type(scenario)  # `model_validate`, without its wrapper
    alone = model.__pydantic_validator__.validate_python(
        {**given, "question": question, "questions": ()}, context={ASKED_AGAIN: True}
    )
    _private(alone)["_read"] = _read_of(scenario)  # what its text fields read from cards named there
    return alone


def _read_of(scenario: ScenarioBase) -> tuple[str, ...]:
    """`scenario._read`, read where pydantic keeps it: its own lookup of a private attribute raises and
    catches an AttributeError inside (~2 µs, and sub-questions asked together read it twice each)."""
    read: tuple[str, ...] = _private(scenario).get("_read", ())
    return read


def _private(scenario: ScenarioBase) -> dict[str, Any]:
    """Where pydantic keeps a model's private attributes (`_read`): a model that has any has it."""
    private = scenario.__pydantic_private__
    assert private is not None
    return private


def _several(entry: Topic, scenario: ScenarioBase, asked: tuple[str, ...], library: Library) -> Verdict:
    """One verdict for several sub-questions, each answered alone: the first answered one is the
    verdict's `question`; the trail is every answer's steps, each step once."""
    answered: dict[str, Verdict] = {}
    unanswered: dict[str, str] = {}
    verdicts: list[Verdict] = []
    shared: Shared = {}  # what the answers work out alike on this scenario, done once (`Reasoning.once`)
    for question in asked:
        try:
            alone = _asking(scenario, question)
        except ValidationError as exc:
            unanswered[question] = _describe(_problems(exc, entry.id))
            continue
        verdict = _answer(entry, alone, library, shared)  # asks one question, of the same topic
        verdicts.append(verdict)
        if not verdict.decided:
            unanswered[question] = f"Not covered: {verdict.reason}"
        elif verdict.question != question:
            unanswered[question] = f"Not reached: {verdict.headline}"
        else:
            answered[question] = verdict
    steps = {  # the same test on the same rule, asked twice, is shown once (keyed inline: ~90 steps)
        (step.test, step.held, step.citation.rule if step.citation else step.assumption): step
        for verdict in verdicts
        for step in verdict.steps
    }
    assumptions = {a.id: a for v in verdicts for a in v.assumptions}
    common: dict[str, Any] = {
        "game": entry.game,
        "topic": entry.id,
        "asked": asked,
        "unanswered": unanswered,
        "steps": tuple(steps.values()),
        "assumptions": tuple(assumptions.values()),
        "card_data": next((v.card_data for v in verdicts if v.card_data), ()),
        "read_as": next((v.read_as for v in verdicts if v.read_as), ()),
    }
    if not answered:
        first = next(iter(unanswered.values()))
        return Verdict(
            **common,
            status="not_covered",
            question=asked[0],
            answer=None,
            headline=next(
                (v.headline for v in verdicts if not v.decided),
                "Not covered: none of the questions asked can be answered as written.",
            ),
            reason=first,
        )
    question, lead_verdict = next(iter(answered.items()))
    return Verdict(
        **common,
        status="decided",
        question=question,
        answer=lead_verdict.answer,
        answers={name: verdict.answer for name, verdict in answered.items() if verdict.answer is not None},
        headline=lead_verdict.headline,
        would_change=tuple(dict.fromkeys(c for v in answered.values() for c in v.would_change)),
    )


def _read_as(notes: Sequence[CardDataNote]) -> tuple[str, ...]:
    """What the first screen says of how names were read: a real card named otherwise than as
    printed (a number, another spelling), and a card as typed whose name real cards carry. A real
    card typed as printed needs no line (Details lists it under card data)."""
    said = [note.typed_reading() or note.as_typed_reading() for note in notes]
    return tuple(dict.fromkeys(line for line in said if line is not None))


def _undefined_keywords(notes: Sequence[CardDataNote], game_name: str) -> NotCovered:
    """A printed keyword the rules text lacks could decide the answer: say so rather than guess."""
    listed = "; ".join(f"{note.card} has {', '.join(note.undefined)}" for note in notes)
    return NotCovered(
        f"By its card data, {listed}: the {game_name} rules text the bot has does not define "
        "that keyword, so the bot cannot tell whether it changes the answer. To check without it, "
        "write the card's fields and keywords instead of its quoted name.",
        "Not covered: a card has a keyword the bot's rules text does not define.",
    )


def _unread_text(card: CardBase, game_name: str) -> NotCovered:
    """Printed text a game's engine doesn't read (beyond its notation's phrases) could decide the
    answer: say so, naming it, rather than ignore it."""
    phrase = card.text[0] if len(card.text[0]) <= 120 else card.text[0][:117] + "…"
    source = "By its card data, " if card.card_data is not None else ""
    return NotCovered(
        f"{source}{card.name} has printed text the {game_name} engine doesn't read (“{phrase}”), so the "
        "bot cannot tell whether it changes the answer. To check without it, write the card's fields and "
        "keywords (and the phrases the notation reads: /help check) instead.",
        "Not covered: a card's printed text is outside what the engine reads.",
    )


def _topic(topic_id: object) -> Topic:
    known = topics()
    if not isinstance(topic_id, str) or topic_id not in known:
        hint = closest(topic_id, known) if isinstance(topic_id, str) else None
        tail = (
            f"; did you mean {shown(hint)}?"
            if hint
            else f" (a topic is '<game>.<name>', games: {', '.join(sorted(games()))}; "
            "`floorjudge schema` lists them all)"
        )
        raise ScenarioError(f"unknown topic {shown(topic_id)}{tail}")
    return known[topic_id]


_PYDANTIC_WORDS = {
    "missing": lambda ctx: "is required",
    "bool_parsing": lambda ctx: "takes true or false",
    "bool_type": lambda ctx: "takes true or false",
    "too_short": lambda ctx: f"needs at least {ctx.get('min_length')} (got {ctx.get('actual_length')})",
    "too_long": lambda ctx: f"takes at most {ctx.get('max_length')} (got {ctx.get('actual_length')})",
    "greater_than_equal": lambda ctx: f"is at least {ctx.get('ge')}",
    "less_than_equal": lambda ctx: f"is at most {ctx.get('le')}",
    "literal_error": lambda ctx: f"takes one of: {_typed_values(str(ctx.get('expected')))}",
    "int_parsing": lambda ctx: "takes a whole number",
    "int_type": lambda ctx: "takes a whole number",
}
"""pydantic's wording for the common mistakes, in the words the rest of the messages use."""


def _typed_values(listed: str) -> str:
    """pydantic's "'a', 'b' or 'c'" as values to type: "`a`, `b` or `c`"."""
    return re.sub(r"'([^'`]*)'", r"`\1`", listed)


def _choices(error: ValidationError, topic_id: str) -> tuple[NameChoice, ...]:
    """The names to pick a real card for (`CardNameError`), each with its option's path."""
    return tuple(
        NameChoice(location, cause.position, cause.end, cause.labels, cause.as_typed)
        for location, _message, cause in _located(error, topic_id)
        if isinstance(cause, CardNameError)
    )


def _problems(error: ValidationError, topic_id: str) -> tuple[tuple[str, str], ...]:
    """A pydantic error as (field path, problem) pairs: ('challenger', "unknown word 'Wrd' at …").

    The path never holds pydantic's own steps (the topic id, validator names); a scenario check
    that names its option first ('card: give its build cost …') is filed under that option."""
    return tuple((location, message) for location, message, _cause in _located(error, topic_id))


def _located(error: ValidationError, topic_id: str) -> list[tuple[str, str, object]]:
    """(field path, problem, the exception behind it or None) for each of pydantic's errors; a list
    that is "too short" only because one of its cards failed is left out (the card says why)."""
    options = {spec.name for spec in topic_options(topic_id)}
    problems: list[tuple[str, str, object]] = []
    for item in error.errors():
        loc = [clip(str(step), QUOTE_LIMIT) for step in item["loc"]]
        if loc and loc[0] == topic_id:
            loc = loc[1:]
        loc = [step for step in loc if "[" not in step and "(" not in step]  # function-after[…]
        cause = (item.get("ctx") or {}).get("error")
        if isinstance(cause, Exception):
            message = str(cause)
        elif item["type"] in _PYDANTIC_WORDS:
            message = _PYDANTIC_WORDS[item["type"]](item.get("ctx") or {})
        else:
            message = item["msg"]
        message = message.removeprefix("Value error, ")
        named, colon, rest = message.partition(": ")
        if not loc and colon and named in options:
            loc, message = [named], rest
        problems.append((".".join(loc), message, cause if item["type"] != "too_short" else "too_short"))
    failed = {location for location, _message, cause in problems if cause != "too_short"}
    return [
        (location, message, None if cause == "too_short" else cause)
        for location, message, cause in problems
        if cause != "too_short" or not any(other.startswith(f"{location}.") for other in failed)
    ]


def _describe(problems: tuple[tuple[str, str], ...]) -> str:
    """The problems as one line: 'challenger: unknown word 'Wrd' at character 8; did you mean …'."""
    parts = [f"{loc}: {message}" if loc else message for loc, message in problems[:3]]
    more = len(problems) - 3
    return "; ".join(parts) + (f" (and {more} more)" if more > 0 else "")


def parse_scenario(
    data: Mapping[str, Any], library: Library, cards: CardSource | None = None
) -> ScenarioBase:
    """Validate a scenario given as plain data; `ScenarioError` if bad.

    A card is an object or notation; a list of cards is a list, or one string 'card; card; …'.
    With `cards`, a quoted real card name in notation fills the card from its card data.
    """
    if not isinstance(data, Mapping):
        raise ScenarioError("a scenario is an object with a 'topic' field")
    return _parse(_topic(data.get("topic")), data, library, cards)


def _parse(entry: Topic, data: Mapping[str, Any], library: Library, cards: CardSource | None) -> ScenarioBase:
    """`parse_scenario` of data whose `topic` is `entry`'s."""
    data = {**data, **_card_lists(entry, data)}
    try:
        document = json.dumps(data)
    except (TypeError, ValueError) as exc:
        raise ScenarioError(f"the scenario holds a value that is not plain data: {exc}") from None
    try:
        read: list[str] = []
        context = {"library": library, "cards": cards, "read": read}
        scenario = scenario_adapter().validator.validate_json(document, context=context)  # (its core)
    except ValidationError as exc:
        problems = _problems(exc, entry.id)
        raise ScenarioError(
            f"{entry.id}: {_describe(problems)}",
            topic=entry.id,
            problems=problems,
            choices=_choices(exc, entry.id),
        ) from None
    except NotationError as exc:  # raised outside a field (should not happen), still one line
        raise ScenarioError(f"{entry.id}: {exc}", topic=entry.id, problems=(("", str(exc)),)) from None
    assert isinstance(scenario, ScenarioBase)
    _private(scenario)["_read"] = tuple(read)  # where `scenario._read = …` puts it, without pydantic's checks
    return scenario


# -- slash-command options ---------------------------------------------------------------------------

OptionKind = Literal["card", "cards", "bool", "int", "choice", "text"]
"""`text`: a plain string the scenario model parses itself (e.g. dice faces: "6 4 3 1 1")."""


@dataclass(frozen=True)
class OptionSpec:
    """One option of a topic's slash subcommand, derived from its scenario model."""

    name: str
    kind: OptionKind
    required: bool
    description: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    names_cards: bool = False
    """A text option that also takes a card's name (`NAMES_A_CARD`): it autocompletes names."""
    choice_labels: tuple[str, ...] = ()
    """What users read for each of `choices` (the sub-questions' texts), where it is not the value."""

    def choice_of(self, typed: object) -> object:
        """A choice typed as users read it (its label, "Does it enter exerted?", or its words,
        "enters") as the value it stands for; anything else unchanged, for the model to refuse."""
        if not isinstance(typed, str) or typed in self.choices:
            return typed
        wanted = " ".join(typed.casefold().replace("_", " ").split()).rstrip("?")
        for value, label in zip(self.choices, self.choice_labels or self.choices, strict=True):
            if wanted in (label.casefold().rstrip("?"), value.casefold().replace("_", " ")):
                return value
        return typed


def _bare(annotation: Any) -> Any:
    """The type inside `Annotated[...]`."""
    while typing.get_origin(annotation) is typing.Annotated:
        annotation = typing.get_args(annotation)[0]
    return annotation


def _names_cards(annotation: Any) -> bool:
    """Whether `NAMES_A_CARD` marks the annotation (inside Optional and Annotated too)."""
    if typing.get_origin(annotation) is typing.Annotated:
        if any(meta is NAMES_A_CARD for meta in annotation.__metadata__):
            return True
        return _names_cards(typing.get_args(annotation)[0])
    return any(_names_cards(arg) for arg in typing.get_args(annotation))


def _is_card(annotation: Any) -> bool:
    annotation = _bare(annotation)
    return isinstance(annotation, type) and issubclass(annotation, CardBase)


def _option(name: str, info: FieldInfo) -> OptionSpec:
    annotation = _bare(info.annotation)
    args = [arg for arg in typing.get_args(annotation) if arg is not type(None)]
    optional = typing.get_origin(annotation) in (typing.Union, types.UnionType)
    if optional and len(args) == 1:
        annotation = _bare(args[0])
    origin = typing.get_origin(annotation)
    description = (info.description or name.replace("_", " "))[:100]
    required = info.is_required()
    if _is_card(annotation):
        return OptionSpec(name, "card", required, description)
    if origin is tuple and typing.get_args(annotation) and _is_card(typing.get_args(annotation)[0]):
        return OptionSpec(name, "cards", required, description)
    if annotation is bool:
        return OptionSpec(name, "bool", required, description)
    if annotation is str:
        return OptionSpec(name, "text", required, description, names_cards=_names_cards(info.annotation))
    if origin is tuple and typing.get_args(annotation)[:1] == (str,):
        return OptionSpec(name, "text", required, description)  # a list of names: one string
    if annotation is int:
        low = next((m.ge for m in info.metadata if isinstance(m, annotated_types.Ge)), None)
        high = next((m.le for m in info.metadata if isinstance(m, annotated_types.Le)), None)
        return OptionSpec(name, "int", required, description, minimum=low, maximum=high)  # type: ignore[arg-type]
    if origin is Literal:
        return OptionSpec(name, "choice", required, description, tuple(typing.get_args(annotation)))
    raise TypeError(f"field {name!r} has a type slash options cannot express: {annotation!r}")


def topic_options(topic_id: str) -> tuple[OptionSpec, ...]:
    """The options of a topic's subcommand, in model order: cards as notation strings, simple values."""
    return _options_of(_topic(topic_id))


@cache
def _options_of(topic: Topic) -> tuple[OptionSpec, ...]:
    """A topic's options, derived once (the registry, and so each topic, never changes). `questions`
    (several sub-questions at once) is offered only by a topic that has several, last."""
    fields = topic.scenario.model_fields
    specs = [_option(name, info) for name, info in fields.items() if name not in ("topic", "questions")]
    specs = [_question_labels(spec, topic) if spec.name == "question" else spec for spec in specs]
    if len(topic.questions) > 1:
        several = _option("questions", fields["questions"])
        specs.append(_question_labels(replace(several, choices=tuple(topic.questions)), topic))
    return tuple(specs)


def _question_labels(spec: OptionSpec, topic: Topic) -> OptionSpec:
    """`question`'s choices read as questions ("Does it enter exerted?"), not internal names."""
    labels = tuple(topic.questions.get(value) or value.replace("_", " ") for value in spec.choices)
    return replace(spec, choice_labels=labels)


def build_scenario(
    topic_id: str, options: Mapping[str, object], library: Library, cards: CardSource | None = None
) -> ScenarioBase:
    """A scenario from slash-command values: cards are notation, a list of cards is 'card; card; …'.

    Options left unset may be passed as None. Raises `ScenarioError` (one line) for anything wrong.
    """
    entry = _topic(topic_id)  # looked up once (`topic_options` and `parse_scenario` each would)
    specs = {spec.name: spec for spec in _options_of(entry)}
    data: dict[str, Any] = {"topic": topic_id}
    for name, value in options.items():
        if value is None:
            continue
        spec = specs.get(name)
        if spec is None:
            hint = closest(name, specs)
            tail = f"; did you mean {shown(hint)}?" if hint else ""
            problem = f"unknown option {shown(name)}{tail}"
            raise ScenarioError(f"{topic_id}: {problem}", topic=topic_id, problems=(("", problem),))
        data[name] = spec.choice_of(value) if spec.choice_labels else value
    return _parse(entry, data, library, cards)


def _card_lists(entry: Topic, data: Mapping[str, Any]) -> dict[str, list[str]]:
    """Lists of cards written as one string, 'card; card; …' (as in the slash option), split."""
    topic_id = entry.id
    lists = {}
    for spec in _options_of(entry):
        written = data.get(spec.name)
        if spec.kind == "cards" and isinstance(written, str):
            try:
                lists[spec.name] = [piece.strip() for piece, _ in split_cards(written)]
            except NotationError as exc:
                raise ScenarioError(
                    f"{topic_id}: {spec.name}: {exc}", topic=topic_id, problems=((spec.name, str(exc)),)
                ) from None
    return lists


# -- help and self-check ------------------------------------------------------------------------------


def help_text(game: str) -> str:
    """Short help on card notation for `/help check` (a few lines, with examples)."""
    entry = games().get(game)
    if entry is None:
        raise ScenarioError(f"the engine has no checks for {shown(game)}")
    return entry.help


def verify_engine(library: Library) -> list[str]:
    """Problems between the engine and the loaded data (run at start-up; empty means all is well).

    Every declared quote must be word for word, and every keyword in the data must have a known value
    shape (so a keyword added to the data is noticed, not silently read as taking no value).

    A game whose document was imported (`floorjudge rules import`) is not refused for a quote its newer
    text changed: each such rule is marked in `GameRules.changed`, and the checks that cite it answer
    "not covered" naming it (`Citer`), until the engine is re-cited to the new version.
    """
    shipped = []
    for declared in registry().quotes:
        rules = library.games.get(declared.game)
        if rules is None or rules.imported is None:
            shipped.append(declared)
            continue
        problem = quote_problem(rules, declared.rule, declared.quote)
        if problem and declared.rule not in rules.changed:
            rules.changed[declared.rule] = changed_rule_reason(rules, declared.rule)
    problems = quote_problems(shipped, library)
    for entry in games().values():
        if entry.id not in library.games:
            continue
        vocabulary = entry.card.vocabulary(library.game(entry.id))
        for name in vocabulary.names():
            if name not in entry.card.keyword_table.shapes:
                problems.append(f"{entry.id}: keyword {name!r} has no value shape in the engine")
    return problems


def changed_rule_reason(rules: GameRules, rule_id: str) -> str:
    """Why a check resting on a rule an imported document changed is not covered."""
    label = rules.data.document.label
    if rule_id not in rules.rule_ids():
        return (
            f"Rule {rule_id}, which this check cites, is not in the loaded {label}: the engine's reading was "
            "written for an earlier version, so it can't answer until it is re-cited."
        )
    return (
        f"Rule {rule_id}, which this check cites, has other words in the loaded {label}: "
        "the engine's reading "
        "was written for an earlier version, so it can't answer until it is re-cited."
    )


# -- card data -------------------------------------------------------------------------------------


def card_data_check(game_id: str, library: Library) -> Callable[[Card], None] | None:
    """A check that a card's data fits the game's card model (stats are notation fields, values in
    range): what `floorjudge cards import` runs on every card before replacing anything."""
    entry = games().get(game_id)
    if entry is None or game_id not in library.games:
        return None
    model = entry.card
    vocabulary = model.vocabulary(library.game(game_id))

    def check(card: Card) -> None:
        with contextlib.suppress(UnsupportedCardType):  # a Resource is a card, just not one checks take
            card_values(model, card, vocabulary)

    return check


def card_keyword_term(game_id: str, library: Library, printed: CardKeyword) -> Term | None:
    """The rules term a printed keyword stands for (Puppy Shift → [Classification] Shift), or None
    when the game's rules text, as the bot has it, does not define it (Adventurous)."""
    if game_id not in library.games:
        return None
    rules = library.game(game_id)
    term = rules.term(printed.name)
    if term is not None:
        return term
    entry = games().get(game_id)
    if entry is None:
        return None
    instance, _reading = entry.card.card_data_keyword(printed, entry.card.vocabulary(rules))
    return rules.term(instance.name) if instance is not None else None
