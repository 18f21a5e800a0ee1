"""lorcana.damage and lorcana.challenge_damage: damage (1.9), banishing (1.8.1.4), challenge damage (4.6.6,
4.6.8.3, glossary "challenge"), Resist (8.8), Challenger (8.5), stacking (8.1.2)."""

from __future__ import annotations

import pytest

from bot.engine.errors import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

DAMAGE = "lorcana.damage"
CHALLENGE_DAMAGE = "lorcana.challenge_damage"
CHALLENGE = {"4.6.4.1", "4.6.4.2", "glossary:challenge"}
"""A legal challenge of a character, and each side dealing damage equal to its strength."""
BANISH = "1.8.1.4"


def test_resist_reduces_damage_dealt(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=5 Resist+2", amount=3)
    # 8.8.1: Resist +N means “Damage that would be dealt to this character or location is reduced by N.”
    expect(verdict, 1, "Goofy takes 1 damage", {"8.8.1", BANISH}, quote=("8.8.1", "is reduced by N"))


def test_resist_instances_stack_and_damage_reduced_to_zero_is_not_dealt(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=5 Resist+1 Resist+2", amount=3)
    # 8.8.1 "this stacks with other Resist effects"; 8.8.2 "no damage is considered to have been dealt".
    expect(
        verdict,
        0,
        "no damage is dealt",
        {"8.8.1", "8.8.2", BANISH},
        quote=(
            "8.8.2",
            "If damage dealt to this character or location is reduced to 0, no damage is considered",
        ),
    )
    assert any(c.quote.startswith("Because this is a +N ability, this stacks") for c in verdict.citations)


def test_damage_put_onto_a_character_ignores_resist(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=5 Resist+2", amount=3, how="put")
    # 8.8.3: “Damage put or moved onto a character with Resist isn’t affected by the ability.”
    expect(
        verdict,
        3,
        "Goofy takes 3 damage",
        {"8.8.3", BANISH},
        quote=("8.8.3", "isn’t affected by the ability"),
    )


def test_damage_moved_onto_a_character_ignores_resist(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=5 dmg=1 Resist+2", amount=2, how="moved")
    expect(verdict, 2, "(3 in all)", {"8.8.3", BANISH})
    assert verdict.would_change == ("dealt instead, Resist +2 would reduce it to 0",)


def test_damage_reaching_willpower_banishes(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=3 dmg=1", amount=2)
    # 1.8.1.4: “If a character or location has damage equal to or greater than its Willpower {W}, that
    # character or location is banished.”
    expect(
        verdict,
        2,
        "Goofy is banished",
        {"8.8.1", BANISH},
        quote=(
            BANISH,
            "damage equal to or greater than its Willpower {W}, that character or location is banished",
        ),
        assumes=set(),
    )


def test_damage_below_willpower_does_not_banish(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=4 dmg=1", amount=2)
    expect(verdict, 2, "Goofy takes 2 damage (3 in all).", {"8.8.1", BANISH})
    assert "banished" not in verdict.headline


def test_resist_on_a_location_reduces_damage_dealt(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Tower type=location wp=7 Resist+1", amount=2)
    expect(
        verdict, 1, "Tower takes 1 damage", {"8.8.1", BANISH}, quote=("8.8.1", "this character or location")
    )


def test_damage_put_onto_a_location_with_resist_is_not_reduced(ask: Ask) -> None:
    # 8.8.3 speaks of "a character with Resist" only; the glossary's "damage counter" decides for a
    # location: “If an effect puts a damage counter onto a character or location, it doesn't count as damage
    # dealt to the character or location and isn't affected by modifications to damage dealt.”
    verdict = ask(DAMAGE, target="Tower type=location Resist+1", amount=2, how="put")
    expect(
        verdict,
        2,
        "Tower takes 2 damage",
        {"glossary:damage counter", "8.8.1"},
        quote=("glossary:damage counter", "it doesn't count as damage dealt to the character or location"),
        assumes=set(),
    )


def test_damage_moved_onto_a_location_with_resist_is_not_reduced(ask: Ask) -> None:
    # 1.9.1.1: dealt damage is placed “during a challenge … or as a result of resolving an effect that
    # deals/dealt damage”; 1.9.1.4: moved damage is placed “as a result of an effect that moved damage to
    # them”; 8.8.1 reduces only “Damage that would be dealt”.
    verdict = ask(DAMAGE, target="Tower type=location wp=3 Resist+1", amount=2, how="moved")
    expect(
        verdict,
        2,
        "Tower takes 2 damage",
        {"1.9.1.1", "1.9.1.4", "8.8.1", BANISH},
        quote=("1.9.1.1", "as a result of resolving an effect that deals/dealt damage"),
    )
    assert verdict.would_change == ("dealt instead, Resist +1 would reduce it to 1",)


def test_damage_put_onto_a_location_without_resist(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Tower type=location wp=2 dmg=1", amount=1, how="put")
    expect(verdict, 1, "Tower is banished", {"8.8.1", BANISH}, quote=(BANISH, "character or location"))


def test_challenger_adds_strength_while_challenging(ask: Ask) -> None:
    verdict = ask(
        CHALLENGE_DAMAGE, challenger="Mickey str=3 wp=3 Challenger+2", defender="Goofy str=2 wp=6 exerted"
    )
    # 8.5.1: Challenger \(+\mathsf{N}\) means "While this character is challenging, they gain
    # \(+\mathsf{N}\) ." (the document as converted: the strength icon after +N is lost)
    expect(
        verdict,
        "Mickey takes 2, Goofy takes 5",
        "Goofy takes 5",
        {*CHALLENGE, "8.5.1", "8.8.1", BANISH},
        quote=("8.5.1", r"While this character is challenging, they gain \(+\mathsf{N}\) ."),
    )
    assert "without Challenger +2, Goofy would take 3" in verdict.would_change


def test_challenger_does_not_apply_while_being_challenged(ask: Ask) -> None:
    verdict = ask(
        CHALLENGE_DAMAGE, challenger="Mickey str=3 wp=3", defender="Goofy str=1 wp=6 exerted Challenger+3"
    )
    # 8.5.2: "A character with Challenger doesn't gain \(+N\) if they're being challenged."
    expect(
        verdict,
        "Mickey takes 1, Goofy takes 3",
        "Mickey takes 1",
        {*CHALLENGE, "8.5.2", "8.8.1", BANISH},
        quote=("8.5.2", r"doesn’t gain \(+N\) if they’re being challenged"),
    )


def test_stacked_resist_in_a_challenge(ask: Ask) -> None:
    verdict = ask(
        CHALLENGE_DAMAGE,
        challenger="Mickey str=4 wp=3",
        defender='Goofy str=2 wp=6 exerted Resist+1 "Resist +2"',
    )
    expect(
        verdict,
        "Mickey takes 2, Goofy takes 1",
        "Goofy takes 1",
        {*CHALLENGE, "8.8.1", BANISH},
        # Glossary, challenge: “Each character deals damage equal to their Strength to the other character
        # or the location.”
        quote=("glossary:challenge", "Each character deals damage equal to their Strength"),
        assumes=set(),
    )


def test_each_side_in_a_challenge_with_resist_and_banishing(ask: Ask) -> None:
    verdict = ask(
        CHALLENGE_DAMAGE, challenger="Mickey str=2 wp=5 Resist+2", defender="Goofy str=2 wp=2 exerted"
    )
    expect(
        verdict, "Mickey takes 0, Goofy takes 2", "Goofy is banished", {*CHALLENGE, "8.8.1", "8.8.2", BANISH}
    )


def test_no_damage_without_a_legal_challenge(ask: Ask) -> None:
    verdict = ask(CHALLENGE_DAMAGE, challenger="Mickey str=2", defender="Goofy str=2")
    expect(verdict, "no legal challenge", "Goofy is ready", {"4.6.4.1", "4.6.4.2"})


def test_a_location_deals_no_damage_and_takes_the_challengers_strength(ask: Ask) -> None:
    verdict = ask(
        CHALLENGE_DAMAGE,
        challenger="Mickey str=3 wp=3 Challenger+2",
        defender="Tower type=location wp=6 dmg=1",
    )
    # 4.6.8.3: “Locations don’t have a {S} characteristic and don’t deal damage to the challenging
    # character during the Challenge Damage step.”
    expect(
        verdict,
        "Mickey takes 0, Tower takes 5",
        "Tower is banished",
        {"4.6.4.1", "4.6.8.1", "4.6.8.2", "8.5.1", "glossary:challenge", "4.6.8.3", "8.8.1", BANISH},
        quote=("4.6.8.3", "don’t deal damage to the challenging character"),
        assumes=set(),
    )


def test_a_location_needs_no_strength_but_a_character_defender_does(ask: Ask) -> None:
    verdict = ask(CHALLENGE_DAMAGE, challenger="Mickey str=3", defender="Tower type=location Resist+1")
    expect(
        verdict,
        "Mickey takes 0, Tower takes 2",
        "Tower takes 2",
        {"4.6.4.1", "4.6.8.1", "4.6.8.2", "glossary:challenge", "4.6.8.3", "8.8.1"},
    )
    assert verdict.would_change == ("without Resist, Tower would take 3",)
    with pytest.raises(ScenarioError, match="the defender needs its strength"):
        ask(CHALLENGE_DAMAGE, challenger="Mickey str=3", defender="Goofy exerted")
