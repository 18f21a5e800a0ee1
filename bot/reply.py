"""Every message the bot sends goes through here.

This module owns four decisions so that no cog makes them again: whether an answer is private
(with a **Post publicly** button) or public, that nothing sent can ping anyone, that nothing sent
exceeds Discord's limits, and that no control or bidirectional-override character from what was
typed (or imported) reaches a message (`bot.render.inert.visible`, applied to every text sent).
Errors are answered here too, privately, through the table in `bot.errors`.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import discord

from bot.errors import UserFacingError, describe_error, report_unexpected, unwrap
from bot.policy import policy_of
from bot.render.asked import asked_shown
from bot.render.inert import inert, visible
from bot.window import ACKNOWLEDGE_AT, defer, opens_modal

log = logging.getLogger(__name__)

NO_PINGS = discord.AllowedMentions.none()
MESSAGE_LIMIT = 2000
"""Discord refuses message content longer than this."""
LATE_AFTER = ACKNOWLEDGE_AT
"""An interaction older than this when its handler starts is acknowledged at once (deferred), so
a burst that queues it never misses Discord's 3-second window; the answer follows up."""

_ELLIPSIS = "…"
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]")


def discord_length(text: str) -> int:
    """Length as Discord counts it: UTF-16 code units (an emoji outside the BMP counts twice)."""
    return len(text.encode("utf-16-le")) // 2


