"""`/check-dreadnought` end to end: a priority question through Discord, with its rule trail."""

from __future__ import annotations

import discord
import pytest

from tests.conftest import Server, details, fields_of, problem_of


def field(embed: discord.Embed, name: str) -> str:
    """A section's text, with its "(cont.)" fields."""
    return "\n".join(value for title, value in fields_of(embed) if title in (name, f"{name} (cont.)"))


async def test_every_dreadnought_topic_is_a_subcommand(server: Server) -> None:
    available = set(server.alice.available_commands(server.channel))
    for name in ("priority", "gear-change", "cast", "discard", "move"):
        assert f"check-dreadnought {name}" in available


async def test_a_player_who_passed_may_act_again_until_both_pass(server: Server) -> None:
    # Action Action: “Until both players pass, even a player that previously has declared 'pass' can
    # still make another action”: cited by the document's heading, not by our "Pass" term.
    result = await server.alice.slash(
        server.channel, "check-dreadnought priority", phase="action", passed="you"
    )

    assert result.ephemeral
    embed = await details(server.alice, result)
    assert embed.title == "Your opponent"  # the enum your_opponent, in words
    assert embed.author.name == "Dreadnought · check priority"
    trail = field(embed, "Rule trail")
    assert "*rule Action Action*" in trail and "*rule Pass*" not in trail  # the document's headings
    assert "you may act again" in field(embed, "Would change the answer")

    shown = await server.alice.click(result.response, label="Show rule text")
    quoted = shown.response.embeds[0]
    assert [f.name for f in quoted.fields] == ["Action Action"]


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


# --- #15: each sub-question through the real slash command's `question:` option.


async def test_may_i_act_is_answered_yes_or_no(server: Server) -> None:
    # Action Action: “After you do one Action action, your opponent has the priority to do one too.”
    result = await server.alice.slash(
        server.channel, "check-dreadnought priority", phase="action", last_by="opponent", question="may_i_act"
    )
    embed = await details(server.alice, result)
    assert embed.description is not None
    assert embed.title == "✅ Yes"
    assert "Yes — you hold priority" in embed.description

    waiting = await server.alice.slash(
        server.channel, "check-dreadnought priority", phase="action", last_by="you", question="may_i_act"
    )
    assert (await details(server.alice, waiting)).title == "❌ No"


async def test_how_many_and_over_through_discord(server: Server) -> None:
    # Action Action: “… you perform it one at a time.”
    one = await server.alice.slash(
        server.channel, "check-dreadnought priority", phase="action", question="how_many"
    )
    assert (await details(server.alice, one)).title == "One"
    # Pass: “Until both players pass, …”
    over = await server.alice.slash(
        server.channel, "check-dreadnought priority", phase="action", passed="both", question="over"
    )
    assert (await details(server.alice, over)).title == "✅ Yes"
    nobody = await server.alice.slash(
        server.channel, "check-dreadnought priority", phase="fast", passed="both"
    )
    assert (await details(server.alice, nobody)).title == "No one"


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("speed_card", "Discarded"),
        ("new_card_from", "Hand"),
        ("new_card_state", "Closed"),
        ("cards_put", "1"),
        ("opened_at", "Second comparison"),
        ("per_turn", "1"),
    ],
)
async def test_the_gear_change_procedure_step_by_step(server: Server, question: str, title: str) -> None:
    # Gear Change: “To perform Gear Change, discard your current speed card, then put one card from your hand
    # onto the Speed Area in Closed state. It will be Opened during the second speed grade comparison …”
    result = await server.alice.slash(server.channel, "check-dreadnought gear-change", question=question)
    embed = await details(server.alice, result)
    assert embed.title == title
    assert "*rule Gear Change*" in field(embed, "Rule trail")


async def test_can_i_gear_change_without_the_moment_is_a_one_line_error(server: Server) -> None:
    result = await server.alice.slash(server.channel, "check-dreadnought gear-change")
    assert "Give `when`" in problem_of(result) and "\n" not in problem_of(result)


