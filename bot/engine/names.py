"""How a check reads the name at the start of a card option, against the game's card data.

Quotes are optional. The rules, in order (the README's "How names are read"):

1. **The longest real card name wins.** The longest run of words from the start that is exactly a
   real card's name, label (`Cloud (1-009C)`) or number — case, punctuation and the " - " aside — is
   that card, whatever its words mean elsewhere: in `Ariel - Spectacular Singer exerted`, "Singer"
   is the name's, not the keyword; in `Rapunzel - Ready for Adventure`, "Ready" is not the flag.
   What follows is notation, and an error there says the name was read as a card.
2. **A misspelt name is never a blank card.** A name within a few letters of one real card's
   (`Snow White - Fairest in the Lnd`, at any length up to the first field) is not guessed either
   way: the answer names the card and offers it (`CardNameError`).
3. **A character's name without its version** (`Ariel`, `Goofy`, SWTCG's `Han Solo`, FFTCG's `Cloud`,
   which nineteen cards share):
   - written with what card data would fill (cost, stats, keywords, text …: the judge describes the
     card), or with the word `hypothetical`: the card as typed; the verdict says real cards share
     its name;
   - else, one real card of that name: that card;
   - else: no verdict; the answer lists the versions to pick from.
4. Any other name (`Mickey`, `Pluto`) is a card as typed, as it always was.

Entries that are one card to a rules question (LorcanaJSON lists "Let It Go" twice) count once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.cards import Card, CardCatalog, distinct
from bot.engine.errors import CardNameError, NotationError, shown
from bot.engine.keywords import KeywordVocabulary
from bot.engine.notation import (
    HYPOTHETICAL,
    NotationSchema,
    ParsedCard,
    Token,
    name_length,
    parse_card,
    tokenize,
)
from bot.rules.library import name_key

__all__ = ["LISTED", "NameReading", "read_name"]

LISTED = 3
"""Cards a message names; the answer's buttons offer more."""

Describes = Callable[[ParsedCard], bool]
"""Whether a card as typed describes a card (values card data would fill: cost, stats, keywords …)."""


@dataclass(frozen=True)
class NameReading:
    """What a card option's name was read as."""

    parsed: ParsedCard
    """The notation, the name as typed included."""
    card: Card | None
    """The real card it names, or None: a card as typed."""
    typed: str
    """The name as typed (its words, quotes left out)."""
    quoted: bool
    sharing: tuple[str, ...] = ()
    """A card as typed whose name real cards carry: those cards' labels (the verdict says so)."""


def _words(tokens: Sequence[Token]) -> str:
    return " ".join([token.text for token in tokens])


def _is_marker(token: Token) -> bool:
    return not token.quoted and token.text.casefold() == HYPOTHETICAL


def _name_words(tokens: Sequence[Token]) -> int:
    """How many tokens from the start could be a name's: up to a `field=value` or `hypothetical`
    (a quoted first token is a name alone)."""
    if tokens and tokens[0].quoted:
        return 1
    count = 0
    for token in tokens:
        if "=" in token.text or _is_marker(token):
            break
        count += 1
    return count


def _listed(cards: Sequence[str]) -> str:
    names = ", ".join(f"“{name}”" for name in cards[:LISTED])
    more = len(cards) - LISTED
    return names + (f" and {more} more" if more > 0 else "")


