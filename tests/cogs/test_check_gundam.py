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
    # 13-2-5-2: “You can also choose not to activate the 【Burst】 effect. In that case, the card is placed
    # into the trash.” (Comprehensive Rules Ver. 1.7.0)
    result = await server.alice.slash(
        server.channel, "check-gundam trigger", keyword="burst", event="shield_destroyed"
    )

    assert result.ephemeral
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert embed.author.name == "Gundam Card Game · check trigger"
    assert "placed into the trash" in embed.description
    trail = field(embed, "Rule trail")
    for rule in ("13-2-5-1", "13-2-5-2", "10-1-6-8"):
        assert f"*rule {rule}*" in trail
    assert embed.footer.text.startswith("Gundam Card Game Comprehensive Rules Ver. 1.7.0 (May 22, 2026)")

    shown = await server.alice.click(result.response, label="Show rule text")
    names = [f.name for f in shown.response.embeds[0].fields]
    assert "13-2-5-2 (【Burst】)" in names
    assert any("choose not to activate" in f.value for f in shown.response.embeds[0].fields)


async def test_destroyed_does_not_trigger_on_excess_management(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-gundam trigger", keyword="destroyed", event="trashed_by_excess"
    )
    embed = await details(server.alice, result)
    assert embed.title == "❌ No"
    assert "*rule 11-4-2-1*" in field(embed, "Rule trail")  # “… are not considered to be destroyed.”


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


async def test_pairing_during_an_attack_is_decided_by_1_7_0_and_says_the_answer_is_new(
    server: Server,
) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-gundam pilot",
        pilot="Amuro",
        unit="Gundam hypothetical",  # nine real cards are called Gundam: this is none of them
        question="pair_now",
        when="block_step",
    )
    embed = await details(server.alice, result)
    assert embed.title == "❌ No"  # the older text left it open; 8-6-2 and 7-5-2-1 decide it
    trail = field(embed, "Rule trail")
    assert "*rule 8-6-2*" in trail and "new in Ver. 1.7.0" in trail


async def test_a_missing_qualification_is_a_one_line_error(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-gundam trigger", keyword="when_paired", event="pilot_paired", pilot="Amuro"
    )
    assert result.ephemeral
    assert "qual=any" in problem_of(result) and "\n" not in problem_of(result)


async def test_multi_word_values_need_no_quotes(server: Server) -> None:
    # 2-2-2: a card name in a text refers to the card with that name — typed without quotes.
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
    # 3-3-8-1: the Pilot's values “are added to the paired Unit while they are paired”; 13-2-10-2: the
    # 【During Pair】 text applies while a qualifying Pilot is paired.
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
    assert "*rule 3-3-8-1*" in field(embed, "Rule trail")
    assert not field(embed, "Assumptions (outside the quoted rules)")  # cited now, no longer assumed

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


async def test_colours_do_not_stop_a_pairing(server: Server) -> None:
    # 7-5-2-2: playing a card checks its Lv. and cost; 2-4-3: a Unit keeps its colour whatever its Pilot's.
    result = await server.alice.slash(
        server.channel, "check-gundam pilot", pilot="Amuro", unit="Gundam hypothetical", question="colours"
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert "*rule 2-4-3*" in field(embed, "Rule trail")


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
    # 13-2-5-2 (declined → trash), 10-1-6-1 (automatic), 13-2-8-2 (from the trash), 13-2-8-2-1 (last
    # location).
    result = await server.alice.slash(
        server.channel, "check-gundam trigger", keyword=keyword, event=event, question=question
    )
    assert (await details(server.alice, result)).title == title


async def test_is_it_an_action_step(server: Server) -> None:
    # 9-1: “An action step occurs after the block step and during the end phase.”
    result = await server.alice.slash(
        server.channel, "check-gundam timing", effect="action", when="end_action_step", question="action_step"
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes" and "*rule 9-1*" in field(embed, "Rule trail")


async def test_a_burst_resolves_first_and_its_player_orders_the_rest(server: Server) -> None:
    # 10-1-6-8: “… give that 【Burst】 effect priority over all others and resolve it first.”
    # 10-1-6-5: “… you resolve them in the order you decide.”
    result = await server.alice.slash(server.channel, "check-gundam trigger-order", bursts=1, others=2)
    embed = await details(server.alice, result)
    assert embed.title == "Burst"
    assert "*rule 10-1-6-8*" in field(embed, "Rule trail")
    who = await server.alice.slash(server.channel, "check-gundam trigger-order", question="who_orders")
    assert (await details(server.alice, who)).title == "You"


async def test_once_per_turn_total_is_a_number(server: Server) -> None:
    # 13-2-13-2: “… each card can activate it one time.”
    result = await server.alice.slash(
        server.channel, "check-gundam once-per-turn", copies=3, question="total"
    )
    assert (await details(server.alice, result)).title == "3"
