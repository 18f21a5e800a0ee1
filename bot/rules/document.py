"""Parse a whole rules document into numbered rules, headings, examples and glossary entries.

One parser serves every document; what differs between documents is their `Scheme`: how a rule
number is written (`4.6.4.2.`, `13-1-2-1.`, `6.7.1` without its dot), whether Markdown headings
carry the sections, what an example looks like (`Example:`, `Ex:`), and what the conversion left
behind (page markers, line breaks inside sentences, stray blank lines). The structure is read from
the numbers, not from the layout: a rule starts at its number (a line, or a heading like
`#### 4.6. Challenge` or `# 8.10.Shift`) and its text runs until the next rule; paragraphs that start
like an example are kept apart as its examples. `[image: …]` lines stand for pictures and are not
rules text. Lorcana's glossary is the part after the last `GLOSSARY` heading: a term is a heading
(`## challenge`) or a short line of its own.

The words are kept exactly as they stand. Loading only undoes the layout, and each scheme says
which: a page marker (`- 3 -`) is dropped; the PDF's line breaks inside a sentence become one space
(FFTCG); a paragraph that a stray blank line cut in two mid-sentence is joined again with one space
(Gundam). Any tidying for display happens later (`bot.rules.markup`).

A misprint the data declares is corrected where it is pinned (`Fixes`): a number printed twice gets
its right id, a line that holds two rules is split, a rule printed out of order is kept with the
rule of its number, and a rule that this copy cuts short is marked so answers can say so. A shipped
document must read exactly as declared (a new version is re-checked); an imported one (`strict=False`)
uses the fixes that still fit and is otherwise taken as it stands.

A structure that breaks (numbers that go backwards, a rule whose parent is missing, a glossary term
without a definition) raises `DocumentError` with the file, the line and the reason, so start-up
stops instead of serving a misread rule.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime

from bot.rules.errors import DocumentError

_HEADING = re.compile(r"^#{1,6}\s*(.*?)\s*$")
_IMAGE = re.compile(r"^\[image: .*\]$")
_EMPHASIS = re.compile(r"^\*\*(.*)\*\*$")
_GLUED_TERM = re.compile(r"^(.*[.)])\s+([a-z][a-z/ ]{0,29}[a-z])$")
"""A glossary term the conversion glued to the end of the previous definition: `…undamaged. deck`."""
_TERM_WORDS = 4
_FINISHED = (".", ":", ";", "?", "!", "”", '"', ")", "】", "’", "'")
"""How a finished rule text ends; a paragraph ending otherwise stops mid-sentence."""


@dataclass(frozen=True, slots=True)
class Scheme:
    """How one document format writes its rules (see the module docstring)."""

    name: str
    separator: str
    """Between the parts of a rule number: '.' (4.6.4.2) or '-' (13-1-2-1)."""
    numbered: re.Pattern[str]
    """A rule's first line: group 1 the number (a trailing dot is dropped), group 2 the rest."""
    version: re.Pattern[str]
    effective: re.Pattern[str]
    effective_format: str
    end: re.Pattern[str] | None = None
    """The line (or heading) after the last rule: the glossary, a change log, a copyright line."""
    end_last: bool = False
    """The last such line ends the rules (a contents list names the glossary first), else the first."""
    headings: bool = True
    """Markdown headings carry numbers; a heading without a number among the rules is an error."""
    sections_are_headings: bool = True
    """A one-part number (`1.`) starts a rule only as a heading (else any line may)."""
    example: re.Pattern[str] | None = None
    page_marker: re.Pattern[str] | None = None
    line_join: str = "\n"
    """How the lines of one paragraph are joined: kept ('\\n'), or one space where they are PDF breaks."""
    blank_ends_paragraph: bool = True
    join_unfinished: bool = False
    """A paragraph after a blank line continues the previous one when that one stops mid-sentence."""
    title_words: int = 5
    """A numbered line this short, not ending like a sentence, is a heading."""
    glossary: bool = False
    only_numbered_lines: bool = False
    """Read only the numbered lines (a page of one section, with other prose around it)."""
    parents_printed: bool = True
    """Every rule's parent is printed before it (else a section may be known only by its sub-rules)."""

    def key(self, rule_id: str) -> tuple[int, ...]:
        return tuple(int(part) for part in rule_id.split(self.separator))

    def parent(self, rule_id: str) -> str:
        return rule_id.rpartition(self.separator)[0]


