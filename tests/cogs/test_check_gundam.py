"""`/check-gundam` end to end: a trigger question through Discord, with its rule trail and rule text."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.errors import OptionError

from tests.conftest import Server, details, fields_of, problem_of


def field(embed: discord.Embed, name: str) -> str:
    """A section's text, with its "(cont.)" fields."""
    return "\n".join(value for title, value in fields_of(embed) if title in (name, f"{name} (cont.)"))


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
    assert embed.description is not None
    assert embed.title == "✅ Yes"
    assert embed.author.name == "Gundam Card Game · check trigger"
    assert "placed into the trash" in embed.description
    trail = field(embed, "Rule trail")
    for rule in ("13-2-5-1", "13-2-5-2", "10-1-6-8"):
        assert f"*rule {rule}*" in trail
    assert embed.footer.text is not None
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
    assert embed.description is not None
    assert embed.title == "✅ Yes"
    assert "Amuro Ray" in embed.description


async def test_pairing_a_pilot_outside_your_main_phase_is_not_covered_but_no_in_an_action_step(
    server: Server,
) -> None:
    # 7-5-2-1: “The active player may perform the following actions … pair a Pilot …” grants a permission
    # and says no “only”: during an attack's block step the answer is not covered (it was a No).
    blocked = await server.alice.slash(
        server.channel,
        "check-gundam pilot",
        pilot="Amuro",
        unit="Gundam hypothetical",  # nine real cards are called Gundam: this is none of them
        question="pair_now",
        when="block_step",
    )
    first = blocked.response.embeds[0]
    assert first.title == "❔ Not covered"
    assert "7-5-2-1" in (first.description or "") and "not only then" in (first.description or "")
    assert "more in Details" not in (first.description or "")
    # 9-3: “… one of the following actions: activate an 【Action】 Command card, activate an
    # 【Activate･Action】 effect, or pass.” In an action step that closed list leaves pairing out: a No.
    in_step = await server.alice.slash(
        server.channel,
        "check-gundam pilot",
        pilot="Amuro",
        unit="Gundam hypothetical",
        question="pair_now",
        when="end_action_step",
    )
    assert in_step.response.embeds[0].title == "❌ No"
    assert "*rule 9-3*" in field(await details(server.alice, in_step), "Rule trail")


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
    assert embed.description is not None
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
    who = await server.alice.slash(
        server.channel, "check-gundam trigger-order", bursts=0, others=2, question="who_orders"
    )
    assert (await details(server.alice, who)).title == "You"


async def test_once_per_turn_total_is_a_number(server: Server) -> None:
    # 13-2-13-2: “… each card can activate it one time.”
    result = await server.alice.slash(
        server.channel, "check-gundam once-per-turn", copies=3, question="total"
    )
    assert (await details(server.alice, result)).title == "3"


# --- issue 21's battle: /check-gundam-battle, written with real Gundam card names (quoted).


async def test_every_battle_topic_is_a_subcommand_of_its_own_command(server: Server) -> None:
    available = set(server.alice.available_commands(server.channel))
    for name in ("attack", "damage", "shields", "repair", "support", "link"):
        assert f"check-gundam-battle {name}" in available
    assert "check-gundam deck" in available


async def test_a_battle_between_real_cards_with_breach(server: Server) -> None:
    # Rick Dom (GD01-030: 3 AP, 3 HP, <Breach 2>) attacks Gundam Lfrith (GD01-086: 2 AP, 4 HP) that has 1
    # damage: 8-5-3-2-1 “A Unit whose HP becomes zero is destroyed …”; then 13-1-2-2 “Dealing damage to the
    # first card in the shield area deals that damage to the enemy Base if there is one.”
    result = await server.alice.slash(
        server.channel,
        "check-gundam-battle damage",
        attacker='"Rick Dom"',
        target='"Gundam Lfrith" damage=1',
        question="breach_to",
        shields=6,
        base='"EX Base"',
    )
    first = result.response.embeds[0]
    assert first.title == "Base"
    assert "<Breach> deals 2 damage to their Base" in (first.description or "")
    embed = await details(server.alice, result)
    assert embed.author.name == "Gundam Card Game · check damage"
    trail = field(embed, "Rule trail")
    for rule in ("8-5-3-2", "8-5-3-2-1", "13-1-2-1", "13-1-2-2"):
        assert f"*rule {rule}*" in trail
    given = field(embed, "From card data (given facts, not rules)")
    assert "Rick Dom: cost 2, level 3, ap 3, hp 3, colour Green, type unit, traits Zeon, Breach 2" in given
    assert "Gundam Lfrith: cost 2, level 3, ap 2, hp 4, colour White" in given
    assert "EX Base: hp 3, type base" in given
    assert embed.footer.text is not None
    assert embed.footer.text.startswith("Gundam Card Game Comprehensive Rules Ver. 1.7.0 (May 22, 2026)")


