"""Embeds for `/keyword` and `/rule`: the game, the term, the rule id and the verbatim text."""

from __future__ import annotations

import discord

from bot.render.pages import PageSpec, Section, pack
from bot.rules.library import RuleView


def _sections(view: RuleView) -> list[Section]:
    numbered = view.game.data.citation == "number"
    sections = [Section(rule.id if numbered else "Rules text", rule.text) for rule in view.rules]
    sections += [Section(note.label, note.text) for note in view.notes]
    return sections


def _footer(view: RuleView) -> str:
    game = view.game.data.name
    where = f"rule {view.id}" if view.game.data.citation == "number" else f"“{view.term.name}”"
    return f"{game} · {where} · rules text quoted word for word"


def term_embeds(view: RuleView) -> list[discord.Embed]:
    """A keyword's whole section, its summary (our words, labelled) and related terms."""
    term = view.term
    numbered = view.game.data.citation == "number"
    title = f"{term.name} · {view.id}" if numbered else term.name
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
            footer=_footer(view),
            sections=sections,
        )
    )


def rule_embeds(view: RuleView) -> list[discord.Embed]:
    """One numbered rule (or heading) with all of its sub-rules."""
    return pack(
        PageSpec(
            title=view.title,
            colour=view.game.data.colour_value,
            author=view.game.data.name,
            footer=_footer(view),
            sections=_sections(view),
        )
    )