DOTTED_MARKDOWN = Scheme(
    name="dotted-markdown",
    separator=".",
    numbered=re.compile(r"^(\d+(?:\.\d+)*)\.(?:\s+|(?=[A-Za-z]))(.*)$"),
    version=re.compile(r"^Version\s+(\d+(?:\.\d+)*)\.?$"),
    effective=re.compile(r"^Effective\s+([A-Z][a-z]+ \d{1,2}, \d{4})$"),
    effective_format="%B %d, %Y",
    end=re.compile(r"^glossary$", re.IGNORECASE),
    end_last=True,
    example=re.compile(r"^(?:\*\*)?Example(?: [A-Z])?:"),
    glossary=True,
)
"""Disney Lorcana's Comprehensive Rules (a PDF converted to Markdown): `4.6.4.2.`, `# 8.10.Shift`."""

DASHED_MARKDOWN = Scheme(
    name="dashed-markdown",
    separator="-",
    numbered=re.compile(r"^(\d+(?:-\d+)*)\.\s+(.*)$"),
    version=re.compile(r"\bVer\.\s*(\d+(?:\.\d+)+)$"),
    effective=re.compile(r"^Updated\s+([A-Z][a-z]+ \d{1,2}, \d{4})$"),
    effective_format="%B %d, %Y",
    end=re.compile(r"^Ver\.\s*\d+(?:\.\d+)+\s*\(.*\)\s*Update$"),
    example=re.compile(r"^Ex:"),
    join_unfinished=True,
)
"""The Gundam Card Game Comprehensive Rules (a PDF converted to Markdown): `13-1-2-1.`, `### 13-1.`;
the change log after the rules (`### Ver. 1.7.0 (May 22, 2026) Update`) is not rules text."""

DOTTED_PDF_TEXT = Scheme(
    name="dotted-pdf-text",
    separator=".",
    numbered=re.compile(r"^(\d+(?:\.\d+)+\.?|\d+\.)\s+(\S.*)$"),
    version=re.compile(r"\bver\.\s*(\d+(?:\.\d+)+)$", re.IGNORECASE),
    effective=re.compile(r"^Last Update:\s*(\d{2}/\d{2}/\d{4})$"),
    effective_format="%m/%d/%Y",
    end=re.compile(r"^©"),
    headings=False,
    sections_are_headings=False,
    page_marker=re.compile(r"^- \d+ -$"),
    line_join=" ",
    blank_ends_paragraph=False,
    title_words=10,
)
"""The FF-TCG Comprehensive Rules as text extracted from the publisher's PDF, page by page: `6.5.2.1.`,
`6.7.1` (some numbers lack their dot), a page marker `- 3 -` at every page break."""

NUMBERED_LINES = Scheme(
    name="dashed-numbered-lines",
    separator="-",
    numbered=re.compile(r"^(\d+(?:-\d+)+)\.\s+(.*)$"),
    version=re.compile(r"(?!)"),
    effective=re.compile(r"(?!)"),
    effective_format="%B %d, %Y",
    only_numbered_lines=True,
    parents_printed=False,
)
"""One section's numbered rules inside other prose (the older Gundam keywords page, `11-2-6-1.`)."""

SCHEMES: Mapping[str, Scheme] = {
    scheme.name: scheme for scheme in (DOTTED_MARKDOWN, DASHED_MARKDOWN, DOTTED_PDF_TEXT, NUMBERED_LINES)
}


