"""The judge-question sets of `bench/questions/`, and a replay of them through the real bot.

Three sets were written from the rules texts and the card data alone, before the features that
should answer them were built (issues 21, 23 and 24), so that the same files measure the bot before
and after:

- `gundam_table.yaml`: Gundam table questions, each with the 1.7.0 rule(s) whose sentence settles it
  and what a judge would type to get there (`tries`);
- `lorcana_checks.yaml`: Lorcana table questions with real card names, each with its verdict
  (derived from the rules and the cards' printed text) and the `/check-lorcana` attempts a judge
  makes today;
- `judge_questions.yaml`: questions as judges ask them, each with the rule that decides it and the
  words a judge would type into `/search`.

This module holds their schema, the checks that every cited rule exists in its document and every
quote is word for word in it (`tests/devkit/test_questions.py`), and `Replay`: the real bot on
simcord, driven by typed lines as in the offline console, with helpers to read an answer as a judge
does (its text, its buttons, a check's verdict). The bench scripts (`bench/*_questions_bench.py`)
use it; nothing here reads outside the repository.
"""

from __future__ import annotations

import gzip
import json
import logging
import re
import tempfile
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from types import TracebackType
from typing import Any, Literal

import discord
import simcord
import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS_DIR = ROOT / "bench" / "questions"
SOURCES_DIR = ROOT / "data" / "sources"
LORCANA_CARDS = ROOT / "data" / "cards" / "lorcana" / "allCards.json.gz"


# -- the documents the questions cite ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Document:
    """A rules document a question may cite, and where `data/sources/` keeps (or will keep) it."""

    key: str
    title: str
    files: tuple[str, ...]
    """File names (or glob patterns) in `data/sources/`, the first match wins."""
    numbering: Literal["dotted", "dashed", "heading"]
    game: str


DOCUMENTS: Mapping[str, Document] = {
    doc.key: doc
    for doc in (
        Document(
            "lorcana-2.0.1",
            "Disney Lorcana Comprehensive Rules 2.0.1",
            ("lorcana-comprehensive-rules-2.0.1.md",),
            "dotted",
            "lorcana",
        ),
        Document(
            "gundam-1.7.0",
            "Gundam Card Game Comprehensive Rules Ver. 1.7.0",
            ("gundam-comprehensive-rules-1.7.0.md", "gundam*1.7.0*.md", "gundam*1-7-0*.md"),
            "dashed",
            "gundam",
        ),
        Document(
            "fftcg-2.1.2",
            "FF-TCG Comprehensive Rules ver. 2.1.2",
            ("fftcg-comprehensive-rules-2.1.2.txt", "fftcg*2.1.2*.txt", "fftcg*2-1-2*.txt"),
            "dotted",
            "fftcg",
        ),
        Document("fftcg-glossary", "FFTCG keyword glossary", ("fftcg.txt",), "heading", "fftcg"),
    )
}


def document_path(key: str, sources: Path = SOURCES_DIR) -> Path | None:
    """Where the document is in `sources`, or None while it has not been added."""
    for pattern in DOCUMENTS[key].files:
        found = sorted(sources.glob(pattern))
        if found:
            return found[0]
    return None


@cache
def document_text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def rule_exists(key: str, text: str, rule: str) -> bool:
    """Whether `rule` is a rule (or heading, or glossary entry) of document `key`, whose text is `text`.

    Lorcana `4.6.4.2.` / `#### 4.6. Challenge` / `# 8.10.Shift` / `glossary:sing/singing` (a
    glossary heading); Gundam `13-1-2-1.` at a line's start (or after a space, for the rules the
    PDF conversion ran together, but never a "See 12-2-5." cross-reference); FFTCG 2.1.2
    `15.2.3.2.` or `6.7.1 ` at a line's start; the FFTCG glossary by its heading (`First Strike - `).
    """
    doc = DOCUMENTS[key]
    if doc.numbering == "heading":
        return re.search(rf"^{re.escape(rule)} - ", text, re.MULTILINE) is not None
    if rule.startswith("glossary:"):
        term = re.escape(rule.removeprefix("glossary:"))
        return re.search(rf"^(?:#+\s*)?{term}\s*$", text, re.MULTILINE | re.IGNORECASE) is not None
    number = re.escape(rule)
    if doc.numbering == "dashed":
        pattern = rf"(?:^(?:#+\s*)?|(?<![Ss]ee)\s){number}\.(?!\d)"
    elif key.startswith("fftcg"):
        pattern = rf"^{number}\.?(?=\s)"
    else:
        pattern = rf"^(?:#+\s*)?{number}\.(?!\d)"
    return re.search(pattern, text, re.MULTILINE) is not None


