"""Answers that fit a phone, for every game, end to end: the first screen with its question,
Details and Less in place, Edit & retry through a modal, and `/check topic:` in a channel's game."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest
import simcord

from bot.engine import topics
from bot.errors import UserFacingError
from bot.render.asked import asked_line as asked_in
from devkit.fuzz import unescaped
from tests.conftest import Server

# One realistic question per game (options as typed), and the same with one mistake in it.
QUESTIONS: dict[str, tuple[str, dict[str, Any], dict[str, Any]]] = {
    "lorcana": (
        "check-lorcana challenge",
        {"challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"},
        {"challenger": "Mickey srt=3", "defender": "Goofy exerted Evasive"},
    ),
    "fftcg": (
        "check-fftcg block",
        {
            "attackers": "Zidane unblockable_by=cost>=3; Vivi unblockable_by=cost>=4",
            "blocker": "Squall cost=3",
        },
        {
            "attackers": "Zidane unblockable_by=cost>=3; Vivi unblockable_by=cost>=4",
            "blocker": "Squall cots=3",
        },
    ),
    "swtcg": (
        "check-swtcg odds",
        {"attacker": 'Han power=1 Accuracy 1 "Critical Hit 1"', "defender": "Vader hp=2 Armor"},
        {"attacker": 'Han pwoer=1 Accuracy 1 "Critical Hit 1"', "defender": "Vader hp=2 Armor"},
    ),
    "gundam": (
        "check-gundam trigger",
        {"keyword": "when_paired", "event": "pilot_paired", "pilot": "Amuro", "unit": "Guncannon qual=any"},
        {
            "keyword": "when_paired",
            "event": "pilot_paired",
            "pilot": "Amuro",
            "unit": "Guncannon qual=any cots=3",
        },
    ),
    "dreadnought": (
        "check-dreadnought priority",
        {"phase": "speed", "passed": "you", "faster": "you"},
        {"phase": "speed", "passed": "you"},
    ),
}


def labels(message: Any) -> list[str]:
    return [c["label"] for row in message.components for c in row["components"]]


@pytest.fixture(params=sorted(QUESTIONS))
def game(request: pytest.FixtureRequest) -> str:
    return str(request.param)


async def test_the_first_screen_shows_the_question_then_details_and_less_in_place(
    server: Server, game: str
) -> None:
    path, options, _ = QUESTIONS[game]
    result = await server.alice.slash(server.channel, path, **options)
    first = result.response

    asked = asked_in(first.content)
    assert asked is not None and asked.startswith(f"/{path} "), "the question travels with the answer"
    brief = first.embeds[0]
    assert not brief.fields, "the trail waits behind Details"
    assert labels(first) == ["Details", "Post publicly"]

    more = await server.alice.click(first, label="Details")
    full = more.response.embeds[0]
    assert more.response.id == first.id, "Details edits the answer in place"
    assert any(f.name == "Rule trail" for f in full.fields)
    assert full.title == brief.title
    assert labels(more.response) == ["Less", "Show rule text", "Post publicly"]
    assert asked_in(more.response.content) == asked

    less = await server.alice.click(more.response, label="Less")
    assert less.response.embeds[0].description == brief.description
    assert labels(less.response) == ["Details", "Post publicly"]


async def test_edit_and_retry_reopens_the_question_and_answers_the_fix(server: Server, game: str) -> None:
    path, good, bad = QUESTIONS[game]
    error = await server.alice.slash(server.channel, path, **bad)
    assert error.ephemeral and not error.response.embeds
    assert "." + path.split()[1] not in error.response.content.split("\n> /")[0], "no internal topic id"
    assert labels(error.response) == ["Edit & retry"]

    shown = await server.alice.click(error.response, label="Edit & retry")
    modal = shown.modal
    assert modal is not None
    prefilled = {
        row["components"][0]["custom_id"]: row["components"][0].get("value") for row in modal["components"]
    }
    for name, value in bad.items():
        assert prefilled[name] == value, "the modal holds what was typed"

    fixed = await server.alice.submit_modal(shown, {name: str(value) for name, value in good.items()})
    direct = await server.bob.slash(server.channel, path, **good)
    assert fixed.response.embeds[0].title == direct.response.embeds[0].title
    assert fixed.response.embeds[0].description == direct.response.embeds[0].description


async def test_check_topic_block_in_an_fftcg_channel_reaches_fftcgs_block(server: Server) -> None:
    role = server.guild.create_role("Org", permissions=discord.Permissions(manage_guild=True))
    admin = server.guild.add_member(server.env.create_user("org"), roles=[role])
    await admin.slash(server.channel, "settings channel-game", channel=server.channel, game="fftcg")

    offered = await server.alice.autocomplete(server.channel, "check", "topic", "block")
    assert offered[0]["value"] == "fftcg.block"

    typed = await server.alice.slash(server.channel, "check", topic="block")
    assert typed.modal is not None and typed.modal["custom_id"] == "fj:ask:fftcg.block"
    answered = await server.alice.submit_modal(
        typed,
        {
            "attackers": "Zidane unblockable_by=cost>=3; Vivi unblockable_by=cost>=4",
            "blocker": "Squall cost=4",
        },
    )
    assert answered.response.embeds[0].title == "❌ No"
    assert asked_in(answered.response.content) == (
        "/check-fftcg block attackers:Zidane unblockable_by=cost>=3; Vivi unblockable_by=cost>=4"
        " blocker:Squall cost=4"
    )


async def test_post_publicly_shows_the_question_above_the_verdict(server: Server) -> None:
    path, options, _ = QUESTIONS["lorcana"]
    private = await server.alice.slash(server.channel, path, **options)
    await server.alice.click(private.response, label="Post publicly")
    public = server.channel.history(viewer=server.bob)[-1]
    assert asked_in(public.content) == asked_in(private.response.content)
    assert public.embeds[0].title == "❌ No"


async def test_a_keyword_topic_whose_card_lacks_the_keyword_warns_and_adds_it_in_one_click(
    server: Server,
) -> None:
    # 8.14.1: "When this character is chosen by an opponent as part of resolving an action's effect,
    # banish this character." Ursala written without Vanish: the question meant is probably with it.
    warned = await server.alice.slash(server.channel, "check-lorcana vanish", target="Scrooge")
    embed = warned.response.embeds[0]
    assert embed.title == "⚠️ Scrooge has no Vanish", "a warning, not a confident ❌"
    assert "did you mean `target:Scrooge Vanish`?" in embed.description
    assert "As written: No — Scrooge has no Vanish." in embed.description
    assert "Cards: Scrooge (target, opponent's)" in embed.description, "the default side shows here too"
    assert labels(warned.response) == ["Add Vanish", "Edit & retry", "Details", "Post publicly"]

    fixed = await server.alice.click(warned.response, label="Add Vanish")
    assert asked_in(fixed.response.content) == "/check-lorcana vanish target:Scrooge Vanish"
    assert fixed.response.embeds[0].title == "✅ Yes"
    assert "(target, opponent's)" in fixed.response.embeds[0].description, "the default side is named"

    more = await server.alice.click(warned.response, label="Details")
    assert any(f.name == "Rule trail" for f in more.response.embeds[0].fields)
    less = await server.alice.click(more.response, label="Less")
    assert less.response.embeds[0].title == embed.title
    assert labels(less.response) == labels(warned.response)


async def test_a_keyword_with_a_value_is_offered_through_edit_and_retry_only(server: Server) -> None:
    # FFTCG Warp is written with its cost ("Warp 2"): the fix can't be guessed whole.
    warned = await server.alice.slash(server.channel, "check-fftcg warp", card="Wanderer")
    assert warned.response.embeds[0].title == "⚠️ Wanderer has no Warp"
    assert "`card:Wanderer Warp N` (N: its Warp value)" in warned.response.embeds[0].description
    assert labels(warned.response) == ["Edit & retry", "Details", "Post publicly"]
    shown = await server.alice.click(warned.response, label="Edit & retry")
    answered = await server.alice.submit_modal(shown, {"card": "Wanderer Warp 2"})
    assert "⚠️" not in answered.response.embeds[0].title


async def test_options_beyond_the_modals_five_inputs_round_trip_through_more_options(server: Server) -> None:
    """swtcg.cost has eight options; Discord's modal has five inputs. The ones past the fourth that
    the user gave travel in a "More options" input as name:value pairs and are asked again."""
    path = "check-swtcg cost"
    good = {
        "card": "Tie cost=4 built=2",
        "question": "complete",
        "reduction": 1,
        "force": 3,
        "upkeep_payable": 2,
        "as_pilot": True,
    }
    error = await server.alice.slash(server.channel, path, **{**good, "card": "Tie cots=4 built=2"})
    shown = await server.alice.click(error.response, label="Edit & retry")
    inputs = [row["components"][0] for row in shown.modal["components"]]
    assert len(inputs) == 5, "Discord's limit"
    assert [i["custom_id"] for i in inputs[:4]] == ["card", "question", "reduction", "force"]
    assert inputs[4]["custom_id"] == "_more"
    assert inputs[4]["value"] == "upkeep_payable:2 as_pilot:true", "nothing the user gave is dropped"

    values = {i["custom_id"]: str(i["value"]) for i in inputs}
    fixed = await server.alice.submit_modal(shown, {**values, "card": good["card"]})
    direct = await server.bob.slash(server.channel, path, **good)
    assert asked_in(fixed.response.content) == asked_in(direct.response.content)
    assert "upkeep_payable:2 as_pilot:true" in (asked_in(fixed.response.content) or "")
    assert fixed.response.embeds[0].description == direct.response.embeds[0].description


async def test_more_options_that_name_no_option_are_refused_by_name(server: Server) -> None:
    error = await server.alice.slash(
        server.channel, "check-swtcg cost", card="Tie cots=4", reduction=1, force=3, upkeep_payable=2
    )
    shown = await server.alice.click(error.response, label="Edit & retry")
    answer = await server.alice.submit_modal(
        shown, {"card": "Tie cost=4", "_more": "pilot please as_pilot:true"}
    )
    assert "“pilot please” names no option" in answer.response.content


async def test_a_keyword_miss_that_reads_like_a_question_offers_the_check(server: Server) -> None:
    missed = await server.alice.slash(server.channel, "keyword", name="does vanish fire", game="lorcana")
    assert missed.ephemeral and "reads like a question" in missed.response.content
    assert labels(missed.response) == ["Check vanish"]

    opened = await server.alice.click(missed.response, label="Check vanish")
    assert opened.modal is not None and opened.modal["custom_id"] == "fj:ask:lorcana.vanish"
    answered = await server.alice.submit_modal(opened, {"target": "Scrooge Vanish"})
    assert answered.response.embeds[0].title == "✅ Yes"


async def test_a_rule_miss_that_reads_like_a_question_offers_the_checks_it_names(server: Server) -> None:
    missed = await server.alice.slash(server.channel, "rule", id="can my party be blocked", game="fftcg")
    assert labels(missed.response)[:2] == ["Check block", "Check party"]
    opened = await server.alice.click(missed.response, label="Check block")
    assert opened.modal is not None and opened.modal["custom_id"] == "fj:ask:fftcg.block"


async def test_a_miss_that_is_no_question_offers_no_check(server: Server) -> None:
    missed = await server.alice.slash(server.channel, "keyword", name="Vanesh Wardd", game="lorcana")
    simcord.assert_error(server.env, UserFacingError)
    assert "Closest:" in missed.response.content and not missed.response.components


async def test_the_swtcg_odds_answer_leads_with_the_numbers_and_keeps_the_tables_for_details(
    server: Server,
) -> None:
    path, options, _ = QUESTIONS["swtcg"]
    first = (await server.alice.slash(server.channel, path, **options, at_least=1)).response
    brief = first.embeds[0]
    lead = (brief.description or "").split("\n", 1)[0]
    assert re.fullmatch(r"\d+/\d+", brief.title), "the title is the exact probability asked for"
    assert lead.startswith("**P(at least 1 damage") and "expected damage" in lead
    assert "P(hits = k)" not in (brief.description or ""), "the tables wait behind Details"
    more = await server.alice.click(first, label="Details")
    trail = next(f.value for f in more.response.embeds[0].fields if f.name == "Rule trail")
    assert "P(hits = k)" in trail and "P(damage ≥ k)" in trail


async def test_the_rule_text_reply_can_be_posted_publicly_too(server: Server) -> None:
    path, options, _ = QUESTIONS["lorcana"]
    first = (await server.alice.slash(server.channel, path, **options)).response
    more = await server.alice.click(first, label="Details")
    rules = await server.alice.click(more.response, label="Show rule text")
    assert rules.response.embeds[0].title == "Cited rules"
    assert labels(rules.response) == ["Post publicly"]
    await server.alice.click(rules.response, label="Post publicly")
    public = server.channel.history(viewer=server.bob)[-1]
    assert public.embeds[0].title == "Cited rules" and not public.flags.ephemeral


async def test_check_topic_offers_each_games_check_when_none_is_set_and_uses_the_servers_game(
    server: Server,
) -> None:
    asked = await server.alice.slash(server.channel, "check", topic="attack")
    assert asked.ephemeral and "Several games have a check named “attack”" in asked.response.content
    assert labels(asked.response) == [
        "Check attack (FFTCG)",
        "Check attack (Gundam)",
        "Check attack (SWTCG)",
    ], "one button a game"

    opened = await server.alice.click(asked.response, label="Check attack (SWTCG)")
    assert opened.modal is not None and opened.modal["custom_id"] == "fj:ask:swtcg.attack"
    typed = {"attacker": "Han power=2 Accuracy 1", "defender": "Vader hp=4 Armor", "rolled": "5 3"}
    answered = await server.alice.submit_modal(opened, typed)
    direct = await server.bob.slash(server.channel, "check-swtcg attack", **typed)
    assert answered.response.embeds[0].title == direct.response.embeds[0].title
    assert answered.response.embeds[0].description == direct.response.embeds[0].description
    assert asked_in(answered.response.content) == asked_in(direct.response.content)

    other = await server.alice.click(asked.response, label="Check attack (FFTCG)")
    assert other.modal is not None and other.modal["custom_id"] == "fj:ask:fftcg.attack", "still works"

    role = server.guild.create_role("Org", permissions=discord.Permissions(manage_guild=True))
    admin = server.guild.add_member(server.env.create_user("org"), roles=[role])
    await admin.slash(server.channel, "settings game", game="swtcg")
    typed_here = await server.alice.slash(server.channel, "check", topic="attack")
    assert typed_here.modal is not None and typed_here.modal["custom_id"] == "fj:ask:swtcg.attack"


def inputs_of(shown: Any) -> dict[str, str | None]:
    """A modal's text inputs and what each is pre-filled with."""
    assert shown.modal is not None, "a modal opened"
    return {
        row["components"][0]["custom_id"]: row["components"][0].get("value")
        for row in shown.modal["components"]
    }


