"""Load `data/<game>.yaml`, validate it against the copied rules texts, and index it for lookups.

Loading happens once, in `main()` before the bot starts; everything after that is in memory.
A problem in the data stops start-up with a `DataError` naming the file, the entry and what is wrong.
A game whose document is parsed (Lorcana's complete rules) gets every numbered rule, heading and
glossary entry from the document; its terms (keywords, summaries, aliases) sit on top of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from types import MappingProxyType

import yaml
from pydantic import ValidationError

from bot.rules.document import RulesDocument, parse_document
from bot.rules.errors import DataError
from bot.rules.models import GameData, Note, Term

GAME_FILES = ("fftcg", "lorcana", "gundam", "dreadnought", "swtcg")
"""The games, in the order they are listed to users."""

GLOSSARY_PREFIX = "glossary:"
"""Glossary entries are addressed as `glossary:<term as printed>` (`glossary:challenge`)."""

_NOT_WORD = re.compile(r"[^\w+]+")
_WHITESPACE = re.compile(r"\s+")
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's loader when PyYAML has it: the same safe loading, ten times faster at start-up."""
_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})


@lru_cache(maxsize=65536)
def name_key(text: str) -> str:
    """Fold a name for matching: case, brackets (【】, []), '･' and punctuation do not matter.

    "【Activate･Main】", "activate main" and "Activate-Main" share one key.
    """
    return _NOT_WORD.sub(" ", text.casefold().replace("_", " ")).strip()


def squash_whitespace(text: str) -> str:
    """Collapse runs of whitespace."""
    return _WHITESPACE.sub(" ", text).strip()


@lru_cache(maxsize=4096)
def collate(text: str) -> str:
    """The form in which 'word for word' is checked: whitespace runs collapsed, and typographic
    quotes and apostrophes (’ “ ”) the same as straight ones. The copies of one rules text differ in
    exactly these (Lorcana's document prints both styles), and neither changes a word."""
    return squash_whitespace(text.translate(_QUOTES))


def glossary_names(term: str) -> list[str]:
    """The names a glossary term answers to: 'banish/banished' → banish, banished (and itself)."""
    names = [term]
    words = term.split(" ")
    for index, word in enumerate(words):
        if "/" in word:
            for option in word.split("/"):
                names.append(" ".join([*words[:index], option, *words[index + 1 :]]))
            break
    return names


@dataclass(frozen=True, slots=True)
class RuleText:
    """One citable rule as the bot holds it: its id, its verbatim text, its heading if it has one."""

    id: str
    text: str
    title: str | None = None


@dataclass(frozen=True, slots=True)
class RuleView:
    """What `/rule <id>` shows: a rule (or a term's section, or a glossary entry) with its sub-rules."""

    game: GameRules
    id: str
    term: Term | None
    rules: tuple[RuleText, ...]
    notes: tuple[Note, ...]
    heading: str | None = None
    """The rule's own heading, or the nearest heading above it ('Challenge Declaration step')."""

    @property
    def is_glossary(self) -> bool:
        return self.id.startswith(GLOSSARY_PREFIX)

    @property
    def name(self) -> str:
        """What the rule is called: its term's name, else its heading."""
        if self.term is not None:
            return self.term.name
        return self.heading or self.id

    @property
    def title(self) -> str:
        if self.is_glossary:
            return f"Glossary: {self.heading}"
        if self.game.data.citation == "heading":
            return self.name
        if self.term is not None and self.id == self.term.id:
            return f"{self.id} {self.term.name}"
        own = self.rules[0].title if self.rules and self.rules[0].id == self.id else None
        if own:
            return f"{self.id} {own}"
        return f"{self.id} ({self.name})" if self.name != self.id else self.id

    @property
    def text(self) -> str:
        """The citable text: every rule's text, then the notes, one paragraph each."""
        parts = [rule.text for rule in self.rules if rule.text] + [note.text for note in self.notes]
        return "\n\n".join(parts)


