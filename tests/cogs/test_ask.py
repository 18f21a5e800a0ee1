"""`/ask` end to end: a question as a judge says it → the cards, the deciding rules, and a check
pre-filled from the question that runs in one more click."""

from __future__ import annotations

import threading
from typing import Any

import discord
import pytest
import simcord

from bot.errors import UserFacingError
from bot.rules.fulltext import RulesIndex
from tests.conftest import Server


def labels(message: Any) -> list[str]:
    return [c["label"] for row in message.components for c in row["components"]]


def prefilled(modal: dict[str, Any]) -> dict[str, str | None]:
    return {
        row["components"][0]["custom_id"]: row["components"][0].get("value") for row in modal["components"]
    }


async def set_game(server: Server, game: str) -> None:
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    admin: Any = server.guild.add_member(server.env.create_user("organiser"), roles=[role])
    await admin.slash(server.channel, "settings channel-game", channel=server.channel, game=game)


async def test_ask_shows_both_cards_the_deciding_rule_and_runs_the_sing_check(server: Server) -> None:
    await set_game(server, "lorcana")
    asked = await server.alice.slash(
        server.channel, "ask", question="can Ariel - Spectacular Singer sing Let It Go"
    )

    assert asked.ephemeral
    embed = asked.response.embeds[0]
    text = str(embed.to_dict())
    assert "Yes" not in text and "✅" not in text and "❌" not in text, "/ask never answers itself"
    cards = next(field.value for field in embed.fields if field.name == "Cards")
    assert "**Ariel - Spectacular Singer** · Character · cost 3 · Singer 5" in cards
    assert "**Let It Go** · Action · cost 5" in cards
    # 8.11.1: Singer N means "This character can to pay the alternate cost of a song card as though
    # they had cost N …": the rule that decides it, among the first screen's rules.
    assert any(field.name.startswith("8.11.1") for field in embed.fields)
    assert labels(asked.response)[0] == "Run this check"

    shown = await server.alice.click(asked.response, label="Run this check")
    assert shown.modal is not None and shown.modal["custom_id"] == "fj:ask:lorcana.sing"
    values = prefilled(shown.modal)
    assert values["singers"] == '"Ariel - Spectacular Singer"'
    assert values["song"] is not None and values["song"].startswith('"Let It Go')

    ran = await server.alice.submit_modal(shown, {k: v for k, v in values.items() if v})
    assert ran.response.embeds[0].title.startswith("✅")


async def test_ask_reads_states_and_says_what_it_did_not_understand(server: Server) -> None:
    asked = await server.alice.slash(
        server.channel,
        "ask",
        question="Can my Mickey Mouse - True Friend challenge their exerted Tinker Bell - Fast Flier?",
        game="lorcana",
    )
    shown = await server.alice.click(asked.response, label="Run this check")
    values = prefilled(shown.modal)
    assert values["challenger"] == '"Mickey Mouse - True Friend"'
    assert values["defender"] == '"Tinker Bell - Fast Flier" exerted'

    unclear = await server.alice.slash(
        server.channel,
        "ask",
        question="can Ariel sing Let It Go if it is exerted and drying?",
        game="lorcana",
    )
    embed = unclear.response.embeds[0]
    cards = next(field.value for field in embed.fields if field.name == "Cards")
    assert "**Ariel** — " in cards and "cards carry this name: which one?" in cards


async def test_a_card_named_again_by_its_short_name_is_the_same_card(server: Server) -> None:
    """ "… Goofy - Daredevil if Goofy is exerted" asks about one Goofy: the form must not add a second,
    exerted one beside a ready defender (that check would answer another question). The full name
    written twice is two copies."""
    asked = await server.alice.slash(
        server.channel,
        "ask",
        question="can Mickey Mouse - Brave Little Tailor challenge Goofy - Daredevil if Goofy is exerted",
        game="lorcana",
    )
    values = prefilled((await server.alice.click(asked.response, label="Run this check")).modal)
    assert values["defender"] == '"Goofy - Daredevil" exerted'
    assert not values.get("defender_others"), values

    twice = await server.alice.slash(
        server.channel,
        "ask",
        question="can Goofy - Daredevil challenge an exerted Goofy - Daredevil",
        game="lorcana",
    )
    values = prefilled((await server.alice.click(twice.response, label="Run this check")).modal)
    assert values["challenger"] == '"Goofy - Daredevil"'
    assert values["defender"] == '"Goofy - Daredevil" exerted'