@dataclass(frozen=True, slots=True)
class Fixes:
    """Misprints the data declares, each pinned to a line and checked there (see `models.Document`)."""

    renumbered: Mapping[int, tuple[str, str]] = field(default_factory=dict)
    """line → (number printed there, id it gets)."""
    split: Mapping[int, str] = field(default_factory=dict)
    """line → the number of a second rule that starts inside that line."""
    misplaced: Mapping[int, str] = field(default_factory=dict)
    """line → the number printed there, out of order: the text joins that rule's, as printed again."""
    cut_short: Mapping[int, str] = field(default_factory=dict)
    """line → the rule starting there, whose text this copy cuts off mid-sentence."""


@dataclass(frozen=True, slots=True)
class DocumentRule:
    """One numbered rule: its id, its heading (if it is one), its own text and its examples."""

    id: str
    title: str | None
    statement: str
    examples: tuple[str, ...]
    line: int
    also_printed: tuple[str, ...] = ()
    """The same number printed again out of order, with its own words (FFTCG 10.1.3.2.1)."""
    cut_short: bool = False
    """This copy ends the rule mid-sentence."""

    @property
    def text(self) -> str:
        """The rule's own citable text: the statement, then each example, one paragraph each."""
        return "\n\n".join(part for part in (self.statement, *self.examples, *self.also_printed) if part)


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
    scheme: Scheme = DOTTED_MARKDOWN


@dataclass
class _Draft:
    id: str
    title: str | None
    line: int
    blocks: list[list[list[str]]] = field(default_factory=list)
    """The statement, then one block per example; a block is paragraphs, a paragraph is lines."""
    also_printed: list[str] = field(default_factory=list)
    title_line: bool = False
    """The title is a plain line of PDF text: it may turn out to be a sentence the PDF broke."""


def _looks_like_title(text: str, words: int) -> bool:
    """'Challenge Declaration step', 'Songs', 'General': short, and not a sentence (nor the start of
    one that a PDF line break cut: 'The game is played by two players. Each player')."""
    if re.search(r"[.?!;:] ", text):
        return False
    return 0 < len(text.split()) <= words and not text.endswith((".", ":", ";", ",", "”", '"', ")"))


def _looks_like_term(text: str) -> bool:
    """A bare glossary term line (`action, game`, `Ready step`): short, not a sentence."""
    if text.split(".", 1)[0] in {"noun", "verb", "adjective"}:
        return False
    return 0 < len(text.split()) <= _TERM_WORDS and not text.endswith((".", ":", ";", ",", "”", '"'))


def unfinished(text: str) -> bool:
    """Whether a text stops mid-sentence (its last paragraph does not end like a sentence)."""
    return bool(text) and not text.rstrip().endswith(_FINISHED)


def _join(paragraphs: list[list[str]], line_join: str) -> str:
    return "\n\n".join(line_join.join(lines) for lines in paragraphs if lines)


def parse_document(
    text: str,
    file_name: str,
    renumbered: Mapping[int, tuple[str, str]] | None = None,
    *,
    scheme: Scheme = DOTTED_MARKDOWN,
    fixes: Fixes | None = None,
    strict: bool = True,
) -> RulesDocument:
    """Parse the document; `renumbered` (or `fixes`) declares the misprints it is known to have.

    Renumbering is for a number printed wrongly (Lorcana prints a second `7.7.` where 7.7.7 belongs).
    With `strict`, every declared fix must fit its line (a new version of the document is checked
    afresh); without, fixes that do not fit are ignored (an imported newer version).
    """
    fixes = fixes or Fixes(renumbered=dict(renumbered or {}))
    lines = _lines(text, scheme)
    if not strict:
        fixes = _repin(fixes, lines, scheme)
    pending = _Pending(fixes, strict, file_name)
    lines = _split_lines(lines, pending)
    end_at = _end(lines, scheme)
    start_at = _start(lines, end_at, scheme, file_name)
    version, effective = _front_matter(lines[:start_at], scheme, file_name)
    rules = _parse_rules(lines, start_at, end_at, scheme, file_name, pending)
    pending.check_all_used()
    glossary = _parse_glossary(lines, end_at, file_name) if scheme.glossary and end_at < len(lines) else ()
    return RulesDocument(file_name, rules, glossary, version, effective, scheme)


