"""`/check-gundam` end to end: a trigger question through Discord, with its rule trail and rule text."""

from __future__ import annotations

import discord
import pytest

from tests.conftest import Server, details, problem_of


def field(embed: discord.Embed, name: str) -> str:
    """A section's text, with its "(cont.)" fields."""
    return "\n".join(f.value for f in embed.fields if f.name in (name, f"{name} (cont.)"))


async def test_every_gundam_topic_is_a_subcommand(server: Server) -> None:
    available = set(server.alice.available_commands(server.channel))
    for name in ("timing", "trigger", "trigger-order", "pilot", "once-per-turn"):
        assert f"check-gundam {name}" in available


async def test_burst_is_optional_and_declined_goes_to_the_trash(server: Server) -> None:
    # 11-2-5-3: “You can also choose not to activate the 【Burst】 effect. In that case, the card is placed
    # into the trash.”
    result = await server.alice.slash(
        server.channel, "check-gundam trigger", keyword="burst", event="shield_destroyed"
    )

    assert result.ephemeral
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert embed.author.name == "Gundam Card Game · check trigger"
    assert "placed into the trash" in embed.description
    trail = field(embed, "Rule trail")
    for rule in ("11-2-5-1", "11-2-5-2", "11-2-5-3", "11-2-5"):
        assert f"*rule {rule}*" in trail
    assert "(Key Point)" in trail  # the priority over other triggers is a Key Point, and says so

    shown = await server.alice.click(result.response, label="Show rule text")
    names = [f.name for f in shown.response.embeds[0].fields]
    assert "11-2-5-3 (【Burst】)" in names
    assert any("choose not to activate" in f.value for f in shown.response.embeds[0].fields)


async def test_destroyed_does_not_trigger_on_excess_management(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-gundam trigger", keyword="destroyed", event="trashed_by_excess"
    )
    embed = await details(server.alice, result)
    assert embed.title == "❌ No"
    assert "*rule 11-2-8*" in field(embed, "Rule trail")