@pytest.mark.parametrize(
    ("question", "title", "said"),
    [
        ("enters", "Closed and check", "Closed and Check state"),
        ("is_unit", "✅ Yes", "considered a unit"),
        ("size", "S", "S size"),
        ("bp", "50", "50 BP"),
        ("other_attributes", "❌ No", "no name, cluster or type"),
        ("discarded", "End phase", "End Phase"),
    ],
)
async def test_a_dummys_state_size_bp_and_attributes(
    server: Server, question: str, title: str, said: str
) -> None:
    # Cast dummies: “That card is considered as a unit with S size and 50 BP. All dummies are discarded during
    # the End Phase. A dummy does not have any other attributes (such as name, cluster, and type) …”
    result = await server.alice.slash(
        server.channel, "check-dreadnought cast", unit="Decoy dummy", question=question
    )
    embed = await details(server.alice, result)
    assert embed.description is not None
    assert embed.title == title
    assert said in embed.description
    assert "*rule Cast dummies*" in field(embed, "Rule trail")


async def test_a_cast_unit_enters_normal(server: Server) -> None:
    # Cast unit cards: “Units that are cast are in Normal state.”
    result = await server.alice.slash(
        server.channel, "check-dreadnought cast", unit="Valkyrie size=M", question="enters"
    )
    assert (await details(server.alice, result)).title == "Normal"


async def test_discard_how_many_and_move_state_through_discord(server: Server) -> None:
    # Discard units: “You may discard any number of units … that you cast on the previous turn.”
    many = await server.alice.slash(
        server.channel, "check-dreadnought discard", unit="Golem cast=previous", question="how_many"
    )
    assert (await details(server.alice, many)).title == "Any number"
    # Slot movement: “The state of those moved units (such as Normal state or Enchanted) does not change.”
    kept = await server.alice.slash(
        server.channel,
        "check-dreadnought move",
        units="Golem slot=2 state=Enchanted",
        question="state_changes",
    )
    embed = await details(server.alice, kept)
    assert embed.description is not None
    assert embed.title == "❌ No" and "Golem stays Enchanted" in embed.description
    sized = await server.alice.slash(
        server.channel, "check-dreadnought move", units="Golem slot=2", question="size_rules"
    )
    assert (await details(server.alice, sized)).title == "✅ Yes"


async def test_outside_the_cast_phase_is_not_covered_not_a_no(server: Server) -> None:
    # Cast Action: “In the Cast Phase, the first player (…) may perform Cast actions before the last
    # player.” No sentence says Cast actions can't be performed in another phase, as Fast Action says of
    # Fast actions: “only that they are exclusive for the Fast Phase”.
    result = await server.alice.slash(
        server.channel, "check-dreadnought cast", unit="Valkyrie", size_fits="yes", phase="action"
    )
    first = result.response.embeds[0]
    assert first.title == "❔ Not covered"
    assert first.description is not None
    assert "whether 'cast unit cards' is allowed in the Action Phase" in first.description
    assert "isn't the Cast Phase" not in first.description
    embed = await details(server.alice, result)
    assert "exclusive for the Fast Phase" in field(embed, "Not covered because")


async def test_outside_the_cast_phase_a_cited_no_is_still_a_no(server: Server) -> None:
    # Discard units: “However, you cannot discard units that you cast during the same turn.”
    result = await server.alice.slash(
        server.channel, "check-dreadnought discard", unit="Golem cast=this", phase="end"
    )
    first = result.response.embeds[0]
    assert first.title == "❌ No"
    assert first.description is not None
    assert "it was cast this turn" in first.description
    assert "Cast Phase" not in first.description  # the phase is no reason the text gives


async def test_a_swap_of_one_unit_is_not_covered_not_a_no(server: Server) -> None:
    # Slot movement: “By moving two or three units at the same time, it can also be considered a swap
    # between slots.” It describes swaps and forbids nothing: one unit "swapping" moves into a slot held
    # by a unit that stays, which the text doesn't cover.
    result = await server.alice.slash(
        server.channel,
        "check-dreadnought move",
        units="Golem slot=2",
        into="swap",
        adjacent="yes",
        size_fits="yes",
    )
    first = result.response.embeds[0]
    assert first.title == "❔ Not covered"
    assert first.description is not None
    assert "held by a unit that isn't moving" in first.description
    assert "a swap needs two or three units" not in first.description


