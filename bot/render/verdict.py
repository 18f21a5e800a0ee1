"""Embeds for `/check-<game>`: the verdict first, the headline, the numbered rule trail, then the
assumptions and what would change the answer. Quotes stay behind the "Show rule text" button."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.engine import Verdict, topics
from bot.render.markup import readable
from bot.render.pages import PageSpec, Section, pack
from bot.render.rules import document_footer
from bot.rules.library import Library

COLOUR_YES = 0x2E7D32
COLOUR_NO = 0xC62828
COLOUR_NOT_COVERED = 0x757575


def _colour(verdict: Verdict, library: Library) -> int:
    if not verdict.decided:
        return COLOUR_NOT_COVERED
    if isinstance(verdict.answer, bool):
        return COLOUR_YES if verdict.answer else COLOUR_NO
    return library.game(verdict.game).data.colour_value


def inert(text: str) -> str:
    """Engine text carries card names as the user wrote them: shown as typed, never as markdown
    or a masked link (a verdict can be posted publicly under the bot's name)."""
    return discord.utils.escape_markdown(text)


def trail(verdict: Verdict) -> str:
    """The steps, numbered: ✔/✘, what was tested, and the rule (or assumption) it rests on."""
    lines = []
    for number, step in enumerate(verdict.steps, start=1):
        mark = "✔" if step.held else "✘"
        basis = f"rule {step.citation.label}" if step.citation else "assumption"
        lines.append(f"{number}. {mark} {inert(step.test)} — *{basis}*")
    return "\n".join(lines)


def verdict_embeds(verdict: Verdict, library: Library) -> list[discord.Embed]:
    rules = library.game(verdict.game)
    game = rules.data
    cited = [rules.cite(rule_id) for rule_id in verdict.rule_ids]
    topic = topics()[verdict.topic]
    sections: list[Section] = []
    if verdict.reason:
        sections.append(Section("Not covered because", inert(verdict.reason)))
    if verdict.steps:
        sections.append(Section("Rule trail", trail(verdict)))
    if verdict.assumptions:
        listed = "\n".join(f"• {inert(a.statement)}" for a in verdict.assumptions)
        sections.append(Section("Assumptions (outside the quoted rules)", listed))
    if verdict.would_change:
        sections.append(
            Section("Would change the answer", "\n".join(f"• {inert(c)}" for c in verdict.would_change))
        )
    if verdict.card_data:
        listed = "\n".join(f"• {inert(note)}" for note in verdict.card_data)
        sections.append(Section("From card data (given facts, not rules)", listed))
    return pack(
        PageSpec(
            title=verdict.answer_text(),
            colour=_colour(verdict, library),
            description=f"**{inert(verdict.headline)}**",
            author=f"{game.name} · {topic.title}",
            footer=document_footer(rules, f"rules engine · cites {', '.join(cited) or 'no rule'}"),
            sections=sections,
        )
    )


def rule_text_embeds(library: Library, game_id: str, rule_ids: Sequence[str]) -> list[discord.Embed]:
    """The full text of every cited rule, for the "Show rule text" button."""
    rules = library.game(game_id)
    sections = []
    for rule_id in rule_ids:
        view = rules.rule(rule_id)
        if view is not None:
            sections.append(
                Section(
                    f"{rules.cite(rule_id)} ({view.name})" if rules.data.citation == "number" else view.name,
                    readable(view.text),
                )
            )
    return pack(
        PageSpec(
            title="Cited rules",
            colour=rules.data.colour_value,
            author=rules.data.name,
            footer=document_footer(rules, ", ".join(rules.cite(rule_id) for rule_id in rule_ids)),
            sections=sections,
        )
    )
