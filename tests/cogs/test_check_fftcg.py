"""`/check-fftcg` end to end: blocking a party and party damage through Discord, with their rule trails."""

from __future__ import annotations

import discord

from tests.conftest import Server, details, problem_of


def field(embed: discord.Embed, name: str) -> str:
    """A section's text, with its "(cont.)" fields."""
    return "\n".join(f.value for f in embed.fields if f.name in (name, f"{name} (cont.)"))


async def test_every_fftcg_topic_is_a_subcommand(server: Server) -> None:
    available = set(server.alice.available_commands(server.channel))
    for name in (
        "party",
        "block",
        "first-strike",
        "party-damage",
        "attack",
        "freeze",
        "back-attack",
        "warp",
        "damage-ability",
        "break",
        "keyword-action",
    ):
        assert f"check-fftcg {name}" in available


async def test_the_texts_example_party_is_blocked_by_a_cost_3_forward(server: Server) -> None:
    # Forming a Party: “If a Forward with "cannot be blocked by a Forward of cost 3 or more" and another
    # with "cannot be blocked by a Forward of cost 4 or more" make a party, the whole party can be blocked
    # by a Forward that has a cost of 3 or less.”
    result = await server.alice.slash(
        server.channel,
        "check-fftcg block",
        attackers="Zidane element=Wind unblockable_by=cost>=3; Vivi element=Wind unblockable_by=cost>=4",
        blocker="Squall cost=3",
    )

    assert result.ephemeral
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert embed.author.name == "Final Fantasy Trading Card Game · check block"
    assert "it can legally block Vivi, and that blocks the whole party" in embed.description
    trail = field(embed, "Rule trail")
    assert "*rule Forming a Party*" in trail  # heading-cited
    assert "Only an active Forward can block" in field(embed, "Assumptions (outside the quoted rules)")
    assert "illegal if Vivi also could not be blocked by Squall" in field(embed, "Would change the answer")

    shown = await server.alice.click(result.response, label="Show rule text")
    quoted = shown.response.embeds[0]
    assert [f.name for f in quoted.fields][:1] == ["Forming a Party"]
    assert any("can legally block at least one Forward" in f.value for f in quoted.fields)


async def test_a_cost_4_forward_cannot_block_that_party(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-fftcg block",
        attackers="Zidane unblockable_by=cost>=3; Vivi unblockable_by=cost>=4",
        blocker="Squall cost=4",
    )
    embed = await details(server.alice, result)
    assert embed.title == "❌ No"
    assert "no Forward of the party can be blocked by Squall" in embed.description


async def test_a_member_that_dealt_no_damage_still_broke_the_blocker(server: Server) -> None:
    # Forming a Party: “each of the Forwards in the party is considered to have broken the blocking
    # Forward, even if that particular Forward couldn't legally deal damage.”
    result = await server.alice.slash(
        server.channel,
        "check-fftcg party-damage",
        members="Cloud power=7000; Tifa power=5000; Barret power=8000 cant_deal_damage",
        blocker="Squall power=10000",
    )

    embed = await details(server.alice, result)
    assert embed.title == "12000"
    assert "Barret included although it couldn't legally deal damage" in embed.description
    trail = field(embed, "Rule trail")
    assert "Barret can legally deal damage to Squall: no — *rule Forming a Party*" in trail
    assert "*assumption*" in trail  # breaking at power is not in the text
    assert "redirected or prevented" in field(embed, "Would change the answer")


async def test_party_damage_against_a_first_strike_blocker_is_not_covered(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-fftcg party-damage",
        members="Cloud power=7000; Tifa power=5000",
        blocker='Squall power=10000 "First Strike"',
    )
    embed = await details(server.alice, result)
    assert embed.title == "❔ Not covered"
    assert "divided among a party" in field(embed, "Not covered because")


async def test_a_notation_mistake_is_a_one_line_error(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-fftcg block",
        attackers="Zidane unblockable_by=cost>=3",
        blocker="Squall cots=3",
    )
    assert result.ephemeral
    assert "unknown field 'cots'" in problem_of(result) and "did you mean 'cost'" in problem_of(result)
    assert "\n" not in problem_of(result)


async def test_the_texts_example_as_judges_write_it(server: Server) -> None:
    # The same party as the text's example, typed as the cards print it: bare elements, `cost 3`,
    # and the printed "cannot be blocked by a Forward of cost N or more".
    result = await server.alice.slash(
        server.channel,
        "check-fftcg block",
        attackers="Zidane Wind cannot be blocked by a Forward of cost 3 or more; "
        "Vivi Wind cannot be blocked by a Forward of cost 4 or more",
        blocker="Squall Ice cost 3",
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert "it can legally block Vivi, and that blocks the whole party" in embed.description


async def test_card_text_the_notation_does_not_know_is_refused_without_an_opposite_suggestion(
    server: Server,
) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-fftcg block",
        attackers="Zidane cannot be blocked by cost 4",
        blocker="Squall cost=3",
    )
    problem = problem_of(result)
    assert result.ephemeral
    assert problem.startswith("`attackers` (card 1): ")
    assert "reads like card text the notation doesn't know" in problem and "at character 8" in problem
    assert "did you mean 'unblockable\\_by'" in problem
    assert "cant\\_block" not in problem and "cannot\\_block" not in problem
    labels = [c["label"] for row in result.response.components for c in row["components"]]
    assert labels == ["Edit & retry"]
