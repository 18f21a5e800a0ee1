"""`/keyword` and `/rule` end to end: real slash commands, autocomplete and buttons through simcord."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest
import simcord

from bot.client import FloorJudge
from bot.engine import topics
from bot.errors import UserFacingError
from bot.rules import Library, collate, squash_whitespace
from bot.rules.markup import readable
from tests.conftest import Server


def source_text(library: Library, game: str) -> str:
    data = library.game(game).data
    path = __import__("bot.rules", fromlist=["default_data_dir"]).default_data_dir() / "sources" / data.source
    return collate(readable(path.read_text(encoding="utf-8")))


def rules_fields(embed: object) -> list[tuple[str, str]]:
    """The fields that carry rules text (not Related), '(cont.)' chunks joined back."""
    joined: list[tuple[str, str]] = []
    for item in embed.fields:  # type: ignore[attr-defined]
        if item.name == "Related":
            continue
        if item.name.endswith(" (cont.)") and joined:
            name, text = joined[-1]
            joined[-1] = (name, f"{text} {item.value}")
        else:
            joined.append((item.name, item.value))
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
        "【Burst】 · 11-2-5",
        "You can also choose not to activate the 【Burst】 effect.",
    ),
    (
        "【Destroyed】",
        "gundam",
        "【Destroyed】 · 11-2-8",
        "refer to its state while it was in its last location",
    ),
    (
        "【Once per Turn】",
        "gundam",
        "【Once per Turn】 · 11-2-12",
        "each Unit or Base can activate it one time",
    ),
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
    assert term is not None and len(term.rules[0].text) > 1024, "the case needs a text longer than one field"

    result = await server.alice.slash(server.channel, "keyword", name="Stack", game="swtcg")

    embed = result.response.embeds[0]
    assert any(item.name.endswith("(cont.)") for item in embed.fields)
    assert all(len(item.value) <= 1024 for item in embed.fields)
    joined = " ".join(text for _name, text in rules_fields(embed))
    assert squash_whitespace(joined) == squash_whitespace(term.rules[0].text)


async def test_rule_shows_one_numbered_rule_with_its_sub_rules(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="11-2-8-3")

    embed = result.response.embeds[0]
    assert embed.title == "11-2-8-3 (【Destroyed】)"
    assert [item.name for item in embed.fields] == ["11-2-8-3", "11-2-8-3-1"]
    assert "last known" not in embed.fields[0].value  # Key Points belong to the section, not the rule


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
    bot = server.env.bot

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
    old_bot = server.env.bot
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

    monkeypatch.setattr(server.env.bot.policy, "check_may_post_publicly", broken)
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


def buttons(message: object) -> list[str]:
    return [c["label"] for row in message.components for c in row["components"]]  # type: ignore[attr-defined]


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
    result = await server.alice.slash(server.channel, "rule", id="11.2.8.3")
    assert result.response.embeds[0].title == "11-2-8-3 (【Destroyed】)"


async def test_a_number_the_game_lacks_says_what_the_bot_has_and_offers_the_game_that_has_it(
    server: Server,
) -> None:
    result = await server.alice.slash(server.channel, "rule", id="4.6.4.2", game="gundam")

    assert not result.response.embeds, "never another game's rule in Gundam's place"
    assert result.response.content.startswith(
        "No rule “4.6.4.2” in the Gundam rules this bot has (section 11-2 only"
    )
    assert buttons(result.response) == ["Lorcana"]
    shown = await server.alice.click(result.response, label="Lorcana")
    assert shown.response.embeds[0].title == "4.6.4.2 (Challenge Declaration step)"


async def test_a_term_another_game_has_is_not_shown_silently(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="EX Burst", game="fftcg")

    simcord.assert_error(server.env, UserFacingError)
    assert not result.response.embeds
    assert result.response.content.startswith("No keyword “EX Burst” in the FFTCG rules this bot has")
    assert "【Burst】" not in result.response.content.split("Closest:")[0]


async def test_ex_burst_without_a_game_is_not_gundams_burst(server: Server) -> None:
    result = await server.alice.slash(server.channel, "keyword", name="EX Burst")

    simcord.assert_error(server.env, UserFacingError)
    assert not result.response.embeds, "a missing word is not a typo: 【Burst】 is another term"


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