_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})
_MARKUP = re.compile(r"[*_`\\]")
_AROUND_BRACKETS = re.compile(r"\s*([【】])\s*")
_SPACE = re.compile(r"\s+")


def normalize(text: str) -> str:
    """The form in which a quote is looked for in a document or an answer: Unicode compatibility
    forms (NFKC: "･" and "：" as the bot may print them), typographic quotes as straight ones,
    markdown emphasis and escapes dropped, spaces around 【】 and runs of whitespace (a PDF page
    break, a line wrapped on screen) ignored, case folded. No word is changed."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    text = _MARKUP.sub("", text)
    text = _AROUND_BRACKETS.sub(r"\1", text)
    return _SPACE.sub(" ", text).strip().casefold()


def quote_in(quote: str, text: str) -> bool:
    """Whether `quote` appears in `text`, word for word up to `normalize`."""
    return normalize(quote) in _normalized_document(text)


_normalized_document = lru_cache(maxsize=8)(normalize)
"""A document normalized once for all the quotes looked for in it (a whole rulebook takes ~10 ms)."""


@cache
def lorcana_cards(path: Path = LORCANA_CARDS) -> Mapping[str, Mapping[str, Any]]:
    """Every Lorcana card of the shipped data by full name (its first printing): `fullText`,
    `cost`, `strength`, `willpower`, `lore` as LorcanaJSON has them."""
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        data = json.load(handle)
    cards: dict[str, Mapping[str, Any]] = {}
    for card in data["cards"]:
        cards.setdefault(card["fullName"], card)
    return cards


# -- the sets -----------------------------------------------------------------------------------


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Citation(_Strict):
    """A rule of a document and the sentence of it that decides the question, word for word."""

    doc: str
    rule: str
    quote: str = Field(min_length=10)

    @field_validator("doc")
    @classmethod
    def _known(cls, value: str) -> str:
        if value not in DOCUMENTS:
            raise ValueError(f"unknown document {value!r} (known: {', '.join(DOCUMENTS)})")
        return value


class CardQuote(_Strict):
    """A real card (its full name), the printed text the verdict rests on ("" for a card with no
    printed text) and the printed numbers it rests on (`cost`, `strength`, `willpower`, `lore`)."""

    card: str
    text: str
    stats: dict[Literal["cost", "strength", "willpower", "lore"], int] = {}


class TableQuestion(_Strict):
    """Issue 21: a Gundam table question; settled when every deciding sentence is in an answer."""

    id: str
    question: str
    topic: str
    deciding: list[Citation] = Field(min_length=1)
    answer: str
    tries: list[str] = Field(min_length=1)


Expected = Literal["yes", "no"] | int | str
"""A check's verdict: yes, no, a number, or a word (a shifted card "exerted")."""


class CheckQuestion(_Strict):
    """Issue 23: a Lorcana table question with real card names, its verdict and a judge's attempts."""

    id: str
    question: str
    topic: str
    cards: list[CardQuote]
    deciding: list[Citation] = Field(min_length=1)
    answer: str
    expected: Expected
    attempts: list[str] = Field(min_length=1)
    today: str
    """What the attempts gave when the set was written (a record; the bench checks for itself)."""


class JudgeQuestion(_Strict):
    """Issue 24: a question as a judge asks it, the rule that decides it and what they'd search."""

    id: str
    game: Literal["lorcana", "gundam", "fftcg"]
    question: str
    deciding: Citation
    same_as: list[Citation] = []
    """The same sentence in another document the bot has (the FFTCG glossary beside 2.1.2)."""
    search: str
    why: str = ""
    """Why the question is in the set (a word spelling correction rewrites, a general rule)."""

    @property
    def citations(self) -> list[Citation]:
        return [self.deciding, *self.same_as]


class _Set(_Strict):
    written: str
    """When and from what the set was written."""


class GundamTableSet(_Set):
    game: Literal["gundam"]
    questions: list[TableQuestion] = Field(min_length=1)


class LorcanaCheckSet(_Set):
    game: Literal["lorcana"]
    questions: list[CheckQuestion] = Field(min_length=1)


class JudgeQuestionSet(_Set):
    questions: list[JudgeQuestion] = Field(min_length=1)


def _read(name: str, folder: Path) -> Any:
    with (folder / name).open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def gundam_table(folder: Path = QUESTIONS_DIR) -> GundamTableSet:
    """Issue 21's set, `gundam_table.yaml`."""
    return GundamTableSet.model_validate(_read("gundam_table.yaml", folder))


def lorcana_checks(folder: Path = QUESTIONS_DIR) -> LorcanaCheckSet:
    """Issue 23's set, `lorcana_checks.yaml`."""
    return LorcanaCheckSet.model_validate(_read("lorcana_checks.yaml", folder))


