"""Real cards in the notation: a quoted card name fills the card's fields from card data.

`"Ariel - Spectacular Singer" exerted str=4` is Ariel's cost, strength, willpower, lore, type,
classifications and printed keywords from the card data, then what is written after the name: fields
written there win, keywords written there come after the printed ones (gained from effects). The card
data is a fact given to the engine, not a rule: the verdict lists what came from it (`CardDataNote`), and
a printed keyword the rules text does not define makes the verdict "not covered" rather than ignored.

The card data reaches validation through the pydantic context ``{"cards": CardSource}``.
This module knows a card model only by the hooks it calls (`CardModel`): `bot.engine.cards` builds
on it, never the other way round.
"""

from __future__ import annotations

import re
import threading
import weakref
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar, NamedTuple, Protocol

from pydantic import BaseModel, ConfigDict, ValidationInfo

from bot.cards import Card, CardCatalog, CardKeyword
from bot.engine.errors import NotationError
from bot.engine.keywords import KeywordInstance, KeywordVocabulary, closest
from bot.engine.names import Describes, read_name
from bot.engine.notation import FieldSpec, NotationSchema, ParsedCard, parse_card
from bot.rules.library import name_key

__all__ = [
    "CardDataNote",
    "CardModel",
    "CardSource",
    "KeywordReading",
    "UnsupportedCardType",
    "card_values",
    "printed_abilities",
    "read_card",
]

KeywordReading = tuple[KeywordInstance | None, str | None]
"""How a printed keyword is read: (the keyword, how it was read). (None, None): the rules text the bot
has does not define it; (None, a reading): it is not a keyword the card has (printed text, read so)."""


class CardModel(Protocol):
    """What card data needs of a game's card model (`bot.engine.cards.CardBase` and its games)."""

    game_id: ClassVar[str]
    notation: ClassVar[NotationSchema]
    card_data_extra_stats: ClassVar[frozenset[str]]
    state_fields: ClassVar[frozenset[str]]

    @classmethod
    def card_data_type(cls, card: Card) -> str | None: ...

    @classmethod
    def card_data_fields(cls, card: Card) -> dict[str, object]: ...

    @classmethod
    def card_data_keyword(cls, printed: CardKeyword, vocabulary: KeywordVocabulary) -> KeywordReading: ...


class CardSource(Protocol):
    """Where cards come from (`bot.cards.CardStore`): a game's catalog, or None without card data."""

    def catalog(self, game: str) -> CardCatalog | None: ...


class CardDataNote(BaseModel):
    """What a card took from card data: shown with the verdict as a given fact, not a rule. Or, for
    a card as typed whose name real cards carry (`as_typed`), that it took nothing from them."""

    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")

    card: str
    typed: str | None = None
    """The name as typed, when it is not the card's name as the data spells it (a number, a label,
    another case or punctuation): what was read as the card."""
    as_typed: bool = False
    """The card is what the notation says: card data filled nothing (see `sharing`)."""
    hypothetical: bool = False
    """… because the word `hypothetical` was written."""
    sharing: tuple[str, ...] = ()
    """The real cards whose name a card as typed carries."""
    filled: tuple[str, ...] = ()
    """'cost 3', 'str 2', 'Singer 5' …: the values taken from the data."""
    replaced: tuple[str, ...] = ()
    """Fields written after the name that replaced the data's value: 'str 2 → 4'."""
    read_as: tuple[str, ...] = ()
    """How a printed keyword was read: 'Puppy Shift 3 as [Classification] Shift 3 (Puppy)'."""
    undefined: tuple[str, ...] = ()
    """Printed keywords the game's rules text (as the bot has it) does not define."""

    def typed_reading(self) -> str | None:
        """A real card read from a name typed otherwise than the data spells it ("1-099C"), said on
        the verdict's first screen; None when it was typed as printed (nothing to misread)."""
        if self.typed is None or self.as_typed:
            return None
        return f"“{self.typed}” as the real card {self.card}"

    def as_typed_reading(self) -> str | None:
        """A card as typed whose name real cards carry, said on the verdict's first screen."""
        if not self.as_typed:
            return None
        if self.hypothetical:
            return f"{self.card} as typed (hypothetical)"
        real = f"the {len(self.sharing)} real cards" if len(self.sharing) > 1 else "the real card"
        return f"{self.card} as typed, not {real} of that name"

    def summary(self) -> str:
        if self.as_typed:
            listed = ", ".join(self.sharing[:3]) + (" …" if len(self.sharing) > 3 else "")
            why = "written hypothetical" if self.hypothetical else "described by what was typed"
            return f"{self.card}: {why}, nothing taken from card data (real cards of that name: {listed})"
        text = f"{self.card}: " + (", ".join(self.filled) or "no values the check uses")
        if self.typed is not None:
            text = f"{self.card} (typed “{self.typed}”): " + text.split(": ", 1)[1]
        if self.replaced:
            text += f"; written after the name: {', '.join(self.replaced)}"
        if self.read_as:
            text += f"; read {'; '.join(self.read_as)}"
        if self.undefined:
            text += f"; not in the rules text the bot has: {', '.join(self.undefined)}"
        return text