async def test_ask_follows_the_channels_game(server: Server) -> None:
    await set_game(server, "gundam")
    asked = await server.alice.slash(server.channel, "ask", question="can a rested unit be attacked?")

    embed = asked.response.embeds[0]
    assert embed.footer.text.startswith("Gundam Card Game Comprehensive Rules Ver. 1.7.0")
    assert any(field.name.startswith("8-2-1") or "rested" in field.value for field in embed.fields)


async def test_ask_without_a_game_names_the_games_to_pick(server: Server) -> None:
    asked = await server.alice.slash(server.channel, "ask", question="how does this work?")

    simcord.assert_error(server.env, UserFacingError)
    assert asked.ephemeral and "Which game is this question about?" in asked.response.content


def rule_fields(embed: Any) -> list[str]:
    """The first screen's rules, by the number each field starts with."""
    return [field.name.split(" — ")[0] for field in embed.fields if " — " in field.name]


async def test_the_rules_of_a_keyword_a_named_card_carries_come_first(server: Server) -> None:
    """Beast - Thick-Skinned has Resist 1; the question never says "Resist"."""
    asked = await server.alice.slash(
        server.channel,
        "ask",
        question=(
            "Their Beast - Thick-Skinned is exerted and my Goofy - Musketeer challenges him. "
            "How much damage does Beast take?"
        ),
        game="lorcana",
    )

    embed = asked.response.embeds[0]
    # 8.8.1: "The Resist keyword represents a static ability that modifies the amount of damage …"
    assert rule_fields(embed)[0] == "8.8.1"
    cards = next(field.value for field in embed.fields if field.name == "Cards")
    assert cards.count("**Beast - Thick-Skinned**") == 1, "a card named twice is listed once"


async def test_words_the_rules_do_not_use_and_the_boards_numbers_do_not_hide_the_rules(
    server: Server,
) -> None:
    """ "total" is no word of the Gundam rules, and "1" is the card's number: the question is still
    about the deck and Repair, and says what it did not understand."""
    deck = await server.alice.slash(
        server.channel, "ask", question="How many cards must my deck have in total?", game="gundam"
    )
    embed = deck.response.embeds[0]
    # 6-1-1: "A deck consists of exactly 50 cards, and a resource deck consists of exactly 10 cards."
    assert rule_fields(embed)[0] == "6-1-1"
    assert "Not understood: total." in embed.description

    repair = await server.alice.slash(
        server.channel,
        "ask",
        question="My Unit with <Repair 1> is damaged. When does it get its HP back?",
        game="gundam",
    )
    embed = repair.response.embeds[0]
    # 13-1-1-1: "<Repair> is a keyword effect that activates at the end of your turn. …"
    assert rule_fields(embed)[0] == "13-1-1-1"
    assert "Not understood" not in embed.description, "a Unit is a card, not a state left unplaced"


async def test_rules_matching_a_question_only_in_part_are_said_to_be_the_closest(server: Server) -> None:
    asked = await server.alice.slash(
        server.channel,
        "ask",
        question=(
            "Their Beast - Thick-Skinned is exerted and my Goofy - Musketeer challenges him. "
            "How much damage does Beast take?"
        ),
        game="lorcana",
    )
    embed = asked.response.embeds[0]
    assert "No rule matches the whole question: these are the closest." in embed.description
    assert rule_fields(embed), "the closest rules are shown"
    assert labels(asked.response)[1].startswith("Rule "), "each one opens"


async def test_a_short_question_is_read_on_the_event_loop_a_long_one_in_a_thread(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One game's short question is read on the event loop (less than a thread hop costs); a long
    one, or one naming a card in quotes (read with typos allowed), in a worker thread."""
    await set_game(server, "lorcana")
    read_on: list[bool] = []
    search = RulesIndex.search

    def recorded(self: RulesIndex, *args: Any, **options: Any) -> Any:
        read_on.append(threading.current_thread() is threading.main_thread())
        return search(self, *args, **options)

    monkeypatch.setattr(RulesIndex, "search", recorded)
    for question in (
        "can Mickey Mouse - Brave Little Tailor challenge a ready character?",
        'can "Mickey Mouse - Brave Little Tailor" challenge a ready character?',
        "can Mickey Mouse - Brave Little Tailor challenge a ready character that has Ward during my turn?",
    ):
        asked = await server.alice.slash(server.channel, "ask", question=question)
        assert "Mickey Mouse - Brave Little Tailor" in str(asked.response.embeds[0].to_dict())
    assert read_on == [True, False, False]
