"""A `/search` answer: the best rules for a question, each with its best sentence, the words
searched (corrections and the game's own words said), an honest "nothing matches well", and the
cards whose text says it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.cards.textindex import CardHit
from bot.render.inert import inert
from bot.render.pages import PageSpec, Section, pack
from bot.rules.fulltext import Results
from bot.rules.library import Library
from bot.rules.words import Snippet

SEARCH_COLOUR = 0x455A64
CARD_LINES = 3
"""Cards listed under "Cards that say …"; the count says how many more."""


def shown_snippet(snippet: Snippet) -> str:
    """A snippet as markdown: its text escaped (rules and card text may hold `*`, `_`, `|`), the
    matching words in bold. Bold is only ever put around escaped words, so it is always well formed
    (no `****Deploy**`)."""
    text = snippet.text
    parts = ["…" if snippet.cut_before else ""]
    cursor = 0
    for low, high in snippet.marks:
        parts.append(inert(text[cursor:low]))
        parts.append(f"**{inert(text[low:high])}**")
        cursor = high
    parts.append(inert(text[cursor:]))
    if snippet.cut_after:
        parts.append("…")
    return "".join(parts).strip() or "(heading)"


def searched_notes(results: Results) -> list[str]:
    """What the answer says about the words: corrections (undone by a button), the game's own words
    used for others, and words the rules don't use."""
    notes = []
    if results.corrected:
        fixed = ", ".join(f"{inert(typed)} → **{inert(used)}**" for typed, used in results.corrected)
        notes.append(f"Corrected: {fixed}.")
    if results.synonyms:
        used = ", ".join(f"{inert(typed)} → **{inert(word)}**" for typed, word in results.synonyms)
        notes.append(f"The rules' own words: {used}.")
    if results.unknown:
        notes.append(f"Not in these rules: {', '.join(inert(word) for word in results.unknown)}.")
    if results.verbatim:
        notes.append("Searched as typed, without spelling corrections.")
    return notes


@dataclass(frozen=True)
class CardSection:
    """The cards whose printed text says what was searched."""

    phrase: str
    hits: Sequence[CardHit]
    total: int


def card_section(cards: CardSection, library: Library, several_games: bool) -> Section:
    lines = []
    for hit in cards.hits[:CARD_LINES]:
        game = f" ({library.game(hit.game).data.short_name})" if several_games else ""
        lines.append(f"**{inert(hit.label)}**{game} — {shown_snippet(hit.snippet)}")
    more = cards.total - len(lines)
    if more > 0:
        lines.append(f"… and {more} more.")
    return Section(f"Cards that say “{cards.phrase[:100]}”", "\n".join(lines))


def search_embeds(
    query: str,
    results: Results,
    library: Library,
    games: Sequence[str],
    *,
    cards: CardSection | None = None,
    elsewhere: Sequence[str] = (),
) -> list[discord.Embed]:
    """The answer: results (or an honest miss), notes on the words, the cards section."""
    several = len({hit.game for hit in results.hits}) > 1 or len(games) > 1
    notes: list[str] = []
    sections = []
    if results.weak:
        where = (
            f"the {library.game(games[0]).data.short_name} rules this bot has "
            f"({library.game(games[0]).data.document.covers})"
            if len(games) == 1
            else "the rules this bot has"
        )
        notes.append(f"**Nothing in {where} matches this well.**")
        if elsewhere:
            named = ", ".join(library.game(g).data.name for g in elsewhere)
            notes.append(f"It matches in {named}: the buttons search there.")
        if results.hits:
            notes.append("The closest rules hold fewer than half of the words:")
    else:
        notes.append("Best matches; the buttons open each whole rule.")
    for number, hit in enumerate(results.hits, start=1):
        name = f"{number}. {hit.title}"
        if several:
            name += f" · {library.game(hit.game).data.short_name}"
        sections.append(Section(name, shown_snippet(hit.snippet)))
    if cards is not None and cards.hits:
        sections.append(card_section(cards, library, several))
    notes = searched_notes(results) + notes
    if len(games) == 1:
        footer = f"{library.game(games[0]).documents_label} · search"
    else:
        footer = "Searched: " + ", ".join(library.game(g).documents_label for g in games)
    return pack(
        PageSpec(
            title=f"Search: {inert(query[:180])}"[:250],
            colour=SEARCH_COLOUR,
            description="\n".join(notes),
            footer=footer,
            sections=sections,
        )
    )