class CardValues(NamedTuple):
    """What a real card fills in a card model (`card_values`)."""

    values: Mapping[str, object]
    keywords: tuple[KeywordInstance, ...]
    note: CardDataNote


class UnsupportedCardType(ValueError):
    """The card is of a type the game's checks do not take (a Resource, a Crystal): the card data is
    fine (an import keeps it), but a check cannot use the card."""


def _field_value(spec: FieldSpec, raw: object, label: str) -> object:
    """A card-data value as the notation field `spec` would read it; `ValueError` names `label`."""
    if spec.kind == "int":
        if not isinstance(raw, int) or isinstance(raw, bool):
            raise ValueError(f"{label}: {raw!r} is not a whole number")
        if not spec.minimum <= raw <= spec.maximum:
            raise ValueError(f"{label}: {raw} is out of range ({spec.minimum} to {spec.maximum})")
        return raw
    if spec.kind == "choice":
        chosen = spec.choices.get(name_key(str(raw)))
        if chosen is None:
            raise ValueError(f"{label}: {raw!r} is not one of: {', '.join(dict.fromkeys(spec.choices))}")
        return chosen
    if spec.kind == "list":
        items = raw if isinstance(raw, (list, tuple)) else str(raw).split(",")
        return tuple(" ".join(str(item).split()) for item in items if str(item).strip())
    return " ".join(str(raw).split())


def _shown(spec: FieldSpec, value: object) -> str:
    if isinstance(value, tuple):
        return f"{spec.word} {'/'.join(map(str, value))}"
    return f"{spec.word} {value}"


def card_values(
    model: type[CardModel], card: Card, vocabulary: KeywordVocabulary
) -> tuple[dict[str, object], list[KeywordInstance], CardDataNote]:
    """The model fields, keywords and note for `card`. `ValueError` names a value the game can't take."""
    schema = model.notation
    values: dict[str, object] = {}
    filled: list[str] = []
    given: list[tuple[str, object]] = [("cost", card.cost), *card.stats.items()]
    given.append(("type", model.card_data_type(card)))
    for key, raw in given:
        if raw is None or key in model.card_data_extra_stats:
            continue
        spec = schema.field_for(key)
        if spec is None:
            hint = closest(key, schema.words())
            tail = f"; did you mean {hint!r}?" if hint else ""
            raise ValueError(f"stats.{key}: not a field of {model.game_id} cards{tail}")
        if key == "type" and spec.kind == "choice" and name_key(str(raw)) not in spec.choices:
            kinds = ", ".join(dict.fromkeys(spec.choices.values()))
            raise UnsupportedCardType(f"it is a {card.type} card: a check takes a {kinds}")
        values[spec.key] = _field_value(spec, raw, key)
        filled.append(_shown(spec, values[spec.key]))
    extra = model.card_data_fields(card)
    for key, value in extra.items():
        values[key] = value
        if isinstance(value, tuple) and value:
            filled.append(f"{key}: {len(value)} printed {'ability' if len(value) == 1 else 'abilities'}")
    classes = schema.field_for("class") or schema.field_for("traits")
    if classes is not None and card.classifications:
        values[classes.key] = _field_value(classes, card.classifications, "classifications")
        filled.append(_shown(classes, values[classes.key]))
    keywords: list[KeywordInstance] = []
    read_as: list[str] = []
    undefined: list[str] = []
    for printed in card.keywords:
        instance, reading = model.card_data_keyword(printed, vocabulary)
        if instance is None:
            if reading:
                read_as.append(reading)
            else:
                undefined.append(printed.label)
            continue
        keywords.append(instance)
        filled.append(printed.label)
        if reading:
            read_as.append(reading)
    note = CardDataNote(
        card=card.name,
        filled=tuple(filled),
        read_as=tuple(read_as),
        undefined=tuple(undefined),
    )
    return values, keywords, note


CARDS_KEPT_READ = 1024
"""Real cards whose values (`card_values`) are kept worked out, the most recently asked (the catalog
keeps the 2,048 it decoded last)."""

_READ: weakref.WeakKeyDictionary[
    KeywordVocabulary, OrderedDict[tuple[type[CardModel], int], tuple[Card, CardValues]]
] = weakref.WeakKeyDictionary()
"""Real cards' values by the vocabulary they were read with and the card (by identity: the catalog
decodes a card once and keeps it; the entry holds the card, so its id is not reused while kept)."""
_READ_LOCK = threading.Lock()


