"""`/check-fftcg` end to end: blocking a party and party damage through Discord, with their rule trails."""

from __future__ import annotations

import discord
import pytest

from tests.conftest import Server, details, fields_of, problem_of


def field(embed: discord.Embed, name: str) -> str:
    """A section's text, with its "(cont.)" fields."""
    return "\n".join(value for title, value in fields_of(embed) if title in (name, f"{name} (cont.)"))


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
        "combat",
        "ex-burst",
        "dull-cost",
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
    assert embed.description is not None
    assert embed.title == "✅ Yes"
    assert embed.author.name == "Final Fantasy Trading Card Game · check block"
    assert "it can legally block Vivi, and that blocks the whole party" in embed.description
    trail = field(embed, "Rule trail")
    assert "*rule Forming a Party*" in trail  # heading-cited
    # 10.1.3.1.1 “The Forward to make the block has to be active.” — an assumption before 2.1.2
    assert "Squall (blocker) is active: yes — *rule 10.1.3.1.1*" in trail
    assert "Assumptions (outside the quoted rules)" not in [f.name for f in embed.fields]
    assert "*From 2020 (ver. 2.1.2): the publisher's current rules (3.x) may differ" in (
        embed.description or ""
    )
    assert "illegal if Vivi also could not be blocked by Squall" in field(embed, "Would change the answer")

    shown = await server.alice.click(result.response, label="Show rule text")
    quoted = shown.response.embeds[0]
    assert "Forming a Party" in [f.name for f in quoted.fields]
    assert any("can legally block at least one Forward" in f.value for f in quoted.fields)
    assert any("has to be active" in f.value for f in quoted.fields)


async def test_a_cost_4_forward_cannot_block_that_party(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-fftcg block",
        attackers="Zidane unblockable_by=cost>=3; Vivi unblockable_by=cost>=4",
        blocker="Squall cost=4",
    )
    embed = await details(server.alice, result)
    assert embed.description is not None
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
    assert embed.description is not None
    assert embed.title == "12000"
    assert "Barret included although it couldn't legally deal damage" in embed.description
    trail = field(embed, "Rule trail")
    assert "Barret can legally deal damage to Squall: no — *rule Forming a Party*" in trail
    # 12.4.5: “Characters that received damage equal to or greater than their power value are broken.”
    assert "Squall (blocker) with 12000 damage and power 10000 is broken: yes — *rule 12.4.5*" in trail
    assert "*assumption*" not in trail
    assert "redirected or prevented" in field(embed, "Would change the answer")


async def test_party_damage_against_a_first_strike_blocker_is_its_controllers_choice(server: Server) -> None:
    # 10.1.4.2.1: the blocking Forward “assigns its damage freely among one or several of the attacking
    # Forwards with a value of at least 1000 and in multiples of 1000.”
    result = await server.alice.slash(
        server.channel,
        "check-fftcg party-damage",
        members="Cloud power=7000; Tifa power=5000",
        blocker='Squall power=10000 "First Strike"',
    )
    embed = await details(server.alice, result)
    assert embed.title == "❔ Not covered"
    assert "it can break Tifa, so which of them are still there" in field(embed, "Not covered because")


async def test_freeze_on_a_summon_is_decided_as_dull_cost_decides_it(server: Server) -> None:
    # 5.2.3.1.2.1: “Summons are cards that have a one-time effect when played and are never deployed to a
    # field.” 9.1.1.1: “The turn player activates all the dull cards that he has deployed on his field and
    # are under his control.” (Freeze answered "not covered" while dull-cost decided the same Summon.)
    result = await server.alice.slash(
        server.channel, "check-fftcg freeze", character="Ifrit type=summon frozen"
    )
    first = result.response.embeds[0]
    assert first.title == "❌ No"
    assert "No — Ifrit is a Summon: it is never deployed to a field" in (first.description or "")
    assert "are never deployed to a field.”" in (first.description or "")  # the deciding sentence
    assert "Assumes" not in (first.description or "")  # never on a field, so never assumed active
    trail = field(await details(server.alice, result), "Rule trail")
    step = "Ifrit is a Character on the field (a Summon is never deployed)"
    assert f"1. ❌ **{step}**: no — *rule 5.2.3.1.2.1*" in trail
    assert (
        "Ifrit is among the dull cards its controller activates in their Active Phase: no — *rule 9.1.1.1*"
        in (trail)
    )
    dull_cost = await server.alice.slash(
        server.channel, "check-fftcg dull-cost", character="Ifrit type=summon"
    )
    assert f"{step}**: no — *rule 5.2.3.1.2.1*" in field(await details(server.alice, dull_cost), "Rule trail")


