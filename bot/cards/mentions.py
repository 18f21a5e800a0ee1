"""Card names in free text: what "Explain cards & keywords" and `/ask` read in a message or a
question ("can Ariel - Spectacular Singer sing Let It Go if she's exerted?").

A card option of a check reads its name from the option's start (`bot.engine.names`, the card-name
reading of checks); free text has names anywhere, so this module reads them left to right with the
same first rule: **the longest real card name wins**. At each word, the longest run of words that is
exactly a card's name, label (`Cloud (1-009C)`) or number — case, punctuation, quotes and the " - "
aside — is that card, whatever its words mean elsewhere ("Singer" in "Ariel - Spectacular Singer"
is the name's, not the keyword). Also read:

- `[[name]]` and "quoted names", resolved with typos allowed (`CardCatalog.resolve`);
- card numbers (`GD01-079`, `16-078C`);
- a character's name without its version ("Ariel"), capitalised as a name is, when cards carry it
  as their base name: reported as a name several cards share, with how many, never guessed.

One-word names are taken only when capitalised as names are and not a game word ("Forward", "Ward"
are rules words first): `is_game_word` says which words those are. Entries that are one card to a
rules question (LorcanaJSON lists "Let It Go" twice) count once: the first printing is taken.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.cards.catalog import CardCatalog, Found, same_card
from bot.cards.models import Card
from bot.rules.library import name_key

__all__ = ["Mention", "Mentions", "find_mentions", "name_words", "written_label"]

BRACKETED = re.compile(r"\[\[([^\[\]]{1,120})\]\]")
"""`[[Ariel - Spectacular Singer]]`: how card names are marked in chat."""
QUOTED = re.compile(r"[\"“”]([^\"“”\n]{2,120})[\"“”]")
CARD_NUMBER = re.compile(
    r"(?<![\w-])(?:[A-Za-z]{1,5}\d{0,2}-\d{2,3}[A-Za-z]?|\d{1,2}-\d{3}[A-Za-z])(?![\w-])"
)
"""A card number written in a message: Gundam's `GD01-079`, `ST01-001`, `R-002`; FFTCG's `16-078C`."""
_WORD = re.compile(r"[^\s\"“”]+")
LONGEST_NAME_WORDS = 12
"""No card's name is longer than this many words (the longest Lorcana names have 9)."""


@dataclass(frozen=True, slots=True)
class Mention:
    """A card name found in the text: where, as written, and the card (or the cards it could be)."""

    start: int
    end: int
    written: str
    card: Card | None
    """The card, when the name is one card (or several entries of one card)."""
    shared: tuple[Card, ...] = ()
    """The cards a name without its version, or a name several cards carry, could be."""


@dataclass(frozen=True, slots=True)
class Mentions:
    """The cards of one game named in a text, in the order written, and what was not a card."""

    game: str
    found: tuple[Mention, ...]
    missing: tuple[str, ...] = ()
    """Names marked as cards (`[[…]]`, quotes) that are no card."""

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(m.card for m in self.found if m.card is not None)

    def spans(self) -> list[tuple[int, int]]:
        return [(m.start, m.end) for m in self.found]


def _one_card(cards: Sequence[Card]) -> Card | None:
    """The card several entries of one name are, when they are all the same card; else None."""
    if cards and all(same_card(cards[0], other) for other in cards[1:]):
        return cards[0]
    return None


_BASES: weakref.WeakKeyDictionary[CardCatalog, dict[str, list[int]]] = weakref.WeakKeyDictionary()
_NAME_WORDS: weakref.WeakKeyDictionary[CardCatalog, frozenset[str]] = weakref.WeakKeyDictionary()


def _bases(catalog: CardCatalog) -> dict[str, list[int]]:
    """Name key of "Ariel" (the part before " - ") → the positions of the cards carrying it."""
    found = _BASES.get(catalog)
    if found is None:
        found = {}
        for position, label in enumerate(catalog.labels):
            if " - " in label:
                found.setdefault(name_key(label.partition(" - ")[0]), []).append(position)
        _BASES[catalog] = found
    return found


def written_label(catalog: CardCatalog, card: Card) -> str:
    """What names `card` alone in a check or a button: its unique label ("Cloud (1-009C)"; for
    entries that are one card under one name, the first one's: "Let It Go (1)")."""
    label = catalog.label(card)
    if catalog.exact(label) is not None:
        return label
    key = name_key(card.name)
    for candidate in catalog.labels:
        if name_key(candidate).startswith(key + " ") and catalog.exact(candidate) == card:
            return candidate
    return label


