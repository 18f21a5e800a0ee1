"""Rules answers several commands give: a keyword's page and a rule's pages, and the buttons that
show them (a game's version of a term, a rule's next page)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.errors import UserFacingError
from bot.policy import policy_of
from bot.render.rules import rule_embeds, term_embeds
from bot.reply import guarded, send_answer
from bot.rules.library import GameRules, RuleView
from bot.rules.models import Term


async def send_term(
    interaction: discord.Interaction, game: GameRules, term: Term, *, note: str | None = None
) -> None:
    """A keyword's answer; a former name (Elude) shows the current term and says so."""
    shown = game.canonical(term)
    notes = [note] if note else []
    if shown is not term:
        notes.append(f"“{term.name}” is the former name of **{shown.name}**.")
    await send_answer(interaction, term_embeds(game.term_view(shown)), content="\n".join(notes) or None)


class ShowTerm(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:term:(?P<game>[a-z]{1,20}):(?P<term>[^:]{1,60})",
):
    """Pick one game's version of a term that several games define (Deploy, Pilot…)."""

    def __init__(self, game_id: str, term_id: str, label: str) -> None:
        self.game_id = game_id
        self.term_id = term_id
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"fj:term:{game_id}:{term_id}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ShowTerm:
        return cls(match["game"], match["term"], getattr(item, "label", None) or match["game"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, "button show term", lambda: self._show(interaction))

    async def _show(self, interaction: discord.Interaction) -> None:
        library = policy_of(interaction).library
        game = library.games.get(self.game_id)
        term = game.term_by_id(self.term_id) if game else None
        if game is None or term is None:
            raise UserFacingError("That term is no longer in the rules data.")
        await send_term(interaction, game, term)


class ShowRule(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:rule:(?P<game>[a-z]{1,20}):(?P<page>[0-9]{1,3}):(?P<rule>.{1,70})",
):
    """Show one page of a rule: "Show more" pages on; a game's button shows that game's rule.

    The game, page and rule id travel in the custom_id, so the button survives restarts.
    """

    def __init__(self, game_id: str, rule_id: str, page: int, label: str) -> None:
        self.game_id = game_id
        self.rule_id = rule_id
        self.page = page
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"fj:rule:{game_id}:{page}:{rule_id}"[:100],
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ShowRule:
        label = getattr(item, "label", None) or "Show more"
        return cls(match["game"], match["rule"], int(match["page"]), label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, f"button {self.label}", lambda: self._show(interaction))

    @property
    def label(self) -> str:
        return str(self.item.label)

    async def _show(self, interaction: discord.Interaction) -> None:
        library = policy_of(interaction).library
        game = library.games.get(self.game_id)
        view = game.rule(self.rule_id) if game else None
        if view is None:
            raise UserFacingError("That rule is no longer in the rules data.")
        await send_rule_page(interaction, view, self.page)


def fits_custom_id(game_id: str, rule_id: str) -> bool:
    """Whether a rule can travel in a button's custom_id (Discord allows 100 characters)."""
    return len(f"fj:rule:{game_id}:999:{rule_id}") <= 100


async def send_rule_page(interaction: discord.Interaction, view: RuleView, page: int = 0) -> None:
    """One screen of a rule; "Show more" when more pages follow."""
    pages = rule_embeds(view)
    page = min(max(page, 0), len(pages) - 1)
    more = []
    if page + 1 < len(pages) and fits_custom_id(view.game.id, view.id):
        more.append(ShowRule(view.game.id, view.id, page + 1, f"Show more ({page + 2}/{len(pages)})"))
    await send_answer(interaction, [pages[page]], extra_items=more)
