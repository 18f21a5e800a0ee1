"""`/ask`: a question as a judge says it. The answer names the cards and keywords it read, the rules
most likely to decide it, and — where a check fits — a **Run this check** button that opens the
check's form pre-filled from the question. The pre-filled check is the answer's question line, so
the button keeps nothing per message (it reads the line back, like Edit & retry)."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.cards import CardCatalog
from bot.cards.mentions import Mentions, find_mentions, name_words, written_label
from bot.engine.reading import NamedCard, Reading, read_question
from bot.errors import UserFacingError
from bot.policy import policy_of
from bot.render.ask import ask_embeds
from bot.render.asked import asked_text
from bot.reply import guarded, send_answer
from bot.rules.fulltext import Hit, Results, RulesIndex
from bot.rules.library import GameRules, Library
from bot.rules.words import WORD
from bot.ui.cards import cards_of, find_keywords
from bot.ui.checks.asked import asked_as_typed, question_line
from bot.ui.checks.forms import check_modal
from bot.ui.rules import ShowRule, fits_custom_id
from bot.ui.search import rules_index

RULES_SHOWN = 3
FAVOUR_KEYWORD = 0.3
"""What a rule of a keyword the question names or its cards carry (the keyword's whole section)
adds to its score."""
QUICK_WORDS = 12
"""A question read on the event loop has at most this many words (`read_ask_quickly`): over the
question sets and made-up ones in five games, reading one took 0.75 ms at most (p99 0.6 ms)."""
_MARKED = re.compile(r"[\"“”]|\[\[")
"""A card name in quotes or brackets: `find_mentions` reads it with typos allowed."""
CLOSEST = 0.25
"""`/ask` shows the rules most likely to decide a question when the best holds at least this share
of it. A question says more than the rules it turns on (the board, the cards' states): below half
(`bot.rules.fulltext.WELL`), the answer says they are the closest rules, not a match."""


_QUOTING = re.compile(r"\s+(?:says|reads|said|read)\b", re.IGNORECASE)
"""The verb that introduces a named card's text ("Elsa - Exploring the Unknown says I may…"): it
frames the question, and being rare in the rules it would outweigh the words asked about."""


def _blanked(text: str, mentions: Mentions) -> str:
    """The question without its card names (and the verb quoting a named card's text): the words
    left are what the rules are searched for."""
    chars = list(text)
    for start, end in mentions.spans():
        quoting = _QUOTING.match(text, end)
        if quoting is not None:
            end = quoting.end()
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _mentions(question: str, game: GameRules, catalog: CardCatalog | None) -> Mentions:
    if catalog is None:
        return Mentions(game.id, ())
    return find_mentions(question, catalog, lambda key: game.term(key) is not None)


@dataclass(frozen=True, slots=True)
class AskReading:
    """What `/ask` read in a question: its game, the cards it names, the check it reads like, the
    keywords, and the rules most likely to decide it."""

    game: GameRules
    mentions: Mentions
    cards: list[NamedCard]
    reading: Reading
    keywords: list[str]
    results: Results

    @property
    def rules(self) -> list[Hit]:
        """The rules shown: the best matches, unless the best holds less than `CLOSEST` of the
        question (then none: nothing matches it well)."""
        hits = self.results.hits
        return list(hits) if hits and hits[0].coverage >= CLOSEST else []


def read_ask(
    index: RulesIndex,
    library: Library,
    question: str,
    games: Sequence[str],
    catalogs: Mapping[str, CardCatalog],
) -> AskReading:
    """`/ask`'s work, without Discord (in a worker thread, where `read_ask_quickly` declines;
    `bench/search_bench.py` times it). With several candidate games, the one whose cards the
    question names."""
    found = {g: _mentions(question, library.game(g), catalogs.get(g)) for g in games}
    if len(games) > 1:
        named = [g for g in games if any(m.card is not None for m in found[g].found)]
        if len(named) != 1:
            listed = ", ".join(library.game(g).data.short_name for g in games)
            raise UserFacingError(
                f"Which game is this question about? This channel has no game: add `game:` ({listed})."
            )
        games = named
    game = library.game(games[0])
    return _read(index, library, question, game, catalogs.get(game.id), found[game.id])


def read_ask_quickly(
    index: RulesIndex, library: Library, question: str, game_id: str, catalog: CardCatalog | None
) -> AskReading | None:
    """`read_ask` in one game, on the event loop, where it is quick for sure: a question of at most
    `QUICK_WORDS` words, naming no card in quotes or brackets (those names are read with typos
    allowed: a fuzzy search of every card name), with few words left to search once its card names
    are set aside (`RulesIndex.quick`). None otherwise: then `read_ask`, in a worker thread."""
    if game_id not in index.games or len(WORD.findall(question)) > QUICK_WORDS or _MARKED.search(question):
        return None
    game = library.game(game_id)
    mentions = _mentions(question, game, catalog)
    if not index.quick(_blanked(question, mentions), game_id):
        return None
    return _read(index, library, question, game, catalog, mentions)


def _read(
    index: RulesIndex,
    library: Library,
    question: str,
    game: GameRules,
    catalog: CardCatalog | None,
    mentions: Mentions,
) -> AskReading:
    """The reading of a question in its game, whose card names are read (`mentions`)."""
    named_cards = [
        NamedCard(m.start, m.end, m.card, written_label(catalog, m.card))
        for m in mentions.found
        if m.card is not None and catalog is not None
    ]
    reading = read_question(question, game.id, named_cards)
    rest = _blanked(question, mentions)
    keywords = find_keywords(rest, [game.id], library, [(game.id, c.card) for c in named_cards])
    keyword_names = [view.name for view in keywords]
    in_text = {view.id for view in find_keywords(rest, [game.id], library, [])}
    carried = [view.name for view in keywords if view.id not in in_text]
    names = {game.id: name_words(catalog)} if catalog is not None else {}
    boost = {game.id: [c.card.name for c in named_cards]}
    favour = {rule: FAVOUR_KEYWORD for view in keywords for rule in (view.id, *(r.id for r in view.rules))}
    results = index.search(
        rest,
        [game.id],
        RULES_SHOWN,
        names=names,
        boost=boost,
        asked=True,
        favour={game.id: favour},
        either={game.id: carried},
    )
    return AskReading(game, mentions, named_cards, reading, keyword_names, results)


async def run_ask(interaction: discord.Interaction, question: str, game_option: str | None) -> None:
    policy = policy_of(interaction)
    store = cards_of(interaction)
    await store.refresh()
    games = await policy.candidate_games(interaction, game_option)
    index = await rules_index(interaction)
    catalogs = {g: catalog for g in games if (catalog := store.catalog(g)) is not None}
    # One game's short question: read on the event loop (a few tenths of a millisecond, less than a
    # thread hop costs); a longer one, or every game a candidate, in a worker thread.
    asked = (
        read_ask_quickly(index, policy.library, question, games[0], catalogs.get(games[0]))
        if len(games) == 1
        else None
    )
    if asked is None:
        asked = await asyncio.to_thread(read_ask, index, policy.library, question, games, catalogs)
    game, mentions, reading, results = asked.game, asked.mentions, asked.reading, asked.results
    check = question_line(reading.topic, reading.options) if reading.topic is not None else None
    not_understood = [*reading.not_placed, *mentions.missing, *_unknown(results.unknown, asked.keywords)]
    rules = asked.rules
    embeds = ask_embeds(
        question,
        game,
        list({id(c.card): (c.written, c.card) for c in asked.cards}.values()),  # named twice: once
        [(m.written, len(m.shared)) for m in mentions.found if m.card is None and m.shared],
        asked.keywords,
        rules,
        check,
        not_understood,
        closest=bool(rules) and results.weak,
    )
    items: list[discord.ui.Item[Any]] = [RunThisCheck()] if check is not None else []
    items += [
        ShowRule(hit.game, hit.rule, 0, f"Rule {game.cite(hit.rule)}")
        for hit in rules
        if fits_custom_id(hit.game, hit.rule)
    ]
    await send_answer(interaction, embeds, content=asked_text(check) if check else None, extra_items=items)


def _unknown(words: tuple[str, ...], keywords: list[str]) -> list[str]:
    known = {k.casefold() for k in keywords}
    return [w for w in words if w not in known]


class RunThisCheck(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"fj:run"):
    """**Run this check**: the check's form, pre-filled with what `/ask` read (the message's line)."""

    def __init__(self) -> None:
        super().__init__(
            discord.ui.Button(label="Run this check", style=discord.ButtonStyle.primary, custom_id="fj:run")
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RunThisCheck:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, "button Run this check", lambda: self._open(interaction))

    async def _open(self, interaction: discord.Interaction) -> None:
        topic, given, more_lead = asked_as_typed(interaction)
        await interaction.response.send_modal(check_modal(topic, given, more_lead))
