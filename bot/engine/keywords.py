"""Keywords on cards: which exist (the game's terms in the data), how they take values, how they combine.

The vocabulary is the game's data, not a list in code: a keyword is a term of the game (filtered by the
game's `KeywordTable`, e.g. Lorcana's "General" section is not a keyword). The engine adds only what the
data does not say: the shape of each keyword's value. Stacking comes from the data's `stacks` flag:
instances of a stacking keyword add up (Resist +1 and Resist +2 → Resist +3); for any other keyword only
the first instance applies (Lorcana 8.1.2; other games state the same idea with their own words).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from rapidfuzz import fuzz, process

from bot.engine.errors import QUOTE_LIMIT, clip, shown
from bot.rules.library import GameRules, name_key
from bot.rules.models import Term

__all__ = [
    "Combined",
    "EffectiveKeywords",
    "KeywordInstance",
    "KeywordSpec",
    "KeywordTable",
    "KeywordVocabulary",
    "Sense",
    "ValueShape",
    "closest",
    "combine",
    "sense",
    "vocabulary_for",
]

ValueShape = Literal["none", "number", "plus", "signed"]
"""none: 'Evasive'; number: 'Singer 5'; plus: 'Resist +2' (adds up); signed: 'Accuracy -1'."""

_PLACEHOLDER = re.compile(r"^\[([^\]]+)\]\s+(.+)$")


_NEGATORS = frozenset({"not", "no", "cannot", "cant", "never", "non", "without", "dont", "doesnt", "isnt"})
_PASSIVE_AUX = frozenset({"be", "is", "are", "been", "being", "get", "gets", "got"})
_STOP = frozenset({"a", "an", "the", "of", "by", "with", "to", "can", "it", "its", "or", "and", "any"})
_WORD = re.compile(r"[a-z0-9]+")


@dataclass(frozen=True)
class Sense:
    """What a word or phrase says, roughly: the roots it is about, whether it is negated or passive.

    'cannot be blocked' and 'unblockable' are (block, negated, passive); 'cannot_block' is
    (block, negated, active): the same roots with another meaning. Suggestions use this so that a
    "did you mean" never proposes a word saying the opposite of what was typed."""

    roots: frozenset[str]
    negated: bool
    passive: bool

    def inverts(self, other: Sense) -> bool:
        """About the same thing, but negated or turned around (active ↔ passive)."""
        return bool(self.roots & other.roots) and (
            self.negated != other.negated or self.passive != other.passive
        )


def _root(word: str) -> str:
    for suffix in ("able", "ible", "ing", "ed", "er", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def sense(text: str) -> Sense:
    """The `Sense` of a typed word or phrase, or of a field/flag/keyword name (`cant_block`)."""
    words = _WORD.findall(text.casefold().replace("_", " ").replace("'", "").replace("\u2019", ""))
    roots: set[str] = set()
    negations = 0
    passive = False
    after_aux = False
    for word in words:
        if word in _NEGATORS:
            negations += 1
            continue
        if word in _PASSIVE_AUX:
            after_aux = True
            continue
        if word.startswith("un") and word.endswith(("able", "ible", "ed", "ing")) and len(word) >= 6:
            # unblockable, untapped, unexerted — not 'unit', 'under', 'universal', 'unique'
            negations += 1
            word = word[2:]
        if word.endswith(("able", "ible")) or (after_aux and word.endswith("ed")):
            passive = True
        after_aux = False
        if word not in _STOP:
            roots.add(_root(word))
    return Sense(frozenset(roots), negations % 2 == 1, passive)


def closest(
    word: str, choices: Iterable[str], cutoff: float = 60.0, context: str | None = None
) -> str | None:
    """The choice nearest to `word` (case and punctuation ignored), if it is near enough to suggest.

    Never a choice that says the opposite of what was typed (`context`: the words around `word`,
    'cannot be blocked' around 'cannot'): `cant_block` is not offered for 'cannot be blocked', nor
    `unblockable` for 'blockable'. A choice with the same meaning is offered even when spelt apart.
    """
    options = {name_key(choice): choice for choice in choices if name_key(choice)}
    key = name_key(word[:100])  # nothing longer is near a choice; a 34 MB word must stay cheap
    if not key or not options:
        return None
    typed = sense((context or word)[:200])
    if typed.roots:
        opposite = {option for option, choice in options.items() if typed.inverts(sense(choice))}
        same = [
            choice
            for choice in options.values()
            if typed.roots & sense(choice).roots and not typed.inverts(sense(choice))
        ]
        if same and typed.negated:
            # a negated phrase ('cannot be blocked by') names its field by meaning, not by spelling
            return max(same, key=lambda choice: fuzz.ratio(name_key(context or word), name_key(choice)))
        if not sense(word).roots:
            return None  # 'cannot' in 'cannot attack': its spelling says nothing of what is meant
        options = {option: choice for option, choice in options.items() if option not in opposite}
        if not options:
            return None
    found = process.extractOne(key, list(options), scorer=fuzz.ratio, score_cutoff=cutoff)
    return options[found[0]] if found else None


@dataclass(frozen=True)
class KeywordTable:
    """What the engine knows about a game's keywords beyond the data: value shapes and which terms count."""

    shapes: Mapping[str, ValueShape]
    is_keyword: Callable[[Term], bool] = lambda term: True
    max_value: int = 30


