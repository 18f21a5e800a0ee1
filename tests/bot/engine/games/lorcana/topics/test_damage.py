"""lorcana.damage and lorcana.challenge_damage: damage (1.9), banishing (1.8.1.4), challenge damage (4.6.6,
4.6.8.3, glossary "challenge"), Resist (8.8), Challenger (8.5), stacking (8.1.2)."""

from __future__ import annotations

import pytest

from bot.engine.errors import ScenarioError
from bot.engine.games.lorcana.topics.damage import DamageScenario
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

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
        5,  # damage_to_defender
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
        3,  # damage_to_defender
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
        1,  # damage_to_defender
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
    expect(verdict, 2, "Goofy is banished", {*CHALLENGE, "8.8.1", "8.8.2", BANISH})


def test_no_damage_without_a_legal_challenge(ask: Ask) -> None:
    verdict = ask(CHALLENGE_DAMAGE, challenger="Mickey str=2", defender="Goofy str=2")
    expect(verdict, False, "Goofy is ready", {"4.6.4.1", "4.6.4.2"})
    assert verdict.question == "legal" and verdict.answers == {"legal": False}


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
        5,  # damage_to_defender
        "Tower is banished",
        {"4.6.4.1", "4.6.8.1", "4.6.8.2", "8.5.1", "glossary:challenge", "4.6.8.3", "8.8.1", BANISH},
        quote=("4.6.8.3", "don’t deal damage to the challenging character"),
        assumes=set(),
    )


def test_a_location_needs_no_strength_but_a_character_defender_does(ask: Ask) -> None:
    verdict = ask(CHALLENGE_DAMAGE, challenger="Mickey str=3", defender="Tower type=location Resist+1")
    expect(
        verdict,
        2,  # damage_to_defender
        "Tower takes 2",
        {"4.6.4.1", "4.6.8.1", "4.6.8.2", "glossary:challenge", "4.6.8.3", "8.8.1"},
    )
    assert verdict.would_change == ("without Resist, Tower would take 3",)
    with pytest.raises(ScenarioError, match="the defender needs its strength"):
        ask(CHALLENGE_DAMAGE, challenger="Mickey str=3", defender="Goofy exerted")


# Sub-questions of lorcana.damage, and damage from several events in a row.


def test_total_and_banished_after_one_event(ask: Ask) -> None:
    # 1.8.1.4: “If a character or location has damage equal to or greater than its Willpower {W}, that
    # character or location is banished.”
    total = ask(DAMAGE, target="Goofy wp=4 dmg=1", amount=2, question="total")
    expect(total, 3, "Goofy ends with 3 damage", {"8.8.1", BANISH})
    assert total.answers == {"taken": 2, "total": 3, "banished": False, "banished_after": 0}
    gone = ask(DAMAGE, target="Goofy wp=3 dmg=1", amount=2, question="banished")
    expect(gone, True, "Yes — Goofy is banished with 3 damage and 3 willpower", {"8.8.1", BANISH})


def test_dealt_is_no_when_resist_reduces_it_to_zero_or_it_is_put(ask: Ask) -> None:
    # 8.8.2: “If damage dealt to this character or location is reduced to 0, no damage is considered to
    # have been dealt.”
    reduced = ask(DAMAGE, target="Goofy Resist+2", amount=2, question="dealt")
    expect(
        reduced, False, "no damage is considered dealt", {"8.8.1", "8.8.2"}, quote=("8.8.2", "reduced to 0")
    )
    # Glossary “damage counter”: “If an effect puts a damage counter onto a character or location, it
    # doesn't count as damage dealt to the character or location …”
    put = ask(DAMAGE, target="Goofy", amount=2, how="put", question="dealt")
    expect(
        put,
        False,
        "No — damage put onto Goofy doesn't count as damage dealt",
        {"8.8.3", "glossary:damage counter"},
        quote=("glossary:damage counter", "it doesn't count as damage dealt"),
    )


def test_dealt_is_yes_for_an_effect_that_deals_damage_and_no_for_moved_damage(ask: Ask) -> None:
    # 1.9.1.1: “Deal/Dealt – Placing a number of damage counters … as a result of resolving an effect that
    # deals/dealt damage.” 1.9.1.4: moved damage is placed “as a result of an effect that moved damage”.
    dealt = ask(DAMAGE, target="Goofy", amount=2, question="dealt")
    expect(
        dealt,
        True,
        "Yes — 2 damage is dealt to Goofy",
        {"8.8.1", "1.9.1.1"},
        quote=("1.9.1.1", "deals/dealt"),
    )
    moved = ask(DAMAGE, target="Goofy", amount=2, how="moved", question="dealt")
    expect(
        moved,
        False,
        "No — damage moved onto Goofy is not damage dealt",
        {"8.8.3", "1.9.1.4", "1.9.1.1"},
        quote=("1.9.1.4", "an effect that moved damage"),
    )


