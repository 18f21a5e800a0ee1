"""`/ask`'s first screen: the cards the question names (a line each), the rules most likely to decide
it with their best sentence, the check it reads like, and what the bot did not understand. It never
says yes or no: a verdict comes only from running the check."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.cards.models import Card
from bot.render.cards import shown_data
from bot.render.inert import inert
from bot.render.pages import PageSpec, Section, pack
from bot.render.search import shown_snippet
from bot.rules.fulltext import Hit
from bot.rules.library import GameRules

ASK_COLOUR = 0x37474F


def card_line(label: str, card: Card) -> str:
    """'**Ariel - Spectacular Singer** · Character · cost 3 · Singer 5'."""
    facts = [card.type]
    if card.cost is not None:
        facts.append(f"cost {card.cost}")
    facts += [keyword.label for keyword in card.keywords]
    return f"**{shown_data(label)}** · {shown_data(' · '.join(facts))}"


def ask_embeds(
    question: str,
    game: GameRules,
    cards: Sequence[tuple[str, Card]],
    shared: Sequence[tuple[str, int]],
    keywords: Sequence[str],
    rules: Sequence[Hit],
    check: str | None,
    not_understood: Sequence[str],
    *,
    closest: bool = False,
) -> list[discord.Embed]:
    """The answer: cards, keywords, rules, the check (its line is the message's question line).
    `closest`: the rules match the question only in part (they are the closest the bot has)."""
    sections = []
    lines = [card_line(card.name, card) for _label, card in cards]
    lines += [
        f"**{inert(written)}** — {count} cards carry this name: which one?" for written, count in shared
    ]
    if lines:
        sections.append(Section("Cards", "\n".join(lines)))
    if keywords:
        sections.append(Section("Keywords", ", ".join(inert(k) for k in keywords)))
    for hit in rules:
        sections.append(
            Section(
                f"{game.cite(hit.rule)} — {hit.title.partition(' — ')[2] or hit.title}",
                shown_snippet(hit.snippet),
            )
        )
    notes = []
    if check is not None:
        notes.append(
            "**Run this check** opens its form with what the question says: "
            "confirm it and run it for the verdict."
        )
    else:
        notes.append("No check fits this question: the rules below are the most likely to decide it.")
    if not_understood:
        notes.append(f"Not understood: {', '.join(inert(word) for word in not_understood)}.")
    if not rules:
        notes.append(f"No rule of the {game.data.short_name} rules this bot has matches it well.")
    elif closest:
        notes.append("No rule matches the whole question: these are the closest.")
    return pack(
        PageSpec(
            title=f"Ask: {inert(question[:200])}"[:250],
            colour=ASK_COLOUR,
            description="\n".join(notes),
            footer=f"{game.footer_label([hit.rule for hit in rules])} · ask",
            sections=sections,
        )
    )