@dataclass(frozen=True)
class KeywordSpec:
    """One keyword of a game: its term, how it takes a value, whether it stacks."""

    name: str
    term: Term
    shape: ValueShape
    stacks: bool
    placeholder: str | None = None
    """'Classification' for '[Classification] Shift': the card names the actual one ('[Puppy] Shift 2')."""

    def label(self, value: int | None, qualifier: str | None = None) -> str:
        """How an instance is written: 'Resist +2', 'Singer 5', 'Puppy Shift 3', 'Evasive'."""
        base = self.name
        if self.placeholder is not None:
            match = _PLACEHOLDER.match(self.name)
            rest = match.group(2) if match else self.name
            base = f"{qualifier} {rest}" if qualifier else self.name
        if value is None:
            return base
        sign = "+" if self.shape == "plus" or (self.shape == "signed" and value > 0) else ""
        return f"{base} {sign}{value}"


class KeywordInstance(BaseModel):
    """One keyword a card has, as written: name, value (N), qualifier ([Classification])."""

    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=80)
    value: int | None = Field(default=None, ge=-99, le=99)
    qualifier: str | None = Field(default=None, min_length=1, max_length=80)


class KeywordVocabulary:
    """A game's keywords, indexed by name and alias, from its data and the engine's `KeywordTable`."""

    def __init__(self, rules: GameRules, table: KeywordTable) -> None:
        self.rules = rules
        self.table = table
        self._by_key: dict[str, KeywordSpec] = {}
        self._placeholder_by_rest: dict[str, KeywordSpec] = {}
        self._labels: list[str] = []
        for term in rules.terms:
            if not table.is_keyword(term):
                continue
            shape = table.shapes.get(term.name, "plus" if term.stacks else "none")
            match = _PLACEHOLDER.match(term.name)
            spec = KeywordSpec(term.name, term, shape, term.stacks, match.group(1) if match else None)
            self._labels.append(term.name)
            if match:
                self._placeholder_by_rest[name_key(match.group(2))] = spec
                continue
            for label in (term.name, *term.aliases):
                self._by_key.setdefault(name_key(label), spec)
                self._labels.append(label)
        self.max_words = max((len(key.split()) for key in self._by_key), default=1)
        self._placeholder_by_name: dict[str, KeywordSpec] = {}
        """The keywords with a placeholder by their folded data name ('[Classification] Shift'): `spec`
        asks it of every keyword of every card a check views."""
        for spec in self._placeholder_by_rest.values():
            self._placeholder_by_name.setdefault(name_key(spec.name), spec)

    @property
    def specs(self) -> tuple[KeywordSpec, ...]:
        seen = {spec.name: spec for spec in (*self._by_key.values(), *self._placeholder_by_rest.values())}
        return tuple(seen.values())

    def names(self) -> list[str]:
        return [spec.name for spec in self.specs]

    def spec(self, name: str) -> KeywordSpec | None:
        """A keyword by name or alias; '[Classification] Shift' by its data name."""
        key = name_key(name)
        found = self._placeholder_by_name.get(key)
        return found if found is not None else self._by_key.get(key)

    def find(self, words: Sequence[str]) -> KeywordSpec | None:
        """The keyword spelled exactly by these words ('Sing', 'Together'), by name or alias."""
        return self._by_key.get(name_key(" ".join(words)))

    def find_placeholder(self, words: Sequence[str]) -> KeywordSpec | None:
        """The keyword with a placeholder whose fixed part is spelled by these words ('Shift')."""
        return self._placeholder_by_rest.get(name_key(" ".join(words)))

    def suggest(self, word: str) -> str | None:
        return closest(word, self._labels)

    def instance(self, spec: KeywordSpec, value: int | None, qualifier: str | None = None) -> KeywordInstance:
        """A checked instance; `ValueError` says what is wrong with the value or qualifier."""
        self._check(spec, value, qualifier)
        if spec.shape == "none":
            return KeywordInstance(name=spec.name, qualifier=qualifier)
        return KeywordInstance(name=spec.name, value=value, qualifier=qualifier)

    def _check(self, spec: KeywordSpec, value: int | None, qualifier: str | None) -> None:
        """`ValueError` saying what is wrong with an instance of `spec` with this value and qualifier."""
        if spec.placeholder is not None and not qualifier:
            raise ValueError(f"{spec.name} needs its {spec.placeholder.lower()}, e.g. '[Puppy] Shift 3'")
        if spec.placeholder is None and qualifier:
            raise ValueError(f"{spec.name} takes no [{clip(qualifier, QUOTE_LIMIT)}]")
        if spec.shape == "none" and value is None:  # most keywords: nothing more to check
            return
        written = spec.label(None, clip(qualifier, QUOTE_LIMIT) if qualifier else qualifier)
        if spec.shape == "none":
            raise ValueError(f"{written} takes no value")
        if value is None:
            example = "+N" if spec.shape == "plus" else "N"
            raise ValueError(f"{written} needs a value: {written} {example}")
        limit = self.table.max_value
        if spec.shape == "plus" and not 1 <= value <= limit:
            raise ValueError(f"{written} +{value} is out of range: +1 to +{limit}")
        if spec.shape == "number" and not 0 <= value <= limit:
            raise ValueError(f"{written} {value} is out of range: 0 to {limit}")
        if spec.shape == "signed" and not -limit <= value <= limit:
            raise ValueError(f"{written} {value} is out of range: -{limit} to {limit}")

    def normalise(self, instance: KeywordInstance) -> KeywordInstance:
        """The instance with its data name, checked; `ValueError` for unknown keywords. One already
        so named is returned as it is (instances are immutable): a card's keywords are normalised
        when it is read and again when they are combined."""
        return self.normalised(instance)[0]

    def normalised(self, instance: KeywordInstance) -> tuple[KeywordInstance, KeywordSpec]:
        """`normalise`, with the instance's keyword (`combine` groups by it)."""
        spec = self.spec(instance.name)
        if spec is None:
            hint = self.suggest(instance.name)
            tail = f"; did you mean {shown(hint)}?" if hint else ""
            raise ValueError(f"{shown(instance.name)} is not a {self.rules.data.short_name} keyword{tail}")
        if instance.name != spec.name:
            return self.instance(spec, instance.value, instance.qualifier), spec
        self._check(spec, instance.value, instance.qualifier)
        return instance, spec