def test_whether_zero_damage_counts_as_dealt_is_not_covered(ask: Ask) -> None:
    # 8.8.2 says only that damage *Resist reduces* to 0 is not dealt; nothing says whether dealing 0
    # damage deals damage, so the engine doesn't guess (while "taken" is still 0).
    verdict = ask(DAMAGE, target="Goofy", amount=0, question="dealt")
    assert verdict.status == "not_covered" and "8.8.2" in (verdict.reason or "")
    assert ask(DAMAGE, target="Goofy", amount=0).answer == 0


def test_resist_applies_to_each_event_in_a_row(ask: Ask) -> None:
    # 8.8.1: “Damage that would be dealt to this character or location is reduced by N.” — each time it
    # would be dealt; 1.8.1: the game checks “after any effect resolves”.
    verdict = ask(DAMAGE, target="Goofy wp=5 Resist+1", amount=1, then="2, 1")
    expect(
        verdict,
        1,
        "Goofy takes 1 damage over 3 events",
        {"1.8.1", "8.8.1", "8.8.2", BANISH},
        quote=("1.8.1", "after any effect resolves"),
    )
    assert "Resist +1 reduces each event separately, not their sum" in verdict.would_change
    # 1.8.1 checks “after any effect resolves”: the step and the field say separate effects, as it does.
    assert any(
        step.test.startswith("a game state check follows each separate effect's") for step in verdict.steps
    )
    assert "later separate effects" in (DamageScenario.model_fields["then"].description or "")


def test_banished_after_the_event_that_reaches_its_willpower(ask: Ask) -> None:
    # 1.8.1 checks after each effect; once banished it is in the discard (glossary “banish/banished”: “put
    # from play into their player's discard pile”), so later events don't reach it.
    verdict = ask(DAMAGE, target="Goofy wp=3", amount=2, then="1,4", question="banished_after")
    expect(
        verdict,
        2,
        "After event 2 Goofy is banished (3 damage)",
        {"1.8.1", "8.8.1", BANISH, "glossary:banish/banished"},
        quote=("glossary:banish/banished", "put from play into their player's discard pile"),
    )
    assert verdict.answers["taken"] == 3 and verdict.answers["banished"] is True
    survives = ask(DAMAGE, target="Goofy wp=9", amount=2, then="1", question="banished_after")
    assert survives.answer == 0 and "never banished" in survives.headline


def test_an_item_in_play_cant_be_damaged(ask: Ask) -> None:
    # 5.1.2.2: "An item that’s in play can’t have the damaged, undamaged, under, or facedown states."
    # 5.1.1.3: "A card that has at least 1 damage is considered to be damaged." So none lands on it.
    states = {"5.1.1.3", "5.1.2.2"}
    taken = ask(DAMAGE, target="Lantern type=item", amount=2)
    expect(
        taken,
        0,
        "Lantern takes no damage: an item in play can't be damaged.",
        states,
        quote=("5.1.2.2", "An item that’s in play can’t have the damaged"),
    )
    assert taken.answers == {"taken": 0, "total": 0, "dealt": False, "banished": False, "banished_after": 0}
    total = ask(DAMAGE, target="Lantern type=item dmg=1", amount=2, how="put", question="total")
    expect(total, 0, "Lantern ends with 0 damage", states, quote=("5.1.1.3", "at least 1 damage"))
    # 1.9.1.1: “Deal/Dealt – Placing a number of damage counters on a character or location …”
    dealt = ask(DAMAGE, target="Lantern type=item", amount=2, question="dealt")
    expect(dealt, False, "so no damage is dealt to Lantern", {*states, "1.9.1.1"})
    # 1.8.1.4 banishes “a character or location” whose damage reaches its {W}: an item has neither, so
    # its willpower isn't needed.
    banished = ask(DAMAGE, target="Lantern type=item", amount=9, then="9", question="banished")
    expect(banished, False, "Lantern isn't banished by damage", {*states, BANISH})
    after = ask(DAMAGE, target="Lantern type=item", amount=9, question="banished_after")
    expect(after, 0, "Lantern is never banished", {*states, BANISH})
    # No sentence of 5.1.2 gives an action's or a song's states in play: that is still not guessed.
    for kind in ("action", "song"):
        only = "the engine only puts damage on characters and locations"
        expect_not_covered(ask(DAMAGE, target=f"Sting type={kind}", amount=2), only)


