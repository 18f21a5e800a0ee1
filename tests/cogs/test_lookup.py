"""`/keyword` and `/rule` end to end: real slash commands, autocomplete and buttons through simcord."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

from bot.client import FloorJudge
from bot.engine import topics
from bot.errors import UserFacingError
from bot.rules import Library, collate, squash_whitespace
from bot.rules.markup import readable
from tests.conftest import Server, fields_of


def source_text(library: Library, game: str) -> str:
    """Every document of the game the bot quotes (FFTCG: the 2.1.2 rules and the keyword glossary)."""
    data = library.game(game).data
    sources = __import__("bot.rules", fromlist=["default_data_dir"]).default_data_dir() / "sources"
    names = [data.source, *(other.source for other in data.documents if other.status == "newer")]
    return " ".join(collate(readable((sources / name).read_text(encoding="utf-8"))) for name in names)


def rules_fields(embed: discord.Embed) -> list[tuple[str, str]]:
    """The fields that carry rules text (not Related), '(cont.)' chunks joined back."""
    joined: list[tuple[str, str]] = []
    for field_name, value in fields_of(embed):
        if field_name == "Related":
            continue
        if field_name.endswith(" (cont.)") and joined:
            name, text = joined[-1]
            joined[-1] = (name, f"{text} {value}")
        else:
            joined.append((field_name, value))
    return joined


# Three or more terms per game, each with a phrase its answer must quote.
KEYWORDS = [
    ("Ward", "lorcana", "Ward · 8.15", "Your opponents can’t choose this card when resolving an effect."),
    ("Vanish", "lorcana", "Vanish · 8.14", "banish this character"),
    ("Shift", "lorcana", "Shift · 8.10", "This is called shifting."),
    ("Resist", "lorcana", "Resist · 8.8", "Damage put or moved onto a character with Resist"),
    ("First Strike", "fftcg", "First Strike", "these Forwards will deal damage before the other Forwards"),
    ("Brave", "fftcg", "Brave", "don’t dull when attacking but can still only attack once per turn"),
    ("Forming a Party", "fftcg", "Forming a Party", "A Forward can block a party if it can legally block"),
    (
        "【Burst】",
        "gundam",
        "【Burst】 · 13-2-5",
        "You can also choose not to activate the 【Burst】 effect.",
    ),
    (
        "【Destroyed】",
        "gundam",
        "【Destroyed】 · 13-2-8",
        "refer to its state while it was in its last location",
    ),
    (
        "【Once per Turn】",
        "gundam",
        "【Once per Turn】 · 13-2-13",
        "each card can activate it one time",
    ),
    ("Breach", "gundam", "<Breach> · 13-1-2", "deals (amount) damage to the first card in the shield area"),
    (
        "<First Strike>",
        "gundam",
        "<First Strike> · 13-1-5",
        "deals battle damage first during the damage step",
    ),
    ("EX Burst", "fftcg", "EX Burst · 11.10", "Players cannot respond to an Ex Burst."),
    ("Casting", "fftcg", "Casting", "placing a Summon card, normally from one’s own hand, onto the stack"),
    ("Gear Change", "dreadnought", "Gear Change", "You may perform Gear Change only once per turn."),
    ("Cast dummies", "dreadnought", "Cast dummies", "considered as a unit with S size and 50 BP"),
    ("Slot movement", "dreadnought", "Slot movement", "You must still obey the size rules."),
    ("Critical Hit", "swtcg", "Critical Hit", "natural six"),
    ("Stealth", "swtcg", "Stealth", "can't be attacked unless it's tapped or has damage counters on it"),
    ("Fortitude", "swtcg", "Fortitude", "This unit can prevent unpreventable damage to itself."),
]


@pytest.mark.parametrize(("name", "game", "title", "phrase"), KEYWORDS)
async def test_keyword_quotes_the_rules_text_word_for_word(
    server: Server, library: Library, name: str, game: str, title: str, phrase: str
) -> None:
    result = await server.alice.slash(server.channel, "keyword", name=name, game=game)

    assert result.ephemeral, "answers are private first"
    embed = result.response.embeds[0]
    assert embed.title == title
    assert embed.author.name == library.game(game).data.name
    assert embed.colour.value == library.game(game).data.colour_value
    fields = rules_fields(embed)
    quoted = " ".join(text for _name, text in fields)
    assert collate(phrase) in collate(quoted)
    source = source_text(library, game)
    for field_name, text in fields:
        assert collate(text) in source, f"{field_name} is not word for word in the rules file"
    assert "our words" in embed.description  # the summary is labelled as ours, not rules text


@pytest.mark.parametrize(("command", "option"), [("rule", "id"), ("keyword", "name")])
async def test_dreadnought_action_action_lists_its_three_kinds_as_the_document_does(
    server: Server, command: str, option: str
) -> None:
    # Action Action: “There are three kinds of Action action: • Attacking • Playing <Action> ability
    # • Declaring 'pass' (declare that you will do no actions. …)” — one rules text, as printed; not a
    # list of two with the third under a "Pass" label of ours.
    result = await server.alice.slash(
        server.channel, command, **{option: "Action Action"}, game="dreadnought"
    )
    embed = result.response.embeds[0]
    assert [name for name, _text in rules_fields(embed)] == ["Rules text"]
    text = collate(rules_fields(embed)[0][1])
    assert (
        "There are three kinds of Action action: • Attacking • Playing <Action> ability • Declaring 'pass'"
        in text
    )


async def test_numbered_game_shows_every_sub_rule_with_its_number(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="Shift", game="lorcana")
    names = [item.name for item in result.response.embeds[0].fields]
    for rule in ("8.10.1", "8.10.2", "8.10.5", "8.10.8", "8.10.8.1", "8.10.8.2"):
        assert rule in names


@pytest.mark.parametrize(
    ("typed", "game", "expected"),
    [
        ("wrd", "lorcana", "Ward"),
        ("frist strike", "fftcg", "First Strike"),
        ("backattak", "fftcg", "Back Attack"),
        ("stelth", "swtcg", "Stealth"),
    ],
)
async def test_a_typed_value_resolves_to_the_clear_best_match_and_says_so(
    server: Server, typed: str, game: str, expected: str
) -> None:
    result = await server.alice.slash(server.channel, "keyword", name=typed, game=game)

    assert result.response.embeds[0].title.startswith(expected)
    assert f"Showing **{expected}** for “{typed}”" in result.response.content


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("sing together", "Sing Together"),
        ("Universal Shift", "Universal Shift"),
        ("activate main", "【Activate･Main】"),
    ],
)
async def test_exact_names_and_aliases_need_no_correction(server: Server, typed: str, expected: str) -> None:
    result = await server.alice.slash(server.channel, "keyword", name=typed)

    assert result.response.embeds[0].title.startswith(expected)
    assert not result.response.content


async def test_typos_without_a_game_still_find_the_term(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="stelth")
    assert result.response.embeds[0].title == "Stealth"
    assert result.response.embeds[0].author.name == "Star Wars Trading Card Game"


async def test_elude_is_shown_as_precision_with_its_former_name_explained(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="Elude")

    assert result.response.embeds[0].title == "Precision"
    assert "former name of **Precision**" in result.response.content


async def test_a_term_of_several_games_asks_which_game_and_never_picks(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="Deploy")

    assert result.ephemeral
    assert not result.response.embeds, "no game may be picked silently"
    assert "Gundam Card Game" in result.response.content
    assert "Star Wars Trading Card Game" in result.response.content

    picked = await server.alice.click(result.response, label="SWTCG")
    assert picked.response.embeds[0].title == "Deploy"
    assert picked.response.embeds[0].author.name == "Star Wars Trading Card Game"
    assert picked.ephemeral


async def test_an_unknown_keyword_names_the_closest_ones(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="Wardd Shieldz", game="lorcana")

    simcord.assert_error(server.env, UserFacingError)
    assert result.ephemeral
    message = result.response.content
    assert message.startswith("No keyword “Wardd Shieldz” in the Lorcana rules this bot has (the complete")
    assert "Closest:" in message and "Ward" in message


async def test_an_unknown_game_is_named(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="Ward", game="pokemon")

    simcord.assert_error(server.env, UserFacingError)
    assert "There is no game called “pokemon”" in result.response.content
    assert result.ephemeral


async def test_a_long_entry_is_split_across_fields_without_losing_a_word(
    server: Server, library: Library
) -> None:
    term = library.game("swtcg").term("Stack")
    assert term is not None
    written = term.rules[0].text
    assert written is not None and len(written) > 1024, "the case needs a text longer than one field"

    result = await server.alice.slash(server.channel, "keyword", name="Stack", game="swtcg")

    embed = result.response.embeds[0]
    assert any(item.name.endswith("(cont.)") for item in embed.fields)
    assert all(len(item.value) <= 1024 for item in embed.fields)
    joined = " ".join(text for _name, text in rules_fields(embed))
    assert squash_whitespace(joined) == squash_whitespace(written)


async def test_rule_shows_one_numbered_rule_with_its_sub_rules(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="13-2-8-2")

    embed = result.response.embeds[0]
    assert embed.title == "13-2-8-2 (【Destroyed】)"
    assert [item.name for item in embed.fields] == ["13-2-8-2", "13-2-8-2-1"]
    assert embed.footer.text == "Gundam Card Game Comprehensive Rules Ver. 1.7.0 (May 22, 2026) · 13-2-8-2"


async def test_rule_accepts_a_trailing_dot_and_a_section(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="8.14.")
    assert [item.name for item in result.response.embeds[0].fields] == ["8.14.1", "8.14.2"]


async def test_rule_of_a_heading_game_by_name(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="Warp", game="fftcg")
    assert result.response.embeds[0].title == "Warp"
    assert "Warp counters" in result.response.embeds[0].fields[0].value


async def test_unknown_rule_suggests_close_ids(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="8.14.9", game="lorcana")

    simcord.assert_error(server.env, UserFacingError)
    assert result.response.content.startswith("No rule “8.14.9” in the Lorcana rules this bot has")
    assert "8.14.1" in result.response.content


async def test_keyword_autocomplete_tolerates_typos_and_labels_the_game(server: Server) -> None:
    choices = await server.alice.autocomplete(server.channel, "keyword", "name", "wrd")

    assert 0 < len(choices) <= 25
    assert choices[0]["name"] == "Ward — Lorcana"
    assert choices[0]["value"] == "lorcana:8.15"


async def test_keyword_autocomplete_within_one_game(server: Server) -> None:
    choices = await server.alice.autocomplete(server.channel, "keyword", "name", "fir", game="fftcg")

    assert choices[0]["name"] == "First Strike"
    assert all("—" not in choice["name"] for choice in choices)


async def test_the_same_letters_typed_in_another_game_get_that_games_menu(server: Server) -> None:
    # The menus are cached by what was typed and the games asked: a cached menu of all games
    # must not answer the same letters typed for one game, nor the other way round.
    everywhere = await server.alice.autocomplete(server.channel, "keyword", "name", "Fir")
    in_fftcg = await server.alice.autocomplete(server.channel, "keyword", "name", "fir", game="fftcg")
    again = await server.alice.autocomplete(server.channel, "keyword", "name", "FIR")

    assert all("—" not in choice["name"] for choice in in_fftcg)
    assert all(choice["value"].startswith("fftcg:") for choice in in_fftcg)
    assert any(not choice["value"].startswith("fftcg:") for choice in everywhere)
    assert again == everywhere


async def test_a_picked_autocomplete_value_answers_exactly(server: Server) -> None:
    choice = (await server.alice.autocomplete(server.channel, "keyword", "name", "deploy"))[0]
    result = await server.alice.slash(server.channel, "keyword", name=choice["value"])

    assert result.response.embeds, "a picked choice is never ambiguous"
    assert not result.response.content


async def test_rule_autocomplete_lists_ids(server: Server) -> None:
    choices = await server.alice.autocomplete(server.channel, "rule", "id", "8.14", game="lorcana")
    assert [c["value"] for c in choices[:3]] == ["lorcana:8.14", "lorcana:8.14.1", "lorcana:8.14.2"]


async def test_post_publicly_posts_the_same_answer_attributed_to_the_asker(server: Server) -> None:
    private = await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")
    assert private.ephemeral
    assert not server.channel.history(viewer=server.bob), "bob cannot see alice's private answer"

    posted = await server.alice.click(private.response, label="Post publicly")

    assert posted.acknowledged and not posted.ephemeral
    seen_by_bob = server.channel.history(viewer=server.bob)
    assert len(seen_by_bob) == 1
    assert seen_by_bob[0].embeds[0].title == private.response.embeds[0].title
    assert seen_by_bob[0].content == f"Answer for <@{server.alice.id}>"


async def test_another_member_cannot_press_someone_elses_private_button(server: Server) -> None:
    private = await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")

    with pytest.raises(simcord.SetupError, match="not visible"):
        await server.bob.click(private.response, label="Post publicly")
    assert not server.channel.history(viewer=server.bob)


@pytest.mark.simcord(check_errors=False)
async def test_an_unexpected_error_shows_a_code_and_logs_the_traceback(
    server: Server, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    bot = server.bot

    def explode(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("search index exploded")

    monkeypatch.setattr(bot.search, "resolve", explode)
    with caplog.at_level(logging.ERROR, logger="bot.errors"):
        result = await server.alice.slash(server.channel, "keyword", name="Ward")

    assert result.ephemeral
    code = re.search(r"error ([0-9A-F]{6})", result.response.content)
    assert code, result.response.content
    assert "Traceback" not in result.response.content and "exploded" not in result.response.content
    record = next(r for r in caplog.records if code.group(1) in r.getMessage())
    assert "/keyword" in record.getMessage() and str(server.alice.id) in record.getMessage()
    assert record.exc_info is not None and "search index exploded" in str(record.exc_info[1])


async def test_buttons_still_work_after_the_bot_restarts(
    server: Server, library: Library, database_path: Path
) -> None:

    private = await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")
    old_bot = server.bot
    new_bot = FloorJudge(library=library, database_path=database_path)
    await server.env.restart_bot(new_bot)
    await old_bot.release()
    try:
        posted = await server.alice.click(private.response, label="Post publicly")
        assert posted.acknowledged and not posted.ephemeral
        assert server.channel.history(viewer=server.bob)[-1].embeds[0].title == "Ward · 8.15"
    finally:
        await new_bot.release()


async def test_an_unexpected_error_in_a_button_is_answered_with_a_code(
    server: Server, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    private = await server.alice.slash(server.channel, "keyword", name="Ward", game="lorcana")

    async def broken(*_args: object) -> None:
        raise RuntimeError("settings lookup exploded")

    monkeypatch.setattr(server.bot.policy, "check_may_post_publicly", broken)
    with caplog.at_level(logging.ERROR, logger="bot.errors"):
        clicked = await server.alice.click(private.response, label="Post publicly")

    assert clicked.acknowledged and clicked.ephemeral, "never 'interaction failed'"
    code = re.search(r"error ([0-9A-F]{6})", clicked.response.content)
    assert code and "exploded" not in clicked.response.content
    assert any(code.group(1) in r.getMessage() and "Post publicly" in r.getMessage() for r in caplog.records)
    assert not server.channel.history(viewer=server.bob)


async def test_autocomplete_with_a_bad_game_filled_in_still_suggests_quietly(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING):
        keywords = await server.alice.autocomplete(server.channel, "keyword", "name", "war", game="chess")
        rules = await server.alice.autocomplete(server.channel, "rule", "id", "8.15", game="chess")
    assert any(choice["name"].startswith("Ward") for choice in keywords)
    assert any("8.15" in choice["name"] for choice in rules)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


# -- whole documents: numbers, headings, glossary terms, paging, honest absences ---------------

LORCANA_DOCUMENT = "Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026)"


def buttons(message: Any) -> list[str]:
    return [c["label"] for row in message.components for c in row["components"]]


async def test_rule_by_number_quotes_the_document_and_names_it(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="4.6.4.2")

    embed = result.response.embeds[0]
    assert embed.title == "4.6.4.2 (Challenge Declaration step)"
    # 4.6.4.2: "Second, the player chooses an exerted opposing character to be challenged."
    assert (
        embed.fields[0].value == "Second, the player chooses an exerted opposing character to be challenged."
    )
    assert embed.footer.text == f"{LORCANA_DOCUMENT} · 4.6.4.2"


async def test_rule_by_heading_name_shows_the_section_a_screen_at_a_time(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="challenge", game="lorcana")

    first = result.response.embeds[0]
    assert first.title == "4.6 Challenge"
    assert first.fields[0].name == "4.6.1"
    assert first.footer.text.startswith(f"{LORCANA_DOCUMENT} · 4.6 · page 1/")
    assert len(first) <= 1700, "one phone screen"
    assert buttons(result.response)[0].startswith("Show more (2/")


async def test_show_more_pages_through_the_whole_rule(server: Server, library: Library) -> None:
    result = await server.alice.slash(server.channel, "rule", id="8.10", game="lorcana")
    seen = [result.response.embeds[0]]
    message = result.response
    while any(label.startswith("Show more") for label in buttons(message)):
        label = next(label for label in buttons(message) if label.startswith("Show more"))
        clicked = await server.alice.click(message, label=label)
        assert clicked.ephemeral
        message = clicked.response
        seen.append(message.embeds[0])

    total = len(seen)
    assert total > 1
    assert [e.footer.text for e in seen] == [
        f"{LORCANA_DOCUMENT} · 8.10 · page {n}/{total}" for n in range(1, total + 1)
    ]
    shown = collate(" ".join(field.value for embed in seen for field in embed.fields))
    view = library.game("lorcana").rule("8.10")
    assert view is not None
    for rule in view.rules:
        assert collate(readable(rule.text)) in shown, f"{rule.id} was never shown"


async def test_gundam_ids_work_with_dots(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="13.2.8.2")
    assert result.response.embeds[0].title == "13-2-8-2 (【Destroyed】)"


async def test_a_number_two_games_have_answers_in_the_game_that_writes_it_so(server: Server) -> None:
    """4.6.4.2 is Lorcana's way of writing its number; Gundam writes its own 4-6-4-2."""
    result = await server.alice.slash(server.channel, "rule", id="4.6.4.2")
    assert result.response.embeds[0].title == "4.6.4.2 (Challenge Declaration step)"
    gundam = await server.alice.slash(server.channel, "rule", id="4-6-4-2")
    assert gundam.response.embeds[0].title == "4-6-4-2 (Shield Area)"


