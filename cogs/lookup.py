"""`/keyword` and `/rule`: the rules texts, quoted word for word."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands
from rapidfuzz import process

from bot.errors import UserFacingError
from bot.reply import echo, send_private, static_view
from bot.rules.library import GameRules, name_key
from bot.rules.search import Ambiguous, Found, NotFound
from bot.ui.checks import check_buttons
from bot.ui.rules import ShowRule, ShowTerm, fits_custom_id, send_rule_page, send_term

if TYPE_CHECKING:
    from bot.client import FloorJudge

Choice = app_commands.Choice

QUESTION_NOTE = " That reads like a question a check answers: ask it with the button."
KEYWORD_CHOICES_CACHED = 512
"""How many `/keyword name` menus are kept (about 7 KB each)."""


def _covers(game: GameRules) -> str:
    """'the FFTCG rules this bot has (the keyword and ability glossary only…)'."""
    return f"the {game.data.short_name} rules this bot has ({game.data.document.covers})"


class Lookup(commands.Cog):
    """Keyword and rule lookups for every game."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot
        self._keyword_choices = functools.lru_cache(maxsize=KEYWORD_CHOICES_CACHED)(self._keyword_menu)

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
            everywhere = await self.bot.policy.enabled_games(interaction)
            await self._not_found(
                interaction, name, resolution, games, [g for g in everywhere if g not in games]
            )

    async def _not_found(
        self,
        interaction: discord.Interaction,
        name: str,
        resolution: NotFound,
        games: list[str],
        elsewhere: list[str],
    ) -> None:
        """Say the term is not in the rules this bot has for these games; never show another game's
        term in its place, but offer a button for each game that defines exactly this name."""
        if len(games) == 1:
            message = f"No keyword {echo(name)} in {_covers(self.bot.library.game(games[0]))}."
        else:
            message = f"No keyword {echo(name)} in any game: not in the rules this bot has."
        defined = self.bot.search.exact_elsewhere(name, elsewhere)
        asks = check_buttons(self.bot.library, name, [*games, *elsewhere])
        if resolution.suggestions and not asks:
            closest = ", ".join(f"{m.term.name} ({m.game.data.short_name})" for m in resolution.suggestions)
            message += f" Closest: {closest}."
        if not defined and not asks:
            raise UserFacingError(message)
        if defined:
            message += f" It is a term in {' and '.join(m.game.data.name for m in defined)}."
        if asks:
            message += QUESTION_NOTE
        buttons: list[discord.ui.Item[Any]] = [
            ShowTerm(m.game.id, m.term.id, m.game.data.short_name) for m in defined[:5]
        ]
        await send_private(interaction, message, view=static_view(*asks, *buttons[: 5 - len(asks)]))

    @keyword.autocomplete("name")
    async def _keyword_name(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        explicit = interaction.namespace.game
        games = await self.bot.policy.candidate_games(interaction, explicit, strict=False)
        if not explicit:
            games = await self.bot.policy.enabled_games(
                interaction, first=games[0] if len(games) == 1 else None
            )
        return list(self._keyword_choices(name_key(current), tuple(games)))

    def _keyword_menu(self, key: str, games: tuple[str, ...]) -> tuple[Choice[str], ...]:
        """The `/keyword name` menu for what was typed (folded by `name_key`), in these games.

        Cached (`KEYWORD_CHOICES_CACHED`): members type the same first letters over and over, and
        the fuzzy search is most of an autocomplete's cost, which under a burst must be answered
        within Discord's 3 seconds (it cannot be deferred).
        """
        several = len(games) > 1
        choices = []
        for match in self.bot.search.complete(key, games):
            label = (
                match.term.name if match.label == match.term.name else f"{match.term.name} ({match.label})"
            )
            if several:
                label = f"{label} — {match.game.data.short_name}"
            choices.append(Choice(name=label[:100], value=match.ref))
        return tuple(choices)

    @keyword.autocomplete("game")
    async def _keyword_game(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._game_choices(interaction, current)

    # -- /rule ----------------------------------------------------------------------------------

    @app_commands.command(
        name="rule", description="A rule by number, heading or glossary term, with all of its sub-rules."
    )
    @app_commands.describe(
        id="A rule number (4.6.4, 13-2-8-2, 13.2.8.2, 6.5.2.1), a heading or a glossary term (challenge)",
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
        if sep and game_id in self.bot.library.games and (game_id in games or not game):
            games, id = [game_id], rule_id
        views = [view for view in (self.bot.library.game(g).rule(id) for g in games) if view is not None]
        if len(views) > 1:  # 4.6.4.2 is Lorcana's number; Gundam writes its own 4-6-4-2
            views = [view for view in views if view.game.numbers_natively(id)] or views
        if len(views) == 1:
            await send_rule_page(interaction, views[0])
        elif len(views) > 1:
            names = " and ".join(view.game.data.name for view in views)
            buttons = [
                ShowRule(v.game.id, v.id, 0, v.game.data.short_name)
                for v in views
                if fits_custom_id(v.game.id, v.id)
            ]
            await send_private(
                interaction, f"{echo(id)} is in {names}. Which game?", view=static_view(*buttons[:5])
            )
        else:
            everywhere = await self.bot.policy.enabled_games(interaction)
            await self._rule_not_found(interaction, id, games, [g for g in everywhere if g not in games])

    async def _rule_not_found(
        self, interaction: discord.Interaction, raw: str, games: list[str], elsewhere: list[str]
    ) -> None:
        """What the bot has for the game, the closest ids there, and buttons for games that have it."""
        if len(games) == 1:
            message = f"No rule {echo(raw)} in {_covers(self.bot.library.game(games[0]))}."
        else:
            message = f"No rule {echo(raw)} in any game: not in the rules this bot has."
        pool = {
            f"{rid} ({self.bot.library.game(g).data.short_name})": rid
            for g in games
            for rid in self.bot.library.game(g).rule_ids()
        }
        closest = process.extract(raw, list(pool), limit=3)
        if closest:
            message += " Closest: " + ", ".join(label for label, _score, _i in closest) + "."
        found = [view for view in (self.bot.library.game(g).rule(raw) for g in elsewhere) if view is not None]
        buttons: list[discord.ui.Item[Any]] = [
            ShowRule(v.game.id, v.id, 0, v.game.data.short_name)
            for v in found
            if fits_custom_id(v.game.id, v.id)
        ]
        asks = check_buttons(self.bot.library, raw, [*games, *elsewhere])
        if not buttons and not asks:
            raise UserFacingError(message)
        if buttons:
            message += f" It is in {' and '.join(v.game.data.name for v in found)}."
        if asks:
            message += QUESTION_NOTE
        await send_private(interaction, message, view=static_view(*asks, *buttons[: 5 - len(asks)]))

    @rule.autocomplete("id")
    async def _rule_id(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        games = await self.bot.policy.candidate_games(interaction, interaction.namespace.game, strict=False)
        wanted = current.strip().casefold()
        choices: list[Choice[str]] = []
        for game_id in games:
            rules = self.bot.library.game(game_id)
            for rule_id, label in rules.rule_labels():
                if len(games) > 1:
                    label += f" ({rules.data.short_name})"
                if not wanted or wanted in label.casefold():
                    choices.append(Choice(name=label[:100], value=f"{game_id}:{rule_id}"[:100]))
        choices.sort(key=lambda c: not c.name.casefold().startswith(wanted))
        return choices[:25]

    @rule.autocomplete("game")
    async def _rule_game(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._game_choices(interaction, current)


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(Lookup(bot))
    bot.add_dynamic_items(ShowTerm, ShowRule)


async def teardown(bot: FloorJudge) -> None:
    bot.remove_dynamic_items(ShowTerm, ShowRule)
