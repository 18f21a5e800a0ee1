"""`/check-dreadnought` end to end: a priority question through Discord, with its rule trail."""

from __future__ import annotations

import discord

from tests.conftest import Server, details, problem_of


def field(embed: discord.Embed, name: str) -> str:
    """A section's text, with its "(cont.)" fields."""
    return "\n".join(f.value for f in embed.fields if f.name in (name, f"{name} (cont.)"))


async def test_every_dreadnought_topic_is_a_subcommand(server: Server) -> None:
    available = set(server.alice.available_commands(server.channel))
    for name in ("priority", "gear-change", "cast", "discard", "move"):
        assert f"check-dreadnought {name}" in available


async def test_a_player_who_passed_may_act_again_until_both_pass(server: Server) -> None:
    # Pass: “Until both players pass, even a player that previously has declared 'pass' can still make
    # another action”
    result = await server.alice.slash(
        server.channel, "check-dreadnought priority", phase="action", passed="you"
    )

    assert result.ephemeral
    embed = await details(server.alice, result)
    assert embed.title == "Your opponent"
    assert embed.author.name == "Dreadnought · check priority"
    trail = field(embed, "Rule trail")
    assert "*rule Action Action*" in trail and "*rule Pass*" in trail  # headings, not numbers
    assert "you may act again" in field(embed, "Would change the answer")

    shown = await server.alice.click(result.response, label="Show rule text")
    quoted = shown.response.embeds[0]
    assert [f.name for f in quoted.fields] == ["Action Action", "Pass"]


async def test_the_first_player_is_the_faster_at_the_second_comparison(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-dreadnought priority", phase="cast", faster="you"
    )
    embed = await details(server.alice, result)
    assert embed.title == "You"
    assert "*rule Cast Action*" in field(embed, "Rule trail")


async def test_casting_with_the_size_rules_given_shows_the_assumption(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-dreadnought cast", unit="Valkyrie size=M slot=2", size_fits="yes"
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert "does not state them" in field(embed, "Assumptions (outside the quoted rules)")


async def test_an_unknown_size_verdict_is_not_covered(server: Server) -> None:
    result = await server.alice.slash(server.channel, "check-dreadnought cast", unit="Valkyrie size=M")
    embed = await details(server.alice, result)
    assert embed.title == "❔ Not covered"
    assert "size rules" in field(embed, "Not covered because")


async def test_an_impossible_pass_record_is_a_one_line_error(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-dreadnought priority", phase="speed", passed="you"
    )
    assert "give `faster`" in problem_of(result) and "\n" not in problem_of(result)
