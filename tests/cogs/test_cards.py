"""`/card`, card names in `/check-lorcana`, and "Explain cards & keywords", end to end through simcord."""

from __future__ import annotations

import copy
import gzip
import json
import re
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

import bot.cards.store as store_module
from bot.cli import main
from bot.errors import UserFacingError
from bot.rules import Library, collate, default_data_dir
from tests.conftest import Server, details, fields_of, problem_of


def field(embed: discord.Embed, name: str) -> str:
    return next(value for title, value in fields_of(embed) if title == name)


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
    catalog = server.bot.cards.catalog("lorcana")
    assert catalog is not None
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
    shown = labels(result.response)  # each candidate asks again in one click, or keep it as typed
    assert set(shown[:2]) == {"Mickey Mouse - Brave Little Prince", "Mickey Mouse - Brave Little Tailor"}
    assert shown[-2:] == ["Keep as typed (hypothetical)", "Edit & retry"]
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


# -- Gundam, FFTCG and SWTCG cards ----------------------------------------------------------------------


async def play(server: Server, game: str) -> None:
    """Set the test channel's game, as an organiser would."""
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    organiser = server.guild.add_member(server.env.create_user("organiser"), roles=[role])
    result = await organiser.slash(server.channel, "settings channel-game", channel=server.channel, game=game)
    assert result.acknowledged


def card_text(embed: discord.Embed) -> str:
    """The card text as shown (its sections joined), with the escapes undone."""
    shown = "\n".join(value for name, value in fields_of(embed) if name.startswith("Abilities (card text)"))
    return re.sub(r"\\(.)", r"\1", shown)


async def test_a_gundam_card_by_number_shows_its_values_and_credits_the_data(server: Server) -> None:
    result = await server.alice.slash(server.channel, "card", name="GD01-079")

    embed = result.response.embeds[0]
    assert embed.title == "Skygrasper" and embed.author.name == "Gundam Card Game · card GD01-079"
    assert embed.description.split("\n")[:3] == [
        "**Unit · Earth Alliance**",
        "Lv.2 · Cost 2 · White",
        "AP 2 · HP 2",
    ]
    assert "Zone: Earth · Link: (Earth Alliance) Trait" in embed.description
    assert "GD01-079 · Newtype Rising \\[GD01\\] (C)" in field(embed, "Printings")
    assert "gcg-api (yzRobo/gcg-api), ODbL v1.0" in embed.footer.text


async def test_a_gundam_cards_keywords_each_link_to_their_rule(server: Server, library: Library) -> None:
    result = await server.alice.slash(server.channel, "card", name="GD01-001")

    embed = result.response.embeds[0]
    assert embed.title == "Gundam (GD01-001)", "several cards are called Gundam: the number tells them apart"
    assert "All your (White Base Team) Units gain <Repair 1>." in card_text(embed)
    when_paired = library.game("gundam").term("【When Paired】")
    assert when_paired is not None
    assert field(embed, "Keywords in the rules").startswith(
        f"**【When Paired】** — rule {library.game('gundam').term_view(when_paired).id}"
    )
    rule = await server.alice.click(result.response, label="Rule: 【When Paired】")
    keyword = await server.alice.slash(server.channel, "keyword", name="【When Paired】", game="gundam")
    assert rule.response.embeds[0].to_dict() == keyword.response.embeds[0].to_dict(), "same as /keyword"


async def test_a_keyword_effect_links_to_its_rule_once_the_rules_data_has_it(
    server: Server, library: Library
) -> None:
    # <Blocker> is a keyword effect of the 1.7.0 rules (13-1): linked by name through the library, so
    # the card links to it as soon as the Gundam rules data defines it, and says so plainly until then.
    result = await server.alice.slash(server.channel, "card", name="GD01-072")
    keywords = field(result.response.embeds[0], "Keywords in the rules")
    term = library.game("gundam").term("Blocker")
    if term is None:
        assert "**Blocker**: not in the Gundam Card Game rules text the bot has" in keywords
        assert "Rule: Blocker" not in " ".join(labels(result.response))
    else:
        assert f"**Blocker** ({term.name}) — rule {library.game('gundam').term_view(term).id}" in keywords
        assert f"Rule: {term.name}" in labels(result.response)