# A form (/check topic: or Edit & retry) with one typo in it: the typed values, the problem it
# answers with, the fix, and the same question as typed slash options.
FORM_TYPOS: dict[str, tuple[str, dict[str, str], str, dict[str, str], dict[str, str | int | bool]]] = {
    "a word for a whole number": (
        "lorcana.damage",
        {"target": 'Simba "Resist +1"', "amount": "one", "how": "dealt"},
        "`amount` takes a whole number, not “one”.",
        {"amount": "2"},
        {"target": 'Simba "Resist +1"', "amount": 2, "how": "dealt"},
    ),
    "a number out of range": (
        "lorcana.damage",
        {"target": "Kiara", "amount": "100"},
        "`amount` is out of range (0 to 99).",
        {"amount": "3"},
        {"target": "Kiara", "amount": 3},
    ),
    "a choice that is none of them": (
        "lorcana.damage",
        {"target": "Kiara", "amount": "3", "how": "dealed"},
        "`how` takes one of: dealt, put, moved.",
        {"how": "dealt"},
        {"target": "Kiara", "amount": 3, "how": "dealt"},
    ),
    "a true/false that is neither": (
        "lorcana.boost",
        {"card": "Flynn Boost 2", "your_turn": "maybe"},
        "`your_turn` takes true or false, not “maybe”.",
        {"your_turn": "yes"},
        {"card": "Flynn Boost 2", "your_turn": True},
    ),
    "a notation typo": (
        "lorcana.challenge",
        {"challenger": "Mickey srt=3", "defender": "Goofy exerted Evasive"},
        "`challenger`: unknown field 'srt' at character 8; did you mean 'str'?",
        {"challenger": "Mickey str=3"},
        {"challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"},
    ),
}


