"""Autocomplete in the check commands' card options: the card being typed, after what came before.

Through simcord (the real bot, the command as synced) and directly (Discord's limits on long text).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.cards import CardCatalog, CardStore
from bot.engine.games.lorcana.cards import LorcanaCard
from bot.engine.keywords import KeywordVocabulary
from bot.engine.notation import name_length
from bot.rules import Library, default_data_dir
from bot.ui.checks.complete import CHOICES, VALUE_LIMIT, complete_cards, split_last
from tests.conftest import Server


@pytest.fixture(scope="module")
def lorcana() -> CardCatalog:
    catalog = CardStore(default_data_dir()).catalog("lorcana")
    assert catalog is not None
    return catalog


@pytest.fixture
def words(library: Library) -> Callable[[str], int]:
    vocabulary: KeywordVocabulary = LorcanaCard.vocabulary(library.game("lorcana"))
    return lambda text: name_length(text, LorcanaCard.notation, vocabulary)


# -- through Discord -------------------------------------------------------------------------------


async def test_a_check_card_option_completes_the_card_typed_after_a_semicolon(server: Server) -> None:
    typed = "Simba - Protective Cub exerted; ariel spectac"
    choices = await server.alice.autocomplete(
        server.channel, "check-lorcana challenge", "defender_others", typed
    )
    assert choices, "choices offered"
    first = choices[0]
    assert first["value"] == "Simba - Protective Cub exerted; Ariel - Spectacular Singer"
    assert first["name"].endswith("Ariel - Spectacular Singer")
    assert all(choice["value"].startswith("Simba - Protective Cub exerted; ") for choice in choices)
    assert len(choices) <= CHOICES and all(len(c["value"]) <= VALUE_LIMIT for c in choices)

    # The completed value runs the check with both real cards.
    answered = await server.alice.slash(
        server.channel,
        "check-lorcana challenge",
        challenger="Mickey Mouse - True Friend",
        defender="Stitch - New Dog exerted",
        defender_others=first["value"],
    )
    assert answered.response.embeds[0].title == "❌ No"  # 8.3.3: the exerted Simba's Bodyguard


async def test_every_card_option_of_every_game_completes_its_games_names(server: Server) -> None:
    asked = [
        ("check-lorcana sing", "song", "let it", "Let It Go"),
        ("check-fftcg block", "blocker", "cloud 1-18", "Cloud (1-182L)"),
        ("check-gundam pilot", "unit", "byarlant", "Byarlant Custom"),
        ("check-swtcg cost", "card", "slave i", "Slave I"),
    ]
    for command, option, typed, wanted in asked:
        choices = await server.alice.autocomplete(server.channel, command, option, typed)
        assert any(choice["value"].startswith(wanted) for choice in choices), (command, choices[:3])


async def test_a_finished_name_followed_by_fields_is_left_alone(server: Server) -> None:
    for typed in (
        "Snow White - Fairest in the Land exerted",
        "Mickey str=3",
        "Stitch - New Dog; Goofy Evasive",
    ):
        choices = await server.alice.autocomplete(
            server.channel, "check-lorcana challenge", "defender", typed
        )
        assert choices == [{"name": typed, "value": typed}], typed


async def test_an_effect_option_that_takes_an_actions_name_completes_it(server: Server) -> None:
    choices = await server.alice.autocomplete(
        server.channel, "check-lorcana ward", "effect_text", "fire the can"
    )
    assert choices[0]["value"] == "Fire the Cannons!"
    # Effect words are not names: nothing is offered, the words stay as typed.
    typed = "Deal 2 damage to chosen character."
    assert await server.alice.autocomplete(server.channel, "check-lorcana ward", "effect_text", typed) == []


# -- the rules, directly -----------------------------------------------------------------------------


def test_the_card_typed_is_after_the_last_semicolon_outside_quotes() -> None:
    assert split_last("A; B exerted; ari") == ("A; B exerted;", " ari")
    assert split_last('"A; B" exerted; ari') == ('"A; B" exerted;', " ari")
    assert split_last("ari") == ("", "ari")


def test_still_typing_a_name_with_a_flag_word_in_it_is_completed(
    lorcana: CardCatalog, words: Callable[[str], int]
) -> None:
    # "Rapunzel - Ready" reads like a name then the flag `ready`, but names start so: still typing.
    choices = complete_cards("Rapunzel - Ready", lorcana, words)
    assert choices[0].value == "Rapunzel - Ready for Adventure"


def test_the_value_never_exceeds_100_characters(lorcana: CardCatalog, words: Callable[[str], int]) -> None:
    head = "Mickey Mouse - Brave Little Tailor exerted; Simba - Protective Cub exerted; "  # 76 characters
    choices = complete_cards(head + "ariel", lorcana, words)
    assert choices and all(len(c.value) <= VALUE_LIMIT and len(c.name) <= VALUE_LIMIT for c in choices)
    assert all(c.value.startswith(head) for c in choices), "what was typed before is kept"
    # Names too long to fit after it are left out rather than cut (a cut name is no card).
    assert all(lorcana.exact(c.value[len(head) :]) is not None for c in choices)
    assert len(choices) < len(complete_cards("ariel", lorcana, words))
    # When nothing fits, nothing is offered, and what was typed is kept by Discord.
    assert complete_cards("x" * 99 + "; ari", lorcana, words) == []
