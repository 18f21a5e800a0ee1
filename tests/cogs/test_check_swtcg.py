"""`/check-swtcg` end to end through simcord's in-memory Discord: attacks, odds, and every sub-question."""

from __future__ import annotations

import re

import discord
import pytest

from tests.conftest import Server, details, fields_of, problem_of


def field(embed: discord.Embed, name: str) -> str:
    """A section's text, with its "(cont.)" fields."""
    return "\n".join(value for title, value in fields_of(embed) if title in (name, f"{name} (cont.)"))


async def test_an_attack_that_was_rolled_with_a_reroll(server: Server) -> None:
    # critical-hit: “you or your opponent may use an effect to reroll dice to affect the number of …”
    result = await server.alice.slash(
        server.channel,
        "check-swtcg attack",
        attacker='Han Solo power=5 Accuracy 1 "Critical Hit 2" Backfire 1',
        defender="Darth Vader hp=6 dmg=2 Armor Parry 1",
        rolled="5 4 3 1 2",
        rerolled="2>6",
    )

    assert result.ephemeral
    embed = await details(server.alice, result)
    assert embed.description is not None
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
    assert embed.title == "1/6"  # the exact fraction, not a rounded percentage
    assert (
        embed.description
        == "**P(at least 2 damage to Vader (its remaining health)) = 1/6 ≈ 16.67%; expected damage 0.67.**"
    )
    trail = field(embed, "Rule trail")
    assert "P(damage ≥ k): ≥1 50.00% · ≥2 16.67%" in trail
    assert "exact P(damage ≥ k): ≥1 = 1/2 · ≥2 = 1/6" in trail
    assert "fair six-sided dice" in field(embed, "Assumptions (outside the quoted rules)")


async def test_lucky_rerolling_furys_dice_is_quoted_on_the_first_screen_not_assumed(server: Server) -> None:
    # fury: “… roll X additional attack dice.” lucky: “you may reroll up to X of this unit's attack dice” —
    # Lucky may reroll Fury's dice; only when Fury's dice are rolled stays an assumption.
    result = await server.alice.slash(
        server.channel,
        "check-swtcg odds",
        attacker="Han power=3 Fury 1 Lucky 1",
        defender="Vader hp=3",
        use_lucky=True,
    )
    first = result.response.embeds[0].description or ""
    assert first.endswith(
        "➜ Fury's dice are attack dice too, so Lucky may reroll them\n"
        "> **Fury** “roll X additional attack dice.”"
    )
    embed = await details(server.alice, result)
    trail = field(embed, "Rule trail")
    assert "Fury's dice are rolled before Lucky's rerolls: yes — *assumption*" in trail
    assert "Lucky is used once, after all triggered reroll effects: yes — *rule Lucky*" in trail
    assumed = field(embed, "Assumptions (outside the quoted rules)")
    assert "Fury's additional dice are rolled before any reroll (Lucky's among them)." in assumed
    assert "may reroll them" not in assumed


async def test_twenty_dice_odds_fit_in_discord(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-swtcg odds",
        attacker='Han power=20 Accuracy 1 "Critical Hit 2" Fury 2 Lucky 2',
        defender="Vader hp=12 Armor Parry 1",
        use_lucky=True,
    )
    embed = await details(server.alice, result)
    assert embed.description is not None
    # The exact fraction is too long for a phone's title: the title shows its value, the headline it whole.
    exact = re.search(
        r"P\(at least 12 damage to Vader \(its remaining health\)\) = (\d+)/(\d+) ≈ ", embed.description
    )
    assert exact is not None and len(f"{exact[1]}/{exact[2]}") > 24
    assert embed.title == f"≈ {int(exact[1]) / int(exact[2]):.4g}"


async def test_a_bad_die_face_names_the_token_and_where(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-swtcg attack", attacker="Han power=3", defender="Vader", rolled="6 4 7"
    )

    assert result.ephemeral
    assert "`rolled`: '7' is not a die face (1 to 6) at character 5" in problem_of(result)


# -- sub-questions through the `question` option -----------------------------------------------------------

ATTACK = {
    "attacker": 'Han power=5 "Critical Hit 2" Fury 2 Focus 1 Backfire 1 Stun 1 Overkill "Double Damage"',
    "defender": "Vader hp=3 Parry 1 Riposte 2",
    "rolled": "6 4 3 5 1",
    "fury_rolled": "2 6",
}


