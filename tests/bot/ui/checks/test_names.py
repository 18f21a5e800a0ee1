"""A name the check would not guess, fixed in one click: through the real bot on simcord.

A misspelt name offers the card meant, and Edit & retry opens the form with it in place; a name
several cards carry offers each as a button, and "Keep as typed"; every button asks the question
again with the card in the name's place.
"""

from __future__ import annotations

from typing import Any

from bot.engine.errors import NameChoice
from bot.render.asked import asked_line
from bot.ui.checks.names import with_card
from tests.conftest import Server, problem_of


def labels(message: Any) -> list[str]:
    return [part["label"] for row in message.components for part in row["components"] if "label" in part]


def asked(result: Any) -> str | None:
    return asked_line(result.response.content)


async def test_a_misspelt_name_is_fixed_by_one_click(server: Server) -> None:
    # 1.2.2 decides the fixed question: her printed “This character can't be challenged.”
    typed = "Snow White - Fairest in the Lnd exerted"
    warned = await server.alice.slash(
        server.channel, "check-lorcana challenge", challenger="Mickey str=3", defender=typed
    )
    assert not warned.response.embeds, "a warning, not a verdict"
    assert problem_of(warned) == (
        "`defender`: 'Snow White - Fairest in the Lnd' is not a card's name; "
        "did you mean 'Snow White - Fairest in the Land'?"
    )
    assert labels(warned.response) == ["Snow White - Fairest in the Land", "Edit & retry"]

    fixed = await server.alice.click(warned.response, label="Snow White - Fairest in the Land")
    assert asked(fixed) == (
        "/check-lorcana challenge challenger:Mickey str=3 defender:Snow White - Fairest in the Land exerted"
    )
    embed = fixed.response.embeds[0]
    assert embed.title == "❌ No" and "1.2.2" in embed.description


async def test_edit_and_retry_opens_the_form_with_the_card_meant(server: Server) -> None:
    warned = await server.alice.slash(
        server.channel, "check-lorcana quest", quester="Gaston - Arogant Hunter exerted"
    )
    form = await server.alice.click(warned.response, label="Edit & retry")
    inputs = {
        row["components"][0]["custom_id"]: row["components"][0].get("value")
        for row in form.modal["components"]
    }
    assert inputs["quester"] == "Gaston - Arrogant Hunter exerted"
    answered = await server.alice.submit_modal(form, {"quester": inputs["quester"]})
    # 8.7.2: “The first ability means "This character can't quest."” (Reckless, printed on Gaston).
    assert answered.response.embeds[0].title == "❌ No"


async def test_a_name_several_cards_carry_lists_them_and_each_asks_again(server: Server) -> None:
    # 8.12.2: “If the total meets or exceeds the cost listed for Sing Together, the character or
    # characters can sing the song.” A Pirate's Life: Sing Together 6; Mickey (cost 3) + Elsa (cost 3).
    asked_first = await server.alice.slash(
        server.channel,
        "check-lorcana sing",
        song="A Pirate's Life",
        singers="Mickey Mouse - True Friend; Elsa",
    )
    assert problem_of(asked_first).startswith("`singers` (card 2): “Elsa” is 13 cards")
    shown = labels(asked_first.response)
    assert "Elsa - Snow Queen" in shown
    assert shown[-2:] == ["Keep as typed (hypothetical)", "Edit & retry"]
    assert len(shown) == 10 + 2, "ten cards at most; the message counts them all"

    picked = await server.alice.click(asked_first.response, label="Elsa - Snow Queen")
    assert asked(picked) == (
        "/check-lorcana sing song:A Pirate's Life singers:Mickey Mouse - True Friend; Elsa - Snow Queen"
    )
    assert picked.response.embeds[0].title == "✅ Yes"

    kept = await server.alice.click(asked_first.response, label="Keep as typed (hypothetical)")
    assert asked(kept) == (
        "/check-lorcana sing song:A Pirate's Life singers:Mickey Mouse - True Friend; Elsa hypothetical"
    )
    # Elsa as typed has no cost: the check says so, naming her; no verdict without it.
    assert "Elsa" in problem_of(kept) and "cost" in problem_of(kept)


async def test_a_misspelt_action_named_as_the_effect_is_fixed_by_one_click(server: Server) -> None:
    # 8.15.1: Ward means “Your opponents can't choose this card when resolving an effect.” Fire the
    # Cannons! prints “Deal 2 damage to chosen character.”
    warned = await server.alice.slash(
        server.channel, "check-lorcana ward", target="Aladdin - Prince Ali", effect_text="Fire the Canons"
    )
    assert problem_of(warned).startswith("`effect_text`: “Fire the Canons” is not an action's or song's name")
    assert labels(warned.response) == ["Fire the Cannons!", "Edit & retry"]
    fixed = await server.alice.click(warned.response, label="Fire the Cannons!")
    assert asked(fixed) == "/check-lorcana ward target:Aladdin - Prince Ali effect_text:Fire the Cannons!"
    assert fixed.response.embeds[0].title == "❌ No"


async def test_a_fix_can_be_clicked_again_from_the_same_warning(server: Server) -> None:
    asked_first = await server.alice.slash(server.channel, "check-lorcana quest", quester="Ariel")
    verdict = await server.alice.click(asked_first.response, label="Ariel - Spectacular Singer")
    assert verdict.response.embeds  # the fixed question was answered
    again = await server.alice.click(asked_first.response, label="Ariel - Spectacular Singer")
    assert again.response.embeds, "the error's question still shows the name: the same fix again"


def test_the_card_goes_where_the_name_was_in_its_card_of_the_option() -> None:
    choice = NameChoice("singers.1", 0, 5, ("Ariel - Spectacular Singer",))
    value = "Donald cost=4;  Ariel exerted; Goofy Evasive"
    assert with_card(value, 1, choice, "Ariel - Spectacular Singer") == (
        "Donald cost=4;  Ariel - Spectacular Singer exerted; Goofy Evasive"
    )
    assert with_card(value, 1, choice, "") == "Donald cost=4;  Ariel hypothetical exerted; Goofy Evasive"
    one = NameChoice("defender", 1, 10, ("Be Our Guest",))
    assert with_card(' "Be Gest" x', None, one, "Be Our Guest") == " Be Our Guest x"