_Line = tuple[int, str]
"""(line number in the file, the line without trailing spaces)."""


def _lines(text: str, scheme: Scheme) -> list[_Line]:
    """The file's lines, numbered; page markers become blank lines (they are layout, not text)."""
    numbered = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        if scheme.page_marker is not None and scheme.page_marker.match(line.strip()):
            line = ""
        numbered.append((number, line))
    return numbered


class _Pending:
    """The declared fixes not yet applied; in strict mode each must be used where it is pinned."""

    def __init__(self, fixes: Fixes, strict: bool, file_name: str) -> None:
        self.renumbered = dict(fixes.renumbered)
        self.split = dict(fixes.split)
        self.misplaced = dict(fixes.misplaced)
        self.cut_short = dict(fixes.cut_short)
        self.strict = strict
        self.file_name = file_name

    def fail(self, line: int, reason: str) -> None:
        if self.strict:
            raise DocumentError(self.file_name, line, reason)

    def check_all_used(self) -> None:
        for what, table in (
            ("a renumbering", self.renumbered),
            ("a split", self.split),
            ("a rule printed out of order", self.misplaced),
        ):
            if table:
                line = min(table)
                printed = table[line]
                number = printed[0] if isinstance(printed, tuple) else printed
                self.fail(line, f"{what} is declared here, but no rule {number}")


def _repin(fixes: Fixes, lines: list[_Line], scheme: Scheme) -> Fixes:
    """For an imported copy, whose lines are not the shipped copy's: each fix moves to the line where
    the same misprint is printed again (a number printed twice, a second rule inside a line), or is
    dropped where the new version no longer has it. A cut-short rule is found afresh (`unfinished`)."""
    starts: list[tuple[int, str]] = []
    for number, line in lines:
        match = scheme.numbered.match(_content(line.strip(), scheme)[1])
        if match:
            starts.append((number, match.group(1).rstrip(".")))

    def printed_at(printed: str) -> list[int]:
        return [number for number, rule_id in starts if rule_id == printed]

    renumbered = {}
    for printed, new_id in fixes.renumbered.values():
        if len(found := printed_at(printed)) > 1:
            renumbered[found[1]] = (printed, new_id)
    misplaced = {}
    for printed in fixes.misplaced.values():
        if len(found := printed_at(printed)) > 1:
            misplaced[found[0]] = printed
    split = {}
    for printed in fixes.split.values():
        holder = next(
            (n for n, line in lines if f" {printed}. " in line and scheme.numbered.match(line.strip())), None
        )
        if holder is not None:
            split[holder] = printed
    return Fixes(renumbered, split, misplaced, {})


def _split_lines(lines: list[_Line], pending: _Pending) -> list[_Line]:
    """Split each line declared to hold a second rule (`5-17-3-1. EX Base 5-17-3-1-1. An EX…`)."""
    if not pending.split:
        return lines
    result: list[_Line] = []
    for number, line in lines:
        printed = pending.split.pop(number, None)
        if printed is None:
            result.append((number, line))
            continue
        at = line.find(f" {printed}. ")
        if at <= 0:
            pending.fail(
                number, f"a split before rule {printed} is declared here, but the line has no {printed}."
            )
            result.append((number, line))
            continue
        result += [(number, line[:at].rstrip()), (number, line[at + 1 :])]
    return result


def _content(line: str, scheme: Scheme) -> tuple[bool, str]:
    """(is a heading, the text without heading marks) of a stripped line."""
    if scheme.headings and (heading := _HEADING.match(line)):
        return True, heading.group(1)
    return False, line


