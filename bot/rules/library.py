"""Load `data/<game>.yaml`, validate it against the copied rules texts, and index it for lookups.

Loading happens once, in `main()` before the bot starts; everything after that is in memory.
A problem in the data stops start-up with a `DataError` naming the file, the entry and what is wrong.
A game whose document is parsed (Lorcana's complete rules) gets every numbered rule, heading and
glossary entry from the document; its terms (keywords, summaries, aliases) sit on top of it.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources
from pathlib import Path
from types import MappingProxyType

import yaml
from pydantic import ValidationError

from bot.rules.document import DOTTED_MARKDOWN, SCHEMES, Fixes, RulesDocument, parse_document
from bot.rules.errors import DataError, DocumentError
from bot.rules.models import Document, GameData, Moved, Note, OtherDocument, Term

log = logging.getLogger(__name__)


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


def _words(text: str) -> str:
    """Two texts have the same words when this is equal (case, whitespace and quote styles aside)."""
    return collate(text).casefold()


def squash_whitespace(text: str) -> str:
    """Collapse runs of whitespace."""
    return _WHITESPACE.sub(" ", text).strip()


@lru_cache(maxsize=4096)
def collate(text: str) -> str:
    """The form in which 'word for word' is checked: whitespace runs collapsed, and typographic
    quotes and apostrophes (’ “ ”) the same as straight ones. The copies of one rules text differ in
    exactly these (Lorcana's document prints both styles), and neither changes a word."""
    return squash_whitespace(text.translate(_QUOTES))


_SPELLED_OUT = re.compile(r"^(.+?)\s*\(([^()]+)\)$")


def heading_names(title: str) -> list[str]:
    """The names a heading answers to: 'Lv. (Level)' → itself, 'Lv.' and 'Level'."""
    spelled = _SPELLED_OUT.match(title)
    return [title, spelled.group(1), spelled.group(2)] if spelled else [title]


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


MAIN = ""
"""`RuleText.document` of the game's main document (others are named by their `OtherDocument.id`)."""
AS_PRINTED = "as-printed:"
"""`/rule as-printed:15.1.1.7` shows an older rule as its document prints it, even where a newer
one answers."""


@dataclass(frozen=True, slots=True)
class RuleText:
    """One citable rule as the bot holds it: its id, its verbatim text, its heading if it has one."""

    id: str
    text: str
    title: str | None = None
    document: str = MAIN
    """Which document prints it: `MAIN`, or the id of one of `GameData.documents`."""
    notices: tuple[str, ...] = ()
    """Our words on this copy of the rule, shown with it: cut short, printed twice, an older reference."""


@dataclass(frozen=True, slots=True)
class Successor:
    """An older document's rule, and the newer document's rule that answers in its place."""

    older: str
    current: str
    older_document: str
    same_words: bool
    """The older text says, word for word, nothing the current one doesn't."""
    note: str | None = None


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
    notices: tuple[str, ...] = ()
    """Our words about the answer, shown before the rules text: which document answers and why."""
    as_printed: bool = False
    """Asked for as printed (`as-printed:`): an older text is shown even where a newer one answers."""

    @property
    def is_glossary(self) -> bool:
        return self.id.startswith(GLOSSARY_PREFIX)

    @property
    def numbered(self) -> bool:
        """Cited by number (8.14.1, 13-1-2) rather than by heading (FFTCG's glossary 'First Strike')."""
        return self.game.numbered(self.id)

    @property
    def document(self) -> Document:
        """The document whose text this is."""
        return self.game.document_of(self.id)

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
        if not self.numbered:
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
    """One game's rules: numbered rules (or headings), terms, and, when parsed, whole documents.

    A game has a main document (`data.document`, its file `data.source`) and may have further ones
    (`data.documents`): a newer one for part of the game, whose texts win where both have one
    (FFTCG's keyword glossary over the 2020 rules), or a retired older version kept only so that its
    numbers still lead to the current rules (Gundam's older 11-2 keywords). Which document answers
    is decided here, once, for `/rule`, `/keyword`, `/search` and the engine's citations alike.
    """

    def __init__(
        self,
        data: GameData,
        source_text: str,
        file_name: str,
        other_texts: Mapping[str, str] | None = None,
        *,
        imported: str | None = None,
    ) -> None:
        """`other_texts` maps the further documents' file names to their texts. `imported` names the
        file the main document's text was imported from (`floorjudge rules import`): a newer version,
        read without the shipped copy's line-pinned fixes, whose own version and date are shown."""
        self.data = data
        self._file = file_name
        self.imported = imported
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
        self._documents: dict[str, Document] = {MAIN: data.document}
        self._citation: dict[str, str] = {MAIN: data.citation}
        self._retired: dict[str, dict[str, RuleText]] = {}  # document id → its rules (never quoted)
        self._moved: dict[str, tuple[Moved, str]] = {}  # older id → (entry, older document id)
        self._successors: dict[str, list[Successor]] = {}  # current id → what it answers for
        self.changed: dict[str, str] = {}
        """Rule ids the engine cites whose words an imported document changed → why (set at load)."""
        texts = dict(other_texts or {})
        if data.document.parsed:
            self._index_document(source_text, data.source)
        for other in data.documents:
            if other.id in self._documents:
                raise self._fail(None, f"document id {other.id!r} is used twice")
            self._documents[other.id] = other
            self._citation[other.id] = other.citation
            if other.status == "retired":
                self._index_retired(other, texts)
        # A parsed main document's terms take their texts from it: only copied texts need the whole file.
        sources = {MAIN: "" if data.document.parsed else collate(source_text)}
        for other in data.documents:
            if other.status == "newer":
                sources[other.id] = collate(self._text_of(other, texts))
        self._validate_and_index(sources)
        self._index_moves()
        self._index_older_references()

    # -- building -----------------------------------------------------------------------------

    def _fail(self, term: Term | None, problem: str) -> DataError:
        where = f"{self._file}: {term.name!r}" if term else self._file
        return DataError(f"{where}: {problem}")

    def _text_of(self, other: OtherDocument, texts: Mapping[str, str]) -> str:
        text = texts.get(other.source)
        if text is None:
            raise self._fail(None, f"document {other.id!r}: source {other.source!r} cannot be read")
        return text

    def _index_document(self, source_text: str, source_name: str) -> None:
        declared = self.data.document
        scheme = SCHEMES.get(declared.format or DOTTED_MARKDOWN.name)
        if scheme is None:
            raise self._fail(None, f"document format {declared.format!r} is not one of {', '.join(SCHEMES)}")
        fixes = Fixes(
            renumbered={fix.line: (fix.printed, fix.id) for fix in declared.renumbered},
            split={fix.line: fix.printed for fix in declared.split},
            misplaced={fix.line: fix.printed for fix in declared.misplaced},
            cut_short={fix.line: fix.printed for fix in declared.cut_short},
        )
        where = self.imported or f"sources/{source_name}"
        document = parse_document(
            source_text, where, scheme=scheme, fixes=fixes, strict=self.imported is None
        )
        if self.imported is not None:
            if document.version is None:
                raise DocumentError(
                    where, 1, f"no version stated (the shipped copy states {declared.version})"
                )
            self.data = self.data.model_copy(
                update={
                    "document": declared.model_copy(
                        update={"version": document.version, "effective": document.effective}
                    )
                }
            )
            self._documents[MAIN] = self.data.document
        else:
            for stated, wanted, what in (
                (document.version, declared.version, "version"),
                (document.effective, declared.effective, "effective date"),
            ):
                if stated is not None and stated != wanted:
                    raise self._fail(None, f"document {what} is {wanted}, but {where} states {stated}")
        self.document = document
        for rule in document.rules:
            notices = []
            if rule.cut_short:
                notices.append(
                    "This copy of the rules stops here, mid-sentence: the rest is not in the bot's text."
                )
            if rule.also_printed:
                notices.append(
                    "The document prints this number twice: the last paragraph is the other printing, "
                    "out of order and in other words."
                )
            self._rules[rule.id] = RuleText(rule.id, rule.text, rule.title, MAIN, tuple(notices))
            if rule.title:
                for name in heading_names(rule.title):
                    self._headings.setdefault(name_key(name), rule.id)
        for entry in document.glossary:
            glossary_id = GLOSSARY_PREFIX + entry.term
            self._rules[glossary_id] = RuleText(glossary_id, entry.text, entry.term)
            for name in glossary_names(entry.term):
                self._glossary_keys.setdefault(name_key(name), glossary_id)

    def _index_retired(self, other: OtherDocument, texts: Mapping[str, str]) -> None:
        """A retired document's numbered rules: never quoted, kept to explain its numbers."""
        scheme = SCHEMES.get(other.format or "")
        if scheme is None:
            raise self._fail(None, f"document {other.id!r}: a retired document needs a format")
        parsed = parse_document(self._text_of(other, texts), f"sources/{other.source}", scheme=scheme)
        self._retired[other.id] = {
            rule.id: RuleText(rule.id, rule.text, rule.title, other.id) for rule in parsed.rules
        }

    def _separator(self, document: str) -> str:
        """Between the parts of the document's rule numbers ('.' unless its scheme says '-')."""
        declared = self._documents[document]
        scheme = SCHEMES.get(declared.format or "") or (DOTTED_MARKDOWN if declared.parsed else None)
        return scheme.separator if scheme is not None else "."

    def _index_moves(self) -> None:
        """Check each `moved` entry, and index it both ways (older → current, current → older)."""
        for other in self.data.documents:
            for entry in other.moved:
                if other.status == "retired":
                    older_doc, current_doc = other.id, MAIN
                    known = self._retired[other.id]
                    prefix = entry.older + self._separator(other.id)
                    exists = entry.older in known or any(rule_id.startswith(prefix) for rule_id in known)
                    older_text = "\n\n".join(
                        rule.text
                        for rule_id, rule in known.items()
                        if rule_id == entry.older or rule_id.startswith(prefix)
                    )
                else:
                    older_doc, current_doc = MAIN, other.id
                    exists = entry.older in self._rules and self._rules[entry.older].document == MAIN
                    older_text = (
                        "\n\n".join(rule.text for rule in self._subtree(entry.older)) if exists else ""
                    )
                if not exists:
                    raise self._fail(
                        None, f"moved: {entry.older!r} is not a rule of {self._doc_name(older_doc)}"
                    )
                current = self._rules.get(entry.current)
                if current is None or current.document != current_doc:
                    raise self._fail(
                        None, f"moved: {entry.current!r} is not a rule of {self._doc_name(current_doc)}"
                    )
                if entry.older in self._moved:
                    raise self._fail(None, f"moved: {entry.older!r} is listed twice")
                self._moved[entry.older] = (entry, older_doc)
                current_text = "\n\n".join(rule.text for rule in self._children(entry.current))
                same = bool(older_text) and _words(older_text) == _words(current_text)
                self._successors.setdefault(entry.current, []).append(
                    Successor(entry.older, entry.current, older_doc, same, entry.note)
                )

    def _index_older_references(self) -> None:
        """Mark each rule that prints a cross-reference by the publisher's older number."""
        for reference in self.data.document.older_references:
            if reference.current not in self._rules:
                raise self._fail(
                    None, f"older reference {reference.printed!r}: no rule {reference.current!r}"
                )
            for rule_id in reference.rules:
                rule = self._rules.get(rule_id)
                if rule is None or reference.printed not in rule.text:
                    raise self._fail(
                        None, f"older reference {reference.printed!r} is not printed in rule {rule_id!r}"
                    )
                named = self._rules[reference.current].title
                notice = (
                    f"“{reference.printed}” is the publisher's older number: it means {reference.current}"
                    + (f" ({named})" if named else "")
                    + " in this version."
                )
                self._rules[rule_id] = replace(rule, notices=(*rule.notices, notice))
        self._order = None  # the ordered cache holds the rules as they were before the notices

    def _doc_name(self, document: str) -> str:
        return self._documents[document].label

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

    def _validate_and_index(self, sources: Mapping[str, str]) -> None:
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
            document = term.document or MAIN
            if document not in sources:
                raise self._fail(term, f"document {document!r} is not a newer document of {self.data.name}")
            if parsed and document == MAIN:
                self._term_rules[term.id] = self._document_rules(term, sources[MAIN])
            else:
                self._term_rules[term.id] = self._copied_rules(term, sources[document], document)
            for rule in self._term_rules[term.id]:
                owner = self._owner.get(rule.id)
                if owner is None or len(owner.id) < len(term.id):  # the most specific term owns a rule
                    self._owner[rule.id] = term
        for term in self.data.terms:
            for other in (*term.related, *((term.renamed_to,) if term.renamed_to else ())):
                if self.term(other) is None:
                    raise self._fail(term, f"refers to {other!r}, which is not a term of {self.data.name}")

    def _copied_rules(self, term: Term, source: str, document: str = MAIN) -> tuple[RuleText, ...]:
        """A term whose rules are copied into the data: each text must be word for word in the source."""
        if not term.rules:
            raise self._fail(term, "has no rules (only a parsed document supplies them)")
        rules = []
        for rule in term.rules:
            if rule.id in self._rules:
                raise self._fail(term, f"rule {rule.id!r} appears twice")
            if rule.text is None:
                raise self._fail(term, f"rule {rule.id!r} has no text")
            text = RuleText(rule.id, rule.text, document=document)
            self._rules[rule.id] = text
            rules.append(text)
        file = self.data.source if document == MAIN else self._documents[document].source  # type: ignore[attr-defined]
        for where, passage in [*((r.id, r.text) for r in rules), *((n.label, n.text) for n in term.notes)]:
            if collate(passage) not in source:
                raise self._fail(term, f"the text of {where!r} is not word for word in sources/{file}")
        return tuple(rules)

    def _document_rules(self, term: Term, source: str) -> tuple[RuleText, ...]:
        """A term on top of the document: its id is a document rule; any text it quotes is in that rule."""
        if term.id not in self._rules:
            raise self._fail(
                term, f"id {term.id!r} is not a rule of {self.imported or 'sources/' + self.data.source}"
            )
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
                view = self._view(rule_id)
                cited = self.cite(rule_id)
                labels.append((rule_id, cited if view.name in cited else f"{cited} — {view.name}"))
            self._labels = labels
        return self._labels

    def searchable(self) -> list[tuple[str, str, str]]:
        """(id, label, own text) of every rule `/search` finds: all but those a newer document
        answers for (FFTCG 2.1.2's 15.2.3 First Strike is found as the glossary's First Strike)."""
        rows = []
        for rule_id, label in self.rule_labels():
            found = self._move_for(rule_id)
            if found is not None and found[1] == MAIN:
                continue
            view = self._view(rule_id)
            own = next((rule for rule in view.rules if rule.id == rule_id), None)
            text = own.text if own is not None else "\n\n".join(note.text for note in view.notes)
            rows.append((rule_id, label, text))
        return rows

    def names_at(self, rule_id: str) -> tuple[str, ...]:
        """What a rule is called by itself, for search: its own heading, the names and aliases of the
        term it defines (Lorcana's 8.15 Ward), or its glossary term; the nearest heading above it is
        not its own name."""
        names: list[str] = []
        rule = self._rules.get(rule_id)
        if rule is not None and rule.title:
            names.append(rule.title)
        term = self._terms_by_id.get(rule_id)
        if term is not None:
            names += [term.name, *term.aliases]
        return tuple(dict.fromkeys(names))

    def numbers_natively(self, raw: str) -> bool:
        """Whether `raw` is written as this game numbers its rules (8.14.1 for Lorcana, 13-1-2 for
        Gundam): a number typed in another notation (4.6.4.2 for Gundam's 4-6-4-2) is not."""
        candidate = raw.strip().rstrip(".").strip()
        if not candidate[:1].isdigit():
            return True
        return (
            candidate in self._rules
            or candidate in self._terms_by_id
            or self._move_for(candidate) is not None
        )

    def normalise_rule_id(self, raw: str) -> str | None:
        """Map what a user typed ('8.14.1.', '11.2.8.3', 'First Strike', 'challenge') to a known id.

        Numbers first (Gundam's dashes may be typed as dots), then a retired document's numbers,
        then a term's name or alias, then a heading of the document, then a glossary term.
        """
        candidate = raw.strip().rstrip(".").strip()
        forms = (candidate, candidate.replace(".", "-"), candidate.replace("-", "."))
        for form in forms:
            if form in self._rules or form in self._terms_by_id:
                return form
        for form in forms:
            if self._move_for(form) is not None:
                return form
        if candidate.casefold().startswith(GLOSSARY_PREFIX):
            return self._glossary_keys.get(name_key(candidate[len(GLOSSARY_PREFIX) :]))
        term = self.term(candidate)
        if term is not None:
            return term.id
        key = name_key(candidate)
        return self._headings.get(key) or self._glossary_keys.get(key)

    # -- which document answers ------------------------------------------------------------------

    def _document_id(self, rule_id: str) -> str:
        rule = self._rules.get(rule_id)
        if rule is not None:
            return rule.document
        term = self._terms_by_id.get(rule_id)
        return (term.document or MAIN) if term is not None else MAIN

    def document_of(self, rule_id: str) -> Document:
        """The document that prints a rule (or term) id."""
        return self._documents[self._document_id(rule_id)]

    @property
    def documents(self) -> tuple[Document, ...]:
        """Every document of the game that answers (the main one first; retired ones left out)."""
        return tuple(
            document
            for document in self._documents.values()
            if not (isinstance(document, OtherDocument) and document.status == "retired")
        )

    @property
    def documents_label(self) -> str:
        """Every answering document's label, the main one first: what a search over the game covered."""
        return " + ".join(document.label for document in self.documents)

    def numbered(self, rule_id: str) -> bool:
        """Whether the id's document cites by number (8.14.1) rather than by heading ('First Strike')."""
        return self._citation[self._document_id(rule_id)] == "number"

    def _move_for(self, rule_id: str) -> tuple[Moved, str] | None:
        """The `moved` entry covering an older document's rule: its own, else its nearest section's.

        A retired document's number counts only where the current document has no rule of that
        number (its 11-2-1 is not today's 11-2-1)."""
        if not self._moved:
            return None
        current = rule_id
        while current:
            found = self._moved.get(current)
            if found is not None:
                entry, older_doc = found
                if older_doc == MAIN:
                    return found if rule_id in self._rules and self._rules[rule_id].document == MAIN else None
                known = self._retired[older_doc]
                if rule_id in self._rules or not (
                    rule_id in known
                    or rule_id == entry.older
                    or any(r.startswith(rule_id + "-") for r in known)
                ):
                    return None
                return found
            current = current.rpartition(self._separator(MAIN))[0]
        return None

    def superseded_by(self, rule_id: str) -> str | None:
        """The newer document's id that answers for an older rule: a section it `moved` (always), or a
        sub-rule whose words it does not repeat."""
        found = self._move_for(rule_id)
        if found is None or found[1] != MAIN:
            return None
        entry = found[0]
        own = self._rules[rule_id].text
        if rule_id != entry.older and _words(own) in _words(self._view(entry.current).text):
            return None
        return entry.current

    def _moved_notice(self, asked: str, entry: Moved, older_doc: str, current: str) -> str:
        """One line: where an older number's rule is now, and which text is quoted."""
        older = self._documents[older_doc]
        newer = self._documents[self._document_id(current)]
        shown = self.cite(current)
        part = f" (part of {entry.older})" if asked != entry.older else ""
        if older_doc != MAIN:  # a retired version's number
            line = f"{asked} is a number of {older.short}{part}; it is {shown} in {newer.short}"
        else:
            line = f"{asked} of {older.short}{part}: {newer.short} answers it ({shown})"
        successor = next(s for s in self._successors[entry.current] if s.older == entry.older)
        if successor.same_words:
            line += ", with the same words."
        else:
            line += ", worded differently: the newer text is quoted."
        if entry.note:
            line += f" {entry.note}"
        return line

    def _successor_notices(self, current: str) -> list[str]:
        """For a current rule: the older numbers it answers for, one line per older document."""
        grouped: dict[tuple[str, bool], list[str]] = {}
        for successor in self._successors.get(current, ()):
            grouped.setdefault((successor.older_document, successor.same_words), []).append(successor.older)
        notices = []
        for (document_id, same), olders in grouped.items():
            older = self._documents[document_id]
            numbers = ", ".join(olders)
            words = "with the same words" if same else "worded differently: this newer text wins"
            if document_id != MAIN:
                notices.append(f"Was {numbers} in {older.short}, {words}.")
            else:
                notices.append(f"In {older.short} this is {numbers}, {words}.")
        return notices

    def _older_meaning(self, rule_id: str) -> list[str]:
        """A current number that an older version used for something else (11-2-1 was 【Activate･Main】)."""
        notices = []
        for document_id, known in self._retired.items():
            prefix = rule_id + self._separator(document_id)
            if rule_id not in known and not any(other.startswith(prefix) for other in known):
                continue
            found = self._moved.get(rule_id)
            older = self._documents[document_id]
            if found is not None:
                now = found[0].current
                name = self._view(now).name
                notices.append(f"In {older.short}, {rule_id} was another rule: {name}, {self.cite(now)} now.")
            else:
                notices.append(f"In {older.short}, {rule_id} was another rule.")
        return notices

    def rule(self, raw_id: str) -> RuleView | None:
        """A rule, term section or glossary entry with all of its sub-rules; None when unknown.

        The newest document that has the rule answers: an older number leads to its current rule,
        and an older rule a newer document words differently is answered by the newer one (with a
        line saying so). `as-printed:<id>` shows the older rule itself, marked as superseded."""
        asked = raw_id.strip()
        literal = asked.casefold().startswith(AS_PRINTED)
        if literal:
            asked = asked[len(AS_PRINTED) :]
        rule_id = self.normalise_rule_id(asked)
        if rule_id is None:
            return None
        notices: list[str] = []
        found = self._move_for(rule_id)
        if found is not None and (found[1] != MAIN or not literal):
            entry, older_doc = found
            newer = self.superseded_by(rule_id) if older_doc == MAIN else entry.current
            if newer is not None:
                notices.append(self._moved_notice(rule_id, entry, older_doc, newer))
                return self._view(newer, notices, older_numbers=False)
            document = self._documents[self._document_id(entry.current)]
            notices.append(
                f"{document.short[:1].upper()}{document.short[1:]} has the same words "
                f"({self.cite(entry.current)})."
            )
        elif found is not None:
            newer_id = self.superseded_by(rule_id)
            if newer_id is not None:
                document = self._documents[self._document_id(newer_id)]
                same = next(s for s in self._successors[found[0].current] if s.older == found[0].older)
                said = (
                    "has the same words"
                    if same.same_words and rule_id == found[0].older
                    else "words this differently"
                )
                notices.append(
                    f"Superseded: {document.short} {said} and answers ({self.cite(newer_id)}). "
                    "This is the older text, as printed."
                )
        notices += self._older_meaning(rule_id)
        view = self._view(rule_id, notices)
        return replace(view, as_printed=True) if literal else view

    def _view(
        self, rule_id: str, notices: list[str] | None = None, *, older_numbers: bool = True
    ) -> RuleView:
        """The view of a known id, with the notices every answer from its document carries."""
        notices = list(notices or ())
        if older_numbers:
            notices += self._successor_notices(rule_id)
        caveat = self.document_of(rule_id).caveat
        if caveat:
            notices.append(caveat)
        term = self._terms_by_id.get(rule_id) or self._owner.get(rule_id)
        notes = term.notes if term is not None and rule_id == term.id else ()
        return RuleView(
            self, rule_id, term, self._children(rule_id), notes, self._heading_of(rule_id), tuple(notices)
        )

    def _children(self, rule_id: str) -> tuple[RuleText, ...]:
        if rule_id.startswith(GLOSSARY_PREFIX):
            return (self._rules[rule_id],)
        if not self.numbered(rule_id):
            rule = self._rules.get(rule_id)
            if rule is not None:
                return (rule,)
            return self._term_rules[rule_id]
        return self._subtree(rule_id)

    def _heading_of(self, rule_id: str) -> str | None:
        """The rule's own heading or the nearest one above it."""
        if self.document is None:
            return None
        separator = self._separator(self._document_id(rule_id))
        current = rule_id
        while current:
            rule = self._rules.get(current)
            if rule is not None and rule.title:
                return rule.title
            current = current.rpartition(separator)[0]
        return None

    def term_view(self, term: Term) -> RuleView:
        """A term's whole section: what `/keyword` shows."""
        return self._view(term.id)

    def text(self, rule_id: str) -> str:
        """The citable text of an id; quotes in engine answers must be in it word for word (`collate`)."""
        known = self.normalise_rule_id(rule_id)
        if known is None or (known not in self._rules and known not in self._terms_by_id):
            raise KeyError(f"{self.data.name} has no rule {rule_id!r}")
        return self._view(known).text

    def cite(self, rule_id: str) -> str:
        """How a rule id is shown to users: its number, the heading's name, or the glossary term."""
        known = self.normalise_rule_id(rule_id)
        if known is None or (known not in self._rules and known not in self._terms_by_id):
            return rule_id
        # What the rule's view would say (its heading, number or name), without building the view.
        if known.startswith(GLOSSARY_PREFIX):
            return f"glossary “{self._heading_of(known)}”"
        if self.numbered(known):
            return known
        term = self._terms_by_id.get(known) or self._owner.get(known)
        return term.name if term is not None else self._heading_of(known) or known

    def footer_label(self, rule_ids: Iterable[str] = ()) -> str:
        """The documents some rules come from, newest first ('… ver. 2.1.2 (Jun 11, 2020)'); the main
        document when none is given."""
        documents = dict.fromkeys(self._document_id(rule_id) for rule_id in rule_ids)
        labels = dict.fromkeys(self._documents[document].label for document in documents)
        return " · ".join(labels) or self.data.document.label


class Library:
    """All games' rules, loaded and validated once at start-up."""

    def __init__(self, games: Iterable[GameRules]) -> None:
        self._games: Mapping[str, GameRules] = MappingProxyType({game.id: game for game in games})
        self._by_name: dict[str, GameRules] = {}
        """Every game's id, name and short name, folded (`name_key`): a name two games share names
        the first."""
        for game in self._games.values():
            for name in (game.id, game.data.name, game.data.short_name):
                self._by_name.setdefault(name_key(name), game)

    @property
    def games(self) -> Mapping[str, GameRules]:
        return self._games

    def game(self, game_id: str) -> GameRules:
        return self._games[game_id]

    def find_game(self, text: str) -> GameRules | None:
        """A game by id, short name or name ('lorcana', 'Disney Lorcana', 'FFTCG')."""
        return self._by_name.get(name_key(text))


def load_game(path: Path, sources_dir: Path, imported: Path | None = None) -> GameRules:
    """Parse and validate one game file against its copied rules texts.

    `imported`: a newer version of the game's main document (`floorjudge rules import`), read in
    place of the shipped copy and validated whole."""
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
    source_path = imported or sources_dir / data.source
    source_text = _read_source(path.name, source_path, data.source if imported is None else str(imported))
    others = {
        other.source: _read_source(path.name, sources_dir / other.source, other.source)
        for other in data.documents
    }
    return GameRules(
        data, source_text, path.name, others, imported=None if imported is None else str(imported)
    )


def _read_source(game_file: str, path: Path, shown: str) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise DataError(f"{game_file}: source {shown!r} cannot be read: {reason}") from exc


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


_LISTED = re.compile(r"^listed:\s*(\d+)\s*$", re.MULTILINE)


def game_ids(data_dir: Path) -> tuple[str, ...]:
    """The games `data_dir` describes, one `<game>.yaml` each, in the order they are listed to users
    (each file's `listed`); adding a game's rules is adding its file, nothing is listed by hand."""
    found = []
    for path in sorted(data_dir.glob("*.yaml")):
        listed = _LISTED.search(path.read_text(encoding="utf-8"))
        if listed is None:
            raise DataError(f"{path.name}: no `listed:` line saying where the game is listed")
        found.append((int(listed.group(1)), path.stem))
    return tuple(game for _order, game in sorted(found))


def load_library(
    data_dir: Path, games: Iterable[str] | None = None, imported_dir: Path | None = None
) -> Library:
    """Load every game (`games`, or all that `data_dir` describes); the first problem found raises
    `DataError`.

    `imported_dir` holds documents imported with `floorjudge rules import` (`<game>.<suffix>`): each
    replaces its game's shipped document. One that no longer loads (edited by hand, or written for
    other data) is logged and the shipped document answers, as a refused import would have left it."""
    sources = data_dir / "sources"
    wanted = game_ids(data_dir) if games is None else games
    return Library(_load_game_or_import(data_dir, sources, game, imported_dir) for game in wanted)


def _load_game_or_import(data_dir: Path, sources: Path, game: str, imported_dir: Path | None) -> GameRules:
    path = data_dir / f"{game}.yaml"
    if imported_dir is not None and imported_dir.is_dir():
        for candidate in sorted(imported_dir.glob(f"{game}.*")):
            if candidate.suffix == ".tmp" or not candidate.is_file():
                continue
            try:
                return load_game(path, sources, imported=candidate)
            except DataError as error:
                log.error("imported rules not used, the shipped document answers: %s", error)
    return load_game(path, sources)


def default_data_dir() -> Path:
    """The rules data: `bot/data` inside an installed wheel, else `data/` of the checkout that an
    editable install (or a test run) imports `bot` from."""
    packaged = resources.files("bot") / "data"
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "data"