def test_banished_needs_willpower(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match=r"willpower \(wp=N\)"):
        ask(DAMAGE, target="Goofy", amount=2, question="banished")
    with pytest.raises(ScenarioError, match="amounts separated by commas"):
        ask(DAMAGE, target="Goofy", amount=2, then="two")


# Sub-questions of lorcana.challenge_damage.


def test_damage_to_challenger_and_banished_flags(ask: Ask) -> None:
    # Glossary, challenge: “Each character deals damage equal to their Strength to the other character …”
    options = {"challenger": "Mickey str=2 wp=2", "defender": "Goofy str=3 wp=2 exerted"}
    to_challenger = ask(CHALLENGE_DAMAGE, **options, question="damage_to_challenger")
    expect(to_challenger, 3, "Mickey takes 3", {*CHALLENGE, "8.8.1", BANISH})
    assert to_challenger.answers == {
        "legal": True,
        "damage_to_defender": 2,
        "damage_to_challenger": 3,
        "defender_banished": True,
        "challenger_banished": True,
        "challenger_strength": 2,
        "defender_strength": 3,
    }
    # 1.8.1.4: damage equal to or greater than its Willpower: banished.
    gone = ask(CHALLENGE_DAMAGE, **options, question="challenger_banished")
    expect(
        gone, True, "Yes — Mickey is banished: 3 damage against 2 willpower", {*CHALLENGE, "8.8.1", BANISH}
    )
    kept = ask(
        CHALLENGE_DAMAGE,
        challenger="Mickey str=1 wp=2",
        defender="Goofy str=3 wp=2 exerted",
        question="defender_banished",
    )
    assert kept.answer is False and kept.headline.startswith("No — Goofy stays in play")


def test_challenger_strength_counts_challenger_only_when_challenging(ask: Ask) -> None:
    # 8.5.1 “While this character is challenging, they gain +N”; 8.5.2 “doesn't gain +N if they're being
    # challenged.”
    options = {"challenger": "Mickey str=3 Challenger+2", "defender": "Goofy str=1 exerted Challenger+3"}
    attack = ask(CHALLENGE_DAMAGE, **options, question="challenger_strength")
    expect(attack, 5, "Mickey challenges with 5 strength", {*CHALLENGE, "8.5.1", "8.5.2", "8.8.1"})
    defence = ask(CHALLENGE_DAMAGE, **options, question="defender_strength")
    expect(defence, 1, "Goofy deals damage with 1 strength", {*CHALLENGE, "8.5.1", "8.5.2", "8.8.1"})


def test_strength_changes_apply_before_resist_and_negative_counts_as_zero(ask: Ask) -> None:
    # 4.6.6.1: “Apply Strength {S} increases and {S} decreases first, then damage increases and damage
    # reductions.” … “If a character’s {S} is negative, it counts as 0 {S} …”
    verdict = ask(
        CHALLENGE_DAMAGE,
        challenger="Mickey str=2 Challenger+1",
        defender="Goofy str=1 exerted Resist+1",
        challenger_change=2,
        defender_change=-3,
        question="damage_to_defender",
    )
    expect(
        verdict,
        4,
        "Goofy takes 4",
        {*CHALLENGE, "4.6.6.1", "8.5.1", "8.8.1"},
        quote=("4.6.6.1", "it counts as 0"),
    )
    assert verdict.answers["challenger_strength"] == 5 and verdict.answers["defender_strength"] == 0
    assert verdict.answers["damage_to_challenger"] == 0


def test_a_location_has_no_strength_answer(ask: Ask) -> None:
    # 4.6.8.3: “Locations don’t have a {S} characteristic …”
    verdict = ask(
        CHALLENGE_DAMAGE,
        challenger="Mickey str=3",
        defender="Tower type=location",
        question="defender_strength",
    )
    assert "defender_strength" not in verdict.answers
    assert verdict.question == "legal" and verdict.answer is True


def test_a_negative_strength_combines_with_challenger_before_it_counts_as_zero(ask: Ask) -> None:
    # 6.6.2: “If a character has a negative {S}, it deals no damage during challenges and counts as having a
    # Strength of 0 except for the purpose of applying modifiers to determine its {S} (see 6.6.1.2).”
    # 1 {S} and -2 {S} is -1; Challenger +2 (8.5.1) combines with it: 1, not 0 + 2.
    verdict = ask(
        CHALLENGE_DAMAGE,
        challenger='Mickey str=1 Challenger+2 effect="gets -2 {S} this turn"',
        defender="Goofy str=1 exerted",
        question="damage_to_defender",
    )
    expect(
        verdict,
        1,
        "Goofy takes 1",
        {*CHALLENGE, "6.1.13.4", "6.6.2", "8.5.1", "8.8.1"},
        quote=("6.6.2", "except for the purpose of applying modifiers"),
    )
    assert verdict.answers["challenger_strength"] == 1
    assert any("strength 1 → -1" in step.test for step in verdict.steps)


