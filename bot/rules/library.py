"""Load `data/<game>.yaml`, validate it against the copied rules texts, and index it for lookups.

Loading happens once, in `main()` before the bot starts; everything after that is in memory.
A problem in the data stops start-up with a `DataError` naming the file, the entry and what is wrong.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from types import MappingProxyType

import yaml
from pydantic import ValidationError

from bot.rules.models import GameData, Note, Rule, Term

GAME_FILES = ("fftcg", "lorcana", "gundam", "dreadnought", "swtcg")
"""The games, in the order they are listed to users."""

_NOT_WORD = re.compile(r"[^\w+]+")
_WHITESPACE = re.compile(r"\s+")


class DataError(Exception):
    """The game data is wrong; start-up must stop with this one line."""


def name_key(text: str) -> str:
    """Fold a name for matching: case, brackets (【】, []), '･' and punctuation do not matter.

    "【Activate･Main】", "activate main" and "Activate-Main" share one key.
    """
    return _NOT_WORD.sub(" ", text.casefold().replace("_", " ")).strip()


def squash_whitespace(text: str) -> str:
    """Collapse runs of whitespace: the unit in which 'word for word' is checked."""
    return _WHITESPACE.sub(" ", text).strip()


@dataclass(frozen=True, slots=True)
class RuleView:
    """What `/rule <id>` shows: a rule (or a term's section) with all of its sub-rules."""

    game: GameRules
    id: str
    term: Term
    rules: tuple[Rule, ...]
    notes: tuple[Note, ...]

    @property
    def title(self) -> str:
        if self.game.data.citation == "heading":
            return self.term.name
        if self.id == self.term.id:
            return f"{self.id} {self.term.name}"
        return f"{self.id} ({self.term.name})"

    @property
    def text(self) -> str:
        """The citable text: every rule's text, then the notes, one paragraph each."""
        parts = [rule.text for rule in self.rules] + [note.text for note in self.notes]
        return "\n\n".join(parts)


class GameRules:
    """One game's terms and numbered rules, indexed by name, alias and rule id."""

    def __init__(self, data: GameData, source_text: str, file_name: str) -> None:
        self.data = data
        self._file = file_name
        self._terms_by_key: dict[str, Term] = {}
        self._terms_by_id: dict[str, Term] = {}
        self._rules: dict[str, Rule] = {}
        self._owner: dict[str, Term] = {}
        self._validate_and_index(squash_whitespace(source_text))

    # -- building -----------------------------------------------------------------------------

    def _fail(self, term: Term | None, problem: str) -> DataError:
        where = f"{self._file}: {term.name!r}" if term else self._file
        return DataError(f"{where}: {problem}")

    def _validate_and_index(self, source: str) -> None:
        for term in self.data.terms:
            for label in (term.name, *term.aliases):
                key = name_key(label)
                if not key:
                    raise self._fail(term, f"name or alias {label!r} has no letters")
                clash = self._terms_by_key.get(key)
                if clash is not None:
                    raise self._fail(term, f"{label!r} is already used by {clash.name!r}")
                self._terms_by_key[key] = term
            if term.id in self._terms_by_id:
                raise self._fail(
                    term, f"id {term.id!r} is already used by {self._terms_by_id[term.id].name!r}"
                )
            self._terms_by_id[term.id] = term
            for rule in term.rules:
                if rule.id in self._rules:
                    raise self._fail(term, f"rule {rule.id!r} appears twice")
                self._rules[rule.id] = rule
                self._owner[rule.id] = term
            passages = [(rule.id, rule.text) for rule in term.rules]
            passages += [(note.label, note.text) for note in term.notes]
            for where, text in passages:
                if squash_whitespace(text) not in source:
                    raise self._fail(
                        term, f"the text of {where!r} is not word for word in sources/{self.data.source}"
                    )
        for term in self.data.terms:
            for other in (*term.related, *((term.renamed_to,) if term.renamed_to else ())):
                if self.term(other) is None:
                    raise self._fail(term, f"refers to {other!r}, which is not a term of {self.data.name}")

    # -- lookups ------------------------------------------------------------------------------

    @property
    def id(self) -> str:
        return self.data.id

    @property
    def terms(self) -> tuple[Term, ...]:
        return self.data.terms

    def names(self) -> Iterator[tuple[str, Term]]:
        """Every (label, term) pair a user may type: names first, then aliases."""
        for term in self.data.terms:
            yield term.name, term
        for term in self.data.terms:
            for alias in term.aliases:
                yield alias, term

    def term(self, name: str) -> Term | None:
        """A term by exact name or alias (case, brackets and punctuation ignored)."""
        return self._terms_by_key.get(name_key(name))

    def term_by_id(self, term_id: str) -> Term | None:
        return self._terms_by_id.get(term_id)

    def canonical(self, term: Term) -> Term:
        """The term a former name stands for (Elude → Precision); itself otherwise."""
        if term.renamed_to:
            target = self.term(term.renamed_to)
            if target is not None:
                return target
        return term

    def rule_ids(self) -> list[str]:
        """Every id `/rule` accepts: term sections and numbered rules, in text order."""
        ids: list[str] = []
        for term in self.data.terms:
            if term.id not in self._rules:
                ids.append(term.id)
            ids.extend(rule.id for rule in term.rules)
        return ids

    def normalise_rule_id(self, raw: str) -> str | None:
        """Map what a user typed ('8.14.1.', '11-2-8-3', 'First Strike') to a known id."""
        candidate = raw.strip().rstrip(".").strip()
        if candidate in self._rules or candidate in self._terms_by_id:
            return candidate
        if self.data.citation == "heading":
            term = self.term(candidate)
            return term.id if term else None
        return None

    def _children(self, rule_id: str) -> tuple[Rule, ...]:
        if self.data.citation == "heading":
            rule = self._rules.get(rule_id)
            if rule is not None:
                return (rule,)
            term = self._terms_by_id[rule_id]
            return term.rules
        prefixes = (rule_id + ".", rule_id + "-")
        return tuple(rule for rid, rule in self._rules.items() if rid == rule_id or rid.startswith(prefixes))

    def rule(self, raw_id: str) -> RuleView | None:
        """A rule or term section with all of its sub-rules, or None when the id is unknown."""
        rule_id = self.normalise_rule_id(raw_id)
        if rule_id is None:
            return None
        term = self._terms_by_id.get(rule_id) or self._owner[rule_id]
        notes = term.notes if rule_id == term.id else ()
        return RuleView(self, rule_id, term, self._children(rule_id), notes)

    def term_view(self, term: Term) -> RuleView:
        """A term's whole section: what `/keyword` shows."""
        view = self.rule(term.id)
        assert view is not None  # every term id is indexed at load
        return view

    def text(self, rule_id: str) -> str:
        """The citable text of an id; quotes in engine answers must be substrings of it."""
        view = self.rule(rule_id)
        if view is None:
            raise KeyError(f"{self.data.name} has no rule {rule_id!r}")
        return view.text

    def cite(self, rule_id: str) -> str:
        """How a rule id is shown to users: its number, or the heading's name."""
        view = self.rule(rule_id)
        if view is None:
            return rule_id
        return view.id if self.data.citation == "number" else view.term.name


class Library:
    """All games' rules, loaded and validated once at start-up."""

    def __init__(self, games: Iterable[GameRules]) -> None:
        self._games: Mapping[str, GameRules] = MappingProxyType({game.id: game for game in games})

    @property
    def games(self) -> Mapping[str, GameRules]:
        return self._games

    def game(self, game_id: str) -> GameRules:
        return self._games[game_id]

    def find_game(self, text: str) -> GameRules | None:
        """A game by id, short name or name ('lorcana', 'Disney Lorcana', 'FFTCG')."""
        key = name_key(text)
        for game in self._games.values():
            if key in {name_key(game.id), name_key(game.data.name), name_key(game.data.short_name)}:
                return game
        return None


def load_game(path: Path, sources_dir: Path) -> GameRules:
    """Parse and validate one game file against its copied rules text."""
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise DataError(f"{path.name}: cannot read: {exc}") from exc
    try:
        data = GameData.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        location = _describe_location(raw, first["loc"])
        raise DataError(f"{path.name}: {location}: {first['msg']}") from exc
    if data.id != path.stem:
        raise DataError(f"{path.name}: id {data.id!r} does not match the file name")
    source_path = sources_dir / data.source
    try:
        source_text = source_path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"{path.name}: source {data.source!r} cannot be read: {exc}") from exc
    return GameRules(data, source_text, path.name)


def _describe_location(raw: object, loc: tuple[int | str, ...]) -> str:
    """Turn a pydantic error location into 'term 'Ward' → rules[0] → text'."""
    parts: list[str] = []
    node = raw
    for step in loc:
        if isinstance(node, list) and isinstance(step, int) and step < len(node):
            node = node[step]
            name = node.get("name") or node.get("id") if isinstance(node, dict) else None
            parts.append(f"{name!r}" if name else f"[{step}]")
        elif isinstance(node, dict):
            node = node.get(step)
            parts.append(str(step))
        else:
            parts.append(str(step))
    return " → ".join(parts) or "file"


def load_library(data_dir: Path, games: Iterable[str] = GAME_FILES) -> Library:
    """Load every game; the first problem found raises `DataError`."""
    sources = data_dir / "sources"
    return Library(load_game(data_dir / f"{game}.yaml", sources) for game in games)


def default_data_dir() -> Path:
    """The rules data: `bot/data` inside an installed wheel, else `data/` of the checkout that an
    editable install (or a test run) imports `bot` from."""
    packaged = resources.files("bot") / "data"
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "data"
