"""Embeds for `/keyword` and `/rule`: the game, the term, the rule id and the verbatim text."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.render.pages import PageSpec, Section, pack
from bot.rules.library import GameRules, RuleView
from bot.rules.markup import readable


def _sections(view: RuleView) -> list[Section]:
    """One field per rule. A heading without text of its own (4.6.4 Challenge Declaration step)
    names the field of the rule that follows it; the view's own heading is its title already.

    A sub-rule that a newer document words differently (FFTCG 2.1.2's 15.1.1.7.1) is not quoted
    among its neighbours: its field says which newer text answers instead."""
    sections: list[Section] = []
    heading = ""
    for rule in view.rules:
        if view.is_glossary:
            sections.append(Section("Glossary", readable(rule.text)))
            continue
        name = rule.id if view.game.numbered(rule.id) else "Rules text"
        if rule.title and rule.id != view.id:
            name = f"{rule.id} {rule.title}"
        newer = None if view.as_printed else view.game.superseded_by(rule.id)
        if not rule.text:
            heading = name if rule.id != view.id else ""
            continue
        text = readable(rule.text)
        if newer is not None:
            document = view.game.document_of(newer)
            text = f"*Superseded: {document.short} words this differently; see {view.game.cite(newer)}.*"
        sections.append(Section(f"{heading} · {name}" if heading else name, text))
        heading = ""
    sections += [Section(note.label, readable(note.text)) for note in view.notes]
    return sections


def notices(view: RuleView) -> str:
    """Our words on the answer, before the rules text: which document answers, what this copy lacks."""
    lines = list(view.notices)
    for rule in view.rules:
        prefix = "" if rule.id == view.id or len(view.rules) == 1 else f"{rule.id}: "
        lines += [f"{prefix}{notice}" for notice in rule.notices]
    return "\n".join(f"*{line}*" for line in dict.fromkeys(lines))


def footer(view: RuleView) -> str:
    """The document and the rule: 'Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026) · 4.6.4.2'."""
    return f"{view.document.label} · {view.game.cite(view.id)}"


def document_footer(game: GameRules, where: str, rule_ids: Sequence[str] = ()) -> str:
    """Every answer names the documents its text comes from (name, version, date when known)."""
    return f"{game.footer_label(rule_ids)} · {where}"


def term_embeds(view: RuleView) -> list[discord.Embed]:
    """A keyword's whole section, its summary (our words, labelled) and related terms."""
    term = view.term
    assert term is not None, "a term's view"
    title = f"{term.name} · {view.game.cite(view.id)}" if view.numbered else term.name
    description = f"**In short** (our words, not rules text): {term.summary}\n**Kind:** {term.kind}"
    if term.stacks:
        description += " · stacks"
    said = notices(view)
    if said:
        description += "\n" + said
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
            description=notices(view),
            author=view.game.data.name,
            footer=footer(view),
            sections=_sections(view),
            budget=budget,
        )
    )