async def test_cloud_in_an_fftcg_channel_is_fftcgs_cloud(server: Server) -> None:
    await play(server, "fftcg")
    result = await server.alice.slash(server.channel, "card", name="Cloud")

    assert result.ephemeral and result.response.content.startswith("Several cards match “Cloud”:")
    assert "• Cloud (1-009C) · Forward · Fire · cost 2" in result.response.content
    assert "Kit Cloudkicker" not in result.response.content, "never another game's card in an FFTCG channel"
    shown = await server.alice.click(result.response, label="Cloud (1-009C)")
    embed = shown.response.embeds[0]
    assert embed.title == "Cloud (1-009C)" and embed.author.name.startswith("Final Fantasy Trading Card Game")
    assert "Cost 2 · Fire" in embed.description and "Power 5000" in embed.description

    typed = await server.alice.autocomplete(server.channel, "card", "name", "cloud")
    assert typed and all(choice["name"].startswith("Cloud") for choice in typed[:5])


async def test_an_fftcg_card_shows_its_text_as_a_player_reads_it(server: Server) -> None:
    result = await server.alice.slash(server.channel, "card", name="16-078C", game="fftcg")

    embed = result.response.embeds[0]
    assert embed.title == "Demonolith" and embed.description.startswith("**Monster**\nCost 3 · Earth")
    text = card_text(embed)
    assert "[1 CP], put Demonolith into the Break Zone: Look at the top 2 cards" in text
    assert "《" not in text and "[[" not in text
    burst = await server.alice.slash(server.channel, "card", name="21-001R", game="fftcg")
    assert "\nEX BURST When Ward enters the field" in "\n" + card_text(burst.response.embeds[0])


async def test_a_swtcg_card_shows_its_usage_notes_as_community_rulings(server: Server) -> None:
    result = await server.alice.slash(server.channel, "card", name="Admiral Motti (A)", game="swtcg")

    embed = result.response.embeds[0]
    assert embed.description.split("\n") == [
        "**Character**",
        "Cost 3",
        "Speed 30 · Power 3 · Health 3",
        "Side: Dark · Subtype: Imperial Naval Officer",
    ]
    notes = field(embed, "Rulings notes (community rulings and errata, not the rules text)")
    assert notes.startswith("• Text erratum\n• Motti's ability takes precedence")
    assert "takes precedence" not in card_text(embed)
    assert "A New Hope" in field(embed, "Printings") and field(embed, "Legal in") == "WOTC, REB, EP456"


async def test_be_prepared_shows_its_whole_text(server: Server) -> None:
    # A song's effect follows its reminder text: both are the card's text (issue 23).
    result = await server.alice.slash(server.channel, "card", name="Be Prepared", game="lorcana")

    text = card_text(result.response.embeds[0])
    assert (
        text == "(A character with cost 7 or more can ⟳ to sing this song for free.)\nBanish all characters."
    )


async def test_two_entries_of_one_card_answer_as_one_card(server: Server) -> None:
    # LorcanaJSON lists "Let It Go" twice (the promo apart) with the same rules data: a judge who
    # names it gets the card, not a choice between two identical ones.
    result = await server.alice.slash(server.channel, "card", name="Let It Go", game="lorcana")

    embed = result.response.embeds[0]
    assert embed.title is not None and embed.title.startswith("Let It Go")
    assert "Put chosen character into their player's inkwell" in card_text(embed)


async def test_explain_finds_gundam_numbers_and_fftcg_names_in_a_message(server: Server) -> None:
    message = await server.bob.send(
        server.channel, "Does GD01-079 link with Kira? And can [[Cloud (1-009C)]] block Cloud of Darkness?"
    )
    result = await server.alice.context_menu(server.channel, "Explain cards & keywords", message)

    names = [f.name for f in result.response.embeds[0].fields]
    assert "Skygrasper (Gundam)" in names and "Cloud (1-009C) (FFTCG)" in names
    catalog = server.bot.cards.catalog("fftcg")
    assert catalog is not None
    several = len(catalog.named("Cloud of Darkness"))
    assert several > 1 and f"“Cloud of Darkness” ({several} cards: name one by its number)" in field(
        result.response.embeds[0], "Not found, or not one card"
    )
    assert "gcg-api (yzRobo/gcg-api), ODbL v1.0" in result.response.embeds[0].footer.text