@pytest.mark.parametrize(
    ("question", "title", "headline"),
    [
        ("hits", "4", "4 of the dice hit Vader."),
        ("critical_hit", "✅ Yes", "Yes — Critical Hit 2 adds 2 damage."),
        ("fury", "✅ Yes", "Yes — Fury 2 rolled 2 more attack dice."),
        ("fury_dice", "2", "Fury rolled 2 additional attack dice."),
        ("focus", "✅ Yes", "Yes — Focus 1: Han gets +1 power for its next attack."),
        ("backfire", "✅ Yes", "Yes — Backfire 1: Han does 1 die of damage to itself when the attack ends."),
        ("parry", "✅ Yes", "Yes — Vader's Parry 1 prevents 1 of the 6 damage."),
        ("prevented", "1", "Parry prevents 1 of the 6 damage to Vader."),
        ("riposte", "2", "Riposte does 2 damage to Han when the attack ends."),
        (
            "overkill",
            "1",
            "Overkill may move 1 of the 4 hits to another unit in the arena (Shields, Parry and Armor "
            "have no effect on them).",
        ),
        ("counters", "10", "10 damage counters go on Vader (Double Damage)."),
        ("stun", "✅ Yes", "Yes — Stun 1: Vader gets −1 power until end of battle if counters are placed."),
    ],
)
async def test_each_attack_sub_question_through_the_slash_command(
    server: Server, question: str, title: str, headline: str
) -> None:
    result = await server.alice.slash(server.channel, "check-swtcg attack", **ATTACK, question=question)

    embed = result.response.embeds[0]
    assert embed.title == title
    assert embed.description.startswith(f"**{headline} 4 hits → 5 damage to Vader.")


async def test_overkill_on_a_damaged_defender_is_not_covered(server: Server) -> None:
    # overkill: “… divide hits in excess of the defending unit's remaining health …” against “A number of
    # hits equal to the defending unit's health must be assigned to the defending unit …”: for Vader
    # (health 3, 1 damage counter) and 3 hits, 1 may move by the first and none by the second.
    options = {"attacker": "Han power=3 Overkill", "defender": "Vader hp=3 dmg=1", "rolled": "6 5 4"}
    result = await server.alice.slash(server.channel, "check-swtcg attack", **options, question="overkill")
    embed = result.response.embeds[0]
    assert embed.title == "❔ Not covered"
    assert (embed.description or "").startswith(
        "**Not covered: the glossary's two Overkill sentences give different counts for a damaged defender.**"
    )
    reason = field(await details(server.alice, result), "Not covered because")
    assert "in excess of the defending unit's remaining health" in reason
    assert "A number of hits equal to the defending unit's health must be assigned" in reason

    damage = await server.alice.slash(server.channel, "check-swtcg attack", **options)
    embed = await details(server.alice, damage)
    assert embed.title == "3"
    assert (embed.description or "").startswith(
        "**3 hits → 3 damage to Vader. Overkill: how many hits may go to another unit is not covered"
    )


async def test_overkill_without_health_is_a_clear_error(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-swtcg attack",
        attacker="Han power=2 Overkill",
        defender="Vader",
        rolled="4 4",
        question="overkill",
    )
    assert result.ephemeral
    assert "give the defender's health (hp=N)" in problem_of(result)


@pytest.mark.parametrize(
    ("question", "extra", "title", "headline"),
    [
        # Three dice on 4+: P(2 hits) = 3/8. Expected: 3/2 hits + 91/216 (a 6: Critical Hit 1) − 72/216 (a 1
        # with damage to prevent: 91/216 less the 19/216 rolls of only 1s, 2s and 3s) = 343/216.
        ("p_exactly", {"hits": 2}, "3/8", "P(exactly 2 hits on Vader) = 3/8 ≈ 37.50%; expected damage 1.59."),
        (
            "expected",
            {},
            "343/216",
            "Expected damage to Vader = 343/216 ≈ 1.59; P(at least 1 damage to Vader) ≈",
        ),
        ("p_critical", {}, "91/216", "P(Critical Hit 1 triggers) = 91/216 ≈ 42.13%."),
        ("p_fury", {}, "0", "P(Fury 0 triggers) = 0/1 ≈ 0% (Han has no Fury)."),  # a whole 0/1 is shown 0
        ("p_parry", {}, "91/216", "P(Vader's Parry applies) = 91/216 ≈ 42.13%."),
    ],
)
async def test_each_odds_sub_question_is_an_exact_fraction(
    server: Server, question: str, extra: dict[str, object], title: str, headline: str
) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-swtcg odds",
        attacker='Han power=3 "Critical Hit 1"',
        defender="Vader Parry 1",
        question=question,
        **extra,
    )

    embed = result.response.embeds[0]
    assert embed.title == title
    assert embed.description.startswith(f"**{headline}")


