"""Card notation, one grammar for every game: a name, then fields, flags and keywords in any order.

    Stitch cost=6 str=3 wp=5 exerted dmg=2 Evasive "Resist +2" Challenger+3
    "Elsa - Snow Queen" cost=6 drying Shift 4
    Pongo class=Storyborn,Hero [Puppy] Shift 3

Grammar (tokens are separated by spaces; "…" / “…” quote a token, [..] / 【..】 group one)::

    card      := name attribute*
    name      := QUOTED | WORD+            (unquoted: every word up to the first attribute)
    attribute := field "=" value           (game schema: int, choice, text or comma list)
               | flag                      (game schema: a word that sets a field, e.g. exerted)
               | keyword                   (game data: a term name or alias, several words allowed)
               | QUOTED                    (one keyword with its value: "Resist +2", "Puppy Shift 3")
               | field DIGITS              (a number field with a space: cost 5)
               | bare-value                (a value allowed alone: FFTCG's Fire for element=Fire)
               | phrase                    (card text as printed: cannot be blocked by a Forward …)
    keyword   := ["[" qualifier "]"] NAME [value] | NAME "=" value | NAME value-attached ("Resist+2")
    value     := ["+" | "-"] DIGITS

A text or list value runs on over unquoted words up to the next attribute (`qual=Amuro Ray`).
Every forgiving reading is taken only where it is unambiguous; elsewhere the old reading stands or
the word is refused with both readings named (docs/engine.md, "Card notation").

Fields, flags and keywords are matched ignoring case and punctuation. Every mistake raises one
`NotationError` naming the token, its position and, when one is close, the field/keyword meant.
The parser is game-agnostic: a game contributes a `NotationSchema` and its keyword vocabulary.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal, NamedTuple

from rapidfuzz import fuzz, process

from bot.engine.errors import QUOTE_LIMIT, NotationError, clip, shown
from bot.engine.keywords import KeywordInstance, KeywordSpec, KeywordVocabulary, Sense, closest, sense
from bot.rules.library import name_key

__all__ = [
    "HYPOTHETICAL",
    "MAX_NOTATION_CHARS",
    "TEXT_FIELD",
    "FieldSpec",
    "Flag",
    "NotationSchema",
    "ParsedCard",
    "Phrase",
    "Token",
    "check_length",
    "name_length",
    "parse_card",
    "parse_keyword_phrase",
    "split_cards",
    "split_sentences",
    "tokenize",
]

_QUOTES = {'"': '"', "“": "”"}
_BRACKETS = {"[": "]", "【": "】"}
_NUMBER = re.compile(r"^[+-]?\d{1,6}$")
_ATTACHED_VALUE = re.compile(r"^(.*?[^\d+\-])([+-]\d{1,6})$")
_NEAR_MISS = 84.0
MAX_NOTATION_CHARS = 1000
"""The longest card (or list of cards) read, as for a Discord option: parsing stays fast."""
HYPOTHETICAL = "hypothetical"
"""Written after a name, in every game: the card is only what is typed, even where real cards share
its name (`Belle hypothetical exerted`; see `bot.engine.names`)."""

FieldKind = Literal["int", "choice", "text", "list"]


@dataclass(frozen=True)
class FieldSpec:
    """A `word=value` attribute: which model field it fills and what values it takes."""

    key: str
    words: tuple[str, ...]
    kind: FieldKind
    minimum: int = 0
    maximum: int = 99
    choices: Mapping[str, str] = field(default_factory=dict)
    """Typed word → stored value, e.g. {'opp': 'opponent', 'opponent': 'opponent'}."""
    help: str = ""
    bare: Mapping[str, str] = field(default_factory=dict)
    """Values that may be written alone (FFTCG's `Fire` for `element=Fire`): word → stored value.
    Only for values that are no field, flag or keyword word; a list field gathers every one."""

    @property
    def word(self) -> str:
        return self.words[0]


TEXT_FIELD = FieldSpec("text", ("text",), "text", help='printed card text: text="…"')
"""`text="…"`: printed card text, in every game's notation (each game reads what it can of it)."""


@dataclass(frozen=True)
class Flag:
    """A bare word that sets a field: `exerted` → exerted=True."""

    word: str
    key: str
    value: bool | str


@dataclass(frozen=True)
class Phrase:
    """Card text as printed that sets fields: 'cannot be blocked by a Forward of cost 4 or more'.

    `pattern` is matched in full against the words, lower case, single spaces, "can't" as "cannot"
    and no final full stop; `read` gives the (field, value) pairs it sets (a list field gains the
    value). `starts` are the words that announce such text: a card whose text starts that way but
    matches no phrase is refused, never read as part of a name."""

    pattern: re.Pattern[str]
    read: Callable[[re.Match[str]], tuple[tuple[str, object], ...]]
    example: str
    not_before: frozenset[str] = frozenset()
    """Words that, next, would make it longer text ('cannot be blocked' then 'by …'): no match."""


_CANT = re.compile(r"\b(?:can't|cant)\b")


def phrase_words(words: Sequence[str]) -> str:
    """Words as a `Phrase` pattern reads them: 'Cannot  be blocked.' → 'cannot be blocked'."""
    text = " ".join(" ".join(words).casefold().replace("\u2019", "'").split()).rstrip(".")
    return _CANT.sub("cannot", text) if "can" in text else text


def split_sentences(text: str) -> tuple[str, ...]:
    """Card text as its sentences ("Cannot block. When … is broken, draw 1 card." → two)."""
    return tuple(s.strip() for s in re.split(r"(?<=[.!])\s+", " ".join(text.split())) if s.strip())


NearMiss = tuple[str, str, Sense]
"""A word a typo inside a name may be meant as, what to suggest for it, and its `Sense`."""


@dataclass(frozen=True)
class NotationSchema:
    """A game's notation: its fields and flags (keywords come from the game data)."""

    fields: tuple[FieldSpec, ...]
    flags: tuple[Flag, ...] = ()
    phrases: tuple[Phrase, ...] = ()
    phrase_starts: tuple[str, ...] = ()
    """How card text the phrases read begins ('cannot', 'can form'), as `phrase_words` spells it."""
    phrase_words: int = 16
    """The longest phrase, in words."""

    @cached_property
    def _phrase_starts(self) -> frozenset[str]:
        return frozenset(self.phrase_starts)

    def begins_phrase(self, text: str) -> bool:
        """Whether `text` (as `phrase_words` spells it) begins, word for word, as card text the phrases
        read: one set lookup per leading word run, not a scan of every start (per token of a check)."""
        words = text.split(" ")
        return any(" ".join(words[:count]) in self._phrase_starts for count in range(1, len(words) + 1))

    def read_phrase(self, text: str) -> tuple[tuple[str, object], ...] | None:
        """A whole sentence of card text as one of the schema's phrases: the fields it sets, or None."""
        words = phrase_words([text])
        for phrase in self.phrases:
            match = phrase.pattern.fullmatch(words)
            if match:
                return phrase.read(match)
        return None

    @cached_property
    def _fields_by_word(self) -> dict[str, FieldSpec]:
        found: dict[str, FieldSpec] = {}
        for spec in self.fields:
            for word in spec.words:
                found.setdefault(name_key(word), spec)
        return found

    @cached_property
    def _flags_by_word(self) -> dict[str, Flag]:
        found: dict[str, Flag] = {}
        for flag in self.flags:
            found.setdefault(name_key(flag.word), flag)
        return found

    @cached_property
    def _near_misses(self) -> weakref.WeakKeyDictionary[KeywordVocabulary, tuple[NearMiss, ...]]:
        return weakref.WeakKeyDictionary()

    def near_miss_words(self, vocabulary: KeywordVocabulary) -> tuple[NearMiss, ...]:
        """What a word inside a name may be a typo of, as (word, what to suggest, its sense): the
        flags, then each word of each keyword of `vocabulary`. Worked out once per vocabulary (each
        word's sense, for every word of an unquoted name, cost ~70 µs a word)."""
        found = self._near_misses.get(vocabulary)
        if found is None:
            candidates = {flag.word: flag.word for flag in self.flags}
            for name in vocabulary.names():
                for part in name_key(name).split():
                    candidates.setdefault(part, name)
            found = tuple((part, name, sense(part)) for part, name in candidates.items())
            self._near_misses[vocabulary] = found
        return found

    def field_for(self, word: str) -> FieldSpec | None:
        return self._fields_by_word.get(name_key(word))

    def flag_for(self, word: str) -> Flag | None:
        return self._flags_by_word.get(name_key(word))

    def bare_for(self, word: str) -> tuple[FieldSpec, str] | None:
        """The field and value a bare word sets (`Fire` → elements gains 'Fire'), if any."""
        key = name_key(word)
        for spec in self.fields:
            for bare, value in spec.bare.items():
                if name_key(bare) == key:
                    return spec, value
        return None

    def spec_of(self, key: str) -> FieldSpec | None:
        """The field spec filling model field `key`."""
        return next((spec for spec in self.fields if spec.key == key), None)

    def words(self) -> list[str]:
        return (
            [w for spec in self.fields for w in spec.words]
            + [flag.word for flag in self.flags]
            + [bare for spec in self.fields for bare in spec.bare]
        )


class Token(NamedTuple):
    """A word of the notation; `start` is its index in the whole text. A named tuple: reading a card
    makes a few each, and one is made in a third of a frozen dataclass's time."""

    text: str
    start: int
    quoted: bool = False
    bracketed: bool = False
    end: int = -1
    """Index just after the token in the whole text (-1: not known)."""


@dataclass
class ParsedCard:
    """What a notation string says: the name, field values (by model field) and keywords in order."""

    name: str
    values: dict[str, object] = field(default_factory=dict)
    keywords: list[KeywordInstance] = field(default_factory=list)
    name_quoted: bool = False
    """The name was written in quotes (`"Ariel - Spectacular Singer"`)."""
    hypothetical: bool = False
    """The word `hypothetical` was written: the card is what the notation says, never a real card."""

    def as_data(self) -> dict[str, object]:
        """The card as model input (tuples, since the models are strict)."""
        return {
            "name": self.name,
            **self.values,
            "keywords": tuple(k.model_dump(exclude_none=True) for k in self.keywords),
        }


_SEGMENT = re.compile(r'"([^"]*)"|“([^”]*)”|(\[[^\]]*\]|【[^】]*】)|([^\s"“\[【]+)')
"""One piece of a token: a quoted part (its text without the quotes), a bracketed part (kept with
its brackets), or a run of plain characters. A token is pieces up to whitespace outside them."""
_SPACE = re.compile(r"\s+")
_VALUE_INSIDE = re.compile(r"<([A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*)*) (\d+)>")
"""A keyword effect as Gundam cards print it, its value inside the brackets: `<Repair 1>`."""


_WORD_RUN = re.compile(r"\S+")
_NOT_ONLY_WORDS = re.compile(r'["“\[【<]')
"""What makes a token more than a run of plain characters: a quote, a bracket, or a `<…>` that
may hold a value (`_VALUE_INSIDE`)."""


def tokenize(text: str, offset: int = 0) -> list[Token]:
    """Split on whitespace; quotes and brackets may hold spaces. Unclosed ones raise `NotationError`."""
    if _NOT_ONLY_WORDS.search(text) is None:  # words only (most cards): each run of them is a token
        return [
            Token(word.group(), offset + word.start(), end=offset + word.end())
            for word in _WORD_RUN.finditer(text)
        ]
    # `<Repair 1>` reads as `<Repair> 1`: the same length, so every position stays true.
    text = _VALUE_INSIDE.sub(r"<\1> \2", text)
    tokens: list[Token] = []
    index, end = 0, len(text)
    while index < end:
        space = _SPACE.match(text, index)
        if space is not None:
            index = space.end()
            continue
        start, parts, kinds = index, [], set()
        while index < end and not text[index].isspace():
            piece = _SEGMENT.match(text, index)
            if piece is None:  # an opening quote or bracket that nothing closes
                char = text[index]
                what = "quote" if char in _QUOTES else "bracket"
                raise NotationError(
                    f"unclosed {what} {char}", token=text[index:], position=offset + index, suggestion=None
                )
            straight, curly, bracketed, plain = piece.groups()
            if plain is not None:
                parts.append(plain)
                kinds.add("plain")
            elif bracketed is not None:
                parts.append(bracketed)
                kinds.add("bracket")
            else:
                parts.append(straight if straight is not None else curly)
                kinds.add("quote")
            index = piece.end()
        tokens.append(
            Token(
                "".join(parts),
                offset + start,
                quoted=kinds == {"quote"},
                bracketed=kinds == {"bracket"},
                end=offset + index,
            )
        )
    return tokens


def check_length(text: str, what: str = "a card") -> None:
    """Refuse notation longer than `MAX_NOTATION_CHARS`, naming the limit."""
    if len(text) > MAX_NOTATION_CHARS:
        raise NotationError(
            f"{what} is at most {MAX_NOTATION_CHARS} characters long (this is {len(text)})",
            token=text[MAX_NOTATION_CHARS : MAX_NOTATION_CHARS + QUOTE_LIMIT],
            position=MAX_NOTATION_CHARS,
        )


def split_cards(text: str) -> list[tuple[str, int]]:
    """Split 'card; card; …' at semicolons outside quotes: (card text, its offset) pairs."""
    check_length(text, "a list of cards")
    pieces: list[tuple[str, int]] = []
    start, quote = 0, None
    for index, char in enumerate(text):
        if quote is not None:
            if char == quote:
                quote = None
        elif char in _QUOTES:
            quote = _QUOTES[char]
        elif char == ";":
            pieces.append((text[start:index], start))
            start = index + 1
    pieces.append((text[start:], start))
    return [(piece, offset) for piece, offset in pieces if piece.strip()]


@dataclass(frozen=True)
class _KeywordMatch:
    spec: KeywordSpec
    qualifier: str | None
    value: int | None
    next_index: int


class _Parser:
    def __init__(
        self,
        text: str,
        schema: NotationSchema,
        vocabulary: KeywordVocabulary,
        tokens: list[Token] | None = None,
    ) -> None:
        self.text = text
        self.schema = schema
        self.vocabulary = vocabulary
        self.tokens = tokenize(text) if tokens is None else tokens
        self.card = ParsedCard(name="")
        self.set_by: dict[str, Token] = {}
        self.gathered: set[str] = set()
        """List fields whose items so far came from bare values or phrases (more may join them)."""

    # -- helpers ----------------------------------------------------------------------------------

    def fail(self, problem: str, token: Token, suggestion: str | None = None) -> NotationError:
        position = max(token.start, 0)
        return NotationError(problem, token=token.text, position=position, suggestion=suggestion)

    def suggest(self, word: str, index: int | None = None) -> str | None:
        """The field, flag or keyword meant, never one that means the opposite of the words here."""
        context = self.context(index) if index is not None else None
        return closest(word, [*self.schema.words(), *self.vocabulary.names()], context=context)

    def context(self, index: int) -> str:
        """The word at `index` and those after it up to the next attribute (at most 6): what it says."""
        words = [self.tokens[index].text]
        for later in range(index + 1, min(index + 6, len(self.tokens))):
            if self.starts_attribute(later) or self.schema.bare_for(self.tokens[later].text):
                break
            words.append(self.tokens[later].text)
        return " ".join(words)

    def phrase_at(
        self, tokens: Sequence[Token], index: int
    ) -> tuple[tuple[tuple[str, object], ...], int] | None:
        """Printed card text starting at `index` (the longest the schema reads): its fields, next index."""
        if not self.schema.phrases:
            return None
        words: list[str] = []
        for token in tokens[index : index + self.schema.phrase_words]:
            if token.quoted or token.bracketed or "=" in token.text:
                break
            words.append(token.text)
        for length in range(len(words), 0, -1):
            text = phrase_words(words[:length])
            for phrase in self.schema.phrases:
                match = phrase.pattern.fullmatch(text)
                after = phrase_words(words[length : length + 1])
                if match and after not in phrase.not_before:
                    return phrase.read(match), index + length
        return None

    def announces_phrase(self, index: int) -> bool:
        """The words at `index` begin card text ('cannot …') that the notation reads only as a phrase."""
        if not self.schema.phrase_starts or self.tokens[index].quoted:
            return False
        text = phrase_words([t.text for t in self.tokens[index : index + 3]])
        return self.schema.begins_phrase(text)

    def phrase_error(self, index: int) -> NotationError:
        token = self.tokens[index]
        forms = "; ".join(phrase.example for phrase in self.schema.phrases)
        return self.fail(
            f"{shown(self.context(index))} reads like card text the notation doesn't know "
            f"(it reads: {forms})",
            token,
            self.suggest(token.text, index),
        )

    def spaced_field_at(self, index: int) -> FieldSpec | None:
        """`cost 5` written for `cost=5`: a number field's word (two letters or more), then a number."""
        if index + 1 >= len(self.tokens):
            return None
        token, value = self.tokens[index], self.tokens[index + 1]
        if token.quoted or token.bracketed or value.quoted or "=" in token.text:
            return None
        spec = self.schema.field_for(token.text)
        if spec is None or spec.kind != "int" or len(name_key(token.text)) < 2:
            return None
        return spec if value.text.isascii() and value.text.isdigit() else None

    def keyword_at(self, tokens: Sequence[Token], index: int) -> _KeywordMatch | None:
        """A keyword (with its qualifier and value) starting at `index`, or None."""
        qualifier = None
        first = tokens[index]
        finder = self.vocabulary.find
        if first.bracketed and self.vocabulary.find([first.text]) is None:
            qualifier = first.text[1:-1].strip()
            index += 1
            finder = self.vocabulary.find_placeholder
        words: list[Token] = []
        for token in tokens[index : index + self.vocabulary.max_words]:
            if token.quoted or "=" in token.text:
                break
            words.append(token)
        for length in range(len(words), 0, -1):
            texts = [t.text for t in words[:length]]
            attached = _ATTACHED_VALUE.match(texts[-1])
            tries: list[tuple[list[str], str | None]] = [(texts, None)]
            if attached:
                tries.insert(0, ([*texts[:-1], attached.group(1)], attached.group(2)))
            for spelled, value_text in tries:
                spec = finder(spelled)
                if spec is None:
                    continue
                next_index = index + length
                if value_text is None and next_index < len(tokens):
                    candidate = tokens[next_index]
                    if not candidate.quoted and _NUMBER.match(candidate.text):
                        value_text = candidate.text
                        next_index += 1
                value = int(value_text) if value_text is not None else None
                return _KeywordMatch(spec, qualifier, value, next_index)
        return None

    def make_keyword(self, match: _KeywordMatch, token: Token) -> KeywordInstance:
        try:
            return self.vocabulary.instance(match.spec, match.value, match.qualifier)
        except ValueError as exc:
            raise self.fail(str(exc), token) from None

    def starts_attribute(self, index: int) -> bool:
        """Does an attribute start here? (Bare values are not attributes inside a name: see `name`.)"""
        token = self.tokens[index]
        if token.quoted or "=" in token.text or _is_hypothetical(token):
            return True
        if self.schema.flag_for(token.text) is not None:
            return True
        if self.spaced_field_at(index) is not None or self.announces_phrase(index):
            return True
        return self.keyword_at(self.tokens, index) is not None

    # -- grammar ----------------------------------------------------------------------------------

    def parse(self, name_tokens: int | None = None) -> ParsedCard:
        """The card; `name_tokens`: the name is that many tokens (a real card's name, found by
        `bot.engine.names`), whatever words they are."""
        if not self.tokens:
            raise NotationError("empty card: start with the card's name", token="", position=0)
        if name_tokens is None:
            index = self.name()
        else:
            index = name_tokens
            self.card.name = " ".join([t.text for t in self.tokens[:index]])
            self.card.name_quoted = index == 1 and self.tokens[0].quoted
        while index < len(self.tokens):
            index = self.attribute(index)
        return self.card

    def name(self) -> int:
        first = self.tokens[0]
        if first.quoted:
            if not first.text.strip():
                raise self.fail("the card's name is empty", first)
            self.card.name = " ".join(first.text.split())
            self.card.name_quoted = True
            return 1
        index = 0
        while index < len(self.tokens) and not self.starts_attribute(index):
            index += 1
        if index == 0:
            raise self.fail(
                f"a card starts with its name ({shown(first.text)} is not one); "
                "quote a name that is also a keyword or field",
                first,
            )
        bare = self.trailing_bare(index)
        for position, token in enumerate(self.tokens[1 : index - len(bare)], start=1):
            if "_" in token.text:  # no card's name has one: a field or flag spelt wrong
                raise self.fail(
                    f"unknown word {shown(token.text)}", token, self.suggest(token.text, position)
                )
            near = self.near_miss(token.text)
            if near is not None:
                raise self.fail(
                    f"{shown(token.text)} in the name looks like a misspelt keyword "
                    "(quote the name if it is one)",
                    token,
                    near,
                )
        self.card.name = " ".join([t.text for t in self.tokens[: index - len(bare)]])
        for token in bare:
            self.bare(token)
        return index

    def trailing_bare(self, index: int) -> list[Token]:
        """`Cloud Fire`: bare values after a one-word unquoted name, up to the first attribute.

        Only right after a one-word name: in 'Warrior of Light' the last word is the name's (the name
        keeps it, as before: a scenario that needs the element then asks for it). A field written out
        (`element=`) wins too: then every word before the first attribute is the name."""
        rest = self.tokens[1:index]
        if not rest or not all(not t.quoted and self.schema.bare_for(t.text) for t in rest):
            return []
        keys = {found[0].key for t in rest if (found := self.schema.bare_for(t.text))}
        for token in self.tokens:
            spec = self.schema.field_for(token.text.partition("=")[0]) if "=" in token.text else None
            if spec is not None and spec.key in keys:
                return []
        return list(rest)

    def bare(self, token: Token) -> None:
        found = self.schema.bare_for(token.text)
        assert found is not None  # callers checked
        spec, value = found
        self.assign(spec.key, (value,) if spec.kind == "list" else value, token, gathered=True)

    def apply(self, pairs: tuple[tuple[str, object], ...], token: Token) -> None:
        """What a printed phrase sets: a list field gains the value, any other field takes it."""
        for key, value in pairs:
            spec = self.schema.spec_of(key)
            listed = spec is not None and spec.kind == "list"
            self.assign(key, (value,) if listed else value, token, gathered=listed)

    def near_miss(self, word: str) -> str | None:
        """A keyword or flag that `word` (inside an unquoted name) is probably a typo of.

        Names run up to the first attribute, so 'Goofy Evasiv exerted' would otherwise silently be a
        card named 'Goofy Evasiv' without Evasive — a wrong answer rather than an error.
        """
        key = name_key(word)
        if len(key) < 3 or not key.isalpha():
            return None
        typed = sense(word)
        candidates = {
            part: name
            for part, name, meaning in self.schema.near_miss_words(self.vocabulary)
            if not typed.inverts(meaning)
        }
        best = process.extractOne(key, list(candidates), scorer=fuzz.ratio, score_cutoff=_NEAR_MISS)
        return candidates[best[0]] if best else None

    def name_length(self) -> int:
        """How many tokens the name is, read as `name` reads it, without refusing anything."""
        if not self.tokens or self.tokens[0].quoted:
            return min(1, len(self.tokens))
        index = 1
        while index < len(self.tokens) and not self.starts_attribute(index):
            index += 1
        return index

    def attribute(self, index: int) -> int:
        token = self.tokens[index]
        if _is_hypothetical(token):
            self.card.hypothetical = True
            return index + 1
        if token.quoted:
            inner = tokenize(token.text, token.start + 1)
            phrase = self.phrase_at(inner, 0) if inner else None
            if phrase is not None and phrase[1] == len(inner):
                self.apply(phrase[0], token)
            else:
                self.card.keywords.append(self.quoted_keyword(token))
            return index + 1
        if "=" in token.text:
            return self.assignment(index)
        phrase = self.phrase_at(self.tokens, index)
        if phrase is not None:
            self.apply(phrase[0], token)
            return phrase[1]
        if self.announces_phrase(index):
            raise self.phrase_error(index)
        flag = self.schema.flag_for(token.text)
        if flag is not None:
            self.assign(flag.key, flag.value, token)
            return index + 1
        match = self.keyword_at(self.tokens, index)
        if match is not None:
            self.card.keywords.append(self.make_keyword(match, token))
            return match.next_index
        spaced = self.spaced_field_at(index)
        if spaced is not None:
            number = self.tokens[index + 1]
            self.assign(spaced.key, self.field_value(spaced, number.text, number), token)
            return index + 2
        if self.schema.bare_for(token.text) is not None:
            self.bare(token)
            return index + 1
        raise self.unknown(index)

    def unknown(self, index: int) -> NotationError:
        token = self.tokens[index]
        rest = [t.text for t in self.tokens[index + 1 : index + 1 + self.vocabulary.max_words]]
        for length in range(len(rest), 0, -1):
            spec = self.vocabulary.find_placeholder(rest[:length])
            if spec is not None and spec.placeholder:
                fixed = " ".join(rest[:length])
                return self.fail(
                    f"{shown(token.text)} is not a field or keyword; "
                    f"a {spec.placeholder.lower()} goes in brackets",
                    token,
                    f"[{token.text}] {fixed}",
                )
        if _NUMBER.match(token.text):
            return self.fail(f"the number {token.text} follows nothing that takes a value", token)
        field_spec = self.schema.field_for(token.text)
        if field_spec is not None:
            word = field_spec.word
            written = f"{word}=N or {word} N" if field_spec.kind == "int" else f"{word}=…"
            return self.fail(f"{shown(token.text)} needs a value: {written}", token)
        return self.fail(f"unknown word {shown(token.text)}", token, self.suggest(token.text, index))

    def quoted_keyword(self, token: Token) -> KeywordInstance:
        """A quoted keyword phrase: "Resist +2", "Sing Together 7", "Puppy Shift 3"."""
        inner = tokenize(token.text, token.start + 1)
        if not inner:
            raise self.fail("empty quotes", token)
        match = self.keyword_at(inner, 0)
        if match is not None and match.next_index == len(inner):
            return self.make_keyword(match, token)
        for split in range(1, len(inner)):
            bracketed = Token(f"[{' '.join(t.text for t in inner[:split])}]", inner[0].start, bracketed=True)
            match = self.keyword_at([bracketed, *inner[split:]], 0)
            if match is not None and match.spec.placeholder and match.next_index == len(inner) - split + 1:
                return self.make_keyword(match, token)
        raise self.fail(
            f"{shown(token.text)} is not a {self.vocabulary.rules.data.short_name} keyword",
            token,
            self.vocabulary.suggest(token.text),
        )

    def assignment(self, index: int) -> int:
        """`field=value`; a text or list value runs on over the words up to the next attribute
        (`qual=Amuro Ray`, `class=Seven Dwarfs,Hero`) unless the value was quoted."""
        token = self.tokens[index]
        word, _, raw = token.text.partition("=")
        spec = self.schema.field_for(word)
        value_token = Token(raw, token.start + len(word) + 1)
        if spec is None:
            keyword = self.vocabulary.find([word]) if word.strip() else None
            if keyword is not None and _NUMBER.match(raw):
                self.card.keywords.append(self.make_keyword(_KeywordMatch(keyword, None, int(raw), 0), token))
                return index + 1
            flag = self.schema.flag_for(word)
            if flag is not None:  # `exerted=false`: a flag is a bare word, on or left out
                raise self.fail(
                    f"{shown(flag.word)} is a flag, not a field: write {shown(flag.word)} alone to set it, "
                    "or leave it out",
                    token,
                )
            hint = closest(word, self.schema.words(), context=word)
            raise self.fail(f"unknown field {shown(word)}", token, hint)
        if not raw.strip():
            raise self.fail(f"{spec.word}= needs a value", token)
        end = index + 1
        enclosed: set[int] = set()
        written = self.text[token.start : token.end] if token.end >= 0 else token.text
        if spec.kind in ("text", "list") and not any(q in written for q in (*_QUOTES, "”")):
            depth = raw.count("(") - raw.count(")")
            while end < len(self.tokens) and (
                (depth > 0 and self.inside_parentheses(end)) or self.continues_value(end)
            ):
                if depth > 0:
                    enclosed.add(end)
                depth += self.tokens[end].text.count("(") - self.tokens[end].text.count(")")
                end += 1
            if depth > 0:
                raise self.fail(f"{spec.word}= has an unclosed parenthesis", token)
        if end > index + 1:
            more = self.tokens[index + 1 : end]
            for later in (t for at, t in enumerate(more, start=index + 1) if at not in enclosed):
                near = self.near_miss(later.text)
                if near is not None:
                    raise self.fail(
                        f"{shown(later.text)} in the value of {spec.word}= looks like a misspelt keyword "
                        f"(quote the value if it is part of it)",
                        later,
                        near,
                    )
            raw = " ".join([raw, *(t.text for t in more)])
            value_token = Token(self.text[value_token.start : more[-1].end], value_token.start)
        if spec.kind in ("text", "list") and end < len(self.tokens):
            # a value that ends by closing its parenthesis ends there: `traits=(White Base) base`
            continued = end > index + 1 and not raw.rstrip().endswith(")")
            self.refuse_ambiguous_end(spec, self.tokens[end], continued=continued)
        self.assign(spec.key, self.field_value(spec, raw, value_token), token)
        return end

    def refuse_ambiguous_end(self, spec: FieldSpec, after: Token, continued: bool) -> None:
        """A word after a text value that could be the value's or the card's: refuse, naming both.

        `traits=Earth Federation Base` (the trait, or the flag `base`?), `unblockable_by=Fire Ice`
        (a second clause, or the card's element?). A flag right after a one-word value keeps its old
        meaning (`class=Hero exerted`); the same field's bare value just joins it (`element=Fire Ice`).
        """
        if after.quoted:
            return
        flag = self.schema.flag_for(after.text)
        bare = self.schema.bare_for(after.text)
        if bare is not None and bare[0].key != spec.key:
            meaning = f"the card's {bare[0].word} ({bare[0].word}={bare[1]})"
        elif flag is not None and continued:
            meaning = f"the flag {flag.word}"
        else:
            return
        raise self.fail(
            f"{shown(after.text)} after {spec.word}= could be part of the value or {meaning}: "
            f'quote the value ({spec.word}="…"), use a comma inside a list, or write {after.text} '
            "before the field",
            after,
        )

    def inside_parentheses(self, index: int) -> bool:
        """A word inside a value's open parenthesis (`traits=(White Base Team)`) is the value's,
        even a flag's word: the parenthesis has not closed."""
        token = self.tokens[index]
        return not (token.quoted or token.bracketed or "=" in token.text)

    def continues_value(self, index: int) -> bool:
        """Is the word at `index` more of a text value (not an attribute, a field's word or a number)?"""
        token = self.tokens[index]
        if token.quoted or token.bracketed or self.starts_attribute(index):
            return False
        text = token.text
        return not (self.schema.field_for(text) or self.schema.bare_for(text) or _NUMBER.match(text))

    def field_value(self, spec: FieldSpec, raw: str, token: Token) -> object:
        if spec.kind == "int":
            if not raw.isascii() or not raw.isdigit():
                raise self.fail(f"{spec.word}= takes a whole number, not {shown(raw)}", token)
            number = int(raw) if len(raw.lstrip("0")) <= 6 else None  # never convert 5,000 digits
            if number is None or not spec.minimum <= number <= spec.maximum:
                raise self.fail(
                    f"{spec.word}={clip(raw, 12)} is out of range ({spec.minimum} to {spec.maximum})", token
                )
            return number
        if spec.kind == "choice":
            chosen = spec.choices.get(name_key(raw))
            if chosen is None:
                options = ", ".join(dict.fromkeys(spec.choices))
                raise self.fail(
                    f"{spec.word}={clip(raw, QUOTE_LIMIT)} is not one of: {options}",
                    token,
                    closest(raw, spec.choices),
                )
            return chosen
        if spec.kind == "list":
            items = tuple(" ".join(item.split()) for item in raw.split(","))
            if not all(items):
                raise self.fail(f"{spec.word}= has an empty item", token)
            return items
        return " ".join(raw.split())

    def assign(self, key: str, value: object, token: Token, gathered: bool = False) -> None:
        """Set a field once; a list field also gathers items from bare values and phrases."""
        earlier = self.set_by.get(key)
        if earlier is not None and isinstance(value, tuple) and (gathered or key in self.gathered):
            current = self.card.values[key]
            assert isinstance(current, tuple)
            self.card.values[key] = tuple(dict.fromkeys((*current, *value)))
            if not gathered:
                self.gathered.discard(key)
            return
        if earlier is not None:
            raise self.fail(f"{shown(token.text)} contradicts or repeats {shown(earlier.text)}", token)
        self.set_by[key] = token
        self.card.values[key] = value
        if gathered:
            self.gathered.add(key)


def _is_hypothetical(token: Token) -> bool:
    return not token.quoted and token.text.casefold() == HYPOTHETICAL


def parse_card(
    text: str,
    schema: NotationSchema,
    vocabulary: KeywordVocabulary,
    name_tokens: int | None = None,
    *,
    tokens: list[Token] | None = None,
) -> ParsedCard:
    """Read one card; every problem raises `NotationError` (with the token and its position).
    `name_tokens`: the name is the first that many tokens (a real card's name, however it reads).
    `tokens`: `tokenize(text)`, when the caller has it already."""
    check_length(text)
    return _Parser(text, schema, vocabulary, tokens).parse(name_tokens)


def name_length(
    text: str, schema: NotationSchema, vocabulary: KeywordVocabulary, *, tokens: list[Token] | None = None
) -> int:
    """How many tokens `parse_card` would read as the name (1 for a quoted one); never raises for
    the words after it (an unclosed quote still does). `tokens`: as for `parse_card`."""
    check_length(text)
    return _Parser(text, schema, vocabulary, tokens).name_length()


def parse_keyword_phrase(text: str, vocabulary: KeywordVocabulary) -> KeywordInstance:
    """Read one keyword with its value, e.g. 'Resist +2', 'Singer 5', '[Puppy] Shift 3'."""
    check_length(text, "a keyword")
    parser = _Parser("", NotationSchema(fields=()), vocabulary)
    return parser.quoted_keyword(Token(text, -1, quoted=True))
