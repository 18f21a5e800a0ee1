"""Embeds for `/keyword` and `/rule`: the game, the term, the rule id and the verbatim text."""

from __future__ import annotations

import discord

from bot.render.pages import PageSpec, Section, pack
from bot.rules.library import GameRules, RuleView
from bot.rules.markup import readable


def _sections(view: RuleView) -> list[Section]:
    """One field per rule. A heading without text of its own (4.6.4 Challenge Declaration step)
    names the field of the rule that follows it; the view's own heading is its title already."""
    numbered = view.game.data.citation == "number"
    sections: list[Section] = []
    heading = ""
    for rule in view.rules:
        if view.is_glossary:
            sections.append(Section("Glossary", readable(rule.text)))
            continue
        name = rule.id if numbered else "Rules text"
        if rule.title and rule.id != view.id:
            name = f"{rule.id} {rule.title}"
        if not rule.text:
            heading = name if rule.id != view.id else ""
            continue
        sections.append(Section(f"{heading} · {name}" if heading else name, readable(rule.text)))
        heading = ""
    sections += [Section(note.label, readable(note.text)) for note in view.notes]
    return sections


def footer(view: RuleView) -> str:
    """The document and the rule: 'Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026) · 4.6.4.2'."""
    return document_footer(view.game, view.game.cite(view.id))


def document_footer(game: GameRules, where: str) -> str:
    """Every answer names the document its text comes from (name, version, date when known)."""
    return f"{game.data.document.label} · {where}"


def term_embeds(view: RuleView) -> list[discord.Embed]:
    """A keyword's whole section, its summary (our words, labelled) and related terms."""
    term = view.term
    assert term is not None, "a term's view"
    numbered = view.game.data.citation == "number"
    title = f"{term.name} · {view.game.cite(view.id)}" if numbered else term.name
    description = f"**In short** (our words, not rules text): {term.summary}\n**Kind:** {term.kind}"
    if term.stacks:
        description += " · stacks"
    sections = _sections(view)
    if term.related:
        sections.append(Section("Related", ", ".join(term.related)))
    return pack(
        PageSpec(
            title=title,
            colour=view.game.data.colour_value,
            description=description,
            author=view.game.data.name,
            footer=footer(view),
            sections=sections,
        )
    )


SCREEN = 1600
"""About one phone screen of rules text: `/rule` shows this much a page, with "Show more"."""


def rule_embeds(view: RuleView, *, budget: int = SCREEN) -> list[discord.Embed]:
    """One numbered rule (or heading, or glossary entry) with all of its sub-rules, a screen a page."""
    return pack(
        PageSpec(
            title=view.title,
            colour=view.game.data.colour_value,
            author=view.game.data.name,
            footer=footer(view),
            sections=_sections(view),
            budget=budget,
        )
    )