async def test_a_number_the_game_lacks_says_what_the_bot_has_and_offers_the_game_that_has_it(
    server: Server,
) -> None:
    result = await server.alice.slash(server.channel, "rule", id="8.10.8.2", game="gundam")

    assert not result.response.embeds, "never another game's rule in Gundam's place"
    assert result.response.content.startswith(
        "No rule “8.10.8.2” in the Gundam rules this bot has (the complete rules, Ver. 1.7.0"
    )
    assert buttons(result.response) == ["Lorcana"]
    shown = await server.alice.click(result.response, label="Lorcana")
    assert shown.response.embeds[0].title == "8.10.8.2 Universal Shift"


async def test_a_term_another_game_has_is_not_shown_silently(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="Bodyguard", game="fftcg")

    assert not result.response.embeds
    assert result.response.content.startswith("No keyword “Bodyguard” in the FFTCG rules this bot has")
    assert "It is a term in Disney Lorcana" in result.response.content
    assert buttons(result.response) == ["Lorcana"]


async def test_ex_burst_without_a_game_is_fftcgs_not_gundams_burst(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="EX Burst")

    embed = result.response.embeds[0]
    assert embed.title == "EX Burst · 11.10" and embed.author.name == "Final Fantasy Trading Card Game"
    assert not result.response.content, "an exact name: no correction to announce"