def read_name(
    text: str,
    catalog: CardCatalog,
    schema: NotationSchema,
    vocabulary: KeywordVocabulary,
    describes: Describes,
) -> NameReading:
    """Read one card's notation against card data (the module's rules); `NotationError` for what
    can't be read, `CardNameError` for a name that means a real card the bot will not guess."""
    tokens = tokenize(text)
    if not tokens:
        parse_card(text, schema, vocabulary)  # raises: an empty card
    quoted = tokens[0].quoted
    words = _name_words(tokens)
    hit = catalog.longest_exact([token.text for token in tokens[:words]])
    if hit is not None:
        length, card = hit
        parsed = _after_real_name(text, tokens, card, length, schema, vocabulary, unquoted=not quoted)
        typed = tokens[0].text if quoted else text[tokens[0].start : tokens[length - 1].end]
        if parsed.hypothetical:
            return NameReading(parsed, None, typed, quoted, sharing=(catalog.label(card),))
        return NameReading(parsed, card, typed, quoted)
    region = name_length(text, schema, vocabulary, tokens=tokens)
    misspelt = _misspelt(tokens, words, region, catalog)
    if misspelt is not None and _every_versions_name(_words(tokens[:region]), catalog):
        misspelt = None  # "Han Solo" is close to "Han Solo (U)", but it is every Han Solo's name
    if misspelt is not None and any(_is_marker(token) for token in tokens):
        misspelt = None  # "… hypothetical": the judge says it is no real card
    if misspelt is not None:
        length, cards = misspelt
        if len(cards) == 1:
            raise _pick(
                f"{shown(_words(tokens[:length]), 60)} is not a card's name",
                tokens[:length],
                catalog,
                cards,
                suggestion=catalog.label(cards[0]),
                as_typed=False,
            )
    parsed = parse_card(text, schema, vocabulary, tokens=tokens)
    sharing = catalog.version_labels(parsed.name) or (
        tuple(catalog.label(card) for card in misspelt[1]) if misspelt else ()
    )
    if not sharing:
        return NameReading(parsed, None, parsed.name, quoted)
    if parsed.hypothetical or describes(parsed):
        return NameReading(parsed, None, parsed.name, quoted, sharing=sharing)
    versions = distinct(catalog.versions(parsed.name)) or (misspelt[1] if misspelt else ())
    only = versions[0] if len(versions) == 1 and misspelt is None else None
    if only is not None and (" - " not in parsed.name or name_key(only.name) == name_key(parsed.name)):
        return NameReading(parsed, only, parsed.name, quoted)
    labels = [catalog.label(card) for card in versions]
    if " - " in parsed.name or misspelt is not None:
        what = f"no card is called “{parsed.name}”: did you mean {_listed(labels)}? Pick one"
    else:
        what = f"“{parsed.name}” is {len(labels)} cards ({_listed(labels)}): pick one"
    raise _pick(
        f"{what}, or write `{HYPOTHETICAL}` after the name for a card with only what you type",
        tokens[: region if misspelt is None else misspelt[0]],
        catalog,
        versions,
    )


def _every_versions_name(typed: str, catalog: CardCatalog) -> bool:
    """A name without " - " that real cards' versions carry ("Han Solo"): not a misspelling."""
    return " - " not in typed and bool(catalog.version_positions(typed))


def _after_real_name(
    text: str,
    tokens: list[Token],
    card: Card,
    length: int,
    schema: NotationSchema,
    vocabulary: KeywordVocabulary,
    *,
    unquoted: bool,
) -> ParsedCard:
    """The notation after a real card's name; an error there says the name was read as the card."""
    try:
        return parse_card(text, schema, vocabulary, name_tokens=length, tokens=tokens)
    except NotationError as error:
        if not unquoted:
            raise
        raise NotationError(
            f"“{card.name}” is a card: {error.problem}",
            token=error.token,
            position=error.position,
            suggestion=error.suggestion,
        ) from None


def _misspelt(
    tokens: Sequence[Token], words: int, region: int, catalog: CardCatalog
) -> tuple[int, tuple[Card, ...]] | None:
    """The longest run of words (at least the name as the notation reads it, at most up to the
    first field) that is a misspelt real name: (its length, the cards of that name)."""
    best: tuple[float, int, tuple[Card, ...]] | None = None
    longest = min(max(words, region), max(region, catalog.max_name_words + 2))
    for length in range(longest, max(region, 1) - 1, -1):
        near = catalog.near_name(_words(tokens[:length]), search=length == region)
        if near is not None and (best is None or near[0] > best[0]):
            best = (near[0], length, near[1])
    if best is None:
        return None
    return best[1], distinct(best[2])


def _pick(
    problem: str,
    name: Sequence[Token],
    catalog: CardCatalog,
    cards: Sequence[Card],
    suggestion: str | None = None,
    as_typed: bool = True,
) -> CardNameError:
    return CardNameError(
        problem,
        token=_words(name),
        position=name[0].start,
        end=name[-1].end,
        labels=tuple(catalog.label(card) for card in cards),
        suggestion=suggestion,
        as_typed=as_typed,
    )