async def test_no_first_hit_breaks_when_both_sides_or_neither_strike_first(server: Server) -> None:
    # First Strike: “If any of the attacking or blocking Forward have First Strike, these Forwards will deal
    # damage before the other Forwards.” Both have it: neither deals damage before the other (it was "not
    # covered", its reason saying "no First Strike damage lands first to break anything").
    both = await server.alice.slash(
        server.channel,
        "check-fftcg first-strike",
        attackers='Cloud power=9000 "First Strike"',
        blocker='Squall power=5000 "First Strike"',
        question="first_hit_breaks",
    )
    first = both.response.embeds[0]
    assert first.title == "❌ No"
    assert "at the same time, so neither side is hit before it strikes." in (first.description or "")
    assert "these Forwards will deal damage" in (first.description or "")  # the deciding sentence
    # 10.1.4.2: “… both the attacking and blocking Forwards deal damage equal to their respective power
    # values to each other.” Neither has First Strike: the first screen warns of that, Details answers No.
    neither = await server.alice.slash(
        server.channel,
        "check-fftcg first-strike",
        attackers="Cloud power=9000",
        blocker="Squall power=5000",
        question="first_hit_breaks",
    )
    assert "As written: No — neither side has First Strike" in (neither.response.embeds[0].description or "")
    embed = await details(server.alice, neither)
    assert embed.title == "❌ No"
    assert "to each other in the same step: at the same time**: yes — *rule 10.1.4.2*" in field(
        embed, "Rule trail"
    )


async def test_whether_the_first_hit_breaks_without_a_power_is_an_input_error(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-fftcg first-strike",
        attackers='Cloud power=9000 "First Strike"',
        blocker="Squall hypothetical",
        question="first_hit_breaks",
    )
    assert result.ephemeral and not result.response.embeds
    problem = problem_of(result)
    assert (
        "Squall needs its power (power=N) to see whether the First Strike damage breaks anything" in problem
    )
    assert "\n" not in problem
    # Named alone in `questions`, the same error (it was "Something went wrong on our side").
    alone = await server.alice.slash(
        server.channel,
        "check-fftcg first-strike",
        attackers='Cloud power=9000 "First Strike"',
        blocker="Squall hypothetical",
        questions="first_hit_breaks",
    )
    assert alone.ephemeral and problem_of(alone) == problem


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
    assert embed.description is not None
    assert embed.title == "✅ Yes"
    assert "it can legally block Vivi, and that blocks the whole party" in embed.description


async def test_pasted_card_text_is_read_or_named(server: Server) -> None:
    # text="…" holds a card's printed text: the phrases the notation reads apply, anything else makes the
    # answer not covered, naming it, instead of being ignored.
    read = await server.alice.slash(
        server.channel,
        "check-fftcg block",
        attackers='Zidane text="Cannot be blocked by a Forward of cost 3 or more."',
        blocker="Squall cost 3",
    )
    assert read.response.embeds[0].title == "❌ No"
    unread = await server.alice.slash(
        server.channel,
        "check-fftcg block",
        attackers='Zidane text="When Zidane attacks, draw 1 card."',
        blocker="Squall cost 3",
    )
    embed = unread.response.embeds[0]
    assert embed.title == "❔ Not covered"
    assert "“When Zidane attacks, draw 1 card.”" in (embed.description or "")


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