def judge_questions(folder: Path = QUESTIONS_DIR) -> JudgeQuestionSet:
    """Issue 24's set, `judge_questions.yaml`."""
    return JudgeQuestionSet.model_validate(_read("judge_questions.yaml", folder))


def citations(folder: Path = QUESTIONS_DIR) -> Iterator[tuple[str, Citation]]:
    """(question id, citation) for every rule every set cites."""
    for question in gundam_table(folder).questions:
        for citation in question.deciding:
            yield question.id, citation
    for check in lorcana_checks(folder).questions:
        for citation in check.deciding:
            yield check.id, citation
    for asked in judge_questions(folder).questions:
        for citation in asked.citations:
            yield asked.id, citation


# -- reading an answer as a judge does -----------------------------------------------------------


def _buttons(components: Iterable[Mapping[str, Any]]) -> Iterator[str]:
    for component in components:
        if component.get("type") == 2 and component.get("label"):
            yield str(component["label"])
        yield from _buttons(component.get("components") or [])


def message_text(message: Any) -> str:
    """Everything a message shows, unwrapped: content, each embed's author, title, description,
    fields and footer. (The console's text view wraps lines at hyphens, which would split rule
    numbers and words such as "High-Maneuver".)"""
    parts = [message.content or ""]
    embeds: Sequence[discord.Embed] = message.embeds or ()
    for embed in embeds:
        parts.extend([embed.author.name or "", embed.title or "", embed.description or ""])
        for item in embed.fields:
            parts.extend([item.name or "", item.value or ""])
        parts.append(embed.footer.text or "")
    return "\n".join(part for part in parts if part)


@dataclass
class Reply:
    """What one typed line or click produced."""

    line: str
    messages: list[Any] = field(default_factory=list)
    problem: str | None = None
    """The console refused the line itself (an unknown command or option): no interaction ran."""

    @property
    def text(self) -> str:
        if self.problem is not None:
            return self.problem
        return "\n\n".join(message_text(message) for message in self.messages)

    @property
    def buttons(self) -> list[str]:
        return [label for message in self.messages for label in _buttons(message.components or [])]

    @property
    def titles(self) -> list[str]:
        return [embed.title or "" for message in self.messages for embed in (message.embeds or ())]

    def numbered(self) -> list[tuple[int, str]]:
        """The ranked results of a `/search` answer: (rank, cited rule) from its result buttons
        ("1. 6.1.13.2", "2. First Strike"), else from its result headings ("1. 6.1.13.2 — General"),
        in rank order."""
        ranked = set()
        for label in self.buttons:
            found = re.fullmatch(r"(\d+)\.\s+(.+)", label)
            if found:
                ranked.add((int(found.group(1)), found.group(2).strip()))
        if not ranked:
            for found in re.finditer(r"^(\d+)\.\s+(.+?)(?:\s+—\s.*)?$", self.text, re.MULTILINE):
                ranked.add((int(found.group(1)), found.group(2).strip()))
        return sorted(ranked)


VerdictKind = Literal["yes", "no", "value", "not covered", "warning", "error"]


@dataclass(frozen=True, slots=True)
class Verdict:
    """A check's answer as its first screen shows it."""

    kind: VerdictKind
    value: str

    @property
    def decided(self) -> bool:
        return self.kind in ("yes", "no", "value")

    def matches(self, expected: Expected) -> bool:
        if expected in ("yes", "no"):
            return self.kind == expected
        return self.kind == "value" and normalize(self.value) == normalize(str(expected))

    def __str__(self) -> str:
        return self.value if self.kind in ("value", "error", "warning") else self.kind


def verdict_of(reply: Reply) -> Verdict:
    """The verdict on a check's first screen: its title ✅ Yes, ❌ No, ❔ Not covered, a number or a
    phrase (a verdict has a Details button); ⚠️ a warning about the cards as written; anything else
    (a mistake named with Edit & retry, a refused line) is an error."""
    if reply.problem is not None:
        return Verdict("error", reply.problem.splitlines()[0][:120])
    title = next((title for title in reply.titles if title), "")
    if title.startswith("✅"):
        return Verdict("yes", title)
    if title.startswith("❌"):
        return Verdict("no", title)
    if title.startswith("❔"):
        return Verdict("not covered", title)
    if title.startswith("⚠"):
        return Verdict("warning", title)
    if title and "Details" in reply.buttons:
        return Verdict("value", title)
    first = reply.text.strip().splitlines()
    return Verdict("error", (first[0] if first else "(no answer)")[:120])


