"""`/check-swtcg attack` and `/check-swtcg odds` end to end, through simcord's in-memory Discord."""

from __future__ import annotations

import discord

from tests.conftest import Server, details, problem_of


def field(embed: discord.Embed, name: str) -> str:
    """A section's text, with its "(cont.)" fields."""
    return "\n".join(f.value for f in embed.fields if f.name in (name, f"{name} (cont.)"))


async def test_an_attack_that_was_rolled_with_a_reroll(server: Server) -> None:
    # critical-hit: “you or your opponent may use an effect to reroll dice to affect the number of …”
    result = await server.alice.slash(
        server.channel,
        "check-swtcg attack",
        attacker='"Han Solo" power=5 Accuracy 1 "Critical Hit 2" Backfire 1',
        defender='"Darth Vader" hp=6 dmg=2 Armor Parry 1',
        rolled="5 4 3 1 2",
        rerolled="2>6",
    )

    assert result.ephemeral
    embed = await details(server.alice, result)
    assert embed.title == "4"  # hits 5 4 6 (Accuracy 1 vs Armor), +2 Critical Hit, −1 Parry
    assert embed.description.startswith(
        "**3 hits → 4 damage to Darth Vader (Critical Hit +2; Parry prevents 1 of 5)"
    )
    assert "Backfire: Han Solo does 1 die of damage to itself" in embed.description
    trail = field(embed, "Rule trail")
    for label in ("Armor", "Accuracy", "Critical Hit", "Backfire", "Parry"):
        assert f"*rule {label}*" in trail, label
    assert "a natural 3 before reroll" in trail
    assert "An attack die hits when its result" not in field(embed, "Assumptions (outside the quoted rules)")
    assert "Each hit does 1 damage" in field(embed, "Assumptions (outside the quoted rules)")

    shown = await server.alice.click(result.response, label="Show rule text")
    quoted = {f.name: f.value for f in shown.response.embeds[0].fields}
    assert (
        "A unit with Accuracy 1 attacking a unit with Armor hits with 4's, 5's, and 6's." in quoted["Armor"]
    )


async def test_the_exact_odds_of_an_attack(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-swtcg odds",
        attacker='Han power=1 Accuracy 1 "Critical Hit 1"',
        defender="Vader hp=2 Armor",
    )

    embed = await details(server.alice, result)
    assert embed.title == "16.67%"
    assert (
        embed.description
        == "**P(at least 2 damage to Vader (its remaining health)) = 1/6 ≈ 16.67%; expected damage 0.67.**"
    )
    trail = field(embed, "Rule trail")
    assert "P(damage ≥ k): ≥1 50.00% · ≥2 16.67%" in trail
    assert "exact P(damage ≥ k): ≥1 = 1/2 · ≥2 = 1/6" in trail
    assert "fair six-sided dice" in field(embed, "Assumptions (outside the quoted rules)")


async def test_twenty_dice_odds_fit_in_discord(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-swtcg odds",
        attacker='Han power=20 Accuracy 1 "Critical Hit 2" Fury 2 Lucky 2',
        defender="Vader hp=12 Armor Parry 1",
        use_lucky=True,
    )
    embed = await details(server.alice, result)
    assert embed.title.endswith("%")
    assert "P(at least 12 damage to Vader" in embed.description


async def test_a_bad_die_face_names_the_token_and_where(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-swtcg attack", attacker="Han power=3", defender="Vader", rolled="6 4 7"
    )

    assert result.ephemeral
    assert "`rolled`: '7' is not a die face (1 to 6) at character 5" in problem_of(result)
