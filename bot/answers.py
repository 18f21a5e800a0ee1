"""Sending answers: one place decides private-first vs public and attaches the buttons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.render.rules import term_embeds
from bot.rules.library import GameRules
from bot.rules.models import Term
from bot.ui.buttons import NO_PINGS, PostPublicly, client_of, static_view


async def send_embeds(
    interaction: discord.Interaction,
    embeds: Sequence[discord.Embed],
    *,
    content: str | None = None,
    extra_items: Sequence[discord.ui.Item[Any]] = (),
    verdict: bool = False,
) -> None:
    """Send an answer as the server wants it: private with "Post publicly", or public.

    Each message stays within Discord's limits: one embed a message, every page sent. `verdict`
    marks an engine answer, which only judges may have posted publicly.
    """
    public = await client_of(interaction).answers_public(interaction, verdict=verdict)
    for index, embed in enumerate(embeds):
        items: list[discord.ui.Item[Any]] = list(extra_items) if index == 0 else []
        if not public:
            items.append(PostPublicly(interaction.user.id))
        view = static_view(*items) if items else discord.utils.MISSING
        text = content if index == 0 else None
        if interaction.response.is_done():
            await interaction.followup.send(
                text or discord.utils.MISSING,
                embed=embed,
                view=view,
                ephemeral=not public,
                allowed_mentions=NO_PINGS,
            )
        else:
            await interaction.response.send_message(
                text, embed=embed, view=view, ephemeral=not public, allowed_mentions=NO_PINGS
            )


async def send_term(
    interaction: discord.Interaction, game: GameRules, term: Term, *, note: str | None = None
) -> None:
    """A keyword's answer; a former name (Elude) shows the current term and says so."""
    shown = game.canonical(term)
    notes = [note] if note else []
    if shown is not term:
        notes.append(f"“{term.name}” is the former name of **{shown.name}**.")
    await send_embeds(interaction, term_embeds(game.term_view(shown)), content="\n".join(notes) or None)