@pytest.mark.parametrize("case", sorted(FORM_TYPOS))
async def test_a_typo_in_the_form_keeps_the_form_for_edit_and_retry(server: Server, case: str) -> None:
    topic_id, typed, problem, fix, direct_options = FORM_TYPOS[case]
    opened = await server.alice.slash(server.channel, "check", topic=topic_id)
    error = await server.alice.submit_modal(opened, typed)

    assert error.ephemeral and not error.response.embeds
    shown = error.response.content
    assert shown.startswith(problem), "the mistake is named first"
    assert "Traceback" not in shown and "Something went wrong" not in shown
    assert labels(error.response) == ["Edit & retry"], "one click away from the fix"

    again = await server.alice.click(error.response, label="Edit & retry")
    prefilled = inputs_of(again)
    assert {name: prefilled[name] for name in typed} == typed, "the form holds exactly what was typed"
    assert all(value is None for name, value in prefilled.items() if name not in typed)

    fixed = await server.alice.submit_modal(again, {**typed, **fix})
    direct = await server.bob.slash(server.channel, topics()[topic_id].command, **direct_options)
    assert fixed.response.embeds, fixed.response.content
    assert fixed.response.embeds[0].title == direct.response.embeds[0].title
    assert fixed.response.embeds[0].description == direct.response.embeds[0].description


