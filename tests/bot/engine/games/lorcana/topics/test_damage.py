"""lorcana.damage and lorcana.challenge_damage: Resist (8.8), Challenger (8.5), stacking (8.1.2)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

DAMAGE = "lorcana.damage"
CHALLENGE_DAMAGE = "lorcana.challenge_damage"


def test_resist_reduces_damage_dealt(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=5 Resist+2", amount=3)
    # 8.8.1: Resist +N means “Damage that would be dealt to this character or location is reduced by N.”
    expect(verdict, 1, "Goofy takes 1 damage", {"8.8.1"}, quote=("8.8.1", "is reduced by N"))


def test_resist_instances_stack_and_damage_reduced_to_zero_is_not_dealt(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=5 Resist+1 Resist+2", amount=3)
    # 8.8.1 "this stacks with other Resist effects"; 8.8.2 "no damage is considered to have been dealt".
    expect(
        verdict,
        0,
        "no damage is dealt",
        {"8.8.1", "8.8.2"},
        quote=(
            "8.8.2",
            "If damage dealt to this character or location is reduced to 0, no damage is considered",
        ),
    )
    assert any(c.quote.startswith("Because this is a +N ability, this stacks") for c in verdict.citations)


def test_damage_put_onto_a_character_ignores_resist(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=5 Resist+2", amount=3, how="put")
    # 8.8.3: “Damage put or moved onto a character with Resist isn’t affected by the ability.”
    expect(verdict, 3, "Goofy takes 3 damage", {"8.8.3"}, quote=("8.8.3", "isn’t affected by the ability"))


def test_damage_moved_onto_a_character_ignores_resist(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=5 dmg=1 Resist+2", amount=2, how="moved")
    expect(verdict, 2, "(3 in all)", {"8.8.3"})
    assert verdict.would_change == ("dealt instead, Resist +2 would reduce it to 0",)


def test_banishing_at_willpower_is_an_assumption(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Goofy wp=3 dmg=1", amount=2)
    expect(verdict, 2, "Goofy is banished", {"8.8.1"}, assumes={"banish-at-willpower"})


def test_resist_on_a_location_reduces_damage_dealt(ask: Ask) -> None:
    verdict = ask(DAMAGE, target="Tower type=location wp=7 Resist+1", amount=2)
    expect(verdict, 1, "Tower takes 1 damage", {"8.8.1"}, quote=("8.8.1", "this character or location"))


def test_damage_put_onto_a_location_with_resist_is_not_covered(ask: Ask) -> None:
    # 8.8.3 speaks of "a character with Resist" only.
    expect_not_covered(
        ask(DAMAGE, target="Tower type=location Resist+1", amount=2, how="put"), "says nothing"
    )


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
        {"8.5.1", "8.8.1"},
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
        {"8.5.2", "8.8.1"},
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
        {"8.8.1"},
        assumes={
            "challenger-ready",
            "drying",
            "challenge-opposing",
            "defender-exerted",
            "challenge-damage",
            "banish-at-willpower",
        },
    )


def test_each_side_in_a_challenge_with_resist_and_banishing(ask: Ask) -> None:
    verdict = ask(
        CHALLENGE_DAMAGE, challenger="Mickey str=2 wp=5 Resist+2", defender="Goofy str=2 wp=2 exerted"
    )
    expect(verdict, "Mickey takes 0, Goofy takes 2", "Goofy is banished", {"8.8.1", "8.8.2"})


def test_no_damage_without_a_legal_challenge(ask: Ask) -> None:
    verdict = ask(CHALLENGE_DAMAGE, challenger="Mickey str=2", defender="Goofy str=2")
    expect(verdict, "no legal challenge", "Goofy is ready", set())
