"""lorcana.challenge: cases straight from the rules (4.6 Challenge, 4.6.8 locations; §8 Evasive, Alert,
Bodyguard, Rush, Ward)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.challenge"

CHARACTER_CHALLENGE = {"4.6.4.1", "4.6.4.2"}
"""Cited by every challenge of a character: the challenger ready and dry, the target exerted and opposing."""
LOCATION_CHALLENGE = {"4.6.4.1", "4.6.8.1", "4.6.8.2"}
"""Cited by every challenge of a location: the challenger as above, the target an opposing location."""


def test_evasive_defender_cannot_be_challenged_by_a_character_without_evasive(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey str=3", defender="Goofy exerted Evasive")
    # 8.6.1: Evasive means “This [Type] can’t be challenged except by a character with Evasive.”
    expect(
        verdict,
        False,
        "Goofy has Evasive and Mickey has neither Evasive nor Alert",
        {*CHARACTER_CHALLENGE, "8.6.1", "8.2.1"},
        quote=("8.6.1", "can’t be challenged except by a character with Evasive"),
    )
    assert verdict.would_change == ("legal if Mickey had Evasive or Alert",)


def test_evasive_challenger_may_challenge_an_evasive_defender(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey Evasive", defender="Goofy exerted Evasive")
    expect(
        verdict,
        True,
        "Yes — Mickey can challenge Goofy",
        {*CHARACTER_CHALLENGE, "8.6.1"},
        quote=("8.6.1", "except by a character with Evasive"),
    )


def test_alert_ignores_the_evasive_restriction(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey Alert", defender="Goofy exerted Evasive")
    # 8.2.1: Alert means “This character ignores the challenging restriction of Evasive.”
    expect(
        verdict,
        True,
        "can challenge",
        {*CHARACTER_CHALLENGE, "8.6.1", "8.2.1"},
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
        {*CHARACTER_CHALLENGE, "8.2.2"},
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
        {*CHARACTER_CHALLENGE, "8.3.3"},
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
        {*CHARACTER_CHALLENGE, "8.3.3", "8.6.1", "8.2.1"},
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
    expect(verdict, False, "Donald has Bodyguard", {*CHARACTER_CHALLENGE, "8.3.3", "8.6.1"})


def test_a_ready_bodyguard_cannot_be_challenged_so_it_restricts_nothing(ask: Ask) -> None:
    verdict = ask(
        TOPIC, challenger="Mickey", defender="Goofy exerted", defender_others="Donald ready Bodyguard"
    )
    expect(verdict, True, "can challenge", {*CHARACTER_CHALLENGE, "8.3.3"})


def test_choosing_the_bodyguard_itself_meets_bodyguard(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        challenger="Mickey",
        defender="Goofy exerted Bodyguard",
        defender_others="Donald exerted Bodyguard",
    )
    expect(
        verdict,
        True,
        "can challenge",
        {*CHARACTER_CHALLENGE, "8.3.3"},
        quote=("8.3.3", "choose this character"),
    )


def test_a_drying_character_needs_rush_to_challenge(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey drying", defender="Goofy exerted")
    # 4.6.4.1: “A character must have been in play at the beginning of the Set step of their player’s
    # turn and ready in order to challenge”; a drying character entered play this turn (5.1.1.11).
    expect(
        verdict,
        False,
        "Mickey is drying and has no Rush",
        {*CHARACTER_CHALLENGE, "8.9.1"},
        quote=("4.6.4.1", "in play at the beginning of the Set step of their player’s turn"),
        assumes=set(),
    )
    assert any(
        step.citation and step.citation.rule == "4.6.4.1" and not step.held and "dry" in step.test
        for step in verdict.steps
    )
    assert verdict.would_change == ("legal if Mickey had Rush or were dry",)


def test_rush_lets_a_drying_character_challenge(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey drying Rush", defender="Goofy exerted")
    # 8.9.1: “This character can challenge as though they were in play at the beginning of your turn.”
    expect(
        verdict,
        True,
        "can challenge",
        {*CHARACTER_CHALLENGE, "8.9.1"},
        quote=("8.9.1", "can challenge as though they were in play at the beginning of your turn"),
    )


def test_a_ready_defender_cannot_be_challenged(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Goofy")
    # 4.6.4.2: “Second, the player chooses an exerted opposing character to be challenged.”
    expect(
        verdict,
        False,
        "Goofy is ready",
        CHARACTER_CHALLENGE,
        quote=("4.6.4.2", "chooses an exerted opposing character to be challenged"),
        assumes=set(),
    )
    assert verdict.would_change == ("legal if Goofy were exerted",)


def test_an_exerted_character_cannot_challenge(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey exerted", defender="Goofy exerted")
    # 4.6.4.1: a character must have been in play since the Set step “and ready in order to challenge”.
    expect(
        verdict,
        False,
        "Mickey is exerted",
        CHARACTER_CHALLENGE,
        quote=("4.6.4.1", "and ready in order to challenge"),
        assumes=set(),
    )


def test_a_plain_challenge_rests_on_no_assumption(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Goofy exerted")
    expect(verdict, True, "Yes — Mickey can challenge Goofy", CHARACTER_CHALLENGE, assumes=set())
    cited = {(step.citation.rule, step.held) for step in verdict.steps if step.citation}
    assert cited == {("4.6.4.1", True), ("4.6.4.2", True)}
    assert len(verdict.steps) == 4  # ready, dry, opposing, exerted


def test_ward_does_not_stop_a_challenge(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Goofy exerted Ward")
    # 8.15.1: Ward means “Your opponents can’t choose this card when resolving an effect.” Challenging is
    # a turn action (1.7.1), and “No effect or other card is needed to take these turn actions.” (4.1.1)
    expect(
        verdict,
        True,
        "can challenge",
        {*CHARACTER_CHALLENGE, "8.15.1", "1.7.1", "4.1.1"},
        quote=("4.1.1", "No effect or other card is needed to take these turn actions."),
        assumes=set(),
    )
    assert any(
        c.rule == "1.7.1" and "such as the process of challenging" in c.quote for c in verdict.citations
    )
    # 8.15.1 names choices made when resolving an effect; it doesn't say “only” (the step mustn't either).
    ward = next(
        step for step in verdict.steps if step.citation is not None and step.citation.rule == "8.15.1"
    )
    assert ward.test == "Ward on Goofy (defender, opponent's) restricts choices made when resolving an effect"


def test_vanish_is_not_triggered_by_being_chosen_for_a_challenge(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Goofy exerted Vanish")
    # 8.14.1 needs a choice made “as part of resolving an action’s effect”; a challenge is a turn action.
    expect(
        verdict,
        True,
        "can challenge",
        {*CHARACTER_CHALLENGE, "8.14.1", "1.7.1", "4.1.1"},
        quote=("1.7.1", "such as the process of challenging, is known as a turn action"),
        assumes=set(),
    )


def test_every_shortfall_is_listed_and_all_must_change(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey exerted drying", defender="Goofy Evasive")
    expect(
        verdict,
        False,
        "Mickey is exerted; Mickey is drying and has no Rush; Goofy is ready",
        {*CHARACTER_CHALLENGE, "8.9.1", "8.6.1", "8.2.1"},
    )
    assert verdict.would_change[0].startswith("legal only if all of these changed:")


def test_a_character_of_your_own_cannot_be_challenged(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Goofy exerted side=you")
    expect(
        verdict,
        False,
        "Goofy is not an opposing character",
        CHARACTER_CHALLENGE,
        quote=("4.6.4.2", "exerted opposing character"),
    )


def test_only_characters_can_challenge(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Agrabah type=location", defender="Goofy exerted")
    # 4.6.1: “Only characters can challenge.”
    expect(
        verdict,
        False,
        "Agrabah is a location, and only characters can challenge",
        {"4.6.1", "4.6.4.2"},
        quote=("4.6.1", "Only characters can challenge."),
    )


def test_an_item_cannot_be_challenged(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Lamp type=item exerted")
    # Glossary, challenge: “… chooses an exerted opposing character or an opposing location.”
    expect(
        verdict,
        False,
        "Lamp is an item, and only characters and locations can be challenged",
        {"4.6.4.1", "glossary:challenge"},
        quote=("glossary:challenge", "chooses an exerted opposing character or an opposing location"),
    )


def test_a_ready_character_can_challenge_an_opposing_location(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Agrabah type=location")
    # 4.6.8.1: the player “chooses an opposing location to challenge instead”; 4.6.8.2: “Locations aren’t
    # considered ready or exerted and can be challenged at any time during the Main Phase.”
    expect(
        verdict,
        True,
        "Yes — Mickey can challenge Agrabah",
        LOCATION_CHALLENGE,
        quote=("4.6.8.2", "Locations aren’t considered ready or exerted"),
        assumes=set(),
    )
    assert any(c.rule == "4.6.8.1" and "an opposing location" in c.quote for c in verdict.citations)


def test_your_own_location_cannot_be_challenged(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Agrabah type=location side=you")
    expect(
        verdict,
        False,
        "Agrabah is not an opposing location",
        LOCATION_CHALLENGE,
        quote=("4.6.8.1", "chooses an opposing location to challenge instead"),
    )


def test_a_location_challenge_still_needs_a_ready_dry_challenger(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey exerted drying", defender="Agrabah type=location")
    # 4.6.8: challenging a location “follows all of the normal rules and processes of challenging”.
    expect(
        verdict,
        False,
        "Mickey is exerted; Mickey is drying and has no Rush",
        {*LOCATION_CHALLENGE, "8.9.1"},
        quote=("4.6.4.1", "and ready in order to challenge"),
    )


def test_an_evasive_location_needs_an_evasive_or_alert_challenger(ask: Ask) -> None:
    verdict = ask(TOPIC, challenger="Mickey", defender="Agrabah type=location Evasive")
    # 8.6.1: “This [Type] can’t be challenged except by a character with Evasive.”
    expect(
        verdict,
        False,
        "Agrabah has Evasive",
        {*LOCATION_CHALLENGE, "8.6.1", "8.2.1"},
        quote=("8.6.1", "can’t be challenged except by a character with Evasive"),
    )


def test_bodyguard_does_not_guard_a_location(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        challenger="Mickey",
        defender="Agrabah type=location",
        defender_others="Donald exerted Bodyguard",
    )
    # 8.3.3: “If an opponent would choose one of your characters to challenge, they must choose this
    # character …” — choosing a location is not choosing one of their characters.
    expect(
        verdict,
        True,
        "Yes — Mickey can challenge Agrabah",
        {*LOCATION_CHALLENGE, "8.3.3"},
        quote=("8.3.3", "If an opponent would choose one of your characters to challenge"),
    )
    assert any(step.citation and step.citation.rule == "8.3.3" and not step.held for step in verdict.steps)


def test_either_of_them_tries_each_defending_character_with_bodyguard(ask: Ask) -> None:
    # 8.3.3: "If an opponent would choose one of your characters to challenge, they must choose this
    # character or another character with Bodyguard if able." Stitch can't be chosen past Simba, but
    # Simba (exerted, 4.6.4.2) can: Mickey can challenge one of them.
    verdict = ask(
        "lorcana.challenge",
        challenger="Mickey",
        defender="Stitch exerted",
        defender_others="Simba exerted Bodyguard",
        question="either",
    )
    expect(verdict, True, "Mickey can challenge Simba (not Stitch)", {"4.6.4.1", "4.6.4.2", "8.3.3"})
    assert verdict.answers == {"legal": False, "either": True}, "the defender alone: no"


def test_either_of_them_is_no_when_neither_can_be_chosen(ask: Ask) -> None:
    # 8.6.1: Evasive "This [Type] can't be challenged except by a character with Evasive."; 4.6.4.2:
    # "Second, the player chooses an exerted opposing character to be challenged." (Simba is ready.)
    verdict = ask(
        "lorcana.challenge",
        challenger="Mickey",
        defender="Stitch exerted Evasive",
        defender_others="Simba",
        question="either",
    )
    expect(
        verdict,
        False,
        "Mickey can challenge neither Stitch nor Simba",
        {"4.6.4.1", "4.6.4.2", "8.6.1", "8.2.1"},
    )


def test_a_restriction_on_strength_reads_a_negative_strength_as_zero(ask: Ask) -> None:
    # 6.6.2: a character with a negative {S} “counts as having a Strength of 0 except for the purpose of
    # applying modifiers to determine its {S}”; the modifiers themselves sum to -1 (6.6.1.2).
    verdict = ask(
        TOPIC,
        challenger='Mickey str=1 effect="gets -2 {S} this turn"',
        defender='Goofy exerted text="This character can\'t be challenged by characters with 2 {S} or less."',
    )
    expect(
        verdict,
        False,
        "can't be challenged by Mickey",
        {*CHARACTER_CHALLENGE, "6.1.13.4", "6.4.1", "6.6.2", "4.6.4.3", "1.2.2"},
        quote=("6.6.2", "counts as having a Strength of 0"),
    )
    assert any(step.test.endswith("strength 1 → -1") for step in verdict.steps)
    assert any("is strength 0, at most 2" in step.test for step in verdict.steps)