# Each typed sub-question asked through the real `question:` option: (subcommand, options, the answer
# as the Details title shows it, a phrase of the headline). The deciding sentence is quoted per case.
SUB_QUESTIONS = [
    # First Strike: “… the turn player gains priority.”
    (
        "first-strike",
        {"attackers": 'Cloud "First Strike"', "blocker": "Squall hypothetical", "question": "priority_to"},
        "Turn player",
        "The turn player gains priority after the First Strike damage",
    ),
    # “However, players cannot cast Summons or play action or special abilities at this stage.”
    (
        "first-strike",
        {
            "attackers": 'Cloud "First Strike"',
            "blocker": "Squall hypothetical",
            "question": "abilities_in_window",
        },
        "❌ No",
        "players cannot cast Summons or play action or special abilities",
    ),
    # “Any abilities triggered by First Strike damage are not put onto the stack until all other damage …”
    (
        "first-strike",
        {"attackers": 'Cloud "First Strike"', "blocker": "Squall hypothetical", "question": "triggers_stack"},
        "After all damage",
        "not put onto the stack until all other damage is resolved",
    ),
    # “these Forwards will deal damage before the other Forwards.”
    (
        "first-strike",
        {"attackers": "Cloud hypothetical", "blocker": 'Squall "First Strike"', "question": "first"},
        "Blocker first",
        "Squall deals its First Strike damage first, then Cloud",
    ),
    (
        "first-strike",
        {
            "attackers": "Cloud power=3000",
            "blocker": 'Squall power=5000 "First Strike"',
            "question": "first_hit_breaks",
        },
        "✅ Yes",
        "Cloud is broken by it first and deals no damage",
    ),
    # Freeze: “Frozen Characters do not activate during their controller's next Activation Phase.”
    (
        "freeze",
        {"character": "Squall hypothetical dull frozen", "question": "waits_for"},
        "Its controller",
        "do not activate during their controller's next Activation Phase",
    ),
    (
        "freeze",
        {"character": "Squall hypothetical dull frozen", "question": "activates"},
        "❌ No",
        "it stays dull",
    ),
    # Brave: “Forward with the Brave trait don’t dull when attacking …”
    ("attack", {"forward": "Cloud Brave", "question": "dulls"}, "❌ No", "it doesn't dull when attacking"),
    # Forming a Party: “A party can deal First Strike damage only if all Forwards in the party have …”
    (
        "party",
        {"members": 'Cloud element=Fire "First Strike"; Tifa element=Fire', "question": "first_strike"},
        "❌ No",
        "Tifa lacks First Strike, so the party deals damage normally",
    ),
    # “each of the Forwards in the party is considered to have broken the blocking Forward …”
    (
        "party-damage",
        {
            "members": "Cloud power=7000; Tifa power=5000",
            "blocker": "Squall power=9000",
            "question": "each_broke",
        },
        "✅ Yes",
        "each of Cloud and Tifa is considered to have broken it",
    ),
    (
        "party-damage",
        {
            "members": "Cloud power=7000; Tifa power=5000",
            "blocker": "Squall power=19000",
            "question": "blocker_broken",
        },
        "❌ No",
        "Squall is not broken",
    ),
    # “… there is only one Forward left on the field, it is no longer considered as a party.”
    (
        "party-damage",
        {
            "members": "Cloud power=7000; Tifa power=5000 left_field",
            "blocker": "Squall power=9000",
            "question": "still_party",
        },
        "❌ No",
        "only Cloud is left on the field",
    ),
    # Combat results (damage at power, the player's point: assumptions outside the quoted text).
    (
        "combat",
        {"attackers": "Cloud power=7000", "blocker": "Squall power=5000", "question": "to_blocker"},
        "7000",
        "Squall takes 7000 damage from Cloud",
    ),
    (
        "combat",
        {"attackers": "Cloud power=7000", "blocker": "Squall power=5000", "question": "blocker_broken"},
        "✅ Yes",
        "it is broken",
    ),
    (
        "combat",
        {"attackers": "Cloud power=7000", "blocker": "Squall power=5000", "question": "to_attacker"},
        "5000",
        "Cloud takes 5000 damage from Squall; it survives",
    ),
    (
        "combat",
        {"attackers": "Cloud power=4000", "blocker": "Squall power=5000", "question": "attacker_broken"},
        "✅ Yes",
        "Cloud takes 5000 damage from Squall; it is broken",
    ),
    # “To form a party means to attack with two or more Forwards as if they were a single Forward.”
    (
        "combat",
        {"attackers": "Cloud hypothetical; Tifa hypothetical", "question": "player_damage"},
        "1",
        "1 point of damage to the player: the party is not blocked",
    ),
    (
        "combat",
        {
            "attackers": "Cloud hypothetical; Tifa hypothetical; Barret hypothetical left_field",
            "question": "still_party",
        },
        "✅ Yes",
        "Cloud and Tifa are on the field, so they are a party",
    ),
    # Warp: “… has a number of Warp counters placed on it, equal to the Warp value written on the card.”
    ("warp", {"card": "Ifrit Warp 3", "question": "can_pay"}, "✅ Yes", "you can pay Ifrit's Warp now"),
    (
        "warp",
        {"card": "Ifrit Warp 3", "question": "counters"},
        "3",
        "removed from the game with 3 Warp counters",
    ),
    (
        "warp",
        {"card": "Ifrit Warp 3", "question": "deploy_phase"},
        "3",
        "at the start of your 3rd main phase 1",
    ),
    # “When the final Warp counter is removed from such a card, an auto ability that deploys the card …”
    (
        "warp",
        {"card": "Ifrit Warp 3", "question": "counters_left", "main_phases_passed": 1},
        "2",
        "2 Warp counters left on Ifrit",
    ),
    (
        "warp",
        {"card": "Ifrit Warp 3", "question": "deployed", "main_phases_passed": 3},
        "✅ Yes",
        "the last counter came off",
    ),
    # Damage: “If the controller … receives the amount of damage specified, the Character gains the ability …”
    (
        "damage-ability",
        {"card": "Zidane Damage 3 Damage 5", "damage_taken": 3, "question": "active"},
        "❌ No",
        "active: Damage 3; not yet: Damage 5",
    ),
    (
        "damage-ability",
        {"card": "Zidane Damage 3 Damage 5", "damage_taken": 3, "question": "active_count"},
        "1",
        "1 of Zidane's Damage abilities apply",
    ),
    (
        "damage-ability",
        {"card": "Zidane Damage 3 Damage 5", "damage_taken": 3, "question": "damage_to_go"},
        "2",
        "2 more damage",
    ),
    # “A party disbands when the attacking player returns to the Attack Preparation Step or when …”
    (
        "keyword-action",
        {"question": "party_disbands"},
        "Attack preparation or phase end",
        "returns to the Attack Preparation Step",
    ),
    (
        "block",
        {"attackers": "Zidane unblockable_by=cost>=3", "blocker": "Squall cost=2"},
        "✅ Yes",
        "Squall can block Zidane",
    ),
    (
        "back-attack",
        {"card": "Yuffie Back Attack", "question": "can_be_prevented"},
        "❌ No",
        "it isn't possible to prevent Yuffie",
    ),
    ("break", {"event": "cost", "explicit": False}, "❌ No", "is not treated as “breaking”"),
    # 11.8.16: “Some auto-abilities have trigger events that consist of when a card is moved from one Zone
    # to another.”
    ("break", {"event": "cost", "explicit": False, "question": "zone_trigger"}, "✅ Yes", "a zone movement"),
    # Break: costs “are not treated as “breaking” unless it is explicitly written that they are.”
    (
        "break",
        {"event": "cost", "explicit": False, "question": "while_unbreakable"},
        "✅ Yes",
        "“cannot be broken” doesn't stop it",
    ),
    # Freeze “changes the rules in the activation phase”: nothing now.
    (
        "freeze",
        {"character": "Squall hypothetical frozen", "question": "dulls_now"},
        "❌ No",
        "freezing doesn't dull Squall",
    ),
    # 10.1.2.2: “If the Forwards declared fulfil the conditions to attack legally, they will then be dull.”
    (
        "party",
        {"members": "Cloud element=Fire Brave; Tifa element=Fire", "question": "dulled"},
        "1",
        "become dull when it attacks: Tifa; Cloud has Brave and stays active",
    ),
    # 11.6.2.2 and Haste: “Characters with Haste can activate an ability the cost of which includes the
    # dull icon …”
    ("dull-cost", {"character": "Cid type=backup new Haste"}, "✅ Yes", "it has Haste"),
    ("dull-cost", {"character": "Cid type=backup new"}, "❌ No", "has no Haste"),
    # 11.10.2: “Players cannot respond to an Ex Burst.”
    ("ex-burst", {"question": "can_respond"}, "❌ No", "players cannot respond to an EX Burst"),
    ("ex-burst", {"question": "declined_to"}, "Damage zone", "the card is placed in the Damage Zone"),
]


