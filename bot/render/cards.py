"""Embeds for `/card` and "Explain cards & keywords": a card as printed, each keyword tied to its rule.

Every text that comes from a card file (names, types, traits, the card text, set names, formats,
rulings notes) is shown through `shown_data`, the one place data becomes message text: escaped
as typed text is (`bot.render.inert`), so an imported card named like a masked link stays inert in
private answers and public posts alike. Only the bot's own markup (bold labels) stays live.

The whole printed text of every card is shown, as a player reads it: FFTCG's card-browser markup
(`《火》`, `《ダル》`, `[[br]]`, `[[ex]]EX BURST[[/]]`) becomes "[Fire CP]", "[Dull]", a line break and
"EX BURST" — a display step only; the card data keeps the text unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.cards import GUNDAM_CREDIT, Card, CardKeyword
from bot.cards.fftcgbrowser import readable as fftcg_readable
from bot.render.inert import inert
from bot.render.pages import PageSpec, Section, pack
from bot.rules.library import GameRules, RuleView
from bot.rules.models import Term

PRINTINGS_SHOWN = 12
RULINGS_LABEL = "Rulings notes (community rulings and errata, not the rules text)"
CARD_TEXT_LABEL = "Abilities (card text)"
CREDITS = {"gundam": f"card data: {GUNDAM_CREDIT}"}
"""What a game's card data asks to be credited with wherever its cards are shown."""


@dataclass(frozen=True)
class KeywordLink:
    """A printed keyword and the rules term it stands for; `term` None: the rules text lacks it."""

    printed: CardKeyword
    term: Term | None


def shown_data(text: str) -> str:
    """Text from a data file, as message text: escaped exactly as typed text is, never formatted."""
    return inert(text)


# -- the card text as a player reads it ---------------------------------------------------------------


def _paragraphs(card: Card) -> str:
    """The whole text, its lines as printed, except inside an ability: an ability's own line breaks
    are the printed card's layout (LorcanaJSON: "can ⟳ to sing this\nsong for free."), so they
    become spaces. Everything else (a song's effect after its reminder, "Bodyguard, Support") is
    kept, in its place."""
    text = card.text
    for ability in card.abilities:
        if "\n" in ability.text:
            text = text.replace(ability.text, " ".join(ability.text.split()), 1)
    return "\n".join(line.strip() for line in text.split("\n") if line.strip())


def readable_text(card: Card) -> str:
    """The card's whole printed text, as a player reads it (lines kept; FFTCG's markup shown)."""
    text = _paragraphs(card) if card.text else "\n".join(ability.text for ability in card.abilities)
    if card.game == "fftcg":
        text = fftcg_readable(text)
    if card.game == "swtcg":
        text = text.replace('""', '"').replace(" | ", "\n")
    return "\n".join(line.strip() for line in text.split("\n") if line.strip())


# -- the card ------------------------------------------------------------------------------------------

_STAT_NAMES = {
    "str": "Strength",
    "wp": "Willpower",
    "lore": "Lore",
    "move_cost": "Move cost",
    "ap": "AP",
    "hp": "HP",
    "power": "Power",
    "speed": "Speed",
    "health": "Health",
}
_STAT_ORDER = ["move_cost", "str", "wp", "lore", "ap", "hp", "speed", "power", "health"]
_IN_OTHER_LINES = {"level", "colour", "elements", "link", "qualification", "arena"}
"""Stats shown elsewhere (level and colour with the cost; link as printed, among the facts) or only
used by checks (the arena is the type; the qualification is in the text)."""


def _value(value: int | str | tuple[str, ...]) -> str:
    return "/".join(value) if isinstance(value, tuple) else str(value)


def _stats_line(card: Card) -> str:
    keys = [k for k in _STAT_ORDER if k in card.stats]
    keys += [k for k in card.stats if k not in _STAT_ORDER and k not in _IN_OTHER_LINES]
    return " · ".join(f"{_STAT_NAMES.get(key, key)} {shown_data(_value(card.stats[key]))}" for key in keys)


def card_summary(card: Card, rules: GameRules) -> str:
    """Type, cost, colour and stats in a few lines (the card's description): the first screen."""
    kind = " · ".join(shown_data(part) for part in [card.type, *card.classifications])
    lines = [f"**{kind}**"]
    cost = []
    if "level" in card.stats:
        cost.append(f"Lv.{shown_data(_value(card.stats['level']))}")
    if card.cost is not None:
        cost.append(f"Cost {card.cost}")
    for key in ("colour", "elements"):
        if key in card.stats:
            cost.append(shown_data(_value(card.stats[key])))
    if card.ink:
        cost.append(f"Ink: {shown_data(card.ink)}")
    if card.inkwell is not None:
        cost.append("inkable (inkwell)" if card.inkwell else "not inkable")
    if cost:
        lines.append(" · ".join(cost))
    stats = _stats_line(card)
    if stats:
        lines.append(stats)
    if card.facts:
        lines.append(" · ".join(f"{shown_data(label)}: {shown_data(value)}" for label, value in card.facts))
    return "\n".join(lines)