@pytest.mark.parametrize(
    ("question", "title", "headline"),
    [
        # focus / backfire: “When you roll at least one natural five [three] with this unit's attack dice
        # before reroll, …”: 1 − (5/6)^3 on the first roll, whatever Lucky rerolls.
        ("p_focus", "91/216", "P(Focus 2 triggers) = 91/216 ≈ 42.13%."),
        ("p_backfire", "91/216", "P(Backfire 1 triggers) = 91/216 ≈ 42.13%."),
        # riposte: “Only one natural "2" is counted from the attack roll after rerolls.” Accuracy 1 misses
        # only 1s and 2s, which Lucky 3 always rerolls: a 2 stays only if a reroll shows one, so each die
        # gives a 2 with 2/6 · 1/6 = 1/18, and P = 1 − (17/18)^3.
        ("p_riposte", "919/5832", "P(Vader's Riposte 1 triggers) = 919/5832 ≈ 15.76%."),
    ],
)
async def test_each_dice_trigger_chance_through_the_question_option(
    server: Server, question: str, title: str, headline: str
) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-swtcg odds",
        attacker="Han power=3 Accuracy 1 Lucky 3 Focus 2 Backfire 1",
        defender="Vader Riposte 1",
        question=question,
    )

    embed = result.response.embeds[0]
    assert embed.title == title
    assert embed.description.startswith(f"**{headline}")


async def test_a_trigger_chance_the_glossary_leaves_open_is_not_covered(server: Server) -> None:
    # focus: “… triggered by the initial dice roll …”: are Fury's additional dice part of it? Not said.
    result = await server.alice.slash(
        server.channel,
        "check-swtcg odds",
        attacker="Han power=3 Fury 1 Focus 1",
        defender="Vader",
        question="p_focus",
    )
    embed = result.response.embeds[0]
    assert embed.title == "❔ Not covered"
    shown = await details(server.alice, result)
    assert "whether Fury's additional attack dice are part of that roll" in field(
        shown, "Not covered because"
    )


async def test_who_ends_up_defending(server: Server) -> None:
    # intercept: “… the attacking unit now attacks this unit instead.”
    result = await server.alice.slash(
        server.channel,
        "check-swtcg target",
        attacker="Han arena=character",
        defender="Vader arena=character",
        interceptor="Guard arena=character Intercept",
        question="defending",
    )
    embed = result.response.embeds[0]
    assert embed.title == "Interceptor"
    assert embed.description.startswith("**Guard: Intercept makes Guard (the interceptor) the defending unit")


async def test_attacking_in_its_own_arena_is_quoted_on_the_first_screen_not_assumed(server: Server) -> None:
    # bombard: “You choose whether to use Bombard to attack a unit in the Ground arena or to make a normal
    # attack in the arena your unit is in.” — a unit attacks in its own arena; without Bombard, not into the
    # Ground arena.
    attack = await server.alice.slash(
        server.channel,
        "check-swtcg attack",
        attacker="Han arena=space",
        defender="Vader arena=space hp=5",
        rolled="4 2 6",
    )
    first = attack.response.embeds[0].description or ""
    assert first.startswith("**2 hits → 2 damage to Vader.**")
    assert "*Assumes: Han untapped; Vader untapped*" in first
    shown = await details(server.alice, attack)
    (arena,) = [line for line in field(shown, "Rule trail").splitlines() if "both in the space arena" in line]
    assert "Han and Vader are both in the space arena, where Han makes its normal attack" in arena
    assert arena.endswith("— *rule Bombard*")
    assert "own arena" not in field(shown, "Assumptions (outside the quoted rules)")

    target = await server.alice.slash(
        server.channel, "check-swtcg target", attacker="Han arena=character", defender="Walker arena=ground"
    )
    first = target.response.embeds[0].description or ""
    assert first.startswith("**No — Han can't attack Walker: Han is in the character arena and Walker in")
    assert first.endswith(
        "❌ Han (in the character arena), without Bombard, can attack a unit in the ground arena: no\n"
        "> **Bombard** “or to make a normal attack in the arena your unit is in.”"
    )
    assert "assumption" not in first


