"""Pure functions behind `floorjudge check FILE|-` and `floorjudge schema` (the lead wires the commands).

A document is one scenario as JSON or YAML; cards inside may be objects or notation strings. The verdict
comes back as JSON — the same `evaluate`, so the same answer as the Discord commands.
"""

from __future__ import annotations

import json

import yaml

from bot.engine.engine import evaluate, parse_scenario
from bot.engine.errors import ScenarioError, clip
from bot.engine.registry import scenario_adapter
from bot.rules.library import Library

__all__ = [
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_DOCUMENT_BYTES",
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


class _BoundedLoader(yaml.SafeLoader):
    """PyYAML's safe loader (no tags that build objects) without aliases, deep nesting or huge ints.

    Aliases are refused outright: a scenario never needs them, and "billion laughs" (a 352-byte
    document of nested aliases) expands to gigabytes.
    """

    depth = 0

    def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
        if self.check_event(yaml.AliasEvent):
            mark = self.peek_event().start_mark
            raise DocumentError(
                f"YAML aliases (*name) are not accepted (line {mark.line + 1}, column {mark.column + 1})"
            )
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise DocumentError(f"the document is nested deeper than {MAX_DEPTH} levels")
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        digits = str(node.value).replace("_", "").replace(":", "")
        if len(digits.lstrip("+-").lstrip("0")) > MAX_DIGITS + 2:  # room for 0x / 0b / 0o
            raise DocumentError(f"a number longer than {MAX_DIGITS} digits ({clip(node.value, 12)})")
        return super().construct_yaml_int(node)


_BoundedLoader.add_constructor("tag:yaml.org,2002:int", _BoundedLoader.construct_yaml_int)


def _depth(data: object) -> int:
    """How deeply `data` nests (iteratively: the value may be deeper than Python's recursion limit)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, level = stack.pop()
        deepest = max(deepest, level)
        if isinstance(value, dict):
            stack.extend((item, level + 1) for item in value.values())
        elif isinstance(value, list):
            stack.extend((item, level + 1) for item in value)
    return deepest


def _load_yaml(text: str) -> object:
    loader = _BoundedLoader(text)
    try:
        return loader.get_single_data()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = clip(getattr(exc, "problem", None) or "invalid YAML", 160)
        raise DocumentError(f"not valid JSON or YAML{where}: {problem}") from None
    finally:
        loader.dispose()


def read_document(text: str) -> dict[str, object]:
    """Parse JSON (or, failing that, YAML) into a mapping; `DocumentError` otherwise.

    Bounded: at most `MAX_DOCUMENT_BYTES`, `MAX_DEPTH` levels, `MAX_DIGITS`-digit numbers, no YAML
    aliases or object tags, so a hostile document is refused in well under a second.
    """
    if len(text) > MAX_DOCUMENT_BYTES or len(text.encode("utf-8", "replace")) > MAX_DOCUMENT_BYTES:
        raise DocumentError(f"a scenario document is at most {MAX_DOCUMENT_BYTES // 1024} KB")
    try:
        data = json.loads(text, parse_int=_whole_number)
    except RecursionError:
        raise DocumentError(f"the document is nested deeper than {MAX_DEPTH} levels") from None
    except ValueError:
        data = _load_yaml(text)
    if _depth(data) > MAX_DEPTH:
        raise DocumentError(f"the document is nested deeper than {MAX_DEPTH} levels")
    if not isinstance(data, dict):
        raise DocumentError("a scenario document is one object with a 'topic' field")
    return data


def check_document(text: str, library: Library) -> str:
    """The verdict (JSON) on the scenario in `text` (JSON or YAML). Raises `DocumentError` (one line)."""
    data = read_document(text)
    try:
        scenario = parse_scenario(data, library)
    except DocumentError:
        raise
    except ScenarioError as exc:
        raise DocumentError(str(exc)) from None
    return evaluate(scenario, library).model_dump_json(indent=2)


def schema_json() -> str:
    """The JSON Schema of every scenario (a union keyed by `topic`)."""
    schema = scenario_adapter().json_schema()
    schema["title"] = "floorjudge scenario"
    return json.dumps(schema, indent=2, ensure_ascii=False)