def _end(lines: list[_Line], scheme: Scheme) -> int:
    """Index of the first line after the rules (the glossary heading, the change log …)."""
    if scheme.end is None:
        return len(lines)
    ends = [
        index
        for index, (_number, line) in enumerate(lines)
        if scheme.end.match(_content(line.strip(), scheme)[1])
        and (not scheme.headings or _HEADING.match(line))
    ]
    if not ends:
        return len(lines)
    return ends[-1] if scheme.end_last else ends[0]


def _start(lines: list[_Line], end: int, scheme: Scheme, file_name: str) -> int:
    """Index of section 1: the last one before the end (a contents list repeats the headings)."""
    if scheme.only_numbered_lines:
        return 0
    starts = []
    for index in range(end):
        heading, content = _content(lines[index][1].strip(), scheme)
        if scheme.sections_are_headings and not heading:
            continue
        numbered = scheme.numbered.match(content)
        if numbered and numbered.group(1).rstrip(".") == "1":
            starts.append(index)
    if not starts:
        what = "heading" if scheme.sections_are_headings else "line"
        raise DocumentError(file_name, 1, f"no {what} for section 1: cannot tell where the rules begin")
    return starts[-1]


def _front_matter(lines: list[_Line], scheme: Scheme, file_name: str) -> tuple[str | None, date | None]:
    version: str | None = None
    effective: date | None = None
    for number, raw in lines:
        line = _content(raw.strip(), scheme)[1] if scheme.headings else raw.strip()
        line = _EMPHASIS.sub(r"\1", line).strip()
        if m := scheme.version.search(line):
            version = m.group(1)
        elif m := scheme.effective.match(line):
            try:
                effective = datetime.strptime(m.group(1), scheme.effective_format).date()
            except ValueError as exc:
                raise DocumentError(file_name, number, f"unreadable effective date {m.group(1)!r}") from exc
    return version, effective