@pytest.mark.parametrize(("command", "options", "title", "headline"), SUB_QUESTIONS)
async def test_each_sub_question_through_the_slash_command(
    server: Server, command: str, options: dict[str, object], title: str, headline: str
) -> None:
    result = await server.alice.slash(server.channel, f"check-fftcg {command}", **options)
    embed = await details(server.alice, result)
    assert embed.title == title
    assert headline in (embed.description or "")


async def test_ex_burst_is_answered_from_2_1_2(server: Server) -> None:
    # 11.10.2: “Using Ex Burst is optional, and the player may choose not to use the effects when the card is
    # revealed.” (Not covered while the bot had only the keyword glossary.)
    result = await server.alice.slash(server.channel, "check-fftcg ex-burst", question="decline")
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert "using an EX Burst is optional" in (embed.description or "")
    assert "*rule 11.10.2*" in field(embed, "Rule trail")
    assert "From 2020 (ver. 2.1.2)" in (embed.description or "")


async def test_what_an_ex_burst_applies_and_when_need_what_decides_them(server: Server) -> None:
    # 11.10.3: “Summons initiating an Ex Burst apply all of their effects. Other cards only apply the effects
    # of the auto-abilities they possess that are marked with the EX burst icon.” With no card type it
    # answered "EX Burst abilities only" (a Character by default); now the option is asked for.
    applies = await server.alice.slash(server.channel, "check-fftcg ex-burst", question="applies")
    assert applies.ephemeral and not applies.response.embeds
    problem = problem_of(applies).replace("\\_", "_")
    assert "`applies` needs `card_type` (summon or character)" in problem
    summon = await server.alice.slash(
        server.channel, "check-fftcg ex-burst", question="applies", card_type="summon"
    )
    assert summon.response.embeds[0].title == "All effects"
    # 6.5.2.1: “… resolved before the next card is revealed unless multiple damage result from one same
    # ability, in which case all damage is dealt first …”: it answered Yes without being told.
    before = await server.alice.slash(server.channel, "check-fftcg ex-burst", question="before_next_card")
    assert "`before_next_card` needs `one_ability`" in problem_of(before).replace("\\_", "_")
    one = await server.alice.slash(
        server.channel, "check-fftcg ex-burst", question="before_next_card", one_ability=True
    )
    assert one.response.embeds[0].title == "❌ No"


