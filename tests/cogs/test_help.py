"""`/help` explains the commands and each game's card notation."""

from __future__ import annotations

import simcord

from bot.errors import UserFacingError
from tests.conftest import Server


async def test_help_lists_the_commands(server: Server) -> None:
    result = await server.alice.slash(server.channel, "help")
    assert result.ephemeral
    text = result.response.embeds[0].description
    for command in (
        "/keyword",
        "/rule",
        "/card",
        "Explain cards & keywords",
        "/check-<game>",
        "/settings",
        "/here",
        "/my game",
        "/judge call",
        "/judge calls",
        "/timer start",
    ):
        assert command in text


async def test_help_check_shows_the_notation_and_the_topics(server: Server) -> None:
    result = await server.alice.slash(server.channel, "help", topic="check", game="lorcana")
    embed = result.response.embeds[0]
    names = [f.name for f in embed.fields]
    assert "Card notation" in names and "Topics" in names
    notation = next(f.value for f in embed.fields if f.name == "Card notation")
    assert "Resist +2" in notation
    assert "`/check-lorcana challenge`" in " ".join(f.value for f in embed.fields)


async def test_help_check_lists_each_topics_sub_questions(server: Server) -> None:
    """#15: a topic that answers several questions lists them as the `question:` choices."""
    result = await server.alice.slash(server.channel, "help", topic="check", game="lorcana")
    text = " ".join(field.value for embed in result.response.embeds for field in embed.fields)
    boost = text[text.index("`/check-lorcana boost`") :].split("\n`/")[0]
    assert "`question:` `use` · `card_under_in_play` · `counts_as_played` · `look_at_card_under`" in boost
    assert "several at once: `questions:all`" in boost, "#23: how to ask them all in one answer"


async def test_help_check_for_an_unknown_game(server: Server) -> None:
    result = await server.alice.slash(server.channel, "help", topic="check", game="chess")
    simcord.assert_error(server.env, UserFacingError)
    assert "There is no game called “chess”" in result.response.content