def _parse_rules(
    lines: list[_Line], start: int, end: int, scheme: Scheme, file_name: str, pending: _Pending
) -> tuple[DocumentRule, ...]:
    drafts: list[_Draft] = []
    seen: dict[str, int] = {}
    misplaced: list[_Draft] = []
    paragraph_open = False
    target: _Draft | None = None  # where text goes: the current rule, or a rule printed out of order
    last_key: list[tuple[int, ...]] = [()]  # the number of the last rule in order

    def begin(rule_id: str, title: str | None, statement: str | None, number: int) -> _Draft:
        if number in pending.renumbered and pending.renumbered[number][0] == rule_id:
            rule_id = pending.renumbered.pop(number)[1]
        elif number in pending.renumbered:
            pending.fail(
                number, f"a renumbering of {pending.renumbered[number][0]} is declared here: {rule_id}"
            )
        if number in pending.misplaced and pending.misplaced[number] == rule_id:
            del pending.misplaced[number]
            draft = _Draft(rule_id, title, number, [[[statement]] if statement else []])
            misplaced.append(draft)
            return draft
        if rule_id in seen:
            raise DocumentError(
                file_name, number, f"rule {rule_id} appears twice (first on line {seen[rule_id]})"
            )
        parent = scheme.parent(rule_id)
        if parent and parent not in seen and scheme.parents_printed:
            raise DocumentError(file_name, number, f"rule {rule_id} comes before its parent rule {parent}")
        key = scheme.key(rule_id)
        if drafts and key < last_key[0]:
            raise DocumentError(file_name, number, f"rule {rule_id} comes after rule {drafts[-1].id}")
        last_key[0] = key
        seen[rule_id] = number
        draft = _Draft(rule_id, title, number, [[[statement]] if statement else []])
        drafts.append(draft)
        return draft

    for index in range(start, end):
        number, line = lines[index]
        stripped = line.strip()
        if not stripped or _IMAGE.match(stripped) or stripped == "---":
            if scheme.blank_ends_paragraph:
                paragraph_open = False
            continue
        heading, content = _content(stripped, scheme)
        numbered = scheme.numbered.match(content)
        if heading and not numbered and not scheme.only_numbered_lines:
            raise DocumentError(
                file_name, number, f"a heading without a rule number among the rules: {stripped!r}"
            )
        if numbered and (
            heading or not scheme.sections_are_headings or scheme.separator in numbered.group(1)
        ):
            rule_id, rest = numbered.group(1).rstrip("."), numbered.group(2).strip()
            if heading or _looks_like_title(rest, scheme.title_words):
                target = begin(rule_id, rest or None, None, number)
                target.title_line = not heading and scheme.line_join == " "
            else:
                target = begin(rule_id, None, rest, number)
            paragraph_open = True
            continue
        if scheme.only_numbered_lines:
            target = None
            continue
        if target is None:
            raise DocumentError(file_name, number, f"text before the first rule: {stripped[:40]!r}")
        blocks = target.blocks
        if target.title_line and not blocks[0] and stripped[:1].islower():
            # A short line that read like a heading, continued in lower case: a sentence the PDF broke.
            blocks[0].append([target.title or ""])
            target.title, target.title_line = None, False
        if scheme.example is not None and scheme.example.match(stripped):
            blocks.append([[stripped]])
        elif paragraph_open and blocks[-1]:
            blocks[-1][-1].append(stripped)
        elif scheme.join_unfinished and blocks[-1] and unfinished(blocks[-1][-1][-1]):
            blocks[-1][-1][-1] += " " + stripped  # a stray blank line cut this sentence in two
        else:
            blocks[-1].append([stripped])
        paragraph_open = True
    cut_short = {pending.cut_short.pop(draft.line) for draft in drafts if draft.line in pending.cut_short}
    for line_number, rule_id in pending.cut_short.items():
        pending.fail(line_number, f"rule {rule_id} is declared cut short, but no rule starts here")
    by_id = {draft.id: draft for draft in drafts}
    for draft in misplaced:
        home = by_id.get(draft.id)
        if home is None:
            raise DocumentError(
                file_name, draft.line, f"rule {draft.id} is printed here and nowhere in order"
            )
        home.also_printed.append(_join(draft.blocks[0], scheme.line_join))
    rules = tuple(_finish(draft, scheme, draft.id in cut_short) for draft in drafts)
    if scheme.join_unfinished:
        for rule in rules:
            if unfinished(rule.statement) != rule.cut_short:
                problem = "is declared cut short, but ends" if rule.cut_short else "stops mid-sentence"
                pending.fail(rule.line, f"rule {rule.id} {problem}: {rule.statement[-40:]!r}")
        if not pending.strict:  # an imported copy: say so wherever it stops mid-sentence
            rules = tuple(
                _finish(by_id[rule.id], scheme, rule.cut_short or unfinished(rule.statement))
                for rule in rules
            )
    return rules


def _finish(draft: _Draft, scheme: Scheme, cut_short: bool) -> DocumentRule:
    statement = _join(draft.blocks[0], scheme.line_join)
    examples = tuple(_join(block, scheme.line_join) for block in draft.blocks[1:])
    return DocumentRule(
        draft.id, draft.title, statement, examples, draft.line, tuple(draft.also_printed), cut_short
    )


def _parse_glossary(lines: list[_Line], heading_at: int, file_name: str) -> tuple[GlossaryEntry, ...]:
    entries: list[tuple[str, int, list[list[str]]]] = []  # (term, line, paragraphs)
    paragraph_open = False
    for index in range(heading_at + 1, len(lines)):
        number, line = lines[index]
        stripped = line.strip()
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
        next_line = next((later.strip() for _n, later in lines[index + 1 :] if later.strip()), "")
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
        result.append(GlossaryEntry(term, _join(paragraphs, "\n"), number))
    return tuple(result)
