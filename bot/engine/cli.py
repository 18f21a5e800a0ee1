"""Pure functions behind `floorjudge check FILE|-` and `floorjudge schema` (`bot/cli.py` wires the commands).

A document is one scenario as JSON or YAML; cards inside may be objects or notation strings. The verdict
comes back as JSON — the same `evaluate`, so the same answer as the Discord commands.
"""

from __future__ import annotations

import json

import yaml

from bot.engine.carddata import CardSource
from bot.engine.engine import evaluate, parse_scenario
from bot.engine.errors import ScenarioError
from bot.engine.registry import scenario_adapter
from bot.rules.library import Library

__all__ = ["DocumentError", "check_document", "read_document", "schema_json"]


class DocumentError(ScenarioError):
    """The document can't be read or isn't a valid scenario; `str(error)` is one printable line."""


def read_document(text: str) -> dict[str, object]:
    """Parse JSON (or, failing that, YAML) into a mapping; `DocumentError` otherwise."""
    try:
        data = json.loads(text)
    except ValueError:
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
            problem = getattr(exc, "problem", None) or "invalid YAML"
            raise DocumentError(f"not valid JSON or YAML{where}: {problem}") from None
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
    return json.dumps(schema, indent=2, ensure_ascii=False)