async def test_rule_by_glossary_term(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="banished", game="lorcana")
    embed = result.response.embeds[0]
    assert embed.title == "Glossary: banish/banished"
    assert "considered to be banished" in embed.fields[0].value
    assert embed.footer.text == f"{LORCANA_DOCUMENT} · glossary “banish/banished”"


async def test_a_check_button_whose_topic_is_gone_answers_instead_of_failing(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An old message's "Check …" button after its topic was renamed or removed: discord.py only logs
    an error raised while it rebuilds the button (`from_custom_id`), and the member got nothing."""
    missed = await server.alice.slash(server.channel, "keyword", name="does vanish fire", game="lorcana")
    remaining = {topic_id: topic for topic_id, topic in topics().items() if topic_id != "lorcana.vanish"}
    monkeypatch.setattr("bot.ui.checks.verdicts.topics", lambda: remaining)

    clicked = await server.alice.click(missed.response, label="Check vanish")

    assert clicked.acknowledged and clicked.ephemeral
    assert clicked.response.content == "That check is no longer in the rules engine; ask the question again."
    assert clicked.modal is None


# -- the whole Gundam and FFTCG documents ---------------------------------------------------------

GUNDAM_DOCUMENT = "Gundam Card Game Comprehensive Rules Ver. 1.7.0 (May 22, 2026)"
FFTCG_DOCUMENT = "FF-TCG Comprehensive Rules ver. 2.1.2 (Jun 11, 2020)"


async def test_rule_13_1_2_quotes_breach_from_1_7_0(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="13-1-2")

    embed = result.response.embeds[0]
    assert embed.title == "13-1-2 <Breach>"
    assert [field.name for field in embed.fields] == [f"13-1-2-{n}" for n in range(1, 6)]
    # 13-1-2-3: "It activates even when both Units are destroyed in battle."
    assert embed.fields[2].value == "It activates even when both Units are destroyed in battle."
    assert embed.footer.text == f"{GUNDAM_DOCUMENT} · 13-1-2"


async def test_rule_by_an_older_number_answers_the_current_rule_and_says_so(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="11-2-6")

    embed = result.response.embeds[0]
    assert embed.title == "13-2-6 【Deploy】"
    assert embed.description == (
        "*11-2-6 is a number of the older keywords text (before Ver. 1.1.0); it is 13-2-6 in Ver. 1.7.0, "
        "worded differently: the newer text is quoted.*"
    )
    # 13-2-6-1: "【Deploy】 is the keyword for an effect that activates when the card is deployed."
    assert embed.fields[0].value.endswith("activates when the card is deployed.")
    assert "first placed" not in " ".join(field.value for field in embed.fields)  # the older wording
    assert embed.footer.text == f"{GUNDAM_DOCUMENT} · 13-2-6"


async def test_keyword_breach_is_the_keyword_effect_of_13_1_2(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="Breach")

    embed = result.response.embeds[0]
    assert embed.title == "<Breach> · 13-1-2" and embed.author.name == "Gundam Card Game"
    assert "**Kind:** keyword effect" in embed.description and "stacks" in embed.description
    # 13-1-2-4: "If there is neither a Base nor Shields in the enemy’s shield area, the <Breach> effect does
    # not activate."
    assert any("the <Breach> effect does not activate" in field.value for field in embed.fields)
    assert embed.footer.text == f"{GUNDAM_DOCUMENT} · 13-1-2"


async def test_a_rule_cut_short_in_this_copy_says_so(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="12-3-14-1")
    embed = result.response.embeds[0]
    assert embed.fields[0].value.endswith("place it into its owner’s")
    assert "stops here, mid-sentence" in embed.description


async def test_rule_6_5_2_1_of_the_fftcg_rules_says_they_are_from_2020(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="6.5.2.1", game="fftcg")

    embed = result.response.embeds[0]
    assert embed.title == "6.5.2.1 (Damage)"
    # 6.5.2.1, rebuilt from the PDF's lines: "… the player can choose whether or not to trigger the Ex Burst
    # and use the effect of the card. If two or more damage is dealt in a row, …"
    assert "whether or not to trigger the Ex Burst and use the effect of the card. If two or more" in (
        embed.fields[0].value
    )
    assert embed.description == (
        "*From 2020 (ver. 2.1.2): the publisher's current rules (3.x) may differ, "
        "and the bot does not have them.*"
    )
    assert embed.footer.text == f"{FFTCG_DOCUMENT} · 6.5.2.1"


async def test_keyword_ex_burst_is_11_10_of_the_fftcg_rules(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="EX Burst")

    embed = result.response.embeds[0]
    assert embed.title == "EX Burst · 11.10"
    assert [field.name for field in embed.fields[:3]] == ["11.10.1", "11.10.2", "11.10.3"]
    assert "Players cannot respond to an Ex Burst." in embed.fields[1].value
    assert "From 2020 (ver. 2.1.2)" in embed.description
    assert embed.footer.text == f"{FFTCG_DOCUMENT} · 11.10"


async def test_where_the_glossary_and_the_2020_rules_disagree_the_newer_glossary_wins_and_says_so(
    server: Server,
) -> None:
    # The glossary (newer): "Casting refers to placing a Summon card, normally from one’s own hand, onto the
    # stack by paying the required cost." 2.1.2's 15.1.1.7.1: "Casting refers to paying the required cost
    # to play a card."
    keyword = await server.alice.slash(server.channel, "keyword", name="Casting", game="fftcg")
    embed = keyword.response.embeds[0]
    assert "placing a Summon card, normally from one’s own hand, onto the stack" in embed.fields[0].value
    assert "In the 2.1.2 rules (2020) this is 15.1.1.7, worded differently: this newer text wins." in (
        embed.description
    )
    assert embed.footer.text == "Final Fantasy TCG rules: keyword actions and keyword abilities · Casting"

    by_number = await server.alice.slash(server.channel, "rule", id="15.1.1.7.1", game="fftcg")
    shown = by_number.response.embeds[0]
    assert shown.title == "Casting" and "paying the required cost to play a card" not in shown.fields[0].value
    assert shown.description.startswith(
        "*15.1.1.7.1 of the 2.1.2 rules (2020) (part of 15.1.1.7): the keyword"
    )
    assert "worded differently: the newer text is quoted." in shown.description

    message = (await server.alice.slash(server.channel, "rule", id="15.1.1", game="fftcg")).response
    fields = list(message.embeds[0].fields)
    while more := [label for label in buttons(message) if label.startswith("Show more")]:
        message = (await server.alice.click(message, label=more[0])).response
        fields += message.embeds[0].fields
    casting = next(field for field in fields if field.name.endswith("15.1.1.7.1"))
    assert casting.value.startswith(
        "*Superseded: the keyword glossary (newer than 2.1.2) words this differently"
    )
    activate = next(field for field in fields if field.name.endswith("15.1.1.1.1"))  # the same words: quoted
    assert activate.value == "To activate a Character means to turn a dull Character to the active state."
