"""Parse a whole rules document (Markdown, numbered rules) into rules, examples and glossary entries.

The Disney Lorcana Comprehensive Rules arrive as a PDF converted to Markdown, so the structure is
read from the numbers, not from the Markdown: a rule starts at `4.6.4.2.` (a line) or at a heading
like `#### 4.6. Challenge` or `# 8.10.Shift` (any heading level; the conversion is inconsistent).
A rule's text runs until the next rule; paragraphs that start with `Example` are kept apart as its
examples. `[image: …]` lines stand for pictures and are not rules text. The glossary is the part
after the last `GLOSSARY` heading: a term is a heading (`## challenge`) or a short line of its own.

The text is kept exactly as it stands (only line ends are stripped of trailing spaces); any tidying
for display happens later (`bot.rules.markup`). A structure that breaks (numbers that go backwards,
a rule whose parent is missing, a glossary term without a definition) raises `DocumentError` with
the file, the line and the reason, so start-up stops instead of serving a misread rule.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime

from bot.rules.errors import DocumentError

_HEADING = re.compile(r"^#{1,6}\s*(.*?)\s*$")
_NUMBERED = re.compile(r"^(\d+(?:\.\d+)*)\.(?:\s+|(?=[A-Za-z]))(.*)$")
"""`4.6.4.2. text`, `4.6. Challenge`, and the conversion's `8.10.Shift` / `7.2.Deck` (no space)."""
_EXAMPLE = re.compile(r"^(?:\*\*)?Example(?: [A-Z])?:")
_IMAGE = re.compile(r"^\[image: .*\]$")
_VERSION = re.compile(r"^Version\s+(\d+(?:\.\d+)*)\.?$")
_EFFECTIVE = re.compile(r"^Effective\s+([A-Z][a-z]+ \d{1,2}, \d{4})$")
_GLUED_TERM = re.compile(r"^(.*[.)])\s+([a-z][a-z/ ]{0,29}[a-z])$")
"""A glossary term the conversion glued to the end of the previous definition: `…undamaged. deck`."""
_TITLE_WORDS = 5
_TERM_WORDS = 4


@dataclass(frozen=True, slots=True)
class DocumentRule:
    """One numbered rule: its id, its heading (if it is one), its own text and its examples."""

    id: str
    title: str | None
    statement: str
    examples: tuple[str, ...]
    line: int

    @property
    def text(self) -> str:
        """The rule's own citable text: the statement, then each example, one paragraph each."""
        return "\n\n".join(part for part in (self.statement, *self.examples) if part)

    @property
    def number(self) -> tuple[int, ...]:
        return tuple(int(part) for part in self.id.split("."))


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """A glossary term as printed (`banish/banished`) and its definition."""

    term: str
    text: str
    line: int


@dataclass(frozen=True, slots=True)
class RulesDocument:
    """A parsed document: numbered rules in document order, the glossary, and what it says of itself."""

    file_name: str
    rules: tuple[DocumentRule, ...]
    glossary: tuple[GlossaryEntry, ...]
    version: str | None
    effective: date | None


@dataclass
class _Draft:
    id: str
    title: str | None
    line: int
    blocks: list[list[list[str]]] = field(default_factory=list)
    """The statement, then one block per example; a block is paragraphs, a paragraph is lines."""


def _looks_like_title(text: str) -> bool:
    """'Challenge Declaration step', 'Songs', 'General': short, and not a sentence."""
    return 0 < len(text.split()) <= _TITLE_WORDS and not text.endswith((".", ":", ";", ",", "”", '"', ")"))


def _looks_like_term(text: str) -> bool:
    """A bare glossary term line (`action, game`, `Ready step`): short, not a sentence."""
    if text.split(".", 1)[0] in {"noun", "verb", "adjective"}:
        return False
    return 0 < len(text.split()) <= _TERM_WORDS and not text.endswith((".", ":", ";", ",", "”", '"'))


def _join(paragraphs: list[list[str]]) -> str:
    return "\n\n".join("\n".join(lines) for lines in paragraphs if lines)


def parse_document(
    text: str, file_name: str, renumbered: Mapping[int, tuple[str, str]] | None = None
) -> RulesDocument:
    """Parse the document; `renumbered` maps a line to (the number printed there, the id it gets).

    Renumbering is for a misprint the data declares (Lorcana prints a second `7.7.` where 7.7.7
    belongs); the line must read as declared, so a new version of the document is checked afresh.
    """
    lines = [line.rstrip() for line in text.splitlines()]
    renumbered = dict(renumbered or {})
    headings = [(index, m.group(1)) for index, line in enumerate(lines) if (m := _HEADING.match(line))]
    glossary_at = max((i for i, title in headings if title.casefold() == "glossary"), default=len(lines))
    starts = [i for i, title in headings if i < glossary_at and (m := _NUMBERED.match(title)) and m[1] == "1"]
    if not starts:
        raise DocumentError(file_name, 1, "no heading for section 1: cannot tell where the rules begin")
    body_at = starts[-1]  # the contents list repeats the section headings; the rules start at the last one
    version, effective = _front_matter(lines[:body_at], file_name)
    rules = _parse_rules(lines, body_at, glossary_at, file_name, renumbered)
    if renumbered:
        line = min(renumbered)
        raise DocumentError(
            file_name, line, f"a renumbering is declared here, but no rule {renumbered[line][0]}"
        )
    glossary = _parse_glossary(lines, glossary_at, file_name) if glossary_at < len(lines) else ()
    return RulesDocument(file_name, rules, glossary, version, effective)