def fit(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """`text` shortened with an ellipsis so that Discord counts at most `limit` characters."""
    if discord_length(text) <= limit:
        return text
    kept = text[:limit]
    while discord_length(kept) > limit - 1:
        kept = kept[: -max(1, (discord_length(kept) - limit + 1) // 2)]
    return kept + _ELLIPSIS


def echo(text: str, limit: int = 60) -> str:
    """User text quoted back: one line, invisible characters dropped, markdown and masked links
    escaped, at most `limit` characters, in typographic quotes."""
    visible = _CONTROL.sub("", " ".join(text.split()))
    shortened = visible if len(visible) <= limit else visible[: limit - 1] + _ELLIPSIS
    return f"“{inert(shortened)}”"


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


def _with_note(interaction: discord.Interaction, content: str | None) -> str | None:
    """Content with the policy's note (settings unreadable) above it, capped."""
    note = interaction.extras.get("settings_note")
    parts = [part for part in (note, content) if part]
    return fit("\n".join(parts)) if parts else None


async def _send(
    interaction: discord.Interaction,
    content: str | None,
    *,
    embeds: Sequence[discord.Embed] = (),
    view: discord.ui.View | None = None,
    file: discord.File | None = None,
    ephemeral: bool,
    view_shown: bool = False,
) -> None:
    """One message: the interaction's response, or a follow-up once it has one. `view_shown`: the
    view went through `visible_view` already (a kept view, `_KeptViews`)."""
    content = visible(content) if content else content
    kwargs: dict[str, Any] = {
        "embeds": [visible_embed(embed) for embed in embeds],
        "ephemeral": ephemeral,
        "allowed_mentions": NO_PINGS,
    }
    if view is not None:
        kwargs["view"] = view if view_shown else visible_view(view)
    if file is not None:
        kwargs["file"] = file
    if interaction.response.is_done():
        await interaction.followup.send(content or discord.utils.MISSING, **kwargs)
    else:
        await interaction.response.send_message(content, **kwargs)


def _visible_strings(data: Any) -> Any:
    """`data` (an embed's dict) with every string passed through `visible`; the same object when
    nothing in it changes."""
    if isinstance(data, str):
        return visible(data)
    if isinstance(data, dict):
        cleaned = {key: _visible_strings(value) for key, value in data.items()}
        return data if all(cleaned[key] is value for key, value in data.items()) else cleaned
    if isinstance(data, list):
        items = [_visible_strings(value) for value in data]
        return data if all(new is old for new, old in zip(items, data, strict=True)) else items
    return data


_SHOWN_BY_VISIBLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
"""The characters `visible` replaces (every control but tab and newline, the C1 controls, the
bidirectional overrides and isolates)."""


def _texts(value: Any, into: list[str]) -> list[str]:
    """Every string in `value` (an embed's attribute: text, a dict of texts, a list of dicts)."""
    if isinstance(value, str):
        into.append(value)
    elif isinstance(value, dict):
        for item in value.values():
            _texts(item, into)
    elif isinstance(value, list):
        for item in value:
            _texts(item, into)
    return into


def visible_embed(embed: discord.Embed) -> discord.Embed:
    """The embed, or a copy with its control and override characters shown (`visible`).

    Almost no embed has any, so its texts are searched first, straight from its attributes (what
    `Embed.to_dict` is built from): a third of the time of searching its dict's repr (~30 µs an
    answer between interactions); only an embed with one is converted and rebuilt.
    """
    texts: list[str] = []
    for slot in discord.Embed.__slots__:  # what `to_dict` reads
        _texts(getattr(embed, slot, None), texts)
    if not _SHOWN_BY_VISIBLE.search("\n".join(texts)):
        return embed
    cleaned = _visible_strings(data := embed.to_dict())
    return embed if cleaned is data else discord.Embed.from_dict(cleaned)


def visible_view(view: discord.ui.View) -> discord.ui.View:
    """The view with its buttons' and menus' labels passed through `visible` (in place: every view
    sent is built for its one message)."""
    for child in view.children:
        item = getattr(child, "item", child)  # a DynamicItem wraps its button
        if isinstance(item, discord.ui.Button) and item.label:
            item.label = visible(item.label)
        elif isinstance(item, discord.ui.Select):
            for option in item.options:
                option.label = visible(option.label)
                option.description = visible(option.description) if option.description else None
    return view


async def edit_private(
    interaction: discord.Interaction,
    content: str | None,
    *,
    embeds: Sequence[discord.Embed],
    view: discord.ui.View,
) -> None:
    """Replace the private message a button sits on (Details / Less), under the same rules as a send."""
    await interaction.response.edit_message(
        content=visible(content) if content else content,
        embeds=[visible_embed(embed) for embed in embeds],
        view=visible_view(view),
        allowed_mentions=NO_PINGS,
    )


async def acknowledge_late(interaction: discord.Interaction, *, busy: bool = False) -> bool:
    """Defer an interaction that is already old, or any while the bot is `busy`, privately; True
    when it did.

    After the defer it yields to the event loop once, so that the interactions already queued
    behind this one are acknowledged before its own work runs: in a burst every interaction gets
    its acknowledgement within Discord's 3 seconds, and the answers follow up.

    A deferred answer is always private first (the defer fixes the visibility before the answer
    is known), so under a burst a public-answers server gets Post publicly buttons instead.
    """
    if interaction.response.is_done() or opens_modal(interaction):  # a form can't follow a defer
        return False
    if not busy and discord.utils.utcnow() - interaction.created_at < LATE_AFTER:
        return False
    await defer(interaction)
    await asyncio.sleep(0)
    return True


def item_label(item: discord.ui.Item[Any]) -> str:
    """What a button says ("" for an item without a label); a dynamic item's, of the button it wraps."""
    return str(getattr(getattr(item, "item", item), "label", "") or "")


@dataclass(frozen=True, eq=False)
class FixedButtons:
    """Buttons that are the same on every answer showing them (a verdict's Details): their view, with
    the member's Post publicly, is built once a member (`_KeptViews`), not once an answer. Kept by
    identity: one module-level value per set of buttons."""

    build: Callable[[], Sequence[discord.ui.Item[Any]]]

    def items(self) -> list[discord.ui.Item[Any]]:
        """The buttons, built anew (for a view that adds others)."""
        return list(self.build())

    @cached_property
    def labels(self) -> tuple[str, ...]:
        """What the buttons say, in order (for measuring the message without building them again)."""
        return tuple(item_label(item) for item in self.build())


async def send_answer(
    interaction: discord.Interaction,
    embeds: Sequence[discord.Embed],
    *,
    content: str | None = None,
    extra_items: Sequence[discord.ui.Item[Any]] | FixedButtons = (),
    verdict: bool = False,
) -> None:
    """Send an answer as the server wants it: private with "Post publicly", or public.

    Each message stays within Discord's limits: one embed a message, every page sent. `verdict`
    marks an engine answer, which only judges may have posted publicly.
    """
    public = not interaction.extras.get("deferred") and await policy_of(interaction).answers_public(
        interaction, verdict=verdict
    )
    owner = None if public else interaction.user.id
    for index, embed in enumerate(embeds):
        extras = extra_items if index == 0 else ()
        view, kept = None, True
        if isinstance(extras, FixedButtons):
            view = _KEPT_VIEWS.view(owner, extras)
        elif extras:
            view, kept = static_view(*extras, *([] if public else [PostPublicly(interaction.user.id)])), False
        elif owner is not None:
            view = _KEPT_VIEWS.view(owner)
        text = _with_note(interaction, content) if index == 0 else None
        await _send(interaction, text, embeds=[embed], view=view, ephemeral=not public, view_shown=kept)


async def send_private(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    embeds: Sequence[discord.Embed] = (),
    view: discord.ui.View | None = None,
    file: discord.File | None = None,
) -> None:
    """A reply only the asker sees: confirmations, questions back, help, errors."""
    await _send(
        interaction, _with_note(interaction, content), embeds=embeds, view=view, file=file, ephemeral=True
    )


async def answer_error(interaction: discord.Interaction, error: BaseException, *, where: str) -> None:
    """Answer any interaction's error privately: known ones by the table, the rest with a logged code."""
    message = describe_error(error)
    if message is None:
        message = report_unexpected(
            unwrap(error), where=where, guild_id=interaction.guild_id, user_id=interaction.user.id
        )
    try:
        await send_private(interaction, message)
    except discord.HTTPException:
        log.warning("could not tell user %s about an error in %s", interaction.user.id, where)


async def guarded(
    interaction: discord.Interaction, where: str, action: Callable[[], Awaitable[None]]
) -> None:
    """Run a component's action; any error is answered (component errors never reach the tree)."""
    try:
        await action()
    except Exception as error:  # a button must always answer
        await answer_error(interaction, error, where=where)


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
        await guarded(interaction, "button Post publicly", lambda: self._post(interaction))

    async def _post(self, interaction: discord.Interaction) -> None:
        if interaction.user.id != self.owner_id:
            raise UserFacingError("Only the member who asked can post this answer.")
        await policy_of(interaction).check_may_post_publicly(interaction)
        message = interaction.message
        if message is None or not message.embeds:
            raise UserFacingError("That answer is no longer available; ask again.")
        asked = asked_shown(message.content)  # the question, kept above the answer
        heading = f"Answer for {interaction.user.mention}" + (f"\n{asked}" if asked else "")
        # A follow-up when reading the settings deferred the click (a slow database).
        await _send(interaction, fit(heading), embeds=message.embeds, ephemeral=False)


KEPT_VIEWS = 1024
"""How many views of answers' fixed buttons are kept, one a member and set of buttons (about 1 KB
each)."""


class _KeptViews:
    """The view of an answer whose buttons are fixed (`FixedButtons`, or none) with Post publicly
    for its member (`owner_id`; None for a public answer), built once a member and set of buttons
    (building a view and its buttons is ~40 µs an answer between interactions, each button more).
    The view is the same every time and stopped, so discord.py only reads its components; its labels
    are passed through `visible` once, when it is built (`_send` does not again).

    Each view holds a future of the event loop it was built in: a new loop (a restarted bot, a
    test) starts afresh."""

    def __init__(self, kept: int = KEPT_VIEWS) -> None:
        self.kept = kept
        self._views: dict[tuple[int | None, FixedButtons | None], discord.ui.View] = {}
        self._loop: asyncio.AbstractEventLoop | None = None

    def view(self, owner_id: int | None, fixed: FixedButtons | None = None) -> discord.ui.View:
        loop = asyncio.get_running_loop()
        if loop is not self._loop:
            self._views.clear()
            self._loop = loop
        key = (owner_id, fixed)
        view = self._views.pop(key, None)  # kept last: the least recently used go first
        if view is None:
            items = fixed.items() if fixed is not None else []
            view = visible_view(static_view(*items, *([] if owner_id is None else [PostPublicly(owner_id)])))
            if len(self._views) >= self.kept:
                del self._views[next(iter(self._views))]
        self._views[key] = view
        return view


_KEPT_VIEWS = _KeptViews()


# -- the bot's own messages: the judge's desk ---------------------------------------------------------


async def post(
    channel: discord.abc.Messageable,
    content: str,
    *,
    embed: discord.Embed | None = None,
    view: discord.ui.View | None = None,
) -> discord.Message:
    """A message of the bot's own in a channel (a timer's post, its marks): no pings, within limits."""
    return await channel.send(
        _shown(content),
        embed=visible_embed(embed) if embed else discord.utils.MISSING,
        view=visible_view(view) if view else discord.utils.MISSING,
        allowed_mentions=NO_PINGS,
    )


def _shown(content: str) -> str:
    """Content of the bot's own messages: control and override characters shown, within the limit."""
    return fit(visible(content))


def judge_role_only(role_id: int) -> discord.AllowedMentions:
    """The one exception to "nothing pings": a judge call mentions the judge role, and nothing else."""
    return discord.AllowedMentions(
        everyone=False, users=False, roles=[discord.Object(role_id)], replied_user=False
    )


async def post_judge_call(
    channel: discord.abc.Messageable,
    role_id: int,
    content: str,
    *,
    embed: discord.Embed,
    view: discord.ui.View,
) -> discord.Message:
    """A judge call in the judges' channel: it pings the judge role, and only that role."""
    return await channel.send(
        _shown(content),
        embed=visible_embed(embed),
        view=visible_view(view),
        allowed_mentions=judge_role_only(role_id),
    )


async def edit_post(
    message: discord.PartialMessage,
    content: str,
    *,
    embed: discord.Embed | None = None,
    view: discord.ui.View | None = None,
) -> None:
    """Edit one of the bot's own messages (an edit never pings; the mentions stay off anyway). An
    embed or view left out is removed."""
    await message.edit(
        content=_shown(content),
        embed=visible_embed(embed) if embed else None,
        view=visible_view(view) if view else None,
        allowed_mentions=NO_PINGS,
    )


async def update_message(
    interaction: discord.Interaction,
    content: str,
    *,
    embed: discord.Embed | None = None,
    view: discord.ui.View | None = None,
) -> None:
    """Answer a button by editing the message it is on (a call's post, a private confirmation)."""
    await interaction.response.edit_message(
        content=_shown(content),
        embed=visible_embed(embed) if embed else None,
        view=visible_view(view) if view else None,
        allowed_mentions=NO_PINGS,
    )


async def send_dm(user: discord.User | discord.Member, content: str) -> discord.Message:
    """A direct message to a member (who is coming to their table); ``discord.Forbidden`` when their
    DMs are closed to the bot."""
    return await user.send(_shown(content), allowed_mentions=NO_PINGS)


async def follow_up_privately(interaction: discord.Interaction, content: str) -> None:
    """A private follow-up to an interaction answered earlier (its token lasts 15 minutes)."""
    await interaction.followup.send(_shown(content), ephemeral=True, allowed_mentions=NO_PINGS)
