"""`/search` end to end: ranked matches with rule numbers, highlighted words, each opening its rule."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

import bot.cards.store as store_module
from bot.cards import textindex
from bot.cli import main
from bot.errors import UserFacingError
from bot.rules import fulltext
from bot.rules.fulltext import RulesIndex, index_for
from bot.ui.search import prepare_cards
from tests.cogs.test_cards import _newer_lorcana
from tests.conftest import Server, callback_types


def labels(message: Any) -> list[str]:
    return [c["label"] for row in message.components for c in row["components"]]


async def test_search_ranks_rules_highlights_words_and_opens_each_rule(server: Server) -> None:
    result = await server.alice.slash(server.channel, "search", query="can a ready character be challenged")

    assert result.ephemeral
    embed = result.response.embeds[0]
    assert embed.title == "Search: can a ready character be challenged"
    names = [field.name for field in embed.fields]
    assert names[0].startswith("1. 4.6.4.1 — Challenge Declaration step")
    assert "**ready**" in " ".join(field.value for field in embed.fields)
    buttons = labels(result.response)
    assert buttons[0] == "1. 4.6.4.1" and buttons[-1] == "Post publicly"

    opened = await server.alice.click(result.response, label="1. 4.6.4.1")
    rule = opened.response.embeds[0]
    assert rule.title == "4.6.4.1 (Challenge Declaration step)"
    # 4.6.4.1: "A character must have been in play at the beginning of the Set step ... and ready"
    assert "ready in order to challenge" in rule.fields[0].value
    assert rule.footer.text == "Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026) · 4.6.4.1"


async def test_search_finds_ward_from_a_question(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "search", query="which keyword stops opponents choosing"
    )
    assert result.response.embeds[0].fields[0].name.startswith("1. 8.15.1 — Ward")


async def test_search_follows_the_channel_game_and_corrects_typos(server: Server) -> None:
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    admin: Any = server.guild.add_member(server.env.create_user("organiser"), roles=[role])
    await admin.slash(server.channel, "settings channel-game", channel=server.channel, game="fftcg")

    result = await server.alice.slash(server.channel, "search", query="frist strik damage")

    embed = result.response.embeds[0]
    assert "Corrected:" in embed.description and "**first**" in embed.description
    assert embed.fields[0].name.startswith("1. First Strike")
    assert embed.footer.text == (
        "FF-TCG Comprehensive Rules ver. 2.1.2 (Jun 11, 2020) + "
        "Final Fantasy TCG rules: keyword actions and keyword abilities · search"
    )


async def test_nothing_found_says_so_and_what_the_bot_has(server: Server) -> None:
    result = await server.alice.slash(server.channel, "search", query="zzzz qqqq", game="lorcana")

    simcord.assert_error(server.env, UserFacingError)
    assert result.ephemeral
    assert result.response.content.startswith(
        "Nothing in the Lorcana rules this bot has (the complete rules: sections 1–10 and the glossary) "
        "matches “zzzz qqqq”"
    )


async def test_gundam_keeps_rested_and_never_corrects_its_own_words(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "search", query="can a rested unit be attacked", game="gundam"
    )

    embed = result.response.embeds[0]
    assert "Corrected" not in (embed.description or "") and "resulted" not in str(embed.to_dict())
    assert "Nothing" not in (embed.description or "")
    assert any("**rested" in field.value.casefold() for field in embed.fields[:3])
    assert not any(label.startswith("Search for") for label in labels(result.response))


async def test_a_game_without_the_subject_says_so_and_offers_the_game_that_has_it(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "search", query="can a rested unit be attacked", game="lorcana"
    )

    embed = result.response.embeds[0]
    assert "Nothing in the Lorcana rules this bot has" in embed.description
    assert "matches this well" in embed.description and "Gundam" in embed.description
    assert "Search Gundam" in labels(result.response)

    gundam = await server.alice.click(result.response, label="Search Gundam")
    answer = gundam.response.embeds[0]
    assert answer.footer.text == "Gundam Card Game Comprehensive Rules Ver. 1.7.0 (May 22, 2026) · search"
    assert "Nothing" not in (answer.description or "")


async def test_a_correction_is_shown_and_undone_with_one_click(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "search", query="chalenge an exertd character", game="lorcana"
    )

    embed = result.response.embeds[0]
    assert "Corrected: chalenge → **challenge**, exertd → **exerted**." in embed.description
    undo = "Search for “chalenge”, “exertd” instead"
    assert undo in labels(result.response)

    typed = await server.alice.click(result.response, label=undo)
    again = typed.response.embeds[0]
    assert typed.response.id == result.response.id, "edited in place"
    assert "Searched as typed, without spelling corrections." in again.description
    assert "Not in these rules: chalenge, exertd." in again.description
    assert "Corrected" not in again.description
    assert undo not in labels(typed.response)


async def test_another_games_word_is_searched_as_the_games_own_and_said(server: Server) -> None:
    result = await server.alice.slash(server.channel, "search", query="tapped character", game="lorcana")

    assert "The rules' own words: tapped → **exerted**." in result.response.embeds[0].description


async def test_cards_that_say_it_have_their_own_section(server: Server) -> None:
    result = await server.alice.slash(server.channel, "search", query="can't be challenged", game="lorcana")

    cards = next(f for f in result.response.embeds[0].fields if f.name.startswith("Cards that say"))
    assert "**Snow White - Fairest in the Land**" in cards.value
    assert "**can't be challenged**" in cards.value
    assert "more" in cards.value


async def test_snippets_are_well_formed_markdown(server: Server) -> None:
    """`****Deploy**` was seen: bold must open and close around words only."""
    result = await server.alice.slash(server.channel, "search", query="deploy keyword effect", game="gundam")

    for field in result.response.embeds[0].fields:
        assert "***" not in field.value
        assert field.value.count("**") % 2 == 0


async def test_search_answers_how_many_cards_in_a_gundam_deck(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "search", query="how many cards in a deck", game="gundam"
    )

    embed = result.response.embeds[0]
    # 6-1-1: "… A deck consists of exactly 50 cards, and a resource deck consists of exactly 10 cards."
    assert embed.fields[0].name.startswith("1. 6-1-1 — Preparing a Deck")
    assert embed.fields[0].value.startswith("A **deck** consists of exactly 50 **cards**")
    assert embed.footer.text == "Gundam Card Game Comprehensive Rules Ver. 1.7.0 (May 22, 2026) · search"
    opened = await server.alice.click(result.response, label="1. 6-1-1")
    assert opened.response.embeds[0].title == "6-1-1 (Preparing a Deck, Resource Deck, and Token Cards)"


async def test_a_search_while_the_index_is_being_built_is_acknowledged_then_answered(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Start-up does not wait for the rules index (built in a worker thread). A search arriving
    before it is built is deferred at once ("thinking…") and answered when the build ends."""
    bot = server.bot
    index = index_for(bot.library)
    prepare_cards(index, bot.cards.catalogs)  # only the rules index is still "being built" here
    building: Future[RulesIndex] = Future()
    monkeypatch.setitem(fulltext._BUILDS, bot.library, building)
    # The build ends from the event loop itself: a handler that blocked the loop to wait would hang.
    asyncio.get_running_loop().call_later(0.2, building.set_result, index)

    result = await server.alice.slash(
        server.channel, "search", query="which keyword stops opponents choosing"
    )

    assert callback_types(server.env) == [5], "acknowledged (deferred) before the index was built"
    assert result.ephemeral
    assert said(result).embeds[0].fields[0].name.startswith("1. 8.15.1 — Ward")


