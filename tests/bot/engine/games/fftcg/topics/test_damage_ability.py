"""fftcg.damage_ability: "Damage N" applies once the controller has received N damage."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.damage_ability"
DAMAGE_QUOTE = ("damage", "receives the amount of damage specified, the Character gains the ability")


def test_damage_3_with_3_damage_taken(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Zidane Damage 3", damage_taken=3)
    expect(verdict, True, "gains the ability written next to Damage 3", {"damage"}, quote=DAMAGE_QUOTE)


def test_damage_3_with_2_damage_taken(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Zidane Damage 3", damage_taken=2)
    expect(verdict, False, "needs its controller to have received 3 damage (2 so far)", {"damage"})


def test_damage_3_with_more_damage_taken(ask: Ask) -> None:
    expect(ask(TOPIC, card="Zidane Damage 3", damage_taken=6), True, "with 6 damage taken", {"damage"})


def test_two_damage_abilities(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Zidane Damage 3 Damage 5", damage_taken=4)
    # “If the controller of the Character with Damage receives the amount of damage specified, the
    # Character gains the ability written next to damage.” — each threshold on its own.
    expect(verdict, False, "active: Damage 3; not yet: Damage 5", {"damage"})
    assert verdict.answers == {"active": False, "active_count": 1, "damage_to_go": 1}


def test_how_many_apply_and_how_much_damage_to_go(ask: Ask) -> None:
    # “receives the amount of damage specified”: Damage 5 needs 5; with 3 received, 2 to go.
    verdict = ask(TOPIC, card="Zidane Damage 3 Damage 5", damage_taken=3, question="active_count")
    expect(verdict, 1, "1 of Zidane's Damage abilities apply", {"damage"})
    verdict = ask(TOPIC, card="Zidane Damage 3 Damage 5", damage_taken=3, question="damage_to_go")
    expect(verdict, 2, "2 more damage: Damage 5 needs its controller to have received 5", {"damage"})
    verdict = ask(TOPIC, card="Zidane Damage 3", damage_taken=4, question="damage_to_go")
    expect(verdict, 0, "No more damage needed", {"damage"})


def test_no_damage_ability_and_a_summon(ask: Ask) -> None:
    expect(ask(TOPIC, card="Zidane", damage_taken=4), False, "Zidane has no Damage N ability", {"damage"})
    expect_not_covered(ask(TOPIC, card="Ifrit type=summon Damage 3", damage_taken=4), "Characters only")