async def test_a_tapped_attacker_cites_double_strike_and_assumes_only_the_rest(server: Server) -> None:
    # double-strike: “The unit must tap for the first attack, not the second.” — a unit taps for an attack
    # (cited); that a tapped unit can't tap for this one stays assumed, and the first screen says only that.
    result = await server.alice.slash(
        server.channel,
        "check-swtcg target",
        attacker="Han arena=character tapped",
        defender="Vader arena=character",
    )
    first = result.response.embeds[0].description or ""
    assert first.startswith("**No — Han can't attack Vader: Han is tapped.**")
    assert "❌ Han (attacker, yours) is untapped, so it can tap for the attack: no" in first
    assert (
        "> *assumption:* A tapped unit can't tap again, so it can't make an attack it must tap for" in first
    )
    assert "A unit taps to attack" not in first
    trail = field(await details(server.alice, result), "Rule trail")
    assert (
        "Han taps for its attack, as a unit does for Double Strike's first attack (not its second): yes — "
        "*rule Double Strike*"
    ) in trail


@pytest.mark.parametrize(
    ("question", "title", "headline"),
    [
        # evade: “You choose how much damage to Evade up to X …”; deflect: “A layered ability activated
        # during the damage prevention POP” (played or passed): 2 to 4 damage not prevented, 4 to 8
        # counters, not every count between.
        (
            "counters",
            "At least 4",  # the title says it is the least, never a bare "4"
            "At least 4 and at most 8 damage counters go on Vader (Double Damage): Vader's player chooses "
            "whether to play Deflect 1 and how much of Evade 1 to use.",
        ),
        ("deflect", "Up to 1", "Vader's Deflect may do up to 1 damage to a unit in its arena."),
        ("stun", "✅ Yes", "Yes — Stun 2: Vader gets −2 power until end of battle."),
    ],
)
async def test_each_prevent_sub_question(server: Server, question: str, title: str, headline: str) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-swtcg prevent",
        target="Vader Evade 1 Deflect 1",
        amount=4,
        source='Han Stun 2 "Double Damage"',
        question=question,
    )
    embed = result.response.embeds[0]
    assert embed.title == title
    assert embed.description.startswith(f"**{headline}**")


async def test_evade_and_protect_leave_the_damage_to_their_players_choice(server: Server) -> None:
    # evade: “You don't have to use all of the Evade. You choose how much damage to Evade up to X, even if
    # the full amount of damage or more is pending.” deflect: “A layered ability activated during the
    # damage prevention POP” (its player may pass), “Deflect as much damage as you can up to the Deflect
    # value.” once played — the first screen gives the range, and nothing is assumed "in full".
    result = await server.alice.slash(
        server.channel, "check-swtcg prevent", target="Vader Evade 2 Deflect 1", amount=4, source="Han"
    )
    embed = await details(server.alice, result)
    assert embed.title == "At least 1"  # the least damage that can remain, said so at a glance
    assert (embed.description or "").startswith(
        "**At least 1 and at most 4 of the 4 damage to Vader remains: Vader's player chooses whether to play "
        "Deflect 1 and how much of Evade 2 to use."
    )
    trail = field(embed, "Rule trail")
    assert "Vader's Evade 2: its player chooses how much of it to use, up to 2" in trail
    assert "played, Vader's Deflect 1 deflects as much damage as it can, up to 1" in trail
    assert "prevents as much damage" not in field(embed, "Assumptions (outside the quoted rules)")
    shown = await server.alice.click(result.response, label="Show rule text")
    quoted = {f.name: f.value for f in shown.response.embeds[0].fields}
    assert "You choose how much damage to Evade up to X" in quoted["Evade"]

    # protect: “You choose how much damage to Protect up to X …”; with all of Evade 3 no counters are placed,
    # with less Stun occurs: the player's choice, so whether Stun occurs is not a yes or a no.
    protected = await server.alice.slash(
        server.channel,
        "check-swtcg prevent",
        target="Leia arena=character",
        amount=3,
        source="Han",
        protector="Luke arena=character Protect 2",
    )
    assert (protected.response.embeds[0].description or "").startswith(
        "**1 to 3 of the 3 damage to Leia remains: Leia's player chooses how much of Luke's Protect 2 to use."
    )
    stun = await server.alice.slash(
        server.channel,
        "check-swtcg prevent",
        target="Vader Evade 3",
        amount=3,
        source="Han Stun 2",
        question="stun",
    )
    assert stun.response.embeds[0].title == "❔ Not covered"
    shown = await details(server.alice, stun)
    assert "Whether Stun occurs is Vader's player's choice" in field(shown, "Not covered because")


