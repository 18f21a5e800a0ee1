"""`/search` answers and their buttons: each result opens its rule; a correction is undone with one
click ("Search for “rested” instead"); a search that matches nothing well offers the games that
match. The buttons read the search back from the answer's question line (`bot.render.asked`), so
nothing is kept per message."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import discord

from bot.cards import CardCatalog
from bot.cards.mentions import name_words
from bot.cards.textindex import card_text_index, card_text_ready
from bot.commandline import ConsoleInputError, command_catalog, format_line, parse_line
from bot.errors import UserFacingError
from bot.policy import policy_of
from bot.render.asked import asked_line, asked_text
from bot.render.inert import inert
from bot.render.search import CardSection, search_embeds
from bot.reply import acknowledge_late, edit_private, guarded, send_answer, static_view
from bot.rules.fulltext import Results, RulesIndex, build_index, built_index, exiting
from bot.ui.cards import cards_of
from bot.ui.rules import ShowRule, fits_custom_id

RESULTS = 5
"""Results shown, each with a button (Discord allows 5 buttons a row)."""
COMMAND = "search"


async def rules_index(
    interaction: discord.Interaction, catalogs: Mapping[str, CardCatalog] | None = None
) -> RulesIndex:
    """The rules index. Just after start-up it (or the text index of `catalogs`' cards) may still be
    being built in a worker thread: the answer is then deferred ("thinking…") and follows as soon as
    it is built; the event loop keeps answering everything else meanwhile."""
    library = policy_of(interaction).library
    index = built_index(library)
    if index is None or not all(card_text_ready(c) for c in (catalogs or {}).values()):
        await acknowledge_late(interaction, busy=True)
        index = await asyncio.wrap_future(build_index(library))
    return index


@dataclass(frozen=True, slots=True)
class Found:
    """What a search found: the rules, and the cards whose text says it."""

    results: Results
    cards: CardSection | None


def find(
    index: RulesIndex,
    query: str,
    games: Sequence[str],
    catalogs: Mapping[str, CardCatalog],
    *,
    verbatim: bool = False,
    results: Results | None = None,
) -> Found:
    """`/search`'s work, without Discord: the rules of `games` and the cards of `catalogs` that say
    `query` (in a worker thread; `find_quickly` first where it may be quick; `bench/search_bench.py`
    times it). `results`: the rules, already found."""
    if results is None:
        names = {g: name_words(catalog) for g, catalog in catalogs.items()}
        results = index.search(query, games, RESULTS, names=names, verbatim=verbatim)
    section = _cards_saying(index, query, results, catalogs)
    assert section is not False  # not quick: always an answer
    return Found(results, section)


def find_quickly(
    index: RulesIndex, query: str, game: str, catalog: CardCatalog | None, *, verbatim: bool = False
) -> Found | Results | None:
    """`find` in one game, on the event loop, where it is quick for sure: a short question (a few
    tenths of a millisecond; `RulesIndex.quick`) and cards whose text index is built. Returns the
    rules alone (`Results`) when the cards' search would take long (`CardTextIndex.search`'s
    `quick`), None when the question is long: the rest is then `find`'s, in a worker thread."""
    if game not in index.games or not index.quick(query, game):
        return None
    if catalog is not None and not card_text_ready(catalog):
        return None
    catalogs = {game: catalog} if catalog is not None else {}
    names = {game: name_words(catalog)} if catalog is not None else {}
    results = index.search(query, [game], RESULTS, names=names, verbatim=verbatim)
    section = _cards_saying(index, query, results, catalogs, quick=True)
    return results if section is False else Found(results, section)


def prepare_cards(index: RulesIndex, catalogs: Mapping[str, CardCatalog]) -> None:
    """Build the card-text indexes of the games the rules index has, so that the first search does
    not (call from a worker thread: a few tenths of a second for every game's cards)."""
    for game, catalog in catalogs.items():
        if exiting():  # the process ends: a search would build the rest on first use anyway
            return
        if game in index.games:
            card_text_index(catalog, index.analyzer(game))


def matching_elsewhere(index: RulesIndex, query: str, others: Sequence[str]) -> list[str]:
    """The games among `others` whose rules match `query` well (for a search that matches nothing
    well), at most four."""
    return [g for g in others if index.matches_well(query, g)][:4]