_VOCABULARIES: dict[tuple[int, int], tuple[GameRules, KeywordTable, KeywordVocabulary]] = {}
"""Vocabularies by their rules' and table's identities, each kept with both (so neither identity is
reused while it is kept). A vocabulary holds its rules anyway: kept by a weak key, as it was, the
entry lived as long; this finds it in one lookup, where a weak key made a weak reference each time
(every card read asks for its game's vocabulary)."""


def vocabulary_for(rules: GameRules, table: KeywordTable) -> KeywordVocabulary:
    """The (cached) vocabulary of a loaded game."""
    key = (id(rules), id(table))
    found = _VOCABULARIES.get(key)
    if found is not None:
        return found[2]
    vocabulary = KeywordVocabulary(rules, table)
    _VOCABULARIES[key] = (rules, table, vocabulary)
    return vocabulary


@dataclass(frozen=True)
class Combined:
    """Every instance of one keyword on a card, and what they amount to."""

    spec: KeywordSpec
    instances: tuple[KeywordInstance, ...]

    @property
    def qualifier(self) -> str | None:
        return self.instances[0].qualifier

    @property
    def value(self) -> int | None:
        """Stacking keywords add up; any other keyword keeps its first instance's value."""
        if self.spec.stacks:
            return sum(instance.value or 0 for instance in self.instances)
        return self.instances[0].value

    @property
    def ignored(self) -> tuple[KeywordInstance, ...]:
        return () if self.spec.stacks else self.instances[1:]

    @property
    def label(self) -> str:
        return self.spec.label(self.value, self.qualifier)

    def instance_label(self, instance: KeywordInstance) -> str:
        return self.spec.label(instance.value, instance.qualifier)


@dataclass(frozen=True)
class EffectiveKeywords:
    """A card's keywords after combining; lookups by name ignore case."""

    combined: tuple[Combined, ...] = field(default=())

    @cached_property
    def _by_key(self) -> dict[str, tuple[Combined, ...]]:
        """`combined` by its keywords' folded names, in order: topics ask a card for a keyword many
        times (Evasive, Alert, Bodyguard … for each card of a challenge)."""
        found: dict[str, list[Combined]] = {}
        for combined in self.combined:
            found.setdefault(name_key(combined.spec.name), []).append(combined)
        return {key: tuple(group) for key, group in found.items()}

    def all(self, name: str) -> tuple[Combined, ...]:
        return self._by_key.get(name_key(name), ())

    def has(self, name: str) -> bool:
        return bool(self.all(name))

    def amount(self, name: str) -> int:
        """The value of a keyword (summed when it stacks), 0 when the card lacks it."""
        found = self.all(name)
        return (found[0].value or 0) if found else 0

    def labels(self) -> list[str]:
        return [c.label for c in self.combined]


def combine(instances: Iterable[KeywordInstance], vocabulary: KeywordVocabulary) -> EffectiveKeywords:
    """Group a card's instances per keyword (and qualifier), in the order the card got them."""
    groups: dict[tuple[str, str], list[KeywordInstance]] = {}
    specs: dict[tuple[str, str], KeywordSpec] = {}
    for raw in instances:
        instance, spec = vocabulary.normalised(raw)
        key = (spec.name, name_key(instance.qualifier or ""))
        groups.setdefault(key, []).append(instance)
        specs[key] = spec
    return EffectiveKeywords(tuple(Combined(specs[key], tuple(group)) for key, group in groups.items()))
