"""floorjudge's rules engine: typed scenarios in, cited verdicts out. Pure Python; never imports discord.

    scenario = build_scenario("lorcana.challenge", {"challenger": "Mickey str=3", "defender": "..."}, library)
    verdict = evaluate(scenario, library)

See docs/engine.md for the layout, the card notation and how to add a topic.
"""

from bot.engine.citations import Citer, RuleQuote
from bot.engine.cli import DocumentError, check_document, schema_json
from bot.engine.engine import (
    OptionSpec,
    build_scenario,
    card_data_check,
    card_keyword_term,
    evaluate,
    help_text,
    parse_scenario,
    topic_options,
    verify_engine,
)
from bot.engine.errors import CitationError, EngineError, NotationError, NotCovered, ScenarioError
from bot.engine.registry import Registry, ScenarioBase, Topic, registry, topics
from bot.engine.verdict import Answers, Assumption, Citation, Step, Verdict, answer_text, lead

__all__ = [
    "Answers",
    "Assumption",
    "Citation",
    "CitationError",
    "Citer",
    "DocumentError",
    "EngineError",
    "NotCovered",
    "NotationError",
    "OptionSpec",
    "Registry",
    "RuleQuote",
    "ScenarioBase",
    "ScenarioError",
    "Step",
    "Topic",
    "Verdict",
    "answer_text",
    "build_scenario",
    "card_data_check",
    "card_keyword_term",
    "check_document",
    "evaluate",
    "help_text",
    "lead",
    "parse_scenario",
    "registry",
    "schema_json",
    "topic_options",
    "topics",
    "verify_engine",
]