def _front_matter(lines: list[str], file_name: str) -> tuple[str | None, date | None]:
    version: str | None = None
    effective: date | None = None
    for number, line in enumerate(lines, start=1):
        if m := _VERSION.match(line.strip()):
            version = m.group(1)
        elif m := _EFFECTIVE.match(line.strip()):
            try:
                effective = datetime.strptime(m.group(1), "%B %d, %Y").date()
            except ValueError as exc:
                raise DocumentError(file_name, number, f"unreadable effective date {m.group(1)!r}") from exc
    return version, effective


def _parse_rules(
    lines: list[str], start: int, end: int, file_name: str, renumbered: dict[int, tuple[str, str]]
) -> tuple[DocumentRule, ...]:
    drafts: list[_Draft] = []
    seen: dict[str, int] = {}
    paragraph_open = False

    def begin(rule_id: str, title: str | None, statement: str | None, number: int) -> None:
        if number in renumbered:
            printed, corrected = renumbered.pop(number)
            if printed != rule_id:
                raise DocumentError(
                    file_name, number, f"a renumbering of {printed} is declared here: {rule_id}"
                )
            rule_id = corrected
        if rule_id in seen:
            raise DocumentError(
                file_name, number, f"rule {rule_id} appears twice (first on line {seen[rule_id]})"
            )
        parent = rule_id.rpartition(".")[0]
        if parent and parent not in seen:
            raise DocumentError(file_name, number, f"rule {rule_id} comes before its parent rule {parent}")
        key = tuple(int(p) for p in rule_id.split("."))
        if drafts and key < tuple(int(p) for p in drafts[-1].id.split(".")):
            raise DocumentError(file_name, number, f"rule {rule_id} comes after rule {drafts[-1].id}")
        seen[rule_id] = number
        drafts.append(_Draft(rule_id, title, number, [[[statement]] if statement else []]))

    for index in range(start, end):
        number = index + 1
        stripped = lines[index].strip()
        if not stripped or _IMAGE.match(stripped) or stripped == "---":
            paragraph_open = False
            continue
        heading = _HEADING.match(stripped)
        numbered = _NUMBERED.match(heading.group(1) if heading else stripped)
        if heading and not numbered:
            raise DocumentError(
                file_name, number, f"a heading without a rule number among the rules: {stripped!r}"
            )
        if numbered and (heading or "." in numbered.group(1)):
            rule_id, rest = numbered.group(1), numbered.group(2).strip()
            if heading or _looks_like_title(rest):
                begin(rule_id, rest or None, None, number)
            else:
                begin(rule_id, None, rest, number)
            paragraph_open = True
            continue
        if not drafts:
            raise DocumentError(file_name, number, f"text before the first rule: {stripped[:40]!r}")
        blocks = drafts[-1].blocks
        if _EXAMPLE.match(stripped):
            blocks.append([[stripped]])
        elif paragraph_open and blocks[-1]:
            blocks[-1][-1].append(stripped)
        else:
            blocks[-1].append([stripped])
        paragraph_open = True
    return tuple(_finish(draft) for draft in drafts)


def _finish(draft: _Draft) -> DocumentRule:
    statement = _join(draft.blocks[0])
    examples = tuple(_join(block) for block in draft.blocks[1:])
    return DocumentRule(draft.id, draft.title, statement, examples, draft.line)


def _parse_glossary(lines: list[str], heading_at: int, file_name: str) -> tuple[GlossaryEntry, ...]:
    entries: list[tuple[str, int, list[list[str]]]] = []  # (term, line, paragraphs)
    paragraph_open = False
    for index in range(heading_at + 1, len(lines)):
        number = index + 1
        stripped = lines[index].strip()
        if not stripped or _IMAGE.match(stripped):
            paragraph_open = False
            continue
        heading = _HEADING.match(stripped)
        if heading:
            entries.append((heading.group(1), number, []))
            paragraph_open = False
            continue
        if not paragraph_open and _looks_like_term(stripped) and (not entries or entries[-1][2]):
            entries.append((stripped, number, []))
            continue
        if not entries:
            raise DocumentError(file_name, number, f"glossary text before the first term: {stripped[:40]!r}")
        glued = _GLUED_TERM.match(stripped)
        next_line = next((line.strip() for line in lines[index + 1 :] if line.strip()), "")
        term_follows = glued is not None and next_line[:1].isupper() and not _HEADING.match(next_line)
        text = glued.group(1) if glued and term_follows else stripped
        paragraphs = entries[-1][2]
        if paragraph_open and paragraphs:
            paragraphs[-1].append(text)
        else:
            paragraphs.append([text])
        paragraph_open = True
        if glued and term_follows:
            entries.append((glued.group(2), number, []))
            paragraph_open = False
    seen: dict[str, int] = {}
    result = []
    for term, number, paragraphs in entries:
        if not paragraphs:
            raise DocumentError(file_name, number, f"glossary term {term!r} has no definition")
        if term.casefold() in seen:
            raise DocumentError(
                file_name,
                number,
                f"glossary term {term!r} appears twice (first on line {seen[term.casefold()]})",
            )
        seen[term.casefold()] = number
        result.append(GlossaryEntry(term, _join(paragraphs), number))
    return tuple(result)