async def test_a_form_typo_survives_retry_after_retry(server: Server) -> None:
    """A second typo in the reopened form keeps the form again: nothing is ever lost."""
    opened = await server.alice.slash(server.channel, "check", topic="lorcana.damage")
    typed = {"target": "Kiara", "amount": "one", "how": "dealt", "question": "banished"}
    first = await server.alice.submit_modal(opened, typed)
    reopened = await server.alice.click(first.response, label="Edit & retry")
    retyped = {**inputs_of(reopened), "amount": "2", "how": "dealed"}
    second = await server.alice.submit_modal(reopened, {k: v for k, v in retyped.items() if v})
    assert second.response.content.startswith("`how` takes one of: dealt, put, moved.")
    third = await server.alice.click(second.response, label="Edit & retry")
    assert inputs_of(third) == {
        "target": "Kiara",
        "amount": "2",
        "how": "dealed",
        "question": "banished",
        "_more": None,  # `then` and `questions` (six options: four inputs and "More options")
    }


async def test_more_options_that_name_no_option_keep_the_form(server: Server) -> None:
    """swtcg.cost has eight options, so the form has a "More options" input; text there that names
    no option is refused by name, and Edit & retry gives every word back."""
    opened = await server.alice.slash(server.channel, "check", topic="swtcg.cost")
    inputs = inputs_of(opened)
    assert list(inputs) == ["card", "question", "condition_met", "reduction", "_more"]
    answer = await server.alice.submit_modal(
        opened, {"card": "Tie cost=4", "reduction": "1", "_more": "pilot please as_pilot:true"}
    )
    assert answer.response.content.startswith("“More options” takes `name:value` pairs; “pilot please”")
    assert labels(answer.response) == ["Edit & retry"]

    again = await server.alice.click(answer.response, label="Edit & retry")
    prefilled = inputs_of(again)
    assert prefilled["card"] == "Tie cost=4" and prefilled["reduction"] == "1"
    assert "as_pilot" in prefilled and prefilled["as_pilot"] == "true", "a value given moves to its input"
    assert prefilled["_more"] == "pilot please", "the words that named no option are kept"

    fixed = await server.alice.submit_modal(again, {**{k: v for k, v in prefilled.items() if v}, "_more": ""})
    direct = await server.bob.slash(
        server.channel, "check-swtcg cost", card="Tie cost=4", reduction=1, as_pilot=True
    )
    assert fixed.response.embeds[0].description == direct.response.embeds[0].description