def name_words(catalog: CardCatalog) -> frozenset[str]:
    """The words of the catalog's card names (folded): words a search never corrects."""
    found = _NAME_WORDS.get(catalog)
    if found is None:
        found = _NAME_WORDS[catalog] = frozenset(word for key in catalog.name_keys for word in key.split())
    return found


def _exactly(catalog: CardCatalog, key: str) -> tuple[Card | None, tuple[Card, ...]]:
    """(the card, or the cards) a name key is: a label or number is one card; a name several
    entries carry is one card when they are the same card, else several."""
    card = catalog.exact(key)
    if card is not None:
        return card, ()
    shared = catalog.named(key)
    if not shared:
        return None, ()
    one = _one_card(shared)
    return (one, ()) if one is not None else (None, shared)


def find_mentions(
    text: str,
    catalog: CardCatalog,
    is_game_word: Callable[[str], bool] = lambda word: False,
    limit: int = 8,
) -> Mentions:
    """The cards of `catalog` named in `text` (see the module's docstring), at most `limit`."""
    found: list[Mention] = []
    missing: list[str] = []
    taken: list[tuple[int, int]] = []

    def free(start: int, end: int) -> bool:
        return all(end <= low or start >= high for low, high in taken)

    for pattern in (BRACKETED, QUOTED):
        for match in pattern.finditer(text):
            raw = match.group(1).strip()
            card, shared = _exactly(catalog, raw)
            if card is None and not shared:
                resolution = catalog.resolve(raw)
                if isinstance(resolution, Found):
                    card = resolution.card
            if card is None and not shared:
                if pattern is BRACKETED:
                    missing.append(raw)
                continue  # a quoted phrase that is no card is the question's own words
            found.append(Mention(match.start(), match.end(), raw, card, shared))
            taken.append((match.start(), match.end()))
    for match in CARD_NUMBER.finditer(text):
        card = catalog.exact(match.group(0))
        if card is not None and card.number is not None and free(match.start(), match.end()):
            found.append(Mention(match.start(), match.end(), match.group(0), card))
            taken.append((match.start(), match.end()))
    words = list(_WORD.finditer(text))
    index = 0
    while index < len(words):
        hit = _longest_at(words, index, catalog, is_game_word)
        if hit is None or not free(words[index].start(), words[hit[0] - 1].end()):
            index += 1
            continue
        end_index, card, shared = hit
        start, end = words[index].start(), words[end_index - 1].end()
        written = text[start:end].strip(".,;:!?()")
        found.append(Mention(start, start + len(written), written, card, shared))
        taken.append((start, end))
        index = end_index
    found.sort(key=lambda m: m.start)
    return Mentions(catalog.game, tuple(_named_before(found)[:limit]), tuple(missing))


def _named_before(found: list[Mention]) -> list[Mention]:
    """A name without its version, after a card of that name was named in full ("… Stitch - New
    Dog … Can I challenge Stitch?"), is that card."""
    kept: list[Mention] = []
    for mention in found:
        if mention.card is None and mention.shared:
            earlier = [m.card for m in kept if m.card is not None and m.card in mention.shared]
            if len({id(card) for card in earlier}) == 1:
                mention = Mention(mention.start, mention.end, mention.written, earlier[0])
        kept.append(mention)
    return kept


def _longest_at(
    words: list[re.Match[str]], index: int, catalog: CardCatalog, is_game_word: Callable[[str], bool]
) -> tuple[int, Card | None, tuple[Card, ...]] | None:
    """The longest name starting at word `index`: (index after its last word, card, shared cards)."""
    first = words[index].group(0)
    if not first[:1].isalnum() or not (first[:1].isupper() or first[:1].isdigit()):
        return None  # names start with a capital (or a digit): "sing" is no card, "Let It Go" may be
    for length in range(min(LONGEST_NAME_WORDS, len(words) - index), 0, -1):
        key = name_key(" ".join(w.group(0) for w in words[index : index + length]))
        if not key:
            continue
        if length == 1 and (is_game_word(key) or len(key) < 3):
            continue
        card, shared = _exactly(catalog, key)
        if card is not None or shared:
            return index + length, card, shared
        positions = _bases(catalog).get(key)
        if positions and length <= 3:
            versions = [catalog.card(p) for p in positions]
            one = _one_card(versions)
            return index + length, one, () if one is not None else tuple(versions)
    return None
