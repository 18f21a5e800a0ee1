"""A question as a judge says it, read for `/ask`: the check it reads like, and that check's options
pre-filled from what the question says (the cards it names, their states, numbers), for the judge
to confirm in the check's form. Nothing here answers the question: verdicts come only from running
the check.

How the options are filled, for any topic:
- **Cards** go to the topic's card options in the order the question names them, except that a card
  whose type or classification is an option's name goes there first (a song to `song`, a Pilot to
  `pilot`, a Forward to `forward`); after a passive verb, "by <card>" names the one acting
  ("challenged by Mickey": Mickey is the challenger, the first card option). A `cards` option (a list)
  takes every card left when it is the last card option.
- **States** are the game's notation flags (`exerted`, `ready`, `drying`, `dull`…; not a card's
  type, as Gundam's `unit`) written next to a card: "<card> is exerted", "an exerted <card>", or a
  pronoun ("if she's exerted") for the first card named (the question's subject). A state placed
  nowhere is reported as not understood.
- **Numbers**: an integer option gets "<n> <word>" where the word is the option's name or a word of
  its description ("3 damage" → `amount`, described as how much damage).
- **Choices**: a choice option gets the one choice the question names as a word ("moved" → `how`).

What was read is written as the check's command line (card names quoted), so the form opens with it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.cards.models import Card
from bot.engine.asking import topics_asked
from bot.engine.engine import OptionSpec, topic_options
from bot.engine.registry import Topic, games

__all__ = ["NamedCard", "Reading", "read_question"]

PRONOUNS = frozenset({"he", "she", "it", "they", "him", "her", "them"})
_WORD = re.compile(r"[A-Za-z0-9']+")
_PASSIVE_BY = re.compile(r"\b\w+ed\s+by\s*$", re.IGNORECASE)
"""'challenged by <card>': the card after it is the one acting."""


@dataclass(frozen=True, slots=True)
class NamedCard:
    """A card the question names: where, and its printed name (or label) to write in a check."""

    start: int
    end: int
    card: Card
    written: str
    """What a check option is given: the card's unique label ("Let It Go (1)" where names repeat)."""


@dataclass
class Reading:
    """What `/ask` read: the topic, the options it filled, and what it could not place."""

    topic: Topic | None
    options: dict[str, object] = field(default_factory=dict)
    states: dict[int, list[str]] = field(default_factory=dict)
    """Per card (its index among the named cards), the notation flags read for it."""
    not_placed: list[str] = field(default_factory=list)
    """Words read (states, cards) that no option took."""


def _flags(game: str) -> dict[str, str]:
    """The game's notation flags that are states, by folded word ("exerted" → "exerted"). A flag
    setting a card's type (Gundam's `unit`) is not one: "a Unit" in a question is a card, unnamed."""
    entry = games().get(game)
    if entry is None:
        return {}
    return {flag.word.casefold(): flag.word for flag in entry.card.notation.flags if flag.key != "type"}