@pytest.mark.parametrize(
    ("when", "why"),
    [
        # Speed Action: “The Speed action can be done during Speed Phase, after all speed grades have been
        # compared for the first time.” — a permission; the text says “exclusive” of Fast actions only.
        ("other_phase", "allowed outside the Speed Phase"),
        # Gear Change: “If you are not satisfied with the result during the first speed grade comparison,
        # you may conduct Gear Change at this point (as a Speed action).” — never “not before”.
        ("before_first_comparison", "allowed before the first speed grade comparison"),
    ],
)
async def test_gear_change_outside_its_permitted_moment_is_not_covered(
    server: Server, when: str, why: str
) -> None:
    result = await server.alice.slash(server.channel, "check-dreadnought gear-change", when=when)
    first = result.response.embeds[0]
    assert first.title == "❔ Not covered"
    assert first.description is not None
    assert why in first.description
    assert "isn't the Speed Phase" not in first.description
    # Gear Change: “You may perform Gear Change only once per turn.” — a No at any moment.
    used = await server.alice.slash(
        server.channel, "check-dreadnought gear-change", when=when, used_this_turn=True
    )
    no = used.response.embeds[0]
    assert no.title == "❌ No"
    assert no.description is not None
    assert "only once per turn" in no.description and "Speed Phase" not in no.description


@pytest.mark.parametrize("options", [{}, {"used_this_turn": True}])
async def test_gear_change_after_the_second_comparison_shows_the_end_of_the_speed_actions(
    server: Server, options: dict[str, object]
) -> None:
    # Gear Change: “It will be Opened during the second speed grade comparison (after all players have
    # finished with their Speed actions).” — the reason shown; never the permission “you may conduct Gear
    # Change at this point”, nor a claim that now isn't after the first comparison.
    result = await server.alice.slash(
        server.channel, "check-dreadnought gear-change", when="after_second_comparison", **options
    )
    first = result.response.embeds[0]
    assert first.title == "❌ No"
    assert first.description is not None
    assert "the Speed actions are over" in first.description
    assert "after all players have finished" in first.description
    assert "you may conduct" not in first.description
    assert "done after the first speed comparison" not in first.description


@pytest.mark.parametrize(
    ("command", "options", "assumed"),
    [
        # Cast unit cards: “You may put your unit cards from your hand and Speed Area onto any empty slot in
        # your Battle Area.”
        (
            "cast",
            {"unit": "Valkyrie from=trash", "size_fits": "yes"},
            "Cast unit cards names all the places a unit is cast from and to",
        ),
        # Discard units: “You may discard any number of units (from your Battle Area) that you cast on the
        # previous turn.”
        (
            "discard",
            {"unit": "Golem cast=previous", "in_battle_area": False},
            "Discard units names all the places a unit is discarded from",
        ),
        # Slot movement: “You may move any number of your units to the Battle Area next to it.”
        (
            "move",
            {"units": "Golem slot=1", "adjacent": "no"},
            "Slot movement names all the places a unit may move to",
        ),
    ],
)
async def test_a_place_the_actions_sentence_does_not_name_is_a_no_shown_resting_on_an_assumption(
    server: Server, command: str, options: dict[str, object], assumed: str
) -> None:
    # None of these sentences says "only": that each names all its places is a declared assumption, so
    # the first screen says it was assumed, and Details lists it as outside the quoted rules.
    result = await server.alice.slash(server.channel, f"check-dreadnought {command}", **options)
    first = result.response.embeds[0]
    assert first.title == "❌ No"
    assert first.description is not None
    assert f"Assumes: {assumed}" in first.description
    assert " only " not in first.description
    embed = await details(server.alice, result)
    assert "though it never says 'only'" in field(embed, "Assumptions (outside the quoted rules)")
