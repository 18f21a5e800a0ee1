"""fftcg.ex_burst: EX Burst as 2.1.2 has it (6.5.2, 6.5.2.1, 11.10): optional, no response, what applies."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "fftcg.ex_burst"
DAMAGE = {"6.5.2", "6.5.2.1", "11.10.2"}


def test_an_ex_burst_may_be_declined(ask: Ask) -> None:
    # 11.10.2: “Using Ex Burst is optional, and the player may choose not to use the effects when the card is
    # revealed.” (Not covered before 2.1.2: the keyword glossary has no EX Burst.)
    verdict = ask(TOPIC, question="decline")
    expect(
        verdict,
        True,
        "Yes — using an EX Burst is optional",
        DAMAGE,
        quote=("11.10.2", "Using Ex Burst is optional"),
    )
    assert verdict.answers == {"decline": True, "declined_to": "damage_zone"}
    assert verdict.assumptions == ()


def test_a_declined_ex_burst_card_stays_in_the_damage_zone(ask: Ask) -> None:
    # 6.5.2.1: “If any card with the EX Burst icon is revealed and placed in the Damage Zone, the player can
    # choose whether or not to trigger the Ex Burst”: the card is in the Damage Zone before the choice.
    verdict = ask(TOPIC, question="declined_to")
    expect(
        verdict,
        "damage_zone",
        "Damage Zone: the card is placed in the Damage Zone as the point of damage",
        DAMAGE,
        quote=("6.5.2.1", "revealed and placed in the Damage Zone, the player can choose"),
    )


def test_no_one_can_respond_to_an_ex_burst(ask: Ask) -> None:
    # 11.10.2: “Players cannot respond to an Ex Burst.”
    verdict = ask(TOPIC, question="can_respond")
    expect(
        verdict,
        False,
        "No — players cannot respond to an EX Burst",
        {"6.5.2", "11.10.2"},
        quote=("11.10.2", "Players cannot respond to an Ex Burst."),
    )


def test_a_summon_applies_all_its_effects_a_character_only_its_ex_burst_abilities(ask: Ask) -> None:
    # 11.10.3: “Summons initiating an Ex Burst apply all of their effects. Other cards only apply the effects
    # of the auto-abilities they possess that are marked with the EX burst icon.”
    verdict = ask(TOPIC, question="applies", card_type="summon")
    expect(
        verdict,
        "all_effects",
        "All effects",
        {"6.5.2", "11.10.3"},
        quote=("11.10.3", "apply all of their effects"),
    )
    verdict = ask(TOPIC, question="applies", card_type="character")
    expect(
        verdict,
        "ex_burst_abilities",
        "EX Burst abilities only",
        {"6.5.2", "11.10.3"},
        quote=("11.10.3", "marked with the EX burst icon"),
    )


def test_an_ex_burst_resolves_before_the_next_damage_card_unless_one_ability_dealt_it_all(ask: Ask) -> None:
    # 6.5.2.1: “… the EX Burst effects are resolved before the next card is revealed unless multiple damage
    # result from one same ability, in which case all damage is dealt first and any EX bursts are then
    # resolved in order.”
    verdict = ask(TOPIC, question="before_next_card", one_ability=False)
    expect(
        verdict,
        True,
        "Yes — the EX Burst is resolved before the next damage card is revealed",
        {"6.5.2", "6.5.2.1"},
    )
    verdict = ask(TOPIC, question="before_next_card", one_ability=True)
    expect(
        verdict,
        False,
        "No — the damage comes from one same ability: all of it is dealt first",
        {"6.5.2", "6.5.2.1"},
        quote=("6.5.2.1", "all damage is dealt first and any EX bursts are then resolved in order"),
    )


def test_what_an_ex_burst_applies_needs_the_cards_type(ask: Ask) -> None:
    # 11.10.3: “Summons initiating an Ex Burst apply all of their effects. Other cards only apply the effects
    # of the auto-abilities they possess that are marked with the EX burst icon.” The two answers part on
    # the card's type, so it is asked for: it defaulted to a Character, answering "EX Burst abilities only"
    # for a Summon nobody had described.
    with pytest.raises(ScenarioError, match=r"`applies` needs `card_type` \(summon or character\)"):
        ask(TOPIC, question="applies")
    # Asked with other questions, only its row says what is missing; the others are answered.
    verdict = ask(TOPIC, questions="all")
    assert "card_type" in verdict.unanswered["applies"]
    assert "one_ability" in verdict.unanswered["before_next_card"]
    assert verdict.answers["decline"] is True


def test_before_the_next_card_needs_whether_one_ability_dealt_the_damage(ask: Ask) -> None:
    # 6.5.2.1: “… the EX Burst effects are resolved before the next card is revealed unless multiple damage
    # result from one same ability, in which case all damage is dealt first …”: Yes or No by that alone,
    # which defaulted to "not one ability" (a Yes).
    with pytest.raises(ScenarioError, match=r"`before_next_card` needs `one_ability`"):
        ask(TOPIC, question="before_next_card")