async def run_search(
    interaction: discord.Interaction,
    query: str,
    game: str | None,
    *,
    verbatim: bool = False,
    edit: bool = False,
) -> None:
    """Search, and answer (or, from a button on a private answer, edit it in place)."""
    policy = policy_of(interaction)
    games = await policy.candidate_games(interaction, game)
    store = cards_of(interaction)
    await store.refresh()
    catalogs = {g: catalog for g in games if (catalog := store.catalog(g)) is not None}
    index = await rules_index(interaction, catalogs)
    # One game's short question: a few tenths of a millisecond, less than a thread hop costs. Every
    # game's rules and cards (a few milliseconds), a long question, a card search reading many
    # sentences, or a card text index to build first (after an import: tenths of a second): off the
    # event loop.
    quick = (
        find_quickly(index, query, games[0], catalogs.get(games[0]), verbatim=verbatim)
        if len(games) == 1
        else None
    )
    if isinstance(quick, Found):
        found = quick
    else:
        found = await asyncio.to_thread(find, index, query, games, catalogs, verbatim=verbatim, results=quick)
    results, cards = found.results, found.cards
    elsewhere: list[str] = []
    if results.weak:
        others = [g for g in await policy.enabled_games(interaction) if g not in games]
        elsewhere = await asyncio.to_thread(matching_elsewhere, index, query, others)
    if not results.hits and not elsewhere and (cards is None or not cards.hits):
        raise UserFacingError(_nothing(policy.library, query, results, games))
    line = format_line(COMMAND, {"query": query, "game": game})
    buttons: list[discord.ui.Item[Any]] = [
        ShowRule(hit.game, hit.rule, 0, f"{number}. {policy.library.game(hit.game).cite(hit.rule)}")
        for number, hit in enumerate(results.hits, start=1)
        if fits_custom_id(hit.game, hit.rule)
    ]
    if results.corrected and not verbatim:
        typed = ", ".join(f"“{typed}”" for typed, _used in results.corrected)
        buttons.append(SearchAgain("typed", f"Search for {typed} instead"))
    buttons += [SearchAgain(f"in:{g}", f"Search {policy.library.game(g).data.short_name}") for g in elsewhere]
    embeds = search_embeds(query, results, policy.library, games, cards=cards, elsewhere=elsewhere)
    content = asked_text(line)
    message = interaction.message
    if edit and message is not None and message.flags.ephemeral and not interaction.response.is_done():
        await edit_private(interaction, content, embeds=embeds[:1], view=static_view(*buttons[:24]))
        return
    await send_answer(interaction, embeds, content=content, extra_items=buttons[:24])


def _cards_saying(
    index: RulesIndex,
    query: str,
    results: Results,
    catalogs: Mapping[str, CardCatalog],
    *,
    quick: bool = False,
) -> CardSection | Literal[False] | None:
    """The cards of the searched games whose printed text says the searched words together. `quick`:
    False instead when a game's card search would take long (`CardTextIndex.search`)."""
    hits = []
    total = 0
    phrase = ""
    read = {analysis.game: analysis for analysis in results.analyses}
    for game, catalog in catalogs.items():
        analysis = read.get(game) or index.analyse(query, game, verbatim=results.verbatim)
        words = [w for w in analysis.words if w.how not in ("name", "unknown")]
        if not words:
            continue
        phrase = " ".join(w.shown for w in words)
        searched = card_text_index(catalog, index.analyzer(game)).search(
            [w.stems[0] for w in words], query, quick=quick
        )
        if searched is None:
            return False
        found, count = searched
        hits += found
        total += count
    if not hits:
        return None
    return CardSection(phrase, hits, total)


def _nothing(library: Any, query: str, results: Results, games: Sequence[str]) -> str:
    where = "the rules this bot has"
    if len(games) == 1:
        data = library.game(games[0]).data
        where = f"the {data.short_name} rules this bot has ({data.document.covers})"
    searched = " ".join(results.words) or "no searchable words"
    return f"Nothing in {where} matches “{inert(query[:60])}” (searched: {searched})."


class SearchAgain(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:search:(?P<how>typed|in:[a-z]{1,20})",
):
    """Search the answer's question again: as typed (undoing spelling corrections), or in another
    game. The question is read back from the message."""

    def __init__(self, how: str, label: str) -> None:
        self.how = how
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.primary,
                custom_id=f"fj:search:{how}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SearchAgain:
        return cls(match["how"], getattr(item, "label", None) or "Search again")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, f"button {self.item.label}", lambda: self._again(interaction))

    async def _again(self, interaction: discord.Interaction) -> None:
        message = interaction.message
        line = asked_line(message.content if message else None)
        try:
            parsed = parse_line(line or "", command_catalog(interaction.client.tree))  # type: ignore[attr-defined]
        except ConsoleInputError:
            parsed = None
        if parsed is None or parsed.path != COMMAND or not isinstance(parsed.options.get("query"), str):
            raise UserFacingError("That answer no longer shows its search; search again.")
        query = str(parsed.options["query"])
        game = parsed.options.get("game")
        if self.how == "typed":
            await run_search(
                interaction, query, game if isinstance(game, str) else None, verbatim=True, edit=True
            )
        else:
            await run_search(interaction, query, self.how.removeprefix("in:"))
