"""Fixtures for the judge's desk end to end: a server with a judge role, a judges' channel, a judge
and a manager, set up through `/settings` as a server manager would."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.client import FloorJudge
from bot.rules import Library
from tests.conftest import Server


@dataclass
class Desk:
    server: Server
    role: Any
    judges: Any
    """The judges' channel."""
    judge: Any
    admin: Any


@pytest.fixture
async def desk(server: Server) -> Desk:
    role = server.guild.create_role("Judges")
    judges = server.guild.create_text_channel("judges")
    judge = server.guild.add_member(server.env.create_user("jules"), roles=[role])
    managers = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    admin = server.guild.add_member(server.env.create_user("organiser"), roles=[managers])
    await admin.slash(server.channel, "settings judge-role", role=role)
    confirmed = await admin.slash(server.channel, "settings judge-channel", channel=judges)
    assert confirmed.response.content == f"Judge calls go to <#{judges.id}>, mentioning <@&{role.id}>."
    return Desk(server, role, judges, judge, admin)


async def restart(
    server: Server, library: Library, database_path: Path, database_url: str | None
) -> FloorJudge:
    """Stop the bot and start a new one on the same database (the caller releases it)."""
    old = server.bot
    new = FloorJudge(library=library, database_path=database_path, database_url=database_url)
    await server.env.restart_bot(new)
    await old.release()
    return new