def _card_values(model: type[CardModel], card: Card, vocabulary: KeywordVocabulary) -> CardValues:
    """`card_values` of a real card, worked out once while it is asked about: they depend on the card
    and the game's rules only, and a table asks of the same cards again and again (~20 µs a card in
    a tight loop, ~40 µs between interactions). Not the answer: what is written after the name, and
    everything the check decides, is read every time. A card decoded anew, or read against newly
    loaded rules, is worked out afresh. Safe from any thread (checks run on the event loop; the
    command line and tests call the engine from others)."""
    key = (model, id(card))
    with _READ_LOCK:
        kept = _READ.get(vocabulary)
        if kept is None:
            kept = _READ[vocabulary] = OrderedDict()
        entry = kept.get(key)
        if entry is not None and entry[0] is card:
            kept.move_to_end(key)
            return entry[1]
    values, keywords, note = card_values(model, card, vocabulary)
    read = CardValues(MappingProxyType(values), tuple(keywords), note)
    with _READ_LOCK:
        kept[key] = (card, read)
        if len(kept) > CARDS_KEPT_READ:
            kept.popitem(last=False)
    return read


def printed_abilities(card: Card) -> tuple[str, ...]:
    """The card's printed abilities other than keywords (and reminder text, which explains a keyword):
    its `abilities`, or else its `text` less the keywords it lists ("Brave First Strike" is keywords
    only; "When … enters the field, draw" is not)."""
    if card.abilities:
        return tuple(
            " ".join(a.text.split()) for a in card.abilities if a.kind not in ("keyword", "reminder")
        )
    rest = card.text
    for keyword in sorted(card.keywords, key=lambda k: -len(k.label)):
        rest = re.sub(re.escape(keyword.label), " ", rest, flags=re.IGNORECASE)
    return (" ".join(card.text.split()),) if re.search(r"\w", rest) else ()


def default_keyword(printed: CardKeyword, vocabulary: KeywordVocabulary) -> KeywordInstance | None:
    """A printed keyword as the rules data names it, or None when the rules text lacks it."""
    spec = vocabulary.spec(printed.name)
    if spec is None or spec.placeholder is not None or printed.cost is not None:
        return None
    try:
        return vocabulary.instance(spec, printed.value)
    except ValueError:
        return None


def _catalog(info: ValidationInfo, game: str) -> CardCatalog | None:
    source = (info.context or {}).get("cards")
    return source.catalog(game) if source is not None else None


def _describer(model: type[CardModel]) -> Describes:
    """Whether a card as typed describes a card: a keyword, or any field that is not its state in
    play (`CardModel.state_fields`: exerted, damage …) — what a card prints, or its text."""

    def describes(parsed: ParsedCard) -> bool:
        return bool(parsed.keywords) or any(key not in model.state_fields for key in parsed.values)

    return describes


def read_card(
    model: type[CardModel], text: str, info: ValidationInfo, vocabulary: KeywordVocabulary
) -> dict[str, Any]:
    """A card written in notation as model input: a real card's data under what the notation wrote
    when its name names one (`bot.engine.names`, quotes optional), else the notation alone."""
    catalog = _catalog(info, model.game_id)
    if catalog is None:
        return _as_input(parse_card(text, model.notation, vocabulary), vocabulary)
    reading = read_name(text, catalog, model.notation, vocabulary, _describer(model))
    parsed = reading.parsed
    if reading.card is None:
        data = _as_input(parsed, vocabulary)
        if reading.sharing:
            data["card_data"] = CardDataNote(
                card=reading.typed,
                as_typed=True,
                hypothetical=parsed.hypothetical,
                sharing=reading.sharing,
            )
        return data
    found = reading.card
    position = len(text) - len(text.lstrip())
    try:
        values, keywords, note = _card_values(model, found, vocabulary)
    except ValueError as exc:
        raise NotationError(
            f"the card data of “{found.name}” does not fit: {exc}", token=reading.typed, position=position
        ) from None
    replaced = [
        f"{spec.word} {values[key]} → {value}"
        for key, value in parsed.values.items()
        if key in values and values[key] != value and (spec := model.notation.spec_of(key)) is not None
    ]
    typed = None if reading.typed == found.name or reading.typed == catalog.label(found) else reading.typed
    if replaced or typed is not None:  # else the note as worked out (frozen): a copy would be the same
        note = note.model_copy(update={"replaced": tuple(replaced), "typed": typed})
    return {
        **values,
        **parsed.values,
        "name": found.name,
        "keywords": _keywords((*keywords, *parsed.keywords), vocabulary),
        "card_data": note,
    }


def _as_input(parsed: ParsedCard, vocabulary: KeywordVocabulary) -> dict[str, Any]:
    """A card as typed, as model input (`ParsedCard.as_data`, its keywords as `_keywords`)."""
    return {"name": parsed.name, **parsed.values, "keywords": _keywords(parsed.keywords, vocabulary)}


def _keywords(
    instances: Sequence[KeywordInstance], vocabulary: KeywordVocabulary
) -> tuple[KeywordInstance, ...]:
    """Keywords read against `vocabulary`, named as it names them (what the card model does to each
    keyword it is given as data): passed on as they are, not written out as data to be read again."""
    return tuple(vocabulary.normalise(instance) for instance in instances)