async def test_deflect_is_the_players_to_play_or_pass(server: Server) -> None:
    # deflect: “A layered ability activated during the damage prevention POP” — during a play or pass chance
    # its player may pass; “Deflect as much damage as you can up to the Deflect value.” says how much once
    # played. So with Deflect 2 against 2 damage, Stun (“If no damage counters are placed as a result of
    # damage, Stun doesn't occur.”) is the player's choice, not a No.
    options = {"target": "Vader Deflect 2", "amount": 2, "source": "Han Stun 1"}
    stun = await server.alice.slash(server.channel, "check-swtcg prevent", **options, question="stun")
    assert stun.response.embeds[0].title == "❔ Not covered"
    shown = await details(server.alice, stun)
    assert "Whether Stun occurs is Vader's player's choice" in field(shown, "Not covered because")
    remaining = await server.alice.slash(server.channel, "check-swtcg prevent", **options)
    embed = remaining.response.embeds[0]
    assert embed.title == "At least 0"  # never a bare "0": at most 2 remains if Deflect is passed
    assert (embed.description or "").startswith(
        "**At least 0 and at most 2 of the 2 damage to Vader remains: Vader's player chooses whether to play "
        "Deflect 2."
    )
    # overkill: “… damage prevention not specifying dice works normally.”: a Deflect its player passes
    # stops none of the 2 extra hits.
    second = await server.alice.slash(
        server.channel,
        "check-swtcg attack",
        attacker="Han power=4 Overkill",
        defender="Vader hp=1",
        rolled="5 4 6 1",
        question="overkill_second",
        second="Luke hp=4 Deflect 2",
    )
    embed = second.response.embeds[0]
    assert embed.title == "Up to 2"
    assert (embed.description or "").startswith(
        "**Up to 2 damage to the second unit from Overkill's extra hits (Luke's player chooses whether to "
        "play Deflect 2;"
    )


async def test_a_reduced_cost_whose_condition_is_not_given_shows_both_costs(server: Server) -> None:
    # reduced-cost: “This card's cost is X if the listed condition is met.” “The condition must be met in
    # order for you to be able to pay the "Reduced Cost."” — not given, so 8 or 6, never a plain 8.
    result = await server.alice.slash(
        server.channel, "check-swtcg cost", card='Patrol Skiff cost=8 built=5 "Reduced Cost 6"'
    )
    embed = result.response.embeds[0]
    assert embed.title == "❔ Not covered"
    assert (embed.description or "").startswith(
        "**Not covered: Patrol Skiff's build cost is 8, or 6 if the condition of its Reduced Cost 6 is met "
        "(not given).**"
    )
    met = await server.alice.slash(
        server.channel,
        "check-swtcg cost",
        card='Patrol Skiff cost=8 built=5 "Reduced Cost 6"',
        condition_met=True,
    )
    assert met.response.embeds[0].title == "6"


async def test_hidden_costs_force(server: Server) -> None:
    # hidden-cost: “… you may complete it anytime by paying Force for the remaining build cost, if any.”
    result = await server.alice.slash(
        server.channel,
        "check-swtcg cost",
        card='Slave I cost=5 built=3 "Hidden Cost 3"',
        question="hidden_force",
    )
    embed = result.response.embeds[0]
    assert embed.title == "2"
    assert embed.description.startswith(
        "**Hidden Cost completes Slave I for 2 Force (build cost 5, 3 build counters).**\n"
    )


