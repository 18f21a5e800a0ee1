"""fftcg.dull_cost: Dull-icon abilities — controlled since the turn began, Haste, Monsters (11.6.2.2)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, build_scenario
from bot.rules.library import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.games.fftcg.support import tests_of as steps_of
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.dull_cost"
WHEN = {"5.2.3.1.2.1", "9.3.1.7"}
"""A Character on the field (a Summon is never deployed), in a Main or Attack Phase, with priority."""


def test_a_backup_new_this_turn_cannot_use_a_dull_icon_ability(ask: Ask) -> None:
    # 11.6.2.2: “When using abilities with the Dull icon, if it is an ability used by a Forward or a Backup
    # card, the ability cannot be used if the card hasn’t been under the player’s control from the start of
    # their turn unless that card also has Haste.”
    verdict = ask(TOPIC, character="Cid type=backup new")
    expect(
        verdict,
        False,
        "No — Cid can't use that action ability now: Cid hasn't been under your control since the start of "
        "your turn and has no Haste.",
        WHEN | {"11.6.2.2", "haste"},
        quote=("11.6.2.2", "the ability cannot be used if the card hasn’t been under the player’s control"),
    )
    assert verdict.would_change == ("legal if Cid had Haste",)


def test_haste_on_a_backup_lets_it_use_the_ability_the_turn_it_arrives(ask: Ask) -> None:
    # Haste: “Characters with Haste can activate an ability the cost of which includes the dull icon, even if
    # they are not controlled by a player consecutively from the beginning of the game.”
    verdict = ask(TOPIC, character="Cid type=backup new Haste")
    expect(
        verdict,
        True,
        "Yes — Cid can use that action ability now: it has Haste",
        WHEN | {"11.6.2.2", "haste"},
        quote=(
            "haste",
            "Characters with Haste can activate an ability the cost of which includes the dull icon",
        ),
    )
    assert verdict.assumptions == ()


def test_a_monster_can_use_it_the_turn_it_is_played_unless_it_became_a_forward(ask: Ask) -> None:
    # 11.6.2.2: “Monster” cards are exception to this … However, if the Monster becomes a Forward the same
    # rules as for “Forward” cards apply.
    verdict = ask(TOPIC, character="Bomb type=monster new")
    expect(
        verdict,
        True,
        "a Monster can use Dull-icon abilities on the turn it is played",
        WHEN | {"11.6.2.2"},
        quote=("11.6.2.2", "“Monster” cards are exception to this"),
    )
    verdict = ask(TOPIC, character="Bomb type=monster new", monster_forward=True)
    expect(
        verdict,
        False,
        "Bomb hasn't been under your control since the start of your turn and has no Haste",
        WHEN | {"11.6.2.2", "haste"},
        quote=("11.6.2.2", "if the Monster becomes a Forward the same rules as for “Forward” cards apply"),
    )


def test_a_special_ability_has_the_same_limit_and_a_discard(ask: Ask) -> None:
    # 11.7.2.2 (special abilities): “the card must have been under the player’s control from the start of
    # their turn unless the Forward or Backup card using the ability also has Haste.” 11.7.1: “… the player
    # has to discard a card with the same name to use it”.
    verdict = ask(TOPIC, character="Cloud new", kind="special")
    expect(
        verdict,
        False,
        "has no Haste",
        WHEN | {"11.7.1", "11.7.2.2", "haste"},
        quote=("11.7.2.2", "unless the Forward or Backup"),
    )
    verdict = ask(TOPIC, character="Cloud", kind="special")
    expect(verdict, True, "(discarding a card of the same name)", WHEN | {"11.7.1", "11.7.2.2"})


def test_without_the_dull_icon_being_new_does_not_matter_but_the_phase_does(ask: Ask) -> None:
    # 9.3.1.7: “Players can use action abilities and special abilities during the Main Phase and the Attack
    # Phase only.”
    verdict = ask(TOPIC, character="Cid type=backup new", dull_icon=False)
    expect(
        verdict, True, "its cost has no Dull icon, so being new this turn doesn't matter", WHEN | {"11.6.2.2"}
    )
    verdict = ask(TOPIC, character="Cid type=backup", phase="end")
    expect(
        verdict,
        False,
        "it is the End Phase",
        WHEN | {"11.6.2.2"},
        quote=("9.3.1.7", "during the Main Phase and the Attack Phase only"),
    )
    # 9.3.1.7: “Each player may use an action ability or a special ability while he or she has the
    # priority.” — a permission; unlike the phases (“only”), no sentence says only then. Without priority
    # it was "No — … you don't have priority", citing this sentence; now not covered, unless a cited No
    # holds anyway (the phase above, or new without Haste), whose step the first screen names.
    expect_not_covered(
        ask(TOPIC, character="Cid type=backup", priority=False),
        "whether an ability can be used without priority",
    )
    verdict = ask(TOPIC, character="Cid type=backup new", priority=False)
    expect(verdict, False, "has no Haste", WHEN | {"11.6.2.2", "haste"})
    assert [step.test for step in verdict.steps if step.decides] == [
        "Cid has been under your control since the start of your turn"
    ]
    assert verdict.would_change == (), "with Haste, it would be not covered without priority, not legal"


def test_a_summon_is_never_on_the_field_and_a_dull_card_is_not_covered(ask: Ask) -> None:
    # 5.2.3.1.2.1: “Summons are cards that have a one-time effect when played and are never deployed to a
    # field.”
    verdict = ask(TOPIC, character="Ifrit type=summon")
    expect(verdict, False, "Ifrit is a Summon", {"5.2.3.1.2.1"})
    expect_not_covered(
        ask(TOPIC, character="Cid type=backup dull"), "whether an already dull Character can pay it"
    )


def test_nobody_has_priority_in_the_active_or_draw_phase(ask: Ask, library: Library) -> None:
    # 9.2.1.2: “No players have priority in the draw phase.” The priority left at its default was a "you
    # have priority: yes" step in the Draw Phase, cited to 9.3.1.7, and `priority=true` was answered.
    verdict = ask(TOPIC, character="Cid type=backup", phase="draw")
    expect(
        verdict,
        False,
        "No — Cid can't use that action ability now: it is the Draw Phase.",
        WHEN | {"9.2.1.2", "11.6.2.2"},
        quote=("9.2.1.2", "No players have priority in the draw phase."),
    )
    assert ("you have priority (no player has it in the Draw Phase)", False) in steps_of(verdict)
    # The default priority holds in the phases players have it in: a Main Phase would make it legal.
    assert verdict.would_change == ("legal if it were a Main Phase or an Attack Phase",)
    with pytest.raises(
        ScenarioError, match=r"priority: no player has priority in the Draw Phase \(9\.2\.1\.2\)"
    ):
        build_scenario(TOPIC, {"character": "Cid", "phase": "draw", "priority": True}, library)
    # 9.1.1.2: “No players have priority in the Active Phase.” Saying so is consistent, and answered.
    active = ask(TOPIC, character="Cid type=backup", phase="activation", priority=False)
    assert ("you have priority (no player has it in the Activation Phase)", False) in steps_of(active)
    assert "9.1.1.2" in active.rule_ids
