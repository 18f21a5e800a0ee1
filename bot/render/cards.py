"""Embeds for `/card` and "Explain cards & keywords": a card as printed, each keyword tied to its rule."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.cards import Card, CardKeyword
from bot.render.pages import PageSpec, Section, pack
from bot.rules.library import GameRules, RuleView
from bot.rules.models import Term

PRINTINGS_SHOWN = 12


@dataclass(frozen=True)
class KeywordLink:
    """A printed keyword and the rules term it stands for; `term` None: the rules text lacks it."""

    printed: CardKeyword
    term: Term | None


def _stats_line(card: Card) -> str:
    names = {"str": "Strength", "wp": "Willpower", "lore": "Lore", "move_cost": "Move cost"}
    order = ["move_cost", "str", "wp", "lore"]
    keys = [k for k in order if k in card.stats] + [k for k in card.stats if k not in order]
    return " · ".join(f"{names.get(key, key)} {card.stats[key]}" for key in keys)


def card_summary(card: Card, rules: GameRules) -> str:
    """Type, cost, ink and stats in a few lines (the card's description)."""
    kind = " · ".join([card.type, *card.classifications])
    lines = [f"**{kind}**"]
    cost = [f"Cost {card.cost}"] if card.cost is not None else []
    if card.ink:
        cost.append(f"Ink: {card.ink}")
    if card.inkwell is not None:
        cost.append("inkable (inkwell)" if card.inkwell else "not inkable")
    if cost:
        lines.append(" · ".join(cost))
    stats = _stats_line(card)
    if stats:
        lines.append(stats)
    return "\n".join(lines)


def keyword_line(link: KeywordLink, rules: GameRules) -> str:
    if link.term is None:
        return (
            f"**{link.printed.label}**: not in the {rules.data.name} rules text the bot has, "
            "so the bot can't quote or apply it."
        )
    view = rules.term_view(link.term)
    where = f"rule {view.id}" if view.numbered else f"“{link.term.name}”"
    named = "" if link.printed.name == link.term.name else f" ({link.term.name})"
    return f"**{link.printed.label}**{named} — {where}"


def _abilities(card: Card) -> str:
    if card.abilities:
        return "\n\n".join(ability.text.replace("\n", " ") for ability in card.abilities)
    return card.text.replace("\n", " ")


def _printings(card: Card) -> str:
    shown = [
        f"{p.set_name or 'Set ' + p.set} #{p.number}" + (f" ({p.rarity})" if p.rarity else "")
        for p in card.printings[:PRINTINGS_SHOWN]
    ]
    more = len(card.printings) - PRINTINGS_SHOWN
    return "\n".join(shown) + (f"\n… and {more} more" if more > 0 else "")


def card_embeds(card: Card, rules: GameRules, links: Sequence[KeywordLink]) -> list[discord.Embed]:
    """The whole card: type, cost, ink, stats, every ability, keywords → rules, formats, printings."""
    sections = []
    text = _abilities(card)
    if text.strip():
        sections.append(Section("Abilities (card text)", text))
    if links:
        sections.append(
            Section("Keywords in the rules", "\n".join(keyword_line(link, rules) for link in links))
        )
    if card.formats:
        sections.append(Section("Legal in", ", ".join(card.formats), inline=True))
    if card.printings:
        sections.append(Section("Printings", _printings(card), inline=True))
    pages = pack(
        PageSpec(
            title=card.name,
            colour=rules.data.colour_value,
            description=card_summary(card, rules),
            author=f"{rules.data.name} · card",
            footer=f"{rules.data.name} · card data; keyword rules quoted word for word on request",
            sections=sections,
        )
    )
    if card.image and card.image.startswith("https://"):
        pages[0].set_image(url=card.image)
    return pages


def explain_embeds(
    rules_by_card: Sequence[tuple[Card, GameRules]], keywords: Sequence[RuleView], not_found: Sequence[str]
) -> list[discord.Embed]:
    """Each card named in a message (short), then each keyword's rules text, word for word."""
    sections: list[Section] = []
    for card, rules in rules_by_card:
        text = _abilities(card)
        body = card_summary(card, rules) + (f"\n{text}" if text.strip() else "")
        sections.append(Section(f"{card.name} ({rules.data.short_name})", body))
    for view in keywords:
        title = f"{view.name} · {view.id}" if view.numbered else view.name
        sections.append(Section(f"{title} ({view.game.data.short_name}, rules text)", view.text))
    if not_found:
        sections.append(Section("Not found", ", ".join(not_found)))
    colour = rules_by_card[0][1].data.colour_value if rules_by_card else keywords[0].game.data.colour_value
    return pack(
        PageSpec(
            title="Cards and keywords in that message",
            colour=colour,
            footer="card data, and rules text quoted word for word",
            sections=sections,
        )
    )
