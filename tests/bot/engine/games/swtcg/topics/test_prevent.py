"""swtcg.prevent — Evade, Deflect, Protect, Absorb, Persuade, Parry; Ferocity and Fortitude."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "swtcg.prevent"


def test_evade_and_deflect_and_where_the_deflected_damage_goes(ask: Ask) -> None:
    # deflect: “… this unit may do that much damage to a unit of your choice in the same arena.”
    # evade: “You choose how much damage to Evade up to X, even if the full amount of damage or more is
    # pending.” deflect: “A layered ability activated during the damage prevention POP” (a play or pass
    # chance: its player may pass), and once played “Deflect as much damage as you can up to the Deflect
    # value.” — at least 1 (both in full), at most 4 (neither played); nothing is assumed "in full".
    verdict = ask(TOPIC, target="Vader Evade 2 Deflect 1", amount=4, source="Han")
    expect(
        verdict,
        1,
        "At least 1 and at most 4 of the 4 damage to Vader remains: Vader's player chooses whether to play "
        "Deflect 1 and how much of Evade 2 to use.",
        {"evade", "deflect"},
        quote=("deflect", "any unit in the same arena as the unit that activated Deflect (even itself)"),
        assumes={"swtcg.prevention-adds"},
    )
    assert "Deflect, if played: Vader may do 1 damage to a unit in its arena" in verdict.headline
    quotes = {(c.rule, c.quote) for c in verdict.citations}
    assert any(rule == "evade" and "You choose how much damage to Evade" in quote for rule, quote in quotes)
    assert ("deflect", "Deflect as much damage as you can up to the Deflect value.") in quotes
    assert ("deflect", "A layered ability activated during the damage prevention POP") in quotes


def test_deflect_amount_depends_on_an_order_the_glossary_does_not_give(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Vader Evade 2 Deflect 2", amount=3, source="Han")
    expect(verdict, 0, "At least 0 and at most 3 of the 3 damage", {"evade", "deflect"})
    assert "Vader may do 1 to 2 (the glossary gives no order for prevention) damage" in verdict.headline


def test_ferocity_makes_damage_unpreventable(ask: Ask) -> None:
    # ferocity: “Damage from this unit can't be prevented.”
    verdict = ask(TOPIC, target="Vader Evade 2", amount=4, source="Chewie Ferocity")
    expect(
        verdict, 4, "All 4 damage to Vader remains", {"ferocity"}, quote=("ferocity", "can't be prevented")
    )


def test_fortitude_prevents_unpreventable_damage_to_itself(ask: Ask) -> None:
    # fortitude: “This unit can prevent unpreventable damage to itself.”
    verdict = ask(TOPIC, target="Vader Evade 2 Fortitude", amount=4, source="Chewie Ferocity")
    expect(
        verdict,
        2,
        "2 to 4 of the 4 damage",
        {"ferocity", "fortitude", "evade"},
        quote=("fortitude", "to itself"),
    )


def test_fortitude_cannot_protect_another_unit_from_ferocity(ask: Ask) -> None:
    # fortitude: “Fortitude only allows a unit to prevent unpreventable damage to itself, not to other units.”
    verdict = ask(
        TOPIC,
        target="Leia arena=character",
        amount=3,
        source="Chewie Ferocity",
        protector="Luke arena=character Protect 2 Fortitude",
    )
    expect(
        verdict,
        3,
        "All 3 damage to Leia remains",
        {"ferocity", "protect", "fortitude"},
        quote=("fortitude", "not to other units"),
    )


def test_protect_without_ferocity_works_and_the_protected_unit_with_fortitude_is_open(ask: Ask) -> None:
    # protect: “Prevent up to X damage to one of your other units in this arena.” “You choose how much
    # damage to Protect up to X, even if the full amount of damage or more is pending.”
    verdict = ask(
        TOPIC,
        target="Leia arena=character",
        amount=3,
        source="Han",
        protector="Luke arena=character Protect 2",
    )
    expect(
        verdict,
        1,
        "1 to 3 of the 3 damage to Leia remains: Leia's player chooses how much of Luke's Protect 2 to use.",
        {"protect"},
        quote=("protect", "You choose how much damage to Protect up to X"),
        assumes={"swtcg.prevention-adds"},
    )
    other_arena = ask(
        TOPIC, target="Leia arena=character", amount=3, source="Han", protector="Tie arena=space Protect 2"
    )
    expect(other_arena, 3, "All 3 damage", {"protect"})
    open_case = ask(
        TOPIC,
        target="Leia arena=character Fortitude",
        amount=3,
        source="Chewie Ferocity",
        protector="Luke arena=character Protect 2",
    )
    expect_not_covered(open_case, "another unit's Protect")


def test_parry_needs_a_natural_one_in_an_attack(ask: Ask) -> None:
    # parry: “If the attacking unit rolled at least one natural '1' against this unit, prevent up to X …”
    # — no sentence says whether Parry may be used for less: "in full" stays an assumption.
    parried = ask(TOPIC, target="Vader Parry 2", amount=3, source="Han", natural_one=True)
    expect(
        parried,
        1,
        "1 of the 3 damage to Vader remains (Vader's Parry 2 used in full).",
        {"parry"},
        quote=("parry", "natural '1'"),
        assumes={"swtcg.prevention-adds", "swtcg.prevent-in-full"},
    )
    missed = ask(TOPIC, target="Vader Parry 2", amount=3, source="Han", natural_one=False)
    expect(missed, 3, "All 3", {"parry"})
    not_attack = ask(TOPIC, target="Vader Parry 2", amount=3, source="Han", attack=False)
    expect(not_attack, 3, "All 3", {"parry"}, quote=("parry", "only to dice rolled for an attack"))
    with pytest.raises(ScenarioError, match="natural_one: a natural 1 is rolled in an attack"):
        ask(TOPIC, target="Vader Parry 2", amount=3, source="Han", attack=False, natural_one=True)


def test_absorb_persuade_double_damage_and_stun(ask: Ask) -> None:
    # absorb: “A layered ability activated during the Damage Prevention play or pass chance”; persuade: “A
    # layered ability activated during the Damage Prevention POP” — each its player's to play or pass, so
    # 3 (both in full) to 5 (neither) damage remains, and nothing is assumed in full.
    verdict = ask(TOPIC, target="Vader Absorb 1 Persuade 1", amount=5, source='Han Stun 2 "Double Damage"')
    expect(
        verdict,
        3,
        "At least 3 and at most 5 of the 5 damage to Vader remains: Vader's player chooses whether to play "
        "Absorb 1 and Persuade 1.",
        {"absorb", "persuade", "double-damage", "stun"},
        assumes={"swtcg.prevention-adds"},
    )
    for part in (
        "Absorb, if played: +1 power for Vader's next attack",
        "Persuade, if played: Han gets −1 power for its next attack",
        "at least 6 and at most 10 damage counters with Double Damage",
        "Stun: Vader gets −2 power until end of battle",
    ):
        assert part in verdict.headline


def test_two_instances_of_a_layered_ability_are_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, target="Vader Evade 1 Evade 2", amount=4, source="Han"), "layered")


# -- sub-questions ---------------------------------------------------------------------------------------


def test_counters_with_double_damage(ask: Ask) -> None:
    # double-damage: “Put 1 additional damage counter … for each 1 damage that wasn't prevented.” evade: “You
    # choose how much damage to Evade up to X …”: 2 to 3 damage not prevented, 4 to 6 counters.
    options = {"target": "Vader Evade 1", "amount": 3, "source": 'Han "Double Damage"'}
    verdict = ask(TOPIC, **options, question="counters")
    expect(
        verdict,
        4,
        "4 to 6 damage counters go on Vader (Double Damage): Vader's player chooses how much of Evade 1 to "
        "use.",
        {"evade", "double-damage"},
    )
    assert verdict.answers == {"remaining": 2, "counters": 4, "deflect": 0, "stun": False}
    plain = ask(TOPIC, target="Vader", amount=3, source="Han", question="counters")
    expect(plain, 3, "3 damage counters go on Vader (3 damage remains).", set())
    # deflect: “A layered ability activated during the damage prevention POP”: played, 2 damage is left (4
    # counters); passed, 3 (6 counters) — 5 can't be, so no "4 to 6".
    deflected = ask(
        TOPIC, target="Vader Deflect 1", amount=3, source='Han "Double Damage"', question="counters"
    )
    expect(
        deflected,
        4,
        "At least 4 and at most 6 damage counters go on Vader (Double Damage): Vader's player chooses "
        "whether to play Deflect 1.",
        {"deflect", "double-damage"},
    )


def test_how_much_deflect_may_do(ask: Ask) -> None:
    # deflect: “The damage that the unit does equals the damage it prevented.”
    verdict = ask(TOPIC, target="Vader Evade 2 Deflect 2", amount=3, source="Han", question="deflect")
    expect(
        verdict,
        2,
        "Vader's Deflect may do up to 2 damage to a unit in its arena.",
        {"evade", "deflect"},
        quote=("deflect", "equals the damage it prevented"),
    )
    none = ask(TOPIC, target="Vader Evade 2", amount=3, source="Han", question="deflect")
    expect(none, 0, "Deflect does no damage: Vader has no Deflect.", {"evade"})


def test_stun_needs_damage_counters(ask: Ask) -> None:
    # stun: “If no damage counters are placed as a result of damage, Stun doesn't occur.”
    stunned = ask(TOPIC, target="Vader Evade 1", amount=3, source="Han Stun 2", question="stun")
    expect(stunned, True, "Yes — Stun 2: Vader gets −2 power until end of battle.", {"evade", "stun"})
    blocked = ask(
        TOPIC, target="Vader Parry 3", amount=3, source="Han Stun 2", natural_one=True, question="stun"
    )
    expect(
        blocked,
        False,
        "No — Stun doesn't occur: no damage counters are placed.",
        {"parry", "stun"},
        quote=("stun", "Stun doesn't occur"),
    )
    # evade: “You choose how much damage to Evade up to X, even if the full amount of damage or more is
    # pending.” — all 3 prevented (no Stun) or less (Stun): the player's choice, not a yes or a no.
    chosen = ask(TOPIC, target="Vader Evade 3", amount=3, source="Han Stun 2", question="stun")
    expect_not_covered(chosen, "Whether Stun occurs is Vader's player's choice")
    assert chosen.reason is not None and "You choose how much damage to Evade up to X" in chosen.reason
    remaining = ask(TOPIC, target="Vader Evade 3", amount=3, source="Han Stun 2")
    expect(remaining, 0, "0 to 3 of the 3 damage to Vader remains", {"evade", "stun"})
    assert "stun" not in remaining.answers
    assert "Stun: Vader gets −2 power until end of battle if any damage remains" in remaining.headline


def test_damage_counters_put_directly_are_not_damage(ask: Ask) -> None:
    # fortitude: “Putting damage counters directly on a unit is not the same thing as doing damage, and also
    # can't be stopped by Fortitude.” — nothing that prevents damage acts on them, and Stun (“When this unit
    # damages another unit”) doesn't occur.
    verdict = ask(TOPIC, target="Vader Evade 2 Fortitude", amount=3, source="Han Stun 1", directly=True)
    expect(
        verdict,
        3,
        "All 3 stay: damage counters put directly on Vader are not damage, so Evade can't prevent them",
        {"fortitude", "evade", "stun"},
        quote=(
            "fortitude",
            "Putting damage counters directly on a unit is not the same thing as doing damage",
        ),
        assumes=set(),
    )
    assert verdict.answers == {"remaining": 3, "counters": 3, "deflect": 0, "stun": False}
    verdict = ask(TOPIC, target="Vader", amount=2, source="Han Stun 1", directly=True, question="stun")
    expect(
        verdict,
        False,
        "No — counters put directly are not damage, so Stun doesn't occur",
        {"fortitude", "stun"},
    )


def test_deflect_may_not_prevent_less_than_it_can(ask: Ask) -> None:
    # deflect: “Deflect as much damage as you can up to the Deflect value.” evade: “You don't have to use all
    # of the Evade.”
    # deflect: “A layered ability activated during the damage prevention POP”: it may also be passed.
    verdict = ask(TOPIC, target="Vader Deflect 2 Evade 1", amount=3, source="Han", question="deflect_less")
    expect(
        verdict,
        False,
        "No — played, Vader's Deflect 2 deflects as much damage as it can, up to its value (its player may "
        "also pass); Vader's Evade, unlike it",
        {"deflect", "evade"},
        quote=("deflect", "Deflect as much damage as you can up to the Deflect value."),
    )


def test_deflect_is_played_or_passed_so_stun_is_the_players_choice(ask: Ask) -> None:
    # deflect: “A layered ability activated during the damage prevention POP” — during a play or pass
    # chance its player may pass; “Deflect as much damage as you can up to the Deflect value.” says how much
    # once played, not that it must be. stun: “If no damage counters are placed as a result of damage, Stun
    # doesn't occur.” — played, no counters and no Stun; passed, 2 damage and Stun: not a yes or a no.
    options = {"target": "Vader Deflect 2", "amount": 2, "source": "Han Stun 1"}
    stun = ask(TOPIC, **options, question="stun")
    expect_not_covered(stun, "Whether Stun occurs is Vader's player's choice")
    assert stun.reason is not None and "A layered ability activated during the damage prevention POP" in (
        stun.reason
    )
    remaining = ask(TOPIC, **options)
    expect(
        remaining,
        0,
        "At least 0 and at most 2 of the 2 damage to Vader remains: Vader's player chooses whether to play "
        "Deflect 2.",
        {"deflect", "stun"},
        quote=("deflect", "A layered ability activated during the damage prevention POP"),
        assumes={"swtcg.prevention-adds"},
    )
    assert "used in full" not in remaining.headline


def test_absorb_alone_is_the_players_choice_not_assumed_in_full(ask: Ask) -> None:
    # absorb: “A layered ability activated during the Damage Prevention play or pass chance” — played or
    # passed, so no 'in full' assumption and no single value.
    verdict = ask(TOPIC, target="Vader Absorb 2", amount=3, source="Han")
    expect(
        verdict,
        1,
        "At least 1 and at most 3 of the 3 damage to Vader remains: Vader's player chooses whether to play "
        "Absorb 2.",
        {"absorb"},
        quote=("absorb", "activated during the Damage Prevention play or pass chance"),
        assumes={"swtcg.prevention-adds"},
    )


def test_parry_without_a_stated_natural_one_counts_only_towards_the_least(ask: Ask) -> None:
    # parry: “If the attacking unit rolled at least one natural '1' against this unit, prevent up to X
    # damage to this unit.” — the question doesn't say whether a 1 was rolled: the least left counts Parry
    # (1), the most doesn't (3); no step holds "rolled a natural 1" false.
    verdict = ask(TOPIC, target="Vader Parry 2", amount=3, source="Han")
    expect(
        verdict,
        1,
        "At least 1 and at most 3 of the 3 damage to Vader remains: Parry 2 prevents damage only if Han "
        "rolled a natural 1 (not given).",
        {"parry"},
        quote=("parry", "natural '1'"),
        assumes={"swtcg.prevention-adds"},
    )
    assert not any("rolled a natural 1" in step.test and not step.held for step in verdict.steps)
    stun = ask(TOPIC, target="Vader Parry 3", amount=3, source="Han Stun 1", question="stun")
    expect_not_covered(stun, "Whether Stun occurs is not given by the question")


def test_a_protector_without_arenas_is_in_the_targets_arena_by_premise_not_by_rule(ask: Ask) -> None:
    # protect: “Prevent up to X damage to one of your other units in this arena.” — the glossary can't say
    # where two units are: without arenas, that they share one is the protector option's premise, declared
    # as an assumption rather than a step citing Protect.
    verdict = ask(TOPIC, target="Leia", amount=3, source="Han", protector="Luke Protect 2")
    expect(
        verdict,
        1,
        "1 to 3 of the 3 damage to Leia remains: Leia's player chooses how much of Luke's Protect 2 to use.",
        {"protect"},
        assumes={"swtcg.prevention-adds", "swtcg.protector-arena"},
    )
    step = next(step for step in verdict.steps if "same arena" in step.test)
    assert step.citation is None and step.assumption == "swtcg.protector-arena"
