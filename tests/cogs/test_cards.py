"""`/card`, card names in `/check-lorcana`, and "Explain cards & keywords", end to end through simcord."""

from __future__ import annotations

import copy
import gzip
import json
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

import bot.cards.store as store_module
from bot.cli import main
from bot.errors import UserFacingError
from bot.rules import collate, default_data_dir
from tests.conftest import Server, details, problem_of


def field(embed: discord.Embed, name: str) -> str:
    return next(f.value for f in embed.fields if f.name == name)


def labels(message: Any) -> list[str]:
    return [c["label"] for row in message.components for c in row["components"]]


async def test_card_shows_the_card_and_ties_each_keyword_to_its_rule(server: Server) -> None:
    result = await server.alice.slash(server.channel, "card", name="Ariel - Spectacular Singer")

    assert result.ephemeral
    embed = result.response.embeds[0]
    assert embed.title == "Ariel - Spectacular Singer"
    assert "Character · Storyborn · Hero · Princess" in embed.description
    assert "Cost 3 · Ink: Amber · inkable (inkwell)" in embed.description
    assert "Strength 2 · Willpower 3 · Lore 1" in embed.description
    assert "MUSICAL DEBUT When you play this character" in field(embed, "Abilities (card text)")
    assert field(embed, "Keywords in the rules") == "**Singer 5** — rule 8.11"
    assert field(embed, "Legal in") == "Infinity"
    assert "The First Chapter #2 (Super Rare)" in field(embed, "Printings")
    assert embed.image.url is not None and embed.image.url.startswith("https://")
    assert labels(result.response) == ["Rule: Singer", "Post publicly"]

    rule = await server.alice.click(result.response, label="Rule: Singer")
    keyword = await server.alice.slash(server.channel, "keyword", name="Singer", game="lorcana")
    assert rule.response.embeds[0].to_dict() == keyword.response.embeds[0].to_dict(), "same as /keyword"


async def test_a_misspelt_partial_name_offers_the_cards_it_could_be(server: Server) -> None:
    result = await server.alice.slash(server.channel, "card", name="mikey brave")

    assert result.ephemeral and "Several cards match “mikey brave”" in result.response.content
    assert "Mickey Mouse - Brave Little Tailor" in labels(result.response)
    shown = await server.alice.click(result.response, label="Mickey Mouse - Brave Little Tailor")
    embed = shown.response.embeds[0]
    assert embed.title == "Mickey Mouse - Brave Little Tailor"
    assert field(embed, "Keywords in the rules") == "**Evasive** — rule 8.6"


async def test_autocomplete_finds_cards_by_words_typos_and_bare_names(server: Server) -> None:
    brave = await server.alice.autocomplete(server.channel, "card", "name", "mickey brave", game="lorcana")
    assert {c["name"] for c in brave[:2]} == {
        "Mickey Mouse - Brave Little Tailor",
        "Mickey Mouse - Brave Little Prince",
    }
    ariel = await server.alice.autocomplete(server.channel, "card", "name", "Ariel", game="lorcana")
    catalog = server.env.bot.cards.catalog("lorcana")
    versions = {card.name for card in catalog.cards if card.name.startswith("Ariel - ")}
    assert len(versions) > 5 and {c["name"] for c in ariel[: len(versions)]} == versions

    picked = await server.alice.slash(server.channel, "card", name=brave[0]["value"])
    assert picked.response.embeds[0].title == brave[0]["name"] and not picked.response.content


async def test_a_keyword_outside_the_rules_text_is_said_plainly(server: Server) -> None:
    result = await server.alice.slash(server.channel, "card", name="Mickey Mouse - Best in Town")
    keywords = field(result.response.embeds[0], "Keywords in the rules")
    assert "**Adventurous**: not in the Disney Lorcana rules text the bot has" in keywords
    assert labels(result.response) == ["Post publicly"], "no rule button for a keyword without rules text"


async def test_an_unknown_card_and_a_game_without_card_data_are_named(server: Server) -> None:
    unknown = await server.alice.slash(server.channel, "card", name="Qwxzzy Plorp", game="lorcana")
    simcord.assert_error(server.env, UserFacingError, contains="Qwxzzy")
    assert unknown.response.content.startswith("No card “Qwxzzy Plorp” in Disney Lorcana.")
    anywhere = await server.alice.slash(server.channel, "card", name="Qwxzzy Plorp")
    assert anywhere.response.content.startswith("No card “Qwxzzy Plorp” in any game.")
    no_data = await server.alice.slash(server.channel, "card", name="Cloud", game="dreadnought")
    assert "no card data for" in no_data.response.content
    assert "floorjudge cards import" in no_data.response.content
    simcord.assert_error(server.env, UserFacingError, contains="no card data")


