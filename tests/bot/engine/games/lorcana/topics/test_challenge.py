"""lorcana.challenge: cases straight from §8 (Evasive, Alert, Bodyguard, Rush, Ward)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "lorcana.challenge"


def test_evasive_defender_cannot_be_challenged_by_a_character_without_evasive(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey str=3", defender="Goofy exerted Evasive")
    # 8.6.1: Evasive means “This [Type] can’t be challenged except by a character with Evasive.”
    expect(
        verdict,
        False,
        "Goofy has Evasive and Mickey has neither Evasive nor Alert",
        {"8.6.1", "8.2.1"},
        quote=("8.6.1", "can’t be challenged except by a character with Evasive"),
    )
    assert verdict.would_change == ("legal if Mickey had Evasive or Alert",)


def test_evasive_challenger_may_challenge_an_evasive_defender(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey Evasive", defender="Goofy exerted Evasive")
    expect(
        verdict,
        True,
        "Yes — Mickey can challenge Goofy",
        {"8.6.1"},
        quote=("8.6.1", "except by a character with Evasive"),
    )


def test_alert_ignores_the_evasive_restriction(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey Alert", defender="Goofy exerted Evasive")
    # 8.2.1: Alert means “This character ignores the challenging restriction of Evasive.”
    expect(
        verdict,
        True,
        "can challenge",
        {"8.6.1", "8.2.1"},
        quote=("8.2.1", "This character ignores the challenging restriction of Evasive."),
    )
    assert "illegal if Mickey lost Alert (Goofy has Evasive)" in verdict.would_change


def test_alert_does_not_give_the_defender_evasive(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Goofy exerted Alert")
    # 8.2.2: “A character doesn’t gain Evasive from having the Alert keyword.”
    expect(
        verdict,
        True,
        "can challenge",
        {"8.2.2"},
        quote=("8.2.2", "A character doesn’t gain Evasive from having the Alert keyword."),
    )


def test_an_exerted_bodyguard_must_be_chosen_instead(ask: Ask) -> None:
    verdict = ask(
        TOPIC, challenger="Mickey", defender="Goofy exerted", defender_others="Donald exerted Bodyguard"
    )
    # 8.3.3: “they must choose this character or another character with Bodyguard if able.”
    expect(
        verdict,
        False,
        "Donald has Bodyguard and can be challenged",
        {"8.3.3"},
        quote=("8.3.3", "must choose this character or another character with Bodyguard if able"),
    )


def test_a_bodyguard_with_evasive_releases_a_non_evasive_challenger(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        challenger="Mickey",
        defender="Goofy exerted",
        defender_others="Donald exerted Bodyguard Evasive",
    )
    # Donald can't be challenged by Mickey (8.6.1), so "if able" (8.3.3) lets Mickey choose Goofy.
    expect(
        verdict,
        True,
        "Yes — Mickey can challenge Goofy",
        {"8.3.3", "8.6.1", "8.2.1"},
        quote=("8.3.3", "if able"),
    )
    assert "illegal if Donald (Bodyguard) could be challenged" in verdict.would_change


def test_a_bodyguard_with_evasive_still_binds_an_evasive_challenger(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        challenger="Mickey Evasive",
        defender="Goofy exerted",
        defender_others="Donald exerted Bodyguard Evasive",
    )
    expect(verdict, False, "Donald has Bodyguard", {"8.3.3", "8.6.1"})


def test_a_ready_bodyguard_cannot_be_challenged_so_it_restricts_nothing(ask: Ask) -> None:
    verdict = ask(
        TOPIC, challenger="Mickey", defender="Goofy exerted", defender_others="Donald ready Bodyguard"
    )
    expect(verdict, True, "can challenge", {"8.3.3"})


def test_choosing_the_bodyguard_itself_meets_bodyguard(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        challenger="Mickey",
        defender="Goofy exerted Bodyguard",
        defender_others="Donald exerted Bodyguard",
    )
    expect(verdict, True, "can challenge", {"8.3.3"}, quote=("8.3.3", "choose this character"))


def test_a_drying_character_needs_rush_to_challenge(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey drying", defender="Goofy exerted")
    expect(verdict, False, "Mickey is drying and has no Rush", {"8.9.1"}, assumes=_BASICS)
    assert verdict.would_change == ("legal if Mickey had Rush or were dry",)


def test_rush_lets_a_drying_character_challenge(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey drying Rush", defender="Goofy exerted")
    # 8.9.1: “This character can challenge as though they were in play at the beginning of your turn.”
    expect(
        verdict,
        True,
        "can challenge",
        {"8.9.1"},
        quote=("8.9.1", "can challenge as though they were in play at the beginning of your turn"),
    )


def test_a_ready_defender_rests_on_an_assumption_not_a_citation(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Goofy")
    expect(verdict, False, "Goofy is ready", set(), assumes=_BASICS)


def test_ward_does_not_stop_a_challenge(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Goofy exerted Ward")
    # 8.15.1: Ward means “Your opponents can’t choose this card when resolving an effect.”
    expect(verdict, True, "can challenge", {"8.15.1"}, assumes={*_BASICS, "challenge-not-effect"})


def test_every_shortfall_is_listed_and_all_must_change(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey exerted drying", defender="Goofy Evasive")
    expect(
        verdict,
        False,
        "Mickey is exerted; Mickey is drying and has no Rush; Goofy is ready",
        {"8.9.1", "8.6.1", "8.2.1"},
    )
    assert verdict.would_change[0].startswith("legal only if all of these changed:")


def test_a_character_of_your_own_cannot_be_challenged(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Goofy exerted side=you")
    expect(verdict, False, "Goofy is not an opposing character", set())


def test_challenging_a_location_is_not_covered(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Agrabah type=location")
    expect_not_covered(verdict, "Challenging a location follows general rules")


_BASICS = {"challenger-ready", "drying", "challenge-opposing", "defender-exerted"}