async def test_a_real_blocker_against_an_attack(server: Server) -> None:
    # Gundam Lfrith prints <Blocker>: 8-3-1 “The standby player may activate <Blocker> on one of their
    # active Units in the battle area.”
    active = await server.alice.slash(
        server.channel,
        "check-gundam-battle attack",
        attacker='"Rick Dom"',
        blocker='"Gundam Lfrith" active',
        question="can_block",
    )
    assert active.response.embeds[0].title == "✅ Yes"
    rested = await server.alice.slash(
        server.channel,
        "check-gundam-battle attack",
        attacker='"Rick Dom"',
        blocker='"Gundam Lfrith" rested',
        question="can_block",
    )
    embed = rested.response.embeds[0]
    assert embed.title == "❌ No" and "8-3-1" in (embed.description or "")


async def test_a_real_pilots_burst_does_not_stop_a_link_check(server: Server) -> None:
    # Shinn Asuka (ST09-008) prints “【Burst】Add this card to your hand.”: 13-2-5-1 — it acts only “when
    # this card is acting as a Shield and is revealed after being destroyed”; his 【Attack】 line acts when
    # the Unit attacks (10-1-6-2), after the attack this question asks about. Blast Impulse Gundam
    # (ST09-007) links with “[Shinn Asuka]” (3-2-6-4), and a Link Unit attacks the turn it is deployed.
    result = await server.alice.slash(
        server.channel,
        "check-gundam-battle link",
        unit='"Blast Impulse Gundam"',
        pilot='"Shinn Asuka"',
        question="attack_now",
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    trail = field(embed, "Rule trail")
    for rule in ("13-2-5-1", "10-1-6-2", "3-2-6-4", "3-2-6-3"):
        assert f"*rule {rule}*" in trail
    given = field(embed, "From card data (given facts, not rules)")
    assert (
        "Blast Impulse Gundam: cost 3, level 5, ap 5, hp 3, colour Purple, link \\[Shinn Asuka\\]" in given
    )  # markdown-escaped

    # A Pilot whose text could change the answer keeps it not covered, naming the line: Amuro Ray
    # (ST01-010)'s 【When Paired】 acts as he is paired, and could change whether the Unit can attack.
    amuro = await server.alice.slash(
        server.channel,
        "check-gundam-battle link",
        unit='"Stark Jegan"',
        pilot='"Amuro Ray (ST01-010)"',
        question="attack_now",
    )
    assert amuro.response.embeds[0].title == "❔ Not covered"
    assert "【When Paired】" in field(await details(server.alice, amuro), "Not covered because")


async def test_the_base_striking_back_is_not_covered(server: Server) -> None:
    # 8-5-2-4 has only the attacking Unit deal damage to the Base; 13-1-5-2 speaks of “battle damage from
    # the Unit or Base targeted for attack”: 1.7.0 does not decide. Side 7 (GD01-124): its card data
    # gives no AP.
    result = await server.alice.slash(
        server.channel,
        "check-gundam-battle shields",
        attacker='"Rick Dom"',
        shields=3,
        base='"Side 7"',
        question="attacker_takes",
    )
    first = result.response.embeds[0]
    assert first.title == "❔ Not covered"
    assert "whether a Base deals battle damage back" in (first.description or "")


async def test_an_ex_base_deals_nothing_back(server: Server) -> None:
    # 5-17-3-1-1: “An EX Base is a Base token with 0 AP and 3 HP.” (its card data prints no AP); then
    # 5-5-5: “Damage is not dealt when the amount of damage dealt would be zero.”
    result = await server.alice.slash(
        server.channel,
        "check-gundam-battle shields",
        attacker='"Rick Dom"',
        shields=3,
        base='"EX Base"',
        question="attacker_takes",
    )
    first = result.response.embeds[0]
    assert first.title == "0"
    assert "Rick Dom takes no battle damage from attacking their Base (EX Base)" in (first.description or "")
    embed = await details(server.alice, result)
    trail = field(embed, "Rule trail")
    assert "EX Base is an EX Base token, with 0 AP" in trail
    for rule in ("5-17-3-1-1", "5-5-5"):
        assert f"*rule {rule}*" in trail
    shown = await server.alice.click(result.response, label="Show rule text")
    texts = {f.name: f.value for f in shown.response.embeds[0].fields}
    ex_base = [text for name, text in texts.items() if name.startswith("5-17-3-1-1")]
    assert ex_base and "Base token with 0 AP and 3 HP" in ex_base[0], list(texts)


async def test_a_player_with_no_shields_is_defeated(server: Server) -> None:
    # 1-2-2-1: “When either player receives battle damage from a Unit while they have no cards in their
    # shield area, that player fulfills the conditions for defeat.”
    result = await server.alice.slash(
        server.channel, "check-gundam-battle shields", attacker='"Rick Dom"', shields=0, question="defeated"
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes" and "*rule 1-2-2-1*" in field(embed, "Rule trail")


async def test_an_attack_target_without_its_state_is_a_one_line_error(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-gundam-battle attack", attacker='"Rick Dom"', target='"Gundam Lfrith"'
    )
    assert result.ephemeral
    problem = problem_of(result)
    assert "say whether Gundam Lfrith (attack target) is rested or active" in problem and "\n" not in problem


async def test_a_deck_of_three_colours_from_real_cards(server: Server) -> None:
    # 6-1-1-2: “A deck must be constructed entirely using either one or two card colors.”
    result = await server.alice.slash(
        server.channel, "check-gundam deck", cards='"Rick Dom"; "Stark Jegan"; "Gundam Lfrith"'
    )
    embed = result.response.embeds[0]
    assert embed.title == "❌ No" and "3 colours (Blue, Green, White)" in (embed.description or "")


async def test_a_base_attacking_in_the_damage_check_is_refused_by_3_2_3(server: Server) -> None:
    # 3-2-3: “Only Units can attack.” — the attack check's No, and the damage check's refusal.
    result = await server.alice.slash(
        server.channel,
        "check-gundam-battle damage",
        attacker="Fort base ap=2 hp=3",
        target="Gundam hypothetical ap=3 hp=4",
    )
    assert result.ephemeral
    assert problem_of(result) == "`attacker`: Fort is a Base, and only Units can attack (3-2-3)"
    attack = await server.alice.slash(
        server.channel, "check-gundam-battle attack", attacker="Fort base ap=2 hp=3"
    )
    assert attack.response.embeds[0].title == "❌ No"
    assert "*rule 3-2-3*" in field(await details(server.alice, attack), "Rule trail")


async def test_a_base_as_the_unit_battled_points_to_the_shields_check(server: Server) -> None:
    # 8-2-1: “The attack target can be either the opposing player or a rested enemy Unit.”; an attack on the
    # player deals its damage to their Base (8-5-2-4). The EX Base from card data, as the judge would type it.
    result = await server.alice.slash(
        server.channel, "check-gundam-battle damage", attacker='"Rick Dom"', target='"EX Base"'
    )
    problem = problem_of(result)
    assert problem.startswith("`target`: EX Base is a Base") and "(8-2-1, 8-3-1)" in problem
    assert "(8-5-2-4): ask the shields check" in problem and "\n" not in problem


async def test_a_base_with_blocker_cannot_block(server: Server) -> None:
    # 8-3-1: “The standby player may activate <Blocker> on one of their active Units in the battle area.”
    result = await server.alice.slash(
        server.channel,
        "check-gundam-battle attack",
        attacker='"Rick Dom"',
        blocker="Fort base active Blocker",
        question="can_block",
    )
    embed = await details(server.alice, result)
    assert embed.title == "❌ No" and "<Blocker> is activated on a Unit" in (embed.description or "")
    assert "*rule 8-3-1*" in field(embed, "Rule trail")


async def test_support_never_chooses_a_base_and_on_a_base_is_not_covered(server: Server) -> None:
    # 13-1-3-1: <Support (amount)> is “【Activate･Main】Rest this Unit：Choose one other friendly unit. …”
    chosen = await server.alice.slash(
        server.channel,
        "check-gundam-battle support",
        unit="Gm Support 2",
        question="ap",
        target="Fort base ap=0",
    )
    assert problem_of(chosen).startswith(
        "`target`: Fort is a Base, and <Support> chooses “one other friendly"
    )
    holder = await server.alice.slash(
        server.channel, "check-gundam-battle support", unit="Fort base Support 2"
    )
    first = holder.response.embeds[0]
    assert first.title == "❔ Not covered" and "<Support> does on a card that isn't a Unit" in (
        first.description or ""
    )


async def test_a_base_in_a_pairing_is_refused_by_3_3_1(server: Server) -> None:
    # 3-3-1: “When played, Pilot cards are placed beneath Units in the battle area and paired with them.”;
    # 3-2-6: “Only Units have link conditions.”
    link = await server.alice.slash(
        server.channel,
        "check-gundam-battle link",
        unit='Fort base link="[Amuro]"',
        pilot="Amuro hypothetical",
    )
    assert problem_of(link).startswith("`unit`: Fort is a Base") and "(3-2-6, 3-3-1)" in problem_of(link)
    pilot = await server.alice.slash(
        server.channel, "check-gundam pilot", pilot="Amuro", unit="Fort base qual=any"
    )
    assert problem_of(pilot) == "`unit`: Fort is a Base, and Pilots are paired with Units (3-3-1)"


async def test_a_deck_holding_a_token_asks_no_colour(server: Server) -> None:
    # 5-17-2-3: “Tokens are treated as having no color.” Whether a token can be in a deck at all, 1.7.0
    # doesn't say (6-1-1-1: “A deck is constructed with Unit, Pilot, Command, and Base cards.”).
    result = await server.alice.slash(server.channel, "check-gundam deck", cards='"EX Base"; Gamow')
    first = result.response.embeds[0]
    assert first.title == "❔ Not covered"
    assert "whether a token can be in a deck" in (first.description or "")
    embed = await details(server.alice, result)
    assert "*rule 5-17-2-3*" in field(embed, "Rule trail")
    three = await server.alice.slash(
        server.channel, "check-gundam deck", cards='T-011; Gamow; "Rick Dom"; "Gundam Lfrith"'
    )
    assert three.response.embeds[0].title == "❌ No"
    assert "3 colours (Green, Red, White)" in (three.response.embeds[0].description or "")


async def test_the_effects_on_the_unit_count_in_its_ap_with_a_pilot(server: Server) -> None:
    # 1-3-6: “If the result would be negative, treat it as zero unless it will be modified by another
    # effect.” 3 + 1 (Amuro) − 5 (AP-5) is −1: the AP is 0.
    result = await server.alice.slash(
        server.channel,
        "check-gundam pilot",
        pilot="Amuro ap=1 hp=1",
        unit="Zaku ap=3 hp=3 AP-5",
        question="ap",
    )
    first = result.response.embeds[0]
    assert first.title == "0"
    assert "3 + 1 (Amuro) − 5 (AP-5) → 0" in (first.description or "")
    assert "*rule 1-3-6*" in field(await details(server.alice, result), "Rule trail")


async def test_high_maneuver_from_the_pilot_stops_a_block(server: Server) -> None:
    # 3-3-9-2: the text below a Pilot's name is “effects gained by the paired Unit”; 13-1-6-1: “While this
    # Unit is attacking, enemy Units cannot activate <Blocker>.”
    result = await server.alice.slash(
        server.channel,
        "check-gundam-battle attack",
        attacker="Zaku",
        pilot="Char type=pilot High-Maneuver",
        blocker="Gm Blocker active",
        question="can_block",
    )
    first = result.response.embeds[0]
    assert first.title == "❌ No"
    assert "Zaku has <High-Maneuver> (from its Pilot, Char)" in (first.description or "")
    assert "*rule 3-3-9-2*" in field(await details(server.alice, result), "Rule trail")


async def test_trigger_order_asks_for_both_counts(server: Server) -> None:
    # 10-1-6-8 (a 【Burst】 first) or 10-1-6-5 (their player's order): which applies turns on the counts,
    # so Discord asks for both rather than taking one 【Burst】 nobody mentioned.
    for given in ({"others": 2}, {"bursts": 1}):
        missing = "bursts" if "others" in given else "others"
        with pytest.raises(OptionError, match=f"requires option '{missing}'"):
            await server.alice.slash(server.channel, "check-gundam trigger-order", **given)
    none = await server.alice.slash(server.channel, "check-gundam trigger-order", bursts=0, others=2)
    assert none.response.embeds[0].title == "Your choice"


async def test_can_attack_names_what_it_took_as_given(server: Server) -> None:
    # 8-2-1 (an active Unit attacks) and 3-2-4 (not the turn it is deployed): left out, each is taken as
    # the normal case, and the first screen says so.
    result = await server.alice.slash(server.channel, "check-gundam-battle attack", attacker="Zaku")
    first = result.response.embeds[0]
    assert first.title == "✅ Yes"
    assert "Assumes: Zaku active; Zaku not deployed this turn" in (first.description or "")


async def test_a_no_names_no_default_it_does_not_rest_on_and_a_yes_does(server: Server) -> None:
    # 8-2-1: “Select one active Unit in your battle area and rest it …”: a rested Zaku can't attack, deployed
    # this turn or not (3-2-4); 13-2-1-1: <Support> “can only be activated during your main phase”, so in
    # the end phase it is a No whoever's turn it is. Neither No shows an "Assumes:" line.
    rested = await server.alice.slash(server.channel, "check-gundam-battle attack", attacker="Zaku rested")
    first = rested.response.embeds[0]
    assert first.title == "❌ No" and "Zaku is rested" in (first.description or "")
    assert "Assumes" not in (first.description or "")
    late = await server.alice.slash(
        server.channel, "check-gundam-battle support", unit="Gm Support 2", when="end"
    )
    assert late.response.embeds[0].title == "❌ No"
    assert "Assumes" not in (late.response.embeds[0].description or "")
    normal = await server.alice.slash(server.channel, "check-gundam-battle support", unit="Gm Support 2")
    assert normal.response.embeds[0].title == "✅ Yes"
    assert "Assumes: GM active; your main phase; another friendly Unit to choose" in (
        normal.response.embeds[0].description or ""
    )


async def test_a_command_outside_the_timing_its_keyword_permits_is_not_covered(server: Server) -> None:
    # 13-2-3-1: “【Main】 is the keyword for a command effect found only on Command cards that can be
    # activated by playing the card during your main phase while no Units are attacking.” Its “only” is
    # about Command cards: of the timing it grants a permission, so in a block step it is not covered.
    blocked = await server.alice.slash(
        server.channel, "check-gundam timing", effect="main", when="block_step"
    )
    first = blocked.response.embeds[0]
    assert first.title == "❔ Not covered"
    assert "13-2-3-1" in (first.description or "") and "not only then" in (first.description or "")
    assert "more in Details" not in (first.description or "")
    # 9-3: “… one of the following actions: activate an 【Action】 Command card, activate an
    # 【Activate･Action】 effect, or pass.” In an action step that list leaves a 【Main】 Command out: a No.
    in_step = await server.alice.slash(
        server.channel, "check-gundam timing", effect="main", when="end_action_step"
    )
    assert in_step.response.embeds[0].title == "❌ No"
    assert "*rule 9-3*" in field(await details(server.alice, in_step), "Rule trail")