def said(result: Any) -> Any:
    """The message an answer ends with (a deferred answer's follow-up, else the response)."""
    return (result.followups or [result.response])[-1]


async def test_an_imported_games_card_text_is_indexed_off_the_event_loop(
    server: Server, database_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One game's search runs on the event loop, but a card import gives that game a catalog whose
    text index is not built: building it (tenths of a second) happens in a worker thread."""
    monkeypatch.setattr(store_module, "REFRESH_EVERY", 0.0)
    monkeypatch.setenv("FLOORJUDGE_DATABASE_PATH", str(database_path))  # the running bot's folder
    monkeypatch.delenv("FLOORJUDGE_DATA_DIR", raising=False)
    built_on: list[str] = []
    build = textindex.CardTextIndex.__init__

    def recorded(self: textindex.CardTextIndex, *args: Any) -> None:
        built_on.append(threading.current_thread().name)
        build(self, *args)

    monkeypatch.setattr(textindex.CardTextIndex, "__init__", recorded)
    assert main(["cards", "import", "lorcana", str(_newer_lorcana(tmp_path, cost=4))]) == 0

    result = await server.alice.slash(server.channel, "search", query="can't be challenged", game="lorcana")

    assert "Cards that say" in str(result.response.embeds[0].to_dict())
    assert built_on and threading.main_thread().name not in built_on


async def test_a_long_question_or_a_long_card_search_is_searched_off_the_event_loop(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One game's short question is searched on the event loop (less than a thread hop costs); a
    question with many words to search (each may be a typo to correct), or cards whose search would
    read many sentences ("chosen character": thousands), are searched in a worker thread."""
    bot = server.bot
    prepare_cards(index_for(bot.library), bot.cards.catalogs)
    ran: list[tuple[str, bool]] = []
    rules, cards = RulesIndex.search, textindex.CardTextIndex.search

    def rules_recorded(self: RulesIndex, *args: Any, **options: Any) -> Any:
        ran.append(("rules", threading.current_thread() is threading.main_thread()))
        return rules(self, *args, **options)

    def cards_recorded(self: textindex.CardTextIndex, *args: Any, **options: Any) -> Any:
        found = cards(self, *args, **options)
        if found is not None:
            ran.append(("cards", threading.current_thread() is threading.main_thread()))
        return found

    monkeypatch.setattr(RulesIndex, "search", rules_recorded)
    monkeypatch.setattr(textindex.CardTextIndex, "search", cards_recorded)
    on_the_loop = {}
    for query in (
        "challenge a ready character",
        "chosen character",
        "ready exerted character challenged location damage banished",
    ):
        ran.clear()
        result = await server.alice.slash(server.channel, "search", query=query, game="lorcana")
        assert result.response.embeds[0].fields
        on_the_loop[query] = dict(ran)
    assert on_the_loop == {
        "challenge a ready character": {"rules": True, "cards": True},
        "chosen character": {"rules": True, "cards": False},
        "ready exerted character challenged location damage banished": {"rules": False, "cards": False},
    }
