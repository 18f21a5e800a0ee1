"""`/keyword` and `/rule`: the rules texts, quoted word for word."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands
from rapidfuzz import process

from bot.errors import UserFacingError
from bot.policy import policy_of
from bot.render.rules import rule_embeds, term_embeds
from bot.reply import echo, guarded, send_answer, send_private, static_view
from bot.rules.library import GameRules
from bot.rules.models import Term
from bot.rules.search import Ambiguous, Found, NotFound

if TYPE_CHECKING:
    from bot.client import FloorJudge

Choice = app_commands.Choice


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


class Lookup(commands.Cog):
    """Keyword and rule lookups for every game."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot

    async def _game_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self.bot.policy.game_choices(interaction, current)

    # -- /keyword -------------------------------------------------------------------------------

    @app_commands.command(
        name="keyword", description="A keyword's rules text, word for word, with its rule number."
    )
    @app_commands.describe(
        name="The keyword: typos and other spellings are fine",
        game="Which game's rules (default: the server's game, else all games)",
    )
    async def keyword(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 100],
        game: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        games = await self.bot.policy.candidate_games(interaction, game)
        offered = [] if game else await self.bot.policy.enabled_games(interaction)
        resolution = self.bot.search.resolve(name, games, picked_from=offered)
        if isinstance(resolution, Found):
            match = resolution.match
            note = None
            if resolution.corrected:
                note = f"Showing **{match.term.name}** for {echo(name)}."
            await send_term(interaction, match.game, match.term, note=note)
        elif isinstance(resolution, Ambiguous):
            first = resolution.matches[0]
            games_named = " and ".join(m.game.data.name for m in resolution.matches)
            buttons = [ShowTerm(m.game.id, m.term.id, m.game.data.short_name) for m in resolution.matches[:5]]
            await send_private(
                interaction,
                f"**{first.term.name}** is a term in {games_named}. Which game?",
                view=static_view(*buttons),
            )
        else:
            others = [g for g in offered if g not in games]
            raise UserFacingError(self._not_found(name, resolution, games, others))

    def _not_found(self, name: str, resolution: NotFound, games: list[str], elsewhere: list[str]) -> str:
        where = self.bot.library.game(games[0]).data.name if len(games) == 1 else "any game"
        message = f"No keyword {echo(name)} in {where}."
        defined = [m.game.data.name for m in self.bot.search.exact_elsewhere(name, elsewhere)]
        if defined:
            message += f" It is a term in {' and '.join(defined)}: add the game option to see it."
        elif resolution.suggestions:
            closest = ", ".join(f"{m.term.name} ({m.game.data.short_name})" for m in resolution.suggestions)
            message += f" Closest: {closest}."
        return message

    @keyword.autocomplete("name")
    async def _keyword_name(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        explicit = interaction.namespace.game
        games = await self.bot.policy.candidate_games(interaction, explicit, strict=False)
        if not explicit:
            games = await self.bot.policy.enabled_games(
                interaction, first=games[0] if len(games) == 1 else None
            )
        several = len(games) > 1
        choices = []
        for match in self.bot.search.complete(current, games):
            label = (
                match.term.name if match.label == match.term.name else f"{match.term.name} ({match.label})"
            )
            if several:
                label = f"{label} — {match.game.data.short_name}"
            choices.append(Choice(name=label[:100], value=match.ref))
        return choices

    @keyword.autocomplete("game")
    async def _keyword_game(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._game_choices(interaction, current)

    # -- /rule ----------------------------------------------------------------------------------

    @app_commands.command(
        name="rule", description="One numbered rule (or heading) with all of its sub-rules."
    )
    @app_commands.describe(
        id="The rule number (8.14.1, 11-2-8-3) or, for games without numbers, the heading",
        game="Which game's rules (default: the server's game, else all games)",
    )
    async def rule(
        self,
        interaction: discord.Interaction,
        id: app_commands.Range[str, 1, 100],
        game: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        games = await self.bot.policy.candidate_games(interaction, game)
        game_id, sep, rule_id = id.partition(":")
        if sep and game_id in games:
            hits = [self.bot.library.game(game_id).rule(rule_id)]
        else:
            hits = [self.bot.library.game(g).rule(id) for g in games]
        views = [view for view in hits if view is not None]
        if not views:
            raise UserFacingError(self._rule_not_found(id, games))
        if len(views) > 1:
            names = " and ".join(view.game.data.name for view in views)
            raise UserFacingError(f"{echo(id)} is a rule in {names}: add the game option to choose.")
        await send_answer(interaction, rule_embeds(views[0]))

    def _rule_not_found(self, raw: str, games: list[str]) -> str:
        pool = {
            f"{rid} ({self.bot.library.game(g).data.short_name})": rid
            for g in games
            for rid in self.bot.library.game(g).rule_ids()
        }
        closest = process.extract(raw, list(pool), limit=3)
        message = f"No rule {echo(raw)}"
        message += f" in {self.bot.library.game(games[0]).data.name}." if len(games) == 1 else " in any game."
        if closest:
            message += " Closest: " + ", ".join(label for label, _score, _i in closest) + "."
        return message

    @rule.autocomplete("id")
    async def _rule_id(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        games = await self.bot.policy.candidate_games(interaction, interaction.namespace.game, strict=False)
        wanted = current.strip().casefold()
        choices: list[Choice[str]] = []
        for game_id in games:
            rules = self.bot.library.game(game_id)
            for rule_id in rules.rule_ids():
                view = rules.rule(rule_id)
                assert view is not None
                label = f"{rules.cite(rule_id)} — {view.term.name}"
                if len(games) > 1:
                    label += f" ({rules.data.short_name})"
                if not wanted or label.casefold().startswith(wanted) or wanted in label.casefold():
                    choices.append(Choice(name=label[:100], value=f"{game_id}:{rule_id}"))
        choices.sort(key=lambda c: not c.name.casefold().startswith(wanted))
        return choices[:25]

    @rule.autocomplete("game")
    async def _rule_game(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._game_choices(interaction, current)


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(Lookup(bot))
    bot.add_dynamic_items(ShowTerm)


async def teardown(bot: FloorJudge) -> None:
    bot.remove_dynamic_items(ShowTerm)
