"""Discord's user-installed apps, as far as simcord can be made to show them.

simcord (3.2.1) models an app installed to servers: its bot is a member of every server, every
interaction says no installation authorised it (``authorizing_integration_owners`` is ``{}``), and
there are no group DMs. A member who installed floorjudge for themselves meets it in three more
places, made here the way Discord presents them to the bot:

* :func:`server_without_the_bot`: a server that never added floorjudge. The bot's gateway drops the
  server (``GUILD_DELETE``, as when the bot is removed: simcord's world keeps the server, so its
  members still act there), and each interaction from it says the member's install alone
  authorised it (``{"1": user id}``), with a partial ``guild`` and the few permissions Discord gives
  such an app. The bot must answer through the interaction only: simcord would still accept a post
  to the channel, Discord would not (a bot that isn't a member has no channel access).
* :func:`installed_by_the_member`: the member's own install, in the DM with the bot.
* :func:`as_group_dm`: an interaction from a group DM (context ``PRIVATE_CHANNEL``), made from the
  member's DM with the bot: the same channel id, presented as a group channel. Only the bot's side
  is shown; who else is in the group and sees a public answer is not.

What stays unshown: Discord's rules for such answers (a member without *Use External Apps* gets
ephemeral answers only; at most 5 follow-ups per interaction), app visibility in the command
picker (``integration_types`` is stored by simcord but not enforced), and anything after a restart
(simcord replays every server to a new bot).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import discord
import simcord

USER_APP_PERMISSIONS = discord.Permissions(attach_files=True, embed_links=True, mention_everyone=True)
"""What Discord reports as ``app_permissions`` for an app the member installed, outside its DM."""

Rewrite = Callable[[dict[str, Any]], None]


@contextmanager
def _rewriting(env: simcord.Env, rewrite: Rewrite) -> Iterator[None]:
    """Rewrite every ``INTERACTION_CREATE`` payload simcord emits to the bot, while in the block."""
    backend = env.backend
    original = backend.emit

    def emit(event: str, payload: Any) -> None:
        if event == "INTERACTION_CREATE":
            payload = dict(payload)
            rewrite(payload)
        original(event, payload)

    own = vars(backend)
    before = own.get("emit")  # another rewrite's, when nested
    own["emit"] = emit
    try:
        yield
    finally:
        if before is None:
            del own["emit"]
        else:
            own["emit"] = before


def _user_id(payload: dict[str, Any]) -> str:
    return str((payload.get("member") or {}).get("user", {}).get("id") or payload["user"]["id"])


@contextmanager
def server_without_the_bot(env: simcord.Env, guild: Any) -> Iterator[None]:
    """``guild`` as a server that did not add floorjudge, where members use it as their own app."""
    env.backend.emit("GUILD_DELETE", {"id": str(guild.id)})

    def rewrite(payload: dict[str, Any]) -> None:
        if payload.get("guild_id") != str(guild.id):
            return
        payload["authorizing_integration_owners"] = {"1": _user_id(payload)}
        payload["context"] = 0
        payload["guild"] = {"id": str(guild.id), "locale": "en-US", "features": []}
        payload["app_permissions"] = str(USER_APP_PERMISSIONS.value)

    with _rewriting(env, rewrite):
        yield


@contextmanager
def installed_by_the_member(env: simcord.Env) -> Iterator[None]:
    """Interactions in a DM with the bot say the member's own install authorised them."""

    def rewrite(payload: dict[str, Any]) -> None:
        if payload.get("guild_id") is None:
            payload["authorizing_integration_owners"] = {"1": _user_id(payload)}

    with _rewriting(env, rewrite):
        yield


@contextmanager
def as_group_dm(env: simcord.Env, *, others: int = 2) -> Iterator[None]:
    """Interactions from a member's DM with the bot, presented as from a group DM (see the module)."""

    def rewrite(payload: dict[str, Any]) -> None:
        if payload.get("guild_id") is not None:
            return
        user = payload["user"]
        payload["authorizing_integration_owners"] = {"1": str(user["id"])}
        payload["context"] = 2
        payload["app_permissions"] = str(USER_APP_PERMISSIONS.value)
        channel = dict(payload["channel"])
        channel.update(type=3, name="the judges' table", owner_id=str(user["id"]), icon=None)
        channel["recipients"] = [user] + [
            {"id": str(int(user["id"]) + n), "username": f"player{n}", "discriminator": "0", "avatar": None}
            for n in range(1, others + 1)
        ]
        payload["channel"] = channel

    with _rewriting(env, rewrite):
        yield