async def test_the_rules_process_for_damage_breaks_the_others_put_into_the_break_zone(server: Server) -> None:
    # 12.4.5: “Characters that received damage equal to or greater than their power value are broken.” It
    # answered "No — … not treated as “breaking” unless it is explicitly written" for every rules process.
    damage = await server.alice.slash(
        server.channel, "check-fftcg break", event="rules_process", process="damage"
    )
    first = damage.response.embeds[0]
    assert first.title == "✅ Yes"
    assert "12.4.5" in (first.description or "")
    # 12.4.4: “Characters with zero or less power are put into their owner's Break Zone.” — “put”, and Break:
    # rules processes “are not treated as “breaking” unless it is explicitly written that they are.”
    zero = await server.alice.slash(
        server.channel, "check-fftcg break", event="rules_process", process="zero_power"
    )
    embed = await details(server.alice, zero)
    assert embed.title == "❌ No"
    assert "*rule 12.4.4*" in field(embed, "Rule trail")
    unasked = await server.alice.slash(server.channel, "check-fftcg break", event="rules_process")
    assert "`rules_process` needs `process`" in problem_of(unasked).replace("\\_", "_")
    cost = await server.alice.slash(server.channel, "check-fftcg break", event="cost")
    assert "`cost` needs `explicit`" in problem_of(cost)


async def test_a_forward_with_power_0_is_refused_as_combat_refuses_it(server: Server) -> None:
    # 12.4.4: “Characters with zero or less power are put into their owner's Break Zone.” First Strike
    # answered "Yes — … Cloud is broken by it first" for a power-0 Cloud the blocker dealt no damage to.
    result = await server.alice.slash(
        server.channel,
        "check-fftcg first-strike",
        attackers="Cloud power=0",
        blocker='Sephiroth power=5000 "First Strike" cant_deal_damage',
        question="first_hit_breaks",
    )
    assert result.ephemeral and not result.response.embeds
    assert "Cloud has power 0" in problem_of(result)
    assert "(12.4.4), so it can't be in battle" in problem_of(result)
    party = await server.alice.slash(
        server.channel,
        "check-fftcg party-damage",
        members="Cloud power=0 element=Fire; Tifa power=3000 element=Fire",
        blocker="Squall power=5000",
    )
    assert "Cloud has power 0" in problem_of(party)


async def test_a_blockers_damage_divided_among_a_party_is_its_controllers_choice(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-fftcg combat",
        attackers="Cloud power=7000; Tifa power=5000",
        blocker="Squall power=6000",
        question="attacker_broken",
    )
    embed = await details(server.alice, result)
    assert embed.title == "❔ Not covered"
    assert "which of them are broken is that player's choice" in field(embed, "Not covered because")