class GameRules:
    """One game's rules: numbered rules (or headings), terms, and, when parsed, a whole document."""

    def __init__(self, data: GameData, source_text: str, file_name: str) -> None:
        self.data = data
        self._file = file_name
        self.document: RulesDocument | None = None
        self._terms_by_key: dict[str, Term] = {}
        self._terms_by_id: dict[str, Term] = {}
        self._rules: dict[str, RuleText] = {}
        self._term_rules: dict[str, tuple[RuleText, ...]] = {}
        self._owner: dict[str, Term] = {}
        self._headings: dict[str, str] = {}  # name key → rule id, for /rule by name
        self._glossary_keys: dict[str, str] = {}  # name key → glossary id
        self._order: list[RuleText] | None = None
        self._labels: list[tuple[str, str]] | None = None
        self._position: dict[str, int] = {}
        if data.document.parsed:
            self._index_document(source_text, data.source)
        self._validate_and_index(collate(source_text))

    # -- building -----------------------------------------------------------------------------

    def _fail(self, term: Term | None, problem: str) -> DataError:
        where = f"{self._file}: {term.name!r}" if term else self._file
        return DataError(f"{where}: {problem}")

    def _index_document(self, source_text: str, source_name: str) -> None:
        declared = self.data.document
        renumbered = {fix.line: (fix.printed, fix.id) for fix in declared.renumbered}
        document = parse_document(source_text, f"sources/{source_name}", renumbered)
        for stated, wanted, what in (
            (document.version, declared.version, "version"),
            (document.effective, declared.effective, "effective date"),
        ):
            if stated is not None and stated != wanted:
                raise self._fail(
                    None, f"document {what} is {wanted}, but sources/{source_name} states {stated}"
                )
        self.document = document
        for rule in document.rules:
            self._rules[rule.id] = RuleText(rule.id, rule.text, rule.title)
            if rule.title:
                self._headings.setdefault(name_key(rule.title), rule.id)
        for entry in document.glossary:
            glossary_id = GLOSSARY_PREFIX + entry.term
            self._rules[glossary_id] = RuleText(glossary_id, entry.text, entry.term)
            for name in glossary_names(entry.term):
                self._glossary_keys.setdefault(name_key(name), glossary_id)

    def _subtree(self, rule_id: str) -> tuple[RuleText, ...]:
        """The rule and its sub-rules: a run of consecutive ids, since ids are kept in text order."""
        prefixes = (rule_id + ".", rule_id + "-")
        if self._order is None or len(self._order) != len(self._rules):
            self._order = list(self._rules.values())
            self._position = {rule.id: index for index, rule in enumerate(self._order)}
        start = self._position.get(rule_id)
        if start is None:
            return tuple(rule for rule in self._order if rule.id.startswith(prefixes))
        end = start + 1
        while end < len(self._order) and self._order[end].id.startswith(prefixes):
            end += 1
        return tuple(self._order[start:end])

    def _validate_and_index(self, source: str) -> None:
        parsed = self.document is not None
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
            if parsed:
                self._term_rules[term.id] = self._document_rules(term, source)
            else:
                self._term_rules[term.id] = self._copied_rules(term, source)
            for rule in self._term_rules[term.id]:
                owner = self._owner.get(rule.id)
                if owner is None or len(owner.id) < len(term.id):  # the most specific term owns a rule
                    self._owner[rule.id] = term
        for term in self.data.terms:
            for other in (*term.related, *((term.renamed_to,) if term.renamed_to else ())):
                if self.term(other) is None:
                    raise self._fail(term, f"refers to {other!r}, which is not a term of {self.data.name}")

    def _copied_rules(self, term: Term, source: str) -> tuple[RuleText, ...]:
        """A term whose rules are copied into the data: each text must be word for word in the source."""
        if not term.rules:
            raise self._fail(term, "has no rules (only a parsed document supplies them)")
        rules = []
        for rule in term.rules:
            if rule.id in self._rules:
                raise self._fail(term, f"rule {rule.id!r} appears twice")
            if rule.text is None:
                raise self._fail(term, f"rule {rule.id!r} has no text")
            text = RuleText(rule.id, rule.text)
            self._rules[rule.id] = text
            rules.append(text)
        for where, passage in [*((r.id, r.text) for r in rules), *((n.label, n.text) for n in term.notes)]:
            if collate(passage) not in source:
                raise self._fail(
                    term, f"the text of {where!r} is not word for word in sources/{self.data.source}"
                )
        return tuple(rules)

    def _document_rules(self, term: Term, source: str) -> tuple[RuleText, ...]:
        """A term on top of the document: its id is a document rule; any text it quotes is in that rule."""
        if term.id not in self._rules:
            raise self._fail(term, f"id {term.id!r} is not a rule of sources/{self.data.source}")
        if term.notes:
            raise self._fail(term, "notes are for copied texts; the document has its own")
        if not term.rules:
            return self._subtree(term.id)
        rules = []
        for rule in term.rules:
            held = self._rules.get(rule.id)
            if held is None:
                raise self._fail(term, f"rule {rule.id!r} is not in sources/{self.data.source}")
            if rule.text is not None and collate(rule.text) not in collate(held.text):
                raise self._fail(
                    term, f"the text of {rule.id!r} is not word for word in sources/{self.data.source}"
                )
            rules.append(held)
        return tuple(rules)

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
        """Every id `/rule` accepts: term sections and numbered rules in text order, then the glossary."""
        ids: list[str] = []
        if self.document is not None:
            return list(self._rules)
        for term in self.data.terms:
            if term.id not in self._rules:
                ids.append(term.id)
            ids.extend(rule.id for rule in self._term_rules[term.id])
        return ids

    def rule_labels(self) -> list[tuple[str, str]]:
        """(id, label) for every id `/rule` accepts, computed once: '4.6.4.2 — Challenge Declaration step'."""
        if self._labels is None:
            labels = []
            for rule_id in self.rule_ids():
                view = self.rule(rule_id)
                assert view is not None
                cited = self.cite(rule_id)
                labels.append((rule_id, cited if view.name in cited else f"{cited} — {view.name}"))
            self._labels = labels
        return self._labels

    def normalise_rule_id(self, raw: str) -> str | None:
        """Map what a user typed ('8.14.1.', '11.2.8.3', 'First Strike', 'challenge') to a known id.

        Numbers first (Gundam's dashes may be typed as dots), then a term's name or alias, then a
        heading of the document, then a glossary term.
        """
        candidate = raw.strip().rstrip(".").strip()
        for form in (candidate, candidate.replace(".", "-"), candidate.replace("-", ".")):
            if form in self._rules or form in self._terms_by_id:
                return form
        if candidate.casefold().startswith(GLOSSARY_PREFIX):
            return self._glossary_keys.get(name_key(candidate[len(GLOSSARY_PREFIX) :]))
        term = self.term(candidate)
        if term is not None:
            return term.id
        key = name_key(candidate)
        return self._headings.get(key) or self._glossary_keys.get(key)

    def _children(self, rule_id: str) -> tuple[RuleText, ...]:
        if rule_id.startswith(GLOSSARY_PREFIX):
            return (self._rules[rule_id],)
        if self.data.citation == "heading":
            rule = self._rules.get(rule_id)
            if rule is not None:
                return (rule,)
            return self._term_rules[rule_id]
        return self._subtree(rule_id)

    def _heading_of(self, rule_id: str) -> str | None:
        """The rule's own heading or the nearest one above it."""
        if self.document is None:
            return None
        current = rule_id
        while current:
            rule = self._rules.get(current)
            if rule is not None and rule.title:
                return rule.title
            current = current.rpartition(".")[0]
        return None

    def rule(self, raw_id: str) -> RuleView | None:
        """A rule, term section or glossary entry with all of its sub-rules; None when unknown."""
        rule_id = self.normalise_rule_id(raw_id)
        if rule_id is None:
            return None
        term = self._terms_by_id.get(rule_id) or self._owner.get(rule_id)
        notes = term.notes if term is not None and rule_id == term.id else ()
        return RuleView(self, rule_id, term, self._children(rule_id), notes, self._heading_of(rule_id))

    def term_view(self, term: Term) -> RuleView:
        """A term's whole section: what `/keyword` shows."""
        view = self.rule(term.id)
        assert view is not None  # every term id is indexed at load
        return view

    def text(self, rule_id: str) -> str:
        """The citable text of an id; quotes in engine answers must be in it word for word (`collate`)."""
        view = self.rule(rule_id)
        if view is None:
            raise KeyError(f"{self.data.name} has no rule {rule_id!r}")
        return view.text

    def cite(self, rule_id: str) -> str:
        """How a rule id is shown to users: its number, the heading's name, or the glossary term."""
        view = self.rule(rule_id)
        if view is None:
            return rule_id
        if view.is_glossary:
            return f"glossary “{view.heading}”"
        return view.id if self.data.citation == "number" else view.name


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
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=_YAML_LOADER)
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