@pytest.mark.parametrize(
    ("ability", "unit", "target", "question", "rolled", "title", "headline"),
    [
        (
            "retaliate",
            "Vader arena=character Retaliate 2 Stun 1",
            "Han arena=character Armor",
            "applies",
            None,
            "✅ Yes",
            "Yes — Vader's Retaliate 2 does 2 dice of damage to Han when the attack ends.",
        ),
        (
            "retaliate",
            "Vader arena=character Retaliate 2 Stun 1",
            "Han arena=character Armor",
            "damage",
            "5 4",
            "1",
            "1 damage to Han from Vader's Retaliate dice (5 4).",
        ),
        (
            "retaliate",
            "Vader arena=character Retaliate 2 Stun 1",
            "Han arena=character Armor",
            "if_discarded",
            None,
            "✅ Yes",
            "Yes — Retaliate resolves when the attack ends, even if Vader is discarded.",
        ),
        (
            "retaliate",
            "Vader arena=character Retaliate 2",
            "Walker arena=ground Bombard 2",
            "applies",
            None,
            "❌ No",
            "No — Vader's Retaliate doesn't apply: Walker attacks from the ground arena, not the character "
            "arena.",
        ),
        (
            "ambush",
            "Trap arena=ground Ambush 2 Stun 1",
            "Walker arena=ground",
            "stun",
            "6 2",
            "✅ Yes",
            "Yes — Stun 1: Walker gets −1 power until end of battle if counters are placed.",
        ),
        (
            "ambush",
            "Trap arena=ground Ambush 2",
            "Walker arena=ground",
            "dice",
            None,
            "2",
            "Trap's Ambush rolls 2 dice of damage against Walker.",
        ),
    ],
)
async def test_retaliate_and_ambush_dice_of_damage(
    server: Server,
    ability: str,
    unit: str,
    target: str,
    question: str,
    rolled: str | None,
    title: str,
    headline: str,
) -> None:
    options = {"ability": ability, "unit": unit, "target": target, "question": question}
    if rolled is not None:
        options["rolled"] = rolled
    result = await server.alice.slash(server.channel, "check-swtcg damage-dice", **options)
    embed = result.response.embeds[0]
    assert embed.title == title
    assert embed.description.startswith(f"**{headline}**")


async def test_armor_against_dice_of_damage_is_quoted_on_the_first_screen_not_assumed(server: Server) -> None:
    # armor: “This unit can only be hit on a roll of 5 or more.” and “Armor works against dice of damage and
    # attack dice.” — which dice of damage hit a unit with Armor is the glossary's, not an assumption.
    result = await server.alice.slash(
        server.channel,
        "check-swtcg damage-dice",
        ability="retaliate",
        unit="Vader arena=character Retaliate 2 Stun 1",
        target="Han arena=character Armor",
        question="stun",
        rolled="5 4",
    )
    first = result.response.embeds[0].description or ""
    assert first.startswith("**Yes — Stun 1: Han gets −1 power")
    assert "*Assumes: Vader untapped; Han untapped; 1 hit, 1 damage*" in first
    assert "5 or more" not in first
    embed = await details(server.alice, result)
    assert "1 of the dice 5 4 hit Han (5 or more): yes — *rule Armor*" in field(embed, "Rule trail")
    assumed = field(embed, "Assumptions (outside the quoted rules)")
    assert "Unless Armor applies, a die of damage (Retaliate, Ambush) hits on 4 or more" in assumed
    assert "against Armor" not in assumed