def _blank(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with the card names blanked out (their words are no topic's words)."""
    chars = list(text)
    for start, end in spans:
        for i in range(start, min(end, len(chars))):
            chars[i] = " "
    return "".join(chars)


def _card_of_state(text: str, position: int, cards: Sequence[NamedCard]) -> int | None:
    """Which named card a state word at `position` describes: the card right after it ("an exerted
    Goofy"), the card right before ("Goofy is exerted", "their exerted Tinker Bell" reads the card
    after), or, after a pronoun, the first card named."""
    before = text[:position]
    words_before = _WORD.findall(before)[-3:]
    after_card = next((i for i, c in enumerate(cards) if 0 <= c.start - position <= 20), None)
    gap_after = text[position : cards[after_card].start] if after_card is not None else ""
    if after_card is not None and len(_WORD.findall(gap_after)) <= 1:
        return after_card
    if any(word.casefold().split("'")[0] in PRONOUNS for word in words_before):
        return 0 if cards else None
    previous = [i for i, c in enumerate(cards) if c.end <= position]
    if previous:
        card = cards[previous[-1]]
        gap = _WORD.findall(text[card.end : position])
        if len(gap) <= 3:
            return previous[-1]
    return None


def _same_card(text: str, cards: Sequence[NamedCard]) -> dict[int, int]:
    """Each named card's index, or that of the card an earlier mention names in full when this one
    is a shorter way of saying it ("Goofy - Daredevil … if Goofy is exerted": one card, exerted).
    The full name written twice stays two cards (two copies)."""
    same: dict[int, int] = {}
    for index, card in enumerate(cards):
        said = text[card.start : card.end]
        earlier = next(
            (
                first
                for first in range(index)
                if same[first] == first
                and cards[first].written == card.written
                and len(said) < len(text[cards[first].start : cards[first].end])
            ),
            None,
        )
        same[index] = index if earlier is None else earlier
    return same


def _card_options(topic: Topic) -> list[OptionSpec]:
    return [spec for spec in topic_options(topic.id) if spec.kind in ("card", "cards")]


def _matches_option(card: Card, spec: OptionSpec) -> bool:
    name = spec.name.rstrip("s").replace("_", " ").casefold()
    kinds = {card.type.casefold(), *(c.casefold() for c in card.classifications)}
    return name in kinds


def _notation(card: NamedCard, flags: Sequence[str]) -> str:
    quoted = f'"{card.written}"'
    return " ".join([quoted, *flags])


def read_question(text: str, game: str, cards: Sequence[NamedCard]) -> Reading:
    """Read `text` (a question of `game`) with the cards already found in it (in order)."""
    plain = _blank(text, [(c.start, c.end) for c in cards])
    found = topics_asked(plain, [game], limit=1)
    reading = Reading(found[0] if found else None)
    flags = _flags(game)
    same = _same_card(text, cards)
    for match in _WORD.finditer(plain):
        word = match.group(0).casefold()
        if word in flags:
            index = _card_of_state(text, match.start(), cards)
            if index is None:
                reading.not_placed.append(word)
            elif flags[word] not in reading.states.get(same[index], []):
                reading.states.setdefault(same[index], []).append(flags[word])
    if reading.topic is None:
        return reading
    options = _card_options(reading.topic)
    order = sorted(set(same.values()))
    for index, card in enumerate(cards):
        if _PASSIVE_BY.search(text[: card.start]) and index in order:
            order.remove(index)
            order.insert(0, index)
    assigned: dict[str, list[int]] = {}
    for spec in options:
        typed = [i for i in order if _matches_option(cards[i].card, spec)]
        if typed:
            assigned[spec.name] = typed if spec.kind == "cards" else typed[:1]
            order = [i for i in order if i not in assigned[spec.name]]
    free = [spec for spec in options if spec.name not in assigned]
    for position, spec in enumerate(free):
        if not order:
            break
        last = position == len(free) - 1
        take = order if spec.kind == "cards" and last else order[:1]
        assigned[spec.name] = list(take)
        order = order[len(take) :]
    for spec in options:
        chosen = assigned.get(spec.name)
        if chosen:
            reading.options[spec.name] = "; ".join(
                _notation(cards[i], reading.states.get(i, [])) for i in chosen
            )
    for i in order:
        reading.not_placed.append(cards[i].written)
    _numbers(plain, reading)
    _choices(plain, reading)
    return reading


def _numbers(text: str, reading: Reading) -> None:
    """Fill integer options from "<n> <word>" where the word is the option's name or describes it."""
    assert reading.topic is not None
    for spec in topic_options(reading.topic.id):
        if spec.kind != "int" or spec.name in reading.options:
            continue
        words = {
            spec.name.casefold(),
            *(w.casefold() for w in _WORD.findall(spec.description) if len(w) >= 4),
        }
        for match in re.finditer(r"\b(\d{1,3})\s+([A-Za-z]+)", text):
            if match.group(2).casefold().rstrip("s") in {w.rstrip("s") for w in words}:
                value = int(match.group(1))
                if (spec.minimum is None or value >= spec.minimum) and (
                    spec.maximum is None or value <= spec.maximum
                ):
                    reading.options[spec.name] = value
                    break


def _choices(text: str, reading: Reading) -> None:
    """Fill a choice option (not the sub-question) whose one choice the question says as a word."""
    assert reading.topic is not None
    said = {w.casefold() for w in _WORD.findall(text)}
    for spec in topic_options(reading.topic.id):
        if spec.kind != "choice" or spec.name == "question" or spec.name in reading.options:
            continue
        named = [choice for choice in spec.choices if choice.casefold() in said]
        if len(named) == 1:
            reading.options[spec.name] = named[0]