async def test_a_sing_check_with_singer_and_song_given_only_by_name(server: Server) -> None:
    # 8.11.1: Singer N lets the character sing songs “as though they had cost N”; Ariel's Singer 5 and
    # A Whole New World's cost 5 come from the card data.
    result = await server.alice.slash(
        server.channel,
        "check-lorcana sing",
        song='"A Whole New World"',
        singers='"Ariel - Spectacular Singer"',
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert "*rule 8.11.1*" in field(embed, "Rule trail")
    given = field(embed, "From card data (given facts, not rules)")
    assert "A Whole New World: cost 5, type song" in given and "Singer 5" in given

    exerted = await server.alice.slash(
        server.channel,
        "check-lorcana sing",
        song='"A Whole New World"',
        singers='"Ariel - Spectacular Singer" exerted',
    )
    assert exerted.response.embeds[0].title == "❌ No", "flags written after the name still apply"


async def test_a_check_with_a_name_that_is_not_one_card_lists_the_candidates(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-lorcana quest", quester='"Mickey Mouse - Brave" exerted'
    )
    assert "“Mickey Mouse - Brave Little Tailor”" in problem_of(result)
    assert labels(result.response) == ["Edit & retry"]
    assert result.ephemeral


async def test_explain_finds_cards_and_keywords_in_a_message(server: Server) -> None:
    message = await server.bob.send(
        server.channel,
        "Can [[ariel spectacular singr]] sing Be Our Guest? "
        "And does Ward stop Mickey Mouse - Brave Little Tailor?",
    )
    result = await server.alice.context_menu(server.channel, "Explain cards & keywords", message)

    assert result.ephemeral
    embed = result.response.embeds[0]
    names = [f.name for f in embed.fields]
    assert names[:3] == [
        "Ariel - Spectacular Singer (Lorcana)",
        "Be Our Guest (Lorcana)",
        "Mickey Mouse - Brave Little Tailor (Lorcana)",
    ]
    ward = field(embed, "Ward · 8.15 (Lorcana, rules text)")
    assert collate("Your opponents can’t choose this card when resolving an effect.") in collate(ward)
    assert "Singer · 8.11 (Lorcana, rules text)" in names and "Evasive · 8.6 (Lorcana, rules text)" in names
    assert labels(result.response) == ["Post publicly"]


async def test_explain_says_when_a_message_names_nothing(server: Server) -> None:
    message = await server.bob.send(server.channel, "good game everyone")
    result = await server.alice.context_menu(server.channel, "Explain cards & keywords", message)
    assert result.ephemeral and result.response.content.startswith("No card names or keywords found")


def _newer_lorcana(tmp_path: Path, **changes: Any) -> Path:
    with gzip.open(
        default_data_dir() / "cards" / "lorcana" / "allCards.json.gz", "rt", encoding="utf-8"
    ) as f:
        data = json.load(f)
    data = copy.deepcopy(data)
    for card in data["cards"]:
        if card["fullName"] == "Ariel - Spectacular Singer":
            card.update(changes)
    path = tmp_path / f"allCards-{len(list(tmp_path.iterdir()))}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


async def test_an_import_changes_answers_and_a_malformed_one_changes_nothing(
    server: Server,
    database_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(store_module, "REFRESH_EVERY", 0.0)
    monkeypatch.setenv("FLOORJUDGE_DATABASE_PATH", str(database_path))  # the running bot's folder
    monkeypatch.delenv("FLOORJUDGE_DATA_DIR", raising=False)

    async def ariel_cost() -> str:
        result = await server.alice.slash(server.channel, "card", name="Ariel - Spectacular Singer")
        return result.response.embeds[0].description.split("\n")[1]

    assert (await ariel_cost()).startswith("Cost 3")
    assert main(["cards", "import", "lorcana", str(_newer_lorcana(tmp_path, cost=4))]) == 0
    out = capsys.readouterr().out
    assert "imported 2789 Disney Lorcana cards" in out
    assert (await ariel_cost()).startswith("Cost 4"), "the running bot picked up the import"

    assert main(["cards", "import", "lorcana", str(_newer_lorcana(tmp_path, cost=5, strength="two"))]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "(Ariel - Spectacular Singer): strength" in err
    assert "stay in force" in err
    assert (await ariel_cost()).startswith("Cost 4"), "the malformed file changed nothing"