async def test_retaliate_against_one_of_your_own_units(server: Server) -> None:
    # retaliate: “If a unit in the same arena as this unit is attacking this unit, this unit does X dice of
    # damage to that unit when the attack ends.” — a unit of either side; “A unit may retaliate against
    # itself if it attacks itself.”
    result = await server.alice.slash(
        server.channel,
        "check-swtcg damage-dice",
        ability="retaliate",
        unit="Vader arena=character Retaliate 2",
        target="Han arena=character yours",
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert (embed.description or "").startswith(
        "**Yes — Vader's Retaliate 2 does 2 dice of damage to Han when the attack ends.**"
    )
    trail = field(embed, "Rule trail")
    assert "Retaliate asks for a unit attacking Vader, whichever side it is on" in trail
    assert "*rule Intercept*" in trail


async def test_ambush_if_discarded_is_not_covered(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-swtcg damage-dice",
        ability="ambush",
        unit="Trap arena=ground Ambush 1",
        target="Walker arena=ground",
        question="if_discarded",
    )
    embed = result.response.embeds[0]
    assert embed.title == "❔ Not covered"
    shown = await details(server.alice, result)
    assert "nothing of the kind for Ambush" in field(shown, "Not covered because")


# -- real card names, and the questions judges couldn't ask (issue 22) -------------------------------------


async def test_a_check_written_with_real_card_names(server: Server) -> None:
    # The shipped card data: Star Destroyer (Space, power 7, Bombard 2), Jawa Hunters (Ground, health 3,
    # Stealth). bombard: “This unit may attack a unit in the Ground arena instead of this arena, using X
    # power plus any other effects.” — two dice, not seven.
    result = await server.alice.slash(
        server.channel,
        "check-swtcg attack",
        attacker='"Star Destroyer"',
        defender='"Jawa Hunters" tapped',
        rolled="6 5",
    )
    embed = await details(server.alice, result)
    assert embed.title == "2"
    assert (embed.description or "").startswith("**2 hits → 2 damage to Jawa Hunters.")
    facts = field(embed, "From card data (given facts, not rules)")
    assert "Star Destroyer: cost 7, speed 20, power 7, health 7, arena space, type unit, Bombard 2" in facts
    assert "Jawa Hunters: cost 4, speed 40, power 3, health 3, arena ground, type unit, Stealth" in facts
    trail = field(embed, "Rule trail")
    assert "power for this attack is 2 plus other effects, not its printed power 7" in trail
    assert "*rule Stealth*" in trail  # tapped, so it can be attacked


async def test_the_power_an_attack_uses_is_an_answer(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-swtcg power",
        attacker='"Star Destroyer"',
        defender='"Jawa Hunters" tapped',
        earlier="focus",
    )
    embed = result.response.embeds[0]
    assert embed.title == "❔ Not covered"  # Star Destroyer has no Focus to have triggered
    result = await server.alice.slash(
        server.channel, "check-swtcg power", attacker='"Star Destroyer"', defender='"Jawa Hunters" tapped'
    )
    embed = await details(server.alice, result)
    assert embed.title == "2"
    assert "Star Destroyer attacks Jawa Hunters with 2 power: 2 (Bombard 2); 2 attack dice." in (
        embed.description or ""
    )


@pytest.mark.parametrize(
    ("command", "options", "title", "headline"),
    [
        # focus: “… this unit gets +X power for its next attack.”
        (
            "attack",
            {
                "attacker": "Han power=4 Focus 2",
                "defender": "Vader hp=5",
                "rolled": "5 4 1 1",
                "question": "focus_applies",
            },
            "Next attack",
            "Han gets +2 power for its next attack, not this one",
        ),
        # overkill: “… damage prevention not specifying dice works normally.”; Stealth doesn't stop it.
        (
            "attack",
            {
                "attacker": "Han power=4 Overkill",
                "defender": "Vader hp=1",
                "rolled": "5 4 6 1",
                "question": "overkill_second",
                "second": "Luke hp=4 Stealth Armor Evade 1",
            },
            "Up to 2",  # the most: the title never shows it as exact
            # evade: “You don't have to use all of the Evade.”: both extra hits may go through.
            "Up to 2 damage to the second unit from Overkill's extra hits (Luke's player chooses how much of "
            "Evade 1 to use;",
        ),
        # shields: “If you give a unit Shields after your opponent has rolled for damage, it doesn't affect
        # the roll.”
        (
            "attack",
            {
                "attacker": "Han power=4",
                "defender": "Vader hp=5 Shields 1",
                "rolled": "5 4 6 1",
                "after_roll": "Shields",
            },
            "3",
            "3 hits → 3 damage to Vader",
        ),
        # fortitude: “Putting damage counters directly on a unit is not the same thing as doing damage …”
        (
            "prevent",
            {"target": "Vader Evade 2 Fortitude", "amount": 3, "source": "Han", "directly": True},
            "3",
            "damage counters put directly on Vader are not damage",
        ),
        # deflect: “Deflect as much damage as you can up to the Deflect value.”
        (
            "prevent",
            {"target": "Vader Deflect 2", "amount": 3, "source": "Han", "question": "deflect_less"},
            "❌ No",
            "deflects as much damage as it can",
        ),
        # intercept: “Intercept doesn't cause a new attack. (It is the same attack.)”
        (
            "target",
            {
                "attacker": "Han arena=character",
                "defender": "Vader arena=character",
                "interceptor": "Guard arena=character Intercept",
                "question": "new_attack",
            },
            "❌ No",
            "Intercept doesn't cause a new attack",
        ),
    ],
)
async def test_questions_judges_could_not_ask_before(
    server: Server, command: str, options: dict[str, object], title: str, headline: str
) -> None:
    result = await server.alice.slash(server.channel, f"check-swtcg {command}", **options)
    embed = result.response.embeds[0]
    assert embed.title == title
    assert headline in (embed.description or "")