async def test_when_paired_reads_the_pilot_and_the_units_qualification(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-gundam trigger",
        keyword="when_paired",
        event="pilot_paired",
        pilot='Amuro Ray traits="White Base Team"',  # unquoted: written out, not the real card
        unit='Guncannon qual="(White Base Team)"',
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert "Amuro Ray" in embed.description


async def test_pairing_during_an_attack_is_not_covered_and_says_why(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-gundam pilot",
        pilot="Amuro",
        unit="Gundam hypothetical",  # nine real cards are called Gundam: this is none of them
        question="pair_now",
        when="block_step",
    )
    embed = await details(server.alice, result)
    assert embed.title == "❔ Not covered"
    assert "6-5-2-3" in field(embed, "Not covered because")


async def test_a_missing_qualification_is_a_one_line_error(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-gundam trigger", keyword="when_paired", event="pilot_paired", pilot="Amuro"
    )
    assert result.ephemeral
    assert "qual=any" in problem_of(result) and "\n" not in problem_of(result)


async def test_multi_word_values_need_no_quotes(server: Server) -> None:
    # 11-2-11: "`【Amuro Pilot】` - Only Amuro …" — a name qualification, typed without quotes.
    result = await server.alice.slash(
        server.channel,
        "check-gundam pilot",
        pilot="Amuro Ray traits=(Earth Federation),(White Base Team)",
        unit="Gundam qual=Amuro Ray",
    )
    embed = result.response.embeds[0]
    assert embed.title == "✅ Yes"
    assert "Amuro Ray meets 【Amuro Ray Pilot】" in (embed.description or "")


async def test_a_flag_after_a_value_that_ran_on_is_refused_naming_both_readings(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-gundam pilot",
        pilot="Amuro traits=Earth Federation Base",
        unit="Gundam qual=any",
    )
    problem = problem_of(result)
    assert problem.startswith("`pilot`: 'Base' after traits= could be part of the value or the flag base")
    assert "at character 31" in problem


# --- #15: each sub-question through the real slash command's `question:` option.


async def test_the_units_ap_with_a_paired_pilot(server: Server) -> None:
    # 11-2-10 (Format): “【During Pair･Char Pilot】 This Unit gets AP+2.”; the Pilot adds its AP: assumed.
    result = await server.alice.slash(
        server.channel,
        "check-gundam pilot",
        pilot='Amuro Ray traits="White Base Team" ap=1 hp=2',
        unit='Gundam ap=3 hp=4 qual="Amuro Ray" pair_ap=2',
        question="ap",
    )
    embed = await details(server.alice, result)
    assert embed.title == "6"
    assert "3 + 1 (Amuro Ray) + 2 (【During Pair】)" in embed.description
    assert "pairing rules are not in the bot's text" in field(embed, "Assumptions (outside the quoted rules)")

    hp = await server.alice.slash(
        server.channel,
        "check-gundam pilot",
        pilot='Amuro Ray traits="White Base Team" ap=1 hp=2',
        unit='Gundam ap=3 hp=4 qual="Amuro Ray" pair_ap=2',
        question="hp",
    )
    assert (await details(server.alice, hp)).title == "6"  # 4 + 2: the AP+2 text gives no HP


async def test_ap_without_the_units_ap_is_a_one_line_error(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-gundam pilot", pilot="Amuro ap=1", unit="Gundam hypothetical", question="ap"
    )
    assert "Unit's AP" in problem_of(result) and "\n" not in problem_of(result)


async def test_colours_are_not_covered(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-gundam pilot", pilot="Amuro", unit="Gundam hypothetical", question="colours"
    )
    embed = await details(server.alice, result)
    assert embed.title == "❔ Not covered"
    assert "colours" in field(embed, "Not covered because")


@pytest.mark.parametrize(
    ("keyword", "event", "question", "title"),
    [
        ("burst", "shield_destroyed", "optional", "✅ Yes"),
        ("burst", "shield_destroyed", "declined_to", "Trash"),
        ("deploy", "deployed_by_effect", "optional", "❌ No"),
        ("destroyed", "destroyed_by_damage", "activates_from", "Trash"),
        ("destroyed", "destroyed_by_damage", "state_from", "Last location"),
    ],
)
async def test_what_follows_a_trigger(
    server: Server, keyword: str, event: str, question: str, title: str
) -> None:
    # 11-2-5-3 (declined → trash), 11-2-6 Key Point (automatic), 11-2-8-3 (from the trash), 11-2-8-3-1 (last
    # location).
    result = await server.alice.slash(
        server.channel, "check-gundam trigger", keyword=keyword, event=event, question=question
    )
    assert (await details(server.alice, result)).title == title


async def test_is_it_an_action_step(server: Server) -> None:
    # 11-2-2-1-1: “An action step occurs after the block step of a Unit attack and during the end phase.”
    result = await server.alice.slash(
        server.channel, "check-gundam timing", effect="action", when="end_action_step", question="action_step"
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes" and "*rule 11-2-2-1-1*" in field(embed, "Rule trail")


async def test_a_burst_resolves_first_and_who_orders_is_not_covered(server: Server) -> None:
    # Key Point of 11-2-5: “【Burst】 effects have priority over other triggered effects (9-1-6-8)”
    result = await server.alice.slash(server.channel, "check-gundam trigger-order", bursts=1, others=2)
    embed = await details(server.alice, result)
    assert embed.title == "Burst"
    assert "(Key Point)" in field(embed, "Rule trail")
    who = await server.alice.slash(server.channel, "check-gundam trigger-order", question="who_orders")
    assert (await details(server.alice, who)).title == "❔ Not covered"


async def test_once_per_turn_total_is_a_number(server: Server) -> None:
    # 11-2-12-2: “… each Unit or Base can activate it one time.”
    result = await server.alice.slash(
        server.channel, "check-gundam once-per-turn", copies=3, question="total"
    )
    assert (await details(server.alice, result)).title == "3"
