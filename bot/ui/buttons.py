"""Stateless buttons (`discord.ui.DynamicItem`): the custom_id carries everything they need.

discord.py only routes a click here once `bot.add_dynamic_items(...)` registered the class, so
nothing is kept per message. Each button answers its own errors (button errors never reach the
command tree's handler) through the same table as commands.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.errors import UserFacingError, handle_interaction_error

if TYPE_CHECKING:
    from bot.client import FloorJudge

NO_PINGS = discord.AllowedMentions.none()


def client_of(interaction: discord.Interaction) -> FloorJudge:
    return cast("FloorJudge", interaction.client)


def static_view(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A view used only to lay out components.

    It is stopped before sending, so discord.py neither stores it nor starts the 15-minute
    timeout it forces on ephemeral views; clicks reach the registered dynamic items instead.
    """
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view


async def _guarded(
    interaction: discord.Interaction, where: str, action: Callable[[], Awaitable[None]]
) -> None:
    try:
        await action()
    except Exception as error:  # a button must always answer: report through the error table
        await handle_interaction_error(interaction, error, where=where)


class PostPublicly(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"fj:post:(?P<owner>[0-9]{1,20})"
):
    """Post a private answer to the channel, attributed to the member who asked."""

    def __init__(self, owner_id: int) -> None:
        self.owner_id = owner_id
        super().__init__(
            discord.ui.Button(
                label="Post publicly", style=discord.ButtonStyle.primary, custom_id=f"fj:post:{owner_id}"
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PostPublicly:
        return cls(int(match["owner"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _guarded(interaction, "button Post publicly", lambda: self._post(interaction))

    async def _post(self, interaction: discord.Interaction) -> None:
        if interaction.user.id != self.owner_id:
            raise UserFacingError("Only the member who asked can post this answer.")
        await client_of(interaction).check_may_post_publicly(interaction)
        message = interaction.message
        if message is None or not message.embeds:
            raise UserFacingError("That answer is no longer available; ask again.")
        await interaction.response.send_message(
            content=f"Answer for {interaction.user.mention}",
            embeds=message.embeds,
            allowed_mentions=NO_PINGS,
        )


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
        await _guarded(interaction, "button show term", lambda: self._show(interaction))

    async def _show(self, interaction: discord.Interaction) -> None:
        from bot.answers import send_term  # the answer module uses these buttons too

        bot = client_of(interaction)
        game = bot.library.games.get(self.game_id)
        term = game.term_by_id(self.term_id) if game else None
        if game is None or term is None:
            raise UserFacingError("That term is no longer in the rules data.")
        await send_term(interaction, game, term)


CUSTOM_ID_LIMIT = 100


class ShowRuleText(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:rt:(?P<game>[a-z]{1,20}):(?P<ids>[^:]{1,90})",
):
    """Show the full text of the rules a verdict cites; the rule ids travel in the custom_id."""

    PREFIX = "fj:rt:"

    def __init__(self, game_id: str, rule_ids: tuple[str, ...]) -> None:
        self.game_id = game_id
        self.rule_ids = self.fitting(game_id, rule_ids)
        super().__init__(
            discord.ui.Button(
                label="Show rule text",
                style=discord.ButtonStyle.secondary,
                custom_id=f"{self.PREFIX}{game_id}:{','.join(self.rule_ids)}",
            )
        )

    @classmethod
    def fitting(cls, game_id: str, rule_ids: tuple[str, ...]) -> tuple[str, ...]:
        """As many ids as fit in Discord's 100-character custom_id, in citation order."""
        kept: list[str] = []
        length = len(cls.PREFIX) + len(game_id) + 1
        for rule_id in rule_ids:
            extra = len(rule_id) + (1 if kept else 0)
            if length + extra > CUSTOM_ID_LIMIT:
                break
            kept.append(rule_id)
            length += extra
        return tuple(kept)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ShowRuleText:
        return cls(match["game"], tuple(match["ids"].split(",")))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _guarded(interaction, "button Show rule text", lambda: self._show(interaction))

    async def _show(self, interaction: discord.Interaction) -> None:
        from bot.render.verdict import rule_text_embeds

        library = client_of(interaction).library
        if self.game_id not in library.games:
            raise UserFacingError("That game is no longer in the rules data.")
        embeds = rule_text_embeds(library, self.game_id, self.rule_ids)
        await interaction.response.send_message(embed=embeds[0], ephemeral=True, allowed_mentions=NO_PINGS)
        for embed in embeds[1:]:
            await interaction.followup.send(embed=embed, ephemeral=True, allowed_mentions=NO_PINGS)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (PostPublicly, ShowTerm, ShowRuleText)