def test_a_strength_change_from_effects_combines_with_a_negative_strength(ask: Ask) -> None:
    # 6.6.2, as above; 4.6.6.1: “Apply Strength {S} increases and {S} decreases first”: 1 - 2 + 3 = 2,
    # not 0 + 3.
    verdict = ask(
        CHALLENGE_DAMAGE,
        challenger='Mickey str=1 effect="gets -2 {S} this turn"',
        defender="Goofy str=1 exerted",
        challenger_change=3,
        question="challenger_strength",
    )
    expect(
        verdict, 2, "Mickey challenges with 2 strength", {*CHALLENGE, "6.1.13.4", "6.6.2", "4.6.6.1", "8.8.1"}
    )


def test_strength_modifiers_combine_in_no_order(ask: Ask) -> None:
    # 6.6.1.2: “When multiple modifiers apply to a card's characteristic, they don't apply in any specific
    # order but all combine to apply together.” 1 - 3 + 2 = 0: Mickey deals no damage (not 2, as if -3
    # had stopped at 0 before +2 applied).
    verdict = ask(
        CHALLENGE_DAMAGE,
        challenger='Mickey str=1 text="This character gets -3 {S}." effect="gets +2 {S} this turn"',
        defender="Goofy str=1 exerted",
        question="damage_to_defender",
    )
    expect(
        verdict,
        0,
        "Goofy takes 0",
        {*CHALLENGE, "6.4.1", "6.1.13.4", "6.6.1.2", "8.8.1"},
        quote=("6.6.1.2", "all combine to apply together"),
    )
    assert verdict.answers["challenger_strength"] == 0


def test_willpower_modifiers_combine_in_no_order(ask: Ask) -> None:
    # 6.6.1.2, as above: 2 - 3 + 2 = 1 willpower, so 1 damage banishes it (1.8.1.4).
    verdict = ask(
        DAMAGE,
        target='Goofy wp=2 text="This character gets -3 {W}." effect="gets +2 {W} this turn"',
        amount=1,
        question="banished",
    )
    expect(verdict, True, "1 damage and 1 willpower", {"6.4.1", "6.1.13.4", "6.6.1.2", "8.8.1", BANISH})


def test_the_challenger_is_exerted_when_damage_is_dealt(real: Ask) -> None:
    # 4.6.4.4: “Fourth, the challenging player exerts the challenging character.” — in the Challenge
    # Declaration step, before the Challenge Damage step (4.6.3: “These steps are always followed in this
    # order.”). Toby Turtle - Wary Friend: “HARD SHELL While this character is exerted, he gains Resist +1.”
    verdict = real(
        CHALLENGE_DAMAGE,
        challenger="Toby Turtle - Wary Friend",
        defender="Goofy hypothetical str=2 exerted",
        question="damage_to_challenger",
    )
    expect(
        verdict,
        1,
        "Toby Turtle takes 1",
        {*CHALLENGE, "4.6.4.4", "6.4.3", "8.8.1", BANISH},
        quote=("4.6.4.4", "the challenging player exerts the challenging character"),
    )
    tests = [step.test for step in verdict.steps]
    exerted = next(i for i, test in enumerate(tests) if "is exerted to challenge" in test)
    # Declared while ready (4.6.4.1 “… and ready in order to challenge”): the ability was off then.
    assert any("is off" in test for test in tests[:exerted])
    assert any("is on" in test and "Resist +1" in test for test in tests[exerted:])


def test_a_while_ready_bonus_is_off_once_the_challenger_is_exerted(ask: Ask) -> None:
    # 4.6.4.4, as above; 6.4.3: a conditional static applies only while its condition is true.
    verdict = ask(
        CHALLENGE_DAMAGE,
        challenger='Mickey str=2 text="While this character is ready, he gets +2 {S}."',
        defender="Goofy str=1 exerted",
        question="damage_to_defender",
    )
    expect(verdict, 2, "Goofy takes 2", {*CHALLENGE, "4.6.4.4", "6.4.3", "8.8.1"})
    assert verdict.answers["challenger_strength"] == 2
    legal = ask(
        CHALLENGE_DAMAGE,
        challenger='Mickey str=2 text="While this character is ready, he gets +2 {S}."',
        defender="Goofy str=1 exerted",
        question="legal",
    )
    assert legal.answer is True and legal.headline.endswith("Goofy 2.")