async def test_a_gundam_check_with_a_real_card_shows_its_card_data(server: Server) -> None:
    # 11-2-11-3: "If it appears as 【Pilot】 without (qualifications), any Pilot will fulfill the condition
    # when paired." Skygrasper's level, cost, AP, HP, colour, link and traits come from card data.
    result = await server.alice.slash(
        server.channel,
        "check-gundam pilot",
        pilot="Amuro traits=(Earth Alliance)",
        unit='"Skygrasper" qual=any',
    )
    embed = await details(server.alice, result)

    assert embed.title == "✅ Yes"
    given = field(embed, "From card data (given facts, not rules)")
    assert "Skygrasper: cost 2, level 2, ap 2, hp 2, colour White, link (Earth Alliance) Trait" in given
    assert "traits Earth Alliance" in given


async def test_a_gundam_check_naming_a_resource_says_checks_take_units_pilots_bases_commands(
    server: Server,
) -> None:
    result = await server.alice.slash(server.channel, "check-gundam pilot", pilot="Amuro", unit='"R-002"')
    assert "it is a Resource card: a check takes a unit, base, pilot, command" in problem_of(result)


async def test_an_fftcg_block_check_with_real_cards_reads_the_printed_restriction(server: Server) -> None:
    # Yuffie (1-086C) prints "Yuffie cannot be blocked by a Forward of cost 3 or more."; Black Belt
    # (1-099C) costs 4: card data gives both, and the printed sentence is read as the notation's phrase.
    result = await server.alice.slash(
        server.channel, "check-fftcg block", attackers='"Yuffie (1-086C)"', blocker='"1-099C"'
    )
    embed = await details(server.alice, result)

    assert embed.title == "❌ No"
    given = field(embed, "From card data (given facts, not rules)")
    assert "Yuffie: cost 1, element Wind, power 3000, type forward, text: 1 printed ability" in given
    assert "Black Belt (typed “1-099C”): cost 4, element Earth, power 8000, type forward" in given


async def test_a_swtcg_attack_check_with_real_cards_uses_their_printed_keywords(server: Server) -> None:
    # Elite Stormtrooper Squad prints Critical Hit 1 and Accuracy 1 (power 4); Jawa Squad health 3.
    result = await server.alice.slash(
        server.channel,
        "check-swtcg attack",
        attacker='"Elite Stormtrooper Squad"',
        defender='"Jawa Squad"',
        rolled="6 5 4 3",
    )
    embed = await details(server.alice, result)

    assert embed.title == "5"
    given = field(embed, "From card data (given facts, not rules)")
    assert "Elite Stormtrooper Squad: cost 6, speed 40, power 4, health 5, arena ground" in given
    assert "Critical Hit 1, Accuracy 1" in given


async def test_a_printed_keyword_the_rules_lack_makes_the_check_not_covered(server: Server) -> None:
    # Cloud of Darkness' "Limit Break" is not in the FFTCG keyword glossary the bot has.
    catalog = server.bot.cards.catalog("fftcg")
    assert catalog is not None
    card = next(c for c in catalog.cards if any(k.name == "Limit Break" for k in c.keywords))
    result = await server.alice.slash(
        server.channel, "check-fftcg attack", forward=json.dumps(catalog.label(card))
    )
    assert result.response.embeds[0].title == "❔ Not covered"
    embed = await details(server.alice, result)
    assert "Limit Break" in field(embed, "Not covered because")


async def test_without_a_game_every_card_listed_names_its_game(server: Server) -> None:
    result = await server.alice.slash(server.channel, "card", name="Cloud")

    listed = [line for line in result.response.content.split("\n") if line.startswith("• ")]
    assert listed and all(line.endswith(("· FFTCG", "· Lorcana", "· Gundam", "· SWTCG")) for line in listed)
    assert any(line.endswith("· FFTCG") for line in listed)