async def test_combat_without_a_blocker_names_what_to_ask(server: Server) -> None:
    result = await server.alice.slash(server.channel, "check-fftcg combat", attackers="Cloud power=7000")
    assert result.ephemeral
    problem = problem_of(result).replace("\\_", "_")  # Discord markdown escapes the underscores
    assert "`to_blocker` needs a blocker; for an unblocked attack ask `player_damage`" in problem


# -- real card names (issue 22) ------------------------------------------------------------------------------


async def test_a_check_written_with_real_card_names(server: Server) -> None:
    # The shipped card data: Yuffie (1-086C) prints "Yuffie cannot be blocked by a Forward of cost 3 or
    # more.", Ninja (5-065C) "… of cost 4 or more." — the text's own example of a party, with real cards:
    # “… the whole party can be blocked by a Forward that has a cost of 3 or less.”
    result = await server.alice.slash(
        server.channel,
        "check-fftcg block",
        attackers='"Yuffie (1-086C)"; "Ninja (5-065C)"',
        blocker="Squall cost 3",
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert "it can legally block Ninja, and that blocks the whole party" in (embed.description or "")
    facts = field(embed, "From card data (given facts, not rules)")
    assert "Yuffie: cost 1, element Wind, power 3000, type forward, text: 1 printed ability" in facts
    assert "Ninja: cost 2, element Wind, power 4000, type forward, text: 1 printed ability" in facts
    trail = field(embed, "Rule trail")
    assert "Yuffie's “cannot be blocked by a Forward of cost 3 or more” keeps Squall (cost 3)" in trail

    result = await server.alice.slash(
        server.channel, "check-fftcg attack", forward='"Noel (24-081R)" new'
    )  # Haste from its keyword line
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert (
        "Noel: cost 4, element Lightning, power 3000, type forward, text: 1 printed ability, Haste"
        in field(embed, "From card data (given facts, not rules)")
    )


async def test_a_real_cards_other_printed_text_is_named_as_not_covered(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-fftcg block", attackers='"Cloud (1-009C)"', blocker="Squall cost 3"
    )
    embed = await details(server.alice, result)
    assert embed.title == "❔ Not covered"
    reason = field(embed, "Not covered because")
    assert "doesn't read (“If you control a" in reason  # (the brackets are escaped for Discord)
    assert "Forward other than Cloud, Cloud gains +2000 power.”" in reason


async def test_nobody_has_priority_in_the_active_or_draw_phase(server: Server) -> None:
    # 9.1.1.2: “No players have priority in the Active Phase.” 9.2.1.2: “No players have priority in the
    # draw phase.” `priority` (given, or at its default) was answered as "you have priority: yes" there.
    given = await server.alice.slash(
        server.channel, "check-fftcg dull-cost", character="Testa", phase="draw", priority=True
    )
    assert given.ephemeral and not given.response.embeds
    assert "no player has priority in the Draw Phase (9.2.1.2)" in problem_of(given)
    result = await server.alice.slash(
        server.channel, "check-fftcg back-attack", card="Testa Back Attack", phase="activation"
    )
    embed = await details(server.alice, result)
    assert embed.title == "❔ Not covered"
    trail = field(embed, "Rule trail")
    assert "you have priority (no player has it in the Activation Phase): no — *rule 9.1.1.2*" in trail


async def test_a_card_in_hand_is_not_assumed_active(server: Server) -> None:
    # 6.3.1: “Cards arranged vertically are called "Active", while cards turned sideways are called
    # "Dull".” — a card on the field. Back Attack and Warp ask about a card in your hand: their first
    # screen said "Assumes: Testa active".
    back = await server.alice.slash(server.channel, "check-fftcg back-attack", card="Testa Back Attack")
    first = back.response.embeds[0]
    assert first.title == "✅ Yes"
    assert "Assumes: Attack Phase; you have priority" in (first.description or "")
    assert "Testa active" not in (first.description or "")
    warp = await server.alice.slash(server.channel, "check-fftcg warp", card="Testa Warp 2")
    assert "Assumes: your turn; Main Phase 1; the stack empty" in (warp.response.embeds[0].description or "")
    assert "Testa active" not in (warp.response.embeds[0].description or "")
    # Dull-cost's Character is on the field: it is still named active.
    dull = await server.alice.slash(server.channel, "check-fftcg dull-cost", character="Testa")
    assert "Assumes: Testa active; Main Phase 1" in (dull.response.embeds[0].description or "")
