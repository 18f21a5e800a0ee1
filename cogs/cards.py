"""`/card` and the message menu "Explain cards & keywords": real cards, each keyword tied to its rule.

Both follow the server's and channel's game (`bot.policy`), answer privately first with Post
publicly, and pick up card data imported while the bot runs (`CardStore.refresh`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cards import Card, CardCatalog, Found, Several
from bot.engine import card_keyword_term
from bot.errors import UserFacingError
from bot.policy import policy_of
from bot.render.cards import KeywordLink, card_choices, card_embeds, explain_embeds, shown_data
from bot.reply import echo, guarded, send_answer, send_private, static_view
from bot.rules.library import Library, name_key
from bot.ui.cards import cards_of, find_keywords
from bot.ui.rules import ShowTerm

if TYPE_CHECKING:
    from bot.client import FloorJudge

Choice = app_commands.Choice

BRACKETED = re.compile(r"\[\[([^\[\]]{1,120})\]\]")
"""`[[Ariel - Spectacular Singer]]`: how card names are marked in chat."""
CARD_NUMBER = re.compile(
    r"(?<![\w-])(?:[A-Za-z]{1,5}\d{0,2}-\d{2,3}[A-Za-z]?|\d{1,2}-\d{3}[A-Za-z])(?![\w-])"
)
"""A card number written in a message: Gundam's `GD01-079`, `ST01-001`, `R-002`; FFTCG's `16-078C`."""
CARDS_EXPLAINED = 8
CARD_BUTTONS = 5


def keyword_links(game_id: str, library: Library, card: Card) -> list[KeywordLink]:
    return [KeywordLink(printed, card_keyword_term(game_id, library, printed)) for printed in card.keywords]


def keyword_buttons(game_id: str, links: list[KeywordLink]) -> list[discord.ui.Item[Any]]:
    """One button per keyword the rules define: it shows the same answer as `/keyword`."""
    seen: dict[str, discord.ui.Item[Any]] = {}
    for link in links:
        if link.term is not None and link.term.id not in seen:
            seen[link.term.id] = ShowTerm(game_id, link.term.id, f"Rule: {link.term.name}")
    return list(seen.values())[:4]


class ShowCard(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:card:(?P<game>[a-z]{1,20}):(?P<name>.{1,80})",
):
    """One of several cards a `/card` name could mean; the card's name travels in the custom_id."""

    def __init__(self, game_id: str, name: str, label: str | None = None) -> None:
        """`name` finds the card again (its number, or its unique name); `label` is what the button says."""
        self.game_id = game_id
        self.name = name
        super().__init__(
            discord.ui.Button(
                label=(label or name)[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"fj:card:{game_id}:{name[:80]}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ShowCard:
        return cls(match["game"], match["name"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, "button show card", lambda: self._show(interaction))

    async def _show(self, interaction: discord.Interaction) -> None:
        catalog = cards_of(interaction).catalog(self.game_id)
        card = catalog.exact(self.name) if catalog else None
        if catalog is None or card is None:
            raise UserFacingError("That card is no longer in the card data.")
        await send_card(interaction, catalog, card)


async def send_card(
    interaction: discord.Interaction, catalog: CardCatalog, card: Card, note: str | None = None
) -> None:
    library = policy_of(interaction).library
    links = keyword_links(catalog.game, library, card)
    label = catalog.label(card)
    await send_answer(
        interaction,
        card_embeds(card, library.game(catalog.game), links, label),
        content=note,
        extra_items=keyword_buttons(catalog.game, links),
    )


class Cards(commands.Cog):
    """Card lookups, and explaining the cards and keywords in a message."""

    def __init__(self, bot: FloorJudge) -> None:
        self.bot = bot
        self.explain_menu = app_commands.ContextMenu(name="Explain cards & keywords", callback=self.explain)
        bot.tree.add_command(self.explain_menu)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.explain_menu.name, type=self.explain_menu.type)

    async def _catalogs(
        self, interaction: discord.Interaction, game: str | None, *, strict: bool = True
    ) -> list[CardCatalog]:
        await self.bot.cards.refresh()
        games = await self.bot.policy.candidate_games(interaction, game, strict=strict)
        return [catalog for g in games if (catalog := self.bot.cards.catalog(g)) is not None]

    # -- /card ----------------------------------------------------------------------------------

    @app_commands.command(name="card", description="A card: cost, stats, abilities, and each keyword's rule.")
    @app_commands.describe(
        name="The card's name: typos and partial names are fine (“mickey brave”)",
        game="Which game's cards (default: the server's game)",
    )
    async def card(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 120],
        game: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        catalogs = await self._catalogs(interaction, game)
        if not catalogs:
            raise UserFacingError(self._no_data(await self.bot.policy.candidate_games(interaction, game)))
        picked = self._picked(name, catalogs)
        if picked is not None:
            await send_card(interaction, *picked)
            return
        resolutions = [(catalog, catalog.resolve(name)) for catalog in catalogs]
        found = [(c, r) for c, r in resolutions if isinstance(r, Found)]
        exact = [(c, r) for c, r in found if not r.corrected]
        if len(exact) == 1 or (len(found) == 1 and not any(isinstance(r, Several) for _c, r in resolutions)):
            catalog, resolution = (exact or found)[0]
            note = self._note(name, catalog, resolution, several_games=len(catalogs) > 1)
            await send_card(interaction, catalog, resolution.card, note)
            return
        options = [(c, card) for c, r in resolutions if isinstance(r, Several) for card in r.cards]
        options += [(c, r.card) for c, r in found]
        if options:
            several_games = len({c.game for c, _card in options}) > 1
            listed = card_choices(
                [
                    (self.bot.library.game(c.game).data.short_name, c.label(card), card)
                    for c, card in options[:10]
                ],
                several_games,
            )
            more = (
                f"\n… and {len(options) - 10} more: type a card number to pick one."
                if len(options) > 10
                else ""
            )
            buttons = [ShowCard(c.game, c.key(card), c.label(card)) for c, card in options[:CARD_BUTTONS]]
            await send_private(
                interaction,
                f"Several cards match {echo(name)}:\n{listed}{more}",
                view=static_view(*buttons),
            )
            return
        closest = [shown_data(c.label(card)) for c, r in resolutions for card in getattr(r, "closest", ())]
        where = self.bot.library.game(catalogs[0].game).data.name if len(catalogs) == 1 else "any game"
        tail = f" Closest: {', '.join(closest[:3])}." if closest else ""
        raise UserFacingError(f"No card {echo(name)} in {where}.{tail}")

    def _note(self, name: str, catalog: CardCatalog, resolution: Found, *, several_games: bool) -> str | None:
        """What the answer says above the card: which card a corrected name was taken for, and from
        which game when the channel has none (a card of another game is never shown unnamed)."""
        if not resolution.corrected:
            return None  # the embed's author line names the game
        game = f" ({self.bot.library.game(catalog.game).data.name})" if several_games else ""
        return f"Showing **{shown_data(catalog.label(resolution.card))}**{game} for {echo(name)}."

    def _picked(self, value: str, catalogs: list[CardCatalog]) -> tuple[CardCatalog, Card] | None:
        """A value picked from the autocomplete menu: `lorcana:Ariel - Spectacular Singer`."""
        game_id, sep, name = value.partition(":")
        for catalog in catalogs:
            if sep and catalog.game == game_id and (card := catalog.exact(name)) is not None:
                return catalog, card
        return None

    def _no_data(self, game_ids: list[str]) -> str:
        names = " or ".join(self.bot.library.game(g).data.name for g in game_ids[:3])
        with_data = ", ".join(self.bot.library.game(g).data.name for g in self.bot.cards.catalogs)
        return (
            f"The bot has no card data for {names}. A server operator can load a card file with "
            f"`floorjudge cards import <game> FILE`."
            + (f" Cards are known for: {with_data}." if with_data else "")
        )

    @card.autocomplete("name")
    async def _card_name(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        catalogs = await self._catalogs(interaction, interaction.namespace.game, strict=False)
        scored = [
            (score, catalog.game, label, key)
            for catalog in catalogs
            for label, key, score in catalog.suggest(current)
        ]
        scored.sort(key=lambda item: -item[0])
        several = len({game for _score, game, _label, _key in scored[:25]}) > 1
        choices = []
        for _score, game, label, key in scored[:25]:
            shown = f"{label} — {self.bot.library.game(game).data.short_name}" if several else label
            choices.append(Choice(name=shown[:100], value=f"{game}:{key}"[:100]))
        return choices

    @card.autocomplete("game")
    async def _card_game(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self.bot.policy.game_choices(interaction, current, among=self.bot.cards.catalogs)

    # -- Explain cards & keywords (message menu) ------------------------------------------------

    async def explain(self, interaction: discord.Interaction, message: discord.Message) -> None:
        await guarded(
            interaction, "menu Explain cards & keywords", lambda: self._explain(interaction, message)
        )

    async def _explain(self, interaction: discord.Interaction, message: discord.Message) -> None:
        text = "\n".join([message.content, *(embed.description or "" for embed in message.embeds)])
        catalogs = await self._catalogs(interaction, None)
        games_asked = await self.bot.policy.candidate_games(interaction, None)
        cards, missing = find_cards(text, catalogs)
        keyword_games = list(dict.fromkeys(g for g, _c in cards)) or (
            games_asked if len(games_asked) == 1 else []
        )
        views = find_keywords(text, keyword_games, self.bot.library, cards)
        if not cards and not views:
            raise UserFacingError(
                "No card names or keywords found in that message. Mark card names like "
                "[[Ariel - Spectacular Singer]]; keywords are found when the channel or server has a game."
                + (f" Not found: {', '.join(missing)}." if missing else "")
            )
        labels = {catalog.game: catalog for catalog in catalogs}
        pairs = [(card, self.bot.library.game(g), labels[g].label(card)) for g, card in cards]
        await send_answer(interaction, explain_embeds(pairs, views, missing))


def find_cards(text: str, catalogs: list[CardCatalog]) -> tuple[list[tuple[str, Card]], list[str]]:
    """Cards named in `text`: `[[name]]` (resolved, typos allowed), card numbers (`GD01-079`,
    `16-078C`), and full names written out (a name several cards share is left to `[[…]]`)."""
    found: dict[tuple[str, int], tuple[str, Card]] = {}
    missing: list[str] = []
    for raw in BRACKETED.findall(text):
        hit = next(
            (
                (catalog.game, resolution.card)
                for catalog in catalogs
                if isinstance(resolution := catalog.resolve(raw), Found)
            ),
            None,
        )
        if hit is None:
            missing.append(_not_one_card(raw, catalogs))
        else:
            found.setdefault((hit[0], id(hit[1])), hit)
    rest = BRACKETED.sub(" ", text)
    for number in CARD_NUMBER.findall(rest):
        for catalog in catalogs:
            card = catalog.exact(number)
            if card is not None and card.number is not None:
                found.setdefault((catalog.game, id(card)), (catalog.game, card))
    folded = f" {name_key(rest)} "
    shared: dict[str, str] = {}
    for catalog in catalogs:
        for position, key in enumerate(catalog.name_keys):
            if len(found) >= CARDS_EXPLAINED or " " not in key or f" {key} " not in folded:
                continue
            card = catalog.card(position)
            if len(catalog.named(key)) == 1:
                found.setdefault((catalog.game, id(card)), (catalog.game, card))
            else:
                shared.setdefault(key, _not_one_card(card.name, catalogs))
    return list(found.values())[:CARDS_EXPLAINED], missing + list(shared.values())


def _not_one_card(name: str, catalogs: list[CardCatalog]) -> str:
    """A name the message wrote that is no card, or several (then: how many, and how to pick one)."""
    several = sum(len(catalog.named(name)) for catalog in catalogs)
    return echo(name, 40) + (f" ({several} cards: name one by its number)" if several > 1 else "")


async def setup(bot: FloorJudge) -> None:
    await bot.add_cog(Cards(bot))
    bot.add_dynamic_items(ShowCard)


async def teardown(bot: FloorJudge) -> None:
    bot.remove_dynamic_items(ShowCard)