def _gundam_file(folder: Path, ap: int) -> Path:
    """The shipped gcg-api dump's first 60 printings, Skygrasper's AP changed (as a newer dump might)."""
    with gzip.open(default_data_dir() / "cards" / "gundam" / "cards.json.gz", "rt", encoding="utf-8") as f:
        printings = json.load(f)
    kept = [p for p in printings if p["set_code"] == "GD01"][:60]
    kept += [{**p, "ap": ap, "ap_raw": str(ap)} for p in printings if p["card_number"] == "GD01-079"]
    path = folder / f"gundam-{ap}.json"
    path.write_text(json.dumps(kept), encoding="utf-8")
    return path


def _fftcg_file(folder: Path, power: int) -> Path:
    """The shipped card browser list's first 200 cards and Cloud 1-009C with another power, gzipped."""
    with gzip.open(default_data_dir() / "cards" / "fftcg" / "cards.json.gz", "rt", encoding="utf-8") as f:
        cards = json.load(f)
    kept = [c for c in cards[:200] if c["cardNumber"] != "1-009C"]
    kept += [{**c, "power": power} for c in cards if c["cardNumber"] == "1-009C"]
    path = folder / f"fftcg-{power}.json.gz"
    path.write_bytes(gzip.compress(json.dumps(kept).encode()))
    return path


def _swtcg_folder(folder: Path, health: int) -> Path:
    target = folder / f"sets-{health}"
    target.mkdir()
    source = (default_data_dir() / "cards" / "swtcg" / "sets" / "ANH.txt").read_text(encoding="utf-8")
    lines = source.split("\n")
    header = lines[0].split("\t")
    column = header.index("Health")
    changed = []
    for line in lines[1:]:
        cells = line.split("\t")
        if cells[0] == "Admiral Motti (A)":
            cells[column] = str(health)
        changed.append("\t".join(cells))
    (target / "ANH.txt").write_text("\n".join([lines[0], *changed]), encoding="utf-8")
    (target / "BOY.txt").write_text(
        (default_data_dir() / "cards" / "swtcg" / "sets" / "BOY.txt").read_text(encoding="utf-8"),
        encoding="utf-8",
    )
    return target


IMPORTS = {
    # game: (a newer file of the source's own format, the card, how its description shows the value)
    "gundam": (lambda folder: _gundam_file(folder, 7), "GD01-079", "AP 7 · HP 2"),
    "fftcg": (lambda folder: _fftcg_file(folder, 9000), "1-009C", "Power 9000"),
    "swtcg": (lambda folder: _swtcg_folder(folder, 9), "Admiral Motti (A)", "Health 9"),
}


@pytest.mark.parametrize("game", list(IMPORTS))
async def test_importing_a_newer_file_of_each_source_format_and_refusing_a_broken_one(
    game: str,
    server: Server,
    database_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(store_module, "REFRESH_EVERY", 0.0)
    monkeypatch.setenv("FLOORJUDGE_DATABASE_PATH", str(database_path))  # the running bot's folder
    monkeypatch.delenv("FLOORJUDGE_DATA_DIR", raising=False)
    make, name, shown = IMPORTS[game]

    async def described() -> str:
        result = await server.alice.slash(server.channel, "card", name=name, game=game)
        description: str = result.response.embeds[0].description
        return description

    assert shown not in await described()
    newer = make(tmp_path)
    assert main(["cards", "import", game, str(newer)]) == 0
    imported = capsys.readouterr().out
    assert imported.startswith("imported ") and str(newer) in imported
    assert shown in await described(), "the running bot picked up the import"

    broken = tmp_path / "broken.json"
    broken.write_text('[{"card_number": "GD01-001", "card_type": "UNIT"}]' if game == "gundam" else "[{")
    assert main(["cards", "import", game, str(broken)]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and err.startswith("floorjudge: cards not imported: ") and "stay in force" in err
    assert shown in await described(), "the broken file changed nothing"