def rule_key(cited: str) -> str:
    """A cited rule as a comparable key: `13-1-2`, `13.1.2` and `13.1.2.` alike; `glossary “x”`
    and `glossary:x` alike; a heading by its folded name."""
    text = unicodedata.normalize("NFKC", cited).translate(_QUOTES).strip()
    glossary = re.fullmatch(r'glossary\s*(?::|")\s*(.+?)"?', text, re.IGNORECASE)
    if glossary:
        return "glossary:" + glossary.group(1).strip().casefold()
    if re.fullmatch(r"\d+(?:[.-]\d+)*[.]?", text):
        return text.rstrip(".").replace("-", ".")
    return text.casefold()


def cites(text: str, rule: str) -> bool:
    """Whether `text` shows the rule number `rule` (dotted or dashed), not as part of a longer one."""
    key = rule_key(rule)
    if not re.fullmatch(r"\d+(?:\.\d+)*", key):
        return False
    pattern = r"[.-]".join(re.escape(part) for part in key.split("."))
    return re.search(rf"(?<![\d.-]){pattern}(?![\d]|[.-]\d)", text) is not None


# -- the real bot, offline ----------------------------------------------------------------------

FOLLOW = (
    re.compile(r"Show more.*"),
    re.compile(r"More"),
    re.compile(r"Details"),
    re.compile(r"Show rule text"),
)
"""Buttons a judge presses to read an answer whole: more pages, a check's details and its rule text."""


class Replay:
    """The real bot on simcord's in-memory Discord, one server, one channel, as the offline console
    runs it; settings in a temporary SQLite file.

        async with Replay() as bot:
            await bot.set_game("gundam")
            reply = await bot.run("/keyword Blocker")
    """

    def __init__(self) -> None:
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self._run: Any = None
        self._bot: Any = None
        self.console: Any = None

    async def __aenter__(self) -> Replay:
        from bot.client import FloorJudge
        from bot.console import Console
        from bot.rules import default_data_dir, load_library
        from devkit.settle import poll_settle_every

        logging.disable(logging.WARNING)
        poll_settle_every()
        self._folder = tempfile.TemporaryDirectory(prefix="floorjudge-questions-")
        self._bot = FloorJudge(
            library=load_library(default_data_dir()),
            database_path=Path(self._folder.name) / "floorjudge.sqlite3",
        )
        self._run = simcord.run(self._bot, check_errors=False)
        env = await self._run.__aenter__()
        self.console = Console(env, self._bot)
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        try:
            if self._run is not None:
                await self._run.__aexit__(kind, error, trace)
        finally:
            if self._bot is not None:
                await self._bot.release()
            if self._folder is not None:
                self._folder.cleanup()

    def cards(self, game: str) -> Any:
        """The bot's card catalog of `game` (for a bench that asks what a name is)."""
        return self._bot.cards.catalog(game)

    def has_command(self, name: str) -> bool:
        """Whether the bot has this slash command now (`ask`, `check-gundam pilot`)."""
        return name in self.console.catalog

    async def set_game(self, game: str) -> None:
        """Make the console's channel a channel of `game`, as a game's server would have it."""
        reply = await self.run(f"/settings channel-game channel:#{self.console.channel.name} game:{game}")
        name = self._bot.library.game(game).data.name
        if reply.problem is not None or name not in reply.text:
            raise RuntimeError(f"could not set the channel's game to {game}: {reply.text[:300]}")

    async def run(self, line: str) -> Reply:
        """Type one line as in the offline console: a slash command, or `click <label>` to press a
        button of the last answer."""
        before = self.console.last
        output = await self.console.execute(line)
        result = self.console.last
        if result is None or result is before:
            return Reply(line, problem=output.removeprefix("! ") or "(nothing)")
        return Reply(line, _messages(result))

    async def click(self, reply: Reply, label: str) -> Reply | None:
        """Press a button of `reply` (its messages must be the last answer's, or later clicks')."""
        for message in reply.messages:
            if label in _buttons(message.components or []):
                result = await self.console.member.click(message, label=label)
                return Reply(f"click {label}", _messages(result))
        return None

    async def read(self, reply: Reply, results: int = 0, limit: int = 12) -> list[Reply]:
        """`reply` and what a judge opens from it to read it whole: further pages, Details and the
        rule text (`FOLLOW`), and the first `results` numbered results (a search's top three)."""
        seen = [reply]
        queue = [reply]
        while queue and len(seen) < limit:
            current = queue.pop(0)
            for label in dict.fromkeys(current.buttons):
                ranked = re.fullmatch(r"(\d+)\.\s+.+", label)
                wanted = any(pattern.fullmatch(label) for pattern in FOLLOW) or (
                    ranked is not None and int(ranked.group(1)) <= results and current is reply
                )
                if not wanted:
                    continue
                opened = await self.click(current, label)
                if opened is not None and opened.messages:
                    seen.append(opened)
                    queue.append(opened)
                if len(seen) >= limit:
                    break
        return seen


def _messages(result: Any) -> list[Any]:
    return [message for message in [result.response, *result.followups] if message is not None]