async def test_the_question_wraps_as_plain_text_and_stays_inert(server: Server) -> None:
    """The question above an answer is a quote, not a code block (which a phone scrolls sideways),
    and the user's markdown, mentions and links in it stay text; buttons read it back exactly."""
    typed = "Mickey str=3 **bold** <@1> @everyone [x](https://e.com) `code` \\"
    error = await server.alice.slash(
        server.channel, "check-lorcana challenge", challenger=typed, defender="Donald exerted"
    )
    content = error.response.content
    assert "```" not in content, "no code block"
    quoted = content.split("\n> /", 1)[1]
    assert "**bold**" not in quoted and "<@1>" not in quoted and not re.search(r"(?<!\\)@everyone", quoted)
    assert "](https://" not in quoted and "https://" not in quoted and "`code`" not in quoted
    assert list(unescaped(error.response)) == []

    again = await server.alice.click(error.response, label="Edit & retry")
    assert inputs_of(again)["challenger"] == typed, "read back exactly as typed"

    card = '"Mickey **bold** <@1> @everyone" str=3'
    answered = await server.alice.slash(
        server.channel, "check-lorcana challenge", challenger=card, defender="Donald exerted"
    )
    assert answered.response.embeds, answered.response.content
    assert answered.response.content.startswith(
        '> /check-lorcana challenge challenger:"Mickey \\*\\*bold\\*\\* \\<\\@1> \\@everyone" str=3'
    ), "a quote of escaped text"
    more = await server.alice.click(answered.response, label="Details")
    assert any(f.name == "Rule trail" for f in more.response.embeds[0].fields), "Details read the question"
    await server.alice.click(answered.response, label="Post publicly")
    public = server.channel.history(viewer=server.bob)[-1]
    assert asked_in(public.content) == f"/check-lorcana challenge challenger:{card} defender:Donald exerted"
    assert public.content.split("\n", 1)[1] == answered.response.content, "the question above the post"