def keyword_line(link: KeywordLink, rules: GameRules) -> str:
    label = shown_data(link.printed.label)
    if link.term is None:
        return (
            f"**{label}**: not in the {rules.data.name} rules text the bot has, "
            "so the bot can't quote or apply it."
        )
    view = rules.term_view(link.term)
    where = f"“{link.term.name}”"
    if view.numbered:  # by its number, or a glossary entry by its term: never its id
        where = rules.cite(view.id) if view.is_glossary else f"rule {view.id}"
    named = "" if link.printed.name == link.term.name else f" ({link.term.name})"
    return f"**{label}**{named} — {where}"


def _printings(card: Card) -> str:
    shown = []
    for p in card.printings[:PRINTINGS_SHOWN]:
        rarity = f" ({p.rarity})" if p.rarity else ""
        if card.number is None:
            line = f"{p.set_name or 'Set ' + p.set} #{p.number}{rarity}"
        else:
            line = f"{p.number} · {p.set_name or p.set}{rarity}"
        shown.append(shown_data(line + (f" — {p.note}" if p.note else "")))
    more = len(card.printings) - PRINTINGS_SHOWN
    return "\n".join(shown) + (f"\n… and {more} more" if more > 0 else "")


def card_embeds(
    card: Card, rules: GameRules, links: Sequence[KeywordLink], label: str | None = None
) -> list[discord.Embed]:
    """The whole card: type, cost, stats, its whole text, keywords → rules, rulings notes, printings.

    `label` is the card's unique name in its game ('Cloud (1-009C)') when others share its name."""
    sections = []
    text = readable_text(card)
    if text:
        sections.append(Section(CARD_TEXT_LABEL, shown_data(text)))
    if links:
        sections.append(
            Section("Keywords in the rules", "\n".join(keyword_line(link, rules) for link in links))
        )
    if card.rulings:
        sections.append(Section(RULINGS_LABEL, "\n".join(f"• {shown_data(note)}" for note in card.rulings)))
    if card.formats:
        sections.append(Section("Legal in", shown_data(", ".join(card.formats)), inline=True))
    if card.printings:
        sections.append(Section("Printings", _printings(card), inline=True))
    credit = CREDITS.get(card.game, "card data")
    number = f" {card.number}" if card.number else ""
    pages = pack(
        PageSpec(
            title=shown_data(label or card.name),
            colour=rules.data.colour_value,
            description=card_summary(card, rules),
            author=f"{rules.data.name} · card{number}",
            footer=f"{rules.data.name} · {credit}; keyword rules quoted word for word on request",
            sections=sections,
        )
    )
    if card.image and card.image.startswith("https://"):
        pages[0].set_image(url=card.image)
    return pages


def card_choices(options: Sequence[tuple[str, str, Card]], several_games: bool) -> str:
    """The lines listing cards a name could mean: '• Cloud (1-009C) · Forward · Fire · cost 2'."""
    lines = []
    for game_name, label, card in options:
        facts = [card.type]
        for key in ("colour", "elements"):
            if key in card.stats:
                facts.append(_value(card.stats[key]))
        if card.cost is not None:
            facts.append(f"cost {card.cost}")
        if several_games:
            facts.append(game_name)
        lines.append(f"• {shown_data(label)} · {shown_data(' · '.join(facts))}")
    return "\n".join(lines)


def explain_embeds(
    rules_by_card: Sequence[tuple[Card, GameRules, str]],
    keywords: Sequence[RuleView],
    not_found: Sequence[str],
) -> list[discord.Embed]:
    """Each card named in a message (short), then each keyword's rules text, word for word.

    `not_found` is what the message named that is no card, as the user wrote it (escaped here)."""
    sections: list[Section] = []
    for card, rules, label in rules_by_card:
        text = readable_text(card)
        body = card_summary(card, rules) + (f"\n{shown_data(text)}" if text else "")
        if card.rulings:
            body += f"\n*{len(card.rulings)} community rulings note(s): /card {shown_data(label)}*"
        sections.append(Section(f"{shown_data(label)} ({rules.data.short_name})", body))
    for view in keywords:
        title = f"{view.name} · {view.game.cite(view.id)}" if view.numbered else view.name
        sections.append(Section(f"{title} ({view.game.data.short_name}, rules text)", view.text))
    if not_found:
        sections.append(Section("Not found, or not one card", ", ".join(not_found)))
    colour = rules_by_card[0][1].data.colour_value if rules_by_card else keywords[0].game.data.colour_value
    credits = sorted({CREDITS[card.game] for card, _r, _l in rules_by_card if card.game in CREDITS})
    return pack(
        PageSpec(
            title="Cards and keywords in that message",
            colour=colour,
            footer="; ".join(["card data, and rules text quoted word for word", *credits]),
            sections=sections,
        )
    )
