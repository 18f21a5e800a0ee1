"""Pure functions behind `floorjudge check FILE|-` and `floorjudge schema` (`bot/cli.py` wires the commands).

A document is one scenario as JSON or YAML; cards inside may be objects or notation strings. The verdict
comes back as JSON — the same `evaluate`, so the same answer as the Discord commands.
"""

from __future__ import annotations

import json

import yaml

from bot.engine.carddata import CardSource
from bot.engine.engine import evaluate, parse_scenario
from bot.engine.errors import ScenarioError, clip
from bot.engine.registry import scenario_adapter, topics
from bot.rules.library import Library

__all__ = [
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_DOCUMENT_BYTES",
    "MAX_VALUES",
    "DocumentError",
    "check_document",
    "decode_document",
    "read_document",
    "schema_json",
]

MAX_DOCUMENT_BYTES = 64 * 1024
"""The largest scenario document read: a real one is well under 2 KB."""
MAX_DEPTH = 20
"""The deepest nesting read (a scenario needs 4 levels: topic, card, keywords, keyword)."""
MAX_DIGITS = 18
"""The longest whole number read; Python would spend seconds converting 5,000 digits."""
MAX_VALUES = 2000
"""The most values (scalars, lists, objects) read: a scenario has a few dozen; building YAML is slow."""
_TOO_MANY = f"the document holds more than {MAX_VALUES} values"
_TOO_DEEP = f"the document is nested deeper than {MAX_DEPTH} levels"


class DocumentError(ScenarioError):
    """The document can't be read or isn't a valid scenario; `str(error)` is one printable line."""


def decode_document(data: bytes) -> str:
    """The document's text: at most `MAX_DOCUMENT_BYTES`, UTF-8; `DocumentError` otherwise."""
    if len(data) > MAX_DOCUMENT_BYTES:
        raise DocumentError(f"a scenario document is at most {MAX_DOCUMENT_BYTES // 1024} KB")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise DocumentError(f"the document is not UTF-8 text (line {line})") from None


def _whole_number(text: str) -> int:
    if len(text.lstrip("+-").lstrip("0")) > MAX_DIGITS:
        raise DocumentError(f"a number longer than {MAX_DIGITS} digits ({clip(text, 12)})")
    return int(text)


try:  # libyaml's parser: about 10 times faster than the pure-Python one
    from yaml import CSafeLoader as _SafeLoader
except ImportError:  # a PyYAML built without libyaml
    from yaml import SafeLoader as _SafeLoader  # type: ignore[assignment]


class _BoundedLoader(_SafeLoader):
    """PyYAML's safe loader (no tags that build objects) that refuses numbers over `MAX_DIGITS`."""

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        digits = str(node.value).replace("_", "").replace(":", "")
        if len(digits.lstrip("+-").lstrip("0")) > MAX_DIGITS + 2:  # room for 0x / 0b / 0o
            raise DocumentError(f"a number longer than {MAX_DIGITS} digits ({clip(node.value, 12)})")
        return super().construct_yaml_int(node)


_BoundedLoader.add_constructor("tag:yaml.org,2002:int", _BoundedLoader.construct_yaml_int)


def _check_yaml_events(text: str) -> None:
    """Refuse aliases and deep nesting from the event stream, before anything is built.

    Aliases are refused outright: a scenario never needs them, and "billion laughs" (a 352-byte
    document of nested aliases) expands to gigabytes. Nesting is checked here because composing a
    deep document recurses.
    """
    depth = values = 0
    for event in yaml.parse(text, Loader=_BoundedLoader):
        if isinstance(event, yaml.AliasEvent):
            raise DocumentError(f"YAML aliases (*name) are not accepted ({_where(event.start_mark)})")
        if isinstance(event, yaml.NodeEvent):
            values += 1
            if values > MAX_VALUES:
                raise DocumentError(_TOO_MANY)
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise DocumentError(_TOO_DEEP)
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


def _where(mark: object) -> str:
    line, column = getattr(mark, "line", None), getattr(mark, "column", None)
    return f"line {line + 1}, column {column + 1}" if line is not None and column is not None else "somewhere"


def _check_shape(data: object) -> None:
    """Refuse JSON nested deeper than `MAX_DEPTH` or with more than `MAX_VALUES` values."""
    stack, values = [(data, 0)], 0
    while stack:
        value, level = stack.pop()
        values += 1
        if values > MAX_VALUES:
            raise DocumentError(_TOO_MANY)
        if isinstance(value, dict | list):
            if level + 1 > MAX_DEPTH:
                raise DocumentError(_TOO_DEEP)
            items = value.values() if isinstance(value, dict) else value
            stack.extend((item, level + 1) for item in items)


def _load_yaml(text: str) -> object:
    try:
        _check_yaml_events(text)
        return yaml.load(text, Loader=_BoundedLoader)  # a safe loader: no tags that build objects
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at {_where(mark)}" if mark else ""
        problem = clip(getattr(exc, "problem", None) or "invalid YAML", 160)
        raise DocumentError(f"not valid JSON or YAML{where}: {problem}") from None


def read_document(text: str) -> dict[str, object]:
    """Parse JSON (or, failing that, YAML) into a mapping; `DocumentError` otherwise.

    Bounded: at most `MAX_DOCUMENT_BYTES`, `MAX_DEPTH` levels, `MAX_VALUES` values, `MAX_DIGITS`-digit
    numbers, no YAML aliases or object tags, so a hostile document is refused in well under a second.
    """
    if len(text) > MAX_DOCUMENT_BYTES or len(text.encode("utf-8", "replace")) > MAX_DOCUMENT_BYTES:
        raise DocumentError(f"a scenario document is at most {MAX_DOCUMENT_BYTES // 1024} KB")
    try:
        data = json.loads(text, parse_int=_whole_number)
    except RecursionError:
        raise DocumentError(_TOO_DEEP) from None
    except ValueError:
        data = _load_yaml(text)
    _check_shape(data)
    if not isinstance(data, dict):
        raise DocumentError("a scenario document is one object with a 'topic' field")
    return data


def check_document(text: str, library: Library, cards: CardSource | None = None) -> str:
    """The verdict (JSON) on the scenario in `text` (JSON or YAML). Raises `DocumentError` (one line).

    With `cards`, quoted real card names in the notation are filled from card data.
    """
    data = read_document(text)
    try:
        scenario = parse_scenario(data, library, cards)
    except DocumentError:
        raise
    except ScenarioError as exc:
        raise DocumentError(str(exc)) from None
    return evaluate(scenario, library).model_dump_json(indent=2)


def schema_json() -> str:
    """The JSON Schema of every scenario (a union keyed by `topic`)."""
    schema = scenario_adapter().json_schema()
    schema["title"] = "floorjudge scenario"
    schema["x-questions"] = {
        topic.id: {"default": topic.default_question, "questions": dict(topic.questions)}
        for topic in topics().values()
    }
    schema["x-answers"] = {
        topic.id: topic.scenario.answer_model.model_json_schema()
        for topic in topics().values()
        if topic.scenario.answer_model is not None
    }
    return json.dumps(schema, indent=2, ensure_ascii=False)
